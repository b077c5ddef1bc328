/**
 * What an author sees on an AEM author instance where a component's setting is missing or not
 * one it takes: which setting, the values it takes, and what the component will show once it
 * is set. Only authors see it (authoring mode); on the published page the element behaves as it
 * always does. Downloaded only in authoring mode.
 *
 * @csspart authoring-note - The note an author sees in place of the component while one of its settings is missing or not one it takes (authoring mode only).
 */
import { Banner } from '../Banner';
import { meantValue, type AuthoringValue } from './authoring-values';

export type { AuthoringValue } from './authoring-values';

export const AUTHORING_TEXT = {
  title: (label: string) => `Set ${label} for this component`,
  shows: (what: string) => `Once it is set, this component shows ${what}.`,
  notSet: (label: string) => `${label} is not set.`,
  notOne: (label: string, given: string) => `${label} is set to “${given}”, which is not one of the values below.`,
  meant: (value: string) => `Did you mean “${value}”?`,
  setTo: (label: string, attribute: string, of = 'these') =>
    `Select the component, choose Configure (the spanner) and set ${label} (${attribute}) to one of ${of}, exactly as written:`,
  onlyAuthors: 'Only authors see this note.',
} as const;

export interface AuthoringPlaceholderProps {
  /** The attribute: 'category'. */
  attribute: string;
  /** Its field's label in the AEM dialog, from the element's authors' section (ElementAuthors): 'Category'. */
  label: string;
  /** What it holds now; undefined when it is not set. */
  given: string | undefined;
  /** What the component shows once set, to end a sentence: 'a help category page: …'. */
  shows: string;
  /** The values it takes, in the order to list them. */
  values: readonly AuthoringValue[];
  /** What the values are, where "these" would not say (an article's: 'the articles of Meters'). */
  valuesOf?: string;
  /** What to set it to, said in place of the list when no list of values fits (a path). */
  hint?: string;
  /** Said before the list when `given` is a value but cannot be shown (not on the content server). */
  problem?: string;
  /** What visitors to the published page get meanwhile, as a sentence. */
  onPublish: string;
}

/** The note, in the style of the elements' banners (an information banner, a labelled region). */
export function AuthoringPlaceholder({ attribute, label, given, shows, values, valuesOf, hint, problem, onPublish }: AuthoringPlaceholderProps) {
  const meant = meantValue(given, values);
  const empty = given === undefined || given.trim() === '';
  return (
    <div className="help-width-container">
      <Banner title={AUTHORING_TEXT.title(label)} part="authoring-note" className="help-authoring-note">
        <p className="help-body">{AUTHORING_TEXT.shows(shows)}</p>
        <p className="help-body">
          <strong>{problem ?? (empty ? AUTHORING_TEXT.notSet(label) : AUTHORING_TEXT.notOne(label, given))}</strong>
          {meant ? ` ${AUTHORING_TEXT.meant(meant)}` : null}
        </p>
        {hint ? (
          <p className="help-body">{hint}</p>
        ) : (
          <>
            <p className="help-body">{AUTHORING_TEXT.setTo(label, attribute, valuesOf)}</p>
            <ul className="help-list">
              {values.map(({ value, label: name }) => (
                <li key={value}>
                  <strong>{value}</strong>
                  {name ? ` (${name})` : null}
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="help-body">
          {AUTHORING_TEXT.onlyAuthors} {onPublish}
        </p>
      </Banner>
    </div>
  );
}
