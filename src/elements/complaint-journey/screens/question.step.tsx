/**
 * One radio question a page (GOV.UK "question pages"): its legend is the page's h1, the answer
 * is kept as it changes, Continue checks it and moves on. The journey's first three steps.
 */
import type { ReactNode } from 'react';
import { PageHeading, RadioGroup, type RadioOption } from '../../../components';
import { HelpForm, useHelpForm, type LazyRules } from '../../../forms';
import type { SubmissionState } from '../../../leads/use-submit-lead';
import { usePageMeta } from '../../../platform/page-meta';
import { TEXT } from '../complaint-journey.text';
import { BackLink } from './back-link';

/** Nothing is sent from a question step: its form is never busy. */
const NOTHING_SENT: SubmissionState = { status: 'idle', failures: 0 };

export interface QuestionStepProps<Name extends string> {
  name: Name;
  question: string;
  hint?: ReactNode;
  options: readonly RadioOption[];
  rules: LazyRules<Record<Name, string>>;
  initial: string;
  onAnswer: (answer: string) => void;
  onContinue: (answer: string) => void;
  back?: `/${string}`;
}

export function QuestionStep<Name extends string>({ name, question, hint, options, rules, initial, onAnswer, onContinue, back }: QuestionStepProps<Name>) {
  usePageMeta({ title: `${question}${TEXT.titleSuffix}` });
  const form = useHelpForm<Record<string, string>>({
    rules: rules as LazyRules<Record<string, string>>,
    defaultValues: { [name]: initial },
    onChange: (values) => onAnswer(values[name] ?? ''),
  });
  return (
    <div className="cj">
      {back ? <BackLink to={back} /> : null}
      <HelpForm
        form={form}
        label={question}
        onValid={(values) => onContinue(values[name] ?? '')}
        submission={NOTHING_SENT}
        submitLabel={TEXT.continue}
        sendingLabel={TEXT.continue}
        failureTitle=""
      >
        <RadioGroup
          id={`cj-${name}`}
          legend={<PageHeading className="help-fieldset__heading">{question}</PageHeading>}
          legendSize="l"
          hint={hint}
          options={options}
          error={form.errorOf(name)}
          {...form.register(name)}
        />
      </HelpForm>
    </div>
  );
}
