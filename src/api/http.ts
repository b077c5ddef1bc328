/**
 * The one HTTP client: `fetch` with a base URL, fixed headers, an optional time-out, the
 * request hooks the services need (XSRF), and error responses thrown with their body already
 * read, so `toAppError()` can map them synchronously. It never retries: retrying is the query
 * layer's job (one set of delays), and a POST is never repeated by either.
 *
 * Why not a library: every page downloads this before its first screen, and the budget above
 * React is about 30 kB gzip; ky cost 4.9 kB of it for the five calls the services need.
 */
import { ClientError, HttpError, TimeoutError } from './errors';

export interface HttpClientOptions {
  /** Prepended to every path; relative prefixes resolve against the page. */
  prefixUrl?: string;
  headers?: Record<string, string>;
  /** Milliseconds until the response headers must have arrived, or false for no limit. */
  timeout?: number | false;
  /** Error responses from this service are JSON:API documents (an `errors` array). */
  jsonApi?: boolean;
  parseJson?: (text: string) => unknown;
  /** Run on each request before it is sent, in order. */
  beforeRequest?: Array<(request: Request) => void>;
}

export interface RequestOptions {
  searchParams?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  timeout?: number | false;
  cache?: RequestCache;
}

/** The response, with shortcuts that read its body; error statuses reject. */
export type ResponsePromise = Promise<Response> & {
  /** The parsed body; '' for an empty body. */
  json<T = unknown>(): Promise<T>;
  text(): Promise<string>;
};

export interface HttpClient {
  get(path: string, options?: RequestOptions): ResponsePromise;
  post(path: string, options?: RequestOptions): ResponsePromise;
  /** A client with these options added: headers merged, hooks appended. */
  extend(options: HttpClientOptions): HttpClient;
}

function toUrl(prefixUrl: string | undefined, path: string, searchParams: Record<string, string> | undefined): URL {
  const prefix = prefixUrl === undefined || prefixUrl === '' ? '' : prefixUrl.replace(/\/?$/, '/');
  const url = new URL(prefix + path, document.baseURI);
  for (const [name, value] of Object.entries(searchParams ?? {})) url.searchParams.set(name, value);
  return url;
}

async function send(client: HttpClientOptions, method: string, path: string, options: RequestOptions): Promise<Response> {
  const url = toUrl(client.prefixUrl, path, options.searchParams);
  if (!/^https?:$/.test(url.protocol)) throw new ClientError('protocol', 'Unsupported protocol');
  const timeout = options.timeout ?? client.timeout ?? false;
  const controller = new AbortController();
  const { signal } = options;
  if (signal?.aborted) controller.abort(signal.reason);
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const request = new Request(url, {
    method,
    headers: { ...client.headers, ...options.headers },
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.cache ? { cache: options.cache } : {}),
    signal: controller.signal,
  });
  client.beforeRequest?.forEach((hook) => hook(request));
  let timedOut = false;
  const timer = timeout === false ? undefined : setTimeout(() => ((timedOut = true), controller.abort()), timeout);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (e) {
    throw timedOut ? new TimeoutError(request, timeout as number, { cause: e }) : e;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  if (!response.ok) {
    // A body that cannot be read is reported as empty.
    const body = await response.text().catch(() => '');
    throw new HttpError(request, response, body, client.jsonApi === true);
  }
  return response;
}

/** A client for one service. */
export function createHttpClient(client: HttpClientOptions = {}): HttpClient {
  const call = (method: string) => (path: string, options: RequestOptions = {}) => {
    const response = send(client, method, path, options) as ResponsePromise;
    response.text = async () => (await response).text();
    response.json = async <T>() => {
      const text = await response.text();
      return (text === '' ? '' : (client.parseJson ?? JSON.parse)(text)) as T;
    };
    return response;
  };
  return {
    get: call('GET'),
    post: call('POST'),
    extend: (more) =>
      createHttpClient({
        ...client,
        ...more,
        headers: { ...client.headers, ...more.headers },
        beforeRequest: [...(client.beforeRequest ?? []), ...(more.beforeRequest ?? [])],
      }),
  };
}
