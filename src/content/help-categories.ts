/**
 * The Help & Support categories as the app defines them (static, not fetched):
 * the twelve slugs, the shapes of their data, which layout each category page uses, the
 * Speak/Seek/Save block, and pure helpers. Each layout's categories are in categories/ (a page
 * downloads only its own layout's), all twelve together in all-categories.ts (tests, examples).
 * Plain data and pure helpers: no React, no services, so any element can import it.
 *
 * Links:
 *   - `externalLink: false`: a path under the base path, with a leading slash
 *     ('/meters/faulty-meter' is /help-and-support/meters/faulty-meter);
 *   - `externalLink: true`: a page of the main site, a path or an absolute URL (config's
 *     `mainSiteLink()` makes it absolute).
 * An article's label, as the remote categories list names it (src/api/content-api/content.ts), is the last
 * segment of its link: '/meters/faulty-meter' is the article 'faulty-meter' of 'meters'. The
 * article page is shown only when the list has that label under that category.
 * Images are paths on the content server, relative to `contentBaseUrl` (see contentAssetUrl).
 * The help tiles (each category's tile, the link-only tiles) are in help-home.ts, re-exported
 * here: each category's data starts from its tile.
 */
import { HELP_CATEGORY_SLUGS, type HelpCategorySlug } from './category-slugs';
import { HELP_IMAGES, HELP_LINK_TILES, type CategoryTile, type CtaItem, type HelpLinkTile } from './help-tiles/help-home';

export { HELP_CATEGORY_SLUGS, type HelpCategorySlug } from './category-slugs';
export {
  CATEGORY_TILES,
  HELP_IMAGES,
  HELP_LINK_TILES,
  HOME_TILES,
  contentAssetUrl,
  helpIcon,
  homeTileLink,
  type CategoryTile,
  type CtaItem,
  type HelpLinkTile,
  type HomeTile,
} from './help-tiles/help-home';

export interface ArticleLink {
  /** The text of the link. */
  label: string;
  link: string;
  externalLink: boolean;
}

export interface CommonQuestion {
  image: string;
  /** A short tag shown on the card ('' for none). */
  pill: string;
  title: string;
  link: string;
  description: string;
  externalLink: boolean;
}

export interface ArticleGroup {
  title: string;
  articleLinks: ArticleLink[];
}

export interface FeaturedArticle {
  image: string;
  title: string;
  link: string;
  externalLink: boolean;
  description: string;
}

/** Category data of the new layout (dark header and meters pages). */
export interface NewLayoutData {
  title: string;
  commonQuestions: CommonQuestion[];
  allArticlesTitle: string;
  allArticles: ArticleGroup[];
  lastArticle?: FeaturedArticle;
}

export interface ListedArticle {
  /** The text of the bullet's link. */
  label: string;
  path: string;
  externalLink: boolean;
}

/** Category data of the old layout (bulleted articles and call-to-action cards). */
export interface OldLayoutData {
  articlesTitle: string;
  articles: ListedArticle[];
}

/** A category's tile (help-home.ts), and the call-to-action cards of its page. */
interface TileFields extends CategoryTile {
  ctaItems: CtaItem[];
}

export interface NewLayoutCategory extends TileFields {
  slug: HelpCategorySlug;
  newLayout: true;
  categoryData: NewLayoutData;
}

export interface OldLayoutCategory extends TileFields {
  slug: HelpCategorySlug;
  newLayout: false;
  categoryData: OldLayoutData;
}

export type HelpCategory = NewLayoutCategory | OldLayoutCategory;

/** How a category page is laid out (dark header, meters, emergencies or a list). */
export type CategoryLayout =
  | { kind: 'dark-header'; speakSeekSave: boolean; energyTrustPromo: boolean }
  | { kind: 'meters' }
  | { kind: 'list'; debtHelpIntro: boolean; speakSeekSave: boolean }
  | { kind: 'emergencies' };

/** A category page's picture on the content server: 'cq-direct-debit' → its path. */
export const categoryPicture = (name: string): string => `${HELP_IMAGES}/${name}.svg`;
/** A link to a page of the app. */
export const inApp = (label: string, link: string): ArticleLink => ({ label, link, externalLink: false });
/** A bullet of an old-layout page's article list, to a page of the app. */
export const listed = (label: string, path: string): ListedArticle => ({ label, path, externalLink: false });

export const CATEGORY_LAYOUTS: Readonly<Record<HelpCategorySlug, CategoryLayout>> = {
  'bills-and-payments': { kind: 'dark-header', speakSeekSave: true, energyTrustPromo: true },
  'my-account': { kind: 'dark-header', speakSeekSave: false, energyTrustPromo: false },
  'pay-as-you-go': { kind: 'dark-header', speakSeekSave: true, energyTrustPromo: false },
  meters: { kind: 'meters' },
  'homecare-help': { kind: 'list', debtHelpIntro: false, speakSeekSave: false },
  'energy-tariffs': { kind: 'list', debtHelpIntro: false, speakSeekSave: false },
  'smart-home': { kind: 'list', debtHelpIntro: false, speakSeekSave: false },
  'appliances-and-engineers': { kind: 'list', debtHelpIntro: false, speakSeekSave: false },
  breakdowns: { kind: 'list', debtHelpIntro: false, speakSeekSave: false },
  'helpful-advice': { kind: 'list', debtHelpIntro: false, speakSeekSave: false },
  emergencies: { kind: 'emergencies' },
  'struggling-to-pay': { kind: 'list', debtHelpIntro: true, speakSeekSave: true },
};


export interface EmergencyNumber {
  title: string;
  /** As shown: '0800 111 999'. */
  number: string;
  /** For the link: 'tel:0800111999'. */
  href: string;
  /** When the line is open ('' when SPEC says nothing). */
  hours: string;
}


/** An emergency card of the emergencies page: when to call, and the number. */
export interface EmergencyCard extends EmergencyNumber {
  /** When to call this number. */
  description: string;
}

/** A box of advice: a heading and a few short paragraphs. */
export interface AdviceBox {
  title: string;
  paragraphs: readonly string[];
}


/** One part of the Speak/Seek/Save help block. */
export interface SpeakSeekSaveStep {
  title: string;
  description: string;
  link: ArticleLink;
}

/**
 * The Speak/Seek/Save help block (on bills-and-payments, pay-as-you-go and
 * struggling-to-pay, where `CATEGORY_LAYOUTS` says `speakSeekSave`).
 */
export const SPEAK_SEEK_SAVE = {
  title: 'Worried about paying? Speak, seek, save',
  steps: [
    {
      title: 'Speak',
      description: 'Talk to us as soon as you can. The sooner we know, the more ways we have to help, such as a payment plan you can afford.',
      link: { label: 'Ways to contact us', link: '/contact-us', externalLink: false },
    },
    {
      title: 'Seek',
      description: 'Get free, confidential advice from an independent debt charity about everything you owe, not only your energy.',
      link: { label: 'Free, independent debt advice', link: '/struggling-to-pay/debt-advice', externalLink: false },
    },
    {
      title: 'Save',
      description: 'Small changes at home can bring your energy use, and your bills, down.',
      link: { label: 'Ways to use less energy at home', link: '/helpful-advice/save-energy-at-home', externalLink: false },
    },
  ],
} as const satisfies { title: string; steps: readonly SpeakSeekSaveStep[] };

/** A promotional panel: a heading, a paragraph and where to find out more. */
export interface PromoPanel {
  title: string;
  description: string;
  link: ArticleLink;
}



export function isHelpCategorySlug(slug: string): slug is HelpCategorySlug {
  return (HELP_CATEGORY_SLUGS as readonly string[]).includes(slug);
}

/** The home tile that only links elsewhere (Peaksave, the new system hub) named `id`, if any. */
export function findHelpLinkTile(id: string): HelpLinkTile | undefined {
  return HELP_LINK_TILES.find((tile) => tile.id === id);
}

/** The layout of a category page, or undefined for a slug that is not a category. */
export function categoryLayout(slug: string): CategoryLayout | undefined {
  return isHelpCategorySlug(slug) ? CATEGORY_LAYOUTS[slug] : undefined;
}

/** The article label a link in the app names under `category` ('/meters/faulty-meter' → 'faulty-meter'). */
export function articleLabelOf(link: string, category: string): string | undefined {
  const [first, label, ...rest] = link.replace(/^\//, '').split('/');
  return first === category && label && rest.length === 0 ? label : undefined;
}

/** Every link a category page shows, each with whether it leaves the app. */
export function categoryLinks(category: HelpCategory): { link: string; externalLink: boolean }[] {
  if (!category.newLayout) return category.categoryData.articles.map(({ path, externalLink }) => ({ link: path, externalLink }));
  const { commonQuestions, allArticles, lastArticle } = category.categoryData;
  return [...commonQuestions, ...allArticles.flatMap((group) => group.articleLinks), ...(lastArticle ? [lastArticle] : [])];
}

/** The labels of the category's own articles that its page links to, each once. */
export function categoryArticleLabels(category: HelpCategory): string[] {
  const labels = categoryLinks(category)
    .filter((link) => !link.externalLink)
    .map((link) => articleLabelOf(link.link, category.slug))
    .filter((label): label is string => label !== undefined);
  return [...new Set(labels)];
}

/** Whether the category's page links to its article `label`. */
export function linksToArticle(category: HelpCategory, label: string): boolean {
  return categoryArticleLabels(category).includes(label);
}

