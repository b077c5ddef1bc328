/**
 * What customers type into the search box, in their own words, and the page each phrasing should
 * find. The box suggests an entry's page first when what was typed is one of its phrases, in any
 * word order, with a typo or two forgiven and apostrophes ignored ("cant pay", "died someone").
 *
 * To add an entry: copy one below, give its page (one of the three kinds of `target`) and the
 * phrases people use for it, in lower case, without punctuation. A phrase of one word is fine;
 * small words (a, my, is, has …) count for nothing, so "my boiler" and "boiler" are the same
 * phrase. Put a phrase under one entry only. A help topic or article is suggested only while the
 * categories list has it, with the list's title. `npm run test:logic` checks every entry and how
 * well real phrasings find their pages (help-search.phrasings.test.ts: add yours there too).
 *
 * Plain data: imports nothing but types, and is downloaded only when the customer starts typing.
 */
import type { HelpCategorySlug } from './category-slugs';

export type SearchTarget =
  /** A help topic of the categories list, or one of its articles (`article`: the article's label). */
  | { readonly category: HelpCategorySlug; readonly article?: string; readonly title: string }
  /** Another page of Help & Support: its route under the base path (see each element's paths). */
  | { readonly page: `/${string}`; readonly title: string }
  /** A page of the main site: its path there (as the help home links to it). */
  | { readonly mainSite: `/${string}`; readonly title: string };

export interface VocabularyEntry {
  readonly target: SearchTarget;
  /** Everyday ways of asking for it. */
  readonly phrases: readonly string[];
}

export const SEARCH_VOCABULARY: readonly VocabularyEntry[] = [
  {
    target: { page: '/probate', title: 'Bereavement' },
    phrases: [
      'bereavement', 'bereaved', 'death', 'died', 'someone has died', 'someone died', 'passed away', 'my mum died',
      'my dad died', 'husband died', 'wife died', 'partner died', 'probate', 'executor', 'estate', 'deceased',
      'death certificate', 'account of someone who died', 'loss of a loved one',
    ],
  },
  {
    target: { category: 'struggling-to-pay', title: 'Struggling to pay' },
    phrases: [
      'cant pay', 'cannot pay', 'unable to pay', 'struggling to pay', 'struggling with bills', 'debt', 'in debt',
      'arrears', 'behind on bills', 'behind on payments', 'extra help', 'financial help', 'help paying', 'money worries',
      'cant afford', 'cannot afford', 'hardship', 'cost of living',
    ],
  },
  {
    target: { category: 'struggling-to-pay', article: 'payment-plans', title: 'Setting up a payment plan' },
    phrases: ['payment plan', 'pay in instalments', 'repayment plan', 'spread the cost'],
  },
  {
    target: { category: 'struggling-to-pay', article: 'priority-services-register', title: 'The Priority Services Register' },
    phrases: ['priority services', 'priority register', 'vulnerable', 'disabled', 'elderly', 'medical equipment', 'psr'],
  },
  {
    target: { category: 'struggling-to-pay', article: 'warm-home-discount', title: 'Warm Home Discount' },
    phrases: ['warm home discount', 'whd', 'winter discount'],
  },
  {
    target: { category: 'struggling-to-pay', article: 'grants-and-support', title: 'Grants and support schemes' },
    phrases: ['grant', 'grants', 'energy trust', 'support scheme', 'hardship fund'],
  },
  {
    target: { category: 'struggling-to-pay', article: 'debt-advice', title: 'Free, independent debt advice' },
    phrases: ['debt advice', 'money advice', 'citizens advice', 'stepchange'],
  },
  {
    target: { page: '/make-a-complaint', title: 'Make a complaint' },
    phrases: [
      'complain', 'complaint', 'make a complaint', 'complaints', 'unhappy', 'not happy', 'unhappy with service',
      'dissatisfied', 'poor service', 'bad service', 'ombudsman', 'escalate',
    ],
  },
  {
    target: { category: 'breakdowns', article: 'boiler-breakdown', title: 'What to do if your boiler breaks down' },
    phrases: [
      'boiler', 'boiler not working', 'boiler broken', 'boiler breakdown', 'boiler broke down', 'broken boiler',
      'boiler fault', 'boiler error', 'boiler stopped working', 'heating not working', 'heating broken', 'central heating',
    ],
  },
  {
    target: { category: 'breakdowns', article: 'no-hot-water', title: 'No heating or hot water' },
    phrases: ['no heating', 'no hot water', 'no heat', 'cold water only', 'radiators cold', 'hot water not working'],
  },
  {
    target: { category: 'breakdowns', article: 'boiler-pressure', title: 'Checking your boiler pressure' },
    phrases: ['boiler pressure', 'low pressure', 'pressure low', 'top up boiler pressure', 'repressurise'],
  },
  {
    target: { category: 'emergencies', article: 'gas-leak', title: 'What to do if you smell gas' },
    phrases: ['gas leak', 'leak', 'smell gas', 'smell of gas', 'leaking gas', 'gas smell', 'gas escape'],
  },
  {
    target: { category: 'emergencies', article: 'power-cut', title: 'What to do in a power cut' },
    phrases: ['power cut', 'no electricity', 'no power', 'power off', 'electricity off', 'power outage', 'blackout', 'lights off'],
  },
  {
    target: { category: 'emergencies', article: 'carbon-monoxide', title: 'Carbon monoxide safety' },
    phrases: ['carbon monoxide', 'co alarm', 'co poisoning'],
  },
  {
    target: { category: 'emergencies', title: 'Emergencies' },
    phrases: ['emergency', 'emergencies', 'urgent', 'danger', 'unsafe'],
  },
  {
    target: { page: '/submit-meter-read', title: 'Submit a meter reading' },
    phrases: [
      'meter reading', 'meter readings', 'submit a reading', 'submit meter reading', 'give a reading', 'send a reading',
      'send meter reading', 'enter a reading', 'read my meter', 'readings',
    ],
  },
  {
    target: { category: 'meters', article: 'faulty-meter', title: 'Reporting a faulty meter' },
    phrases: ['meter not working', 'meter broken', 'broken meter', 'faulty meter', 'meter fault', 'meter wrong'],
  },
  {
    target: { page: '/contact-us', title: 'Contact us' },
    phrases: [
      'contact', 'contact us', 'phone number', 'telephone number', 'call us', 'ring you', 'speak to someone',
      'talk to someone', 'speak to an advisor', 'customer service', 'customer services', 'email address', 'opening hours',
      'live chat', 'get in touch', 'enquiry', 'make an enquiry',
    ],
  },
  {
    target: { mainSite: '/energy/moving-home', title: 'Moving home' },
    phrases: ['moving home', 'moving house', 'move home', 'move house', 'new home', 'new address', 'change of tenancy', 'new tenant', 'moving out', 'moving into a new home'],
  },
  {
    target: { category: 'bills-and-payments', article: 'request-a-refund', title: 'Getting a refund of your credit' },
    phrases: ['refund', 'money back', 'credit refund', 'account in credit'],
  },
  {
    target: { category: 'bills-and-payments', article: 'bill-higher-than-expected', title: 'Why is my bill higher than expected?' },
    phrases: ['high bill', 'bill too high', 'bill gone up', 'expensive bill', 'bill increase', 'overcharged'],
  },
  {
    target: { category: 'bills-and-payments', article: 'ways-to-pay', title: 'Ways to pay your bill' },
    phrases: ['pay my bill', 'pay bill', 'how to pay my bill', 'make a payment', 'card payment'],
  },
  {
    target: { category: 'bills-and-payments', article: 'direct-debit-amounts', title: 'How we work out your Direct Debit' },
    phrases: ['direct debit', 'dd amount', 'direct debit gone up'],
  },
  {
    target: { category: 'my-account', article: 'reset-password', title: 'Resetting your password' },
    phrases: ['forgot password', 'forgotten password', 'cant log in', 'cant sign in', 'locked out', 'login problem'],
  },
  {
    target: { category: 'my-account', article: 'close-your-account', title: 'Closing your account' },
    phrases: ['close account', 'close my account', 'leave', 'switch supplier', 'switching supplier', 'cancel account'],
  },
  {
    target: { category: 'my-account', article: 'update-personal-details', title: 'Updating your personal details' },
    phrases: ['change my name', 'change email', 'change phone number', 'update details', 'personal details'],
  },
  {
    target: { category: 'pay-as-you-go', article: 'top-up-your-meter', title: 'Ways to top up' },
    phrases: ['top up', 'topup', 'prepayment', 'key meter', 'top up card'],
  },
  {
    target: { category: 'pay-as-you-go', article: 'emergency-credit', title: 'Using emergency credit' },
    phrases: ['emergency credit', 'run out of credit', 'no credit', 'out of credit', 'ran out of credit'],
  },
  {
    target: { category: 'meters', article: 'smart-meter-installation', title: 'Getting a smart meter' },
    phrases: ['smart meter', 'get a smart meter', 'smart meter install', 'smart meter appointment'],
  },
  {
    target: { category: 'homecare-help', article: 'book-a-repair', title: 'Booking a repair' },
    phrases: ['book a repair', 'book an engineer', 'repair', 'water leak', 'leaking pipe', 'burst pipe'],
  },
  {
    target: { category: 'homecare-help', article: 'change-or-cancel-cover', title: 'Changing or cancelling your cover' },
    phrases: ['cancel homecare', 'cancel cover', 'cancel boiler cover', 'cancel insurance'],
  },
  {
    target: { category: 'helpful-advice', article: 'spot-a-scam', title: 'How to spot a scam' },
    phrases: ['scam', 'fraud', 'phishing', 'suspicious email', 'suspicious call', 'fake text'],
  },
  {
    target: { category: 'energy-tariffs', article: 'price-cap-explained', title: 'The energy price cap explained' },
    phrases: ['price cap', 'energy price cap', 'ofgem cap'],
  },
  {
    target: { category: 'energy-tariffs', article: 'switching-tariff', title: 'Changing your tariff' },
    phrases: ['change tariff', 'switch tariff', 'cheaper tariff', 'better deal', 'fixed deal'],
  },
];

/** What the box offers when nothing matches what was typed: the most asked topics, then contact us. */
export const MOST_ASKED: readonly SearchTarget[] = [
  { page: '/submit-meter-read', title: 'Submit a meter reading' },
  { category: 'bills-and-payments', title: 'Bills and payments' },
  { category: 'struggling-to-pay', title: 'Struggling to pay' },
  { category: 'emergencies', title: 'Emergencies' },
  { page: '/contact-us', title: 'Contact us' },
];
