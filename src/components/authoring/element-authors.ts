/**
 * What AEM's authors read of an element (the `authors` of its descriptor, src/router/
 * element-descriptor.ts): the words and values of its dialog, its Universal Editor model and its
 * authoring note. Types only, here beside the notes that read them, so the shared fields
 * (author-fields.ts) need nothing from the router.
 */

/** One value an author can choose for an attribute, with the name they know it by. */
export interface AuthorChoice {
  /** Exactly as the attribute takes it: 'meters'. */
  value: string;
  /** What the author sees: 'Meters'. */
  label: string;
  /** The value of the field the choices follow (`AuthorField.follows`) this one goes with: an article's category. */
  of?: string;
}

/**
 * An attribute as an author meets it, in the AEM component's dialog, the Universal Editor's
 * properties panel and the element's authoring note: words for authors, not for developers.
 */
export interface AuthorField {
  /** The field's label: 'Category'. The authoring note names the field by it too. */
  label: string;
  /** What to set and when, in plain words (never the attribute's JSDoc). */
  description: string;
  /** The component shows nothing useful without it: the dialog does not save while it is empty. */
  required?: true;
  /** The values it takes, in the order to offer them: the field is a select with exactly these. */
  choices?: readonly AuthorChoice[];
  /** The attribute whose value narrows `choices` to those `of` it ('category' for an article). */
  follows?: string;
  /**
   * The element shows a new value at once (it follows the attribute): a change made in AEM's
   * Universal Editor is shown in place. Without it the element reads the value as it starts, and
   * the editor reloads the page to show a change.
   */
  showsInPlace?: true;
}

/**
 * What authors read of an element in AEM. Every public attribute but `authoring` (the
 * component sets it) has a field, or is left out with the reason why (`omit`), so no attribute
 * reaches an author with a developer's description.
 */
export interface ElementAuthors {
  /** What the component does, in a line (the component's description in AEM's components browser). */
  does: string;
  fields: Readonly<Record<string, AuthorField>>;
  /** Attributes that make no sense to set on this component, each with why: no field, and the HTL writes none. */
  omit?: Readonly<Record<string, string>>;
}
