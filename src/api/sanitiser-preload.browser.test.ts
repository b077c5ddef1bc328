/** A page of its own: nothing here has loaded the sanitiser before the config arrives. */
import { expect } from '@open-wc/testing';
import { setConfig } from '../config';
import { loadedSanitiser } from '../sanitise/platform/load';
import { waitFor } from '../../test/helpers/dom';
import { resetStandIns } from '../../test/helpers/stand-ins';
import { fetchMeterReadConfig } from './meter-read-config/meter-read-config';

describe('the meter-read config', () => {
  it('starts the sanitiser as soon as a template with markup has arrived, before any screen renders it', async () => {
    setConfig({});
    await resetStandIns();
    expect(loadedSanitiser(), 'not loaded before').to.equal(undefined);
    const config = await fetchMeterReadConfig();
    expect(config.headingTemplate).to.contain('<b>');
    await waitFor(() => loadedSanitiser(), { message: 'the sanitiser to arrive with no screen asking' });
  });
});
