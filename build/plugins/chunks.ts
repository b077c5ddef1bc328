/**
 * Which chunk a module goes to, and what each chunk file is called.
 *
 *   node_modules/<package>/…        the chunk PACKAGE_CHUNKS names, else 'platform'
 *   src/<file>                      none: the entries' own code (the autoloader, the root)
 *   src/elements/<tag>/<tag>.<part> the element's chunk, for what its page needs before any
 *                                   screen (ELEMENT_PARTS): one file for the page to fetch
 *   src/elements/<tag>/screens/…    none: each screen is a lazy chunk of its own
 *   src/elements/<tag>/<group>/…    '<tag>.<group>'
 *   src/<area>/<group>/…            '<group>': what loads together, gathered from several areas
 *                                   (src/components/forms/, src/store/forms/, …); a group named
 *                                   after an element goes in that element's chunk, and
 *                                   'with-screens' has no chunk of its own
 *   src/<area>/…                    the area's chunk (AREA_CHUNKS)
 *   anything else                   none
 *
 * "None" leaves the module to rollup: it goes with what imports it (a module that several lazy
 * chunks import gets a chunk of its own).
 */
import type { PreRenderedChunk } from 'rollup';

/**
 * Packages by the chunk they go to; the rest go with the platform. React (or preact) is a chunk
 * of its own only where it is bundled: in the react/ build r2wc goes with the platform.
 */
const PACKAGE_CHUNKS: readonly (readonly [RegExp, string, { reactBundled: boolean }?])[] = [
  // The monitoring SDK: downloaded only after consent (consent/monitoring.ts), never with an element.
  [/^@datadog\//, 'monitoring'],
  [/^(react|react-dom|scheduler|@r2wc|preact)\//, 'react', { reactBundled: true }],
  // What a form needs to show and take answers.
  [/^(react-hook-form|zustand)\//, 'forms'],
  // What runs when a form is sent.
  [/^(valibot|@hookform|@standard-schema)\//, 'checks'],
  [/^dompurify\//, 'sanitiser'],
  // Only signed-in pages (deals) load the idle time-out.
  [/^react-idle-timer\//, 'idle-timeout'],
  // TanStack's mutations: only the address question uses them.
  [/^@tanstack\/(query-core\/build\/modern\/mutationObserver|react-query\/build\/modern\/useMutation)\.js$/, 'address'],
];

/**
 * Each area's chunk for the files directly in it (null: none of its own). The platform is what
 * every element needs to start; forms and checks are what a form needs to show and to send;
 * content (the help pages' words), session code and the tags' typings go with what imports them.
 */
const AREA_CHUNKS: Readonly<Record<string, string | null>> = {
  api: 'platform',
  components: 'platform',
  config: 'platform',
  platform: 'platform',
  shell: 'platform',
  report: 'platform',
  router: 'platform',
  store: 'platform',
  styles: 'platform',
  util: 'platform',
  runtime: 'react',
  forms: 'forms',
  validation: 'checks',
  leads: 'checks',
  sanitise: 'sanitiser',
  consent: 'consent',
  journeys: 'journey',
  content: null,
  session: null,
  types: null,
};

/** A group folder whose files go with the screens that import them. */
const WITH_SCREENS = 'with-screens';

/**
 * An element's own files, its chunk: its module, shell, route table (with the paths and start
 * its screens read), stylesheet and words, and a screen (and its parts) that the element always
 * shows, such as the category page. (The app composes the screens, not these: its home page
 * downloads no other element's chunk.)
 */
const ELEMENT_PARTS = /^(element\.ts|tsx|routes\.ts|paths\.ts|start\.ts|styles\.css|text\.ts|screen\.tsx|parts\.tsx)$/;

export interface ChunkRules {
  /** The element tags (src/elements/<tag>/). */
  tags: readonly string[];
  /** React is bundled (dist/, dist/lean/), not left to the application (dist/react/). */
  selfContained: boolean;
  /** preact/compat in React's place: its chunk is called 'preact'. */
  lean?: boolean;
}

/** The chunk of one module (undefined: rollup decides). */
export function chunkOf(id: string, { tags, selfContained }: ChunkRules): string | undefined {
  const path = id.replace(/\\/g, '/');
  const inPackage = /\/node_modules\/(.+)$/.exec(path)?.[1];
  if (inPackage !== undefined) {
    const found = PACKAGE_CHUNKS.find(([pattern]) => pattern.test(inPackage));
    return found && (selfContained || !found[2]?.reactBundled) ? found[1] : 'platform';
  }
  const inSrc = /\/src\/(.+)$/.exec(path)?.[1];
  if (!inSrc) return undefined;
  const folders = inSrc.split('/');
  const file = folders.pop() ?? '';
  const [area, group] = folders;
  if (area === undefined) return undefined;
  if (area === 'elements' && group !== undefined) {
    const sub = folders[2];
    if (sub === undefined) {
      const part = file.startsWith(`${group}.`) ? file.slice(group.length + 1) : '';
      return ELEMENT_PARTS.test(part) ? `${group}.element` : undefined;
    }
    return sub === 'screens' ? undefined : `${group}.${sub}`;
  }
  if (group !== undefined) {
    if (group === WITH_SCREENS) return undefined;
    return tags.includes(group) ? `${group}.element` : group;
  }
  if (area === 'runtime' && !selfContained) return undefined;
  return AREA_CHUNKS[area] ?? undefined;
}

/** rollup's manualChunks for one build. */
export const manualChunks =
  (rules: ChunkRules) =>
  (id: string): string | undefined => {
    const chunk = chunkOf(id, rules);
    return rules.lean && chunk === 'react' ? 'preact' : chunk;
  };

/** Chunks of one element are named after it: meter-read-form.form-screen-[hash:7].js. */
export function chunkFileNames(chunk: PreRenderedChunk): string {
  // An element's own chunk (ELEMENT_PARTS) is named after the element.
  if (chunk.name.endsWith('.element')) return `chunks/${chunk.name}-[hash:7].js`;
  const id = (chunk.facadeModuleId ?? chunk.moduleIds.at(-1) ?? '').replace(/\\/g, '/');
  const screen = /src\/elements\/([^/]+)\/screens\/([^/.]+)\.screen\.tsx$/.exec(id);
  if (screen) return `chunks/${screen[1]}.${screen[2]}-screen-[hash:7].js`;
  const part = /src\/elements\/([^/]+)\/screens\/([^/.]+)\.layout\.tsx$/.exec(id);
  if (part) return `chunks/${part[1]}.${part[2]}-layout-[hash:7].js`;
  const own = /src\/elements\/([^/]+)\/(?:\1\.)?([^/]+?)(\.tsx?)?$/.exec(id);
  if (own) return `chunks/${own[1]}.${(own[2] ?? '').replace(/\./g, '-')}-[hash:7].js`;
  return 'chunks/[name]-[hash:7].js';
}
