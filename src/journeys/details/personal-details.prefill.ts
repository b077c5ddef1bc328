/**
 * A signed-in customer's name, email and mobile in the details step, from their records, for both
 * journeys. Only the cookies are read here: the prefill code is fetched once they show a
 * signed-in customer, so an anonymous customer downloads none of it, and the step is usable at
 * once. What arrives goes only into a field that is still empty, untouched and not being typed
 * in, and is saved as a typed answer is; nothing moves focus and no field changes size.
 */
import { useEffect } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { HelpFormApi } from '../../forms';
import { useElement } from '../../platform/element-context';
import { report } from '../../report';
import type { PrefillDetails, PrefillSource } from '../../session/prefill/prefill';
import { readSessionTokens } from '../../session/session-cookies/tokens';
import type { DetailsValues } from '../personal-details.values';

/** The details fields prefill fills, and what fills each. */
const PREFILLED_FIELDS = {
  firstName: 'firstName',
  surname: 'surname',
  email: 'email',
  telephoneNumber: 'mobile',
} as const satisfies Partial<Record<FieldPath<DetailsValues>, keyof PrefillDetails>>;

type PrefilledField = keyof typeof PREFILLED_FIELDS;

const FIELDS = Object.keys(PREFILLED_FIELDS) as PrefilledField[];

/** Empty, never left by the customer (touched) and not the field they are in now. */
function isOpen(form: HelpFormApi<DetailsValues>, name: PrefilledField): boolean {
  if (form.getValues(name) !== '' || form.getFieldState(name).isTouched) return false;
  const field = form.formRef.current?.querySelector(`[name="${name}"]`);
  const root = field?.getRootNode();
  return !(root instanceof Document || root instanceof ShadowRoot) || root.activeElement !== field;
}

/** Puts the customer's details into the open fields. */
export function fillOpenFields(form: HelpFormApi<DetailsValues>, details: PrefillDetails): void {
  for (const name of FIELDS) {
    const value = details[PREFILLED_FIELDS[name]];
    if (value !== '' && isOpen(form, name)) form.setValue(name, value, { shouldDirty: true });
  }
}

const loadPrefill = () => import('../../session/prefill/prefill');

/** Prefills the step once it shows, for a signed-in customer with a field left to fill. */
export function useDetailsPrefill(form: HelpFormApi<DetailsValues>, source: PrefillSource): void {
  const { tag } = useElement();
  useEffect(() => {
    if (!FIELDS.some((name) => isOpen(form, name)) || !readSessionTokens().identityToken) return;
    let shown = true;
    loadPrefill()
      .then((prefill) => prefill.prefill({ source, element: tag }))
      .then(
        (details) => {
          if (shown && details) fillOpenFields(form, details);
        },
        (error: unknown) => report(error, { action: 'loading the prefill of a signed-in customer', element: tag, level: 'warn' }),
      );
    return () => {
      shown = false;
    };
    // Once per showing of the step: what the customer does meanwhile is checked when the details arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per showing, on purpose (above)
  }, []);
}
