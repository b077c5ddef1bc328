/**
 * "Signed in", with a "Sign out" button, for a signed-in customer: on the deals page, and in
 * the app's header (which loads it only once the cookies say the customer is signed in, so
 * anonymous visitors never download it). "Sign out" signs out as the idle warning's button
 * does: the stored chosenTariff and pendingTariffDismissed are forgotten, then the customer
 * goes to the sign-out address (identity/logout) after a cancelable `help-navigate`.
 */
import { Button } from '../../components/Button';
import { signOutUrl } from './redirects';
import { SIGNED_IN_TEXT } from './signed-in.text';
import { useSignOut } from './use-signed-in';

export interface SignedInStatusProps {
  /** The block's class, given by the page that places it; its text and button take it with `-text` and `-sign-out`. */
  className: string;
}

/**
 * @csspart signed-in - "Signed in", with its "Sign out" button.
 * @csspart sign-out - The "Sign out" button.
 */
export default function SignedInStatus({ className }: SignedInStatusProps) {
  const signOut = useSignOut();
  return (
    <div className={className} part="signed-in">
      <p className={`${className}-text`}>{SIGNED_IN_TEXT.signedIn}</p>
      <Button variant="link" className={`${className}-sign-out`} part="sign-out" onClick={() => signOut(signOutUrl())}>
        {SIGNED_IN_TEXT.signOut}
      </Button>
    </div>
  );
}
