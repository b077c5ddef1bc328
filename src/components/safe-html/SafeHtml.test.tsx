import { expect } from '@open-wc/testing';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { SafeHtml, needsSanitising, plainParagraphsOf, plainTextOf } from './SafeHtml';
import {
  createShadowHost,
  findDisallowedMarkup,
  watchForExecution,
  type ExecutionWatch,
} from '../../sanitise/test-support';
import { nextFrame, waitFor } from '../../../test/helpers/dom';

/**
 * Waits until a payload that reached the page would have run: an image of our own that cannot
 * be shown (a text file) has fired its error event, as `<img src="x" onerror>` would have, and
 * the page has painted twice since (autofocus, toggle and load events have run by then).
 */
async function payloadsHadTheirChance(): Promise<void> {
  const probe = document.createElement('img');
  let failed = false;
  probe.addEventListener('error', () => (failed = true), { once: true });
  // A file the test server has, never cached: the request goes to the server as the payload's would.
  probe.src = `/README.md?probe=${crypto.randomUUID()}`;
  await waitFor(() => failed, { message: 'an image that cannot be shown to fail' });
  await nextFrame();
  await nextFrame();
}

describe('SafeHtml', () => {
  let host: HTMLElement;
  let shadow: ShadowRoot;
  let mount: HTMLElement;
  let root: Root;
  let watch: ExecutionWatch;

  beforeEach(() => {
    ({ host, shadow } = createShadowHost());
    mount = document.createElement('div');
    shadow.append(mount);
    root = createRoot(mount);
    watch = watchForExecution();
  });

  afterEach(() => {
    root.unmount();
    host.remove();
    watch.stop();
  });

  const renderNow = (element: ReactElement): void => {
    flushSync(() => root.render(element));
  };

  // Runs first, while the sanitiser module has not been loaded on this page yet.
  it('shows the words as plain paragraphs until the sanitiser has loaded, then the sanitised markup [all engines] [both runtimes]', async () => {
    renderNow(<SafeHtml html={'<p>Hello <b>there</b><img src="x" onerror="alert(1)"><script>alert(2)</script></p>'} />);
    // Text only, in the paragraphs the sanitised version will have: nothing moves when it arrives.
    expect(mount.innerHTML).to.equal('<div><p>Hello there</p></div>');
    await waitFor(() => mount.querySelector('b'), { message: 'the sanitised markup' });
    expect(mount.innerHTML).to.equal('<div><p>Hello <b>there</b></p></div>');
    await payloadsHadTheirChance();
    expect(watch.calls).to.deep.equal([]);
  });

  it('renders plain text straight away as a text node', () => {
    renderNow(<SafeHtml html="Submit your meter reading by 5 May" />);
    const box = mount.firstElementChild;
    expect(box?.tagName).to.equal('DIV');
    expect(box?.textContent).to.equal('Submit your meter reading by 5 May');
    expect([...(box?.childNodes ?? [])].every((node) => node.nodeType === Node.TEXT_NODE)).to.equal(true);
    expect(mount.querySelector('script')).to.equal(null);
  });

  it('only sends text with < or & to the sanitiser', () => {
    expect(needsSanitising('Fish and chips')).to.equal(false);
    expect(needsSanitising('alert(1) " onclick=alert(2) javascript:alert(3)')).to.equal(false);
    expect(needsSanitising('Fish &amp; chips')).to.equal(true);
    expect(needsSanitising('<p>Note</p>')).to.equal(true);
    // Bold alone is drawn without it; bold with anything more is not.
    expect(needsSanitising('<b>Note</b> and <B>this</B>')).to.equal(false);
    expect(needsSanitising('<b class="x">Note</b>')).to.equal(true);
    expect(needsSanitising('<b>Fish &amp; chips</b>')).to.equal(true);
    expect(needsSanitising('<b><img src=x onerror=alert(1)></b>')).to.equal(true);
  });

  it("draws words whose only markup is bold as React's b elements around escaped text, at once", () => {
    renderNow(<SafeHtml html="Prices change on <b>1 January</b>. Send your reading by <B>4 January</b>." as="p" />);
    expect(mount.innerHTML).to.equal('<p>Prices change on <b>1 January</b>. Send your reading by <b>4 January</b>.</p>');
    // An unclosed bold runs to the end, as the sanitised version would have it; a stray close is dropped.
    renderNow(<SafeHtml html={'</b>Due <b>soon" onclick="alert(1)'} />);
    expect(mount.innerHTML).to.equal('<div>Due <b>soon" onclick="alert(1)</b></div>');
    expect(mount.querySelector('[onclick]')).to.equal(null);
  });

  it('keeps quotes and handler-like text in plain text as text', () => {
    renderNow(<SafeHtml html={'" onmouseover="alert(1)" javascript:alert(2)'} as="span" />);
    const box = mount.firstElementChild;
    expect(box?.tagName).to.equal('SPAN');
    expect(box?.attributes.length).to.equal(0);
    expect(box?.textContent).to.equal('" onmouseover="alert(1)" javascript:alert(2)');
  });

  it('applies as, className and id to the holding element', async () => {
    // Each attribute by name: the order the runtime writes them in is no part of the page.
    const holding = () => {
      const box = mount.firstElementChild;
      return [box?.tagName, box?.getAttribute('class'), box?.getAttribute('id'), box?.attributes.length, box?.innerHTML, mount.childElementCount];
    };
    renderNow(<SafeHtml html="Meter reading week" as="p" className="help-body" id="intro" />);
    expect(holding()).to.deep.equal(['P', 'help-body', 'intro', 2, 'Meter reading week', 1]);
    renderNow(<SafeHtml html="<b>Meter</b> reading week" as="span" className="help-body" id="intro" />);
    await waitFor(() => mount.querySelector('b'), { message: 'the sanitised markup' });
    expect(holding()).to.deep.equal(['SPAN', 'help-body', 'intro', 2, '<b>Meter</b> reading week', 1]);
  });

  it('decodes entities once the text has been through the sanitiser [all engines]', async () => {
    // In braces: a JSX attribute string would decode the entities before SafeHtml saw them.
    renderNow(<SafeHtml html={'Fish &amp; chips &lt;script&gt;'} />);
    await waitFor(() => mount.textContent === 'Fish & chips <script>', { message: 'the decoded text' });
    expect(mount.querySelector('script')).to.equal(null);
  });

  it('renders a hostile template with no handlers, no unsafe links and no dialog calls [all engines]', async () => {
    const template =
      '<p onclick="alert(1)">Your reading is due.</p><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)" onmouseover="alert(4)">Submit a meter reading</a>' +
      '<svg onload="alert(5)"></svg><iframe srcdoc="<script>parent.alert(6)</script>"></iframe>' +
      '<details open ontoggle="alert(7)"><summary>More</summary></details><input autofocus onfocus="alert(8)">' +
      '<a href="/help-and-support/submit-meter-read" style="color:red" data-x="1" aria-label="l">Go</a>';
    renderNow(<SafeHtml html={template} />);
    await waitFor(() => mount.textContent?.includes('Go'), { message: 'the template' });
    await payloadsHadTheirChance();
    expect(watch.calls).to.deep.equal([]);
    expect(findDisallowedMarkup(mount.firstElementChild ?? mount)).to.deep.equal([]);
    expect(mount.innerHTML).to.equal(
      '<div><p>Your reading is due.</p><a>Submit a meter reading</a>More' +
        '<a href="/help-and-support/submit-meter-read">Go</a></div>',
    );
  });

  it('follows changes to html between text and markup [all engines] [both runtimes]', async () => {
    renderNow(<SafeHtml html="<sup>One</sup>" />);
    await waitFor(() => mount.querySelector('sup'), { message: 'the sanitised markup' });
    renderNow(<SafeHtml html="Two" />);
    expect(mount.innerHTML).to.equal('<div>Two</div>');
    renderNow(<SafeHtml html={'<sup>3</sup><script>alert(1)</script>'} />);
    // The sanitiser is loaded by now, so markup renders in the same pass.
    expect(mount.innerHTML).to.equal('<div><sup>3</sup></div>');
    renderNow(<SafeHtml html="" />);
    expect(mount.innerHTML).to.equal('<div></div>');
  });
});

describe('plainParagraphsOf [all engines]', () => {
  it('keeps paragraphs apart and inline text together, as the sanitised version lays them out', () => {
    expect(plainParagraphsOf('Prices change on <b>1 April</b>.')).to.deep.equal(['Prices change on 1 April.']);
    expect(plainParagraphsOf('<p>One <a href="/x">link</a>.</p>\n<p>Two</p>')).to.deep.equal(['One link.', 'Two']);
    expect(plainParagraphsOf('Before <p>Inside</p> after<script>x()</script>')).to.deep.equal(['Before', 'Inside', 'after']);
  });
});

describe('plainTextOf [all engines]', () => {
  it('keeps the words of a template and drops every tag and script', () => {
    const ran: string[] = [];
    (window as unknown as { __ran: (what: string) => void }).__ran = (what) => ran.push(what);
    expect(
      plainTextOf('<p>Try again <b>later</b> or <a href="javascript:__ran(1)">contact us</a>.</p><script>__ran("script")</script><img src=x onerror="__ran(\'img\')">'),
    ).to.equal('Try again later or contact us.');
    expect(plainTextOf('Fish &amp; chips')).to.equal('Fish & chips');
    expect(ran).to.deep.equal([]);
  });
});
