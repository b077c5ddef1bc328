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
