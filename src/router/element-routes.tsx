/**
 * Mounts an element's route table under the right router:
 *   inside the `<help-and-support>` app   the app's router (nothing added here);
 *   with `url-routing`                    the browser URL under the base path;
 *   embedded (the default)                steps kept in memory: the host page's URL and
 *                                         history are left alone, and a reload starts again
 *                                         at `start` with every answer kept by the store.
 * Query parameters always come from the page URL (prefill links work when embedded).
 */
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Router, Switch, useLocation, useParams } from 'wouter';
import { HeadingFocusContext } from '../components/PageHeading';
import { memoryLocation } from 'wouter/memory-location';
import { useElement } from '../platform/element-context';
import { Loading } from '../platform/element-shell';
import { useAdoptedStyles } from '../styles/adopt';
import { routerBase } from './router';
import { startRoute, type LazyScreen, type RouteParams, type RouteTable, type ScreenRoute } from './route-table';

const pageSearch = () => window.location.search.replace(/^\?/, '');

/**
 * Starts `start` on mount and whenever `key` changes, and renders again once it has resolved.
 * A failure is thrown during render, so the element's boundary shows its fallback.
 */
function useArrival(start: (() => Promise<unknown>) | undefined, key: readonly unknown[]): void {
  const [, setArrived] = useState<unknown>();
  useEffect(() => {
    if (!start) return undefined;
    let mounted = true;
    start().then(
      (value) => mounted && setArrived(() => value),
      (error: unknown) =>
        mounted &&
        setArrived(() => {
          throw error;
        }),
    );
    return () => {
      mounted = false;
    };
    // Keyed on what `start` reads, not on the function (a new one each render).
  }, key);
}

/**
 * The screen of a route once its chunk is in; its data request starts at the same moment.
 * Not React.lazy: Suspense holds a revealed boundary back for up to 300 ms, which the customer
 * would spend looking at nothing.
 */
export function useRouteScreen(route: ScreenRoute): ComponentType | undefined {
  const params = useParams();
  // The named params only (wouter also lists them by position), keyed on their values: another
  // article under the same route starts its own data.
  const paramsKey = JSON.stringify(Object.fromEntries(Object.entries(params).filter(([name]) => !/^\d+$/.test(name))));
  useArrival(() => startRoute(route, JSON.parse(paramsKey) as RouteParams), [route, paramsKey]);
  return route.screen.loaded;
}

/** A lazily loaded part of a screen once it has arrived (undefined meanwhile, and without one). */
export function useLazyPart<P>(part: LazyScreen<P> | undefined): ComponentType<P> | undefined {
  useArrival(part && !part.loaded ? () => part.load() : undefined, [part]);
  return part?.loaded;
}

export function RouteScreen({ route }: { route: ScreenRoute }) {
  const Screen = useRouteScreen(route);
  useAdoptedStyles(useElement().container, ...(Screen ? route.screen.styles : []));
  return Screen ? <Screen /> : <Loading />;
}

/**
 * A wouter Switch over the table; any other path shows `fallback` (the table's first screen by
 * default). Headings take focus once the customer has moved within it, not on the screen the
 * page loads with.
 */
export function RouteSwitch({ routes, fallback }: { routes: readonly ScreenRoute[]; fallback?: ReactNode }) {
  const [location] = useLocation();
  const [firstLocation] = useState(location);
  const moved = useRef(false);
  if (location !== firstLocation) moved.current = true;
  return (
    <HeadingFocusContext.Provider value={moved.current}>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            <RouteScreen route={route} />
          </Route>
        ))}
        <Route>{fallback ?? (routes[0] ? <RouteScreen route={routes[0]} /> : null)}</Route>
      </Switch>
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
