/**
 * complaints/feedback/personal-details: the personal details questions both journeys ask,
 * with the feedback telephone rule (UK or Irish, no minimum). The send button shows once an
 * address is chosen; it sends the feedback lead with the first step's credit text, once per
 * set of answers (useSubmitLead). A failure shows the technical-problems banner with every
 * answer kept. Without the checked credit text the customer goes back to the first step.
 */
import { Redirect, useLocation } from 'wouter';
import { useHelpForm } from '../../../forms';
import { JOURNEY_TEXT } from '../../../journeys/journeys.text';
import { DetailsFields, useChosenAddress } from '../../../journeys/details/personal-details.fields';
import { useDetailsPrefill } from '../../../journeys/details/personal-details.prefill';
import { toPersonalDetails, type DetailsValues } from '../../../journeys/personal-details.values';
import { StepFrame } from '../../../journeys/step-frame/step-frame';
import { loadChecks, useFeedbackAnswers, useSubmitFeedback, type FeedbackAnswersApi } from '../feedback-journey.data';
import { FEEDBACK_PATHS } from '../feedback-journey.paths';
import { FEEDBACK_TEXT } from '../feedback-journey.text';

const rules = () => loadChecks().then((checks) => checks.feedbackDetailsRules);

function DetailsStep({ answers }: { answers: FeedbackAnswersApi }) {
  const [, navigate] = useLocation();
  const submission = useSubmitFeedback();
  const form = useHelpForm<DetailsValues>({
    rules,
    defaultValues: answers.saved.details,
    onChange: (details) => answers.update({ details: { ...details } }),
  });
  const address = useChosenAddress(form);
  // The feedback page's one 'users' lookup gives the account or the customer record.
  useDetailsPrefill(form, 'users');

  const send = async (values: DetailsValues) => {
    const creditText = answers.current().cachedCreditText;
    // Changed in another tab since this step showed: back to be checked again, nothing sent.
    if (!creditText) return navigate(FEEDBACK_PATHS.credit, { replace: true });
    // Accepted, the confirmation shows (useSubmitLead).
    await submission.submit({ creditText, details: toPersonalDetails(values) });
  };

  return (
    <StepFrame
      heading={FEEDBACK_TEXT.detailsHeading}
      caption={FEEDBACK_TEXT.creditHeading}
      back={FEEDBACK_PATHS.credit}
      intro={
        <>
          <p className="help-body">{FEEDBACK_TEXT.detailsLeadIn}</p>
          <p className="help-body">{FEEDBACK_TEXT.detailsWhy}</p>
        </>
      }
      form={form}
      onValid={send}
      submission={submission}
      submitLabel={FEEDBACK_TEXT.submit}
      sendingLabel={FEEDBACK_TEXT.sending}
      failureTitle={JOURNEY_TEXT.technicalProblemsTitle}
      failure={<p className="help-body">{JOURNEY_TEXT.technicalProblems}</p>}
      showSubmit={address !== null}
    >
      <DetailsFields form={form} idPrefix="fj" emailHint={FEEDBACK_TEXT.emailHint} />
    </StepFrame>
  );
}

export default function FeedbackDetailsScreen() {
  const answers = useFeedbackAnswers();
  if (!answers.saved.cachedCreditText) return <Redirect to={FEEDBACK_PATHS.credit} replace />;
  return <DetailsStep answers={answers} />;
}
