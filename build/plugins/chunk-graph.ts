/** Writes chunk-graph.json: each chunk's static and dynamic imports and modules, for bench/size.mjs. */
import { relative } from 'node:path';
import type { OutputBundle, Plugin } from 'rollup';

export interface ChunkGraphEntry {
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Repository-relative module paths. */
  modules: string[];
  /** Minified bytes each module leaves in the chunk (before gzip), for finding what weighs. */
  renderedLength: Record<string, number>;
}

/** The graph of a bundle, module paths relative to `root`. */
export function chunkGraphOf(bundle: OutputBundle, root: string): Record<string, ChunkGraphEntry> {
  const path = (id: string) => relative(root, id).replace(/\\/g, '/');
  const graph: Record<string, ChunkGraphEntry> = {};
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk') continue;
    graph[fileName] = {
      isEntry: chunk.isEntry,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      modules: Object.keys(chunk.modules).map(path),
      renderedLength: Object.fromEntries(Object.entries(chunk.modules).map(([id, module]) => [path(id), module.renderedLength])),
    };
  }
  return graph;
}

export function chunkGraph(): Plugin {
  return {
    name: 'chunk-graph',
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'chunk-graph.json', source: JSON.stringify(chunkGraphOf(bundle, process.cwd()), null, 2) });
    },
  };
}
