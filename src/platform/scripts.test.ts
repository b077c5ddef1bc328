import { expect } from '@open-wc/testing';
import { loadConfiguredScript, loadConfiguredScripts } from './scripts';
import { UnlistedScriptError } from './trusted-types';

const scriptsAt = (path: string) => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) => s.src.endsWith(path));

describe('scripts added at run time', () => {
  const player = '/aem6/etc/clientlibs/video/player.js';

  it('loads a configured script once per page, however many ask', async () => {
    await Promise.all([loadConfiguredScript(player, [player]), loadConfiguredScript(player, [player])]);
    await loadConfiguredScripts([player]);
    expect(scriptsAt(player)).to.have.length(1);
  });

  it('refuses a URL the configuration does not name, and adds no script', async () => {
    const before = document.querySelectorAll('script').length;
    let refusal: unknown;
    await loadConfiguredScript('/evil.js', [player]).catch((error: unknown) => (refusal = error));
    expect(refusal).to.be.instanceOf(UnlistedScriptError);
    expect(document.querySelectorAll('script').length).to.equal(before);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const missing = '/aem6/etc/clientlibs/missing.js';
    let failure: unknown;
    await loadConfiguredScript(missing, [missing]).catch((error: unknown) => (failure = error));
    expect(failure).to.be.instanceOf(Error);
    expect(scriptsAt(missing)).to.have.length(0);
    await loadConfiguredScript(missing, [missing]).catch(() => undefined);
    expect(scriptsAt(missing)).to.have.length(0);
  });
});
