/** <help-and-support> described once: what the build, the docs and the tests read of it. */
import { describeElement } from '../../router/element-descriptor';
import { appRoutes } from './help-and-support.routes';

export default describeElement({
  tag: 'help-and-support',
  routes: appRoutes,
  start: '/',
  // The app's home page shows first; the build renders the meter-read page, the header's place
  // included, into dist/embed/help-and-support/submit-meter-read.html: its form is usable before any script.
  snapshots: [{ path: '/submit-meter-read', attributes: { 'with-header': '' }, shows: 'meter-read-form' }],
  place: { minHeight: 900, untilDefined: true },
});
