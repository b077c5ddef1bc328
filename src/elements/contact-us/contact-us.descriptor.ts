/** <contact-us> described once: what the build, the docs and the tests read of it. */
import { LINKS_IN_PLACE_FIELD, OWNS_PAGE_FIELD } from '../../components/authoring/author-fields';
import { describeElement } from '../../router/element-descriptor';
import { contactUsRoutes } from './contact-us.routes';

export default describeElement({
  tag: 'contact-us',
  routes: contactUsRoutes,
  // The meter-read flag decides the credit card: its request travels with the screen's chunk.
  prefetch: ['meterReadConfigUrl'],
  // The build renders the page into dist/embed/contact-us.html, the credit card pending.
  snapshots: [],
  place: { minHeight: 940, wide: { minWidth: 780, minHeight: 600 }, untilDefined: false },
  authors: {
    does: 'How to contact us: the emergency numbers, then the ways to get in touch, with a reminder in meter-reading week.',
    fields: { 'url-routing': LINKS_IN_PLACE_FIELD, 'owns-page': OWNS_PAGE_FIELD },
  },
});
