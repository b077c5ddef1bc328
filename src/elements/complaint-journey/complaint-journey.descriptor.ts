/** <complaint-journey> described once: what the build, the docs and the tests read of it. */
import { describeElement } from '../../router/element-descriptor';
import { COMPLAINT_AUTHORS } from './complaint-journey.authors';
import { complaintRoutes } from './complaint-journey.routes';

export default describeElement({
  tag: 'complaint-journey',
  routes: complaintRoutes,
  // The build renders the customer type question into dist/embed/complaint-journey.html: it can be answered before any script.
  snapshots: [],
  place: { minHeight: 600, untilDefined: true },
  authors: COMPLAINT_AUTHORS,
});
