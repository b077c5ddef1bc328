/**
 * complaints/{complaint}/query: the complaint or enquiry itself, as free text. The subject is asked
 * only on the gas and electricity routes. Without the details step's cached details the customer
 * goes back there (reported, nothing sent). The lead goes through useSubmitLead (one lead per set
 * of answers); accepted, the answers are cleared and the confirmation shows its reference.
 */
import { useState } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import { Select } from '../../../components';
import { useHelpForm } from '../../../forms';
import { kindOf, type QueryKind } from '../../../journeys/journeys.text';
import { StepFrame } from '../../../journeys/step-frame/step-frame';
import { isComplaintSlug, type ComplaintSlug } from '../../../leads/complaint-query-types/complaint-query-types';
import { useElement } from '../../../platform/element-context';
import { report } from '../../../report';
import { NotFoundRedirect } from '../../../router/content-pages/not-found';
import { COMPLAINT_SUBJECTS, type ComplaintSubject } from '../../../validation/complaint';
import type { QueryValues } from '../complaint-journey.checks';
import { MissingDetailsError, asksSubject, loadChecks, useComplaintAnswers, useSubmitComplaint } from '../steps/complaint-journey.data';
import { detailsPath } from '../complaint-journey.paths';
import { KIND_TEXT, SLUG_TEXT, TEXT } from '../complaint-journey.text';
import { QueryText } from './query-text';

const SUBJECT_OPTIONS = COMPLAINT_SUBJECTS.map((subject) => ({ value: subject, label: subject }));
/** The step's rules, once per kind and subject: a form keeps the rules it was given. */
const lazyRules = (kind: QueryKind, subject: 'withSubject' | 'withoutSubject') => () => loadChecks().then((checks) => checks.queryRules[kind][subject]);
const RULES = {
  complaint: { withSubject: lazyRules('complaint', 'withSubject'), withoutSubject: lazyRules('complaint', 'withoutSubject') },
  enquiry: { withSubject: lazyRules('enquiry', 'withSubject'), withoutSubject: lazyRules('enquiry', 'withoutSubject') },
} as const;

function QueryStep({ complaint }: { complaint: ComplaintSlug }) {
  const [, navigate] = useLocation();
  const { tag } = useElement();
  const answers = useComplaintAnswers();
  const submission = useSubmitComplaint(complaint);
  const kind = kindOf(complaint);
  const words = KIND_TEXT[kind];
  const subjectAsked = asksSubject(complaint);
  const form = useHelpForm<QueryValues>({
    rules: RULES[kind][subjectAsked ? 'withSubject' : 'withoutSubject'],
    defaultValues: { subject: answers.saved.subject, query: answers.saved.query },
    onChange: ({ subject, query }) => answers.update({ subject, query }),
  });

  const send = async ({ subject, query }: QueryValues) => {
    const details = answers.current().cached;
    if (!details) {
      report(new MissingDetailsError(), { action: 'sending a complaint', element: tag, level: 'warn' });
      navigate(detailsPath(complaint), { replace: true });
      return;
    }
    // Accepted, the confirmation shows (useSubmitLead).
    await submission.submit({ complaint, details, query, subject: subjectAsked ? (subject as ComplaintSubject) : undefined });
  };

  return (
    <StepFrame
      heading={words.queryHeading}
      caption={SLUG_TEXT[complaint].caption}
      back={detailsPath(complaint)}
      intro={<p className="help-body">{words.querySubheading}</p>}
      form={form}
      onValid={send}
      submission={submission}
      submitLabel={words.submit}
      sendingLabel={words.sending}
      failureTitle={TEXT.technicalProblemsTitle}
      failure={<p className="help-body">{TEXT.technicalProblems}</p>}
    >
      {subjectAsked ? (
        <Select id="cj-subject" label={TEXT.subject} options={SUBJECT_OPTIONS} emptyOption={TEXT.subjectEmpty} error={form.errorOf('subject')} {...form.register('subject')} />
      ) : null}
      <QueryText form={form} label={words.queryLabel} hint={TEXT.queryHint} />
    </StepFrame>
  );
}

/** Reached without cached details: reported once, and back to the details step. */
function NoCachedDetails({ complaint }: { complaint: ComplaintSlug }) {
  const { tag } = useElement();
  // Once, as the step is reached (not again as it goes).
  useState(() => report(new MissingDetailsError(), { action: 'opening the query step', element: tag, level: 'warn' }));
  return <Redirect to={detailsPath(complaint)} replace />;
}

export default function QueryScreen() {
  const { complaint = '' } = useParams<{ complaint: string }>();
  const answers = useComplaintAnswers();
  if (!isComplaintSlug(complaint)) return <NotFoundRedirect to="main-site" />;
  if (!answers.saved.cached) return <NoCachedDetails complaint={complaint} />;
  return <QueryStep key={complaint} complaint={complaint} />;
}
