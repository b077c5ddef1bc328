import { expect } from '@open-wc/testing';
import { LOAD_FAILED_TEXT, LoadFailed } from './LoadFailed';
import { $, mountInShadow, unmountAll, user } from '../../../test/helpers/react';

const text = (node: ParentNode) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('LoadFailed', () => {
  afterEach(() => unmountAll());

  const view = (retrying: boolean, onRetry: () => void = () => undefined) => (
    <LoadFailed title="This help article could not be loaded" retrying={retrying} onRetry={onRetry}>
      <p>Try again, or come back later.</p>
    </LoadFailed>
  );

  it('is an error banner, announced, with its words and a Try again button', async () => {
    let asked = 0;
    const { root } = mountInShadow(view(false, () => (asked += 1)));
    const banner = $(root, '.help-banner');
    expect(banner.getAttribute('role')).to.equal('alert');
    expect(text($(root, '.help-banner__title'))).to.equal('This help article could not be loaded');
    expect(text(banner)).to.contain('Try again, or come back later.');
    const button = $(root, 'button');
    expect(text(button)).to.equal(LOAD_FAILED_TEXT.tryAgain);
    await user(() => button.click());
    expect(asked).to.equal(1);
    await expect(banner).to.be.accessible();
  });

  it('while an attempt runs: the button is busy, ignores presses, and a status message says so', async () => {
    let asked = 0;
    const { root } = mountInShadow(view(true, () => (asked += 1)));
    const button = $(root, 'button');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    await user(() => button.click());
    expect(asked).to.equal(0);
    expect(text($(root, '[role="status"]'))).to.equal(LOAD_FAILED_TEXT.trying);
  });

  it('says when the attempt the customer asked for failed too, and only then [both runtimes]', async () => {
    const mount = mountInShadow(view(true));
    // An attempt that was running when the banner appeared ends: nothing is said.
    mount.rerender(view(false));
    expect(text(mount.root)).not.to.contain(LOAD_FAILED_TEXT.stillFailing);
    await user(() => $(mount.root, 'button').click());
    mount.rerender(view(true));
    expect(text($(mount.root, '[role="status"]'))).to.equal(LOAD_FAILED_TEXT.trying);
    mount.rerender(view(false));
    expect(text($(mount.root, '[role="status"]'))).to.equal(LOAD_FAILED_TEXT.stillFailing);
    // Pressed again: the message goes while the new attempt runs.
    await user(() => $(mount.root, 'button').click());
    expect(text(mount.root)).not.to.contain(LOAD_FAILED_TEXT.stillFailing);
  });
});
