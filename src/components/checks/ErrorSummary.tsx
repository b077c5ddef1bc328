import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useOwnStyles } from '../../styles/adopt';
import formsCss from '../forms/forms.css';

export interface ErrorSummaryItem {
  /** Id of the element to focus: an input, a select, the first radio, or a date part (`${id}-day`). */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** In the order the fields appear on the page. Nothing is rendered when empty. */
  errors: readonly ErrorSummaryItem[];
  title?: ReactNode;
  /** Optional text between the title and the list. */
  description?: ReactNode;
  /** Base id; the title is `${id}-title`. */
  id?: string;
  /** Set false to stop the summary taking focus when it appears or its errors change. */
  autoFocus?: boolean;
  /** ::part() name of the summary box; default "error-summary". */
  part?: string;
}

const CONTROLS = 'input:not([type="hidden"]), select, textarea, button';

function isControl(element: Element): boolean {
  return element.matches(CONTROLS);
}

/**
 * What to scroll into view so the user sees the question, not just the box: the legend when the
 * control is a radio or checkbox, or when legend and control fit on screen together (GOV.UK's
 * rule), otherwise the control's label.
 */
function questionFor(control: HTMLElement): HTMLElement {
  const legend = control.closest('fieldset')?.querySelector('legend');
  if (legend) {
    const isChoice = control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox');
    const fitsTogether = control.getBoundingClientRect().top - legend.getBoundingClientRect().top < window.innerHeight / 2;
    if (isChoice || fitsTogether) return legend;
  }
  const labels = 'labels' in control ? (control as HTMLInputElement).labels : null;
  return labels?.[0] ?? control;
}

/**
 * Focuses a field by id within a shadow root (or document): hash links cannot reach into a
 * shadow root, so the error summary does this itself. An id on a wrapper (a fieldset, a date
 * group) focuses its first control in error, else its first control. Returns whether a control
 * was found.
 */
export function focusField(root: ShadowRoot | Document, fieldId: string): boolean {
  const target = root.getElementById(fieldId);
  if (!target) return false;
  const control = isControl(target)
    ? target
    : (target.querySelector<HTMLElement>(`[aria-invalid="true"]:is(${CONTROLS})`) ?? target.querySelector<HTMLElement>(CONTROLS));
  if (!control) return false;
  questionFor(control).scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
  return true;
}

/**
 * GOV.UK error summary, headed "There is a problem". It takes focus when it appears and
 * whenever its errors change, so screen readers read it without an alert role (which would
 * announce it twice). Each link focuses its field inside the shadow root.
 *
 * @csspart error-summary - The "There is a problem" summary of the errors on a form.
 * @csspart error-summary-title - The summary's heading.
 * @csspart error-summary-list - The summary's list of links to the fields in error.
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  description,
  id,
  autoFocus = true,
  part = 'error-summary',
}: ErrorSummaryProps) {
  const generatedId = useId();
  const baseId = id ?? `error-summary-${generatedId}`;
  const summaryRef = useRef<HTMLDivElement>(null);
  useOwnStyles(summaryRef, formsCss);
  const errorsKey = errors.map((error) => `${error.fieldId}\u0000${error.message}`).join('\u0001');

  useEffect(() => {
    const summary = summaryRef.current;
    if (!autoFocus || !summary || errorsKey === '') return;
    summary.focus({ preventScroll: true });
    summary.scrollIntoView({ block: 'start' });
  }, [autoFocus, errorsKey]);

  if (errors.length === 0) return null;

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const root = event.currentTarget.getRootNode();
    if (!(root instanceof ShadowRoot || root instanceof Document)) return;
    // In a shadow root the hash would only change the page URL (and could upset a router).
    if (focusField(root, fieldId) || root instanceof ShadowRoot) event.preventDefault();
  };

  return (
    <div
      className="help-error-summary"
      id={baseId}
      role="region"
      aria-labelledby={`${baseId}-title`}
      tabIndex={-1}
      ref={summaryRef}
      part={part}
    >
      <h2 className="help-error-summary__title" id={`${baseId}-title`} part="error-summary-title">
        {title}
      </h2>
      <div className="help-error-summary__body">
        {description ? <p>{description}</p> : null}
        <ul className="help-list help-error-summary__list" part="error-summary-list">
          {errors.map((error) => (
            <li key={`${error.fieldId}-${error.message}`}>
              <a href={`#${error.fieldId}`} onClick={(event) => onLinkClick(event, error.fieldId)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
