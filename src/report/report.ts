/**
 * The one way the bundle tells someone that something went wrong: a lead that was not
 * accepted, a screen that failed, a configuration that could not be read. It writes to the
 * console (or the sink `setReporter` gives: monitoring once the customer has consented, a test
 * spy), and in production adds an error event to the page's data layer (SPEC §8).
 * Kept under a registered symbol, so two bundles on one page report through the same sink.
 */

export interface ReportContext {
  /** What was being done, in a few words: 'sending a meter reading'. */
  action: string;
  /** The custom element involved, when there is one. */
  element?: string;
  /** Expected failures (a service answered 500) are warnings; anything else is an error. */
  level?: 'warn' | 'error';
  /** Anything else worth knowing; never tokens or what the customer typed. */
  detail?: Record<string, string | number | boolean | null>;
}

export type Reporter = (error: unknown, context: ReportContext) => void;

const REPORTER_KEY = Symbol.for('help-and-support.reporter');

type WithReporter = typeof globalThis & { [REPORTER_KEY]?: Reporter };

/** The console, with a prefix that says where the message came from. */
export const consoleReporter: Reporter = (error, { action, element, level = 'error', detail }) => {
  const where = element ? `<${element}> ` : '';
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console[level](`help-and-support: ${where}${action} failed: ${message}`, ...(detail ? [detail] : []));
};

/** Routes every report to `reporter` (monitoring, a test spy); returns the previous one. */
export function setReporter(reporter: Reporter): Reporter {
  const scope = globalThis as WithReporter;
  const previous = scope[REPORTER_KEY] ?? consoleReporter;
  scope[REPORTER_KEY] = reporter;
  return previous;
}

/** Reports a failure; never throws, whatever the sink does. */
export function report(error: unknown, context: ReportContext): void {
  try {
    ((globalThis as WithReporter)[REPORTER_KEY] ?? consoleReporter)(error, context);
  } catch {
    // A broken sink must not break the screen that reported.
  }
  // Loaded on the first report, not with every element: failures are rare. (Later, too: a
  // failure found while the configuration is read is added once it has been.)
  import('../consent/data-layer').then(
    (dataLayer) => dataLayer.errorToDataLayer(error, context),
    () => undefined,
  );
}
