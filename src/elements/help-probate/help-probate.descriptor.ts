/** <help-probate> described once: what the build, the docs and the tests read of it. */
import { LINKS_IN_PLACE_FIELD, OWNS_PAGE_FIELD } from '../../components/authoring/author-fields';
import { describeElement } from '../../router/element-descriptor';
import { probateRoutes } from './help-probate.routes';

export default describeElement({
  tag: 'help-probate',
  routes: probateRoutes,
  // The build renders the page into dist/embed/help-probate.html: it reads before any script.
  snapshots: [],
  place: { minHeight: 2400, untilDefined: true },
  authors: {
    does: 'Bereavement help: how to tell us about a death, what happens next, and answers to common questions.',
    fields: { 'url-routing': LINKS_IN_PLACE_FIELD, 'owns-page': OWNS_PAGE_FIELD },
  },
});
