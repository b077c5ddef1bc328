/**
 * make-a-complaint: 'What type of energy customer are you?', a required choice. Continue goes
 * to what the complaint is about; the answer preselects how they pay on the energy step.
 */
import { useLocation } from 'wouter';
import { loadChecks, useComplaintAnswers } from './complaint-journey.data';
import { COMPLAINT_PATHS } from '../complaint-journey.paths';
import { CUSTOMER_TYPE_OPTIONS, TEXT } from '../complaint-journey.text';
import { QuestionStep } from './question.step';

const rules = () => loadChecks().then((checks) => checks.customerTypeRules);

export default function CustomerTypeScreen() {
  const [, navigate] = useLocation();
  const answers = useComplaintAnswers();
  return (
    <QuestionStep
      name="customerType"
      question={TEXT.customerTypeQuestion}
      options={CUSTOMER_TYPE_OPTIONS}
      rules={rules}
      initial={answers.saved.customerType}
      onAnswer={(customerType) => answers.update({ customerType })}
      onContinue={() => navigate(COMPLAINT_PATHS.serviceType)}
    />
  );
}
