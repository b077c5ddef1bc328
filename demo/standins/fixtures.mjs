// @ts-check
/** Reading the JSON fixtures in demo/fixtures/. */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const FIXTURES = new URL('../fixtures/', import.meta.url);

/**
 * Reads a JSON fixture from demo/fixtures/ on each call, so edits show without a restart.
 * @param {string} name file name, e.g. 'meter-read.json'
 * @returns {Promise<unknown>}
 */
export async function readFixture(name) {
  return JSON.parse(await readFile(fileURLToPath(new URL(name, FIXTURES)), 'utf8'));
}
