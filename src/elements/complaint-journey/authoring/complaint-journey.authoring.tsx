/**
 * <complaint-journey> in authoring mode (see router/content-pages/authoring.tsx): without a
 * complaint, or with one of the four, the journey; with any other value a note for the author
 * naming `complaint` and the four it takes. Downloaded only in authoring mode.
 */
import { AuthoringPlaceholder } from '../../../components/authoring/AuthoringPlaceholder';
import { kindOf } from '../../../journeys/journeys.text';
import { COMPLAINT_QUERY_TYPES, isComplaintSlug, type ComplaintSlug } from '../../../leads/complaint-query-types/complaint-query-types';
import type { AuthoringNoteProps } from '../../../router/content-pages/authoring';
import { KIND_TEXT, SLUG_TEXT, TEXT } from '../complaint-journey.text';

export const COMPLAINT_AUTHORING_TEXT = {
  shows: `that complaint or enquiry: the customer’s details, their query, then a confirmation with its reference. Left empty, it starts with “${TEXT.customerTypeQuestion}”`,
  onPublish: 'Visitors to the published page are sent to the main site’s page-not-found page instead.',
} as const;

/**
 * The four complaints and enquiries, each as its steps' heading and caption name it. The table's
 * keys, not COMPLAINT_SLUGS: that list is used nowhere else, and using it here would put it in
 * the chunk every journey's page loads.
 */
const VALUES = (Object.keys(COMPLAINT_QUERY_TYPES) as ComplaintSlug[]).map((value) => ({ value, label: `${KIND_TEXT[kindOf(value)].heading}: ${SLUG_TEXT[value].caption}` }));

export default function ComplaintJourneyAuthoring({ given, children }: AuthoringNoteProps) {
  const { complaint } = given;
  if (complaint === undefined || isComplaintSlug(complaint)) return <>{children}</>;
  return <AuthoringPlaceholder attribute="complaint" given={complaint} shows={COMPLAINT_AUTHORING_TEXT.shows} values={VALUES} onPublish={COMPLAINT_AUTHORING_TEXT.onPublish} />;
}
