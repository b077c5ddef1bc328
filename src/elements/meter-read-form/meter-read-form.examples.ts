/** Named states of `<meter-read-form>`, for the demo and the conformance test's axe loop. */
import { KEPT_TEXT } from '../../forms/kept-answers/kept-answers.text';
import { buildMeterReadLead } from '../../leads/meter-read-lead';
import { defaultConfig } from '../../config/config';
import type { ElementExample } from '../../platform/examples';
import { meterReadFormDefaults } from '../../validation/forms/meter-read-answers';
import { METER_READ_JOURNEY, METER_READ_ORIGIN } from './meter-read-form.routes';
import { TEXT } from './meter-read-form.text';

/** A gas reading sent with no connection on an earlier visit, as the leads service would get it. */
const keptReading = buildMeterReadLead({
  ...meterReadFormDefaults,
  title: 'Ms',
  first_name: 'Ann',
  last_name: 'Lee',
  telephone: '07700 900982',
  email: 'ann.lee@example.com',
  fuel: 'Gas',
  gas_account_number: '850000000001',
  gas_reading: '012345',
  reading_date: new Date().toISOString().slice(0, 10),
});

export const examples: readonly ElementExample[] = [
  { name: 'the form in meter-read week', shows: TEXT.submit },
  { name: 'prefilled from the page URL', url: '?first_name=Ann&last_name=Lee&fuel=Gas', shows: TEXT.submit },
  { name: 'sent with nothing answered', sent: true, shows: 'There is a problem' },
  { name: 'meter-read week is over', flags: { meterReadWeek: false }, shows: TEXT.unavailable },
  {
    name: 'the page configuration cannot be loaded',
    // Until cleared (the example page clears faults first): the config's every call fails, however
    // many the page makes before the state shows.
    faults: [{ service: 'content', status: 500, until: 'cleared', path: defaultConfig.meterReadConfigUrl }],
    shows: TEXT.configFailed,
  },
  {
    name: 'answers kept on this device from an earlier visit',
    kept: { draft: METER_READ_JOURNEY, origin: METER_READ_ORIGIN, lead: keptReading },
    shows: KEPT_TEXT.keptTitle,
  },
];
