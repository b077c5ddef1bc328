/**
 * Taking over a snapshot (a first screen the build put in the page as declarative shadow DOM):
 * loaded only by an element that finds one, beside its first screen's code.
 */
import { startTransition, Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { getQueryClient } from '../../api/query-client';
import { report } from '../../report';
import { loadSanitiser } from '../../sanitise/platform/load';
import { renderAfresh, treeOf, type MountedElement } from '../../platform/mounted-element';
import { SNAPSHOT_ATTRIBUTE, SnapshotContext, type SnapshotData, type SnapshotFacts } from '../../platform/snapshot';
import { SNAPSHOT_DATA_ATTRIBUTE } from '../../platform/take-over/snapshot-data';
import { keepSnapshotInput, pressAgain, releaseSnapshotDefaults } from '../../platform/take-over/take-over-input';
import { heldByLink } from '../../styles/adopt';
import { SHEETS_ATTRIBUTE, sheetId } from '../../styles/sheet-id';

export class SnapshotMismatchError extends Error {
  override name = 'SnapshotMismatchError';
}

/**
 * Around an element's tree when it starts from a snapshot: `takingOver` for the first render
 * only, and `onTakenOver` once that render is committed (every ref and layout effect below has
 * run), for what was typed before to be put back where the first render may have reset it.
 */
function SnapshotProvider({ facts, onTakenOver, children }: { facts: SnapshotFacts; onTakenOver?: () => void; children: ReactNode }) {
  const [takingOver, setTakingOver] = useState(true);
  useLayoutEffect(() => {
    onTakenOver?.();
    // Once, for the committed first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the callback of the first render is the one to call
  }, []);
  // Then the screens show what the page knows (today's date, the configuration): in the
  // background, in slices, as the take-over itself was, not in one long task on a slow phone.
  useEffect(() => startTransition(() => setTakingOver(false)), []);
  const state = useMemo(() => ({ ...facts, takingOver }), [facts, takingOver]);
  return <SnapshotContext.Provider value={state}>{children}</SnapshotContext.Provider>;
}

/**
 * An element's tree, as the build renders it and as the element takes it over. The boundary is
 * what lets React replace a snapshot that does not match: it removes the boundary's own markup
 * and renders afresh in its place (a shadow root itself it would leave as it is, the new screen
 * beside the old).
 */
export function SnapshotRoot({ facts, onTakenOver, children }: { facts: SnapshotFacts; onTakenOver?: () => void; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <SnapshotProvider facts={facts} onTakenOver={onTakenOver}>
        {children}
      </SnapshotProvider>
    </Suspense>
  );
}

/**
 * The data a snapshot rendered on request carries (SnapshotData), put in the page's query client
 * so the element's first render shows what the snapshot shows without asking again; resolves
 * once the sanitiser its markup needs is in too. The script element goes before React looks.
 */
async function takeSnapshotData(shadow: ShadowRoot): Promise<void> {
  const script = shadow.querySelector(`script[${SNAPSHOT_DATA_ATTRIBUTE}]`);
  if (!script) return;
  script.remove();
  const data = JSON.parse(script.textContent || '{}') as Partial<SnapshotData>;
  if (data.sanitiser) await loadSanitiser();
  const client = getQueryClient();
  for (const [key, value, updatedAt] of data.queries ?? []) client.setQueryData(key, value, { updatedAt });
}

/**
 * Whether a stylesheet the element would adopt is one the snapshot's link names, while the link is
 * in the shadow root (a snapshot rendered afresh goes with its link).
 */
function heldBy(link: HTMLElement, shadow: ShadowRoot): (cssText: string) => boolean {
  const named = new Set(link.getAttribute(SHEETS_ATTRIBUTE)?.split(' '));
  const ids = new Map<string, string>();
  return (cssText) => {
    if (link.parentNode !== shadow) return false;
    let id = ids.get(cssText);
    if (id === undefined) ids.set(cssText, (id = sheetId(cssText)));
    return named.has(id);
  };
}

/**
 * Takes the snapshot in `shadow` over, its first screen's code (and data) in: React keeps the snapshot's
 * elements, with what was typed in them and the focus (preact's hydrate on the lean build). A
 * render that does not match is done afresh by React itself, inside SnapshotRoot's boundary; either
 * way, what the customer did in the snapshot is put back once the first render is committed.
 * The snapshot's stylesheet link stays, no longer marked as a snapshot's, where it names the
 * screen's sheets (styles/adopt.ts adopts only those it does not hold): the screen is not styled
 * again. A link that names none goes then, the element's sheets adopted in its place.
 */
export async function takeOver<Props>(shadow: ShadowRoot, link: HTMLElement, mounted: MountedElement<Props>): Promise<void> {
  const { date, path } = link.dataset;
  try {
    await takeSnapshotData(shadow);
  } catch {
    // Unreadable data, or the sanitiser did not arrive: the element asks for what it needs itself.
    renderAfresh(mounted, shadow);
    return;
  }
  if (mounted.unmounted) return;
  if (!date) {
    renderAfresh(mounted, shadow); // an unreadable snapshot
    return;
  }
  // The snapshot's stylesheet styles it, and goes on styling the screens once they are taken over:
  // the sheets it holds are not adopted again (only those it does not hold are). React and preact
  // pass over it, at the root's start.
  const facts: SnapshotFacts = { date, ...(path ? { path } : {}) };
  // A stylesheet that did not arrive holds no sheet: the element adopts them all.
  if (getComputedStyle(link).getPropertyValue('--help-sheets').trim() !== 'in') link.removeAttribute(SHEETS_ATTRIBUTE);
  heldByLink.set(shadow, heldBy(link, shadow));
  const putBack = keepSnapshotInput(shadow);
  releaseSnapshotDefaults(shadow);
  // What only a page without scripts shows is not the element's: it goes before React looks.
  for (const way of shadow.querySelectorAll('.help-without-script')) way.remove();
  const enable = () => {
    for (const button of shadow.querySelectorAll(`button[${SNAPSHOT_ATTRIBUTE}]`)) {
      button.removeAttribute('disabled');
      button.removeAttribute(SNAPSHOT_ATTRIBUTE);
    }
  };
  mounted.wrap = (app) => (
    <SnapshotRoot
      facts={facts}
      onTakenOver={() =>
        queueMicrotask(() => {
          if (link.hasAttribute(SHEETS_ATTRIBUTE)) for (const name of [SNAPSHOT_ATTRIBUTE, 'data-date', 'data-path']) link.removeAttribute(name);
          else link.remove(); // it holds no sheet the element has not adopted
          enable();
          putBack();
          // WebKit matches :has() rules afresh (fields that follow the choices) only when the
          // root's sheets change, not when a choice is checked by script, as the answers put back
          // are: the same sheets, given again (which the other engines pass over).
          shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets];
          pressAgain(shadow); // a press held by the entry script (early-press.ts), with every answer in
        })
      }
    >
      {app}
    </SnapshotRoot>
  );
  // A shadow root is a container React renders into as into an element (r2wc's own type says so).
  // In a transition, React hydrates in slices, yielding to the customer's taps and keys (a slow
  // phone would otherwise spend one long task on it); the snapshot is on screen meanwhile.
  startTransition(() => {
    mounted.root = hydrateRoot(shadow as unknown as Element, treeOf(mounted), {
      onRecoverableError: (error) => {
        // An element removed while it takes its snapshot over (an author's dialog save, a page
        // that swaps its content) ends the take-over with React's "early update" error: the
        // element has gone, its snapshot was not at fault, and there is nothing to report.
        if (mounted.unmounted) return;
        report(new SnapshotMismatchError('the first render did not match the snapshot: rendered afresh', { cause: error }), {
          action: 'taking over the first screen',
          element: shadow.host.localName,
        });
      },
    });
  });
}
