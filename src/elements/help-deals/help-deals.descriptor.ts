/** <help-deals> described once: what the build, the docs and the tests read of it. */
import { LINKS_IN_PLACE_FIELD, OWNS_PAGE_FIELD } from '../../components/authoring/author-fields';
import { describeElement } from '../../router/element-descriptor';
import { dealsRoutes } from './help-deals.routes';

export default describeElement({
  tag: 'help-deals',
  routes: dealsRoutes,
  place: { minHeight: 480, untilDefined: false },
  authors: {
    does: 'Deals for customers who are signed in; anyone else is asked to sign in first.',
    fields: { 'url-routing': LINKS_IN_PLACE_FIELD, 'owns-page': OWNS_PAGE_FIELD },
  },
});
