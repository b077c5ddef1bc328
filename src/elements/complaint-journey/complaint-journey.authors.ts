/** <complaint-journey> as AEM authors meet it: the descriptor, the dialog and the authoring note read it. */
import { OWNS_PAGE_FIELD, STEPS_IN_ADDRESS_FIELD, saveAnswersField } from '../../components/authoring/author-fields';
import { kindOf } from '../../journeys/journeys.text';
import { COMPLAINT_QUERY_TYPES, type ComplaintSlug } from '../../leads/complaint-query-types/complaint-query-types';
import type { ElementAuthors } from '../../router/element-descriptor';
import { KIND_TEXT, SLUG_TEXT } from './complaint-journey.text';

/**
 * The four complaints and enquiries, each as its steps' heading and caption name it. The table's
 * keys, not COMPLAINT_SLUGS: that list is used nowhere else, and using it here would put it in
 * the chunk every journey's page loads.
 */
export const COMPLAINT_CHOICES = (Object.keys(COMPLAINT_QUERY_TYPES) as ComplaintSlug[]).map((value) => ({
  value,
  label: `${KIND_TEXT[kindOf(value)].heading}: ${SLUG_TEXT[value].caption}`,
}));

export const COMPLAINT_AUTHORS = {
  does: 'The form for a complaint or an enquiry: who the customer is, their details and their query, then a confirmation with its reference.',
  fields: {
    complaint: {
      label: 'Complaint or enquiry',
      description: 'Which complaint or enquiry the form is for. Leave it empty to start by asking the customer which one they need.',
      choices: COMPLAINT_CHOICES,
    },
    'url-routing': STEPS_IN_ADDRESS_FIELD,
    'draft-key': saveAnswersField('complaint or enquiry form'),
    'owns-page': OWNS_PAGE_FIELD,
  },
} as const satisfies ElementAuthors;
