/**
 * complaints/{complaint}: the personal details step of a complaint or an enquiry,
 * with its average response time. 'Next step' shows only once an address is chosen; it
 * caches the checked details for the query step and goes there. An unknown {complaint} goes to
 * the main site's page-not-found page, as any unknown route does.
 */
import { useLocation, useParams } from 'wouter';
import { PageHeading } from '../../../components';
import { HelpForm, useHelpForm } from '../../../forms';
import { COMPLAINT_QUERY_TYPES, isComplaintSlug, type ComplaintSlug } from '../../../leads/complaint-query-types';
import type { SubmissionState } from '../../../leads/use-submit-lead';
import { usePageMeta } from '../../../platform/page-meta';
import { NotFoundRedirect } from '../../../router/not-found';
import { loadChecks, useComplaintAnswers } from '../complaint-journey.data';
import { COMPLAINT_PATHS, queryPath } from '../complaint-journey.paths';
import { KIND_TEXT, SLUG_TEXT, TEXT, kindOf } from '../complaint-journey.text';
import { toPersonalDetails, type DetailsValues } from '../details.values';
import { BackLink } from './back-link';
import { DetailsFields, useChosenAddress } from './details.fields';
import { useDetailsPrefill } from './details.prefill';

const rules = () => loadChecks().then((checks) => checks.complaintDetailsRules);

/** Nothing is sent from the details step: the lead goes from the query step. */
const NOTHING_SENT: SubmissionState = { status: 'idle', failures: 0 };

function DetailsStep({ complaint }: { complaint: ComplaintSlug }) {
  const [, navigate] = useLocation();
  const answers = useComplaintAnswers();
  const words = KIND_TEXT[kindOf(complaint)];
  usePageMeta({ title: `${words.heading}${TEXT.titleSuffix}` });
  const form = useHelpForm<DetailsValues>({
    rules,
    defaultValues: answers.saved.details,
    // A changed answer must be checked again before the query step sends it.
    onChange: (details) => answers.update({ details: { ...details }, cached: undefined }),
  });
  const address = useChosenAddress(form);
  useDetailsPrefill(form, 'accounts');
  // Back to the energy question only for a customer who came through it.
  const cameThroughQuestions = complaint === 'pay-as-you-go' && answers.saved.paymentType === 'payAsYouGo';

  const next = (values: DetailsValues) => {
    answers.update({ cached: { ...toPersonalDetails(values), ...COMPLAINT_QUERY_TYPES[complaint] } });
    navigate(queryPath(complaint));
  };

  return (
    <div className="cj">
      {cameThroughQuestions ? <BackLink to={COMPLAINT_PATHS.paymentType} /> : null}
      <PageHeading caption={SLUG_TEXT[complaint].caption}>{words.heading}</PageHeading>
      <p className="help-body">{words.intro}</p>
      <p className="help-body">{SLUG_TEXT[complaint].responseTime}</p>
      <h2 className="help-heading-m">{TEXT.yourDetails}</h2>
      <HelpForm
        form={form}
        label={words.heading}
        onValid={next}
        submission={NOTHING_SENT}
        submitLabel={TEXT.nextStep}
        sendingLabel={TEXT.nextStep}
        failureTitle=""
        showSubmit={address !== null}
      >
        <DetailsFields form={form} idPrefix="cj" />
      </HelpForm>
    </div>
  );
}

export default function DetailsScreen() {
  const { complaint = '' } = useParams<{ complaint: string }>();
  if (!isComplaintSlug(complaint)) return <NotFoundRedirect to="main-site" />;
  // A new complaint route starts its own form.
  return <DetailsStep key={complaint} complaint={complaint} />;
}
