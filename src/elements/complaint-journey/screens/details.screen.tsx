/**
 * complaints/{complaint}: the personal details step of a complaint or an enquiry,
 * with its average response time. 'Next step' shows only once an address is chosen; it
 * caches the checked details for the query step and goes there. An unknown {complaint} goes to
 * the main site's page-not-found page, as any unknown route does.
 */
import { useLocation, useParams } from 'wouter';
import { useHelpForm } from '../../../forms';
import { RESPONSE_TIME, kindOf } from '../../../journeys/journeys.text';
import { DetailsFields, useChosenAddress } from '../../../journeys/details/personal-details.fields';
import { useDetailsPrefill } from '../../../journeys/details/personal-details.prefill';
import { toPersonalDetails, type DetailsValues } from '../../../journeys/personal-details.values';
import { StepFrame } from '../../../journeys/step-frame/step-frame';
import { COMPLAINT_QUERY_TYPES, isComplaintSlug, type ComplaintSlug } from '../../../leads/complaint-query-types/complaint-query-types';
import { NotFoundRedirect } from '../../../router/content-pages/not-found';
import { loadChecks, useComplaintAnswers } from '../steps/complaint-journey.data';
import { COMPLAINT_PATHS, queryPath } from '../complaint-journey.paths';
import { KIND_TEXT, SLUG_TEXT, TEXT } from '../complaint-journey.text';

const rules = () => loadChecks().then((checks) => checks.complaintDetailsRules);

function DetailsStep({ complaint }: { complaint: ComplaintSlug }) {
  const [, navigate] = useLocation();
  const answers = useComplaintAnswers();
  const words = KIND_TEXT[kindOf(complaint)];
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

  // Nothing is sent from here: the lead goes from the query step.
  return (
    <StepFrame
      heading={words.heading}
      caption={SLUG_TEXT[complaint].caption}
      back={cameThroughQuestions ? COMPLAINT_PATHS.paymentType : undefined}
      intro={
        <>
          <p className="help-body">{words.intro}</p>
          <p className="help-body">{RESPONSE_TIME[complaint]}</p>
          <h2 className="help-heading-m">{TEXT.yourDetails}</h2>
        </>
      }
      form={form}
      onValid={next}
      submitLabel={TEXT.nextStep}
      showSubmit={address !== null}
    >
      <DetailsFields form={form} idPrefix="cj" />
    </StepFrame>
  );
}

export default function DetailsScreen() {
  const { complaint = '' } = useParams<{ complaint: string }>();
  if (!isComplaintSlug(complaint)) return <NotFoundRedirect to="main-site" />;
  // A new complaint route starts its own form.
  return <DetailsStep key={complaint} complaint={complaint} />;
}
