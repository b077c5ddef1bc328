/**
 * LoadFailed where a page's content could not be fetched, downloaded only then: no page pays for
 * its words and behaviour before it is needed. Until it is in, `pending` shows (the spinner the
 * page showed already).
 */
import type { ReactNode } from 'react';
import type { LoadFailedProps } from '../../components/load-failed/LoadFailed';
import { useLazyPart } from '../element-routes';
import { lazyScreen } from '../route-table';

const LOAD_FAILED = lazyScreen<LoadFailedProps>(() => import('../../components/load-failed/LoadFailed').then(({ LoadFailed }) => ({ default: LoadFailed })));

export function LoadFailedWhenIn({ pending, ...props }: LoadFailedProps & { pending: ReactNode }) {
  const LoadFailed = useLazyPart(LOAD_FAILED);
  return LoadFailed ? <LoadFailed {...props} /> : <>{pending}</>;
}
