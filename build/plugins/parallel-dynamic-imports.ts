/**
 * A lazily loaded chunk (a screen, the rules) starts its own imports at the same moment as
 * itself: `import('./screen.js')` becomes `(import('./forms.js'), …, import('./screen.js'))`.
 * Without it the browser learns of them only after the chunk arrives, one round trip later.
 * Chunks already loaded cost nothing (the module map has them); those the importing chunk itself
 * imports are loaded already, so they are not named again (bytes on every page).
 */
import { posix } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'rollup';

type RenderDynamicImport = Extract<NonNullable<Plugin['renderDynamicImport']>, (...args: never[]) => unknown>;

/** The text around a dynamic import that starts its target's own imports first (null: nothing to add). */
export function startImportsFirst(chunkFile: string, targets: readonly { type: string; fileName?: string; resolvedImportPath?: string }[]): { left: string; right: string } | null {
  const imports = targets.filter((target) => target.type === 'internal' && target.fileName !== chunkFile);
  if (imports.length === 0) return null;
  // resolvedImportPath is quoted already. A failed dependency also fails the chunk itself,
  // which is where it is handled.
  const starts = imports.map((target) => `import(${target.resolvedImportPath ?? ''})`).join(',');
  return { left: `${STARTS}${starts}${STARTED}`, right: '))' };
}

const STARTS = '(Promise.all([';
const STARTED = ']).catch(()=>0),import(';
const STARTS_IN_CODE = /\(Promise\.all\(\[((?:import\((["'])[^"']+\2\),?)+)\]\)\.catch\(\(\)=>0\),import\(/g;

/**
 * A chunk's code with no import started again that the chunk imports itself: those are in by the
 * time its code runs (`imports` are all its static imports; rollup hoists the transitive ones).
 * Done on the rendered chunk: renderDynamicImport is told nothing of the importing chunk's imports.
 */
export function withoutLoadedStarts(code: string, chunk: { fileName: string; imports: readonly string[] }): MagicString {
  const loaded = new Set(chunk.imports);
  const here = posix.dirname(chunk.fileName);
  const edited = new MagicString(code);
  for (const match of code.matchAll(STARTS_IN_CODE)) {
    const starts = [...(match[1] ?? '').matchAll(/import\((["'])([^"']+)\1\)/g)];
    const needed = starts.filter(([, , path = '']) => !loaded.has(posix.join(here, path)));
    if (needed.length === starts.length) continue;
    const start = match.index ?? 0;
    edited.overwrite(start, start + match[0].length, needed.length === 0 ? '(import(' : `${STARTS}${needed.map(([text]) => text).join(',')}${STARTED}`);
  }
  return edited;
}

export function parallelDynamicImports(): Plugin {
  const renderDynamicImport: RenderDynamicImport = ({ chunk, getTargetChunkImports }) => startImportsFirst(chunk.fileName, getTargetChunkImports() ?? []);
  return {
    name: 'parallel-dynamic-imports',
    renderDynamicImport,
    renderChunk(code, chunk) {
      const edited = withoutLoadedStarts(code, chunk);
      return edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap({ hires: true }) } : null;
    },
  };
}
