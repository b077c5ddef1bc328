export * from './forms/store';
export * from './forms/journey';
export * from './saved/start';
