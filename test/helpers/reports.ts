/** What a test reads of the page's reports (src/report): what was reported, and all of its text. */
import { setReporter, type ReportContext } from '../../src/report';

export interface Reported {
  error: unknown;
  context: ReportContext;
}

/** Collects what is reported until `stop()` (which puts the previous sink back). */
export function collectReports(): { reports: Reported[]; stop(): void } {
  const reports: Reported[] = [];
  const previous = setReporter((error, context) => reports.push({ error, context }));
  return { reports, stop: () => void setReporter(previous) };
}

/**
 * A value as text. A plain object (or array) as JSON: String() would give "[object Object]" and
 * hide what it holds from the tests that look for a token in it.
 */
function textOf(value: unknown): string {
  if (value instanceof Request) return `${value.url} ${[...value.headers].join(' ')}`;
  if (value instanceof Error || typeof value !== 'object' || value === null) return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Everything a reported failure carries, as text: its message, own properties, causes and context. */
export function reportedText({ error, context }: Reported): string {
  const parts: string[] = [JSON.stringify(context)];
  for (let e: unknown = error, depth = 0; e !== undefined && depth < 5; depth += 1) {
    if (!(e instanceof Error)) {
      parts.push(textOf(e));
      break;
    }
    parts.push(e.name, e.message, ...Object.values(e).map(textOf));
    e = e.cause;
  }
  return parts.join('\n');
}
