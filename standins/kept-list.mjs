// @ts-check
/**
 * What a stand-in keeps to show on a `/__stub/*` address: the newest entries, older ones
 * forgotten (enough for a demo session or a test run).
 */

/**
 * @template T
 * @typedef {{ list(): T[], clear(): void, add(entry: T): void }} KeptList
 */

/**
 * @template T
 * @param {number} limit
 * @returns {KeptList<T>}
 */
export function createKeptList(limit) {
  /** @type {T[]} */
  let entries = [];
  return {
    list: () => [...entries],
    clear: () => {
      entries = [];
    },
    add: (entry) => {
      entries = [...entries, entry].slice(-limit);
    },
  };
}
