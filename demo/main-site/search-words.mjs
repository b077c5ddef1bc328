// @ts-check
/**
 * The search box's own matching, for the stand-in search results page: the same vocabulary of
 * what customers call each page (src/content/search-vocabulary.ts), typo and word-order rules, and
 * most asked pages, with the product's parser of the categories list, bundled from the source
 * once, on the first search. The results page then finds "bereavement" or "moving home" as the
 * box does.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * @typedef {{ kind: 'category' | 'article' | 'page' | 'main-site', title: string, route: string, categoryTitle: string }} Suggestion
 * @typedef {object} SearchWords
 * @property {(text: string, categories: unknown[], limit?: number) => Suggestion[]} suggestionsFor
 * @property {(categories: unknown[], limit?: number) => Suggestion[]} popularPages
 * @property {(body: unknown) => unknown[]} parseCategoriesList the categories list as the box reads it
 */

/** @type {Promise<SearchWords> | undefined} */
let loaded;

/** @returns {Promise<SearchWords>} */
export function searchWords() {
  loaded ??= build({
    stdin: {
      // The matching alone: no service client, no React (the test server's console has not every
      // method React's development build calls).
      contents: [
        "export { suggestionsFor, popularPages } from './src/elements/help-search/help-search.suggestions.ts';",
        "export { parseCategoriesList } from './src/api/content-pages/categories-list.ts';",
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  }).then(async ({ outputFiles }) => /** @type {SearchWords} */ (await import(`data:text/javascript,${encodeURIComponent(outputFiles[0]?.text ?? '')}`)));
  return loaded;
}

