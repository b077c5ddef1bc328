/** The smaller pieces of the address question (AddressFinder.tsx puts them together). */
import type { ReactNode } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { ADDRESS_TEXT as TEXT } from './address.text';

/**
 * A polite live region that is on the page before it has anything to say, so screen readers
 * announce the words when they arrive (a region added with its words already in it is often
 * missed). Shows a small spinner beside the words while active.
 */
export function ProgressNotice({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <div role="status" className="help-address__notice">
      {active ? (
        <>
          <span className="help-spinner__ring" aria-hidden="true" />
          <p className="help-body help-address__notice-text">{children}</p>
        </>
      ) : null}
    </div>
  );
}

/**
 * The technical-problems failure of a look-up (a failed creation is logged only, as SPEC says).
 * It takes focus each time a try fails (`attempt` changes), so it is read out again; the button
 * that failed tries again.
 * @csspart banner - The failure's banner, as every notification banner.
 * @csspart address-failure - The address question's technical-problems message.
 */
export function AddressFailure({ attempt }: { attempt: number }) {
  return (
    <Banner variant="error" announce={false} focusKey={attempt} title={TEXT.failureTitle} part="banner address-failure">
      <p className="help-body">{TEXT.failure}</p>
    </Banner>
  );
}

/**
 * The chosen address and "Change", which the focus reaches after an address is chosen.
 * @csspart chosen-address - The address chosen in the address question.
 */
export function ChosenAddressView({
  id,
  label,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  disabled: boolean;
  onChange: () => void;
}) {
  return (
    <>
      <p className="help-body help-address__chosen" id={`${id}-chosen`} tabIndex={-1} part="chosen-address">
        {label}
      </p>
      <p className="help-body help-address__change">
        <Button variant="link" id={id} name={id} disabled={disabled} onClick={onChange}>
          {TEXT.change}
          <span className="visually-hidden">{TEXT.changeHidden}</span>
        </Button>
      </p>
    </>
  );
}

/** The way between finding an address by postcode and typing it in. */
export function SwitchLink({ disabled, onClick, children }: { disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <p className="help-body help-address__switch">
      <Button variant="link" disabled={disabled} onClick={onClick}>
        {children}
      </Button>
    </p>
  );
}
