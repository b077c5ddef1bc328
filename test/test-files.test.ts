/**
 * Which browser test files run on the lean runtime too: those that mark a test `[both runtimes]`,
 * and only where the mark can matter, in a file whose code depends on the runtime (React in its
 * bundle, or a page of the test server opened). Read from the repository's own test files, as
 * the test runner reads them.
 */
import { describe, it } from 'node:test';
import { expect } from 'chai';

interface TestFilesModule {
  browserTestFiles: () => string[];
  markedTestFiles: (marks: readonly string[]) => string[];
  testFilesOf: (tier: 'element' | 'engines', runtime: string) => string[];
  marksOf: (tier: 'element' | 'engines', runtime: string) => string[];
  runtimeBoundTestFiles: (files: string[], options: object) => Promise<string[]>;
  RUNTIMES_TAG: string;
  ENGINES_TAG: string;
}
const { browserTestFiles, markedTestFiles, testFilesOf, marksOf, runtimeBoundTestFiles, RUNTIMES_TAG, ENGINES_TAG } = (await import(
  new URL('../scripts/test-files.mjs', import.meta.url).href
)) as TestFilesModule;

const OPTIONS = { loader: { '.css': 'text', '.txt': 'text' } as const, jsx: 'automatic' as const, external: ['/__web-dev-server__web-socket.js', 'util', 'timers', 'timers/promises', 'perf_hooks'] };

describe('test files on the lean runtime', () => {
  it('asks each run for its marks: none on React in Chromium, the engines mark in Firefox and WebKit, the runtimes mark on lean, both for the other engines on lean', () => {
    expect(marksOf('element', 'react')).to.deep.equal([]);
    expect(marksOf('engines', 'react')).to.deep.equal([ENGINES_TAG]);
    expect(marksOf('element', 'lean')).to.deep.equal([RUNTIMES_TAG]);
    expect(marksOf('engines', 'lean')).to.deep.equal([ENGINES_TAG, RUNTIMES_TAG]);
  });

  it('marks tests for the lean runtime only in files whose code depends on the runtime', async () => {
    const marked = markedTestFiles([RUNTIMES_TAG]);
    expect(marked.length, 'files with a test for both runtimes').to.be.greaterThan(0);
    const bound = await runtimeBoundTestFiles(browserTestFiles(), OPTIONS);
    expect(marked.filter((file) => !bound.includes(file)), 'marked, though their code is the same on either runtime').to.deep.equal([]);
  });

  it('runs on lean a part of the element tier, not the whole of it again', () => {
    const all = browserTestFiles();
    const marked = markedTestFiles([RUNTIMES_TAG]);
    expect(marked.length).to.be.lessThan(all.length);
    // Every element is taken through the lean runtime somewhere.
    for (const file of ['src/elements/meter-read-form/meter-read-form.test.tsx', 'src/elements/complaint-journey/complaint-journey.sending.test.tsx', 'test/elements.browser.test.ts']) {
      expect(marked, file).to.include(file);
    }
  });

  it('takes Firefox and WebKit on lean through the element and component tests that carry both marks, the page-level tests through lean in Chromium', () => {
    const both = markedTestFiles([ENGINES_TAG, RUNTIMES_TAG]);
    const otherEngines = testFilesOf('engines', 'lean');
    expect(otherEngines).to.deep.equal(both.filter((file) => file.startsWith('src/')));
    expect(otherEngines).to.include('src/elements/meter-read-form/meter-read-form.test.tsx');
    const pageLevel = both.filter((file) => file.startsWith('test/'));
    expect(pageLevel, 'page-level tests marked for both').to.include('test/aem-author-mode.browser.test.ts');
    for (const file of pageLevel) {
      expect(testFilesOf('element', 'lean'), `${file} on lean in Chromium`).to.include(file);
      expect(testFilesOf('engines', 'react'), `${file} on React in Firefox and WebKit`).to.include(file);
    }
    expect(testFilesOf('element', 'react')).to.deep.equal(browserTestFiles());
  });
});
