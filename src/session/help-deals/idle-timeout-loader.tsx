/**
 * Starts the idle time-out (idle-timeout.tsx, with react-idle-timer) once a signed-in page is
 * on screen: its code is a download of its own, which anonymous pages never make. A failed
 * download is reported; the 30-second cookie check still signs the customer out.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { report } from '../../report';
import type { IdleTimeoutProps } from '../idle-timeout/idle-timeout';

export function IdleTimeoutWhenLoaded(props: IdleTimeoutProps) {
  const [IdleTimeout, setIdleTimeout] = useState<ComponentType<IdleTimeoutProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    import('../idle-timeout/idle-timeout').then(
      (module) => mounted && setIdleTimeout(() => module.default),
      (error: unknown) => report(error, { action: 'loading the idle time-out' }),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return IdleTimeout ? <IdleTimeout {...props} /> : null;
}
