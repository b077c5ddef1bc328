/**
 * <help-article> in authoring mode (see router/content-pages/authoring.tsx): with an article it
 * can show, the article; otherwise a note for the author naming the setting to mend, `category`
 * (the twelve categories) or `article` (the category's articles, from the content server's
 * categories list, which decides what can be shown). Downloaded only in authoring mode.
 */
import type { ReactNode } from 'react';
import { isListedArticle, useCategories } from '../../../api/content-pages/categories';
import { AuthoringPlaceholder, type AuthoringPlaceholderProps } from '../../../components/authoring/AuthoringPlaceholder';
import { Spinner } from '../../../components';
import { isHelpCategorySlug } from '../../../content/help-categories';
import type { AuthoringNoteProps } from '../../../router/content-pages/authoring';
import { HELP_ARTICLE_AUTHORS } from '../help-article.authors';
import { TEXT } from '../help-article.text';

export const ARTICLE_AUTHORING_TEXT = {
  shows: 'a help article from the content server, with its breadcrumb, “Was this page helpful?” and related articles',
  articlesOf: (category: string) => `the articles of ${category}`,
  notListed: (category: string) => `The content server’s categories list does not have the category “${category}”, so none of its articles can be shown.`,
  listFailed: 'The content server’s categories list could not be loaded, so the articles cannot be listed here. Reload the page to try again.',
  notFoundOnPublish: 'Visitors to the published page are sent to the page-not-found page instead.',
  fallbackOnPublish: 'Visitors to the published page see a message that the service has a problem in its place.',
} as const;

/** The fields as the dialog has them: their labels, and the twelve categories. */
const { category: CATEGORY, article: ARTICLE } = HELP_ARTICLE_AUTHORS.fields;

const onPublish = (named: boolean) => (named ? ARTICLE_AUTHORING_TEXT.notFoundOnPublish : ARTICLE_AUTHORING_TEXT.fallbackOnPublish);

/** An article of a known category: shown once the categories list has it; else its articles, from that list. */
function ArticleCheck({ category, article, children }: { category: string; article: string | undefined; children: ReactNode }) {
  const categories = useCategories();
  const list = categories.data;
  if (article && (!list || isListedArticle(list, category, article))) return <>{children}</>;
  if (!list && !categories.isError) return <Spinner label={TEXT.loading} size="large" />;
  const listing = list?.find((each) => each.slug === category);
  const props: AuthoringPlaceholderProps = {
    attribute: 'article',
    label: ARTICLE.label,
    given: article,
    shows: ARTICLE_AUTHORING_TEXT.shows,
    values: (listing?.articles ?? []).map(({ label, title }) => ({ value: label, label: title || undefined })),
    valuesOf: ARTICLE_AUTHORING_TEXT.articlesOf(listing?.title || category),
    onPublish: onPublish(article !== undefined),
  };
  if (!list) return <AuthoringPlaceholder {...props} problem={ARTICLE_AUTHORING_TEXT.listFailed} />;
  if (!listing) return <AuthoringPlaceholder {...props} attribute="category" label={CATEGORY.label} given={category} values={CATEGORY.choices} valuesOf={undefined} problem={ARTICLE_AUTHORING_TEXT.notListed(category)} />;
  return <AuthoringPlaceholder {...props} />;
}

export default function HelpArticleAuthoring({ given, children }: AuthoringNoteProps) {
  const { category, article } = given;
  if (category && isHelpCategorySlug(category)) {
    return (
      <ArticleCheck category={category} article={article}>
        {children}
      </ArticleCheck>
    );
  }
  return <AuthoringPlaceholder attribute="category" label={CATEGORY.label} given={category} shows={ARTICLE_AUTHORING_TEXT.shows} values={CATEGORY.choices} onPublish={onPublish(category !== undefined && article !== undefined)} />;
}
