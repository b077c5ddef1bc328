/**
 * The deals page's route as the `<help-and-support>` app shows it: signed-in customers only
 * (the screen sends anyone else to sign in). Only lazy loads here: the element's own chunk
 * stays out of the app's first download.
 */
import { lazyScreen, type ScreenRoute } from '../../router/route-table';

/** The deals article and the sanitiser, for a signed-in customer (with the element's own chunk). */
const prefetchDealsPage = () => void import('./help-deals.routes').then((deals) => deals.prefetchDealsPage());

export const helpDealsAppRoutes: readonly ScreenRoute[] = [
  {
    path: '/deals',
    screen: lazyScreen(() => import('./help-deals.screen'), () => import('./help-deals.styles.css')),
    prefetch: prefetchDealsPage,
  },
];
