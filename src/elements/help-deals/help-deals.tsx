/** `<help-deals>`: the element shell around the deals page's route. */
import { ElementShell, type ElementProps } from '../../shell/element-shell';
import { ElementRoutes } from '../../router/element-routes';
import { dealsRoutes } from './help-deals.routes';
import styles from './help-deals.styles.css';

export function HelpDealsApp({ container }: ElementProps) {
  return (
    <ElementShell container={container} styles={[styles]}>
      <ElementRoutes routes={dealsRoutes} />
    </ElementShell>
  );
}
