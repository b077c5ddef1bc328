/**
 * Named states of an element (`<tag>.examples.ts`): what to set on the stand-in services and
 * the page to see it. The conformance test mounts each one and checks it with axe; the demo
 * can offer them. Types only: nothing here reaches the bundle.
 */
export interface ExampleFault {
  service: 'leads' | 'addresses' | 'content' | 'accounts';
  status?: number;
  delayMs?: number;
  /** The next `times` calls (default 1); or every call until the faults are cleared. */
  times?: number;
  until?: 'cleared';
  /** Only calls whose path starts with this one: `/aem6/content/britishgas/help/meters/`. */
  path?: string;
  /** The calls it has answered (GET /__stub/faults). */
  hits?: number;
  malformed?: boolean;
  network?: boolean;
  stage?: 'before-store' | 'after-store';
}

export interface ElementExample {
  /** What the state is, in a few words: 'meter-read week is over'. */
  name: string;
  /** Attributes set on the element (`{ 'draft-key': 'home' }`). */
  attributes?: Record<string, string>;
  /** Stand-in flags set first (POST /__stub/flags). */
  flags?: { meterReadWeek?: boolean; outage?: { title: string; message: string } | null };
  /** Stand-in faults set first (POST /__stub/faults). */
  faults?: readonly ExampleFault[];
  /** Page path and query the element is shown under (prefill, URL routing). */
  url?: string;
  /**
   * Signed in first, as a demo customer (the stand-in's personas): the token cookies are set
   * before the element mounts.
   */
  signedIn?: 'live' | 'new';
  /**
   * Answers kept on this device unsent from an earlier visit (store/kept/kept.ts), written to
   * localStorage first: `lead` is the lead as it would be sent, `draft` the journey instance
   * whose form offers it ('meterRead').
   */
  kept?: { draft: string; origin: string; lead: unknown };
  /**
   * Sent at once, with the answers as they stand (its submit button pressed): the problems the
   * form finds show, with their summary.
   */
  sent?: boolean;
  /** Text that shows once the state is on screen. */
  shows: string;
  /**
   * The host-page test shows this state on a strict host page (twice, the services on another
   * origin, hostile CSS beside it). When no example of an element says so, its first example a
   * host page can show as it is (no page URL, fault or kept answers) serves.
   */
  hostPage?: boolean;
}
