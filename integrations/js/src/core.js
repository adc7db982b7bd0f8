// The package's one core, shared by its Node and browser entries: a host of
// the plugin protocol that forsythe.wasm speaks (bytes in, bytes out, the
// answer framed as a JSON header and a body), and the API over it. The
// entries only say where the module's bytes come from.

import { VERSION } from './version.js';

/** The version of this package, which is the crate's. */
export const version = VERSION;

/** The keys of `options` that are the API's own, not keys of the vocabulary. */
const OWN = new Set(['onWarning', 'to']);

/** The functions a forsythe module exports, besides its memory. */
const FUNCTIONS = ['version', 'draw', 'describe', 'translate', 'file'];

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * What went wrong, as data. `kind` is `input` (what was given cannot be
 * drawn: `key`, `line` and `column` say where), `version` (the package and
 * its module are not of one version), `init` (the module is not loaded, or
 * is not forsythe's) or `module` (the module itself failed).
 */
export class ForsytheError extends Error {
  constructor(kind, message, details = {}) {
    super(message);
    this.name = 'ForsytheError';
    this.kind = kind;
    this.key = details.key ?? null;
    this.line = details.line ?? null;
    this.column = details.column ?? null;
    this.hint = details.hint ?? null;
    this.diagnostics = details.diagnostics ?? [];
  }
}

// The module's one instance, and how to get another: after a trap its state
// may be half-changed, so it is thrown away and the module instantiated anew.
let current = null;
let compiled = null;
// A loader that gives the module synchronously (Node's), used on first call.
let lazy = null;

/** Sets the loader the first call uses when `init` was not awaited. */
export function setLazyLoader(loader) {
  lazy = loader;
}

/**
 * A host of the protocol: the `imports` to instantiate a module with, then
 * `bind(instance)`; `call(name, ...args)` gives the answer's bytes, or
 * throws.
 */
function host() {
  let instance = null;
  let args = [];
  let out = new Uint8Array(0);
  const memory = () => new Uint8Array(instance.exports.memory.buffer);
  const imports = {
    typst_env: {
      wasm_minimal_protocol_write_args_to_buffer(pointer) {
        // Read the memory anew each time: growing it detaches old views.
        const m = memory();
        let at = pointer >>> 0;
        for (const a of args) {
          m.set(a, at);
          at += a.length;
        }
      },
      wasm_minimal_protocol_send_result_to_host(pointer, length) {
        out = memory().slice(pointer >>> 0, (pointer >>> 0) + (length >>> 0));
      },
    },
  };
  const call = (name, ...given) => {
    args = given;
    out = new Uint8Array(0);
    const code = instance.exports[name](...given.map((a) => a.length));
    args = [];
    if (code === 0) return out;
    const said = decoder.decode(out);
    throw new ForsytheError('module', code === 1 ? said : `the module broke its protocol in \`${name}\``);
  };
  return { imports, call, bind: (i) => (instance = i) };
}

/** Instantiates `module` synchronously, or returns null where not allowed. */
function instantiateNow(module) {
  const h = host();
  try {
    h.bind(new WebAssembly.Instance(module, h.imports));
  } catch (e) {
    if (e instanceof RangeError) return null;
    throw e;
  }
  return h;
}

/** Checks that `h` is forsythe's module of this package's version. */
function checked(module, h) {
  const exports = WebAssembly.Module.exports(module).map((e) => e.name);
  const missing = ['memory', ...FUNCTIONS].filter((name) => !exports.includes(name));
  if (missing.length) {
    throw new ForsytheError('init', `this WebAssembly module is not forsythe's: it lacks ${missing.join(', ')}`);
  }
  let theirs;
  try {
    theirs = decoder.decode(h.call('version'));
  } catch (e) {
    throw new ForsytheError('init', `this WebAssembly module is not forsythe's: its version failed (${e.message})`);
  }
  if (theirs !== VERSION) {
    throw new ForsytheError(
      'version',
      `the forsythe package is version ${VERSION} but its WebAssembly module is version ${theirs}: install them together`,
    );
  }
  return h;
}

/** Takes `module` as the engine from now on, after checking it. */
function adopt(module, h) {
  current = checked(module, h);
  compiled = module;
}

/**
 * Loads the module from `source`: a `WebAssembly.Module`, its bytes (an
 * `ArrayBuffer` or a typed array), a `Response` or a promise of one, or a
 * URL (a `URL` or a string) to fetch. Checks its version.
 */
export async function initFrom(source) {
  let given = await source;
  if (typeof given === 'string' || given instanceof URL) given = fetch(given);
  given = await given;
  let module;
  if (given instanceof WebAssembly.Module) {
    module = given;
  } else if (typeof Response !== 'undefined' && given instanceof Response) {
    if (!given.ok) {
      throw new ForsytheError('init', `forsythe.wasm could not be loaded: ${given.status} ${given.statusText} (${given.url})`);
    }
    // A server that does not say `application/wasm` defeats streaming.
    const streamed = given.headers.get('content-type')?.startsWith('application/wasm') && WebAssembly.compileStreaming;
    module = streamed ? await WebAssembly.compileStreaming(given) : await WebAssembly.compile(await given.arrayBuffer());
  } else if (given instanceof ArrayBuffer || ArrayBuffer.isView(given)) {
    module = await WebAssembly.compile(given);
  } else {
    throw new ForsytheError('init', 'init takes a WebAssembly.Module, bytes, a Response or a URL');
  }
  const h = host();
  h.bind(await WebAssembly.instantiate(module, h.imports));
  adopt(module, h);
}

let pending = null;

/**
 * Loads `source`, or the package's own module from `own()` when none is
 * given and none is loaded yet (several callers share one load).
 */
export function initOr(source, own) {
  if (source !== undefined && source !== null) return initFrom(source);
  if (current) return Promise.resolve();
  pending ??= initFrom(own()).finally(() => {
    pending = null;
  });
  return pending;
}

/** Takes a module given synchronously (Node's lazy loading). */
export function initNow(module) {
  const h = instantiateNow(module);
  if (!h) throw new ForsytheError('init', 'this platform cannot start the module synchronously: await init() first');
  adopt(module, h);
}

/** Calls `name` with a request, starting the module first if need be. */
function call(name, request) {
  if (!current) {
    if (!lazy) throw new ForsytheError('init', 'forsythe is not loaded yet: await init() once before drawing');
    lazy();
  }
  const bytes = encoder.encode(JSON.stringify(request));
  try {
    return current.call(name, bytes);
  } catch (e) {
    if (e instanceof ForsytheError) throw e;
    // A trap: the instance is not to be trusted any more.
    current = compiled ? instantiateNow(compiled) : null;
    if (!current && compiled) {
      const module = compiled;
      const h = host();
      WebAssembly.instantiate(module, h.imports).then((i) => {
        h.bind(i);
        current ??= h;
      });
    }
    throw new ForsytheError('module', `the forsythe module failed: ${e.message}`);
  }
}

/** The header and body of an answer. */
function open(answer) {
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength);
  const length = view.getUint32(0);
  const header = JSON.parse(decoder.decode(answer.subarray(4, 4 + length)));
  return { header, body: answer.subarray(4 + length) };
}

/** A diagnostic of the module, in the API's spelling. */
function diagnostic(d) {
  return {
    kind: d.level,
    message: d.message,
    hint: d.hint ?? null,
    key: d.key ?? null,
    line: d.line ?? null,
    column: d.column ?? null,
    text: d.text,
  };
}

/** The error of an answer that made nothing. */
function failure(header) {
  const diagnostics = (header.diagnostics ?? []).map(diagnostic);
  const first = diagnostics.find((d) => d.kind === 'error') ?? diagnostics[0] ?? {};
  return new ForsytheError('input', first.text ?? header.error ?? 'error', { ...first, diagnostics });
}

/** The header of `answer`, after telling its warnings; throws its error. */
function received(answer, options) {
  const { header, body } = open(answer);
  if (header.version !== undefined && header.version !== VERSION) {
    throw new ForsytheError('version', `the forsythe package is version ${VERSION} but its module answered as ${header.version}`);
  }
  if (!header.ok) throw failure(header);
  const warnings = (header.diagnostics ?? []).map(diagnostic);
  const tell = options?.onWarning;
  if (tell) for (const w of warnings) tell(w);
  return { header, body, warnings };
}

/** `sideToMove` as the vocabulary writes it: `side-to-move`. */
export function keyName(name) {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** A value of an option as a key's value. */
function valueText(key, value) {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return value;
  throw new ForsytheError('input', `${key}: a value must be text, a number, true or false, or a list of them`, { key });
}

/** Whether `text` is a game (PGN) rather than a record. */
export function isGame(text) {
  const t = text.trimStart();
  return t.startsWith('[') || (/^1\.(\s|\.|[A-Za-z])/.test(t) && !t.split('\n', 1)[0].includes('/'));
}

/**
 * The pairs of the vocabulary that `text` and `options` give: the text as
 * `fen` (or `pgn` for a game), then each option, a list as the key given
 * once for each item.
 */
export function pairsOf(text, options = {}) {
  const pairs = [];
  if (text !== undefined && text !== null) {
    if (typeof text !== 'string') throw new ForsytheError('input', 'the record must be text: FEN, EPD, Forsyth or a PGN game');
    pairs.push([isGame(text) ? 'pgn' : 'fen', text]);
  }
  for (const [name, value] of Object.entries(options ?? {})) {
    if (OWN.has(name) || value === undefined || value === null) continue;
    const key = keyName(name);
    for (const item of Array.isArray(value) ? value.flat(Infinity) : [value]) {
      if (item === undefined || item === null) continue;
      pairs.push([key, valueText(key, item)]);
    }
  }
  return pairs;
}

/** The request for `text` and `options`. */
function requestOf(text, options) {
  const request = { pairs: pairsOf(text, options) };
  const lang = options?.lang;
  if (typeof lang === 'string') request.lang = lang;
  return request;
}

/** The drawing an answer holds, in `format`. */
function drawing(answer, format, options) {
  const { header, body, warnings } = received(answer, options);
  return {
    format,
    image: format === 'svg' ? decoder.decode(body) : body.slice(),
    alt: header.alt,
    natural: header.natural === true,
    warnings,
  };
}

/**
 * Draws a diagram in `options.format` (`svg`, the default, `png` or `gif`):
 * the image (text for SVG, bytes otherwise), its alternative text, and the
 * warnings.
 */
export function draw(text, options = {}) {
  const { format = 'svg', ...rest } = options ?? {};
  return drawing(call('draw', { ...requestOf(text, rest), format }), format, options);
}

/**
 * Draws a diagram block as Markdown writes it: `block` is its `key: value`
 * lines (the first may be the record alone), `options` the keys every block
 * starts from (the block's own win). Places are lines of the block.
 */
export function drawBlock(block, options = {}) {
  if (typeof block !== 'string') throw new ForsytheError('input', 'a block must be text');
  const { format = 'svg', ...rest } = options ?? {};
  const { pairs, lang } = requestOf(undefined, rest);
  const request = { lang, defaults: pairs, block, format };
  return drawing(call('draw', request), format, options);
}

/**
 * Draws each item of a file's `text` (FEN or EPD lines, a PGN file,
 * Popeye's input, an olive or YACPDB collection): a problem with its lines
 * and twins, a game at `at`. Places are lines of the file.
 */
export function drawFile(text, options = {}) {
  if (typeof text !== 'string') throw new ForsytheError('input', 'a file must be text');
  const { format = 'svg', ...rest } = options ?? {};
  const { pairs, lang } = requestOf(undefined, rest);
  const { header, body } = received(call('file', { lang, pairs, text, format }), options);
  let at = 0;
  return header.items.map((item) => {
    const bytes = body.subarray(at, at + item.size);
    at += item.size;
    const warnings = (item.diagnostics ?? []).map(diagnostic);
    if (options?.onWarning) for (const w of warnings) options.onWarning(w);
    return {
      format,
      image: format === 'svg' ? decoder.decode(bytes) : bytes.slice(),
      alt: item.alt,
      natural: item.natural === true,
      warnings,
    };
  });
}

/**
 * The warnings of a call that answers with its image or text alone: they
 * went to `onWarning` when it is given, else they go to the console, so
 * that none is lost.
 */
function heard(made, options) {
  if (!options?.onWarning) for (const w of made.warnings) console.warn(`forsythe: ${w.text}`);
  return made;
}

/** The diagram as SVG text. */
export function svg(text, options = {}) {
  return heard(draw(text, { ...options, format: 'svg' }), options).image;
}

/** The diagram as a PNG file's bytes. */
export function png(text, options = {}) {
  return heard(draw(text, { ...options, format: 'png' }), options).image;
}

/** The diagram as a GIF file's bytes (every position of `at: every`). */
export function gif(text, options = {}) {
  return heard(draw(text, { ...options, format: 'gif' }), options).image;
}

/** The position in words (in `lang`). */
export function describe(text, options = {}) {
  return decoder.decode(heard(received(call('describe', requestOf(text, options)), options), options).body);
}

/** The record written in the notation `options.to`. */
export function translate(text, options = {}) {
  if (typeof options?.to !== 'string') {
    throw new ForsytheError('input', 'to: translate needs the notation to write in, such as `de` or `popeye`', { key: 'to' });
  }
  const request = { ...requestOf(text, options), to: options.to };
  return decoder.decode(heard(received(call('translate', request), options), options).body);
}
