/**
 * What a journey's step shows of answers kept on this device unsent (store/kept/kept.ts), when
 * the journey opens again. A send whose outcome is unknown comes first, and is checked before
 * anything else (UnsettledSend); answers that never left are offered to send or discard
 * (KeptOffer). One at a time, newest first. Loaded only when there are some
 * (router/element-routes.tsx).
 */
import { useCallback, useState } from 'react';
import { useElement } from '../../platform/element-context';
import type { KeptAnswersRoute } from '../../store/draft-key';
import { draftKeyOf, type DraftKey } from '../../store/draft-key';
import { keptFor } from '../../store/kept/kept';
import { KeptOffer } from './KeptOffer';
import { UnsettledSend } from './UnsettledSend';

/** The kept lead to show first: a send that may have arrived before answers that never left. */
function firstKept(draft: DraftKey) {
  const kept = keptFor(draft);
  return kept.find((lead) => lead.tried) ?? kept[0];
}

export default function KeptAnswers({ name, confirmation }: KeptAnswersRoute) {
  const { instance, container } = useElement();
  const draft = draftKeyOf(name, instance);
  const [shown, setShown] = useState(() => ({ lead: firstKept(draft), checkNow: true }));
  const next = useCallback(
    (checkNow: boolean) => {
      const lead = firstKept(draft);
      setShown({ lead, checkNow });
      // The last one goes: the step's heading takes focus, so the customer's place is not lost.
      if (!lead) requestAnimationFrame(() => (container as ParentNode | null)?.querySelector<HTMLElement>('h1')?.focus());
    },
    [draft, container],
  );
  const gone = useCallback(() => next(true), [next]);
  const unsettled = useCallback(() => next(false), [next]);
  const { lead, checkNow } = shown;
  if (!lead) return null;
  return lead.tried ? (
    <UnsettledSend key={lead.key} lead={lead} confirmation={confirmation} checkNow={checkNow} onGone={gone} />
  ) : (
    <KeptOffer key={lead.key} lead={lead} confirmation={confirmation} onGone={gone} onUnsettled={unsettled} />
  );
}
