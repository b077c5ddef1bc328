// @ts-check
/**
 * A stand-in for the monitoring provider's intake, so the demo's monitoring sends nothing off
 * the machine: the page configuration points the SDK's `proxy` option here.
 *
 *   POST /monitoring/intake?ddforward=…   a batch from the SDK (any body): 202, and a record
 *   GET  /__stub/monitoring               the batches received, oldest first (stub-control.mjs)
 *
 * A record keeps what a developer checks (when, which kind of batch, its size), never the body.
 */
import { sendEmpty, sendMethodNotAllowed } from './jsonapi.mjs';
import { createKeptList } from './kept-list.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

export const MONITORING_INTAKE_PATH = '/monitoring/intake';

/** Enough for a demo session; older batches are forgotten. */
const KEPT_BATCHES = 200;

/**
 * @typedef {{ receivedAt: string, track: string, bytes: number }} MonitoringBatch
 * @typedef {{ list(): MonitoringBatch[], clear(): void, add(batch: MonitoringBatch): void }} MonitoringLog
 */

/** @returns {MonitoringLog} */
export function createMonitoringLog() {
  return createKeptList(KEPT_BATCHES);
}

/** The intake's track ('rum', 'replay', 'logs'): the path the SDK would have posted to. */
function trackOf(/** @type {URL} */ url) {
  const forward = url.searchParams.get('ddforward') ?? '';
  return /\/api\/v2\/(\w+)/.exec(forward)?.[1] ?? 'unknown';
}

/** @param {{ log: MonitoringLog }} deps */
export function createMonitoringIntake({ log }) {
  return {
    name: 'monitoring',
    /** @param {string} pathname */
    owns: (pathname) => pathname === MONITORING_INTAKE_PATH,
    /**
     * @param {IncomingMessage & { body?: Buffer }} req
     * @param {ServerResponse} res
     * @param {URL} url
     */
    async handle(req, res, url) {
      if (req.method !== 'POST') return sendMethodNotAllowed(res, ['POST']);
      log.add({ receivedAt: new Date().toISOString(), track: trackOf(url), bytes: Number(req.headers['content-length'] ?? 0) });
      sendEmpty(res, 202);
    },
  };
}
