import { expect } from '@open-wc/testing';
import { useRef } from 'react';
import { Button } from './Button';
import { PageHeading, useFocusOnMount } from './PageHeading';
import { $, keys, mountInShadow, unmountAll, user } from '../../test/helpers/react';

describe('Button', () => {
  afterEach(() => unmountAll());

  it('is a primary button of type button by default', () => {
    const { root } = mountInShadow(<Button>Continue</Button>);
    const button = $<HTMLButtonElement>(root, 'button');
    expect(button.type).to.equal('button');
    expect(button.className).to.equal('help-button');
    expect(button.getAttribute('part')).to.equal('button');
    expect(getComputedStyle(button).color).to.equal('rgb(255, 255, 255)');
  });

  it('has secondary and link looks', () => {
    const { root } = mountInShadow(
      <>
        <Button variant="secondary">Back</Button>
        <Button variant="link">Change</Button>
      </>,
    );
    const [secondary, link] = [...root.querySelectorAll('button')];
    expect(secondary?.className).to.equal('help-button help-button--secondary');
    expect(link?.className).to.equal('help-button-link');
  });

  it('stays focusable while busy but ignores clicks and does not submit [all engines] [both runtimes]', async () => {
    let submits = 0;
    let clicks = 0;
    const { root } = mountInShadow(
      <form noValidate onSubmit={(event) => { event.preventDefault(); submits += 1; }}>
        <input aria-label="Reading" />
        <Button type="submit" busy onClick={() => { clicks += 1; }}>
          Send reading
        </Button>
      </form>,
    );
    const button = $<HTMLButtonElement>(root, 'button');
    expect(button.disabled).to.equal(false);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    button.focus();
    expect(root.activeElement).to.equal(button);
    await keys({ press: 'Enter' });
    await user(() => button.click());
    $<HTMLInputElement>(root, 'input').focus();
    await keys({ press: 'Enter' });
    expect(clicks).to.equal(0);
    expect(submits).to.equal(0);
    expect(getComputedStyle(button).opacity).to.equal('0.5');
  });

  it('ignores a second click within a second when preventDoubleClick is on [both runtimes]', async () => {
    let submits = 0;
    const { root } = mountInShadow(
      <form noValidate onSubmit={(event) => { event.preventDefault(); submits += 1; }}>
        <Button type="submit" preventDoubleClick>
          Send reading
        </Button>
      </form>,
    );
    const button = $<HTMLButtonElement>(root, 'button');
    await user(() => {
      button.click();
      button.click();
    });
    expect(submits).to.equal(1);
  });

  it('uses the native disabled attribute for unavailable actions', () => {
    const { root } = mountInShadow(<Button disabled>Continue</Button>);
    expect($<HTMLButtonElement>(root, 'button').disabled).to.equal(true);
  });

  it('shows the yellow focus style when focused from the keyboard [all engines]', async () => {
    const { root } = mountInShadow(
      <>
        <input aria-label="Before" />
        <Button>Continue</Button>
      </>,
    );
    $<HTMLInputElement>(root, 'input').focus();
    await keys({ press: 'Tab' });
    const button = $<HTMLButtonElement>(root, 'button');
    expect(root.activeElement).to.equal(button);
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(255, 221, 0)');
  });
});

describe('PageHeading and useFocusOnMount [all engines] [both runtimes]', () => {
  afterEach(() => unmountAll());

  it('focuses the h1 when a step appears', () => {
    const { root, rerender } = mountInShadow(<PageHeading key="one" focusOnMount={false}>Step one</PageHeading>);
    const first = $(root, 'h1');
    expect(first.tabIndex).to.equal(-1);
    expect(root.activeElement).to.equal(null);
    rerender(<PageHeading key="two" caption="Meter reading">Check your answers</PageHeading>);
    const second = $(root, 'h1');
    expect(root.activeElement).to.equal(second);
    expect($(second, '.help-caption').textContent).to.equal('Meter reading');
    expect(second.className).to.equal('help-heading-l');
  });

  it('refocuses when focusKey changes', () => {
    const { root, rerender } = mountInShadow(<PageHeading focusKey="a">A</PageHeading>);
    $(root, 'h1').blur();
    rerender(<PageHeading focusKey="b">B</PageHeading>);
    expect(root.activeElement).to.equal($(root, 'h1'));
  });

  it('useFocusOnMount focuses any element given a ref', () => {
    function Step() {
      const ref = useRef<HTMLHeadingElement>(null);
      useFocusOnMount(ref);
      return (
        <h2 tabIndex={-1} ref={ref}>
          Your details
        </h2>
      );
    }
    const { root } = mountInShadow(<Step />);
    expect(root.activeElement).to.equal($(root, 'h2'));
  });
});
