// @ts-check
/**
 * The logic tier: every test that needs no DOM (scripts/test-files.mjs says which), once, in
 * Node's own test runner, with TypeScript loaded by tsx.
 *
 *   node scripts/test-logic.mjs                    every logic test
 *   node scripts/test-logic.mjs src/validation     only files under these paths
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { logicTestFiles } from './test-files.mjs';

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const files = logicTestFiles().filter((file) => only.length === 0 || only.some((path) => file.startsWith(path.replace(/^\.\//, ''))));
if (files.length === 0) {
  console.error(`No logic test files${only.length ? ` under ${only.join(', ')}` : ''}.`);
  process.exit(1);
}

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', `--test-concurrency=${Math.max(2, availableParallelism())}`, ...files],
  { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
process.exit(result.status ?? 1);
