/**
 * No false CSP reports: on a host page with the demo's strict policy (test/host-pages.mjs:
 * no inline script or style, Trusted Types required), reading and sanitising hostile HTML
 * raises no `securitypolicyviolation`, so a host with `report-to` gets no report for an article
 * whose handlers never run. Chromium checks the page's policy when markup is parsed into any
 * document of the page's window, inert or not; before platform/content-api/inline-code.ts it raised 21
 * (hostile-scripts), 37 (hostile-mutation-xss), 10 (hostile-svg), 3 (hostile-links) and 1
 * (hostile-clobbering) on each view, and 2490 for the corpus read below. WebKit raised the one
 * Trusted Types violation of hostile-clobbering (a <script> DOMPurify copies as it unwraps the
 * body) and 6 for the corpus; Firefox none.
 */
import { expect } from '@open-wc/testing';
import intrudersXss from './fixtures/xss-corpus/IntrudersXSS.txt';
import portSwiggerEventHandlers from './fixtures/xss-corpus/port_swigger_xss_cheatsheet_event_handlers.txt';
import rsnakeXss from './fixtures/xss-corpus/RSNAKE_XSS.txt';
import xssPolyglots from './fixtures/xss-corpus/XSS_Polyglots.txt';
import { textOf, waitFor } from './helpers/dom';
import { engineFeatures } from './helpers/engine';
import { resetStandIns } from './helpers/stand-ins';

interface HtmlReaders {
  sanitise(html: string): string;
  parseInert(html: string): string;
  parseArticlePage(html: string): { markup: string; title: string };
}

interface HostProbe {
  violations: string[];
  errors: string[];
  reports: string[];
  html?: HtmlReaders;
}

type HostWindow = Window &
  typeof globalThis & {
    __host: HostProbe;
    __helpSanitiserPayloadRan?: unknown;
    trustedTypes?: { createPolicy(name: string, rules: { createHTML(html: string): string }): { createHTML(html: string): unknown } };
  };

/** The hostile articles of the stand-in content server (demo/fixtures/content/articles/helpful-advice/). */
const HOSTILE_ARTICLES = ['hostile-scripts', 'hostile-mutation-xss', 'hostile-svg', 'hostile-links', 'hostile-clobbering'];

const corpus = [intrudersXss, portSwiggerEventHandlers, rsnakeXss, xssPolyglots].flatMap((text) => text.split('\n').filter((line) => line !== ''));

/** An article page as the content server sends it, with the payload in its body and head. */
const aemPage = (payload: string): string => `<!DOCTYPE html><html lang="en-GB"><head><title>An article ${payload}</title>${payload}</head>
<body onload="alert(1)" style="color: red"><h1>An article</h1><div class="help-article__body"><p>First.</p>${payload}<p style="x">text ${payload}</p></div></body></html>`;

let frame: HTMLIFrameElement | undefined;

async function openHostPage(page: string): Promise<HostWindow> {
  frame = document.createElement('iframe');
  frame.style.cssText = 'width: 1024px; height: 768px; border: 0';
  frame.src = `/__host/${page}`;
  document.body.append(frame);
  return waitFor(() => (frame?.contentWindow as HostWindow | null)?.__host && (frame!.contentWindow as HostWindow), { message: 'the host page', timeout: 8000 });
}

/** Violations are events queued after the parse: a moment for them to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('no false CSP reports on a strict host page [all engines]', () => {
  beforeEach(resetStandIns);
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  for (const article of HOSTILE_ARTICLES) {
    it(`<help-article> shows ${article} with no violation, nothing run, its words kept [all engines]`, async () => {
      const win = await openHostPage(`page.html?tag=help-article&attrs=${encodeURIComponent(`category=helpful-advice&article=${article}`)}`);
      const root = await waitFor(() => win.document.getElementById('first')?.shadowRoot, { message: 'the element', timeout: 8000 });
      const body = await waitFor(() => root.querySelector('[part~="article-body"]'), { message: 'the article body', timeout: 8000 });
      await waitFor(() => textOf(body).includes('The last sentence of the article.'), { message: "the article's last sentence", timeout: 8000 });
      await settle();
      expect(win.__host.violations, 'CSP violations').to.deep.equal([]);
      expect(win.__host.errors, 'errors').to.deep.equal([]);
      expect(win.__helpSanitiserPayloadRan, 'a payload ran').to.equal(undefined);
      expect(body.querySelectorAll('script, style, img, svg, [style], [onclick], [onerror]').length).to.equal(0);
    });
  }

  it('sanitising, inert parsing and reading article pages of the whole XSS corpus and the hostile articles raise none [all engines]', async function () {
    const win = await openHostPage('page.html?tag=help-search&sanitiser=1');
    const html = await waitFor(() => win.__host.html, { message: 'the HTML readers', timeout: 8000 });
    await settle();
    expect(win.__host.violations, 'before any HTML is read').to.deep.equal([]);

    const pages = await Promise.all(
      HOSTILE_ARTICLES.map(async (article) => (await fetch(`/aem6/content/britishgas/help/helpful-advice/${article}.html`)).text()),
    );
    // A payload may leave the page without its body (an unclosed <plaintext>, say): the reader
    // then fails as with any malformed page, which is not what is checked here.
    const bodyOf = (page: string): string => {
      try {
        return html.parseArticlePage(page).markup;
      } catch {
        return '';
      }
    };
    let read = 0;
    for (const payload of [...corpus, ...pages]) {
      html.sanitise(payload);
      html.parseInert(payload);
      html.sanitise(bodyOf(aemPage(payload)));
      read += 1;
    }
    for (const page of pages) expect(html.sanitise(html.parseArticlePage(page).markup)).to.contain('The last sentence of the article.');
    await settle();
    expect(read).to.equal(corpus.length + HOSTILE_ARTICLES.length);
    expect(win.__host.violations, 'CSP violations').to.deep.equal([]);
    expect(win.__host.errors, 'errors').to.deep.equal([]);
    expect(win.__helpSanitiserPayloadRan, 'a payload ran').to.equal(undefined);

    // Control: the same page reports markup parsed the plain way, where the engine checks the
    // policy on parsing (Chromium; Firefox and WebKit report none, as measured).
    const policy = win.trustedTypes?.createPolicy('help-and-support', { createHTML: (text) => text });
    const template = win.document.createElement('template');
    (template as unknown as { innerHTML: unknown }).innerHTML = policy ? policy.createHTML('<p onclick="x" style="color: red">p</p>') : '<p onclick="x">p</p>';
    await settle();
    if ((await engineFeatures()).engine === 'chromium') {
      expect(win.__host.violations, 'the control').to.include.members(['script-src-attr inline', 'style-src-attr inline']);
    }
  });
});
