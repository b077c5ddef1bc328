/** GOV.UK back link: to the journey's previous step, kept in the element's router. */
import { Link } from 'wouter';
import { JOURNEY_TEXT } from './journeys.text';

/** @csspart back-link - The link back to the previous step. */
export function BackLink({ to }: { to: `/${string}` }) {
  return (
    <Link className="help-link cj-back-link" href={to} part="back-link">
      {JOURNEY_TEXT.back}
    </Link>
  );
}
