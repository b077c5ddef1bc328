// @ts-check
/**
 * A stand-in for the main site's OneTrust cookie banner, so the demo shows what waits for
 * consent (docs/embedding.md: "Signed-in customers, consent, analytics and monitoring"). Like
 * OneTrust it keeps the active groups in `window.OnetrustActiveGroups` (',C0001,C0002,') and
 * announces each choice with the `OneTrustGroupsUpdated` event on window, its detail the groups
 * as an array.
 * The choice is remembered in localStorage and applied again on each page load; until one is
 * made the page has no value, so nothing that needs consent runs.
 *
 * Built with DOM calls and textContent only (the demo's CSP has no inline script or style).
 * `openCookieSettings()` reopens it (the control panel's "Cookie settings" button).
 */

export const STORAGE_KEY = 'help-demo-consent';
export const CONSENT_EVENT = 'OneTrustGroupsUpdated';
/** Strictly necessary: always on. */
const NECESSARY = 'C0001';

/** The groups a customer chooses, as OneTrust names them. */
export const OPTIONAL_GROUPS = [
  {
    id: 'C0002',
    label: 'Analytics and monitoring (C0002)',
    hint: 'Monitoring and session replay of Help & Support. In the demo they go to the stand-in intake on this origin.',
  },
  {
    id: 'C0004',
    label: 'Advertising and personalisation (C0004)',
    hint: 'The personalisation beacon script.',
  },
];
const OPTIONAL_IDS = OPTIONAL_GROUPS.map((group) => group.id);

/** @typedef {'question' | 'manage' | 'done' | 'hidden'} BannerState */

/** @returns {string[] | null} the optional groups chosen before, or null when none was made */
export function storedChoice() {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!Array.isArray(value)) return null;
    return OPTIONAL_IDS.filter((id) => value.includes(id));
  } catch {
    return null;
  }
}

/** @returns {string[] | null} the optional groups active now, or null before a choice */
export function activeOptionalGroups() {
  const value = /** @type {{ OnetrustActiveGroups?: unknown }} */ (window).OnetrustActiveGroups;
  if (typeof value !== 'string') return null;
  return OPTIONAL_IDS.filter((id) => value.split(',').includes(id));
}

/**
 * Sets the active groups and announces them, as OneTrust does.
 * @param {readonly string[]} optional
 */
function applyGroups(optional) {
  const groups = [NECESSARY, ...OPTIONAL_IDS.filter((id) => optional.includes(id))];
  /** @type {{ OnetrustActiveGroups?: string }} */ (window).OnetrustActiveGroups = `,${groups.join(',')},`;
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: groups }));
}

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string>} [attributes]
 * @param {(Node | string)[]} children
 * @returns {HTMLElementTagNameMap[K]}
 */
function element(tag, attributes = {}, ...children) {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

/**
 * @param {string} text
 * @param {() => void} action
 * @param {string} [variant]
 */
function button(text, action, variant = '') {
  const made = element('button', { type: 'button', class: `button${variant ? ` button--${variant}` : ''}` }, text);
  made.addEventListener('click', action);
  return made;
}

const banner = element('div', { class: 'consent-banner', role: 'region', 'aria-labelledby': 'consent-banner-title' });
const inner = element('div', { class: 'consent-banner__inner' });
banner.append(inner);

/**
 * Saves and applies a choice, then says what was chosen.
 * @param {readonly string[]} optional
 * @param {string} said
 */
function choose(optional, said) {
  const monitoringBefore = activeOptionalGroups()?.includes('C0002') ?? false;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(optional));
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  applyGroups(optional);
  const withdrawn = monitoringBefore && !optional.includes('C0002');
  render('done', withdrawn ? `${said} Monitoring that has started stops when you reload the page.` : said);
}

/**
 * @param {BannerState} state
 * @param {string} [message] what the 'done' state says
 */
function render(state, message = '') {
  banner.hidden = state === 'hidden';
  if (state === 'hidden') return;
  const title = element('h2', { id: 'consent-banner-title', tabindex: '-1' }, 'Cookies on Energy supplier');
  const demo = element('p', { class: 'hint' }, 'Demo: stands in for the main site\'s OneTrust banner. It sets window.OnetrustActiveGroups and sends the OneTrustGroupsUpdated event.');

  if (state === 'question') {
    inner.replaceChildren(
      title,
      element('p', {}, 'We use some essential cookies to make this site work.'),
      element('p', {}, 'We\'d also like to use analytics cookies to monitor how Help & Support works, and advertising cookies to personalise what you see.'),
      element(
        'div',
        { class: 'button-row' },
        button('Accept all cookies', () => choose(OPTIONAL_IDS, 'You\'ve accepted all cookies.')),
        button('Reject optional cookies', () => choose([], 'You\'ve rejected optional cookies.')),
        button('Manage cookies', () => render('manage'), 'secondary'),
      ),
      demo,
    );
    return;
  }

  if (state === 'manage') {
    const current = activeOptionalGroups() ?? storedChoice() ?? [];
    const boxes = OPTIONAL_GROUPS.map((group) => {
      const input = element('input', {
        class: 'checkboxes__input',
        type: 'checkbox',
        id: `consent-${group.id}`,
        name: 'consent-group',
        value: group.id,
        'aria-describedby': `consent-${group.id}-hint`,
      });
      input.checked = current.includes(group.id);
      return element(
        'div',
        { class: 'checkboxes__item' },
        input,
        element('label', { class: 'checkboxes__label', for: `consent-${group.id}` }, group.label),
        element('p', { class: 'hint checkboxes__hint', id: `consent-${group.id}-hint` }, group.hint),
      );
    });
    const save = () => {
      const chosen = boxes.map((box) => box.querySelector('input')).filter((input) => input?.checked).map((input) => input?.value ?? '');
      choose(chosen, 'Your cookie settings were saved.');
    };
    inner.replaceChildren(
      title,
      element(
        'fieldset',
        { class: 'fieldset' },
        element('legend', { class: 'fieldset__legend' }, 'Choose which cookies we use'),
        element('p', { class: 'hint' }, 'Strictly necessary cookies (C0001) are always on: the site does not work without them.'),
        element('div', { class: 'checkboxes' }, ...boxes),
      ),
      element('div', { class: 'button-row' }, button('Save cookie settings', save)),
      demo,
    );
    return;
  }

  // 'done': the confirmation takes focus, so a screen reader says what happened.
  const said = element('p', { class: 'consent-banner__message', tabindex: '-1' }, message);
  inner.replaceChildren(
    title,
    said,
    element('p', {}, 'You can change your cookie settings at any time from the demo control panel.'),
    element('div', { class: 'button-row' }, button('Hide cookie message', () => render('hidden'), 'secondary')),
  );
  said.focus();
}

/** Shows the banner's choices again, focused on its heading. */
export function openCookieSettings() {
  render('manage');
  banner.scrollIntoView({ block: 'nearest' });
  banner.querySelector('h2')?.focus();
}

// Before the skip link, as cookie banners go, so it is the first thing read.
document.body.prepend(banner);
const remembered = storedChoice();
if (remembered) {
  applyGroups(remembered);
  render('hidden');
} else {
  render('question');
}
