export * from './store';
export * from './journey';
