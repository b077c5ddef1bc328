/**
 * One page width and alignment for every screen: each element's main screen sits in the page
 * column (src/styles/base.css `.help-width-container`), at most --_max-width-page wide, centred
 * in the element, its content (the h1 first) from the column's left edge, with the element's
 * surface padding as the gutters. Measured on a wide screen and on a phone, embedded and in the
 * app, across the elements whose screens take the column.
 */
import { expect } from '@open-wc/testing';
import { EMERGENCIES_PAGE } from '../src/content/with-screens/categories/emergencies';
import { HELP_CATEGORIES } from '../src/content/all-categories';
import { define as defineContactUs } from '../src/elements/contact-us/contact-us.element';
import { CARDS } from '../src/elements/contact-us/contact-us.text';
import { define as defineApp } from '../src/elements/help-and-support/help-and-support.element';
import { define as defineArticle } from '../src/elements/help-article/help-article.element';
import { define as defineCategory } from '../src/elements/help-category/help-category.element';
import { define as defineHome } from '../src/elements/help-home/help-home.element';
import { TEXT as HOME_TEXT } from '../src/elements/help-home/help-home.text';
import { textOf, waitFor } from './helpers/dom';
import { mountElement, resetPage } from './helpers/element';
import { resizeViewport } from './helpers/engine';
import { setFlags } from './helpers/stand-ins';

defineHome();
defineContactUs();
defineCategory();
defineApp();
defineArticle();

interface Screen {
  name: string;
  tag: 'help-home' | 'contact-us' | 'help-category' | 'help-article' | 'help-and-support';
  attributes?: Record<string, string>;
  /** For the app: the page's address. */
  path?: string;
  /** Text the screen shows once it is in (its data loaded). */
  shows: string;
}

const articlesTitle = (slug: string): string => {
  const category = HELP_CATEGORIES.find((each) => each.slug === slug)!;
  return category.newLayout ? category.categoryData.allArticlesTitle : category.categoryData.articlesTitle;
};

const SCREENS: readonly Screen[] = [
  { name: 'the help home', tag: 'help-home', shows: HOME_TEXT.topicsHeading },
  { name: 'contact us', tag: 'contact-us', shows: CARDS.credit.text },
  { name: 'a category with a dark header', tag: 'help-category', attributes: { category: 'bills-and-payments' }, shows: articlesTitle('bills-and-payments') },
  { name: 'the meters category', tag: 'help-category', attributes: { category: 'meters' }, shows: articlesTitle('meters') },
  { name: 'a category listing its articles', tag: 'help-category', attributes: { category: 'breakdowns' }, shows: articlesTitle('breakdowns') },
  { name: 'the emergencies category', tag: 'help-category', attributes: { category: 'emergencies' }, shows: EMERGENCIES_PAGE.cards[1].number },
  { name: 'the app’s home', tag: 'help-and-support', path: '/help-and-support/', shows: HOME_TEXT.topicsHeading },
  { name: 'the app’s contact us', tag: 'help-and-support', path: '/help-and-support/contact-us', shows: CARDS.credit.text },
  { name: 'an article', tag: 'help-article', attributes: { category: 'meters', article: 'how-to-read-your-meter' }, shows: 'Related articles' },
  { name: 'the app’s article', tag: 'help-and-support', path: '/help-and-support/meters/how-to-read-your-meter', shows: 'Related articles' },
  { name: 'the app’s meters category', tag: 'help-and-support', path: '/help-and-support/meters', shows: articlesTitle('meters') },
];

interface Measured {
  name: string;
  /** Left and right edges of each page column on the screen, from the window's left, rounded. */
  columns: { left: number; right: number; width: number; maxWidth: string; childLefts: number[] }[];
  /** The h1's left edge. */
  headingLeft: number;
  /** The element's own box. */
  host: { left: number; right: number };
}

/** Shows the screen on its own, measures its page columns and heading, and takes it away. */
async function measure(screen: Screen): Promise<Measured> {
  await resetPage();
  await setFlags({ meterReadWeek: false, outage: null });
  if (screen.path) history.replaceState(null, '', screen.path);
  const { el, root } = await mountElement(screen.tag, { attributes: screen.attributes ?? {} });
  await waitFor(() => textOf(root).includes(screen.shows), { message: `${screen.name}: “${screen.shows}”` });
  const columns = [...root.querySelectorAll<HTMLElement>('.help-width-container')];
  const heading = root.querySelector('h1')!;
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
    headingLeft: Math.round(heading.getBoundingClientRect().left),
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
    // every screen but emergencies, whose heading is inside its warning banner's padding.
    expect(columns.map(({ name, childLefts }) => ({ name, childLefts }))).to.deep.equal(columns.map(({ name }) => ({ name, childLefts: [left] })));
    const headed = measured.filter(({ name }) => !name.includes('emergencies'));
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
      if (!name.includes('emergencies')) expect({ name, heading: headingLeft - host.left }).to.deep.equal({ name, heading: gutter });
    }
  });
});
