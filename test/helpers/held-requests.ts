/**
 * Holds the page's requests to a service until the test lets them go, so a test can look at
 * what a customer sees while an answer is on its way however busy the machine is. (A stand-in's
 * delay is a race: a slow machine can reach its first look after the answer has arrived.)
 */
export interface HeldRequests {
  /** The URLs of the requests held so far, in order. */
  readonly urls: string[];
  /** Lets every held request (and any later one) go on to the service. */
  release(): void;
  /** Puts the window's own fetch back; releases first. */
  restore(): void;
}

const holding = new Set<HeldRequests>();

/**
 * Holds every fetch from `win` whose URL contains `urlPart` (for example '/leads', or a content
 * path) until release(). resetPage() restores any still in place.
 */
export function holdRequests(urlPart: string, win: Window & typeof globalThis = window): HeldRequests {
  const original = win.fetch.bind(win);
  const urls: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // Read the URL without building a Request: that would take a request's body from it.
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(urlPart)) {
      urls.push(url);
      await released;
    }
    return original(input, init);
  };
  const held: HeldRequests = {
    urls,
    release,
    restore() {
      release();
      if (holding.delete(held)) win.fetch = original;
    },
  };
  holding.add(held);
  return held;
}

/** Restores every hold still in place, newest first. */
export function restoreHeldRequests(): void {
  for (const held of [...holding].reverse()) held.restore();
}
