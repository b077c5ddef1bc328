/**
 * How an element's React tree gets into its shadow root: rendered afresh, or, where the page
 * holds the first screen the build rendered (declarative shadow DOM), taken over in place.
 *
 * Taking over waits for the first screen's code (the snapshot stays on screen and typeable
 * meanwhile), then hydrates: React keeps the snapshot's elements, with what was typed in them
 * and the focus. A render that does not match the snapshot is done afresh by React itself;
 * either way, what the customer did in the snapshot is put back once the first render is
 * committed (take-over.ts). If the first screen's code cannot be loaded, the element renders
 * afresh, as it would without a snapshot.
 */
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { report } from '../report';
import { SNAPSHOT_ATTRIBUTE, SnapshotRoot, type SnapshotFacts } from './snapshot';
import { keepSnapshotInput, releaseSnapshotDefaults } from './take-over';

export class SnapshotMismatchError extends Error {
  override name = 'SnapshotMismatchError';
}

interface Mounted<Props> {
  App: ComponentType<Props>;
  props: Props;
  root?: Root;
  facts?: SnapshotFacts;
  putBack?: () => void;
  unmounted: boolean;
}

/**
 * The facts the build wrote on a snapshot's stylesheet link, or null where the shadow root holds
 * no snapshot. The link goes: the element's own sheets, adopted when it was created, style the
 * same screen, and the tree must be the root's only content.
 */
function takeSnapshot(root: ShadowRoot): SnapshotFacts | null {
  const link = root.querySelector<HTMLElement>(`link[${SNAPSHOT_ATTRIBUTE}]`);
  if (!link) return null;
  const { date, path } = link.dataset;
  link.remove();
  if (!date) {
    root.replaceChildren(); // unreadable: the screen is rendered afresh
    return null;
  }
  return { date, ...(path ? { path } : {}) };
}

function tree<Props>(mounted: Mounted<Props>) {
  const { App, props, facts } = mounted;
  const app = <App {...(props as Props & object)} />;
  return facts ? (
    <SnapshotRoot facts={facts} onTakenOver={() => queueMicrotask(() => mounted.putBack?.())}>
      {app}
    </SnapshotRoot>
  ) : (
    app
  );
}

/**
 * The renderer r2wc mounts an element's app with. `firstScreen` loads the code of the screen a
 * snapshot shows (of the app's page `path`).
 */
export function elementRenderer<Props>(firstScreen?: (path?: string) => Promise<unknown>) {
  return {
    mount(container: HTMLElement, App: ComponentType<Props>, props: Props): Mounted<Props> {
      const mounted: Mounted<Props> = { App, props, unmounted: false };
      const shadow = container instanceof ShadowRoot ? container : null;
      const facts = shadow ? takeSnapshot(shadow) : null;
      if (!shadow || !facts || !firstScreen) {
        if (shadow && facts) shadow.replaceChildren();
        mounted.root = createRoot(container);
        mounted.root.render(tree(mounted));
        return mounted;
      }
      mounted.facts = facts;
      mounted.putBack = keepSnapshotInput(shadow);
      const renderAfresh = () => {
        shadow.replaceChildren();
        mounted.root = createRoot(shadow);
        mounted.root.render(tree(mounted));
      };
      firstScreen(facts.path).then(
        () => {
          if (mounted.unmounted) return;
          releaseSnapshotDefaults(shadow);
          mounted.root = hydrateRoot(shadow, tree(mounted), {
            onRecoverableError: (error) =>
              report(new SnapshotMismatchError('the first render did not match the snapshot: rendered afresh', { cause: error }), {
                action: 'taking over the first screen',
                element: shadow.host.localName,
              }),
          });
        },
        () => {
          if (!mounted.unmounted) renderAfresh();
        },
      );
      return mounted;
    },
    update(mounted: Mounted<Props>, props: Props): void {
      mounted.props = props;
      mounted.root?.render(tree(mounted));
    },
    unmount(mounted: Mounted<Props>): void {
      mounted.unmounted = true;
      mounted.root?.unmount();
    },
  };
}
