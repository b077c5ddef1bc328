/**
 * The page's data layer (`window.dataLayer` unless the configuration names another): page views
 * of the `<help-and-support>` app and, in production, errors as events. The page's tag
 * manager reads it and applies the customer's consent, so nothing here waits for consent; and
 * so nothing personal goes in: paths have their identifiers replaced, errors carry their name
 * and code, never a message, a URL or anything typed.
 */
import { getConsentConfig } from './consent-config';
import type { PageView } from '../platform/help-and-support/page';
import { setReportSink } from '../report';
import { maskPath } from './mask-path';

/** A global name a page can give its data layer; anything else falls back to the default. */
const DATA_LAYER_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
export const DEFAULT_DATA_LAYER = 'dataLayer';

export type DataLayerEntry = Record<string, string | number | boolean | null>;

function dataLayer(): DataLayerEntry[] {
  const configured = getConsentConfig().analytics.dataLayerName;
  const name = DATA_LAYER_NAME.test(configured) ? configured : DEFAULT_DATA_LAYER;
  const scope = window as unknown as Record<string, unknown>;
  if (!Array.isArray(scope[name])) scope[name] = [];
  return scope[name] as DataLayerEntry[];
}

export function pushToDataLayer(entry: DataLayerEntry): void {
  dataLayer().push(entry);
}

/** The data layer's page view event. */
export const PAGE_VIEW_EVENT = 'page_view';

/** A page of the app as a page view: its full path, the customer's identifiers replaced. */
export function pageViewToDataLayer({ path, basePath }: PageView): void {
  pushToDataLayer({ event: PAGE_VIEW_EVENT, page_path: maskPath(`${basePath.replace(/\/$/, '')}${path}`) });
}

/** The environment whose errors go to the data layer: production only. */
const PRODUCTION = 'production';

/**
 * A failure as the data layer's error event (an error-category event, in production
 * only): what was being done, where, and the error's name and code (an HTTP status and its
 * text). Never its message, which may hold a URL or something the customer typed.
 */
export function errorToDataLayer(error: unknown, context: { action: string; element?: string | undefined }): void {
  if (getConsentConfig().monitoring.env !== PRODUCTION) return;
  const named = error instanceof Error ? error : undefined;
  const code = (named as { code?: unknown } | undefined)?.code;
  pushToDataLayer({
    event: 'error',
    category: 'error',
    action: context.action,
    element: context.element ?? null,
    name: named?.name ?? typeof error,
    code: typeof code === 'string' || typeof code === 'number' ? code : null,
  });
}

// Once this module is on the page, every report is also an error event here, those made
// before it arrived too (report/ holds them until it is told where to send).
setReportSink((error, context) => {
  try {
    errorToDataLayer(error, context);
  } catch {
    // A host's broken data layer must not break the screen that reported.
  }
});
