/**
 * When the app reports the page view of an address: once its screen shows and the requests in
 * flight have settled (the screen then shows its content, or its failure), since only then is
 * it known whether the address is a page at all. An unknown category or article is known to be
 * one only once the categories list is in; it goes to a not-found page, which is not the app's
 * and has no page view from it (nor has an unknown path). A view waits at most
 * PAGE_VIEW_WAIT_MS (a request that never answers), and goes at once when the customer moves on
 * before then: they saw the page.
 */

/** The longest a page view waits for its page to settle. */
export const PAGE_VIEW_WAIT_MS = 10_000;

type Mark = 'shown' | 'leaving';

export interface PageViewTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const windowTimers: PageViewTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class PageViews {
  /** The address shown now whose view has not been sent (null once sent or dropped). */
  #held: string | null = null;
  #at: string | null = null;
  #deadline: unknown;
  /** What the screens said, by address: only the current one's is kept. */
  readonly #marks = new Map<string, Mark>();

  constructor(
    private readonly send: (path: string) => void,
    private readonly timers: PageViewTimers = windowTimers,
  ) {}

  /** The screen of `path` shows (it may say so before the app has taken in the new address). */
  shown(path: string): void {
    if (this.#marks.get(path) !== 'leaving') this.#marks.set(path, 'shown');
  }

  /** `path` leaves the app at once (not found, or to sign in): its view, held or to come, is never sent. */
  leaving(path: string): void {
    this.#marks.set(path, 'leaving');
    if (this.#held === path) this.#drop();
  }

  /** The app is at `path` now: the view of the address before goes if it was held. */
  arrive(path: string): void {
    if (path === this.#at) return;
    if (this.#held !== null) this.#release();
    this.#at = path;
    for (const marked of this.#marks.keys()) if (marked !== path) this.#marks.delete(marked);
    if (this.#marks.get(path) === 'leaving') return;
    this.#held = path;
    this.#deadline = this.timers.set(() => this.#release(), PAGE_VIEW_WAIT_MS);
  }

  /** Sends the held view once its screen shows, unless requests are still in flight (`busy`). */
  settle(busy: boolean): void {
    if (this.#held !== null && !busy && this.#marks.get(this.#held) === 'shown') this.#release();
  }

  /** The app has gone: a view still held is dropped. */
  stop(): void {
    this.#drop();
    this.#at = null;
    this.#marks.clear();
  }

  #release(): void {
    const path = this.#held;
    this.#drop();
    if (path !== null) this.send(path);
  }

  #drop(): void {
    this.timers.clear(this.#deadline);
    this.#held = null;
  }
}
