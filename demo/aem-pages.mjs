// @ts-check
/**
 * The AEM page of the demo: the content package (dist/aem/, `npm run build:aem`) served as an
 * AEM publish instance serves it, and pages rendered from its components' HTL.
 *
 *   /aem/                                       every element's page
 *   /aem/content/<tag>.html                     the element's component rendered from its HTL
 *                                               with sample properties (SAMPLE_PROPERTIES), on a
 *                                               page that includes the client library as AEM's
 *                                               clientlib.html writes it: a stylesheet link and a
 *                                               classic <script src>, no module script; and the
 *                                               package's page configuration include in its head
 *   /aem/content/help-and-support/…             the app's page (its base path, every path under it)
 *   /etc.clientlibs/help-and-support/clientlibs/<library>[.min].js|.css
 *                                               the library's js and css, its js.txt and css.txt
 *                                               files joined, as AEM's proxy servlet sends them
 *   /etc.clientlibs/help-and-support/clientlibs/<library>/resources/…
 *                                               the library's resources: the ES modules
 *   /aem/ue/                                    every element's page as AEM's Universal Editor opens it
 *   /aem/ue/<tag>.html                          the component on an author page (wcmmode edit) the
 *                                               editor can open: the editor's connection in a meta
 *                                               element, the package's Universal Editor include in
 *                                               its head (the definitions and the content-patch
 *                                               script), the component in a container of the
 *                                               filter help-and-support; and, standing in for the
 *                                               editor's own script, a listener on the body that
 *                                               reloads the page on aue:content-patch and
 *                                               aue:content-update, as the editor's default does
 * Every page takes `?runtime=lean`: it then includes the lean category (`help-and-support.lean`).
 * A component's page takes `?wcmmode=edit` (or `preview`): it is rendered as an author instance
 * renders it, with `authoring` on the element, and any dialog property its HTL reads may be given
 * in the address to see what an author who typed it sees (`?wcmmode=edit&category=Meters`).
 * Pages are sent with the demo's strict policy. `serveAem` answers node:http requests (the
 * demo server); `aemPagesKoa` the same as Koa middleware, for the browser tests' server.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { APP, CLIENT_LIBRARIES, proxiedPath } from '../scripts/aem/names.mjs';
import { SAMPLE_RESOURCE, WCM_MODES, loadHtlEngine, renderHtl } from '../scripts/aem/htl.mjs';
import { REFERRER_POLICY } from '../standins/referrer-policy.mjs';
import { decodedPath, rawPath } from './request-path.mjs';
import { CACHE_REVALIDATE, createEncodingCache, fileStats, sendContent, sendFile } from './static-files.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/**
 * @typedef {object} AemSite
 * @property {string} distDir the built bundle, with dist/aem/
 * @property {string} csp the pages' Content-Security-Policy
 * @property {import('./static-files.mjs').EncodingCache} [cache]
 * @property {boolean} [lean] the lean category unless a page asks otherwise (the tests' lean runtime)
 * @property {string} [probe] a classic script the tests add before the library, to watch the page
 */

export const AEM_BASE = '/aem/';

/** The site's own page styles on the demo's AEM pages: a stand-in, as a supplier's AEM theme would be. */
const PAGE_STYLES_PATH = `${AEM_BASE}page.css`;
const PAGE_STYLES = `/* The AEM site's page styles (a stand-in): the components bring their own. */
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1d1d1d; line-height: 1.5; }
.aem-page-header { background: #f3f3f3; border-bottom: 1px solid #d0d0d0; padding: 8px 16px; font-size: 0.875rem; }
.aem-page-header p { margin: 0; }
main { max-width: 1040px; margin: 0 auto; padding: 16px; }
a { color: #1d5aab; }
`;
export const AEM_APP_BASE = '/aem/content/help-and-support/';
/** The Universal Editor's pages. */
export const AEM_UE_BASE = '/aem/ue/';
/** The stand-in for the editor's default listener (its cors.js): the page reloads on a change. */
const UE_EDITOR_STAND_IN_PATH = `${AEM_UE_BASE}editor-stand-in.js`;
const UE_EDITOR_STAND_IN = `// A stand-in for the Universal Editor's default listener (universal-editor-cors): with no
// listener of the page's own taking the change, the editor reloads the page to show it.
document.body.addEventListener('aue:content-patch', function () { window.location.reload(); });
document.body.addEventListener('aue:content-update', function () { window.location.reload(); });
`;
/** Where the demo says each Universal Editor page's component is in the repository. */
export const ueResourcePath = (/** @type {string} */ tag) => `/content/help-and-support-demo/ue/${tag}/jcr:content/root/container/${tag.replace(/-/g, '_')}`;
const CLIENTLIBS = `/etc.clientlibs/${APP}/clientlibs/`;

/**
 * What an author might set in each component's dialog for the demo. An element not named here
 * gets `ownsPage` only.
 * @type {Record<string, Record<string, unknown>>}
 */
export const SAMPLE_PROPERTIES = {
  'help-and-support': { basePath: AEM_APP_BASE, withHeader: true, urlRouting: true, ownsPage: true },
  'help-article': { category: 'meters', article: 'how-to-read-your-meter', ownsPage: true },
  'help-category': { category: 'emergencies', ownsPage: true },
  'meter-read-form': { draftKey: 'aem', ownsPage: true },
  'complaint-journey': { draftKey: 'aem', ownsPage: true },
  'feedback-journey': { draftKey: 'aem', ownsPage: true },
};

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The package's application folder in dist/aem. @param {string} distDir */
const appDir = (distDir) => join(distDir, 'aem', 'jcr_root', 'apps', APP);

/** The components the package holds (read from it, so the page follows the manifest). @param {string} distDir */
async function packagedTags(distDir) {
  const entries = await readdir(join(appDir(distDir), 'components'), { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
}

/**
 * The js or css AEM sends for a client library: the files its js.txt or css.txt lists, joined.
 * @param {string} distDir
 * @param {string} folder
 * @param {'js' | 'css'} type
 */
async function joinedAssets(distDir, folder, type) {
  const library = join(appDir(distDir), 'clientlibs', folder);
  const list = await readFile(join(library, `${type}.txt`), 'utf8');
  const base = /^#base=(.+)$/m.exec(list)?.[1]?.trim() ?? '.';
  const files = list.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const texts = await Promise.all(files.map((file) => readFile(join(library, base, file), 'utf8')));
  return texts.join('\n');
}

/**
 * The page around a component's markup, as an AEM page component writes it: the client
 * library's css in the head and its js at the end of the body, exactly as clientlib.html does.
 * @param {{ title: string, body: string, category: string, folder: string, probe?: string | undefined, config: string, head?: string, end?: string, header?: string }} page
 */
function pageHtml({ title, body, category, folder, probe, config, head = '', end = '', header = "components rendered from the content package's HTL" }) {
  return `<!doctype html>
<html lang="en-GB" data-clientlib-category="${escapeHtml(category)}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="/favicon.svg">
  <title>${escapeHtml(title)} - an AEM page</title>${config ? `\n  ${config.trim()}` : ''}${head ? `\n  ${head.trim().split('\n').join('\n  ')}` : ''}
  <link rel="stylesheet" href="${PAGE_STYLES_PATH}">
  <link rel="stylesheet" href="${proxiedPath(folder)}.min.css" type="text/css">${probe ? `\n  <script src="${escapeHtml(probe)}"></script>` : ''}
</head>
<body>
  <header class="aem-page-header"><p><a href="${AEM_BASE}">AEM pages</a>: ${header}</p></header>
  <main id="main">
${body}
  </main>
<script src="${proxiedPath(folder)}.min.js"></script>${end ? `\n${end.trim()}` : ''}
</body>
</html>
`;
}

/**
 * A component rendered from its HTL in the package: with its sample properties, each replaced by
 * the one of the same name in `given` (the page's address) when its HTL reads it; as a publish
 * instance renders it, or an author instance editing or previewing the page (`mode`).
 * @param {string} distDir
 * @param {string} tag
 * @param {{ given?: URLSearchParams, mode?: keyof typeof WCM_MODES, resource?: { path: string } }} [options]
 */
export async function renderComponent(distDir, tag, { given, mode = 'publish', resource = SAMPLE_RESOURCE } = {}) {
  const template = await readFile(join(appDir(distDir), 'components', tag, `${tag}.html`), 'utf8');
  /** @type {Record<string, unknown>} */
  const properties = { ...(SAMPLE_PROPERTIES[tag] ?? { ownsPage: true }) };
  for (const [name, value] of given ?? []) if (/^[a-z][A-Za-z0-9]*$/.test(name) && new RegExp(`properties\\.${name}\\b`).test(template)) properties[name] = value;
  return renderHtl(template, properties, WCM_MODES[mode], resource);
}

/** The WCM mode a page asks for with `?wcmmode=edit` or `preview`; publish otherwise. @param {URLSearchParams} query */
const modeAsked = (query) => {
  const mode = query.get('wcmmode');
  return mode === 'edit' || mode === 'preview' ? mode : 'publish';
};

/**
 * The page configuration, as a page component's head includes it: the package's include rendered
 * from its HTL ('' when the package has none).
 * @param {string} distDir
 */
async function renderPageConfig(distDir) {
  const template = await readFile(join(appDir(distDir), 'includes', 'page-config.html'), 'utf8').catch(() => null);
  return template === null ? '' : renderHtl(template, {});
}

/** The page's query. @param {IncomingMessage} req */
const queryOf = (req) => new URLSearchParams((req.url ?? '').split('#')[0]?.split('?')[1] ?? '');

/** @param {string} path */
const isAemPath = (path) => path === '/aem' || path.startsWith(AEM_BASE) || path.startsWith(CLIENTLIBS);

/**
 * Answers the AEM paths; resolves false for any other path.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {AemSite} site
 */
export async function serveAem(req, res, site) {
  const path = decodedPath(req.url);
  /** @param {number} status @param {string} text */
  const plain = (status, text) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
    res.end(text);
    return true;
  };
  // A malformed path is answered here only when it is plainly an AEM one; any other is the caller's.
  if (path === null) return isAemPath(rawPath(req.url)) && plain(400, 'Bad Request: the path is not percent-encoded properly.\n');
  if (!isAemPath(path)) return false;
  const cache = (site.cache ??= createEncodingCache());
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed\n');
    return true;
  }
  /** @param {string} html */
  const sendPage = async (html) => {
    const body = Buffer.from(html);
    await sendContent(req, res, cache, {
      key: `aem-page\0${createHash('sha256').update(body).digest('hex')}`,
      load: async () => body,
      contentType: 'text/html; charset=utf-8',
      cacheControl: CACHE_REVALIDATE,
      compressible: true,
      headers: { 'Content-Security-Policy': site.csp, 'Referrer-Policy': REFERRER_POLICY },
    });
    return true;
  };
  if (path === UE_EDITOR_STAND_IN_PATH) {
    const body = Buffer.from(UE_EDITOR_STAND_IN);
    await sendContent(req, res, cache, { key: 'aem-ue-stand-in', load: async () => body, contentType: 'application/javascript; charset=utf-8', cacheControl: CACHE_REVALIDATE, compressible: true });
    return true;
  }
  if (path === PAGE_STYLES_PATH) {
    const body = Buffer.from(PAGE_STYLES);
    await sendContent(req, res, cache, { key: 'aem-page-styles', load: async () => body, contentType: 'text/css; charset=utf-8', cacheControl: CACHE_REVALIDATE, compressible: true });
    return true;
  }
  const notBuilt = 'The AEM package is not built: run `npm run build` (or `npm run build:aem` after a build).\n';

  if (path.startsWith(CLIENTLIBS)) {
    const rest = path.slice(CLIENTLIBS.length);
    // <library>.js, <library>.min.js, <library>.css, <library>.min.css
    const joined = /^([a-z0-9-]+)(?:\.min)?\.(js|css)$/.exec(rest);
    if (joined) {
      const [, folder = '', type = 'js'] = joined;
      if (!CLIENT_LIBRARIES.some((library) => library.folder === folder)) return plain(404, `No client library ${folder}\n`);
      const text = await joinedAssets(site.distDir, folder, /** @type {'js' | 'css'} */ (type)).catch(() => null);
      if (text === null) return plain(404, notBuilt);
      const body = Buffer.from(text);
      await sendContent(req, res, cache, {
        key: `aem-clientlib\0${createHash('sha256').update(body).digest('hex')}`,
        load: async () => body,
        contentType: type === 'js' ? 'application/javascript; charset=utf-8' : 'text/css; charset=utf-8',
        cacheControl: CACHE_REVALIDATE,
        compressible: true,
      });
      return true;
    }
    // <library>/resources/…: only what a library's resources folder holds.
    const resource = /^([a-z0-9-]+)\/resources\/((?:[A-Za-z0-9_.-]+\/)*[A-Za-z0-9_.-]+)$/.exec(rest);
    if (resource && !rest.split('/').some((segment) => segment.startsWith('.'))) {
      const file = join(appDir(site.distDir), 'clientlibs', resource[1] ?? '', 'resources', resource[2] ?? '');
      const stats = await fileStats(file);
      if (stats) {
        await sendFile(req, res, cache, { path: file, stats, cacheControl: CACHE_REVALIDATE });
        return true;
      }
    }
    return plain(404, `Not found: ${path}\n`);
  }

  const given = queryOf(req);
  const asked = given.get('runtime');
  const mode = modeAsked(given);
  const lean = asked ? asked === 'lean' : Boolean(site.lean);
  const library = CLIENT_LIBRARIES[lean ? 1 : 0] ?? CLIENT_LIBRARIES[0];
  const page = { category: library.category, folder: library.folder, probe: site.probe, config: await renderPageConfig(site.distDir) };
  const query = [asked === 'lean' ? 'runtime=lean' : '', mode === 'publish' ? '' : `wcmmode=${mode}`].filter(Boolean).join('&').replace(/^./, (first) => `?${first}`);

  if (path === '/aem' || path === AEM_BASE) {
    const tags = await packagedTags(site.distDir);
    if (tags.length === 0) return plain(404, notBuilt);
    const links = tags
      .map((tag) => `    <li><a href="${tag === 'help-and-support' ? AEM_APP_BASE : `${AEM_BASE}content/${tag}.html`}${query}">&lt;${tag}&gt;</a></li>`)
      .join('\n');
    const modes = `  <p>${mode === 'publish' ? `As a publish instance renders them. <a href="${AEM_BASE}?wcmmode=edit">As an author instance, editing</a>` : `As an author instance renders them, ${mode === 'edit' ? 'editing' : 'previewing'}. <a href="${AEM_BASE}">As a publish instance</a>`}.</p>`;
    const editor = `  <p><a href="${AEM_UE_BASE}">As AEM’s Universal Editor opens them</a>: a category or an article changed in the editor shows in place.</p>`;
    return sendPage(pageHtml({ ...page, title: 'Components', body: `  <h1>Help &amp; Support components on AEM pages</h1>\n${modes}\n${editor}\n  <ul>\n${links}\n  </ul>` }));
  }

  if (path === AEM_UE_BASE || path === '/aem/ue') {
    const tags = await packagedTags(site.distDir);
    if (tags.length === 0) return plain(404, notBuilt);
    const links = tags.map((tag) => `    <li><a href="${AEM_UE_BASE}${tag}.html${query.replace(/[?&]wcmmode=\w+/, '')}">&lt;${tag}&gt;</a></li>`).join('\n');
    const intro = `  <p>Each on an author page, with the package's Universal Editor include; a stand-in for the editor reloads the page on a change the components' script does not take in place.</p>`;
    return sendPage(pageHtml({ ...page, title: 'Universal Editor', header: 'as AEM’s Universal Editor opens them', body: `  <h1>Help &amp; Support components as the Universal Editor opens them</h1>\n${intro}\n  <ul>\n${links}\n  </ul>` }));
  }
  const ueTag = path.startsWith(AEM_UE_BASE) ? /^\/aem\/ue\/([a-z][a-z0-9]*(?:-[a-z0-9]+)+)\.html$/.exec(path)?.[1] : undefined;
  if (path.startsWith(AEM_UE_BASE)) {
    if (!ueTag || !(await packagedTags(site.distDir)).includes(ueTag)) return plain(404, `Not found: ${path}\n`);
    return sendPage(await universalEditorPage(site, ueTag, given, page));
  }

  const tag = path.startsWith(AEM_APP_BASE) || `${path}/` === AEM_APP_BASE ? 'help-and-support' : /^\/aem\/content\/([a-z][a-z0-9]*(?:-[a-z0-9]+)+)\.html$/.exec(path)?.[1];
  if (!tag || !(await packagedTags(site.distDir)).includes(tag)) return plain(404, `Not found: ${path}\n`);
  const markup = await renderComponent(site.distDir, tag, { given, mode });
  return sendPage(pageHtml({ ...page, title: `<${tag}>`, body: `  ${markup.trim().split('\n').join('\n  ')}` }));
}

/**
 * A component's page as the Universal Editor opens it on an author instance: the editor's
 * connection, the package's include, the component (edit mode) in a container, and the stand-in
 * for the editor's own script after the library's.
 * @param {AemSite} site
 * @param {string} tag
 * @param {URLSearchParams} given
 * @param {{ category: string, folder: string, probe?: string | undefined, config: string }} page
 */
async function universalEditorPage(site, tag, given, page) {
  const include = await readFile(join(appDir(site.distDir), 'includes', 'universal-editor.html'), 'utf8');
  const definitions = await renderHtl(include, {});
  const resource = { path: ueResourcePath(tag) };
  const markup = await renderComponent(site.distDir, tag, { given, mode: 'edit', resource });
  const container = resource.path.slice(0, resource.path.lastIndexOf('/'));
  const body = `  <div data-aue-resource="urn:aemconnection:${escapeHtml(container)}" data-aue-type="container" data-aue-filter="${APP}" data-aue-label="Help &amp; Support">
    ${markup.trim().split('\n').join('\n    ')}
  </div>`;
  return pageHtml({
    ...page,
    title: `<${tag}> in the Universal Editor`,
    header: 'the component as AEM’s Universal Editor opens it on an author page; a category or an article the editor changes shows in place, any other change reloads the page',
    head: `<meta name="urn:adobe:aue:system:aemconnection" content="aem:${AEM_UE_CONNECTION}">\n${definitions.trim()}`,
    body,
    end: `<script src="${UE_EDITOR_STAND_IN_PATH}"></script>`,
  });
}

/** The author instance the demo's editor pages name as their connection (nothing is sent to it). */
const AEM_UE_CONNECTION = 'https://author.example.com';

/**
 * The same as Koa middleware (the browser tests' server), with the policy given.
 * @param {Omit<AemSite, 'cache'>} options
 */
export function aemPagesKoa(options) {
  /** @type {AemSite} */
  const site = { ...options };
  loadHtlEngine();
  /**
   * @param {{ path: string, req: IncomingMessage, res: ServerResponse, respond?: boolean }} ctx
   * @param {() => Promise<unknown>} next
   */
  return async (ctx, next) => {
    if (!ctx.path.startsWith(AEM_BASE) && !ctx.path.startsWith(CLIENTLIBS)) return next();
    ctx.respond = false;
    if (!(await serveAem(ctx.req, ctx.res, site))) {
      ctx.respond = true;
      return next();
    }
    return undefined;
  };
}
