/**
 * Mounts an element's route table under the right router:
 *   inside the `<help-and-support>` app   the app's router (nothing added here);
 *   with `url-routing`                    the browser URL under the base path;
 *   embedded (the default)                steps kept in memory: the host page's URL and
 *                                         history are left alone, and a reload starts again
 *                                         at `start` with every answer kept by the store.
 * Query parameters always come from the page URL.
 */
import { useContext, useEffect, useReducer, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Router, Switch, useLocation, useParams } from 'wouter';
import { HeadingFocusContext } from '../components/PageHeading';
import { memoryLocation } from './memory-location';
import { useElement } from '../platform/element-context';
import { Loading, RetryFallback } from '../shell/element-shell';
import { draftKeyOf } from '../store/draft-key';
import { mayHaveKept } from '../store/kept-check';
import { useAdoptedStyles } from '../styles/adopt';
import { later } from '../util';
import { PageViewContext } from './page-views-context';
import { routerBase } from './router';
import { RoutesContext } from './routes-context';
import { startRoute, type KeptAnswersRoute, type LazyScreen, type RouteParams, type RouteTable, type ScreenRoute } from './route-table';

const pageSearch = () => window.location.search.replace(/^\?/, '');

/** A failed arrival: what it failed with (kept in a box, as a rejection may carry anything). */
interface Failed {
  error: unknown;
}

/**
 * Starts `start` on mount and whenever `key` changes, and renders again once it has resolved;
 * returns its failure, if it failed (until the next start). Code still to fetch is started in
 * the task after the commit that mounts it, which on a slow phone is long already; with `now`
 * (what it starts is in already) it starts at once.
 */
function useArrival(start: (() => Promise<unknown>) | undefined, key: readonly unknown[], now = false): Failed | null {
  const [, setArrived] = useState<unknown>();
  const [failed, setFailed] = useState<Failed | null>(null);
  useEffect(() => {
    if (!start) return undefined;
    let mounted = true;
    setFailed(null);
    const begin = () => {
      start().then(
        (value) => mounted && setArrived(() => value),
        (error: unknown) => mounted && setFailed({ error }),
      );
    };
    const cancel = now ? (begin(), undefined) : later(begin);
    return () => {
      mounted = false;
      cancel?.();
    };
    // Keyed on what `start` reads, not on the function (a new one each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's key stands for `start` (above)
  }, key);
  return failed;
}

/** Starts a route's chunk and data (again for each `attempt`); returns the failure, if any. */
function useScreenArrival(route: ScreenRoute, attempt: number): Failed | null {
  const params = useParams();
  // The named params only (wouter also lists them by position), keyed on their values: another
  // article under the same route starts its own data.
  const paramsKey = JSON.stringify(Object.fromEntries(Object.entries(params).filter(([name]) => !/^\d+$/.test(name))));
  // A screen already in starts its data at once: its own queries, which ask first, then share
  // that request (started a task later, it would ask again after a failure they had shown).
  return useArrival(() => startRoute(route, JSON.parse(paramsKey) as RouteParams), [route, paramsKey, attempt], route.screen.loaded !== undefined);
}

/**
 * The screen of a route once its chunk is in; its data request starts at the same moment.
 * Not React.lazy: Suspense holds a revealed boundary back for up to 300 ms, which the customer
 * would spend looking at nothing. A failure is thrown during render, to the element's boundary.
 */
export function useRouteScreen(route: ScreenRoute): ComponentType | undefined {
  const failed = useScreenArrival(route, 0);
  if (failed) throw failed.error;
  return route.screen.loaded;
}

/** A lazily loaded part of a screen once it has arrived (undefined meanwhile, and without one). */
export function useLazyPart<P>(part: LazyScreen<P> | undefined): ComponentType<P> | undefined {
  const failed = useArrival(part && !part.loaded ? () => part.load() : undefined, [part]);
  if (failed) throw failed.error;
  return part?.loaded;
}

/**
 * The offer to show above a journey's step (its route's `journey`), loaded only when answers of
 * that journey are kept: null when there is none (or it could not be fetched: the step shows
 * without it), undefined while it is being fetched.
 */
function useKeptAnswers(route: ScreenRoute): ComponentType<KeptAnswersRoute> | null | undefined {
  const { instance } = useElement();
  const [offer] = useState(() => (route.journey && mayHaveKept(draftKeyOf(route.journey.name, instance)) ? route.journey.offer : undefined));
  const failed = useArrival(offer && !offer.loaded ? () => offer.load() : undefined, [offer]);
  return offer && !failed ? offer.loaded : null;
}

/**
 * A route's screen. A chunk that failed to load (the connection dropped) says so, and is tried
 * again when the connection is back and on "Try again": the customer keeps their place.
 */
export function RouteScreen({ route }: { route: ScreenRoute }) {
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  const failed = useScreenArrival(route, attempt);
  const Screen = route.screen.loaded;
  const Kept = useKeptAnswers(route);
  useAdoptedStyles(useElement().container, ...(Screen ? route.screen.styles : []));
  // In the app, the screen on show is what its address's page view waits for.
  const pageViews = useContext(PageViewContext);
  const [location] = useLocation();
  const showing = Screen !== undefined && Kept !== undefined;
  useEffect(() => {
    if (showing) pageViews?.shown(location);
  }, [pageViews, showing, location]);
  if (!Screen && failed) return <RetryFallback onRetry={retry} tries={attempt} />;
  if (!Screen || Kept === undefined) return <Loading />;
  return (
    <>
      {Kept && route.journey ? <Kept name={route.journey.name} confirmation={route.journey.confirmation} /> : null}
      <Screen />
    </>
  );
}

/**
 * A wouter Switch over the table; any other path shows `fallback` (the table's first screen by
 * default). Headings take focus once the customer has moved within it, not on the screen the
 * page loads with. Its screens find the table's other routes in RoutesContext (a form fetches its
 * confirmation's code there).
 */
export function RouteSwitch({ routes, fallback }: { routes: readonly ScreenRoute[]; fallback?: ReactNode }) {
  const [location] = useLocation();
  const [firstLocation] = useState(location);
  const moved = useRef(false);
  if (location !== firstLocation) moved.current = true;
  return (
    <HeadingFocusContext.Provider value={moved.current}>
      <RoutesContext.Provider value={routes}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path}>
              <RouteScreen route={route} />
            </Route>
          ))}
          <Route>{fallback ?? (routes[0] ? <RouteScreen route={routes[0]} /> : null)}</Route>
        </Switch>
      </RoutesContext.Provider>
    </HeadingFocusContext.Provider>
  );
}

export interface ElementRoutesProps {
  routes: RouteTable;
  /** Where an embedded element starts (default: the first route), e.g. its confirmation after a reload. */
  start?: string;
}

export function ElementRoutes({ routes, start }: ElementRoutesProps) {
  const { inApp, urlRouting } = useElement();
  // Created once: the start decides where an embedded element opens, not where it goes later.
  const [memory] = useState(() => (inApp || urlRouting ? null : memoryLocation({ path: start ?? routes[0].path })));
  const table = <RouteSwitch routes={routes} />;
  if (inApp) return table;
  if (memory) return <Router hook={memory.hook} searchHook={pageSearch}>{table}</Router>;
  return <Router base={routerBase()}>{table}</Router>;
}
