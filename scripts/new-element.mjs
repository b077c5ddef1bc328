// @ts-check
/**
 * `npm run new:element -- <tag>`: a new, working, tested, empty element in src/elements/<tag>/,
 * in the shape of the elements beside it (docs/contributing.md, "An element folder"), then the
 * generated lists brought up to date (scripts/elements.mjs): the autoloader, the package's
 * entries and types, the README's table, the rules that hold each element's place
 * (docs/embedding.md), the app's routes, the tests' lists. The demo serves a
 * page for it from its examples. Nothing outside the new folder is written by hand.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { appRoutesName, attributesName, camelName, className } from './elements.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const tag = process.argv[2] ?? '';

if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(tag)) {
  console.error('Usage: npm run new:element -- <tag>   (lower case with a hyphen, e.g. help-home)');
  process.exit(1);
}
const dir = join(ROOT, 'src/elements', tag);
if (existsSync(dir)) {
  console.error(`src/elements/${tag} exists already.`);
  process.exit(1);
}

const Class = className(tag);
const Attributes = attributesName(tag);
const App = Class.replace(/Element$/, 'App');
const routes = `${camelName(tag)}Routes`;
const appRoutes = appRoutesName(tag);
const PATHS = `${tag.replace(/-/g, '_').toUpperCase()}_PATHS`;
const title = tag.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
/** The class names of its layout: a short prefix, as `hp` for help-probate. */
const short = tag.split('-').map((word) => word[0]).join('');

/** @type {Record<string, string>} */
const files = {
  [`${tag}.element.ts`]: `import { createHelpElement, defineElement, type HelpElementAttributes } from '../../shell/create-element';
import { ${App} } from './${tag}';
import styles from './${tag}.styles.css';

/**
 * ${title}: say here what the element shows, for whom, and where it is used (route \`${tag}\`
 * in the Help & Support app, and embedded on any page).
 *
 * @tag ${tag}
 * @summary ${title}.
 *
 * @attr {boolean} url-routing - Links to other Help & Support pages move the page URL under the base path without reloading; without it they are links to the app's pages.
 * @attr {boolean} owns-page - The element may set the document title ("${title} - Help & Support") and meta description.
 *
 * @csspart page-heading - The page heading.
 *
 * @cssprop --help-color-brand - Brand colour of headings and links.
 * @cssprop --help-color-focus - Focus ring colour.
 * @cssprop --help-font-family - Font family.
 */
export class ${Class} extends createHelpElement(${App}, { styles: [styles] }) {}

/** Registers \`<${tag}>\` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('${tag}', ${Class});
}

/** The attributes \`<${tag}>\` takes. */
export type ${Attributes} = HelpElementAttributes;
`,
  [`${tag}.paths.ts`]: `/**
 * The path of \`<${tag}>\` (\`${tag}\`), relative to the base path. Apart from the route table,
 * which loads the screen, so the screen reads it without importing its own loader back.
 */

export const ${PATHS} = {
  page: '/${tag}',
} as const;
`,
  [`${tag}.routes.ts`]: `/**
 * The route of \`<${tag}>\` (\`${tag}\`), relative to the base path. The element mounts it on its
 * own; the \`<help-and-support>\` app shows the same screen through ${tag}.app-routes.ts.
 */
import { lazyScreen, type RouteTable } from '../../router/route-table';
import { ${PATHS} } from './${tag}.paths';

export { ${PATHS} } from './${tag}.paths';

export const ${routes}: RouteTable = [
  { path: ${PATHS}.page, screen: lazyScreen(() => import('./screens/page.screen'), () => import('./${tag}.styles.css')) },
];
`,
  [`${tag}.app-routes.ts`]: `/**
 * The route of \`<${tag}>\` as the \`<help-and-support>\` app shows it. Only lazy loads here: the
 * element's own chunk (its table, shell and paths) stays out of the app's first download, so the
 * path is written out (the app's test checks it against the element's table).
 */
import { lazyScreen, type ScreenRoute } from '../../router/route-table';

export const ${appRoutes}: readonly ScreenRoute[] = [
  { path: '/${tag}', screen: lazyScreen(() => import('./screens/page.screen'), () => import('./${tag}.styles.css')) },
];
`,
  [`${tag}.descriptor.ts`]: `/** <${tag}> described once: what the build, the docs and the tests read of it. */
import { LINKS_IN_PLACE_FIELD, OWNS_PAGE_FIELD } from '../../components/authoring/author-fields';
import { describeElement } from '../../router/element-descriptor';
import { ${routes} } from './${tag}.routes';

export default describeElement({
  tag: '${tag}',
  routes: ${routes},
  // The height it holds while it loads (\`--_loading-height\` in ${tag}.styles.css), kept once it shows.
  place: { minHeight: 400, untilDefined: false },
  // What AEM's authors read of it (docs/aem.md, The dialog fields): a field for each attribute it takes.
  authors: {
    does: 'TODO: what the component shows, in a line for authors.',
    fields: { 'url-routing': LINKS_IN_PLACE_FIELD, 'owns-page': OWNS_PAGE_FIELD },
  },
});
`,
  [`${tag}.tsx`]: `/** \`<${tag}>\`: the element shell around its route. */
import { ElementShell, type ElementProps } from '../../shell/element-shell';
import { ElementRoutes } from '../../router/element-routes';
import { ${routes} } from './${tag}.routes';
import styles from './${tag}.styles.css';

export function ${App}({ container }: ElementProps) {
  return (
    <ElementShell container={container} styles={[styles]}>
      <ElementRoutes routes={${routes}} />
    </ElementShell>
  );
}
`,
  'screens/page.screen.tsx': `/** The page of \`<${tag}>\`: say here what it shows and what it fetches. */
import { PageHeading } from '../../../components/PageHeading';
import { usePageMeta } from '../../../platform/page-meta';
import { TEXT } from '../${tag}.text';

export default function ${App.replace(/App$/, '')}Screen() {
  usePageMeta({ title: TEXT.pageTitle, description: TEXT.pageDescription });
  return (
    <div className="${short}">
      <PageHeading>{TEXT.heading}</PageHeading>
      <p className="help-body">{TEXT.intro}</p>
    </div>
  );
}
`,
  [`${tag}.text.ts`]: `/** What \`<${tag}>\` says (the product's words where given; the rest in GOV.UK style). */
export const TEXT = {
  heading: '${title}',
  intro: 'Say here what this page is for.',
  pageTitle: '${title} - Help & Support',
  pageDescription: 'Say here, in a sentence, what this page helps with.',
} as const;
`,
  [`${tag}.styles.css`]: `/* ${tag}: layout only; colours, type and components come from the shared sheets. */

/* The place it holds while it loads: its README's page rule says the same. */
:host {
  --_loading-height: 400px;
}

.${short} {
  max-width: var(--_max-width-text);
}
`,
  [`${tag}.examples.ts`]: `/** Named states of \`<${tag}>\`, for the demo and the conformance test's axe loop. */
import type { ElementExample } from '../../platform/examples';
import { TEXT } from './${tag}.text';

export const examples: readonly ElementExample[] = [{ name: 'the page', shows: TEXT.intro }];
`,
  [`${tag}.test.tsx`]: `import { expect } from '@open-wc/testing';
import { textOf, waitFor } from '../../../test/helpers/dom';
import { mountElement, resetPage } from '../../../test/helpers/element';
import { mountInApp } from '../../../test/helpers/app';
import { ${appRoutes} } from './${tag}.app-routes';
import { define } from './${tag}.element';
import { ${PATHS} } from './${tag}.routes';
import { TEXT } from './${tag}.text';

define();

describe('<${tag}>', () => {
  let title: string;
  beforeEach(async () => {
    await resetPage();
    title = document.title;
  });
  afterEach(() => {
    document.title = title;
  });
  after(resetPage);

  it('shows its page, accessible, without taking focus on page load', async () => {
    const { el, root } = await mountElement('${tag}');
    expect(textOf(root.querySelector('h1')!)).to.equal(TEXT.heading);
    expect(textOf(root)).to.contain(TEXT.intro);
    expect(document.activeElement).not.to.equal(el);
    await expect(el).to.be.accessible();
  });

  it('sets the page title only when it owns the page', async () => {
    const embedded = await mountElement('${tag}');
    expect(document.title).to.equal(title);
    embedded.el.remove();
    await mountElement('${tag}', { attributes: { 'owns-page': '' } });
    await waitFor(() => document.title === TEXT.pageTitle, { message: 'the title' });
  });

  it('inside the app, is the page at ${tag}, styled', async () => {
    history.replaceState(null, '', \`/help-and-support\${${PATHS}.page}\`);
    const app = mountInApp(${appRoutes});
    try {
      await waitFor(() => app.root.querySelector('h1') && textOf(app.root.querySelector('h1')!) === TEXT.heading, { message: 'the page in the app' });
      // The route brings the element's stylesheet into the app.
      expect(getComputedStyle(app.root.querySelector('.${short}')!).maxWidth).not.to.equal('none');
    } finally {
      app.unmount();
    }
  });
});
`,
  'README.md': `# \`<${tag}>\`

${title}: what it shows, for whom, and where it is used. On the Help & Support pages it serves
the route \`${tag}\`; it also works embedded on any page.

\`\`\`html
<script type="module" src="/dist/elements/${tag}.js"></script>
<${tag} owns-page></${tag}>
\`\`\`

Hold its place (no layout shift): the height it holds while it loads (\`--_loading-height\` in
${tag}.styles.css), kept once it shows, so a shorter page pulls nothing up. docs/embedding.md
lists this rule with every other element's.

<!-- place: written from ${tag}.descriptor.ts (scripts/elements.mjs) -->
\`\`\`css
${tag} { display: block; min-height: 400px; }
\`\`\`
<!-- /place -->

## Attributes
| attribute | what it does |
|---|---|
| \`url-routing\` | links to other Help & Support pages move the page URL under the base path without reloading. |
| \`owns-page\` | the element may set the document title ("${title} - Help & Support") and meta description. |

Configuration comes from the page's \`#help-and-support-config\` script.

## Behaviour
What the page shows, its states (loading, failure, empty) and where it leads.

## Events
None yet.

## CSS parts
\`page-heading\`.

## Files
\`${tag}.element.ts\` (class, define), \`${tag}.descriptor.ts\` (its tag, routes and place),
\`${tag}.routes.ts\` (its route, mounted by the element),
\`${tag}.app-routes.ts\` (the same screen as the app shows it), \`${tag}.paths.ts\` (its path),
\`${tag}.tsx\`, \`screens/page.screen.tsx\`, \`${tag}.text.ts\`, \`${tag}.styles.css\`,
\`${tag}.examples.ts\` (its states, for the demo page and the conformance test), \`${tag}.test.tsx\`.
`,
};

mkdirSync(join(dir, 'screens'), { recursive: true });
for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
console.log(`created src/elements/${tag}/ (${Object.keys(files).join(', ')})`);
execFileSync(process.execPath, [join(ROOT, 'scripts/elements.mjs')], { stdio: 'inherit' });
console.log(`Its demo page: http://localhost:8000/elements/${tag} (npm start).`);
