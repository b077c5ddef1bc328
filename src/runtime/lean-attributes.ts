/**
 * The lean build's one difference from React that a customer could see, made good: React
 * writes `spellCheck={false}` as `spellcheck="false"` (and so for the other attributes whose
 * values are the strings "true" and "false"), while preact removes an attribute whose value is
 * `false`, so the browser would spell-check account numbers and names again. On preact, this
 * hook writes those values as React does. Only the lean build loads it, through its roots
 * (./lean-client, `react-dom/client` there); the React builds never load preact.
 */
import { options, type VNode } from 'preact';

/** React's "booleanish string" attributes: a boolean becomes "true" or "false", never absent. */
const BOOLEANISH_STRING = ['spellCheck', 'draggable', 'contentEditable'] as const;

// eslint-disable-next-line @typescript-eslint/unbound-method -- option hooks use no `this`: preact's own add-ons call the one before them bare too
const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string' && vnode.props) {
    const props = vnode.props as Record<string, unknown>;
    for (const name of BOOLEANISH_STRING) {
      if (typeof props[name] === 'boolean') props[name] = String(props[name]);
    }
  }
  previous?.(vnode);
};
