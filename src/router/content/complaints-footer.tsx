/**
 * The way to complain, at the foot of every help page: a customer who is unhappy finds it without
 * going through contact us first. It starts the complaint journey at its first question.
 * @csspart complaints-footer - The "Unhappy with our service? Make a complaint" line at the foot of a help page.
 */
import { AppLink } from './app-link';

/** The complaint journey's first question (the journey's own start, `/make-a-complaint`). */
export const COMPLAINT_START = '/make-a-complaint';

export const COMPLAINTS_FOOTER_TEXT = {
  label: 'Complaints',
  before: 'Unhappy with our service? ',
  link: 'Make a complaint',
} as const;

export function ComplaintsFooter() {
  return (
    <aside className="help-complaints-footer" aria-label={COMPLAINTS_FOOTER_TEXT.label} part="complaints-footer">
      <p className="help-body">
        {COMPLAINTS_FOOTER_TEXT.before}
        <AppLink to={COMPLAINT_START}>{COMPLAINTS_FOOTER_TEXT.link}</AppLink>
      </p>
    </aside>
  );
}
