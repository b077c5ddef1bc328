/**
 * The demo sign-in, called from Node with the stand-ins in this process
 * (test/helpers/node-stand-ins.ts): where its form sends the browser back to. Its pages and
 * cookies, as the browser sees them, are tested in sign-in.browser.test.ts.
 */
import { after, describe, it } from 'node:test';
import { expect } from 'chai';
// fetch: Node's, with paths taken against the stand-ins' origin, as a page's fetch takes them.
import { fetch, startStandIns, stopStandIns } from '../helpers/node-stand-ins';

const CLIENT_ID = 'help-and-support-web';
const AUTHORIZE = '/api/auth/authorize';
const REQUEST = { response_type: 'token', client_id: CLIENT_ID, redirect_uri: '/help-and-support/authorization-callback' };

/** Posts the sign-in page's form as its button does. */
function submitSignIn(fields: Record<string, string>, init: RequestInit = {}): Promise<Response> {
  return fetch(AUTHORIZE, { method: 'POST', body: new URLSearchParams(fields), ...init });
}

describe('demo sign-in page', () => {
  after(stopStandIns);

  it('returns only to this origin', async () => {
    for (const state of ['//evil.example/steal', 'https://evil.example/', 'javascript:alert(1)']) {
      const response = await submitSignIn({ ...REQUEST, state, login_hint: 'live' });
      expect(new URL(response.url).origin, state).to.equal(await startStandIns());
      expect(new URL(response.url).pathname, state).to.equal('/');
    }
  });
});
