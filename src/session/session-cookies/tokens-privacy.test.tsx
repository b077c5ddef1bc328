/**
 * A signed-in customer's tokens stay with the services they are for: they never reach the
 * page's data layer (page views, errors), a report, or what monitoring would record.
 */
import { expect } from '@open-wc/testing';
import { waitFor } from '../../../test/helpers/dom';
import { mountElement, resetPage } from '../../../test/helpers/element';
import { collectReports, reportedText } from '../../../test/helpers/reports';
import { signIn } from '../../../test/helpers/session';
import { injectFault } from '../../../test/helpers/stand-ins';
import { scrubUrl } from '../../consent/monitoring';
import { define as defineApp } from '../../elements/help-and-support/help-and-support.element';
import { define as defineJourney } from '../../elements/complaint-journey/complaint-journey.element';
import { mount } from '../../elements/complaint-journey/complaint-journey.test-support';

defineApp();
defineJourney();

const dataLayer = () => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);

describe('a signed-in customer’s tokens', () => {
  beforeEach(resetPage);
  after(resetPage);

  it('never reach the data layer or a report: a page view of the deals, then a failed prefill', async () => {
    const { identityToken, accessToken } = signIn('live');
    const before = dataLayer().length;
    const reports = collectReports();
    try {
      history.replaceState(null, '', '/help-and-support/deals');
      const app = await mountElement('help-and-support');
      await waitFor(() => dataLayer().length > before, { message: 'the page view' });
      app.el.remove();
      await injectFault({ service: 'accounts', status: 500, until: 'cleared' });
      await mount({ complaint: 'gas-and-electricity' });
      await waitFor(() => reports.reports.length > 0, { message: 'the failed prefill, reported' });
      await waitFor(() => dataLayer().slice(before).some((entry) => (entry as { event?: string }).event === 'error'), { message: 'the error event' });
      const seen = `${JSON.stringify(dataLayer().slice(before))}\n${reports.reports.map(reportedText).join('\n')}`;
      expect(seen).not.to.contain(identityToken);
      expect(seen).not.to.contain(accessToken);
    } finally {
      reports.stop();
    }
  });

  it('are cut from any URL monitoring records (the sign-in callback carries them in its fragment)', () => {
    const callback = 'https://www.example.test/help-and-support/authorization-callback#access_token=demo-access.live.0123&id_token=demo-identity.live.4567&state=x';
    expect(scrubUrl(callback)).to.equal('https://www.example.test/help-and-support/authorization-callback');
    const signInRedirect = 'https://www.example.test/api/auth/authorize?response_type=token&client_id=help-and-support-web&state=https%3A%2F%2Fwww.example.test%2Fhelp-and-support%2Fdeals';
    expect(scrubUrl(signInRedirect)).to.equal('https://www.example.test/api/auth/authorize');
  });
});
