/** <help-and-support> described once: what the build, the docs and the tests read of it. */
import { describeElement } from '../../router/element-descriptor';
import { appRoutes } from './help-and-support.routes';

export default describeElement({
  tag: 'help-and-support',
  routes: appRoutes,
  start: '/',
  routedByUrl: true,
  // An article's body shows once the sanitiser is in: a host that knows it is sending an
  // article's page starts it with the page.
  pageCode: { '/:category/:article': ['src/sanitise/index.ts'] },
  snapshots: [
    { path: '/', attributes: { 'with-header': '' } },
    { path: '/submit-meter-read', attributes: { 'with-header': '' }, shows: 'meter-read-form' },
  ],
  place: { minHeight: 900, untilDefined: true },
});
