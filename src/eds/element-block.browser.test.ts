/**
 * A block decorated (element-block.ts) in the browser: the element in place of its table, its
 * attributes from the rows, authoring mode on a preview only, and a failure to load the
 * element's code reported. The blocks at work on a page: test/eds-page.browser.test.ts.
 */
import { expect } from '@open-wc/testing';
import { waitFor } from '../../test/helpers/dom';
import { collectReports } from '../../test/helpers/reports';
import { decorateElementBlock, elementScriptUrl } from './element-block';

/** A block as Edge Delivery delivers it: a div per row, a div per cell. */
function blockOf(name: string, rows: string[][]): HTMLElement {
  const block = document.createElement('div');
  block.className = `${name} block`;
  for (const cells of rows) {
    const row = document.createElement('div');
    for (const text of cells) {
      const cell = document.createElement('div');
      // Edge Delivery wraps a cell's text in a paragraph when the author's cell holds one.
      const paragraph = document.createElement('p');
      paragraph.textContent = text;
      cell.append(paragraph);
      row.append(cell);
    }
    block.append(row);
  }
  document.body.append(block);
  return block;
}

const CATEGORY = {
  tag: 'help-category-block-test',
  attributes: [
    { name: 'category', kind: 'text', label: 'Category' },
    { name: 'owns-page', kind: 'boolean', label: 'Owns page' },
  ],
} as const;
/** A block whose element's code is nowhere: its load fails, and nothing else runs. */
const NOWHERE = `${location.origin}/__nowhere/blocks/help-category/help-category.js`;

describe('decorateElementBlock', () => {
  let reports: ReturnType<typeof collectReports>;
  /** Blocks decorated by the test: each one's load fails, and is reported, before the next test. */
  let decorated = 0;
  const decorate = (block: HTMLElement, hostname: string) => {
    decorated += 1;
    return decorateElementBlock(block, CATEGORY, NOWHERE, hostname);
  };
  beforeEach(() => {
    reports = collectReports();
    decorated = 0;
  });
  afterEach(async () => {
    await waitFor(() => reports.reports.length >= decorated, { message: "every block's failure reported" });
    reports.stop();
    for (const block of document.querySelectorAll('.block')) block.remove();
  });

  it('puts the element alone in place of the table, with the attributes its rows set', () => {
    const block = blockOf('help-category', [['Category', 'meters'], ['Owns page', 'Yes']]);
    const element = decorate(block, 'main--site--supplier.aem.live');
    expect([...block.children]).to.deep.equal([element]);
    expect(element.localName).to.equal('help-category-block-test');
    expect(Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value]))).to.deep.equal({ category: 'meters', 'owns-page': '' });
  });

  it('runs the element in authoring mode on a preview, never on the live site', () => {
    expect(decorate(blockOf('help-category', [['Category', 'Meters']]), 'main--site--supplier.aem.page').hasAttribute('authoring')).to.equal(true);
    expect(decorate(blockOf('help-category', [['Category', 'Meters']]), 'main--site--supplier.aem.live').hasAttribute('authoring')).to.equal(false);
  });

  it('reports a failure to load the element’s code, naming the element', async () => {
    decorate(blockOf('help-category', []), 'localhost');
    const [reported] = await waitFor(() => (reports.reports.length > 0 ? reports.reports : null), { message: 'the failure reported' });
    expect(reported?.context).to.deep.equal({ action: 'loading its code in its Edge Delivery block', element: 'help-category-block-test' });
  });

  it('finds the element’s entry script beside the blocks, under the project’s code base', () => {
    expect(elementScriptUrl('help-category', 'https://main--site--supplier.aem.live/blocks/help-category/help-category.js')).to.equal(
      'https://main--site--supplier.aem.live/scripts/help-and-support/elements/help-category.js',
    );
    expect(elementScriptUrl('meter-read-form', 'http://localhost:8000/eds/blocks/meter-read-form/meter-read-form.js')).to.equal(
      'http://localhost:8000/eds/scripts/help-and-support/elements/meter-read-form.js',
    );
  });
});
