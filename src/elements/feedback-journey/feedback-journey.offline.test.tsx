/** The feedback journey's last step with no connection: kept, and sent when it is back. */
import { expect } from '@open-wc/testing';
import { SENDING_TEXT } from '../../leads/sending.text';
import { textOf, waitFor } from '../../../test/helpers/dom';
import { restoreOnline, setOnline } from '../../../test/helpers/connection';
import { resetPage, submitButton } from '../../../test/helpers/element';
import { clearFaults, getLeads, injectFault } from '../../../test/helpers/stand-ins';
import { confirmed } from '../../journeys/test-support';
import { define } from './feedback-journey.element';
import { fillDetails, reachDetails } from './feedback-journey.test-support';

define();

describe('<feedback-journey> offline [all engines]', () => {
  beforeEach(resetPage);
  afterEach(restoreOnline);
  after(resetPage);

  it('confirms feedback stored as the connection dropped once it is back, with no press and one lead', async () => {
    // Every reply is lost until the connection is back.
    await injectFault({ service: 'leads', network: true, stage: 'after-store', until: 'cleared' });
    const { el, root } = await reachDetails();
    await fillDetails(root);
    submitButton(root).click();
    await waitFor(() => textOf(root).includes(SENDING_TEXT.waitingTitle), { message: 'the no-connection banner' });
    setOnline(false);
    await expect(el).to.be.accessible();
    await clearFaults();
    setOnline(true);
    await confirmed(root, "Thanks, we've got your request");
    expect(await getLeads()).to.have.length(1);
  });
});
