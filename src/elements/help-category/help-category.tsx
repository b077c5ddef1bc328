/**
 * `<help-category>`: the element shell around the category route, opening on its category:
 * the `category` attribute, else the page URL's first segment under the base path.
 */
import { ElementShell, ElementStartError, type ElementProps } from '../../shell/element-shell';
import { ElementRoutes } from '../../router/element-routes';
import { routeSegment } from '../../router/content-pages/route-segment';
import { AuthoringCheck, type AuthoringNoteProps } from '../../router/content-pages/authoring';
import { lazyScreen } from '../../router/route-table';
import { categoryPath, helpCategoryRoutes } from './help-category.routes';
import styles from './help-category.styles.css';

export interface HelpCategoryProps extends ElementProps {
  /** The category's slug ('meters'); read from the page URL when absent. */
  category?: string;
}

/**
 * No category given and none in the page URL: a placement mistake on the host page. It is
 * reported and the element shows its fallback; the host page is not sent anywhere.
 */
function NoCategory(): never {
  throw new ElementStartError('<help-category> needs a category attribute, or a page under the base path');
}

/** What an author is told when `category` is missing or not a category (authoring mode only). */
const AUTHORING_NOTE = lazyScreen<AuthoringNoteProps>(() => import('./authoring/help-category.authoring'));

export function HelpCategoryApp({ container, category }: HelpCategoryProps) {
  const subject = routeSegment(category, 0);
  return (
    <ElementShell container={container} styles={[styles]}>
      <AuthoringCheck note={AUTHORING_NOTE} given={{ category: subject }}>
        {/* A new category attribute opens that category's page afresh. */}
        {subject ? <ElementRoutes key={subject} routes={helpCategoryRoutes} start={categoryPath(subject)} /> : <NoCategory />}
      </AuthoringCheck>
    </ElementShell>
  );
}
