// `react` in the tests' bundles on the lean runtime (web-test-runner.config.mjs): preact/compat
// as dist/lean/ has it, plus the `act` that React 19 exports and preact/compat does not
// (preact's test utilities have it). The bundle itself never imports `act`.
export * from 'preact/compat';
export { default } from 'preact/compat';
export { act } from 'preact/test-utils';
