/** The app's home until `<help-home>` takes its place: the heading and the ways on. */
import { Link } from 'wouter';
import { PageHeading } from '../../../components';
import { usePageMeta } from '../../../platform/page-meta';
import { APP_PATHS } from '../help-and-support.routes';
import { TEXT } from '../help-and-support.text';

export default function HomeScreen() {
  usePageMeta({ title: TEXT.appTitle });
  return (
    <div className="has-page">
      <PageHeading>{TEXT.appTitle}</PageHeading>
      <ul className="help-list">
        <li>
          <Link className="help-link" href={APP_PATHS.submitMeterRead}>
            Submit a meter reading
          </Link>
        </li>
        <li>
          <Link className="help-link" href={APP_PATHS.contactUs}>
            {TEXT.contactUs}
          </Link>
        </li>
      </ul>
    </div>
  );
}
