/** <feedback-journey> described once: what the build, the docs and the tests read of it. */
import { OWNS_PAGE_FIELD, STEPS_IN_ADDRESS_FIELD, saveAnswersField } from '../../components/authoring/author-fields';
import { describeElement } from '../../router/element-descriptor';
import { feedbackRoutes } from './feedback-journey.routes';

export default describeElement({
  tag: 'feedback-journey',
  routes: feedbackRoutes,
  // The build renders "Using your credit" into dist/embed/feedback-journey.html: it can be typed in before any script.
  snapshots: [],
  place: { minHeight: 660, untilDefined: true },
  authors: {
    does: 'The feedback form about using credit: the customer’s details and their feedback, then a confirmation.',
    fields: { 'url-routing': STEPS_IN_ADDRESS_FIELD, 'draft-key': saveAnswersField('feedback form'), 'owns-page': OWNS_PAGE_FIELD },
  },
});
