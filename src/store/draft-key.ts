/**
 * Where one journey instance keeps its answers, receipt and kept leads. Small and free of
 * imports: the route of every journey step reads it (store/kept/kept.ts), content pages carry it.
 */

/** Journeys whose answers are kept between steps and reloads. */
export type JourneyName = 'meterRead' | 'complaint' | 'feedback';

/**
 * The journey name, plus the element's `draft-key` (or id) when the page holds several
 * instances that must not share answers.
 */
export type DraftKey = JourneyName | `${JourneyName}#${string}`;

/** The journey a route belongs to, and where its confirmation is (what the offer of kept answers needs). */
export interface KeptAnswersRoute {
  name: JourneyName;
  confirmation: `/${string}`;
}

export function draftKeyOf(journey: JourneyName, instance = ''): DraftKey {
  return instance === '' ? journey : `${journey}#${instance}`;
}
