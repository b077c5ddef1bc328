/**
 * What every custom element wraps its screens in: the shared styles adopted into its shadow
 * root, the page's one QueryClient, and a boundary that shows a calm fallback instead of a
 * blank hole in the CMS page when something fails to start.
 */
import { Component, createContext, useContext, type ErrorInfo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import r2wc from '@r2wc/react-to-web-component';
import { getQueryClient } from '../api';
import { baseStyles, useAdoptedStyles } from '../styles';

/** r2wc hands each element's React tree its shadow root as `container`. */
export interface ElementProps {
  container?: ShadowRoot | HTMLElement;
}

const ContainerContext = createContext<Node | null>(null);

/** The shadow root the current screen renders into (to dispatch events from its host). */
export function useElementContainer(): Node | null {
  return useContext(ContainerContext);
}

export class ElementStartError extends Error {
  override name = 'ElementStartError';
}

interface BoundaryState {
  failed: boolean;
}

class StartupBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const cause = error instanceof Error ? error : new Error(String(error));
    console.error(new ElementStartError(`help-and-support: a screen failed: ${cause.message}`, { cause }), info.componentStack);
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
  styles?: string[];
  children: ReactNode;
}

export function ElementShell({ container, styles = [], children }: ElementShellProps) {
  useAdoptedStyles(container, ...baseStyles, ...styles);
  return (
    <ContainerContext.Provider value={container ?? null}>
      <StartupBoundary>
        <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>
      </StartupBoundary>
    </ContainerContext.Provider>
  );
}

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** Wraps a screen as a custom element class with an open shadow root. */
export function createHelpElement<Props extends ElementProps>(
  screen: React.ComponentType<Props>,
  attributes: Partial<Record<Exclude<keyof Props & string, 'container'>, AttributeType>> = {},
): CustomElementConstructor {
  return r2wc(screen, { shadow: 'open', props: attributes as never });
}

/** Registers a tag once: a second script tag, or a second bundle, on the same page does no harm. */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
