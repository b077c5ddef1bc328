export * from './router';
export * from './route-table';
export * from './element-routes';
