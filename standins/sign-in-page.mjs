// @ts-check
/**
 * The HTML of the demo sign-in (accounts.mjs): the page that stands in for the supplier's
 * sign-in server, and the page /logout shows. Plain server-built HTML, every value escaped,
 * no script and no inline style, so it works under PAGE_CSP; styled by the demo's /demo.css.
 */
import { REFERRER_POLICY } from './referrer-policy.mjs';

/** The policy of these pages: only the demo's stylesheet and icon, forms to this origin only. */
export const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A demo customer as the sign-in page offers it.
 * @typedef {object} DemoCustomer
 * @property {string} persona the login_hint value ('live', 'new')
 * @property {string} name
 * @property {string} label what the choice says
 * @property {string} description
 */

/**
 * @param {string} title
 * @param {string} main the page's main content
 */
function page(title, main) {
  return `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)} – Energy supplier (demo)</title>
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/demo.css">
</head>
<body>
  <a class="skip-link" href="#main">Skip to main content</a>
  <header class="site-header">
    <div class="site-header__inner">
      <a class="site-header__brand" href="/">Energy supplier</a>
    </div>
  </header>
  <main id="main" class="page page--narrow">
${main}
  </main>
</body>
</html>
`;
}

/**
 * The sign-in page: a choice of demo customer and a "Sign in" button, posting the
 * authorisation request's parameters back with the choice.
 * @param {object} options
 * @param {string} options.action the authorisation endpoint's path
 * @param {Record<string, string>} options.request response_type, client_id, redirect_uri, state
 * @param {readonly DemoCustomer[]} options.customers
 * @param {string} options.returnPath where the browser goes once signed in
 * @param {boolean} [options.missingChoice] the form came back without a customer chosen
 */
export function signInPage({ action, request, customers, returnPath, missingChoice = false }) {
  const error = 'Select the customer to sign in as';
  const hidden = Object.entries(request)
    .map(([name, value]) => `      <input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const choices = customers
    .map(
      (customer, index) => `          <div class="radios__item">
            <input class="radios__input" id="customer-${index}" name="login_hint" type="radio" value="${escapeHtml(customer.persona)}" aria-describedby="customer-${index}-hint">
            <label class="radios__label" for="customer-${index}">${escapeHtml(customer.label)}</label>
            <p id="customer-${index}-hint" class="hint radios__hint">${escapeHtml(customer.description)}</p>
          </div>`,
    )
    .join('\n');
  const summary = missingChoice
    ? `    <div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1">
      <h2 id="error-summary-title">There is a problem</h2>
      <ul class="error-summary__list"><li><a href="#customer-0">${error}</a></li></ul>
    </div>
`
    : '';
  const described = missingChoice ? 'customer-hint customer-error' : 'customer-hint';
  return page(
    `${missingChoice ? 'Error: ' : ''}Sign in`,
    `    <p class="page__caption">Demo: stands in for the supplier's sign-in page</p>
${summary}    <h1>Sign in</h1>
    <p>No password is needed: choose a demo customer. You will go back to <code>${escapeHtml(returnPath)}</code> signed in.</p>
    <form method="post" action="${escapeHtml(action)}" novalidate>
${hidden}
      <div class="form-group${missingChoice ? ' form-group--error' : ''}">
        <fieldset class="fieldset" aria-describedby="${described}">
          <legend class="fieldset__legend">Which customer do you want to sign in as?</legend>
          <p id="customer-hint" class="hint">Each has the identity and access token cookies; their details fill in the forms.</p>
${missingChoice ? `          <p id="customer-error" class="error-message"><span class="visually-hidden">Error:</span> ${error}</p>\n` : ''}          <div class="radios">
${choices}
          </div>
        </fieldset>
      </div>
      <button type="submit" class="button">Sign in</button>
    </form>`,
  );
}

/**
 * The page /logout shows once both cookies are cleared.
 * @param {{ signInHref: string, helpHref: string }} links
 */
export function signedOutPage({ signInHref, helpHref }) {
  return page(
    'You have been signed out',
    `    <p class="page__caption">Demo: stands in for the main site's sign-out page</p>
    <h1>You have been signed out</h1>
    <p>We signed you out to keep your account secure. The forms no longer show your details.</p>
    <ul class="link-list">
      <li><a href="${escapeHtml(helpHref)}">Go to Help &amp; Support</a></li>
      <li><a href="${escapeHtml(signInHref)}">Sign in again</a></li>
    </ul>`,
  );
}

/**
 * Sends one of these pages.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} html
 * @param {Record<string, string | string[]>} [headers]
 */
export function sendPage(res, status, html, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Content-Security-Policy': PAGE_CSP,
    'Referrer-Policy': REFERRER_POLICY,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(html);
}
