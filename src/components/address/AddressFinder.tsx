/**
 * The address question of the complaint and feedback journeys (SPEC §3 Address, §4 "Address
 * selection", §8), GOV.UK's address look-up pattern, inside the journey's own form:
 *
 *   finding   postcode + "Find address". The postcode is checked here first (any case, with or
 *             without the space); then GET addresses, never retried. Then either a list
 *             ("N addresses found") with "Use this address", or "We could not find an address".
 *   manual    "Enter the address manually": line 1, line 2 (optional), town or city, county
 *             (optional), postcode. "Use this address" checks them, then POSTs them with SPEC's
 *             "We're checking your details..." notice; the new address is the one chosen.
 *   chosen    the address and "Change", which clears the choice and starts finding again.
 *   failed    a look-up or creation that failed: SPEC's heading and text above the question,
 *             everything typed kept, the same button tries again. Failed creations are reported.
 *
 * It renders no <form> of its own (forms cannot nest): its buttons are type="button", and Enter
 * in its boxes presses the nearest action instead of sending the journey's form. `id` is on
 * the first control in every state (the postcode box; address line 1 when typing one in;
 * "Change" once chosen), named `id` too, so a journey form field of that name is found by the
 * error summary in its place on the page, and focus lands there.
 * Focus follows each step: to the list (or the "not found" message) after a look-up, to the
 * first box after "Enter the address manually", to the address once chosen, to the postcode
 * box after "Change", to the failure when a try fails.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { safeParse } from 'valibot';
import { createAddress, findAddresses, type ManualAddress } from '../../api/addresses';
import { useHelpQueryClient } from '../../api/query-client';
import { report } from '../../report';
import { useOwnStyles } from '../../styles/adopt';
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
import { Button } from '../Button';
import { Field } from '../Field';
import { Fieldset } from '../Fieldset';
import { Select } from '../Select';
import { errorIdFor } from '../ids';
import addressCss from './address.css';
import { addressLabel } from './address-label';
import { AddressFailure, ChosenAddressView, ProgressNotice, SwitchLink } from './address.parts';
import { ADDRESS_TEXT as TEXT } from './address.text';

export type { ManualAddressAnswers } from '../../validation/address';

export interface ChosenAddress {
  id: string;
  /** As shown to the customer: houseNameNumber and the address (address-label.ts). */
  label: string;
}

/** What was typed, kept for a reload. `manual` is there while the address is being typed in. */
export interface AddressFinderDraft {
  postcode: string;
  manual?: ManualAddressAnswers | undefined;
}

export interface AddressFinderProps {
  /** Id (and name) of the question's first control: the postcode box while finding. */
  id: string;
  /** Default 'Your address'. */
  legend?: string;
  /** The chosen address, from the journey's saved answers. */
  value: ChosenAddress | undefined;
  /** An address was chosen (a created manual address too), or the choice was cleared. */
  onChange(address: ChosenAddress | undefined): void;
  /** The postcode and manual answers to start with. */
  draft?: AddressFinderDraft;
  /** Every change of what is typed. */
  onDraftChange?(draft: AddressFinderDraft): void;
  /** The form's message for a missing address. */
  error?: string | undefined;
  /** Locks every control (while the journey's form is sending). */
  disabled?: boolean;
}

type Mode = 'find' | 'manual';
type FocusTarget = 'lookup' | 'results' | 'none-found' | 'chosen' | keyof ManualAddressAnswers;

/** The draft's manual answers, each a string (a saved draft may be stale or tampered with). */
function startingManual(draft: AddressFinderDraft | undefined): ManualAddressAnswers | undefined {
  const saved: unknown = draft?.manual;
  if (!isRecord(saved)) return undefined;
  const text = (name: keyof ManualAddressAnswers) => (typeof saved[name] === 'string' ? (saved[name] as string) : '');
  return { addressLine1: text('addressLine1'), addressLine2: text('addressLine2'), townOrCity: text('townOrCity'), county: text('county'), postcode: text('postcode') };
}

/** The manual address as the addresses service takes it; lines left empty are left out. */
function toManualAddress({ addressLine1, addressLine2, townOrCity, county, postcode }: ManualAddressOutput): ManualAddress {
  return { addressLine1, postalTown: townOrCity, postcode, ...(addressLine2 ? { addressLine2 } : {}), ...(county ? { county } : {}) };
}

/** The one line shown for a created address when the service sends back no label of its own. */
const oneLine = (address: ManualAddressOutput): string =>
  [address.addressLine1, address.addressLine2, address.townOrCity, address.postcode].filter(Boolean).join(', ');

/** Enter in a box presses the question's action, not the journey form's submit button. */
const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  action();
};

export function AddressFinder({ id, legend = TEXT.legend, value, onChange, draft, onDraftChange, error, disabled = false }: AddressFinderProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useOwnStyles(rootRef, addressCss);
  const client = useHelpQueryClient();
  // Never retried (SPEC §7): the customer sees the failure at once, and the button asks again.
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

  const ids: Record<FocusTarget, string> = {
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

  // SPEC §4: clearing the choice resets the state; the postcode typed stays, to look up again.
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

  const formErrorId = error ? errorIdFor(`${id}-fieldset`) : undefined;

  const manualField = (name: keyof ManualAddressAnswers, label: string, props: { optional?: boolean; autoComplete: string; width?: 10 | 20 }) => (
    <Field
      id={ids[name]}
      label={label}
      value={manual[name]}
      error={manualErrors[name]}
      disabled={disabled || creation.isPending}
      onChange={(event) => typeManual(name, event.target.value)}
      onKeyDown={onEnter(() => void chooseManual())}
      aria-describedby={name === 'addressLine1' ? formErrorId : undefined}
      {...props}
    />
  );

  let question;
  if (value) {
    question = <ChosenAddressView id={id} label={value.label} disabled={disabled} onChange={change} />;
  } else if (mode === 'manual') {
    question = (
      <>
        {creation.isError ? <AddressFailure attempt={creation.submittedAt} /> : null}
        {manualField('addressLine1', TEXT.addressLine1, { autoComplete: 'address-line1' })}
        {manualField('addressLine2', TEXT.addressLine2, { optional: true, autoComplete: 'address-line2' })}
        {manualField('townOrCity', TEXT.townOrCity, { autoComplete: 'address-level2', width: 20 })}
        {manualField('county', TEXT.county, { optional: true, autoComplete: 'off', width: 20 })}
        {manualField('postcode', TEXT.postcode, { autoComplete: 'postal-code', width: 10 })}
        <Button variant="secondary" busy={creation.isPending} disabled={disabled} onClick={() => void chooseManual()}>
          {TEXT.useAddress}
        </Button>
        <ProgressNotice active={creation.isPending}>{TEXT.checking}</ProgressNotice>
        <SwitchLink disabled={disabled || creation.isPending} onClick={closeManual}>
          {TEXT.findInstead}
        </SwitchLink>
      </>
    );
  } else {
    const found = lookup.data;
    question = (
      <>
        {lookup.isError ? <AddressFailure attempt={lookup.submittedAt} /> : null}
        <Field
          id={id}
          label={TEXT.postcode}
          width={10}
          value={postcode}
          error={postcodeError}
          disabled={disabled}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => typePostcode(event.target.value)}
          onKeyDown={onEnter(() => void find())}
          aria-describedby={formErrorId}
        />
        <Button variant="secondary" busy={lookup.isPending} disabled={disabled} onClick={() => void find()}>
          {TEXT.find}
        </Button>
        <ProgressNotice active={lookup.isPending}>{TEXT.finding}</ProgressNotice>
        {found && found.length > 0 ? (
          <>
            <Select
              id={ids.results}
              label={TEXT.select}
              options={found.map((address) => ({ value: address.id, label: addressLabel(address) }))}
              emptyOption={TEXT.found(found.length)}
              value={selectedId}
              error={selectError}
              disabled={disabled}
              className="help-address__results"
              onChange={(event) => setSelectedId(event.target.value)}
            />
            <Button variant="secondary" disabled={disabled} onClick={chooseListed}>
              {TEXT.useAddress}
            </Button>
          </>
        ) : null}
        {found && found.length === 0 ? (
          <p className="help-body help-address__none-found" id={ids['none-found']} tabIndex={-1}>
            {TEXT.noneFound(lookup.variables ?? postcode)}
          </p>
        ) : null}
        <SwitchLink disabled={disabled} onClick={openManual}>
          {TEXT.enterManually}
        </SwitchLink>
      </>
    );
  }

  return (
    <div ref={rootRef} className="help-address">
      <Fieldset id={`${id}-fieldset`} legend={legend} legendSize="m" error={error}>
        {question}
      </Fieldset>
    </div>
  );
}
