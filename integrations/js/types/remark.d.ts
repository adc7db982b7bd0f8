// The types of `forsythe/remark`, a remark (unified) plugin.

import type { PluginOptions } from './markdown-it.js';

export type { PluginOptions };

/** `unified().use(remarkParse).use(forsythe, options)`: the tree's transformer. */
export default function forsythe(options?: PluginOptions): (tree: any) => void;
