/** Named states of `<help-search>`, for the demo and the conformance test's axe loop. */
import type { ElementExample } from '../../platform/examples';
import { TEXT } from './help-search.text';

export const examples: readonly ElementExample[] = [
  { name: 'the search box on a page', shows: TEXT.label },
  { name: 'the search box as the page', attributes: { 'owns-page': '' }, url: '/help-and-support/search-box', shows: TEXT.label },
];
