import { expect } from '@open-wc/testing';
import { autoload, type ElementLoader } from '../src/autoload';
import { setReporter } from '../src/report';
import * as publicApi from '../src/index';
import { ELEMENT_FOLDERS } from './elements.generated';
import { waitFor } from './helpers/dom';

/** A fake element module, counting how often its code was asked for. */
function fakeElement(tag: string, render?: (root: ShadowRoot) => void): { loader: ElementLoader; loads: () => number } {
  let loads = 0;
  class FakeElement extends HTMLElement {
    constructor() {
      super();
      const root = this.attachShadow({ mode: 'open' });
      render?.(root);
    }
  }
  return {
    loads: () => loads,
    loader: async () => {
      loads += 1;
      return { define: () => customElements.get(tag) ?? customElements.define(tag, FakeElement) };
    },
  };
}

/**
 * Resolves once a MutationObserver made now has heard of a change under `target`. Observers are
 * told in the order they were made, so by then the autoloader's (made earlier) has been told too,
 * and has called any loader it was going to.
 */
function changeHeard(target: Node): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(target, { childList: true, subtree: true });
  });
}

describe('the autoloader (dist/help-and-support.js) [all engines]', () => {
  it('lists every element folder, and the package exports each class', () => {
    expect([...publicApi.ELEMENT_TAGS]).to.deep.equal(ELEMENT_FOLDERS.map((folder) => folder.tag));
    expect(publicApi.MeterReadFormElement).to.be.a('function');
  });

  it('registers a tag only once it appears in the page, and leaves tags already defined alone', async () => {
    await import('../src/define');
    // The autoloader has had its chance: another of its tags, on the page for a moment, has been
    // loaded and registered since (gone before it was defined, it never started).
    document.body.appendChild(document.createElement('help-probate')).remove();
    await waitFor(() => customElements.get('help-probate'), { message: '<help-probate> to be defined' });
    expect(customElements.get('meter-read-form'), 'not on the page yet').to.equal(undefined);

    const el = document.createElement('meter-read-form');
    document.body.append(el);
    await waitFor(() => customElements.get('meter-read-form'), { message: '<meter-read-form> to be defined' });
    expect(customElements.get('meter-read-form')).to.equal(publicApi.MeterReadFormElement);
    expect(el.shadowRoot?.mode).to.equal('open');
    el.remove();

    // A second script tag (or bundle) on the page does no harm.
    const { define } = await import('../src/elements/meter-read-form/meter-read-form.element');
    define();
    expect(customElements.get('meter-read-form')).to.equal(publicApi.MeterReadFormElement);
  });

  it("finds tags added later, inside our own elements' shadow roots too, and loads each tag's code once", async () => {
    const inner = fakeElement('x-inner-widget');
    let outerRoot: ShadowRoot | undefined;
    const outer = fakeElement('x-outer-app', (root) => (outerRoot = root));
    autoload({ 'x-outer-app': outer.loader, 'x-inner-widget': inner.loader });

    const app = document.createElement('x-outer-app');
    document.body.append(app);
    await waitFor(() => customElements.get('x-outer-app') && outerRoot, { message: 'the outer element' });
    expect(inner.loads()).to.equal(0);

    // The outer element renders the inner tag into its shadow root after it started.
    outerRoot!.append(document.createElement('x-inner-widget'), document.createElement('x-inner-widget'));
    await waitFor(() => customElements.get('x-inner-widget'), { message: 'the inner element, found in the shadow root' });
    const heard = changeHeard(document.body);
    document.body.append(document.createElement('x-outer-app'));
    await heard;
    expect([outer.loads(), inner.loads()]).to.deep.equal([1, 1]);
    app.remove();
  });

  it("loads an element's entry, which registers the tag itself later, and still finds tags in its shadow root", async () => {
    let root: ShadowRoot | undefined;
    const element = fakeElement('x-entry-widget', (shadow) => (root = shadow));
    const inner = fakeElement('x-entry-inner');
    autoload({
      // As dist/elements/<tag>.js does: nothing exported, the tag registered once its chunk is in.
      'x-entry-widget': async () => {
        setTimeout(() => void element.loader().then(({ define }) => define?.()), 50);
        return {};
      },
      'x-entry-inner': inner.loader,
    });
    document.body.append(document.createElement('x-entry-widget'));
    // Defined, its shadow root is watched already: the autoloader starts watching it in the same
    // turn (on whenDefined), before this test's next look.
    await waitFor(() => customElements.get('x-entry-widget') && root, { message: 'the widget' });
    root!.append(document.createElement('x-entry-inner'));
    await waitFor(() => customElements.get('x-entry-inner'), { message: 'the inner tag, found in the shadow root' });
    document.querySelectorAll('x-entry-widget').forEach((el) => el.remove());
  });

  it('reports a tag whose code cannot be fetched, and tries again when another instance appears', async () => {
    const reports: string[] = [];
    const previous = setReporter((_error, context) => reports.push(context.action));
    let attempts = 0;
    const working = fakeElement('x-flaky-widget');
    autoload({
      'x-flaky-widget': async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return working.loader();
      },
    });
    try {
      document.body.append(document.createElement('x-flaky-widget'));
      await waitFor(() => reports.length > 0, { message: 'the failure to be reported' });
      expect(reports).to.deep.equal(['loading <x-flaky-widget>']);
      expect(customElements.get('x-flaky-widget')).to.equal(undefined);

      document.body.append(document.createElement('x-flaky-widget'));
      await waitFor(() => customElements.get('x-flaky-widget'), { message: 'the second attempt' });
      expect(attempts).to.equal(2);
    } finally {
      setReporter(previous);
      document.querySelectorAll('x-flaky-widget').forEach((el) => el.remove());
    }
  });
});
