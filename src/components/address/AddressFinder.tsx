/**
 * The address question of the complaint and feedback journeys (required; a manual address is
 * created by a POST), GOV.UK's address look-up pattern, inside the journey's own form:
 *
 *   finding   postcode + "Find address". The postcode is checked here first (any case, with or
 *             without the space); then GET addresses, never retried. Then either a list
 *             ("N addresses found") with "Use this address", or "We could not find an address".
 *   manual    "Enter the address manually": line 1, line 2 (optional), town or city, county
 *             (optional), postcode. "Use this address" checks them, then POSTs them with SPEC's
 *             "We're checking your details..." notice; the new address is the one chosen.
 *   chosen    the address and "Change", which clears the choice and starts finding again.
 *   failed    a look-up that failed: SPEC's heading and text above the question, everything
 *             typed kept, the same button tries again. A creation that failed is logged only
 *             (SPEC): nothing is shown, every answer stays in its box, and the same button tries
 *             again.
 *
 * It renders no <form> of its own (forms cannot nest): its buttons are type="button", and Enter
 * in its boxes presses the nearest action instead of sending the journey's form. `id` is on
 * the first control in every state (the postcode box; address line 1 when typing one in;
 * "Change" once chosen), named `id` too, so a journey form field of that name is found by the
 * error summary in its place on the page, and focus lands there.
 * Focus follows each step: to the list (or the "not found" message) after a look-up, to the
 * first box after "Enter the address manually", to the address once chosen, to the postcode
 * box after "Change", to the failure when a look-up fails.
 */
import { useRef, type KeyboardEvent } from 'react';
import { useOwnStyles } from '../../styles/adopt';
import type { ManualAddressAnswers } from '../../validation/address';
import { Button } from '../Button';
import { Field } from '../forms/Field';
import { Fieldset } from '../forms/Fieldset';
import { Select } from '../forms/Select';
import { errorIdFor } from '../ids';
import addressCss from './address.css';
import { addressLabel } from './address-label';
import { AddressFailure, ChosenAddressView, ProgressNotice, SwitchLink } from './address.parts';
import { ADDRESS_TEXT as TEXT } from './address.text';
import type { AddressFinderProps } from './address.types';
import { useAddressFinder } from './use-address-finder';

export type { ManualAddressAnswers } from '../../validation/address';
export type { AddressFinderDraft, AddressFinderProps, ChosenAddress } from './address.types';

/** Enter in a box presses the question's action, not the journey form's submit button. */
const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  action();
};

export function AddressFinder({ id, legend = TEXT.legend, value, onChange, draft, onDraftChange, error, disabled = false }: AddressFinderProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useOwnStyles(rootRef, addressCss);
  const finder = useAddressFinder({ id, onChange, draft, onDraftChange, disabled }, rootRef);
  const { ids, lookup, creation } = finder;

  const formErrorId = error ? errorIdFor(`${id}-fieldset`) : undefined;

  const manualField = (name: keyof ManualAddressAnswers, label: string, props: { optional?: boolean; autoComplete: string; width?: 10 | 20 }) => (
    <Field
      id={ids[name]}
      label={label}
      value={finder.manual[name]}
      error={finder.manualErrors[name]}
      disabled={disabled || creation.pending}
      onChange={(event) => finder.typeManual(name, event.target.value)}
      onKeyDown={onEnter(() => void finder.chooseManual())}
      aria-describedby={name === 'addressLine1' ? formErrorId : undefined}
      {...props}
    />
  );

  let question;
  if (value) {
    question = <ChosenAddressView id={id} label={value.label} disabled={disabled} onChange={finder.change} />;
  } else if (finder.mode === 'manual') {
    question = (
      <>
        {manualField('addressLine1', TEXT.addressLine1, { autoComplete: 'address-line1' })}
        {manualField('addressLine2', TEXT.addressLine2, { optional: true, autoComplete: 'address-line2' })}
        {manualField('townOrCity', TEXT.townOrCity, { autoComplete: 'address-level2', width: 20 })}
        {manualField('county', TEXT.county, { optional: true, autoComplete: 'off', width: 20 })}
        {manualField('postcode', TEXT.postcode, { autoComplete: 'postal-code', width: 10 })}
        <Button variant="secondary" busy={creation.pending} disabled={disabled} onClick={() => void finder.chooseManual()}>
          {TEXT.useAddress}
        </Button>
        <ProgressNotice active={creation.pending}>{TEXT.checking}</ProgressNotice>
        <SwitchLink disabled={disabled || creation.pending} onClick={finder.closeManual}>
          {TEXT.findInstead}
        </SwitchLink>
      </>
    );
  } else {
    const { found } = lookup;
    question = (
      <>
        {lookup.failedAt !== undefined ? <AddressFailure attempt={lookup.failedAt} /> : null}
        <Field
          id={id}
          label={TEXT.postcode}
          width={10}
          value={finder.postcode}
          error={finder.postcodeError}
          disabled={disabled}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => finder.typePostcode(event.target.value)}
          onKeyDown={onEnter(() => void finder.find())}
          aria-describedby={formErrorId}
        />
        <Button variant="secondary" busy={lookup.pending} disabled={disabled} onClick={() => void finder.find()}>
          {TEXT.find}
        </Button>
        <ProgressNotice active={lookup.pending}>{TEXT.finding}</ProgressNotice>
        {found && found.length > 0 ? (
          <>
            <Select
              id={ids.results}
              label={TEXT.select}
              options={found.map((address) => ({ value: address.id, label: addressLabel(address) }))}
              emptyOption={TEXT.found(found.length)}
              value={finder.selectedId}
              error={finder.selectError}
              disabled={disabled}
              className="help-address__results"
              onChange={(event) => finder.setSelectedId(event.target.value)}
            />
            <Button variant="secondary" disabled={disabled} onClick={finder.chooseListed}>
              {TEXT.useAddress}
            </Button>
          </>
        ) : null}
        {found && found.length === 0 ? (
          <p className="help-body help-address__none-found" id={ids['none-found']} tabIndex={-1}>
            {TEXT.noneFound(lookup.searched ?? finder.postcode)}
          </p>
        ) : null}
        <SwitchLink disabled={disabled} onClick={finder.openManual}>
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
