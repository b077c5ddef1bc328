/**
 * <help-category>: what each of the four layouts shows, word for word, and where its links go;
 * the emergencies page's numbers; every category accessible. Loading, failures, redirects,
 * page title, ways out and the keyboard: help-category.states.test.tsx.
 */
import { expect } from '@open-wc/testing';
import { CATEGORIES_LIST_PATH, categoriesQueryKey, fetchCategories } from '../../api/content-pages/categories';
import { getQueryClient } from '../../api/query-client';
import { HELP_CATEGORIES } from '../../content/all-categories';
import { articleLabelOf, categoryLinks, HELP_CATEGORY_SLUGS } from '../../content/help-categories';
import { textOf } from '../../../test/helpers/dom';
import { mountElement, resetPage } from '../../../test/helpers/element';
import { resizeViewport } from '../../../test/helpers/engine';
import { holdRequests } from '../../../test/helpers/held-requests';
import { define } from './help-category.element';
import { TEXT as SEARCH_TEXT } from '../help-search/help-search.text';

define();

/** Whether a node matches (a yes or no: chai would print a whole element on failure). */
const has = (node: ParentNode, selector: string) => node.querySelector(selector) !== null;

const mount = (category: string, attributes: Record<string, string> = {}) => mountElement('help-category', { attributes: { category, ...attributes } });

const texts = (nodes: Iterable<Element>) => [...nodes].map((node) => textOf(node));
const linksOf = (node: ParentNode) => [...node.querySelectorAll('a')].map((a) => ({ text: textOf(a), href: a.getAttribute('href') }));
const cardTitles = (node: ParentNode) => texts(node.querySelectorAll('.help-card__title'));
const headingLevels = (root: ShadowRoot) => [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
const sectionHeaded = (root: ShadowRoot, heading: string) =>
  [...root.querySelectorAll('section')].find((section) => textOf(section.querySelector('h2')!) === heading)!;

/** WCAG contrast ratio of an element's text against the nearest opaque background behind it. */
function contrastOf(node: Element): number {
  const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r, g, b]: number[]) => {
    const [R, G, B] = [r!, g!, b!].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  let behind: Element | null = node;
  let background = 'rgba(0, 0, 0, 0)';
  while (behind && (rgb(background)[3] ?? 1) === 0) {
    background = getComputedStyle(behind).backgroundColor;
    behind = behind.parentElement ?? (behind.getRootNode() as Partial<ShadowRoot>).host ?? null;
  }
  const [a, b] = [luminance(rgb(getComputedStyle(node).color)), luminance(rgb(background))].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

/** One h1, first, and no level skipped on the way down. */
function expectHeadingsInOrder(root: ShadowRoot) {
  const levels = headingLevels(root);
  expect(levels[0]).to.equal(1);
  expect(levels.filter((level) => level === 1)).to.have.length(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i + 1} (h${level}) after h${levels[i - 1]}`).to.be.at.most(levels[i - 1]! + 1);
  });
}

describe('<help-category> layouts', () => {
  beforeEach(resetPage);
  afterEach(async () => {
    await resizeViewport(800, 600);
  });
  after(resetPage);

  it('bills-and-payments: dark header with three common questions, grouped articles, Speak/Seek/Save, the Energy Trust panel, search and back to top', async () => {
    const { el, root } = await mount('bills-and-payments');
    const hero = root.querySelector('.hc-hero')!;
    expect(textOf(hero.querySelector('h1')!)).to.equal('Bills and payments');
    expect(textOf(hero.querySelector('h2')!)).to.equal('Common questions');
    expect(cardTitles(hero)).to.deep.equal(['Understanding your energy bill', 'How we work out your Direct Debit', 'Why is my bill higher than expected?']);
    expect(hero.querySelectorAll('ul[aria-label="Common questions"] > li').length).to.equal(3);
    expect(linksOf(hero)).to.deep.equal([
      { text: 'Understanding your energy bill', href: '/help-and-support/bills-and-payments/understanding-your-bill' },
      { text: 'How we work out your Direct Debit', href: '/help-and-support/bills-and-payments/direct-debit-amounts' },
      { text: 'Why is my bill higher than expected?', href: '/help-and-support/bills-and-payments/bill-higher-than-expected' },
    ]);
    expect(texts(hero.querySelectorAll('.help-card__body'))).to.deep.equal([
      'What each part of your bill means, from unit rates to standing charges.',
      'How your monthly amount is set, and when we review it.',
      'Common reasons a bill goes up, and what you can check.',
    ]);
    // Light text on the dark header, the page's text on its white cards (axe cannot always tell).
    for (const text of [hero.querySelector('h1')!, hero.querySelector('.hc-hero__intro')!, ...hero.querySelectorAll('.help-card__body p, .help-card__title a')]) {
      expect(contrastOf(text), textOf(text)).to.be.at.least(4.5);
    }

    const all = sectionHeaded(root, 'All bills and payments help');
    expect(cardTitles(all)).to.deep.equal(['Your bill', 'Paying']);
    expect(all.querySelectorAll('.help-card__title')[0]!.tagName).to.equal('H3');
    expect(linksOf(all.querySelectorAll('.help-card')[1]!)).to.deep.equal([
      { text: 'Ways to pay your bill', href: '/help-and-support/bills-and-payments/ways-to-pay' },
      { text: 'How we work out your Direct Debit', href: '/help-and-support/bills-and-payments/direct-debit-amounts' },
      { text: 'Changing your payment date', href: '/help-and-support/bills-and-payments/change-payment-date' },
      { text: 'Getting a refund of your credit', href: '/help-and-support/bills-and-payments/request-a-refund' },
    ]);

    const sss = sectionHeaded(root, 'Worried about paying? Speak, seek, save');
    expect(texts(sss.querySelectorAll('h3'))).to.deep.equal(['Speak', 'Seek', 'Save']);
    expect(linksOf(sss)).to.deep.equal([
      { text: 'Ways to contact us', href: '/help-and-support/contact-us' },
      { text: 'Free, independent debt advice', href: '/help-and-support/struggling-to-pay/debt-advice' },
      { text: 'Ways to use less energy at home', href: '/help-and-support/helpful-advice/save-energy-at-home' },
    ]);
    const promo = sectionHeaded(root, 'Grants from the Energy Trust');
    expect(textOf(promo)).to.contain('The Energy Trust is an independent charity.');
    expect(linksOf(promo)).to.deep.equal([{ text: 'Grants and support schemes', href: '/help-and-support/struggling-to-pay/grants-and-support' }]);

    // The shared search box of <help-search> (its own tests check its rules and messages).
    const search = root.querySelector<HTMLFormElement>('.hc-search form[role="search"]')!;
    expect(textOf(root.querySelector('.hc-search h2')!)).to.equal(SEARCH_TEXT.label);
    const keywords = search.querySelector<HTMLInputElement>('input[name="q"]')!;
    expect(has(root, `label[for="${keywords.id}"]`), `label[for="${keywords.id}"]`).to.equal(true);
    expect(textOf(root.querySelector('.hc-back-to-top')!)).to.equal('Back to top');
    // The search panel and back to top come last.
    expect(root.querySelector('.hc-body')!.lastElementChild!.className).to.contain('hc-back-to-top');
    expectHeadingsInOrder(root);
    await expect(el).to.be.accessible();
  });

  it('my-account: the dark-header layout without Speak/Seek/Save or the Energy Trust panel', async () => {
    const { el, root } = await mount('my-account');
    expect(textOf(root.querySelector('.hc-hero h1')!)).to.equal('My account');
    expect(cardTitles(root.querySelector('.hc-hero')!)).to.deep.equal(['Setting up your online account', 'Resetting your password', 'Updating your personal details']);
    expect(cardTitles(sectionHeaded(root, 'All account help'))).to.deep.equal(['Signing in', 'Your details']);
    expect(has(root, '.hc-sss'), '.hc-sss').to.equal(false);
    expect(has(root, '.hc-promo'), '.hc-promo').to.equal(false);
    expect(has(root, '.hc-search form'), '.hc-search form').to.equal(true);
    expect(has(root, '.hc-back-to-top'), '.hc-back-to-top').to.equal(true);
    expectHeadingsInOrder(root);
    await expect(el).to.be.accessible();
  });

  it('pay-as-you-go: the dark-header layout with Speak/Seek/Save and no Energy Trust panel', async () => {
    const { root } = await mount('pay-as-you-go');
    expect(cardTitles(root.querySelector('.hc-hero')!)).to.deep.equal(['Ways to top up', 'Using emergency credit', 'Replacing a lost top-up card']);
    expect(cardTitles(sectionHeaded(root, 'All Pay As You Go help'))).to.deep.equal(['Topping up', 'Credit and debt', 'Your meter']);
    expect(has(root, '.hc-sss'), '.hc-sss').to.equal(true);
    expect(has(root, '.hc-promo'), '.hc-promo').to.equal(false);
    expect(has(root, '.hc-search form'), '.hc-search form').to.equal(true);
  });

  it('meters: common questions with picture and label, article groups, and the featured article last', async () => {
    const { el, root } = await mount('meters');
    expect(textOf(root.querySelector('h1')!)).to.equal('Meters');
    const common = sectionHeaded(root, 'Common questions');
    expect(cardTitles(common)).to.deep.equal(['How to read your meter', "My smart meter isn't sending readings", 'Reporting a faulty meter']);
    expect(texts(common.querySelectorAll('.help-pill'))).to.deep.equal(['Popular', 'Smart meters', 'Meter problems']);
    const pictures = [...common.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('src'))).to.deep.equal([
      '/aem6/content/dam/britishgas/images/help/cq-read-your-meter.svg',
      '/aem6/content/dam/britishgas/images/help/cq-smart-meter-readings.svg',
      '/aem6/content/dam/britishgas/images/help/cq-faulty-meter.svg',
    ]);
    for (const img of pictures) {
      expect(img.getAttribute('alt')).to.equal('');
      expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['320', '180']);
    }
    expect(linksOf(common)[2]).to.deep.equal({ text: 'Reporting a faulty meter', href: '/help-and-support/meters/faulty-meter' });
    expect(cardTitles(sectionHeaded(root, 'All meter help'))).to.deep.equal(['Meter readings', 'Smart meters', 'Meter problems']);
    const featured = root.querySelector('.hc-featured')!;
    expect(root.querySelector('.hc')!.lastElementChild === featured, 'the featured article last').to.equal(true);
    expect(linksOf(featured)).to.deep.equal([{ text: 'Economy 7 meters explained', href: '/help-and-support/meters/economy-7-meters' }]);
    expect(textOf(featured)).to.contain('How the two rates work, how to read the meter and whether it could save you money.');
    expect(featured.querySelector('img')!.getAttribute('src')).to.equal('/aem6/content/dam/britishgas/images/help/featured-economy-7.svg');
    expect(has(root, '.hc-hero'), '.hc-hero').to.equal(false);
    expectHeadingsInOrder(root);
    await expect(el).to.be.accessible();
  });

  it('breakdowns: a bulleted article list, then call-to-action cards', async () => {
    const { el, root } = await mount('breakdowns');
    expect(textOf(root.querySelector('h1')!)).to.equal('Breakdowns');
    expect(textOf(root.querySelector('.help-body-lead')!)).to.equal('What to do when your boiler breaks down or you have no heating or hot water.');
    const list = sectionHeaded(root, 'Breakdown articles');
    expect(has(list, 'ul.help-list:not(.help-list--plain)'), 'ul.help-list:not(.help-list--plain)').to.equal(true);
    expect(linksOf(list)).to.deep.equal([
      { text: 'What to do if your boiler breaks down', href: '/help-and-support/breakdowns/boiler-breakdown' },
      { text: 'No heating or hot water', href: '/help-and-support/breakdowns/no-hot-water' },
      { text: 'Checking your boiler pressure', href: '/help-and-support/breakdowns/boiler-pressure' },
      { text: 'Thawing a frozen condensate pipe', href: '/help-and-support/breakdowns/frozen-condensate-pipe' },
      { text: 'Radiators with cold spots', href: '/help-and-support/breakdowns/radiator-cold-spots' },
    ]);
    const cta = root.querySelector('.hc-cta')!;
    expect(cta.querySelector('ul[aria-label="More help"]')!.children.length).to.equal(2);
    expect(cardTitles(cta)).to.deep.equal(['Book a repair', 'Smell gas?']);
    expect(texts(cta.querySelectorAll('.help-card__body'))).to.deep.equal([
      'If you have home cover, book an engineer online.',
      'Leave the boiler alone and call the gas emergency number.',
    ]);
    expect(linksOf(cta)).to.deep.equal([
      { text: 'Book a repair', href: '/help-and-support/homecare-help/book-a-repair' },
      { text: 'What to do', href: '/help-and-support/emergencies' },
    ]);
    expect(has(root, '.hc-sss, .hc-debt-intro, .hc-hero, .hc-search'), '.hc-sss, .hc-debt-intro, .hc-hero, .hc-search').to.equal(false);
    expectHeadingsInOrder(root);
    await expect(el).to.be.accessible();
  });

  it("struggling-to-pay: the debt-help intro with 'Over 300,000 customers helped last year', the list, the cards and Speak/Seek/Save", async () => {
    const { el, root } = await mount('struggling-to-pay');
    expect(textOf(root.querySelector('h1')!)).to.equal('Struggling to pay');
    const intro = root.querySelector('.hc-debt-intro')!;
    expect(textOf(intro.querySelector('.hc-debt-intro__highlight')!)).to.equal('Over 300,000 customers helped last year');
    expect(intro.previousElementSibling!.tagName).to.equal('H1');
    expect(linksOf(sectionHeaded(root, 'Support with paying')).map((link) => link.text)).to.deep.equal([
      'Setting up a payment plan',
      'The Priority Services Register',
      'Grants and support schemes',
      'Warm Home Discount',
      'Free, independent debt advice',
    ]);
    expect(cardTitles(root.querySelector('.hc-cta')!)).to.deep.equal(['Set up a payment plan', 'Talk to us']);
    expect(root.querySelector('.hc')!.lastElementChild!.classList.contains('hc-sss')).to.equal(true);
    expectHeadingsInOrder(root);
    await expect(el).to.be.accessible();
  });

  it('emergencies: the banner, the three emergency cards with tel: links, help cards, the electrical safety advice box and the articles', async () => {
    const { el, root } = await mount('emergencies');
    const banner = root.querySelector('.hc-emergency-banner')!;
    expect(textOf(banner.querySelector('h1')!)).to.equal('What to do in an emergency?');
    const cards = root.querySelector('ul[aria-label="Emergency numbers"]')!;
    expect(cardTitles(cards)).to.deep.equal(['Meter emergency', 'Gas leak', 'Power cut']);
    expect([...cards.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal(['tel:03308083880', 'tel:0800111999', 'tel:105']);
    expect(texts(cards.querySelectorAll('.hc-number'))).to.deep.equal(['Call 0330 808 3880 (24/7)', 'Call 0800 111 999', 'Call 105']);
    // "Call" is for screen readers: on screen, the number.
    expect(has(cards, '.hc-number .visually-hidden'), '.hc-number .visually-hidden').to.equal(true);
    expect(texts(root.querySelectorAll('.hc-cta .help-card__title'))).to.deep.equal(['Boiler breakdown', 'No heating or hot water']);
    expect(linksOf(root.querySelector('.hc-cta')!)).to.deep.equal([
      { text: 'Boiler help', href: '/help-and-support/breakdowns/boiler-breakdown' },
      { text: 'Heating help', href: '/help-and-support/breakdowns/no-hot-water' },
    ]);
    const advice = sectionHeaded(root, 'Electrical safety advice');
    expect(advice.classList.contains('hc-advice')).to.equal(true);
    expect(textOf(advice)).to.contain('switch off the electricity at your fuse box (consumer unit)');
    expect(linksOf(sectionHeaded(root, 'Emergency help')).map((link) => link.href)).to.deep.equal([
      '/help-and-support/emergencies/gas-leak',
      '/help-and-support/emergencies/power-cut',
      '/help-and-support/emergencies/carbon-monoxide',
      '/help-and-support/emergencies/meter-emergency',
      '/help-and-support/emergencies/electrical-safety',
    ]);
    // The numbers come straight after the banner.
    expect(banner.nextElementSibling?.querySelector('ul[aria-label="Emergency numbers"]') === cards, 'the numbers straight after the banner').to.equal(true);
    expectHeadingsInOrder(root);
    await expect(el).to.be.accessible();
  });

  it('emergencies: the three numbers are on the first screen of a phone (375 × 667) [all engines]', async () => {
    const phone = await resizeViewport(375, 667);
    const { el, root } = await mount('emergencies');
    if (phone.width !== 375) el.style.width = '375px'; // WebKit's window stops at about 450px: the element is given 375px of it.
    window.scrollTo(0, 0);
    const numbers = [...root.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')].slice(0, 3);
    expect(numbers.map((a) => a.getAttribute('href'))).to.deep.equal(['tel:03308083880', 'tel:0800111999', 'tel:105']);
    for (const link of numbers) {
      const rect = link.getBoundingClientRect();
      expect(rect.top, `${textOf(link)} top`).to.be.at.least(0);
      expect(rect.bottom, `${textOf(link)} bottom`).to.be.at.most(Math.min(667, phone.height));
      expect(rect.right, `${textOf(link)} right`).to.be.at.most(375);
      // Big enough to tap (WCAG 2.5.8: 24 px).
      expect(rect.height).to.be.at.least(24);
    }
    expect(el.scrollWidth).to.be.at.most(375);

    // On a wide screen the cards stand side by side, each number inside its card.
    el.style.width = '';
    await resizeViewport(1280, 900);
    for (const link of numbers) {
      const card = link.closest('.help-card')!.getBoundingClientRect();
      const rect = link.getBoundingClientRect();
      expect(rect.right, `${textOf(link)} inside its card`).to.be.at.most(card.right);
      expect(rect.left).to.be.at.least(card.left);
    }
    expect(new Set(numbers.map((link) => Math.round(link.getBoundingClientRect().top))).size).to.equal(1);
  });

  it('emergencies shows at once, without waiting for the categories list [both runtimes]', async () => {
    // The list is held on its way for the whole test: the page shows all the same.
    holdRequests(`/aem6/${CATEGORIES_LIST_PATH}`);
    const { root } = await mount('emergencies');
    expect(getQueryClient().getQueryState(categoriesQueryKey)?.status, 'the categories list, still on its way').to.equal('pending');
    expect(root.querySelectorAll('a[href^="tel:"]').length).to.equal(3);
    expect(has(root, '[role="status"]'), '[role="status"]').to.equal(false);
  });

  it('every category page is laid out at 320 px without sideways scrolling, and in columns on a wide screen [all engines]', async () => {
    for (const slug of ['bills-and-payments', 'meters', 'breakdowns', 'emergencies']) {
      const phone = await resizeViewport(320, 700);
      const { el, root } = await mount(slug);
      if (phone.width !== 320) el.style.width = '320px';
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(el.scrollWidth, `${slug} at 320 px`).to.be.at.most(320);
      const firstGrid = root.querySelector('.help-card-grid__list')!;
      const lefts = () => new Set([...firstGrid.children].map((card) => Math.round(card.getBoundingClientRect().left)));
      expect(lefts().size, `${slug}: cards stacked on a phone`).to.equal(1);
      el.style.width = '';
      await resizeViewport(1280, 900);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(lefts().size, `${slug}: cards side by side on a wide screen`).to.be.greaterThan(1);
      el.remove();
    }
  });

  it('every page of the twelve categories is accessible, with its headings in order [all engines]', async () => {
    for (const slug of HELP_CATEGORY_SLUGS) {
      const { el, root } = await mount(slug);
      expectHeadingsInOrder(root);
      await expect(el, slug).to.be.accessible();
      el.remove();
    }
  });

  it("links only to articles the categories list has under the category (no page-not-found from a category's own page)", async () => {
    const list = await fetchCategories();
    for (const category of HELP_CATEGORIES) {
      const labels = list.find((remote) => remote.slug === category.slug)?.articleLabels ?? [];
      for (const { link, externalLink } of categoryLinks(category)) {
        if (externalLink) continue;
        const [first] = link.slice(1).split('/');
        const target = list.find((remote) => remote.slug === first);
        expect(target, `${category.slug}: ${link}`).not.to.equal(undefined);
        const label = articleLabelOf(link, first!);
        if (label) expect(first === category.slug ? labels : target!.articleLabels, `${category.slug}: ${link}`).to.include(label);
      }
    }
  });
});
