/**
 * What runs when a step is sent: the validation rules of each step and the feedback lead's
 * builder. Loaded once a step is on screen, so the customer can answer before they arrive.
 */
import { object } from 'valibot';
import { rulesResolver } from '../../forms/checks/rules';
import { feedbackLead, type FeedbackAnswers } from '../../leads/feedback-lead';
import { feedbackCreditTextSchema } from '../../validation/complaint';

export { feedbackDetailsRules } from '../../journeys/with-screens/personal-details.rules';

export const creditTextRules = rulesResolver<{ creditText: string }>(object({ creditText: feedbackCreditTextSchema }));

export const buildLead = (answers: FeedbackAnswers) => feedbackLead(answers);
