/**
 * make-a-complaint-select-energy: how the customer pays for energy, preselected from the first
 * question. Pay As You Go stays in the journey; the others leave for the main site's credit
 * complaint page (credit, Direct Debit and other).
 */
import { useLocation } from 'wouter';
import { getComplaintConfig } from '../../../config/with-screens/complaint-config';
import { leaveFor } from '../../../journeys/leave';
import { useElement } from '../../../platform/element-context';
import { loadChecks, useComplaintAnswers } from '../steps/complaint-journey.data';
import { COMPLAINT_PATHS, detailsPath } from '../complaint-journey.paths';
import { CUSTOMER_TYPE_OPTIONS, TEXT } from '../complaint-journey.text';
import { QuestionStep } from '../steps/question.step';

const rules = () => loadChecks().then((checks) => checks.paymentTypeRules);

export default function PaymentTypeScreen() {
  const [, navigate] = useLocation();
  const { container } = useElement();
  const answers = useComplaintAnswers();
  const { paymentType, customerType } = answers.saved;
  const onContinue = (answer: string) => {
    answers.update({ paymentType: answer });
    if (answer === 'payAsYouGo') navigate(detailsPath('pay-as-you-go'));
    else leaveFor(container, getComplaintConfig().complaintPages.credit);
  };
  return (
    <QuestionStep
      name="paymentType"
      question={TEXT.paymentTypeQuestion}
      hint={TEXT.creditHint}
      options={CUSTOMER_TYPE_OPTIONS}
      rules={rules}
      initial={paymentType || customerType}
      onAnswer={(answer) => answers.update({ paymentType: answer })}
      onContinue={onContinue}
      back={COMPLAINT_PATHS.serviceType}
    />
  );
}
