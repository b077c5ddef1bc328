import { describe, it } from 'node:test';
import { expect } from 'chai';
import { PAGE_VIEW_WAIT_MS, PageViews, type PageViewTimers } from './page-views';

/** Timers run by hand: `fire()` runs what is due after `ms`. */
function manualTimers() {
  let now = 0;
  const due = new Map<number, { at: number; callback: () => void }>();
  let next = 0;
  const timers: PageViewTimers = {
    set: (callback, ms) => {
      due.set(++next, { at: now + ms, callback });
      return next;
    },
    clear: (handle) => void due.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, timer] of [...due]) {
      if (timer.at > now) continue;
      due.delete(handle);
      timer.callback();
    }
  };
  return { timers, advance, pending: () => due.size };
}

function pageViews() {
  const sent: string[] = [];
  const clock = manualTimers();
  return { views: new PageViews((path) => sent.push(path), clock.timers), sent, clock };
}

describe('page views of the app', () => {
  it('sends an address’s view once its screen shows and nothing is in flight, once', () => {
    const { views, sent } = pageViews();
    views.arrive('/probate');
    views.settle(false);
    expect(sent, 'before its screen shows').to.deep.equal([]);
    views.shown('/probate');
    views.settle(true);
    expect(sent, 'while a request is in flight').to.deep.equal([]);
    views.settle(false);
    views.settle(false);
    expect(sent).to.deep.equal(['/probate']);
  });

  it('takes a screen that shows before the new address is taken in', () => {
    const { views, sent } = pageViews();
    views.shown('/contact-us');
    views.arrive('/contact-us');
    views.settle(false);
    expect(sent).to.deep.equal(['/contact-us']);
  });

  it('never sends the view of an address that is not found, said before or after it is taken in', () => {
    const { views, sent, clock } = pageViews();
    views.leaving('/no-such-page');
    views.arrive('/no-such-page');
    views.arrive('/meters');
    views.shown('/meters');
    views.leaving('/meters');
    views.settle(false);
    clock.advance(PAGE_VIEW_WAIT_MS);
    views.arrive('/probate');
    expect(sent).to.deep.equal([]);
  });

  it('sends a held view when the customer moves on, and sends none twice', () => {
    const { views, sent } = pageViews();
    views.arrive('/meters');
    views.arrive('/meters');
    views.arrive('/contact-us');
    views.shown('/contact-us');
    views.settle(false);
    views.arrive('/probate');
    expect(sent).to.deep.equal(['/meters', '/contact-us']);
  });

  it('sends a view that waits on a request that never answers after PAGE_VIEW_WAIT_MS', () => {
    const { views, sent, clock } = pageViews();
    views.arrive('/meters');
    views.shown('/meters');
    views.settle(true);
    clock.advance(PAGE_VIEW_WAIT_MS - 1);
    expect(sent).to.deep.equal([]);
    clock.advance(1);
    expect(sent).to.deep.equal(['/meters']);
    expect(clock.pending()).to.equal(0);
  });

  it('drops a held view when the app goes', () => {
    const { views, sent, clock } = pageViews();
    views.arrive('/meters');
    views.stop();
    clock.advance(PAGE_VIEW_WAIT_MS);
    expect(sent).to.deep.equal([]);
    expect(clock.pending()).to.equal(0);
  });
});
