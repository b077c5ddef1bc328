/**
 * Bills and payments, My account, Pay As You Go: a dark header with the heading and
 * three common-question cards, then the articles in grouped cards, the Speak/Seek/Save block
 * and the Energy Trust panel where the category has them, the search panel and a way back to
 * the top.
 */
import { Card, CardGrid } from '../../../components/card/Card';
import { DARK_HEADER_CATEGORIES, ENERGY_TRUST_PROMO } from '../../../content/with-screens/categories/dark-header';
import { CATEGORY_LAYOUTS, type CategoryLayout, type NewLayoutCategory } from '../../../content/help-categories';
import { NotFoundRedirect } from '../../../router/content-pages/not-found';
import { TEXT } from '../help-category.text';
import { ArticleGroups, BackToTop, CategoryFrame, CategoryHeading, CategoryLink, SpeakSeekSave, type CategoryViewProps } from '../help-category.parts';
import layoutCss from './dark-header.layout.css';
import { SearchPanel } from '../../help-search/search-panel/search-panel';

type DarkHeader = Extract<CategoryLayout, { kind: 'dark-header' }>;

function EnergyTrustPromo() {
  const { title, description, link } = ENERGY_TRUST_PROMO;
  return (
    <section className="hc-section hc-promo" aria-labelledby="hc-promo-title">
      <h2 id="hc-promo-title" className="help-heading-m">
        {title}
      </h2>
      <p className="help-body">{description}</p>
      <p className="help-body">
        <CategoryLink link={link.link} externalLink={link.externalLink}>
          {link.label}
        </CategoryLink>
      </p>
    </section>
  );
}

/**
 * Bills and payments, My account and Pay As You Go: the heading on a dark band.
 * @csspart hero - The dark header of Bills and payments, My account and Pay As You Go.
 */
export function DarkHeaderLayout({ category, layout, focus }: { category: NewLayoutCategory; layout: DarkHeader; focus: boolean }) {
  const { title, commonQuestions, allArticlesTitle, allArticles } = category.categoryData;
  return (
    <CategoryFrame kind="dark-header" styles={layoutCss} bleeds>
      <div className="hc-hero" part="hero">
        <div className="hc-hero__inner help-width-container">
          <CategoryHeading focus={focus} className="hc-hero__title">
            {title}
          </CategoryHeading>
          <p className="help-body hc-hero__intro">{category.description}</p>
          <section aria-labelledby="hc-common">
            <h2 id="hc-common" className="help-heading-m hc-hero__subtitle">
              {TEXT.commonQuestions}
            </h2>
            <CardGrid label={TEXT.commonQuestions}>
              {commonQuestions.map((question) => (
                <Card
                  key={question.link}
                  headingLevel={3}
                  className="hc-question"
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
        </div>
      </div>
      <div className="hc-body help-width-container">
        <ArticleGroups title={allArticlesTitle} groups={allArticles} />
        {layout.speakSeekSave ? <SpeakSeekSave /> : null}
        {layout.energyTrustPromo ? <EnergyTrustPromo /> : null}
        <section className="hc-search">
          <SearchPanel headingLevel={2} />
        </section>
        <BackToTop />
      </div>
    </CategoryFrame>
  );
}

/** A dark-header category's page, from its own data: what the category screen loads for it. */
export default function DarkHeaderView({ slug, focus }: CategoryViewProps) {
  const category = DARK_HEADER_CATEGORIES.find((each) => each.slug === slug);
  const layout = CATEGORY_LAYOUTS[slug];
  if (!category || layout.kind !== 'dark-header') return <NotFoundRedirect to="page" />;
  return <DarkHeaderLayout category={category} layout={layout} focus={focus} />;
}
