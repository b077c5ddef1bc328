/**
 * The host page's "Skip to main content" link, past the app's own header. A page's skip link
 * names its main landmark (`href="#main"`), and `<help-and-support with-header>` sits inside it
 * with its header first: the browser lands at the top of the landmark, which is the header, and
 * a fragment cannot name anything inside a shadow root. So the app hears a same-page link whose
 * target starts with the app and follows it itself: the address takes the link's fragment (so
 * `:target`, `hashchange` and Back are as ever), then focus goes to the start of the page's own
 * content, under the header, scrolled to the top: the next Tab reaches the content's first link or
 * control. (Left to the browser, the move to the fragment would come after any focus given in the
 * click, and Firefox takes focus back to the document with it.) The start takes `tabindex="-1"` while it has
 * focus, as GOV.UK's skip link gives its target, and no focus ring (it is not a control).
 *
 * A page whose target holds something before the app (its own heading, say) keeps the browser's
 * behaviour: the customer skipped to that.
 */

/** Elements that show nothing: they do not count as content before the app. */
const SHOWS_NOTHING = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TEMPLATE', 'NOSCRIPT']);

/** The content start's class while it holds focus (help-and-support.styles.css). */
export const CONTENT_START_CLASS = 'help-content-start';

/** `target` is the host, or starts with it: nothing shown comes before the host inside it. */
export function startsWith(target: Element, host: Element): boolean {
  if (!target.contains(host)) return false;
  for (let node: Element = host; node !== target; node = node.parentElement!) {
    for (let before = node.previousElementSibling; before; before = before.previousElementSibling) {
      if (!SHOWS_NOTHING.has(before.tagName) && before.getClientRects().length > 0) return false;
    }
    for (let text = node.previousSibling; text; text = text.previousSibling) {
      if (text.nodeType === Node.TEXT_NODE && text.textContent?.trim()) return false;
    }
  }
  return true;
}

/** The same-page link a click activated, if any, with its fragment's target element. */
function fragmentLinkOf(event: MouseEvent): { link: HTMLAnchorElement; target: Element } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
  if (!link || link.hash.length < 2 || (link.target && link.target !== '_self')) return null;
  const here = new URL(window.location.href);
  if (link.origin !== here.origin || link.pathname !== here.pathname || link.search !== here.search) return null;
  let id: string;
  try {
    id = decodeURIComponent(link.hash.slice(1));
  } catch {
    return null;
  }
  // The page's own target, in the document (a link inside a shadow root names that root's).
  const root = link.getRootNode();
  const target = root instanceof Document || root instanceof ShadowRoot ? root.getElementById(id) : null;
  return target ? { link, target } : null;
}

/** The first shown element after the header, in the app's root. */
function contentStartAfter(header: Element): HTMLElement | null {
  for (let next = header.nextElementSibling; next; next = next.nextElementSibling) {
    if (next instanceof HTMLElement && next.getClientRects().length > 0) return next;
  }
  return null;
}

/** Focus on the content start, which takes `tabindex="-1"` until focus leaves it. */
function focusContentStart(start: HTMLElement): void {
  const hadTabIndex = start.hasAttribute('tabindex');
  if (!hadTabIndex) {
    start.setAttribute('tabindex', '-1');
    start.classList.add(CONTENT_START_CLASS);
    start.addEventListener(
      'blur',
      () => {
        start.removeAttribute('tabindex');
        start.classList.remove(CONTENT_START_CLASS);
      },
      { once: true },
    );
  }
  start.focus({ preventScroll: true });
  start.scrollIntoView({ block: 'start' });
}

/**
 * Listens on the page for a skip link to a target that starts with `host`; `header()` finds the
 * app's header in its shadow root when one is activated. Returns the clean-up.
 */
export function skipPastHeader(host: Element, header: () => Element | null): () => void {
  const onClick = (event: MouseEvent) => {
    const found = fragmentLinkOf(event);
    if (!found || !startsWith(found.target, host)) return;
    const shown = header();
    const start = shown && contentStartAfter(shown);
    if (!start) return;
    event.preventDefault();
    if (window.location.hash !== found.link.hash) window.location.hash = found.link.hash;
    focusContentStart(start);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
