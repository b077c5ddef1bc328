// Loaded before every browser test file (web-test-runner.config.mjs). The test runner sends a
// file's results to the server as a structured clone; a failed assertion whose actual or expected
// value is an element (`expect(el).to.equal(null)`) cannot be cloned, the results are never sent,
// and the file is reported only as "did not finish" minutes later, its failure unseen. Such values
// are replaced with a description of them as each failure happens.
const { mocha } = /** @type {any} */ (globalThis);

/** @param {unknown} value */
function cloneable(value) {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

/** @param {unknown} value */
function describeValue(value) {
  if (value instanceof Element) {
    const classes = value.getAttribute('class');
    const text = (value.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
    return `<${value.localName}${classes ? ` class="${classes}"` : ''}>${text ? ` "${text}"` : ''}`;
  }
  if (value instanceof Node) return `[${value.nodeName}]`;
  return String(value);
}

/** @param {unknown} error */
export function makeReportable(error) {
  if (!error || typeof error !== 'object') return;
  const failure = /** @type {Record<string, unknown>} */ (error);
  for (const key of ['actual', 'expected']) {
    if (key in failure && !cloneable(failure[key])) failure[key] = describeValue(failure[key]);
  }
}

if (mocha && typeof mocha.run === 'function') {
  const run = mocha.run.bind(mocha);
  mocha.run = (/** @type {unknown[]} */ ...args) => {
    const runner = run(...args);
    runner.on('fail', (/** @type {unknown} */ _runnable, /** @type {unknown} */ error) => makeReportable(error));
    return runner;
  };
}
