/**
 * Browser-test helpers: mount React inside an open shadow root, as r2wc does, with the shared
 * styles adopted, and drive it with real key presses inside act().
 *
 *   const { host, root, unmount } = mountInShadow(<Field id="x" label="Name" />);
 */
import { act, type ReactNode } from 'react';
import { sendKeys, type SendKeysPayload } from '@web/test-runner-commands';
import { createRoot, type Root } from 'react-dom/client';
import { adoptStyles, baseStyles } from '../../src/styles/adopt';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export { act };

export interface ShadowMount {
  /** The light-DOM host element, attached to document.body. */
  host: HTMLElement;
  /** Its open shadow root, which React renders into. */
  root: ShadowRoot;
  /** Renders new JSX into the same root. */
  rerender: (jsx: ReactNode) => void;
  /** Unmounts React and removes the host. */
  unmount: () => void;
}

export interface MountOptions {
  /** Extra CSS texts adopted after the shared ones. */
  styles?: readonly string[];
  /** Skip the shared styles (to test adoption itself). */
  withoutBaseStyles?: boolean;
}

const mounted = new Set<ShadowMount>();

/** Mounts JSX into a new host's open shadow root inside act(), so effects have run on return. */
export function mountInShadow(jsx: ReactNode, options: MountOptions = {}): ShadowMount {
  const host = document.createElement('div');
  host.setAttribute('data-test-host', '');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  if (!options.withoutBaseStyles) adoptStyles(root, ...baseStyles);
  if (options.styles) adoptStyles(root, ...options.styles);
  const reactRoot: Root = createRoot(root);
  act(() => reactRoot.render(jsx));
  const mount: ShadowMount = {
    host,
    root,
    rerender(next) {
      act(() => reactRoot.render(next));
    },
    unmount() {
      if (!mounted.delete(mount)) return;
      act(() => reactRoot.unmount());
      host.remove();
    },
  };
  mounted.add(mount);
  return mount;
}

/** Unmounts everything mountInShadow mounted; call from afterEach. */
export function unmountAll(): void {
  for (const mount of [...mounted]) mount.unmount();
}

/** The element matching a selector inside the shadow root; throws if missing. */
export function $<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`No element matches ${selector}`);
  return found;
}

/** Runs a user action (click, key press) inside act() so React's updates are flushed. */
export async function user(action: () => void | Promise<void>): Promise<void> {
  await act(async () => {
    await action();
  });
}

/** Real key presses (sendKeys) inside act(), e.g. `await keys({ type: '27' })`, `await keys({ press: 'ArrowDown' })`. */
export async function keys(payload: SendKeysPayload): Promise<void> {
  await act(async () => {
    await sendKeys(payload);
  });
}
