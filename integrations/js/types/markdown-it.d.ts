// The types of `forsythe/markdown-it`, a markdown-it plugin.

import type { Diagnostic, ForsytheError, Keys } from './index.js';

/** The plugin's options: the keys every block starts from, and these. */
export interface PluginOptions extends Keys {
  /** The info words of diagram blocks (`fen`, `forsythe`, `chess`). */
  infos?: string[];
  /** Each warning, placed in the document (by default, console.warn). */
  onWarning?: (warning: Diagnostic) => void;
  /** An error, placed in the document; the block then stays code. Without it, rendering throws. */
  onError?: (error: ForsytheError) => void;
}

/** `md.use(forsythe, options)`. */
export default function forsythe(md: any, options?: PluginOptions): void;
