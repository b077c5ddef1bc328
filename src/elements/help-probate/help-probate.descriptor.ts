/** <help-probate> described once: what the build, the docs and the tests read of it. */
import { describeElement } from '../../router/element-descriptor';
import { probateRoutes } from './help-probate.routes';

export default describeElement({
  tag: 'help-probate',
  routes: probateRoutes,
  // The build renders the page into dist/embed/help-probate.html: it reads before any script.
  snapshots: [],
  place: { minHeight: 2400, untilDefined: true },
});
