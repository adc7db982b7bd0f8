// The types of the `forsythe` package: chess diagrams drawn by the forsythe
// engine, running as WebAssembly in Node and browsers.

/** The version of the package, which is the crate's and its module's. */
export const version: string;

/** A value of a key: text, a number, yes/no, or a list for keys that take many. */
export type Value = string | number | boolean | null | undefined | readonly Value[];

/** How much a diagnostic weighs. */
export type Kind = 'error' | 'warning' | 'note';

/** What the engine said about a request, placed by key, line and column. */
export interface Diagnostic {
  kind: Kind;
  /** The message, in the language of `lang`. */
  message: string;
  /** What to do about it, when there is a suggestion. */
  hint: string | null;
  /** The key whose value it points into (`fen`, `arrows`), if any. */
  key: string | null;
  /** The line it points at, from 1: in the key's value, or in the block. */
  line: number | null;
  /** The column, in characters from 1. */
  column: number | null;
  /** All of it in one line: `fen:1:19: warning: …`. */
  text: string;
}

/**
 * The keys of the one vocabulary (see the guide's Keys page), in
 * JavaScript spelling: `sideToMove` is `side-to-move`, `true` and `false`
 * are yes and no, a list gives the key once for each item.
 */
export interface Keys {
  fen?: string;
  pgn?: string;
  dialect?: string;
  base?: string;
  moves?: string;
  at?: string | number;
  theme?: 'classic' | 'blue' | 'green' | 'print' | 'hatched' | 'magazine' | (string & {});
  light?: string;
  dark?: string;
  size?: number | string;
  flip?: boolean | 'auto' | 'black' | 'white';
  coordinates?: boolean | 'outside' | 'inside' | 'none';
  frame?: 'none' | 'thin' | 'thick' | 'double';
  sideToMove?: boolean;
  transparent?: boolean;
  squareSize?: string;
  dpi?: number;
  mark?: Value;
  circle?: Value;
  cross?: Value;
  arrows?: Value;
  marks?: Value;
  annotations?: Value;
  caption?: Value;
  number?: string;
  author?: string;
  source?: string;
  stipulation?: string;
  condition?: string;
  lastMove?: string;
  lastMoveStyle?: 'squares' | 'arrow' | 'none';
  check?: string;
  legend?: 'auto' | 'pictures' | 'text' | 'none';
  glyph?: Value;
  alt?: string;
  /** The language of captions, words and messages: `en`, `de`, `fr`, `it`, `nl`. */
  lang?: string;
  /** Any other key of the vocabulary. */
  [key: string]: unknown;
}

/** Options of every function: the keys, and where warnings go. */
export interface Options extends Keys {
  /** Called with each warning or note, before the function returns. */
  onWarning?: (warning: Diagnostic) => void;
}

/** A drawing with what comes with it. */
export interface Drawing<F extends Format = Format> {
  format: F;
  /** SVG text, or the PNG or GIF file's bytes. */
  image: F extends 'svg' ? string : Uint8Array;
  /** The alternative text: the `alt` key, else the position in words. */
  alt: string;
  /** Whether the image has a printed size of its own (`squareSize`). */
  natural: boolean;
  warnings: Diagnostic[];
}

export type Format = 'svg' | 'png' | 'gif';

/**
 * Why nothing was made. `kind` is `input` (what was given cannot be drawn;
 * `key`, `line` and `column` say where), `version` (the package and its
 * module differ), `init` (the module is not loaded, or not forsythe's) or
 * `module` (the module failed).
 */
export class ForsytheError extends Error {
  kind: 'input' | 'version' | 'init' | 'module';
  key: string | null;
  line: number | null;
  column: number | null;
  hint: string | null;
  /** Everything said, the errors among it. */
  diagnostics: Diagnostic[];
}

/**
 * Loads the engine: the package's own `forsythe.wasm`, or `source`. In
 * browsers, await it once before drawing; on Node it is optional.
 */
export function init(
  source?: WebAssembly.Module | ArrayBuffer | ArrayBufferView | Response | PromiseLike<Response> | URL | string,
): Promise<void>;

/** The diagram of `text` (FEN, EPD, Forsyth, or a PGN game) as SVG text. */
export function svg(text: string | null | undefined, options?: Options): string;
/** The diagram as a PNG file's bytes. */
export function png(text: string | null | undefined, options?: Options): Uint8Array;
/** The diagram as a GIF file's bytes. */
export function gif(text: string | null | undefined, options?: Options): Uint8Array;
/** The diagram in `options.format`, with its alternative text and warnings. */
export function draw<F extends Format = 'svg'>(
  text: string | null | undefined,
  options?: Options & { format?: F },
): Drawing<F>;
/** A diagram block's `key: value` lines drawn over `options`. */
export function drawBlock<F extends Format = 'svg'>(
  block: string,
  options?: Options & { format?: F },
): Drawing<F>;
/**
 * Each item of a file (FEN or EPD lines, a PGN file, Popeye's input, an
 * olive or YACPDB collection) drawn: problems with their lines and twins.
 */
export function drawFile<F extends Format = 'svg'>(
  text: string,
  options?: Options & { format?: F },
): Drawing<F>[];
/** The position in words. */
export function describe(text: string | null | undefined, options?: Options): string;
/** The record written in the notation `options.to` (`de`, `ffen`, `popeye`, …). */
export function translate(text: string | null | undefined, options: Options & { to: string }): string;
