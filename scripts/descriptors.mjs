// @ts-check
/**
 * The element descriptors (src/elements/<tag>/<tag>.descriptor.ts), loaded in Node for the build
 * and the scripts: each element's routes with their screens' modules, its first screen's module,
 * the data it prefetches, the pages the build renders and the place it holds.
 *
 * The descriptors are bundled with esbuild and run as they are, with what they import statically
 * (route tables, paths, the service calls a prefetch makes, which nothing calls here). Every lazy
 * `import()` (a screen, a stylesheet) and every stylesheet becomes a module whose default export
 * is that module's path: loading a route's screen here answers with the screen's module, from
 * the import itself.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The name of the snippet (under embed/, without `.html`) that holds an app's page as the build
 * renders it: `help-and-support/submit-meter-read`, and `help-and-support/index` for its home.
 * @param {string} tag @param {string} path the page under the base path
 */
export const pageSnippet = (tag, path) => `${tag}/${path.replace(/^\/+|\/+$/g, '') || 'index'}`;

/** The element folders, in name order: a tag exists because its folder exists. */
export function elementTags() {
  return readdirSync(join(ROOT, 'src/elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * @typedef {import('../src/router/element-descriptor').ElementDescriptor} ElementDescriptor
 * @typedef {object} LoadedDescriptor
 * @property {string} tag
 * @property {{ path: string, module: string }[]} routes each route's screen module, repository-relative
 * @property {string} firstScreen the module of the screen the element shows first
 * @property {readonly string[]} prefetch
 * @property {boolean} routedByUrl its routes are pages of the site (an app)
 * @property {boolean} followsChoices a first screen shows fields by the choices made (`:has()`)
 * @property {{ path: string, module: string, snippet: string, attributes?: Readonly<Record<string, string>>, shows?: string }[] | undefined} snapshots
 *   an app's pages the build renders, each with its screen's module and its snippet's name
 * @property {readonly string[]} onRequest the routes of an app's pages a host renders when asked for
 * @property {ElementDescriptor['place']} place
 * @property {string[]} placeRules the CSS that holds its place
 * @property {ElementDescriptor['authors']} authors its attributes as AEM authors meet them
 */

/** @type {import('esbuild').Plugin} */
const lazyImportsAsPaths = {
  name: 'lazy-imports-as-paths',
  setup(esbuild) {
    esbuild.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData?.resolving || args.namespace !== 'file' || args.kind === 'entry-point') return undefined;
      const found = await esbuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { resolving: true } });
      if (found.errors.length > 0) return { errors: found.errors };
      if (found.external) return found;
      if (args.kind === 'dynamic-import' || found.path.endsWith('.css')) return { path: found.path, namespace: 'module-path' };
      return { path: found.path };
    });
    esbuild.onLoad({ filter: /.*/, namespace: 'module-path' }, (args) => ({
      contents: `export default ${JSON.stringify(relative(ROOT, args.path).replace(/\\/g, '/'))};`,
      loader: 'js',
    }));
  },
};

/** @type {Promise<LoadedDescriptor[]> | undefined} */
let loading;

/** Every element's descriptor, in tag order. @returns {Promise<LoadedDescriptor[]>} */
export function loadDescriptors() {
  loading ??= (async () => {
    const tags = elementTags();
    const entry = [
      "export { placeRules } from './src/router/element-descriptor.ts';",
      ...tags.map((tag, index) => `export { default as d${index} } from ${JSON.stringify(`./src/elements/${tag}/${tag}.descriptor.ts`)};`),
    ].join('\n');
    const result = await build({
      stdin: { contents: entry, resolveDir: ROOT, loader: 'ts', sourcefile: 'descriptors.ts' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      logLevel: 'silent',
      plugins: [lazyImportsAsPaths],
    });
    /** @type {Record<string, ElementDescriptor> & { placeRules: typeof import('../src/router/element-descriptor').placeRules }} */
    const modules = await import(`data:text/javascript,${encodeURIComponent(result.outputFiles[0]?.text ?? '')}`);
    return Promise.all(
      tags.map(async (tag, index) => {
        const descriptor = modules[`d${index}`];
        if (!descriptor) throw new Error(`src/elements/${tag}/${tag}.descriptor.ts: no default export`);
        if (descriptor.tag !== tag) throw new Error(`src/elements/${tag}/${tag}.descriptor.ts: its tag is '${descriptor.tag}', not '${tag}'`);
        const routes = await Promise.all(descriptor.routes.map(async (route) => ({ path: route.path, module: String(await route.screen.load()) })));
        const moduleAt = (/** @type {string} */ path) => {
          const route = routes.find((candidate) => candidate.path === path);
          if (!route) throw new Error(`<${tag}>: no route ${path}`);
          return route.module;
        };
        const first = descriptor.start ? moduleAt(descriptor.start) : routes[0]?.module;
        if (!first) throw new Error(`<${tag}>: no route`);
        return {
          tag,
          routes,
          firstScreen: first,
          prefetch: descriptor.prefetch ?? [],
          routedByUrl: descriptor.routedByUrl === true,
          followsChoices: descriptor.followsChoices === true,
          snapshots: descriptor.snapshots?.map((page) => ({ ...page, module: moduleAt(page.path), snippet: pageSnippet(tag, page.path) })),
          onRequest: (descriptor.onRequest ?? []).map((path) => (moduleAt(path), path)),
          place: descriptor.place,
          placeRules: modules.placeRules(tag, descriptor.place),
          authors: descriptor.authors,
        };
      }),
    );
  })();
  return loading;
}
