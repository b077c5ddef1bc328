/**
 * Authoring mode: an element on a page being edited or previewed on an AEM author instance (the
 * `authoring` attribute, set by the AEM component) says what to set when an attribute is missing
 * or unknown, where on publish it would send the page to the page-not-found page or show its
 * fallback and report. The author keeps the page they are editing.
 *
 * The element's note, which checks its attributes and knows the values each takes, is downloaded
 * only in authoring mode: a published page pays for this one small component alone.
 */
import type { ReactNode } from 'react';
import { useElement } from '../../platform/element-context';
import { Loading } from '../../shell/element-shell';
import { useLazyPart } from '../element-routes';
import type { LazyScreen } from '../route-table';

/** What an element's authoring note is given. */
export interface AuthoringNoteProps {
  /** The element's attributes as it read them (undefined: not set, nor in the page URL). */
  given: Readonly<Record<string, string | undefined>>;
  /** What the element shows when its attributes are right. */
  children?: ReactNode;
}

/**
 * On publish, its children. In authoring mode, the element's note (`note`, loaded now): the
 * children when `given` is right, else what to set.
 */
export function AuthoringCheck({ note, given, children }: AuthoringNoteProps & { note: LazyScreen<AuthoringNoteProps> }) {
  const { authoring } = useElement();
  const Note = useLazyPart(authoring ? note : undefined);
  if (!authoring) return children;
  return Note ? <Note given={given}>{children}</Note> : <Loading />;
}
