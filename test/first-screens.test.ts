/**
 * The first screens the build renders into the page (scripts/snapshots.mjs), as it wrote them into
 * dist/: each snippet's element holds a declarative shadow root whose stylesheet is a file of the
 * same build; nothing in it needs an inline style or script (a strict policy holds); and read
 * without JavaScript, the form offers the other ways to give a reading in place of a button that
 * cannot send. (Typing into them before the code arrives: the elements' first-screen browser tests.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'chai';

const ROOT = new URL('..', import.meta.url).pathname;
const BUILDS = ['dist', 'dist/lean', 'dist/react'];
const SNIPPETS = [
  { file: 'embed/meter-read-form.html', tag: 'meter-read-form', heading: 'Submit a meter reading' },
  { file: 'embed/help-and-support/submit-meter-read.html', tag: 'help-and-support', heading: 'Submit a meter reading' },
  { file: 'embed/help-and-support/index.html', tag: 'help-and-support', heading: 'Help & Support' },
  { file: 'embed/help-home.html', tag: 'help-home', heading: 'Help & Support' },
];
const notBuilt = 'dist/ is not built: run `npm run build`';

/** jsdom, which @adobe/htlengine brings with it, reads the snippets as a browser without script would. */
interface JsdomModule {
  JSDOM: new (text: string) => { window: { document: Document } };
}
const require = createRequire(import.meta.url);
const { JSDOM } = createRequire(require.resolve('@adobe/htlengine'))('jsdom') as JsdomModule;

/** The snapshot of a snippet: its element's template, parsed. */
function snapshotOf(build: string, file: string, tag: string) {
  const path = join(ROOT, build, file);
  expect(existsSync(path), `${build}/${file}: ${notBuilt}`).to.equal(true);
  const snippet = readFileSync(path, 'utf8');
  const document = new JSDOM(`<!doctype html><body>${snippet}</body>`).window.document;
  const template = document.querySelector<HTMLTemplateElement>(`${tag} > template`);
  expect(template?.getAttribute('shadowrootmode'), `${build}/${file}: the element holds a declarative shadow root`).to.equal('open');
  return { snippet, content: template!.content };
}

describe('first screens in the page before any script', () => {
  for (const build of BUILDS) {
    for (const { file, tag, heading } of SNIPPETS) {
      it(`${build}/${file}: the screen, its stylesheet a file of the build, nothing inline`, () => {
        const { content } = snapshotOf(build, file, tag);
        const links = [...content.querySelectorAll('link[rel="stylesheet"]')];
        expect(links, 'one stylesheet').to.have.length(1);
        const href = links[0]!.getAttribute('href') ?? '';
        expect(href.startsWith(`/${build}/styles/`), href).to.equal(true);
        expect(existsSync(join(ROOT, href)), `${href} is in the build`).to.equal(true);
        expect(links[0]!.getAttribute('data-date'), "the day of the render, for the element's take-over").to.match(/^\d{4}-\d{2}-\d{2}$/);
        expect(content.querySelectorAll('style, script, [style]'), 'no inline style or script').to.have.length(0);
        const handlers = [...content.querySelectorAll('*')].flatMap((node) => node.getAttributeNames().filter((name) => name.startsWith('on')));
        expect(handlers, 'no event handler attribute').to.deep.equal([]);
        expect(content.querySelector('h1')?.textContent).to.equal(heading);
        expect(content.querySelectorAll('form')).to.have.length(1);
      });

      it(`${build}/${file}: the stylesheet names the sheets it holds, each once, for the element to leave to it; its :has() rules in force only while it is a snapshot's`, () => {
        const { content } = snapshotOf(build, file, tag);
        const link = content.querySelector('link[rel="stylesheet"]')!;
        const css = readFileSync(join(ROOT, link.getAttribute('href') ?? ''), 'utf8');
        const named = link.getAttribute('data-help-sheets')?.split(' ') ?? [];
        // Its :has() rules in force only while the link is a snapshot's (the element adopts them afresh).
        const rules = css.replace(/@media[^{]*\{|\}\}/g, '}').split('}').filter((rule) => rule.includes(':has('));
        expect(rules.length, 'a sheet of :has() rules, where the screen has one').to.be.at.most(1);
        for (const selector of rules.flatMap((rule) => rule.split('{')[0]!.split(','))) expect(selector.startsWith('link[data-help-snapshot]~* '), selector).to.equal(true);
        expect(named.length, "the shared sheets and the screen's own").to.be.greaterThanOrEqual(4);
        expect(new Set(named).size, 'each once').to.equal(named.length);
        expect(named.every((id) => /^[0-9a-z]+-[0-9a-z]+$/.test(id))).to.equal(true);
        expect(css, 'the rule that says the stylesheet arrived').to.match(/link\[data-help-sheets\]\{--help-sheets: ?in\}/);
      });

      it(`${build}/${file}: the screen's stylesheet starts before any script file, once`, () => {
        const { snippet, content } = snapshotOf(build, file, tag);
        const href = content.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? '';
        const lines = snippet.split('\n').filter((line) => /^<(?:link|script)\b/.test(line));
        expect(lines[0], 'the first line of the snippet').to.equal(`<link rel="preload" as="style" href="${href}">`);
        expect(lines.filter((line) => line.includes('rel="preload"')), 'one such line').to.have.length(1);
      });
    }
  }

  it('read without JavaScript, the form gives the other ways to send a reading in place of its button', () => {
    const { content } = snapshotOf('dist', 'embed/meter-read-form.html', 'meter-read-form');
    const button = content.querySelector('button[type="submit"]');
    expect(button?.hasAttribute('disabled'), 'the button cannot send the form the browser way').to.equal(true);
    expect(button?.hasAttribute('data-help-snapshot'), 'marked for the element to enable').to.equal(true);
    const other = content.querySelector('.help-without-script a');
    expect(other?.textContent).to.equal('Other ways to give us a meter reading');
    expect(other?.getAttribute('href')).to.equal('/energy/meter-readings');
    expect(button?.nextElementSibling?.classList.contains('help-without-script'), 'in the place of the button').to.equal(true);
    const css = readFileSync(join(ROOT, 'dist/styles/meter-read-form.css'), 'utf8');
    expect(css).to.include('.help-without-script{display:none}');
    expect(css).to.include('@media(scripting:none){.help-without-script{display:block}button[type=submit][disabled]{display:none}}');
  });

  it("read without JavaScript, each journey's first step gives another way in place of its button", () => {
    for (const { tag, heading, way, href } of [
      { tag: 'complaint-journey', heading: 'What type of energy customer are you?', way: 'Other ways to make a complaint or enquiry', href: '/energy/complaints' },
      { tag: 'feedback-journey', heading: 'Using your credit', way: 'Other ways to contact us', href: '/help-and-support/contact-us' },
    ]) {
      for (const build of BUILDS) {
        const { content } = snapshotOf(build, `embed/${tag}.html`, tag);
        expect(content.querySelectorAll('style, script, [style]'), `${build}: ${tag}, nothing inline`).to.have.length(0);
        expect(content.querySelector('h1')?.textContent, `${build}: ${tag}`).to.include(heading);
        expect(content.querySelectorAll('form'), `${build}: ${tag}`).to.have.length(1);
      }
      const { content } = snapshotOf('dist', `embed/${tag}.html`, tag);
      const button = content.querySelector('button[type="submit"]');
      expect(button?.hasAttribute('disabled'), `${tag}: the button cannot send the answers the browser way`).to.equal(true);
      expect(button?.hasAttribute('data-help-snapshot'), `${tag}: marked for the element to enable`).to.equal(true);
      const other = content.querySelector('.help-without-script a');
      expect(other?.textContent, tag).to.equal(way);
      expect(other?.getAttribute('href'), tag).to.equal(href);
      expect(button?.nextElementSibling?.classList.contains('help-without-script'), `${tag}: in the place of the button`).to.equal(true);
      // The page's rule holding its place until it is defined adds nothing to the step's own height.
      expect(readFileSync(join(ROOT, `dist/styles/${tag}.css`), 'utf8'), tag).to.include(':host(:not(:defined)){min-height:0!important}');
    }
    // A place the page keeps after the element is defined (contact-us) is the page's to hold.
    expect(readFileSync(join(ROOT, 'dist/styles/contact-us.css'), 'utf8')).not.to.include(':not(:defined)');
  });

  it("read without JavaScript, the help home's search box searches the main site's search page itself", () => {
    for (const file of ['embed/help-home.html', 'embed/help-and-support/index.html']) {
      const { content } = snapshotOf('dist', file, file.includes('help-home') ? 'help-home' : 'help-and-support');
      const form = content.querySelector('form[role="search"]');
      expect(form?.getAttribute('action'), file).to.equal('/search');
      expect(form?.getAttribute('method'), file).to.equal('get');
      expect(form?.querySelector('input[type="search"]')?.getAttribute('name'), file).to.equal('q');
      const button = form?.querySelector('button[type="submit"]');
      expect(button?.hasAttribute('disabled'), `${file}: the button can search`).to.equal(false);
      expect(button?.hasAttribute('data-help-snapshot'), `${file}: marked, for a press before the take-over to be held`).to.equal(true);
      expect(content.querySelector('.help-without-script'), `${file}: no other way needed`).to.equal(null);
    }
  });

  it('minifies every first screen\'s stylesheet: no comment, no indentation', () => {
    for (const build of BUILDS) {
      for (const name of readdirSync(join(ROOT, build, 'styles'))) {
        const css = readFileSync(join(ROOT, build, 'styles', name), 'utf8');
        expect(css, `${build}/styles/${name}`).not.to.match(/\/\*|\n\s/);
      }
    }
  });

  it("the app's page holds the header's place with the gas emergency line before the form", () => {
    const { content } = snapshotOf('dist', 'embed/help-and-support/submit-meter-read.html', 'help-and-support');
    const text = content.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(text).to.include('0800 111 999');
    expect(text.indexOf('0800 111 999')).to.be.lessThan(text.indexOf('Submit a meter reading'));
    expect(content.querySelector('a[href="tel:0800111999"]')).to.not.equal(null);
  });

  for (const build of BUILDS) {
    it(`${build}: a snapshot's snippet names no script file but its entry, which starts the files of the screen it shows and what takes it over`, () => {
      const graph = JSON.parse(readFileSync(join(ROOT, build, 'chunk-graph.json'), 'utf8')) as Record<string, { modules: string[] }>;
      const chunkOf = (module: string) => Object.keys(graph).find((file) => graph[file]!.modules.includes(module));
      const preloaded = (file: string) => [...readFileSync(join(ROOT, build, file), 'utf8').matchAll(/<link rel="modulepreload"[^>]* href="\/[^"]*?\/(chunks\/[^"]+)">/g)].map((match) => match[1]);
      const takeOver = chunkOf('src/shell/take-over/take-over.tsx');
      const form = chunkOf('src/elements/meter-read-form/screens/form.screen.tsx');
      const home = chunkOf('src/elements/help-home/screens/home.screen.tsx');
      // The screen is on the page: its files would only share the connections with its stylesheet.
      expect(preloaded('embed/meter-read-form.html')).to.deep.equal([]);
      expect(preloaded('embed/help-and-support/submit-meter-read.html')).to.deep.equal([]);
      expect(preloaded('embed/help-and-support.html'), "the app's own snippet, for its other pages").to.include(home).and.not.include(takeOver);
      // The element's script starts them, by the snapshot it finds in the page.
      const formScript = readFileSync(join(ROOT, build, 'elements/meter-read-form.js'), 'utf8');
      expect(formScript).to.include(`../${form}`).and.include(`../${takeOver}`);
      const script = readFileSync(join(ROOT, build, 'elements/help-and-support.js'), 'utf8');
      const pageList = /"\/submit-meter-read":\[([^\]]*)\]/.exec(script)?.[1] ?? '';
      expect(pageList).to.include(`../${form}`).and.include(`../${takeOver}`).and.not.include(`../${home}`);
    });
  }
});
