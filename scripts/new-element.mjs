// @ts-check
/**
 * `npm run new:element -- <tag>`: a new, working, tested, empty element in src/elements/<tag>/,
 * in the shape every element has (DESIGN.md "Shape"), then the generated lists brought up to
 * date (scripts/elements.mjs). Nothing outside the new folder is written by hand.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { attributesName, className } from './elements.mjs';

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
const title = tag.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
const short = tag.split('-').map((word) => word[0]).join('');

/** @type {Record<string, string>} */
const files = {
  [`${tag}.element.ts`]: `import { createHelpElement, defineElement, type HelpElementAttributes } from '../../platform/create-element';
import { ${App} } from './${tag}';
import styles from './${tag}.styles.css';

/**
 * ${title}: say here what the element shows and where it is used.
 *
 * @tag ${tag}
 * @summary ${title}.
 *
 * @attr {boolean} url-routing - The page URL under the base path drives the steps; without it they stay in memory.
 * @attr {boolean} owns-page - The element may set the document title and meta description.
 *
 * @csspart page-heading - The page heading.
 */
export class ${Class} extends createHelpElement(${App}, { styles: [styles] }) {}

/** Registers \`<${tag}>\` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('${tag}', ${Class});
}

/** The attributes \`<${tag}>\` takes. */
export type ${Attributes} = HelpElementAttributes;
`,
  [`${tag}.routes.ts`]: `/** The routes of \`<${tag}>\`, relative to the base path; the app composes them with every other table. */
import { lazyScreen, type RouteTable } from '../../router/route-table';

export const ${short.toUpperCase()}_PATHS = {
  start: '/${tag}',
} as const;

export const routes: RouteTable = [{ path: ${short.toUpperCase()}_PATHS.start, screen: lazyScreen(() => import('./screens/start.screen')) }];
`,
  [`${tag}.tsx`]: `/** \`<${tag}>\`: the element shell around its routes. */
import { ElementShell, type ElementProps } from '../../platform/element-shell';
import { ElementRoutes } from '../../router/element-routes';
import { routes } from './${tag}.routes';
import styles from './${tag}.styles.css';

export function ${App}({ container }: ElementProps) {
  return (
    <ElementShell container={container} styles={[styles]}>
      <ElementRoutes routes={routes} />
    </ElementShell>
  );
}
`,
  'screens/start.screen.tsx': `/** The first screen of \`<${tag}>\`. */
import { PageHeading } from '../../../components';
import { TEXT } from '../${tag}.text';

export default function StartScreen() {
  return (
    <div className="${short}">
      <PageHeading>{TEXT.heading}</PageHeading>
      <p className="help-body">{TEXT.intro}</p>
    </div>
  );
}
`,
  [`${tag}.text.ts`]: `/** What \`<${tag}>\` says (SPEC texts word for word; the rest in GOV.UK style). */
export const TEXT = {
  heading: '${title}',
  intro: 'Say here what this page is for.',
} as const;
`,
  [`${tag}.styles.css`]: `/* ${tag}: layout only; colours, type and components come from the shared sheets. */
.${short} {
  max-width: var(--help-measure-form, 40rem);
}
`,
  [`${tag}.examples.ts`]: `/** Named states of \`<${tag}>\`, for the demo and the conformance test's axe loop. */
import type { ElementExample } from '../../platform/examples';
import { TEXT } from './${tag}.text';

export const examples: readonly ElementExample[] = [{ name: 'the first screen', shows: TEXT.heading }];
`,
  [`${tag}.test.tsx`]: `import { expect } from '@open-wc/testing';
import { textOf } from '../../../test/helpers/dom';
import { mountElement, resetPage } from '../../../test/helpers/element';
import { define } from './${tag}.element';
import { TEXT } from './${tag}.text';

define();

describe('<${tag}>', () => {
  beforeEach(resetPage);
  after(resetPage);

  it('shows its first screen, accessible, without taking focus on page load', async () => {
    const { el, root } = await mountElement('${tag}');
    expect(textOf(root)).to.contain(TEXT.heading);
    expect(document.activeElement).not.to.equal(el);
    await expect(el).to.be.accessible();
  });
});
`,
  'README.md': `# \`<${tag}>\`

${title}: what it shows, for whom, and where it is used.

\`\`\`html
<script type="module" src="/dist/elements/${tag}.js"></script>
<${tag}></${tag}>
\`\`\`

## Attributes
\`url-routing\` (routes by the page URL), \`owns-page\` (sets the page title and description). Configuration comes from the page's
\`#help-and-support-config\` script.

## Behaviour
What each screen shows, its states (loading, failure, empty) and where it leads.

## Events
None yet.
`,
};

mkdirSync(join(dir, 'screens'), { recursive: true });
for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
console.log(`created src/elements/${tag}/ (${Object.keys(files).join(', ')})`);
execFileSync(process.execPath, [join(ROOT, 'scripts/elements.mjs')], { stdio: 'inherit' });
