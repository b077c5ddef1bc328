import { expect } from '@open-wc/testing';
import { waitFor } from '../../test/helpers/dom';
import { resizeViewport } from '../../test/helpers/engine';
import { createHelpElement, defineElement } from './create-element';
import { ElementShell, Loading, type ElementProps } from './element-shell';

/** An element whose first screen never arrives. */
function StillLoading({ container }: ElementProps) {
  return (
    <ElementShell container={container}>
      <Loading />
    </ElementShell>
  );
}

defineElement('test-still-loading', createHelpElement(StillLoading, { styles: [':host { --_loading-height: 300px; }'] }));

describe('ElementShell while the first screen loads [all engines] [both runtimes]', () => {
  afterEach(async () => {
    document.querySelectorAll('test-still-loading').forEach((el) => el.remove());
    await resizeViewport(800, 600);
  });

  // The page's `:not(:defined)` rule holds the same height before the script runs (docs/embedding.md). The
  // element's padding is 15px on a phone and 30px from 641px wide: the height is the same.
  // (WebKit keeps the padding of the width the shared stylesheet was first used at, so there
  // both run with one padding.)
  for (const width of [800, 500]) {
    it(`is exactly the height it holds, its padding included (${width}px wide)`, async () => {
      await resizeViewport(width, 600);
      const el = document.createElement('test-still-loading');
      document.body.append(el);
      await waitFor(() => el.shadowRoot?.querySelector('.help-loading'), { message: 'the outline of the first screen' });
      expect(getComputedStyle(el.shadowRoot!.querySelector('.help-root')!).paddingTop).to.be.oneOf(['15px', '30px']);
      expect(el.getBoundingClientRect().height).to.equal(300);
      el.style.setProperty('--help-loading-height', '200px');
      expect(el.getBoundingClientRect().height).to.equal(200);
    });
  }
});
