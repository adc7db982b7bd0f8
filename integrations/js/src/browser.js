// The package's entry for browsers (and every platform but Node): the
// module is fetched from beside this file, where bundlers put it, once
// `await init()` is called; every call after that is synchronous.

import { initOr } from './core.js';

export { ForsytheError, describe, draw, drawBlock, drawFile, gif, png, svg, translate, version } from './core.js';

/**
 * Loads the module: the package's own (`forsythe.wasm` beside this file) or
 * `source`, as bytes, a `WebAssembly.Module`, a `Response` or a URL.
 */
export async function init(source) {
  await initOr(source, () => fetch(new URL('./forsythe.wasm', import.meta.url)));
}
