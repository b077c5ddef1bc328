/**
 * The fixed lists of answers: fuel type, yes/no questions and the optional
 * title. Plain constants, without the rules (choices.ts), so screens can show them before the
 * rules have loaded.
 */

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

/** Whether the fuel type includes gas (Dual or Gas). */
export function readsGas(fuel: string): boolean {
  return fuel === 'Dual' || fuel === 'Gas';
}

/** Whether the fuel type includes electricity (Dual or Electricity). */
export function readsElectricity(fuel: string): boolean {
  return fuel === 'Dual' || fuel === 'Electricity';
}
