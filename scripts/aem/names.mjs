// @ts-check
/**
 * Where the AEM content package puts things, in one place: the application's folder under
 * /apps, the client library categories and the paths AEM serves them at, the component group.
 * The demo's AEM pages and the tests read the same names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST_DIR = join(ROOT, 'dist');
/** The FileVault tree (META-INF/, jcr_root/). */
export const AEM_DIR = join(DIST_DIR, 'aem');
/** The static files the generator fills in. */
export const TEMPLATES_DIR = join(ROOT, 'aem');

/** The application's folder: /apps/help-and-support. */
export const APP = 'help-and-support';
export const COMPONENT_GROUP = 'Help & Support';
export const PACKAGE_GROUP = 'help-and-support';
export const PACKAGE_NAME = 'help-and-support-aem';

/** The package's version is the npm package's. */
export function packageVersion() {
  return /** @type {{ version: string }} */ (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))).version;
}

/** The zip beside the tree, dist/help-and-support-aem-<version>.zip. @param {string} [version] */
export const zipPath = (version = packageVersion()) => join(DIST_DIR, `${PACKAGE_NAME}-${version}.zip`);

/**
 * The two client libraries: the default build (React bundled) and the lean one (preact/compat),
 * from dist/ and dist/lean/.
 */
export const CLIENT_LIBRARIES = /** @type {const} */ ([
  { folder: 'elements', category: 'help-and-support', build: '' },
  { folder: 'elements-lean', category: 'help-and-support.lean', build: 'lean' },
]);

/** The repository path of a client library folder. @param {string} folder */
export const clientLibraryPath = (folder) => `/apps/${APP}/clientlibs/${folder}`;

/**
 * Where AEM serves a client library whose allowProxy is set: /apps/<app>/… as /etc.clientlibs/<app>/….
 * @param {string} folder
 */
export const proxiedPath = (folder) => `/etc.clientlibs/${APP}/clientlibs/${folder}`;

/** The autoloader, where the library's proxied resources put it. @param {string} folder */
export const proxiedAutoloader = (folder) => `${proxiedPath(folder)}/resources/help-and-support.js`;

/** A component's repository path and resource type. @param {string} tag */
export const componentPath = (tag) => `/apps/${APP}/components/${tag}`;
/** @param {string} tag */
export const resourceType = (tag) => `${APP}/components/${tag}`;

/** The dialog property that holds an attribute: `draft-key` → `draftKey`. @param {string} attribute */
export const propertyName = (attribute) => attribute.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());

/**
 * The attribute the component's HTL sets on an author instance (`wcmmode.edit || wcmmode.preview`):
 * the element then tells the author what to set instead of leaving the page. Never a dialog field.
 */
export const AUTHORING_ATTRIBUTE = 'authoring';
