import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useOwnStyles } from '../../styles/adopt';
import accordionCss from './Accordion.css';

export interface AccordionSection {
  /** Unique within the accordion; also the name a link or the page URL's hash uses (`#executor`). */
  id: string;
  /** The section's heading: a question, for an FAQ. */
  heading: string;
  /** What shows when the section is open. */
  content: ReactNode;
}

/** The words of the accordion's controls (GOV.UK's by default). */
export interface AccordionLabels {
  showAll: string;
  hideAll: string;
  show: string;
  hide: string;
  /** Read after a section's heading: ", Show this section". */
  showSection: string;
  hideSection: string;
}

export const ACCORDION_LABELS: AccordionLabels = {
  showAll: 'Show all sections',
  hideAll: 'Hide all sections',
  show: 'Show',
  hide: 'Hide',
  showSection: 'Show this section',
  hideSection: 'Hide this section',
};

export interface AccordionProps {
  /** Base of the ids inside (each section's button and content). */
  id: string;
  sections: readonly AccordionSection[];
  /** Level of the sections' headings, after the heading above the accordion; default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Sections open at first. */
  defaultOpen?: readonly string[];
  /**
   * Opens a section and scrolls it into view, when set and whenever `key` changes (a link to
   * an answer was followed). With `focus`, its button takes focus too, so keyboard and screen
   * reader users land on it.
   */
  reveal?: { section: string; key: unknown; focus?: boolean };
  labels?: AccordionLabels;
}

/** Id of a section's button, the element to focus for it. */
export const accordionButtonId = (accordionId: string, section: string): string => `${accordionId}-${section}-button`;

/** Closed sections still let the browser's find-in-page reach their words, where it can (asked in the browser only: the build renders the page too). */
const untilFound = () => 'onbeforematch' in document.documentElement;

/**
 * A section's content, found by find-in-page while closed.
 * @csspart accordion-content - A section's content, shown when it is open.
 */
function SectionContent({ id, open, onFound, children }: { id: string; open: boolean; onFound: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;
  // React only knows `hidden` as true or false, so the attribute is set here, before paint.
  useLayoutEffect(() => {
    const content = ref.current;
    if (!content) return;
    if (open) content.removeAttribute('hidden');
    else content.setAttribute('hidden', untilFound() ? 'until-found' : '');
  }, [open]);
  useEffect(() => {
    const content = ref.current;
    const found = () => onFoundRef.current();
    content?.addEventListener('beforematch', found);
    return () => content?.removeEventListener('beforematch', found);
  }, []);
  return (
    <div ref={ref} id={id} className="help-accordion__content" part="accordion-content">
      {children}
    </div>
  );
}

/**
 * GOV.UK accordion: a list of sections, each opened and closed by a button in its heading
 * (aria-expanded, aria-controls), and a "Show all sections" button above them. Every control
 * is a native button, so Tab, Enter and Space do everything. Closed sections are
 * `hidden="until-found"` where the browser supports it, so find-in-page still opens them.
 * Brings its own stylesheet (only some screens use it): import it from this file, not the
 * components barrel.
 *
 * @csspart accordion - The accordion.
 * @csspart accordion-show-all - The "Show all sections" button.
 * @csspart accordion-section - One section: its heading and content.
 * @csspart accordion-button - The button in a section's heading that opens and closes it.
 * @csspart accordion-content - A section's content, shown when it is open.
 */
export function Accordion({ id, sections, headingLevel = 3, defaultOpen = [], reveal, labels = ACCORDION_LABELS }: AccordionProps) {
  const ref = useRef<HTMLDivElement>(null);
  useOwnStyles(ref, accordionCss);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const Heading = `h${headingLevel}` as const;
  const allOpen = sections.every((section) => open.has(section.id));

  const toggle = (section: string, opened = !open.has(section)) =>
    setOpen((current) => {
      const next = new Set(current);
      if (opened) next.add(section);
      else next.delete(section);
      return next;
    });

  // A followed link opens its section first; once it shows, it is scrolled to (and focused).
  const [revealed, setRevealed] = useState<AccordionProps['reveal']>();
  useEffect(() => {
    if (!reveal || !sections.some((section) => section.id === reveal.section)) return;
    toggle(reveal.section, true);
    setRevealed(reveal);
    // Only a new key asks again: the same request re-rendered changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the request on purpose (above)
  }, [reveal?.section, reveal?.key]);
  useEffect(() => {
    if (!revealed) return;
    const button = ref.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(accordionButtonId(id, revealed.section))}`);
    button?.closest('.help-accordion__section')?.scrollIntoView({ block: 'start' });
    if (revealed.focus) button?.focus({ preventScroll: true });
  }, [revealed, id]);

  return (
    <div ref={ref} className="help-accordion" id={id} part="accordion">
      <div className="help-accordion__controls">
        <button
          type="button"
          className="help-accordion__show-all"
          aria-expanded={allOpen}
          onClick={() => setOpen(allOpen ? new Set() : new Set(sections.map((section) => section.id)))}
          part="accordion-show-all"
        >
          <span className={`help-accordion__chevron${allOpen ? '' : ' help-accordion__chevron--down'}`} aria-hidden="true" />
          <span className="help-accordion__show-all-text">{allOpen ? labels.hideAll : labels.showAll}</span>
        </button>
      </div>
      {sections.map((section) => {
        const expanded = open.has(section.id);
        const contentId = `${id}-${section.id}-content`;
        return (
          <div
            key={section.id}
            className={`help-accordion__section${expanded ? ' help-accordion__section--expanded' : ''}`}
            part="accordion-section"
          >
            <Heading className="help-accordion__heading">
              <button
                type="button"
                id={accordionButtonId(id, section.id)}
                className="help-accordion__button"
                aria-controls={contentId}
                aria-expanded={expanded}
                aria-label={`${section.heading} , ${expanded ? labels.hideSection : labels.showSection}`}
                onClick={() => toggle(section.id)}
                part="accordion-button"
              >
                <span className="help-accordion__heading-text">{section.heading}</span>
                <span className="help-accordion__toggle" aria-hidden="true">
                  <span className={`help-accordion__chevron${expanded ? '' : ' help-accordion__chevron--down'}`} />
                  <span className="help-accordion__toggle-text">{expanded ? labels.hide : labels.show}</span>
                </span>
              </button>
            </Heading>
            <SectionContent id={contentId} open={expanded} onFound={() => toggle(section.id, true)}>
              {section.content}
            </SectionContent>
          </div>
        );
      })}
    </div>
  );
}
