/** A route whose journey is not built yet: a calm page, a way on, and no dead end. */
import { Link } from 'wouter';
import { PageHeading } from '../../../components';
import { usePageMeta } from '../../../platform/page-meta';
import { APP_PATHS } from '../help-and-support.routes';
import { TEXT } from '../help-and-support.text';

export default function ComingSoonScreen() {
  usePageMeta({ title: `${TEXT.comingSoonHeading}${TEXT.titleSuffix}` });
  return (
    <div className="has-page">
      <PageHeading>{TEXT.comingSoonHeading}</PageHeading>
      <p className="help-body">{TEXT.comingSoonBody}</p>
      <p className="help-body">
        <Link className="help-link" href={APP_PATHS.contactUs}>
          {TEXT.contactUs}
        </Link>
      </p>
      <p className="help-body">
        <Link className="help-link" href={APP_PATHS.home}>
          {TEXT.backToHelp}
        </Link>
      </p>
    </div>
  );
}
