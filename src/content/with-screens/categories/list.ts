/**
 * The category pages with a bulleted article list and call-to-action cards, and the
 * debt-help intro of struggling-to-pay. Downloaded with their layout only.
 */
import { CATEGORY_TILES } from '../../help-tiles/help-home';
import { listed, type OldLayoutCategory } from '../../help-categories';

export const LIST_CATEGORIES: readonly OldLayoutCategory[] = [
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

/** The debt-help intro of struggling-to-pay (`debtHelpIntro`). */
export const DEBT_HELP_INTRO = {
  highlight: 'Over 300,000 customers helped last year',
  paragraphs: [
    'If you are finding it hard to pay for your energy, you are not alone, and we can help.',
    'We can agree a payment plan you can afford, check you get the discounts and grants you are entitled to, and put you in touch with free, independent debt advice.',
  ],
} as const satisfies { highlight: string; paragraphs: readonly string[] };
