/**
 * The category pages' search panel, standing in for the shared search box (`SearchPanel` of
 * `<help-search>`), which takes its place when both are in the code base: a heading, then a
 * plain GET form to the configured search page (SPEC §2 "Search": `?q={text}&initiated={path}`;
 * SPEC §5: required, at most 2000 characters). The browser checks the two rules; leaving for
 * the search page is announced with `help-navigate` first, as every way out of the app is.
 */
import { useId, type FormEvent } from 'react';
import { Button } from '../../../components';
import { mainSiteLink } from '../../../config';
import { getContentConfig } from '../../../config/content-config';
import { useElement } from '../../../platform/element-context';
import { dispatchHelpEvent } from '../../../platform/events';
import { SEARCH_TEXT } from '../help-category.text';

/** SPEC §5, §9: the longest search text. */
export const SEARCH_MAX_LENGTH = 2000;

export function CategorySearchPanel() {
  const { container } = useElement();
  const id = useId();
  const action = mainSiteLink(getContentConfig().searchPageUrl);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const query = new URLSearchParams({ q: String(form.get('q') ?? ''), initiated: String(form.get('initiated') ?? '') }).toString();
    const url = `${action}${action.includes('?') ? '&' : '?'}${query}`;
    if (!dispatchHelpEvent(container, 'help-navigate', { path: url })) event.preventDefault();
  };
  return (
    <section className="hc-search" aria-labelledby={`${id}-heading`} part="search">
      <h2 id={`${id}-heading`} className="help-heading-m">
        {SEARCH_TEXT.heading}
      </h2>
      <form method="get" action={action} role="search" aria-labelledby={`${id}-heading`} onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor={`${id}-q`}>
          {SEARCH_TEXT.label}
        </label>
        <p className="hc-search__hint help-body" id={`${id}-hint`}>
          {SEARCH_TEXT.hint}
        </p>
        <div className="hc-search__row">
          <input
            className="hc-search__input"
            id={`${id}-q`}
            name="q"
            type="search"
            required
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-hint`}
          />
          <input type="hidden" name="initiated" value={window.location.pathname} />
          <Button type="submit" className="hc-search__button">
            {SEARCH_TEXT.button}
          </Button>
        </div>
      </form>
    </section>
  );
}
