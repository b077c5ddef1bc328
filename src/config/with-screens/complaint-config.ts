/**
 * The part of the page configuration only the complaint journey uses: the main site's
 * complaint pages its first questions send people to (home services, installations and EV
 * charge points leave the app; credit, Direct Debit and other energy customers go to the
 * credit complaint page). Same script tag (#help-and-support-config), same URL policy as
 * config.ts; kept apart so pages without the journey do not download it.
 */
import { merge, pageConfigInput, safeUrls, urlPolicyOf } from '../config';

/** Main-site pages (paths on mainSiteUrl, or URLs) for complaints this journey does not take. */
export interface ComplaintPagesConfig {
  /** Credit, Direct Debit and other energy customers' complaints. */
  credit: string;
  /** Home services (cover, repairs, servicing). */
  homeServices: string;
  /** Installations (boilers, heating, solar and batteries). */
  installations: string;
  /** Electric vehicle charge points. */
  evChargePoint: string;
}

export interface ComplaintConfig {
  complaintPages: ComplaintPagesConfig;
}

export const defaultComplaintConfig: ComplaintConfig = {
  complaintPages: {
    credit: '/energy/complaints',
    homeServices: '/home-services/complaints',
    installations: '/installations/complaints',
    evChargePoint: '/electric-vehicles/complaints',
  },
};

const PAGE_KEYS = ['credit', 'homeServices', 'installations', 'evChargePoint'] as const;

export function parseComplaintConfig(given: unknown): ComplaintConfig {
  const merged = merge(defaultComplaintConfig, given);
  const policy = urlPolicyOf(given);
  return { complaintPages: safeUrls(merged.complaintPages, defaultComplaintConfig.complaintPages, PAGE_KEYS, 'complaintPages.', policy) };
}

const parsed = new WeakMap<object, ComplaintConfig>();

/** The journey's configuration, read from the page configuration once per configuration. */
export function getComplaintConfig(): ComplaintConfig {
  const given = pageConfigInput();
  let config = parsed.get(given);
  if (!config) parsed.set(given, (config = parseComplaintConfig(given)));
  return config;
}
