import { expect } from '@open-wc/testing';
import { isUnderBasePath, routerBase } from './router';

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
