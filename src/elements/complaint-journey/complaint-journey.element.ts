import type { FirstScreenOptions } from '../../platform/snapshot';
import { createHelpElement, defineElement, type HelpElementAttributes } from '../../shell/create-element';
import { ComplaintJourneyApp, complaintInPageUrl, resumeFrom } from './complaint-journey';
import { COMPLAINT_JOURNEY, COMPLAINT_PATHS } from './complaint-journey.paths';
import { complaintRoutes } from './complaint-journey.routes';
import styles from './complaint-journey.styles.css';
// Last: the shared chunks keep their modules in the order the element's own imports give them (it compresses best).
import { opensOnFirstStep } from '../../store/saved/start';
import { routerBase } from '../../router/router';

/** The steps after the question, as the page URL names them under the base path (in lower case). */
const LATER_STEPS = /^\/(make-a-complaint-select-(type|energy)|confirmation|complaints\/[^/]+(\/query)?)\/?$/;

/**
 * Whether the build's snapshot, the customer type question with nothing chosen and nothing
 * offered above it, is where this element opens. Not with a `complaint` (its details step) or
 * the page URL's complaints/{complaint}, nor in authoring mode (its note loads first); not with
 * `url-routing` on a page whose URL names another step, nor where the tab's saved answers reopen
 * another step or the confirmation, nor where answers kept on the device unsent are offered
 * above the question. (A question answered earlier in the tab is taken over as it is, then
 * shows its answer.)
 */
export const opensOnQuestion = (host: Element): boolean =>
  !host.getAttribute('complaint') &&
  !host.hasAttribute('authoring') &&
  !complaintInPageUrl() &&
  opensOnFirstStep(host, COMPLAINT_JOURNEY, { first: COMPLAINT_PATHS.customerType, confirmation: COMPLAINT_PATHS.confirmation, resume: resumeFrom(COMPLAINT_PATHS.customerType) }, LATER_STEPS, routerBase());

/** Taking over the question the build rendered into dist/embed/complaint-journey.html (its descriptor's `snapshots`), where it is the element's first screen. */
export const firstScreen: FirstScreenOptions = { load: () => complaintRoutes[0].screen.load(), holds: opensOnQuestion };

/**
 * The complaint and enquiry journey: 'What type of energy customer are you?', what
 * the complaint is about and how the customer pays (home services, installations, charge points
 * and credit energy complaints leave for the main site's pages), then for a gas and electricity
 * or Pay As You Go complaint or enquiry the personal details, the query and the confirmation
 * with its reference. Every answer is kept for the tab, so a reload or Back loses nothing; the
 * lead is sent once. Works on the Help & Support pages (routes `make-a-complaint`,
 * `make-a-complaint-select-type`, `make-a-complaint-select-energy`, `complaints/{complaint}`,
 * `complaints/{complaint}/query`, `confirmation`) and embedded on any page, where its steps stay
 * inside the element and the page URL is left alone.
 *
 * @tag complaint-journey
 * @summary Complaint and enquiry journey: customer type questions, details, query and confirmation.
 *
 * @attr {string} complaint - Opens on the details step of this complaint: `gas-and-electricity`, `pay-as-you-go`, `enquiry-gas-and-electricity` or `enquiry-pay-as-you-go`. Without it, the page URL's `complaints/{complaint}`, else the customer type question.
 * @attr {boolean} url-routing - The page URL under the base path drives the steps (the app's own pages); without it the steps stay in memory.
 * @attr {string} draft-key - Keeps this journey's answers apart from other complaint journeys on the page (the element's id serves when absent).
 * @attr {boolean} owns-page - The element may set the document title.
 *
 * @fires {CustomEvent<HelpSubmittedDetail>} help-submitted - After the leads service accepts the complaint or enquiry. Bubbles, composed; `detail: { origin: 'complaints/{complaint}/query', reference }`.
 * @fires {CustomEvent<HelpNavigateDetail>} help-navigate - Before the customer leaves for a main-site complaint page (home services, installations, charge points, credit energy customers), and before an unknown complaint goes to the page-not-found page. Cancelable.
 *
 * @csspart page-heading - Each step's heading (h1).
 * @csspart page-heading-caption - The complaint's name above the details and query headings.
 * @csspart back-link - The link back to the previous step.
 * @csspart form - Each step's form.
 * @csspart button - Continue, Next step, Send and Make another complaint or enquiry.
 * @csspart error-summary - The "There is a problem" summary.
 * @csspart banner - The technical-problems banner.
 * @csspart textarea - The query box.
 * @csspart select - The subject list.
 * @csspart confirmation - The confirmation panel.
 * @csspart chosen-address - The address chosen in the address question, with its "Change".
 * @csspart address-failure - The address question's technical-problems message.
 *
 * @cssprop --help-color-brand - Brand colour of headings and buttons.
 * @cssprop --help-color-focus - Focus ring colour.
 * @cssprop --help-font-family - Font family.
 */
export class ComplaintJourneyElement extends createHelpElement(ComplaintJourneyApp, { styles: [styles], attributes: { complaint: 'string' }, firstScreen }) {}

/** Registers `<complaint-journey>` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('complaint-journey', ComplaintJourneyElement);
}

/** The attributes `<complaint-journey>` takes. */
export interface ComplaintJourneyAttributes extends HelpElementAttributes {
  /** The complaint whose details step opens first ('pay-as-you-go'); else from the page URL. */
  complaint?: 'gas-and-electricity' | 'pay-as-you-go' | 'enquiry-gas-and-electricity' | 'enquiry-pay-as-you-go';
}
