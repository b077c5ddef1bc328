// @ts-check
/**
 * The custom elements manifest's parts for the browser tests: the test runner's `manifest-parts`
 * command makes the manifest from the source as `npm run build` does (scripts/manifest.mjs,
 * without writing dist/) and answers each element's parts, so a test can check what an element
 * shows against what the manifest tells host pages they may style with `::part()`
 * (test/css-parts.browser.test.ts).
 *
 *   const parts = await executeServerCommand('manifest-parts');   // { [tag]: [{ name, description }] }
 */

/** @typedef {Record<string, { name: string, description: string }[]>} ManifestParts */

/** @type {Promise<ManifestParts> | undefined} made once a run, on the first call */
let parts;

async function manifestParts() {
  const { buildManifest } = await import('../scripts/manifest.mjs');
  const { elementTags } = await import('../scripts/elements.mjs');
  const { manifest } = buildManifest(elementTags());
  /** @type {ManifestParts} */
  const byTag = {};
  for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
    if (!('tagName' in declaration) || !declaration.tagName) continue;
    byTag[declaration.tagName] = (declaration.cssParts ?? []).map((part) => ({ name: part.name, description: part.description ?? '' }));
  }
  return byTag;
}

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function manifestPartsCommand() {
  return {
    name: 'manifest-parts',
    executeCommand({ command }) {
      if (command !== 'manifest-parts') return undefined;
      parts ??= manifestParts();
      return parts;
    },
  };
}
