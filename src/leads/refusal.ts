/**
 * Which error statuses from the leads service settle a send. Only a definite answer does: the
 * lead (2xx), or a refusal of the request (4xx), after which the service does not have it. A 5xx
 * can come after the lead was stored (a service that loses its answer), and 408, 409, 425 and 429
 * say the service did not finish with the request or is still busy with it. After those the
 * outcome is unknown: the lead stays kept, and the same request goes again with its key before
 * anything else is sent, as the IETF idempotency-key draft recommends. Pure.
 */

/** Client errors that say "not finished" or "not now", not "refused". */
const UNFINISHED = new Set([408, 409, 425, 429]);

/** True when the status says the service refused the request, so it does not have the lead. */
export const refusesLead = (status: number): boolean => status >= 400 && status < 500 && !UNFINISHED.has(status);
