export { isRecord } from './is-record';
export { later } from './later';
