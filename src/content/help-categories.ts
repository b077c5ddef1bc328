/**
 * The Help & Support categories as the app defines them (SPEC §2, §3 "Help category (static)"):
 * the twelve categories, the two home tiles that only link elsewhere (Peaksave, the new system
 * hub), which layout each category page uses, the emergency numbers, the home page's secondary
 * links and its seven help videos. Plain data and pure helpers: no React, no services, so any
 * element can import it.
 *
 * Links:
 *   - `externalLink: false`: a path under the base path, with a leading slash
 *     ('/meters/faulty-meter' is /help-and-support/meters/faulty-meter);
 *   - `externalLink: true`: a page of the main site, a path or an absolute URL (config's
 *     `mainSiteLink()` makes it absolute).
 * An article's label, as the remote categories list names it (src/api/content.ts), is the last
 * segment of its link: '/meters/faulty-meter' is the article 'faulty-meter' of 'meters'. The
 * article page is shown only when the list has that label under that category.
 * Images are paths on the content server, relative to `contentBaseUrl` (see contentAssetUrl).
 * What the help home shows (each category's tile, the link-only tiles, the secondary links and
 * the videos) is in help-home.ts, re-exported here: each category below starts from its tile.
 */
import { CATEGORY_TILES, HELP_IMAGES, HELP_LINK_TILES, type CategoryTile, type HelpLinkTile } from './help-home';

// The help home's part of these definitions lives in help-home.ts (so the home page downloads
// only what it shows); it is part of this module's interface as before.
export {
  CATEGORY_TILES,
  HELP_IMAGES,
  HELP_LINK_TILES,
  HELP_VIDEOS,
  HOME_SECONDARY_LINKS,
  HOME_TILES,
  contentAssetUrl,
  helpIcon,
  homeTileLink,
  type CategoryTile,
  type HelpLinkTile,
  type HelpVideo,
  type HomeTile,
  type SecondaryLinkGroup,
} from './help-home';

/** SPEC §2: the category slugs, in the order the home page shows them. */
export const HELP_CATEGORY_SLUGS = [
  'bills-and-payments',
  'my-account',
  'pay-as-you-go',
  'meters',
  'homecare-help',
  'energy-tariffs',
  'smart-home',
  'appliances-and-engineers',
  'breakdowns',
  'helpful-advice',
  'emergencies',
  'struggling-to-pay',
] as const;

export type HelpCategorySlug = (typeof HELP_CATEGORY_SLUGS)[number];

/** A call-to-action card: on old-layout pages, and the help cards of the emergencies page. */
export interface CtaItem {
  title: string;
  description: string;
  /** The button's text. */
  button: string;
  path: string;
  externalLink: boolean;
}

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

/** How a category page is laid out (SPEC §2). */
export type CategoryLayout =
  | { kind: 'dark-header'; speakSeekSave: boolean; energyTrustPromo: boolean }
  | { kind: 'meters' }
  | { kind: 'list'; debtHelpIntro: boolean; speakSeekSave: boolean }
  | { kind: 'emergencies' };

const picture = (name: string): string => `${HELP_IMAGES}/${name}.svg`;

const inApp = (label: string, link: string): ArticleLink => ({ label, link, externalLink: false });
const listed = (label: string, path: string): ListedArticle => ({ label, path, externalLink: false });

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

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  {
    ...CATEGORY_TILES['bills-and-payments'],
    ctaItems: [],
    newLayout: true,
    categoryData: {
      title: 'Bills and payments',
      commonQuestions: [
        {
          image: picture('cq-understanding-your-bill'),
          pill: 'Popular',
          title: 'Understanding your energy bill',
          link: '/bills-and-payments/understanding-your-bill',
          description: 'What each part of your bill means, from unit rates to standing charges.',
          externalLink: false,
        },
        {
          image: picture('cq-direct-debit'),
          pill: '',
          title: 'How we work out your Direct Debit',
          link: '/bills-and-payments/direct-debit-amounts',
          description: 'How your monthly amount is set, and when we review it.',
          externalLink: false,
        },
        {
          image: picture('cq-bill-higher'),
          pill: '',
          title: 'Why is my bill higher than expected?',
          link: '/bills-and-payments/bill-higher-than-expected',
          description: 'Common reasons a bill goes up, and what you can check.',
          externalLink: false,
        },
      ],
      allArticlesTitle: 'All bills and payments help',
      allArticles: [
        {
          title: 'Your bill',
          articleLinks: [
            inApp('Understanding your energy bill', '/bills-and-payments/understanding-your-bill'),
            inApp('Estimated bills', '/bills-and-payments/estimated-bills'),
            inApp('Why is my bill higher than expected?', '/bills-and-payments/bill-higher-than-expected'),
            inApp('Paperless billing', '/bills-and-payments/paperless-billing'),
          ],
        },
        {
          title: 'Paying',
          articleLinks: [
            inApp('Ways to pay your bill', '/bills-and-payments/ways-to-pay'),
            inApp('How we work out your Direct Debit', '/bills-and-payments/direct-debit-amounts'),
            inApp('Changing your payment date', '/bills-and-payments/change-payment-date'),
            inApp('Getting a refund of your credit', '/bills-and-payments/request-a-refund'),
          ],
        },
      ],
    },
  },
  {
    ...CATEGORY_TILES['my-account'],
    ctaItems: [],
    newLayout: true,
    categoryData: {
      title: 'My account',
      commonQuestions: [
        {
          image: picture('cq-register'),
          pill: 'Popular',
          title: 'Setting up your online account',
          link: '/my-account/register-online-account',
          description: 'Register to see your bills, give readings and manage payments.',
          externalLink: false,
        },
        {
          image: picture('cq-reset-password'),
          pill: '',
          title: 'Resetting your password',
          link: '/my-account/reset-password',
          description: 'What to do if you have forgotten your password or are locked out.',
          externalLink: false,
        },
        {
          image: picture('cq-personal-details'),
          pill: '',
          title: 'Updating your personal details',
          link: '/my-account/update-personal-details',
          description: 'Change your email address, phone number or how we contact you.',
          externalLink: false,
        },
      ],
      allArticlesTitle: 'All account help',
      allArticles: [
        {
          title: 'Signing in',
          articleLinks: [
            inApp('Setting up your online account', '/my-account/register-online-account'),
            inApp('Resetting your password', '/my-account/reset-password'),
            inApp('Using our app', '/my-account/using-the-app'),
          ],
        },
        {
          title: 'Your details',
          articleLinks: [
            inApp('Updating your personal details', '/my-account/update-personal-details'),
            inApp('Adding a second account holder', '/my-account/add-a-second-account-holder'),
            inApp('Closing your account', '/my-account/close-your-account'),
          ],
        },
      ],
    },
  },
  {
    ...CATEGORY_TILES['pay-as-you-go'],
    ctaItems: [],
    newLayout: true,
    categoryData: {
      title: 'Pay As You Go',
      commonQuestions: [
        {
          image: picture('cq-top-up'),
          pill: 'Popular',
          title: 'Ways to top up',
          link: '/pay-as-you-go/top-up-your-meter',
          description: 'Top up online, in the app, by phone or in a shop.',
          externalLink: false,
        },
        {
          image: picture('cq-emergency-credit'),
          pill: '',
          title: 'Using emergency credit',
          link: '/pay-as-you-go/emergency-credit',
          description: 'Keep your energy on when your credit runs low.',
          externalLink: false,
        },
        {
          image: picture('cq-lost-card'),
          pill: '',
          title: 'Replacing a lost top-up card',
          link: '/pay-as-you-go/lost-top-up-card',
          description: 'Get a new card or key if yours is lost, stolen or damaged.',
          externalLink: false,
        },
      ],
      allArticlesTitle: 'All Pay As You Go help',
      allArticles: [
        {
          title: 'Topping up',
          articleLinks: [
            inApp('Ways to top up', '/pay-as-you-go/top-up-your-meter'),
            inApp('Replacing a lost top-up card', '/pay-as-you-go/lost-top-up-card'),
          ],
        },
        {
          title: 'Credit and debt',
          articleLinks: [
            inApp('Using emergency credit', '/pay-as-you-go/emergency-credit'),
            inApp('Friendly credit hours', '/pay-as-you-go/friendly-credit-hours'),
            inApp('Paying back debt on your meter', '/pay-as-you-go/debt-on-your-meter'),
          ],
        },
        {
          title: 'Your meter',
          articleLinks: [inApp('Switching from Pay As You Go to a credit meter', '/pay-as-you-go/switch-to-credit-meter')],
        },
      ],
    },
  },
  {
    ...CATEGORY_TILES['meters'],
    ctaItems: [],
    newLayout: true,
    categoryData: {
      title: 'Meters',
      commonQuestions: [
        {
          image: picture('cq-read-your-meter'),
          pill: 'Popular',
          title: 'How to read your meter',
          link: '/meters/how-to-read-your-meter',
          description: 'Take a reading from digital, dial, Economy 7 and smart meters.',
          externalLink: false,
        },
        {
          image: picture('cq-smart-meter-readings'),
          pill: 'Smart meters',
          title: "My smart meter isn't sending readings",
          link: '/meters/smart-meter-not-sending-readings',
          description: 'What to check when readings stop reaching us.',
          externalLink: false,
        },
        {
          image: picture('cq-faulty-meter'),
          pill: 'Meter problems',
          title: 'Reporting a faulty meter',
          link: '/meters/faulty-meter',
          description: 'Signs your meter may be faulty, and how to tell us.',
          externalLink: false,
        },
      ],
      allArticlesTitle: 'All meter help',
      allArticles: [
        {
          title: 'Meter readings',
          articleLinks: [
            inApp('How to read your meter', '/meters/how-to-read-your-meter'),
            inApp('Giving us a meter reading', '/meters/submit-a-meter-reading'),
          ],
        },
        {
          title: 'Smart meters',
          articleLinks: [
            inApp('Getting a smart meter', '/meters/smart-meter-installation'),
            inApp("My smart meter isn't sending readings", '/meters/smart-meter-not-sending-readings'),
          ],
        },
        {
          title: 'Meter problems',
          articleLinks: [inApp('Reporting a faulty meter', '/meters/faulty-meter'), inApp('Moving your meter', '/meters/moving-your-meter')],
        },
      ],
      lastArticle: {
        image: picture('featured-economy-7'),
        title: 'Economy 7 meters explained',
        link: '/meters/economy-7-meters',
        externalLink: false,
        description: 'How the two rates work, how to read the meter and whether it could save you money.',
      },
    },
  },
  {
    ...CATEGORY_TILES['homecare-help'],
    ctaItems: [
      { title: 'Book a repair', description: 'Book an engineer online at any time.', button: 'Book a repair', path: '/homecare-help/book-a-repair', externalLink: false },
      { title: 'Still need help?', description: 'See the ways to get in touch about your cover.', button: 'Contact us', path: '/contact-us', externalLink: false },
    ],
    newLayout: false,
    categoryData: {
      articlesTitle: 'HomeCare help articles',
      articles: [
        listed('Booking a repair', '/homecare-help/book-a-repair'),
        listed('Your annual service', '/homecare-help/annual-service'),
        listed('What your cover includes', '/homecare-help/what-your-cover-includes'),
        listed('Changing or cancelling your cover', '/homecare-help/change-or-cancel-cover'),
        listed('Making a claim', '/homecare-help/make-a-claim'),
      ],
    },
  },
  {
    ...CATEGORY_TILES['energy-tariffs'],
    ctaItems: [
      { title: 'Compare our tariffs', description: 'See the tariffs open to new and existing customers.', button: 'See tariffs', path: '/energy/tariffs', externalLink: true },
      { title: 'Change your tariff', description: 'Move to another of our tariffs in your account.', button: 'How to change', path: '/energy-tariffs/switching-tariff', externalLink: false },
    ],
    newLayout: false,
    categoryData: {
      articlesTitle: 'Energy tariff articles',
      articles: [
        listed('Fixed and variable tariffs', '/energy-tariffs/fixed-and-variable-tariffs'),
        listed('The energy price cap explained', '/energy-tariffs/price-cap-explained'),
        listed('What happens when your fixed tariff ends', '/energy-tariffs/end-of-fixed-tariff'),
        listed('Exit fees', '/energy-tariffs/exit-fees'),
        listed('Changing your tariff', '/energy-tariffs/switching-tariff'),
      ],
    },
  },
  {
    ...CATEGORY_TILES['smart-home'],
    ctaItems: [
      { title: 'Thermostat offline?', description: 'Most connection problems are fixed in a minute.', button: 'Get it back online', path: '/smart-home/thermostat-offline', externalLink: false },
      { title: 'Still need help?', description: 'See the ways to get in touch.', button: 'Contact us', path: '/contact-us', externalLink: false },
    ],
    newLayout: false,
    categoryData: {
      articlesTitle: 'Smart home articles',
      articles: [
        listed('Setting up your smart thermostat', '/smart-home/smart-thermostat-setup'),
        listed('My thermostat is offline', '/smart-home/thermostat-offline'),
        listed('Using smart plugs', '/smart-home/smart-plugs'),
        listed('Setting heating schedules in the app', '/smart-home/app-heating-schedules'),
      ],
    },
  },
  {
    ...CATEGORY_TILES['appliances-and-engineers'],
    ctaItems: [
      { title: 'Rearrange an appointment', description: 'Change or cancel a visit up to the evening before.', button: 'Rearrange', path: '/appliances-and-engineers/reschedule-appointment', externalLink: false },
      { title: 'Still need help?', description: 'See the ways to get in touch.', button: 'Contact us', path: '/contact-us', externalLink: false },
    ],
    newLayout: false,
    categoryData: {
      articlesTitle: 'Appliance and engineer articles',
      articles: [
        listed('What to expect from an engineer visit', '/appliances-and-engineers/engineer-visit'),
        listed('Rearranging an appointment', '/appliances-and-engineers/reschedule-appointment'),
        listed('Appliance cover', '/appliances-and-engineers/appliance-cover'),
        listed("Checking an engineer's identity", '/appliances-and-engineers/engineer-identity'),
      ],
    },
  },
  {
    ...CATEGORY_TILES['breakdowns'],
    ctaItems: [
      { title: 'Book a repair', description: 'If you have home cover, book an engineer online.', button: 'Book a repair', path: '/homecare-help/book-a-repair', externalLink: false },
      { title: 'Smell gas?', description: 'Leave the boiler alone and call the gas emergency number.', button: 'What to do', path: '/emergencies', externalLink: false },
    ],
    newLayout: false,
    categoryData: {
      articlesTitle: 'Breakdown articles',
      articles: [
        listed('What to do if your boiler breaks down', '/breakdowns/boiler-breakdown'),
        listed('No heating or hot water', '/breakdowns/no-hot-water'),
        listed('Checking your boiler pressure', '/breakdowns/boiler-pressure'),
        listed('Thawing a frozen condensate pipe', '/breakdowns/frozen-condensate-pipe'),
        listed('Radiators with cold spots', '/breakdowns/radiator-cold-spots'),
      ],
    },
  },
  {
    ...CATEGORY_TILES['helpful-advice'],
    ctaItems: [
      { title: 'Struggling to pay?', description: 'Payment plans, grants and free debt advice.', button: 'Find support', path: '/struggling-to-pay', externalLink: false },
    ],
    newLayout: false,
    categoryData: {
      articlesTitle: 'Helpful advice',
      articles: [
        listed('Ways to use less energy at home', '/helpful-advice/save-energy-at-home'),
        listed('Keeping warm for less in winter', '/helpful-advice/winter-heating-tips'),
        listed('How to spot a scam', '/helpful-advice/spot-a-scam'),
      ],
    },
  },
  {
    ...CATEGORY_TILES['emergencies'],
    ctaItems: [
      { title: 'Boiler breakdown', description: 'Checks to make before you book an engineer.', button: 'Boiler help', path: '/breakdowns/boiler-breakdown', externalLink: false },
      { title: 'No heating or hot water', description: 'What to check first.', button: 'Heating help', path: '/breakdowns/no-hot-water', externalLink: false },
    ],
    newLayout: false,
    categoryData: {
      articlesTitle: 'Emergency help',
      articles: [
        listed('What to do if you smell gas', '/emergencies/gas-leak'),
        listed('What to do in a power cut', '/emergencies/power-cut'),
        listed('Carbon monoxide safety', '/emergencies/carbon-monoxide'),
        listed('Meter emergencies', '/emergencies/meter-emergency'),
        listed('Electrical safety at home', '/emergencies/electrical-safety'),
      ],
    },
  },
  {
    ...CATEGORY_TILES['struggling-to-pay'],
    ctaItems: [
      { title: 'Set up a payment plan', description: 'Spread what you owe into amounts you can afford.', button: 'Payment plans', path: '/struggling-to-pay/payment-plans', externalLink: false },
      { title: 'Talk to us', description: 'The sooner we talk, the more we can help.', button: 'Contact us', path: '/contact-us', externalLink: false },
    ],
    newLayout: false,
    categoryData: {
      articlesTitle: 'Support with paying',
      articles: [
        listed('Setting up a payment plan', '/struggling-to-pay/payment-plans'),
        listed('The Priority Services Register', '/struggling-to-pay/priority-services-register'),
        listed('Grants and support schemes', '/struggling-to-pay/grants-and-support'),
        listed('Warm Home Discount', '/struggling-to-pay/warm-home-discount'),
        listed('Free, independent debt advice', '/struggling-to-pay/debt-advice'),
      ],
    },
  },
];

export interface EmergencyNumber {
  title: string;
  /** As shown: '0800 111 999'. */
  number: string;
  /** For the link: 'tel:0800111999'. */
  href: string;
  /** When the line is open ('' when SPEC says nothing). */
  hours: string;
}

/** SPEC §9: the emergency numbers. */
export const EMERGENCY_NUMBERS = {
  meterEmergency: { title: 'Meter emergency', number: '0330 808 3880', href: 'tel:03308083880', hours: '24/7' },
  gasLeak: { title: 'Gas leak', number: '0800 111 999', href: 'tel:0800111999', hours: '' },
  powerCut: { title: 'Power cut', number: '105', href: 'tel:105', hours: '' },
} as const satisfies Record<string, EmergencyNumber>;

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

/**
 * The emergencies page (SPEC §2): the banner headed 'What to do in an emergency?', the three
 * emergency cards in SPEC's order with the numbers of SPEC §9, and the electrical safety advice
 * box. Its help cards are the category's `ctaItems`; its articles, `categoryData.articles`.
 */
export const EMERGENCIES_PAGE = {
  bannerTitle: 'What to do in an emergency?',
  bannerText: 'If you or anyone else is in immediate danger, call 999.',
  cardsLabel: 'Emergency numbers',
  cards: [
    { ...EMERGENCY_NUMBERS.meterEmergency, description: 'If your gas or electricity meter is damaged, or you think it is not safe.' },
    { ...EMERGENCY_NUMBERS.gasLeak, description: 'If you smell gas or think there is a gas leak. Free, day or night.' },
    { ...EMERGENCY_NUMBERS.powerCut, description: 'If your power is off. Free, and puts you through to your local network operator.' },
  ],
  electricalSafety: {
    title: 'Electrical safety advice',
    paragraphs: [
      'If a plug, socket or appliance sparks, smokes or smells of burning, switch it off at the wall and unplug it, if it is safe to touch.',
      'If it is not safe to touch, switch off the electricity at your fuse box (consumer unit).',
      'Never touch a damaged cable, or anything electrical with wet hands.',
      'If there is a fire, get everyone out and call 999.',
    ],
  },
} as const satisfies { bannerTitle: string; bannerText: string; cardsLabel: string; cards: readonly EmergencyCard[]; electricalSafety: AdviceBox };

/** One part of the Speak/Seek/Save help block. */
export interface SpeakSeekSaveStep {
  title: string;
  description: string;
  link: ArticleLink;
}

/**
 * The Speak/Seek/Save help block (SPEC §2: bills-and-payments, pay-as-you-go and
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

/** The Energy Trust promo panel of bills-and-payments (SPEC §2, `energyTrustPromo`). */
export const ENERGY_TRUST_PROMO = {
  title: 'Grants from the Energy Trust',
  description:
    'The Energy Trust is an independent charity. If you are behind with your energy bills, it may give you a grant to help clear what you owe, whoever supplies your energy.',
  link: { label: 'Grants and support schemes', link: '/struggling-to-pay/grants-and-support', externalLink: false },
} as const satisfies PromoPanel;

/** The debt-help intro of struggling-to-pay (SPEC §2, §9: `debtHelpIntro`). */
export const DEBT_HELP_INTRO = {
  highlight: 'Over 300,000 customers helped last year',
  paragraphs: [
    'If you are finding it hard to pay for your energy, you are not alone, and we can help.',
    'We can agree a payment plan you can afford, check you get the discounts and grants you are entitled to, and put you in touch with free, independent debt advice.',
  ],
} as const satisfies { highlight: string; paragraphs: readonly string[] };

export function isHelpCategorySlug(slug: string): slug is HelpCategorySlug {
  return (HELP_CATEGORY_SLUGS as readonly string[]).includes(slug);
}

/** The static definition of a category, or undefined for a slug that is not one. */
export function findHelpCategory(slug: string): HelpCategory | undefined {
  return HELP_CATEGORIES.find((category) => category.slug === slug);
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

