// The package's entry on Node: the module's bytes are read from the file
// beside this one, with no network. Nothing needs awaiting: the first call
// loads the module synchronously, unless `init` did already.

import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { ForsytheError, initNow, initOr, setLazyLoader } from './core.js';

export { ForsytheError, describe, draw, drawBlock, drawFile, gif, png, svg, translate, version } from './core.js';

const file = new URL('./forsythe.wasm', import.meta.url);

setLazyLoader(() => {
  let bytes;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new ForsytheError('init', `forsythe.wasm could not be read: ${e.message}`);
  }
  initNow(new WebAssembly.Module(bytes));
});

/**
 * Loads the module: the package's own (read from its folder) or `source`,
 * as bytes, a `WebAssembly.Module`, a `Response` or a URL. Optional on Node.
 */
export async function init(source) {
  await initOr(source, () => readFile(file));
}
