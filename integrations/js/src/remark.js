// The remark plugin (Astro, Docusaurus, unified): `code` nodes whose
// language is `fen`, `forsythe` or `chess` become `html` nodes holding inline
// SVG diagrams, read with the keys of `forsythe markdown`. For HTML, let
// remark-rehype pass raw HTML through (`allowDangerousHtml`, then rehype-raw
// or rehype-stringify's `allowDangerousHtml`). In a browser, `await init()`
// from `forsythe` first.

import { render, settings } from './blocks.js';

/**
 * `unified().use(remarkParse).use(forsythe, options)`: `options` are the keys
 * every block starts from (`theme`, `coordinates`, …), and `infos`,
 * `onWarning`, `onError`.
 */
export default function forsythe(options = {}) {
  const s = settings(options);
  return (tree) => {
    const seen = new Map();
    const visit = (node) => {
      if (!Array.isArray(node.children)) return;
      for (const child of node.children) {
        if (child.type === 'code' && child.lang && s.infos.has(child.lang.toLowerCase())) {
          const info = child.meta ? `${child.lang} ${child.meta}` : child.lang;
          const line = child.position ? child.position.start.line + 1 : 1;
          const html = render(child.value, info, line, s, seen);
          if (html !== null) {
            child.type = 'html';
            child.value = html;
            delete child.lang;
            delete child.meta;
          }
        } else {
          visit(child);
        }
      }
    };
    visit(tree);
  };
}
