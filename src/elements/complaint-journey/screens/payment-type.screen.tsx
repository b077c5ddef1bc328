/**
 * make-a-complaint-select-energy: how the customer pays for energy, asked only of a customer who
 * came in part-way (the first question answers it otherwise), preselected from that answer when
 * there is one. Pay As You Go stays in the journey; the others leave for the main site's credit
 * complaint page (credit, Direct Debit and other).
 */
import { backTo, loadChecks, useComplaintAnswers, usePaymentRoute } from '../steps/complaint-journey.data';
import { COMPLAINT_PATHS } from '../complaint-journey.paths';
import { CUSTOMER_TYPE_OPTIONS, TEXT } from '../complaint-journey.text';
import { QuestionStep } from '../steps/question.step';

const rules = () => loadChecks().then((checks) => checks.paymentTypeRules);

export default function PaymentTypeScreen() {
  const answers = useComplaintAnswers();
  const routePayment = usePaymentRoute();
  const { paymentType, customerType } = answers.saved;
  const onContinue = (answer: string) => {
    answers.update({ paymentType: answer });
    routePayment(answer);
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
      back={backTo(answers.saved, COMPLAINT_PATHS.serviceType)}
    />
  );
}
