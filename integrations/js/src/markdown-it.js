// The markdown-it plugin (VitePress, Eleventy, markdown-it itself): fenced
// blocks whose language is `fen`, `forsythe` or `chess` become inline SVG
// diagrams, read with the keys of `forsythe markdown`. markdown-it renders
// synchronously: in a browser, `await init()` from `forsythe` first.

import { render, settings } from './blocks.js';

/**
 * `md.use(forsythe, options)`: `options` are the keys every block starts
 * from (`theme`, `coordinates`, …), and `infos`, `onWarning`, `onError`.
 */
export default function forsythe(md, options = {}) {
  const s = settings(options);
  const seen = new WeakMap();
  const fence = md.renderer.rules.fence ?? ((tokens, i, o, env, self) => self.renderToken(tokens, i, o));
  md.renderer.rules.fence = (tokens, i, o, env, self) => {
    const token = tokens[i];
    const info = md.utils.unescapeAll(token.info ?? '').trim();
    const name = info.split(/\s+/, 1)[0].toLowerCase();
    if (!s.infos.has(name)) return fence(tokens, i, o, env, self);
    // Ids are counted per rendered document (per `env`).
    const key = env && typeof env === 'object' ? env : md;
    if (!seen.has(key)) seen.set(key, new Map());
    const line = token.map ? token.map[0] + 2 : 1;
    const html = render(token.content, info, line, s, seen.get(key));
    return html === null ? fence(tokens, i, o, env, self) : `${html}\n`;
  };
}
