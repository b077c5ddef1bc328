/**
 * The AEM content package `npm run build` writes (scripts/aem/): its files, a component for
 * every element of the manifest, each dialog read beside the manifest, and each component's
 * HTL rendered as AEM would render it (with @adobe/htlengine), hostile values included.
 * It reads the built dist/ (`npm test` builds it first when it is out of date).
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'chai';
import { unzipSync } from 'fflate';
import { CONFIG_ELEMENT_ID } from '../src/config/config';
import { categoryArticles } from '../src/content/category-articles';
import { HELP_CATEGORY_SLUGS } from '../src/content/category-slugs';
import { COMPLAINT_SLUGS } from '../src/leads/complaint-query-types/complaint-query-types';
import type { ElementAuthors } from '../src/router/element-descriptor';

interface AemAttribute {
  name: string;
  property: string;
  kind: 'text' | 'boolean' | 'enum';
  values: string[];
  choices: { value: string; label: string; of?: string }[];
  follows?: string;
  label: string;
  description: string;
  required: boolean;
  showsInPlace: boolean;
}
interface AemElement {
  tag: string;
  summary: string;
  description: string;
  attributes: AemAttribute[];
}
/** What this test uses of scripts/aem/ (plain JavaScript, so typed here). */
interface Names {
  proxiedPath(folder: string): string;
  ROOT: string;
  AEM_DIR: string;
  APP: string;
  COMPONENT_GROUP: string;
  CLIENT_LIBRARIES: readonly { folder: string; category: string; build: string }[];
  proxiedAutoloader(folder: string): string;
  zipPath(): string;
}
interface ManifestModule {
  readManifest(path?: string): unknown;
  aemElements(manifest: unknown, authors: Record<string, ElementAuthors | undefined>): AemElement[];
  readAuthors(): Promise<Record<string, ElementAuthors | undefined>>;
}
interface Components {
  dialogXml(element: AemElement): string;
  componentHtl(element: AemElement, fallback?: string): string;
  isUriAttribute(attribute: AemAttribute): boolean;
}
interface Zip {
  treeEntries: (dir: string) => string[];
}

// Imported by URL: the scripts are JavaScript without declarations (tsconfig.node.json checks them).
const load = async <T>(path: string) => (await import(new URL(`../scripts/aem/${path}`, import.meta.url).href)) as T;
const names = await load<Names>('names.mjs');
const manifestModule = await load<ManifestModule>('manifest.mjs');
const components = await load<Components>('components.mjs');
type WcmMode = { edit?: boolean; preview?: boolean; disabled?: boolean };
const { renderHtl, WCM_MODES } = await load<{
  renderHtl: (template: string, properties: Record<string, unknown>, wcmmode?: WcmMode, resource?: { path: string }) => Promise<string>;
  WCM_MODES: Record<'publish' | 'edit' | 'preview', WcmMode>;
}>('htl.mjs');
const { fallbackContent } = await load<{ fallbackContent: () => Map<string, string> }>('docs.mjs');
const { treeEntries } = await load<Zip>('zip.mjs');
const pageConfig = await load<{ pageConfigHtl(config: Record<string, unknown>): string; readPageConfig(file?: string): Record<string, unknown>; PAGE_CONFIG_INCLUDE: string }>('page-config.mjs');

/** jsdom, which @adobe/htlengine brings with it, reads the XML and the rendered HTML. */
interface JsdomModule {
  JSDOM: new (text: string, options?: { contentType?: string }) => { window: { document: Document } };
}
const require = createRequire(import.meta.url);
const { JSDOM } = createRequire(require.resolve('@adobe/htlengine'))('jsdom') as JsdomModule;
/** Throws where the XML is not well formed. */
const parseXml = (text: string) => new JSDOM(text, { contentType: 'application/xml' }).window.document;
const parseHtml = (text: string) => new JSDOM(`<!doctype html><body>${text}</body>`).window.document;

const APP_DIR = join(names.AEM_DIR, 'jcr_root', 'apps', names.APP);
const built = existsSync(join(names.AEM_DIR, 'META-INF', 'vault', 'filter.xml'));
const notBuilt = 'dist/aem/ is not built: run `npm run build` (or `npm run build:aem` after a build)';
const authors = await manifestModule.readAuthors();
const elements = built ? manifestModule.aemElements(manifestModule.readManifest(), authors) : [];
const read = (path: string) => readFileSync(join(APP_DIR, path), 'utf8');

/** The Universal Editor's three definitions, as the package holds them. */
interface ModelField {
  component: string;
  name: string;
  label: string;
  description?: string;
  valueType: string;
  required?: boolean;
  options?: { name: string; value: string }[];
}
interface EditorDefinitions {
  'component-definition.json': { groups: { title: string; id: string; components: { title: string; id: string; model: string; plugins: { aem: { page: { resourceType: string } } } }[] }[] };
  'component-models.json': { id: string; fields: ModelField[] }[];
  'component-filters.json': { id: string; components: string[] }[];
}
const EDITOR_LIBRARY = 'clientlibs/universal-editor/resources';
const editorDefinitions = Object.fromEntries(
  (['component-definition.json', 'component-models.json', 'component-filters.json'] as const).map((file) => [file, built ? JSON.parse(read(`${EDITOR_LIBRARY}/${file}`)) : {}]),
) as unknown as EditorDefinitions;

/** The tags of `elements` that have no component (all three files) under `componentsDir`. */
function withoutComponent(list: AemElement[], componentsDir: string) {
  return list
    .filter(({ tag }) => ['.content.xml', `${tag}.html`, '_cq_dialog/.content.xml'].some((file) => !existsSync(join(componentsDir, tag, file))))
    .map(({ tag }) => tag);
}

/**
 * Words for developers that an author should never read in a dialog: the elements' inner
 * workings (the JSDoc the dialogs used to show), code and markup.
 */
const DEVELOPER_WORDS = [/`/, /\belement'?s?\b/i, /\battributes?\b/i, /\bhelp-navigate\b/, /\bURL\b/i, /\bbase path\b/i, /\bdocument title\b/i, /\bmeta description\b/i, /\bslug\b/i, /\bid\b/, /\bboolean\b/i, /\bJSON\b/, /\bshadow\b/i, /\bDOM\b/, /\bmanifest\b/i, /\bAlways on for the app\b/];
const developerWords = (text: string) => DEVELOPER_WORDS.filter((word) => word.test(text)).map(String);

/** A zip's entry names and contents (read with fflate). */
function unzip(file: string) {
  return new Map(Object.entries(unzipSync(readFileSync(file))).map(([name, data]) => [name, Buffer.from(data)]));
}

/** The relative module specifiers of a built file: static imports, re-exports and import(). */
const relativeImports = (source: string) =>
  [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)(["'])(\.{1,2}\/[^"']+)\1/g)].map((match) => match[2] ?? '');

describe('the AEM content package', () => {
  it('is built, with the package properties and a filter for its application folder only', () => {
    expect(built, notBuilt).to.equal(true);
    const filter = parseXml(readFileSync(join(names.AEM_DIR, 'META-INF', 'vault', 'filter.xml'), 'utf8'));
    expect([...filter.querySelectorAll('filter')].map((node) => node.getAttribute('root'))).to.deep.equal([`/apps/${names.APP}`]);
    const properties = parseXml(readFileSync(join(names.AEM_DIR, 'META-INF', 'vault', 'properties.xml'), 'utf8'));
    const entry = (key: string) => properties.querySelector(`entry[key="${key}"]`)?.textContent;
    const { version } = JSON.parse(readFileSync(join(names.ROOT, 'package.json'), 'utf8')) as { version: string };
    expect([entry('name'), entry('group'), entry('version')]).to.deep.equal(['help-and-support-aem', 'help-and-support', version]);
  });

  it('holds exactly the files it should: vault files, folders, components and both client libraries', () => {
    expect(built, notBuilt).to.equal(true);
    const files = treeEntries(names.AEM_DIR).filter((entry) => !entry.endsWith('/'));
    const app = `jcr_root/apps/${names.APP}`;
    const expected = [
      'META-INF/vault/filter.xml',
      'META-INF/vault/properties.xml',
      `${app}/.content.xml`,
      `${app}/components/.content.xml`,
      `${app}/clientlibs/.content.xml`,
      `${app}/includes/.content.xml`,
      `${app}/includes/page-config.html`,
      `${app}/includes/universal-editor.html`,
      ...['.content.xml', ...['component-definition.json', 'component-models.json', 'component-filters.json', 'content-patch.js'].map((file) => `resources/${file}`)].map(
        (file) => `${app}/clientlibs/universal-editor/${file}`,
      ),
      ...elements.flatMap(({ tag }) => ['.content.xml', `${tag}.html`, '_cq_dialog/.content.xml'].map((file) => `${app}/components/${tag}/${file}`)),
      ...['.content.xml', 'js.txt', 'js/dialog-choices.js'].map((file) => `${app}/clientlibs/dialog/${file}`),
      ...names.CLIENT_LIBRARIES.flatMap(({ folder, build }) => {
        const dist = join(names.ROOT, 'dist', build);
        const modules = [
          'help-and-support.js',
          'monitoring-worker.js',
          ...['elements', 'chunks'].flatMap((sub) => readdirSync(join(dist, sub)).filter((file) => file.endsWith('.js')).map((file) => `${sub}/${file}`)),
          ...readdirSync(join(dist, 'styles')).map((file) => `styles/${file}`),
        ];
        return ['.content.xml', 'js.txt', 'js/loader.js', 'css.txt', 'css/places.css', ...modules.map((module) => `resources/${module}`)].map((file) => `${app}/clientlibs/${folder}/${file}`);
      }),
    ].sort();
    expect(files.sort()).to.deep.equal(expected);
  });

  it('is zipped whole, with the same bytes in the zip', () => {
    expect(built, notBuilt).to.equal(true);
    const entries = unzip(names.zipPath());
    expect([...entries.keys()]).to.deep.equal(treeEntries(names.AEM_DIR));
    for (const [name, data] of entries) {
      if (!name.endsWith('/')) expect(data.equals(readFileSync(join(names.AEM_DIR, name))), name).to.equal(true);
    }
  });

  it('has a client library per build: its category, proxied, unminified, a classic-script loader of its own resources', () => {
    expect(built, notBuilt).to.equal(true);
    for (const { folder, category, build } of names.CLIENT_LIBRARIES) {
      const library = parseXml(read(`clientlibs/${folder}/.content.xml`)).documentElement;
      expect(library.getAttribute('jcr:primaryType'), folder).to.equal('cq:ClientLibraryFolder');
      expect(library.getAttribute('categories'), folder).to.equal(`[${category}]`);
      expect(library.getAttribute('allowProxy'), folder).to.equal('{Boolean}true');
      expect(library.getAttribute('jsProcessor'), folder).to.equal('[default:none,min:none]');
      expect(read(`clientlibs/${folder}/js.txt`).split('\n').filter(Boolean)).to.deep.equal(['#base=js', 'loader.js']);
      expect(read(`clientlibs/${folder}/css.txt`).split('\n').filter(Boolean)).to.deep.equal(['#base=css', 'places.css']);
      const loader = read(`clientlibs/${folder}/js/loader.js`);
      expect(loader, folder).to.include(`import('${names.proxiedAutoloader(folder)}')`);
      expect(loader, `${folder}: a classic script has no static import or export`).not.to.match(/^\s*(import|export)\s/m);
      expect(read(`clientlibs/${folder}/css/places.css`), folder).to.include('meter-read-form:not(:defined)');
      // The resources are the build's own files, unchanged.
      const autoloader = read(`clientlibs/${folder}/resources/help-and-support.js`);
      expect(autoloader === readFileSync(join(names.ROOT, 'dist', build, 'help-and-support.js'), 'utf8'), `${folder}: the autoloader as built`).to.equal(true);
    }
  });

  it('resolves every relative import of its resources inside the library (so the proxied modules load)', () => {
    expect(built, notBuilt).to.equal(true);
    for (const { folder } of names.CLIENT_LIBRARIES) {
      const resources = join(APP_DIR, 'clientlibs', folder, 'resources');
      const unresolved = treeEntries(resources)
        .filter((file) => file.endsWith('.js'))
        .flatMap((file) => {
          const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
          return relativeImports(readFileSync(join(resources, file), 'utf8'))
            .filter((specifier) => !existsSync(join(resources, dir, specifier)))
            .map((specifier) => `${folder}/resources/${file} → ${specifier}`);
        });
      expect(unresolved).to.deep.equal([]);
    }
  });

  describe('the page configuration include', () => {
    it('is packaged where the docs say, and writes the configuration the elements read (empty unless given)', async () => {
      expect(built, notBuilt).to.equal(true);
      expect(pageConfig.PAGE_CONFIG_INCLUDE).to.equal(`/apps/${names.APP}/includes/page-config.html`);
      const doc = parseHtml(await renderHtl(read('includes/page-config.html'), {}));
      const script = doc.querySelectorAll('script');
      expect(script.length).to.equal(1);
      expect(script[0]?.getAttribute('type')).to.equal('application/json');
      expect(script[0]?.id).to.equal(CONFIG_ELEMENT_ID);
      expect(JSON.parse(script[0]?.textContent ?? '')).to.deep.equal({});
    });

    it('keeps hostile values data: no value closes the script, starts an HTL expression or changes on the way', async () => {
      const config = {
        mainSiteUrl: 'https://www.example.co.uk/</script><script>alert(1)</script>',
        leadsBaseUrl: '${properties.x} ${"<b>" @ context="unsafe"}',
        monitoring: { applicationId: `a&b<!--'"\u2028\u2028` },
      };
      const html = await renderHtl(pageConfig.pageConfigHtl(config), { x: 'injected' });
      expect(html).not.to.include('</script><script>');
      expect(html).not.to.include('injected');
      const doc = parseHtml(html);
      expect(doc.querySelectorAll('script').length).to.equal(1);
      expect(doc.querySelectorAll('b').length).to.equal(0);
      expect(JSON.parse(doc.querySelector('script')?.textContent ?? '')).to.deep.equal(config);
    });

    it('reads the configuration from the JSON file named, and refuses one that is not a JSON object', () => {
      expect(pageConfig.readPageConfig(undefined)).to.deep.equal({});
      const dir = mkdtempSync(join(tmpdir(), 'page-config-'));
      try {
        writeFileSync(join(dir, 'good.json'), '{ "leadsBaseUrl": "https://leads.example.co.uk" }');
        writeFileSync(join(dir, 'list.json'), '["x"]');
        writeFileSync(join(dir, 'broken.json'), '{ leadsBaseUrl: }');
        expect(pageConfig.readPageConfig(join(dir, 'good.json'))).to.deep.equal({ leadsBaseUrl: 'https://leads.example.co.uk' });
        expect(() => pageConfig.readPageConfig(join(dir, 'list.json'))).to.throw(/is a JSON object/);
        expect(() => pageConfig.readPageConfig(join(dir, 'broken.json'))).to.throw(/not a readable JSON file/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('components', () => {
    it('reads the elements from the manifest', () => {
      expect(built, notBuilt).to.equal(true);
      expect(elements.map(({ tag }) => tag)).to.include.members(['meter-read-form', 'help-article', 'help-and-support']);
    });

    it('has a component for every element of the manifest', () => {
      expect(built, notBuilt).to.equal(true);
      expect(withoutComponent(elements, join(APP_DIR, 'components'))).to.deep.equal([]);
    });

    it('names an element of the manifest that has no component', () => {
      const added = { tag: 'help-added-later', summary: 'Added after the package was built.', description: 'Added later.', attributes: [] };
      expect(withoutComponent([...elements, added], join(APP_DIR, 'components'))).to.deep.equal(['help-added-later']);
    });

    it('gives each its title, what it does for authors as description, and the component group', () => {
      expect(built, notBuilt).to.equal(true);
      for (const { tag, description } of elements) {
        const component = parseXml(read(`components/${tag}/.content.xml`)).documentElement;
        expect(component.getAttribute('jcr:primaryType'), tag).to.equal('cq:Component');
        expect(component.getAttribute('jcr:title'), tag).to.match(/\S/);
        expect(description, tag).to.equal(authors[tag]?.does);
        expect(component.getAttribute('jcr:description'), tag).to.equal(description);
        expect(developerWords(description), `${tag}: its description`).to.deep.equal([]);
        expect(component.getAttribute('componentGroup'), tag).to.equal(names.COMPONENT_GROUP);
      }
    });
  });

  describe('dialogs', () => {
    /** The dialog's fields (a type hint goes with its checkbox, it is not a field of its own). */
    const fieldsOf = (dialog: Document) =>
      [...dialog.querySelectorAll('[name]')].filter((node) => node.getAttribute('name')?.startsWith('./') && !node.getAttribute('name')?.includes('@'));
    const dialogOf = (tag: string) => parseXml(read(`components/${tag}/_cq_dialog/.content.xml`));
    const optionValues = (field: Element | undefined) => [...(field?.querySelectorAll(':scope > items > *') ?? [])].map((option) => option.getAttribute('value'));
    /** The public attributes of each element in the manifest (all but authoring). */
    const manifested = () =>
      new Map(
        (manifestModule.readManifest() as { modules: { declarations?: { tagName?: string; attributes?: { name: string; type?: { text: string } }[] }[] }[] }).modules
          .flatMap((module) => module.declarations ?? [])
          .filter((declaration) => declaration.tagName)
          .map((declaration) => [declaration.tagName!, (declaration.attributes ?? []).filter(({ name }) => name !== 'authoring')]),
      );

    it('are well-formed XML with a field for each attribute an author sets, labelled and described for authors', () => {
      expect(built, notBuilt).to.equal(true);
      for (const element of elements) {
        const dialog = dialogOf(element.tag);
        expect(dialog.documentElement.getAttribute('sling:resourceType'), element.tag).to.equal('cq/gui/components/authoring/dialog');
        const fields = fieldsOf(dialog);
        expect(fields.map((field) => field.getAttribute('name')), element.tag).to.deep.equal(element.attributes.map(({ property }) => `./${property}`));
        const written = authors[element.tag]?.fields ?? {};
        element.attributes.forEach((attribute, index) => {
          const field = fields[index];
          const where = `<${element.tag}> ${attribute.name}`;
          const type = { boolean: 'checkbox', enum: 'select', text: 'textfield' }[attribute.kind];
          expect(field?.getAttribute('sling:resourceType'), where).to.equal(`granite/ui/components/coral/foundation/form/${type}`);
          // The words are the descriptor's, for authors: never the element's JSDoc.
          expect(field?.getAttribute(attribute.kind === 'boolean' ? 'text' : 'fieldLabel'), where).to.equal(written[attribute.name]?.label);
          expect(field?.getAttribute('fieldDescription'), where).to.equal(written[attribute.name]?.description);
          for (const text of [attribute.label, attribute.description]) expect(developerWords(text), `${where}: ${text}`).to.deep.equal([]);
          if (attribute.kind === 'boolean') {
            expect(dialog.querySelector(`[name="./${attribute.property}@TypeHint"]`)?.getAttribute('value'), `${where}: stored as a Boolean`).to.equal('Boolean');
          }
        });
      }
    });

    it('have a field for every public attribute of the manifest, but those the descriptor leaves out (the app’s always-on ones)', () => {
      expect(built, notBuilt).to.equal(true);
      for (const [tag, attributes] of manifested()) {
        const element = elements.find((each) => each.tag === tag);
        const omitted = Object.keys(authors[tag]?.omit ?? {});
        expect([...(element?.attributes.map(({ name }) => name) ?? []), ...omitted].sort(), tag).to.deep.equal(attributes.map(({ name }) => name).sort());
        for (const name of omitted) expect(fieldsOf(dialogOf(tag)).map((field) => field.getAttribute('name')), `${tag} ${name}`).not.to.include(`./${name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}`);
      }
      expect(Object.keys(authors['help-and-support']?.omit ?? {}).sort()).to.deep.equal(['owns-page', 'url-routing']);
    });

    it('make every attribute with a known set of values a select of exactly those values, with an empty choice', () => {
      expect(built, notBuilt).to.equal(true);
      const articles = categoryArticles();
      const expected: Record<string, Record<string, readonly string[]>> = {
        'help-category': { category: HELP_CATEGORY_SLUGS },
        'help-article': { category: HELP_CATEGORY_SLUGS, article: articles.map(({ article }) => article) },
        'complaint-journey': { complaint: COMPLAINT_SLUGS },
      };
      // The categories, written in both elements' authors, are offered alike: same values, same words.
      const categoriesOf = (tag: string) => elements.find((element) => element.tag === tag)?.attributes.find(({ name }) => name === 'category')?.choices;
      expect(categoriesOf('help-article')).to.deep.equal(categoriesOf('help-category'));
      for (const element of elements) {
        const fields = fieldsOf(dialogOf(element.tag));
        const selects = element.attributes.filter(({ kind }) => kind === 'enum');
        expect(Object.fromEntries(selects.map(({ name, values }) => [name, values])), element.tag).to.deep.equal(expected[element.tag] ?? {});
        // A union of literals in the manifest is a select too, with the manifest's values.
        for (const { name, type } of manifested().get(element.tag) ?? []) {
          const literals = /^\s*'[^']*'(\s*\|\s*'[^']*')*\s*$/.test(type?.text ?? '') ? [...(type?.text ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]) : undefined;
          if (literals) expect(element.attributes.find((attribute) => attribute.name === name)?.values, `${element.tag} ${name}`).to.deep.equal(literals);
        }
        for (const attribute of selects) {
          const field = fields.find((each) => each.getAttribute('name') === `./${attribute.property}`);
          const where = `<${element.tag}> ${attribute.name}`;
          expect(field?.getAttribute('sling:resourceType'), where).to.equal('granite/ui/components/coral/foundation/form/select');
          expect(field?.getAttribute('emptyOption'), where).to.equal('{Boolean}true');
          expect(optionValues(field), where).to.deep.equal(attribute.values);
          // Each option shows the name an author knows the value by.
          const texts = [...(field?.querySelectorAll(':scope > items > *') ?? [])].map((option) => option.getAttribute('text'));
          expect(texts, where).to.deep.equal(attribute.values.map((value) => attribute.choices.find((choice) => choice.value === value)?.label));
        }
      }
    });

    it('offer an article only with its category: every article once, each with the category it goes with, for the dialog script', () => {
      expect(built, notBuilt).to.equal(true);
      const dialog = dialogOf('help-article');
      expect(dialog.documentElement.getAttribute('extraClientlibs'), 'the dialog loads its script').to.equal('[help-and-support.dialog]');
      const article = fieldsOf(dialog).find((field) => field.getAttribute('name') === './article');
      const data = article?.querySelector(':scope > data');
      expect(data?.tagName, 'granite:data').to.equal('granite:data');
      expect(data?.getAttribute('help-follows')).to.equal('./category');
      // FileVault reads a leading [ as an array: the JSON's is escaped.
      const choices = JSON.parse((data?.getAttribute('help-choices') ?? '').replace(/^\\/, '')) as { value: string; text: string; of: string }[];
      expect(choices.filter(({ of }) => of === 'meters').map(({ value }) => value)).to.include.members(['how-to-read-your-meter', 'faulty-meter']);
      expect(choices.map(({ value, of }) => `${of}/${value}`)).to.deep.equal(categoryArticles().map(({ category, article: label }) => `${category}/${label}`));
      for (const element of elements.filter(({ tag }) => tag !== 'help-article')) expect(dialogOf(element.tag).documentElement.getAttribute('extraClientlibs'), element.tag).to.equal(null);
    });

    it('mark required the fields a component cannot do without, and no others', () => {
      expect(built, notBuilt).to.equal(true);
      const required = Object.fromEntries(
        elements.map((element) => [element.tag, fieldsOf(dialogOf(element.tag)).filter((field) => field.getAttribute('required') === '{Boolean}true').map((field) => field.getAttribute('name'))]),
      );
      expect(Object.fromEntries(Object.entries(required).filter(([, names]) => names.length > 0))).to.deep.equal({
        'help-article': ['./category', './article'],
        'help-category': ['./category'],
      });
      for (const element of elements) {
        for (const attribute of element.attributes) expect(attribute.required, `${element.tag} ${attribute.name}`).to.equal(required[element.tag]?.includes(`./${attribute.property}`));
      }
    });

    it('types a select from choices, a checkbox from a boolean, a text field from anything else, and escapes what FileVault would read', () => {
      const field = (name: string, kind: AemAttribute['kind'], description: string, more: Partial<AemAttribute> = {}): AemAttribute => ({
        name,
        property: name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        kind,
        values: [],
        choices: [],
        label: `Label of ${name}`,
        description,
        required: false,
        showsInPlace: false,
        ...more,
      });
      const element: AemElement = {
        tag: 'help-example',
        summary: 'An example.',
        description: 'Does an example.',
        attributes: [
          field('complaint', 'enum', 'Which `complaint`.', { values: ['gas-and-electricity', 'pay-as-you-go'], choices: [{ value: 'gas-and-electricity', label: 'Gas' }, { value: 'pay-as-you-go', label: 'PAYG' }], required: true }),
          field('with-header', 'boolean', '[Starts] with a bracket & "quotes".'),
          field('draft-key', 'text', '{Curly} <b>not markup</b>'),
        ],
      };
      const dialog = parseXml(components.dialogXml(element));
      const fields = fieldsOf(dialog);
      expect(fields.map((each) => each.getAttribute('sling:resourceType')?.split('/').pop())).to.deep.equal(['select', 'checkbox', 'textfield']);
      expect(optionValues(fields[0])).to.deep.equal(['gas-and-electricity', 'pay-as-you-go']);
      expect(fields[0]?.getAttribute('required')).to.equal('{Boolean}true');
      expect(fields[2]?.getAttribute('required')).to.equal(null);
      expect([fields[0]?.getAttribute('fieldLabel'), fields[1]?.getAttribute('text')]).to.deep.equal(['Label of complaint', 'Label of with-header']);
      expect(fields[0]?.getAttribute('fieldDescription')).to.equal('Which complaint.');
      // A value starting with [ or { would be an array or a type to FileVault: it is escaped.
      expect(fields[1]?.getAttribute('fieldDescription')).to.equal('\\[Starts] with a bracket & "quotes".');
      expect(fields[2]?.getAttribute('fieldDescription')).to.equal('\\{Curly} <b>not markup</b>');
    });

    it('are refused where a descriptor leaves an attribute without words for authors, or names one the element does not take', () => {
      expect(built, notBuilt).to.equal(true);
      const manifest = manifestModule.readManifest();
      const category = authors['help-category']!;
      const without = { ...category, fields: { category: category.fields.category! } };
      expect(() => manifestModule.aemElements(manifest, { ...authors, 'help-category': without })).to.throw(/help-category.descriptor.ts: authors has no field for url-routing/);
      expect(() => manifestModule.aemElements(manifest, { ...authors, 'help-category': { ...category, omit: { colour: 'none' } } })).to.throw(/names colour/);
      expect(() => manifestModule.aemElements(manifest, { ...authors, 'help-home': undefined })).to.throw(/help-home.descriptor.ts: no authors/);
    });
  });

  describe('the Universal Editor', () => {
    const dialogFields = (tag: string) =>
      [...parseXml(read(`components/${tag}/_cq_dialog/.content.xml`)).querySelectorAll('[name]')].filter(
        (node) => node.getAttribute('name')?.startsWith('./') && !node.getAttribute('name')?.includes('@'),
      );

    it('defines every component, in the group Help & Support, with its model and resource type, and one filter of them all', () => {
      expect(built, notBuilt).to.equal(true);
      const [group, ...others] = editorDefinitions['component-definition.json'].groups;
      expect(others).to.deep.equal([]);
      expect(group?.title).to.equal(names.COMPONENT_GROUP);
      expect(group?.components.map(({ id }) => id)).to.deep.equal(elements.map(({ tag }) => tag));
      for (const component of group?.components ?? []) {
        const title = parseXml(read(`components/${component.id}/.content.xml`)).documentElement.getAttribute('jcr:title');
        expect(component, component.id).to.deep.equal({ title, id: component.id, model: component.id, plugins: { aem: { page: { resourceType: `${names.APP}/components/${component.id}` } } } });
      }
      expect(editorDefinitions['component-filters.json']).to.deep.equal([{ id: names.APP, components: elements.map(({ tag }) => tag) }]);
    });

    it('gives each model the fields of its dialog: the same property, type, label, description, options and required', () => {
      expect(built, notBuilt).to.equal(true);
      const models = editorDefinitions['component-models.json'];
      expect(models.map(({ id }) => id)).to.deep.equal(elements.map(({ tag }) => tag));
      for (const { id, fields } of models) {
        const dialog = dialogFields(id);
        expect(fields.map(({ name }) => `./${name}`), id).to.deep.equal(dialog.map((field) => field.getAttribute('name')));
        fields.forEach((field, index) => {
          const node = dialog[index]!;
          const where = `${id} ${field.name}`;
          const type = node.getAttribute('sling:resourceType')?.split('/').pop();
          expect([field.component, field.valueType], where).to.deep.equal({ select: ['select', 'string'], checkbox: ['boolean', 'boolean'], textfield: ['text', 'string'] }[type ?? '']);
          expect(field.label, where).to.equal(node.getAttribute(type === 'checkbox' ? 'text' : 'fieldLabel'));
          expect(field.description, where).to.equal(node.getAttribute('fieldDescription'));
          expect(field.required === true, where).to.equal(node.getAttribute('required') === '{Boolean}true');
          if (type === 'select') {
            // The dialog's empty choice is an option of the panel's, but where a value is required.
            const values = [...node.querySelectorAll(':scope > items > *')].map((option) => option.getAttribute('value'));
            expect(field.options?.map(({ value }) => value), where).to.deep.equal(field.required ? values : ['', ...values]);
          }
        });
      }
      // The panel's article select names each article with its category, as it does not follow the category.
      const article = models.find(({ id }) => id === 'help-article')?.fields.find(({ name }) => name === 'article');
      expect(article?.options?.find(({ value }) => value === 'faulty-meter')?.name).to.equal('Meters: Reporting a faulty meter');
    });

    it('has an include that gives the editor the three definitions and the script, all in the package', async () => {
      expect(built, notBuilt).to.equal(true);
      const doc = parseHtml(await renderHtl(read('includes/universal-editor.html'), {}));
      const scripts = [...doc.querySelectorAll('script')].map((script) => [script.getAttribute('type'), script.getAttribute('src')]);
      const served = (file: string) => `/etc.clientlibs/${names.APP}/${EDITOR_LIBRARY}/${file}`;
      expect(scripts).to.deep.equal([
        ['application/vnd.adobe.aue.component+json', served('component-definition.json')],
        ['application/vnd.adobe.aue.model+json', served('component-models.json')],
        ['application/vnd.adobe.aue.filter+json', served('component-filters.json')],
        [null, served('content-patch.js')],
      ]);
      const library = parseXml(read('clientlibs/universal-editor/.content.xml')).documentElement;
      expect([library.getAttribute('jcr:primaryType'), library.getAttribute('allowProxy')]).to.deep.equal(['cq:ClientLibraryFolder', '{Boolean}true']);
    });

    it('leaves the published pages’ libraries as they were: nothing of the editor in what they load', () => {
      expect(built, notBuilt).to.equal(true);
      for (const { folder } of names.CLIENT_LIBRARIES) {
        const files = treeEntries(join(APP_DIR, 'clientlibs', folder)).filter((file) => /\.(js|css|txt)$/.test(file));
        expect(files.length, folder).to.be.greaterThan(3);
        for (const file of files) expect(readFileSync(join(APP_DIR, 'clientlibs', folder, file), 'utf8'), `${folder}/${file}`).not.to.match(/aue:content|data-aue-|universal-editor/);
      }
    });

    it('gives the script the properties each element shows in place, and the attribute each sets: no others', () => {
      expect(built, notBuilt).to.equal(true);
      const script = read(`${EDITOR_LIBRARY}/content-patch.js`);
      expect(script).not.to.include('__FIELDS__');
      const fields = JSON.parse(/var FIELDS = (\{.*\});/.exec(script)?.[1] ?? '{}') as Record<string, Record<string, [string, string]>>;
      // The category and the article; a complaint, a checkbox or a name for saved answers is read as the element starts.
      expect(fields).to.deep.equal({
        'help-article': { category: ['category', 'text'], article: ['article', 'text'] },
        'help-category': { category: ['category', 'text'] },
      });
      for (const element of elements) {
        for (const attribute of element.attributes) expect(attribute.showsInPlace, `${element.tag} ${attribute.name}`).to.equal(fields[element.tag]?.[attribute.property] !== undefined);
      }
    });
  });

  describe('HTL', () => {
    const HOSTILE = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    /** An element's first screen in its HTL's output, as the build rendered it. */
    const SNAPSHOT = /<template shadowrootmode="open">[\s\S]*<\/template>/;
    const SCRIPT_URL = 'javascript:alert(3)';

    /** Renders a component's HTL, and reads the output as a browser would. */
    async function rendered(element: AemElement, properties: Record<string, unknown>, wcmmode?: WcmMode) {
      const html = await renderHtl(read(`components/${element.tag}/${element.tag}.html`), properties, wcmmode);
      const body = parseHtml(html).body;
      const found = [...body.children];
      expect(found.map((node) => node.localName), `<${element.tag}>: one element, at the top`).to.deep.equal([element.tag]);
      const host = found[0] as Element;
      expect(body.querySelectorAll('script, img, iframe, object, embed, style').length, `<${element.tag}>: nothing injected`).to.equal(0);
      const handlers = [...body.querySelectorAll('*')].flatMap((node) => node.getAttributeNames().filter((name) => name.startsWith('on')));
      expect(handlers, `<${element.tag}>: no event handler attribute`).to.deep.equal([]);
      // The Universal Editor's attributes are the same whatever the properties: checked apart.
      const named = (editor: boolean) => host.getAttributeNames().filter((name) => name.startsWith('data-aue-') === editor);
      return {
        html,
        host,
        attributes: Object.fromEntries(named(false).map((name) => [name, host.getAttribute(name)])),
        editor: Object.fromEntries(named(true).map((name) => [name, host.getAttribute(name)])),
      };
    }

    it('writes the element with the attributes the properties give, and none for empty ones', async () => {
      expect(built, notBuilt).to.equal(true);
      for (const element of elements) {
        const properties: Record<string, unknown> = {};
        const expected: Record<string, string> = {};
        for (const attribute of element.attributes) {
          if (attribute.kind === 'boolean') {
            properties[attribute.property] = true;
            expected[attribute.name] = '';
          } else {
            const value = components.isUriAttribute(attribute) ? '/help/' : attribute.kind === 'enum' ? (attribute.values[0] ?? '') : `value of ${attribute.name}`;
            properties[attribute.property] = value;
            expected[attribute.name] = value;
          }
        }
        expect((await rendered(element, properties)).attributes, element.tag).to.deep.equal(expected);
        expect((await rendered(element, {})).attributes, `${element.tag} with no properties`).to.deep.equal({});
      }
    });

    it('writes authoring on an author instance, editing or previewing, and never on publish; no dialog field sets it', async () => {
      expect(built, notBuilt).to.equal(true);
      const manifested = (manifestModule.readManifest() as { modules: { declarations?: { tagName?: string; attributes?: { name: string }[] }[] }[] }).modules
        .flatMap((module) => module.declarations ?? [])
        .filter((declaration) => declaration.tagName);
      expect(manifested).to.have.length(elements.length);
      for (const declaration of manifested) expect(declaration.attributes?.map(({ name }) => name), `${declaration.tagName} in the manifest`).to.include('authoring');
      for (const element of elements) {
        expect(element.attributes.map(({ name }) => name), `${element.tag}: a dialog field`).not.to.include('authoring');
        const properties = element.tag === 'help-category' ? { category: 'Meters' } : {};
        for (const mode of ['edit', 'preview'] as const) {
          const { attributes } = await rendered(element, properties, WCM_MODES[mode]);
          expect(attributes, `${element.tag}, ${mode}`).to.deep.equal({ ...properties, authoring: '' });
        }
        expect((await rendered(element, properties, WCM_MODES.publish)).attributes, `${element.tag}, publish`).to.deep.equal(properties);
        // AEM binds wcmmode on every request; a publish page's author never set authoring by hand.
        expect((await rendered(element, { ...properties, authoring: true })).attributes, `${element.tag}, a stray property`).to.deep.equal(properties);
      }
    });

    it("holds an element's first screen as the build rendered it, its stylesheet from the client library, the fallback after it", async () => {
      expect(built, notBuilt).to.equal(true);
      const form = elements.find(({ tag }) => tag === 'meter-read-form');
      expect(form, 'meter-read-form has a component').to.not.equal(undefined);
      const { host } = await rendered(form!, {});
      const template = host.querySelector('template');
      expect(template?.getAttribute('shadowrootmode')).to.equal('open');
      const stylesheet = template!.content.querySelector('link[rel="stylesheet"]')?.getAttribute('href');
      expect(stylesheet).to.equal(`${names.proxiedPath('elements')}/resources/styles/meter-read-form.css`);
      expect(existsSync(join(APP_DIR, 'clientlibs', 'elements', 'resources', 'styles', 'meter-read-form.css')), 'the stylesheet is in the library').to.equal(true);
      expect(template!.content.querySelector('h1')?.textContent).to.equal('Submit a meter reading');
      expect(template!.content.querySelectorAll('input[name="first_name"]')).to.have.length(1);
      expect(host.querySelector(':scope > p > a')?.textContent, 'the fallback link, for a browser without declarative shadow DOM').to.equal('Other ways to give us a meter reading');
      const home = elements.find(({ tag }) => tag === 'help-home');
      expect((await rendered(home!, {})).host.querySelector('template')?.content.textContent, "the help home's too").to.include('Help topics');
      const search = elements.find(({ tag }) => tag === 'help-search');
      expect((await rendered(search!, {})).host.querySelector('template')?.content.querySelector('label')?.textContent, "the search box's too").to.equal('Search Help & Support');
      // Every other component holds a first screen exactly where the build rendered one into its snippet.
      for (const element of elements) {
        const snippet = readFileSync(join(names.ROOT, 'dist', 'embed', `${element.tag}.html`), 'utf8');
        const template = (await rendered(element, {})).host.querySelector('template');
        expect(template !== null, `${element.tag}: a first screen as in dist/embed/${element.tag}.html`).to.equal(snippet.includes('<template shadowrootmode="open">'));
      }
    });

    it('leaves a checkbox that is off, or stored as the text "false", without its attribute', async () => {
      expect(built, notBuilt).to.equal(true);
      for (const element of elements) {
        const booleans = element.attributes.filter(({ kind }) => kind === 'boolean');
        for (const off of [false, 'false', '']) {
          const { attributes } = await rendered(element, Object.fromEntries(booleans.map(({ property }) => [property, off])));
          expect(attributes, `${element.tag}: ${JSON.stringify(off)}`).to.deep.equal({});
        }
        const { attributes } = await rendered(element, Object.fromEntries(booleans.map(({ property }) => [property, 'true'])));
        expect(Object.keys(attributes), `${element.tag}: "true"`).to.deep.equal(booleans.map(({ name }) => name));
      }
    });

    it('escapes hostile values: the text stays an attribute value, a script URL is dropped from a path', async () => {
      expect(built, notBuilt).to.equal(true);
      for (const element of elements) {
        for (const hostile of [HOSTILE, SCRIPT_URL, `${SCRIPT_URL}"${HOSTILE}`]) {
          const properties = Object.fromEntries(element.attributes.map(({ property }) => [property, hostile]));
          const { html, attributes } = await rendered(element, properties);
          // The first screen the build rendered (its video posters are images) is the build's:
          // the same whatever the author typed.
          const [snapshot = ''] = SNAPSHOT.exec(html) ?? [];
          expect(snapshot, `${element.tag}: its first screen`).to.equal(SNAPSHOT.exec((await rendered(element, {})).html)?.[0] ?? '');
          expect(html.replace(SNAPSHOT, ''), element.tag).not.to.match(/<script|<img|onerror=/i);
          for (const attribute of element.attributes) {
            const value = attributes[attribute.name];
            if (attribute.kind === 'boolean') expect(value, `${element.tag} ${attribute.name}`).to.equal('');
            else if (components.isUriAttribute(attribute)) expect(value, `${element.tag} ${attribute.name}: no script URL`).to.equal(undefined);
            else expect(value, `${element.tag} ${attribute.name}: the text, as text`).to.equal(hostile);
          }
        }
      }
    });

    it('writes what the Universal Editor reads on every element: its resource, type, model and name, in every mode', async () => {
      expect(built, notBuilt).to.equal(true);
      const path = '/content/site/en/help/jcr:content/root/container/component_1';
      for (const element of elements) {
        for (const mode of ['publish', 'edit', 'preview'] as const) {
          const html = await renderHtl(read(`components/${element.tag}/${element.tag}.html`), {}, WCM_MODES[mode], { path });
          const host = parseHtml(html).body.firstElementChild;
          expect(
            Object.fromEntries((host?.getAttributeNames() ?? []).filter((name) => name.startsWith('data-aue-')).map((name) => [name, host?.getAttribute(name)])),
            `${element.tag}, ${mode}`,
          ).to.deep.equal({
            'data-aue-resource': `urn:aemconnection:${path}`,
            'data-aue-type': 'component',
            'data-aue-model': element.tag,
            'data-aue-label': editorDefinitions['component-definition.json'].groups[0]?.components.find(({ id }) => id === element.tag)?.title,
          });
        }
      }
      // A path is the node's, as text: an attribute value never closes.
      const hostile = await renderHtl(read('components/help-category/help-category.html'), {}, WCM_MODES.edit, { path: '/content/x"><script>alert(1)</script>' });
      expect(parseHtml(hostile).body.querySelectorAll('script').length).to.equal(0);
      expect(parseHtml(hostile).body.firstElementChild?.getAttribute('data-aue-resource')).to.equal('urn:aemconnection:/content/x"><script>alert(1)</script>');
    });

    it('never turns HTL escaping off', () => {
      expect(built, notBuilt).to.equal(true);
      for (const { tag } of elements) expect(read(`components/${tag}/${tag}.html`), tag).not.to.match(/context\s*=\s*['"]unsafe/);
    });

    it('holds the fallback content docs/embedding.md gives an element for pages without JavaScript', async () => {
      expect(built, notBuilt).to.equal(true);
      const fallbacks = fallbackContent();
      expect(fallbacks.get('meter-read-form')).to.include('/energy/meter-readings');
      for (const element of elements) {
        const { host } = await rendered(element, {});
        // Its light DOM: the first screen's template (above) is the shadow root's, not the page's.
        host.querySelector(':scope > template')?.remove();
        const fallback = fallbacks.get(element.tag);
        if (fallback) expect(host.innerHTML.replace(/\s+/g, ' ').trim(), element.tag).to.equal(parseHtml(fallback).body.innerHTML.replace(/\s+/g, ' ').trim());
        else expect(host.innerHTML.trim(), element.tag).to.equal('');
      }
    });
  });
});
