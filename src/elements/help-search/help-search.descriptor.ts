/** <help-search> described once: what the build, the docs and the tests read of it. */
import { LINKS_IN_PLACE_FIELD } from '../../components/authoring/author-fields';
import { describeElement } from '../../router/element-descriptor';
import { helpSearchRoutes } from './help-search.routes';

export default describeElement({
  tag: 'help-search',
  routes: helpSearchRoutes,
  // The build renders the box into dist/embed/help-search.html: it searches before any script.
  snapshots: [],
  place: { minHeight: 162, wide: { minWidth: 641, minHeight: 184 }, untilDefined: true },
  authors: {
    does: 'The help search box: it suggests answers as the customer types and leads to the site’s search results.',
    fields: {
      'url-routing': LINKS_IN_PLACE_FIELD,
      'owns-page': {
        label: 'This is the search page',
        description: 'Tick when the search box is all there is on the page: its label becomes the page’s main heading, and it gives the page its title in the browser tab and its description in search results. Leave it unticked on a page with other content.',
      },
    },
  },
});
