/** `<help-probate>`: the element shell around its routes. */
import { ElementShell, type ElementProps } from '../../platform/element-shell';
import { ElementRoutes } from '../../router/element-routes';
import { routes } from './help-probate.routes';
import styles from './help-probate.styles.css';

export function HelpProbateApp({ container }: ElementProps) {
  return (
    <ElementShell container={container} styles={[styles]}>
      <ElementRoutes routes={routes} />
    </ElementShell>
  );
}
