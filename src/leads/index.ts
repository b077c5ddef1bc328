export * from './meter-read-lead';
export * from './complaint-query-types/complaint-query-types';
export * from './customer-details';
export * from './help-query-lead';
export * from './feedback-lead';
export * from './pay-as-you-go-lead';
export * from './resend-lead';
export * from './forms/use-submit-lead';
