/**
 * Emergencies. What a person with a gas leak or a power cut needs comes first: the
 * banner 'What to do in an emergency?' and, straight under it, the three emergency cards with
 * their numbers as `tel:` links, so all three are on a phone's first screen (SPEC lists the
 * help cards and the safety box first; the numbers matter most). Then the help cards, the
 * electrical safety advice box and the emergency articles. Everything here is static: nothing
 * waits for a request (the route starts this file's download with the category screen's).
 */
import { Card, CardGrid } from '../../../components/card/Card';
import { EMERGENCIES_CATEGORY, EMERGENCIES_PAGE } from '../../../content/with-screens/categories/emergencies';
import type { OldLayoutCategory } from '../../../content/help-categories';
import { TEXT } from '../help-category.text';
import { ArticleList, CategoryFrame, CategoryHeading, CtaCards, type CategoryViewProps } from '../help-category.parts';
import layoutCss from './emergencies.layout.css';

/**
 * The emergency numbers, each a card.
 * @csspart emergency-number - An emergency number (a `tel:` link).
 */
function EmergencyCards() {
  return (
    <CardGrid label={EMERGENCIES_PAGE.cardsLabel} className="hc-emergency-cards">
      {EMERGENCIES_PAGE.cards.map((card) => (
        <Card key={card.href} title={card.title} className="hc-emergency-card">
          <p className="hc-number">
            <a className="hc-number__link" href={card.href} part="emergency-number">
              <span className="visually-hidden">{TEXT.call}</span>
              {card.number}
            </a>
            {card.hours ? <span className="hc-number__hours"> ({card.hours})</span> : null}
          </p>
          <p>{card.description}</p>
        </Card>
      ))}
    </CardGrid>
  );
}

function ElectricalSafety() {
  const { title, paragraphs } = EMERGENCIES_PAGE.electricalSafety;
  return (
    <section className="hc-section hc-advice" aria-labelledby="hc-advice-title">
      <h2 id="hc-advice-title" className="help-heading-m">
        {title}
      </h2>
      <ul className="help-list">
        {paragraphs.map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ul>
    </section>
  );
}

export function EmergenciesLayout({ category, focus }: { category: OldLayoutCategory; focus: boolean }) {
  const { articlesTitle, articles } = category.categoryData;
  return (
    <CategoryFrame kind="emergencies" styles={layoutCss}>
      <div className="hc-emergency-banner">
        <CategoryHeading size="l" focus={focus} className="hc-emergency-banner__title">{EMERGENCIES_PAGE.bannerTitle}</CategoryHeading>
        <p className="help-body">{EMERGENCIES_PAGE.bannerText}</p>
      </div>
      <EmergencyCards />
      <CtaCards items={category.ctaItems} label={TEXT.moreHelp} />
      <ElectricalSafety />
      <ArticleList title={articlesTitle} articles={articles} />
    </CategoryFrame>
  );
}

/** The emergencies page: what the category screen loads for it. */
export default function EmergenciesView({ focus }: CategoryViewProps) {
  return <EmergenciesLayout category={EMERGENCIES_CATEGORY} focus={focus} />;
}
