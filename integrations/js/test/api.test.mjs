// The package's API as a Node program uses it, through the package's own
// name (so through its exports): drawings, words, notations, the warnings
// as data, the errors with their places, and the version check of `init`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ForsytheError, describe, draw, drawBlock, drawFile, gif, init, png, svg, translate, version } from 'forsythe';
import { EMPTY, moduleOfVersion } from './wasm.mjs';

const KINGS = '8/8/8/4k3/8/8/8/4K3 w';
const root = new URL('../../../', import.meta.url);
const crate = readFileSync(new URL('Cargo.toml', root), 'utf8').match(/^version = "(.*)"$/m)[1];
const wasm = createRequire(import.meta.url).resolve('forsythe/forsythe.wasm');

/** The ForsytheError `f` throws. */
function thrown(f) {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof ForsytheError, `not a ForsytheError: ${e}`);
    return e;
  }
  assert.fail('nothing was thrown');
}

test('on Node the first call loads the module, with no init', () => {
  const drawn = svg(KINGS);
  assert.ok(
    drawn.startsWith(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" role="img" ' +
        'aria-labelledby="title-6f54b8c8 desc-6f54b8c8" width="400" height="400" viewBox="0 0 400 400">' +
        '<title id="title-6f54b8c8">8/8/8/4k3/8/8/8/4K3 w</title>' +
        '<desc id="desc-6f54b8c8">White to move. White: king e1. Black: king e5.</desc>',
    ),
    drawn.slice(0, 400),
  );
  assert.ok(drawn.endsWith('</svg>\n') || drawn.endsWith('</svg>'));
});

test('the package is the crate\'s version', () => {
  assert.equal(version, crate);
  const manifest = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('forsythe/package.json'), 'utf8'));
  assert.equal(manifest.version, crate);
});

test('options are the keys of the vocabulary in JavaScript spelling', () => {
  const small = svg(KINGS, { size: 200, sideToMove: true, arrows: ['e1e2:red', 'e5e4'], coordinates: false });
  assert.match(small, /^<svg [^>]* width="200" height="188" viewBox="0 0 200 188">/);
  assert.notEqual(small, svg(KINGS, { size: 200, sideToMove: true, arrows: ['e1e2:red'], coordinates: false }));
  // The same diagram as the keys' own spelling gives.
  const kebab = svg(KINGS, { size: 200, 'side-to-move': 'yes', arrows: 'e1e2:red, e5e4', coordinates: 'no' });
  assert.equal(kebab, small);
  // `null` and `undefined` options are left out.
  assert.equal(svg(KINGS, { theme: undefined, flip: null }), svg(KINGS));
});

test('a game is recognised and drawn at its end', () => {
  const game = '[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Nf3 *';
  assert.equal(
    describe(game),
    'Black to move. White: king e1, queen d1, rooks a1 and h1, bishops c1 and f1, knights b1 and f3, ' +
      'pawns a2, b2, c2, d2, e4, f2, g2 and h2. Black: king e8, queen d8, rooks a8 and h8, bishops c8 and f8, ' +
      'knights b8 and g8, pawns a7, b7, c7, d7, e5, f7, g7 and h7.',
  );
  assert.equal(describe('1. e4 e5 2. Nf3 *', { at: '1' }), describe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'));
});

test('PNG and GIF are bytes', () => {
  const bytes = png(KINGS, { size: 160 });
  assert.ok(bytes instanceof Uint8Array);
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // The width in the IHDR chunk.
  assert.equal(new DataView(bytes.buffer, bytes.byteOffset).getUint32(16), 160);
  assert.equal(new TextDecoder().decode(gif(KINGS).subarray(0, 6)), 'GIF89a');
});

test('draw gives the image with its alternative text', () => {
  const d = draw(KINGS, { format: 'png', squareSize: '7mm' });
  assert.equal(d.format, 'png');
  assert.equal(d.alt, 'White to move. White: king e1. Black: king e5.');
  assert.equal(d.natural, true);
  assert.deepEqual(d.warnings, []);
  assert.equal(draw(KINGS).natural, false);
  assert.equal(typeof draw(KINGS).image, 'string');
});

test('words and notations', () => {
  assert.equal(describe(KINGS), 'White to move. White: king e1. Black: king e5.');
  assert.equal(describe(KINGS, { lang: 'de' }), 'Weiß am Zug. Weiß: König e1. Schwarz: König e5.');
  assert.equal(describe(KINGS, { lang: 'fr' }), 'Trait aux Blancs. Blancs\u00a0: roi e1. Noirs\u00a0: roi e5.');
  assert.equal(translate('8/8/8/4k3/8/8/8/4K2Q w - - 0 1', { to: 'de' }), '8/8/8/4k3/8/8/8/4K2D w - - 0 1');
  assert.equal(translate('8/8/8/4k3/8/8/8/4K2D w', { dialect: 'de', to: 'fr' }), '8/8/8/4r3/8/8/8/4R2D w');
  const e = thrown(() => translate(KINGS, {}));
  assert.equal(e.key, 'to');
});

test('warnings are data, given to onWarning', () => {
  const warnings = [];
  const drawn = svg('8/8/8/4k3/8/8/8/4KX2 w', { onWarning: (w) => warnings.push(w) });
  assert.ok(drawn.startsWith('<svg '));
  assert.deepEqual(warnings, [
    {
      kind: 'warning',
      message: '`X` in rank 1 is not a piece letter in English notation; it is drawn as `?`',
      hint: null,
      key: 'fen',
      line: 1,
      column: 19,
      text: 'fen:1:19: warning: `X` in rank 1 is not a piece letter in English notation; it is drawn as `?`',
    },
  ]);
  assert.deepEqual(draw('8/8/8/4k3/8/8/8/4KX2 w').warnings, warnings);
  const said = [];
  assert.equal(
    translate('8/8/8/4k3/8/8/8/4K2(Q2) w', { dialect: 'yacpdb', to: 'de', onWarning: (w) => said.push(w) }),
    '8/8/8/4k3/8/8/8/4K2? w',
  );
  assert.equal(said.length, 1);
  assert.equal(said[0].kind, 'warning');
  assert.match(said[0].message, /German notation has no way to write what stands on h1/);
});

test('without onWarning, the calls that answer an image or a text alone tell the console', (t) => {
  const told = [];
  t.mock.method(console, 'warn', (line) => told.push(line));
  const text = 'fen:1:19: warning: `X` in rank 1 is not a piece letter in English notation; it is drawn as `?`';
  assert.ok(svg('8/8/8/4k3/8/8/8/4KX2 w').startsWith('<svg '));
  assert.match(describe('8/8/8/4k3/8/8/8/4KX2 w'), /^White to move\./);
  assert.deepEqual(told, [`forsythe: ${text}`, `forsythe: ${text}`]);
  // draw answers its warnings as data: the console hears nothing.
  assert.equal(draw('8/8/8/4k3/8/8/8/4KX2 w').warnings[0].text, text);
  svg('8/8/8/4k3/8/8/8/4KX2 w', { onWarning: () => {} });
  assert.equal(told.length, 2);
});

test('errors say their key, line and column', () => {
  const arrows = thrown(() => svg(KINGS, { arrows: ['e1e2', 'e2e9'] }));
  assert.equal(arrows.kind, 'input');
  assert.equal(arrows.key, 'arrows');
  assert.equal(arrows.line, 1);
  assert.equal(arrows.column, 1);
  assert.equal(arrows.message.startsWith('arrows:1:1: error: '), true);
  const game = thrown(() => svg('1. e4 e5\n2. Ke3 *'));
  assert.deepEqual(
    [game.key, game.line, game.column, game.message],
    ['pgn', 2, 4, 'pgn:2:4: error: `2.Ke3` is not a legal move'],
  );
  const theme = thrown(() => png(KINGS, { theme: 'nope' }));
  assert.equal(theme.message, 'theme:1:1: error: `nope` is not a theme; choose classic, blue, green, print, hatched or magazine');
  assert.equal(theme.diagnostics[0].kind, 'error');
  const german = thrown(() => describe(KINGS, { lang: 'de', theme: 'nope' }));
  assert.match(german.message, /^theme:1:1: error: `nope` ist/);
  const object = thrown(() => svg(KINGS, { arrows: { from: 'e2' } }));
  assert.equal(object.key, 'arrows');
  const unknown = thrown(() => svg(KINGS, { sideToMoove: true }));
  assert.equal(unknown.key, 'side-to-moove');
});

test('a block is drawn over the options, placed in its own lines', () => {
  const warnings = [];
  const d = drawBlock('8/8/8/4k3/8/8/8/4K3 w\ntheme: print\nsize: 200\n', {
    size: 400,
    coordinates: false,
    onWarning: (w) => warnings.push(w),
  });
  assert.equal(d.image, svg(KINGS, { theme: 'print', size: 200, coordinates: false }));
  const e = thrown(() => drawBlock('fen: 8/8/8/4k3/8/8/8/4K3 w\narrows: e2e9\n'));
  assert.deepEqual([e.key, e.line, e.column], [null, 2, 9]);
});

test('a file is drawn item by item, each with its warnings', () => {
  const warnings = [];
  const file = '8/8/8/4k3/8/8/8/4K3 w - -\n8/8/8/8/8/8/8/QK5k b - -\n8/8/8/8/8/8/8/QK5X b - -\n';
  const items = drawFile(file, { size: 200, onWarning: (w) => warnings.push(w) });
  assert.deepEqual(
    items.map((i) => i.alt),
    [
      'White to move. White: king e1. Black: king e5.',
      'Black to move. White: king b1, queen a1. Black: king h1.',
      'Black to move. White: king b1, queen a1. Black has no pieces. Unknown square: h1.',
    ],
  );
  assert.equal(items[1].image, svg('8/8/8/8/8/8/8/QK5k b - -', { size: 200 }));
  assert.ok(items.every((i) => i.image.startsWith('<svg ') && / width="200"/.test(i.image)));
  assert.deepEqual(items.map((i) => i.warnings.length), [0, 0, 1]);
  assert.deepEqual(warnings.map((w) => [w.line, w.column]), [[3, 18]]);
  const pngs = drawFile(file, { format: 'png' });
  assert.ok(pngs.every((i) => i.image[0] === 0x89 && i.image[1] === 0x50));
  assert.equal(thrown(() => drawFile('nothing here')).kind, 'input');
});

test('init checks the module is forsythe\'s of the same version', async () => {
  const other = await init(moduleOfVersion('9.9.9')).then(
    () => assert.fail('a module of another version was taken'),
    (e) => e,
  );
  assert.ok(other instanceof ForsytheError);
  assert.equal(other.kind, 'version');
  assert.equal(
    other.message,
    `the forsythe package is version ${crate} but its WebAssembly module is version 9.9.9: install them together`,
  );
  const empty = await init(EMPTY).then(() => assert.fail('an empty module was taken'), (e) => e);
  assert.equal(empty.kind, 'init');
  assert.match(empty.message, /not forsythe's: it lacks memory, version, draw/);
  // The engine loaded before is still the one drawing.
  assert.equal(describe(KINGS), 'White to move. White: king e1. Black: king e5.');
  // A user's own bytes, Module and Response are taken.
  const bytes = readFileSync(wasm);
  await init(bytes);
  await init(await WebAssembly.compile(bytes));
  await init(new Response(bytes, { headers: { 'content-type': 'application/wasm' } }));
  assert.equal(describe(KINGS), 'White to move. White: king e1. Black: king e5.');
  const missing = await init(new Response('no', { status: 404 })).then(() => assert.fail(), (e) => e);
  assert.equal(missing.kind, 'init');
});

test('a module that fails is an error, and the next call has a fresh instance', async () => {
  await init(moduleOfVersion(version, true));
  for (let i = 0; i < 2; i++) {
    const e = thrown(() => svg(KINGS));
    assert.equal(e.kind, 'module');
    assert.match(e.message, /^the forsythe module failed: unreachable/);
  }
  await init(moduleOfVersion(version));
  // A function that says it failed, with no message.
  assert.equal(thrown(() => svg(KINGS)).kind, 'module');
  await init(readFileSync(wasm));
  assert.equal(describe(KINGS), 'White to move. White: king e1. Black: king e5.');
});
