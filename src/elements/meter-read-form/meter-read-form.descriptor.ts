/** <meter-read-form> described once: what the build, the docs and the tests read of it. */
import { OWNS_PAGE_FIELD, STEPS_IN_ADDRESS_FIELD, saveAnswersField } from '../../components/authoring/author-fields';
import { describeElement } from '../../router/element-descriptor';
import { meterReadRoutes } from './meter-read-form.routes';

export default describeElement({
  tag: 'meter-read-form',
  routes: meterReadRoutes,
  // The build renders the form into dist/embed/meter-read-form.html: usable before any script.
  prefetch: ['meterReadConfigUrl'],
  snapshots: [],
  // Its fuel and Economy 7 questions show their fields by the choice made.
  followsChoices: true,
  place: { minHeight: 1600, untilDefined: true },
  authors: {
    does: 'The online meter reading form, and its confirmation once a reading is sent.',
    fields: { 'url-routing': STEPS_IN_ADDRESS_FIELD, 'draft-key': saveAnswersField('meter reading form'), 'owns-page': OWNS_PAGE_FIELD },
  },
});
