// @ts-check
/**
 * The browser engines the tests run in, where each is installed on this machine, and how to
 * install the ones that are missing (Debian packages, no downloads).
 *
 *   chromium  Debian's Chromium (its headless shell when installed, or Chrome), driven by puppeteer
 *             over the DevTools protocol
 *   firefox   Firefox ESR, driven by puppeteer over WebDriver BiDi
 *   webkit    WebKitGTK's MiniBrowser, driven by WebKitWebDriver, shown on an Xvfb screen
 */
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { findTestChromium } from './chromium-path.mjs';

/** @typedef {'chromium' | 'firefox' | 'webkit'} Engine */

/** @type {readonly Engine[]} */
export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** @type {Record<Engine, string>} */
export const ENGINE_NAMES = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' };

/** Debian packages that bring each engine. @type {Record<Engine, string[]>} */
export const ENGINE_PACKAGES = {
  chromium: ['chromium-headless-shell'],
  firefox: ['firefox-esr'],
  webkit: ['webkit2gtk-driver', 'xvfb'],
};

/**
 * @typedef {object} WebKitInstall
 * @property {string} driver WebKitWebDriver
 * @property {string} browser MiniBrowser, the WebKitGTK browser the driver starts
 * @property {string | null} xvfb the virtual screen it is shown on (null: use $DISPLAY)
 */

/** @param {string} name @returns {string | null} the program's path on $PATH */
function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** @param {(string | null | undefined)[]} candidates */
const firstExisting = (candidates) => candidates.find((path) => path && existsSync(path)) ?? null;

/** Firefox: FIREFOX_PATH, Debian's firefox-esr, or firefox. */
export function findFirefox() {
  return firstExisting([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', onPath('firefox-esr'), '/usr/bin/firefox', onPath('firefox')]);
}

/** MiniBrowser from WebKitGTK (libwebkit2gtk-4.x), e.g. /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser. */
function findMiniBrowser() {
  if (process.env.MINIBROWSER_PATH) return firstExisting([process.env.MINIBROWSER_PATH]);
  const libDirs = ['/usr/lib', '/usr/local/lib'].flatMap((base) => {
    try {
      return readdirSync(base)
        .filter((name) => name.endsWith('-linux-gnu'))
        .map((name) => join(base, name))
        .concat(base);
    } catch {
      return [];
    }
  });
  for (const dir of libDirs) {
    let versions = [];
    try {
      versions = readdirSync(dir).filter((name) => /^webkit2?gtk-[\d.]+$/.test(name)).sort().reverse();
    } catch {
      continue;
    }
    for (const version of versions) {
      const path = join(dir, version, 'MiniBrowser');
      if (existsSync(path)) return path;
    }
  }
  return null;
}

/**
 * WebKit: WebKitWebDriver, MiniBrowser, and Xvfb (or a display already there).
 * @returns {WebKitInstall | null}
 */
export function findWebKit() {
  const driver = firstExisting([process.env.WEBKIT_WEBDRIVER_PATH, onPath('WebKitWebDriver')]);
  const browser = findMiniBrowser();
  const xvfb = onPath('Xvfb');
  if (!driver || !browser || (!xvfb && !process.env.DISPLAY)) return null;
  return { driver, browser, xvfb };
}

/**
 * What is installed of each engine.
 * @returns {{ chromium: string | null, firefox: string | null, webkit: WebKitInstall | null }}
 */
export function findEngines() {
  return { chromium: findTestChromium() ?? null, firefox: findFirefox(), webkit: findWebKit() };
}

/**
 * The one command that installs these engines.
 * @param {readonly Engine[]} engines
 */
export function installCommand(engines) {
  return `apt-get install -y ${engines.flatMap((engine) => ENGINE_PACKAGES[engine]).join(' ')}`;
}

/**
 * Reads an engine list such as "firefox", "chromium,webkit" or "all".
 * @param {string} text
 * @returns {Engine[]}
 */
export function parseEngines(text) {
  const names = text
    .split(/[\s,]+/)
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('all')) return [...ENGINES];
  /** @type {Engine[]} */
  const engines = [];
  for (const name of names) {
    const engine = ENGINES.find((known) => known === name);
    if (!engine) throw new Error(`Unknown browser engine '${name}': use ${ENGINES.join(', ')} or all.`);
    if (!engines.includes(engine)) engines.push(engine);
  }
  return engines;
}

