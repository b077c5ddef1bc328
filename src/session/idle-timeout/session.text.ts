/** What signed-in pages say (the idle warning follows GOV.UK's timeout warning pattern). */
import { SIGNED_IN_TEXT } from '../help-deals/signed-in.text';

export const TEXT = {
  warningHeading: "You're about to be signed out",
  warningBefore: 'For your security, we will sign you out in ',
  warningAfter: '.',
  staySignedIn: 'Stay signed in',
  signOut: SIGNED_IN_TEXT.signOut,
} as const;

/** "2 minutes", "1 minute", "59 seconds": whole minutes, rounded up, until the last minute. */
export function timeLeft(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  const whole = Math.max(0, Math.ceil(seconds));
  return whole === 1 ? '1 second' : `${whole} seconds`;
}

/**
 * What a screen reader hears as the time runs out: each whole minute, then 30 and 10
 * seconds. A countdown read every second would drown everything else.
 */
export function spokenTimeLeft(seconds: number): string {
  if (seconds >= 60) return timeLeft(Math.ceil(seconds / 60) * 60);
  return timeLeft(seconds > 30 ? 60 : seconds > 10 ? 30 : 10);
}
