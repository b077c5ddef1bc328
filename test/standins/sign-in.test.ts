/**
 * The demo sign-in, called from Node with the stand-ins in this process
 * (test/helpers/node-stand-ins.ts): where its form sends the browser back to. Its pages and
 * cookies, as the browser sees them, are tested in sign-in.browser.test.ts.
 */
import { after, describe, it } from 'node:test';
import { expect } from 'chai';
// fetch: Node's, with paths taken against the stand-ins' origin, as a page's fetch takes them.
import { fetch, startStandIns, stopStandIns } from '../helpers/node-stand-ins';
import { hostileForms } from '../../src/config/url-policy.cases';

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

  it('holds `state` to the URL policy: no hostile form, as the browser would read it, leads off this origin', async () => {
    const origin = await startStandIns();
    const states = [...hostileForms(origin), '/\n/evil.example/', `${origin}/%2f%2fevil.example/`, `http://user@${new URL(origin).host}/help-and-support/`, `${origin.toUpperCase()}\\@evil.example/`];
    for (const state of states) {
      const response = await submitSignIn({ ...REQUEST, state, login_hint: 'live' }, { redirect: 'manual' });
      const location = response.headers.get('location') ?? '';
      expect(location, JSON.stringify(state)).to.equal('/');
    }
    const kept: [state: string, back: string][] = [
      ['/help-and-support/deals', '/help-and-support/deals'],
      [`${origin}/help-and-support/deals?from=menu#top`, '/help-and-support/deals?from=menu#top'],
    ];
    for (const [state, back] of kept) {
      const response = await submitSignIn({ ...REQUEST, state, login_hint: 'live' }, { redirect: 'manual' });
      expect(response.headers.get('location'), state).to.equal(back);
    }
  });
});
