/**
 * Sending a lead kept on the device from its journey's step (forms/kept-answers): once the
 * service has it, the receipt is handed to the journey's confirmation, help-submitted fires and
 * the confirmation shows. A checked send's receipt also holds what the service received, and
 * any changed answers the form handed over while it was checked (forms/EarlierAnswers).
 */
import { useLocation } from 'wouter';
import { useConfirmationScreen, useDelivery, type DeliveryApi } from '../../leads/forms/use-delivery';
import { useElement } from '../../platform/element-context';
import { dispatchHelpEvent } from '../../platform/events';
import type { DraftKey } from '../../store/draft-key';
import { getHelpStore } from '../../store/forms/store';

export function useKeptDelivery(draft: DraftKey, confirmation: `/${string}`, { checked }: { checked: boolean }): DeliveryApi {
  const { container } = useElement();
  const [, navigate] = useLocation();
  return useDelivery({
    before: useConfirmationScreen(confirmation),
    onAccepted: (lead, { id: reference, attributes }, changed) => {
      const earlier = checked ? { earlier: { received: attributes, ...(changed ? { changed } : {}) } } : {};
      getHelpStore().getState().saveReceipt(draft, { origin: lead.origin, reference, sentAt: Date.now(), ...earlier });
      dispatchHelpEvent(container, 'help-submitted', { origin: lead.origin, reference });
      navigate(confirmation);
    },
  });
}
