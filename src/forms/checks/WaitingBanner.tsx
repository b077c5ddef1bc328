/**
 * What a form says once, with no connection, while its answers wait on the device to go by
 * themselves (leads/delivery.ts). It arrives with the code that sends (the `checks` chunk):
 * a form can only be waiting once that is in, so a form's first download does not carry it.
 */
import { Banner } from '../../components/Banner';
import { SENDING_TEXT } from '../../leads/sending.text';

export const WAITING_LABEL = SENDING_TEXT.waitingLabel;

/** Takes focus when it appears, so it is read out (once: no alert role). */
export function WaitingBanner() {
  return (
    <Banner variant="info" announce={false} focusKey="waiting" className="help-form__banner" title={SENDING_TEXT.waitingTitle}>
      <p className="help-body">{SENDING_TEXT.waitingBody}</p>
      <p className="help-body">{SENDING_TEXT.waitingKept}</p>
    </Banner>
  );
}
