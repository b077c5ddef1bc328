/**
 * The demo's AEM pages (demo/aem-pages.mjs): each element's component rendered from its HTL in
 * the built content package (dist/aem/), on a page that includes the client library as AEM does,
 * with classic scripts only, under the demo's strict policy. Each element must start there
 * through the library's loader and its proxied resources. On the lean runtime the pages include
 * the lean category. Needs the package built (`npm run build`).
 */
import { expect } from '@open-wc/testing';
import { textOf, waitFor } from './helpers/dom';
import { CLIENTLIBS, aemPageOf, closeAemPage, headingShown, openAemPage, settle } from './helpers/aem';
import { signIn, signOut } from './helpers/session';
import { resetStandIns } from './helpers/stand-ins';
import { ELEMENT_FOLDERS } from './elements.generated';

describe('the AEM page: every element through the classic-script client library [all engines] [both runtimes]', () => {
  beforeEach(resetStandIns);
  afterEach(async () => {
    closeAemPage();
    signOut();
    await resetStandIns();
  });

  for (const { tag } of ELEMENT_FOLDERS) {
    it(`<${tag}> from its component's HTL`, async () => {
      // The deals are for signed-in customers; anyone else is sent to sign in.
      if (tag === 'help-deals') signIn('live');
      const { win, doc } = await openAemPage(aemPageOf(tag));
      const folder = doc.documentElement.dataset.clientlibCategory === 'help-and-support.lean' ? 'elements-lean' : 'elements';

      // The page as AEM writes it: classic scripts only, the library's js and css by their proxied paths.
      expect(doc.querySelectorAll('script[type="module"]').length, 'module scripts in the page').to.equal(0);
      expect([...doc.scripts].filter((script) => script.src).map((script) => new URL(script.src).pathname)).to.include(`${CLIENTLIBS}${folder}.min.js`);
      expect([...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname)).to.include(`${CLIENTLIBS}${folder}.min.css`);
      // The package's page configuration include, in the head: one script of JSON data.
      const configs = doc.querySelectorAll('script#help-and-support-config');
      expect(configs.length, 'page configurations').to.equal(1);
      expect(configs[0]!.parentElement, 'the configuration in the head').to.equal(doc.head);
      expect(JSON.parse(configs[0]!.textContent ?? ''), 'the configuration').to.be.an('object');

      const element = doc.querySelector(tag);
      expect(element, `<${tag}> in the page`).not.to.equal(null);
      const root = await waitFor(() => element!.shadowRoot, { message: `<${tag}>'s shadow root` });
      expect(textOf(await headingShown(root, tag))).to.match(/\w/);
      expect(root.querySelector('.help-fallback'), `<${tag}> failed to start`).to.equal(null);
      // Whatever the element does after its first screen (a first screen the build rendered taken
      // over, data arriving) has happened: a late failure or violation is seen below.
      await settle(win);

      // Its modules came from the library's resources, and nothing failed or was blocked.
      const scripts = win.performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js'));
      expect(scripts, 'the autoloader, from the proxied resources').to.include(`${CLIENTLIBS}${folder}/resources/help-and-support.js`);
      expect(scripts.some((path) => path.startsWith(`${CLIENTLIBS}${folder}/resources/elements/${tag}`) || path.startsWith(`${CLIENTLIBS}${folder}/resources/chunks/`)), 'the element from the proxied resources').to.equal(true);
      expect(scripts.filter((path) => !path.startsWith(CLIENTLIBS) && path !== '/__host/probe.js'), 'scripts from elsewhere').to.deep.equal([]);
      expect(win.__host.violations, 'CSP violations').to.deep.equal([]);
      expect(win.__host.errors, 'errors').to.deep.equal([]);
      expect(win.__host.reports, 'failures the elements reported').to.deep.equal([]);
    });
  }
});

describe('the AEM page as an author instance renders it (?wcmmode=edit) [all engines] [both runtimes]', () => {
  beforeEach(resetStandIns);
  afterEach(async () => {
    closeAemPage();
    await resetStandIns();
  });

  it('<help-category> with a mistyped category: the author keeps the page and sees what to set, nothing reported', async () => {
    const path = `${aemPageOf('help-category')}?wcmmode=edit&category=Meters`;
    const { win, doc } = await openAemPage(path);
    const element = doc.querySelector('help-category')!;
    expect(element.getAttribute('category')).to.equal('Meters');
    expect(element.hasAttribute('authoring'), 'authoring, from the HTL').to.equal(true);
    const root = await waitFor(() => element.shadowRoot, { message: "<help-category>'s shadow root" });
    const note = await waitFor(() => root.querySelector('[part~="authoring-note"]'), { message: 'the authoring note' });
    expect(textOf(note)).to.contain('Category is set to “Meters”');
    expect(textOf(note)).to.contain('Did you mean “meters”?');
    await settle(win);
    expect(`${win.location.pathname}${win.location.search}`, 'the page address').to.equal(path);
    expect(win.__host.violations, 'CSP violations').to.deep.equal([]);
    expect(win.__host.errors, 'errors').to.deep.equal([]);
    expect(win.__host.reports, 'failures the elements reported').to.deep.equal([]);
  });
});
