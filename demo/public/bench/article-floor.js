// @ts-check
// The benchmark floor for an article: fetch the article's page from the content server, then put
// its body in this page, with no framework and no sanitiser.
const response = await fetch('/aem6/content/britishgas/help/meters/economy-7-meters.html');
const html = await response.text();
// The demo's pages require Trusted Types for markup: this floor's policy passes it as it is.
const policy = /** @type {any} */ (window).trustedTypes.createPolicy('default', { createHTML: (/** @type {string} */ markup) => markup });
const page = new DOMParser().parseFromString(policy.createHTML(html), 'text/html');
const body = page.querySelector('div.help-article__body');
if (body) document.getElementById('article')?.append(document.adoptNode(body));
export {};
