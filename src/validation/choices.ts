/**
 * Choices from fixed lists on the meter-read form (SPEC §3, §5): fuel type, the Economy 7
 * question and the optional title.
 */
import { optional, picklist } from 'valibot';
import { messages } from './messages';

export const FUELS = ['Dual', 'Gas', 'Electricity'] as const;
export type Fuel = (typeof FUELS)[number];

/** Every yes/no question's answers (Economy 7, vulnerability), as the forms send them. */
export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

export const ECONOMY_7_CHOICES = YES_NO;
export type Economy7Choice = YesNo;

/** Titles in SPEC order. */
export const TITLES = [
  'Mr',
  'Mrs',
  'Ms',
  'Miss',
  'Dr',
  'Sir',
  'Reverend',
  'Dame',
  'Lady',
  'Professor',
  'Lord',
] as const;
export type Title = (typeof TITLES)[number];

/** Fuel type: required, 'Dual', 'Gas' or 'Electricity'. */
export const fuelSchema = picklist(FUELS, messages.fuel.required);

/** Economy 7 question: required, 'Yes' or 'No'. */
export const economy7Schema = picklist(ECONOMY_7_CHOICES, messages.economy7.required);

/** Title: optional; '' (or missing, which gives '') or one of TITLES. */
export const titleSchema = optional(picklist(['', ...TITLES], messages.title.unknown), '');

/** Whether the fuel type includes gas (Dual or Gas). */
export function readsGas(fuel: string): boolean {
  return fuel === 'Dual' || fuel === 'Gas';
}

/** Whether the fuel type includes electricity (Dual or Electricity). */
export function readsElectricity(fuel: string): boolean {
  return fuel === 'Dual' || fuel === 'Electricity';
}
