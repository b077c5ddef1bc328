import './types/jsx';
/** Element classes and types, without registering anything (see define.ts for that). */
export { MeterReadFormElement, METER_READ_FORM_TAG } from './elements/meter-read-form/meter-read-form.element';
export type { HelpSubmittedDetail, HelpNavigateDetail, HelpEventMap } from './elements/events';
export type { HelpConfig } from './config';
export { CONFIG_ELEMENT_ID } from './config';
export type { MeterReadLead } from './leads';
