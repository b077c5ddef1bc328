/**
 * make-a-complaint-select-type: what the complaint is about, each answer with what it covers.
 * Energy stays in the journey; the others leave for their main-site complaint pages.
 */
import { useLocation } from 'wouter';
import { getComplaintConfig, type ComplaintPagesConfig } from '../../../config/with-screens/complaint-config';
import { leaveFor } from '../../../journeys/leave';
import { useElement } from '../../../platform/element-context';
import { backTo, loadChecks, useComplaintAnswers, usePaymentRoute } from '../steps/complaint-journey.data';
import { COMPLAINT_PATHS } from '../complaint-journey.paths';
import { SERVICE_TYPE_OPTIONS, TEXT } from '../complaint-journey.text';
import { QuestionStep } from '../steps/question.step';

const rules = () => loadChecks().then((checks) => checks.serviceTypeRules);

const OPTIONS = SERVICE_TYPE_OPTIONS.map(({ value, label, includes }) => ({
  value,
  label,
  hint: (
    <ul className="help-list cj-includes">
      {includes.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  ),
}));

export default function ServiceTypeScreen() {
  const [, navigate] = useLocation();
  const { container } = useElement();
  const answers = useComplaintAnswers();
  const routePayment = usePaymentRoute();
  const onContinue = (serviceType: string) => {
    // How the customer pays is known from the first question: it is not asked again.
    const { customerType } = answers.current();
    if (serviceType === 'energy' && customerType) {
      answers.update({ paymentType: customerType });
      routePayment(customerType);
    } else if (serviceType === 'energy') navigate(COMPLAINT_PATHS.paymentType);
    else leaveFor(container, getComplaintConfig().complaintPages[serviceType as Exclude<keyof ComplaintPagesConfig, 'credit'>]);
  };
  return (
    <QuestionStep
      name="serviceType"
      question={TEXT.serviceTypeQuestion}
      hint={TEXT.leavingHint}
      options={OPTIONS}
      rules={rules}
      initial={answers.saved.serviceType}
      onAnswer={(serviceType) => answers.update({ serviceType })}
      onContinue={onContinue}
      back={backTo(answers.saved, COMPLAINT_PATHS.customerType)}
    />
  );
}
