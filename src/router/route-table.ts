/**
 * Route tables: each element says which paths it serves and which screen each path shows,
 * loaded lazily. The element mounts its own table (ElementRoutes); the `<help-and-support>`
 * app composes every element's table into one router. Paths are relative to the base path and
 * written once, here; screens navigate with the same constants.
 */
import type { ComponentType } from 'react';

/** A screen module: its default export is the screen. */
export type ScreenModule = { default: ComponentType };

/** A lazily loaded screen: fetched once, shared by every element instance on the page. */
export interface LazyScreen {
  /** Starts the download (again after a failure); resolves with the screen. */
  load(): Promise<ComponentType>;
  /** The screen once it has arrived, so a second mount renders at once. */
  readonly loaded: ComponentType | undefined;
}

export function lazyScreen(importer: () => Promise<ScreenModule>): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  return {
    load() {
      loading ??= importer().then(
        (module) => (loaded = module.default),
        (error: unknown) => {
          loading = undefined; // the next mount tries again
          throw error;
        },
      );
      return loading;
    },
    get loaded() {
      return loaded;
    },
  };
}

/** The values of a route's `:name` segments ('/:category/:article' → { category, article }). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface ScreenRoute {
  /** Relative to the base path, with a leading slash: '/submit-meter-read'. */
  path: `/${string}`;
  screen: LazyScreen;
  /**
   * Starts the screen's data request, called together with the screen's download so the two
   * travel in parallel (a TanStack prefetch: the screen's own query then finds it in flight).
   * It gets the route's params: an article's page starts that article.
   */
  prefetch?: (params: RouteParams) => void;
  /**
   * The stylesheets its screen needs (its element's own), adopted where it renders: in its
   * element, or inside the `<help-and-support>` app.
   */
  styles?: readonly string[];
}

/** An element's routes; the first is where an embedded element starts. */
export type RouteTable = readonly [ScreenRoute, ...ScreenRoute[]];

/** Starts a route's screen and data together; resolves when the screen is in. */
export function startRoute(route: ScreenRoute, params: RouteParams = {}): Promise<ComponentType> {
  route.prefetch?.(params);
  return route.screen.load();
}
