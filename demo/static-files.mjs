// @ts-check
/**
 * Static answers of the demo server, sent as a production CDN sends them:
 *   - JS, CSS, HTML, JSON (and source maps), SVG and text compressed: brotli when the browser
 *     accepts `br`, else gzip, else as they are; always `Vary: Accept-Encoding`;
 *   - compressed lazily, on the first request for each file and encoding, and kept in memory
 *     (least recently used dropped first, 64 MB at most); a changed file (size or time) is
 *     compressed again. Brotli is level 11 as precompressed files are; a large file's first
 *     request gets level 5 at once while level 11 is made in the background;
 *   - a strong ETag per file version and encoding, answered 304 on If-None-Match;
 *   - the Cache-Control the caller chooses (immutable for hashed chunks, no-cache otherwise).
 * Other files (images, fonts) are streamed as they are.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {'br' | 'gzip' | 'identity'} Encoding */

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** For files that never change under their name: chunks named with their content hash. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** For everything else: the browser may keep it but asks again (ETag) before each use. */
export const CACHE_REVALIDATE = 'no-cache';

/** @type {Record<string, string>} */
export const CONTENT_TYPES = {
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

/** Extensions sent compressed (the others are compressed already, or binary). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/**
 * Brotli levels: 11 (the smallest, as precompressed files on a CDN) takes a noticeable time on
 * large files, so a file above FAST_FIRST_BYTES is first sent at level 5 (a CDN's on-the-fly
 * level) while level 11 is made in the background for the next requests; above
 * BEST_UP_TO_BYTES (source maps) level 5 stays.
 */
const BROTLI_BEST = 11;
const BROTLI_FAST = 5;
const FAST_FIRST_BYTES = 32 * 1024;
const BEST_UP_TO_BYTES = 512 * 1024;

/** @param {string} path */
export function contentTypeOf(path) {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** @param {string} path */
export function isCompressible(path) {
  return COMPRESSIBLE.has(extname(path).toLowerCase());
}

/**
 * The encoding to answer with: brotli when `br` is accepted, else gzip when accepted, else
 * none. `q=0` refuses an encoding; `*` stands for the ones not named.
 * @param {string | string[] | undefined} header Accept-Encoding
 * @returns {Encoding}
 */
export function chooseEncoding(header) {
  /** @type {Map<string, number>} */
  const quality = new Map();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    quality.set(coding, Number.isNaN(q) ? 0 : q);
  }
  /** @param {string} coding */
  const accepts = (coding) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/**
 * @param {Buffer} body
 * @param {number} quality
 * @returns {Promise<Buffer>}
 */
function brotli(body, quality) {
  return brotliAsync(body, {
    params: {
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * One encoded body; `variant` tells versions of the same content apart in the ETag
 * ('br5', 'br11', 'gzip', 'identity').
 * @typedef {{ body: Buffer, variant: string }} Encoded
 */

/**
 * Encoded bodies kept in memory, most recently used last; the oldest go first once the
 * total passes `maxBytes`. Pending work is shared, so a file is compressed once however
 * many requests ask for it at the same time.
 * @param {{ maxBytes?: number }} [options]
 */
export function createEncodingCache({ maxBytes = 64 * 1024 * 1024 } = {}) {
  /** @typedef {{ result: Promise<Encoded>, bytes: number }} Entry */
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  let total = 0;
  /** Background brotli level-11 work, one file at a time. */
  let upgrades = Promise.resolve();

  /** @param {string} key */
  function forget(key) {
    const entry = entries.get(key);
    if (!entry) return;
    total -= entry.bytes;
    entries.delete(key);
  }

  /**
   * Keeps an entry, once its body is known, and makes room.
   * @param {string} fullKey
   * @param {Entry} entry
   */
  function keep(fullKey, entry) {
    forget(fullKey);
    entries.set(fullKey, entry);
    entry.result.then(
      ({ body }) => {
        if (entries.get(fullKey) !== entry) return;
        entry.bytes = body.length;
        total += body.length;
        for (const oldest of entries.keys()) {
          if (total <= maxBytes || oldest === fullKey) break;
          forget(oldest);
        }
      },
      () => {
        if (entries.get(fullKey) === entry) forget(fullKey);
      },
    );
  }

  /**
   * @param {Buffer} content
   * @param {Encoding} encoding
   * @param {string} fullKey
   * @returns {Promise<Encoded>}
   */
  async function encode(content, encoding, fullKey) {
    if (encoding === 'gzip') return { body: await gzipAsync(content, { level: 9 }), variant: 'gzip' };
    if (encoding === 'identity') return { body: content, variant: 'identity' };
    if (content.length > BEST_UP_TO_BYTES) return { body: await brotli(content, BROTLI_FAST), variant: `br${BROTLI_FAST}` };
    if (content.length <= FAST_FIRST_BYTES) return { body: await brotli(content, BROTLI_BEST), variant: `br${BROTLI_BEST}` };
    const fast = { body: await brotli(content, BROTLI_FAST), variant: `br${BROTLI_FAST}` };
    upgrades = upgrades
      .then(() => brotli(content, BROTLI_BEST))
      .then((body) => {
        const current = entries.get(fullKey);
        if (!current) return;
        current.result.then((now) => {
          if (entries.get(fullKey) === current && now === fast) {
            keep(fullKey, { result: Promise.resolve({ body, variant: `br${BROTLI_BEST}` }), bytes: 0 });
          }
        });
      })
      .catch(() => {});
    return fast;
  }

  return {
    /**
     * The body in that encoding, from memory or made now.
     * @param {string} key names the content's version (path, size and time, or a hash)
     * @param {Encoding} encoding
     * @param {() => Promise<Buffer>} load the content as it is
     * @returns {Promise<Encoded>}
     */
    get(key, encoding, load) {
      const fullKey = `${encoding}\0${key}`;
      const found = entries.get(fullKey);
      if (found) {
        entries.delete(fullKey);
        entries.set(fullKey, found);
        return found.result;
      }
      const entry = { result: load().then((content) => encode(content, encoding, fullKey)), bytes: 0 };
      keep(fullKey, entry);
      return entry.result;
    },
    /** Resolves once the background work asked for so far is done. */
    settled() {
      return upgrades;
    },
    /** Bytes held now. */
    get size() {
      return total;
    },
  };
}

/** @typedef {ReturnType<typeof createEncodingCache>} EncodingCache */

/**
 * Whether If-None-Match names this ETag (or `*`); weak comparison, as for GET.
 * @param {IncomingMessage} req
 * @param {string} etag
 */
function notModified(req, etag) {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

/**
 * @typedef {object} Answer
 * @property {string} key names this content's version, for the ETag and the cache
 * @property {() => Promise<Buffer>} load the content as it is
 * @property {string} contentType
 * @property {string} cacheControl
 * @property {boolean} compressible
 * @property {number} [status] default 200
 * @property {Date} [lastModified]
 * @property {Record<string, string>} [headers] further headers (e.g. Content-Security-Policy)
 */

/**
 * Sends content through the encoding cache, with ETag and conditional GET.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {EncodingCache} cache
 * @param {Answer} answer
 */
export async function sendContent(req, res, cache, answer) {
  const { key, load, contentType, cacheControl, compressible, status = 200, lastModified, headers = {} } = answer;
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
  const { body, variant } = await cache.get(key, encoding, load);
  const tag = createHash('sha256').update(key).digest('base64url').slice(0, 22);
  const etag = `"${tag}${variant === 'identity' ? '' : `-${variant}`}"`;
  /** @type {Record<string, string | number>} */
  const head = {
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  };
  if (compressible) head.Vary = 'Accept-Encoding';
  if (status === 200) {
    head.ETag = etag;
    if (lastModified) head['Last-Modified'] = lastModified.toUTCString();
    if (notModified(req, etag)) {
      res.writeHead(304, head);
      res.end();
      return;
    }
  }
  if (encoding !== 'identity') head['Content-Encoding'] = encoding;
  head['Content-Length'] = body.length;
  res.writeHead(status, head);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A regular file's size and modification time, or null.
 * @param {string | null} path
 */
export async function fileStats(path) {
  if (!path) return null;
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * Sends a file: compressible ones through the encoding cache, others streamed as they are.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {EncodingCache} cache
 * @param {{ path: string, stats: import('node:fs').Stats, cacheControl: string, status?: number, headers?: Record<string, string> }} file
 */
export async function sendFile(req, res, cache, { path, stats, cacheControl, status = 200, headers = {} }) {
  const key = `${path}\0${stats.size}\0${stats.mtimeMs}`;
  const contentType = contentTypeOf(path);
  if (isCompressible(path)) {
    return sendContent(req, res, cache, {
      key,
      load: () => readFile(path),
      contentType,
      cacheControl,
      compressible: true,
      status,
      lastModified: stats.mtime,
      headers,
    });
  }
  const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;
  /** @type {Record<string, string | number>} */
  const head = { 'Content-Type': contentType, 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff', ...headers };
  if (status === 200) {
    head.ETag = etag;
    head['Last-Modified'] = stats.mtime.toUTCString();
    if (notModified(req, etag)) {
      res.writeHead(304, head);
      res.end();
      return;
    }
  }
  head['Content-Length'] = stats.size;
  res.writeHead(status, head);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
