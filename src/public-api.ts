/** What the package exports besides the element classes (src/index.ts adds those). */
export type { HelpEventMap, HelpFeedbackDetail, HelpNavigateDetail, HelpSubmittedDetail } from './platform/events';
export type { HelpElementAttributes } from './shell/create-element';
export type { HelpConfig } from './config';
export { CONFIG_ELEMENT_ID } from './config';
export type { MeterReadLead } from './leads/meter-read-lead';
