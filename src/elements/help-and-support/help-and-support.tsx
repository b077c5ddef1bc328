/**
 * `<help-and-support>`: the whole Help & Support area. Every element's route table in one
 * router on the page URL under the base path; the app owns the page (title, description, page
 * views) and keeps one draft per journey.
 */
import { useDeferredValue, useEffect, useState } from 'react';
import { checkedBasePath, getConfig } from '../../config';
import { sendPageViewsToDataLayer } from '../../consent/help-and-support/page-views';
import { useElement, type ElementInfo } from '../../platform/element-context';
import { ElementShell, ElementStartError, type ElementProps } from '../../shell/element-shell';
import { pagePathUnderBase } from '../../router/content-pages/route-segment';
import { AppRoutes } from '../../router/help-and-support/app-routes';
import { useRouteScreen } from '../../router/element-routes';
import { lazyScreen, type ScreenRoute } from '../../router/route-table';
import { NotFoundRedirect } from '../../router/content-pages/not-found';
import { AuthoringCheck, type AuthoringNoteProps } from '../../router/content-pages/authoring';
import { useTakingOver } from '../../platform/snapshot';
import { GasEmergencyStrip, HeaderOutline } from './help-and-support.parts';
import { appRoutes } from './help-and-support.routes';
import styles from './help-and-support.styles.css';

/**
 * The host's own attributes, read once at mount: moving the base path later would strand the
 * customer. A `base-path` the URL policy refuses leaves the configured one.
 */
function appAttributes(container: ElementProps['container']) {
  const host = container instanceof ShadowRoot ? container.host : container;
  const basePath = host?.getAttribute('base-path');
  return {
    basePath: basePath ? checkedBasePath(basePath, 'base-path', getConfig().basePath, undefined, '<help-and-support>') : getConfig().basePath,
    withHeader: host?.hasAttribute('with-header') ?? false,
    // Its screens always route by the page URL, own the page and keep one draft per journey.
    info: {
      tag: 'help-and-support',
      container: container ?? null,
      urlRouting: true,
      inApp: true,
      ownsPage: true,
      instance: '',
      authoring: host?.hasAttribute('authoring') ?? false,
    } satisfies ElementInfo,
  };
}

/**
 * The supplier header, fetched only for `with-header`; its place is held while it loads, with
 * the gas emergency line already in it.
 */
const siteHeader: ScreenRoute = { path: '/', screen: lazyScreen(() => import('./header/SiteHeader')) };

function Header() {
  // The page's skip link goes past the header to the page's own content.
  const { container } = useElement();
  useEffect(() => {
    if (!(container instanceof ShadowRoot)) return undefined;
    // Loaded after the first screen, as the header is: no page waits for it.
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./help-and-support.skip-link').then(({ skipPastHeader }) => {
      if (!gone) stop = skipPastHeader(container.host, () => container.querySelector('.help-root > :is(.site-header, .has-header-placeholder)'));
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [container]);
  // The header is drawn in the background, in slices, once its code is in: the page's form stays
  // answering a slow phone's taps meanwhile.
  const SiteHeader = useDeferredValue(useRouteScreen(siteHeader));
  // A snapshot holds the header's place: the render taking it over shows that place too.
  const takingOver = useTakingOver();
  return SiteHeader && !takingOver ? (
    <SiteHeader />
  ) : (
    <HeaderOutline>
      <GasEmergencyStrip />
    </HeaderOutline>
  );
}

/**
 * On a page outside its base path the app has no page to show: a mistake in the page (or its
 * `base-path`), reported and shown as the element's fallback, not a redirect of the whole page.
 */
function OutsideBasePath({ basePath }: { basePath: string }): never {
  throw new ElementStartError(`<help-and-support> is on ${window.location.pathname}, outside its base path ${basePath}`);
}

/** What an author is told on a page outside the base path (authoring mode only). */
const AUTHORING_NOTE = lazyScreen<AuthoringNoteProps>(() => import('./authoring/help-and-support.authoring'));

export function HelpAndSupportApp({ container }: ElementProps) {
  const [{ basePath, withHeader, info }] = useState(() => {
    // Before the first route's page view is reported (its effect runs before this component's).
    sendPageViewsToDataLayer();
    return appAttributes(container);
  });
  return (
    <ElementShell container={container} styles={[styles]} info={info}>
      {pagePathUnderBase(basePath) === null ? (
        <AuthoringCheck note={AUTHORING_NOTE} given={{ 'base-path': basePath, page: window.location.pathname }}>
          <OutsideBasePath basePath={basePath} />
        </AuthoringCheck>
      ) : (
        <AppRoutes routes={appRoutes} basePath={basePath} header={withHeader ? <Header /> : null} fallback={<NotFoundRedirect to="main-site" />} />
      )}
    </ElementShell>
  );
}
