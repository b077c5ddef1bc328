/** `<contact-us>`: the element shell around the contact-us route. */
import { ElementShell, type ElementProps } from '../../shell/element-shell';
import { ElementRoutes } from '../../router/element-routes';
import { contactUsRoutes } from './contact-us.routes';
import styles from './contact-us.styles.css';

export function ContactUsApp({ container }: ElementProps) {
  return (
    <ElementShell container={container} styles={[styles]}>
      <ElementRoutes routes={contactUsRoutes} />
    </ElementShell>
  );
}
