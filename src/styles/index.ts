export { adoptStyles, baseStyles, base, components, sheetFor, styleRootOf, tokens, useAdoptedStyles } from './adopt';
