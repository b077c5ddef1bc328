// @ts-check
/**
 * A stylesheet as the elements hold it: its minified text, which they adopt as a constructable
 * stylesheet. The bundles (plugins/css-as-text.ts), the build's render of first screens and the
 * browser tests' bundles all read CSS through this, so one sheet has one text, to the character,
 * everywhere: a snapshot's link names the sheets it holds by that text (src/styles/sheet-id.ts).
 */
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

/** @param {string} css */
export async function cssText(css) {
  return (await transform(css, { loader: 'css', minify: true })).code.trim();
}

/** For esbuild: every `.css` import as its text, minified as the bundles have it. */
/** @type {import('esbuild').Plugin} */
export const cssAsText = {
  name: 'css-as-text',
  setup(bundler) {
    bundler.onLoad({ filter: /\.css$/ }, async ({ path }) => ({ contents: await cssText(await readFile(path, 'utf8')), loader: 'text' }));
  },
};
