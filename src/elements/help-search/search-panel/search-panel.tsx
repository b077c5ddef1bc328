/**
 * The keyword search box and its Search button, as a panel any screen can show: `<help-search>`
 * renders it alone, category pages inside their layout.
 *
 *   import { SearchPanel } from './search-panel';
 *   <SearchPanel headingLevel={2} />
 *
 * Search checks the text (required, at most 2000 characters) and, when it passes,
 * announces the main site's search page with `help-navigate` (cancelable: a host that
 * prevents it navigates itself), then goes there. A text that fails shows the GOV.UK error
 * summary and the inline message, as every form does. Those, and the rule, arrive when the
 * customer first uses the box (help-search.checks.ts): the panel itself is a few hundred
 * bytes and brings its own stylesheet.
 *
 * While the customer types, the box suggests up to five help categories, articles and other
 * pages (bereavement, complaints, contact us …) by title and by what customers call them
 * (search-panel.combobox.tsx); choosing one goes to its page the way the app's links go
 * (`AppLink`: routed inside the app or with `url-routing`, else announced with
 * `help-navigate`, then followed; a main-site page as `LeaveLink` goes).
 *
 * @csspart search - The search panel.
 * @csspart search-input - The search box.
 * @csspart button - The Search button.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { errorIdFor, hintIdFor } from '../../../components/ids';
import { mainSiteLink } from '../../../config';
import { useElement } from '../../../platform/element-context';
import { report } from '../../../report';
import { appPagePath } from '../../../router/content/app-link';
import { announceThenLeave, goTo } from '../../../router/content-pages/not-found';
import { useOwnStyles } from '../../../styles/adopt';
import { searchPage, searchPageUrl } from '../help-search.data';
import { SuggestionList, SuggestionStatus, useCombobox } from './search-panel.combobox';
import type { Suggestion } from '../help-search.suggestions';
import { TEXT } from './search-panel.text';
import panelCss from './search-panel.css';

type Checks = typeof import('../help-search.checks');

let checks: Promise<Checks> | undefined;
let loadedChecks: Checks | undefined;

/** The rule and the error components, once for the page; a failed download is tried again next time. */
function loadChecks(): Promise<Checks> {
  checks ??= import('../help-search.checks').then(
    (module) => (loadedChecks = module),
    (error: unknown) => {
      checks = undefined;
      throw error;
    },
  );
  return checks;
}

export interface SearchPanelProps {
  /** Level of the heading the box's label sits in: 1 where the panel is the page, else 2 (default) or 3. */
  headingLevel?: 1 | 2 | 3;
}

export function SearchPanel({ headingLevel = 2 }: SearchPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useOwnStyles(ref, panelCss);
  const id = `help-search-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [error, setError] = useState<string>();
  // Each failed search shows the summary afresh, so it takes focus and is read out again.
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const hintId = hintIdFor(id);
  const errorId = error ? errorIdFor(id) : undefined;
  const Heading = `h${headingLevel}` as const;
  const kit = loadedChecks;
  const { inApp, urlRouting } = useElement();
  const [, navigate] = useLocation();

  /**
   * A suggestion's page, as AppLink goes there: routed under the app's router, else announced and
   * followed. A page of another element (bereavement, contact us) is routed only inside the app,
   * which shows them all: with `url-routing` this element's router has only its own; a page of
   * the main site is left for, as LeaveLink does.
   */
  const goToSuggestion = ({ kind, route }: Suggestion) => {
    if (kind === 'main-site') announceThenLeave(ref.current, mainSiteLink(route), goTo);
    else if (inApp || (urlRouting && kind !== 'page')) navigate(route);
    else announceThenLeave(ref.current, appPagePath(route), goTo);
  };
  const combobox = useCombobox(id, goToSuggestion);

  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    combobox.close();
    const form = event.currentTarget;
    const q = new FormData(form).get('q');
    const typed = typeof q === 'string' ? q : '';
    if (checking) return;
    let rules: Checks;
    setChecking(true);
    try {
      rules = await loadChecks();
    } catch (cause) {
      report(cause, { action: 'loading the search rules' });
      setUnavailable(true);
      return;
    } finally {
      setChecking(false);
    }
    setUnavailable(false);
    const checked = rules.checkSearchText(typed);
    if ('error' in checked) {
      setError(checked.error);
      setAttempt((count) => count + 1);
      return;
    }
    setError(undefined);
    const url = searchPageUrl(checked.text, window.location.pathname);
    announceThenLeave(form, url, goTo);
  };

  return (
    <div ref={ref} className="help-search" part="search">
      {unavailable ? (
        <Banner variant="error" title={TEXT.problemTitle} headingLevel={headingLevel === 3 ? 4 : 3}>
          <p className="help-body">{TEXT.problem}</p>
        </Banner>
      ) : null}
      {error && kit ? <kit.ErrorSummary key={attempt} errors={[{ fieldId: id, message: error }]} /> : null}
      {/* Its action and method are for a page whose scripts do not run (a snapshot): the element
          checks the text and goes to the search page itself. */}
      <form role="search" aria-labelledby={`${id}-label`} action={searchPage()} method="get" noValidate onSubmit={(event) => void search(event)}>
        <div className={`help-search__group${error ? ' help-search__group--error' : ''}`}>
          <Heading className="help-search__heading">
            <label className="help-search__label" id={`${id}-label`} htmlFor={id}>
              {TEXT.label}
            </label>
          </Heading>
          <div className="help-search__hint" id={hintId}>
            {TEXT.hint}
          </div>
          {errorId && kit ? <kit.ErrorMessage id={errorId}>{error}</kit.ErrorMessage> : null}
          <div className="help-search__box">
            <div className="help-search__field">
              <input
                id={id}
                name="q"
                type="search"
                className={`help-search__input${error ? ' help-search__input--error' : ''}`}
                aria-describedby={errorId ? `${hintId} ${errorId}` : hintId}
                aria-invalid={error ? true : undefined}
                autoComplete="off"
                enterKeyHint="search"
                {...combobox.inputProps}
                onFocus={() => {
                  combobox.inputProps.onFocus();
                  // The rule and the error components start downloading as soon as the box is used.
                  void loadChecks().catch(() => undefined);
                }}
                part="search-input"
              />
              <SuggestionList combobox={combobox} />
            </div>
            <Button type="submit" className="help-search__button" busy={checking}>
              {TEXT.submit}
            </Button>
          </div>
        </div>
      </form>
      <SuggestionStatus combobox={combobox} />
    </div>
  );
}
