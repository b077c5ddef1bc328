/** Test support for the api tests (the stand-in helpers are in test/helpers/stand-ins.ts). */

/** Runs `call` expecting it to fail, and returns what it threw. */
export async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/** A help-query lead in its wire shape, as `leads/` builds it. */
export function helpLead(query = 'My meter shows the wrong reading.') {
  return {
    data: {
      type: 'leads' as const,
      attributes: {
        title: 'NA',
        topic: 'help-&-support',
        'query-type': 'Meters',
        'query-subtype': 'Make a complaint-Monthly or quarterly',
        query,
        'first-name': 'Ada',
        surname: 'Lovelace',
        'vulnerability-consent': false,
        email: 'ada@example.com',
        'contact-number': { number: '07700900123', type: 'mobile' },
        'additional-information': { caseType: 'Meter read issues', accountPrefix: null, textphoneNumber: null },
      },
      relationships: { address: { data: { type: 'addresses', id: 'ADDR-1' } } },
    },
  };
}
