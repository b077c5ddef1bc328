/** '27 March at 3:05pm', as GOV.UK writes a date and time: when answers were kept on the device. */
export function keptWhen(time: number): string {
  const date = new Date(time);
  const hour = date.getHours() % 12 || 12;
  const minute = String(date.getMinutes()).padStart(2, '0');
  return `${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long' })} at ${hour}:${minute}${date.getHours() < 12 ? 'am' : 'pm'}`;
}
