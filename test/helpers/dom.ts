/** Small helpers for driving elements the way a customer does. */
import { sendKeys } from '@web/test-runner-commands';
import type { HelpNavigateDetail } from '../../src/platform/events';

/**
 * The page's own clock, kept before any test installs a fake one: a wait polls in real time,
 * whatever clock the code under test runs on.
 */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const realNow = performance.now.bind(performance);

/**
 * How long a wait may take before it fails: only a hang reaches it. What a test waits for comes
 * in well under a second on a quiet machine, but a shared two-core machine running other
 * engines beside it can take many seconds to load a page or answer a call, and a wait must
 * never lose that race. Mocha's limit for a test (web-test-runner.config.mjs) is longer still.
 */
export const WAIT_CEILING_MS = 30_000;

/** Polling's pause, in real time whatever clock the test has installed. */
const realPause = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

/** Polls until `check` returns a truthy value (or stops throwing), then returns it. */
export async function waitFor<T>(check: () => T | null | undefined | false, { message = 'condition' }: { message?: string } = {}): Promise<T> {
  const started = realNow();
  let lastError: unknown;
  for (;;) {
    try {
      const value = check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (realNow() - started > WAIT_CEILING_MS) {
      throw new Error(`Timed out waiting for ${message}${lastError instanceof Error ? `: ${lastError.message}` : ''}`);
    }
    await realPause(20);
  }
}

export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Focuses a field and types into it with real keystrokes. */
export async function typeInto(field: HTMLElement, text: string): Promise<void> {
  field.focus();
  await sendKeys({ type: text });
}

/** Clears a field with real keystrokes (select all, delete). */
export async function clearField(field: HTMLInputElement | HTMLTextAreaElement): Promise<void> {
  field.focus();
  field.select();
  await sendKeys({ press: 'Backspace' });
}

export async function press(key: string): Promise<void> {
  await sendKeys({ press: key });
}

/** The element focused inside nested shadow roots. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The visible text of a shadow root, whitespace folded. */
export function textOf(root: ParentNode): string {
  const node = root instanceof ShadowRoot ? root : (root as Element);
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Records the `help-navigate` events that reach the document and cancels them, so the test page
 * stays where it is, until stop().
 */
export function recordNavigations(): {
  events: CustomEvent<HelpNavigateDetail>[];
  details: HelpNavigateDetail[];
  paths: string[];
  stop(): void;
} {
  const events: CustomEvent<HelpNavigateDetail>[] = [];
  const details: HelpNavigateDetail[] = [];
  const paths: string[] = [];
  const record = (event: CustomEvent<HelpNavigateDetail>) => {
    event.preventDefault();
    events.push(event);
    details.push(event.detail);
    paths.push(event.detail.path);
  };
  document.addEventListener('help-navigate', record);
  return { events, details, paths, stop: () => document.removeEventListener('help-navigate', record) };
}
