/**
 * The one way the bundle tells someone that something went wrong: a lead that was not
 * accepted, a screen that failed, a configuration that could not be read. It writes to the
 * console (or the sink `setReporter` gives: monitoring once the customer has consented, a test
 * spy), and in production adds an error-category event to the page's data layer (the report
 * sink, which the consent code sets). Both are kept under registered symbols, so two bundles on
 * one page report through the same ones.
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

/** Where the page's reporter is kept: every copy of the bundle, and every entry script, reports through it. */
export const REPORTER_KEY = Symbol.for('help-and-support.reporter');

export type WithReporter = typeof globalThis & { [REPORTER_KEY]?: Reporter };

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
  // Never at once: a failure found while the configuration is read reaches the sink once it has
  // been read (the data layer's name is in it).
  const sink = reportSink();
  if (!Array.isArray(sink)) queueMicrotask(() => sink(error, context));
  else if (sink.length < HELD_AT_MOST) sink.push([error, context]);
}

/**
 * Where every report also goes as an event: the page's data layer (in production). It lives
 * with the consent code, which sets it when it loads (consent/data-layer.ts, off every element's
 * first download): report/ is told where to send, and imports nothing above it. It must not
 * throw: a failure report never breaks the screen that made it.
 */
export type ReportSink = (error: unknown, context: ReportContext) => void;

const REPORT_SINK_KEY = Symbol.for('help-and-support.report-sink');

/** Reports kept for a sink not set yet (the page's first failures); later ones are dropped. */
const HELD_AT_MOST = 20;

type WithReportSink = typeof globalThis & { [REPORT_SINK_KEY]?: ReportSink | [unknown, ReportContext][] };

/** The sink once set, until then the reports held for it; page-wide, like the reporter. */
function reportSink(): ReportSink | [unknown, ReportContext][] {
  return ((globalThis as WithReportSink)[REPORT_SINK_KEY] ??= []);
}

/** Sends every report to `sink` as well, starting with those held for it. */
export function setReportSink(sink: ReportSink): void {
  const held = reportSink();
  (globalThis as WithReportSink)[REPORT_SINK_KEY] = sink;
  if (Array.isArray(held)) for (const [error, context] of held) queueMicrotask(() => sink(error, context));
}
