/** One element's React tree and root, as the renderer and a take-over of a snapshot share them. */
import type { ComponentType, ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** One element's tree, as the renderer and a take-over share it. */
export interface MountedElement<Props> {
  App: ComponentType<Props>;
  props: Props;
  root?: Root;
  /** What the tree is wrapped in while it comes from a snapshot. */
  wrap?: (app: ReactElement) => ReactElement;
  unmounted: boolean;
}

/** The element's tree with its latest props. */
export function treeOf<Props>(mounted: MountedElement<Props>): ReactElement {
  const { App, props, wrap } = mounted;
  const app = <App {...(props as Props & object)} />;
  return wrap ? wrap(app) : app;
}

/** Renders the tree afresh, in place of anything the container holds. */
export function renderAfresh<Props>(mounted: MountedElement<Props>, container: Element | ShadowRoot): void {
  if (mounted.unmounted) return;
  mounted.wrap = undefined;
  if (container instanceof ShadowRoot) container.replaceChildren();
  mounted.root = createRoot(container);
  mounted.root.render(treeOf(mounted));
}

