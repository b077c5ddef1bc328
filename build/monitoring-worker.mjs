// @ts-check
/**
 * The monitoring SDK's session-replay worker as a file of its own, for pages that require
 * Trusted Types (docs/security.md, "Monitoring and session replay"). The SDK
 * (@datadog/browser-rum) compresses replays in a worker that it makes, by default, from a
 * `blob:` URL of a string it carries; with its `workerUrl` option it loads that worker from a
 * file on the page's origin instead. It ships
 * no such file in the version we use, so the build writes the SDK's own string out: the worker of
 * exactly the SDK version in the bundle, never one of another release.
 *
 * Shared by the build (build/plugins/monitoring-worker.ts writes dist/monitoring-worker.js) and the test server
 * (test/host-pages.mjs serves it to the host pages).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Its name beside the bundle's entries (dist/monitoring-worker.js). */
export const MONITORING_WORKER_FILE = 'monitoring-worker.js';

/**
 * The worker's source: the SDK's own function that starts it is called in Node with a stand-in
 * `Worker` and `URL.createObjectURL`, which keep the Blob it would have started the worker from.
 * @returns {Promise<string>}
 */
export async function monitoringWorkerSource() {
  const require = createRequire(import.meta.url);
  const sdk = dirname(require.resolve('@datadog/browser-rum/package.json'));
  const { version, license } = JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8'));
  const { createDeflateWorker } = await import(pathToFileURL(join(sdk, 'esm/domain/deflate/deflateWorker.mjs')).href);
  const global = /** @type {{ Worker?: unknown }} */ (globalThis);
  const saved = { Worker: global.Worker, createObjectURL: URL.createObjectURL };
  /** @type {unknown} */
  let blob;
  global.Worker = class {};
  URL.createObjectURL = (/** @type {Blob} */ given) => {
    blob = given;
    return 'blob:monitoring-worker';
  };
  try {
    createDeflateWorker({});
  } finally {
    global.Worker = saved.Worker;
    URL.createObjectURL = saved.createObjectURL;
  }
  if (!(blob instanceof Blob)) throw new Error(`@datadog/browser-rum ${version} no longer makes its worker from a Blob: see build/monitoring-worker.mjs`);
  const source = await blob.text();
  return `/*! The session-replay compression worker of @datadog/browser-rum ${version} (${license}), written out by build/monitoring-worker.mjs */\n${source}\n`;
}
