/** <help-category> described once: what the build, the docs and the tests read of it. */
import { describeElement } from '../../router/element-descriptor';
import { HELP_CATEGORY_AUTHORS } from './help-category.authors';
import { helpCategoryRoutes } from './help-category.routes';

export default describeElement({
  tag: 'help-category',
  routes: helpCategoryRoutes,
  place: { minHeight: 800, untilDefined: false },
  authors: HELP_CATEGORY_AUTHORS,
});
