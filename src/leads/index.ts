export * from './meter-read-lead';
export * from './use-submit-lead';
