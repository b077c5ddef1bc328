/** Driving `<feedback-journey>` as a customer does, for its browser tests. */
import { typeInto, waitFor } from '../../../test/helpers/dom';
import { mountElement, submitButton } from '../../../test/helpers/element';
import { chooseAddress, heading, radio, typeDetails, validDetails } from '../../journeys/test-support';
import { FEEDBACK_TEXT } from './feedback-journey.text';

export const mount = (attributes: Record<string, string> = {}) => mountElement('feedback-journey', { attributes });

export const creditBox = (root: ShadowRoot) => root.querySelector<HTMLTextAreaElement>('textarea[name="creditText"]')!;

export const CREDIT_TEXT = "Ann O'Neill, 1 Test Street, account 850000000001, ann@example.com";

/** Types the credit text and presses "I don't want the refund". */
export async function continueWithCredit(root: ShadowRoot, text = CREDIT_TEXT): Promise<void> {
  await typeInto(creditBox(root), text);
  submitButton(root).click();
  await heading(root, FEEDBACK_TEXT.detailsHeading);
}

/** Fills the personal details (vulnerability Yes unless said) and chooses an address. */
export async function fillDetails(root: ShadowRoot, values: Record<string, string> = validDetails, vulnerability = 'Yes'): Promise<void> {
  await typeDetails(root, values);
  radio(root, 'vulnerability', vulnerability).click();
  await chooseAddress(root);
}

/** The credit step done, embedded: the personal details on screen. */
export async function reachDetails(attributes: Record<string, string> = {}) {
  const mounted = await mount(attributes);
  await continueWithCredit(mounted.root);
  return mounted;
}

/** The first step on screen (its heading is also the personal details' caption). */
export const creditShown = (root: ShadowRoot) => waitFor(() => root.querySelector<HTMLTextAreaElement>('textarea[name="creditText"]'), { message: 'the credit step' });

export const detailsShown = (root: ShadowRoot) => waitFor(() => root.querySelector('input[name="firstName"]'), { message: 'the personal details' });
