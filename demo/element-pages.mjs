// @ts-check
/**
 * A demo page for every element folder, from one template (demo/page.html, the page chrome every
 * demo page shares) fed by the element's own `<tag>.examples.ts`, as a component library's review
 * app shows each component's examples:
 *
 *   /elements/               every element, with what it shows (its `@summary`)
 *   /elements/<tag>          the element as a CMS author places it: one script tag, the element
 *                            with its first example's attributes and `owns-page`; the stand-ins as
 *                            they are (the control panel's flags apply)
 *   /elements/<tag>/<n>      its example n (from 1): demo/public/example.js sets the example's
 *                            stand-in flags and faults, page URL, sign-in and kept answers first,
 *                            then adds the element and loads its script
 *   /embed/<tag>, /help-home, /article   the earlier addresses of the same pages
 *
 * A new folder has its page with no other change. The examples are bundled with esbuild on each
 * request (a few milliseconds), so an edited example shows on the next reload.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleInMemory } from '../scripts/bundle-in-memory.mjs';
import { elementSummaries } from '../scripts/elements.mjs';
import { demoPage, escapeHtml, siteHeader } from './page-template.mjs';

const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));
const ELEMENTS_DIR = join(ROOT_DIR, 'src', 'elements');

/** The app: it routes the page URL under its base path, so it has a page there (help-and-support.html). */
const APP_TAG = 'help-and-support';

/** Earlier addresses of element pages, kept working. */
const ALIASES = /** @type {Record<string, string>} */ ({ '/help-home': 'help-home', '/article': 'help-article' });

/** Where the page template's stylesheet of held places is served. */
export const PLACES_CSS_PATH = '/elements/places.css';

/**
 * The rules that hold each element's place before its script runs, as docs/embedding.md lists
 * them (made from each element's README): a new element's page does not jump either.
 */
export function placesCss() {
  const embedding = readFileSync(join(ROOT_DIR, 'docs', 'embedding.md'), 'utf8');
  return /<!-- places:begin[^>]*-->\n```css\n([\s\S]*?)```/.exec(embedding)?.[1] ?? '';
}

/** The element folders (those with an element module), in name order. */
export function demoElementTags() {
  return readdirSync(ELEMENTS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(ELEMENTS_DIR, entry.name, `${entry.name}.element.ts`)))
    .map((entry) => entry.name)
    .sort();
}

/** JSON in a script element: '<' escaped, so no text in it can close the element. @param {unknown} value */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');


/**
 * @typedef {import('../src/platform/examples').ElementExample} ElementExample
 * @typedef {{ examples: readonly ElementExample[], keptStorageKey: string, cookies: { identity: string, access: string } }} ElementDemoData
 */

/**
 * An element's examples, as plain data, with what example.js needs to set them up (the names of
 * the kept answers' storage and of the token cookies).
 * @param {string} tag
 * @returns {Promise<ElementDemoData>}
 */
export async function elementExamples(tag) {
  const code = await bundleInMemory({
    stdin: {
      contents: `export { examples } from './elements/${tag}/${tag}.examples';
export { KEPT_STORAGE_KEY } from './store/kept-check';
export { defaultSessionConfig } from './session/session-cookies/session-config';`,
      resolveDir: join(ROOT_DIR, 'src'),
      loader: 'ts',
    },
  });
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  return {
    // Plain data only: what a page can carry.
    examples: JSON.parse(JSON.stringify(module.examples)),
    keptStorageKey: module.KEPT_STORAGE_KEY,
    cookies: { identity: module.defaultSessionConfig.identityCookie, access: module.defaultSessionConfig.accessCookie },
  };
}

/**
 * The tag as a CMS author writes it.
 * @param {string} tag
 * @param {Record<string, string>} attributes
 */
function elementHtml(tag, attributes) {
  const written = Object.entries(attributes)
    .map(([name, value]) => (value === '' ? ` ${escapeHtml(name)}` : ` ${escapeHtml(name)}="${escapeHtml(value)}"`))
    .join('');
  return `<${tag}${written}></${tag}>`;
}

/**
 * A page in the shared chrome.
 * @param {{ title: string, content: string, elementsCurrent?: boolean }} page
 */
function inTemplate({ title, content, elementsCurrent = false }) {
  return demoPage({
    title: `${title} – Help & Support demo`,
    // Each element's place held before its script runs (docs/embedding.md, "No layout shift").
    head: `  <link rel="stylesheet" href="${PLACES_CSS_PATH}">`,
    body: `${siteHeader(elementsCurrent ? 'elements' : undefined)}

  <main id="main" class="page page--wide">
${content}
  </main>`,
  });
}

/** The index: every element folder and its states. */
function indexPage() {
  const tags = demoElementTags();
  const summaries = elementSummaries(tags);
  const items = tags.map(
    (tag) => `      <li><a href="/elements/${tag}"><code>&lt;${tag}&gt;</code></a>: ${escapeHtml(summaries.get(tag) ?? '')}</li>`,
  );
  return inTemplate({
    title: 'Elements',
    elementsCurrent: true,
    content: `    <p class="page__caption">Demo: every element of the bundle</p>
    <h1>Elements</h1>
    <p>Each on a CMS page of its own, as an author places it, and in each of its named states
      (its <code>examples.ts</code>).</p>
    <ul class="link-list">
${items.join('\n')}
    </ul>`,
  });
}

/**
 * An element's page: as a CMS author places it, or in one of its examples.
 * @param {string} tag
 * @param {number | null} chosen the example's index, or null for the element as placed
 * @param {'react' | 'lean'} runtime
 */
async function elementPage(tag, chosen, runtime) {
  const data = await elementExamples(tag);
  const example = chosen === null ? undefined : data.examples[chosen];
  if (chosen !== null && !example) return null;
  const states = [
    `        <li><a href="/elements/${tag}"${chosen === null ? ' aria-current="page"' : ''}>As a CMS author places it</a></li>`,
    ...data.examples.map(
      (each, index) =>
        `        <li><a href="/elements/${tag}/${index + 1}"${index === chosen ? ' aria-current="page"' : ''}>${escapeHtml(each.name)}</a></li>`,
    ),
  ];
  const nav = `    <nav class="demo-states" aria-label="States of &lt;${tag}&gt;">
      <ul>
${states.join('\n')}
      </ul>
    </nav>`;
  // Set up by example.js before the element's script runs (its first requests start with it).
  const script = `/dist/${runtime === 'lean' ? 'lean/' : ''}elements/${tag}.js`;
  const body = example
    ? `    <!-- The example's state is set up first (example.js), then the element is added and its script loaded. -->
    <script type="application/json" id="demo-example">${scriptJson({ tag, script, example, keptStorageKey: data.keptStorageKey, cookies: data.cookies })}</script>
    <script type="module" src="/example.js"></script>
    <!-- modulepreload ${tag} -->`
    : tag === APP_TAG
    ? `    <!-- The app owns every page under its base path: it is shown there, not on this page. -->
    <p>The whole Help &amp; Support area is at <a href="/help-and-support/">/help-and-support/</a>; its states below open there.</p>`
    : `    <!-- What a CMS author adds to a page: one script tag and one element. -->
    <!-- modulepreload ${tag} -->
    <script type="module" src="/dist/elements/${tag}.js"></script>
    ${elementHtml(tag, { ...(data.examples[0]?.attributes ?? {}), 'owns-page': '' })}`;
  return inTemplate({
    title: example ? `<${tag}>: ${example.name}` : `<${tag}>`,
    content: `    <p class="page__caption">Demo: a CMS page made of &lt;${tag}&gt;${example ? `: ${escapeHtml(example.name)}` : ''}</p>
${nav}
${body}`,
  });
}

/**
 * The demo page for a path, or null when the path is not an element page.
 * @param {string} path the request's path, decoded
 * @param {'react' | 'lean'} runtime
 * @returns {Promise<string | null>}
 */
export async function elementPageFor(path, runtime) {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '/elements') return indexPage();
  const alias = ALIASES[trimmed];
  const match = alias ? [trimmed, alias] : /^\/(?:elements|embed)\/([a-z][a-z0-9]*(?:-[a-z0-9]+)+)(?:\/(\d{1,3}))?$/.exec(trimmed);
  const tag = match?.[1];
  if (!tag || !demoElementTags().includes(tag)) return null;
  const index = match[2] ? Number(match[2]) - 1 : null;
  if (index !== null && (!trimmed.startsWith('/elements/') || index < 0)) return null;
  return elementPage(tag, index, runtime);
}
