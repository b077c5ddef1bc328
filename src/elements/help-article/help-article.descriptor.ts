/** <help-article> described once: what the build, the docs and the tests read of it. */
import { describeElement } from '../../router/element-descriptor';
import { helpArticleRoutes } from './help-article.routes';

export default describeElement({
  tag: 'help-article',
  routes: helpArticleRoutes,
  place: { minHeight: 720, untilDefined: false },
});
