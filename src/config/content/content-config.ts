/**
 * The part of the page configuration that only the content pages use: the scripts they may add,
 * the pages they link out to. Same script tag (#help-and-support-config), same flat keys, same
 * URL policy as config.ts; kept apart so that a page with only the meter-read form does not
 * download it (build/plugins/chunks.ts leaves it out of the shared platform chunk).
 */
import { merge, pageConfigInput, reportRefusedUrl, safeUrlList, safeUrls, urlPolicyOf } from '../config';

/** The main site's contact pages, one per kind of customer (the contact-us cards). */
export interface ContactPagesConfig {
  /** Customers who pay by Direct Debit or on receipt of a bill. */
  credit: string;
  /** Pay As You Go (prepayment) customers. */
  prepay: string;
  /** Home services (Homecare cover, repairs and servicing) customers. */
  homeServices: string;
}

/** Where the bereavement page sends people (main-site pages), and who to email about microgeneration. */
export interface BereavementConfig {
  /** The online form for telling us about a death. */
  onlineFormUrl: string;
  /** Closing the account of someone who has died, once we have been told. */
  closeAccountUrl: string;
  /** Email address of the Smart Export Guarantee (SEG) team. */
  segEmail: string;
  /** Email address of the Feed-in Tariff (FIT) team. */
  fitEmail: string;
}

export interface ContentConfig {
  /**
   * The two scripts (global, then forms) a nucleus-type article loads, in order.
   * Only these configured URLs are ever loaded: never a script named by the article itself.
   */
  nucleusScriptUrls: string[];
  /** The video player script, loaded only when a help video is pressed. */
  videoPlayerUrl: string;
  /** The Peaksave page, a help-home tile that leaves the app. */
  peaksaveUrl: string;
  /** The new system hub, a help-home tile that leaves the app. */
  newSystemHubUrl: string;
  /** The main site's accessibility page (the header's accessibility link). */
  accessibilityUrl: string;
  /** Main site's search page: the search box sends `?q=…&initiated=…` to it. */
  searchPageUrl: string;
  contactPages: ContactPagesConfig;
  bereavement: BereavementConfig;
}

export const defaultContentConfig: ContentConfig = {
  nucleusScriptUrls: ['/aem6/etc/clientlibs/nucleus/global.js', '/aem6/etc/clientlibs/nucleus/forms.js'],
  videoPlayerUrl: '/aem6/etc/clientlibs/video/player.js',
  peaksaveUrl: '/energy/peaksave',
  newSystemHubUrl: '/energy/new-system-hub',
  accessibilityUrl: '/accessibility',
  searchPageUrl: '/search',
  contactPages: {
    credit: '/contact-us/energy',
    prepay: '/contact-us/pay-as-you-go',
    homeServices: '/contact-us/home-services',
  },
  bereavement: {
    onlineFormUrl: '/bereavement/tell-us-about-a-death',
    closeAccountUrl: '/bereavement/close-an-account',
    segEmail: 'seg.payments@example.co.uk',
    fitEmail: 'fit.payments@example.co.uk',
  },
};

const URL_KEYS = ['videoPlayerUrl', 'peaksaveUrl', 'newSystemHubUrl', 'accessibilityUrl', 'searchPageUrl'] as const;
const CONTACT_PAGE_KEYS = ['credit', 'prepay', 'homeServices'] as const;
const BEREAVEMENT_URL_KEYS = ['onlineFormUrl', 'closeAccountUrl'] as const;
const BEREAVEMENT_EMAIL_KEYS = ['segEmail', 'fitEmail'] as const;

/** An email address for a mailto: link: one @, no spaces, nothing a URL would read as more than an address. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@:/?#<>"'%]+@[^\s@:/?#<>"'%]+\.[^\s@:/?#<>"'%]+$/.test(value);
}

/** Keeps each email address only when it is one; otherwise the default stands and the page hears why. */
function emailAddresses<T extends object>(config: T, defaults: T, keys: readonly (keyof T & string)[], where: string): T {
  const checked = { ...config };
  for (const key of keys) {
    const value = config[key];
    if (typeof value !== 'string' || isEmailAddress(value)) continue;
    checked[key] = defaults[key];
    reportRefusedUrl(`${where}${key}`, 'it must be an email address');
  }
  return checked;
}

export function parseContentConfig(given: unknown): ContentConfig {
  const merged = merge(defaultContentConfig, given);
  const policy = urlPolicyOf(given);
  return {
    ...safeUrls(merged, defaultContentConfig, URL_KEYS, '', policy),
    nucleusScriptUrls: safeUrlList(merged.nucleusScriptUrls, 'nucleusScriptUrls', policy),
    contactPages: safeUrls(merged.contactPages, defaultContentConfig.contactPages, CONTACT_PAGE_KEYS, 'contactPages.', policy),
    bereavement: emailAddresses(
      safeUrls(merged.bereavement, defaultContentConfig.bereavement, BEREAVEMENT_URL_KEYS, 'bereavement.', policy),
      defaultContentConfig.bereavement,
      BEREAVEMENT_EMAIL_KEYS,
      'bereavement.',
    ),
  };
}

const parsed = new WeakMap<object, ContentConfig>();

/** The content pages' configuration, read from the page configuration once per configuration. */
export function getContentConfig(): ContentConfig {
  const given = pageConfigInput();
  let config = parsed.get(given);
  if (!config) parsed.set(given, (config = parseContentConfig(given)));
  return config;
}
