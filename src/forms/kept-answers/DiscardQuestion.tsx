/**
 * Asked before a send that may have arrived is forgotten, in the page (not a dialog): the
 * answers may already have reached us, so the customer can check first or discard anyway.
 * Its heading takes focus as it opens, so it is read out from the start.
 */
import { useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { useFocusOnMount } from '../../components/PageHeading';
import { KEPT_TEXT } from './kept-answers.text';

export interface DiscardQuestionProps {
  onCheck: () => void;
  onDiscard: () => void;
}

export function DiscardQuestion({ onCheck, onDiscard }: DiscardQuestionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    <div className="help-kept__question" role="group" aria-labelledby={headingId}>
      <h3 className="help-heading-s" id={headingId} ref={heading} tabIndex={-1}>
        {KEPT_TEXT.discardTitle}
      </h3>
      <p className="help-body">{KEPT_TEXT.discardBody}</p>
      <p className="help-body">{KEPT_TEXT.discardWarning}</p>
      <div className="help-button-group">
        <Button onClick={onCheck}>{KEPT_TEXT.discardCheck}</Button>
        <Button variant="secondary" onClick={onDiscard}>
          {KEPT_TEXT.discardAnyway}
        </Button>
      </div>
    </div>
  );
}
