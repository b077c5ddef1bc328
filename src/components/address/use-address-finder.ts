/**
 * The state of the address question (AddressFinder.tsx shows it): which step it is on, what is
 * typed, the look-up and the creation, and where focus goes next. Every action the customer
 * takes is one function here, so the view only wires them to its controls.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { safeParse } from 'valibot';
import { createAddress, findAddresses, type ManualAddress } from '../../api/address/addresses';
import { useHelpQueryClient } from '../../api/query-client';
import { report } from '../../report';
import { isRecord } from '../../util';
import {
  checkManualAddress,
  EMPTY_MANUAL_ADDRESS,
  MANUAL_ADDRESS_FIELDS,
  normalisePostcode,
  postcodeSchema,
  type ManualAddressAnswers,
  type ManualAddressErrors,
  type ManualAddressOutput,
} from '../../validation/address';
import { messages } from '../../validation/messages';
import { addressLabel } from './address-label';
import type { AddressFinderDraft, AddressFinderProps } from './address.types';

type Mode = 'find' | 'manual';
export type FocusTarget = 'lookup' | 'results' | 'none-found' | 'chosen' | keyof ManualAddressAnswers;

/** The draft's manual answers, each a string (a saved draft may be stale or tampered with). */
function startingManual(draft: AddressFinderDraft | undefined): ManualAddressAnswers | undefined {
  const saved: unknown = draft?.manual;
  if (!isRecord(saved)) return undefined;
  const text = (name: keyof ManualAddressAnswers) => (typeof saved[name] === 'string' ? saved[name] : '');
  return { addressLine1: text('addressLine1'), addressLine2: text('addressLine2'), townOrCity: text('townOrCity'), county: text('county'), postcode: text('postcode') };
}

/** The manual address as the addresses service takes it; lines left empty are left out. */
function toManualAddress({ addressLine1, addressLine2, townOrCity, county, postcode }: ManualAddressOutput): ManualAddress {
  return { addressLine1, postalTown: townOrCity, postcode, ...(addressLine2 ? { addressLine2 } : {}), ...(county ? { county } : {}) };
}

/** The one line shown for a created address when the service sends back no label of its own. */
const oneLine = (address: ManualAddressOutput): string =>
  [address.addressLine1, address.addressLine2, address.townOrCity, address.postcode].filter(Boolean).join(', ');

/** The ids of the question's parts, from the question's id (its first control's). */
export function addressFinderIds(id: string): Record<FocusTarget, string> {
  return {
    lookup: id,
    results: `${id}-select`,
    'none-found': `${id}-none-found`,
    chosen: `${id}-chosen`,
    addressLine1: id,
    addressLine2: `${id}-address-line-2`,
    townOrCity: `${id}-town`,
    county: `${id}-county`,
    postcode: `${id}-manual-postcode`,
  };
}

export function useAddressFinder(
  { id, onChange, draft, onDraftChange, disabled = false }: Pick<AddressFinderProps, 'id' | 'onChange' | 'draft' | 'onDraftChange' | 'disabled'>,
  rootRef: RefObject<HTMLElement | null>,
) {
  const client = useHelpQueryClient();
  // Never retried: the customer sees the failure at once, and the button asks again.
  const lookup = useMutation({ mutationFn: (postcode: string) => findAddresses(postcode), retry: false }, client);
  const creation = useMutation({ mutationFn: createAddress, retry: false }, client);

  // The draft is read once: afterwards the boxes hold what is typed.
  const [savedManual] = useState(() => startingManual(draft));
  const [mode, setMode] = useState<Mode>(savedManual ? 'manual' : 'find');
  const [postcode, setPostcode] = useState(() => (typeof draft?.postcode === 'string' ? draft.postcode : ''));
  const [postcodeError, setPostcodeError] = useState<string>();
  const [selectedId, setSelectedId] = useState('');
  const [selectError, setSelectError] = useState<string>();
  const [manual, setManual] = useState<ManualAddressAnswers>(savedManual ?? { ...EMPTY_MANUAL_ADDRESS });
  const [manualErrors, setManualErrors] = useState<ManualAddressErrors>({});
  /** Counts look-ups, so one overtaken by an edit or a newer look-up moves no focus. */
  const lookupRun = useRef(0);

  const ids = addressFinderIds(id);

  // Focus moves after the render that shows its target.
  const focusNext = useRef<FocusTarget | null>(null);
  const [, setFocusRequests] = useState(0);
  const moveFocus = (target: FocusTarget) => {
    focusNext.current = target;
    setFocusRequests((n) => n + 1);
  };
  useEffect(() => {
    const target = focusNext.current;
    const element = target ? rootRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[target])}`) : null;
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  const saveDraft = (next: AddressFinderDraft) => onDraftChange?.(next.manual ? next : { postcode: next.postcode });

  const resetLookup = () => {
    lookupRun.current += 1;
    lookup.reset();
    setSelectedId('');
    setSelectError(undefined);
  };

  const find = async () => {
    if (disabled || lookup.isPending) return;
    const checked = safeParse(postcodeSchema, postcode);
    if (!checked.success) {
      resetLookup();
      setPostcodeError(checked.issues[0].message);
      moveFocus('lookup');
      return;
    }
    setPostcodeError(undefined);
    resetLookup();
    const run = lookupRun.current;
    try {
      const found = await lookup.mutateAsync(checked.output);
      if (run === lookupRun.current) moveFocus(found.length > 0 ? 'results' : 'none-found');
    } catch {
      // The failure shows above the question and takes focus itself.
    }
  };

  const chooseListed = () => {
    if (disabled) return;
    const address = lookup.data?.find((listed) => listed.id === selectedId);
    if (!address) {
      setSelectError(messages.address.required);
      moveFocus('results');
      return;
    }
    onChange({ id: address.id, label: addressLabel(address) });
    moveFocus('chosen');
  };

  const chooseManual = async () => {
    if (disabled || creation.isPending) return;
    const checked = checkManualAddress(manual);
    if (!checked.ok) {
      setManualErrors(checked.errors);
      moveFocus(MANUAL_ADDRESS_FIELDS.find((name) => checked.errors[name]) ?? 'addressLine1');
      return;
    }
    setManualErrors({});
    try {
      const created = await creation.mutateAsync(toManualAddress(checked.address));
      onChange({ id: created.id, label: addressLabel(created) || oneLine(checked.address) });
      moveFocus('chosen');
    } catch (failure) {
      // SPEC: a failed creation is logged only. Nothing is shown; every answer stays in its box,
      // and the same button tries again.
      report(failure, { action: 'creating a manual address', level: 'warn' });
    }
  };

  const openManual = () => {
    // The postcode already typed is the manual address's too, most likely.
    const next = manual.postcode.trim() === '' ? { ...manual, postcode: normalisePostcode(postcode) ?? postcode.trim() } : manual;
    setManual(next);
    setMode('manual');
    saveDraft({ postcode, manual: next });
    moveFocus('addressLine1');
  };

  const closeManual = () => {
    setMode('find');
    setManualErrors({});
    creation.reset();
    saveDraft({ postcode });
    moveFocus('lookup');
  };

  // Clearing the choice resets the state; the postcode typed stays, to look up again.
  const change = () => {
    resetLookup();
    creation.reset();
    setMode('find');
    setPostcodeError(undefined);
    setManual({ ...EMPTY_MANUAL_ADDRESS });
    setManualErrors({});
    saveDraft({ postcode });
    onChange(undefined);
    moveFocus('lookup');
  };

  const typePostcode = (text: string) => {
    setPostcode(text);
    // A list found for another postcode would no longer match the box.
    if (!lookup.isIdle) resetLookup();
    saveDraft({ postcode: text });
  };

  const typeManual = (name: keyof ManualAddressAnswers, text: string) => {
    const next = { ...manual, [name]: text };
    setManual(next);
    saveDraft({ postcode, manual: next });
  };

  return {
    ids,
    mode,
    postcode,
    postcodeError,
    selectedId,
    selectError,
    manual,
    manualErrors,
    lookup: { pending: lookup.isPending, failedAt: lookup.isError ? lookup.submittedAt : undefined, found: lookup.data, searched: lookup.variables },
    creation: { pending: creation.isPending },
    find,
    chooseListed,
    chooseManual,
    openManual,
    closeManual,
    change,
    typePostcode,
    typeManual,
    setSelectedId,
  };
}
