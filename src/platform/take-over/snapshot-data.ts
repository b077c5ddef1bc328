/**
 * What a page rendered when it was asked for (shell/snapshot-render.tsx, on a host's server)
 * writes into its snapshot beside the screen, and the take-over reads. Pure.
 */
import type { SnapshotData } from '../snapshot';

/**
 * The script element of a snapshot rendered on request that holds its data (SnapshotData). Here,
 * beside the take-over that reads it, not in the platform's chunk, which every page downloads.
 */
export const SNAPSHOT_DATA_ATTRIBUTE = 'data-help-snapshot-data';

/** The params of `path` if `route` (`/:category/:article`) takes it, else null (a malformed address too). */
export function routeParams(route: string, path: string): Readonly<Record<string, string>> | null {
  const pattern = route.split('/').filter(Boolean);
  const segments = path.split('/').filter(Boolean);
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    let segment: string;
    try {
      segment = decodeURIComponent(segments[index] ?? '');
    } catch {
      return null;
    }
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/**
 * The data a snapshot carries for the element to take it over without asking again: JSON in a
 * script element that never runs (its type says data), with `<` escaped so no text of it can end
 * the element or open a comment.
 */
export function snapshotDataScript(data: SnapshotData): string {
  return `<script type="application/json" ${SNAPSHOT_DATA_ATTRIBUTE}>${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

