// @ts-check
/**
 * Where the Edge Delivery folder puts things, in one place: the folder the build writes, the
 * bundle's folder inside it (as it lands in a project), and which build it ships. The demo's
 * Edge Delivery pages and the tests read the same names.
 */
import { join } from 'node:path';
import { DIST_DIR, ROOT } from '../aem/names.mjs';

export { DIST_DIR, ROOT };

/** dist/eds/: what an Edge Delivery project copies into its repository's root. */
export const EDS_DIR = join(DIST_DIR, 'eds');

/**
 * The bundle's files inside the project, beside the project's own scripts/aem.js: a block
 * imports `../../scripts/help-and-support/elements/<tag>.js`. Not /help-and-support/, which is
 * the area's own pages' path on the site.
 */
export const LIBRARY_FOLDER = 'scripts/help-and-support';

/**
 * The build the folder ships: the lean one (dist/lean/, preact/compat), the same elements,
 * attributes and events as the default build in far fewer bytes; Edge Delivery pages are held
 * to a Lighthouse score of 100 on a phone, where every kilobyte of script counts.
 */
export const EDS_BUILD = 'lean';

/** The bundle's files a page may load, relative to the build's folder (no source maps, no snapshots). */
export const LIBRARY_FILES = ['help-and-support.js', 'monitoring-worker.js', 'elements/*.js', 'chunks/*.js'];
