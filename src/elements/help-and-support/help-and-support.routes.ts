/**
 * Every public route of the Help & Support area: the routes of each element folder that has a
 * `<tag>.app-routes.ts` (app-routes.generated.ts lists them), ranked so that a path with fixed
 * segments wins over a pattern: `/complaints/feedback` before `/complaints/:complaint`, every
 * fixed route before `/:category` and `/:category/:article`. Anything no route takes goes to the
 * main site's page-not-found page (the app's fallback).
 *
 * The app names each element's screens through those files rather than importing the elements'
 * route tables: a table lives in its element's own chunk (with the element's shell and
 * stylesheet), which the app's home page must not download. Each screen arrives as its own chunk
 * with its data and its element's stylesheet, only when its route opens. The test checks that
 * every path of every element's table is here.
 */
import type { ScreenRoute } from '../../router/route-table';
import { ELEMENT_APP_ROUTES } from './app-routes.generated';

/** A segment's weight: a fixed name outranks a `:param`. */
const segmentRanks = (path: string) => path.split('/').filter(Boolean).map((segment) => (segment.startsWith(':') ? 1 : 0));

/**
 * Routes in the order the router tries them: segment by segment, a fixed name before a
 * parameter, then the shorter first (routes of different lengths never match one path, but the
 * order must be total for the sort); equal ones keep the order given.
 */
export function rankRoutes(routes: readonly ScreenRoute[]): ScreenRoute[] {
  return [...routes].sort((a, b) => {
    const [x, y] = [segmentRanks(a.path), segmentRanks(b.path)];
    for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return x.length - y.length;
  });
}

export const appRoutes: readonly ScreenRoute[] = rankRoutes(ELEMENT_APP_ROUTES.flat());
