import { expect } from '@open-wc/testing';
import { textOf, waitFor } from '../../../test/helpers/dom';
import { mountElement, resetPage } from '../../../test/helpers/element';
import { define } from './complaint-journey.element';
import { TEXT } from './complaint-journey.text';

define();

describe('<complaint-journey> smoke', () => {
  beforeEach(resetPage);
  after(resetPage);
  it('starts on the customer type question', async () => {
    const { el, root } = await mountElement('complaint-journey');
    await waitFor(() => textOf(root).includes(TEXT.customerTypeQuestion));
    await expect(el).to.be.accessible();
  });
});
