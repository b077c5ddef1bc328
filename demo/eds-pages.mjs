// @ts-check
/**
 * The demo's Edge Delivery pages: the blocks of dist/eds/ (`npm run build:eds`) on pages whose
 * markup is what Edge Delivery delivers from an author's document (each block a
 * `<div class="<name>">` of rows of cells), decorated and loaded by a small stand-in for a
 * project's aem.js (demo/eds/aem.js), under the demo's strict policy.
 *
 *   /eds/                                   a page with two blocks (Help Search, Help Category
 *                                           for meters) and a link to each block's own page
 *   /eds/<tag>                              the block of that element, with a sample table
 *                                           (EDS_SAMPLES) in an author's words
 *   /eds/help-and-support/…                 the app's block (its base path, every path under it)
 *   /eds/scripts/aem.js, /eds/styles/styles.css   the stand-in site's code and styles (demo/eds/)
 *   /eds/blocks/…, /eds/scripts/help-and-support/…   dist/eds/, as a project serves it once copied in
 *
 * The project's code base is /eds (its blocks at /eds/blocks/), as a site's is its root.
 * `serveEds` answers node:http requests (the demo server); `edsPagesKoa` the same as Koa
 * middleware, for the browser tests' server.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockHeading } from '../scripts/eds/readme.mjs';
import { LIBRARY_FOLDER } from '../scripts/eds/names.mjs';
import { REFERRER_POLICY } from '../standins/referrer-policy.mjs';
import { decodedPath, rawPath } from './request-path.mjs';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, createEncodingCache, fileStats, sendContent, sendFile } from './static-files.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/**
 * @typedef {object} EdsSite
 * @property {string} distDir the built bundle, with dist/eds/
 * @property {string} csp the pages' Content-Security-Policy
 * @property {import('./static-files.mjs').EncodingCache} [cache]
 * @property {string} [probe] a classic script the tests add to the head, to watch the page: after the
 *   site's stylesheet, as on the AEM pages, since a parser-blocking script before it lets Chromium
 *   paint the page unstyled first, a layout shift no visitor's page has
 */

export const EDS_BASE = '/eds/';
export const EDS_APP_BASE = '/eds/help-and-support/';
/** The stand-in site's own files (demo/eds/), by their path on the site. */
const SITE_FILES = { '/eds/scripts/aem.js': 'aem.js', '/eds/styles/styles.css': 'styles.css' };
const SITE_DIR = fileURLToPath(new URL('eds/', import.meta.url));

/**
 * What an author might write in each block's table for the demo, in their words (keys as labels,
 * yes for on). A block not named here gets "Owns page | yes".
 * @type {Record<string, [string, string][]>}
 */
export const EDS_SAMPLES = {
  'help-and-support': [['Base path', EDS_APP_BASE], ['With header', 'yes']],
  'help-article': [['Category', 'meters'], ['Article', 'how-to-read-your-meter'], ['Owns page', 'yes']],
  'help-category': [['Category', 'meters'], ['Owns page', 'yes']],
  'meter-read-form': [['Draft key', 'eds'], ['Owns page', 'yes']],
  'complaint-journey': [['Draft key', 'eds'], ['Owns page', 'yes']],
  'feedback-journey': [['Draft key', 'eds'], ['Owns page', 'yes']],
};

/** @param {string} tag */
export const edsSampleOf = (tag) => EDS_SAMPLES[tag] ?? [['Owns page', 'yes']];

/** The page of a block (the app's is its base path). @param {string} tag */
export const edsPageOf = (tag) => (tag === 'help-and-support' ? EDS_APP_BASE : `${EDS_BASE}${tag}`);

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A block as Edge Delivery delivers it: a div named for the block, a div per row, a div per cell.
 * @param {string} tag @param {readonly (readonly string[])[]} rows
 */
export const blockMarkup = (tag, rows) =>
  [`<div class="${escapeHtml(tag)}">`, ...rows.map((row) => `  <div>${row.map((cell) => `<div>${escapeHtml(cell)}</div>`).join('')}</div>`), '</div>'].join('\n');

/** The blocks dist/eds/ holds (read from it, so the pages follow the manifest). @param {string} distDir */
async function builtBlocks(distDir) {
  const entries = await readdir(join(distDir, 'eds', 'blocks'), { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
}

/**
 * A page as Edge Delivery sends it: the project's head (its aem.js and styles), an empty header
 * and footer for its own blocks (here, a line of text), and <main> of sections.
 * @param {{ title: string, sections: string[], probe?: string | undefined }} page
 */
function pageHtml({ title, sections, probe }) {
  const indent = (/** @type {string} */ text, /** @type {string} */ by) => text.split('\n').map((line) => (line ? `${by}${line}` : line)).join('\n');
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
  <title>${escapeHtml(title)} - an Edge Delivery page</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="/favicon.svg">
  <script src="/eds/scripts/aem.js" type="module"></script>
  <link rel="stylesheet" href="/eds/styles/styles.css">${probe ? `\n  <script src="${escapeHtml(probe)}"></script>` : ''}
</head>
<body>
  <header><p><a href="${EDS_BASE}">Edge Delivery pages</a>: Help &amp; Support blocks, decorated as aem.js decorates them</p></header>
  <main>
${sections.map((section) => `    <div>\n${indent(section, '      ')}\n    </div>`).join('\n')}
  </main>
  <footer><p>The blocks are dist/eds/, copied into a project's root.</p></footer>
</body>
</html>
`;
}

/** The index: two blocks at work, then every block's page. @param {string[]} tags */
const indexSections = (tags) => [
  [
    '<h1 id="help-and-support-blocks">Help &amp; Support blocks</h1>',
    '<p>Each Help &amp; Support element is a block: an author writes a table, the page shows the element.</p>',
    blockMarkup('help-search', []),
  ].join('\n'),
  [
    '<h2 id="a-help-category">A Help Category block whose table says “Category | meters”</h2>',
    // Not the page's owner here: the index keeps its own title.
    blockMarkup('help-category', [['Category', 'meters']]),
  ].join('\n'),
  [
    '<h2 id="every-block">Every block</h2>',
    '<ul>',
    ...tags.map((tag) => `  <li><a href="${edsPageOf(tag)}">${blockHeading(tag)}</a> (<code>${tag}</code>)</li>`),
    '</ul>',
  ].join('\n'),
];

/** @param {string} path */
const isEdsPath = (path) => path === '/eds' || path.startsWith(EDS_BASE);

/**
 * Answers the /eds/ paths; resolves false for any other path.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {EdsSite} site
 */
export async function serveEds(req, res, site) {
  const path = decodedPath(req.url);
  /** @param {number} status @param {string} text */
  const plain = (status, text) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
    res.end(text);
    return true;
  };
  if (path === null) return isEdsPath(rawPath(req.url)) && plain(400, 'Bad Request: the path is not percent-encoded properly.\n');
  if (!isEdsPath(path)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed\n');
    return true;
  }
  const cache = (site.cache ??= createEncodingCache());
  /** @param {string} file @param {string} cacheControl */
  const sendIfFile = async (file, cacheControl) => {
    const stats = await fileStats(file);
    if (!stats) return plain(404, `Not found: ${path}\n`);
    await sendFile(req, res, cache, { path: file, stats, cacheControl });
    return true;
  };

  const siteFile = SITE_FILES[/** @type {keyof typeof SITE_FILES} */ (path)];
  if (siteFile) return sendIfFile(join(SITE_DIR, siteFile), CACHE_REVALIDATE);
  // dist/eds/'s blocks and library: only names of files, never a dot-segment.
  const copied = /^\/eds\/((?:blocks|scripts)\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:js|css))$/.exec(path)?.[1];
  if (copied && (copied.startsWith('blocks/') || copied.startsWith(`${LIBRARY_FOLDER}/`))) {
    // The chunks' names carry their content's hash; the rest keep their names between builds.
    return sendIfFile(join(site.distDir, 'eds', copied), copied.startsWith(`${LIBRARY_FOLDER}/chunks/`) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
  }

  const tags = await builtBlocks(site.distDir);
  if (tags.length === 0) return plain(404, 'The Edge Delivery blocks are not built: run `npm run build` (or `npm run build:eds` after a build).\n');
  /** @type {{ title: string, sections: string[] } | undefined} */
  let page;
  if (path === '/eds' || path === EDS_BASE) page = { title: 'Help & Support blocks', sections: indexSections(tags) };
  else {
    const tag = path.startsWith(EDS_APP_BASE) || `${path}/` === EDS_APP_BASE ? 'help-and-support' : /^\/eds\/([a-z][a-z0-9]*(?:-[a-z0-9]+)+)$/.exec(path)?.[1];
    if (tag && tags.includes(tag)) page = { title: blockHeading(tag), sections: [blockMarkup(tag, edsSampleOf(tag))] };
  }
  if (!page) return plain(404, `Not found: ${path}\n`);
  const body = Buffer.from(pageHtml({ ...page, probe: site.probe }));
  await sendContent(req, res, cache, {
    key: `eds-page\0${createHash('sha256').update(body).digest('hex')}`,
    load: async () => body,
    contentType: 'text/html; charset=utf-8',
    cacheControl: CACHE_REVALIDATE,
    compressible: true,
    headers: { 'Content-Security-Policy': site.csp, 'Referrer-Policy': REFERRER_POLICY },
  });
  return true;
}

/**
 * The same as Koa middleware (the browser tests' server), with the policy given.
 * @param {Omit<EdsSite, 'cache'>} options
 */
export function edsPagesKoa(options) {
  /** @type {EdsSite} */
  const site = { ...options };
  /**
   * @param {{ path: string, req: IncomingMessage, res: ServerResponse, respond?: boolean }} ctx
   * @param {() => Promise<unknown>} next
   */
  return async (ctx, next) => {
    if (!isEdsPath(ctx.path)) return next();
    ctx.respond = false;
    if (!(await serveEds(ctx.req, ctx.res, site))) {
      ctx.respond = true;
      return next();
    }
    return undefined;
  };
}
