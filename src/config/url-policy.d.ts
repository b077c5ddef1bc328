/** The types of url-policy.js, the URL policy (plain JavaScript so the demo's Node code can import it). */

/** Why an address is refused, in the words a report gives after the key's name. */
export type UrlRefusal =
  | 'space, control or backslash'
  | 'not a path or http(s) URL'
  | 'not a path'
  | 'user before the host'
  | 'origin not allowed'
  | 'host in the path';

export interface UrlPolicy {
  /** The page addresses are resolved against; its origin is always allowed. */
  readonly page: string;
  /** Other origins an absolute address may have, as `URL.origin` writes them. */
  readonly allowedOrigins: readonly string[];
}

export declare function urlPolicy(allowedOrigins?: readonly string[], page?: string): UrlPolicy;
export declare const allowedOrigins: (entries: unknown, refused?: () => void) => string[];
export declare function destinationRefusal(value: string, policy: UrlPolicy): UrlRefusal | null;
export declare function urlRefusal(value: unknown, policy: UrlPolicy, pathOnly?: boolean): UrlRefusal | null;
export declare const isAllowedUrl: (value: unknown, policy: UrlPolicy, pathOnly?: boolean) => boolean;
