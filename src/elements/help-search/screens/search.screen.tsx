/**
 * `<help-search>` on its own: the search panel, as the page's heading when the element owns
 * the page (which then has the search page's title), else as a section of the host page.
 */
import { useElement } from '../../../platform/element-context';
import { usePageMeta } from '../../../platform/page-meta';
import { SearchPanel } from '../search-panel/search-panel';
import { TEXT } from '../help-search.text';

export default function SearchScreen() {
  const { ownsPage } = useElement();
  usePageMeta({ title: TEXT.pageTitle, description: TEXT.pageDescription });
  if (!ownsPage) return <SearchPanel headingLevel={2} />;
  // As the page, it sits in the page column every screen shares; as a section of a host page,
  // the host's layout places it.
  return (
    <div className="help-width-container">
      <SearchPanel headingLevel={1} />
    </div>
  );
}
