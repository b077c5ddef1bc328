/**
 * "Was this page helpful? Yes / No" under an article. An answer dispatches `help-feedback`
 * (bubbles, composed; `detail: { category, article, helpful }`) for the page's analytics to
 * record; the element sends nothing itself. Once answered, the question gives way to a thank
 * you, which takes focus (the button pressed is gone), and is not asked again in this view.
 *
 * @csspart feedback - The "Was this page helpful?" row.
 * @csspart feedback-button - Its Yes and No buttons.
 */
import { useId, useState } from 'react';
import { Button } from '../../components';
import { useElement } from '../../platform/element-context';
import { dispatchHelpEvent } from '../../platform/events';
import { TEXT } from './help-article.text';

/** Focuses the thank you as it appears (a stable callback: React calls it once, on mount). */
const focusOnMount = (node: HTMLElement | null): void => node?.focus();

export function ArticleFeedback({ category, article }: { category: string; article: string }) {
  const { container } = useElement();
  const [answered, setAnswered] = useState(false);
  const questionId = useId();
  const answer = (helpful: boolean) => {
    setAnswered(true);
    dispatchHelpEvent(container, 'help-feedback', { category, article, helpful });
  };
  return (
    <div className="ha-feedback" part="feedback">
      {/* Always present, so the thank you is read out when it replaces the question. */}
      <div role="status">
        {answered ? (
          // Takes focus as it appears: the button pressed has gone.
          <p className="ha-feedback__thanks" ref={focusOnMount} tabIndex={-1}>
            {TEXT.thanks}
          </p>
        ) : null}
      </div>
      {answered ? null : (
        <div className="ha-feedback__question" role="group" aria-labelledby={questionId}>
          <h2 className="ha-feedback__title" id={questionId}>
            {TEXT.feedbackQuestion}
          </h2>
          <div className="ha-feedback__answers">
            <Button variant="secondary" onClick={() => answer(true)} part="feedback-button">
              {TEXT.yes}
            </Button>
            <Button variant="secondary" onClick={() => answer(false)} part="feedback-button">
              {TEXT.no}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
