export * from './router';
