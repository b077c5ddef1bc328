// @ts-check
/**
 * The client libraries, made with aem-clientlib-generator (as the AEM project archetype's
 * front-end module makes them), one per build (names.mjs CLIENT_LIBRARIES):
 *
 *   clientlibs/<folder>/.content.xml   cq:ClientLibraryFolder: its category, allowProxy, and no
 *                                      minifying (AEM's minifiers predate import())
 *   clientlibs/<folder>/js/loader.js   the classic-script loader (aem/loader.js), js.txt
 *   clientlibs/<folder>/css/places.css the places the elements hold before they start, css.txt
 *   clientlibs/<folder>/resources/     the build's ES modules as they are in dist/: the
 *                                      autoloader, elements/, chunks/, the monitoring worker,
 *                                      and styles/, the first screens' stylesheets
 *   clientlibs/dialog/                 the dialogs' script, for authors (dialog-clientlib.mjs)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error -- the package ships no types; what is used of it is typed below
import generate from 'aem-clientlib-generator';
import { dialogClientLibrary } from './dialog-clientlib.mjs';
import { placeRules } from './docs.mjs';
import { CLIENT_LIBRARIES, DIST_DIR, TEMPLATES_DIR, proxiedAutoloader } from './names.mjs';

/** aem-clientlib-generator's one function: the libraries to write, options, and when it is done. */
const clientlib = /** @type {(libraries: object[], options: object, done: () => void) => void} */ (generate);

/** The loader for one library: aem/loader.js with the proxied path of its autoloader. @param {string} folder */
export function loaderSource(folder) {
  const template = readFileSync(join(TEMPLATES_DIR, 'loader.js'), 'utf8');
  if (!template.includes("'__AUTOLOADER__'")) throw new Error("aem/loader.js: no '__AUTOLOADER__' to fill in");
  return template.replace("'__AUTOLOADER__'", JSON.stringify(proxiedAutoloader(folder)).replace(/"/g, "'"));
}

/** The library's CSS: the rules of docs/embedding.md, "No layout shift". */
export const placesCss = () => `/* The place each element holds until it starts (docs/embedding.md, "No layout shift"). */\n${placeRules()}`;

/**
 * Writes both client libraries into `clientlibsDir` (jcr_root/apps/<app>/clientlibs).
 * @param {string} clientlibsDir
 * @param {string} [distDir]
 */
export async function writeClientLibraries(clientlibsDir, distDir = DIST_DIR) {
  const sources = mkdtempSync(join(tmpdir(), 'help-aem-clientlibs-'));
  try {
    writeFileSync(join(sources, 'places.css'), placesCss());
    const libraries = CLIENT_LIBRARIES.map(({ folder, category, build }) => {
      const loader = join(sources, `${folder}.js`);
      writeFileSync(loader, loaderSource(folder));
      return {
        name: folder,
        path: clientlibsDir,
        serializationFormat: 'xml',
        categories: [category],
        allowProxy: true,
        jsProcessor: ['default:none', 'min:none'],
        cssProcessor: ['default:none', 'min:none'],
        assets: {
          js: { base: 'js', files: [{ src: loader, dest: 'loader.js' }] },
          css: { base: 'css', files: [{ src: join(sources, 'places.css'), dest: 'places.css' }] },
          // Glob patterns, so that `cwd` applies; the folders stay as they are (relative imports).
          resources: {
            base: 'resources',
            cwd: join(distDir, build),
            flatten: false,
            files: ['{help-and-support,monitoring-worker}.js', 'elements/*.js', 'chunks/*.js', 'styles/*.css'],
          },
        },
      };
    });
    await new Promise((resolve) => {
      clientlib([...libraries, dialogClientLibrary(clientlibsDir)], {}, () => resolve(undefined));
    });
  } finally {
    rmSync(sources, { recursive: true, force: true });
  }
}
