/** <feedback-journey> described once: what the build, the docs and the tests read of it. */
import { describeElement } from '../../router/element-descriptor';
import { feedbackRoutes } from './feedback-journey.routes';

export default describeElement({
  tag: 'feedback-journey',
  routes: feedbackRoutes,
  place: { minHeight: 660, untilDefined: true },
});
