// @ts-check
/**
 * Renders a component's HTL outside AEM, with @adobe/htlengine, for the demo's AEM pages and
 * the tests: `properties` as AEM's HTL would see the component node's properties, `wcmmode` as
 * AEM binds it (publish unless asked otherwise), `resource` the component's node (its path).
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
 * The engine, loaded once: loading it takes a second or more (ten on a busy machine), so a
 * server that renders pages loads it as it starts, not on its first page.
 */
export function loadHtlEngine() {
  engine ??= /** @type {HtlEngine} */ (require('@adobe/htlengine'));
  return engine;
}

/** Each template compiled once, by its text. @type {Map<string, Promise<(runtime: unknown) => Promise<string>>>} */
const compiled = new Map();

/**
 * AEM's `wcmmode` binding on a publish instance (the default), and on an author instance editing
 * or previewing the page.
 * @typedef {{ edit?: boolean, preview?: boolean, disabled?: boolean }} WcmMode
 */
/** @type {Record<'publish' | 'edit' | 'preview', WcmMode>} */
export const WCM_MODES = { publish: { disabled: true }, edit: { edit: true }, preview: { preview: true } };

/** Where the demo and the tests say a component's node is, unless told: a page's paragraph. */
export const SAMPLE_RESOURCE = { path: '/content/help-and-support-demo/jcr:content/root/container/component' };

/**
 * @param {string} template the HTL
 * @param {Record<string, unknown>} properties
 * @param {WcmMode} [wcmmode]
 * @param {{ path: string }} [resource] the component's node
 */
export async function renderHtl(template, properties, wcmmode = WCM_MODES.publish, resource = SAMPLE_RESOURCE) {
  const htl = loadHtlEngine();
  let render = compiled.get(template);
  if (!render) {
    render = new htl.Compiler().withRuntimeVar(['properties', 'wcmmode', 'resource']).compileToFunction(template);
    compiled.set(template, render);
  }
  return (await render)(new htl.Runtime().setGlobal({ properties, wcmmode, resource }));
}
