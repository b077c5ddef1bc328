import { expect } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { defaultConfig, parseConfig } from '../config';
import { act } from '../../test/helpers/react';
import { NotFoundRedirect, pageNotFoundUrl, routerBase } from './router';
import { lazyScreen } from './route-table';

describe('router base path', () => {
  it('hands wouter the base path without its trailing slash', () => {
    expect(routerBase('/help-and-support/')).to.equal('/help-and-support');
    expect(routerBase('/help-and-support')).to.equal('/help-and-support');
  });
});

describe('lazy screens', () => {
  it('fetch once for every instance, and try again after a failed download', async () => {
    let calls = 0;
    const Screen = () => null;
    const screen = lazyScreen(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Screen };
    });
    let failure: unknown;
    await screen.load().catch((error: unknown) => (failure = error));
    expect(failure).to.be.instanceOf(TypeError);
    expect(screen.loaded).to.equal(undefined);
    expect(await Promise.all([screen.load(), screen.load()])).to.deep.equal([Screen, Screen]);
    expect(screen.loaded).to.equal(Screen);
    expect(calls).to.equal(2);
  });
});

describe('not-found redirects', () => {
  it("go to the main site's page-not-found page", () => {
    expect(pageNotFoundUrl(defaultConfig)).to.equal('/page-not-found.html');
    expect(pageNotFoundUrl(parseConfig({ mainSiteUrl: 'https://www.example.test' }))).to.equal('https://www.example.test/page-not-found.html');
    expect(pageNotFoundUrl(parseConfig({ mainSiteUrl: 'https://www.example.test', pageNotFoundUrl: 'https://other.test/404' }))).to.equal('https://other.test/404');
  });

  it('<NotFoundRedirect> leaves the app for the not-found page once mounted', async () => {
    const left: string[] = [];
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<NotFoundRedirect leave={(url) => left.push(url)} />));
    expect(left).to.deep.equal(['/page-not-found.html']);
    expect(host.textContent).to.equal('');
    root.unmount();
  });
});
