/**
 * An article's body from the content server (a help article, the deals): the markup read from
 * its page (api/content-api/content.ts `parseArticlePage`), through the one sanitiser (only a, sup, p,
 * b and href kept; SafeHtml). Its links stay plain links: one to another help page is followed by
 * the browser like any link on the page. Render it once the sanitiser has loaded (the screens
 * wait for it), so the body shows formatted at once. Brings its own stylesheet.
 *
 * @csspart article-body - The article's body (sanitised HTML: p, b, sup and links).
 */
import { useRef } from 'react';
import { useOwnStyles } from '../../styles/adopt';
import css from './ArticleBody.css';
import { SafeHtml } from './SafeHtml';

export function ArticleBody({ markup }: { markup: string }) {
  const body = useRef<HTMLDivElement>(null);
  useOwnStyles(body, css);
  return (
    <div ref={body} className="help-article-body" part="article-body">
      <SafeHtml html={markup} />
    </div>
  );
}
