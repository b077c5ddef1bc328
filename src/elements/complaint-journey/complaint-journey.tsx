/**
 * `<complaint-journey>`: the element shell around the complaint routes, opening on the details
 * of its complaint (the `complaint` attribute, else the page URL's complaints/{complaint}),
 * else on the customer type question; on its confirmation while the tab keeps the reference.
 */
import { useState } from 'react';
import { ElementShell, type ElementProps } from '../../shell/element-shell';
import { ElementRoutes } from '../../router/element-routes';
import { pagePathUnderBase } from '../../router/content-pages/route-segment';
import { AuthoringCheck, type AuthoringNoteProps } from '../../router/content-pages/authoring';
import { lazyScreen } from '../../router/route-table';
import { useJourneyStart } from '../../store/saved/start';
import { isRecord } from '../../util';
import { COMPLAINT_JOURNEY, COMPLAINT_PATHS, detailsPath } from './complaint-journey.paths';
import { complaintRoutes } from './complaint-journey.routes';
import { ComplaintStartContext } from './complaint-journey.start';
import styles from './complaint-journey.styles.css';

export interface ComplaintJourneyProps extends ElementProps {
  /** One of the four complaint slugs ('pay-as-you-go'); read from the page URL when absent. */
  complaint?: string;
}

/** The complaint in the page URL (…/complaints/{complaint}…), the feedback journey's aside. */
export function complaintInPageUrl(): string | undefined {
  const slug = /^\/complaints\/([^/]+)/.exec(pagePathUnderBase() ?? '')?.[1];
  return slug && slug !== 'feedback' ? slug : undefined;
}

/**
 * An embedded journey reopens on the step it was on, when that step belongs to it: any step
 * when it starts with the questions, only its own complaint's steps otherwise.
 */
export function resumeFrom(first: `/${string}`) {
  return (answers: unknown): string | undefined => {
    const step = isRecord(answers) && typeof answers.step === 'string' ? answers.step : '';
    const ours = first === COMPLAINT_PATHS.customerType ? STEP.test(step) : step === first || step === `${first}/query`;
    return ours ? step : undefined;
  };
}

const STEP = /^\/(make-a-complaint(-select-type|-select-energy)?|complaints\/[a-z-]+(\/query)?)$/;

function ComplaintRoutes({ first }: { first: `/${string}` }) {
  const [resume] = useState(() => resumeFrom(first));
  const start = useJourneyStart(COMPLAINT_JOURNEY, { first, confirmation: COMPLAINT_PATHS.confirmation, resume });
  return (
    <ComplaintStartContext.Provider value={first}>
      <ElementRoutes routes={complaintRoutes} start={start} />
    </ComplaintStartContext.Provider>
  );
}

/** What an author is told when `complaint` is not one of the four (authoring mode only). */
const AUTHORING_NOTE = lazyScreen<AuthoringNoteProps>(() => import('./authoring/complaint-journey.authoring'));

export function ComplaintJourneyApp({ container, complaint }: ComplaintJourneyProps) {
  // Read once: a changed attribute must not move the customer's steps under their feet.
  const [slug] = useState(() => complaint || complaintInPageUrl());
  const first = slug ? detailsPath(slug) : COMPLAINT_PATHS.customerType;
  return (
    <ElementShell container={container} styles={[styles]}>
      <AuthoringCheck note={AUTHORING_NOTE} given={{ complaint: slug }}>
        <ComplaintRoutes first={first} />
      </AuthoringCheck>
    </ElementShell>
  );
}
