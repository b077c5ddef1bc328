/** <help-and-support> described once: what the build, the docs and the tests read of it. */
import { describeElement } from '../../router/element-descriptor';
import { APP_AUTHORS } from './help-and-support.authors';
import { appRoutes } from './help-and-support.routes';

export default describeElement({
  tag: 'help-and-support',
  routes: appRoutes,
  start: '/',
  routedByUrl: true,
  snapshots: [
    { path: '/', attributes: { 'with-header': '' } },
    { path: '/submit-meter-read', attributes: { 'with-header': '' }, shows: 'meter-read-form' },
    { path: '/contact-us', attributes: { 'with-header': '' }, shows: 'contact-us' },
  ],
  // The meter-read page's fuel and Economy 7 questions show their fields by the choice made.
  followsChoices: true,
  onRequest: ['/:category/:article'],
  place: { minHeight: 900, untilDefined: true },
  authors: APP_AUTHORS,
});
