/**
 * Pieces every category layout uses: its frame, its links (inside the app or out of it), its
 * heading, the article groups, the call-to-action cards, the Speak/Seek/Save block and the way
 * back to the top.
 */
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { PageHeading } from '../../components';
import { Card, CardGrid } from '../../components/card/Card';
import { getConfig, mainSiteLink } from '../../config';
import { SPEAK_SEEK_SAVE, type ArticleGroup, type CtaItem, type HelpCategorySlug, type ListedArticle } from '../../content/help-categories';
import { AppLink, LeaveLink } from '../../router/content/app-link';
import { useOwnStyles } from '../../styles/adopt';
import { TEXT } from './help-category.text';

/** What every layout is given (help-category.views.ts loads the one a category's page needs). */
export interface CategoryViewProps {
  slug: HelpCategorySlug;
  /** The page's heading takes focus when it shows (after "Try again"). */
  focus: boolean;
}

/**
 * A layout's page: its frame, and the layout's own stylesheet (only its pages download it). The
 * frame is the page column (base.css .help-width-container), unless the layout has a band that
 * bleeds to the element's edges (`bleeds`): then the band's inside and the body are the column.
 */
export function CategoryFrame({ kind, styles, bleeds = false, children }: { kind: string; styles: string; bleeds?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useOwnStyles(ref, styles);
  return (
    <div ref={ref} className={`hc hc--${kind}${bleeds ? '' : ' help-width-container'}`}>
      {children}
    </div>
  );
}

export interface CategoryLinkProps {
  /** A route of the app ('/meters/faulty-meter'), or with `externalLink` a main-site page or URL. */
  link: string;
  externalLink: boolean;
  className?: string;
  children: ReactNode;
}

/** A link of the category data: an AppLink to an app route, or a LeaveLink to the main site. */
export function CategoryLink({ link, externalLink, className, children }: CategoryLinkProps) {
  if (externalLink) {
    return (
      <LeaveLink href={mainSiteLink(link, getConfig())} className={className}>
        {children}
      </LeaveLink>
    );
  }
  return (
    <AppLink to={link as `/${string}`} className={className}>
      {children}
    </AppLink>
  );
}

/**
 * The category's h1. It takes focus when the page appears after "Try again" (`focus`), so the
 * customer is not left on a button that has gone; otherwise as every screen's heading does.
 */
export function CategoryHeading({ children, focus, size = 'xl', className }: { children: ReactNode; focus?: boolean; size?: 'xl' | 'l'; className?: string }) {
  return (
    <PageHeading id="hc-top" size={size} focusOnMount={focus || undefined} className={className}>
      {children}
    </PageHeading>
  );
}

/** The articles of a new-layout category, a card a group (SPEC "grouped article-link cards"). */
export function ArticleGroups({ title, groups }: { title: string; groups: readonly ArticleGroup[] }) {
  return (
    <section className="hc-section" aria-labelledby="hc-all-articles">
      <h2 id="hc-all-articles" className="help-heading-l">
        {title}
      </h2>
      <CardGrid label={title}>
        {groups.map((group) => (
          <Card key={group.title} title={group.title} headingLevel={3} className="hc-group">
            <ul className="help-list help-list--plain hc-links">
              {group.articleLinks.map((article) => (
                <li key={article.link}>
                  <CategoryLink link={article.link} externalLink={article.externalLink}>
                    {article.label}
                  </CategoryLink>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </CardGrid>
    </section>
  );
}

/** The articles of an old-layout category, as a bulleted list. */
export function ArticleList({ title, articles }: { title: string; articles: readonly ListedArticle[] }) {
  return (
    <section className="hc-section" aria-labelledby="hc-articles">
      <h2 id="hc-articles" className="help-heading-l">
        {title}
      </h2>
      <ul className="help-list hc-articles">
        {articles.map((article) => (
          <li key={article.path}>
            <CategoryLink link={article.path} externalLink={article.externalLink}>
              {article.label}
            </CategoryLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The category's call-to-action cards (old layout), or the emergencies page's help cards. */
export function CtaCards({ items, label }: { items: readonly CtaItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <CardGrid label={label} className="hc-cta">
      {items.map((item) => (
        <Card
          key={item.title}
          title={item.title}
          action={
            <CategoryLink link={item.path} externalLink={item.externalLink} className="help-button hc-button-link">
              {item.button}
            </CategoryLink>
          }
        >
          {item.description}
        </Card>
      ))}
    </CardGrid>
  );
}

/** SPEC's Speak/Seek/Save help block: three steps, each with where to go. */
export function SpeakSeekSave() {
  return (
    <section className="hc-section hc-sss" aria-labelledby="hc-sss-title">
      <h2 id="hc-sss-title" className="help-heading-l">
        {SPEAK_SEEK_SAVE.title}
      </h2>
      <ol className="hc-sss__steps">
        {SPEAK_SEEK_SAVE.steps.map((step) => (
          <li key={step.title} className="hc-sss__step">
            <h3 className="hc-sss__title">{step.title}</h3>
            <p className="help-body">{step.description}</p>
            <p className="help-body">
              <CategoryLink link={step.link.link} externalLink={step.link.externalLink}>
                {step.link.label}
              </CategoryLink>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * "Back to top": moves focus to the page's heading, which scrolls it into view, so keyboard
 * and screen reader users start again from the top too. A fragment link could not reach into
 * the shadow root, and would change the host page's URL.
 */
export function BackToTop() {
  const toTop = (event: MouseEvent<HTMLAnchorElement>) => {
    const heading = (event.currentTarget.getRootNode() as ParentNode).querySelector<HTMLElement>('#hc-top');
    if (!heading) return;
    event.preventDefault();
    heading.focus();
    heading.scrollIntoView({ block: 'start' });
  };
  return (
    <p className="help-body hc-back-to-top">
      <a className="help-link" href="#hc-top" onClick={toTop}>
        {TEXT.backToTop}
      </a>
    </p>
  );
}
