/** A plain JSON-like object (not null, not an array): the shape check every parser here starts with. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
