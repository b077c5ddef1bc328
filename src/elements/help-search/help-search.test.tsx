import { expect } from '@open-wc/testing';
import { textOf } from '../../../test/helpers/dom';
import { mountElement, resetPage } from '../../../test/helpers/element';
import { define } from './help-search.element';
import { TEXT } from './help-search.text';

define();

describe('<help-search>', () => {
  beforeEach(resetPage);
  after(resetPage);

  it('shows its first screen, accessible, without taking focus on page load', async () => {
    const { el, root } = await mountElement('help-search');
    expect(textOf(root)).to.contain(TEXT.heading);
    expect(document.activeElement).not.to.equal(el);
    await expect(el).to.be.accessible();
  });
});
