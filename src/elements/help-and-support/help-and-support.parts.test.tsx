import { expect } from '@open-wc/testing';
import { textOf } from '../../../test/helpers/dom';
import { mountInShadow, unmountAll } from '../../../test/helpers/react';
import { GAS_EMERGENCY, GasEmergencyStrip, HEADER_BRAND, HeaderOutline } from './help-and-support.parts';
import appCss from './help-and-support.styles.css';

/** The header's place as the app shows it while the header's code loads, in an app `width` wide. */
function headerPlace(width: number) {
  const { host, root } = mountInShadow(
    <div className="help-root">
      <HeaderOutline>
        <GasEmergencyStrip />
      </HeaderOutline>
    </div>,
    { styles: [appCss] },
  );
  host.style.width = `${width}px`;
  return { host, root, place: root.querySelector<HTMLElement>('.has-header-placeholder')! };
}

describe("the header's place while its code loads", () => {
  afterEach(unmountAll);

  it("keeps the header's shape: the supplier's name, the outline of its menu and links, and the gas emergency line", async () => {
    const { host, place } = headerPlace(1000);
    const bar = place.querySelector('.site-header__bar')!;
    expect(textOf(bar)).to.equal(HEADER_BRAND);
    expect(bar.querySelectorAll('.site-header__outline-tool')).to.have.length(1);
    expect(place.querySelectorAll('.site-header__outline-link')).to.have.length(4);
    // The outline is for the eye: a screen reader hears only the gas emergency line.
    for (const outline of place.querySelectorAll('.site-header__bar, .site-header__outline')) expect(outline.getAttribute('aria-hidden')).to.equal('true');
    const strip = place.querySelector('.site-header__secondary')!;
    expect(strip.closest('[aria-hidden]')).to.equal(null);
    expect(strip.querySelector(`a[href="${GAS_EMERGENCY.href}"]`)?.textContent).to.equal(GAS_EMERGENCY.number);
    // The outline's bars show on the dark background, and the line sits at the place's foot.
    const link = place.querySelector<HTMLElement>('.site-header__outline-link')!;
    expect(link.getBoundingClientRect().width).to.be.greaterThan(40);
    expect(place.getBoundingClientRect().bottom - strip.getBoundingClientRect().bottom).to.be.closeTo(0, 1);
    await expect(host).to.be.accessible();
  });

  for (const width of [359, 760, 1000]) {
    it(`fits its outline and the gas emergency line in the height it holds, in a ${width}px app`, () => {
      const { place } = headerPlace(width);
      const held = Number.parseFloat(getComputedStyle(place).minHeight);
      expect(held).to.be.greaterThan(200);
      // Taller than the height held, it would push the page down as the real header came.
      expect(place.getBoundingClientRect().height).to.be.closeTo(held, 1);
    });
  }
});
