/** Named states of `<contact-us>`, for the demo and the conformance test's axe loop. */
import { defaultConfig } from '../../config/config';
import type { ElementExample } from '../../platform/examples';
import { CARDS, TEXT } from './contact-us.text';

export const examples: readonly ElementExample[] = [
  { name: 'in meter-read week', flags: { meterReadWeek: true }, shows: TEXT.submitMeterReading },
  // The credit card's own words show once the flag is known (the other cards show at once).
  { name: 'outside meter-read week', flags: { meterReadWeek: false }, shows: CARDS.credit.text },
  {
    name: 'the meter-read page config cannot be loaded',
    // Until cleared (the example page clears faults first): the config's every call fails, however
    // many the page makes before the state shows.
    faults: [{ service: 'content', status: 500, until: 'cleared', path: defaultConfig.meterReadConfigUrl }],
    shows: TEXT.configFailed,
  },
];
