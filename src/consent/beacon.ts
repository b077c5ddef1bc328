/**
 * The personalisation beacon: a script the configuration names, on the page only
 * while the customer consents to targeting (C0004): added when the group is active, removed
 * when it is withdrawn. Without an answer from OneTrust yet, it waits for the event.
 */
import { getConsentConfig } from './consent-config';
import { trustedScriptUrl } from '../platform/trusted-types';
import { report } from '../report';
import { CONSENT_GROUPS, watchConsent } from './consent';

/** Marks the beacon's script, so a second bundle on the page finds the one already added. */
export const BEACON_ATTRIBUTE = 'data-help-personalisation-beacon';

const beaconScript = (): HTMLScriptElement | null => document.head.querySelector(`script[${BEACON_ATTRIBUTE}]`);

function addBeacon(url: string): void {
  if (beaconScript()) return;
  const src = new URL(url, document.baseURI).href;
  const script = document.createElement('script');
  script.async = true;
  script.setAttribute(BEACON_ATTRIBUTE, '');
  (script as { src: unknown }).src = trustedScriptUrl(src, [src]);
  document.head.append(script);
}

/** Keeps the beacon on the page exactly while C0004 is active; returns a stop (tests). */
export function watchPersonalisationBeacon(win: Window = window): () => void {
  const url = getConsentConfig().analytics.personalisationBeaconUrl;
  if (!url) return () => undefined;
  return watchConsent(
    CONSENT_GROUPS.targeting,
    (active) => {
      try {
        if (active) addBeacon(url);
        else beaconScript()?.remove();
      } catch (error) {
        report(error, { action: 'adding the personalisation beacon', level: 'warn' });
      }
    },
    win,
  );
}
