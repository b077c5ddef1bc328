export { adoptStyles, baseStyles, base, components, sheetFor, styleRootOf, tokens, useAdoptedStyles, useElementStyles } from './adopt';
