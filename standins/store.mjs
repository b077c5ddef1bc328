// @ts-check
/**
 * Durable storage of the stand-ins: received leads and manually created addresses, in
 * SQLite (libsql, which installs ready built: no compiler needed). `storage: 'memory'` keeps
 * them in an in-memory database (tests);
 * a file path keeps them on disk, so `npm start` finds them again after a restart.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { tooDeepAt } from './jsonapi.mjs';

/**
 * The part of libsql's API used here (better-sqlite3's API, which libsql follows).
 * @typedef {object} SqliteStatement
 * @property {(...params: unknown[]) => { changes: number }} run
 * @property {(...params: unknown[]) => unknown} get
 * @property {(...params: unknown[]) => unknown[]} all
 */
/**
 * @typedef {object} SqliteDatabase
 * @property {(sql: string) => SqliteStatement} prepare
 * @property {(sql: string) => void} exec
 * @property {() => void} close
 * @property {boolean} open
 */

/**
 * libsql (CommonJS), typed by the interface above.
 * @type {new (filename: string) => SqliteDatabase}
 */
const Database = createRequire(import.meta.url)('libsql');

/**
 * A lead as the inspection endpoint (GET /__stub/leads) shows it.
 * @typedef {object} StoredLead
 * @property {string} id reference id, e.g. 'HS01234567'
 * @property {string} receivedAt ISO 8601 time the lead was accepted
 * @property {{ 'content-type': string, 'x-client-id': string }} headers
 * @property {unknown} body the parsed JSON document as received (null when `unreadable`)
 * @property {string} [unreadable] why the stored body could not be read back; only a database
 *   written by an earlier version of the stand-ins can hold such a lead
 */

/**
 * @typedef {object} NewLead
 * @property {string} id
 * @property {string} receivedAt
 * @property {string} contentType
 * @property {string} clientId
 * @property {unknown} body
 * @property {string | null} idempotencyKey
 */

/**
 * @typedef {object} StoredAddress
 * @property {string} id
 * @property {string} createdAt
 * @property {string} clientId
 * @property {Record<string, unknown>} attributes
 */

const SCHEMA_VERSION = 1;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS leads (
    seq              INTEGER PRIMARY KEY AUTOINCREMENT,
    id               TEXT NOT NULL UNIQUE,
    received_at      TEXT NOT NULL,
    content_type     TEXT NOT NULL,
    client_id        TEXT NOT NULL,
    body             TEXT NOT NULL,
    idempotency_key  TEXT UNIQUE
  );
  CREATE TABLE IF NOT EXISTS addresses (
    seq         INTEGER PRIMARY KEY AUTOINCREMENT,
    id          TEXT NOT NULL UNIQUE,
    created_at  TEXT NOT NULL,
    client_id   TEXT NOT NULL,
    attributes  TEXT NOT NULL
  );
`;

/**
 * @typedef {object} LeadRow
 * @property {string} id
 * @property {string} received_at
 * @property {string} content_type
 * @property {string} client_id
 * @property {string} body
 */

/** Raised when a lead's body could not be written so that it reads back the same. */
export class UnstorableLeadError extends Error {
  /** @param {string} reason */
  constructor(reason) {
    super(`The lead cannot be stored: ${reason}`);
    this.name = 'UnstorableLeadError';
  }
}

/**
 * Parses a stored body, or says why it cannot be read back (not JSON, or nested too deep
 * to be written out again in an answer).
 * @param {string} text
 * @returns {{ ok: true, body: unknown } | { ok: false, reason: string }}
 */
function readBack(text) {
  let body;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const tooDeep = tooDeepAt(body);
  if (tooDeep !== null) return { ok: false, reason: `nested too deep at ${tooDeep}` };
  return { ok: true, body };
}

/**
 * A stored lead; one that cannot be read back is still listed, with its body null and the
 * reason, so one bad row never breaks the list.
 * @param {LeadRow} row
 * @returns {StoredLead}
 */
function leadFromRow(row) {
  const read = readBack(row.body);
  /** @type {StoredLead} */
  const lead = {
    id: row.id,
    receivedAt: row.received_at,
    headers: { 'content-type': row.content_type, 'x-client-id': row.client_id },
    body: read.ok ? read.body : null,
  };
  if (!read.ok) lead.unreadable = read.reason;
  return lead;
}

/**
 * The JSON text to store for a body, once it is known to read back.
 * @param {unknown} body
 */
function storableText(body) {
  let text;
  try {
    text = JSON.stringify(body);
  } catch (error) {
    throw new UnstorableLeadError(error instanceof Error ? error.message : String(error));
  }
  if (typeof text !== 'string') throw new UnstorableLeadError('the body is not a JSON value');
  const read = readBack(text);
  if (!read.ok) throw new UnstorableLeadError(read.reason);
  return text;
}

/**
 * Opens (and creates when needed) the stand-ins' database.
 * @param {string} storage 'memory', or a path to an SQLite file
 */
export function openStore(storage) {
  let filename = ':memory:';
  if (storage !== 'memory') {
    filename = resolve(storage);
    mkdirSync(dirname(filename), { recursive: true });
  }
  const db = new Database(filename);
  if (filename !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  const version = Number(/** @type {{ user_version: number }} */ (db.prepare('PRAGMA user_version').get()).user_version);
  if (version > SCHEMA_VERSION) {
    db.close();
    throw new Error(`${filename} was written by a newer version of the stand-ins (schema ${version}).`);
  }
  db.exec(SCHEMA);
  db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);

  const leadColumns = 'id, received_at, content_type, client_id, body';
  const statements = {
    insertLead: db.prepare(
      'INSERT INTO leads (id, received_at, content_type, client_id, body, idempotency_key) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    leadById: db.prepare(`SELECT ${leadColumns} FROM leads WHERE id = ?`),
    leadByKey: db.prepare(`SELECT ${leadColumns} FROM leads WHERE idempotency_key = ?`),
    requestByKey: db.prepare('SELECT body, client_id FROM leads WHERE idempotency_key = ?'),
    allLeads: db.prepare(`SELECT ${leadColumns} FROM leads ORDER BY seq`),
    clearLeads: db.prepare('DELETE FROM leads'),
    insertAddress: db.prepare('INSERT INTO addresses (id, created_at, client_id, attributes) VALUES (?, ?, ?, ?)'),
    addressById: db.prepare('SELECT id, created_at, client_id, attributes FROM addresses WHERE id = ?'),
  };

  const leads = {
    /**
     * Stores a lead. When its idempotency key was seen before, nothing is stored and the
     * first lead with that key is returned with `created: false`. Only a body that reads
     * back is stored (else UnstorableLeadError).
     * @param {NewLead} lead
     * @returns {{ lead: StoredLead, created: boolean }}
     */
    insert(lead) {
      if (lead.idempotencyKey) {
        const first = leads.findByIdempotencyKey(lead.idempotencyKey);
        if (first) return { lead: first, created: false };
      }
      statements.insertLead.run(
        lead.id,
        lead.receivedAt,
        lead.contentType,
        lead.clientId,
        storableText(lead.body),
        lead.idempotencyKey,
      );
      const stored = leads.findById(lead.id);
      if (!stored) throw new Error(`Lead ${lead.id} was not stored.`);
      return { lead: stored, created: true };
    },
    /** @param {string} id @returns {StoredLead | null} */
    findById(id) {
      const row = /** @type {LeadRow | undefined} */ (statements.leadById.get(id));
      return row ? leadFromRow(row) : null;
    },
    /** @param {string} key @returns {StoredLead | null} */
    findByIdempotencyKey(key) {
      const row = /** @type {LeadRow | undefined} */ (statements.leadByKey.get(key));
      return row ? leadFromRow(row) : null;
    },
    /**
     * The request first stored with an idempotency key: its body as stored (JSON text) and client.
     * @param {string} key
     * @returns {{ body: string, clientId: string } | null}
     */
    requestWithKey(key) {
      const row = /** @type {{ body: string, client_id: string } | undefined} */ (statements.requestByKey.get(key));
      return row ? { body: row.body, clientId: row.client_id } : null;
    },
    /** @param {string} id */
    exists(id) {
      return statements.leadById.get(id) !== undefined;
    },
    /** Every stored lead, oldest first. @returns {StoredLead[]} */
    list() {
      return /** @type {LeadRow[]} */ (statements.allLeads.all()).map(leadFromRow);
    },
    clear() {
      statements.clearLeads.run();
    },
  };

  const addresses = {
    /** @param {StoredAddress} address */
    insert(address) {
      statements.insertAddress.run(address.id, address.createdAt, address.clientId, JSON.stringify(address.attributes));
    },
    /** @param {string} id */
    exists(id) {
      return statements.addressById.get(id) !== undefined;
    },
  };

  return {
    leads,
    addresses,
    close() {
      if (db.open) db.close();
    },
  };
}

/** @typedef {ReturnType<typeof openStore>} Store */
