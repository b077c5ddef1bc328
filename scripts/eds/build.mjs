// @ts-check
/**
 * `npm run build:eds` (a step of `npm run build`, after the manifest): the folder an AEM Edge
 * Delivery Services project copies into its repository, from the built bundle, its manifest and
 * the element descriptors.
 *
 *   dist/eds/README.md                            how to copy it in, author each block, and the
 *                                                 policy the site needs (readme.mjs)
 *   dist/eds/blocks/<tag>/<tag>.js, <tag>.css     one block per element (blocks.mjs)
 *   dist/eds/scripts/help-and-support/            the lean build's ES modules, as they are
 *
 * It needs dist/ built and changes nothing outside dist/eds.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aemElements, readAuthors, readManifest } from '../aem/manifest.mjs';
import { packageVersion } from '../aem/names.mjs';
import { loadDescriptors } from '../descriptors.mjs';
import { blockCss, blockScript } from './blocks.mjs';
import { DIST_DIR, EDS_BUILD, EDS_DIR, LIBRARY_FILES, LIBRARY_FOLDER } from './names.mjs';
import { edsReadme } from './readme.mjs';

/**
 * Copies the build's files a page may load (LIBRARY_FILES: a name, or `folder/*.js`) into `to`.
 * @param {string} from @param {string} to
 */
function copyLibrary(from, to) {
  for (const pattern of LIBRARY_FILES) {
    const [folder, wildcard] = pattern.includes('/*') ? pattern.split('/*') : ['', undefined];
    const names = wildcard === undefined ? [pattern] : readdirSync(join(from, folder ?? '')).filter((name) => name.endsWith(wildcard)).map((name) => join(folder ?? '', name));
    for (const name of names) {
      mkdirSync(dirname(join(to, name)), { recursive: true });
      cpSync(join(from, name), join(to, name));
    }
  }
}

/**
 * Writes the folder into `out`.
 * @param {{ distDir?: string, out?: string }} [options]
 */
export async function buildEdsFolder({ distDir = DIST_DIR, out = EDS_DIR } = {}) {
  const manifestFile = join(distDir, 'custom-elements.json');
  const build = join(distDir, EDS_BUILD);
  if (!existsSync(manifestFile) || !existsSync(join(build, 'help-and-support.js'))) {
    throw new Error(`${relative(process.cwd(), distDir) || 'dist'}/ is not built: run \`npm run build\`.`);
  }
  rmSync(out, { recursive: true, force: true });
  /** @param {string} path relative to `out` @param {string} text */
  const write = (path, text) => {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), text);
  };

  const elements = aemElements(readManifest(manifestFile), await readAuthors());
  const places = new Map((await loadDescriptors()).map(({ tag, placeRules }) => [tag, placeRules]));
  for (const element of elements) {
    const rules = places.get(element.tag);
    if (!rules) throw new Error(`<${element.tag}> is in the manifest but has no descriptor (src/elements/${element.tag}/${element.tag}.descriptor.ts)`);
    write(`blocks/${element.tag}/${element.tag}.js`, await blockScript(element));
    write(`blocks/${element.tag}/${element.tag}.css`, blockCss(element.tag, rules));
  }
  copyLibrary(build, join(out, LIBRARY_FOLDER));
  write('README.md', edsReadme(elements, { version: packageVersion(), build: EDS_BUILD }));
  return { out, blocks: elements.map((element) => element.tag) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { out, blocks } = await buildEdsFolder();
    console.log(`Edge Delivery blocks: ${relative(process.cwd(), out)}/ (${blocks.length} blocks)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
