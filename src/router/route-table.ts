/**
 * Route tables: each element says which paths it serves and which screen each path shows,
 * loaded lazily. The element mounts its own table (ElementRoutes); the `<help-and-support>`
 * app composes every element's table into one router. Paths are relative to the base path and
 * written once, here; screens navigate with the same constants.
 */
import type { ComponentType } from 'react';
import type { KeptAnswersRoute } from '../store/draft-key';

/** A screen module: its default export is the screen (or a part of one, taking props). */
export type ScreenModule<P = object> = { default: ComponentType<P> };

/** A stylesheet module (css-as-text): its default export is the CSS. */
export type StylesModule = { default: string };

/** A lazily loaded screen: fetched once, shared by every element instance on the page. */
export interface LazyScreen<P = object> {
  /** Starts the download (again after a failure); resolves with the screen. */
  load(): Promise<ComponentType<P>>;
  /** The screen once it has arrived, so a second mount renders at once. */
  readonly loaded: ComponentType<P> | undefined;
  /** Its element's stylesheet, once loaded with it ([] until then, or when it has none). */
  readonly styles: readonly string[];
}

/**
 * A screen loaded on first use, with its element's stylesheet(s) when given: the two travel in
 * parallel and the screen shows only once both are in (no unstyled flash). Inside the app the
 * stylesheet arrives with the route, so a page that never opens the route never downloads it.
 */
export function lazyScreen<P = object>(
  importer: () => Promise<ScreenModule<P>>,
  stylesImporter?: () => Promise<StylesModule | readonly StylesModule[]>,
): LazyScreen<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  let styles: readonly string[] = [];
  return {
    load() {
      loading ??= Promise.all([importer(), stylesImporter?.()]).then(
        ([module, stylesheet]) => {
          // Several sheets stay several: one shared with another element is adopted once.
          styles = stylesheet ? [stylesheet].flat().map((sheet) => sheet.default) : [];
          return (loaded = module.default);
        },
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
    get styles() {
      return styles;
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
   * A step of a journey that sends a lead: when the page opens it and answers of that journey
   * are kept on the device unsent, the customer is offered to send or discard them.
   */
  journey?: JourneyRoute;
}

export type { KeptAnswersRoute };

/** ...with the offer's code (router/kept-answers-offer.ts makes one). */
export interface JourneyRoute extends KeptAnswersRoute {
  offer: LazyScreen<KeptAnswersRoute>;
}

/** An element's routes; the first is where an embedded element starts. */
export type RouteTable = readonly [ScreenRoute, ...ScreenRoute[]];

/** Starts a route's screen and data together; resolves when the screen is in. */
export function startRoute(route: ScreenRoute, params: RouteParams = {}): Promise<ComponentType> {
  route.prefetch?.(params);
  return route.screen.load();
}
