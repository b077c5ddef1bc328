/**
 * The query box with its notice of characters over the limit. The visible notice follows each
 * keystroke; screen readers hear it through a polite live region once typing pauses, not on
 * every key. The box itself is uncontrolled, so a keystroke re-renders only the notice, even
 * with 30,000 characters in it.
 */
import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Textarea } from '../../../components';
import type { HelpFormApi } from '../../../forms';
import { queryLimitNotice } from '../../../validation/complaint';
import type { QueryValues } from '../complaint-journey.checks';

/** How long typing must pause before the notice is announced. */
export const ANNOUNCE_AFTER_MS = 1000;

function LimitNotice({ id, control }: { id: string; control: Control<QueryValues> }) {
  const notice = queryLimitNotice(useWatch({ control, name: 'query' }) ?? '');
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(notice ?? ''), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <>
      <div id={id} className="help-hint cj-limit" aria-hidden="true">
        {notice}
      </div>
      <div className="help-visually-hidden" aria-live="polite" data-limit-announcement="">
        {announced}
      </div>
    </>
  );
}

export function QueryText({ form, label, hint }: { form: HelpFormApi<QueryValues>; label: string; hint: string }) {
  return (
    <>
      <Textarea id="cj-query" label={label} labelSize="m" hint={hint} rows={10} error={form.errorOf('query')} spellCheck {...form.register('query')} />
      <LimitNotice id="cj-query-limit" control={form.control} />
    </>
  );
}
