/**
 * Sanitising of outside HTML. Load with `import('../sanitise')` so DOMPurify is only fetched
 * when there is markup to render.
 */
export {
  sanitiseArticleHtml,
  trustedArticleHtml,
  isAllowedLinkTarget,
  SanitiserUnsupportedError,
  ALLOWED_ARTICLE_TAGS,
  ALLOWED_ARTICLE_ATTRIBUTES,
  ALLOWED_LINK_PROTOCOLS,
} from './sanitise';
