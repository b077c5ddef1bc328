import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import { withoutInlineCode } from './inline-code';

/**
 * What the result may hold, written out again here so the tests do not trust the module: text
 * without `<`, and tags as the module writes them (a name, attributes with double-quoted values
 * holding no `"` or `<`, maybe ` /`). Whatever state a browser's tokenizer is in, it finds no
 * tag or attribute in such a string that is not one of these.
 */
const NAME = `[^\\t\\n\\f />"'<=]+`;
const WRITTEN = new RegExp(`^(?:[^<]|<${NAME}(?: ${NAME}(?:="[^"<]*")?)*(?: /)?>|</${NAME}>)*$`);
const TAG = new RegExp(`<(/?)(${NAME})((?: ${NAME}(?:="[^"<]*")?)*)(?: /)?>`, 'g');

/** The start tags in a result of the module, with their attributes' names. */
function startTagsIn(written: string): Array<{ name: string; attributes: string[] }> {
  return [...written.matchAll(TAG)].filter((match) => match[1] === '').map((match) => ({
    name: match[2] ?? '',
    attributes: [...(match[3] ?? '').matchAll(new RegExp(` (${NAME})(?:="[^"<]*")?`, 'g'))].map((attribute) => attribute[1] ?? ''),
  }));
}

function expectNoInlineCode(input: string): void {
  const written = withoutInlineCode(input);
  expect(written, JSON.stringify(input)).to.match(WRITTEN);
  for (const { name, attributes } of startTagsIn(written)) {
    expect(name, JSON.stringify(input)).not.to.be.oneOf(['script', 'style', 'base']);
    for (const attribute of attributes) expect(attribute.startsWith('on') || attribute === 'style', `${attribute} in ${JSON.stringify(input)}`).to.equal(false);
  }
  expect(withoutInlineCode(written), `not settled for ${JSON.stringify(input)}`).to.equal(written);
}

describe('withoutInlineCode', () => {
  it('leaves an article of allowed markup as it was', () => {
    const article =
      '<h2>Meters</h2>\n<p>Prices from <b>1 April</b><sup>1</sup>. <a href="/help-and-support/prices?a=1&amp;b=2">See prices</a></p>' +
      '<ul><li>Fish &amp; chips &lt;script&gt; 5 > 3</li></ul><div class="x"><span>Top up</span> <i>your</i> key</div><br />';
    expect(withoutInlineCode(article)).to.equal(article);
  });

  it('takes out every event handler and style attribute, however it is written, and keeps the rest', () => {
    expect(withoutInlineCode('<p onclick="alert(1)" ONMOUSEOVER=alert(2) OnFocus=\'x\' class="a">Hi</p>')).to.equal('<p class="a">Hi</p>');
    expect(withoutInlineCode('<img src=x onerror=alert(1)>')).to.equal('<img src="x">');
    expect(withoutInlineCode('<svg/onload=alert(1)>')).to.equal('<svg>');
    expect(withoutInlineCode('<a href="/x"onclick="y">x</a>')).to.equal('<a href="/x">x</a>');
    expect(withoutInlineCode('<p style="color:red" title="a style=b onclick=c">x</p>')).to.equal('<p title="a style=b onclick=c">x</p>');
    expect(withoutInlineCode('<body onload=alert(1)>Hi')).to.equal('<body>Hi');
    expect(withoutInlineCode('<a/b/onclick=x>y</a>')).to.equal('<a b>y</a>');
  });

  it('leaves out script and style elements with their content, base elements, comments, doctypes and processing instructions', () => {
    expect(withoutInlineCode('<p>Hello<script>alert("</p>")</script> there</p>')).to.equal('<p>Hello there</p>');
    expect(withoutInlineCode('<STYLE media=x>p { color: red }</STYLE ><p>Hi</p>')).to.equal('<p>Hi</p>');
    expect(withoutInlineCode('<!DOCTYPE html><!-- a <b onclick=x> --><?xml x?><![CDATA[y]]>z<!-->w<!--->v')).to.equal('zwv');
    expect(withoutInlineCode('<xmp><b onclick=x></xmp><iframe srcdoc="<p>"><script>x</script></iframe>after')).to.equal('after');
    expect(withoutInlineCode('before<plaintext><p onclick=x>all text')).to.equal('before');
    expect(withoutInlineCode('<BASE HREF="javascript:alert(1);//"><base href=//x/ />a')).to.equal('a');
  });

  it('keeps the words of title and textarea as words', () => {
    expect(withoutInlineCode('<title>Tips <script>alert(1)</script></title>')).to.equal('<title>Tips &lt;script>alert(1)&lt;/script></title>');
    expect(withoutInlineCode('<textarea><img src=x onerror=y></textarea>')).to.equal('<textarea>&lt;img src=x onerror=y></textarea>');
  });

  it('reads a self-closing or never-closed raw-text tag as SVG does: only the tag goes', () => {
    expect(withoutInlineCode('<svg><script xlink:href=data:,alert(1) /></svg><p>after</p>')).to.equal('<svg></svg><p>after</p>');
    expect(withoutInlineCode('<svg><x><script>alert(1)</x></svg><p>after</p>')).to.equal('<svg><x>alert(1)</x></svg><p>after</p>');
  });

  it('reads hostile input in time proportional to its length', () => {
    const started = performance.now();
    const unclosed = '<script><style><title>x'.repeat(20000);
    expect(withoutInlineCode(unclosed)).to.equal('<title>x'.repeat(20000));
    expect(withoutInlineCode('<p a="'.repeat(20000)).length).to.equal(0);
    expect(performance.now() - started).to.be.below(2000);
  });

  it('escapes a < that opens no tag, and drops a tag the input ends inside', () => {
    expect(withoutInlineCode('5 < 6 <3 </ x>|</>a<')).to.equal('5 &lt; 6 &lt;3 |a&lt;');
    expect(withoutInlineCode('a <p onclick="x')).to.equal('a ');
    expect(withoutInlineCode('a</')).to.equal('a&lt;/');
  });

  it('writes values so that no quote or < ends or opens anything', () => {
    expect(withoutInlineCode(`<a href='/x?q="a"' title=a"b<c>x</a>`)).to.equal('<a href="/x?q=&quot;a&quot;" title="a&quot;b&lt;c">x</a>');
  });

  it('leaves nothing a parser would read as a handler, a style or a script, from any string, and settles at once', () => {
    const pieces = fc.constantFrom(
      '<', '>', '/', '=', '"', "'", ' ', '\n', '\r', '\t', '\f', '\0', '!', '-', '?', '&', ';', 'a', 'p', 'on', 'onclick', 'ONERROR', 'style',
      'script', 'STYLE', 'base', 'title', 'textarea', 'xmp', 'plaintext', 'svg', 'math', 'img', 'x', '<!--', '-->', '--!>', '<![CDATA[', ']]>',
      '</script>', '</style>', '</title>', '<script>', '<style>', '<p ', '<img src=x onerror=', '`',
    );
    fc.assert(fc.property(fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join('')), expectNoInlineCode), { numRuns: 3000 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 80 }), expectNoInlineCode), { numRuns: 1000 });
  });
});
