/**
 * complaints/feedback: "Using your credit". The customer writes their full name,
 * address, account number and email address (a required text); "I don't want the refund"
 * checks it, keeps it for the lead and goes on to the personal details. A changed text must be
 * checked again before it is sent.
 */
import { useLocation } from 'wouter';
import { Textarea } from '../../../components';
import { useHelpForm } from '../../../forms';
import { StepFrame } from '../../../journeys/step-frame/step-frame';
import { loadChecks, useFeedbackAnswers } from '../feedback-journey.data';
import { FEEDBACK_PATHS } from '../feedback-journey.paths';
import { FEEDBACK_TEXT } from '../feedback-journey.text';

interface CreditValues {
  creditText: string;
}

const rules = () => loadChecks().then((checks) => checks.creditTextRules);

export default function CreditScreen() {
  const [, navigate] = useLocation();
  const answers = useFeedbackAnswers();
  const form = useHelpForm<CreditValues>({
    rules,
    defaultValues: { creditText: answers.saved.creditText },
    onChange: ({ creditText }) => answers.update({ creditText, cachedCreditText: undefined }),
  });

  const next = ({ creditText }: CreditValues) => {
    answers.update({ cachedCreditText: creditText });
    navigate(FEEDBACK_PATHS.details);
  };

  return (
    <StepFrame
      heading={FEEDBACK_TEXT.creditHeading}
      intro={
        <>
          <p className="help-body">{FEEDBACK_TEXT.creditIntro}</p>
          <p className="help-body">{FEEDBACK_TEXT.creditInstead}</p>
        </>
      }
      form={form}
      onValid={next}
      submitLabel={FEEDBACK_TEXT.noRefund}
    >
      <Textarea
        id="fj-credit-text"
        label={FEEDBACK_TEXT.creditLabel}
        labelSize="m"
        hint={FEEDBACK_TEXT.creditHint}
        rows={6}
        error={form.errorOf('creditText')}
        spellCheck={false}
        {...form.register('creditText')}
      />
    </StepFrame>
  );
}
