// @ts-check
/**
 * A zip of a folder, as AEM's package manager takes a content package (written with fflate):
 * deflated entries, the folders as entries of their own, in a fixed order with a fixed date, so
 * the same tree gives the same bytes.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';

/** Every folder and file under `dir`, relative, '/'-separated, folders ending in '/'. @param {string} dir @param {string} [prefix] */
export function treeEntries(dir, prefix = '') {
  /** @type {string[]} */
  const entries = [];
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory()) entries.push(`${path}/`, ...treeEntries(dir, `${path}/`));
    else entries.push(path);
  }
  return entries;
}

/** 1 January 2020, midnight, whatever the machine's time zone (a zip's times are local). */
const FIXED_TIME = new Date(2020, 0, 1);
/** Unix modes in the entries' external attributes: drwxr-xr-x (and the DOS folder flag), -rw-r--r--. */
const FOLDER_ATTRIBUTES = ((0o40755 << 16) | 0x10) >>> 0;
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;

/**
 * Writes `zipFile` from the folder `dir`.
 * @param {string} dir
 * @param {string} zipFile
 */
export function zipFolder(dir, zipFile) {
  /** @type {import('fflate').Zippable} */
  const entries = {};
  for (const name of treeEntries(dir)) {
    const isFolder = name.endsWith('/');
    entries[name] = isFolder
      ? [new Uint8Array(0), { level: 0, mtime: FIXED_TIME, os: 3, attrs: FOLDER_ATTRIBUTES }]
      : [readFileSync(join(dir, name)), { level: 9, mtime: FIXED_TIME, os: 3, attrs: FILE_ATTRIBUTES }];
  }
  writeFileSync(zipFile, zipSync(entries));
}
