// What the markdown-it and remark plugins share: which fenced blocks are
// diagrams, the keys of a fence's info string, and the diagram written into
// the page as one line of HTML, as `forsythe markdown --inline-svg` writes it.

import { drawBlock, ForsytheError } from 'forsythe';

/** The info words that mark a diagram block unless the options say others. */
export const INFOS = ['fen', 'forsythe', 'chess'];

/** The style of an inline diagram: never wider than the column. */
const SCALES = 'max-width:100%;height:auto';

/** `text` escaped for an HTML attribute. */
function escape(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/**
 * The words of an info string (`fen theme=print black`): the language, and
 * the keys after it. An attribute block (`{.diagram}`) is the page's.
 */
export function infoWords(info) {
  const open = info.indexOf('{');
  const close = info.lastIndexOf('}');
  const words = (open >= 0 && open < close ? info.slice(0, open) : info).trim().split(/\s+/).filter(Boolean);
  const [name = '', ...rest] = words;
  const pairs = rest.map((word) => {
    const eq = word.indexOf('=');
    if (eq >= 0) return [word.slice(0, eq), word.slice(eq + 1).replace(/^["']+|["']+$/g, '')];
    if (/^(black|white)$/i.test(word)) return ['flip', word];
    return [word, 'yes'];
  });
  return { name, pairs };
}

/** A short hash of `text` (FNV-1a, 32 bits), for names of ids. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * An SVG diagram as one line of HTML: in a `<div class="forsythe">`, labelled
 * with `alt`, each id prefixed with `scope` so that diagrams of one page do
 * not share names, never wider than the column.
 */
export function inlineSvg(svg, alt, scope) {
  let body = svg.trim().replace(/(^|\s)id="|href="#|url\(#/g, (m) => `${m}${scope}-`);
  body = body.replace(/[\r\n]/g, ' ');
  const end = body.indexOf('>');
  if (body.startsWith('<svg') && end > 0) {
    const root = body
      .slice(4, end)
      .replace(/ (role|aria-labelledby|style)="[^"]*"/g, '');
    body = `<svg role="img" aria-label="${escape(alt)}" style="${SCALES}"${root}${body.slice(end)}`;
  }
  return `<div class="forsythe">${body}</div>`;
}

/**
 * The plugins' settings from their options: the info words, the keys every
 * block starts from, what to do with warnings and errors.
 */
export function settings(options = {}) {
  const { infos = INFOS, onWarning, onError, ...keys } = options;
  return {
    infos: new Set(infos.map((i) => i.toLowerCase())),
    keys,
    onWarning: onWarning ?? ((w) => console.warn(`forsythe: ${w.text}`)),
    onError,
  };
}

/**
 * The HTML of one diagram block, or `null` when `onError` keeps the block
 * as it was. `line` is the document's line of the block's first line, so
 * that what is said is placed in the document; `seen` counts the diagrams
 * of one document, for their ids.
 */
export function render(block, info, line, s, seen) {
  const { name, pairs } = infoWords(info);
  const keys = { ...s.keys };
  for (const [k, v] of pairs) keys[k] = v;
  // The block's lines are placed in the document; a key's are its value's.
  const placed = (d) => {
    if (d.line === null || d.key !== null) return d;
    const at = d.line + line - 1;
    return { ...d, line: at, text: d.text.replace(/^\d+:/, `${at}:`) };
  };
  let drawn;
  try {
    drawn = drawBlock(block, { ...keys, format: 'svg' });
  } catch (e) {
    if (!(e instanceof ForsytheError) || e.kind !== 'input') throw e;
    const diagnostics = e.diagnostics.map(placed);
    const first = diagnostics.find((d) => d.kind === 'error') ?? {};
    const error = new ForsytheError('input', first.text ?? e.message, { ...first, diagnostics });
    if (!s.onError) throw error;
    s.onError(error);
    return null;
  }
  for (const w of drawn.warnings) s.onWarning(placed(w));
  const id = `${name.toLowerCase()}-${hash(`${info}\n${block}\n${JSON.stringify(s.keys)}`)}`;
  const count = (seen.get(id) ?? 0) + 1;
  seen.set(id, count);
  return inlineSvg(drawn.image, drawn.alt, count > 1 ? `${id}-${count}` : id);
}
