// @ts-check
/**
 * `npm test`, before the browser tests: the npm package as an integrator receives it.
 *
 *   1. dist/ is built first when it is missing or older than what it is built from.
 *   2. `npm pack` ships dist/ (without chunk-graph.json), the READMEs, CHANGELOG.md and
 *      package.json, and every file package.json points at.
 *   3. A consumer project in a temporary folder, with the packed package unpacked into its
 *      node_modules, type-checks imports of the root, an element's script, the autoloader and
 *      the react/ and lean/ builds through the "exports" map, under `moduleResolution: NodeNext` (and
 *      `Bundler`) without @types/react; a React project type-checks the JSX entry.
 *   4. Each entry's runtime exports, imported in Node with a minimal DOM, are the value exports
 *      its types declare. The root registers nothing; an element's script registers its tag
 *      with the root's class; the autoloader registers nothing until a tag appears. The react/
 *      build imports React and nothing else; the self-contained ones (dist/, dist/lean/) import
 *      nothing, and the lean/ one holds no React.
 *   5. custom-elements.json (schema 2.x, paths in the package): each element's attributes,
 *      events typed as the package's HelpEventMap, parts with descriptions (every part its own
 *      screens name, 20 or more for the meter-read form), every custom property of tokens.css
 *      with its default; the editor files describe the same.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { buildIfStale } from './build-if-stale.mjs';
import { loadDescriptors, pageSnippet } from './descriptors.mjs';
import { className, elementTags } from './elements.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
/** @type {string[]} */
const problems = [];
/** @param {boolean} ok @param {string} problem */
const expect = (ok, problem) => {
  if (!ok) problems.push(problem);
};
/** @param {string} path repository-relative */
const read = (path) => readFileSync(join(ROOT, path), 'utf8');
const tags = elementTags();
/** Each element's first screen's module, from its descriptor. */
const firstScreens = new Map((await loadDescriptors()).map(({ tag, firstScreen }) => [tag, firstScreen]));
/** The pages whose first screen the build renders, by element: `[]` its own; none, no snapshot. */
const snapshotsOf = new Map((await loadDescriptors()).map(({ tag, snapshots }) => [tag, snapshots]));

/** What each element must at least describe (beyond what every element must). */
const EXPECTED = /** @type {Record<string, { events: string[], minParts: number }>} */ ({
  'meter-read-form': { events: ['help-navigate', 'help-submitted'], minParts: 20 },
});

// 1. dist/ up to date ------------------------------------------------------------------------

buildIfStale();
const buildSeconds = (performance.now() - started) / 1000;

// 2. What npm pack ships -----------------------------------------------------------------------

const pkg = JSON.parse(read('package.json'));
const work = mkdtempSync(join(tmpdir(), 'help-and-support-package-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

// The same listing as `npm pack --dry-run --json`, and the tarball the consumer installs.
const pack = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: ROOT, encoding: 'utf8' });
if (pack.status !== 0) {
  console.error(pack.stderr);
  process.exit(1);
}
/** @type {{ filename: string, size: number, unpackedSize: number, entryCount: number, files: { path: string }[] }} */
const packed = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('[')))[0];
const shipped = new Set(packed.files.map((file) => file.path));

const SHIPPABLE = [/^package\.json$/, /^README\.md$/, /^CHANGELOG\.md$/, /^LICEN[CS]E(\.\w+)?$/, /^src\/elements\/[a-z0-9-]+\/README\.md$/, /^docs\/[a-z-]+\.md$/, /^dist\/(?!.*chunk-graph\.json$).+/];
for (const file of shipped) expect(SHIPPABLE.some((pattern) => pattern.test(file)), `npm pack ships ${file}: only dist/, the READMEs, docs/, CHANGELOG.md and package.json belong in the package`);

/** Every file package.json points at: main, types, the manifest, web-types and each export. */
function pointedAt() {
  /** @type {string[]} */
  const targets = [pkg.main, pkg.module, pkg.types, pkg.customElements, pkg['web-types']];
  /** @param {unknown} value */
  const collect = (value) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(pkg.exports);
  return [...new Set(targets.filter(Boolean).map((target) => target.replace(/^\.\//, '')))];
}
for (const target of pointedAt()) expect(shipped.has(target), `package.json points at ${target}, which npm pack does not ship`);
// The README's links to docs/ work in the package too.
for (const [, page] of readFileSync(join(ROOT, 'README.md'), 'utf8').matchAll(/\]\((docs\/[a-z-]+\.md)(?:#[^)]*)?\)/g)) {
  expect(shipped.has(page ?? ''), `npm pack does not ship ${page} (README.md links to it)`);
}
for (const tag of tags) {
  expect(shipped.has(`src/elements/${tag}/README.md`), `npm pack does not ship src/elements/${tag}/README.md (README.md links to it)`);
  for (const key of [`./elements/${tag}.js`, `./react/elements/${tag}.js`, `./lean/elements/${tag}.js`]) expect(Boolean(pkg.exports?.[key]), `package.json "exports" has no "${key}"`);
}
expect(!pkg.dependencies?.react && !pkg.dependencies?.['react-dom'], 'react and react-dom must not be dependencies: an application would get a second React');
for (const name of ['react', 'react-dom']) {
  expect(Boolean(pkg.peerDependencies?.[name]) && pkg.peerDependenciesMeta?.[name]?.optional === true, `${name} must be an optional peer dependency (the react/ build imports it)`);
}

// 3. The consumer project ----------------------------------------------------------------------

/** Unpacks the tarball into `project`/node_modules, as `npm install <tarball>` would. @param {string} project */
function install(project) {
  const into = join(project, 'node_modules', pkg.name);
  mkdirSync(into, { recursive: true });
  const untar = spawnSync('tar', ['-xzf', join(work, packed.filename), '-C', into, '--strip-components=1'], { encoding: 'utf8' });
  if (untar.status !== 0) {
    console.error(untar.stderr);
    process.exit(1);
  }
  return into;
}
const consumer = join(work, 'consumer');
const reactConsumer = join(work, 'react-app');
const installed = install(consumer);
const reactInstalled = install(reactConsumer);
/** @param {string} file @param {string} text */
const write = (file, text) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
/** @param {string} link @param {string} target */
const link = (link, target) => {
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(target, link, 'dir');
};

const [firstTag = 'meter-read-form'] = tags;
const firstClass = className(firstTag);
write(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
write(
  join(consumer, 'app.ts'),
  `import { ${tags.map(className).join(', ')}, CONFIG_ELEMENT_ID, ELEMENT_TAGS, type ElementTag, type HelpConfig, type HelpEventMap, type HelpSubmittedDetail } from '${pkg.name}';
${tags.map((tag, index) => `import * as elementScript${index} from '${pkg.name}/elements/${tag}.js';`).join('\n')}
import * as autoloader from '${pkg.name}/help-and-support.js';
import { ${firstClass} as Peer${firstClass} } from '${pkg.name}/react';
${tags.map((tag) => `import '${pkg.name}/react/elements/${tag}.js';`).join('\n')}
import '${pkg.name}/react/help-and-support.js';
import { ${firstClass} as Lean${firstClass} } from '${pkg.name}/lean';
${tags.map((tag) => `import '${pkg.name}/lean/elements/${tag}.js';`).join('\n')}
import '${pkg.name}/lean/help-and-support.js';
${tags
  .slice(1)
  .flatMap((tag) => [`import '${pkg.name}/elements/${tag}.js';`, `import '${pkg.name}/react/elements/${tag}.js';`])
  .join('\n')}

const found: ${firstClass} | null = document.querySelector('${firstTag}');
const created: ${firstClass} = document.createElement('${firstTag}');
const tag: ElementTag = ELEMENT_TAGS[0];
const configId: string = CONFIG_ELEMENT_ID;
const config: Partial<HelpConfig> = { clientId: 'web' };
found?.addEventListener('help-submitted', (event) => {
  const detail: HelpSubmittedDetail = event.detail;
  // @ts-expect-error the reference is a string
  const reference: number = event.detail.reference;
  console.log(detail, reference);
});
document.addEventListener('help-navigate', (event) => {
  const path: string = event.detail.path;
  if (path.startsWith('/')) event.preventDefault();
});
const navigate: HelpEventMap['help-navigate']['detail'] = { path: '/' };
const scripts: Record<string, never>[] = [${tags.map((_, index) => `elementScript${index}`).join(', ')}, autoloader];
customElements.define('my-form', class extends Peer${firstClass} {});
customElements.define('my-lean-form', class extends Lean${firstClass} {});
console.log(found, created, tag, configId, config, navigate, scripts);
`,
);
write(
  join(reactConsumer, 'app.tsx'),
  `import '${pkg.name}/jsx';
import '${pkg.name}/react/elements/${firstTag}.js';

export function Page() {
  return <${firstTag} draft-key="home" url-routing owns-page="" />;
}

// @ts-expect-error draft-key is a string
export const wrong = <${firstTag} draft-key={3} />;
`,
);
write(join(reactConsumer, 'package.json'), JSON.stringify({ name: 'react-app', private: true, type: 'module' }));
// The React project has React's types, as an application using React has; the other has none.
link(join(reactConsumer, 'node_modules', '@types', 'react'), join(ROOT, 'node_modules/@types/react'));
// The react/ build's peers, for importing it in Node below (React ships no types of its own).
for (const name of ['react', 'react-dom', 'scheduler']) link(join(consumer, 'node_modules', name), join(ROOT, 'node_modules', name));

/** Parsed files shared by the programs below (lib.dom.d.ts is big). @type {Map<string, ts.SourceFile | undefined>} */
const parsedFiles = new Map();
/**
 * Type-checks `files` as a project with these compiler options would, and returns the program.
 * @param {string} name
 * @param {string[]} files
 * @param {Record<string, unknown>} compilerOptions as in a tsconfig.json
 */
function typeCheck(name, files, compilerOptions) {
  const { options, errors } = ts.convertCompilerOptionsFromJson(compilerOptions, consumer);
  expect(errors.length === 0, `${name}: ${errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, ' ')).join('; ')}`);
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError) => {
    if (!parsedFiles.has(fileName)) parsedFiles.set(fileName, getSourceFile(fileName, languageVersion, onError));
    return parsedFiles.get(fileName);
  };
  const program = ts.createProgram(files, options, host);
  // The consumer's files and the package's declarations, fully (as skipLibCheck: false would);
  // TypeScript's own lib files and React's types are not ours to check.
  const ours = program.getSourceFiles().filter((file) => file.fileName.startsWith(work) && !file.fileName.includes('/@types/'));
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...ours.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  for (const diagnostic of diagnostics) {
    const where = diagnostic.file ? `${relative(work, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}` : '';
    problems.push(`${name}: ${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
  }
  return program;
}

const STRICT = { strict: true, noEmit: true, skipLibCheck: false, target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: [], typeRoots: [] };
const nodeNext = typeCheck('consumer (NodeNext)', [join(consumer, 'app.ts')], { ...STRICT, module: 'NodeNext', moduleResolution: 'NodeNext' });
typeCheck('consumer (Bundler)', [join(consumer, 'app.ts')], { ...STRICT, module: 'ESNext', moduleResolution: 'Bundler' });
const reactApp = typeCheck('React consumer (NodeNext, JSX)', [join(reactConsumer, 'app.tsx')], { ...STRICT, module: 'NodeNext', moduleResolution: 'NodeNext', jsx: 'react-jsx' });
const withReactTypes = nodeNext.getSourceFiles().filter((file) => file.fileName.includes('@types/react'));
expect(withReactTypes.length === 0, `the consumer without React loaded React's types: ${withReactTypes.map((file) => file.fileName).join(', ')}`);

// 4. Runtime exports against declared ones -----------------------------------------------------

/**
 * The value exports each entry's types declare, by export key ('.', './jsx', …).
 * @returns {Map<string, string[]>}
 */
function declaredExports() {
  /** @type {Map<string, string[]>} */
  const declared = new Map();
  for (const [key, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target !== 'object' || !target.types) continue;
    const [program, into] = key === './jsx' ? [reactApp, reactInstalled] : [nodeNext, installed];
    const file = join(into, target.types);
    const source = program.getSourceFile(file);
    const checker = program.getTypeChecker();
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!source || !symbol) {
      problems.push(`${key}: its types (${target.types}) are not a module the consumer loaded`);
      continue;
    }
    const values = checker
      .getExportsOfModule(symbol)
      .filter((exported) => {
        const resolved = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        const typeOnly = (exported.declarations ?? []).some((declaration) => ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly));
        return (resolved.flags & ts.SymbolFlags.Value) !== 0 && !typeOnly;
      })
      .map((exported) => exported.name);
    declared.set(key, values.sort());
  }
  return declared;
}

/** A registry standing in for the page's `customElements`. */
function registry() {
  /** @type {Map<string, unknown>} */
  const defined = new Map();
  /** @type {Map<string, () => void>} */
  const waiting = new Map();
  return {
    defined,
    /** @param {string} tag @param {unknown} element */
    define(tag, element) {
      if (defined.has(tag)) throw new Error(`${tag} defined twice`);
      defined.set(tag, element);
      waiting.get(tag)?.();
    },
    /** @param {string} tag */
    get: (tag) => defined.get(tag),
    /**
     * Resolves once the tag is defined, or after a while (the entry registers once its chunk is in).
     * @param {string} tag
     * @returns {Promise<void>}
     */
    whenDefined: (tag) =>
      defined.has(tag)
        ? Promise.resolve()
        : new Promise((resolve) => {
            waiting.set(tag, () => resolve(undefined));
            setTimeout(resolve, 5000).unref();
          }),
  };
}

/** Just enough DOM for the entries to load: nothing renders without a page. */
class ShimElement {}
Object.assign(globalThis, {
  Element: ShimElement,
  HTMLElement: class extends ShimElement {},
  MutationObserver: class {
    observe() {}
  },
  document: { querySelector: () => null, querySelectorAll: () => [], getElementsByTagName: () => [] },
});

const declared = declaredExports();
/** @param {string} key an export key */
async function importEntry(key) {
  const target = pkg.exports?.[key];
  const file = typeof target === 'object' ? target.default : target;
  const module = await import(pathToFileURL(join(installed, file)).href);
  const runtime = Object.keys(module).sort();
  const types = declared.get(key) ?? [];
  expect(runtime.join() === types.join(), `${key}: runtime exports [${runtime.join(', ')}] but its types declare [${types.join(', ')}]`);
  return module;
}

for (const build of ['', 'react/', 'lean/']) {
  const pages = registry();
  Object.assign(globalThis, { customElements: pages });
  const root = await importEntry(build ? `./${build.slice(0, -1)}` : '.');
  expect(pages.defined.size === 0, `${build || 'the '}root registered ${[...pages.defined.keys()].join(', ')}: it must register nothing`);
  for (const tag of tags) {
    await importEntry(`./${build}elements/${tag}.js`);
    await pages.whenDefined(tag);
    expect(pages.defined.get(tag) === root[className(tag)], `./${build}elements/${tag}.js must register <${tag}> with the class the root exports`);
  }
  const before = pages.defined.size;
  await importEntry(`./${build}help-and-support.js`);
  expect(pages.defined.size === before, `./${build}help-and-support.js registered a tag with none in the page`);
}
await importEntry('./jsx');

/** @param {string} graphFile repository-relative chunk-graph.json */
function externalImports(graphFile) {
  /** @type {Record<string, { imports: string[], dynamicImports: string[], modules: string[] }>} */
  const graph = JSON.parse(read(graphFile));
  const chunks = Object.values(graph);
  return {
    imports: new Set(chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]).filter((id) => !(id in graph))),
    reactModules: chunks.flatMap((chunk) => chunk.modules).filter((id) => /node_modules\/(react|react-dom|scheduler)\//.test(id)),
  };
}
const selfContained = externalImports('dist/chunk-graph.json');
expect(selfContained.imports.size === 0, `the self-contained build imports ${[...selfContained.imports].join(', ')}`);
const peer = externalImports('dist/react/chunk-graph.json');
expect(peer.reactModules.length === 0, `the react/ build holds React itself: ${peer.reactModules.slice(0, 3).join(', ')}…`);
for (const id of peer.imports) expect(/^(react|react-dom)(\/|$)/.test(id), `the react/ build imports ${id}, which is not a peer dependency`);
const lean = externalImports('dist/lean/chunk-graph.json');
expect(lean.imports.size === 0, `the lean/ build imports ${[...lean.imports].join(', ')}`);
expect(lean.reactModules.length === 0, `the lean/ build holds React itself: ${lean.reactModules.slice(0, 3).join(', ')}…`);

// 4b. Element scripts start their first screen at once ---------------------------------------------

for (const build of ['dist', 'dist/react', 'dist/lean']) {
  const graph = JSON.parse(read(`${build}/chunk-graph.json`));
  for (const tag of tags) {
    const entry = read(`${build}/elements/${tag}.js`);
    // A static import would hold the script back until it arrived: everything starts at once.
    expect(!/^import[\s{*"']|[;}]import[\s{*"']/.test(entry), `${build}/elements/${tag}.js must have no static import`);
    // Its lists of chunks: for a page holding a snapshot, by the snapshot's page ("" for the
    // element's own) where its files are not the first screen's and the take-over's; then the
    // first screen's; then, for an element with snapshots, the take-over's.
    const lists = [...entry.matchAll(/(?:"([^"]*)":)?\[((?:"\.\.\/chunks\/[^"]+\.js",?)+)\]/g)].map(([, path, names = '']) => ({
      path,
      files: [...names.matchAll(/"\.\.\/(chunks\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''),
    }));
    const [listed = [], takeOverFiles = []] = lists.filter((list) => list.path === undefined).map((list) => list.files);
    const screen = Object.keys(graph).find((file) => graph[file].modules.includes(firstScreens.get(tag)));
    expect(Boolean(screen && listed.includes(screen)), `${build}/elements/${tag}.js must start its first screen's chunk (${screen})`);
    /** @param {string} name @param {string[]} files */
    const preloads = (name, files) => {
      const snippet = read(`${build}/embed/${name}.html`);
      for (const file of files) expect(snippet.includes(`<link rel="modulepreload" fetchpriority="low" href="/${build}/${file}">`), `${build}/embed/${name}.html lacks the modulepreload of ${file}`);
    };
    const snapshots = snapshotsOf.get(tag);
    if (!snapshots) {
      preloads(tag, listed);
      continue;
    }
    const takeOver = Object.keys(graph).find((file) => graph[file].modules.includes('src/shell/take-over/take-over.tsx'));
    const pages = snapshots.length === 0 ? [''] : snapshots.map(({ path }) => path);
    for (const path of pages) {
      const files = lists.find((list) => list.path === path)?.files ?? [...listed, ...takeOverFiles];
      expect(Boolean(takeOver && files.includes(takeOver)), `${build}/elements/${tag}.js must start what takes its snapshot${path ? ` of ${path}` : ''} over (${takeOver})`);
      // A drawn screen's snippet starts its stylesheet first, and leaves its files to the entry.
      const name = path ? pageSnippet(tag, path) : tag;
      const snippet = read(`${build}/embed/${name}.html`);
      expect(/^<link rel="preload" as="style" href="[^"]+">$/m.test(snippet) && !snippet.includes('rel="modulepreload"'), `${build}/embed/${name}.html must start its screen's stylesheet and name no script file but its entry`);
    }
    if (snapshots.length > 0) preloads(tag, listed);
  }
}

// 5. The manifest and the editor files ---------------------------------------------------------

/** @type {import('custom-elements-manifest/schema').Package} */
const manifest = JSON.parse(readFileSync(join(installed, pkg.customElements), 'utf8'));
expect(/^2\.\d+\.\d+$/.test(manifest.schemaVersion), `custom-elements.json has schemaVersion ${manifest.schemaVersion}, not 2.x`);
for (const module of manifest.modules) expect(module.path.startsWith('dist/') && shipped.has(module.path), `custom-elements.json module ${module.path} is not a file of the package's dist/`);

/** The public custom properties tokens.css reads on :host (`--_x: var(--help-x, default)`), with their defaults. */
const tokens = new Map();
for (const match of (/:host\s*\{([^}]*)\}/.exec(read('src/styles/tokens.css'))?.[1] ?? '').matchAll(/--_([\w-]+)\s*:\s*var\(\s*(--help-\1)\s*,\s*(.+)\)\s*;/g)) {
  if (match[2] && match[3]) tokens.set(match[2], match[3].trim().replace(/var\(--_([\w-]+)\)/g, 'var(--help-$1)'));
}
expect(tokens.size > 0, 'no custom properties found in src/styles/tokens.css');

/** HelpEventMap as the package's types declare it: event → type text. */
const eventTypes = new Map();
{
  const checker = nodeNext.getTypeChecker();
  const source = nodeNext.getSourceFile(join(installed, pkg.exports['.'].types));
  const rootSymbol = source && checker.getSymbolAtLocation(source);
  const map = rootSymbol && checker.getExportsOfModule(rootSymbol).find((symbol) => symbol.name === 'HelpEventMap');
  const type = map && checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(map));
  for (const property of type?.getProperties() ?? []) eventTypes.set(property.name, checker.typeToString(checker.getTypeOfSymbol(property)));
  expect(eventTypes.size > 0, 'the package root does not export HelpEventMap');
}

const declarations = manifest.modules.flatMap((module) => (module.declarations ?? []).map((declaration) => ({ module, declaration })));
for (const tag of tags) {
  const found = declarations.find(({ declaration }) => 'tagName' in declaration && declaration.tagName === tag);
  if (!found) {
    problems.push(`custom-elements.json has no declaration of <${tag}>`);
    continue;
  }
  const element = /** @type {import('custom-elements-manifest/schema').CustomElementDeclaration} */ (found.declaration);
  const where = `custom-elements.json <${tag}>`;
  expect(
    manifest.modules.some((module) => module.path === `dist/elements/${tag}.js` && module.exports?.some((entry) => entry.kind === 'custom-element-definition' && entry.name === tag)),
    `${where}: dist/elements/${tag}.js must define it`,
  );
  expect(
    manifest.modules.some((module) => module.path === found.module.path && module.exports?.some((entry) => entry.kind === 'js' && entry.name === element.name)),
    `${where}: ${found.module.path} must export ${element.name}`,
  );
  expect(element.superclass?.name === 'HTMLElement', `${where}: superclass ${element.superclass?.name}, not HTMLElement`);
  const attributes = new Set((element.attributes ?? []).map((attribute) => attribute.name));
  for (const name of ['owns-page', 'url-routing']) expect(attributes.has(name), `${where}: attribute ${name} missing`);

  const events = new Map((element.events ?? []).map((event) => [event.name, event]));
  for (const name of EXPECTED[tag]?.events ?? []) expect(events.has(name), `${where}: event ${name} missing`);
  for (const [name, event] of events) {
    const declaredType = eventTypes.get(name);
    expect(Boolean(declaredType), `${where}: event ${name} is not in the package's HelpEventMap`);
    expect(!declaredType || event.type?.text === declaredType, `${where}: event ${name} typed ${event.type?.text}, the package's types say ${declaredType}`);
  }

  const parts = new Map((element.cssParts ?? []).map((part) => [part.name, part]));
  const minParts = EXPECTED[tag]?.minParts ?? 1;
  expect(parts.size >= minParts, `${where}: ${parts.size} CSS parts, expected at least ${minParts}`);
  for (const part of parts.values()) expect(Boolean(part.description), `${where}: part "${part.name}" has no description: document it with @csspart in the JSDoc of the component that renders it`);
  const screens = readdirSync(join(ROOT, 'src/elements', tag), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx') && !file.includes('.test.'));
  for (const file of screens) {
    for (const match of read(`src/elements/${tag}/${file}`).matchAll(/\bpart="([^"]+)"/g)) {
      for (const name of (match[1] ?? '').split(/\s+/)) expect(parts.has(name), `${where}: part "${name}" (src/elements/${tag}/${file}) missing`);
    }
  }

  const properties = new Map((element.cssProperties ?? []).map((property) => [property.name, property]));
  for (const [name, value] of tokens) expect(properties.get(name)?.default === value, `${where}: custom property ${name} missing or without its default ${value}`);
}

/** @param {string} file */
const shippedJson = (file) => JSON.parse(readFileSync(join(installed, 'dist', file), 'utf8'));
const manifestTags = declarations.flatMap(({ declaration }) => ('tagName' in declaration && declaration.tagName ? [declaration] : []));
const vscodeHtml = shippedJson('vscode.html-custom-data.json');
const vscodeCss = shippedJson('vscode.css-custom-data.json');
const webTypes = shippedJson('web-types.json');
for (const element of manifestTags) {
  const custom = /** @type {import('custom-elements-manifest/schema').CustomElementDeclaration} */ (element);
  const names = (/** @type {{ name: string }[] | undefined} */ list) => (list ?? []).map((item) => item.name).sort().join();
  const html = vscodeHtml.tags?.find((/** @type {{ name: string }} */ entry) => entry.name === custom.tagName);
  expect(html && names(html.attributes) === names(custom.attributes), `vscode.html-custom-data.json: <${custom.tagName}> missing or its attributes differ from the manifest`);
  const jetBrains = webTypes.contributions?.html?.elements?.find((/** @type {{ name: string }} */ entry) => entry.name === custom.tagName);
  expect(jetBrains && names(jetBrains.attributes) === names(custom.attributes) && names(jetBrains.js?.events) === names(custom.events), `web-types.json: <${custom.tagName}> missing or its attributes or events differ from the manifest`);
}
for (const name of tokens.keys()) {
  expect(vscodeCss.properties?.some((/** @type {{ name: string }} */ property) => property.name === name), `vscode.css-custom-data.json: ${name} missing`);
  expect(webTypes.contributions?.css?.properties?.some((/** @type {{ name: string }} */ property) => property.name === name), `web-types.json: ${name} missing`);
}
expect(pkg['web-types'] === 'dist/web-types.json', 'package.json "web-types" must point at dist/web-types.json (JetBrains IDEs read it)');

// ---------------------------------------------------------------------------------------------

const seconds = (performance.now() - started) / 1000;
if (problems.length > 0) {
  console.error(`The npm package (scripts/check-package.mjs):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `Package: ${packed.entryCount} files, ${(packed.size / 1000).toFixed(0)} kB packed (${(packed.unpackedSize / 1000).toFixed(0)} kB unpacked); ` +
    `types, runtime exports and manifest checked for ${tags.length} element${tags.length === 1 ? '' : 's'} in ${(seconds - buildSeconds).toFixed(1)} s` +
    (buildSeconds > 1 ? ` (+ ${buildSeconds.toFixed(1)} s building dist/)` : ''),
);
