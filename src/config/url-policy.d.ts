/** The types of url-policy.js, the URL policy (plain JavaScript so the demo's Node code can import it). */

/** Why an address was refused, in words a report can carry after the key's name. */
export declare const REFUSALS: Readonly<{
  characters: string;
  form: string;
  path: string;
  userinfo: string;
  origin: string;
  separator: string;
}>;

export type UrlRefusal = keyof typeof REFUSALS;

export interface UrlPolicy {
  /** The page addresses are resolved against; its origin is always allowed. */
  readonly page: string;
  /** Other origins an absolute address may have, as `URL.origin` writes them. */
  readonly allowedOrigins: readonly string[];
}

export declare function pageUrl(): string;
export declare function urlPolicy(allowedOrigins?: readonly string[], page?: string): UrlPolicy;
export declare function originOf(entry: unknown): string | null;
export declare function urlRefusal(value: unknown, policy: UrlPolicy, options?: { pathOnly?: boolean }): UrlRefusal | null;
export declare function isAllowedUrl(value: unknown, policy: UrlPolicy, options?: { pathOnly?: boolean }): boolean;
export declare function leadsToAllowedOrigin(href: string, policy: UrlPolicy): boolean;
export declare function hasScheme(value: string): boolean;
