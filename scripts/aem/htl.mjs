// @ts-check
/**
 * Renders a component's HTL outside AEM, with @adobe/htlengine, for the demo's AEM pages and
 * the tests: `properties` as AEM's HTL would see the component node's properties.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * What is used of @adobe/htlengine (a CommonJS package without types).
 * @typedef {{ Compiler: new () => { withRuntimeVar(names: string[]): { compileToFunction(template: string): Promise<(runtime: unknown) => Promise<string>> } },
 *   Runtime: new () => { setGlobal(globals: object): unknown } }} HtlEngine
 */

/** @type {HtlEngine | undefined} */
let engine;

/**
 * @param {string} template the HTL
 * @param {Record<string, unknown>} properties
 */
export async function renderHtl(template, properties) {
  engine ??= /** @type {HtlEngine} */ (require('@adobe/htlengine'));
  const render = await new engine.Compiler().withRuntimeVar(['properties']).compileToFunction(template);
  return render(new engine.Runtime().setGlobal({ properties }));
}
