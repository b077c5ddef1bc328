/**
 * Which browser test files run on the lean runtime too: those whose code depends on the
 * runtime (React in their bundle, or a page of the test server opened). Read from the
 * repository's own test files, as the test runner reads them.
 */
import { describe, it } from 'node:test';
import { expect } from 'chai';

interface TestFilesModule {
  browserTestFiles: () => string[];
  runtimeBoundTestFiles: (files: string[], options: object) => Promise<string[]>;
}
const { browserTestFiles, runtimeBoundTestFiles } = (await import(new URL('../scripts/test-files.mjs', import.meta.url).href)) as TestFilesModule;

const OPTIONS = { loader: { '.css': 'text', '.txt': 'text' } as const, jsx: 'automatic' as const, external: ['/__web-dev-server__web-socket.js', 'util', 'timers', 'timers/promises', 'perf_hooks'] };

describe('test files bound to the runtime', () => {
  it('keeps every element test and every test that opens a host or AEM page; leaves out the sanitiser and the service calls', async () => {
    const files = browserTestFiles();
    const bound = await runtimeBoundTestFiles(files, OPTIONS);
    // Elements and components render through the runtime.
    expect(bound).to.include.members(['src/elements/meter-read-form/meter-read-form.test.tsx', 'src/components/Button.test.tsx', 'test/elements.browser.test.ts']);
    // No React in their bundles, but the pages they open are built on the runtime under test.
    expect(bound).to.include.members(['test/no-false-csp-reports.browser.test.ts', 'test/monitoring-strict-page.browser.test.ts', 'test/aem-page.browser.test.ts']);
    // The very same code on either runtime.
    for (const file of ['src/sanitise/sanitise.corpus.browser.test.ts', 'src/api/http.browser.test.ts', 'test/standins/standins.browser.test.ts']) {
      expect(files, file).to.include(file);
      expect(bound, file).to.not.include(file);
    }
  });
});
