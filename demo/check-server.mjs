// @ts-check
/**
 * Checks what the demo server sends, as a browser receives it (part of `npm test`; no build
 * needed: the bundle is a small stand-in dist/ in a temporary folder):
 *   - every demo page carries DEMO_CSP; the cross-origin page, on its own port, adds
 *     connect-src for the services' origin and points its configuration at it;
 *   - every HTML page it serves sends only its origin as a Referer (REFERRER_POLICY);
 *   - every element folder has its demo page and a page for each of its examples, from the one
 *     template (demo/element-pages.mjs), and the earlier addresses of element pages answer;
 *   - the demo pages, the control panel and the cookie banner keep to that policy: no inline
 *     script, style or event handler, no HTML sink in the panel or the banner;
 *   - the control panel's idle setting (a cookie) is written into the pages' configuration;
 *   - `?runtime=lean` on a page loads its element scripts from /dist/lean/ and says so in
 *     `<html data-runtime="lean">`; without it, the page as it is, loading /dist/;
 *   - JS, CSS, HTML, JSON and SVG are sent brotli- or gzip-compressed as asked, with
 *     `Vary: Accept-Encoding`, an ETag and 304 on revalidation; hashed chunks are immutable,
 *     entry files and pages no-cache;
 *   - the stand-ins' CORS answers (preflight, allowed and other origins, Vary: Origin) and
 *     the /__stub/ rules (own origin only, JSON only);
 *   - an AEM page with `?wcmmode=edit` or `preview` renders its component as an author instance
 *     does (`authoring` on the element), with the dialog properties the address gives;
 *   - a lead database with a lead that cannot be read back (written before the stand-ins
 *     limited nesting) still lists its leads.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { IDLE_COOKIE, withPageSettings } from './page-settings.mjs';
import { CROSS_ORIGIN_PAGE, DEMO_CSP, PUBLIC_DIR, crossOriginCsp, startDemoServer, withModulePreloads } from './server.mjs';
import { demoElementTags, elementExamples } from './element-pages.mjs';
import { componentHtl } from '../scripts/aem/components.mjs';
import { PAGE_TEMPLATE, controlPanelPage } from './page-template.mjs';
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS } from '../standins/cors.mjs';
import { createStandIns } from '../standins/index.mjs';
import { REFERRER_POLICY } from '../standins/referrer-policy.mjs';

const started = performance.now();

/**
 * @typedef {object} Answer
 * @property {number} status
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {Buffer} raw the body as sent (maybe compressed)
 * @property {string} text the body decoded
 */

/**
 * One HTTP request, without the decoding fetch would do.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} [options]
 * @returns {Promise<Answer>}
 */
function call(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

let checks = 0;
/**
 * @param {string} name
 * @param {() => Promise<void> | void} check
 */
async function check(name, check) {
  try {
    await check();
    checks += 1;
  } catch (error) {
    console.error(`Demo server check failed: ${name}`);
    throw error;
  }
}

/** @param {Answer} answer */
const varyOf = (answer) => String(answer.headers.vary ?? '').split(',').map((part) => part.trim().toLowerCase());

// A stand-in dist/: an entry file, an element file and a hashed chunk.
const distDir = mkdtempSync(join(tmpdir(), 'help-demo-dist-'));
const chunkSource = `export const text = ${JSON.stringify('Help & Support '.repeat(400))};\n`;
const CHUNK = '/dist/chunks/platform-Ab3_x-9Z.js';
mkdirSync(join(distDir, 'chunks'));
mkdirSync(join(distDir, 'elements'));
writeFileSync(join(distDir, 'chunks', 'platform-Ab3_x-9Z.js'), chunkSource);
writeFileSync(join(distDir, 'elements', 'meter-read-form.js'), "import './../chunks/platform-Ab3_x-9Z.js';\n");
writeFileSync(join(distDir, 'help-and-support.js'), "import './chunks/platform-Ab3_x-9Z.js';\n");

const MARKETING_SITE = 'https://www.example.co.uk';
const demo = await startDemoServer({ port: 0, host: '127.0.0.1', database: 'memory', distDir, corsOrigins: [MARKETING_SITE], log: () => {} });
const first = new URL(demo.url);
const second = new URL(demo.crossOriginUrl);
const base = `http://127.0.0.1:${first.port}`;
const crossBase = `http://127.0.0.1:${second.port}`;
const servicesOrigin = `http://localhost:${first.port}`;
const pageOrigin = `http://localhost:${second.port}`;

try {
  await check('every demo page carries DEMO_CSP', async () => {
    assert.match(DEMO_CSP, /default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types help-and-support dompurify 'allow-duplicates'/);
    assert.match(DEMO_CSP, /frame-ancestors 'self'/);
    assert.match(DEMO_CSP, /form-action 'self'/);
    assert.doesNotMatch(DEMO_CSP, /unsafe-inline|unsafe-eval/);
    for (const path of ['/', '/help-and-support/submit-meter-read', '/help-and-support', '/energy/meter-readings', '/page-not-found.html']) {
      const answer = await call(`${base}${path}`);
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers['content-security-policy'], DEMO_CSP, path);
    }
    const missing = await call(`${base}/no-such-page`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['content-security-policy'], DEMO_CSP);
  });

  await check('every page the demo serves sends only its origin as a Referer (Referrer-Policy)', async () => {
    assert.equal(REFERRER_POLICY, 'strict-origin');
    const pages = [
      '/',
      '/help-and-support/submit-meter-read?first_name=Ada',
      '/elements/meter-read-form',
      '/elements/meter-read-form/1',
      '/energy/meter-readings',
      '/contact-us/energy',
      '/page-not-found.html',
      '/no-such-page',
      '/api/auth/authorize?response_type=token&client_id=help-and-support-web&state=%2F',
      '/logout',
      '/aem6/content/britishgas/help/meters/how-to-read-your-meter.html',
    ];
    for (const path of pages) {
      const answer = await call(`${base}${path}`);
      assert.match(String(answer.headers['content-type']), /^text\/html/, path);
      assert.equal(answer.headers['referrer-policy'], REFERRER_POLICY, path);
    }
    assert.equal((await call(`http://localhost:${second.port}/`)).headers['referrer-policy'], REFERRER_POLICY, 'the cross-origin page');
  });

  await check('every demo page takes ?runtime=lean and loads dist/lean/ then', async () => {
    for (const path of ['/', '/help-and-support/submit-meter-read', '/help-home', '/article', '/embed/contact-us']) {
      const plain = await call(`${base}${path}`);
      assert.doesNotMatch(plain.text, /data-runtime/, path);
      const scripts = [...plain.text.matchAll(/<script type="module" src="(\/dist\/[^"]+)"/g)].map((match) => match[1]);
      assert.ok(scripts.length > 0, `${path} loads the bundle`);
      const lean = await call(`${base}${path}?runtime=lean`);
      assert.equal(lean.status, 200, path);
      assert.equal(lean.headers['content-security-policy'], DEMO_CSP, path);
      assert.match(lean.text, /<html data-runtime="lean"/, path);
      const leanScripts = [...lean.text.matchAll(/<script type="module" src="(\/dist\/[^"]+)"/g)].map((match) => match[1]);
      assert.deepEqual(leanScripts, scripts.map((src) => src?.replace('/dist/', '/dist/lean/')), path);
    }
    const cross = await call(`http://localhost:${second.port}/?runtime=lean`);
    assert.match(cross.text, /<script type="module" src="\/dist\/lean\/elements\/meter-read-form\.js">/);
  });

  await check('the cross-origin page is served on its own port with connect-src for the services', async () => {
    assert.notEqual(second.port, first.port);
    const page = await call(`http://localhost:${second.port}/`, { headers: { 'Accept-Encoding': 'br' } });
    assert.equal(page.status, 200);
    assert.equal(page.headers['content-security-policy'], crossOriginCsp(servicesOrigin));
    assert.match(String(page.headers['content-security-policy']), new RegExp(`connect-src 'self' ${servicesOrigin}$`));
    assert.equal(page.headers['content-encoding'], 'br');
    const json = /<script type="application\/json" id="help-and-support-config">([^<]*)<\/script>/.exec(page.text)?.[1];
    assert.ok(json, 'the page has its configuration');
    const config = JSON.parse(json);
    for (const key of ['apiBaseUrl', 'leadsBaseUrl', 'contentBaseUrl', 'meterReadConfigUrl', 'outageUrl']) {
      assert.ok(String(config[key]).startsWith(`${servicesOrigin}/`), `${key} points at the services' port`);
    }
    assert.match(page.text, /<script type="module" src="\/dist\/elements\/meter-read-form\.js"><\/script>\s*<meter-read-form><\/meter-read-form>/);
    const bundle = await call(`${crossBase}/dist/elements/meter-read-form.js`);
    assert.equal(bundle.status, 200);
    assert.equal((await call(`${crossBase}/demo.css`)).status, 200);
    assert.equal((await call(`${crossBase}/__stub/leads`)).status, 404, 'no stand-ins on the page origin');
    assert.equal((await call(`${crossBase}/control-panel.js`)).status, 404, 'no control panel on the page origin');
  });

  await check('every element folder has a demo page and a page for each of its examples, in the one template', async () => {
    const index = await call(`${base}/elements/`);
    assert.equal(index.status, 200);
    for (const tag of demoElementTags()) {
      assert.match(index.text, new RegExp(`href="/elements/${tag}"`), `/elements/ links to <${tag}>`);
      const { examples } = await elementExamples(tag);
      assert.ok(examples.length > 0, `<${tag}> has examples`);
      for (const path of [`/elements/${tag}`, ...examples.map((_, index) => `/elements/${tag}/${index + 1}`)]) {
        const page = await call(`${base}${path}`);
        assert.equal(page.status, 200, path);
        assert.equal(page.headers['content-security-policy'], DEMO_CSP, path);
        assert.match(page.text, /<a class="skip-link" href="#main">/, `${path}: the page chrome`);
        for (const script of page.text.match(/<script\b[^>]*>/gi) ?? []) {
          assert.ok(/\bsrc=/.test(script) || /type="application\/json"/.test(script), `${path}: inline script ${script}`);
        }
        assert.doesNotMatch(page.text, /<style\b|\sstyle\s*=|\son[a-z]+\s*=/i, `${path}: inline style or handler`);
      }
      assert.equal((await call(`${base}/elements/${tag}/${examples.length + 1}`)).status, 404, `<${tag}>: no such example`);
    }
    // Each element's place is held on its page, with the rules docs/embedding.md gives.
    const places = await call(`${base}/elements/places.css`);
    assert.equal(places.status, 200);
    assert.match(String(places.headers['content-type']), /^text\/css/);
    for (const tag of demoElementTags()) assert.match(places.text, new RegExp(`(^|[ {])${tag}\\b`, 'm'), `places.css holds <${tag}>'s place`);
        // The earlier addresses of element pages still answer.
    for (const path of ['/help-home', '/article', '/embed/contact-us', '/embed/help-probate', '/embed/help-search']) {
      assert.equal((await call(`${base}${path}`)).status, 200, path);
    }
    assert.equal((await call(`${base}/elements/no-such-element`)).status, 404);
  });

  await check('the demo pages have no inline script, style or event handler', () => {
    const pages = [CROSS_ORIGIN_PAGE, PAGE_TEMPLATE, ...listHtml(PUBLIC_DIR), ...listHtml(join(PUBLIC_DIR, '..', 'pages'))];
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
        assert.ok(/\bsrc=/.test(tag) || /type="application\/json"/.test(tag), `${file}: inline script ${tag}`);
      }
      assert.doesNotMatch(html, /<style\b/i, `${file}: <style>`);
      assert.doesNotMatch(html, /\sstyle\s*=/i, `${file}: style attribute`);
      assert.doesNotMatch(html, /\son[a-z]+\s*=/i, `${file}: inline event handler`);
      assert.doesNotMatch(html, /href\s*=\s*"javascript:/i, `${file}: javascript: URL`);
    }
    for (const script of ['control-panel.js', 'panel-common.js', 'panel-session.js', 'panel-monitoring.js', 'consent-banner.js', 'example.js']) {
      const source = readFileSync(join(PUBLIC_DIR, script), 'utf8');
      assert.doesNotMatch(source, /innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function/, `${script} builds DOM with textContent only`);
    }
  });

  await check('the control panel\'s idle setting reaches the pages\' configuration, and nothing else does', async () => {
    /** @param {string} text */
    const configOf = (text) => JSON.parse(/<script type="application\/json" id="help-and-support-config">([^<]*)<\/script>/.exec(text)?.[1] ?? 'null');
    const plain = configOf((await call(`${base}/`)).text);
    assert.equal(plain.session, undefined);
    assert.equal(plain.monitoring.proxyUrl, '/monitoring/intake', 'monitoring goes to the stand-in intake');
    for (const path of ['/', '/article', '/help-and-support/contact-us', '/embed/contact-us']) {
      const answer = await call(`${base}${path}`, { headers: { Cookie: `other=1; ${IDLE_COOKIE}=60-30` } });
      const config = configOf(answer.text);
      assert.deepEqual(config.session, { idleTimeoutSeconds: 60, idleWarningSeconds: 30 }, path);
      assert.equal(config.monitoring.applicationId, plain.monitoring.applicationId, path);
      assert.equal(answer.headers['content-security-policy'], DEMO_CSP, path);
    }
    for (const cookie of [`${IDLE_COOKIE}=5-1`, `${IDLE_COOKIE}=60-60`, `${IDLE_COOKIE}=60-30x`, `${IDLE_COOKIE}=</script>`]) {
      assert.deepEqual(configOf((await call(`${base}/`, { headers: { Cookie: cookie } })).text), plain, cookie);
    }
    assert.match(withPageSettings('<script type="application/json" id="help-and-support-config">{"x":"</b>"}</script>', `${IDLE_COOKIE}=60-30`), /"\\u003c\/b>"/);
  });

  await check('brotli when br is accepted, else gzip, else none; Vary: Accept-Encoding', async () => {
    /** @type {[string, string][]} */
    const files = [
      // The control panel as this build's server sends it: its element without a snapshot here.
      ['/', await withModulePreloads(controlPanelPage(), distDir)],
      ['/demo.css', readFileSync(join(PUBLIC_DIR, 'demo.css'), 'utf8')],
      ['/favicon.svg', readFileSync(join(PUBLIC_DIR, 'favicon.svg'), 'utf8')],
      ['/control-panel.js', readFileSync(join(PUBLIC_DIR, 'control-panel.js'), 'utf8')],
      [CHUNK, chunkSource],
    ];
    /** @type {[string, string | undefined][]} */
    const encodings = [['gzip, deflate, br, zstd', 'br'], ['gzip, deflate', 'gzip'], ['br;q=0, gzip', 'gzip'], ['', undefined]];
    for (const [path, source] of files) {
      for (const [accept, expected] of encodings) {
        const answer = await call(`${base}${path}`, { headers: { 'Accept-Encoding': accept } });
        assert.equal(answer.status, 200, path);
        assert.equal(answer.headers['content-encoding'], expected, `${path} with Accept-Encoding '${accept}'`);
        assert.ok(varyOf(answer).includes('accept-encoding'), `${path}: Vary: Accept-Encoding`);
        assert.equal(answer.text, source, `${path}: decodes to the file`);
        assert.equal(Number(answer.headers['content-length']), answer.raw.length, `${path}: Content-Length`);
      }
    }
    const chunk = await call(`${base}${CHUNK}`, { headers: { 'Accept-Encoding': 'br' } });
    assert.ok(chunk.raw.length < chunkSource.length / 4, 'the chunk is smaller compressed');
  });

  await check('hashed chunks are immutable; entry files and pages no-cache with an ETag and 304', async () => {
    const chunk = await call(`${base}${CHUNK}`, { headers: { 'Accept-Encoding': 'br' } });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers['access-control-allow-origin'], '*', 'the bundle loads as module scripts on any origin');
    for (const path of ['/dist/elements/meter-read-form.js', '/dist/help-and-support.js', '/', '/help-and-support/submit-meter-read']) {
      const answer = await call(`${base}${path}`, { headers: { 'Accept-Encoding': 'br' } });
      assert.equal(answer.headers['cache-control'], 'no-cache', path);
      const etag = answer.headers.etag;
      assert.ok(etag, `${path}: ETag`);
      const again = await call(`${base}${path}`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
      assert.equal(again.status, 304, `${path}: 304 on revalidation`);
      assert.equal(again.raw.length, 0);
      const gzip = await call(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
      assert.notEqual(gzip.headers.etag, etag, `${path}: each encoding has its own ETag`);
    }
  });

  await check('the services answer CORS preflights and calls from allowed origins only, with Vary: Origin', async () => {
    const preflight = await call(`${base}/leads/v1/leads`, {
      method: 'OPTIONS',
      headers: {
        Origin: pageOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key,x-client-id,x-xsrf-token',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], pageOrigin);
    assert.deepEqual(String(preflight.headers['access-control-allow-methods']).split(', '), CORS_ALLOWED_METHODS);
    assert.deepEqual(String(preflight.headers['access-control-allow-headers']).split(', '), CORS_ALLOWED_HEADERS);
    for (const name of ['Content-Type', 'Idempotency-Key', 'X-Client-Id', 'X-XSRF-TOKEN']) assert.ok(CORS_ALLOWED_HEADERS.includes(name), name);
    assert.equal(preflight.headers['access-control-allow-credentials'], undefined, 'no credentials');
    assert.ok(varyOf(preflight).includes('origin'));

    for (const origin of [MARKETING_SITE, 'http://127.0.0.1:9', 'http://localhost']) {
      const allowed = await call(`${base}/aem6/content/dam/britishgas/beta/json/help/service-outages.json`, { headers: { Origin: origin } });
      assert.equal(allowed.headers['access-control-allow-origin'], origin, origin);
    }
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', 'https://localhost:8000']) {
      const refused = await call(`${base}/leads/v1/leads`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      assert.equal(refused.status, 403, origin);
      assert.equal(refused.headers['access-control-allow-origin'], undefined, origin);
      const simple = await call(`${base}/aem6/content/dam/britishgas/beta/json/help/service-outages.json`, { headers: { Origin: origin } });
      assert.equal(simple.status, 200);
      assert.equal(simple.headers['access-control-allow-origin'], undefined, origin);
      assert.ok(varyOf(simple).includes('origin'), 'Vary: Origin on every answer');
    }
  });

  await check("the app's home is sent with the build's snapshot, its stylesheet first, and without either while a service outage is on", async () => {
    const snapshot = '<help-and-support with-header><template shadowrootmode="open"><link rel="stylesheet" href="/dist/styles/home.css"><p>Home</p></template></help-and-support>';
    const stylesheetFirst = '<link rel="preload" as="style" href="/dist/styles/home.css">';
    mkdirSync(join(distDir, 'embed', 'help-and-support'), { recursive: true });
    writeFileSync(
      join(distDir, 'embed', 'help-and-support', 'index.html'),
      `${stylesheetFirst}\n<script type="module" src="/dist/elements/help-and-support.js"></script>\n${snapshot}\n`,
    );
    const flags = `${base}/__stub/flags`;
    const post = (/** @type {unknown} */ body) => call(flags, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    try {
      const sent = (await call(`${base}/help-and-support`)).text;
      assert.ok(sent.includes(snapshot), 'the home as the build drew it');
      assert.ok(sent.includes(stylesheetFirst) && sent.indexOf(stylesheetFirst) < sent.indexOf(snapshot), "the snapshot's stylesheet starts first");
      assert.equal((await post({ outage: { title: 'Online account outage', message: 'Back at 6pm.' } })).status, 200);
      const during = (await call(`${base}/help-and-support`)).text;
      assert.ok(!during.includes('shadowrootmode'), 'no home drawn without the banner');
      assert.match(during, /<help-and-support with-header><\/help-and-support>/);
      assert.ok(!during.includes('rel="preload"'), 'no stylesheet started for a screen the page is sent without');
    } finally {
      await post({ outage: null });
      rmSync(join(distDir, 'embed'), { recursive: true, force: true });
    }
  });

  await check("an app's page the build did not render names its own first files, marked for the app's entry script", async () => {
    mkdirSync(join(distDir, 'embed'), { recursive: true });
    writeFileSync(join(distDir, 'embed', 'help-and-support.html'), '<link rel="modulepreload" fetchpriority="low" href="/dist/chunks/home-1.js">\n<help-and-support></help-and-support>\n');
    const pages = [
      { path: '/', files: ['/dist/chunks/app-1.js', '/dist/chunks/home-1.js'] },
      { path: '/contact-us', files: ['/dist/chunks/app-1.js', '/dist/chunks/contact-1.js'] },
      { path: '/:category', files: ['/dist/chunks/app-1.js', '/dist/chunks/category-1.js'] },
      { path: '/:category/:article', files: ['/dist/chunks/app-1.js', '/dist/chunks/article-1.js'] },
    ];
    writeFileSync(join(distDir, 'embed', 'help-and-support.pages.json'), JSON.stringify(pages));
    const preloaded = async (/** @type {string} */ path) =>
      [...(await call(`${base}${path}`)).text.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map(([line, href]) => `${href}${line.includes('data-help-page-of="help-and-support"') ? ' (the page\'s)' : ''}`);
    try {
      assert.deepEqual(await preloaded('/help-and-support/meters/economy-7-meters'), ["/dist/chunks/app-1.js (the page's)", "/dist/chunks/article-1.js (the page's)"]);
      assert.deepEqual(await preloaded('/help-and-support/meters'), ["/dist/chunks/app-1.js (the page's)", "/dist/chunks/category-1.js (the page's)"]);
      assert.deepEqual(await preloaded('/help-and-support/contact-us/'), ["/dist/chunks/app-1.js (the page's)", "/dist/chunks/contact-1.js (the page's)"], 'a fixed path before a pattern');
      assert.deepEqual(await preloaded('/help-and-support/'), ["/dist/chunks/app-1.js (the page's)", "/dist/chunks/home-1.js (the page's)"]);
    } finally {
      rmSync(join(distDir, 'embed'), { recursive: true, force: true });
    }
  });

  await check('an AEM page takes ?wcmmode=edit or preview: its element gets authoring, and the dialog properties the address gives', async () => {
    // A component as the package writes it (scripts/aem/components.mjs), in the stand-in dist/.
    const componentDir = join(distDir, 'aem', 'jcr_root', 'apps', 'help-and-support', 'components', 'help-category');
    mkdirSync(componentDir, { recursive: true });
    const attributes = [
      { name: 'category', property: 'category', kind: /** @type {const} */ ('text'), values: [], choices: [], label: 'Category', description: '', required: true, showsInPlace: true },
      { name: 'owns-page', property: 'ownsPage', kind: /** @type {const} */ ('boolean'), values: [], choices: [], label: 'Sets the page title', description: '', required: false, showsInPlace: false },
    ];
    writeFileSync(join(componentDir, 'help-category.html'), componentHtl({ tag: 'help-category', summary: 'A help category page.', description: 'A category.', attributes }, undefined));
    /** @param {string} query */
    const elementOn = async (query) => {
      const answer = await call(`${base}/aem/content/help-category.html${query}`);
      assert.equal(answer.status, 200, query);
      assert.equal(answer.headers['content-security-policy'], DEMO_CSP, query);
      // The Universal Editor's attributes are the same on every page: checked once, below.
      return (/<help-category[^>]*>/.exec(answer.text)?.[0] ?? '').replace(/\s+data-aue-[a-z]+="[^"]*"/g, '');
    };
    assert.match((await call(`${base}/aem/content/help-category.html`)).text, /<help-category[^>]*\sdata-aue-resource="urn(:|&#x3a;)aemconnection[^"]+"\s+data-aue-type="component"/);
    assert.equal(await elementOn(''), '<help-category category="emergencies" owns-page>');
    assert.equal(await elementOn('?wcmmode=edit'), '<help-category category="emergencies" owns-page authoring>');
    assert.equal(await elementOn('?wcmmode=preview'), '<help-category category="emergencies" owns-page authoring>');
    assert.equal(await elementOn('?wcmmode=disabled'), '<help-category category="emergencies" owns-page>');
    assert.equal(await elementOn('?wcmmode=edit&category=Meters'), '<help-category category="Meters" owns-page authoring>');
    assert.equal(await elementOn('?wcmmode=edit&category='), '<help-category owns-page authoring>');
    // Only what the component's HTL reads; anything else in the address is left out.
    assert.equal(await elementOn('?wcmmode=edit&authoring=false&onclick=x&category=%22%3E%3Cscript%3E'), '<help-category category="&quot;&gt;&lt;script&gt;" owns-page authoring>');
    const index = await call(`${base}/aem/?wcmmode=edit`);
    assert.match(index.text, /href="\/aem\/content\/help-category\.html\?wcmmode=edit"/);
  });

  await check('/__stub/ answers its own origin only, and JSON only', async () => {
    const flags = `${base}/__stub/flags`;
    const body = JSON.stringify({ meterReadWeek: false });
    const crossSite = await call(flags, { method: 'POST', headers: { Origin: pageOrigin, 'Content-Type': 'text/plain' }, body });
    assert.equal(crossSite.status, 403);
    assert.equal(crossSite.headers['access-control-allow-origin'], undefined);
    const fetchSite = await call(flags, { method: 'POST', headers: { 'Sec-Fetch-Site': 'same-site', 'Content-Type': 'application/json' }, body });
    assert.equal(fetchSite.status, 403);
    const plain = await call(flags, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
    assert.equal(plain.status, 415);
    const form = await call(flags, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'meterReadWeek=false' });
    assert.equal(form.status, 415);
    assert.deepEqual(JSON.parse((await call(flags)).text), { meterReadWeek: true, outage: null }, 'nothing changed');
    const own = await call(flags, { method: 'POST', headers: { Origin: `http://127.0.0.1:${first.port}`, 'Content-Type': 'application/json' }, body });
    assert.equal(own.status, 200);
    assert.equal(JSON.parse(own.text).meterReadWeek, false);
  });

  await check('a stored lead that cannot be read back is listed with the reason, not a 500', async () => {
    const database = join(distDir, 'leads.sqlite');
    createStandIns({ storage: database }).close();
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    /** @type {new (file: string) => { prepare(sql: string): { run(...params: unknown[]): unknown }, close(): void }} */
    const Database = createRequire(import.meta.url)('libsql');
    const db = new Database(database);
    const insert = db.prepare('INSERT INTO leads (id, received_at, content_type, client_id, body) VALUES (?, ?, ?, ?, ?)');
    insert.run('HS00000001', '2025-03-30T09:00:00.000Z', 'application/vnd.api+json', 'help-and-support-web', `{"data":${deep}}`);
    insert.run('HS00000002', '2025-03-30T09:01:00.000Z', 'application/vnd.api+json', 'help-and-support-web', '{"data":{"type":"leads"}}');
    db.close();

    const standIns = createStandIns({ storage: database });
    const server = createServer((req, res) => void standIns.handle(req, res));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    try {
      const address = server.address();
      const answer = await call(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/__stub/leads`);
      assert.equal(answer.status, 200);
      const leads = JSON.parse(answer.text);
      assert.deepEqual(leads.map((/** @type {{ id: string }} */ lead) => lead.id), ['HS00000001', 'HS00000002']);
      assert.equal(leads[0].body, null);
      assert.match(leads[0].unreadable, /nested too deep/);
      assert.deepEqual(leads[1].body, { data: { type: 'leads' } });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      standIns.close();
    }
  });
} finally {
  await demo.close();
  rmSync(distDir, { recursive: true, force: true });
}

/**
 * Every .html file under a folder.
 * @param {string} folder
 * @returns {string[]}
 */
function listHtml(folder) {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(folder, name));
}

console.log(`Demo server: ${checks} checks passed (${((performance.now() - started) / 1000).toFixed(1)} s).`);
