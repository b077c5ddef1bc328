/** Stylesheets are imported as minified text, which the elements adopt as constructable stylesheets. */
import type { Plugin } from 'rollup';
import { cssText } from '../css-text.mjs';

/** A stylesheet as the module the bundle imports: its minified text as the default export. */
export async function cssModule(css: string): Promise<string> {
  return `export default ${JSON.stringify(await cssText(css))};`;
}

export function cssAsText(): Plugin {
  return {
    name: 'css-as-text',
    async transform(code, id) {
      if (!id.endsWith('.css')) return null;
      return { code: await cssModule(code), map: { mappings: '' } };
    },
  };
}
