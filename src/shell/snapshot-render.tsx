/**
 * The build's render of an element's first screen (scripts/snapshots.mjs runs it in Node, with
 * React's server renderer): the markup the element later takes over, and the stylesheets its
 * components asked for. Never in a bundle.
 */
import { renderToString } from 'react-dom/server';
import { getQueryClient } from '../api/query-client';
import { collectingStyles } from '../styles/adopt';
import { sheetId } from '../styles/sheet-id';
import type { ScreenRoute } from '../router/route-table';
import { sanitiserQuery } from '../api/content-api/content';
import type { FirstScreen, SnapshotData, SnapshotFacts } from '../platform/snapshot';
import { routeParams, snapshotDataScript } from '../platform/take-over/snapshot-data';
import { SnapshotRoot } from './take-over/take-over';

/**
 * The element's shadow root as its app reads it: its host's tag and attributes (an app reads
 * `with-header` from its host, every element `owns-page` and `draft-key`).
 */
function shadowRootOf(tag: string, attributes: Readonly<Record<string, string>>): ShadowRoot {
  const host = {
    localName: tag,
    id: '',
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  };
  // Defined on the object itself: a DOM's ShadowRoot (jsdom's, on a host's server) has `host` as a getter.
  return Object.defineProperty(Object.create(ShadowRoot.prototype) as ShadowRoot, 'host', { value: host });
}

/**
 * A first screen as the build renders it: its markup, the stylesheets its components asked for
 * (in that order, as its link's file holds them), those of them the element adopts afresh as it
 * takes the screen over (their copy in the link is in force only until then), and the names
 * (`sheetId`) of the others, which the link lists: the element leaves those sheets to the link.
 */
export interface RenderedScreen {
  html: string;
  styles: string[];
  afresh: string[];
  sheets: string[];
}

export async function renderFirstScreen(
  first: FirstScreen,
  { tag, facts, attributes = {} }: { tag: string; facts: SnapshotFacts; attributes?: Readonly<Record<string, string>> },
): Promise<RenderedScreen> {
  await first.load(facts.path);
  const App = first.app;
  const { rendered, styles } = collectingStyles(() =>
    renderToString(
      <SnapshotRoot facts={facts}>
        <App container={shadowRootOf(tag, attributes)} />
      </SnapshotRoot>,
    ),
  );
  // A sheet of :has() rules (fields that follow the choices) is adopted afresh: WebKit restyles such
  // a rule on a choice the script makes (the answers put back) only when a root's sheets change.
  const afresh = styles.filter((css) => css.includes(':has('));
  return { html: rendered, styles, afresh, sheets: styles.filter((css) => !afresh.includes(css)).map(sheetId) };
}

/** Resolves once no query of the page's client is fetching (the route's prefetch has settled). */
async function settled(): Promise<void> {
  const client = getQueryClient();
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  // The prefetch may start its queries after a dynamic import: a few turns for them to begin.
  for (let count = 0; count < 20; count += 1) await turn();
  while (client.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 2));
}

/**
 * An app's page whose content is known only when it is asked for (an article), rendered then, as
 * the build renders the pages it knows: its route's data fetched as the element would fetch it
 * (the route's prefetch, with the page's configuration), then the screen, with that data in the
 * snapshot for the take-over. Null where something the screen needs could not be had (the
 * page is then sent without a snapshot and the element fetches, and says what failed, itself).
 * The page's `location` must be set to the page first (the app's router reads it).
 */
export async function renderPageOnRequest(
  first: FirstScreen,
  route: ScreenRoute,
  { tag, path, date, attributes = {} }: { tag: string; path: string; date: string; attributes?: Readonly<Record<string, string>> },
): Promise<RenderedScreen | null> {
  const params = routeParams(route.path, path);
  if (!params) return null;
  const client = getQueryClient();
  client.clear();
  route.prefetch?.(params);
  await route.screen.load();
  await settled();
  const queries = client.getQueryCache().getAll();
  if (queries.some((query) => query.state.status !== 'success')) return null;
  const facts: SnapshotFacts = { date, path: route.path };
  const rendered = await renderFirstScreen(first, { tag, facts, attributes });
  // The screen's markup needed the sanitiser where the screen asked for it (an article's does,
  // through its query): the element then loads it before it takes the page over.
  const sanitised = client.getQueryData(sanitiserQuery.queryKey) === true;
  const data: SnapshotData = {
    queries: queries.map(({ queryKey, state }) => [queryKey, state.data, state.dataUpdatedAt]),
    ...(sanitised ? { sanitiser: true } : {}),
  };
  client.clear();
  return { ...rendered, html: snapshotDataScript(data) + rendered.html };
}

export { routeParams };
