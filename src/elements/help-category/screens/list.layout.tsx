/**
 * Every other category: the articles as a bulleted list, then the category's
 * call-to-action cards. Struggling to pay starts with the debt-help intro and ends with the
 * Speak/Seek/Save block.
 */
import { DEBT_HELP_INTRO, LIST_CATEGORIES } from '../../../content/with-screens/categories/list';
import { CATEGORY_LAYOUTS, type CategoryLayout, type OldLayoutCategory } from '../../../content/help-categories';
import { NotFoundRedirect } from '../../../router/content-pages/not-found';
import { TEXT } from '../help-category.text';
import { ArticleList, CategoryFrame, CategoryHeading, CtaCards, SpeakSeekSave, type CategoryViewProps } from '../help-category.parts';
import layoutCss from './list.layout.css';

type List = Extract<CategoryLayout, { kind: 'list' }>;

function DebtHelpIntro() {
  return (
    <div className="hc-debt-intro">
      <p className="hc-debt-intro__highlight">{DEBT_HELP_INTRO.highlight}</p>
      {DEBT_HELP_INTRO.paragraphs.map((paragraph) => (
        <p key={paragraph} className="help-body">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

export function ListLayout({ category, layout, focus }: { category: OldLayoutCategory; layout: List; focus: boolean }) {
  const { articlesTitle, articles } = category.categoryData;
  return (
    <CategoryFrame kind="list" styles={layoutCss}>
      <CategoryHeading focus={focus}>{category.title}</CategoryHeading>
      {layout.debtHelpIntro ? <DebtHelpIntro /> : <p className="help-body help-body-lead">{category.description}</p>}
      <ArticleList title={articlesTitle} articles={articles} />
      <CtaCards items={category.ctaItems} label={TEXT.moreHelp} />
      {layout.speakSeekSave ? <SpeakSeekSave /> : null}
    </CategoryFrame>
  );
}

/** A list category's page, from its own data: what the category screen loads for it. */
export default function ListView({ slug, focus }: CategoryViewProps) {
  const category = LIST_CATEGORIES.find((each) => each.slug === slug);
  const layout = CATEGORY_LAYOUTS[slug];
  if (!category || layout.kind !== 'list') return <NotFoundRedirect to="page" />;
  return <ListLayout category={category} layout={layout} focus={focus} />;
}
