/**
 * The customer's cookie consent, as the page's OneTrust banner keeps it: the active
 * groups in `window.OnetrustActiveGroups` (',C0001,C0002,'), each change announced by the
 * `OneTrustGroupsUpdated` event on window. Until the page has a value, nothing is consented:
 * what needs a group waits for the event.
 *
 *   C0002  performance: monitoring (monitoring.ts)
 *   C0004  targeting: the personalisation beacon (beacon.ts)
 */
export const CONSENT_GROUPS = { performance: 'C0002', targeting: 'C0004' } as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[keyof typeof CONSENT_GROUPS];

export const CONSENT_EVENT = 'OneTrustGroupsUpdated';

type WithOneTrust = Window & { OnetrustActiveGroups?: unknown };

/** The groups OneTrust says are active, or undefined while it has said nothing. */
export function activeGroups(win: Window = window): ReadonlySet<string> | undefined {
  const value = (win as WithOneTrust).OnetrustActiveGroups;
  if (typeof value !== 'string') return undefined;
  return new Set(value.split(',').map((group) => group.trim()).filter(Boolean));
}

/** OneTrust's event carries the active groups as its detail; otherwise the window's value counts. */
function groupsAfter(event: Event, win: Window): ReadonlySet<string> | undefined {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (Array.isArray(detail)) return new Set(detail.filter((group): group is string => typeof group === 'string'));
  return activeGroups(win);
}

/**
 * Calls `onChange(active)` for `group`: at once when the page already says, then on each
 * change the event brings (never twice in a row with the same answer). Returns a stop.
 */
export function watchConsent(group: ConsentGroup, onChange: (active: boolean) => void, win: Window = window): () => void {
  let last: boolean | undefined;
  const settle = (groups: ReadonlySet<string> | undefined) => {
    if (!groups) return;
    const active = groups.has(group);
    if (active === last) return;
    last = active;
    onChange(active);
  };
  const listener = (event: Event) => settle(groupsAfter(event, win));
  win.addEventListener(CONSENT_EVENT, listener);
  settle(activeGroups(win));
  return () => win.removeEventListener(CONSENT_EVENT, listener);
}

/** Runs `start` once, as soon as `group` is active (now, or after the event that makes it so). */
export function whenConsented(group: ConsentGroup, start: () => void, win: Window = window): () => void {
  let stop: (() => void) | undefined;
  let started = false;
  // eslint-disable-next-line prefer-const -- the watcher may call back before it returns, when a const `stop` would not exist yet
  stop = watchConsent(
    group,
    (active) => {
      if (!active || started) return;
      started = true;
      stop?.();
      start();
    },
    win,
  );
  if (started) stop();
  return () => stop?.();
}
