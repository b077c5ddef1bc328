/**
 * Meters: common questions with an image and a label, the articles in grouped cards,
 * and a featured article last.
 */
import { Card, CardGrid } from '../../../components/card/Card';
import { Pill } from '../../../components/with-screens/Pill';
import { getConfig } from '../../../config';
import { METERS_CATEGORY } from '../../../content/with-screens/categories/meters';
import { contentAssetUrl, type FeaturedArticle, type NewLayoutCategory } from '../../../content/help-categories';
import { NotFoundRedirect } from '../../../router/content-pages/not-found';
import { TEXT } from '../help-category.text';
import { ArticleGroups, CategoryFrame, CategoryHeading, CategoryLink, type CategoryViewProps } from '../help-category.parts';
import layoutCss from './meters.layout.css';

/** The pictures are 16:9; their size is given so nothing moves when they arrive. */
function Picture({ path, className }: { path: string; className: string }) {
  // Decorative: the heading beside it says what the card is about.
  return <img className={className} src={contentAssetUrl(path, getConfig().contentBaseUrl)} alt="" width={320} height={180} loading="lazy" decoding="async" />;
}

function Featured({ article }: { article: FeaturedArticle }) {
  return (
    <section className="hc-section hc-featured" aria-labelledby="hc-featured-title">
      <Picture path={article.image} className="hc-featured__image" />
      <div className="hc-featured__text">
        <p className="hc-featured__label">
          <Pill variant="neutral">{TEXT.featured}</Pill>
        </p>
        <h2 id="hc-featured-title" className="help-heading-l">
          <CategoryLink link={article.link} externalLink={article.externalLink}>
            {article.title}
          </CategoryLink>
        </h2>
        <p className="help-body">{article.description}</p>
      </div>
    </section>
  );
}

export function MetersLayout({ category, focus }: { category: NewLayoutCategory; focus: boolean }) {
  const { title, commonQuestions, allArticlesTitle, allArticles, lastArticle } = category.categoryData;
  return (
    <CategoryFrame kind="meters" styles={layoutCss}>
      <CategoryHeading focus={focus}>{title}</CategoryHeading>
      <p className="help-body help-body-lead">{category.description}</p>
      <section className="hc-section" aria-labelledby="hc-common">
        <h2 id="hc-common" className="help-heading-l">
          {TEXT.commonQuestions}
        </h2>
        <CardGrid label={TEXT.commonQuestions}>
          {commonQuestions.map((question) => (
            <Card
              key={question.link}
              headingLevel={3}
              className="hc-question hc-question--pictured"
              // The picture heads the card, with the question's label under it.
              pill={
                <>
                  <Picture path={question.image} className="hc-question__image" />
                  {question.pill ? <Pill>{question.pill}</Pill> : null}
                </>
              }
              title={
                <CategoryLink link={question.link} externalLink={question.externalLink}>
                  {question.title}
                </CategoryLink>
              }
            >
              {question.description}
            </Card>
          ))}
        </CardGrid>
      </section>
      <ArticleGroups title={allArticlesTitle} groups={allArticles} />
      {lastArticle ? <Featured article={lastArticle} /> : null}
    </CategoryFrame>
  );
}

/** The meters page: what the category screen loads for it. */
export default function MetersView({ slug, focus }: CategoryViewProps) {
  if (slug !== METERS_CATEGORY.slug) return <NotFoundRedirect to="page" />;
  return <MetersLayout category={METERS_CATEGORY} focus={focus} />;
}
