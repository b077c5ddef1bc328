// The marks a run asks for (web-test-runner.config.mjs): loaded before a test file, it registers
// only the tests that carry every mark of HELP_TEST_MARKS in their own title or an enclosing
// describe's: `[all engines]` in Firefox and WebKit (the engines tier), `[both runtimes]` on the
// lean runtime, both for Firefox and WebKit on lean. The others are not registered at all, so
// they are neither run nor counted (mocha's grep would leave them unrun, and the test runner
// counts an unrun test as failed), and a describe left with no test runs none of its hooks.
/* global HELP_TEST_MARKS */
/** @type {string[]} the marks, put in by the test bundle's build as one string a line (esbuild's define) */
const MARKS = String(HELP_TEST_MARKS).split('\n').filter(Boolean);
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
    const titles = [...describing, String(title)];
    if (!MARKS.every((mark) => titles.some((text) => text.includes(mark)))) return UNREGISTERED;
    return register(title, body);
  };

const markedDescribe = Object.assign(describeBlock(describe), { only: describeBlock(describe.only), skip: describeBlock(describe.skip) });
const markedIt = Object.assign(testIfMarked(it), { only: testIfMarked(it.only), skip: testIfMarked(it.skip) });
Object.assign(globalThis, { describe: markedDescribe, context: markedDescribe, it: markedIt, specify: markedIt });
