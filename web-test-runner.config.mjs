// Browser tests: every *.test.ts(x) is bundled with esbuild (React ships CommonJS only) and run
// in headless Chromium, with the demo's stand-in services mounted as middleware on the same origin.
import { build } from 'esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { findChromium, chromiumArgs } from './scripts/chromium-path.mjs';
import { createStandIns } from './demo/standins/index.mjs';

const standIns = createStandIns({ storage: 'memory' });

/** Bundles a test file on request so the browser gets plain ES modules. */
const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    if (!/\.test\.tsx?$/.test(context.path)) return undefined;
    const result = await build({
      entryPoints: [`.${context.path}`],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      loader: { '.css': 'text', '.txt': 'text' },
      define: { 'process.env.NODE_ENV': '"development"' },
      sourcemap: 'inline',
      external: ['/__web-dev-server__web-socket.js'],
      logLevel: 'silent',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

export default {
  files: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  browserStartTimeout: 60000,
  testsFinishTimeout: 300000,
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', headless: true, args: chromiumArgs },
    }),
  ],
  middleware: [standIns.koa],
  plugins: [bundleTests],
};
