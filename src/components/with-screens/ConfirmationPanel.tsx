import { useRef } from 'react';
import { useOwnStyles } from '../../styles/adopt';
import { PageHeading } from '../PageHeading';
import panelCss from './ConfirmationPanel.css';

export interface ConfirmationPanelProps {
  /** The page's h1: "Meter reading submitted". */
  title: string;
  /** Above the reference: "Your reference number". */
  referenceLabel?: string;
  reference?: string;
}

/**
 * GOV.UK confirmation panel: the page's heading and the reference, large, on green. Brings its
 * own stylesheet (only confirmation screens use it).
 *
 * @csspart confirmation - The green confirmation panel.
 */
export function ConfirmationPanel({ title, referenceLabel, reference }: ConfirmationPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useOwnStyles(ref, panelCss);
  return (
    <div className="help-confirmation" part="confirmation" ref={ref}>
      <PageHeading className="help-confirmation__title">{title}</PageHeading>
      {reference ? (
        <p className="help-confirmation__body">
          {referenceLabel}
          <strong className="help-confirmation__reference">{reference}</strong>
        </p>
      ) : null}
    </div>
  );
}
