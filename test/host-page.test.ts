/**
 * The elements on a real host page (test/host-pages.mjs), as a CMS author or the marketing
 * site would have them: a strict Content-Security-Policy with Trusted Types required, two forms
 * on one page, the page's own hostile CSS and a theme, and the place held while they load.
 */
import { expect } from '@open-wc/testing';
import { waitFor } from './helpers/dom';
import { clearFaults, injectFault, resetStandIns } from './helpers/stand-ins';

interface HostProbe {
  violations: string[];
  errors: string[];
  shifts: number[];
}

type HostWindow = Window & typeof globalThis & { __host: HostProbe; trustedTypes?: unknown };

let frame: HTMLIFrameElement | undefined;

/** Opens the host page in an iframe of a desktop's size and waits for its probe. */
async function openHostPage(query: string): Promise<{ win: HostWindow; doc: Document }> {
  frame = document.createElement('iframe');
  frame.style.cssText = 'width: 1024px; height: 768px; border: 0';
  frame.src = `/__host/page.html?${query}`;
  document.body.append(frame);
  const win = await waitFor(() => (frame?.contentWindow as HostWindow | null)?.__host && (frame!.contentWindow as HostWindow), {
    message: 'the host page',
    timeout: 8000,
  });
  return { win, doc: win.document };
}

const formIn = (doc: Document, id: string) => doc.getElementById(id)?.shadowRoot?.querySelector('form');

describe('on a host page', () => {
  beforeEach(resetStandIns);
  afterEach(async () => {
    frame?.remove();
    frame = undefined;
    await resetStandIns();
  });

  it("works under a strict CSP with Trusted Types required: templates' markup shows, nothing is blocked, twice on one page", async () => {
    const { win, doc } = await openHostPage('elements=2');
    for (const id of ['first', 'second']) {
      await waitFor(() => formIn(doc, id), { message: `the form #${id}`, timeout: 8000 });
      // The heading template holds <b>: it went through the sanitiser and into innerHTML.
      await waitFor(() => doc.getElementById(id)!.shadowRoot!.querySelector('.mrf-intro b'), { message: `the sanitised template in #${id}` });
      expect(doc.getElementById(id)!.shadowRoot!.querySelector('.help-fallback'), id).to.equal(null);
    }
    expect(win.__host.violations).to.deep.equal([]);
    expect(win.__host.errors).to.deep.equal([]);
    if (win.trustedTypes) {
      // The policy is really enforced on this page: a plain string is refused by innerHTML.
      expect(() => {
        doc.createElement('div').innerHTML = '<b>plain string</b>';
      }).to.throw();
    }
  });

  it("keeps its own type and colours beside the page's hostile CSS, and takes a theme from an ancestor or the element", async () => {
    const { win, doc } = await openHostPage('elements=2&hostile=1&theme=1');
    const first = await waitFor(() => formIn(doc, 'first'), { message: 'the form', timeout: 8000 });
    await waitFor(() => formIn(doc, 'second'), { message: 'the second form', timeout: 8000 });
    const label = first.querySelector('label')!;
    const style = win.getComputedStyle(label);
    expect(style.fontFamily).to.match(/^system-ui/);
    expect(style.color).to.equal('rgb(11, 12, 12)');
    // 19px on a desktop-sized page, whatever the page's root font size.
    expect(style.fontSize).to.equal('19px');
    expect(style.letterSpacing).to.equal('normal');
    expect(style.textTransform).to.equal('none');
    // The theme set on the page's body reaches the button inside the shadow root.
    const button = first.querySelector('button[type="submit"]')!;
    expect(win.getComputedStyle(button).backgroundColor).to.equal('rgb(0, 94, 165)');
    // --help-font-family set on the element itself wins over the default.
    const secondLabel = formIn(doc, 'second')!.querySelector('label')!;
    expect(win.getComputedStyle(secondLabel).fontFamily).to.match(/^Georgia/);
  });

  it('holds its place while the form loads: what follows stays where it was, out of sight', async () => {
    // The meter-read config takes a while: the form cannot show before it (SPEC).
    await injectFault({ service: 'content', status: 0, delayMs: 800 });
    const { win, doc } = await openHostPage('elements=1');
    const below = () => doc.getElementById('below')!.getBoundingClientRect().top;
    await waitFor(() => doc.getElementById('first')?.shadowRoot, { message: 'the element', timeout: 8000 });
    const whileLoading = below();
    expect(whileLoading, 'what follows is pushed out of sight while loading').to.be.greaterThan(win.innerHeight);
    expect(doc.getElementById('first')!.shadowRoot!.querySelector('input'), 'no field shows early').to.equal(null);
    await waitFor(() => formIn(doc, 'first'), { message: 'the form', timeout: 8000 });
    expect(below()).to.be.greaterThan(win.innerHeight);
    await clearFaults();
    if (PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
      // The sanitised intro has replaced its plain-text version by now.
      await waitFor(() => doc.getElementById('first')!.shadowRoot!.querySelector('.mrf-intro b'), { message: 'the template' });
      const cls = win.__host.shifts.reduce((sum, value) => sum + value, 0);
      expect(cls, 'cumulative layout shift').to.be.at.most(0.01);
    }
  });
});
