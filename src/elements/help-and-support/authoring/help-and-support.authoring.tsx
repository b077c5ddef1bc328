/**
 * <help-and-support> in authoring mode (see router/content-pages/authoring.tsx), on a page outside
 * its base path (an author instance's /content/… address): a note for the author saying why there
 * is nothing to show, in place of the fallback and its report.
 * Downloaded only in authoring mode.
 */
import { AuthoringPlaceholder } from '../../../components/authoring/AuthoringPlaceholder';
import type { AuthoringNoteProps } from '../../../router/content-pages/authoring';
import { APP_AUTHORS } from '../help-and-support.authors';

/** The field as the dialog labels it. */
const LABEL = APP_AUTHORS.fields['base-path'].label;

export const APP_AUTHORING_TEXT = {
  shows: 'the whole Help & Support area: the page each address under its base path names (the help home, a category, an article, a form)',
  outside: (page: string, basePath: string) => `This page’s address, ${page}, is not under the base path ${basePath}, so there is no Help & Support page to show here.`,
  hint: `On the published site, put this component on the page that is reached at the base path, and set ${LABEL} (base-path) when the site’s Help & Support pages are under another one.`,
  onPublish: 'Visitors to a page outside the base path see a message that the service has a problem in its place.',
} as const;

/** Shown only for a page outside the base path: the app wraps nothing else in its check. */
export default function HelpAndSupportAuthoring({ given }: AuthoringNoteProps) {
  const { 'base-path': basePath = '', page = '' } = given;
  return (
    <AuthoringPlaceholder
      attribute="base-path"
      label={LABEL}
      given={basePath}
      shows={APP_AUTHORING_TEXT.shows}
      values={[]}
      problem={APP_AUTHORING_TEXT.outside(page, basePath)}
      hint={APP_AUTHORING_TEXT.hint}
      onPublish={APP_AUTHORING_TEXT.onPublish}
    />
  );
}
