/**
 * What the lean build's roots (lean-client.ts) promise, checked on both runtimes (marked for
 * preact/compat as well as React): the same behaviour as React's.
 */
import { expect } from '@open-wc/testing';
import { useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { waitFor } from '../../test/helpers/dom';

function Choice({ seen }: { seen: string[] }) {
  const [chosen, setChosen] = useState('');
  return (
    <>
      <select aria-label="Address" value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">Choose</option>
        <option value="a">A</option>
      </select>
      <button type="button" onClick={() => seen.push(chosen)}>
        Use this address
      </button>
      <input aria-label="Account number" spellCheck={false} />
    </>
  );
}

describe('the runtime behind react-dom/client [all engines] [both runtimes]', () => {
  let host: HTMLElement | undefined;
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    host?.remove();
    root = undefined;
    host = undefined;
  });

  async function mount(jsx: ReactNode) {
    host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const created = createRoot(shadow);
    root = created;
    created.render(jsx);
    await waitFor(() => shadow.querySelector('button'), { message: 'the rendered tree' });
    return shadow;
  }

  it('hands a click the state of a change dispatched just before it, in the same task', async () => {
    const seen: string[] = [];
    const shadow = await mount(<Choice seen={seen} />);
    const select = shadow.querySelector('select')!;
    select.value = 'a';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    shadow.querySelector('button')!.click();
    expect(seen).to.deep.equal(['a']);
  });

  it("gives a key handler React's key: a Tab sent without its name, and the old names, read as today's", async () => {
    const keys: string[] = [];
    const shadow = await mount(
      <>
        <input aria-label="Keys" onKeyDown={(event) => keys.push(event.key)} />
        <button type="button">Next</button>
      </>,
    );
    const input = shadow.querySelector('input')!;
    const press = (init: KeyboardEventInit, keyCode: number) => {
      const event = new KeyboardEvent('keydown', { bubbles: true, composed: true, cancelable: true, ...init });
      // As WebKit sends Tab held with Shift from automation: no name, only the legacy code.
      Object.defineProperty(event, 'keyCode', { value: keyCode });
      input.dispatchEvent(event);
    };
    press({ key: 'Unidentified', shiftKey: true }, 9);
    press({ key: 'Esc' }, 27);
    press({ key: 'Left' }, 37);
    press({ key: 'Unidentified' }, 115);
    press({ key: 'a' }, 65);
    press({ key: 'Unidentified' }, 0);
    expect(keys).to.deep.equal(['Tab', 'Escape', 'ArrowLeft', 'F4', 'a', 'Unidentified']);
  });

  it('writes spellCheck={false} as spellcheck="false"', async () => {
    const shadow = await mount(<Choice seen={[]} />);
    expect(shadow.querySelector('input')!.getAttribute('spellcheck')).to.equal('false');
  });

  it('renders an element made by a host script with every attribute set before it was added', async () => {
    const seen: string[] = [];
    class Probe extends HTMLElement {
      readonly #root = createRoot(this.attachShadow({ mode: 'open' }));
      static observedAttributes = ['first'];
      attributeChangedCallback() {
        this.#render();
      }
      connectedCallback() {
        this.#render();
      }
      disconnectedCallback() {
        this.#root.unmount();
      }
      #render() {
        // What r2wc does: render on each attribute, and on connection.
        this.#root.render(<Attributes host={this} seen={seen} />);
      }
    }
    function Attributes({ host: element, seen: log }: { host: HTMLElement; seen: string[] }) {
      const [read] = useState(() => element.getAttributeNames().join(' '));
      log.push(read);
      return <button type="button">{read}</button>;
    }
    if (!customElements.get('runtime-probe')) customElements.define('runtime-probe', Probe);
    const probe = document.createElement('runtime-probe');
    host = probe;
    probe.setAttribute('first', '');
    probe.setAttribute('second', '');
    document.body.append(probe);
    const button = await waitFor(() => probe.shadowRoot?.querySelector('button'), { message: 'the probe' });
    expect(button.textContent).to.equal('first second');
  });
});
