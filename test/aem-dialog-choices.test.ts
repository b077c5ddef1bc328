/**
 * The dialogs' script (aem/dialog-choices.js, the client library help-and-support.dialog): in a
 * dialog as Granite UI renders it, a select whose choices follow another field offers only those
 * that go with that field's value, as the dialog opens and as the field changes. Run in jsdom
 * with the two things it uses of Granite: jQuery's foundation-contentloaded and Coral's selects
 * (items.clear, items.add, value), as small stand-ins.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { expect } from 'chai';

interface JsdomModule {
  JSDOM: new (html: string, options: { runScripts: 'outside-only' }) => { window: Window & typeof globalThis & { eval(source: string): unknown } };
}
const require = createRequire(import.meta.url);
const { JSDOM } = createRequire(require.resolve('@adobe/htlengine'))('jsdom') as JsdomModule;
const SCRIPT = readFileSync(new URL('../aem/dialog-choices.js', import.meta.url), 'utf8');

const CHOICES = [
  { value: 'faulty-meter', text: 'Faulty meter', of: 'meters' },
  { value: 'how-to-read-your-meter', text: 'How to read your meter', of: 'meters' },
  { value: 'gas-leak', text: 'Gas leak', of: 'emergencies' },
];

/** A Coral select as the script sees it: its items and its value. */
interface CoralSelect extends HTMLElement {
  value: string;
  options: { value: string; text: string }[];
  items: { clear(): void; add(item: { value: string; content: { textContent: string } }): void };
}

function dialog(category: string, article: string) {
  const { window } = new JSDOM(
    `<form><coral-select name="./category"></coral-select><coral-select name="./article" data-help-follows="./category"></coral-select></form>`,
    { runScripts: 'outside-only' },
  );
  const [categorySelect, articleSelect] = [...window.document.querySelectorAll('coral-select')] as CoralSelect[];
  articleSelect!.setAttribute('data-help-choices', JSON.stringify(CHOICES));
  for (const select of [categorySelect!, articleSelect!]) {
    select.options = CHOICES.map(({ value, text }) => ({ value, text }));
    select.items = { clear: () => (select.options = []), add: ({ value, content }) => select.options.push({ value, text: content.textContent }) };
  }
  categorySelect!.value = category;
  articleSelect!.value = article;
  const handlers: ((event: { target: unknown }) => void)[] = [];
  Object.assign(window, {
    jQuery: () => ({ on: (type: string, handler: (event: { target: unknown }) => void) => type === 'foundation-contentloaded' && handlers.push(handler) }),
    Coral: { commons: { ready: (_element: unknown, callback: () => void) => callback() } },
  });
  window.eval(SCRIPT);
  const open = () => handlers.forEach((handler) => handler({ target: window.document }));
  return { window, categorySelect: categorySelect!, articleSelect: articleSelect!, open };
}

describe('the dialogs’ script: a select whose choices follow another field', () => {
  it('offers, as the dialog opens, only the articles of the category chosen, keeping the one chosen', () => {
    const { articleSelect, open } = dialog('meters', 'faulty-meter');
    expect(articleSelect.options.length, 'every article before the dialog opens').to.equal(3);
    open();
    expect(articleSelect.options.map(({ value }) => value)).to.deep.equal(['', 'faulty-meter', 'how-to-read-your-meter']);
    expect(articleSelect.options[1]?.text).to.equal('Faulty meter');
    expect(articleSelect.value).to.equal('faulty-meter');
  });

  it('narrows them again when the category changes, and clears an article of the category left', () => {
    const { window, categorySelect, articleSelect, open } = dialog('meters', 'faulty-meter');
    open();
    categorySelect.value = 'emergencies';
    categorySelect.dispatchEvent(new window.Event('change'));
    expect(articleSelect.options.map(({ value }) => value)).to.deep.equal(['', 'gas-leak']);
    expect(articleSelect.value).to.equal('');
  });

  it('wires a dialog once, however often its content is announced', () => {
    const { window, categorySelect, articleSelect, open } = dialog('meters', '');
    open();
    open();
    let narrowed = 0;
    const { items } = articleSelect;
    articleSelect.items = {
      add: (item) => items.add(item),
      clear: () => {
        narrowed += 1;
        items.clear();
      },
    };
    categorySelect.dispatchEvent(new window.Event('change'));
    expect(narrowed).to.equal(1);
  });
});
