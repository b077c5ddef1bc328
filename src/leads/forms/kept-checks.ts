/**
 * Checks on their way of sends whose outcome is unknown (forms/kept-answers/UnsettledSend), by
 * element and journey instance. While one is on its way, the form of that journey instance in
 * that element is locked (use-submit-lead.ts): nothing the customer does with it goes before the
 * earlier send is settled, and a press cannot overtake the check's answer.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { DraftKey } from '../../store/draft-key';

/** Stands for an element without a container (none in practice: a key for the map). */
const NO_CONTAINER = {};
const checks = new WeakMap<object, Map<DraftKey, number>>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function ofElement(container: Node | null): Map<DraftKey, number> {
  const owner = container ?? NO_CONTAINER;
  let found = checks.get(owner);
  if (!found) checks.set(owner, (found = new Map<DraftKey, number>()));
  return found;
}

/** True while a check of the journey instance's kept send is on its way from the element. */
export const isChecking = (container: Node | null, draft: DraftKey): boolean => (checks.get(container ?? NO_CONTAINER)?.get(draft) ?? 0) > 0;

/** Counts `check` as on its way until it settles; returns it. */
export function whileChecking<T>(container: Node | null, draft: DraftKey, check: Promise<T>): Promise<T> {
  const element = ofElement(container);
  element.set(draft, (element.get(draft) ?? 0) + 1);
  notify();
  const done = () => {
    const left = (element.get(draft) ?? 1) - 1;
    if (left > 0) element.set(draft, left);
    else element.delete(draft);
    notify();
  };
  check.then(done, done);
  return check;
}

/** No check runs while the build renders a first screen, nor while the page takes that screen over. */
const notCheckingYet = () => false;

/** isChecking, for a component: it renders again when a check starts or ends. */
export function useChecking(container: Node | null, draft: DraftKey): boolean {
  return useSyncExternalStore(subscribe, useCallback(() => isChecking(container, draft), [container, draft]), notCheckingYet);
}
