/**
 * submit-meter-read-confirm: SPEC's success message with the lead's reference, handed over
 * through the store (a receipt kept for the tab), so a reload of this page still shows it.
 * Reached without a submission, it goes back to the form: it never says "submitted" for
 * nothing. Reached by settling an earlier send, it says what was received and offers to send
 * the changed answers too (forms/EarlierAnswers).
 */
import { Redirect, useLocation } from 'wouter';
import { Button } from '../../../components';
import { ConfirmationPanel } from '../../../components/with-screens/ConfirmationPanel';
import { EarlierAnswers } from '../../../forms/kept-answers/EarlierAnswers';
import { helpPageTitle, usePageMeta } from '../../../platform/page-meta';
import { useReceipt } from '../../../store/forms/journey';
import { METER_READ_JOURNEY, METER_READ_PATHS } from '../meter-read-form.paths';
import { CONFIRM_TEXT } from './confirm.text';

export default function MeterReadConfirmScreen() {
  const [receipt, clearReceipt] = useReceipt(METER_READ_JOURNEY);
  const [, navigate] = useLocation();
  usePageMeta({ title: helpPageTitle(CONFIRM_TEXT.heading) });
  if (!receipt) return <Redirect to={METER_READ_PATHS.form} replace />;
  return (
    // The page column every screen shares; the confirmation keeps the form's width inside it.
    <div className="help-width-container">
      <div className="mrf">
        <ConfirmationPanel title={CONFIRM_TEXT.heading} referenceLabel={CONFIRM_TEXT.reference} reference={receipt.reference} />
        {receipt.earlier ? <EarlierAnswers journey={METER_READ_JOURNEY} earlier={receipt.earlier} /> : null}
        <h2 className="help-heading-m">{CONFIRM_TEXT.whatHappensNext}</h2>
        <p className="help-body">{CONFIRM_TEXT.bill}</p>
        <p className="help-body">{CONFIRM_TEXT.contact}</p>
        <Button
          variant="secondary"
          onClick={() => {
            clearReceipt();
            navigate(METER_READ_PATHS.form);
          }}
        >
          {CONFIRM_TEXT.another}
        </Button>
      </div>
    </div>
  );
}
