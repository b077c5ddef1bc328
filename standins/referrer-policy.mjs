// @ts-check
/**
 * The Referrer-Policy of every page the demo serves: `strict-origin`, stricter than the
 * browsers' default (`strict-origin-when-cross-origin`). A link into the meter-read form may
 * carry a customer's details in the page's address (the form's prefill); the elements take them
 * out of it before any request of theirs, but the page's own stylesheets and scripts are asked
 * for as it is read, before any script runs, and the default would send them the whole address,
 * details included, to the page's own origin (its logs, a CDN in front of it). `strict-origin`
 * sends the origin alone, on every request, and nothing from https to http. Nothing the demo or
 * the product does reads a Referer beyond its origin.
 */
export const REFERRER_POLICY = 'strict-origin';
