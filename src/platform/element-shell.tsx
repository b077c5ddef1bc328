/**
 * What every custom element wraps its screens in: the shared styles adopted into its shadow
 * root, the page's one QueryClient, what the screens know about their element (attributes,
 * routing mode, draft key), and a boundary that shows a calm fallback instead of a blank hole
 * in the CMS page when something fails to start.
 */
import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '../api/query-client';
import { report } from '../report';
import { baseStyles, useAdoptedStyles } from '../styles';
import { ElementContext, elementInfoFrom } from './element-context';

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

export interface ElementShellProps extends ElementProps {
  /** The element's own stylesheet(s), adopted after the shared ones. */
  styles?: readonly string[];
  children: ReactNode;
}

/**
 * Every element's root.
 *
 * @csspart fallback - What shows in place of the element when it cannot start ("Sorry, there is a problem with the service").
 */
export function ElementShell({ container, styles = [], children }: ElementShellProps) {
  useAdoptedStyles(container, ...baseStyles, ...styles);
  // Attributes that decide routing and drafts are read once: changing them later would move
  // a customer's answers or steps under their feet.
  const [element] = useState(() => elementInfoFrom(container));
  return (
    <ElementContext.Provider value={element}>
      <StartupBoundary tag={element.tag}>
        <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>
      </StartupBoundary>
    </ElementContext.Provider>
  );
}
