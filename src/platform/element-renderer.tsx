/**
 * How an element's React tree gets into its shadow root: rendered afresh, or, where the page
 * holds the first screen the build rendered (declarative shadow DOM, a snapshot), taken over in
 * place by the take-over module (shell/take-over/take-over.tsx), loaded only then, beside the
 * first screen's code. The snapshot stays on screen and typeable while both arrive. If either
 * cannot be loaded, the element renders afresh, as it would without a snapshot.
 */
import type { ComponentType } from 'react';
import { renderAfresh, treeOf, type MountedElement } from './mounted-element';
import { SNAPSHOT_ATTRIBUTE, type FirstScreenOptions } from './snapshot';

/** The take-over module, as the element frame loads it (it stands on the services' layer). */
export interface TakeOverModule {
  takeOver: <Props>(shadow: ShadowRoot, link: HTMLElement, mounted: MountedElement<Props>) => unknown;
}

/**
 * The renderer r2wc mounts an element's app with. `firstScreen` loads the code of the screen a
 * snapshot shows (of the app's page `path`), `loadTakeOver` the take-over's; without a first
 * screen the element always renders afresh.
 */
export function elementRenderer<Props>(firstScreen: FirstScreenOptions | undefined, loadTakeOver: () => Promise<TakeOverModule>) {
  return {
    mount(container: HTMLElement, App: ComponentType<Props>, props: Props): MountedElement<Props> {
      const mounted: MountedElement<Props> = { App, props, unmounted: false };
      const link = firstScreen && container instanceof ShadowRoot ? container.querySelector<HTMLElement>(`link[${SNAPSHOT_ATTRIBUTE}]`) : null;
      if (!firstScreen || !link) {
        renderAfresh(mounted, container);
        return mounted;
      }
      const shadow = container as unknown as ShadowRoot;
      // A snapshot drawn for other attributes than the element's is not taken over: it stays on
      // screen until the element's own render, which replaces it, can be drawn.
      const afresh = () => renderAfresh(mounted, shadow);
      Promise.all([firstScreen.load(link.dataset.path), firstScreen.holds?.(shadow.host) !== false && loadTakeOver()]).then(
        ([, takeOver]) => (takeOver ? takeOver.takeOver(shadow, link, mounted) : afresh()),
        afresh,
      );
      return mounted;
    },
    update(mounted: MountedElement<Props>, props: Props): void {
      mounted.props = props;
      mounted.root?.render(treeOf(mounted));
    },
    unmount(mounted: MountedElement<Props>): void {
      mounted.unmounted = true;
      mounted.root?.unmount();
    },
  };
}
