/**
 * Every line of the XSS corpus (test/fixtures/xss-corpus, 382 payloads) goes through
 * sanitiseArticleHtml() and into a live element inside an attached open shadow root. A line
 * passes when nothing runs and only a, sup, p, b and safe hrefs remain.
 */
import { expect } from '@open-wc/testing';
import { waitFor } from '../../test/helpers/dom';
import intrudersXss from '../../test/fixtures/xss-corpus/IntrudersXSS.txt';
import portSwiggerEventHandlers from '../../test/fixtures/xss-corpus/port_swigger_xss_cheatsheet_event_handlers.txt';
import rsnakeXss from '../../test/fixtures/xss-corpus/RSNAKE_XSS.txt';
import xssPolyglots from '../../test/fixtures/xss-corpus/XSS_Polyglots.txt';
import { sanitiseArticleHtml } from './index';
import { EXECUTED_FLAG, createShadowHost, findDisallowedMarkup, settle, watchForExecution, type ExecutionWatch } from './test-support';

const corpusFiles = [
  { file: 'IntrudersXSS.txt', text: intrudersXss, lines: 179 },
  { file: 'port_swigger_xss_cheatsheet_event_handlers.txt', text: portSwiggerEventHandlers, lines: 114 },
  { file: 'RSNAKE_XSS.txt', text: rsnakeXss, lines: 73 },
  { file: 'XSS_Polyglots.txt', text: xssPolyglots, lines: 16 },
];

const payloadsOf = (text: string): string[] => text.split('\n').filter((line) => line !== '');

/** Our own payloads: each sets a global flag if it ever runs, whatever it is wrapped in. */
const setFlag = `window.${EXECUTED_FLAG}=1`;
const canaryPayloads = [
  `<img src="missing-image.png" onerror="${setFlag}">`,
  `<svg onload="${setFlag}"></svg>`,
  `<svg><animate onbegin="${setFlag}" attributeName="x" dur="1s"></animate></svg>`,
  `<details open ontoggle="${setFlag}"><summary>x</summary></details>`,
  `<input autofocus onfocus="${setFlag}">`,
  `<iframe srcdoc="<script>parent.${EXECUTED_FLAG}=1</script>"></iframe>`,
  `<iframe src="javascript:parent.${EXECUTED_FLAG}=1"></iframe>`,
  `<object data="javascript:parent.${EXECUTED_FLAG}=1"></object>`,
  `<embed src="data:text/html,<script>parent.${EXECUTED_FLAG}=1</script>">`,
  `<video><source onerror="${setFlag}"></video>`,
  `<audio src="missing-audio.mp3" onerror="${setFlag}"></audio>`,
  `<body onload="${setFlag}">`,
  `<style onload="${setFlag}"></style>`,
  `<link rel="stylesheet" href="missing.css" onerror="${setFlag}">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${setFlag}">`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${setFlag} src>">`,
  `<noscript><p title="</noscript><img src=x onerror=${setFlag}>">`,
  `<svg><p><style><img src=x onerror="${setFlag}"></style></p></svg>`,
  `<a href="javascript:${setFlag}">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${setFlag}">x</a>`,
  `<template><img src=x onerror="${setFlag}"></template>`,
  `<p>text <!-- --><img src=x onerror="${setFlag}"> --></p>`,
];

interface Batch {
  problems: string[];
  inputs: number;
}

/**
 * Sanitises each input, puts it into its own live element in `shadow`, lets a task run, and
 * collects what is not allowed. Idempotence is checked on the way.
 */
async function renderBatch(shadow: ShadowRoot, inputs: string[]): Promise<Batch> {
  const problems: string[] = [];
  for (const [index, input] of inputs.entries()) {
    const sanitised = sanitiseArticleHtml(input);
    const container = document.createElement('div');
    shadow.append(container);
    container.innerHTML = sanitised;
    await settle();
    for (const problem of findDisallowedMarkup(container)) {
      problems.push(`#${index + 1} ${JSON.stringify(input)} → ${JSON.stringify(sanitised)}: ${problem}`);
    }
    if (sanitiseArticleHtml(sanitised) !== sanitised) {
      problems.push(`#${index + 1} ${JSON.stringify(input)}: sanitising again changes ${JSON.stringify(sanitised)}`);
    }
  }
  // Image errors, autofocus, toggle and load events arrive a little later.
  await settle(150);
  return { problems, inputs: inputs.length };
}

describe('sanitiseArticleHtml against the XSS corpus [all engines]', () => {
  let shadow: ShadowRoot;
  let host: HTMLElement;
  let watch: ExecutionWatch;

  beforeEach(() => {
    ({ host, shadow } = createShadowHost());
    watch = watchForExecution();
  });

  afterEach(() => {
    host.remove();
    watch.stop();
  });

  it('holds all 382 payloads, one per line', () => {
    const counts = corpusFiles.map(({ text }) => payloadsOf(text).length);
    expect(counts).to.deep.equal(corpusFiles.map(({ lines }) => lines));
    expect(counts.reduce((total, count) => total + count, 0)).to.equal(382);
  });

  it('the harness notices a payload that runs (control: unsanitised input)', async () => {
    const container = document.createElement('div');
    shadow.append(container);
    container.innerHTML = `<img src="data:image/png;base64,AAAA" onerror="alert('control')"><img src="data:image/png;base64,AAAA" onerror="${setFlag}"><a href="javascript:alert(1)" onclick="x">x</a>`;
    // The images' errors arrive when the engine has decoded them: on a busy machine, after any fixed wait.
    await waitFor(() => watch.calls.length > 0 && watch.flagSet(), { message: "the control's handlers run" });
    expect(watch.calls).to.deep.equal(["alert(control)"]);
    expect(watch.flagSet()).to.equal(true);
    expect(findDisallowedMarkup(container)).to.include.members([
      'tag <img>',
      'attribute src on <img>',
      'attribute onerror on <img>',
      'attribute onclick on <a>',
      'scriptable href "javascript:alert(1)"',
    ]);
  });

  for (const { file, text } of corpusFiles) {
    it(`${file}: every payload on its own is made safe`, async () => {
      const batch = await renderBatch(shadow, payloadsOf(text));
      expect(batch.problems).to.deep.equal([]);
      expect(watch.calls).to.deep.equal([]);
      expect(watch.flagSet()).to.equal(false);
    });

    it(`${file}: every payload inside article text is made safe`, async () => {
      const batch = await renderBatch(
        shadow,
        payloadsOf(text).map((payload) => `<p>text ${payload}</p>`),
      );
      expect(batch.problems).to.deep.equal([]);
      expect(watch.calls).to.deep.equal([]);
      expect(watch.flagSet()).to.equal(false);
    });
  }

  it('canary payloads that set a global flag never run, bare or wrapped', async () => {
    const inputs = canaryPayloads.flatMap((payload) => [payload, `<p>text ${payload}</p>`, `<a href="/x">${payload}</a>`]);
    const batch = await renderBatch(shadow, inputs);
    expect(batch.problems).to.deep.equal([]);
    expect(watch.calls).to.deep.equal([]);
    expect(watch.flagSet()).to.equal(false);
  });
});
