/** <help-deals> described once: what the build, the docs and the tests read of it. */
import { describeElement } from '../../router/element-descriptor';
import { dealsRoutes } from './help-deals.routes';

export default describeElement({
  tag: 'help-deals',
  routes: dealsRoutes,
  place: { minHeight: 480, untilDefined: false },
});
