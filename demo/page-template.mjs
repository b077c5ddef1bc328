// @ts-check
/**
 * Every demo page in one chrome: demo/page.html (the head every page shares: the cookie banner,
 * the page configuration) with a page's title, its own head lines and its body. The main site's
 * header is written here too, with the link to the page shown marked current.
 *
 *   the control panel (/)            demo/pages/control-panel.html, the meter-read form beside it
 *   the app (/help-and-support/…)    demo/pages/help-and-support.html: the app draws its own header
 *   each element's page (/elements/…)  demo/element-pages.mjs
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PAGE_TEMPLATE = fileURLToPath(new URL('page.html', import.meta.url));
const PAGES_DIR = new URL('pages/', import.meta.url);

/** @param {string} text */
export const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The main site's links, as its header shows them. */
const SITE_LINKS = /** @type {const} */ ([
  ['help', '/help-and-support/', 'Help &amp; Support'],
  ['elements', '/elements/', 'Elements'],
  ['meter-readings', '/energy/meter-readings', 'Meter readings'],
  ['control-panel', '/', 'Demo control panel'],
]);

/** @typedef {(typeof SITE_LINKS)[number][0]} SiteLink */

/**
 * The main site's header, the link to `current` marked as the page shown.
 * @param {SiteLink} [current]
 */
export function siteHeader(current) {
  const links = SITE_LINKS.map(([key, href, text]) => `          <li><a href="${href}"${key === current ? ' aria-current="page"' : ''}>${text}</a></li>`);
  return `  <header class="site-header">
    <div class="site-header__inner">
      <a class="site-header__brand" href="/">Energy supplier</a>
      <nav aria-label="Main site">
        <ul class="site-header__links">
${links.join('\n')}
        </ul>
      </nav>
    </div>
  </header>`;
}

/**
 * A demo page: the shared chrome with this page's title (text), head lines and body (HTML).
 * @param {{ title: string, head?: string, body: string }} page
 */
export function demoPage({ title, head = '', body }) {
  return readFileSync(PAGE_TEMPLATE, 'utf8')
    .replace('{{title}}', () => escapeHtml(title))
    .replace('{{head}}\n', () => (head ? `${head}\n` : ''))
    .replace('{{body}}', () => body);
}

/** @param {string} name a page body in demo/pages/ */
const pageBody = (name) => readFileSync(new URL(name, PAGES_DIR), 'utf8').trimEnd();

/** The control panel (/): a CMS page with the meter-read form, and the panel that drives the stand-ins. */
export function controlPanelPage() {
  return demoPage({
    title: 'Submit a meter reading – Help & Support demo',
    head: '  <script type="module" src="/control-panel.js"></script>',
    body: `${siteHeader('control-panel')}\n\n${pageBody('control-panel.html')}`,
  });
}

/** The app's page, sent for every path under /help-and-support/: the app routes the page URL. */
export function appPage() {
  return demoPage({ title: 'Help & Support', body: pageBody('help-and-support.html') });
}
