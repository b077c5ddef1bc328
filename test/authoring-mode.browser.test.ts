/**
 * Authoring mode (the `authoring` attribute, set by the AEM component on an author instance):
 * for each element with an attribute an author must get right, that attribute left empty or
 * mistyped keeps the page where it is, reports nothing to monitoring, and shows a note naming
 * the attribute and the values it takes. A right value shows the element as on publish.
 */
import { expect } from '@open-wc/testing';
import { categoriesQueryKey, type RemoteCategory } from '../src/api/content-pages/categories';
import { getQueryClient } from '../src/api/query-client';
import { HELP_CATEGORY_SLUGS } from '../src/content/category-slugs';
import { COMPLAINT_SLUGS } from '../src/leads/complaint-query-types/complaint-query-types';
import { define as defineArticle } from '../src/elements/help-article/help-article.element';
import { define as defineCategory } from '../src/elements/help-category/help-category.element';
import { define as defineComplaint } from '../src/elements/complaint-journey/complaint-journey.element';
import { define as defineApp } from '../src/elements/help-and-support/help-and-support.element';
import { nextFrame, recordNavigations, textOf, waitFor } from './helpers/dom';
import { mountElement, resetPage } from './helpers/element';
import { collectReports } from './helpers/reports';

defineArticle();
defineCategory();
defineComplaint();
defineApp();

interface Case {
  tag: 'help-category' | 'help-article' | 'complaint-journey';
  attributes: Record<string, string>;
  /** The attribute the note names. */
  attribute: string;
  /** What the note says the attribute holds now. */
  says: string;
  /** The values it lists (undefined: the category's articles, from the categories list). */
  values?: readonly string[];
  /** The value it offers for a near miss. */
  meant?: string;
}

const ARTICLE = { category: 'meters', article: 'how-to-read-your-meter' };

/** Each element's attributes an author must get right, missing and mistyped. */
const CASES: Case[] = [
  { tag: 'help-category', attributes: {}, attribute: 'category', says: 'Category is not set.', values: HELP_CATEGORY_SLUGS },
  { tag: 'help-category', attributes: { category: '' }, attribute: 'category', says: 'Category is not set.', values: HELP_CATEGORY_SLUGS },
  { tag: 'help-category', attributes: { category: 'Meters' }, attribute: 'category', says: 'Category is set to “Meters”', values: HELP_CATEGORY_SLUGS, meant: 'meters' },
  { tag: 'help-category', attributes: { category: 'struggling to pay' }, attribute: 'category', says: '“struggling to pay”', values: HELP_CATEGORY_SLUGS, meant: 'struggling-to-pay' },
  { tag: 'help-article', attributes: {}, attribute: 'category', says: 'Category is not set.', values: HELP_CATEGORY_SLUGS },
  { tag: 'help-article', attributes: { ...ARTICLE, category: 'Meters' }, attribute: 'category', says: '“Meters”', values: HELP_CATEGORY_SLUGS, meant: 'meters' },
  { tag: 'help-article', attributes: { category: 'meters' }, attribute: 'article', says: 'Article is not set.' },
  { tag: 'help-article', attributes: { ...ARTICLE, article: 'How to read your meter' }, attribute: 'article', says: '“How to read your meter”', meant: 'how-to-read-your-meter' },
  { tag: 'complaint-journey', attributes: { complaint: 'Gas and electricity' }, attribute: 'complaint', says: '“Gas and electricity”', values: COMPLAINT_SLUGS, meant: 'gas-and-electricity' },
  { tag: 'complaint-journey', attributes: { complaint: 'complaint' }, attribute: 'complaint', says: '“complaint”', values: COMPLAINT_SLUGS },
];

const noteIn = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part~="authoring-note"]');
/** The values the note lists, as written. */
const listedIn = (note: HTMLElement) => [...note.querySelectorAll('li > strong')].map((value) => textOf(value));

describe('authoring mode', () => {
  const startUrl = location.href;
  let navigations: ReturnType<typeof recordNavigations>;
  let reports: ReturnType<typeof collectReports>;
  beforeEach(async () => {
    await resetPage();
    navigations = recordNavigations();
    reports = collectReports();
  });
  afterEach(() => {
    navigations.stop();
    reports.stop();
  });
  after(resetPage);

  for (const { tag, attributes, attribute, says, values, meant } of CASES) {
    it(`<${tag}> ${JSON.stringify(attributes)}: stays on the page, reports nothing and names ${attribute} with its values [both runtimes]`, async () => {
      const { el, root } = await mountElement(tag, { attributes: { ...attributes, authoring: '' }, waitForHeading: false });
      const note = await waitFor(() => noteIn(root), { message: `the authoring note of <${tag}>` });
      const text = textOf(note);
      expect(text).to.contain(`(${attribute})`);
      expect(text).to.contain(says);
      const expected = values ?? (getQueryClient().getQueryData<RemoteCategory[]>(categoriesQueryKey) ?? []).find((each) => each.slug === ARTICLE.category)?.articleLabels;
      expect(expected, 'the values to list').to.have.length.greaterThan(0);
      expect(listedIn(note)).to.have.members([...(expected ?? [])]);
      if (!values) expect(text, 'whose articles').to.contain('(article) to one of the articles of Meters, exactly as written');
      if (meant) expect(text).to.contain(`Did you mean “${meant}”?`);
      else expect(text).not.to.contain('Did you mean');
      await expect(el).to.be.accessible();
      // The note shows where the page would have been sent away: its effects have had their turn.
      await nextFrame();
      expect(location.href, 'the page address').to.equal(startUrl);
      expect(navigations.paths, 'help-navigate').to.deep.equal([]);
      expect(reports.reports, 'reported').to.deep.equal([]);
      expect(noteIn(root), 'the note stays').to.not.equal(null);
    });
  }

  it('shows the element as on publish when its attributes are right', async () => {
    const { root: category } = await mountElement('help-category', { attributes: { category: 'meters', authoring: '' } });
    expect(textOf(category.querySelector('h1')!)).to.equal('Meters');
    const { root: article } = await mountElement('help-article', { attributes: { ...ARTICLE, authoring: '' } });
    expect(textOf(article.querySelector('h1')!)).to.equal('How to read your meter');
    const { root: journey } = await mountElement('complaint-journey', { attributes: { authoring: '' } });
    expect(textOf(journey.querySelector('h1')!)).to.contain('What type of energy customer are you?');
    for (const root of [category, article, journey]) expect(noteIn(root)).to.equal(null);
    expect(navigations.paths).to.deep.equal([]);
    expect(reports.reports).to.deep.equal([]);
  });

  it('a category the categories list does not have: the note says so, and the page stays', async () => {
    const list: RemoteCategory[] = [{ slug: 'meters', title: 'Meters', metaDescription: '', articleLabels: [], articles: [] }];
    getQueryClient().setQueryData(categoriesQueryKey, list);
    const { root } = await mountElement('help-category', { attributes: { category: 'breakdowns', authoring: '' }, waitForHeading: false });
    const note = await waitFor(() => noteIn(root), { message: 'the authoring note' });
    expect(textOf(note)).to.contain('“breakdowns” is a category, but the content server’s categories list does not have it');
    expect(navigations.paths).to.deep.equal([]);
    expect(location.href).to.equal(startUrl);
  });

  it('a link-only tile as the category: the note says where visitors go, and the author stays', async () => {
    const { root } = await mountElement('help-category', { attributes: { category: 'peaksave', authoring: '' }, waitForHeading: false });
    const note = await waitFor(() => noteIn(root), { message: 'the authoring note' });
    expect(textOf(note)).to.match(/“Peaksave” is not a category page: visitors to the published page are sent to \S+peaksave/);
    await nextFrame();
    expect(navigations.paths).to.deep.equal([]);
    expect(location.href).to.equal(startUrl);
  });

  it('<help-and-support> on a page outside its base path: the note says why, names base-path, and nothing is reported [both runtimes]', async () => {
    const { el, root } = await mountElement('help-and-support', { attributes: { authoring: '' }, waitForHeading: false });
    const note = await waitFor(() => noteIn(root), { message: 'the authoring note' });
    const text = textOf(note);
    expect(text).to.contain(`This page’s address, ${location.pathname}, is not under the base path /help-and-support/`);
    expect(text).to.contain('Help & Support address (base-path)');
    expect(root.querySelector('.help-fallback'), 'the fallback').to.equal(null);
    await expect(el).to.be.accessible();
    await nextFrame();
    expect(reports.reports).to.deep.equal([]);
    expect(navigations.paths).to.deep.equal([]);
    expect(location.href).to.equal(startUrl);
  });

  it('without authoring, a mistyped category still goes to the page-not-found page (publish)', async () => {
    await mountElement('help-category', { attributes: { category: 'Meters' }, waitForHeading: false });
    await waitFor(() => navigations.paths.length === 1, { message: 'help-navigate' });
    expect(navigations.paths).to.deep.equal(['/page-not-found.html']);
  });
});
