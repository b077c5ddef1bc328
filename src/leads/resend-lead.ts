/**
 * The resend variant of a lead: the same lead sent again with everything that
 * identifies or contacts the customer beyond their name and email nulled, and vulnerability
 * consent withdrawn. Pure: no I/O, no clock.
 *
 * Wire shape: the lead as given, except
 *   attributes.account, additional-information, alternate-contact-number, contact-number,
 *   chat-history, customer-references, contact-preference     null (sent even when the lead
 *                                                               had none, so each is cleared)
 *   attributes.vulnerability-consent                            false
 * data.type and relationships are unchanged.
 */

/** The attributes a resend sends as null, in the wire shape's order above. */
export const RESEND_NULLED_ATTRIBUTES = [
  'account',
  'additional-information',
  'alternate-contact-number',
  'contact-number',
  'chat-history',
  'customer-references',
  'contact-preference',
] as const;

type NulledAttribute = (typeof RESEND_NULLED_ATTRIBUTES)[number];

export type ResentAttributes<A> = Omit<A, NulledAttribute | 'vulnerability-consent'> & {
  [K in NulledAttribute]: null;
} & { 'vulnerability-consent': false };

export interface ResendableLead<A extends object> {
  data: { type: 'leads'; attributes: A; relationships?: Record<string, unknown> };
}

export type ResentLead<L extends ResendableLead<object>> = {
  data: Omit<L['data'], 'attributes'> & { attributes: ResentAttributes<L['data']['attributes']> };
};

export function resendLead<L extends ResendableLead<object>>(lead: L): ResentLead<L> {
  const nulled = Object.fromEntries(RESEND_NULLED_ATTRIBUTES.map((name) => [name, null])) as { [K in NulledAttribute]: null };
  return {
    data: {
      ...lead.data,
      attributes: { ...lead.data.attributes, ...nulled, 'vulnerability-consent': false },
    },
  } as ResentLead<L>;
}
