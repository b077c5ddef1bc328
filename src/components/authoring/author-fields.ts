/**
 * The fields several elements share, as AEM authors meet them (ElementAuthors in each element's
 * descriptor): the words for the settings most elements take. Written for authors: what to set
 * and when, never how the element works inside. Plain data that imports nothing, so an authoring
 * note that reads it downloads nothing more.
 */
import type { AuthorField } from './element-authors';

/** `owns-page`: the component is the page, so it may give the page its title. */
export const OWNS_PAGE_FIELD: AuthorField = {
  label: 'Sets the page title',
  description:
    'Tick when this component is all there is on the page: it then gives the page its title in the browser tab and its description in search results. Leave it unticked on a page with other content.',
};

/** `url-routing` of a journey: each step at an address of its own. */
export const STEPS_IN_ADDRESS_FIELD: AuthorField = {
  label: 'Each step has its own address',
  description:
    'Tick only on the Help & Support pages themselves (under /help-and-support/): each step of the form then has an address of its own, and the browser’s back button goes back a step. Leave it unticked on any other page.',
};

/** `url-routing` of an element whose links lead to other Help & Support pages. */
export const LINKS_IN_PLACE_FIELD: AuthorField = {
  label: 'Open Help & Support pages in place',
  description:
    'Tick only on the Help & Support pages themselves (under /help-and-support/): links to other Help & Support pages then open without reloading the page. Leave it unticked on any other page.',
};

/** `draft-key` of a form: what keeps two forms' answers apart on one page. */
export const saveAnswersField = (form: string): AuthorField => ({
  label: 'Name for saved answers',
  description: `Only needed when one page holds two ${form}s: give each a different short name, such as first and second, so that what a customer types into one never shows in the other. Leave it empty otherwise.`,
});
