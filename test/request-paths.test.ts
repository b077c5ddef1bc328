/**
 * Paths a careless or hostile client sends, on the demo server (both ports) and on the browser
 * tests' server (its middleware, on Koa as @web/test-runner runs it): a path that is not
 * percent-encoded properly answers 400, never 500, and no path, however its dots are written
 * ('..', %2e%2e, %2f, %5c, the overlong %c0%ae), reads a file outside the folders served.
 * Sent with node:http, which sends a path as written (fetch would resolve its dots first).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'chai';

/** What this test uses of the demo (plain JavaScript, so typed here). */
interface DemoServer {
  startDemoServer(options: { port: number; host: string; database: string; distDir: string; log: () => void }): Promise<{
    url: string;
    crossOriginUrl: string;
    close(): Promise<unknown>;
  }>;
}
type Middleware = (ctx: unknown, next: () => Promise<unknown>) => Promise<unknown>;
interface KoaApp {
  use(middleware: Middleware): KoaApp;
  listen(port: number, host: string, ready: () => void): Server;
}

// Imported by URL: the demo is JavaScript without declarations (tsconfig.node.json checks it).
const importDemo = (path: string) => import(new URL(path, import.meta.url).href);
const server = (await importDemo('../demo/server.mjs')) as DemoServer;

/** Koa, as the browser tests' server runs it (@web/test-runner → test-runner-core → dev-server-core). */
function loadKoa(): new () => KoaApp {
  let from = createRequire(import.meta.url);
  for (const name of ['@web/test-runner', '@web/test-runner-core', '@web/dev-server-core']) from = createRequire(from.resolve(name));
  return from('koa') as new () => KoaApp;
}

/** GET with the path sent as written. */
function get(origin: string, path: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const sent = request({ host: hostname, port, path, method: 'GET' }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Paths whose percent-encoding is malformed: a lone '%', bytes that are not UTF-8. */
const MALFORMED = [
  '/%',
  '/help-and-support/%',
  '/dist/%c0%ae%c0%ae/package.json',
  '/aem/%',
  '/aem/content/%c0%ae.html',
  '/etc.clientlibs/help-and-support/clientlibs/%zz',
  '/eds/%',
  '/eds/blocks/%c0%ae/x.js',
  '/elements/%e0%80%ae',
  '/%ff',
];

/** Ways of writing "the folder above". */
const UPWARDS = ['..', '%2e%2e', '.%2e', '%2E%2E', '%c0%ae%c0%ae', '%e0%80%ae%e0%80%ae', '..%2f..', '..%5c..', '..\\..', '%252e%252e'];

/** Where a path may start: each part of the demo that reads it. */
const PREFIXES = ['/', '/dist/', '/dist/chunks/', '/aem/content/', '/etc.clientlibs/help-and-support/clientlibs/help-and-support/resources/', '/help-and-support/', '/elements/', '/eds/', '/eds/blocks/help-category/', '/eds/scripts/help-and-support/chunks/'];

/** Each way up, from each place, some levels up, and once more with the separator encoded. */
const upwardPaths = (file: string) =>
  PREFIXES.flatMap((prefix) =>
    UPWARDS.flatMap((up) => [`${prefix}${up}/${file}`, `${prefix}${up}/${up}/${file}`, `${prefix}${up}/${up}/${up}/${file}`, `${prefix}${up}%2f${up}%2f${file}`]),
  );

/** Lines only the files outside the served folders hold. */
const OUTSIDE = {
  secret: 'beside dist, never served',
  packageJson: '"name": "help-and-support"',
  serverSource: 'export async function startDemoServer',
};

describe('request paths on the demo server', () => {
  const folder = mkdtempSync(join(tmpdir(), 'help-request-paths-'));
  const distDir = join(folder, 'dist');
  let demo: Awaited<ReturnType<DemoServer['startDemoServer']>>;

  before(async () => {
    mkdirSync(join(distDir, 'chunks'), { recursive: true });
    writeFileSync(join(distDir, 'index.js'), 'export {};\n');
    writeFileSync(join(folder, 'secret.txt'), `${OUTSIDE.secret}\n`);
    demo = await server.startDemoServer({ port: 0, host: '127.0.0.1', database: 'memory', distDir, log: () => {} });
  });

  after(async () => {
    await demo.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers 400 to a path that is not percent-encoded properly, on either port', async () => {
    for (const origin of [demo.url, demo.crossOriginUrl]) {
      for (const path of MALFORMED) expect((await get(origin, path)).status, `${origin} ${path}`).to.equal(400);
    }
  });

  it('serves no file outside dist/ and demo/public/, however the dots are written', async () => {
    // The second port reads paths the same way, and serves fewer files.
    for (const path of [...upwardPaths('secret.txt'), ...upwardPaths('package.json'), ...upwardPaths('server.mjs')]) {
      const { status, text } = await get(demo.url, path);
      expect(status, path).to.be.below(500);
      for (const line of Object.values(OUTSIDE)) expect(text, path).not.to.contain(line);
    }
    // The folders themselves are still served.
    expect((await get(demo.url, '/dist/index.js')).status).to.equal(200);
    expect((await get(demo.url, '/dist/%2e/index.js')).status).to.equal(200);
  });
});

describe("request paths on the browser tests' server", () => {
  let origin = '';
  let close: () => Promise<void> = () => Promise.resolve();

  before(async () => {
    const { createStandIns } = (await importDemo('../standins/index.mjs')) as {
      createStandIns: (options: { storage: 'memory' }) => { koa: Middleware; close(): void };
    };
    const { hostPages } = (await importDemo('./host-pages.mjs')) as { hostPages: Middleware };
    const { demoPagesKoa } = (await importDemo('../demo/main-site/koa.mjs')) as { demoPagesKoa: () => Middleware };
    const standIns = createStandIns({ storage: 'memory' });
    // The demo's part of web-test-runner.config.mjs's middleware, in its order.
    const app = new (loadKoa())();
    app.use(standIns.koa).use(hostPages).use(demoPagesKoa());
    const listening = await new Promise<Server>((resolve) => {
      const started: Server = app.listen(0, '127.0.0.1', () => resolve(started));
    });
    origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    close = async () => {
      await new Promise((resolve) => {
        listening.close(resolve);
        listening.closeAllConnections();
      });
      standIns.close();
    };
  });

  after(() => close());

  it('answers 400 or 404 to a path that is not percent-encoded properly', async () => {
    for (const path of [...MALFORMED, '/leads/%', '/aem6/content/%c0%ae.json', '/__host/%']) {
      expect((await get(origin, path)).status, path).to.be.oneOf([400, 404]);
    }
  });

  it('serves no file outside the demo folders, however the dots are written', async () => {
    for (const path of [...upwardPaths('package.json'), ...upwardPaths('server.mjs')]) {
      const { status, text } = await get(origin, path);
      expect(status, path).to.be.below(500);
      expect(text, path).not.to.contain(OUTSIDE.packageJson);
      expect(text, path).not.to.contain(OUTSIDE.serverSource);
    }
  });
});
