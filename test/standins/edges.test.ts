/** The stand-ins refuse what a careless or hostile caller could abuse, in Node. */
import { after, beforeEach, describe, it } from 'node:test';
import { expect } from 'chai';
import { fetch, resetStandIns, stopStandIns } from '../helpers/node-stand-ins';

after(stopStandIns);

const AUTHORIZE = '/api/auth/authorize';
const SHORTCUT = `${AUTHORIZE}?${new URLSearchParams({ response_type: 'token', client_id: 'x', state: '/__stub/flags', login_hint: 'live' })}`;

describe('the GET sign-in shortcut', () => {
  it('sets no cookie for a request from another site or origin, as the POST refuses it', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await fetch(SHORTCUT, { redirect: 'manual', headers: { 'Sec-Fetch-Site': site } });
      expect(response.status, site).to.equal(403);
      expect(response.headers.get('set-cookie'), site).to.equal(null);
    }
    const withOrigin = await fetch(SHORTCUT, { redirect: 'manual', headers: { Origin: 'https://evil.example' } });
    expect(withOrigin.status).to.equal(403);
    expect(withOrigin.headers.get('set-cookie')).to.equal(null);
  });

  it('still signs in from its own origin, or typed in', async () => {
    for (const site of ['same-origin', 'none']) {
      const response = await fetch(SHORTCUT, { redirect: 'manual', headers: { 'Sec-Fetch-Site': site } });
      expect(response.status, site).to.equal(302);
      expect(response.headers.getSetCookie(), site).to.have.length(2);
    }
  });
});

describe('POST /__stub/flags', () => {
  beforeEach(resetStandIns);

  const postOutage = (title: string, message: string) =>
    fetch('/__stub/flags', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ outage: { title, message } }) });

  it('refuses an outage title over 120 characters, or a message over 1,000, and keeps the flags', async () => {
    const longTitle = await postOutage('x'.repeat(121), 'Some customers cannot log in.');
    expect(longTitle.status).to.equal(400);
    expect(((await longTitle.json()) as { errors: { detail: string }[] }).errors[0]?.detail).to.equal('outage.title must be at most 120 characters.');
    const longMessage = await postOutage('Log-in problems', 'x'.repeat(1001));
    expect(longMessage.status).to.equal(400);
    expect((await (await fetch('/__stub/flags')).json()) as unknown).to.deep.include({ outage: null });
  });

  it('takes an outage at the limits', async () => {
    const response = await postOutage('t'.repeat(120), 'm'.repeat(1000));
    expect(response.ok).to.equal(true);
    const flags = (await (await fetch('/__stub/flags')).json()) as { outage: { title: string } };
    expect(flags.outage.title).to.have.length(120);
  });
});
