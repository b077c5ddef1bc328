// @ts-check
/**
 * First screens as declarative shadow DOM (`npm run build`, after rollup). For each element
 * whose descriptor names snapshots (its own first screen, or an app's pages), React's server
 * renderer renders that screen here, with the element module's `firstScreen` (createHelpElement's
 * option), as the element's first render in a page would, and the build writes:
 *
 *   dist/styles/<tag>.css       every stylesheet that screen's components ask for, in one file:
 *                               linked from the snapshot, never inline, so a strict CSP holds
 *   dist/embed/<tag>.html       the snippet's element tag now holds the screen, in a
 *                               `<template shadowrootmode="open">`: on screen, styled and
 *                               typeable while the page is parsed, before any script has run
 *   the same under dist/lean/ and dist/react/, whose snippets link their own copies
 *
 * The snapshot is the common case: what depends on the page's configuration (the meter-read
 * week's words) is left for the element to show once the configuration arrives.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, transformSync } from 'esbuild';
import { cssAsText } from '../build/css-text.mjs';
import { fallbackContent } from './aem/docs.mjs';
import { loadDescriptors } from './descriptors.mjs';
import { className } from './elements.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The builds that have an embed/ folder of snippets. */
const BUILDS = ['dist', 'dist/lean', 'dist/react'];
/**
 * A form in a snapshot, read before its element's code arrives or where scripts do not run: its
 * submit button (unless the form has an action of its own) disabled (a press must not send the answers the browser's way, in the page
 * address) and marked: the element's entry script enables it and holds a press until the element
 * has taken the screen over (src/platform/take-over/early-press.ts); after it, the
 * element's fallback for pages without JavaScript (docs/embedding.md), which the snapshot's
 * stylesheet shows in the button's place only where scripts do not run.
 * @param {string} html @param {string | undefined} fallback
 */
export function withoutScript(html, fallback) {
  const button = /<button\b([^>]*\btype="submit"[^>]*)>([\s\S]*?)<\/button>/.exec(html);
  if (!button) return html;
  // A form with an address of its own (the search box's) is sent there where scripts do not run:
  // its button stays enabled, marked for the entry script to hold a press until the take-over.
  const form = html.lastIndexOf('<form', button.index);
  if (form !== -1 && /^<form\b[^>]*\baction="/.test(html.slice(form)) && !html.slice(form, button.index).includes('</form>')) {
    return `${html.slice(0, button.index)}<button ${SNAPSHOT_MARK}${button[1]}>${button[2]}</button>${html.slice(button.index + button[0].length)}`;
  }
  const way = fallback ? fallback.replace(/^<p\b/, '<p class="help-body help-without-script"').replace(/<a\b/g, '<a class="help-link"') : '';
  const disabled = `<button disabled ${SNAPSHOT_MARK}${button[1]}>${button[2]}</button>${way}`;
  return html.slice(0, button.index) + disabled + html.slice(button.index + button[0].length);
}

/** Marks what the element undoes once it has taken a snapshot over (src/platform/snapshot.ts, SNAPSHOT_ATTRIBUTE). */
const SNAPSHOT_MARK = 'data-help-snapshot';

/** What only a snapshot needs: its way for pages without JavaScript (the elements never adopt it). */
export const SNAPSHOT_CSS = readFileSync(join(ROOT, 'src/styles/snapshot.css'), 'utf8');
/**
 * For an element whose place the page holds only until it is defined (its descriptor's
 * `place.untilDefined`, docs/embedding.md "No layout shift"): the snapshot is the screen, at its
 * own height, so that rule adds nothing to it, and the page does not move when the element is
 * defined. (A shadow root's `!important` wins over the page's rule; the rule is the page's again
 * for an element without a snapshot, which has no shadow root until it is defined.)
 */
export const HOLDS_ITS_PLACE = ':host(:not(:defined)){min-height:0!important}';
/** Where the render's bundle is written for Node to import (its packages resolve from node_modules). */
const BUNDLE = join(ROOT, 'node_modules/.cache/help-and-support/snapshots.mjs');

/** The snippet's element: empty as rollup writes it, or holding an earlier snapshot. */
const elementInSnippet = (/** @type {string} */ tag) => new RegExp(`<${tag}>(?:<template shadowrootmode="open">[\\s\\S]*?</template>)?</${tag}>`);

/**
 * The markup an element's tag holds in a page: its first screen in a declarative shadow root,
 * after the screen's stylesheet link, which carries the facts the element reads when it takes
 * the screen over (the day of the render; an app's page).
 * The link names the sheets the stylesheet holds (`sheets`, by their sheetId): the element keeps
 * the link after the take-over and does not adopt those again (a link naming none goes then).
 * @param {{ tag: string, html: string, stylesheet: string, sheets: string[], facts: { date: string, path?: string }, attributes?: Record<string, string> }} snapshot
 */
export function snapshotElement({ tag, html, stylesheet, sheets, facts, attributes = {} }) {
  const attribute = (/** @type {string} */ name, /** @type {string} */ value) => (value === '' ? ` ${name}` : ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
  const hostAttributes = Object.entries(attributes).map(([name, value]) => attribute(name, value)).join('');
  const factAttributes = Object.entries(facts).map(([name, value]) => attribute(`data-${name}`, String(value))).join('');
  return `<${tag}${hostAttributes}><template shadowrootmode="open"><link rel="stylesheet" href="${stylesheet}" data-help-snapshot${factAttributes}${sheets.length > 0 ? attribute('data-help-sheets', sheets.join(' ')) : ''}>${html}</template></${tag}>`;
}

/** A snippet's line that starts its snapshot's stylesheet first (written by the build, replaced on each build). */
const STYLESHEET_FIRST = /^<link rel="preload" as="style" href="[^"]*">\n/m;

/**
 * The snippet with its snapshot's stylesheet started first: the snapshot is not painted until its
 * stylesheet is in, so it goes out with the page's own styles, before the element's script. The
 * line goes before the snippet's first tag; an earlier build's line is replaced.
 * @param {string} snippet @param {string} stylesheet
 */
export function withStylesheetFirst(snippet, stylesheet) {
  const without = snippet.replace(STYLESHEET_FIRST, '');
  const firstTag = without.search(/^<(?:link|script|[a-z]+-[a-z-]+)[\s>]/m);
  if (firstTag < 0) throw new Error('a snippet with no element line');
  return `${without.slice(0, firstTag)}<link rel="preload" as="style" href="${stylesheet}">\n${without.slice(firstTag)}`;
}

/**
 * The imports of each element's first screen (the element module's `firstScreen`) and app (
 * `<Name>App` of its `<tag>.tsx`, as its class is `<Name>Element`), as `first<n>` and `app<n>`.
 * @param {string[]} tags
 */
export function firstScreenImports(tags) {
  const appName = (/** @type {string} */ tag) => className(tag).replace(/Element$/, 'App');
  return tags.flatMap((tag, index) => [
    `import { firstScreen as first${index} } from './src/elements/${tag}/${tag}.element';`,
    `import { ${appName(tag)} as app${index} } from './src/elements/${tag}/${tag}';`,
  ]);
}

/**
 * Bundles `contents` (TypeScript, from the repository's root) for Node into `outfile`: its
 * packages resolve from node_modules, CSS as the bundles import it (minified text), React's production
 * build.
 * @param {string} contents @param {string} sourcefile @param {string} outfile
 */
export async function bundleForNode(contents, sourcefile, outfile) {
  await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts', sourcefile },
    bundle: true,
    outfile,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    jsx: 'automatic',
    plugins: [cssAsText],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
}

/**
 * The render module: each element class with a first screen, and React's server renderer, bundled
 * for Node (CSS as text, as the bundles import it).
 * @param {string[]} tags
 */
async function renderModule(tags) {
  const contents = [
    ...firstScreenImports(tags),
    `export { renderFirstScreen } from './src/shell/snapshot-render';`,
    `export { setConfig } from './src/config/config';`,
    `export const firstScreens = { ${tags.map((tag, index) => `${JSON.stringify(tag)}: { ...first${index}, app: app${index} }`).join(', ')} };`,
  ].join('\n');
  await bundleForNode(contents, 'snapshots-entry.ts', BUNDLE);
  // What the elements' modules touch as they load, and the page a first screen is rendered for:
  // no query, nothing stored, nothing to construct (no element is created here).
  Object.assign(globalThis, {
    HTMLElement: class {},
    Element: class {},
    ShadowRoot: class {},
    window: globalThis,
    document: { getElementById: () => null, querySelector: () => null, cookie: '' },
    location: new URL('https://www.example.invalid/'),
    dataLayer: [],
  });
  process.env.NODE_ENV = 'production'; // React's production server renderer
  return import(pathToFileURL(BUNDLE).href);
}


/**
 * A snapshot's stylesheet: its screen's sheets in order, then the rules of a first screen in the
 * page (SNAPSHOT_CSS) and the host's place until it is defined where its descriptor holds one,
 * minified as the elements' own are (the page downloads it before any script). A sheet the
 * element adopts afresh (`afresh`, fields that follow the choices) is in force here only while the
 * link is marked as a snapshot's, which the element takes off once it has taken the screen over:
 * this copy may still show the first choice's fields in WebKit. Each of its selectors is
 * prefixed with the link and a sibling (esbuild writes the nesting out).
 * @param {{ styles: string[], afresh: string[] }} screen what renderFirstScreen returned
 * @param {string[]} ownPlace
 */
export function snapshotStylesheet({ styles, afresh }, ownPlace) {
  const whileSnapshot = (/** @type {string} */ css) => transformSync(`link[data-help-snapshot]~*{${css}}`, { loader: 'css', target: 'chrome100' }).code;
  const sheets = styles.map((css) => (afresh.includes(css) ? whileSnapshot(css) : css));
  return transformSync([...sheets, SNAPSHOT_CSS, ...ownPlace].join('\n'), { loader: 'css', minify: true }).code;
}

/**
 * Writes one snapshot's stylesheet into each build, and hands each build's stylesheet address to
 * `write`, which writes the snippet.
 * @param {string} name the stylesheet's name (the element's tag, or the tag and the page)
 * @param {string} css the stylesheet (snapshotStylesheet)
 * @param {(dist: string, stylesheet: string) => string | undefined} write returns the file written, if any
 */
function writeEachBuild(name, css, write) {
  /** @type {string[]} */
  const written = [];
  for (const dist of BUILDS) {
    if (!existsSync(join(ROOT, dist, 'embed'))) continue;
    const cssPath = join(ROOT, dist, 'styles', `${name}.css`);
    mkdirSync(dirname(cssPath), { recursive: true });
    writeFileSync(cssPath, css);
    const file = write(dist, `/${dist}/styles/${name}.css`);
    if (file) written.push(file);
  }
  return written;
}

export async function writeSnapshots() {
  // The elements whose descriptor names first screens for the build (only their modules are loaded here).
  const described = (await loadDescriptors()).filter((descriptor) => descriptor.snapshots);
  const pagesOf = new Map(described.map(({ tag, snapshots = [] }) => [tag, snapshots]));
  const ownPlace = (/** @type {string} */ tag) => (described.find((descriptor) => descriptor.tag === tag)?.place.untilDefined ? [HOLDS_ITS_PLACE] : []);
  const tags = described.map(({ tag }) => tag);
  const module = await renderModule(tags);
  const date = new Date().toISOString().slice(0, 10);
  const fallbacks = fallbackContent();
  // The defaults, as on a page whose configuration sets nothing the first screens show.
  const config = module.setConfig({});
  /** @type {string[]} */
  const written = [];
  for (const tag of tags) {
    const first = module.firstScreens[tag];
    if (!first) continue;
    const pages = pagesOf.get(tag) ?? [];
    if (pages.length === 0) {
      // The element's own snippet, dist/embed/<tag>.html, now holds its first screen.
      const rendered = await module.renderFirstScreen(first, { tag, facts: { date } });
      const html = withoutScript(rendered.html, fallbacks.get(tag));
      written.push(
        ...writeEachBuild(tag, snapshotStylesheet(rendered, ownPlace(tag)), (dist, stylesheet) => {
          const snippetPath = join(ROOT, dist, 'embed', `${tag}.html`);
          const snippet = readFileSync(snippetPath, 'utf8');
          if (!elementInSnippet(tag).test(snippet)) throw new Error(`${dist}/embed/${tag}.html has no <${tag}></${tag}> line`);
          writeFileSync(snippetPath, withStylesheetFirst(snippet.replace(elementInSnippet(tag), () => snapshotElement({ tag, html, stylesheet, sheets: rendered.sheets, facts: { date } })), stylesheet));
          return `${dist}/embed/${tag}.html`;
        }),
      );
      continue;
    }
    // An app's pages: dist/embed/<tag>/<page>.html, the element's snippet for that page.
    for (const { path, snippet: name, attributes = {}, shows } of pages) {
      // The page the app is rendered on (its router reads window.location).
      Object.assign(globalThis, { location: new URL(`${config.basePath.replace(/\/+$/, '')}${path}`, 'https://www.example.invalid/') });
      const facts = { date, path };
      const rendered = await module.renderFirstScreen(first, { tag, facts, attributes });
      const html = withoutScript(rendered.html, shows && fallbacks.get(shows));
      written.push(
        ...writeEachBuild(name.replace(/\//g, '.'), snapshotStylesheet(rendered, ownPlace(tag)), (dist, stylesheet) => {
          // Rollup wrote the page's snippet, its preload lines the page's (build/plugins/element-entries.ts).
          const pagePath = join(ROOT, dist, 'embed', `${name}.html`);
          if (!existsSync(pagePath)) throw new Error(`${relative(ROOT, pagePath)}: the build wrote no snippet for <${tag}> on ${path}`);
          const snippet = readFileSync(pagePath, 'utf8');
          if (!elementInSnippet(tag).test(snippet)) throw new Error(`${relative(ROOT, pagePath)} has no <${tag}></${tag}> line`);
          writeFileSync(pagePath, withStylesheetFirst(snippet.replace(elementInSnippet(tag), () => snapshotElement({ tag, html, stylesheet, sheets: rendered.sheets, facts, attributes })), stylesheet));
          return relative(ROOT, pagePath);
        }),
      );
    }
  }
  rmSync(BUNDLE, { force: true });
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = await writeSnapshots();
  console.log(`First screens rendered into ${written.join(', ') || 'no snippet'}`);
  // The rendered modules leave timers behind (the query client's garbage collection).
  process.exit(0);
}
