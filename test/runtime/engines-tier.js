// The engines tier (web-test-runner.config.mjs): loaded before a test file in Firefox and
// WebKit, it registers only the tests marked `[all engines]` in their own title or an enclosing
// describe's. The others are not registered at all, so they are neither run nor counted (mocha's
// grep would leave them unrun, and the test runner counts an unrun test as failed), and a
// describe left with no test runs none of its hooks.
const TAG = '[all engines]';
/** @type {string[]} titles of the describes being registered, outermost first */
const describing = [];
const { describe, it } = /** @type {any} */ (globalThis);

/** @param {Function} register */
const describeBlock = (register) =>
  function (/** @type {string} */ title, /** @type {Function} */ body) {
    return register(title, function (/** @type {unknown} */ ...args) {
      describing.push(String(title));
      try {
        // @ts-ignore mocha calls the body with the suite as `this`
        return body.apply(this, args);
      } finally {
        describing.pop();
      }
    });
  };

/** What `it()` gives back for a test left out, so `it(…).timeout(…)` still reads. */
const UNREGISTERED = { timeout: () => UNREGISTERED, retries: () => UNREGISTERED, slow: () => UNREGISTERED };

/** @param {Function} register */
const testIfMarked = (register) =>
  function (/** @type {string} */ title, /** @type {Function | undefined} */ body) {
    if (![...describing, String(title)].some((text) => text.includes(TAG))) return UNREGISTERED;
    return register(title, body);
  };

const engineDescribe = Object.assign(describeBlock(describe), { only: describeBlock(describe.only), skip: describeBlock(describe.skip) });
const engineIt = Object.assign(testIfMarked(it), { only: testIfMarked(it.only), skip: testIfMarked(it.skip) });
Object.assign(globalThis, { describe: engineDescribe, context: engineDescribe, it: engineIt, specify: engineIt });
