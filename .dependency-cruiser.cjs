// @ts-check
/**
 * The layers of src/, top to bottom, and the rules that keep them apart (docs/contributing.md,
 * "Layers"). Run: npx depcruise src --config .dependency-cruiser.cjs
 *
 * A module may import its own layer or any layer below it, never one above: the lower a layer,
 * the more of the bundle stands on it, so it must not pull in what stands on it. Nothing is
 * circular, and one element's folder does not import another's.
 *
 * Type-only imports count like any other: a type a lower layer takes from a higher one ties it
 * to that layer just the same, only without the bytes. Today that costs nothing (no type-only
 * import climbs); it found four type-only cycles, each fixed by giving the type a home.
 */

/** Tests, their support files and the named states of the demo sit outside: they may import anything. */
const OUTSIDE = ['\\.test\\.tsx?$', '(^|[./])test-support\\.ts$', '\\.cases\\.ts$', '\\.examples\\.ts$', '^test/'];

/**
 * Top first. A module belongs to the first layer whose paths match it, so a file named in a
 * higher layer leaves its folder's layer.
 */
const LAYERS = [
  {
    // The custom elements, one folder each (entry, shell, routes, screens, hooks, words,
    // styles), and the package's entry files: the autoloader and its list of tags (define.ts),
    // what each element's entry script runs first (element-entry.ts),
    // the package root and its public types, the tags' typings for documents and JSX; and the
    // Edge Delivery blocks' decorate (eds/), an entry of its own that puts an element on a page.
    name: 'elements',
    paths: ['^src/elements/', '^src/(define|index|public-api|autoload|element-entry)\\.ts$', '^src/types/', '^src/eds/'],
  },
  {
    // What several screens or elements share above the pieces: the journeys' shared steps,
    // the signed-in session (tokens, prefill, idle time-out), the form machinery (error
    // summary, kept answers, sending), the router, consent and what waits for it (monitoring,
    // the beacon, the data layer), and the element frame (shell/): create-element.ts wraps an
    // app as a custom element and starts what waits for consent, element-shell.tsx is every
    // element's root (the fallback's button, the query client, kept answers dropped after 7
    // days). And the hooks that send a lead from a screen, though they
    // live in leads/: they read the router's routes and load the form's sending code (the
    // leads/ barrel re-exports them, so it sits here too).
    name: 'journeys',
    paths: [
      '^src/(journeys|session|forms|router|consent|shell)/',
      '^src/leads/(index\\.ts$|forms/)',
    ],
  },
  {
    // Shared React pieces (Field, RadioGroup, the address finder, …) and the pure builders of
    // every lead.
    name: 'components',
    paths: ['^src/(components|leads)/'],
  },
  {
    // Data and rules, no screens: the service clients and the page's query client, the store
    // of drafts, receipts and kept answers, the Help & Support content, the validation rules,
    // the article sanitiser.
    name: 'data',
    paths: ['^src/(api|store|content|validation|sanitise)/'],
  },
  {
    // What everything stands on: what a screen knows of its element, public events, the page,
    // Trusted Types and added scripts; the page configuration; reporting failures; small
    // helpers; the design tokens and shared stylesheets; the runtime switch between React and
    // preact/compat.
    name: 'platform',
    paths: ['^src/(platform|config|report|util|styles|runtime)/'],
  },
];

/**
 * Known crossings between element folders, each allowed narrowly (these files to those files).
 * The first is the design; the others are what the app and the category pages share while it
 * still lives in one element's folder. Moving it to a shared place removes them: then delete
 * the entry, do not widen it.
 */
const ELEMENT_CROSSINGS = [
  {
    // <help-and-support> composes every element's routes as the app shows them: each folder's
    // <tag>.app-routes.ts, listed by scripts/elements.mjs.
    from: '^src/elements/(help-and-support)/app-routes\\.generated\\.ts$',
    to: '^src/elements/[^/]+/[^/]+\\.app-routes\\.ts$',
  },
  {
    // Known breach: the app's confirmation of both journeys shows in the complaint journey's sheet.
    from: '^src/elements/(help-and-support)/help-and-support\\.app-routes\\.ts$',
    to: '^src/elements/complaint-journey/complaint-journey\\.styles\\.css$',
  },
  {
    // Known breach: the app's confirmation labels its "start again" button in each journey's words.
    from: '^src/elements/(help-and-support)/screens/confirmation\\.screen\\.tsx$',
    to: '^src/elements/(complaint-journey/complaint-journey|feedback-journey/feedback-journey)\\.text\\.ts$',
  },
  {
    // Known breach: the dark-header category pages show <help-search>'s search panel.
    from: '^src/elements/(help-category)/screens/dark-header\\.layout\\.tsx$',
    to: '^src/elements/help-search/search-panel/search-panel\\.tsx$',
  },
  {
    // Known breach: the help home shows <help-search>'s search panel under its heading.
    from: '^src/elements/(help-home)/screens/home\\.screen\\.tsx$',
    to: '^src/elements/help-search/search-panel/search-panel\\.tsx$',
  },
];

const error = /** @type {const} */ ('error');

/** One rule per layer below the top: nothing in it imports a layer above it. */
const noClimbing = LAYERS.slice(1).map((layer, index) => {
  const above = LAYERS.slice(0, index + 1);
  return {
    name: `no-climbing-from-${layer.name}`,
    comment: `${layer.name} imports only itself and the layers below, not ${above.map(({ name }) => name).join(', ')}.`,
    severity: error,
    from: { path: layer.paths, pathNot: [...OUTSIDE, ...above.flatMap(({ paths }) => paths)] },
    to: { path: above.flatMap(({ paths }) => paths) },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...noClimbing,
    {
      name: 'no-other-element',
      comment: "An element's folder imports no other element's folder: what two elements share belongs in a layer below.",
      severity: error,
      from: { path: '^src/elements/([^/]+)/', pathNot: [...OUTSIDE, ...ELEMENT_CROSSINGS.map(({ from }) => from)] },
      to: { path: '^src/elements/', pathNot: '^src/elements/$1/' },
    },
    ...ELEMENT_CROSSINGS.map(({ from, to }) => ({
      name: 'no-other-element',
      comment: 'A known crossing (ELEMENT_CROSSINGS): these files may import those, and no other element file.',
      severity: error,
      from: { path: from, pathNot: OUTSIDE },
      to: { path: '^src/elements/', pathNot: ['^src/elements/$1/', to] },
    })),
    {
      name: 'no-circular',
      comment: 'No module reaches itself again through its imports (lazy ones and type-only ones included).',
      severity: error,
      from: { pathNot: OUTSIDE },
      to: { circular: true },
    },
    {
      name: 'in-a-layer',
      comment: 'Every module of src/ belongs to a layer: give a new folder its place in LAYERS.',
      severity: error,
      from: { path: '^src/', pathNot: [...OUTSIDE, ...LAYERS.flatMap(({ paths }) => paths)] },
      to: {},
    },
    {
      name: 'no-test-code',
      comment: 'What ships imports no test, test support or example.',
      severity: error,
      from: { path: '^src/', pathNot: OUTSIDE },
      to: { path: OUTSIDE },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves, so the check sees every edge.',
      severity: error,
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // `import type` and `typeof import()` count (see the top of this file).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
