import { Children, useRef, type ReactNode } from 'react';
import { useOwnStyles } from '../../styles/adopt';
import { classNames } from '../ids';
import cardCss from './Card.css';

export interface CardProps {
  /** The card's heading. */
  title: ReactNode;
  /** Level of the title's heading, after the headings around the card; default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Shown above the title, usually a `<Pill>` ("Meter reading week"). */
  pill?: ReactNode;
  /** The card's text: a paragraph or two (plain text is wrapped in a paragraph). */
  children?: ReactNode;
  /** The card's link or button, at its foot: where the card leads. */
  action?: ReactNode;
  className?: string;
  id?: string;
}

/**
 * A card: a heading, a little text and where to go next, in a box with a brand-coloured top
 * edge. Cards in a `<CardGrid>` line up their actions along the bottom.
 * Brings its own stylesheet (only some screens use it): import it from this file, not the
 * components barrel.
 *
 *   <CardGrid columns={3}>
 *     <Card title="Home services" action={<a href="…">View contact options</a>}>For Homecare cover…</Card>
 *   </CardGrid>
 *
 * @csspart card - A card: its box.
 * @csspart card-title - A card's heading.
 * @csspart card-body - A card's text.
 * @csspart card-action - The foot of a card, holding its link or button.
 */
export function Card({ title, headingLevel = 2, pill, children, action, className, id }: CardProps) {
  const ref = useRef<HTMLDivElement>(null);
  useOwnStyles(ref, cardCss);
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} className={classNames('help-card', className)} id={id} part="card">
      {pill ? <div className="help-card__pill">{pill}</div> : null}
      <Heading className="help-card__title" part="card-title">
        {title}
      </Heading>
      {children ? (
        <div className="help-card__body" part="card-body">
          {typeof children === 'string' ? <p>{children}</p> : children}
        </div>
      ) : null}
      {action ? (
        <div className="help-card__action" part="card-action">
          {action}
        </div>
      ) : null}
    </div>
  );
}

export interface CardGridProps {
  /** Columns on a wide container: 3 (default) or 4. One column on a phone, two in between for 4. */
  columns?: 3 | 4;
  /** The cards, each put in a list item: screen readers hear how many there are. */
  children: ReactNode;
  /** Names the list when the page has more than one group of cards. */
  label?: string;
  className?: string;
}

/**
 * Lays cards out in a grid of 3 or 4 columns, one column on a phone. The columns follow the
 * width the element is given (a container query), not the window's, so a grid placed in a
 * narrow column of a CMS page stacks as on a phone.
 *
 * @csspart card-grid - The list that lays out a group of cards.
 */
export function CardGrid({ columns = 3, children, label, className }: CardGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  useOwnStyles(ref, cardCss);
  return (
    <div ref={ref} className={classNames('help-card-grid', className)}>
      <ul className={`help-card-grid__list help-card-grid__list--${columns}`} aria-label={label} part="card-grid">
        {Children.map(children, (card) => (card ? <li className="help-card-grid__item">{card}</li> : null))}
      </ul>
    </div>
  );
}
