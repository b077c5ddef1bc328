/** The first screen of `<help-probate>`. */
import { PageHeading } from '../../../components';
import { TEXT } from '../help-probate.text';

export default function StartScreen() {
  return (
    <div className="hp">
      <PageHeading>{TEXT.heading}</PageHeading>
      <p className="help-body">{TEXT.intro}</p>
    </div>
  );
}
