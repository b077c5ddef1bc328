/** Named states of `<help-article>`, for the demo and the conformance test's axe loop. */
import type { ElementExample } from '../../platform/examples';
import { TEXT } from './help-article.text';

export const examples: readonly ElementExample[] = [
  { name: 'an article', attributes: { category: 'meters', article: 'how-to-read-your-meter' }, shows: TEXT.feedbackQuestion, hostPage: true },
  // Its scripts come from the content server: on a host page, from another origin.
  { name: 'a nucleus-type article', attributes: { category: 'bills-and-payments', article: 'request-a-refund' }, shows: TEXT.feedbackQuestion, hostPage: true },
  { name: 'an article without a description of its own', attributes: { category: 'breakdowns', article: 'radiator-cold-spots' }, shows: TEXT.feedbackQuestion },
  { name: 'a hostile article, made safe', attributes: { category: 'helpful-advice', article: 'hostile-scripts' }, shows: 'The last sentence of the article.' },
  { name: 'named by the page URL', url: '/help-and-support/emergencies/gas-leak', shows: TEXT.feedbackQuestion },
  {
    name: 'the content server fails',
    attributes: { category: 'meters', article: 'faulty-meter' },
    // The categories list and the article fail every attempt, retries included, until the
    // faults are cleared: no count the page's requests could use up first.
    faults: [{ service: 'content', status: 500, until: 'cleared' }],
    shows: TEXT.failedTitle,
  },
];
