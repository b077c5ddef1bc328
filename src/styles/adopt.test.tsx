import { expect } from '@open-wc/testing';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { $, act, mountInShadow, unmountAll } from '../../test/helpers/react';
import formsCss from '../components/forms/forms.css';
import { adoptStyles, baseStyles, dropStyles, heldByLink, sheetFor, styleRootOf, useAdoptedStyles } from './adopt';
import { base, components, tokens } from './index';

describe('styles/adopt [all engines]', () => {
  afterEach(() => unmountAll());

  it('builds one sheet per CSS text and reuses it', () => {
    const first = sheetFor('.a { color: red; }');
    expect(sheetFor('.a { color: red; }')).to.equal(first);
    expect(sheetFor('.b { color: red; }')).not.to.equal(first);
    expect(first.cssRules.length).to.equal(1);
  });

  it('adopts each sheet once and keeps sheets the root already had', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const own = new CSSStyleSheet();
    root.adoptedStyleSheets = [own];
    adoptStyles(root, tokens, base);
    adoptStyles(root, tokens, base, components, components);
    expect(root.adoptedStyleSheets).to.deep.equal([own, sheetFor(tokens), sheetFor(base), sheetFor(components)]);
  });

  it("leaves the sheets a snapshot's stylesheet holds to it, for as long as it says it holds them", () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    let linkThere = true;
    heldByLink.set(root, (css) => linkThere && (css === tokens || css === base));
    adoptStyles(root, tokens, base, components);
    expect(root.adoptedStyleSheets, 'only the sheet it does not hold').to.deep.equal([sheetFor(components)]);
    // A snapshot rendered afresh: its link goes with it.
    linkThere = false;
    adoptStyles(root, tokens, base, components);
    expect(root.adoptedStyleSheets).to.deep.equal([sheetFor(components), sheetFor(tokens), sheetFor(base)]);
  });

  it('drops the sheets of the texts given from a root, keeping the rest, and builds none to do it', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    adoptStyles(root, tokens, base, components);
    dropStyles(root, base, ':host { --never-adopted: 1 }');
    expect(root.adoptedStyleSheets).to.deep.equal([sheetFor(tokens), sheetFor(components)]);
    const kept = root.adoptedStyleSheets;
    dropStyles(root, base);
    expect(root.adoptedStyleSheets, 'nothing to drop: the same list').to.equal(kept);
  });

  it('exports tokens, base and component styles in that order for every element', () => {
    expect(baseStyles).to.deep.equal([tokens, base, components]);
    // Private tokens read the public --help-* names, with our defaults as fallbacks.
    expect(tokens).to.contain('--_color-focus: var(--help-color-focus, #ffdd00)');
    expect(tokens).not.to.match(/^\s*--help-[a-z-]+:/m);
    expect(base).to.contain('.visually-hidden');
  });

  it('finds the shadow root from the root itself, its host, or a node inside it', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('span');
    root.append(inner);
    expect(styleRootOf(root)).to.equal(root);
    expect(styleRootOf(host)).to.equal(root);
    expect(styleRootOf(inner)).to.equal(root);
    expect(styleRootOf(document.createElement('p'))).to.equal(document);
  });

  it('useAdoptedStyles adopts before the browser paints (in the layout phase) [both runtimes]', () => {
    const seenInLayout: number[] = [];
    function Screen({ container }: { container: ShadowRoot }) {
      useAdoptedStyles(container, ...baseStyles, '.screen { color: green; }');
      // Declared after the hook, so it runs after the hook's layout effect, still before paint.
      useLayoutEffect(() => {
        seenInLayout.push(container.adoptedStyleSheets.length);
      }, [container]);
      return <p className="screen">Hello</p>;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const reactRoot = createRoot(shadow);
    act(() => reactRoot.render(<Screen container={shadow} />));
    act(() => reactRoot.render(<Screen container={shadow} />));
    expect(seenInLayout[0]).to.equal(4);
    expect(shadow.adoptedStyleSheets.length).to.equal(4);
    expect(getComputedStyle(shadow.querySelector('p') as HTMLElement).color).to.equal('rgb(0, 128, 0)');
    act(() => reactRoot.unmount());
    host.remove();
  });

  it('useAdoptedStyles does nothing without a container', () => {
    function Plain() {
      useAdoptedStyles(undefined, ...baseStyles);
      return <p>Plain</p>;
    }
    const before = document.adoptedStyleSheets.length;
    const { root } = mountInShadow(<Plain />, { withoutBaseStyles: true });
    expect(root.adoptedStyleSheets.length).to.equal(0);
    expect(document.adoptedStyleSheets.length).to.equal(before);
  });

  it('gives the element block display and its root the tokens: font and colour, themable from any ancestor', () => {
    const { host, root } = mountInShadow(
      <div className="help-root">
        <p className="help-body">Text</p>
      </div>,
    );
    expect(root.adoptedStyleSheets.length).to.be.greaterThanOrEqual(3);
    expect(getComputedStyle(host).display).to.equal('block');
    const text = $(root, 'p');
    expect(getComputedStyle(text).color).to.equal('rgb(11, 12, 12)');
    expect(getComputedStyle(host).getPropertyValue('--_color-focus').trim()).to.equal('#ffdd00');
    expect(getComputedStyle(text).marginBottom).to.equal('20px');
    // A theme on an ancestor is not reset by the element's own defaults.
    document.body.style.setProperty('--help-color-text', 'rgb(1, 2, 3)');
    try {
      expect(getComputedStyle(text).color).to.equal('rgb(1, 2, 3)');
    } finally {
      document.body.style.removeProperty('--help-color-text');
    }
  });

  it('shows a 3px yellow focus ring on a focused input', () => {
    const { root } = mountInShadow(
      <div className="help-form-group">
        <label className="help-label" htmlFor="name">
          Name
        </label>
        <input className="help-input" id="name" />
      </div>,
      { styles: [formsCss] },
    );
    const input = $<HTMLInputElement>(root, 'input');
    input.focus();
    expect(root.activeElement).to.equal(input);
    const style = getComputedStyle(input);
    expect(style.outlineStyle).to.equal('solid');
    expect(style.outlineWidth).to.equal('3px');
    expect(style.outlineColor).to.equal('rgb(255, 221, 0)');
    expect(style.borderTopWidth).to.equal('2px');
    expect(parseFloat(style.height)).to.be.greaterThanOrEqual(40);
  });

  it('hides .visually-hidden text on screen but keeps it in the page', () => {
    const { root } = mountInShadow(<span className="visually-hidden">Error:</span>);
    const span = $(root, 'span');
    expect(span.getBoundingClientRect().width).to.be.lessThanOrEqual(1);
    expect(span.textContent).to.equal('Error:');
  });
});
