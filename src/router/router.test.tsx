import { expect } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { defaultConfig, parseConfig } from '../config';
import { waitFor } from '../../test/helpers/dom';
import { act } from '../../test/helpers/react';
import { NotFoundRedirect, announceThenLeave, mainSiteNotFoundUrl, pageNotFoundUrl } from './content-pages/not-found';
import { routerBase } from './router';
import { pagePathUnderBase, routeSegment } from './content-pages/route-segment';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RouteSwitch } from './element-routes';
import { lazyScreen, type RouteParams, type RouteTable } from './route-table';

describe('router base path', () => {
  it('hands wouter the base path without its trailing slash', () => {
    expect(routerBase('/help-and-support/')).to.equal('/help-and-support');
    expect(routerBase('/help-and-support')).to.equal('/help-and-support');
  });
});

describe('the page path under the base path', () => {
  it('is the path after the base path, or null for a page elsewhere', () => {
    expect(pagePathUnderBase('/help-and-support/', '/help-and-support/meters/how-to-read-your-meter/')).to.equal('/meters/how-to-read-your-meter');
    expect(pagePathUnderBase('/help-and-support/', '/help-and-support')).to.equal('/');
    expect(pagePathUnderBase('/help-and-support/', '/help-and-supportive/meters')).to.equal(null);
    expect(pagePathUnderBase('/help-and-support/', '/energy/meters')).to.equal(null);
  });

  it('gives an element its subject: the attribute first, else the page URL', () => {
    expect(routeSegment('meters', 0)).to.equal('meters');
    // The test page is not under the base path: no subject to read.
    expect(routeSegment(null, 0)).to.equal(undefined);
    expect(routeSegment('', 1)).to.equal(undefined);
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

describe('route switches', () => {
  it("start a route's screen and its data together, handing the prefetch the route's params [both runtimes]", async () => {
    const started: RouteParams[] = [];
    const Screen = () => <p>article</p>;
    const routes: RouteTable = [
      { path: '/:category/:article', screen: lazyScreen(async () => ({ default: Screen })), prefetch: (params) => started.push({ ...params }) },
    ];
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const memory = memoryLocation({ path: '/meters/faulty-meter' });
    await act(async () =>
      root.render(
        <Router hook={memory.hook}>
          <RouteSwitch routes={routes} />
        </Router>,
      ),
    );
    // A route starts in the task after the commit that mounts it.
    await waitFor(() => started.length === 1, { message: 'the first route to start' });
    await act(async () => memory.navigate('/meters/economy-7-meters'));
    await waitFor(() => started.length === 2, { message: 'the second route to start' });
    expect(started).to.deep.equal([
      { category: 'meters', article: 'faulty-meter' },
      { category: 'meters', article: 'economy-7-meters' },
    ]);
    expect(host.textContent).to.equal('article');
    await act(async () => root.unmount());
    host.remove();
  });
});

describe('not-found redirects', () => {
  it("go to /page-not-found.html for an unknown category or article, and to the main site's not-found page otherwise", () => {
    expect(pageNotFoundUrl(defaultConfig)).to.equal('/page-not-found.html');
    const allowedOrigins = ['https://www.example.test', 'https://other.test'];
    expect(pageNotFoundUrl(parseConfig({ allowedOrigins, mainSiteUrl: 'https://www.example.test' }))).to.equal('/page-not-found.html');
    expect(mainSiteNotFoundUrl(defaultConfig)).to.equal('/page-not-found.html');
    expect(mainSiteNotFoundUrl(parseConfig({ allowedOrigins, mainSiteUrl: 'https://www.example.test' }))).to.equal('https://www.example.test/page-not-found.html');
    expect(mainSiteNotFoundUrl(parseConfig({ allowedOrigins, mainSiteUrl: 'https://www.example.test', mainSiteNotFoundUrl: 'https://other.test/404' }))).to.equal('https://other.test/404');
  });

  it('<NotFoundRedirect> leaves the app for the not-found page once mounted [both runtimes]', async () => {
    const left: string[] = [];
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<NotFoundRedirect leave={(url) => left.push(url)} />));
    expect(left).to.deep.equal(['/page-not-found.html']);
    expect(host.textContent).to.equal('');
    root.unmount();
  });

  it('leaving is announced first; prevented, the host navigates; from an element taken off the page, nothing happens', () => {
    const left: string[] = [];
    const heard: string[] = [];
    const host = document.createElement('div');
    const hear = (event: Event) => heard.push((event as CustomEvent<{ path: string }>).detail.path);
    document.addEventListener('help-navigate', hear);
    try {
      document.body.append(host);
      announceThenLeave(host, '/energy/peaksave', (url) => left.push(url));
      expect(heard).to.deep.equal(['/energy/peaksave']);
      expect(left).to.deep.equal(['/energy/peaksave']);
      const prevent = (event: Event) => event.preventDefault();
      host.addEventListener('help-navigate', prevent);
      announceThenLeave(host, '/energy/tariffs', (url) => left.push(url));
      expect(heard).to.deep.equal(['/energy/peaksave', '/energy/tariffs']);
      expect(left).to.deep.equal(['/energy/peaksave']);
      host.removeEventListener('help-navigate', prevent);
      // Removed (a CMS page swapping its widgets) before its effect ran: no event, no navigation.
      host.remove();
      announceThenLeave(host, '/page-not-found.html', (url) => left.push(url));
      expect(heard).to.have.length(2);
      expect(left).to.deep.equal(['/energy/peaksave']);
    } finally {
      document.removeEventListener('help-navigate', hear);
      host.remove();
    }
  });
});
