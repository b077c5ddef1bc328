/** `<help-home>`: the element shell around the help home route. */
import { ElementShell, type ElementProps } from '../../shell/element-shell';
import { ElementRoutes } from '../../router/element-routes';
import { helpHomeRoutes } from './help-home.routes';
import styles from './help-home.styles.css';

export function HelpHomeApp({ container }: ElementProps) {
  return (
    <ElementShell container={container} styles={[styles]}>
      <ElementRoutes routes={helpHomeRoutes} />
    </ElementShell>
  );
}
