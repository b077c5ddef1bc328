/**
 * An article's body: the markup read from its page (api/content.ts `parseArticlePage`), through
 * the one sanitiser (SPEC §5: a, sup, p, b and href; components/SafeHtml). Its links stay plain
 * links: one to another help page is followed by the browser like any link on the page.
 * Render it once the sanitiser has loaded (the screen waits for it), so the article shows
 * formatted at once.
 */
import { SafeHtml } from '../../components/SafeHtml';

export function ArticleBody({ markup }: { markup: string }) {
  return (
    <div className="ha-body" part="article-body">
      <SafeHtml html={markup} />
    </div>
  );
}
