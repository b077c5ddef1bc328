import { expect } from '@open-wc/testing';
import { defaultConfig, parseConfig } from '../config';
import { isUnderBasePath, pageNotFoundUrl, routerBase } from './router';

describe('router base path', () => {
  it('hands wouter the base path without its trailing slash', () => {
    expect(routerBase('/help-and-support/')).to.equal('/help-and-support');
    expect(routerBase('/help-and-support')).to.equal('/help-and-support');
  });

  it('knows the app pages from any other page', () => {
    expect(isUnderBasePath('/help-and-support', '/help-and-support/')).to.equal(true);
    expect(isUnderBasePath('/help-and-support/', '/help-and-support/')).to.equal(true);
    expect(isUnderBasePath('/help-and-support/submit-meter-read', '/help-and-support/')).to.equal(true);
    expect(isUnderBasePath('/help-and-supporters', '/help-and-support/')).to.equal(false);
    expect(isUnderBasePath('/energy/meter-readings', '/help-and-support/')).to.equal(false);
    expect(isUnderBasePath('/', '/help-and-support/')).to.equal(false);
  });
});

describe('not-found redirects', () => {
  it("go to the main site's page-not-found page", () => {
    expect(pageNotFoundUrl(defaultConfig)).to.equal('/page-not-found.html');
    expect(pageNotFoundUrl(parseConfig({ mainSiteUrl: 'https://www.example.test' }))).to.equal('https://www.example.test/page-not-found.html');
    expect(pageNotFoundUrl(parseConfig({ mainSiteUrl: 'https://www.example.test', pageNotFoundUrl: 'https://other.test/404' }))).to.equal('https://other.test/404');
  });
});

describe('<NotFoundRedirect>', () => {
  it('leaves the app for the not-found page once mounted', async () => {
    const { createRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const { NotFoundRedirect } = await import('./router');
    const left: string[] = [];
    const host = document.createElement('div');
    const root = createRoot(host);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => root.render(<NotFoundRedirect leave={(url) => left.push(url)} />));
    expect(left).to.deep.equal(['/page-not-found.html']);
    expect(host.textContent).to.equal('');
    root.unmount();
  });
});
