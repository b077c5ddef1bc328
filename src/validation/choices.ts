/** Rules for the meter-read form's fixed-list choices (title optional, the rest required). */
import { optional, picklist } from 'valibot';
import { ECONOMY_7_CHOICES, FUELS, TITLES } from './forms/choice-lists';
import { messages } from './messages';

export * from './forms/choice-lists';

/** Fuel type: required, 'Dual', 'Gas' or 'Electricity'. */
export const fuelSchema = picklist(FUELS, messages.fuel.required);

/** Economy 7 question: required, 'Yes' or 'No'. */
export const economy7Schema = picklist(ECONOMY_7_CHOICES, messages.economy7.required);

/** Title: optional; '' (or missing, which gives '') or one of TITLES. */
export const titleSchema = optional(picklist(['', ...TITLES], messages.title.unknown), '');
