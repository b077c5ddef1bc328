import { expect } from '@open-wc/testing';
import { define as defineMeterReadForm } from '../src/elements/meter-read-form/meter-read-form.element';
import { defineAll } from '../src/define';
import * as publicApi from '../src/index';

const TAGS = ['meter-read-form'];

describe('registering the tags', () => {
  it('define.ts registers every tag, and registering again (two script tags) does no harm', () => {
    defineAll();
    defineMeterReadForm();
    defineAll();
    for (const tag of TAGS) expect(customElements.get(tag), tag).to.be.a('function');
    expect(customElements.get('meter-read-form')).to.equal(publicApi.MeterReadFormElement);
  });

  it('gives every element an open shadow root', () => {
    for (const tag of TAGS) {
      const el = document.createElement(tag);
      expect(el.shadowRoot, tag).to.be.instanceOf(ShadowRoot);
      expect(el.shadowRoot!.mode).to.equal('open');
    }
  });
});
