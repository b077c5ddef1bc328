/** <help-search> described once: what the build, the docs and the tests read of it. */
import { describeElement } from '../../router/element-descriptor';
import { helpSearchRoutes } from './help-search.routes';

export default describeElement({
  tag: 'help-search',
  routes: helpSearchRoutes,
  // The build renders the box into dist/embed/help-search.html: it searches before any script.
  snapshots: [],
  place: { minHeight: 162, wide: { minWidth: 641, minHeight: 184 }, untilDefined: true },
});
