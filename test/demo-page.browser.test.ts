/**
 * The demo's control panel page (`/`, demo/pages/control-panel.html), as `npm start` serves it:
 * every section of the panel is in the page's flow, none hidden in a scroll box of its own.
 * Needs the package built (`npm run build`).
 */
import { expect } from '@open-wc/testing';
import { waitFor } from './helpers/dom';
import { resizeViewport } from './helpers/engine';

describe('the demo control panel', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(async () => {
    frame?.remove();
    await resizeViewport(800, 600);
  });

  it('shows every section of the panel in the page on a desktop screen, none inside a scroll box of its own', async () => {
    await resizeViewport(1280, 900);
    frame = document.createElement('iframe');
    frame.title = 'The demo control panel';
    frame.width = '1280';
    frame.height = '900';
    const loaded = new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
    // '/index.html': the test runner keeps '/' for its own page.
    frame.src = '/index.html';
    document.body.append(frame);
    await loaded;
    const panel = await waitFor(() => frame!.contentDocument?.querySelector<HTMLElement>('.control-panel') ?? null, { message: 'the control panel' });
    const sections = await waitFor(() => {
      const found = panel.querySelectorAll('h3');
      return found.length >= 3 ? found : null;
    }, { message: "the panel's sections" });
    // The panel is as tall as what it holds: nothing to scroll inside it.
    expect(panel.scrollHeight - panel.clientHeight, 'height hidden inside the panel').to.be.at.most(1);
    const view = frame.contentWindow!;
    expect(['auto', 'scroll']).not.to.include(view.getComputedStyle(panel).overflowY);
    // Each section's heading is reached by scrolling the page itself.
    const pageHeight = frame.contentDocument!.documentElement.scrollHeight;
    const last = sections[sections.length - 1]!;
    expect(last.getBoundingClientRect().bottom + view.scrollY).to.be.at.most(pageHeight);
  });
});
