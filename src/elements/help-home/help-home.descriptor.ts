/** <help-home> described once: what the build, the docs and the tests read of it. */
import { LINKS_IN_PLACE_FIELD, OWNS_PAGE_FIELD } from '../../components/authoring/author-fields';
import { describeElement } from '../../router/element-descriptor';
import { helpHomeRoutes } from './help-home.routes';

export default describeElement({
  tag: 'help-home',
  routes: helpHomeRoutes,
  // The outage banner's message comes with the first screen.
  prefetch: ['outageUrl'],
  // The build renders the home into dist/embed/help-home.html: its links are on screen before any script.
  snapshots: [],
  place: { minHeight: 2400, untilDefined: true },
  authors: {
    does: 'The Help & Support home page: any service outage, help videos, the help categories and other useful links.',
    fields: { 'url-routing': LINKS_IN_PLACE_FIELD, 'owns-page': OWNS_PAGE_FIELD },
  },
});
