/**
 * TEMPORARY stand-in for the shared address question, which is being built on its own and
 * replaces this file when merged. It keeps only the agreed contract, so the journeys that ask
 * for an address can be built and tested meanwhile: a postcode box and a button that chooses
 * one fixed address. Nothing here is the real behaviour (no lookup, no manual address).
 */
import { createElement as h, type JSX } from 'react';

export interface ChosenAddress {
  id: string;
  label: string;
}

export interface AddressFinderDraft {
  postcode: string;
  manual?: unknown;
}

export interface AddressFinderProps {
  id: string;
  legend?: string;
  value: ChosenAddress | undefined;
  onChange(address: ChosenAddress | undefined): void;
  draft?: AddressFinderDraft;
  onDraftChange?(draft: AddressFinderDraft): void;
  error?: string;
  disabled?: boolean;
}

export function AddressFinder({ id, legend = 'Your address', value, onChange, draft, onDraftChange, error, disabled }: AddressFinderProps): JSX.Element {
  const errorId = `${id}-error`;
  return h(
    'fieldset',
    { className: 'help-fieldset', id, 'aria-describedby': error ? errorId : undefined, disabled },
    h('legend', { className: 'help-fieldset__legend help-fieldset__legend--m' }, legend),
    error ? h('p', { className: 'help-error-message', id: errorId }, h('span', { className: 'help-visually-hidden' }, 'Error: '), error) : null,
    value
      ? h(
          'p',
          { className: 'help-body' },
          value.label,
          ' ',
          h('button', { type: 'button', className: 'help-button-link', onClick: () => onChange(undefined) }, 'Change address'),
        )
      : h(
          'div',
          { className: 'help-form-group' },
          h('label', { className: 'help-label', htmlFor: `${id}-postcode` }, 'Postcode'),
          h('input', {
            className: 'help-input help-input--width-10',
            id: `${id}-postcode`,
            name: `${id}-postcode`,
            autoComplete: 'postal-code',
            value: draft?.postcode ?? '',
            onChange: (event: { target: { value: string } }) => onDraftChange?.({ ...draft, postcode: event.target.value }),
          }),
          h('button', { type: 'button', className: 'help-button help-button--secondary', onClick: () => onChange({ id: 'addr-1', label: '1 Test Street' }) }, 'Find address'),
        ),
  );
}
