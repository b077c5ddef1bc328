export * from './store';
export * from './journey';
export * from './start';
