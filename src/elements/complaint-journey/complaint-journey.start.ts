/**
 * Where this instance's journey starts: the customer type question, or the details of the
 * element's `complaint`. The confirmation goes back there without a receipt, and to start again.
 * Apart from the route table, which loads the confirmation, so the confirmation does not import
 * its own loader back.
 */
import { createContext } from 'react';
import { COMPLAINT_PATHS } from './complaint-journey.paths';

export const ComplaintStartContext = createContext<`/${string}`>(COMPLAINT_PATHS.customerType);
