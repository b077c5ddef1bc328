/**
 * What every custom element wraps its screens in: the shared styles adopted into its shadow
 * root, the page's one QueryClient, what the screens know about their element (attributes,
 * routing mode, draft key), the root that sets type and colour afresh (base.css .help-root),
 * the loading state that holds the element's place, and a boundary that shows a calm fallback
 * instead of a blank hole in the CMS page when something fails to start, and tries again.
 */
import { Component, createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '../api/query-client';
import { Button } from '../components/Button';
import { report } from '../report';
import { baseStyles, useElementStyles } from '../styles';
import { keptText } from '../store/kept-check';
import { setElementLoading, type ElementProps } from './create-element';
import { ElementContext, elementInfoFrom, useElement, type ElementInfo } from '../platform/element-context';

export type { ElementProps } from './create-element';

export class ElementStartError extends Error {
  override name = 'ElementStartError';
}

export const FALLBACK_TEXT = {
  heading: 'Sorry, there is a problem with the service',
  body: 'Check your connection and try again.',
  tryAgain: 'Try again',
  stillFailing: 'It still could not be loaded.',
} as const;

/**
 * What shows where a screen (or the whole element) could not start, so a customer is never
 * left at a dead end: "Try again", and the same by itself when the connection comes back.
 * After a try that failed too, a status message says so and "Try again" has focus.
 *
 * @csspart fallback - What shows in place of a screen or the element when it cannot start ("Sorry, there is a problem with the service").
 */
export function RetryFallback({ onRetry, tries = 0 }: { onRetry: () => void; tries?: number }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  useEffect(() => {
    if (tries > 0) button.current?.focus();
  }, [tries]);
  return (
    <div className="help-fallback" role="alert" part="fallback">
      <h2 className="help-heading-m">{FALLBACK_TEXT.heading}</h2>
      <p className="help-body">{FALLBACK_TEXT.body}</p>
      <div role="status">{tries > 0 ? <p className="help-body">{FALLBACK_TEXT.stillFailing}</p> : null}</div>
      <Button variant="secondary" ref={button} onClick={() => onRetry()}>
        {FALLBACK_TEXT.tryAgain}
      </Button>
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
  /** Tries since the first failure. */
  tries: number;
}

/** Catches what failed while showing a screen; "Try again" (or the connection's return) renders it afresh. */
class StartupBoundary extends Component<{ tag: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, tries: 0 };

  static getDerivedStateFromError(): Partial<BoundaryState> {
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

  private readonly retry = () => this.setState(({ tries }) => ({ failed: false, tries: tries + 1 }));

  override render(): ReactNode {
    return this.state.failed ? <RetryFallback onRetry={this.retry} tries={this.state.tries} /> : this.props.children;
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
  /** What the screens know of their element, when not read from its attributes (the app gives its own). */
  info?: ElementInfo;
  children: ReactNode;
}

/** Every element's root. */
export function ElementShell({ container, styles = [], info, children }: ElementShellProps) {
  useElementStyles(container, ...baseStyles, ...styles);
  // Attributes that decide routing and drafts are read once: changing them later would move
  // a customer's answers or steps under their feet.
  const [element] = useState(() => info ?? elementInfoFrom(container));
  const loading = useRef(0);
  // After the first commit (children's effects run first): with nothing loading, the element
  // takes its real size straight away.
  useLayoutEffect(() => {
    if (loading.current === 0) setElementLoading(element.container instanceof ShadowRoot ? element.container.host : null, false);
  }, [element]);
  // Answers kept on the device unsent go after 7 days: any element that starts drops them.
  useEffect(() => {
    if (keptText()) import('../store/kept/kept').then((kept) => kept.dropExpiredKeptLeads(), () => undefined);
  }, []);
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
