import { createHelpElement, defineElement, type HelpElementAttributes } from '../../shell/create-element';
import { HelpArticleApp, type HelpArticleProps } from './help-article';
import styles from './help-article.styles.css';

/**
 * A help article ({category}/{article}): a breadcrumb (Help & Support › its category › the
 * article), its title, its body from the content server through the one sanitiser, "Was this
 * page helpful?" and up to three related articles of its category. Shown only when the categories list has the
 * article under its category; anything else goes to the page-not-found page. Works on the Help &
 * Support pages (route `{category}/{article}`) and placed on any CMS page.
 *
 * @tag help-article
 * @summary A help article, sanitised, with "Was this page helpful?".
 *
 * @attr {string} category - The article's category (`meters`); else the page URL's first segment under the base path.
 * @attr {string} article - The article's label (`faulty-meter`); else the page URL's second segment under the base path.
 * @attr {boolean} url-routing - The page URL under the base path names the article (the Help & Support pages).
 * @attr {boolean} owns-page - The element sets the document title ("{article title} - Help & Support") and meta description.
 *
 * @fires {CustomEvent<HelpFeedbackDetail>} help-feedback - The customer answered "Was this page helpful?". Bubbles, composed; `detail: { category, article, helpful }`.
 * @fires {CustomEvent<HelpNavigateDetail>} help-navigate - Before the page goes to the page-not-found page (an article the categories list does not have), or to another Help & Support page from the breadcrumb or a related article. Cancelable.
 *
 * @csspart breadcrumbs - The breadcrumb trail above the article.
 * @csspart article - The article: heading, body and feedback.
 * @csspart article-body - The article's body (sanitised HTML: p, b, sup and links).
 * @csspart feedback - The "Was this page helpful?" row.
 * @csspart feedback-button - The Yes and No buttons.
 * @csspart related - The "Related articles" heading and links after the article.
 *
 * @cssprop --help-color-brand - Brand colour of links and the spinner.
 * @cssprop --help-color-border - The line above "Was this page helpful?".
 * @cssprop --help-max-width-text - Line length of the article.
 * @cssprop --help-loading-height - Height held while the article loads.
 */
export class HelpArticleElement extends createHelpElement(HelpArticleApp, {
  styles: [styles],
  attributes: { category: 'string', article: 'string' } satisfies Partial<Record<keyof HelpArticleProps, 'string'>>,
}) {}

/** Registers `<help-article>` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('help-article', HelpArticleElement);
}

/** The attributes `<help-article>` takes. */
export interface HelpArticleAttributes extends HelpElementAttributes {
  /** The article's category (`meters`); else read from the page URL. */
  category?: string;
  /** The article's label (`faulty-meter`); else read from the page URL. */
  article?: string;
}
