/**
 * submit-meter-read: nothing until the meter-read flag is known; then the form in meter-read
 * week, or SPEC's "no longer available" message, under a heading saying when the form opens
 * again (the day, where the configuration gives it), pointing to the main site's meter reads page.
 * A config that cannot be loaded says so and offers to try again. With `owns-page`, the
 * document title is the heading and ' - Help & Support'.
 */
import { useDeferredValue } from 'react';
import { useMeterReadConfig } from '../../../api/meter-read-config/meter-read-config';
import { Banner, Button, PageHeading, Spinner } from '../../../components';
import { getConfig, mainSiteLink } from '../../../config';
import { helpPageTitle, usePageMeta } from '../../../platform/page-meta';
import { useElement } from '../../../platform/element-context';
import { useSnapshot } from '../../../platform/snapshot';
import { Loading } from '../../../shell/element-shell';
import { dispatchHelpEvent } from '../../../platform/events';
import { useTrailingSlashRedirect } from '../../../router';
import { MeterReadForm } from './form.fields';
import { unavailableHeading } from './opens-again';
import { TEXT } from '../meter-read-form.text';

function MeterReadUnavailable({ heading }: { heading: string }) {
  const { container } = useElement();
  const meterReadsPage = mainSiteLink(getConfig().meterReadsPageUrl);
  return (
    <div className="help-width-container">
      <PageHeading>{heading}</PageHeading>
      <p className="help-body">{TEXT.unavailable}</p>
      <p className="help-body">{TEXT.unavailableNext}</p>
      <p className="help-body">
        <a
          className="help-link"
          href={meterReadsPage}
          onClick={(event) => {
            if (!dispatchHelpEvent(container, 'help-navigate', { path: meterReadsPage })) event.preventDefault();
          }}
        >
          {TEXT.unavailableLink}
        </a>
      </p>
    </div>
  );
}

/**
 * What a snapshot of the form assumes until the configuration arrives: meter-read week, its
 * words not known yet (their place is held).
 */
const SNAPSHOT_CONFIG = { isMeterReadWeek: true, headingTemplate: undefined, smrErrorTemplate: '' } as const;

export default function MeterReadFormScreen() {
  useTrailingSlashRedirect();
  const meterReadConfig = useMeterReadConfig();
  // Started from the build's snapshot (the form, on screen before any script), the form stays
  // while the flag is on its way; the render taking the snapshot over shows exactly the snapshot.
  const snapshot = useSnapshot();
  const known = snapshot?.takingOver ? undefined : meterReadConfig.data;
  const shown = known ?? (snapshot && !meterReadConfig.isError ? SNAPSHOT_CONFIG : undefined);
  // The form's first render is large: React does it in the background, in slices, so the
  // page keeps answering a phone's taps meanwhile (no long task) and shows it when done.
  const config = useDeferredValue(shown);
  // The page's title follows its heading: the form's, or the one saying it opens again.
  usePageMeta({ title: helpPageTitle(config && !config.isMeterReadWeek ? unavailableHeading(config) : TEXT.heading) });
  if (meterReadConfig.isError && !config) {
    return (
      <div className="help-width-container">
        <Banner variant="error" title={TEXT.technicalIssues} headingLevel={1}>
          <p className="help-body">{TEXT.configFailed}</p>
          <Button variant="secondary" onClick={() => void meterReadConfig.refetch()}>
            {TEXT.tryAgain}
          </Button>
        </Banner>
      </div>
    );
  }
  // Nothing of the form shows until the flag is known (SPEC); its place is held meanwhile.
  if (!config) {
    return (
      <>
        {meterReadConfig.failureCount > 0 ? <Spinner /> : null}
        <Loading />
      </>
    );
  }
  const { isMeterReadWeek, headingTemplate, smrErrorTemplate } = config;
  if (!isMeterReadWeek) return <MeterReadUnavailable heading={unavailableHeading(config)} />;
  return (
    // The page column every screen shares; the form keeps its own width inside it.
    <div className="help-width-container">
      <MeterReadForm headingTemplate={headingTemplate} errorTemplate={smrErrorTemplate} />
    </div>
  );
}
