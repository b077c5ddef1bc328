/**
 * JSON:API documents. The services speak kebab-case (`meta-description`); the app reads
 * camelCase (`metaDescription`). Only keys change: values, `id` and `type` are kept as sent,
 * and the document keeps its shape (`data`, `included`, `attributes`, `relationships`).
 */

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface Relationship {
  data: ResourceIdentifier | ResourceIdentifier[] | null;
  links?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

export interface Resource<A extends object = Record<string, unknown>> {
  type: string;
  id: string;
  attributes: A;
  relationships?: Record<string, Relationship>;
  links?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

export interface JsonApiDocument<D = Resource | Resource[] | null> {
  data: D;
  included?: Resource[];
  meta?: Record<string, unknown>;
  links?: Record<string, unknown>;
}

/** `meta-description` → `metaDescription`. */
export const camelCaseKey = (key: string): string => key.replace(/-([a-z0-9])/gi, (_, c: string) => c.toUpperCase());

/** `metaDescription` → `meta-description`; every capital inside a key starts a word (`pesRegionID` → `pes-region-i-d`). */
export const kebabCaseKey = (key: string): string => key.replace(/\B[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function mapKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, rename));
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[rename(key)] = mapKeys(item, rename);
  return out;
}

/** Renames every key, at any depth, to camelCase. */
export const camelCaseKeys = <T = unknown>(value: unknown): T => mapKeys(value, camelCaseKey) as T;

/** Renames every key, at any depth, to kebab-case. */
export const kebabCaseKeys = <T = unknown>(value: unknown): T => mapKeys(value, kebabCaseKey) as T;

/** A received JSON:API document with camelCase keys throughout. */
export const deserialise = <D = Resource | Resource[] | null>(document: unknown): JsonApiDocument<D> =>
  camelCaseKeys<JsonApiDocument<D>>(document);

/** Builds a request document from camelCase attributes: `{ data: { type, attributes, relationships } }`. */
export function serialise(
  type: string,
  attributes: Record<string, unknown>,
  relationships?: Record<string, Relationship>,
  id?: string,
): { data: { type: string; id?: string; attributes: Record<string, unknown>; relationships?: Record<string, Relationship> } } {
  return {
    data: {
      type,
      ...(id === undefined ? {} : { id }),
      attributes: kebabCaseKeys(attributes),
      ...(relationships ? { relationships: mapRelationshipNames(relationships) } : {}),
    },
  };
}

function mapRelationshipNames(relationships: Record<string, Relationship>): Record<string, Relationship> {
  return Object.fromEntries(Object.entries(relationships).map(([name, rel]) => [kebabCaseKey(name), rel]));
}

/** The included resource a reference points at, if the document carries it. */
export function findIncluded(document: JsonApiDocument<unknown>, ref: ResourceIdentifier): Resource | undefined {
  return document.included?.find((r) => r.type === ref.type && r.id === ref.id);
}

/** The included resources a resource's relationship points at (missing ones are skipped). */
export function related(document: JsonApiDocument<unknown>, resource: Resource<object>, name: string): Resource[] {
  const data = resource.relationships?.[name]?.data;
  const refs = data == null ? [] : Array.isArray(data) ? data : [data];
  return refs.map((ref) => findIncluded(document, ref)).filter((r): r is Resource => r !== undefined);
}
