import type { FirstScreenOptions } from '../../platform/snapshot';
import { createHelpElement, defineElement, type HelpElementAttributes } from '../../shell/create-element';
import { FeedbackJourneyApp, resume } from './feedback-journey';
import { FEEDBACK_JOURNEY, FEEDBACK_PATHS } from './feedback-journey.paths';
import { feedbackRoutes } from './feedback-journey.routes';
import styles from './feedback-journey.styles.css';
// Last: the shared chunks keep their modules in the order the element's own imports give them (it compresses best).
import { opensOnFirstStep } from '../../store/saved/start';
import { routerBase } from '../../router/router';

/** The steps after "Using your credit", as the page URL names them under the base path (in lower case). */
const LATER_STEPS = /^\/(complaints\/feedback\/personal-details|confirmation)\/?$/;

/**
 * Whether the build's snapshot, "Using your credit" with nothing offered above it, is where this
 * element opens: not with `url-routing` on a page whose URL names another step, nor where the
 * tab's saved answers reopen the personal details or the confirmation, nor where answers kept on
 * the device unsent are offered above the step. (A text typed earlier in the tab is taken over as
 * it is, then shows in the box.)
 */
export const opensOnCredit = (host: Element): boolean =>
  opensOnFirstStep(host, FEEDBACK_JOURNEY, { first: FEEDBACK_PATHS.credit, confirmation: FEEDBACK_PATHS.confirmation, resume }, LATER_STEPS, routerBase());

/** Taking over the step the build rendered into dist/embed/feedback-journey.html (its descriptor's `snapshots`), where it is the element's first screen. */
export const firstScreen: FirstScreenOptions = { load: () => feedbackRoutes[0].screen.load(), holds: opensOnCredit };

/**
 * The feedback journey for customers in credit who want to use their credit rather
 * than have it refunded: "Using your credit" (their full name, address, account number and
 * email address, and "I don't want the refund"), then their personal details, then
 * "Thanks, we've got your request". Every answer is kept for the tab, so a reload or Back loses
 * nothing; the lead is sent once. Works on the Help & Support pages (routes
 * `complaints/feedback`, `complaints/feedback/personal-details`, `confirmation`) and embedded
 * on any page, where its steps stay inside the element and the page URL is left alone.
 *
 * @tag feedback-journey
 * @summary Feedback journey: using your credit, personal details and confirmation.
 *
 * @attr {boolean} url-routing - The page URL under the base path drives the steps (the app's own pages); without it the steps stay in memory.
 * @attr {string} draft-key - Keeps this journey's answers apart from other feedback journeys on the page (the element's id serves when absent).
 * @attr {boolean} owns-page - The element may set the document title.
 *
 * @fires {CustomEvent<HelpSubmittedDetail>} help-submitted - After the leads service accepts the request. Bubbles, composed; `detail: { origin: 'feedback', reference }`.
 *
 * @csspart page-heading - Each step's heading (h1).
 * @csspart page-heading-caption - "Using your credit" above the personal details heading.
 * @csspart back-link - The link back to the first step.
 * @csspart form - Each step's form.
 * @csspart button - I don't want the refund, Send request and Send another request.
 * @csspart error-summary - The "There is a problem" summary.
 * @csspart banner - The technical-problems banner.
 * @csspart textarea - The "Using your credit" box.
 * @csspart confirmation - The confirmation panel.
 * @csspart chosen-address - The address chosen in the address question, with its "Change".
 * @csspart address-failure - The address question's technical-problems message.
 *
 * @cssprop --help-color-brand - Brand colour of headings and buttons.
 * @cssprop --help-color-focus - Focus ring colour.
 * @cssprop --help-font-family - Font family.
 */
export class FeedbackJourneyElement extends createHelpElement(FeedbackJourneyApp, { styles: [styles], firstScreen }) {}

/** Registers `<feedback-journey>` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('feedback-journey', FeedbackJourneyElement);
}

/** The attributes `<feedback-journey>` takes. */
export type FeedbackJourneyAttributes = HelpElementAttributes;
