/** `<help-probate>`: the element shell around the bereavement page's route. */
import { ElementShell, type ElementProps } from '../../shell/element-shell';
import { ElementRoutes } from '../../router/element-routes';
import { probateRoutes } from './help-probate.routes';
import styles from './help-probate.styles.css';

export function HelpProbateApp({ container }: ElementProps) {
  return (
    <ElementShell container={container} styles={[styles]}>
      <ElementRoutes routes={probateRoutes} />
    </ElementShell>
  );
}
