/**
 * TanStack Query's paging behaviour (infinite queries) ships with every query client, though no
 * screen here pages through a list (a logic test keeps it so): its module becomes one whose
 * functions say so if ever called, about 0.5 kB gzip off every page.
 */
import type { Plugin } from 'rollup';

const PAGING = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]infiniteQueryBehavior\.js$/;

/** What the module becomes: its three exports, each failing loudly. */
export const WITHOUT_PAGING = [
  "const unused = () => { throw new Error('Paged queries are left out of this bundle'); };",
  'export { unused as infiniteQueryBehavior, unused as hasNextPage, unused as hasPreviousPage };',
].join('\n');

export function withoutInfiniteQueries(): Plugin {
  return {
    name: 'without-infinite-queries',
    load(id) {
      return PAGING.test(id) ? WITHOUT_PAGING : null;
    },
  };
}
