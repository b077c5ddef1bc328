/** Named states of `<help-search>`, for the demo and the conformance test's axe loop. */
import type { ElementExample } from '../../platform/examples';
import { TEXT } from './help-search.text';

export const examples: readonly ElementExample[] = [{ name: 'the first screen', shows: TEXT.heading }];
