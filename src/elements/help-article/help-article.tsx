/**
 * `<help-article>`: the element shell around the article route. It opens on the article its
 * `category` and `article` attributes name, else the page URL's segments under the base path.
 */
import { ElementShell, ElementStartError, type ElementProps } from '../../shell/element-shell';
import { ElementRoutes } from '../../router/element-routes';
import { routeSegment } from '../../router/content-pages/route-segment';
import { AuthoringCheck, type AuthoringNoteProps } from '../../router/content-pages/authoring';
import { lazyScreen } from '../../router/route-table';
import { articleRoute, helpArticleRoutes } from './help-article.routes';
import styles from './help-article.styles.css';

export interface HelpArticleProps extends ElementProps {
  category?: string;
  article?: string;
}

/**
 * Placed with no article named and not on a page under the base path: a mistake in the page,
 * reported and shown as the element's fallback; sending the customer's page elsewhere would not
 * mend it.
 */
function NoArticle(): never {
  throw new ElementStartError('<help-article> needs category and article attributes, or a page under the base path');
}

/** What an author is told when `category` or `article` is missing or unknown (authoring mode only). */
const AUTHORING_NOTE = lazyScreen<AuthoringNoteProps>(() => import('./authoring/help-article.authoring'));

export function HelpArticleApp({ container, category, article }: HelpArticleProps) {
  const [subject, name] = [routeSegment(category, 0), routeSegment(article, 1)];
  const start = subject && name ? articleRoute(subject, name) : undefined;
  return (
    <ElementShell container={container} styles={[styles]}>
      <AuthoringCheck note={AUTHORING_NOTE} given={{ category: subject, article: name }}>
        {/* Keyed on the article: a CMS that changes the attributes opens the new one. */}
        {start ? <ElementRoutes key={start} routes={helpArticleRoutes} start={start} /> : <NoArticle />}
      </AuthoringCheck>
    </ElementShell>
  );
}
