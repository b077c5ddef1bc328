/**
 * `<help-article>`: the element shell around the article route. It opens on the article its
 * `category` and `article` attributes name, else the page URL's segments under the base path.
 */
import { ElementShell, type ElementProps } from '../../platform/element-shell';
import { ElementRoutes } from '../../router/element-routes';
import { routeSegment } from '../../router/route-segment';
import { articleRoute, helpArticleRoutes } from './help-article.routes';
import styles from './help-article.styles.css';

export interface HelpArticleProps extends ElementProps {
  category?: string;
  article?: string;
}

export function HelpArticleApp({ container, category, article }: HelpArticleProps) {
  // Neither named: a path no article has, which the screen sends to the page-not-found page.
  const start = articleRoute(routeSegment(category, 0) ?? '', routeSegment(article, 1) ?? '');
  return (
    <ElementShell container={container} styles={[styles]}>
      {/* Keyed on the article: a CMS that changes the attributes opens the new one. */}
      <ElementRoutes key={start} routes={helpArticleRoutes} start={start} />
    </ElementShell>
  );
}
