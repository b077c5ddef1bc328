/**
 * Validation of every form rule: valibot schemas, their GOV.UK-style messages and the
 * pure helpers the screens and lead builders share.
 */
export * from './forms/constants';
export * from './forms/date-parts';
export * from './messages';
export * from './text';
export * from './search';
export * from './names';
export * from './contact';
export * from './customer-number';
export * from './meter-reading';
export * from './choices';
export * from './complaint';
export * from './reading-date';
export * from './meter-read-form';
export * from './address';
