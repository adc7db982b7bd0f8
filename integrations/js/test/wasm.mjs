// Small WebAssembly modules written byte by byte for the tests of `init`:
// one that speaks the protocol but says another version, and one that is
// not forsythe's at all.

/** `n` as an unsigned LEB128 number. */
function leb(n) {
  const out = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return out;
}

const text = (s) => [...leb(s.length), ...new TextEncoder().encode(s)];
const section = (id, items) => {
  const body = [...leb(items.length), ...items.flat()];
  return [id, ...leb(body.length), ...body];
};

/**
 * A module with forsythe's imports and exports whose `version` answers
 * `version` and whose other functions fail: with an error, or by a trap
 * when `trap` is true.
 */
export function moduleOfVersion(version, trap = false) {
  const types = [
    [0x60, 2, 0x7f, 0x7f, 0], // (ptr, len) -> ()
    [0x60, 1, 0x7f, 0], // (ptr) -> ()
    [0x60, 0, 1, 0x7f], // () -> i32
    [0x60, 1, 0x7f, 1, 0x7f], // (len) -> i32
  ];
  const imports = [
    [...text('typst_env'), ...text('wasm_minimal_protocol_send_result_to_host'), 0, 0],
    [...text('typst_env'), ...text('wasm_minimal_protocol_write_args_to_buffer'), 0, 1],
  ];
  const names = ['version', 'draw', 'describe', 'translate', 'file'];
  const functions = [[2], [3], [3], [3], [3]];
  const memory = [[0, 1]];
  const exports = [[...text('memory'), 2, 0], ...names.map((n, i) => [...text(n), 0, i + 2])];
  const body = (code) => [...leb(code.length + 2), 0, ...code, 0x0b];
  const bytes = new TextEncoder().encode(version);
  const codes = [
    body([0x41, 0, 0x41, ...leb(bytes.length), 0x10, 0, 0x41, 0]),
    ...names.slice(1).map(() => body(trap ? [0x00] : [0x41, 1])),
  ];
  const data = [[0, 0x41, 0, 0x0b, ...leb(bytes.length), ...bytes]];
  return new Uint8Array([
    0, 0x61, 0x73, 0x6d, 1, 0, 0, 0,
    ...section(1, types),
    ...section(2, imports),
    ...section(3, functions),
    ...section(5, memory),
    ...section(7, exports),
    ...section(10, codes),
    ...section(11, data),
  ]);
}

/** An empty module: valid WebAssembly, but not forsythe's. */
export const EMPTY = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
