/**
 * Every payload of the XSS corpus (test/fixtures/xss-corpus, 382 lines) through the article
 * path the screen uses: an AEM-like article page wrapping the payload is read by
 * `parseArticlePage` (title, description, body), and its body rendered by `ArticleBody` (the
 * one sanitiser, through SafeHtml) inside an open shadow root, as in `<help-article>`. A payload
 * passes when nothing runs (no alert/confirm/prompt/print call, no canary flag) and only p, b,
 * sup and safe links are left.
 */
import { expect } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import intrudersXss from '../../../test/fixtures/xss-corpus/IntrudersXSS.txt';
import portSwiggerEventHandlers from '../../../test/fixtures/xss-corpus/port_swigger_xss_cheatsheet_event_handlers.txt';
import rsnakeXss from '../../../test/fixtures/xss-corpus/RSNAKE_XSS.txt';
import xssPolyglots from '../../../test/fixtures/xss-corpus/XSS_Polyglots.txt';
import { parseArticlePage } from '../../api/content-api/content';
import { loadSanitiser } from '../../sanitise/platform/load';
import { createShadowHost, EXECUTED_FLAG, findDisallowedMarkup, settle, watchForExecution, type ExecutionWatch } from '../../sanitise/test-support';
import { ArticleBody } from '../../components/safe-html/ArticleBody';
import { waitFor } from '../../../test/helpers/dom';

const corpusFiles = [
  { file: 'IntrudersXSS.txt', text: intrudersXss, lines: 179 },
  { file: 'port_swigger_xss_cheatsheet_event_handlers.txt', text: portSwiggerEventHandlers, lines: 114 },
  { file: 'RSNAKE_XSS.txt', text: rsnakeXss, lines: 73 },
  { file: 'XSS_Polyglots.txt', text: xssPolyglots, lines: 16 },
];

const payloadsOf = (text: string): string[] => text.split('\n').filter((line) => line !== '');

/** An article page as the content server sends it, with the payload in its body (and head). */
const aemPage = (payload: string): string => `<!DOCTYPE html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>An article</title>
  <meta name="description" content="About it">
</head>
<body class="page basicpage help-article">
  <main class="container">
    <h1 class="help-article__title">An article</h1>
    <div class="help-article__body">
      <p>The first sentence.</p>
      ${payload}
      <p>text ${payload}</p>
      <p>The last sentence.</p>
    </div>
  </main>
</body>
</html>`;

/** Tags and attributes that must never be left in the rendered article, whatever the allowlist check says. */
const FORBIDDEN = 'script, iframe, object, embed, svg, math, img, style, link, meta, base, form, input, frame, frameset, template, [style], [src], [srcdoc]';

interface Rendered {
  problems: string[];
  markups: number;
}

/**
 * Resolves once a broken image added now has reported its error: a sign that the engine has got
 * round to the image errors (and the focus, toggle and load events beside them) the payloads use.
 */
async function imageErrorsDispatched(shadow: ShadowRoot): Promise<void> {
  const image = document.createElement('img');
  let failed = false;
  image.addEventListener('error', () => (failed = true), { once: true });
  image.alt = '';
  image.src = 'data:image/png;base64,AAAA';
  shadow.append(image);
  try {
    await waitFor(() => failed, { message: 'a broken image to report its error' });
  } finally {
    image.remove();
  }
}

/** Parses and renders each page's body into its own box in `shadow`; collects what is not allowed. */
async function renderArticles(shadow: ShadowRoot, payloads: string[]): Promise<Rendered> {
  const problems: string[] = [];
  let markups = 0;
  for (const [index, payload] of payloads.entries()) {
    let markup: string;
    try {
      markup = parseArticlePage(aemPage(payload)).markup;
    } catch (error) {
      problems.push(`#${index + 1} ${JSON.stringify(payload)}: the page could not be read (${String(error)})`);
      continue;
    }
    markups += 1;
    const box = document.createElement('div');
    shadow.append(box);
    const root = createRoot(box);
    flushSync(() => root.render(<ArticleBody markup={markup} />));
    const rendered = box.querySelector('.help-article-body > div');
    if (!rendered) {
      problems.push(`#${index + 1} ${JSON.stringify(payload)}: nothing rendered`);
      continue;
    }
    // The sanitiser had loaded: the body is markup, not the plain-text stand-in.
    if (markup.includes('<p>') && !rendered.querySelector('p')) problems.push(`#${index + 1}: rendered as plain text`);
    for (const problem of findDisallowedMarkup(rendered)) problems.push(`#${index + 1} ${JSON.stringify(payload)}: ${problem}`);
    for (const node of box.querySelectorAll(FORBIDDEN)) problems.push(`#${index + 1} ${JSON.stringify(payload)}: <${node.localName}> left`);
    for (const node of box.querySelectorAll('*')) {
      for (const { name } of node.attributes) if (/^on/i.test(name)) problems.push(`#${index + 1}: ${name} on <${node.localName}>`);
    }
    // What comes before the payload is the article's own; what follows an unclosed <script> or
    // <iframe> is that element's text to any HTML parser, and goes with it.
    if (!rendered.textContent?.startsWith('The first sentence.')) problems.push(`#${index + 1} ${JSON.stringify(payload)}: the article's words are lost`);
    // A task's turn between payloads, for the events one raises to be dispatched.
    await settle();
  }
  // Image errors, focus, toggle and load events arrive a little later: after the last payload's,
  // a control image's.
  await imageErrorsDispatched(shadow);
  return { problems, markups };
}

describe('<help-article> article path against the XSS corpus [all engines]', () => {
  let host: HTMLElement;
  let shadow: ShadowRoot;
  let watch: ExecutionWatch;

  before(async () => {
    await loadSanitiser();
  });

  beforeEach(() => {
    ({ host, shadow } = createShadowHost());
    watch = watchForExecution();
  });

  afterEach(() => {
    host.remove();
    watch.stop();
  });

  it('holds all 382 payloads', () => {
    const counts = corpusFiles.map(({ text }) => payloadsOf(text).length);
    expect(counts).to.deep.equal(corpusFiles.map(({ lines }) => lines));
    expect(counts.reduce((total, count) => total + count, 0)).to.equal(382);
  });

  it('the harness notices a payload that runs and markup that is left (control: a body rendered without the sanitiser)', async () => {
    const box = document.createElement('div');
    shadow.append(box);
    // The body as the server sent it: parseArticlePage already leaves handlers out (platform/content-api/inline-code.ts).
    const payload = `<img src="data:image/png;base64,AAAA" onerror="alert('control')"><img src=x onerror="window.${EXECUTED_FLAG}=1">`;
    box.innerHTML = `${payload}<p>text ${payload}</p>`;
    // Broken images report their error when the engine gets to it: waited for, so a late one
    // cannot run during the next test.
    await waitFor(() => watch.calls.length === 2 && watch.flagSet(), { message: 'the control payloads to run' });
    expect(watch.calls).to.deep.equal(['alert(control)', 'alert(control)']);
    expect(watch.flagSet()).to.equal(true);
    expect(findDisallowedMarkup(box)).to.include('tag <img>');
    expect(box.querySelectorAll(FORBIDDEN).length).to.be.greaterThan(0);
  });

  for (const { file, text } of corpusFiles) {
    it(`${file}: every payload in an article page runs nothing and leaves only p, b, sup and safe links`, async () => {
      const payloads = payloadsOf(text);
      const { problems, markups } = await renderArticles(shadow, payloads);
      expect(problems).to.deep.equal([]);
      expect(markups).to.equal(payloads.length);
      expect(watch.calls).to.deep.equal([]);
      expect(watch.flagSet()).to.equal(false);
    });
  }
});
