/** `<meter-read-form>`: the element shell around the meter-read routes. */
import { useJourneyStart } from '../../store/saved/start';
import { ElementShell, type ElementProps } from '../../shell/element-shell';
import { ElementRoutes } from '../../router/element-routes';
import { METER_READ_JOURNEY, METER_READ_PATHS } from './meter-read-form.paths';
import { meterReadRoutes } from './meter-read-form.routes';
import styles from './meter-read-form.styles.css';

/** Embedded, the element reopens on its confirmation while the tab keeps the reference. */
function MeterReadRoutes() {
  const start = useJourneyStart(METER_READ_JOURNEY, { first: METER_READ_PATHS.form, confirmation: METER_READ_PATHS.confirm });
  return <ElementRoutes routes={meterReadRoutes} start={start} />;
}

export function MeterReadFormApp({ container }: ElementProps) {
  return (
    <ElementShell container={container} styles={[styles]}>
      <MeterReadRoutes />
    </ElementShell>
  );
}
