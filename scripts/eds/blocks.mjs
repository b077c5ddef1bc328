// @ts-check
/**
 * One Edge Delivery block per element, from the manifest (the attributes an author may set,
 * read by scripts/aem/manifest.mjs) and the element's descriptor (the place it holds):
 *
 *   blocks/<tag>/<tag>.js    `decorate(block)`: src/eds/element-block.ts with the element's tag
 *                            and attributes, bundled into one small module (no import of its
 *                            own, so the block costs aem.js one request, not two in a row)
 *   blocks/<tag>/<tag>.css   the rules that hold the element's place until it shows
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { ROOT } from './names.mjs';

/** @typedef {import('../aem/manifest.mjs').AemElement} AemElement */
/** @typedef {import('../../src/eds/block-table').BlockAttribute} BlockAttribute */

/**
 * The attributes a block reads from its table: the AEM dialog's fields, with their labels for authors.
 * @param {AemElement} element
 * @returns {BlockAttribute[]}
 */
export const blockAttributes = (element) =>
  element.attributes.map(({ name, kind, values, label }) => ({ name, kind, ...(kind === 'enum' ? { values } : {}), label }));

/** Says where a generated file comes from, at its top. @param {string} tag */
const banner = (tag) => `/* The ${tag} block of the Help & Support elements, written by their build (scripts/eds/). Do not edit: copy dist/eds/ again. */`;

/**
 * The block's script: decorate(block) with the element's description, bundled and minified.
 * @param {AemElement} element
 */
export async function blockScript(element) {
  const block = { tag: element.tag, attributes: blockAttributes(element) };
  const result = await build({
    stdin: {
      contents: [
        "import { decorateElementBlock } from './src/eds/element-block.ts';",
        `const BLOCK = ${JSON.stringify(block)};`,
        '/** Called by aem.js with the block: the element in place of its table. @param {Element} block */',
        'export default function decorate(block) {',
        '  decorateElementBlock(block, BLOCK, import.meta.url);',
        '}',
      ].join('\n'),
      resolveDir: ROOT,
      sourcefile: join('blocks', element.tag, `${element.tag}.js`),
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    banner: { js: banner(element.tag) },
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]?.text;
  if (!text) throw new Error(`blocks/${element.tag}/${element.tag}.js: esbuild wrote nothing`);
  return text;
}

/**
 * The block's stylesheet: the element's place (its descriptor's rules, as docs/embedding.md
 * lists them). aem.js loads it with the block's script and shows the section once both are in,
 * so the element's place is held from its first frame on screen.
 * @param {string} tag @param {readonly string[]} placeRules
 */
export const blockCss = (tag, placeRules) =>
  `${banner(tag)}\n/* The place <${tag}> holds until it shows (docs/embedding.md, "No layout shift"). */\n${placeRules.join('\n')}\n`;
