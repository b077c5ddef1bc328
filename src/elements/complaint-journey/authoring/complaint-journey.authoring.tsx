/**
 * <complaint-journey> in authoring mode (see router/content-pages/authoring.tsx): without a
 * complaint, or with one of the four, the journey; with any other value a note for the author
 * naming `complaint` and the four it takes. Downloaded only in authoring mode.
 */
import { AuthoringPlaceholder } from '../../../components/authoring/AuthoringPlaceholder';
import { isComplaintSlug } from '../../../leads/complaint-query-types/complaint-query-types';
import type { AuthoringNoteProps } from '../../../router/content-pages/authoring';
import { COMPLAINT_AUTHORS } from '../complaint-journey.authors';
import { TEXT } from '../complaint-journey.text';

export const COMPLAINT_AUTHORING_TEXT = {
  shows: `that complaint or enquiry: the customer’s details, their query, then a confirmation with its reference. Left empty, it starts with “${TEXT.customerTypeQuestion}”`,
  onPublish: 'Visitors to the published page are sent to the main site’s page-not-found page instead.',
} as const;

/** The field as the dialog has it: its label, and the four complaints and enquiries it offers. */
const FIELD = COMPLAINT_AUTHORS.fields.complaint;

export default function ComplaintJourneyAuthoring({ given, children }: AuthoringNoteProps) {
  const { complaint } = given;
  if (complaint === undefined || isComplaintSlug(complaint)) return <>{children}</>;
  return <AuthoringPlaceholder attribute="complaint" label={FIELD.label} given={complaint} shows={COMPLAINT_AUTHORING_TEXT.shows} values={FIELD.choices} onPublish={COMPLAINT_AUTHORING_TEXT.onPublish} />;
}
