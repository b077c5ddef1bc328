// @ts-check
/**
 * The search box's own matching, for the stand-in search results page: the same vocabulary of
 * what customers call each page (src/content/search-vocabulary.ts), typo and word-order rules, and
 * most asked pages, bundled from the source once, on the first search. The results page then
 * finds "bereavement" or "moving home" as the box does.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * @typedef {{ kind: 'category' | 'article' | 'page' | 'main-site', title: string, route: string, categoryTitle: string }} Suggestion
 * @typedef {object} SearchWords
 * @property {(text: string, categories: unknown[], limit?: number) => Suggestion[]} suggestionsFor
 * @property {(categories: unknown[], limit?: number) => Suggestion[]} popularPages
 */

/** @type {Promise<SearchWords> | undefined} */
let loaded;

/** @returns {Promise<SearchWords>} */
export function searchWords() {
  loaded ??= build({
    stdin: {
      // The matching alone: no service client, no React (the test server's console has not every
      // method React's development build calls).
      contents: "export { suggestionsFor, popularPages } from './src/elements/help-search/help-search.suggestions.ts';",
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

/**
 * The categories list as the search box reads it (RemoteCategory), from the content stand-in's
 * JSON:API fixture: each category with the articles of its groups.
 * @param {unknown} body
 * @returns {{ slug: string, title: string, metaDescription: string, articleLabels: string[], articles: { label: string, title: string }[] }[]}
 */
export function categoriesOf(body) {
  const list = /** @type {{ data?: unknown, included?: unknown }} */ (body ?? {});
  const data = Array.isArray(list.data) ? list.data : [];
  const included = Array.isArray(list.included) ? list.included : [];
  const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value : '');
  return data.map((category) => {
    const refs = category?.relationships?.articles?.data;
    const articles = (Array.isArray(refs) ? refs : [])
      .flatMap((ref) => included.find((item) => item?.type === ref?.type && item?.id === ref?.id)?.attributes?.articles ?? [])
      .map((article) => ({ label: text(article?.label), title: text(article?.title) }))
      .filter((article) => article.label !== '');
    return { slug: text(category?.id), title: text(category?.attributes?.title), metaDescription: '', articleLabels: articles.map(({ label }) => label), articles };
  });
}
