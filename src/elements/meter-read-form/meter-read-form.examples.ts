/** Named states of `<meter-read-form>`, for the demo and the conformance test's axe loop. */
import type { ElementExample } from '../../platform/examples';
import { TEXT } from './meter-read-form.text';

export const examples: readonly ElementExample[] = [
  { name: 'the form in meter-read week', shows: TEXT.submit },
  { name: 'prefilled from the page URL', url: '?first_name=Ann&last_name=Lee&fuel=Gas', shows: TEXT.submit },
  { name: 'meter-read week is over', flags: { meterReadWeek: false }, shows: TEXT.unavailable },
  {
    name: 'the page configuration cannot be loaded',
    faults: [{ service: 'content', status: 500, times: 4 }],
    shows: TEXT.configFailed,
  },
];
