// @ts-check
/** Reading the fixtures in standins/fixtures/. */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const FIXTURES = new URL('./fixtures/', import.meta.url);

/**
 * Reads a JSON fixture from standins/fixtures/ on each call, so edits show without a restart.
 * @param {string} name file name, e.g. 'meter-read.json'
 * @returns {Promise<unknown>}
 */
export async function readFixture(name) {
  return JSON.parse(await readFile(fileURLToPath(new URL(name, FIXTURES)), 'utf8'));
}

/**
 * Reads a text fixture (HTML, SVG, a script) from standins/fixtures/ on each call, or null when
 * there is no such file. `name` is a relative path the caller has checked (no '..').
 * @param {string} name e.g. 'content/articles/meters/faulty-meter.html'
 * @returns {Promise<string | null>}
 */
export async function readTextFixture(name) {
  try {
    return await readFile(fileURLToPath(new URL(name, FIXTURES)), 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR')) return null;
    throw error;
  }
}
