/**
 * dist/monitoring-worker.js: session replay's worker as a file (build/monitoring-worker.mjs), for
 * a page that requires Trusted Types to serve from its own origin (`monitoring.workerUrl`).
 */
import type { Plugin } from 'rollup';
import { MONITORING_WORKER_FILE, monitoringWorkerSource } from '../monitoring-worker.mjs';

export function monitoringWorker(): Plugin {
  return {
    name: 'monitoring-worker',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: MONITORING_WORKER_FILE, source: await monitoringWorkerSource() });
    },
  };
}
