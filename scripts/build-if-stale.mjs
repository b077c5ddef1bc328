// @ts-check
/**
 * Builds dist/ when it is missing or older than what it is built from, and does nothing
 * otherwise, so `npm test` and `npm run bench:size` one after the other build once.
 *
 *   node scripts/build-if-stale.mjs
 *   import { buildIfStale } from './build-if-stale.mjs'
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const BUILD_INPUTS = ['src', 'rollup.config.mjs', 'build', 'scripts/snapshots.mjs', 'scripts/elements.mjs', 'scripts/types.mjs', 'scripts/manifest.mjs', 'scripts/aem', 'aem', 'scripts/eds', 'scripts/descriptors.mjs', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];
/** Written by each step of the build; the last one last. */
const BUILD_OUTPUTS = ['dist/index.js', 'dist/react/index.js', 'dist/lean/index.js', 'dist/types/index.d.ts', 'dist/web-types.json', 'dist/eds/README.md', 'dist/aem/META-INF/vault/filter.xml'];

/** Newest modification time under `path` (a file or a folder), skipping tests. @param {string} path */
function newest(path) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(full)) {
    if (/\.test\.tsx?$/.test(entry)) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** Builds when needed; exits the process with the build's code when the build fails. */
export function buildIfStale() {
  const builtAt = Math.min(...BUILD_OUTPUTS.map((file) => (existsSync(join(ROOT, file)) ? statSync(join(ROOT, file)).mtimeMs : 0)));
  if (builtAt >= Math.max(...BUILD_INPUTS.map(newest))) return;
  console.log(builtAt === 0 ? 'Building dist/ (not built yet)…' : 'Building dist/ (older than its sources)…');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
