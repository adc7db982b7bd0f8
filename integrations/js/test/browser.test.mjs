// A page that imports the package draws a diagram in Chromium (Debian's,
// driven by playwright-core): the assembled package is served on localhost
// by node:http, the page maps `forsythe` to it with an import map (as a page
// without a bundler does), awaits `init()` and puts the SVG in the DOM. The
// SVG must be the one Node draws, shown at its size, and not blank.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import { svg } from 'forsythe';

const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
const require = createRequire(import.meta.url);
const folder = dirname(realpathSync(require.resolve('forsythe/package.json')));
const RECORD = 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4';
const OPTIONS = { arrows: ['h5f7:red'], size: 320 };

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>forsythe</title><link rel="icon" href="data:,">
<script type="importmap">{"imports": {"forsythe": "/forsythe/browser.js"}}</script>
</head><body><div id="board"></div>
<script type="module">
import { init, svg, version } from 'forsythe';
let before = 'drawn';
try { svg('8/8/8/4k3/8/8/8/4K3 w'); } catch (e) { before = e.kind; }
try {
  await init();
  document.querySelector('#board').innerHTML = svg(${JSON.stringify(RECORD)}, ${JSON.stringify(OPTIONS)});
  document.body.dataset.version = version;
} catch (e) {
  document.body.dataset.error = String(e);
}
document.body.dataset.before = before;
document.body.dataset.done = 'yes';
</script></body></html>`;

const TYPES = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json' };

/** Serves the page at `/` and the package under `/forsythe/`. */
function serve() {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://localhost').pathname;
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE);
      return;
    }
    const file = normalize(join(folder, path.replace(/^\/forsythe\//, '')));
    if (!path.startsWith('/forsythe/') || !file.startsWith(folder) || !existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('a page that imports the package draws a diagram in Chromium', async () => {
  const missing = [];
  if (!existsSync(chromium)) missing.push(`chromium (${chromium}: apt-get install chromium)`);
  let playwright;
  try {
    playwright = await import('playwright-core');
  } catch {
    missing.push('playwright-core (npm ci in integrations/js/test)');
  }
  assert.deepEqual(missing, [], `missing: ${missing.join(', ')}`);

  const server = await serve();
  const browser = await playwright.chromium.launch({
    executablePath: chromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForSelector('body[data-done]', { timeout: 30000 });
    const data = await page.evaluate(() => ({ ...document.body.dataset }));
    assert.equal(data.error, undefined);
    assert.equal(data.before, 'init', 'a call before init() is an error of kind init');
    assert.equal(data.version, JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).version);
    const drawn = await page.evaluate(() => document.querySelector('#board').innerHTML);
    const expected = svg(RECORD, OPTIONS);
    assert.equal(drawn.slice(0, 200), expected.slice(0, 200));
    assert.equal(drawn.length > 1000, true);
    const box = await page.locator('#board svg').boundingBox();
    assert.deepEqual([box.width, Math.round(box.height)], [320, Math.round(320 * Number(expected.match(/viewBox="0 0 \d+ (\d+)"/)[1]) / Number(expected.match(/viewBox="0 0 (\d+)/)[1]))]);
    // The board is drawn: the shot of it has many colours.
    const shot = await page.locator('#board svg').screenshot();
    assert.ok(shot.length > 5000, `a shot of ${shot.length} bytes`);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});
