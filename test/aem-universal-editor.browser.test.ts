/**
 * The demo's Universal Editor pages (demo/aem-pages.mjs, /aem/ue/<tag>.html): a component as AEM's
 * Universal Editor opens it, with the package's include (its definitions and content-patch
 * script) and, standing in for the editor's own script, a listener on the body that reloads the
 * page on every change, as the editor's default does. The editor announces a saved property with
 * aue:content-patch (the properties panel) or aue:content-update, dispatched on the component's
 * element. Where the element shows a new value of the attribute the property sets at once (a
 * category, an article), it must show it in place, without that reload. Any other change (the
 * journey's complaint, a checkbox, a property the element has no attribute for) is left to the
 * editor, which reloads: that the stand-in reloads is what lets the in-place tests fail. Needs the package built (`npm run build`).
 */
import { expect } from '@open-wc/testing';
import { TEXT as COMPLAINT_TEXT } from '../src/elements/complaint-journey/complaint-journey.text';
import { textOf, waitFor } from './helpers/dom';
import { closeAemPage, headingShown, openAemPage, settle, type ProbedWindow } from './helpers/aem';
import { resetStandIns } from './helpers/stand-ins';

/** A page of the editor, marked so that a reload (a new document) shows. */
async function openEditorPage(tag: string) {
  const { win, doc } = await openAemPage(`/aem/ue/${tag}.html`);
  const element = doc.querySelector(tag) as HTMLElement;
  expect(element.getAttribute('data-aue-type'), 'instrumented as a component').to.equal('component');
  const root = await waitFor(() => element.shadowRoot, { message: `<${tag}>'s shadow root` });
  const heading = textOf(await headingShown(root, tag));
  await settle(win);
  (win as ProbedWindow & { __sameDocument?: boolean }).__sameDocument = true;
  const sameDocument = () => (win as ProbedWindow & { __sameDocument?: boolean }).__sameDocument === true && win.document === doc;
  return { win, doc, element, root, heading, sameDocument };
}

/** What the editor dispatches on the element once the service has saved the change. */
function editorEvent(win: Window, type: 'aue:content-patch' | 'aue:content-update', detail: unknown) {
  const EventOfPage = (win as Window & typeof globalThis).CustomEvent;
  return new EventOfPage(type, { bubbles: true, detail });
}

const request = (element: Element, prop?: string) => ({
  connections: [{ name: 'aemconnection', protocol: 'aem', uri: 'https://author.example.com' }],
  target: { resource: element.getAttribute('data-aue-resource')?.replace(/^urn:aemconnection:/, ''), type: 'component', ...(prop ? { prop } : {}) },
});

describe('the Universal Editor page: a changed property shows in place, without a reload [all engines] [both runtimes]', () => {
  beforeEach(resetStandIns);
  afterEach(async () => {
    closeAemPage();
    await resetStandIns();
  });

  it('<help-category>: aue:content-patch of its category shows that category', async () => {
    const { win, element, root, heading, sameDocument } = await openEditorPage('help-category');
    expect(heading).to.equal('What to do in an emergency?');
    element.dispatchEvent(editorEvent(win, 'aue:content-patch', { patch: { name: 'category', value: 'meters' }, request: request(element), response: {} }));
    expect(element.getAttribute('category')).to.equal('meters');
    await waitFor(() => textOf(root.querySelector('h1') ?? root) === 'Meters' && root.querySelector('h1'), { message: 'the Meters heading in place' });
    await settle(win);
    expect(sameDocument(), 'the same document: no reload').to.equal(true);
    expect(win.__host.errors, 'errors').to.deep.equal([]);
    expect(win.__host.violations, 'CSP violations').to.deep.equal([]);
  });

  it('<help-article>: the service’s JSON patch of its article, then aue:content-update of its category, each shown in place', async () => {
    const { win, element, root, sameDocument } = await openEditorPage('help-article');
    element.dispatchEvent(editorEvent(win, 'aue:content-patch', { patch: [{ op: 'replace', path: '/article', value: 'faulty-meter' }], request: request(element), response: {} }));
    expect(element.getAttribute('article')).to.equal('faulty-meter');
    await waitFor(() => /faulty meter/i.test(textOf(root.querySelector('h1') ?? root)) && root.querySelector('h1'), { message: 'the faulty meter article in place' });
    // In place: the category of an article of another category, which the author is told to mend.
    element.dispatchEvent(editorEvent(win, 'aue:content-update', { value: 'emergencies', request: request(element, 'category'), response: {} }));
    expect(element.getAttribute('category')).to.equal('emergencies');
    await waitFor(() => root.querySelector('[part~="authoring-note"]'), { message: 'the authoring note for an article not of that category' });
    await settle(win);
    expect(sameDocument(), 'the same document: no reload').to.equal(true);
  });

  it('a setting the element reads as it starts (a checkbox) is left to the editor, which reloads the page to show it', async () => {
    const { win, element, sameDocument } = await openEditorPage('meter-read-form');
    expect(element.hasAttribute('owns-page')).to.equal(true);
    element.dispatchEvent(editorEvent(win, 'aue:content-patch', { patch: { name: 'ownsPage', value: false }, request: request(element), response: {} }));
    await waitFor(() => !sameDocument(), { message: 'the editor’s reload' });
  });

  it('<complaint-journey>: a complaint, which the journey takes as it starts, is left to the editor, which reloads the page', async () => {
    const { win, element, root, sameDocument } = await openEditorPage('complaint-journey');
    await waitFor(() => textOf(root).includes(COMPLAINT_TEXT.customerTypeQuestion), { message: 'the customer type question, with no complaint set' });
    element.dispatchEvent(editorEvent(win, 'aue:content-patch', { patch: { name: 'complaint', value: 'pay-as-you-go' }, request: request(element), response: {} }));
    await waitFor(() => !sameDocument(), { message: 'the editor’s reload' });
  });

  it('a property the component has no attribute for is left to the editor, which reloads the page', async () => {
    const { win, element, sameDocument } = await openEditorPage('help-category');
    element.dispatchEvent(editorEvent(win, 'aue:content-patch', { patch: { name: 'colour', value: 'red' }, request: request(element), response: {} }));
    await waitFor(() => !sameDocument(), { message: 'the editor’s reload' });
    expect(element.hasAttribute('colour')).to.equal(false);
  });
});
