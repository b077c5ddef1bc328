/**
 * Instant answers under the search box: an ARIA 1.2 combobox (list autocomplete, nothing
 * selected for the customer) whose suggestions are help categories and articles of the
 * categories list and the pages customers name in their own words (the search vocabulary), or
 * the most asked pages when nothing matches (help-search.suggestions.ts, downloaded with the
 * list when the box is first used, not with the page).
 *
 * The list is the app's one `['categories']` query, asked for when the box is first focused
 * and then kept for the page (nothing is sent per keystroke; a category page has it already).
 * What was typed is matched once the customer pauses (SUGGEST_DELAY_MS), and a polite status
 * says how many suggestions there are. Keys, on the box (focus never leaves it):
 *   ArrowDown / ArrowUp   open the list and move the highlight (aria-activedescendant), round
 *                         the list; Alt+ArrowDown opens it without highlighting, Alt+ArrowUp closes
 *   Enter                 on a highlighted suggestion: goes there; otherwise the form's search
 *   Escape                closes the list; with the list closed, clears the box
 * A click (or tap) on a suggestion goes there too; leaving the box closes the list.
 */
import { useEffect, useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { categoriesQueryKey, fetchCategories } from '../../../api/content-pages/categories';
import { useHelpQueryClient } from '../../../api/query-client';
import { useElement } from '../../../platform/element-context';
import { report } from '../../../report';
import type { Suggested, Suggestion } from '../help-search.suggestions';
import { wantsSuggestions } from './search-panel.typed';
import { TEXT } from './search-panel.text';

type Matching = typeof import('../help-search.suggestions');
/** The matching, for every box on the page, asked for once. */
let matching: Promise<Matching> | undefined;

/** The categories list when it could not be loaded: nothing in it. */
const NO_LIST: readonly never[] = [];

/** How long the customer pauses before what they typed is matched. */
export const SUGGEST_DELAY_MS = 150;

export interface Combobox {
  /** Spread on the text box. */
  inputProps: {
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': 'true' | 'false';
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
    onFocus: () => void;
    onBlur: () => void;
  };
  listId: string;
  optionId: (index: number) => string;
  /** The suggestions shown ([] while the list is closed). */
  shown: readonly Suggestion[];
  /** Whether they are the most asked pages: nothing matched what was typed. */
  popular: boolean;
  /** The highlighted suggestion's index, -1 for none. */
  active: number;
  /** What the polite status says ('' for nothing). */
  status: string;
  /** Goes to a suggestion (a click on it). */
  choose: (suggestion: Suggestion) => void;
  /** Closes the list (the search is being sent). */
  close: () => void;
}

/**
 * The combobox's state for the box `id`. `go` takes the customer to a suggestion's page;
 * the form's own search goes on as before for Enter without a highlighted suggestion.
 */
export function useCombobox(id: string, go: (suggestion: Suggestion) => void): Combobox {
  const { tag } = useElement();
  const [used, setUsed] = useState(false);
  // What is in the box, and the same once the customer has paused: only that is matched.
  const [typed, setTyped] = useState('');
  const [settled, setSettled] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);

  const index = useQuery(
    // The categories list the category and article pages share: asked for once the box is used,
    // then good for the rest of the page (titles do not change while someone types).
    { queryKey: categoriesQueryKey, queryFn: fetchCategories, enabled: used, staleTime: Infinity },
    useHelpQueryClient(),
  );
  // The matching and the vocabulary come as the list does: the page's first screen does without them.
  const [suggest, setSuggest] = useState<Matching['suggest'] | null>(null);
  useEffect(() => {
    if (!used || suggest) return undefined;
    let live = true;
    (matching ??= import('../help-search.suggestions')).then(
      (module) => {
        if (live) setSuggest(() => module.suggest);
      },
      (error: unknown) => {
        matching = undefined;
        report(error, { action: 'loading the search suggestions', element: tag, level: 'warn' });
      },
    );
    return () => {
      live = false;
    };
  }, [used, suggest, tag]);
  // Without the list (it could not be loaded), the vocabulary's own pages are still suggested.
  const list = suggest ? (index.data ?? (index.isError ? NO_LIST : undefined)) : undefined;

  useEffect(() => {
    if (index.error) report(index.error, { action: 'loading the search suggestions', element: tag, level: 'warn' });
  }, [index.error, tag]);

  useEffect(() => {
    if (typed === settled) return undefined;
    const timer = setTimeout(() => {
      setSettled(typed);
      setHighlight(-1);
    }, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, settled]);

  const { suggestions, popular } = useMemo<Suggested>(
    () => (list && suggest ? suggest(settled, list) : { suggestions: [], popular: false }),
    [settled, list, suggest],
  );
  const expanded = open && suggestions.length > 0;
  const active = expanded && highlight < suggestions.length ? highlight : -1;
  const listId = `${id}-suggestions`;
  const optionId = (at: number) => `${id}-suggestion-${at}`;
  // Said once the text has settled, so a pause is announced, not each key.
  const status = open && list && typed === settled && wantsSuggestions(settled) ? (popular ? TEXT.popularCount : TEXT.suggestionCount)(suggestions.length) : '';

  const close = () => {
    setOpen(false);
    setHighlight(-1);
  };

  const choose = (suggestion: Suggestion) => {
    close();
    go(suggestion);
  };

  /** Up or down the list, opening it first; what was just typed is matched at once. */
  const move = (event: KeyboardEvent<HTMLInputElement>, down: boolean) => {
    const current = typed === settled ? suggestions : list && suggest ? suggest(typed, list).suggestions : [];
    if (current.length === 0) return;
    event.preventDefault();
    const from = expanded && typed === settled ? active : -1;
    setSettled(typed);
    if (event.altKey) {
      if (down) setOpen(true);
      else close();
      return;
    }
    setOpen(true);
    const last = current.length - 1;
    setHighlight(down ? (from >= last ? 0 : from + 1) : from <= 0 ? last : from - 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const box = event.currentTarget;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        move(event, event.key === 'ArrowDown');
        break;
      case 'Enter':
        if (active >= 0) {
          event.preventDefault();
          choose(suggestions[active]!);
        }
        break;
      case 'Escape':
        // Handled here in every engine alike (a search box of some clears itself on Escape).
        if (expanded) {
          event.preventDefault();
          close();
        } else if (box.value !== '') {
          event.preventDefault();
          box.value = '';
          setTyped('');
          setSettled('');
          close();
        }
        break;
      default:
        break;
    }
  };

  return {
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded ? 'true' : 'false',
      'aria-controls': listId,
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      onChange: (event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        setOpen(true);
        setHighlight(-1);
        // Too short to match: the list closes at once rather than after the pause.
        if (!wantsSuggestions(text)) setSettled(text);
      },
      onKeyDown,
      onFocus: () => setUsed(true),
      onBlur: close,
    },
    listId,
    optionId,
    shown: expanded ? suggestions : [],
    popular,
    active,
    status,
    choose,
    close,
  };
}

export interface SuggestionListProps {
  combobox: Combobox;
}

/**
 * The suggestions under the box: a listbox named "Suggested help pages", each option a title
 * and, smaller, its category ("Help topic" for a category itself). Always in the page, hidden
 * while closed, so the box's aria-controls always points at it.
 * @csspart suggestions - The list of suggestions under the search box.
 * @csspart suggestion - A suggestion (`aria-selected="true"` while highlighted).
 */
export function SuggestionList({ combobox }: SuggestionListProps) {
  const { listId, optionId, shown, popular, active, choose } = combobox;
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={popular ? TEXT.popularLabel : TEXT.suggestionsLabel}
      // Its words are the stylesheet's, shown before the options and not read out (the name and status say it).
      data-note={popular ? TEXT.popularNote : undefined}
      className="help-search__suggestions"
      hidden={shown.length === 0}
      part="suggestions"
    >
      {shown.map((suggestion, at) => {
        const detail = suggestion.kind === 'category' ? TEXT.categoryKind : suggestion.categoryTitle;
        return (
          // Keys stay on the box (aria-activedescendant); a pointer chooses here.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the box takes the keys for the whole list (ARIA combobox)
          <li
            key={suggestion.route}
            id={optionId(at)}
            role="option"
            aria-selected={at === active ? 'true' : 'false'}
            tabIndex={-1}
            className={`help-search__option${at === active ? ' help-search__option--active' : ''}`}
            // The box keeps focus (and the list stays open) while the pointer is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            part="suggestion"
          >
            <span className="help-search__option-title">{suggestion.title}</span>
            {detail ? (
              <>
                <span className="help-visually-hidden">, </span>
                <span className="help-search__option-detail">{detail}</span>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The polite status that says how many suggestions there are; in the page from the start, so
 * what it says later is read out.
 */
export function SuggestionStatus({ combobox }: SuggestionListProps) {
  return (
    <div className="help-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {combobox.status}
    </div>
  );
}
