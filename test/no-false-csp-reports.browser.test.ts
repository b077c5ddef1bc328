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
import { settle, type HostProbe } from './helpers/aem';
import { textOf, waitFor } from './helpers/dom';
import { engineFeatures } from './helpers/engine';
import { resetStandIns } from './helpers/stand-ins';

interface HtmlReaders {
  sanitise(html: string): string;
  parseInert(html: string): string;
  parseArticlePage(html: string): { markup: string; title: string };
}


type HostWindow = Window &
  typeof globalThis & {
    __host: HostProbe & { html?: HtmlReaders };
    __helpSanitiserPayloadRan?: unknown;
    trustedTypes?: { createPolicy(name: string, rules: { createHTML(html: string): string }): { createHTML(html: string): unknown } };
  };

/** The hostile articles of the stand-in content server (standins/fixtures/content/articles/helpful-advice/). */
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
  return waitFor(() => (frame?.contentWindow as HostWindow | null)?.__host && (frame!.contentWindow as HostWindow), { message: 'the host page' });
}

/** The sites of the pictures violationsSoFar asks for, to be told from the page's own violations. */
const MARKER_SITE = 'violation-marker.invalid';

/**
 * The violations the page has raised so far, once they have all arrived: each is an event queued
 * as it is raised, so once one raised now on purpose (a picture from a site the policy does not
 * allow) has arrived, every one before it has too. Those raised on purpose are left out.
 */
async function violationsSoFar(win: HostWindow): Promise<string[]> {
  const site = `${crypto.randomUUID()}.${MARKER_SITE}`;
  new win.Image().src = `https://${site}/marker.png`;
  await waitFor(() => win.__host.violations.some((violation) => violation.includes(site)), { message: 'the violation raised on purpose' });
  return win.__host.violations.filter((violation) => !violation.includes(MARKER_SITE));
}

describe('no false CSP reports on a strict host page [all engines]', () => {
  beforeEach(resetStandIns);
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  for (const article of HOSTILE_ARTICLES) {
    it(`<help-article> shows ${article} with no violation, nothing run, its words kept [all engines] [both runtimes]`, async () => {
      const win = await openHostPage(`page.html?tag=help-article&attrs=${encodeURIComponent(`category=helpful-advice&article=${article}`)}`);
      const root = await waitFor(() => win.document.getElementById('first')?.shadowRoot, { message: 'the element' });
      const body = await waitFor(() => root.querySelector('[part~="article-body"]'), { message: 'the article body' });
      await waitFor(() => textOf(body).includes('The last sentence of the article.'), { message: "the article's last sentence" });
      // Anything the article could still set off (a picture's error, a late request) has happened.
      await settle(win);
      expect(await violationsSoFar(win), 'CSP violations').to.deep.equal([]);
      expect(win.__host.errors, 'errors').to.deep.equal([]);
      expect(win.__helpSanitiserPayloadRan, 'a payload ran').to.equal(undefined);
      expect(body.querySelectorAll('script, style, img, svg, [style], [onclick], [onerror]').length).to.equal(0);
    });
  }

  it('sanitising, inert parsing and reading article pages of the whole XSS corpus and the hostile articles raise none [all engines]', async function () {
    const win = await openHostPage('page.html?tag=help-search&sanitiser=1');
    const html = await waitFor(() => win.__host.html, { message: 'the HTML readers' });
    expect(await violationsSoFar(win), 'before any HTML is read').to.deep.equal([]);

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
    expect(read).to.equal(corpus.length + HOSTILE_ARTICLES.length);
    expect(await violationsSoFar(win), 'CSP violations').to.deep.equal([]);
    expect(win.__host.errors, 'errors').to.deep.equal([]);
    expect(win.__helpSanitiserPayloadRan, 'a payload ran').to.equal(undefined);

    // Control: the same page reports markup parsed the plain way, where the engine checks the
    // policy on parsing (Chromium; Firefox and WebKit report none, as measured). Chromium reports
    // the inline style; up to version 149 it also reported the inline handler of an inert
    // template, which version 150 no longer does, so only the style is asked of every version.
    const policy = win.trustedTypes?.createPolicy('help-and-support', { createHTML: (text) => text });
    const template = win.document.createElement('template');
    (template as unknown as { innerHTML: unknown }).innerHTML = policy ? policy.createHTML('<p onclick="x" style="color: red">p</p>') : '<p onclick="x">p</p>';
    const control = await violationsSoFar(win);
    if ((await engineFeatures()).engine === 'chromium') {
      expect(control, 'the control').to.include('style-src-attr inline');
    }
  });
});
