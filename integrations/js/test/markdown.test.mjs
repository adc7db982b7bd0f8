// The Markdown plugins with the real markdown-it and remark: a document of
// fairy, German, problem and game blocks becomes the same diagrams through
// both as through `forsythe markdown --inline-svg`. They are compared by the
// image each SVG draws (rasterised by resvg, pixel for pixel), and by their
// text once each diagram's own prefix of ids is set aside, since the
// program names ids after its hash and the plugins after theirs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkStringify from 'remark-stringify';
import rehypeStringify from 'rehype-stringify';
import { Resvg } from '@resvg/resvg-js';
import { ForsytheError } from 'forsythe';
import forsytheIt from 'forsythe/markdown-it';
import forsytheRemark from 'forsythe/remark';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const exe = process.env.FORSYTHE_EXE ?? `${root}target/release/forsythe`;
const document = readFileSync(new URL('fixtures/blocks.md', import.meta.url), 'utf8');

/** The inline diagrams of a page, in order. */
function diagrams(html) {
  return html.match(/<div class="forsythe"><svg[\s\S]*?<\/svg><\/div>/g) ?? [];
}

/** A diagram with its prefix of ids (the one its title's id has) set aside. */
function unscoped(diagram) {
  const scope = diagram.match(/<title id="([^"]*?)-title-/)[1];
  return diagram.split(`${scope}-`).join('SCOPE-');
}

/** The pixels a diagram's SVG draws. */
function pixels(diagram) {
  const svg = diagram.replace(/^<div class="forsythe">/, '').replace(/<\/div>$/, '');
  const image = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
  return { width: image.width, height: image.height, pixels: Buffer.from(image.pixels) };
}

/** The program's diagrams for the document. */
function programs() {
  assert.ok(existsSync(exe), `the forsythe program is missing: ${exe} (cargo build --release, or set FORSYTHE_EXE)`);
  const out = execFileSync(exe, ['markdown', '--inline-svg', '--drop-source', '--images', 'unused'], {
    input: document,
    encoding: 'utf8',
  });
  return diagrams(out);
}

const quiet = { onWarning: (w) => assert.fail(`unexpected warning: ${w.text}`) };

function throughMarkdownIt() {
  return new MarkdownIt({ html: true }).use(forsytheIt, quiet).render(document);
}

async function throughRemark() {
  const file = await unified()
    .use(remarkParse)
    .use(forsytheRemark, quiet)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeStringify, { allowDangerousHtml: true })
    .process(document);
  return String(file);
}

test('markdown-it and remark draw what forsythe markdown draws', async () => {
  const expected = programs();
  assert.equal(expected.length, 5);
  for (const [name, html] of [['markdown-it', throughMarkdownIt()], ['remark', await throughRemark()]]) {
    const got = diagrams(html);
    assert.equal(got.length, expected.length, `${name}: the number of diagrams`);
    for (const [i, diagram] of got.entries()) {
      const a = pixels(diagram);
      const b = pixels(expected[i]);
      assert.deepEqual([a.width, a.height], [b.width, b.height], `${name}: the size of diagram ${i + 1}`);
      assert.ok(a.pixels.equals(b.pixels), `${name}: the pixels of diagram ${i + 1}`);
      assert.equal(unscoped(diagram), unscoped(expected[i]), `${name}: the text of diagram ${i + 1}`);
    }
    // Every diagram has ids of its own, the repeated one too.
    const scopes = got.map((d) => d.match(/<title id="([^"]*?)-title-/)[1]);
    assert.equal(new Set(scopes).size, scopes.length, `${name}: ids shared between diagrams`);
    assert.match(html, /<code class="language-js">console\.log\('not a diagram'\);\n<\/code>/);
  }
});

test('the diagrams differ from each other, and are not blank', () => {
  const drawn = diagrams(throughMarkdownIt()).map(pixels);
  const distinct = new Set(drawn.map((d) => d.pixels.toString('base64')));
  // The fourth is the second again.
  assert.equal(distinct.size, 4);
  for (const d of drawn) {
    const colours = new Set();
    for (let i = 0; i < d.pixels.length; i += 4 * 97) colours.add(d.pixels.readUInt32BE(i));
    assert.ok(colours.size > 3, 'a diagram of few colours');
  }
});

test('remark keeps the diagrams as HTML in a Markdown document', async () => {
  const file = await unified().use(remarkParse).use(forsytheRemark, quiet).use(remarkStringify).process(document);
  const out = String(file);
  assert.equal(diagrams(out).length, 5);
  assert.ok(out.includes('```js\nconsole.log'));
  assert.ok(!out.includes('```fen'));
});

test('the plugins take defaults, other info words, and keys in the info string', async () => {
  const md = '```chessboard size=200\n8/8/8/4k3/8/8/8/4K3 w\n```\n';
  const it = new MarkdownIt().use(forsytheIt, { infos: ['chessboard'], coordinates: false, ...quiet }).render(md);
  const file = await unified()
    .use(remarkParse)
    .use(forsytheRemark, { infos: ['chessboard'], coordinates: false, ...quiet })
    .use(remarkStringify)
    .process(md);
  for (const out of [it, String(file)]) {
    const [d] = diagrams(out);
    assert.match(d, /^<div class="forsythe"><svg role="img" aria-label="White to move\. White: king e1\. Black: king e5\." style="max-width:100%;height:auto" [^>]*width="200"/);
  }
  // `fen` blocks are code when the info words are others.
  assert.match(new MarkdownIt().use(forsytheIt, { infos: ['chessboard'] }).render('```fen\n8/8/8/8/8/8/8/K6k w\n```\n'), /<pre><code class="language-fen">/);
});

test('a warning and an error are placed in the document', async () => {
  const md = 'Text.\n\n```fen\n8/8/8/4k3/8/8/8/4KX2 w\n```\n\n```fen\n8/8/8/4k3/8/8/8/4K3 w\narrows: e2e9\n```\n';
  const warnings = [];
  const thrown = (f) => {
    try {
      f();
    } catch (e) {
      return e;
    }
    assert.fail('nothing thrown');
  };
  const it = thrown(() => new MarkdownIt().use(forsytheIt, { onWarning: (w) => warnings.push(w) }).render(md));
  assert.ok(it instanceof ForsytheError);
  assert.deepEqual([it.kind, it.line, it.column], ['input', 9, 9]);
  assert.equal(it.message, '9:9: error: the square e9 of a mark is not on the board');
  assert.deepEqual(
    warnings.map((w) => w.text),
    ['4:19: warning: `X` in rank 1 is not a piece letter in English notation; it is drawn as `?`'],
  );
  const processor = unified().use(remarkParse).use(forsytheRemark, { onWarning: () => {} }).use(remarkStringify);
  const remark = await processor.process(md).then(() => assert.fail('nothing thrown'), (e) => e);
  assert.deepEqual([remark.kind, remark.line, remark.column], ['input', 9, 9]);
  // With onError, the block stays as it was.
  const errors = [];
  const kept = new MarkdownIt().use(forsytheIt, { onWarning: () => {}, onError: (e) => errors.push(e) }).render(md);
  assert.equal(diagrams(kept).length, 1);
  assert.match(kept, /<pre><code class="language-fen">8\/8\/8\/4k3\/8\/8\/8\/4K3 w\narrows: e2e9\n<\/code><\/pre>/);
  assert.equal(errors.length, 1);
});
