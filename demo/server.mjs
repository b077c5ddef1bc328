// @ts-check
/**
 * The demo server behind `npm start` (plain node:http, no dependencies besides the stand-ins).
 *
 *   /leads/…, /api/…, /aem6/…, /__stub/…, /identity/logout   the stand-in services
 *   /dist/…                      the built bundle (dist/)
 *   /help-and-support[/…]        the app's page (demo/public/help-and-support.html), unless
 *                                the path is a file in demo/public/
 *   /                            demo/public/index.html
 *   anything else                a file from demo/public/ ('/x' also finds 'x.html'), else
 *                                404 with the stand-in page-not-found page
 *
 * Environment: PORT (default 8000), HOST (default 127.0.0.1), DEMO_DATABASE (SQLite file
 * for the stand-ins, default demo/.data/leads.sqlite; leads survive a restart).
 */
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStandIns } from './standins/index.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

const DEMO_DIR = fileURLToPath(new URL('.', import.meta.url));
const ROOT_DIR = resolve(DEMO_DIR, '..');
export const PUBLIC_DIR = join(DEMO_DIR, 'public');
export const DIST_DIR = join(ROOT_DIR, 'dist');
export const DEFAULT_DATABASE = join(DEMO_DIR, '.data', 'leads.sqlite');

const APP_PAGE = 'help-and-support.html';
const APP_BASE = '/help-and-support';
const NOT_FOUND_PAGE = 'page-not-found.html';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/**
 * The file a request path names inside `base`, or null when it would leave `base`
 * or touch a hidden (dot) file or folder.
 * @param {string} base absolute folder
 * @param {string} requestPath decoded URL path, starting with '/'
 */
export function fileInside(base, requestPath) {
  if (requestPath.includes('\0') || requestPath.includes('\\')) return null;
  const segments = requestPath.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const target = join(base, ...segments);
  return target === base || target.startsWith(base + sep) ? target : null;
}

/**
 * A regular file's size and modification time, or null.
 * @param {string | null} path
 */
async function fileStats(path) {
  if (!path) return null;
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * Sends a file with its content type; `Cache-Control: no-cache` with an ETag, so the
 * browser always revalidates while developing.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} path
 * @param {import('node:fs').Stats} stats
 * @param {number} [status]
 */
function sendFile(req, res, path, stats, status = 200) {
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  /** @type {Record<string, string | number>} */
  const headers = {
    'Content-Type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
  if (status === 200) {
    headers.ETag = etag;
    headers['Last-Modified'] = stats.mtime.toUTCString();
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
  }
  headers['Content-Length'] = stats.size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function sendText(res, status, text, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache',
    ...headers,
  });
  res.end(text);
}

/**
 * Static files: /dist/ from the build, the app page under /help-and-support/, the rest from
 * demo/public/.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
export async function serveStatic(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendText(res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
  }
  let path;
  try {
    const raw = (req.url ?? '/').split('?')[0]?.split('#')[0] ?? '/';
    path = decodeURIComponent(new URL(`http://demo.local${raw.startsWith('/') ? raw : `/${raw}`}`).pathname);
  } catch {
    return sendText(res, 400, 'Bad Request\n');
  }

  if (path === '/dist' || path.startsWith('/dist/')) {
    const file = fileInside(DIST_DIR, path.slice('/dist'.length));
    const stats = await fileStats(file);
    if (file && stats) return sendFile(req, res, file, stats);
    return sendText(res, 404, `Not found: ${path}\nRun \`npm run build\` if dist/ is missing (npm start builds first).\n`);
  }

  /** @type {string[]} */
  const candidates = [];
  if (path === '/') candidates.push('/index.html');
  else {
    candidates.push(path);
    if (extname(path) === '') candidates.push(`${path.replace(/\/+$/, '')}.html`, `${path.replace(/\/+$/, '')}/index.html`);
  }
  if (path === APP_BASE || path.startsWith(`${APP_BASE}/`)) candidates.push(`/${APP_PAGE}`);
  for (const candidate of candidates) {
    const file = fileInside(PUBLIC_DIR, candidate);
    const stats = await fileStats(file);
    if (file && stats) return sendFile(req, res, file, stats);
  }

  const notFound = join(PUBLIC_DIR, NOT_FOUND_PAGE);
  const stats = await fileStats(notFound);
  if (stats) return sendFile(req, res, notFound, stats, 404);
  sendText(res, 404, 'Not Found\n');
}

/**
 * Starts the demo server.
 * @param {{ port?: number, host?: string, database?: string, log?: (line: string) => void }} [options]
 */
export async function startDemoServer(options = {}) {
  const { port = 8000, host = '127.0.0.1', database = DEFAULT_DATABASE, log = console.log } = options;
  const standIns = createStandIns({ storage: database });
  const server = createServer(async (req, res) => {
    try {
      const started = Date.now();
      if (await standIns.handle(req, res)) {
        // The control panel polls /__stub/ with GET: only changes and service calls are logged.
        const quiet = req.method === 'GET' && (req.url ?? '').startsWith('/__stub/');
        if (!quiet) log(`${req.method} ${req.url} → ${res.statusCode} (${Date.now() - started} ms)`);
        return;
      }
      await serveStatic(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error\n');
      else res.destroy();
    }
  });

  await new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise(undefined);
    });
  });

  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '127.0.0.1' || host === '::1' || host === '0.0.0.0' ? 'localhost' : host;
  const url = `http://${shownHost}:${actualPort}/`;

  /** Stops accepting, drops open connections, then closes the stand-ins' database. */
  function close() {
    return new Promise((resolvePromise) => {
      server.close(() => {
        standIns.close();
        resolvePromise(undefined);
      });
      server.closeAllConnections();
    });
  }

  return { server, url, close };
}

async function main() {
  const portText = process.env.PORT ?? '8000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    console.error(`PORT must be a number from 0 to 65535, not '${portText}'.`);
    process.exit(1);
  }
  const host = process.env.HOST || '127.0.0.1';
  const database = process.env.DEMO_DATABASE || DEFAULT_DATABASE;

  let demo;
  try {
    demo = await startDemoServer({ port, host, database });
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code;
    if (code === 'EADDRINUSE') console.error(`Port ${port} is already in use: stop the other server or set PORT, e.g. PORT=8001 npm start`);
    else console.error(error);
    process.exit(1);
  }

  console.log(`Help & Support demo: ${demo.url}`);
  console.log(`  Meter-read form in the app: ${demo.url}help-and-support/submit-meter-read`);
  const shownDatabase = relative(process.cwd(), database);
  console.log(`  Stand-in services on the same origin; leads kept in ${shownDatabase.startsWith('..') ? database : shownDatabase}`);
  if (!existsSync(join(DIST_DIR, 'elements'))) {
    console.warn('  dist/ has not been built yet: run `npm run build` (npm start does this first).');
  }
  console.log('  Press Ctrl+C to stop.');

  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal}: stopping the demo server.`);
    demo.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
