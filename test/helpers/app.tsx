/**
 * Screens as the `<help-and-support>` app shows them: an element's route table composed under
 * the app's router (the page URL under the base path), in an app shell (it owns the page, links
 * between routes are router navigations). For tests that a screen works inside the app as well
 * as in its own element.
 *
 *   history.replaceState(null, '', '/help-and-support/contact-us');
 *   const { root, unmount } = mountInApp(contactUsRoutes);
 *   await waitFor(() => root.querySelector('h1'));
 *
 * No act(): like the elements, it renders as a browser does, and tests wait for what they expect.
 */
import { createRoot } from 'react-dom/client';
import { ElementShell } from '../../src/shell/element-shell';
import { AppRoutes } from '../../src/router/help-and-support/app-routes';
import type { ScreenRoute } from '../../src/router/route-table';

export interface AppMount {
  host: HTMLElement;
  root: ShadowRoot;
  unmount(): void;
}

/**
 * Mounts `routes` (one or more tables: an element's own, or its `<tag>.app-routes.ts`) under the
 * app's router; the page URL says which screen shows.
 */
export function mountInApp(...tables: (readonly ScreenRoute[])[]): AppMount {
  const routes: ScreenRoute[] = tables.flat();
  const host = document.createElement('div');
  host.setAttribute('data-test-app', '');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const reactRoot = createRoot(root);
  reactRoot.render(
    <ElementShell container={root} info={{ tag: 'help-and-support', container: root, urlRouting: true, inApp: true, ownsPage: true, instance: '' }}>
      <AppRoutes routes={routes} basePath="/help-and-support/" fallback={<p>Not a route of these tables</p>} />
    </ElementShell>,
  );
  return {
    host,
    root,
    unmount() {
      reactRoot.unmount();
      host.remove();
    },
  };
}
