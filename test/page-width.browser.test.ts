/**
 * One page width and alignment for every screen: each element's main screen sits in the page
 * column (src/styles/base.css `.help-width-container`), at most --_max-width-page wide, centred
 * in the element, its content (the h1 first) from the column's left edge, with the element's
 * surface padding as the gutters. Measured on a wide screen and on a phone, embedded and in the
 * app, across the elements whose screens take the column: content pages, forms and journeys,
 * their confirmations and the screens that say something could not be loaded.
 */
import { expect } from '@open-wc/testing';
import { EMERGENCIES_PAGE } from '../src/content/with-screens/categories/emergencies';
import { HELP_CATEGORIES } from '../src/content/all-categories';
import { define as defineComplaint } from '../src/elements/complaint-journey/complaint-journey.element';
import { queryOrigin } from '../src/elements/complaint-journey/complaint-journey.paths';
import { KIND_TEXT, TEXT as COMPLAINT_TEXT } from '../src/elements/complaint-journey/complaint-journey.text';
import { define as defineContactUs } from '../src/elements/contact-us/contact-us.element';
import { CARDS } from '../src/elements/contact-us/contact-us.text';
import { define as defineFeedback } from '../src/elements/feedback-journey/feedback-journey.element';
import { CREDIT_TEXT } from '../src/elements/feedback-journey/feedback-journey.test-support';
import { FEEDBACK_TEXT } from '../src/elements/feedback-journey/feedback-journey.text';
import { define as defineApp } from '../src/elements/help-and-support/help-and-support.element';
import { define as defineArticle } from '../src/elements/help-article/help-article.element';
import { define as defineCategory } from '../src/elements/help-category/help-category.element';
import { define as defineDeals } from '../src/elements/help-deals/help-deals.element';
import { DEALS_TITLE } from '../src/elements/help-deals/help-deals.examples';
import { TEXT as DEALS_TEXT } from '../src/elements/help-deals/help-deals.text';
import { define as defineHome } from '../src/elements/help-home/help-home.element';
import { TEXT as HOME_TEXT } from '../src/elements/help-home/help-home.text';
import { define as defineProbate } from '../src/elements/help-probate/help-probate.element';
import { TEXT as PROBATE_TEXT } from '../src/elements/help-probate/help-probate.text';
import { define as defineSearch } from '../src/elements/help-search/help-search.element';
import { TEXT as SEARCH_TEXT } from '../src/elements/help-search/help-search.text';
import { define as defineMeterReadForm } from '../src/elements/meter-read-form/meter-read-form.element';
import { METER_READ_ORIGIN } from '../src/elements/meter-read-form/meter-read-form.paths';
import { TEXT as METER_READ_TEXT } from '../src/elements/meter-read-form/meter-read-form.text';
import { CONFIRM_TEXT as METER_READ_CONFIRM_TEXT } from '../src/elements/meter-read-form/screens/confirm.text';
import { DETAILS_DEFAULTS, toPersonalDetails } from '../src/journeys/personal-details.values';
import { validDetails } from '../src/journeys/test-support';
import { draftKeyOf, FEEDBACK_ORIGIN, getHelpStore, type JourneyName, type Receipt } from '../src/store';
import { textOf, waitFor } from './helpers/dom';
import { mountElement, resetPage, setQueryDefaults } from './helpers/element';
import { resizeViewport } from './helpers/engine';
import { signIn } from './helpers/session';
import { injectFault, setFlags, type Fault } from './helpers/stand-ins';

defineHome();
defineContactUs();
defineCategory();
defineApp();
defineArticle();
defineProbate();
defineDeals();
defineMeterReadForm();
defineComplaint();
defineFeedback();
defineSearch();

interface Screen {
  name: string;
  tag:
    | 'help-home'
    | 'contact-us'
    | 'help-category'
    | 'help-article'
    | 'help-probate'
    | 'help-deals'
    | 'meter-read-form'
    | 'complaint-journey'
    | 'feedback-journey'
    | 'help-search'
    | 'help-and-support';
  attributes?: Record<string, string>;
  /** The page's address: for the app, or an element that follows it (`url-routing`). */
  path?: string;
  /** Meter-read week on (it is off for every other screen, so contact us shows its usual cards). */
  meterReadWeek?: true;
  /** Signed in first, as the stand-in's customer with a live account (resetPage signs out). */
  signedIn?: true;
  /** Faults of the stand-in services first, each request failing at once (no retries). */
  faults?: readonly Fault[];
  /** In the page store first, as an earlier step or a lead just sent leaves it. */
  stored?: { journey: JourneyName; answers?: object; receipt?: Receipt };
  /**
   * Its h1 is inside a panel's padding (the emergencies' warning banner, a confirmation's green
   * panel, the banner saying what could not be loaded): the panel starts at the column's edge,
   * the h1 does not.
   */
  headingInPanel?: true;
  /** Text the screen shows once it is in (its data loaded). */
  shows: string;
}

const articlesTitle = (slug: string): string => {
  const category = HELP_CATEGORIES.find((each) => each.slug === slug)!;
  return category.newLayout ? category.categoryData.allArticlesTitle : category.categoryData.articlesTitle;
};

/** The details step's answers as its Next step caches them for the query step. */
const detailsGiven = toPersonalDetails({ ...DETAILS_DEFAULTS, ...validDetails, vulnerability: 'Yes' });
const receipt = (origin: string): Receipt => ({ origin, reference: 'HS00000001', sentAt: Date.now() });
/**
 * The content service down: every request to it fails (the app's header asks it too), however
 * many the screen makes, until the next screen's resetPage clears the faults.
 */
const contentDown: readonly Fault[] = [{ service: 'content', status: 500, until: 'cleared' }];

const SCREENS: readonly Screen[] = [
  { name: 'the help home', tag: 'help-home', shows: HOME_TEXT.topicsHeading },
  { name: 'contact us', tag: 'contact-us', shows: CARDS.credit.text },
  { name: 'a category with a dark header', tag: 'help-category', attributes: { category: 'bills-and-payments' }, shows: articlesTitle('bills-and-payments') },
  { name: 'the meters category', tag: 'help-category', attributes: { category: 'meters' }, shows: articlesTitle('meters') },
  { name: 'a category listing its articles', tag: 'help-category', attributes: { category: 'breakdowns' }, shows: articlesTitle('breakdowns') },
  { name: 'the emergencies category', tag: 'help-category', attributes: { category: 'emergencies' }, headingInPanel: true, shows: EMERGENCIES_PAGE.cards[1].number },
  { name: 'the app’s home', tag: 'help-and-support', path: '/help-and-support/', shows: HOME_TEXT.topicsHeading },
  { name: 'the app’s contact us', tag: 'help-and-support', path: '/help-and-support/contact-us', shows: CARDS.credit.text },
  { name: 'an article', tag: 'help-article', attributes: { category: 'meters', article: 'how-to-read-your-meter' }, shows: 'Related articles' },
  { name: 'the app’s article', tag: 'help-and-support', path: '/help-and-support/meters/how-to-read-your-meter', shows: 'Related articles' },
  { name: 'the app’s meters category', tag: 'help-and-support', path: '/help-and-support/meters', shows: articlesTitle('meters') },
  { name: 'the bereavement page', tag: 'help-probate', shows: PROBATE_TEXT.tellUsHeading },
  { name: 'the app’s bereavement page', tag: 'help-and-support', path: '/help-and-support/probate', shows: PROBATE_TEXT.tellUsHeading },
  { name: 'a signed-in customer’s deals', tag: 'help-deals', signedIn: true, shows: DEALS_TITLE },
  { name: 'the app’s deals', tag: 'help-and-support', path: '/help-and-support/deals', signedIn: true, shows: DEALS_TITLE },
  { name: 'the deals could not be fetched', tag: 'help-deals', signedIn: true, faults: contentDown, headingInPanel: true, shows: DEALS_TEXT.failedTitle },
  {
    name: 'the app’s deals could not be fetched',
    tag: 'help-and-support',
    path: '/help-and-support/deals',
    signedIn: true,
    faults: contentDown,
    headingInPanel: true,
    shows: DEALS_TEXT.failedTitle,
  },
  { name: 'the meter-read form', tag: 'meter-read-form', meterReadWeek: true, shows: METER_READ_TEXT.submit },
  { name: 'the app’s meter-read form', tag: 'help-and-support', path: '/help-and-support/submit-meter-read', meterReadWeek: true, shows: METER_READ_TEXT.submit },
  { name: 'the meter-read form, not available', tag: 'meter-read-form', shows: METER_READ_TEXT.unavailable },
  { name: 'the app’s meter-read form, not available', tag: 'help-and-support', path: '/help-and-support/submit-meter-read', shows: METER_READ_TEXT.unavailable },
  { name: 'the meter-read config could not be loaded', tag: 'meter-read-form', faults: contentDown, headingInPanel: true, shows: METER_READ_TEXT.configFailed },
  {
    name: 'the app’s meter-read config could not be loaded',
    tag: 'help-and-support',
    path: '/help-and-support/submit-meter-read',
    faults: contentDown,
    headingInPanel: true,
    shows: METER_READ_TEXT.configFailed,
  },
  {
    name: 'the meter-read confirmation',
    tag: 'meter-read-form',
    stored: { journey: 'meterRead', receipt: receipt(METER_READ_ORIGIN) },
    headingInPanel: true,
    shows: METER_READ_CONFIRM_TEXT.heading,
  },
  {
    name: 'the app’s meter-read confirmation',
    tag: 'help-and-support',
    path: '/help-and-support/submit-meter-read-confirm',
    stored: { journey: 'meterRead', receipt: receipt(METER_READ_ORIGIN) },
    headingInPanel: true,
    shows: METER_READ_CONFIRM_TEXT.heading,
  },
  { name: 'the complaint’s customer type question', tag: 'complaint-journey', shows: COMPLAINT_TEXT.customerTypeQuestion },
  { name: 'the app’s customer type question', tag: 'help-and-support', path: '/help-and-support/make-a-complaint', shows: COMPLAINT_TEXT.customerTypeQuestion },
  {
    name: 'the complaint’s service question',
    tag: 'complaint-journey',
    attributes: { 'url-routing': '' },
    path: '/help-and-support/make-a-complaint-select-type',
    shows: COMPLAINT_TEXT.serviceTypeQuestion,
  },
  { name: 'the app’s service question', tag: 'help-and-support', path: '/help-and-support/make-a-complaint-select-type', shows: COMPLAINT_TEXT.serviceTypeQuestion },
  {
    name: 'the complaint’s payment question',
    tag: 'complaint-journey',
    attributes: { 'url-routing': '' },
    path: '/help-and-support/make-a-complaint-select-energy',
    shows: COMPLAINT_TEXT.paymentTypeQuestion,
  },
  { name: 'the app’s payment question', tag: 'help-and-support', path: '/help-and-support/make-a-complaint-select-energy', shows: COMPLAINT_TEXT.paymentTypeQuestion },
  { name: 'the complaint’s details', tag: 'complaint-journey', attributes: { complaint: 'gas-and-electricity' }, shows: KIND_TEXT.complaint.heading },
  { name: 'the app’s complaint details', tag: 'help-and-support', path: '/help-and-support/complaints/gas-and-electricity', shows: KIND_TEXT.complaint.heading },
  {
    name: 'the complaint’s query',
    tag: 'complaint-journey',
    attributes: { 'url-routing': '' },
    path: '/help-and-support/complaints/gas-and-electricity/query',
    stored: { journey: 'complaint', answers: { cached: detailsGiven } },
    shows: KIND_TEXT.complaint.queryLabel,
  },
  {
    name: 'the app’s complaint query',
    tag: 'help-and-support',
    path: '/help-and-support/complaints/gas-and-electricity/query',
    stored: { journey: 'complaint', answers: { cached: detailsGiven } },
    shows: KIND_TEXT.complaint.queryLabel,
  },
  {
    name: 'the complaint’s confirmation',
    tag: 'complaint-journey',
    stored: { journey: 'complaint', receipt: receipt(queryOrigin('gas-and-electricity')) },
    headingInPanel: true,
    shows: COMPLAINT_TEXT.startAgain,
  },
  {
    name: 'the app’s confirmation',
    tag: 'help-and-support',
    path: '/help-and-support/confirmation',
    stored: { journey: 'complaint', receipt: receipt(queryOrigin('gas-and-electricity')) },
    headingInPanel: true,
    shows: COMPLAINT_TEXT.startAgain,
  },
  { name: 'the feedback’s credit step', tag: 'feedback-journey', shows: FEEDBACK_TEXT.noRefund },
  { name: 'the app’s credit step', tag: 'help-and-support', path: '/help-and-support/complaints/feedback', shows: FEEDBACK_TEXT.noRefund },
  {
    name: 'the feedback’s details',
    tag: 'feedback-journey',
    attributes: { 'url-routing': '' },
    path: '/help-and-support/complaints/feedback/personal-details',
    stored: { journey: 'feedback', answers: { cachedCreditText: CREDIT_TEXT } },
    shows: FEEDBACK_TEXT.detailsLeadIn,
  },
  {
    name: 'the app’s feedback details',
    tag: 'help-and-support',
    path: '/help-and-support/complaints/feedback/personal-details',
    stored: { journey: 'feedback', answers: { cachedCreditText: CREDIT_TEXT } },
    shows: FEEDBACK_TEXT.detailsLeadIn,
  },
  {
    name: 'the feedback’s confirmation',
    tag: 'feedback-journey',
    stored: { journey: 'feedback', receipt: receipt(FEEDBACK_ORIGIN) },
    headingInPanel: true,
    shows: FEEDBACK_TEXT.startAgain,
  },
  { name: 'the search box as the page', tag: 'help-search', attributes: { 'owns-page': '' }, shows: SEARCH_TEXT.label },
];

interface Measured {
  name: string;
  /** Left and right edges of each page column on the screen, from the window's left, rounded. */
  columns: { left: number; right: number; width: number; maxWidth: string; childLefts: number[] }[];
  /** The h1's left edge, where it should be at the column's (none when it is in a panel, or absent). */
  headingLeft: number | undefined;
  /** The element's own box. */
  host: { left: number; right: number };
}

/**
 * Shows the screen on its own, measures its page columns and heading, and takes it away. The
 * next resetPage signs a signed-in screen out, once its element has gone (a deals page still
 * there would see the cookies go and send the customer to sign in).
 */
async function measure(screen: Screen): Promise<Measured> {
  await resetPage();
  await setFlags({ meterReadWeek: screen.meterReadWeek ?? false, outage: null });
  if (screen.faults) {
    setQueryDefaults([], { retry: 0 });
    for (const fault of screen.faults) await injectFault(fault);
  }
  const { stored } = screen;
  if (stored?.answers) getHelpStore().getState().saveAnswers(draftKeyOf(stored.journey), stored.answers);
  if (stored?.receipt) getHelpStore().getState().saveReceipt(draftKeyOf(stored.journey), stored.receipt);
  if (screen.signedIn) signIn('live');
  if (screen.path) history.replaceState(null, '', screen.path);
  const { el, root } = await mountElement(screen.tag, { attributes: screen.attributes ?? {} });
  await waitFor(() => textOf(root).includes(screen.shows), { message: `${screen.name}: “${screen.shows}”` });
  const columns = [...root.querySelectorAll<HTMLElement>('.help-width-container')];
  const heading = root.querySelector('h1');
  expect(heading !== null, `${screen.name}: its h1`).to.equal(true);
  const hostBox = el.getBoundingClientRect();
  return {
    name: screen.name,
    columns: columns.map((column) => {
      const box = column.getBoundingClientRect();
      // What the column holds, each from its own left edge (none centred or pushed in).
      const shown = [...column.children].filter((child) => child.getBoundingClientRect().width > 0);
      const childLefts = [...new Set(shown.map((child) => Math.round(child.getBoundingClientRect().left)))];
      return { left: Math.round(box.left), right: Math.round(box.right), width: Math.round(box.width), maxWidth: getComputedStyle(column).maxWidth, childLefts };
    }),
    headingLeft: heading && !screen.headingInPanel ? Math.round(heading.getBoundingClientRect().left) : undefined,
    host: { left: Math.round(hostBox.left), right: Math.round(hostBox.right) },
  };
}

async function measureAll(): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const screen of SCREENS) measured.push(await measure(screen));
  return measured;
}

/** The gutters of the root's surface padding, on this window: 15px on a phone, 30px from 641px. */
const surfacePadding = () => (window.matchMedia('(min-width: 40.0625em)').matches ? 30 : 15);

describe('the page column', () => {
  afterEach(async () => {
    await resetPage();
    await resizeViewport(800, 600);
  });

  it('on a wide screen (1280px), every screen’s column has the same width and left edge, centred, its heading at that edge', async () => {
    await resizeViewport(1280, 900);
    const measured = await measureAll();
    for (const { name, columns } of measured) expect(columns.length, `${name}: its page columns`).to.be.greaterThan(0);
    const columns = measured.flatMap(({ name, columns: each }) => each.map((column) => ({ name, ...column })));
    // One rule: the same maximum width, reached, at the same left edge.
    expect(new Set(columns.map((column) => column.maxWidth))).to.deep.equal(new Set(['960px']));
    expect(columns.map(({ name, width }) => ({ name, width }))).to.deep.equal(columns.map(({ name }) => ({ name, width: 960 })));
    const left = columns[0]!.left;
    expect(columns.map(({ name, left: each }) => ({ name, left: each }))).to.deep.equal(columns.map(({ name }) => ({ name, left })));
    // Centred in the element: as much room on either side.
    for (const { name, host, columns: each } of measured) {
      for (const column of each) expect(Math.abs(column.left - host.left - (host.right - column.right)), `${name}: centred`).to.be.at.most(1);
    }
    // Left-aligned inside it: what each column holds starts at its edge, and so does the h1 on
    // every screen but those whose heading is inside a panel's padding (and those with none,
    // which show only a banner).
    expect(columns.map(({ name, childLefts }) => ({ name, childLefts }))).to.deep.equal(columns.map(({ name }) => ({ name, childLefts: [left] })));
    const headed = measured.filter(({ headingLeft }) => headingLeft !== undefined);
    expect(headed.map(({ name, headingLeft }) => ({ name, headingLeft }))).to.deep.equal(headed.map(({ name }) => ({ name, headingLeft: left })));
  });

  it('on a phone (375px), every screen has the same gutters: its column fills the element inside the surface padding', async () => {
    const viewport = await resizeViewport(375, 800);
    expect(viewport.width).to.equal(375);
    const gutter = surfacePadding();
    const measured = await measureAll();
    for (const { name, host, columns, headingLeft } of measured) {
      expect(columns.length, `${name}: its page columns`).to.be.greaterThan(0);
      for (const column of columns) {
        expect({ name, left: column.left - host.left, right: host.right - column.right }).to.deep.equal({ name, left: gutter, right: gutter });
        expect({ name, childLefts: column.childLefts.map((childLeft) => childLeft - host.left) }).to.deep.equal({ name, childLefts: [gutter] });
      }
      if (headingLeft !== undefined) expect({ name, heading: headingLeft - host.left }).to.deep.equal({ name, heading: gutter });
    }
  });
});
