/** <help-and-support> described once: what the build, the docs and the tests read of it. */
import { describeElement } from '../../router/element-descriptor';
import { appRoutes } from './help-and-support.routes';

export default describeElement({
  tag: 'help-and-support',
  routes: appRoutes,
  start: '/',
  routedByUrl: true,
  // The app's home page shows first. The build renders it, and the meter-read page, the header's
  // place included, into dist/embed/help-and-support/index.html and submit-meter-read.html: the
  // home's links and the form are on screen, and the form usable, before any script.
  snapshots: [
    { path: '/', attributes: { 'with-header': '' } },
    { path: '/submit-meter-read', attributes: { 'with-header': '' }, shows: 'meter-read-form' },
  ],
  place: { minHeight: 900, untilDefined: true },
});
