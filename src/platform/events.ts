/**
 * The public events every element dispatches (names that pages rely on). They bubble and
 * cross the shadow boundary so the CMS page, analytics tags or the demo's control panel can
 * listen on document.
 */
export interface HelpSubmittedDetail {
  /** Where the lead came from: the route it was sent from, or 'feedback'. */
  origin: string;
  /** The reference the leads service gave the lead. */
  reference: string;
}

export interface HelpNavigateDetail {
  /** Where the customer is about to go. */
  path: string;
}

export interface HelpFeedbackDetail {
  category: string;
  article: string;
  /** The answer to "Was this page helpful?". */
  helpful: boolean;
}

export interface HelpEventMap {
  'help-submitted': CustomEvent<HelpSubmittedDetail>;
  /** Cancelable: a host that calls preventDefault() navigates itself. */
  'help-navigate': CustomEvent<HelpNavigateDetail>;
  'help-feedback': CustomEvent<HelpFeedbackDetail>;
}

declare global {
  interface HTMLElementEventMap extends HelpEventMap {}
  interface DocumentEventMap extends HelpEventMap {}
}

/** The custom element that hosts a screen, found from any node inside its shadow root. */
export function hostOf(node: Node | null | undefined): HTMLElement | null {
  const root = node?.getRootNode();
  return root instanceof ShadowRoot ? (root.host as HTMLElement) : null;
}

/**
 * Dispatches a public event from the element's host. Returns false when a listener called
 * preventDefault() on a cancelable event (help-navigate): the host page takes over.
 */
export function dispatchHelpEvent<K extends keyof HelpEventMap>(
  from: Node | null | undefined,
  type: K,
  detail: HelpEventMap[K]['detail'],
): boolean {
  const target = from instanceof ShadowRoot ? from.host : (hostOf(from) ?? from);
  return target?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: type === 'help-navigate' })) ?? true;
}
