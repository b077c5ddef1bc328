/** `<help-search>`: the element shell around its one screen, the search panel. */
import { ElementShell, type ElementProps } from '../../shell/element-shell';
import { ElementRoutes } from '../../router/element-routes';
import { helpSearchRoutes } from './help-search.routes';
import styles from './help-search.styles.css';

export function HelpSearchApp({ container }: ElementProps) {
  return (
    <ElementShell container={container} styles={[styles]}>
      <ElementRoutes routes={helpSearchRoutes} />
    </ElementShell>
  );
}
