/**
 * Errors every API call ends in, with the product's messages. Each class sets an explicit
 * `name` so it survives minification, and `toAppError()` turns whatever the HTTP client, fetch
 * or JSON parsing threw into one of them.
 */
import { isRecord } from '../util';
import { camelCaseKeys } from './jsonapi';

/** A JSON-API error, as carried in `ApiError.details`. */
export interface JsonApiError {
  id: string;
  title: string;
  description: string;
  status: string;
  message: string;
  failureCount: number;
}

export const API_ERROR_TITLE = "Your information hasn't gone through";
export const API_ERROR_DESCRIPTION = "There's been a problem recording your details. Please try again.";

/** An error code: the status followed by its text, e.g. "500 Internal Server Error". */
export function errorCode(status: number, statusText: string): string {
  return `${status} ${statusText}`.trim();
}

/** An error response from a JSON:API service (main API, leads). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly title = API_ERROR_TITLE;
  readonly description = API_ERROR_DESCRIPTION;
  readonly code: string;

  constructor(
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    readonly details: JsonApiError[] = [],
    options?: ErrorOptions,
  ) {
    super(`Request failed with status code ${status}`, options);
    this.code = errorCode(status, statusText);
  }
}

/** An error response from any other service (content server, static JSON). */
export class FetchError extends Error {
  override name = 'FetchError';
  readonly code: string;

  constructor(
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    readonly text: string,
    options?: ErrorOptions,
  ) {
    super(`Fetching ${url} returned response: Status: ${status}, Text: ${text}`, options);
    this.code = errorCode(status, statusText);
  }
}

/** What went wrong when there is no usable error response. */
export type ClientErrorKind = 'network' | 'aborted' | 'timeout' | 'protocol' | 'malformed' | 'unknown';

/** A call that failed before (or without) an HTTP error status: network, abort, time-out, bad body. */
export class ClientError extends Error {
  override name = 'ClientError';

  constructor(
    readonly kind: ClientErrorKind,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** Analytics-friendly code; there is no status to report. */
  get code(): string {
    return this.kind;
  }
}

export type AppError = ApiError | FetchError | ClientError;

/** The error for a body that is not JSON or not the expected shape. */
export const malformedResponse = (cause?: unknown): ClientError =>
  new ClientError('malformed', 'Malformed response', cause === undefined ? undefined : { cause });

export const isAppError = (e: unknown): e is AppError =>
  e instanceof ApiError || e instanceof FetchError || e instanceof ClientError;


const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** An error status as the HTTP client (`http.ts`) throws it, with its body already read. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly request: Request,
    readonly response: Response,
    readonly body: string,
    /** The service answers errors with JSON:API documents. */
    readonly jsonApi: boolean,
  ) {
    super(`Request failed with status code ${response.status}`);
  }
}

/** No response headers within the time-out the HTTP client was given. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';

  constructor(
    readonly request: Request,
    readonly timeout: number,
    options?: ErrorOptions,
  ) {
    super(`timeout of ${timeout} ms exceeded`, options);
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Maps a JSON:API `errors` array to JsonApiErrors. */
export function toJsonApiErrors(body: unknown): JsonApiError[] {
  const doc = camelCaseKeys(body);
  if (!isRecord(doc) || !Array.isArray(doc.errors)) return [];
  return doc.errors.filter(isRecord).map((e) => {
    const meta = isRecord(e.meta) ? e.meta : {};
    return {
      id: str(e.id),
      title: str(e.title),
      description: str(e.detail ?? e.description),
      status: str(e.status),
      message: str(e.message ?? meta.message ?? e.detail ?? e.code),
      failureCount: Number(e.failureCount ?? meta.failureCount ?? 0) || 0,
    };
  });
}

function fromHttpError(e: HttpError): AppError {
  const { response } = e;
  const url = e.request.url;
  const body = parse(e.body);
  const details = toJsonApiErrors(body);
  if (e.jsonApi || details.length) return new ApiError(url, response.status, response.statusText, details, { cause: e });
  const json = isRecord(body) ? body : {};
  const text = str(json.message) || response.statusText || str(json.Message);
  return new FetchError(url, response.status, response.statusText, text, { cause: e });
}

/**
 * A body that is not JSON: `Response.json()` rejects with a `SyntaxError` in Chromium and
 * Firefox, but with a DOMException named "SyntaxError" in WebKit (Safari).
 */
const isJsonSyntaxError = (e: unknown): boolean =>
  e instanceof SyntaxError || (e instanceof DOMException && e.name === 'SyntaxError');

/**
 * Turns anything an API call threw into an AppError:
 * error status → ApiError (JSON:API services) or FetchError (others); fetch's TypeError →
 * 'Network Error'; abort → 'Request aborted'; time-out → 'timeout of N ms exceeded';
 * unparseable JSON → a 'malformed' ClientError.
 */
export function toAppError(e: unknown): AppError {
  if (isAppError(e)) return e;
  if (e instanceof HttpError) return fromHttpError(e);
  if (e instanceof TimeoutError) return new ClientError('timeout', e.message, { cause: e });
  if (e instanceof DOMException && e.name === 'AbortError') return new ClientError('aborted', 'Request aborted', { cause: e });
  if (isJsonSyntaxError(e)) return malformedResponse(e);
  if (e instanceof TypeError) return new ClientError('network', 'Network Error', { cause: e });
  return new ClientError('unknown', e instanceof Error ? e.message : String(e), { cause: e });
}

/** Runs a call and rethrows any failure as an AppError. */
export async function mapErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw toAppError(e);
  }
}
