/**
 * Named states of an element (`<tag>.examples.ts`): what to set on the stand-in services and
 * the page to see it. The conformance test mounts each one and checks it with axe; the demo
 * can offer them. Types only: nothing here reaches the bundle.
 */
export interface ExampleFault {
  service: 'leads' | 'addresses' | 'content' | 'accounts';
  status?: number;
  delayMs?: number;
  times?: number;
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
   * Answers kept on this device unsent from an earlier visit (store/kept.ts), written to
   * localStorage first: `lead` is the lead as it would be sent, `draft` the journey instance
   * whose form offers it ('meterRead').
   */
  kept?: { draft: string; origin: string; lead: unknown };
  /** Text that shows once the state is on screen. */
  shows: string;
}
