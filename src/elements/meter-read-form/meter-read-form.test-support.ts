/** What the meter-read form's browser tests type, as a customer does. */

/** Every field of a gas and electricity reading taken `offsetDays` from today, as typed. */
export function dualFuelAnswers(offsetDays = 0): Record<string, string> {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  return {
    first_name: 'Ann',
    last_name: "O'Neill",
    telephone: '07700 900982',
    gas_account_number: '850000000001',
    gas_reading: '012345',
    elec_account_number: 'a12345',
    elec_reading: '54321',
    'date.day': String(date.getDate()),
    'date.month': String(date.getMonth() + 1),
    'date.year': String(date.getFullYear()),
  };
}
