/**
 * The help tiles of the help home: a tile for each category (its title, description, link
 * and icon) and the two tiles that only link elsewhere (Peaksave, the new system hub). The help
 * home shows them; each category page starts from its tile. The help home's own secondary links
 * and videos are in help-home-page.ts, the category pages' data in categories/. Plain data and
 * pure helpers: no React, no services. Links and images follow the rules in help-categories.ts.
 */
import type { ContentConfig } from '../../config/content/content-config';
import type { HelpCategorySlug } from '../category-slugs';

/** A call-to-action card: on old-layout pages, the help cards of the emergencies page, and a link-only tile's. */
export interface CtaItem {
  title: string;
  description: string;
  /** The button's text. */
  button: string;
  path: string;
  externalLink: boolean;
}

/** Where the help images are, relative to `contentBaseUrl` (see contentAssetUrl). */
export const HELP_IMAGES = 'content/dam/britishgas/images/help';
/**
 * A category's or tile's icon, as the content names it: the path of `icon-<name>.svg`. The help
 * home draws the built-in icon of that name, requesting nothing (help-icons.ts, tileIcon).
 */
export const helpIcon = (name: string): string => `${HELP_IMAGES}/icon-${name}.svg`;

/** What a category shows on the help home, and the start of its own definition. */
export interface CategoryTile {
  slug: HelpCategorySlug;
  /** Shown in the home page's grid of main categories. */
  mainCategory: boolean;
  title: string;
  description: string;
  link: string;
  /** The text of the tile's link. */
  cta: string;
  /**
   * The tile's icon, as the content names it (helpIcon): a built-in icon's name, or its image's
   * path; '' or an icon the help home does not have leaves the slug's own (help-icons.ts).
   */
  decoration: string;
  externalLink: boolean;
}

/** Every category's tile, in the order of HELP_CATEGORY_SLUGS (the home page's order). */
export const CATEGORY_TILES: Readonly<Record<HelpCategorySlug, CategoryTile>> = {
  'bills-and-payments': {
    slug: 'bills-and-payments',
    mainCategory: true,
    title: 'Bills and payments',
    description: 'Understand your bill, change how and when you pay, and get a refund of credit.',
    link: '/bills-and-payments',
    cta: 'Help with bills and payments',
    decoration: helpIcon('bills-and-payments'),
    externalLink: false,
  },
  'my-account': {
    slug: 'my-account',
    mainCategory: true,
    title: 'My account',
    description: 'Set up and sign in to your online account, and keep your details up to date.',
    link: '/my-account',
    cta: 'Help with your account',
    decoration: helpIcon('my-account'),
    externalLink: false,
  },
  'pay-as-you-go': {
    slug: 'pay-as-you-go',
    mainCategory: true,
    title: 'Pay As You Go',
    description: 'Top up your meter, use emergency credit and understand friendly credit hours.',
    link: '/pay-as-you-go',
    cta: 'Help with Pay As You Go',
    decoration: helpIcon('pay-as-you-go'),
    externalLink: false,
  },
  meters: {
    slug: 'meters',
    mainCategory: true,
    title: 'Meters',
    description: 'Read your meter, give us a reading, get a smart meter or report a meter problem.',
    link: '/meters',
    cta: 'Help with meters',
    decoration: helpIcon('meters'),
    externalLink: false,
  },
  'homecare-help': {
    slug: 'homecare-help',
    mainCategory: true,
    title: 'HomeCare help',
    description: 'Book a repair, arrange your annual service and find out what your cover includes.',
    link: '/homecare-help',
    cta: 'Help with home cover',
    decoration: helpIcon('homecare-help'),
    externalLink: false,
  },
  'energy-tariffs': {
    slug: 'energy-tariffs',
    mainCategory: true,
    title: 'Energy tariffs',
    description: 'How fixed and variable tariffs work, the price cap, exit fees and changing tariff.',
    link: '/energy-tariffs',
    cta: 'Help with tariffs',
    decoration: helpIcon('energy-tariffs'),
    externalLink: false,
  },
  'smart-home': {
    slug: 'smart-home',
    mainCategory: true,
    title: 'Smart home',
    description: 'Set up and use your smart thermostat, smart plugs and heating schedules.',
    link: '/smart-home',
    cta: 'Help with smart home',
    decoration: helpIcon('smart-home'),
    externalLink: false,
  },
  'appliances-and-engineers': {
    slug: 'appliances-and-engineers',
    mainCategory: true,
    title: 'Appliances and engineers',
    description: 'What to expect from an engineer visit, rearranging appointments and appliance cover.',
    link: '/appliances-and-engineers',
    cta: 'Help with engineer visits',
    decoration: helpIcon('appliances-and-engineers'),
    externalLink: false,
  },
  breakdowns: {
    slug: 'breakdowns',
    mainCategory: true,
    title: 'Breakdowns',
    description: 'What to do when your boiler breaks down or you have no heating or hot water.',
    link: '/breakdowns',
    cta: 'Help with breakdowns',
    decoration: helpIcon('breakdowns'),
    externalLink: false,
  },
  'helpful-advice': {
    slug: 'helpful-advice',
    mainCategory: true,
    title: 'Helpful advice',
    description: 'Advice for your home: using less energy, keeping warm for less and spotting scams.',
    link: '/helpful-advice',
    cta: 'Read our advice',
    decoration: helpIcon('helpful-advice'),
    externalLink: false,
  },
  emergencies: {
    slug: 'emergencies',
    mainCategory: false,
    title: 'Emergencies',
    description: 'What to do if you smell gas, have a power cut or a meter emergency.',
    link: '/emergencies',
    cta: 'Emergency help',
    decoration: helpIcon('emergencies'),
    externalLink: false,
  },
  'struggling-to-pay': {
    slug: 'struggling-to-pay',
    mainCategory: false,
    title: 'Struggling to pay',
    description: 'Support if you are finding it hard to pay: payment plans, grants and debt advice.',
    link: '/struggling-to-pay',
    cta: 'Find support',
    decoration: helpIcon('struggling-to-pay'),
    externalLink: false,
  },
};

/** A home tile that only links to another page; its link is configurable. */
export interface HelpLinkTile extends Omit<CategoryTile, 'slug' | 'externalLink'> {
  id: 'peaksave' | 'new-system-hub';
  externalLink: true;
  ctaItems: CtaItem[];
  newLayout: false;
  categoryData: null;
  /** The page configuration key that overrides `link`. */
  linkConfigKey: 'peaksaveUrl' | 'newSystemHubUrl';
}

/** A tile of the help home's grid: a category (or a whole HelpCategory), or a link-only tile. */
export type HomeTile = CategoryTile | HelpLinkTile;

/** The two home tiles that leave the app; `link` is the default of their configuration key. */
export const HELP_LINK_TILES: readonly HelpLinkTile[] = [
  {
    id: 'peaksave',
    mainCategory: true,
    title: 'Peaksave',
    description: 'Get rewarded for using less electricity at peak times.',
    link: '/energy/peaksave',
    linkConfigKey: 'peaksaveUrl',
    cta: 'Find out about Peaksave',
    decoration: helpIcon('peaksave'),
    externalLink: true,
    ctaItems: [],
    newLayout: false,
    categoryData: null,
  },
  {
    id: 'new-system-hub',
    mainCategory: true,
    title: 'New system hub',
    description: 'Help with your new heating system, solar panels or battery.',
    link: '/energy/new-system-hub',
    linkConfigKey: 'newSystemHubUrl',
    cta: 'Visit the new system hub',
    decoration: helpIcon('new-system-hub'),
    externalLink: true,
    ctaItems: [],
    newLayout: false,
    categoryData: null,
  },
];

/** The home page's grid: the main categories, then the link-only tiles. */
export const HOME_TILES: readonly HomeTile[] = [
  ...Object.values(CATEGORY_TILES).flatMap((tile) =>
    // Struggling to pay is no main category, but a customer in debt finds it next to the bills,
    // near the top of the page on a phone, not only in the links at its foot.
    tile.slug === 'bills-and-payments' ? [tile, CATEGORY_TILES['struggling-to-pay']] : tile.mainCategory ? [tile] : [],
  ),
  ...HELP_LINK_TILES,
];

/** Where a home tile goes: a link-only tile's configured page, else the tile's own link. */
export function homeTileLink(tile: HomeTile, config: Pick<ContentConfig, 'peaksaveUrl' | 'newSystemHubUrl'>): string {
  return 'linkConfigKey' in tile ? config[tile.linkConfigKey] : tile.link;
}

/** An image path of these definitions on the configured content server. */
export function contentAssetUrl(path: string, contentBaseUrl: string): string {
  return `${contentBaseUrl.endsWith('/') ? contentBaseUrl : `${contentBaseUrl}/`}${path.replace(/^\//, '')}`;
}
