/**
 * Sending leads, the same way whoever asks (a form's submit, answers kept from an earlier visit,
 * changed answers after a settled send). Free of React; the hooks (use-delivery.ts,
 * use-submit-lead.ts) drive it and show what it says. Only sending needs it: it travels with the
 * rules and the lead builders (the `checks` chunk), fetched once a form shows.
 *   - The Idempotency-Key is the same for the same answers in every tab: a hash of the draft's
 *     id (copied with the answers into a duplicated tab) and the exact body.
 *   - Nothing leaves without a connection, nor before the code that shows the confirmation is
 *     on the device (`before`): an accepted lead is never followed by a screen that cannot load.
 *   - The lead is kept on the device (store/kept/kept.ts) before it leaves, marked tried as it leaves,
 *     and forgotten once the service has settled it: the lead (2xx) or a refusal (4xx,
 *     leads/refusal.ts). A send with no reply, or with an error that does not say (a 5xx: the
 *     service may have stored it first), stays kept: its outcome is unknown.
 *   - With no connection, or when it drops before the reply, the lead waits, and is sent again
 *     with its key when the connection is back (`online`) and, while the browser believes it is
 *     online, after the min(1000·2ⁿ, 30000) ms retry delay; the hooks are told once.
 *   - Sends of one key queue behind each other across tabs (a Web Lock), so the service never
 *     sees one key twice at once: the second gets the first one's answer, replayed.
 *   - A send of the same draft whose outcome is unknown is settled before changed answers go: it
 *     is sent again with its own key; if the service has it, that is what is confirmed, and the
 *     changed answers are handed over for the customer to send or not.
 *   - Opened again with such a send kept, a journey checks it first (`check`, forms/kept-answers):
 *     one send with its key, which the service answers with the lead it has, or stores now.
 *   - One element sends one key at a time: a second send of it (the form's, while the check is
 *     on its way) waits for the first's answer and hands it its changed answers, so one
 *     confirmation shows, with them, and help-submitted fires once.
 */
import { ApiError, ClientError, FetchError, type AppError } from '../api/errors';
import { newIdempotencyKey, postLead, type LeadPayload, type LeadResponse } from '../api/forms/leads';
import { retryDelay } from '../api/query-client';
import { report } from '../report';
import { refusesLead } from './refusal';
import type { DraftKey } from '../store/draft-key';
import { forgetKept, keepLead, keptInHand, markTried, readKept, type KeptLead } from '../store/kept/kept';
import type { LeadToSend } from '../store/saved/saved';
import { getHelpStore } from '../store/forms/store';

export type DeliveryOutcome =
  | { kind: 'accepted'; response: LeadResponse }
  /** Not sent: no connection, or the confirmation's code could not be fetched. Still kept. */
  | { kind: 'offline' }
  /** Sent, and no reply came (a dropped connection, a time-out): the service may have it. Still kept. */
  | { kind: 'no-reply'; error: unknown; network: boolean }
  /** The service answered with an error that does not refuse the lead (a 5xx): it may have it. Still kept. */
  | { kind: 'unknown'; error: AppError; status: number }
  /** The service refused the request (a 4xx): it does not have the lead. Forgotten. */
  | { kind: 'refused'; error: AppError; status: number };

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The lead's Idempotency-Key: SHA-256 of the draft's id and the body, written as a UUID
 * (version 8, RFC 9562). Null without SubtleCrypto (a page on plain http).
 */
export async function leadKey(draftId: string, body: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = hex(new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(`${draftId}\n${body}`))));
  const variant = (8 | (parseInt(digest[16]!, 16) & 3)).toString(16);
  return `${digest.slice(0, 8)}-${digest.slice(8, 12)}-8${digest.slice(13, 16)}-${variant}${digest.slice(17, 20)}-${digest.slice(20, 32)}`;
}

/** The lead for these answers of a draft, with its key. */
async function leadFor(draft: DraftKey, origin: string, body: string): Promise<KeptLead> {
  const store = getHelpStore().getState();
  const draftId = store.draftIdOf(draft);
  let key = await leadKey(draftId, body);
  if (!key) {
    // No SubtleCrypto: a random key, kept with this tab's draft for these answers.
    const inFlight = store.drafts[draft]?.sending;
    key = inFlight?.body === body ? inFlight.idempotencyKey : newIdempotencyKey();
    store.saveSending(draft, { idempotencyKey: key, body });
  }
  return { key, draftId, origin, body, draft, keptAt: Date.now() };
}

/** Runs `send` holding the key's lock in every tab of the origin (where Web Locks exist). */
function exclusively<T>(key: string, signal: AbortSignal, send: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? (locks.request(`help-and-support:lead:${key}`, { signal }, send) as Promise<T>) : send();
}

/** One send of a kept lead. */
export async function deliver(lead: KeptLead, signal: AbortSignal, before?: () => Promise<unknown> | undefined): Promise<DeliveryOutcome> {
  if (navigator.onLine === false) return { kind: 'offline' };
  try {
    await before?.();
  } catch {
    return { kind: 'offline' };
  }
  markTried(lead.key);
  try {
    const payload = JSON.parse(lead.body) as LeadPayload;
    const response = await exclusively(lead.key, signal, () => postLead(payload, { idempotencyKey: lead.key, signal }));
    forgetKept(lead.key);
    return { kind: 'accepted', response };
  } catch (error) {
    if (error instanceof ApiError || error instanceof FetchError) {
      if (!refusesLead(error.status)) return { kind: 'unknown', error, status: error.status };
      forgetKept(lead.key);
      return { kind: 'refused', error, status: error.status };
    }
    return { kind: 'no-reply', error, network: error instanceof ClientError && error.kind === 'network' };
  }
}

export type DeliveryStatus = 'sending' | 'waiting' | 'sent' | 'failed';
/** Why a send failed: the service failed, it did not answer in time, or there was no connection (a check only). */
export type FailureReason = 'error' | 'slow' | 'offline';

/** What a delivery tells the screen that drives it. */
export interface DeliveryEvents {
  status(status: DeliveryStatus, reason?: FailureReason): void;
  /** The service has the lead; `changed`: answers changed after it, not sent (a settled send). */
  accepted(lead: KeptLead, response: LeadResponse, changed?: LeadToSend): void;
  /** What must be on the device before a send (the confirmation's screen). */
  before(): Promise<unknown> | undefined;
  /** How long a send may go unanswered before it is given up ('slow'). */
  slowAfterMs(): number;
  tag: string;
  container: Node | null;
}

export interface Delivery {
  /** Keeps the lead and sends it; resolves with how this try ended. */
  send(lead: KeptLead): Promise<DeliveryOutcome>;
  /** Sends these answers of the draft, settling its earlier send without a reply first; the reference, or null. */
  submit(draft: DraftKey, origin: string, body: string): Promise<string | null>;
  /**
   * Sends a kept lead whose outcome is unknown once more, with its key, to settle it: the service
   * answers with the lead it has, or stores it now. Not tried again by itself: the customer sees
   * how it ended ('failed' with 'offline' when there was no connection).
   */
  check(lead: KeptLead): Promise<DeliveryOutcome>;
  /** Its screen has gone: no more tries from here (what is kept stays kept). */
  stop(): void;
}

const waits = (outcome: DeliveryOutcome, slow: boolean) => outcome.kind === 'offline' || (outcome.kind === 'no-reply' && outcome.network && !slow);

/** A send on its way from an element, which another send of the same lead from it waits for. */
interface Leaving {
  container: Node | null;
  outcome: Promise<DeliveryOutcome>;
  /** Given up for want of an answer in time. */
  slow: boolean;
  /** Changed answers a waiting send handed over, for the confirmation to offer. */
  changed: LeadToSend | null;
}

/** The sends on their way from this page, by key. */
const leaving = new Map<string, Leaving>();

export function createDelivery(events: DeliveryEvents): Delivery {
  /** The lead waiting for the connection. */
  let waiting: KeptLead | null = null;
  /** Changed answers, while an earlier send of their draft is settled. */
  let changed: LeadToSend | null = null;
  let trying = false;
  let stopped = false;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    if (!stopped && navigator.onLine !== false) timer = setTimeout(retry, retryDelay(retries++));
  };
  const retry = () => {
    clearTimeout(timer);
    // Not from an element taken off the page (the lean runtime cleans up after it has gone).
    if (stopped || !waiting || trying || events.container?.isConnected === false) return;
    // A timer or the online event asked: the outcome reaches the screen through `events`.
    void attempt(waiting);
  };
  const reportFailure = (lead: KeptLead, error: unknown, detail: Record<string, boolean>) =>
    report(error, { action: `sending a lead from ${lead.origin}`, element: events.tag, level: 'warn', detail });

  /** One send of `lead`; `once`: not tried again by itself when there is no connection (a check). */
  async function attempt(lead: KeptLead, once = false): Promise<DeliveryOutcome> {
    const already = leaving.get(lead.key);
    if (already && already.container === events.container) return follow(lead, already, once);
    trying = true;
    keptInHand.set(lead.key, events.container);
    if (!waiting) events.status('sending');
    const controller = new AbortController();
    const sending: Leaving = { container: events.container, outcome: deliver(lead, controller.signal, () => events.before()), slow: false, changed: null };
    leaving.set(lead.key, sending);
    const slowTimer = setTimeout(() => {
      sending.slow = true;
      controller.abort();
    }, events.slowAfterMs());
    const outcome = await sending.outcome;
    clearTimeout(slowTimer);
    if (leaving.get(lead.key) === sending) leaving.delete(lead.key);
    trying = false;
    return settle(lead, outcome, sending.slow, once, (response) => {
      const after = [changed, sending.changed].find((answers) => answers && answers.key !== lead.key) ?? undefined;
      changed = null;
      events.accepted(lead, response, after);
    });
  }

  /**
   * The same lead is on its way from this element already (its form, or its kept answers'
   * check): that send's answer is this one's. Changed answers go with it to the confirmation it
   * shows, so the service is asked once and the customer sees one confirmation.
   */
  async function follow(lead: KeptLead, other: Leaving, once: boolean): Promise<DeliveryOutcome> {
    if (changed && changed.key !== lead.key) other.changed = changed;
    trying = true;
    if (!waiting) events.status('sending');
    const outcome = await other.outcome;
    trying = false;
    return settle(lead, outcome, other.slow, once, () => {
      changed = null; // handed over: the other send's confirmation offers them
    });
  }

  /** What the screen is told of how a send ended, and what follows: a wait, or nothing. */
  function settle(lead: KeptLead, outcome: DeliveryOutcome, slow: boolean, once: boolean, accepted: (response: LeadResponse) => void): DeliveryOutcome {
    if (!once && waits(outcome, slow)) {
      if (!waiting) {
        // Told once, and reported once: not at every automatic try.
        if (outcome.kind === 'no-reply') reportFailure(lead, outcome.error, { waiting: true });
        window.addEventListener('online', retry);
        events.status('waiting');
      }
      waiting = lead;
      schedule();
      return outcome;
    }
    if (waiting) window.removeEventListener('online', retry);
    waiting = null;
    retries = 0;
    keptInHand.delete(lead.key);
    if (outcome.kind === 'accepted') {
      events.status('sent');
      accepted(outcome.response);
    } else if (waits(outcome, slow)) {
      events.status('failed', 'offline');
    } else {
      reportFailure(lead, 'error' in outcome ? outcome.error : undefined, { slow });
      events.status('failed', slow ? 'slow' : 'error');
    }
    return outcome;
  }

  const send = (lead: KeptLead) => {
    keepLead(lead);
    return attempt(lead);
  };

  return {
    send,
    async submit(draft, origin, body) {
      const lead = await leadFor(draft, origin, body);
      const earlier = readKept().find((kept) => kept.draftId === lead.draftId && kept.tried && kept.key !== lead.key);
      if (earlier) {
        changed = { key: lead.key, draftId: lead.draftId, origin, body };
        const outcome = await attempt(earlier);
        if (outcome.kind === 'accepted') return outcome.response.id;
        // Refused outright: the service does not have it, and the changed answers go now.
        // Anything else leaves it unsettled (kept), and nothing else is sent.
        if (outcome.kind !== 'refused') return null;
        changed = null;
      }
      const outcome = await send(lead);
      return outcome.kind === 'accepted' ? outcome.response.id : null;
    },
    check: (lead) => attempt(lead, true),
    stop() {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', retry);
      if (waiting) keptInHand.delete(waiting.key);
    },
  };
}
