/**
 * What `<help-search>` says. The words are the search panel's (search-panel.text.ts), kept beside
 * the panel so that a category page showing the panel does not download this element's own chunk.
 */
export { TEXT } from './search-panel/search-panel.text';
