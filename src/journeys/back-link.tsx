/**
 * GOV.UK back link: to the journey's previous step, kept in the element's router; or, on the
 * first step the customer saw of a journey entered part-way, to the page they came from.
 */
import { Link } from 'wouter';
import { JOURNEY_TEXT } from './journeys.text';

/** Back to the page before this one, where a step has no earlier step the customer saw. */
export const PREVIOUS_PAGE = 'previous-page';

/** @csspart back-link - The link back to the previous step. */
export function BackLink({ to }: { to: `/${string}` }) {
  return (
    <Link className="help-link cj-back-link" href={to} part="back-link">
      {JOURNEY_TEXT.back}
    </Link>
  );
}

/**
 * Back to the page the customer came from, as the browser's own Back does. Shown only where the
 * browser has such a page (a journey opened in a new tab has none).
 * @csspart back-link - The link back to the page the customer came from.
 */
export function BackToPreviousPage() {
  if (!document.referrer || history.length < 2) return null;
  return (
    <a
      className="help-link cj-back-link"
      href={document.referrer}
      part="back-link"
      onClick={(event) => {
        event.preventDefault();
        history.back();
      }}
    >
      {JOURNEY_TEXT.back}
    </a>
  );
}
