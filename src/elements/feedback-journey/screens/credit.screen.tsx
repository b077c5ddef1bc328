/**
 * complaints/feedback: "Using your credit". The customer writes their full name,
 * address, account number and email address (a required text); "I don't want the refund"
 * checks it, keeps it for the lead and goes on to the personal details. A changed text must be
 * checked again before it is sent.
 */
import { useLocation } from 'wouter';
import { PageHeading, Textarea } from '../../../components';
import { HelpForm, useHelpForm } from '../../../forms';
import { usePageMeta } from '../../../platform/page-meta';
import { NOTHING_SENT, loadChecks, useFeedbackAnswers } from '../feedback-journey.data';
import { FEEDBACK_PATHS } from '../feedback-journey.paths';
import { FEEDBACK_TEXT } from '../feedback-journey.text';

interface CreditValues {
  creditText: string;
}

const rules = () => loadChecks().then((checks) => checks.creditTextRules);

export default function CreditScreen() {
  const [, navigate] = useLocation();
  const answers = useFeedbackAnswers();
  usePageMeta({ title: `${FEEDBACK_TEXT.creditHeading}${FEEDBACK_TEXT.titleSuffix}` });
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
    <div className="cj">
      <PageHeading>{FEEDBACK_TEXT.creditHeading}</PageHeading>
      <p className="help-body">{FEEDBACK_TEXT.creditIntro}</p>
      <p className="help-body">{FEEDBACK_TEXT.creditInstead}</p>
      <HelpForm
        form={form}
        label={FEEDBACK_TEXT.creditHeading}
        onValid={next}
        submission={NOTHING_SENT}
        submitLabel={FEEDBACK_TEXT.noRefund}
        sendingLabel={FEEDBACK_TEXT.noRefund}
        failureTitle=""
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
      </HelpForm>
    </div>
  );
}
