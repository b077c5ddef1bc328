// @ts-check
/**
 * What the AEM package takes from docs/embedding.md, word for word, so the advice and the
 * package never differ: the rules that hold each element's place ("No layout shift") and the
 * fallback content an element shows without JavaScript ("Without JavaScript").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './names.mjs';

/** @param {string} heading */
function section(heading) {
  const embedding = readFileSync(join(ROOT, 'docs', 'embedding.md'), 'utf8');
  const after = embedding.split(new RegExp(`^## ${heading}$`, 'm'))[1];
  if (after === undefined) throw new Error(`docs/embedding.md has no "## ${heading}" section`);
  return after.split(/^## /m)[0] ?? '';
}

/** @param {string} text @param {string} language */
const codeBlocks = (text, language) => [...text.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1] ?? '');

/** The CSS of "No layout shift". */
export function placeRules() {
  const [rules] = codeBlocks(section('No layout shift'), 'css');
  if (!rules || !/:not\(:defined\)/.test(rules)) throw new Error('docs/embedding.md, "No layout shift": no `:not(:defined)` rules found');
  return rules;
}

/**
 * Each element's fallback content in "Without JavaScript": tag → the markup inside its tag.
 * @returns {Map<string, string>}
 */
export function fallbackContent() {
  /** @type {Map<string, string>} */
  const found = new Map();
  for (const block of codeBlocks(section('Without JavaScript'), 'html')) {
    for (const match of block.matchAll(/<([a-z][a-z0-9]*(?:-[a-z0-9]+)+)>([\s\S]*?)<\/\1>/g)) {
      const [, tag = '', inner = ''] = match;
      const lines = inner.split('\n').filter((line) => line.trim() !== '');
      const indent = Math.min(...lines.map((line) => /^ */.exec(line)?.[0].length ?? 0));
      found.set(tag, lines.map((line) => line.slice(indent)).join('\n'));
    }
  }
  return found;
}
