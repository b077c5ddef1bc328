import { expect } from '@open-wc/testing';
import { waitFor } from '../../test/helpers/dom';
import { whenStarted } from './started';

describe('whenStarted', () => {
  let host: HTMLElement;
  let input: HTMLInputElement;
  beforeEach(() => {
    host = document.createElement('div');
    input = document.createElement('input');
    host.attachShadow({ mode: 'open' }).append(input);
    document.body.append(host);
  });
  afterEach(() => host.remove());

  it('runs once, at the first focus inside an element’s shadow root', () => {
    let runs = 0;
    whenStarted(host.shadowRoot, () => (runs += 1));
    expect(runs).to.equal(0);
    input.focus();
    input.blur();
    input.focus();
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true, key: 'a' }));
    expect(runs).to.equal(1);
  });

  it('runs in a task when the customer is in it already, and not once stopped', async () => {
    input.focus();
    let runs = 0;
    whenStarted(host.shadowRoot, () => (runs += 1));
    await waitFor(() => runs === 1, { message: 'the work' });
    const stop = whenStarted(host, () => (runs += 1));
    stop();
    input.blur();
    input.focus();
    expect(runs).to.equal(1);
  });
});
