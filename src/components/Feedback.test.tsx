import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { Banner } from './Banner';
import { Spinner } from './Spinner';
import { $, mountInShadow, unmountAll } from '../../test/helpers/react';
import { engineFeatures } from '../../test/helpers/engine';

/**
 * The rules a shadow root's stylesheets apply under prefers-reduced-motion: reduce, as a sheet
 * of their own, after checking that the engine understands the query.
 */
function reducedMotionRules(root: ShadowRoot): CSSStyleSheet {
  const rules = root.adoptedStyleSheets
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && /prefers-reduced-motion:\s*reduce/.test(rule.media.mediaText));
  expect(rules).to.have.length.above(0);
  for (const rule of rules) expect(matchMedia(rule.media.mediaText).media).to.not.equal('not all');
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules.flatMap((rule) => [...rule.cssRules].map((inner) => inner.cssText)).join('\n'));
  return sheet;
}

describe('Banner', () => {
  afterEach(() => unmountAll());

  it('shows the title as a heading and the content', () => {
    const { root } = mountInShadow(
      <Banner variant="info" title="Important" id="outage">
        <p>Our phone lines are closed on bank holidays.</p>
      </Banner>,
    );
    const banner = $(root, '.help-banner');
    expect(banner.classList.contains('help-banner--info')).to.equal(true);
    expect(banner.getAttribute('role')).to.equal('region');
    expect(banner.getAttribute('aria-labelledby')).to.equal('outage-title');
    const title = $(root, '#outage-title');
    expect(title.tagName).to.equal('H2');
    expect(title.textContent).to.equal('Important');
    expect($(root, '.help-banner__content').textContent).to.equal('Our phone lines are closed on bank holidays.');
    expect(banner.getAttribute('part')).to.equal('banner');
  });

  it('announces errors and successes with role alert, at the heading level asked for', () => {
    const { root } = mountInShadow(
      <>
        <Banner variant="error" title="There was a technical problem" headingLevel={3}>
          <p>Try again later.</p>
        </Banner>
        <Banner variant="success" title="Reading sent" />
        <Banner variant="info" title="Quiet" announce />
      </>,
    );
    const [error, success, info] = [...root.querySelectorAll('.help-banner')];
    expect(error?.getAttribute('role')).to.equal('alert');
    expect(error?.querySelector('h3')?.textContent).to.equal('There was a technical problem');
    expect(success?.getAttribute('role')).to.equal('alert');
    expect(success?.querySelector('.help-banner__content')).to.equal(null);
    expect(info?.getAttribute('role')).to.equal('alert');
    expect(getComputedStyle(error as Element).borderTopColor).to.equal('rgb(212, 53, 28)');
    expect(getComputedStyle(success as Element).borderTopColor).to.equal('rgb(0, 112, 60)');
  });
});

describe('Spinner', () => {
  afterEach(async () => {
    unmountAll();
    if ((await engineFeatures()).emulatesMedia) await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is a status with hidden "Loading" text by default', () => {
    const { root } = mountInShadow(<Spinner />);
    const status = $(root, '[role="status"]');
    expect(status.textContent).to.equal('Loading');
    expect($(status, '.visually-hidden').textContent).to.equal('Loading');
    expect($(status, '.help-spinner__ring').getAttribute('aria-hidden')).to.equal('true');
  });

  it('can say what is loading, visibly', () => {
    const { root } = mountInShadow(<Spinner label="Sending your reading" showLabel />);
    expect($(root, '.help-spinner__label').textContent).to.equal('Sending your reading');
    expect(root.querySelector('.visually-hidden')).to.equal(null);
  });

  it('spins, and holds still when the reader prefers reduced motion [all engines]', async () => {
    const { root } = mountInShadow(<Spinner />);
    const ring = $(root, '.help-spinner__ring');
    expect(getComputedStyle(ring).animationName).to.equal('help-spin');
    if ((await engineFeatures()).emulatesMedia) {
      await emulateMedia({ reducedMotion: 'reduce' });
    } else {
      // The Firefox and WebKit drivers cannot emulate prefers-reduced-motion: the rules the
      // stylesheets hold for it are applied as they are, and must still the ring.
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, reducedMotionRules(root)];
    }
    expect(getComputedStyle(ring).animationName).to.equal('none');
  });
});
