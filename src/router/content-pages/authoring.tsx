/**
 * Authoring mode: an element on a page being edited or previewed on an AEM author instance (the
 * `authoring` attribute, set by the AEM component) says what to set when an attribute is missing
 * or unknown, where on publish it would send the page to the page-not-found page or show its
 * fallback and report. The author keeps the page they are editing.
 *
 * The element's note, with the facts about its attributes, is downloaded only in authoring mode:
 * a published page pays for this module alone.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useElement } from '../../platform/element-context';
import { Loading } from '../../shell/element-shell';
import { useLazyPart } from '../element-routes';
import type { LazyScreen } from '../route-table';

/** What an element's authoring note is given. */
export interface AuthoringNoteProps {
  /** The element's attributes as it read them (undefined: not set, nor in the page URL). */
  given: Readonly<Record<string, string | undefined>>;
  /**
   * The element got as far as its page-not-found page: something its attributes name is not
   * there (an article the categories list does not have).
   */
  notFound?: boolean;
  /** What the element shows when its attributes are right. */
  children?: ReactNode;
}

/** The element's note, for a not-found page reached in authoring mode (NotFoundRedirect). */
export const AuthoringNoteContext = createContext<(() => ReactNode) | null>(null);

/** The note in a not-found page's place, in authoring mode; null on publish (or without one). */
export function useAuthoringNote(): ReactNode {
  const note = useContext(AuthoringNoteContext);
  return useElement().authoring ? (note?.() ?? null) : null;
}

function Note({ note, given, notFound, children }: AuthoringNoteProps & { note: LazyScreen<AuthoringNoteProps> }) {
  const Loaded = useLazyPart(note);
  return Loaded ? (
    <Loaded given={given} notFound={notFound}>
      {children}
    </Loaded>
  ) : (
    <Loading />
  );
}

/**
 * On publish, its children. In authoring mode, the element's note (`note`, loaded now), which
 * shows the children when `given` is right and says what to set when it is not.
 */
export function AuthoringCheck({ note, given, children }: Omit<AuthoringNoteProps, 'notFound'> & { note: LazyScreen<AuthoringNoteProps> }) {
  if (!useElement().authoring) return <>{children}</>;
  return (
    <AuthoringNoteContext.Provider value={() => <Note note={note} given={given} notFound />}>
      <Note note={note} given={given}>
        {children}
      </Note>
    </AuthoringNoteContext.Provider>
  );
}
