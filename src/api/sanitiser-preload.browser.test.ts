/** A page of its own: nothing here has loaded the sanitiser before the config arrives. */
import { expect } from '@open-wc/testing';
import { setConfig } from '../config';
import { loadedSanitiser } from '../sanitise/platform/load';
import { waitFor } from '../../test/helpers/dom';
import { resetStandIns } from '../../test/helpers/stand-ins';
import { fetchMeterReadConfig } from './meter-read-config/meter-read-config';

describe('the meter-read config', () => {
  it('starts the sanitiser as soon as a template with markup beyond bold has arrived, before any screen renders it', async () => {
    setConfig({});
    await resetStandIns();
    expect(loadedSanitiser(), 'not loaded before').to.equal(undefined);
    // The stand-in's week's words are bold alone, drawn without the sanitiser; its failed send's
    // words have a link, but show only when a send fails. A link in the week's words needs it now.
    const standIn = await fetchMeterReadConfig();
    expect(standIn.headingTemplate).to.contain('<b>');
    expect(standIn.smrErrorTemplate).to.contain('<a ');
    const original = fetch;
    window.fetch = async () => Response.json({ ...standIn, headingTemplate: 'Or <a href="/energy/meter-readings">send it another way</a>.' });
    try {
      await fetchMeterReadConfig();
    } finally {
      window.fetch = original;
    }
    await waitFor(() => loadedSanitiser(), { message: 'the sanitiser to arrive with no screen asking' });
  });
});
