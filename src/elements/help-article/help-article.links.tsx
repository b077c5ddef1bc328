/**
 * The links around an article: the breadcrumb above it and "Related articles" after it (what
 * they hold: help-article.nearby.ts). Inside the `<help-and-support>` app they are routed;
 * outside it, `url-routing` or not, they load the pages they name (announced with
 * `help-navigate`), as the category page's links do: the element shows one article page.
 */
import { useId, type ReactNode } from 'react';
import { ElementContext, useOnePage } from '../../platform/element-context';
import { AppLink } from '../../router/content/app-link';
import type { Crumb, RelatedArticle } from './help-article.nearby';
import { TEXT } from './help-article.text';

/** Outside the app, the links inside load the pages they name. */
function OnePageLinks({ children }: { children: ReactNode }) {
  return <ElementContext.Provider value={useOnePage()}>{children}</ElementContext.Provider>;
}

/**
 * Help & Support › the category › the article, as GOV.UK's breadcrumbs: an ordered list whose
 * last step, the page itself, is not a link and is marked as the current page.
 *
 * @csspart breadcrumbs - The breadcrumb trail above the article.
 */
export function ArticleBreadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav className="ha-breadcrumbs" aria-label={TEXT.breadcrumbs} part="breadcrumbs">
      <ol className="ha-breadcrumbs__list">
        <OnePageLinks>
          {trail.map(({ text, route }) => (
            <li key={route ?? 'current'} className="ha-breadcrumbs__item" aria-current={route ? undefined : 'page'}>
              {route ? <AppLink to={route}>{text}</AppLink> : text}
            </li>
          ))}
        </OnePageLinks>
      </ol>
    </nav>
  );
}

/**
 * Other articles of the category, under "Related articles"; nothing when there are none.
 *
 * @csspart related - The "Related articles" heading and links after the article.
 */
export function RelatedArticles({ articles }: { articles: readonly RelatedArticle[] }) {
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <nav className="ha-related" aria-labelledby={headingId} part="related">
      <h2 className="ha-related__title" id={headingId}>
        {TEXT.related}
      </h2>
      <ul className="help-list help-list--plain ha-related__list">
        <OnePageLinks>
          {articles.map(({ title, route }) => (
            <li key={route}>
              <AppLink to={route}>{title}</AppLink>
            </li>
          ))}
        </OnePageLinks>
      </ul>
    </nav>
  );
}
