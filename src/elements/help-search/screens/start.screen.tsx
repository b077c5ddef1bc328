/** The first screen of `<help-search>`. */
import { PageHeading } from '../../../components';
import { TEXT } from '../help-search.text';

export default function StartScreen() {
  return (
    <div className="hs">
      <PageHeading>{TEXT.heading}</PageHeading>
      <p className="help-body">{TEXT.intro}</p>
    </div>
  );
}
