/**
 * What every custom element wraps its screens in: the shared styles adopted into its shadow
 * root, the page's one QueryClient, what the screens know about their element (attributes,
 * routing mode, draft key), the root that sets type and colour afresh (base.css .help-root),
 * the loading state that holds the element's place, and a boundary that shows a calm fallback
 * instead of a blank hole in the CMS page when something fails to start.
 */
import { Component, createContext, useContext, useLayoutEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '../api/query-client';
import { report } from '../report';
import { baseStyles, useAdoptedStyles } from '../styles';
import { setElementLoading } from './create-element';
import { ElementContext, elementInfoFrom, useElement } from './element-context';

/** r2wc hands each element's React tree its shadow root as `container`. */
export interface ElementProps {
  container?: ShadowRoot | HTMLElement;
}

export class ElementStartError extends Error {
  override name = 'ElementStartError';
}

interface BoundaryState {
  failed: boolean;
}

class StartupBoundary extends Component<{ tag: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const cause = error instanceof Error ? error : new Error(String(error));
    report(new ElementStartError(`a screen failed: ${cause.message}`, { cause }), {
      action: 'showing a screen',
      element: this.props.tag,
      detail: { componentStack: info.componentStack ?? null },
    });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="help-fallback" role="alert" part="fallback">
        <h2 className="help-heading-m">Sorry, there is a problem with the service</h2>
        <p className="help-body">Try again later.</p>
      </div>
    );
  }
}

/** How many parts of the current screen are still loading (see Loading). */
const LoadingCount = createContext<{ current: number }>({ current: 0 });

/**
 * Marks the screen as still loading while it is mounted (a route's chunk, the first screen's
 * data): the element keeps its `loading` state, which holds its place on the page, and shows a
 * quiet skeleton. When the last one goes, the element takes its real size.
 */
export function Loading() {
  const count = useContext(LoadingCount);
  const { container } = useElement();
  const host = container instanceof ShadowRoot ? container.host : null;
  useLayoutEffect(() => {
    count.current += 1;
    setElementLoading(host, true);
    return () => {
      count.current -= 1;
      if (count.current === 0) setElementLoading(host, false);
    };
  }, [count, host]);
  return <div className="help-loading" aria-hidden="true" />;
}

export interface ElementShellProps extends ElementProps {
  /** The element's own stylesheet(s), adopted after the shared ones. */
  styles?: readonly string[];
  /** The `<help-and-support>` app: its screens run under its router and it owns the page. */
  app?: boolean;
  children: ReactNode;
}

/**
 * Every element's root.
 *
 * @csspart fallback - What shows in place of the element when it cannot start ("Sorry, there is a problem with the service").
 */
export function ElementShell({ container, styles = [], app = false, children }: ElementShellProps) {
  useAdoptedStyles(container, ...baseStyles, ...styles);
  // Attributes that decide routing and drafts are read once: changing them later would move
  // a customer's answers or steps under their feet.
  const [element] = useState(() => elementInfoFrom(container, app));
  const loading = useRef(0);
  // After the first commit (children's effects run first): with nothing loading, the element
  // takes its real size straight away.
  useLayoutEffect(() => {
    if (loading.current === 0) setElementLoading(element.container instanceof ShadowRoot ? element.container.host : null, false);
  }, [element]);
  return (
    <ElementContext.Provider value={element}>
      <LoadingCount.Provider value={loading}>
        <div className="help-root">
          <StartupBoundary tag={element.tag}>
            <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>
          </StartupBoundary>
        </div>
      </LoadingCount.Provider>
    </ElementContext.Provider>
  );
}
