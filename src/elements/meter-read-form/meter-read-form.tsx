/**
 * The online price-cap meter reading form (SPEC §2 "Meter reading") and its confirmation.
 * Nothing renders until the meter-read flag is known; with the flag off the customer is
 * pointed to the main site's meter reads page.
 */
import { useContext, useEffect, useMemo, useState } from 'react';
import { Route, Switch } from 'wouter';
import { useMeterReadConfig } from '../../api';
import { getConfig } from '../../config';
import { AppRouter, useTrailingSlashRedirect } from '../../router';
import { Banner, Button, PageHeading, Spinner } from '../../components';
import { ElementShell, useElementContainer, type ElementProps } from '../element-shell';
import { dispatchHelpEvent } from '../events';
import { ReferenceContext } from './meter-read-form.reference';
import { TEXT } from './meter-read-form.text';
import styles from './meter-read-form.styles.css';

export { TEXT };

type MeterReadFormStep = (typeof import('./meter-read-form.form'))['default'];

/** The form step is its own chunk; fetching starts with the flag, not after it. */
let formModule: Promise<MeterReadFormStep> | undefined;
let loadedForm: MeterReadFormStep | undefined;
const loadForm = () =>
  (formModule ??= import('./meter-read-form.form').then((module) => (loadedForm = module.default)));

/**
 * The form step once its chunk is in. Not React.lazy: Suspense holds a revealed boundary back
 * for up to 300 ms, which the customer would spend looking at nothing. A chunk that fails to
 * load is thrown during render, so the element's boundary shows its fallback.
 */
function useFormStep(): MeterReadFormStep | undefined {
  const [step, setStep] = useState<MeterReadFormStep | undefined>(() => loadedForm);
  useEffect(() => {
    let mounted = true;
    loadForm().then(
      (loaded) => mounted && setStep(() => loaded),
      (error: unknown) =>
        mounted &&
        setStep(() => {
          throw error;
        }),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return step;
}

function MeterReadConfirm() {
  const fromForm = useContext(ReferenceContext).reference;
  // After a reload of the confirmation page the reference survives in the history entry.
  const state = (history.state as { reference?: unknown } | null) ?? null;
  const reference = fromForm ?? (typeof state?.reference === 'string' ? state.reference : null);
  return (
    <div className="help-panel help-panel--confirmation" part="confirmation">
      <PageHeading focusOnMount>{TEXT.confirmHeading}</PageHeading>
      {reference ? (
        <p className="help-body mrf-reference">
          {TEXT.reference} <strong>{reference}</strong>
        </p>
      ) : null}
      <p className="help-body">{TEXT.confirmBill}</p>
      <p className="help-body">{TEXT.confirmContact}</p>
    </div>
  );
}

function MeterReadUnavailable() {
  const config = getConfig();
  const container = useElementContainer();
  const meterReadsPage = `${config.mainSiteUrl}${config.meterReadsPageUrl}`;
  return (
    <div>
      <PageHeading focusOnMount={false}>{TEXT.heading}</PageHeading>
      <p className="help-body">{TEXT.unavailable}</p>
      <p className="help-body">
        <a
          className="help-link"
          href={meterReadsPage}
          onClick={() => dispatchHelpEvent(container, 'help-navigate', { path: meterReadsPage })}
        >
          {TEXT.unavailableLink}
        </a>
      </p>
    </div>
  );
}

/** Waits for the meter-read flag: nothing renders until it is known. */
function MeterReadPage() {
  useTrailingSlashRedirect();
  const meterReadConfig = useMeterReadConfig();
  const MeterReadForm = useFormStep();
  if (meterReadConfig.isPending) return meterReadConfig.failureCount > 0 ? <Spinner /> : null;
  if (meterReadConfig.isError) {
    return (
      <Banner variant="error" title={TEXT.technicalIssues}>
        <p className="help-body">{TEXT.configFailed}</p>
        <Button variant="secondary" onClick={() => void meterReadConfig.refetch()}>
          {TEXT.tryAgain}
        </Button>
      </Banner>
    );
  }
  const { isMeterReadWeek, headingTemplate, smrErrorTemplate } = meterReadConfig.data;
  if (!isMeterReadWeek) return <MeterReadUnavailable />;
  return MeterReadForm ? <MeterReadForm headingTemplate={headingTemplate} errorTemplate={smrErrorTemplate} /> : null;
}

export function MeterReadFormApp({ container }: ElementProps) {
  const [reference, setReference] = useState<string | null>(null);
  const handoff = useMemo(() => ({ reference, setReference }), [reference]);
  return (
    <ElementShell container={container} styles={[styles]}>
      <ReferenceContext.Provider value={handoff}>
        <AppRouter initialPath="/submit-meter-read">
          <Switch>
            <Route path="/submit-meter-read-confirm" component={MeterReadConfirm} />
            <Route component={MeterReadPage} />
          </Switch>
        </AppRouter>
      </ReferenceContext.Provider>
    </ElementShell>
  );
}
