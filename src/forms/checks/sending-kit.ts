/**
 * What a form needs once it sends, in one module so it is fetched with one request: the sending
 * itself (leads/delivery.ts) and what a form waiting for its connection shows. It travels with
 * the rules (the `checks` chunk), fetched once a form shows.
 */
export { createDelivery } from '../../leads/delivery';
export { WAITING_LABEL, WaitingBanner } from './WaitingBanner';
