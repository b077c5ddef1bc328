/**
 * One radio question a page (GOV.UK "question pages"): its legend is the page's h1, the answer
 * is kept as it changes, Continue checks it and moves on. The journey's first three steps. The
 * heading is the page's size, as every screen's h1, with the journey's name as its caption.
 */
import type { ReactNode } from 'react';
import { PageHeading, RadioGroup, type RadioOption } from '../../../components';
import { useHelpForm, type LazyRules } from '../../../forms';
import { StepFrame, type StepFrameProps } from '../../../journeys/step-frame/step-frame';
import { TEXT } from '../complaint-journey.text';

export interface QuestionStepProps<Name extends string> {
  name: Name;
  question: string;
  hint?: ReactNode;
  options: readonly RadioOption[];
  rules: LazyRules<Record<Name, string>>;
  initial: string;
  onAnswer: (answer: string) => void;
  onContinue: (answer: string) => void;
  back?: StepFrameProps<Record<Name, string>>['back'];
}

export function QuestionStep<Name extends string>({ name, question, hint, options, rules, initial, onAnswer, onContinue, back }: QuestionStepProps<Name>) {
  const form = useHelpForm<Record<string, string>>({
    rules: rules as LazyRules<Record<string, string>>,
    defaultValues: { [name]: initial },
    onChange: (values) => onAnswer(values[name] ?? ''),
  });
  return (
    <StepFrame heading={question} headingInLegend back={back} form={form} onValid={(values) => onContinue(values[name] ?? '')} submitLabel={TEXT.continue}>
      <RadioGroup
        id={`cj-${name}`}
        legend={
          <PageHeading className="help-fieldset__heading" caption={TEXT.journeyName}>
            {question}
          </PageHeading>
        }
        legendSize="l"
        hint={hint}
        options={options}
        error={form.errorOf(name)}
        {...form.register(name)}
      />
    </StepFrame>
  );
}
