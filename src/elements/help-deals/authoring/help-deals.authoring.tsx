/**
 * <help-deals> in authoring mode (see router/content-pages/authoring.tsx): the deals are a
 * signed-in customer's, and an author editing the page is seldom signed in as one. Where a
 * visitor would be sent to sign in, the author stays on the page and is told why the deals do
 * not show. Downloaded only in authoring mode.
 *
 * @csspart authoring-note - The note an author who is not signed in as a customer sees in place of the deals (authoring mode only).
 */
import { Banner } from '../../../components/Banner';
import { AUTHORING_TEXT } from '../../../components/authoring/AuthoringPlaceholder';
import type { AuthoringNoteProps } from '../../../router/content-pages/authoring';

export const DEALS_AUTHORING_TEXT = {
  title: 'The deals show to signed-in customers',
  why: 'This component shows the deals to a customer who is signed in. You are not signed in as a customer in this browser, so it shows this note instead; sign in on the customer site in this browser to see the deals here.',
  onPublish: 'Visitors to the published page who are not signed in are sent to sign in first, and back to the deals after.',
} as const;

export default function HelpDealsAuthoring({ given, children }: AuthoringNoteProps) {
  if (given.session === 'signed-in') return <>{children}</>;
  return (
    <div className="help-width-container">
      <Banner title={DEALS_AUTHORING_TEXT.title} part="authoring-note" className="help-authoring-note">
        <p className="help-body">{DEALS_AUTHORING_TEXT.why}</p>
        <p className="help-body">{DEALS_AUTHORING_TEXT.onPublish}</p>
        <p className="help-body">{AUTHORING_TEXT.onlyAuthors}</p>
      </Banner>
    </div>
  );
}
