/**
 * The contact page from the build's snapshot (dist/embed/contact-us.html): the emergency link and
 * the three cards with their contact options are on the page before any script, the credit card
 * in its common case (not meter-read week). When the code arrives, the element takes the page
 * over with nothing moved and nothing reported, and the meter-read flag then decides the card.
 */
import { expect } from '@open-wc/testing';
import { nextFrame, textOf, waitFor } from '../../../test/helpers/dom';
import { resetPage } from '../../../test/helpers/element';
import { collectReports, reportedText } from '../../../test/helpers/reports';
import { removeSnapshots, snapshotInPage } from '../../../test/helpers/snapshot';
import { setFlags } from '../../../test/helpers/stand-ins';
import { getConfig } from '../../config';
import { HelpAndSupportElement } from '../help-and-support/help-and-support.element';
import { ContactUsElement } from './contact-us.element';
import { CARDS, TEXT } from './contact-us.text';

const SNIPPET = '/dist/embed/contact-us.html';
const FLAG_PATH = new URL(getConfig().meterReadConfigUrl, location.href).pathname;
/** The meter-read flag's answer has reached the page. */
const flagArrived = () => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === FLAG_PATH);

/** The snapshot's stylesheet link: there until the element has taken the page over. */
const snapshotLink = (root: ShadowRoot) => root.querySelector<HTMLLinkElement>('link[data-help-snapshot]');
const cardTitles = (root: ShadowRoot) => [...root.querySelectorAll('[part~="card-title"]')].map(textOf);
const creditCard = (root: ShadowRoot) => root.querySelector<HTMLElement>('.cu-card-credit')!;
/** The links a customer can see and follow in a card. */
const shownLinks = (card: HTMLElement) => [...card.querySelectorAll('a')].filter((a) => a.getBoundingClientRect().height > 0).map(textOf);

/** Where the page's parts are, as laid out with the styles in force. */
function layout(el: HTMLElement, root: ShadowRoot): string[] {
  const host = el.getBoundingClientRect();
  return [`host ${host.height}`, ...[...root.querySelectorAll('h1, .cu-emergency, [part~="card"]')].map((node) => {
    const box = node.getBoundingClientRect();
    return `${node.className} ${box.top - host.top} ${box.left - host.left} ${box.height}`;
  })];
}

describe('the contact page from the page, before and after its code arrives', () => {
  beforeEach(resetPage);
  afterEach(async () => {
    removeSnapshots();
    await setFlags({ meterReadWeek: false });
    await resetPage();
  });

  it('shows every card and its contact options before any script; taken over with nothing moved or reported, outside meter-read week nothing changes [all engines] [both runtimes]', async () => {
    await setFlags({ meterReadWeek: false });
    const { el, root, arrive } = await snapshotInPage(SNIPPET, 'contact-us', ContactUsElement);
    await waitFor(() => snapshotLink(root)?.sheet, { message: "the snapshot's stylesheet" });
    expect(textOf(root.querySelector('h1')!)).to.equal(TEXT.heading);
    expect(cardTitles(root)).to.deep.equal([CARDS.credit.title, CARDS.prepay.title, CARDS.homeServices.title]);
    const before = shownLinks(creditCard(root));
    expect(before, "the credit card's contact options").to.have.length(1);
    expect(before[0]).to.include(TEXT.viewContactOptions);
    await expect(el).to.be.accessible();

    const where = layout(el, root);
    const during: string[][] = [];
    const observer = new MutationObserver(() => during.push(layout(el, root)));
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    const reported = collectReports();
    performance.clearResourceTimings();
    try {
      arrive();
      await waitFor(() => !snapshotLink(root), { message: 'the page taken over' });
      await waitFor(flagArrived, { message: "the meter-read flag's answer" });
      await nextFrame(); // the answer rendered
      await nextFrame();
      observer.disconnect();
      for (const moment of during) expect(JSON.stringify(moment), 'nothing moves as the element takes the page over, nor once the flag is in').to.equal(JSON.stringify(where));
      expect(shownLinks(creditCard(root)), 'the same contact options').to.deep.equal(before);
      expect(reported.reports.map(reportedText), 'reports (a snapshot that did not match among them)').to.deep.equal([]);
      await expect(el).to.be.accessible();
    } finally {
      observer.disconnect();
      reported.stop();
    }
  });

  it('in meter-read week, the credit card becomes the way to the form once the code is in [both runtimes]', async () => {
    await setFlags({ meterReadWeek: true });
    const { el, root, arrive } = await snapshotInPage(SNIPPET, 'contact-us', ContactUsElement);
    arrive();
    await waitFor(() => shownLinks(creditCard(root)).includes(TEXT.submitMeterReading), { message: 'the "Submit a meter reading" link in the credit card' });
    expect(root.querySelectorAll('h1'), 'one heading').to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it("the app's contact page: every card before any script, the header's place held, taken over with nothing moved or reported [all engines] [both runtimes]", async () => {
    await setFlags({ meterReadWeek: false });
    const address = location.href;
    history.replaceState(null, '', '/help-and-support/contact-us');
    const { el, root, arrive } = await snapshotInPage('/dist/embed/help-and-support/contact-us.html', 'help-and-support', HelpAndSupportElement);
    await waitFor(() => snapshotLink(root)?.sheet, { message: "the snapshot's stylesheet" });
    expect(textOf(root.querySelector('h1')!)).to.equal(TEXT.heading);
    expect(cardTitles(root)).to.deep.equal([CARDS.credit.title, CARDS.prepay.title, CARDS.homeServices.title]);
    await expect(el).to.be.accessible();
    const where = layout(el, root);
    const during: string[][] = [];
    const observer = new MutationObserver(() => {
      if (snapshotLink(root)) during.push(layout(el, root));
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    const reported = collectReports();
    try {
      arrive();
      await waitFor(() => !snapshotLink(root) && root.querySelector('header.site-header'), { message: 'the page taken over, the header in its place' });
      observer.disconnect();
      for (const moment of during) expect(JSON.stringify(moment), 'nothing moves as the app takes the page over').to.equal(JSON.stringify(where));
      expect(root.querySelectorAll('h1'), 'one heading').to.have.length(1);
      expect(reported.reports.map(reportedText), 'reports (a snapshot that did not match among them)').to.deep.equal([]);
      await expect(el).to.be.accessible();
    } finally {
      observer.disconnect();
      reported.stop();
      history.replaceState(null, '', address);
    }
  });
});
