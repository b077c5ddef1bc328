/**
 * What runs when the form is sent: the form's rules and the lead builder. Loaded once the
 * form is on screen, so the customer can start typing before they arrive.
 */
import { rulesResolver } from '../../forms/checks/rules';
import { buildMeterReadLead } from '../../leads/meter-read-lead';
import { meterReadFormSchema } from '../../validation/meter-read-form';
import { toIsoDate } from '../../validation/forms/dates';
export { readingDateErrorParts } from '../../validation/reading-date-window';
import type { MeterReadFormValues } from '../../validation/forms/meter-read-answers';

/** The rules read the clock at each check, so a form left open past midnight uses the new day. */
export const rules = rulesResolver<MeterReadFormValues>(meterReadFormSchema());

export const buildLead = (answers: MeterReadFormValues) => buildMeterReadLead({ ...answers, reading_date: toIsoDate(answers.date) });
