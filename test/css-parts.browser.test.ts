/**
 * Every part an element shows is in its custom elements manifest entry, described, so a host
 * page that styles it with `::part()` finds it documented. Each element's named example states
 * are shown, and where one shows a form, the form is also sent as it stands (its failed check:
 * the error summary and the inline messages). The manifest is made from the source as
 * `npm run build` makes it (the test runner's `manifest-parts` command, test/css-parts.mjs), not
 * read from dist/, which may be older than the source. That every part a component renders is
 * documented on the component is checked in Node (css-parts.test.ts).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../src/define';
import { waitFor } from './helpers/dom';
import { resetPage } from './helpers/element';
import { showExample, stayOnThisPage } from './helpers/examples';
import { ELEMENT_FOLDERS } from './elements.generated';

type ManifestParts = Record<string, { name: string; description: string }[]>;

const folders = await Promise.all(ELEMENT_FOLDERS.map(async ({ tag, examples }) => ({ tag, examples: (await examples()).examples })));

let manifestParts: ManifestParts;

/** The part names shown in an element's shadow root (an element may carry several). */
const partsShown = (root: ShadowRoot): Set<string> =>
  new Set([...root.querySelectorAll('[part]')].flatMap((node) => (node.getAttribute('part') ?? '').split(/\s+/).filter(Boolean)));

/** Parts shown that the manifest entry of `tag` lacks or leaves undescribed. */
function notInManifest(tag: string, shown: Set<string>): string[] {
  const listed = new Map((manifestParts[tag] ?? []).map((part) => [part.name, part.description]));
  return [...shown]
    .sort()
    .flatMap((name) => (!listed.has(name) ? [`${name} (not in the manifest)`] : listed.get(name) ? [] : [`${name} (no description)`]));
}

/**
 * The form an example shows, sent as it stands, until its failed check shows: no example's
 * form is complete, and GOV.UK's summary comes with every failed check.
 */
async function sendAsItStands(root: ShadowRoot): Promise<boolean> {
  const submit = root.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (!submit) return false;
  submit.click();
  await waitFor(() => root.querySelector('.help-error-summary'), { message: 'the error summary of the failed check' });
  return true;
}

describe('parts shown and the custom elements manifest', () => {
  before(async function () {
    // Made from the whole source once: about 6 s of one core, more while other files run beside.
    this.timeout(60_000);
    document.addEventListener('help-navigate', stayOnThisPage);
    manifestParts = await executeServerCommand<ManifestParts, undefined>('manifest-parts');
  });
  beforeEach(resetPage);
  after(async () => {
    document.removeEventListener('help-navigate', stayOnThisPage);
    await resetPage();
  });

  it('has a manifest entry with parts for every element', () => {
    for (const { tag } of folders) expect(manifestParts[tag], `<${tag}>`).to.be.an('array').with.length.above(0);
  });

  for (const { tag, examples } of folders) {
    for (const example of examples) {
      it(`<${tag}> "${example.name}": every part shown is in the manifest`, async () => {
        const { root } = await showExample(tag, example);
        expect(notInManifest(tag, partsShown(root)), 'parts shown').to.deep.equal([]);
        if (await sendAsItStands(root)) expect(notInManifest(tag, partsShown(root)), 'parts shown after a failed check').to.deep.equal([]);
      });
    }
  }
});
