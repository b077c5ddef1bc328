/**
 * {category}/{article}: a spinner while the categories list, the article page and
 * the sanitiser arrive (the element's place held meanwhile); the page-not-found page for an
 * article the list does not have under that category; the article, with its breadcrumb above,
 * "Was this page helpful?" and "Related articles"; or, when the content could not be fetched,
 * an error with "Try again".
 */
import { useMemo, useState } from 'react';
import { useParams } from 'wouter';
import type { ParsedArticle } from '../../../api/content-api/content';
import type { RemoteCategory } from '../../../api/content-pages/categories';
import { PageHeading, Spinner } from '../../../components';
import { HELP_META_DESCRIPTION } from '../../../content/page-meta/page-meta';
import { Loading } from '../../../shell/element-shell';
import { usePageMeta } from '../../../platform/page-meta';
import { LoadFailedWhenIn } from '../../../router/content-pages/load-failed';
import { NotFoundRedirect } from '../../../router/content-pages/not-found';
import { ComplaintsFooter } from '../../../router/content/complaints-footer';
import { ArticleBody } from '../../../components/safe-html/ArticleBody';
import { useArticlePage, useNucleusScripts } from '../help-article.data';
import { ArticleFeedback } from '../help-article.feedback';
import { ArticleBreadcrumbs, RelatedArticles } from '../help-article.links';
import { breadcrumbTrail, relatedArticles } from '../help-article.nearby';
import { TEXT } from '../help-article.text';

interface ArticleViewProps {
  category: string;
  label: string;
  article: ParsedArticle;
  /** The article's category as the categories list has it. */
  listing: RemoteCategory;
  /** The customer pressed "Try again" to get here: the heading takes focus from the gone button. */
  recovered: boolean;
}

/**
 * One article as the content server gave it, between its breadcrumb and its related articles.
 * @csspart article - The article: heading, body and feedback.
 */
function ArticleView({ category, label, article, listing, recovered }: ArticleViewProps) {
  usePageMeta({ title: `${article.title}${TEXT.titleSuffix}`, description: article.description || HELP_META_DESCRIPTION });
  useNucleusScripts(article.nucleusContent);
  const trail = useMemo(() => breadcrumbTrail(listing, label, article.title), [listing, label, article.title]);
  const related = useMemo(() => relatedArticles(listing, label), [listing, label]);
  return (
    // The page column every screen shares; the article keeps its reading width inside it.
    <div className="help-width-container">
      <ArticleBreadcrumbs trail={trail} />
      <article className="ha" part="article">
        <PageHeading focusOnMount={recovered || undefined}>{article.title}</PageHeading>
        <ArticleBody markup={article.markup} />
        <ArticleFeedback category={category} article={label} />
      </article>
      <RelatedArticles articles={related} />
      <ComplaintsFooter />
    </div>
  );
}

/** The spinner, in the place the article will take. */
function ArticleLoading() {
  return (
    <div className="ha-loading">
      <Spinner label={TEXT.loading} size="large" />
      <Loading />
    </div>
  );
}

export default function ArticleScreen() {
  const { category = '', article = '' } = useParams();
  const state = useArticlePage(category, article);
  const [retried, setRetried] = useState(false);
  if (state.status === 'not-found') return <NotFoundRedirect to="page" />;
  if (state.status === 'failed') {
    return (
      <LoadFailedWhenIn
        pending={<ArticleLoading />}
        title={TEXT.failedTitle}
        headingLevel={1}
        retrying={state.retrying}
        onRetry={() => {
          setRetried(true);
          state.retry();
        }}
      >
        <p className="help-body">{TEXT.failed}</p>
      </LoadFailedWhenIn>
    );
  }
  if (state.status === 'loading') return <ArticleLoading />;
  // Keyed on the article: another article in the same screen asks its own question again.
  return <ArticleView key={`${category}/${article}`} category={category} label={article} article={state.article} listing={state.listing} recovered={retried} />;
}
