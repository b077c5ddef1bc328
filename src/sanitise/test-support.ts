/**
 * Shared by the sanitiser and SafeHtml browser tests; never imported by product code.
 *
 * The checks every sanitised result must pass.
 */


/** The allowed tags and attribute, again here so the tests do not trust the module they test. */
const EXPECTED_TAGS = new Set(['A', 'SUP', 'P', 'B']);
const EXPECTED_ATTRIBUTES = new Set(['href']);
const EXPECTED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Characters a browser ignores in or around a URL scheme (controls, spaces, tabs, newlines). */
const IGNORABLE_IN_SCHEME = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028\u2029\u205f\u3000\ufeff]/g;
const SCRIPTABLE_SCHEME = /^(?:javascript|data|vbscript):/i;

function decodePercents(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Why an href is not allowed, or undefined when it is. */
export function hrefProblem(href: string): string | undefined {
  const compact = href.replace(IGNORABLE_IN_SCHEME, '');
  if (SCRIPTABLE_SCHEME.test(compact) || SCRIPTABLE_SCHEME.test(decodePercents(compact).replace(IGNORABLE_IN_SCHEME, ''))) {
    return `scriptable href ${JSON.stringify(href)}`;
  }
  let protocol: string;
  try {
    protocol = new URL(href, document.baseURI).protocol;
  } catch {
    return `unparsable href ${JSON.stringify(href)}`;
  }
  return EXPECTED_PROTOCOLS.has(protocol) ? undefined : `href with scheme ${protocol} ${JSON.stringify(href)}`;
}

/**
 * Everything in `root` the sanitiser must not let through: other tags, other attributes, links to
 * other schemes. An empty list means the markup is clean.
 */
export function findDisallowedMarkup(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (!EXPECTED_TAGS.has(element.tagName) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      problems.push(`tag <${element.tagName.toLowerCase()}>`);
    }
    for (const attribute of element.attributes) {
      if (!EXPECTED_ATTRIBUTES.has(attribute.name)) {
        problems.push(`attribute ${attribute.name} on <${element.tagName.toLowerCase()}>`);
      } else {
        const problem = hrefProblem(attribute.value);
        if (problem) problems.push(problem);
      }
    }
    if (element.shadowRoot) problems.push(`shadow root on <${element.tagName.toLowerCase()}>`);
  }
  return problems;
}

/** Parses `html` the way the page would, without running or loading anything (template content is inert). */
export function parseInert(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Window functions a payload would call to prove it ran. */
const DIALOGS = ['alert', 'confirm', 'prompt', 'print'] as const;

/** Global flag our own canary payloads set when they run. */
export const EXECUTED_FLAG = '__helpSanitiserPayloadRan';

export interface ExecutionWatch {
  /** Dialog calls seen since the watch started, e.g. ["alert(1)"]. */
  readonly calls: string[];
  /** True when a canary payload set the global flag. */
  flagSet(): boolean;
  stop(): void;
}

/** Replaces alert/confirm/prompt/print with spies and clears the canary flag. */
export function watchForExecution(): ExecutionWatch {
  const calls: string[] = [];
  const target = window as unknown as Record<string, unknown>;
  const originals = DIALOGS.map((name) => [name, target[name]] as const);
  for (const name of DIALOGS) {
    target[name] = (...args: unknown[]) => {
      calls.push(`${name}(${args.map(String).join(', ')})`);
      return null;
    };
  }
  delete target[EXECUTED_FLAG];
  return {
    calls,
    flagSet: () => target[EXECUTED_FLAG] !== undefined,
    stop() {
      for (const [name, original] of originals) target[name] = original;
      delete target[EXECUTED_FLAG];
    },
  };
}

/** An attached element with an open shadow root, like the ones our custom elements render into. */
export function createShadowHost(): { host: HTMLElement; shadow: ShadowRoot } {
  const host = document.createElement('div');
  host.dataset.testHost = 'sanitiser';
  document.body.append(host);
  return { host, shadow: host.attachShadow({ mode: 'open' }) };
}

/** Lets queued tasks run (image errors, focus, load events) before the checks. */
export const settle = (milliseconds = 0): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, milliseconds);
  });
