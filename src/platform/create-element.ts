/**
 * Wrapping a React app as a custom element, and registering it. Every element takes the
 * attributes of CONTRACT §2 (`owns-page`, `url-routing`, `draft-key`), read by the element
 * shell from the host; `attributes` declares the element's own ones for r2wc.
 */
import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import type { ElementProps } from './element-shell';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** Wraps an element's app as a custom element class with an open shadow root. */
export function createHelpElement<Props extends ElementProps>(
  app: ComponentType<Props>,
  attributes: Partial<Record<Exclude<keyof Props & string, 'container'>, AttributeType>> = {},
): CustomElementConstructor {
  return r2wc(app, { shadow: 'open', props: attributes as never });
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
}
