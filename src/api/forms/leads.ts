/**
 * Posting leads (POST /v1/leads on the leads service). Payloads are built by
 * `leads/` in their final kebab-case wire shape and are sent exactly as given.
 */
import { leadsApi } from '../clients';
import { malformedResponse, mapErrors } from '../errors';
import type { ResourceIdentifier } from '../jsonapi';

/** A lead as sent on the wire. */
export interface LeadPayload {
  data: {
    type: 'leads';
    attributes: Record<string, unknown>;
    relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
  };
}

/** The stored lead as the service returns it; `id` is the reference shown to the customer. */
export interface LeadResponse {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
}

export interface PostLeadOptions {
  /** One key per submission: a repeat with the same key is answered with the same lead. */
  idempotencyKey: string;
  signal?: AbortSignal;
  /** Time-out in ms for this call, overriding the client's. */
  timeout?: number | false;
}

/** A fresh idempotency key (a v4 UUID), also where `crypto.randomUUID` is unavailable (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (n) => n.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Posts a lead and returns the created resource; fails with an AppError. Never retried. */
export function postLead(payload: LeadPayload, { idempotencyKey, signal, timeout }: PostLeadOptions): Promise<LeadResponse> {
  return mapErrors(async () => {
    const document = await leadsApi()
      .post('v1/leads', {
        body: JSON.stringify(payload),
        headers: { 'Idempotency-Key': idempotencyKey },
        ...(signal ? { signal } : {}),
        ...(timeout === undefined ? {} : { timeout }),
      })
      .json<{ data?: Partial<LeadResponse> } | null>();
    const data = document?.data;
    if (typeof data?.id !== 'string' || data.id === '') throw malformedResponse();
    return { id: data.id, type: String(data.type ?? 'leads'), attributes: data.attributes ?? {} };
  });
}
