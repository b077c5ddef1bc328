/** A page of its own: nothing here has loaded the sanitiser before the article arrives. */
import { expect } from '@open-wc/testing';
import { setConfig } from '../config';
import { loadedSanitiser } from '../sanitise/platform/load';
import { waitFor } from '../../test/helpers/dom';
import { resetStandIns } from '../../test/helpers/stand-ins';
import { fetchArticle } from './content-api/content';

describe('an article page', () => {
  it('starts the sanitiser as soon as it has arrived, before any screen renders it', async () => {
    setConfig({});
    await resetStandIns();
    expect(loadedSanitiser(), 'not loaded before').to.equal(undefined);
    const article = await fetchArticle('meters', 'faulty-meter');
    expect(article.markup).to.contain('<a ');
    await waitFor(() => loadedSanitiser(), { message: 'the sanitiser to arrive with no screen asking' });
  });
});
