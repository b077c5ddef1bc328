import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** The Chromium/Chrome used by tests and benchmarks: CHROME_PATH, Debian's chromium, or google-chrome. */
export function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ].filter(Boolean);
  for (const path of candidates) if (existsSync(path)) return path;
  try {
    const found = execFileSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], { encoding: 'utf8' }).trim();
    return found || null;
  } catch {
    return null;
  }
}

/**
 * The Chromium the browser tests drive: CHROME_PATH, else Chromium's headless shell when it is
 * installed (Debian's chromium-headless-shell: the same engine without the browser's windowing,
 * on about a third less CPU per test run), else the browser as findChromium finds it.
 */
export function findTestChromium() {
  if (process.env.CHROME_PATH) return findChromium();
  for (const path of ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell']) if (existsSync(path)) return path;
  return findChromium();
}

/** Flags that keep Chromium headless, sandbox-free as root, and off the network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
