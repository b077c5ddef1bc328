/** The three boxes of a GOV.UK date input, in page order; shared by the rules and the DateField. */
export type DatePart = 'day' | 'month' | 'year';

export const DATE_PARTS: readonly DatePart[] = ['day', 'month', 'year'];
