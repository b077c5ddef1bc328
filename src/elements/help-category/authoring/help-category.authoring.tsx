/**
 * <help-category> in authoring mode (see router/content-pages/authoring.tsx): with a category it
 * can show, the category's page; otherwise a note for the author naming `category` and the
 * twelve categories it takes. Downloaded only in authoring mode.
 */
import { AuthoringPlaceholder } from '../../../components/authoring/AuthoringPlaceholder';
import { getContentConfig } from '../../../config/content/content-config';
import { mainSiteLink } from '../../../config';
import { CATEGORY_TILES, HELP_CATEGORY_SLUGS, findHelpLinkTile, homeTileLink, isHelpCategorySlug } from '../../../content/help-categories';
import type { AuthoringNoteProps } from '../../../router/content-pages/authoring';
import { FALLBACK_TEXT } from '../../../shell/element-shell';

export const CATEGORY_AUTHORING_TEXT = {
  shows: 'the page of the help category you choose: its common questions and articles, or for emergencies the emergency numbers',
  linkOut: (title: string, url: string) => `“${title}” is not a category page: visitors to the published page are sent to ${url}.`,
  notListed: (category: string) => `“${category}” is a category, but the content server’s categories list does not have it, so its page cannot be shown.`,
  notFoundOnPublish: 'Visitors to the published page are sent to the page-not-found page instead.',
  fallbackOnPublish: `Visitors to the published page see “${FALLBACK_TEXT.heading}” in its place.`,
} as const;

/** The twelve categories, each with its title. */
const VALUES = HELP_CATEGORY_SLUGS.map((value) => ({ value, label: CATEGORY_TILES[value].title }));

export default function HelpCategoryAuthoring({ given, notFound = false, children }: AuthoringNoteProps) {
  const category = given.category;
  const tile = category ? findHelpLinkTile(category) : undefined;
  if (category && isHelpCategorySlug(category) && !notFound) return <>{children}</>;
  const problem = tile
    ? CATEGORY_AUTHORING_TEXT.linkOut(tile.title, mainSiteLink(homeTileLink(tile, getContentConfig())))
    : notFound && category && isHelpCategorySlug(category)
      ? CATEGORY_AUTHORING_TEXT.notListed(category)
      : undefined;
  return (
    <AuthoringPlaceholder
      attribute="category"
      given={category}
      shows={CATEGORY_AUTHORING_TEXT.shows}
      values={VALUES}
      problem={problem}
      onPublish={tile ? '' : category ? CATEGORY_AUTHORING_TEXT.notFoundOnPublish : CATEGORY_AUTHORING_TEXT.fallbackOnPublish}
    />
  );
}
