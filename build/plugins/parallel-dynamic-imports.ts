/**
 * A lazily loaded chunk (a screen, the rules) starts its own imports at the same moment as
 * itself: `import('./screen.js')` becomes `(import('./forms.js'), …, import('./screen.js'))`.
 * Without it the browser learns of them only after the chunk arrives, one round trip later.
 * Chunks already loaded cost nothing (the module map has them).
 */
import type { Plugin } from 'rollup';

type RenderDynamicImport = Extract<NonNullable<Plugin['renderDynamicImport']>, (...args: never[]) => unknown>;

/** The text around a dynamic import that starts its target's own imports first (null: nothing to add). */
export function startImportsFirst(chunkFile: string, targets: readonly { type: string; fileName?: string; resolvedImportPath?: string }[]): { left: string; right: string } | null {
  const imports = targets.filter((target) => target.type === 'internal' && target.fileName !== chunkFile);
  if (imports.length === 0) return null;
  // resolvedImportPath is quoted already. A failed dependency also fails the chunk itself,
  // which is where it is handled.
  const starts = imports.map((target) => `import(${target.resolvedImportPath ?? ''})`).join(',');
  return { left: `(Promise.all([${starts}]).catch(()=>0),import(`, right: '))' };
}

export function parallelDynamicImports(): Plugin {
  const renderDynamicImport: RenderDynamicImport = ({ chunk, getTargetChunkImports }) => startImportsFirst(chunk.fileName, getTargetChunkImports() ?? []);
  return { name: 'parallel-dynamic-imports', renderDynamicImport };
}
