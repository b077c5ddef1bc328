/** Stylesheets are imported as minified text, which the elements adopt as constructable stylesheets. */
import { transform } from 'esbuild';
import type { Plugin } from 'rollup';

/** A stylesheet as the module the bundle imports: its minified text as the default export. */
export async function cssModule(css: string): Promise<string> {
  const { code } = await transform(css, { loader: 'css', minify: true });
  return `export default ${JSON.stringify(code.trim())};`;
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
