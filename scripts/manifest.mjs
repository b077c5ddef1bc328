// @ts-check
/**
 * `npm run build` (last step): the custom elements manifest and the editor files made from it.
 *
 *   dist/custom-elements.json           custom elements manifest, schema 2.1.0
 *   dist/vscode.html-custom-data.json   VS Code `html.customData`: tags and attributes
 *   dist/vscode.css-custom-data.json    VS Code `css.customData`: --help-* properties, ::part()s
 *   dist/web-types.json                 JetBrains IDEs (package.json "web-types")
 *
 * Nothing in them is kept by hand. For each element:
 *   - its JSDoc (@summary, description, @attr, @fires, @csspart, @cssprop), read by the custom
 *     elements manifest analyzer, and the attributes every element takes that are documented
 *     once, in HelpElementAttributes (src/shell/create-element.ts: `authoring`);
 *   - the modules its code reaches (element shell, route table, screens, the shared components
 *     they use, lazily loaded ones and what they re-export too): every part they render
 *     (`part="…"`, a component's default `part = '…'`) or document
 *     (`@csspart name - description` in their JSDoc), and every public event they dispatch
 *     (`dispatchHelpEvent(…, 'help-…', …)`);
 *   - src/platform/events.ts: each event's detail type;
 *   - src/styles/tokens.css: every --help-* custom property with its default, and any
 *     `var(--help-x, fallback)` the element's stylesheets read without ever setting it.
 * The element's own JSDoc wins where it describes the same part, event or property.
 *
 * The element classes are exported by the package root (dist/index.js); each
 * dist/elements/<tag>.js, and the autoloader dist/help-and-support.js, define the tags.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as analyzer from '@custom-elements-manifest/analyzer/index.js';
import { className, elementTags } from './elements.mjs';

/** @typedef {import('custom-elements-manifest/schema').Package} Package */
/** @typedef {import('custom-elements-manifest/schema').JavaScriptModule} JavaScriptModule */
/** @typedef {import('custom-elements-manifest/schema').CustomElementDeclaration} CustomElementDeclaration */
/** @typedef {import('custom-elements-manifest/schema').CssPart} CssPart */
/** @typedef {import('custom-elements-manifest/schema').CssCustomProperty} CssCustomProperty */
/** @typedef {import('custom-elements-manifest/schema').Event} ManifestEvent */

/**
 * The analyzer's programmatic API (left out of its type declarations) and the TypeScript it
 * parses with.
 * @type {{ create(options: { modules: import('typescript').SourceFile[] }): Package, ts: typeof import('typescript') }}
 */
const { create, ts } = /** @type {any} */ (analyzer);

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
export const SCHEMA_VERSION = '2.1.0';
/** Where the classes are exported from: the package root. */
export const CLASSES_MODULE = 'dist/index.js';
const TOKENS = 'src/styles/tokens.css';

/** @param {string} path repository-relative */
const read = (path) => readFileSync(join(ROOT, path), 'utf8');
/** @param {string} path absolute */
const repoPath = (path) => relative(ROOT, path).replace(/\\/g, '/');

/** @param {string} file repository-relative */
function parse(file) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, read(file), ts.ScriptTarget.ES2022, true, kind);
}

/**
 * A relative import's file (repository-relative), or undefined for a package.
 * @param {string} from repository-relative importer
 * @param {string} specifier
 */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = repoPath(join(ROOT, dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => /\.(tsx?|css)$/.test(candidate) && existsSync(join(ROOT, candidate)),
  );
}

/**
 * The file that declares `name` among the exports of `file`, following re-exports (barrels).
 * @param {string} file
 * @param {string} name
 * @param {Set<string>} [visited]
 * @returns {string | undefined}
 */
function declaringFile(file, name, visited = new Set()) {
  if (visited.has(file)) return undefined;
  visited.add(file);
  const source = parse(file);
  /** @type {string[]} */
  const starFrom = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? resolveImport(file, statement.moduleSpecifier.text) : undefined;
    if (!statement.exportClause) {
      if (from) starFrom.push(from);
      continue;
    }
    if (!ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) {
      if (element.name.text !== name) continue;
      // `export { x }` of a local declaration, or `export { a as x } from './y'`.
      return from ? declaringFile(from, (element.propertyName ?? element.name).text, visited) : file;
    }
  }
  for (const from of starFrom) {
    const found = declaringFile(from, name, visited);
    if (found) return found;
  }
  return file;
}

/**
 * Every module an element's code reaches, lazily loaded ones included: static imports (named
 * ones through barrels to the module that declares them), side-effect imports, `import()`, and
 * what a reached module re-exports (`export { x } from`, `export * from`). Type-only imports
 * and exports are left out: they render nothing.
 * @param {string} entry repository-relative
 */
export function reachableModules(entry) {
  /** @type {Set<string>} */
  const seen = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.pop());
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.css')) continue;
    const source = parse(file);
    for (const statement of source.statements) {
      // `export { ErrorSummary } from '…'`: a lazily loaded kit hands its importer components
      // it does not declare, so what it re-exports is reached with it.
      if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        if (statement.isTypeOnly) continue;
        const target = resolveImport(file, statement.moduleSpecifier.text);
        if (!target) continue;
        const clause = statement.exportClause;
        if (!clause || ts.isNamespaceExport(clause)) queue.push(target);
        else for (const element of clause.elements) if (!element.isTypeOnly) queue.push(declaringFile(target, (element.propertyName ?? element.name).text) ?? target);
        continue;
      }
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const target = resolveImport(file, statement.moduleSpecifier.text);
      if (!target) continue;
      const bindings = clause?.namedBindings;
      if (!clause || clause.name || (bindings && ts.isNamespaceImport(bindings))) queue.push(target);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          queue.push(declaringFile(target, (element.propertyName ?? element.name).text) ?? target);
        }
      }
    }
    /** @param {import('typescript').Node} node */
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        const target = argument && ts.isStringLiteral(argument) ? resolveImport(file, argument.text) : undefined;
        if (target) queue.push(target);
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return [...seen].sort();
}

/**
 * `@csspart name - description` lines in a piece of source: name → description.
 * @param {string} text
 */
function documentedParts(text) {
  /** @type {Map<string, string>} */
  const documented = new Map();
  for (const match of text.matchAll(/@csspart\s+([\w-]+)\s+-\s+([^\n]*?)\s*(?:\*\/)?$/gm)) {
    if (match[1] && !documented.has(match[1])) documented.set(match[1], match[2]?.trim() ?? '');
  }
  return documented;
}

/**
 * The part names one node gives: a `part="…"` attribute (space-separated names), or a
 * component's default part name.
 * @param {import('typescript').Node} node
 * @returns {string[]}
 */
function partNamesAt(node) {
  /** @param {string} names */
  const split = (names) => names.split(/\s+/).filter(Boolean);
  if (ts.isJsxAttribute(node) && node.name.getText() === 'part' && node.initializer) {
    const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
    if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) return split(value.text);
    // `input date-${part}`: the whole words before the first substitution.
    if (value && ts.isTemplateExpression(value)) return split(value.head.text.replace(/\S*$/, ''));
  }
  // A component's default part name: `({ part = 'button' })`.
  if (ts.isBindingElement(node) && node.name.getText() === 'part' && node.initializer && ts.isStringLiteral(node.initializer)) return split(node.initializer.text);
  return [];
}

/**
 * What a module says about parts and events: `@csspart` lines in its comments, the part names
 * its JSX renders, and the public events it dispatches.
 * @param {string} file repository-relative .ts/.tsx
 */
function moduleFacts(file) {
  const documented = documentedParts(read(file));
  /** @type {Set<string>} */
  const rendered = new Set();
  /** @type {Set<string>} */
  const events = new Set();
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    for (const name of partNamesAt(node)) rendered.add(name);
    if (ts.isCallExpression(node) && node.expression.getText() === 'dispatchHelpEvent') {
      const type = node.arguments[1];
      if (type && ts.isStringLiteral(type)) events.add(type.text);
    }
    node.forEachChild(visit);
  };
  visit(parse(file));
  return { documented, rendered, events };
}

/**
 * Each component of a module that renders parts (each top-level declaration, as its JSX and
 * default part names sit inside it), with the parts it renders and those documented on it: in
 * its own JSDoc, or in the module's opening comment (a module of one component). A part is
 * described where it is rendered, so a screen cannot lean on one element's JSDoc that another
 * element using the same screen does not have.
 * @param {string} file repository-relative .tsx
 * @returns {{ component: string, line: number, rendered: string[], documented: string[] }[]}
 */
export function componentParts(file) {
  const source = parse(file);
  /** @param {import('typescript').Statement | undefined} statement */
  const commentsBefore = (statement) =>
    statement ? (ts.getLeadingCommentRanges(source.text, statement.getFullStart()) ?? []).map((range) => source.text.slice(range.pos, range.end)).join('\n') : '';
  const opening = commentsBefore(source.statements[0]);
  return source.statements.flatMap((statement) => {
    /** @type {Set<string>} */
    const rendered = new Set();
    /** @param {import('typescript').Node} node */
    const visit = (node) => {
      for (const name of partNamesAt(node)) rendered.add(name);
      node.forEachChild(visit);
    };
    visit(statement);
    if (rendered.size === 0) return [];
    const documented = documentedParts(`${opening}\n${commentsBefore(statement)}`);
    const named = /** @type {{ name?: import('typescript').Node }} */ (statement).name ?? (ts.isVariableStatement(statement) ? statement.declarationList.declarations[0]?.name : undefined);
    return [
      {
        component: named?.getText(source) ?? 'default',
        line: source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1,
        rendered: [...rendered].sort(),
        documented: [...documented.keys()].sort(),
      },
    ];
  });
}

/**
 * The public events (HelpEventMap in src/platform/events.ts): type, description and detail.
 * @returns {Map<string, { type: string, description: string, detail: string }>}
 */
export function publicEvents() {
  const source = parse('src/platform/events.ts');
  /** @type {Map<string, string>} */
  const details = new Map();
  /** @type {Map<string, { type: string, description: string, detail: string }>} */
  const events = new Map();
  /** @param {import('typescript').Node} node */
  const docOf = (node) =>
    ts
      .getJSDocCommentsAndTags(node)
      .map((doc) => (typeof doc.comment === 'string' ? doc.comment : ''))
      .join(' ')
      .trim();
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue;
    if (statement.name.text.endsWith('Detail')) {
      const fields = statement.members.filter(ts.isPropertySignature).map((member) => `${member.name.getText(source)}: ${member.type?.getText(source) ?? 'unknown'}`);
      details.set(statement.name.text, `{ ${fields.join('; ')} }`);
    }
    if (statement.name.text !== 'HelpEventMap') continue;
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const type = member.type.getText(source).replace(/\s/g, '');
      const detailName = /^CustomEvent<(\w+)>$/.exec(type)?.[1] ?? '';
      events.set(member.name.getText(source).replace(/['"]/g, ''), { type, description: docOf(member), detail: detailName });
    }
  }
  for (const event of events.values()) event.detail = details.get(event.detail) ?? '';
  return events;
}

/**
 * The custom properties of tokens.css, with their defaults (each private `--_x` reads its
 * public `--help-x` with our default as the fallback) and, where a media query changes one,
 * what it becomes there. The comment line above a group names it; a
 * comment after a value says more (a contrast ratio is against white).
 * @returns {Map<string, { default: string, description: string }>}
 */
export function tokenProperties() {
  /** @type {Map<string, { default: string, description: string }>} */
  const tokens = new Map();
  let group = '';
  let media = '';
  let depth = 0;
  for (const line of read(TOKENS).split('\n')) {
    const trimmed = line.trim();
    const mediaMatch = /^@media\s+(.+?)\s*\{/.exec(trimmed);
    if (mediaMatch) media = mediaMatch[1] ?? '';
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    if (depth === 0) media = '';
    const heading = /^\/\*\s*(.+?)\s*\*\/$/.exec(trimmed);
    if (heading && !media) group = (heading[1] ?? '').replace(/:.*$/, '');
    // `--_name: var(--help-name, default);`: the public name, read with our default.
    const declaration = /^--_([\w-]+)\s*:\s*var\(\s*(--help-\1)\s*,\s*(.+)\)\s*;\s*(?:\/\*\s*(.*?)\s*\*\/)?/.exec(trimmed);
    if (!declaration) continue;
    const [, , name = '', fallback = '', note = ''] = declaration;
    const value = fallback.replace(/var\(--_([\w-]+)\)/g, 'var(--help-$1)');
    const existing = tokens.get(name);
    if (media && existing) {
      existing.description += ` ${value.trim()} at ${media}.`;
      continue;
    }
    if (existing) continue;
    const said = note.replace(/^(\d+(\.\d+)?:1)/, 'contrast $1 on white').replace(/^—\s*/, '');
    tokens.set(name, { default: value.trim(), description: `${group}${said ? `: ${said}` : ''}.` });
  }
  return tokens;
}

/**
 * `var(--help-x, fallback)` read by the given stylesheets and set by none of them: a theming
 * hook that tokens.css does not declare (an element's own, such as a width).
 * @param {readonly string[]} stylesheets repository-relative
 * @returns {Map<string, string>} name → fallback
 */
function stylesheetHooks(stylesheets) {
  const texts = stylesheets.map(read);
  const set = new Set(texts.flatMap((text) => [...text.matchAll(/(--help-[\w-]+)\s*:/g)].map((match) => match[1])));
  /** @type {Map<string, string>} */
  const hooks = new Map();
  for (const text of texts) {
    for (const match of text.matchAll(/var\(\s*(--help-[\w-]+)\s*,\s*([^()]+(?:\([^()]*\))?[^()]*)\)/g)) {
      const [, name = '', fallback = ''] = match;
      if (!set.has(name) && !hooks.has(name)) hooks.set(name, fallback.trim());
    }
  }
  return hooks;
}

/** The attributes every element takes, documented once (on HelpElementAttributes), not in each element's JSDoc. */
export const SHARED_ATTRIBUTES = ['authoring'];

/**
 * The shared attributes as manifest attributes: each one's type and description from its
 * declaration in HelpElementAttributes (src/shell/create-element.ts).
 * @returns {import('custom-elements-manifest/schema').Attribute[]}
 */
export function sharedAttributes() {
  const source = parse('src/shell/create-element.ts');
  const declared = source.statements.find((statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === 'HelpElementAttributes');
  if (!declared || !ts.isInterfaceDeclaration(declared)) throw new Error('src/shell/create-element.ts: no HelpElementAttributes');
  return SHARED_ATTRIBUTES.map((name) => {
    const member = declared.members.find((each) => ts.isPropertySignature(each) && each.name.getText(source).replace(/['"]/g, '') === name);
    if (!member) throw new Error(`HelpElementAttributes does not declare ${name}`);
    const description = ts
      .getJSDocCommentsAndTags(member)
      .map((doc) => (typeof doc.comment === 'string' ? doc.comment : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    const type = /** @type {import('typescript').PropertySignature} */ (member).type?.getText(source).includes('boolean') ? 'boolean' : 'string';
    return { name, type: { text: type }, description };
  });
}

/**
 * One element's manifest declaration.
 * @param {string} tag
 * @param {ReturnType<typeof publicEvents>} events
 * @param {ReturnType<typeof tokenProperties>} tokens
 * @returns {{ declaration: CustomElementDeclaration, undocumentedParts: string[] }}
 */
export function elementDeclaration(tag, events, tokens) {
  const elementFile = `src/elements/${tag}/${tag}.element.ts`;
  const analysed = create({ modules: [parse(elementFile)] })
    .modules.flatMap((module) => module.declarations ?? [])
    .find((declaration) => declaration.kind === 'class' && 'tagName' in declaration && declaration.tagName === tag);
  if (!analysed) throw new Error(`${elementFile}: no class with @tag ${tag}`);
  const own = /** @type {CustomElementDeclaration} */ (analysed);

  const modules = reachableModules(elementFile);
  const facts = modules.filter((file) => /\.tsx?$/.test(file)).map(moduleFacts);

  /** @type {Map<string, string>} */
  const partDescriptions = new Map((own.cssParts ?? []).map((part) => [part.name, part.description ?? '']));
  for (const { documented } of facts) for (const [name, description] of documented) if (!partDescriptions.has(name)) partDescriptions.set(name, description);
  const rendered = new Set(facts.flatMap(({ rendered: names }) => [...names]));
  const partNames = [...new Set([...partDescriptions.keys(), ...rendered])].sort();
  /** @type {CssPart[]} */
  const cssParts = partNames.map((name) => ({ name, description: partDescriptions.get(name) ?? '' }));

  const fired = new Set([...(own.events ?? []).map((event) => event.name ?? ''), ...facts.flatMap(({ events: names }) => [...names])]);
  /** @type {ManifestEvent[]} */
  const manifestEvents = [...fired].filter(Boolean).sort().map((name) => {
    const ownEvent = own.events?.find((event) => event.name === name);
    const known = events.get(name);
    if (!known) throw new Error(`${tag} fires ${name}, which src/platform/events.ts does not type (HelpEventMap)`);
    const description = [ownEvent?.description || known.description, known.detail && `Its detail is \`${known.detail}\`.`].filter(Boolean).join(' ');
    return { name, type: { text: `CustomEvent<${/^CustomEvent<(\w+)>$/.exec(known.type)?.[1] ?? 'unknown'}>` }, description };
  });

  const ownProperties = new Map((own.cssProperties ?? []).map((property) => [property.name, property]));
  const hooks = stylesheetHooks(modules.filter((file) => file.endsWith('.css') && file !== TOKENS));
  /** @type {CssCustomProperty[]} */
  const cssProperties = [
    ...[...tokens].map(([name, token]) => ({ name, default: token.default, description: ownProperties.get(name)?.description || token.description })),
    ...[...hooks]
      .filter(([name]) => !tokens.has(name))
      .map(([name, fallback]) => ({ name, default: fallback, description: ownProperties.get(name)?.description || `Read by <${tag}>'s own stylesheet.` })),
  ];
  for (const [name, property] of ownProperties) {
    if (!cssProperties.some((known) => known.name === name)) cssProperties.push({ name, description: property.description ?? '' });
  }

  /** @type {CustomElementDeclaration} */
  const declaration = {
    kind: 'class',
    name: className(tag),
    tagName: tag,
    customElement: true,
    ...(own.summary ? { summary: own.summary } : {}),
    description: own.description ?? '',
    // r2wc's class, which the element class extends, is an HTMLElement with an open shadow root.
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes: [...(own.attributes ?? []), ...sharedAttributes().filter((shared) => !own.attributes?.some((attribute) => attribute.name === shared.name))],
    events: manifestEvents,
    cssParts,
    cssProperties,
  };
  return { declaration, undocumentedParts: cssParts.filter((part) => !part.description).map((part) => part.name) };
}

/**
 * The whole manifest.
 * @param {readonly string[]} tags
 */
export function buildManifest(tags) {
  const events = publicEvents();
  const tokens = tokenProperties();
  const built = tags.map((tag) => ({ tag, ...elementDeclaration(tag, events, tokens) }));
  /** @param {string} tag */
  const definition = (tag) => ({ kind: /** @type {const} */ ('custom-element-definition'), name: tag, declaration: { name: className(tag), module: CLASSES_MODULE } });
  /** @type {Package} */
  const manifest = {
    schemaVersion: SCHEMA_VERSION,
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: CLASSES_MODULE,
        description: 'The package root: the element classes. Importing it registers nothing.',
        declarations: built.map(({ declaration }) => declaration),
        exports: built.map(({ tag }) => ({ kind: /** @type {const} */ ('js'), name: className(tag), declaration: { name: className(tag), module: CLASSES_MODULE } })),
      },
      ...tags.map((tag) => ({
        kind: /** @type {const} */ ('javascript-module'),
        path: `dist/elements/${tag}.js`,
        description: `Registers <${tag}>.`,
        declarations: [],
        exports: [definition(tag)],
      })),
      {
        kind: 'javascript-module',
        path: 'dist/help-and-support.js',
        description: "The autoloader: registers every tag, loading an element's code when its tag first appears.",
        declarations: [],
        exports: tags.map(definition),
      },
    ],
  };
  return { manifest, undocumentedParts: built.flatMap(({ tag, undocumentedParts }) => undocumentedParts.map((part) => `<${tag}> part "${part}"`)) };
}

/** @param {CustomElementDeclaration} element */
function elementMarkdown(element) {
  return [
    element.summary ?? element.description,
    element.events?.length ? `**Events:** ${element.events.map((event) => `\`${event.name}\` (${event.type.text})`).join(', ')}` : '',
    element.cssParts?.length ? `**CSS parts:** ${element.cssParts.map((part) => `\`${part.name}\``).join(', ')}` : '',
    `**CSS custom properties:** ${element.cssProperties?.length ?? 0} \`--help-*\` properties (see custom-elements.json).`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * @param {Package} manifest
 * @returns {CustomElementDeclaration[]}
 */
const elementsOf = (manifest) =>
  manifest.modules.flatMap((module) => module.declarations ?? []).flatMap((declaration) => ('customElement' in declaration && declaration.customElement ? [/** @type {CustomElementDeclaration} */ (declaration)] : []));

/** @param {Package} manifest */
export function vscodeHtmlData(manifest) {
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: elementsOf(manifest).map((element) => ({
      name: element.tagName,
      description: { kind: 'markdown', value: elementMarkdown(element) },
      attributes: (element.attributes ?? []).map((attribute) => ({
        name: attribute.name,
        description: attribute.description ?? '',
        // Boolean attributes take no value.
        ...(attribute.type?.text === 'boolean' ? { valueSet: 'v' } : {}),
      })),
    })),
  };
}

/** @param {Package} manifest */
export function vscodeCssData(manifest) {
  const elements = elementsOf(manifest);
  /** @type {Map<string, { name: string, description: string }>} */
  const properties = new Map();
  /** @type {Map<string, { name: string, description: string }>} */
  const parts = new Map();
  for (const element of elements) {
    for (const property of element.cssProperties ?? []) {
      if (!properties.has(property.name)) properties.set(property.name, { name: property.name, description: `${property.description ?? ''}${property.default ? ` Default: ${property.default}.` : ''}`.trim() });
    }
    for (const part of element.cssParts ?? []) {
      if (!parts.has(part.name)) parts.set(part.name, { name: `::part(${part.name})`, description: part.description ?? '' });
    }
  }
  return { version: 1.1, properties: [...properties.values()], pseudoElements: [...parts.values()] };
}

/**
 * @param {Package} manifest
 * @param {{ name: string, version: string }} pkg
 */
export function webTypes(manifest, pkg) {
  const elements = elementsOf(manifest);
  const css = vscodeCssData(manifest);
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elements.map((element) => ({
          name: element.tagName,
          description: elementMarkdown(element),
          source: { module: pkg.name, symbol: element.name },
          attributes: (element.attributes ?? []).map((attribute) => ({
            name: attribute.name,
            description: attribute.description ?? '',
            value: attribute.type?.text === 'boolean' ? { kind: 'no-value', type: 'boolean' } : { type: attribute.type?.text ?? 'string' },
          })),
          js: { events: (element.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '', type: event.type.text })) },
        })),
      },
      css: {
        properties: css.properties,
        'pseudo-elements': css.pseudoElements.map((part) => ({ name: part.name.slice(2), description: part.description })),
      },
    },
  };
}

function main() {
  const pkg = JSON.parse(read('package.json'));
  const { manifest, undocumentedParts } = buildManifest(elementTags());
  /** @param {string} file @param {unknown} data */
  const write = (file, data) => writeFileSync(join(DIST, file), `${JSON.stringify(data, null, 2)}\n`);
  write('custom-elements.json', manifest);
  write('vscode.html-custom-data.json', vscodeHtmlData(manifest));
  write('vscode.css-custom-data.json', vscodeCssData(manifest));
  write('web-types.json', webTypes(manifest, pkg));
  if (undocumentedParts.length > 0) {
    console.warn(`Parts rendered without a @csspart description (npm test fails on them):\n  ${undocumentedParts.join('\n  ')}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
