/**
 * Wrapping a React app as a custom element, and registering it. Every element takes the
 * public attributes (`owns-page`, `url-routing`, `draft-key`, `authoring`), read by the element
 * shell from the host; `attributes` declares the element's own ones for r2wc.
 */
import type { ComponentType } from 'react';
import r2wc from '@r2wc/core';
import { adoptStyles, baseStyles } from '../styles/adopt';
import { elementRenderer } from '../platform/element-renderer';
import { SNAPSHOT_ATTRIBUTE, type FirstScreenOptions } from '../platform/snapshot';

/** r2wc hands each element's React tree its shadow root as `container`. */
export interface ElementProps {
  container?: ShadowRoot | HTMLElement;
}

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface HelpElementOptions<Props> {
  /** The element's own stylesheet(s), adopted after the shared ones. */
  styles?: readonly string[];
  /** The element's own attributes, with their types (r2wc props). */
  attributes?: Partial<Record<Exclude<keyof Props & string, 'container'>, AttributeType>>;
  /**
   * For an element whose first screen the build renders into the page (a snapshot): how to load
   * that screen's code, and for an app which pages. Without it, an element always renders afresh.
   */
  firstScreen?: FirstScreenOptions;
  /**
   * Runs as each instance is created, before it starts anything: the elements that read the
   * meter-read form's prefill take it out of the page's address there, for a page that registers
   * the classes itself (the entry scripts have taken it already: platform/address-prefill/).
   */
  onCreated?: () => void;
}

const internalsOf = new WeakMap<Element, ElementInternals>();

/**
 * Wraps an element's app as a custom element class with an open shadow root. At once, before
 * React has rendered anything, the styles are adopted and the element enters its `loading`
 * state (`:host(:state(loading))`), which holds the first screen's place: the page does not
 * jump when it arrives.
 */
export function createHelpElement<Props extends ElementProps>(
  app: ComponentType<Props>,
  { styles = [], attributes = {}, firstScreen, onCreated }: HelpElementOptions<Props> = {},
): CustomElementConstructor {
  const Base = r2wc(app as never, { shadow: 'open', props: attributes as never }, elementRenderer(firstScreen, () => import('./take-over/take-over')) as never);
  return class HelpElement extends Base {
    // A shadow root the page already holds (the build's snapshot, declarative shadow DOM) is kept
    // with its content, to be taken over: the platform's own attachShadow would empty it.
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    constructor() {
      super();
      onCreated?.();
      // A snapshot's own stylesheet styles it until the element's first render is committed:
      // sheets adopted now would come after it in the cascade, over its screen's own rules.
      const snapshot = this.shadowRoot?.querySelector(`link[${SNAPSHOT_ATTRIBUTE}]`);
      if (this.shadowRoot && !snapshot) adoptStyles(this.shadowRoot, ...baseStyles, ...styles);
      try {
        const internals = this.attachInternals();
        // A snapshot's screen holds its own place: the loading height, an estimate, would move it.
        if (!snapshot) internals.states.add('loading');
        internalsOf.set(this, internals);
      } catch {
        // An engine without custom states: the place is not held, nothing else changes.
      }
    }

    // r2wc's class renders in connectedCallback (its type does not declare it).
    connectedCallback(): void {
      (Base.prototype as { connectedCallback?: () => void }).connectedCallback?.call(this);
      startConsentServices();
    }
  };
}

let consentServices: Promise<void> | undefined;

/** What waits for consent (consent/services.ts), started once, off every element's first download. */
function startConsentServices(): void {
  consentServices ??= import('../consent/services').then(
    (services) => services.startConsentServices(),
    () => void (consentServices = undefined), // the next element to connect tries again
  );
}

/** Enters or leaves the element's `loading` state (ElementShell does, as screens load). */
export function setElementLoading(host: Element | null | undefined, loading: boolean): void {
  const states = host ? internalsOf.get(host)?.states : undefined;
  if (loading) states?.add('loading');
  else states?.delete('loading');
}

/** Registers a tag once: a second script tag, or a second bundle, on the same page does no harm. */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}

/** The attributes every element takes, for JSX and TypeScript users. */
export interface HelpElementAttributes {
  /** The element may set the document title and meta description. */
  'owns-page'?: boolean | '';
  /** The page URL under the base path drives the element's steps (else they stay in memory). */
  'url-routing'?: boolean | '';
  /** Keeps this instance's answers apart from other instances (the element's id serves when absent). */
  'draft-key'?: string;
  /**
   * The page is being edited or previewed on an AEM author instance (the AEM component sets it). A missing or unknown attribute then shows a note for the author, naming the attribute and what it takes, instead of sending the page to the page-not-found page or reporting a failure.
   */
  authoring?: boolean | '';
}
