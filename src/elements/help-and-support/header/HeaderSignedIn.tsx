/**
 * "Signed in" and "Sign out" in the header, while the cookies say the customer is signed in
 * (read at once and at each 30-second check; the header never sends anyone anywhere), and
 * nothing otherwise. Its code, the session's own (session/help-deals/signed-in-status.tsx), is
 * downloaded only for a signed-in customer; a failed download is reported and the header shows
 * as it would to anyone.
 */
import { useEffect, useState } from 'react';
import { report } from '../../../report';
import { lazyScreen } from '../../../router/route-table';
import type { SignedInStatusProps } from '../../../session/help-deals/signed-in-status';
import { useSessionState } from '../../../session/session-cookies/use-session-state';

const signedInStatus = lazyScreen<SignedInStatusProps>(() => import('../../../session/help-deals/signed-in-status'));

function SignedInStatusOnceLoaded(props: SignedInStatusProps) {
  const [Status, setStatus] = useState(() => signedInStatus.loaded);
  useEffect(() => {
    if (Status) return undefined;
    let mounted = true;
    signedInStatus.load().then(
      (loaded) => mounted && setStatus(() => loaded),
      (error: unknown) => report(error, { action: 'loading the signed-in status', element: 'help-and-support', level: 'warn' }),
    );
    return () => {
      mounted = false;
    };
  }, [Status]);
  return Status ? <Status {...props} /> : null;
}

export function HeaderSignedIn() {
  return useSessionState() === 'signed-in' ? <SignedInStatusOnceLoaded className="site-header__signed-in" /> : null;
}
