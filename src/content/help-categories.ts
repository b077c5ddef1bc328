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
 */
import type { HelpConfig } from '../config/config';

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

interface TileFields {
  /** Shown in the home page's grid of main categories. */
  mainCategory: boolean;
  title: string;
  description: string;
  link: string;
  /** The text of the tile's link. */
  cta: string;
  /** The tile's icon. */
  decoration: string;
  externalLink: boolean;
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

/** A home tile that only links to another page; its link is configurable. */
export interface HelpLinkTile extends TileFields {
  id: 'peaksave' | 'new-system-hub';
  externalLink: true;
  newLayout: false;
  categoryData: null;
  /** The page configuration key that overrides `link`. */
  linkConfigKey: 'peaksaveUrl' | 'newSystemHubUrl';
}

export type HomeTile = HelpCategory | HelpLinkTile;

/** How a category page is laid out (SPEC §2). */
export type CategoryLayout =
  | { kind: 'dark-header'; speakSeekSave: boolean; energyTrustPromo: boolean }
  | { kind: 'meters' }
  | { kind: 'list'; debtHelpIntro: boolean; speakSeekSave: boolean }
  | { kind: 'emergencies' };

const IMAGES = 'content/dam/britishgas/images/help';
const icon = (name: string): string => `${IMAGES}/icon-${name}.svg`;
const picture = (name: string): string => `${IMAGES}/${name}.svg`;

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
    slug: 'bills-and-payments',
    mainCategory: true,
    title: 'Bills and payments',
    description: 'Understand your bill, change how and when you pay, and get a refund of credit.',
    link: '/bills-and-payments',
    cta: 'Help with bills and payments',
    decoration: icon('bills-and-payments'),
    externalLink: false,
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
    slug: 'my-account',
    mainCategory: true,
    title: 'My account',
    description: 'Set up and sign in to your online account, and keep your details up to date.',
    link: '/my-account',
    cta: 'Help with your account',
    decoration: icon('my-account'),
    externalLink: false,
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
    slug: 'pay-as-you-go',
    mainCategory: true,
    title: 'Pay As You Go',
    description: 'Top up your meter, use emergency credit and understand friendly credit hours.',
    link: '/pay-as-you-go',
    cta: 'Help with Pay As You Go',
    decoration: icon('pay-as-you-go'),
    externalLink: false,
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
    slug: 'meters',
    mainCategory: true,
    title: 'Meters',
    description: 'Read your meter, give us a reading, get a smart meter or report a meter problem.',
    link: '/meters',
    cta: 'Help with meters',
    decoration: icon('meters'),
    externalLink: false,
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
    slug: 'homecare-help',
    mainCategory: true,
    title: 'HomeCare help',
    description: 'Book a repair, arrange your annual service and find out what your cover includes.',
    link: '/homecare-help',
    cta: 'Help with home cover',
    decoration: icon('homecare-help'),
    externalLink: false,
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
    slug: 'energy-tariffs',
    mainCategory: true,
    title: 'Energy tariffs',
    description: 'How fixed and variable tariffs work, the price cap, exit fees and changing tariff.',
    link: '/energy-tariffs',
    cta: 'Help with tariffs',
    decoration: icon('energy-tariffs'),
    externalLink: false,
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
    slug: 'smart-home',
    mainCategory: true,
    title: 'Smart home',
    description: 'Set up and use your smart thermostat, smart plugs and heating schedules.',
    link: '/smart-home',
    cta: 'Help with smart home',
    decoration: icon('smart-home'),
    externalLink: false,
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
    slug: 'appliances-and-engineers',
    mainCategory: true,
    title: 'Appliances and engineers',
    description: 'What to expect from an engineer visit, rearranging appointments and appliance cover.',
    link: '/appliances-and-engineers',
    cta: 'Help with engineer visits',
    decoration: icon('appliances-and-engineers'),
    externalLink: false,
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
    slug: 'breakdowns',
    mainCategory: true,
    title: 'Breakdowns',
    description: 'What to do when your boiler breaks down or you have no heating or hot water.',
    link: '/breakdowns',
    cta: 'Help with breakdowns',
    decoration: icon('breakdowns'),
    externalLink: false,
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
    slug: 'helpful-advice',
    mainCategory: true,
    title: 'Helpful advice',
    description: 'Advice for your home: using less energy, keeping warm for less and spotting scams.',
    link: '/helpful-advice',
    cta: 'Read our advice',
    decoration: icon('helpful-advice'),
    externalLink: false,
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
    slug: 'emergencies',
    mainCategory: false,
    title: 'Emergencies',
    description: 'What to do if you smell gas, have a power cut or a meter emergency.',
    link: '/emergencies',
    cta: 'Emergency help',
    decoration: icon('emergencies'),
    externalLink: false,
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
    slug: 'struggling-to-pay',
    mainCategory: false,
    title: 'Struggling to pay',
    description: 'Support if you are finding it hard to pay: payment plans, grants and debt advice.',
    link: '/struggling-to-pay',
    cta: 'Find support',
    decoration: icon('struggling-to-pay'),
    externalLink: false,
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
    decoration: icon('peaksave'),
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
    decoration: icon('new-system-hub'),
    externalLink: true,
    ctaItems: [],
    newLayout: false,
    categoryData: null,
  },
];

/** The home page's grid: the main categories, then the link-only tiles. */
export const HOME_TILES: readonly HomeTile[] = [...HELP_CATEGORIES.filter((category) => category.mainCategory), ...HELP_LINK_TILES];

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
  meterEmergency: { title: 'Meter emergency', number: '0330 808 3880', href: 'tel:+443308083880', hours: '24/7' },
  gasLeak: { title: 'Gas leak', number: '0800 111 999', href: 'tel:0800111999', hours: '' },
  powerCut: { title: 'Power cut', number: '105', href: 'tel:105', hours: '' },
} as const satisfies Record<string, EmergencyNumber>;

export interface SecondaryLinkGroup {
  title: string;
  links: ArticleLink[];
}

/** SPEC §2: the help home's secondary links. */
export const HOME_SECONDARY_LINKS: readonly SecondaryLinkGroup[] = [
  {
    title: 'Account changes',
    links: [
      { label: 'Moving Home', link: '/energy/moving-home', externalLink: true },
      { label: 'Bereavement', link: '/probate', externalLink: false },
    ],
  },
  {
    title: 'Need support?',
    links: [
      { label: 'Struggling to pay', link: '/struggling-to-pay', externalLink: false },
      { label: 'Warm Home discount', link: '/struggling-to-pay/warm-home-discount', externalLink: false },
    ],
  },
  {
    title: 'Still need help?',
    links: [
      { label: 'Emergencies', link: '/emergencies', externalLink: false },
      { label: 'Contact Us', link: '/contact-us', externalLink: false },
    ],
  },
];

export interface HelpVideo {
  title: string;
  /** The poster image, shown until the video is pressed. */
  poster: string;
  /** What the video player (configuration `videoPlayerUrl`) plays. */
  videoId: string;
}

const video = (videoId: string, title: string): HelpVideo => ({ title, poster: `${IMAGES}/video-${videoId}.svg`, videoId });

/** SPEC §2, §9: the seven help videos of the help home. */
export const HELP_VIDEOS: readonly HelpVideo[] = [
  video('how-to-read-your-meter', 'How to read your meter'),
  video('understanding-your-bill', 'Understanding your energy bill'),
  video('topping-up-pay-as-you-go', 'Topping up your Pay As You Go meter'),
  video('setting-up-your-online-account', 'Setting up your online account'),
  video('using-your-in-home-display', "Using your smart meter's in-home display"),
  video('topping-up-boiler-pressure', 'Topping up your boiler pressure'),
  video('bleeding-a-radiator', 'Bleeding a radiator'),
];

export function isHelpCategorySlug(slug: string): slug is HelpCategorySlug {
  return (HELP_CATEGORY_SLUGS as readonly string[]).includes(slug);
}

/** The static definition of a category, or undefined for a slug that is not one. */
export function findHelpCategory(slug: string): HelpCategory | undefined {
  return HELP_CATEGORIES.find((category) => category.slug === slug);
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

/** Where a home tile goes: a link-only tile's configured page, else the tile's own link. */
export function homeTileLink(tile: HomeTile, config: Pick<HelpConfig, 'peaksaveUrl' | 'newSystemHubUrl'>): string {
  return 'linkConfigKey' in tile ? config[tile.linkConfigKey] : tile.link;
}

/** An image path of these definitions on the configured content server. */
export function contentAssetUrl(path: string, contentBaseUrl: string): string {
  return `${contentBaseUrl.endsWith('/') ? contentBaseUrl : `${contentBaseUrl}/`}${path.replace(/^\//, '')}`;
}
