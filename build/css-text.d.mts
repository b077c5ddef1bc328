/** The types of css-text.mjs (plain JavaScript: the snapshot scripts and the test server import it too). */
import type { Plugin } from 'esbuild';
export declare function cssText(css: string): Promise<string>;
export declare const cssAsText: Plugin;
