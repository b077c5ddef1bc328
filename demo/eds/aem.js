// The demo's stand-in for an Edge Delivery project's scripts/aem.js and scripts.js: just enough
// of how they decorate a page and load its blocks to run the Help & Support blocks (dist/eds/)
// as a site would, under the demo's strict policy. Not Adobe's code, and not shipped.
//
// As Edge Delivery does it:
//  - each <main> > div is a section, hidden until every block in it has loaded;
//  - a block is a section's <div class="<name>">: it gets `block`, data-block-name and
//    data-block-status, and its wrapper `<name>-wrapper`;
//  - loadBlock loads <codeBasePath>/blocks/<name>/<name>.css and .js together, calls the
//    script's default export decorate(block) and waits for both before the block is loaded;
//  - eager: the page is decorated and the first section loaded (what the largest paint needs);
//    lazy: the other sections, in order; delayed: nothing here (a site's martech).

/** Where the project's code is served: the folder above this script's (scripts/). */
const codeBasePath = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

/** A stylesheet, once per page; resolves when it has loaded or failed. */
function loadCSS(href) {
  return new Promise((resolve) => {
    if (document.querySelector(`head > link[rel="stylesheet"][href="${href}"]`)) {
      resolve();
      return;
    }
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
}

/** Sections: default content wrapped, blocks wrapped one a wrapper, each section hidden. */
function decorateSections(main) {
  for (const section of main.querySelectorAll(':scope > div')) {
    const wrappers = [];
    let defaultContent = false;
    for (const child of [...section.children]) {
      if (child.tagName === 'DIV' || !defaultContent) {
        const wrapper = document.createElement('div');
        wrappers.push(wrapper);
        defaultContent = child.tagName !== 'DIV';
        if (defaultContent) wrapper.classList.add('default-content-wrapper');
      }
      wrappers[wrappers.length - 1].append(child);
    }
    section.append(...wrappers);
    section.classList.add('section');
    section.dataset.sectionStatus = 'initialized';
    section.style.display = 'none';
  }
}

function decorateBlock(block) {
  const name = block.classList[0];
  if (!name) return;
  block.classList.add('block');
  block.dataset.blockName = name;
  block.dataset.blockStatus = 'initialized';
  block.parentElement.classList.add(`${name}-wrapper`);
  block.closest('.section')?.classList.add(`${name}-container`);
}

async function loadBlock(block) {
  if (block.dataset.blockStatus !== 'initialized') return;
  block.dataset.blockStatus = 'loading';
  const { blockName } = block.dataset;
  const base = `${codeBasePath}/blocks/${blockName}/${blockName}`;
  const decorated = import(`${base}.js`)
    .then((module) => module.default?.(block))
    .catch((error) => console.error(`failed to load block ${blockName}`, error));
  await Promise.all([loadCSS(`${base}.css`), decorated]);
  block.dataset.blockStatus = 'loaded';
}

async function loadSection(section) {
  section.dataset.sectionStatus = 'loading';
  for (const block of section.querySelectorAll('div.block')) await loadBlock(block);
  section.dataset.sectionStatus = 'loaded';
  section.style.display = '';
}

async function loadPage() {
  const main = document.querySelector('main');
  decorateSections(main);
  for (const block of main.querySelectorAll('div.section > div > div')) decorateBlock(block);
  document.body.classList.add('appear');
  const [first, ...rest] = main.querySelectorAll('div.section');
  // Eager: the first section, which holds the largest paint.
  if (first) await loadSection(first);
  // Lazy: the rest, in order.
  for (const section of rest) await loadSection(section);
  // Then the footer (a project loads its footer block here; the demo's is plain text).
  document.body.dataset.pageStatus = 'loaded';
}

loadPage();
