// @ts-check
/**
 * dist/eds/README.md: for the Edge Delivery project that copies the folder in. How to copy it,
 * how an author writes each block (its keys and values, from the manifest, so a new attribute is
 * in the next folder's README), and what the site's policy and head need.
 */
import { blockAttributes } from './blocks.mjs';
import { LIBRARY_FOLDER } from './names.mjs';

/** @typedef {import('../aem/manifest.mjs').AemElement} AemElement */

/** The block's name as an author writes it in the table's first row: 'help-category' → 'Help Category'. @param {string} tag */
export const blockHeading = (tag) => tag.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');

/** A Markdown table cell: one line, no bar. @param {string} text */
const cell = (text) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** @param {import('./blocks.mjs').BlockAttribute} attribute */
const valuesOf = (attribute) => {
  if (attribute.kind === 'boolean') return 'yes or no (no when the row is left out)';
  if (attribute.kind === 'enum') return (attribute.values ?? []).map((value) => `\`${value}\``).join(', ');
  return 'text';
};

/** One block's part of the README: its name, what it is, its keys. @param {AemElement} element */
function blockSection(element) {
  const rows = blockAttributes(element).map((attribute, index) => `| ${attribute.label} | \`${attribute.name}\` | ${valuesOf(attribute)} | ${cell(element.attributes[index]?.description ?? '')} |`);
  return [
    `### ${blockHeading(element.tag)} (\`blocks/${element.tag}\`, \`<${element.tag}>\`)`,
    '',
    cell(element.summary),
    '',
    '| key | attribute | value | what it does |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * The README.
 * @param {AemElement[]} elements
 * @param {{ version: string, build: string }} about
 */
export function edsReadme(elements, { version, build }) {
  return `# Help & Support blocks for Edge Delivery Services

Version ${version}. One block per Help & Support element, for a site on AEM Edge Delivery
Services (aem.live): an author writes a table, the page shows the element. Written by the
bundle's build (\`npm run build\`, \`scripts/eds/\`); nothing in it is written by hand or to be
edited: copy the folder again for a new version.

\`\`\`
blocks/<tag>/<tag>.js      decorate(block): the element in place of the table, its settings
                           read from the table; its code started, never waited for
blocks/<tag>/<tag>.css     the place the element holds until it shows (no layout shift)
${LIBRARY_FOLDER}/  the elements' ES modules (the ${build} build): elements/<tag>.js,
                           chunks/, the autoloader help-and-support.js, monitoring-worker.js
\`\`\`

## Copying it in

Copy \`blocks/\` and \`scripts/\` into the project's repository root, beside its own
\`blocks/\` and \`scripts/aem.js\`; nothing of the project's is replaced:

\`\`\`sh
cp -R dist/eds/blocks dist/eds/scripts <project>/
\`\`\`

Remove the previous version's \`${LIBRARY_FOLDER}/\` first: its chunks' names carry a hash of
their content, so old ones would only pile up. The files are minified and generated: add them to
\`.eslintignore\` and \`.stylelintignore\`:

\`\`\`
${[...elements.map((element) => `blocks/${element.tag}/`), `${LIBRARY_FOLDER}/`].join('\n')}
\`\`\`

Commit and push: Edge Delivery serves them from the repository, as it serves the project's own
blocks.

## Authoring a block

A block is a table in the document. Its first row is the block's name (\`Help Category\`,
or \`help-category\`); each row after it is a setting, its name in the first cell and its value
in the second:

| Help Category | |
|---|---|
| Category | meters |
| Owns page | yes |

- A setting's name is the attribute's, in words or not (\`draft-key\`, \`Draft key\`), or its
  label as the AEM dialog shows it (\`Name for saved answers\`), in any case; spaces, hyphens and
  underscores are the same.
- A yes-or-no setting takes yes, true, on, y, 1 or x for yes; no, false, off, n, 0 or an empty
  cell (or no row at all) for no.
- Any other value is used as written, trimmed; an empty cell leaves the element's default.
  Slugs are the element's own (\`meters\`, not \`Meters\`): on a preview (\`*.aem.page\`) the
  element runs in authoring mode and shows the author a note for a missing or mistyped one, with
  the value they most likely meant, instead of leaving the page; on the published site
  (\`*.aem.live\`) a mistyped one sends the page to the page-not-found page, as it would anywhere.
- A row that names no setting of the block sets nothing, and the browser's console says which.
- A block with no rows shows the element with its defaults.

${elements.map(blockSection).join('\n\n')}

\`<help-and-support>\` is the whole area, routing every path under its base path in the page.
An Edge Delivery site serves a document for each path, so a visitor who reloads a page the app
moved to needs a document there too: on Edge Delivery, prefer a page per element with the
blocks above.

## The page configuration

The elements read an optional \`<script type="application/json" id="help-and-support-config">\`:
the services' base URLs, the main site's address, sign-in and monitoring (the bundle's
docs/embedding.md, "Page configuration"). On Edge Delivery it goes in the project's
\`head.html\`, which every page's head includes:

\`\`\`html
<script type="application/json" id="help-and-support-config">{"mainSiteUrl": "https://www.example.co.uk", "allowedOrigins": ["https://www.example.co.uk"]}</script>
\`\`\`

It is data, not script: the policy needs nothing for it. With session replay,
\`monitoring.workerUrl\` is \`/${LIBRARY_FOLDER}/monitoring-worker.js\`.

## The policy and headers the site needs

The boilerplate's policy in \`head.html\` (a nonce for aem.js and scripts.js,
\`'strict-dynamic'\`, \`require-trusted-types-for 'script'\`) works as it is: aem.js imports
the blocks, and \`'strict-dynamic'\` passes on its trust to what they import, the elements'
modules from the site's own origin. No \`'unsafe-eval'\`, no inline style: the elements' styles
are constructable stylesheets and the blocks' are files. Add, if the site's policy has them:

- \`trusted-types\`: \`help-and-support dompurify 'allow-duplicates'\`, besides the project's
  own (the boilerplate's scripts.js makes \`default\` and \`tt-inner\`);
- \`connect-src\` and \`img-src\`: the services' and the content server's origins, when they are
  not the site's (the bundle's docs/security.md, "What a host page needs");
- \`script-src\`: nothing under \`'strict-dynamic'\`, which trusts the scripts the elements add
  themselves (a nucleus article's, the help videos' player) and ignores origins; a policy
  without it names the origins of \`nucleusScriptUrls\` and \`videoPlayerUrl\`, for
  \`<help-article>\` and \`<help-home>\`;
- \`worker-src 'self'\`, with session replay. The boilerplate's \`default\` Trusted Types policy
  passes the worker's address (the bundle then makes no \`default\` policy of its own, and
  reports that it found one); a stricter one must pass \`monitoring.workerUrl\`.

Send \`Referrer-Policy: strict-origin\` with the pages (in the project's custom HTTP headers):
a link into the meter-read form may carry a customer's details in the page's address, and this
keeps the page's own requests from sending them on.

## Why it keeps a page at Lighthouse 100

- A block's script is one small module with no import of its own; its stylesheet holds the
  element's place, so the section aem.js shows does not move when the element arrives.
- \`decorate\` returns as soon as the element is in the page: it starts the element's code and
  never waits for it, so a section holding a block shows, and the page's largest paint happens,
  without the element's code. A block in a later section is decorated in aem.js's lazy phase,
  after the first section has painted.
- The element's script downloads only its own files, all at once (no chain of imports), from
  the lean build.
`;
}
