/** What a page rendered on request carries (snapshot-data.ts), in Node. */
import { describe, it } from 'node:test';
import { expect } from 'chai';
import type { SnapshotData } from '../snapshot';
import { routeParams, snapshotDataScript } from './snapshot-data';

describe('routeParams', () => {
  it('names the segments of a page its route takes', () => {
    expect(routeParams('/:category/:article', '/meters/economy-7-meters')).to.deep.equal({ category: 'meters', article: 'economy-7-meters' });
    expect(routeParams('/complaints/:complaint', '/complaints/pay-as-you-go')).to.deep.equal({ complaint: 'pay-as-you-go' });
    expect(routeParams('/:category/:article', '/meters/economy-7-meters/')).to.deep.equal({ category: 'meters', article: 'economy-7-meters' });
  });

  it('takes no page of another length, nor one whose fixed segment differs', () => {
    expect(routeParams('/:category/:article', '/meters')).to.equal(null);
    expect(routeParams('/:category/:article', '/meters/a/b')).to.equal(null);
    expect(routeParams('/complaints/:complaint', '/meters/pay-as-you-go')).to.equal(null);
    expect(routeParams('/:category/:article', '/meters/%E0%A4%A')).to.equal(null);
  });
});

describe('snapshotDataScript', () => {
  it('holds the data as JSON that reads back the same', () => {
    const data: SnapshotData = { queries: [[['categories'], [{ slug: 'meters' }], 1]], sanitiser: true };
    const script = snapshotDataScript(data);
    expect(script).to.match(/^<script type="application\/json" data-help-snapshot-data>/);
    expect(JSON.parse(script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).to.deep.equal(data);
  });

  it('cannot be closed or commented out by the content it carries', () => {
    const title = '</script><script>alert(1)</script><!--';
    const script = snapshotDataScript({ queries: [[['article', 'meters', 'a'], { title }, 1]] });
    expect(script.match(/<\/script/gi), 'one end: its own').to.have.length(1);
    expect(script).not.to.include('<!--');
    expect(script).not.to.include('<script>');
    const json = JSON.parse(script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as SnapshotData;
    expect(json.queries[0]![1]).to.deep.equal({ title });
  });
});
