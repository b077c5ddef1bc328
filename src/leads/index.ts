export * from './meter-read-lead';
