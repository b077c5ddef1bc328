// @ts-check
/**
 * The dialogs' client library, category help-and-support.dialog: the script that narrows a
 * select whose choices follow another field (aem/dialog-choices.js), loaded by the dialogs that
 * have one (their extraClientlibs), on the author instance only: no published page includes it.
 *
 *   clientlibs/dialog/.content.xml        cq:ClientLibraryFolder, its category, allowProxy
 *   clientlibs/dialog/js/dialog-choices.js, js.txt
 */
import { join } from 'node:path';
import { TEMPLATES_DIR } from './names.mjs';

export const DIALOG_CLIENT_LIBRARY = /** @type {const} */ ({
  folder: 'dialog',
  category: 'help-and-support.dialog',
  /** The granite:data names the script reads (data-help-follows, data-help-choices). */
  followsData: 'help-follows',
  choicesData: 'help-choices',
  script: join(TEMPLATES_DIR, 'dialog-choices.js'),
});

/**
 * The library as aem-clientlib-generator takes it (clientlibs.mjs writes it with the others).
 * @param {string} clientlibsDir
 */
export function dialogClientLibrary(clientlibsDir) {
  return {
    name: DIALOG_CLIENT_LIBRARY.folder,
    path: clientlibsDir,
    serializationFormat: 'xml',
    categories: [DIALOG_CLIENT_LIBRARY.category],
    allowProxy: true,
    jsProcessor: ['default:none', 'min:none'],
    assets: { js: { base: 'js', files: [{ src: DIALOG_CLIENT_LIBRARY.script, dest: 'dialog-choices.js' }] } },
  };
}
