import { expect } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { categoriesQueryKey, fetchCategories } from '../../../api/content-pages/categories';
import { getQueryClient } from '../../../api/query-client';
import { mainSiteLink } from '../../../config';
import { ElementContext, type ElementInfo } from '../../../platform/element-context';
import type { HelpNavigateDetail } from '../../../platform/events';
import { recordNavigations, textOf, waitFor, WAIT_CEILING_MS } from '../../../../test/helpers/dom';
import { act, keys, mountInShadow, unmountAll, user } from '../../../../test/helpers/react';
import { SearchPanel } from './search-panel';
import { SUGGEST_DELAY_MS } from './search-panel.combobox';
import { MAX_SUGGESTIONS } from '../help-search.suggestions';

const box = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[name="q"]')!;
const listbox = (root: ShadowRoot) => root.getElementById(box(root).getAttribute('aria-controls')!)!;
const options = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role="option"]')];
/** Each suggestion's title (its first line). */
const titles = (root: ShadowRoot) => options(root).map((option) => textOf(option.querySelector('.help-search__option-title')!));
const status = (root: ShadowRoot) => textOf(root.querySelector('[role="status"]')!);
/** The highlighted suggestion's title, as the box names it (aria-activedescendant), or 'none'. */
const highlighted = (root: ShadowRoot) => {
  const id = box(root).getAttribute('aria-activedescendant');
  const option = id ? root.getElementById(id) : null;
  return option ? textOf(option.querySelector('.help-search__option-title')!) : 'none';
};
/** Requests for the categories list this page has made since its resource timings were cleared. */
const listRequests = () =>
  performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('/help/categories/categories.json')).length;

/** The page's own clock, kept before any test installs a fake one: the waits below poll in real time. */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const realNow = performance.now.bind(performance);
const realPause = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

/**
 * The fake clock of a test about the pause before suggesting: time moves only when the test
 * says, so keys typed on a busy machine never come further apart than the pause.
 */
let clock: ReturnType<typeof install> | undefined;
const useFakeClock = () => {
  clock = install({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
  return clock;
};

/**
 * Waits until `check` holds, letting React render between looks: an act() scope renders only
 * when it ends, so the waiting is done in short act() scopes, not in one. On a fake clock each
 * look also runs what is due now (the list query's notices), never moving the clock on.
 */
async function until(check: () => boolean, message: string): Promise<void> {
  const started = realNow();
  for (;;) {
    await act(async () => {
      await realPause(20);
      await clock?.tickAsync(0);
    });
    if (check()) return;
    if (realNow() - started > WAIT_CEILING_MS) throw new Error(`Timed out waiting for ${message}`);
  }
}

/** The customer pauses: on a fake clock, it moves on past the pause that brings suggestions. */
async function pauseTyping(): Promise<void> {
  if (clock) await act(() => clock!.tickAsync(SUGGEST_DELAY_MS));
}

/** Focuses the box and types as a customer types, then waits until `count` suggestions show. */
async function typeAndSee(root: ShadowRoot, text: string, count: number): Promise<void> {
  box(root).focus();
  await keys({ type: text });
  await pauseTyping();
  await until(() => options(root).length === count && status(root) !== '', `${count} suggestions for "${text}"`);
}

/** The categories list in the page's cache and the matching code loaded, as after the box's first use. */
async function suggestionsReady(): Promise<void> {
  await getQueryClient().fetchQuery({ queryKey: categoriesQueryKey, queryFn: fetchCategories, staleTime: Infinity });
  await import('../help-search.suggestions');
}

/** Counts the page's requests for the categories list as they are asked for, until stop(). */
function countListRequests(): { count(): number; stop(): void } {
  const original = fetch;
  let asked = 0;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, location.href).pathname.endsWith('/help/categories/categories.json')) asked += 1;
    return original.call(window, input, init);
  };
  return { count: () => asked, stop: () => (window.fetch = original) };
}

/** The panel as a category page shows it: inside another element's shadow root and layout. */

/** What the panel knows of its element inside the app. */
const APP: ElementInfo = { tag: 'help-and-support', container: null, urlRouting: true, inApp: true, ownsPage: true, instance: '' };

/** The panel inside the app: its router on a memory location that records where it went. */
function mountInApp() {
  const memory = memoryLocation({ path: '/', record: true });
  const { root } = mountInShadow(
    <ElementContext.Provider value={APP}>
      <Router hook={memory.hook}>
        <SearchPanel />
      </Router>
    </ElementContext.Provider>,
  );
  return { memory, root };
}

describe('SearchPanel', () => {
  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
    unmountAll();
  });

  it('lets a category page show the same panel inside its own layout, under its own heading level', async () => {
    const { host, root } = mountInShadow(<SearchPanel headingLevel={3} />);
    expect(textOf(root.querySelector('h3')!)).to.equal('Search Help & Support');
    // The panel brings its own styles: box and button side by side.
    expect(getComputedStyle(root.querySelector('.help-search__box')!).display).to.equal('flex');
    const received: string[] = [];
    const listener = (event: CustomEvent<HelpNavigateDetail>) => {
      event.preventDefault(); // the test page stays
      received.push(event.target === host ? event.detail.path : 'not from the host');
    };
    host.addEventListener('help-navigate', listener);
    try {
      root.querySelector('input')!.focus();
      await keys({ type: 'moving home' });
      await keys({ press: 'Enter' });
      // The rules arrive on first use; the search goes once they are in.
      await act(() => waitFor(() => received.length === 1, { message: 'help-navigate from the host' }));
      expect(received).to.deep.equal([`/search?q=moving%20home&initiated=${location.pathname}`]);
    } finally {
      host.removeEventListener('help-navigate', listener);
    }
  });

  it('gives two panels on one page their own ids [both runtimes]', () => {
    const { root } = mountInShadow(
      <>
        <SearchPanel />
        <SearchPanel />
      </>,
    );
    const ids = [...root.querySelectorAll('input')].map((input) => input.id);
    expect(new Set(ids).size).to.equal(2);
  });

  describe('suggestions as the customer types', () => {
    let navigations: ReturnType<typeof recordNavigations>;
    beforeEach(() => {
      navigations = recordNavigations();
    });
    afterEach(() => navigations.stop());

    it('suggests at most five matching help topics and articles, topics first, nothing highlighted, and says how many', async () => {
      // What one character would be matched against is in: the list and the matching code.
      await suggestionsReady();
      useFakeClock();
      const { root } = mountInShadow(<SearchPanel />);
      const input = box(root);
      // A combobox from the start, its list closed.
      expect(input.getAttribute('role')).to.equal('combobox');
      expect(input.getAttribute('aria-autocomplete')).to.equal('list');
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(listbox(root).getAttribute('role')).to.equal('listbox');
      expect(listbox(root).hidden).to.equal(true);
      expect(root.querySelector('[role="status"]')!.getAttribute('aria-live')).to.equal('polite');

      // One character suggests nothing, even well after the pause.
      input.focus();
      await keys({ type: 'm' });
      await act(() => clock!.tickAsync(SUGGEST_DELAY_MS * 2));
      expect(options(root)).to.have.length(0);
      expect(input.getAttribute('aria-expanded')).to.equal('false');

      await keys({ type: 'ETER' });
      await pauseTyping();
      await until(() => options(root).length === MAX_SUGGESTIONS && status(root) !== '', 'five suggestions, their count said');
      expect(input.getAttribute('aria-expanded')).to.equal('true');
      expect(listbox(root).hidden).to.equal(false);
      expect(listbox(root).getAttribute('aria-label')).to.equal('Suggested help pages');
      expect(titles(root)[0]).to.equal('Meters');
      expect(textOf(options(root)[0]!)).to.equal('Meters, Help topic');
      for (const title of titles(root)) expect(title).to.match(/\bmeters?\b/i);
      // A title that starts with the text comes before one that has it further on; articles name their category.
      expect(titles(root)[1]).to.equal('Meter emergencies');
      expect(textOf(options(root)[1]!)).to.equal('Meter emergencies, Emergencies');
      expect(status(root)).to.equal('5 suggestions');
      expect(highlighted(root)).to.equal('none');
      expect(root.querySelectorAll('[aria-selected="true"]')).to.have.length(0);

      // Fewer matches, fewer suggestions; a text nothing matches closes the list and says so.
      await keys({ type: ' rea' });
      await pauseTyping();
      await until(() => options(root).length === 3, 'three suggestions');
      expect(titles(root)).to.deep.equal(['How to read your meter', 'Giving us a meter reading', "My smart meter isn't sending readings"]);
      expect(status(root)).to.equal('3 suggestions');
      // Two characters nothing matches: the list closes and the status says so.
      await keys({ press: 'Escape' });
      await keys({ press: 'Escape' });
      await keys({ type: 'zq' });
      await pauseTyping();
      await until(() => status(root) === 'No suggestions', 'no suggestions');
      expect(options(root)).to.have.length(0);
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(navigations.paths).to.deep.equal([]);
    });

    it('finds a page by what customers call it: "someone has died" suggests the bereavement page first, and goes there [both runtimes]', async () => {
      const { host, root } = mountInShadow(<SearchPanel />);
      box(root).focus();
      await keys({ type: 'someone has died' });
      await until(() => options(root).length > 0 && status(root) !== '', 'suggestions for "someone has died"');
      expect(titles(root)[0]).to.equal('Bereavement');
      expect(textOf(options(root)[0]!)).to.equal('Bereavement');
      expect(status(root)).to.match(/^\d suggestions?$/);
      await expect(host).to.be.accessible();
      await keys({ press: 'ArrowDown' });
      expect(highlighted(root)).to.equal('Bereavement');
      await keys({ press: 'Enter' });
      await until(() => navigations.paths.length === 1, 'help-navigate');
      expect(navigations.paths).to.deep.equal(['/help-and-support/probate']);
    });

    it('with typos and the words in another order: "boilr not workng" suggests what to do when the boiler breaks down', async () => {
      const { root } = mountInShadow(<SearchPanel />);
      box(root).focus();
      await keys({ type: 'not workng boilr' });
      await until(() => options(root).length > 0 && status(root) !== '', 'suggestions');
      expect(textOf(options(root)[0]!)).to.equal('What to do if your boiler breaks down, Breakdowns');
    });

    it('goes to a page of the main site ("moving home") as a link out of Help & Support does', async () => {
      const { root } = mountInShadow(<SearchPanel />);
      box(root).focus();
      await keys({ type: 'moving house' });
      await until(() => options(root).length > 0 && status(root) !== '', 'suggestions');
      expect(titles(root)[0]).to.equal('Moving home');
      await user(() => options(root)[0]!.click());
      expect(navigations.paths).to.deep.equal([mainSiteLink('/energy/moving-home')]);
    });

    it('offers the most asked pages and contact us when nothing matches, says so, and stays accessible [both runtimes]', async () => {
      const { host, root } = mountInShadow(<SearchPanel />);
      box(root).focus();
      await keys({ type: 'xyzzy plugh' });
      await until(() => options(root).length > 0 && status(root) !== '', 'the most asked pages');
      expect(titles(root)).to.deep.equal(['Submit a meter reading', 'Bills and payments', 'Struggling to pay', 'Emergencies', 'Contact us']);
      expect(status(root)).to.equal('No matching pages. 5 popular pages suggested instead');
      expect(listbox(root).getAttribute('aria-label')).to.equal('Popular help pages');
      expect(box(root).getAttribute('aria-expanded')).to.equal('true');
      // A note above them, on screen only: the list's name and the status say it.
      expect(getComputedStyle(listbox(root), '::before').content).to.contain('No matching pages. Popular pages:');
      await expect(host).to.be.accessible();
      await keys({ press: 'ArrowUp' });
      expect(highlighted(root)).to.equal('Contact us');
      await keys({ press: 'Enter' });
      await until(() => navigations.paths.length === 1, 'help-navigate');
      expect(navigations.paths).to.deep.equal(['/help-and-support/contact-us']);
    });

    it('inside the app, goes to another element’s page (bereavement) through the app’s router; embedded with url-routing, loads it', async () => {
      const { memory, root } = mountInApp();
      box(root).focus();
      await keys({ type: 'bereavement' });
      await until(() => options(root).length > 0 && status(root) !== '', 'suggestions');
      await user(() => options(root)[0]!.click());
      expect(memory.history).to.deep.equal(['/', '/probate']);
      expect(navigations.paths).to.deep.equal([]);
      unmountAll();

      const routed = memoryLocation({ path: '/', record: true });
      const embedded: ElementInfo = { ...APP, tag: 'help-home', inApp: false, ownsPage: false };
      const second = mountInShadow(
        <ElementContext.Provider value={embedded}>
          <Router hook={routed.hook}>
            <SearchPanel />
          </Router>
        </ElementContext.Provider>,
      ).root;
      box(second).focus();
      await keys({ type: 'bereavement' });
      await until(() => options(second).length > 0 && status(second) !== '', 'suggestions');
      await user(() => options(second)[0]!.click());
      // Not a route of <help-home>'s: the app's page, announced and loaded.
      expect(routed.history).to.deep.equal(['/']);
      expect(navigations.paths).to.deep.equal(['/help-and-support/probate']);
    });

    it('works with the keyboard alone: the arrows move the highlight, Enter goes to the article; accessible with the list open [all engines] [both runtimes]', async () => {
      const { host, root } = mountInShadow(<SearchPanel />);
      const height = host.getBoundingClientRect().height;
      await typeAndSee(root, 'meter rea', 3);
      const input = box(root);
      expect(highlighted(root)).to.equal('none');
      // The list lies over what follows, right under the box and as wide: nothing moves.
      const [boxRect, listRect] = [input.getBoundingClientRect(), listbox(root).getBoundingClientRect()];
      expect(Math.round(listRect.top)).to.equal(Math.round(boxRect.bottom));
      expect(Math.round(listRect.width)).to.equal(Math.round(boxRect.width));
      expect(host.getBoundingClientRect().height).to.equal(height);

      await keys({ press: 'ArrowDown' });
      expect(highlighted(root)).to.equal('How to read your meter');
      expect(options(root)[0]!.getAttribute('aria-selected')).to.equal('true');
      expect(options(root)[1]!.getAttribute('aria-selected')).to.equal('false');
      await keys({ press: 'ArrowDown' });
      expect(highlighted(root)).to.equal('Giving us a meter reading');
      await keys({ press: 'ArrowUp' });
      await keys({ press: 'ArrowUp' });
      expect(highlighted(root), 'round from the first to the last').to.equal("My smart meter isn't sending readings");
      await keys({ press: 'ArrowDown' });
      expect(highlighted(root), 'round from the last to the first').to.equal('How to read your meter');
      // Focus stays in the box throughout.
      expect(root.activeElement === input, 'focus in the box').to.equal(true);
      await expect(host).to.be.accessible();

      await keys({ press: 'Enter' });
      await until(() => navigations.paths.length === 1, 'help-navigate');
      expect(navigations.paths).to.deep.equal(['/help-and-support/meters/how-to-read-your-meter']);
      expect(navigations.events[0]!.cancelable).to.equal(true);
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
    });

    it('Escape closes the list, keeping the text; a second Escape clears the box [all engines] [both runtimes]', async () => {
      const { root } = mountInShadow(<SearchPanel />);
      await typeAndSee(root, 'meter rea', 3);
      await keys({ press: 'ArrowDown' });
      await keys({ press: 'Escape' });
      const input = box(root);
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(listbox(root).hidden).to.equal(true);
      expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
      expect(input.value).to.equal('meter rea');
      expect(status(root)).to.equal('');
      // ArrowDown opens it again.
      await keys({ press: 'ArrowDown' });
      expect(input.getAttribute('aria-expanded')).to.equal('true');
      expect(highlighted(root)).to.equal('How to read your meter');
      await keys({ press: 'Escape' });
      await keys({ press: 'Escape' });
      expect(input.value).to.equal('');
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(root.activeElement === input, 'focus in the box').to.equal(true);
      // Enter then searches for nothing: the rule says so, nobody leaves.
      await keys({ press: 'Enter' });
      await until(() => root.querySelector('.help-error-summary') !== null, 'the error summary');
      expect(navigations.paths).to.deep.equal([]);
    });

    it('Enter without a highlighted suggestion searches as before: /search?q=…&initiated=…', async () => {
      const { root } = mountInShadow(<SearchPanel />);
      await typeAndSee(root, 'meter rea', 3);
      await keys({ press: 'Enter' });
      await until(() => navigations.paths.length === 1, 'help-navigate');
      expect(navigations.paths).to.deep.equal([`/search?q=meter%20rea&initiated=${location.pathname}`]);
      expect(box(root).getAttribute('aria-expanded')).to.equal('false');
    });

    it('a click on a suggestion goes to its page', async () => {
      const { root } = mountInShadow(<SearchPanel />);
      await typeAndSee(root, 'meter rea', 3);
      await user(() => options(root)[1]!.click());
      expect(navigations.paths).to.deep.equal(['/help-and-support/meters/submit-a-meter-reading']);
    });

    it('inside the app, goes to a topic through the app’s router, announcing nothing', async () => {
      const { memory, root } = mountInApp();
      await typeAndSee(root, 'emergen', 3);
      expect(titles(root)).to.deep.equal(['Emergencies', 'Using emergency credit', 'Meter emergencies']);
      await keys({ press: 'ArrowDown' });
      await keys({ press: 'Enter' });
      expect(memory.history).to.deep.equal(['/', '/emergencies']);
      expect(navigations.paths).to.deep.equal([]);
    });

    it('asks for the categories list once, when the box is first used, not for each key; a second panel asks for nothing', async () => {
      getQueryClient().removeQueries({ queryKey: categoriesQueryKey });
      performance.clearResourceTimings();
      const asked = countListRequests();
      try {
        useFakeClock();
        const { root } = mountInShadow(<SearchPanel />);
        // A while with the box untouched: nothing is asked for.
        await act(() => clock!.tickAsync(200));
        expect(asked.count(), 'asked for before the box is used').to.equal(0);
        expect(listRequests(), 'before the box is used').to.equal(0);
        box(root).focus();
        // Key by key, each after the pause that brings suggestions.
        for (const key of 'meter rea') {
          await keys({ type: key });
          await pauseTyping();
        }
        await until(() => options(root).length === 3, 'three suggestions');
        expect(listRequests()).to.equal(1);
        await keys({ press: 'Backspace' });
        await keys({ type: 'a' });
        await pauseTyping();
        await until(() => options(root).length === 3, 'three suggestions again');

        unmountAll();
        const second = mountInShadow(<SearchPanel />).root;
        await typeAndSee(second, 'energy bill', 1);
        expect(titles(second)).to.deep.equal(['Understanding your energy bill']);
        expect(listRequests()).to.equal(1);
        expect(asked.count(), 'asked for in all').to.equal(1);
      } finally {
        asked.stop();
      }
    });
  });
});
