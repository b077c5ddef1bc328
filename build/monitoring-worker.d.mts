/** The types of monitoring-worker.mjs (plain JavaScript: the test server imports it too). */
export declare const MONITORING_WORKER_FILE: string;
export declare function monitoringWorkerSource(): Promise<string>;
