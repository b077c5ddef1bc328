/** <meter-read-form> described once: what the build, the docs and the tests read of it. */
import { describeElement } from '../../router/element-descriptor';
import { meterReadRoutes } from './meter-read-form.routes';

export default describeElement({
  tag: 'meter-read-form',
  routes: meterReadRoutes,
  // The build renders the form into dist/embed/meter-read-form.html: usable before any script.
  prefetch: ['meterReadConfigUrl'],
  snapshots: [],
  place: { minHeight: 1600, untilDefined: true },
});
