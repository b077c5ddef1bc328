/** Replaces a failure's actual and expected values that cannot be cloned with a description of them. */
export function makeReportable(error: unknown): void;
