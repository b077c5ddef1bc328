/** <help-home> described once: what the build, the docs and the tests read of it. */
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
});
