// @ts-check
/**
 * `npm run build:aem` (the last step of `npm run build`): the AEM content package, from the
 * built bundle and its manifest, in FileVault's layout.
 *
 *   dist/aem/META-INF/vault/filter.xml, properties.xml     aem/META-INF/vault/, filled in
 *   dist/aem/jcr_root/apps/help-and-support/
 *     components/<tag>/                                    one component per element (components.mjs)
 *     clientlibs/elements/, clientlibs/elements-lean/      the client libraries (clientlibs.mjs)
 *     clientlibs/dialog/                                   the dialogs' script, for authors (dialog-clientlib.mjs)
 *     includes/page-config.html                            the page configuration, for a page's head (page-config.mjs)
 *     clientlibs/universal-editor/, includes/universal-editor.html
 *                                                          the Universal Editor's definitions and script (universal-editor.mjs)
 *   dist/help-and-support-aem-<version>.zip                the same, for AEM's package manager
 *
 * It needs dist/ built (`npm run build` runs it last) and changes nothing outside dist/aem and the zip.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeClientLibraries } from './clientlibs.mjs';
import { componentFiles } from './components.mjs';
import { fallbackContent } from './docs.mjs';
import { pageConfigHtl, readPageConfig } from './page-config.mjs';
import { aemElements, readAuthors, readManifest } from './manifest.mjs';
import { AEM_DIR, APP, CLIENT_LIBRARIES, DIST_DIR, PACKAGE_GROUP, PACKAGE_NAME, TEMPLATES_DIR, packageVersion, proxiedPath, zipPath } from './names.mjs';
import { universalEditorFiles } from './universal-editor.mjs';
import { escapeXml, folderContentXml } from './xml.mjs';
import { zipFolder } from './zip.mjs';

/**
 * aem/META-INF/vault/<name> with its {{placeholders}} filled in (XML-escaped).
 * @param {string} name
 * @param {Record<string, string>} values
 */
function vaultFile(name, values) {
  const template = readFileSync(join(TEMPLATES_DIR, 'META-INF', 'vault', name), 'utf8');
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, key) => {
    const value = values[key];
    if (value === undefined) throw new Error(`aem/META-INF/vault/${name}: nothing for ${placeholder}`);
    return escapeXml(value);
  });
}

/**
 * An element's first screen as the build rendered it into its snippet (scripts/snapshots.mjs):
 * the `<template shadowrootmode="open">`, its stylesheet served from the default client library
 * (both libraries hold the same one). Undefined for an element without one.
 * @param {string} tag
 * @param {string} distDir
 */
export function firstScreenOf(tag, distDir) {
  const snippet = join(distDir, 'embed', `${tag}.html`);
  if (!existsSync(snippet)) return undefined;
  const template = /<template shadowrootmode="open">[\s\S]*?<\/template>/.exec(readFileSync(snippet, 'utf8'))?.[0];
  return template?.replace(/ href="\/dist\/styles\//, ` href="${proxiedPath(CLIENT_LIBRARIES[0].folder)}/resources/styles/`);
}

/**
 * Writes the package's tree into `out` and its zip to `zip`.
 * @param {{ distDir?: string, out?: string, zip?: string, version?: string, pageConfig?: Record<string, unknown> }} [options]
 */
export async function buildAemPackage(options = {}) {
  const { distDir = DIST_DIR, out = AEM_DIR, version = packageVersion(), pageConfig = readPageConfig() } = options;
  const zip = options.zip ?? zipPath(version);
  const manifestFile = join(distDir, 'custom-elements.json');
  if (!existsSync(manifestFile) || !existsSync(join(distDir, 'lean', 'help-and-support.js'))) {
    throw new Error(`${relative(process.cwd(), distDir) || 'dist'}/ is not built: run \`npm run build\`.`);
  }
  rmSync(out, { recursive: true, force: true });
  /** @param {string} path relative to `out` @param {string} text */
  const write = (path, text) => {
    const file = join(out, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };

  const values = { app: APP, name: PACKAGE_NAME, group: PACKAGE_GROUP, version, description: 'Help & Support elements for AEM: a component per element, and their client libraries.' };
  write('META-INF/vault/filter.xml', vaultFile('filter.xml', values));
  write('META-INF/vault/properties.xml', vaultFile('properties.xml', values));

  const app = `jcr_root/apps/${APP}`;
  for (const folder of [app, `${app}/components`, `${app}/clientlibs`, `${app}/includes`]) write(`${folder}/.content.xml`, folderContentXml());
  write(`${app}/includes/page-config.html`, pageConfigHtl(pageConfig));

  const elements = aemElements(readManifest(manifestFile), await readAuthors());
  const fallbacks = fallbackContent();
  for (const element of elements) {
    const files = componentFiles(element, fallbacks.get(element.tag), firstScreenOf(element.tag, distDir));
    for (const [path, text] of Object.entries(files)) write(`${app}/components/${element.tag}/${path}`, text);
  }

  await writeClientLibraries(join(out, app, 'clientlibs'), distDir);
  for (const [path, text] of Object.entries(universalEditorFiles(elements))) write(`${app}/${path}`, text);

  mkdirSync(dirname(zip), { recursive: true });
  zipFolder(out, zip);
  return { out, zip, elements: elements.map((element) => element.tag) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { out, zip, elements } = await buildAemPackage();
    console.log(`AEM package: ${relative(process.cwd(), out)}/ and ${relative(process.cwd(), zip)} (${elements.length} components)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
