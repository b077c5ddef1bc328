/**
 * The elements on a real host page (test/host-pages.mjs), as a CMS author or the marketing
 * site would have them: the page configuration, the autoloader and the elements, under a strict
 * Content-Security-Policy with Trusted Types required. Every element folder's host-page states
 * (its examples: test/elements.generated.ts) are shown twice on one page
 * (the app once, beside a search box), calling the services on another origin, beside the page's
 * own hostile CSS, with its place held as docs/embedding.md says; then the form alone: a theme, and
 * its place held while its configuration is slow.
 */
import { expect } from '@open-wc/testing';
import { textOf, waitFor } from './helpers/dom';
import { settle, type HostProbe } from './helpers/aem';
import { signIn, signOut } from './helpers/session';
import { resetStandIns, setFlags } from './helpers/stand-ins';
import { defaultConfig } from '../src/config/config';
import type { ElementExample } from '../src/platform/examples';
import { EXAMPLE_OUTAGE } from '../src/elements/help-home/help-home.examples';
import { ELEMENT_FOLDERS } from './elements.generated';

/** The page's cumulative layout shift, and each shift with what moved, for the message. */
function layoutShift(win: HostWindow): { cls: number; shifts: string } {
  win.__host.takeShifts?.();
  const { shifts } = win.__host;
  return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts: JSON.stringify(shifts) };
}

type HostWindow = Window &
  typeof globalThis & {
    __host: HostProbe;
    trustedTypes?: unknown;
    helpNucleus?: { loaded: string[] };
  };

let frame: HTMLIFrameElement | undefined;

/** Opens a host page (a path under /__host/ and its query) in an iframe of a desktop's size and waits for its probe. */
async function openHostPage(page: string): Promise<{ win: HostWindow; doc: Document }> {
  frame = document.createElement('iframe');
  frame.style.cssText = 'width: 1024px; height: 768px; border: 0';
  frame.src = `/__host/${page}`;
  document.body.append(frame);
  const win = await waitFor(() => (frame?.contentWindow as HostWindow | null)?.__host && (frame!.contentWindow as HostWindow), { message: 'the host page' });
  return { win, doc: win.document };
}

const formIn = (doc: Document, id: string) => doc.getElementById(id)?.shadowRoot?.querySelector('form');

const linkTexts = (root: ParentNode, selector = 'a') => [...root.querySelectorAll(selector)].map((link) => textOf(link));
const hrefs = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((link) => link.getAttribute('href'));
const headingOf = (root: ShadowRoot) => root.querySelector('h1') ?? root.querySelector('h2');

interface HostCase {
  /** The element as the page has it. */
  name: string;
  /** The page under /__host/: path and query (test/host-pages.mjs). */
  page: string;
  /** The ids of the instances on the page. */
  ids: readonly string[];
  /** Stand-in flags set first (POST /__stub/flags). */
  flags?: Parameters<typeof setFlags>[0] | undefined;
  /** Signed in first (the token cookies of a demo customer). */
  signedIn?: ElementExample['signedIn'];
  /**
   * What a customer sees in one instance once it is in: throws (or returns false) until it
   * does. waitFor polls it.
   */
  sees(root: ShadowRoot, win: HostWindow): boolean;
}

/** Every element twice, services on the other origin, hostile CSS on the page. */
const twice = (tag: string, attrs = '') => `page.html?tag=${tag}${attrs ? `&attrs=${encodeURIComponent(attrs)}` : ''}&count=2&origin=other&hostile=1`;
const TWO = ['first', 'second'] as const;

/** A state a host page shows as it is: no page URL of its own, no fault (it would be reported), no answers kept, not sent. */
const showable = (example: ElementExample) => !example.url && !example.faults?.length && !example.kept && !example.sent;

/** An element's states on a host page: those its examples mark, else its first a host page can show. */
function hostExamples(examples: readonly ElementExample[]): ElementExample[] {
  const marked = examples.filter((example) => example.hostPage && showable(example));
  return marked.length ? marked : examples.filter(showable).slice(0, 1);
}

/**
 * What some elements show beyond their example's words: what came from the other origin, through
 * the sanitiser, the engine's own parsing. An element without an entry is checked by its words.
 */
const MORE: Partial<Record<string, (root: ShadowRoot, win: HostWindow, example: ElementExample) => boolean>> = {
  'help-home': (root) => {
    // The outage banner, from the content server on the other origin.
    expect(textOf(root.querySelector('[part~="outage-banner"]')!)).to.contain(EXAMPLE_OUTAGE.message);
    expect(textOf(root.querySelector('h1')!)).to.equal('Help & Support');
    expect(linkTexts(root, 'button').filter((text) => text.startsWith('Play video:'))).to.have.length(7);
    expect(linkTexts(root)).to.include.members(['Contact Us', 'Emergencies']);
    return true;
  },
  'help-category': (root, _win, example) => {
    if (example.attributes?.category === 'emergencies') {
      expect(textOf(root.querySelector('h1')!)).to.equal('What to do in an emergency?');
      // The three numbers, as links a phone can call.
      expect(hrefs(root, 'a[href^="tel:"]').slice(0, 3)).to.deep.equal(['tel:03308083880', 'tel:0800111999', 'tel:105']);
      expect(linkTexts(root, 'a[href^="tel:"]').slice(0, 3)).to.deep.equal(['Call 0330 808 3880', 'Call 0800 111 999', 'Call 105']);
    } else {
      expect(textOf(root.querySelector('h1')!)).to.equal('Bills and payments');
      // The articles come with the categories list, from the content server on the other origin.
      expect(hrefs(root, 'a')).to.include('/help-and-support/bills-and-payments/request-a-refund');
      expect(root.querySelector('input[type="search"]'), 'the search box').not.to.equal(null);
    }
    return true;
  },
  'help-article': (root, win, example) => {
    if (example.attributes?.article === 'request-a-refund') {
      expect(textOf(root.querySelector('h1')!)).to.equal('Getting a refund of your credit');
      expect(textOf(root.querySelector('[part~="article-body"]')!)).to.match(/^If your account is in credit/);
      // Its two scripts came from the content server's origin, once for the page, in order.
      expect(win.helpNucleus?.loaded).to.deep.equal(['global', 'forms']);
    } else {
      expect(textOf(root.querySelector('h1')!)).to.equal('How to read your meter');
      expect(textOf(root.querySelector('[part~="article-body"]')!)).to.match(/^Digital meters\./);
      expect(linkTexts(root, '[part~="feedback-button"]')).to.deep.equal(['Yes', 'No']);
    }
    return true;
  },
  'help-deals': (root) => {
    expect(textOf(root.querySelector('h1')!)).to.equal('Deals for you');
    expect(textOf(root.querySelector('[part~="article-body"]')!)).to.match(/^As one of our customers/);
    return true;
  },
  'help-search': (root) => {
    const box = root.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(textOf(root.querySelector(`label[for="${box.id}"]`)!)).to.equal('Search Help & Support');
    expect(linkTexts(root, 'button')).to.deep.equal(['Search']);
    return true;
  },
  'contact-us': (root) => {
    expect(textOf(root.querySelector('h1')!)).to.equal('Contact us');
    expect(linkTexts(root)).to.include('Get emergency support');
    // Meter-read week, from the meter-read page configuration on the other origin, its words sanitised.
    expect(linkTexts(root)).to.include('Submit a meter reading');
    expect(textOf(root.querySelector('[part~="card-body"] b')!)).to.match(/^4 (January|April|July|October)$/);
    return true;
  },
  'help-probate': (root) => {
    expect(textOf(root.querySelector('h1')!)).to.equal('Bereavement');
    expect(linkTexts(root)).to.include('Use the online form');
    expect(hrefs(root, 'a[href^="mailto:"]')).to.have.length.of.at.least(2);
    return true;
  },
  'meter-read-form': (root) => {
    expect(root.querySelector('form'), 'the form').not.to.equal(null);
    // The heading template's <b>, from the configuration on the other origin, through the sanitiser.
    expect(textOf(root.querySelector('.mrf-intro b')!)).to.match(/^1 (January|April|July|October)$/);
    expect(linkTexts(root, 'button[type="submit"]')).to.have.length(1);
    return true;
  },
};

/** Every element folder's host-page states (test/elements.generated.ts), twice on one page each. */
const FOLDER_CASES: HostCase[] = (
  await Promise.all(
    ELEMENT_FOLDERS.map(async ({ tag, examples }) =>
      hostExamples((await examples()).examples).map(
        (example): HostCase => ({
          name: `<${tag}>: ${example.name}`,
          page: twice(tag, new URLSearchParams(example.attributes ?? {}).toString()),
          ids: TWO,
          flags: example.flags,
          signedIn: example.signedIn,
          sees: (root, win) => textOf(root).includes(example.shows) && (MORE[tag]?.(root, win, example) ?? true),
        }),
      ),
    ),
  )
).flat();

const CASES: readonly HostCase[] = [
  ...FOLDER_CASES,
  {
    // The app, beside another element: its own page under its base path, not one of its examples.
    name: '<help-and-support with-header base-path="/__host/app/">, beside <help-search>',
    page: `app/?tag=help-and-support&attrs=${encodeURIComponent('with-header&base-path=/__host/app/')}&beside=help-search&origin=other&hostile=1`,
    ids: ['first', 'beside'],
    sees: (root) => {
      if (root.host.localName === 'help-search') return !!root.querySelector('input[type="search"]');
      // The supplier header, from the header configuration on the other origin.
      const header = root.querySelector('[part~="site-header"]')!;
      expect(linkTexts(header, 'button')).to.include.members(['Energy', 'Boilers and heating']);
      expect(linkTexts(header)).to.include('Submit a meter reading');
      // The home page: the page URL is the base path.
      expect(textOf(root.querySelector('h1')!)).to.equal('Help & Support');
      return true;
    },
  },
];

it('every element folder has a state a host page can show, and MORE names only element folders', () => {
  const tags = ELEMENT_FOLDERS.map(({ tag }) => tag);
  for (const tag of Object.keys(MORE)) expect(tags, tag).to.include(tag);
  for (const tag of tags.filter((each) => each !== 'help-and-support')) {
    expect(FOLDER_CASES.some((each) => each.name.startsWith(`<${tag}>`)), `<${tag}>`).to.equal(true);
  }
});

describe('on a host page [all engines]', () => {
  beforeEach(resetStandIns);
  afterEach(async () => {
    frame?.remove();
    frame = undefined;
    signOut();
    await resetStandIns();
  });

  describe('every element, under a strict CSP with Trusted Types required, twice on the page, calling services on another origin, beside hostile CSS, with its place held [both runtimes]', () => {
    for (const each of CASES) {
      it(each.name, async () => {
        if (each.flags) await setFlags(each.flags);
        if (each.signedIn) signIn(each.signedIn);
        const { win, doc } = await openHostPage(each.page);
        for (const id of each.ids) {
          const root = await waitFor(() => doc.getElementById(id)?.shadowRoot, { message: `#${id}'s shadow root` });
          await waitFor(() => each.sees(root, win), { message: `what a customer sees in #${id}` });
          expect(root.querySelector('.help-fallback'), `#${id} failed to start`).to.equal(null);
        }
        // Whatever the elements do once they show (a late request, a picture, a report) is done.
        await settle(win);

        // 1. Nothing blocked, failed or reported, and Trusted Types really enforced where the engine has them.
        expect(win.__host.violations, 'CSP violations').to.deep.equal([]);
        expect(win.__host.errors, 'errors').to.deep.equal([]);
        expect(win.__host.reports, 'failures the elements reported').to.deep.equal([]);
        if (win.trustedTypes) {
          expect(() => {
            doc.createElement('div').innerHTML = '<b>plain string</b>';
          }).to.throw();
        }

        // 3. The services are on the other origin: this page reached them through CORS.
        const services = new URL((JSON.parse(doc.getElementById('help-and-support-config')!.textContent) as { contentBaseUrl: string }).contentBaseUrl);
        expect(services.origin).not.to.equal(win.location.origin);
        expect(services.port).to.equal(win.location.port);

        // 4. The page's `* { font-family; color; letter-spacing; text-transform }` stays outside:
        // the element's text keeps its own type, and its colours (dark text; white on a dark header).
        for (const id of each.ids) {
          const root = doc.getElementById(id)!.shadowRoot!;
          const heading = headingOf(root)!;
          for (const [what, node] of [
            ['text', root.querySelector('.help-root')!],
            ['heading', heading],
          ] as const) {
            const style = win.getComputedStyle(node);
            expect(style.fontFamily, `#${id} ${what} font`).to.match(/^system-ui/);
            expect(style.letterSpacing, `#${id} ${what} letter spacing`).to.equal('normal');
            expect(style.textTransform, `#${id} ${what} case`).to.equal('none');
          }
          expect(win.getComputedStyle(root.querySelector('.help-root')!).color, `#${id} text colour`).to.equal('rgb(11, 12, 12)');
          expect(win.getComputedStyle(heading).color, `#${id} heading colour`).to.be.oneOf(['rgb(11, 12, 12)', 'rgb(255, 255, 255)']);
        }

        // 5. Nothing moved while it loaded (engines that report layout shifts).
        if (PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
          const { cls, shifts } = layoutShift(win);
          expect(cls, `cumulative layout shift: ${shifts}`).to.be.at.most(0.01);
        }
      });
    }
  });

  describe('<meter-read-form>', () => {
    it("keeps its own type and colours beside the page's hostile CSS, and takes a theme from an ancestor or the element, twice on one page", async () => {
      const { win, doc } = await openHostPage('page.html?count=2&hostile=1&theme=1');
      const first = await waitFor(() => formIn(doc, 'first'), { message: 'the form' });
      await waitFor(() => formIn(doc, 'second'), { message: 'the second form' });
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
      // With the services on the page's own origin (the configuration's defaults) too, nothing is blocked.
      await waitFor(() => doc.getElementById('first')!.shadowRoot!.querySelector('.mrf-intro b'), { message: 'the sanitised template' });
      expect(win.__host.violations).to.deep.equal([]);
      expect(win.__host.errors).to.deep.equal([]);
      expect(win.__host.reports).to.deep.equal([]);
    });

    it('holds its place while the form loads: what follows stays where it was, out of sight', async () => {
      // The meter-read config is held on its way while the page is looked at: the form cannot
      // show before it (SPEC).
      const config = new URL(defaultConfig.meterReadConfigUrl, location.href).pathname;
      const { win, doc } = await openHostPage(`page.html?count=1&hold=${encodeURIComponent(config)}`);
      const below = () => doc.getElementById('below')!.getBoundingClientRect().top;
      await waitFor(() => doc.getElementById('first')?.shadowRoot && win.__host.held.length > 0, { message: 'the element, its configuration asked for' });
      const whileLoading = below();
      expect(whileLoading, 'what follows is pushed out of sight while loading').to.be.greaterThan(win.innerHeight);
      expect(doc.getElementById('first')!.shadowRoot!.querySelector('input'), 'no field shows early').to.equal(null);
      win.__host.release();
      await waitFor(() => formIn(doc, 'first'), { message: 'the form' });
      expect(below()).to.be.greaterThan(win.innerHeight);
      if (PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
        // The sanitised intro has replaced its plain-text version by now, and the page is still.
        await waitFor(() => doc.getElementById('first')!.shadowRoot!.querySelector('.mrf-intro b'), { message: 'the template' });
        await settle(win);
        const { cls, shifts } = layoutShift(win);
        expect(cls, `cumulative layout shift: ${shifts}`).to.be.at.most(0.01);
      }
    });
  });
});
