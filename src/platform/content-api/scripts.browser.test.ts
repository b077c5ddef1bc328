import { expect } from '@open-wc/testing';
import { loadConfiguredScript, loadConfiguredScripts, ScriptLoadError } from './scripts';
import { UnlistedScriptError } from '../trusted-types';

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
    const added: string[] = [];
    const collect = (records: MutationRecord[]) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLScriptElement) added.push(node.src);
    };
    const observer = new MutationObserver(collect);
    observer.observe(document.head, { childList: true });
    try {
      const first = loadConfiguredScript(missing, [missing]);
      let failure: unknown;
      await first.catch((error: unknown) => (failure = error));
      expect(failure).to.be.instanceOf(ScriptLoadError);
      expect(scriptsAt(missing)).to.have.length(0);
      const second = loadConfiguredScript(missing, [missing]);
      expect(second).not.to.equal(first);
      await second.catch(() => undefined);
      // The additions not yet handed to the observer's callback.
      collect(observer.takeRecords());
    } finally {
      observer.disconnect();
    }
    expect(added.filter((src) => src.endsWith(missing))).to.have.length(2);
    expect(scriptsAt(missing)).to.have.length(0);
  });

  it('keeps the configured order: the second script runs after the first', async () => {
    const [global, forms] = ['/aem6/etc/clientlibs/nucleus/global.js', '/aem6/etc/clientlibs/nucleus/forms.js'];
    const nucleus = window as unknown as { helpNucleus?: { loaded: string[] } };
    await loadConfiguredScripts([global, forms]);
    await loadConfiguredScripts([global, forms]);
    expect(nucleus.helpNucleus?.loaded).to.deep.equal(['global', 'forms']);
    expect(scriptsAt(global)).to.have.length(1);
    expect(scriptsAt(forms)).to.have.length(1);
  });
});
