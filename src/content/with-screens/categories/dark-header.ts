/**
 * The dark-header category pages: bills-and-payments, my-account and pay-as-you-go,
 * and the Energy Trust promo of bills-and-payments. Downloaded with their layout only.
 */
import { CATEGORY_TILES } from '../../help-tiles/help-home';
import { categoryPicture, inApp, type NewLayoutCategory, type PromoPanel } from '../../help-categories';

export const DARK_HEADER_CATEGORIES: readonly NewLayoutCategory[] = [
  {
    ...CATEGORY_TILES['bills-and-payments'],
    ctaItems: [],
    newLayout: true,
    categoryData: {
      title: 'Bills and payments',
      commonQuestions: [
        {
          image: categoryPicture('cq-understanding-your-bill'),
          pill: 'Popular',
          title: 'Understanding your energy bill',
          link: '/bills-and-payments/understanding-your-bill',
          description: 'What each part of your bill means, from unit rates to standing charges.',
          externalLink: false,
        },
        {
          image: categoryPicture('cq-direct-debit'),
          pill: '',
          title: 'How we work out your Direct Debit',
          link: '/bills-and-payments/direct-debit-amounts',
          description: 'How your monthly amount is set, and when we review it.',
          externalLink: false,
        },
        {
          image: categoryPicture('cq-bill-higher'),
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
          image: categoryPicture('cq-register'),
          pill: 'Popular',
          title: 'Setting up your online account',
          link: '/my-account/register-online-account',
          description: 'Register to see your bills, give readings and manage payments.',
          externalLink: false,
        },
        {
          image: categoryPicture('cq-reset-password'),
          pill: '',
          title: 'Resetting your password',
          link: '/my-account/reset-password',
          description: 'What to do if you have forgotten your password or are locked out.',
          externalLink: false,
        },
        {
          image: categoryPicture('cq-personal-details'),
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
          image: categoryPicture('cq-top-up'),
          pill: 'Popular',
          title: 'Ways to top up',
          link: '/pay-as-you-go/top-up-your-meter',
          description: 'Top up online, in the app, by phone or in a shop.',
          externalLink: false,
        },
        {
          image: categoryPicture('cq-emergency-credit'),
          pill: '',
          title: 'Using emergency credit',
          link: '/pay-as-you-go/emergency-credit',
          description: 'Keep your energy on when your credit runs low.',
          externalLink: false,
        },
        {
          image: categoryPicture('cq-lost-card'),
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
];

/** The Energy Trust promo panel of bills-and-payments (`energyTrustPromo`). */
export const ENERGY_TRUST_PROMO = {
  title: 'Grants from the Energy Trust',
  description:
    'The Energy Trust is an independent charity. If you are behind with your energy bills, it may give you a grant to help clear what you owe, whoever supplies your energy.',
  link: { label: 'Grants and support schemes', link: '/struggling-to-pay/grants-and-support', externalLink: false },
} as const satisfies PromoPanel;
