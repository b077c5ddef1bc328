/**
 * <help-category> in authoring mode (see router/content-pages/authoring.tsx): with a category it
 * can show, the category's page; otherwise a note for the author naming `category` and the
 * twelve categories it takes. Downloaded only in authoring mode.
 */
import type { ReactNode } from 'react';
import { useCategories } from '../../../api/content-pages/categories';
import { AuthoringPlaceholder, type AuthoringPlaceholderProps } from '../../../components/authoring/AuthoringPlaceholder';
import { getContentConfig } from '../../../config/content/content-config';
import { mainSiteLink } from '../../../config';
import { CATEGORY_LAYOUTS, findHelpLinkTile, homeTileLink, isHelpCategorySlug } from '../../../content/help-categories';
import type { AuthoringNoteProps } from '../../../router/content-pages/authoring';
import { HELP_CATEGORY_AUTHORS } from '../help-category.authors';

export const CATEGORY_AUTHORING_TEXT = {
  shows: 'the page of the help category you choose: its common questions and articles, or for emergencies the emergency numbers',
  linkOut: (title: string, url: string) => `“${title}” is not a category page: visitors to the published page are sent to ${url}.`,
  notListed: (category: string) => `“${category}” is a category, but the content server’s categories list does not have it, so its page cannot be shown.`,
  notFoundOnPublish: 'Visitors to the published page are sent to the page-not-found page instead.',
  fallbackOnPublish: 'Visitors to the published page see a message that the service has a problem in its place.',
} as const;

/** The field as the dialog has it: its label, and the twelve categories, each with its title. */
const FIELD = HELP_CATEGORY_AUTHORS.fields.category;

const note = (props: Omit<AuthoringPlaceholderProps, 'attribute' | 'label' | 'shows' | 'values'>) => (
  <AuthoringPlaceholder attribute="category" label={FIELD.label} shows={CATEGORY_AUTHORING_TEXT.shows} values={FIELD.choices} {...props} />
);

/** A category the page shows once the categories list has it (emergencies does not wait for it). */
function Listed({ category, children }: { category: string; children: ReactNode }) {
  const categories = useCategories();
  if (categories.data && !categories.data.some((listed) => listed.slug === category)) {
    return note({ given: category, problem: CATEGORY_AUTHORING_TEXT.notListed(category), onPublish: CATEGORY_AUTHORING_TEXT.notFoundOnPublish });
  }
  return <>{children}</>;
}

export default function HelpCategoryAuthoring({ given, children }: AuthoringNoteProps) {
  const category = given.category;
  if (category && isHelpCategorySlug(category)) {
    return CATEGORY_LAYOUTS[category].kind === 'emergencies' ? <>{children}</> : <Listed category={category}>{children}</Listed>;
  }
  const tile = category ? findHelpLinkTile(category) : undefined;
  if (tile) return note({ given: category, problem: CATEGORY_AUTHORING_TEXT.linkOut(tile.title, mainSiteLink(homeTileLink(tile, getContentConfig()))), onPublish: '' });
  return note({ given: category, onPublish: category ? CATEGORY_AUTHORING_TEXT.notFoundOnPublish : CATEGORY_AUTHORING_TEXT.fallbackOnPublish });
}
