/**
 * The frame of every journey step (a GOV.UK question page): the Back link to the previous
 * step, the page's h1, what the step says before its questions, and the form with its submit
 * button. The heading also names the form and gives the page its title, so the three never
 * disagree.
 */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { PageHeading } from '../../components';
import { HelpForm, type HelpFormProps } from '../../forms';
import type { SubmissionState } from '../../leads/forms/use-submit-lead';
import { usePageMeta } from '../../platform/page-meta';
import { BackLink, BackToPreviousPage, PREVIOUS_PAGE } from '../back-link';
import { JourneyColumn } from '../column';
import { JOURNEY_TEXT } from '../journeys.text';

/** A step that sends no lead (its answers go on to a later step): its form is never busy. */
const NOTHING_SENT: SubmissionState = { status: 'idle', failures: 0 };

export interface StepFrameProps<Values extends FieldValues> extends Omit<HelpFormProps<Values>, 'label' | 'submission' | 'sendingLabel' | 'failureTitle'> {
  /** The step's name: its h1, the form's accessible name and the page title. */
  heading: string;
  /** Small text above the h1: what the step belongs to. */
  caption?: string | undefined;
  /**
   * The previous step, for the Back link; PREVIOUS_PAGE where the customer saw no earlier step
   * (Back goes to the page they came from); none on a journey's first step.
   */
  back?: `/${string}` | typeof PREVIOUS_PAGE | undefined;
  /**
   * A page of one question has its h1 in that question's legend (GOV.UK "question pages"): the
   * step renders it there, and the frame shows none of its own.
   */
  headingInLegend?: boolean;
  /** What the step says between its heading and its form. */
  intro?: ReactNode;
  /** The lead this step sends; without one, the step sends nothing. */
  submission?: SubmissionState;
  /** The button's label while the lead is sending: the submit label unless said. */
  sendingLabel?: string;
  /** The failure banner's title: only a step that sends a lead needs one. */
  failureTitle?: string;
}

export function StepFrame<Values extends FieldValues>({
  heading,
  caption,
  back,
  headingInLegend = false,
  intro,
  submission = NOTHING_SENT,
  submitLabel,
  sendingLabel = submitLabel,
  failureTitle = '',
  children,
  ...formProps
}: StepFrameProps<Values>) {
  usePageMeta({ title: `${heading}${JOURNEY_TEXT.titleSuffix}` });
  return (
    <JourneyColumn>
      {back === PREVIOUS_PAGE ? <BackToPreviousPage /> : back ? <BackLink to={back} /> : null}
      {headingInLegend ? null : <PageHeading caption={caption}>{heading}</PageHeading>}
      {intro}
      <HelpForm {...formProps} label={heading} submission={submission} submitLabel={submitLabel} sendingLabel={sendingLabel} failureTitle={failureTitle}>
        {children}
      </HelpForm>
    </JourneyColumn>
  );
}
