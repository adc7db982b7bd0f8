// The assembled package as the registry takes it: its package.json says
// what the registry needs, `npm pack` packs exactly its files, each
// condition of its exports leads to a file it ships, and its types are
// those a TypeScript program compiles against.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const folder = dirname(realpathSync(require.resolve('forsythe/package.json')));
const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
const root = fileURLToPath(new URL('../../../', import.meta.url));
const crate = readFileSync(join(root, 'Cargo.toml'), 'utf8').match(/^version = "(.*)"$/m)[1];

test('package.json says what the registry needs', () => {
  assert.equal(manifest.name, 'forsythe');
  assert.equal(manifest.version, crate);
  assert.equal(manifest.license, 'MIT OR Apache-2.0');
  assert.equal(manifest.type, 'module');
  assert.ok(manifest.description.length > 40);
  assert.ok(manifest.keywords.includes('chess') && manifest.keywords.includes('markdown-it-plugin'));
  assert.deepEqual(manifest.engines, { node: '>=20' });
  assert.equal(manifest.types, './index.d.ts');
  assert.deepEqual(manifest.exports['.'], { types: './index.d.ts', node: './node.js', default: './browser.js' });
  // The package needs nothing else at run time.
  assert.equal(manifest.dependencies, undefined);
  if (manifest.repository) assert.equal(manifest.repository.directory, 'integrations/js');
});

test('npm pack packs the files, and each export leads to one of them', () => {
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: folder, encoding: 'utf8' }));
  const files = packed.files.map((f) => f.path).sort();
  const expected = [...manifest.files, 'package.json', 'README.md', 'LICENSE'].sort();
  assert.deepEqual(files, expected);
  assert.equal(packed.name, 'forsythe');
  assert.equal(packed.version, crate);
  const targets = Object.values(manifest.exports).flatMap((e) => (typeof e === 'string' ? [e] : Object.values(e)));
  for (const target of targets) assert.ok(files.includes(target.replace(/^\.\//, '')), `${target} is not packed`);
  for (const file of files) assert.ok(existsSync(join(folder, file)));
});

test('the types compile a program and refuse its mistakes', () => {
  const tsc = require.resolve('typescript/bin/tsc');
  const config = fileURLToPath(new URL('fixtures/tsconfig.json', import.meta.url));
  const out = execFileSync(process.execPath, [tsc, '-p', config], { encoding: 'utf8' });
  assert.equal(out, '');
});

test('each file of the package opens with a comment saying what it is for', () => {
  for (const file of manifest.files.filter((f) => /\.(js|ts)$/.test(f))) {
    assert.match(readFileSync(join(folder, file), 'utf8'), /^\/\/ \S/, file);
  }
});
