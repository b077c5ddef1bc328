// @ts-check
/**
 * The demo's pages on a server that is not the demo's own: the browser tests' server
 * (web-test-runner.config.mjs), so that a test fetching an address a link of the app leads to
 * gets what `npm start` would send for it: a stand-in for a main-site page (pages.mjs), a page
 * of demo/public/ (/energy/meter-readings, /page-not-found.html), the app's page under
 * /help-and-support/ (an article's rendered as it is asked for, ../pages-on-request.mjs), and
 * for any other address the 404 page.
 *
 * Koa middleware, last of the server's: it answers only a GET or HEAD that nothing else
 * answered (the test runner's own files, the stand-in services and the host pages come first,
 * and an address of the test runner, /__…, is left as it is), with the demo server's own
 * `serveStatic`.
 */
import { pagesOnRequest } from '../pages-on-request.mjs';
import { DIST_DIR, PUBLIC_DIR, serveStatic } from '../server.mjs';
import { createEncodingCache } from '../static-files.mjs';

/** The test runner's own addresses (/__web-dev-server__…, /__host/…, /__session/…): never the demo's. */
const RUNNER_PATH = /^\/__/;

/**
 * @returns {(ctx: { method: string, path: string, status: number, body: unknown, respond?: boolean, req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse }, next: () => Promise<unknown>) => Promise<void>}
 */
export function demoPagesKoa() {
  const site = { distDir: DIST_DIR, publicDir: PUBLIC_DIR, cache: createEncodingCache({ maxBytes: 8 * 1024 * 1024 }), onRequest: pagesOnRequest({ eager: false }) };
  return async (ctx, next) => {
    await next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.status !== 404 || ctx.body != null || RUNNER_PATH.test(ctx.path)) return;
    ctx.respond = false;
    await serveStatic(ctx.req, ctx.res, site);
  };
}
