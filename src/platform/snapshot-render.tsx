/**
 * The build's render of an element's first screen (scripts/snapshots.mjs runs it in Node, with
 * React's server renderer): the markup the element later takes over, and the stylesheets its
 * components asked for. Never in a bundle.
 */
import { renderToString } from 'react-dom/server';
import { collectingStyles } from '../styles/adopt';
import type { FirstScreen, SnapshotFacts } from './snapshot';
import { SnapshotRoot } from './take-over/take-over';

/**
 * The element's shadow root as its app reads it: its host's tag and attributes (an app reads
 * `with-header` from its host, every element `owns-page` and `draft-key`).
 */
function shadowRootOf(tag: string, attributes: Readonly<Record<string, string>>): ShadowRoot {
  const host = {
    localName: tag,
    id: '',
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  };
  return Object.assign(Object.create(ShadowRoot.prototype) as ShadowRoot, { host });
}

export async function renderFirstScreen(
  first: FirstScreen,
  { tag, facts, attributes = {} }: { tag: string; facts: SnapshotFacts; attributes?: Readonly<Record<string, string>> },
): Promise<{ html: string; styles: string[] }> {
  await first.load(facts.path);
  const App = first.app;
  const { rendered, styles } = collectingStyles(() =>
    renderToString(
      <SnapshotRoot facts={facts}>
        <App container={shadowRootOf(tag, attributes)} />
      </SnapshotRoot>,
    ),
  );
  return { html: rendered, styles };
}
