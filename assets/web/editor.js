// forsythe: the board editor on the page at /. It keeps the board being
// edited as cell codes (see src/serve/edit.rs) and asks the service's
// /edit route for every text: the record in the chosen notation, the
// board read from what is typed, the names of the squares' contents and
// the board as documents and problem files write it. No text is written
// here, and nothing is loaded from anywhere but the service.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const editor = $("editor");
  const dataNode = $("editor-data");
  if (!editor || !dataNode || !window.fetch) return;
  const data = JSON.parse(dataNode.textContent);
  const texts = JSON.parse($("texts").textContent);
  const fen = $("fen");
  const baseField = $("base");
  const dialect = $("dialect");
  const boardNode = $("ed-board");
  const live = $("ed-live");
  const lang = document.documentElement.lang || "en";
  const WRITE_DELAY = 120;
  const READ_DELAY = 250;

  // The board: ranks from the top, each a list of cell codes.
  let board = blank(8, 8);
  let base = null;
  let names = null;
  let tool = "wK";
  let focusAt = { row: 7, col: 4 };
  let undo = [];
  let redo = [];
  let lastDialect = "en";
  let exportsByKind = {};
  let writeTimer = 0;
  let readTimer = 0;
  let asking = null;
  let quiet = false;
  // The record the page opened with is where undo stops.
  let first = true;
  const nameOf = {};

  function blank(w, h) {
    return Array.from({ length: h }, () => Array.from({ length: w }, () => ""));
  }
  const width = () => board[0].length;
  const height = () => board.length;
  const copy = (b) => b.map((r) => r.slice());
  const flipped = () => $("flip").checked;

  for (const p of data.pieces.concat([data.empty, data.hole, data.unknown])) nameOf[p.code] = p.name;

  // What a cell shows: a chess symbol (turned as the piece is), a hole, `?`.
  const SYMBOLS = { K: "♚", Q: "♛", R: "♜", B: "♝", N: "♞", P: "♟", E: "⟗", O: "●", X: "✖", S: "■", T: "▲" };
  const OUTLINES = { K: "♔", Q: "♕", R: "♖", B: "♗", N: "♘", P: "♙", E: "⟗", O: "○", X: "✕", S: "□", T: "△" };

  // The six pieces drawn with the diagram's own art (the page's hidden
  // symbols `ed-wK` … `ed-bP`); a neutral one white at the left, black at
  // the right, as the diagram draws it.
  const SVG = "http://www.w3.org/2000/svg";
  const ART = "KQRBNP";
  function art(side, shape) {
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 100 100");
    svg.setAttribute("aria-hidden", "true");
    const halves = side === "n" ? [["w", "ed-half-left"], ["b", "ed-half-right"]] : [[side, ""]];
    for (const [colour, clip] of halves) {
      const use = document.createElementNS(SVG, "use");
      use.setAttribute("href", "#ed-" + colour + shape);
      use.setAttribute("width", "100");
      use.setAttribute("height", "100");
      if (clip) use.setAttribute("clip-path", "url(#" + clip + ")");
      svg.append(use);
    }
    return svg;
  }

  function glyph(code, node) {
    node.className = "glyph";
    node.style.transform = "";
    node.replaceChildren();
    if (code === "") { node.textContent = ""; return; }
    if (code === "-") { node.textContent = ""; node.classList.add("hole"); return; }
    if (code === "?" || code[0] === "'") {
      node.textContent = code === "?" ? "?" : code.slice(1);
      node.classList.add("mark");
      return;
    }
    const side = code[0];
    const shape = code[1];
    const turn = /^[0-7]/.test(code.slice(2)) ? Number(code[2]) : 0;
    if (ART.includes(shape) && document.getElementById("ed-" + "w" + shape)) {
      node.append(art(side, shape));
      node.classList.add("art");
    } else {
      node.textContent = (side === "w" ? OUTLINES : SYMBOLS)[shape] || "?";
      node.classList.add(side === "w" ? "white" : side === "b" ? "black" : "neutral");
    }
    if (turn) node.style.transform = "rotate(" + turn * 45 + "deg)";
  }

  function squareName(row, col) {
    return String.fromCharCode(97 + col) + (height() - row);
  }

  function label(row, col) {
    const code = board[row][col];
    const name = (names && names[row] && names[row][col] !== undefined && names.codes[row][col] === code)
      ? names[row][col]
      : nameOf[code] || code;
    return data.square.replace("{square}", squareName(row, col)).replace("{content}", name);
  }

  // The board drawn as buttons, in the order the diagram shows it.
  function render() {
    const w = width();
    const h = height();
    boardNode.style.setProperty("--files", w);
    boardNode.style.setProperty("--ranks", h);
    const want = w * h;
    while (boardNode.children.length > want) boardNode.lastChild.remove();
    while (boardNode.children.length < want) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "sq";
      b.append(document.createElement("span"));
      boardNode.append(b);
    }
    focusAt.row = Math.min(focusAt.row, h - 1);
    focusAt.col = Math.min(focusAt.col, w - 1);
    let i = 0;
    for (let vr = 0; vr < h; vr++) {
      for (let vc = 0; vc < w; vc++) {
        const row = flipped() ? h - 1 - vr : vr;
        const col = flipped() ? w - 1 - vc : vc;
        const b = boardNode.children[i++];
        const code = board[row][col];
        b.dataset.row = row;
        b.dataset.col = col;
        b.id = "sq-" + squareName(row, col);
        const rankFromBottom = h - 1 - row;
        b.classList.toggle("dark", (rankFromBottom + col) % 2 === 0);
        b.classList.toggle("is-hole", code === "-");
        b.classList.toggle("changed", base !== null && !sameAsBase(row, col));
        b.setAttribute("aria-label", label(row, col));
        b.draggable = code !== "";
        b.tabIndex = row === focusAt.row && col === focusAt.col ? 0 : -1;
        glyph(code, b.firstChild);
      }
    }
    $("ed-width").value = w;
    $("ed-height").value = h;
    $("ed-undo").disabled = undo.length === 0;
    $("ed-redo").disabled = redo.length === 0;
    $("ed-flip").setAttribute("aria-pressed", String(flipped()));
    $("ed-changes").setAttribute("aria-pressed", String(base !== null));
    $("ed-whole").hidden = base === null;
  }

  function sameAsBase(row, col) {
    const r = base.length - (height() - row);
    return r >= 0 && r < base.length && col < base[0].length && base[r][col] === board[row][col];
  }

  function say(text) {
    live.textContent = "";
    // A new node each time, so the same words are said again.
    setTimeout(() => { live.textContent = text; }, 30);
  }

  function state() {
    return {
      board: copy(board),
      base: base && copy(base),
      side: $("ed-tomove").value,
      castling: castling(),
      ep: $("ed-ep").value,
    };
  }

  function restore(s) {
    board = copy(s.board);
    base = s.base && copy(s.base);
    $("ed-tomove").value = s.side;
    setCastling(s.castling);
    $("ed-ep").value = s.ep;
  }

  // Every change: kept for undo, drawn, said, then written by the service.
  function change(fn, words) {
    first = false;
    undo.push(state());
    if (undo.length > 200) undo.shift();
    redo = [];
    fn();
    render();
    if (words) say(words);
    write();
  }

  function place(row, col, code) {
    if (board[row][col] === code) return;
    change(() => { board[row][col] = code; }, null);
    say(label(row, col));
  }

  function castling() {
    return ["K", "Q", "k", "q"].filter((c) => $("ed-castle-" + c).checked).join("");
  }
  function setCastling(text) {
    for (const c of ["K", "Q", "k", "q"]) $("ed-castle-" + c).checked = text.includes(c);
  }

  // The notation written: the one chosen, or the one read with auto.
  function notation() {
    const d = dialect.value;
    return d === "auto" ? lastDialect : d;
  }

  function cellsParam(b) {
    return b.map((r) => r.join(".")).join("_");
  }

  async function ask(params) {
    params.set("lang", lang);
    if (asking) asking.abort();
    const ctrl = new AbortController();
    asking = ctrl;
    try {
      const res = await fetch("/edit?" + params.toString(), {
        signal: ctrl.signal,
        headers: { Accept: "application/json" },
      });
      const body = await res.json();
      if (ctrl !== asking) return null;
      asking = null;
      return body;
    } catch (e) {
      return null;
    }
  }

  function write() {
    clearTimeout(readTimer);
    clearTimeout(writeTimer);
    writeTimer = setTimeout(async () => {
      const p = new URLSearchParams();
      p.set("cells", cellsParam(board));
      p.set("to", notation());
      if (base) p.set("base_cells", cellsParam(base));
      p.set("side", $("ed-tomove").value);
      p.set("castling", castling());
      p.set("ep", $("ed-ep").value.trim());
      const a = await ask(p);
      if (!a || !a.ok) return;
      took(a);
      quiet = true;
      fen.value = a.text;
      baseField.value = a.base || "";
      fen.dispatchEvent(new Event("input", { bubbles: true }));
      quiet = false;
    }, WRITE_DELAY);
  }

  function read() {
    clearTimeout(readTimer);
    readTimer = setTimeout(async () => {
      if (!fen.value.trim()) return;
      const p = new URLSearchParams();
      p.set("fen", fen.value);
      p.set("dialect", dialect.value);
      if (baseField.value.trim()) p.set("base", baseField.value);
      const a = await ask(p);
      if (!a || !a.ok) return;
      const before = JSON.stringify(state());
      const s0 = state();
      board = copy(a.cells);
      base = a.base_cells ? copy(a.base_cells) : null;
      $("ed-tomove").value = a.side;
      setCastling(a.castling === "-" ? "" : a.castling);
      $("ed-ep").value = a.ep === "-" ? "" : a.ep;
      if (!first && JSON.stringify(state()) !== before) {
        undo.push(s0);
        redo = [];
      }
      first = false;
      took(a);
    }, READ_DELAY);
  }

  // An answer of the service: names, exports, and the board drawn.
  function took(a) {
    // The names hold for the cells the service saw, which later edits
    // may have changed already.
    names = a.names;
    names.codes = copy(a.cells);
    a.cells.forEach((r, i) => r.forEach((code, j) => { nameOf[code] = a.names[i][j]; }));
    lastDialect = a.dialect;
    exportsByKind = {};
    for (const [kind, text] of a.exports) exportsByKind[kind] = text;
    showExport();
    render();
  }

  function showExport() {
    $("ed-export").value = exportsByKind[$("ed-export-kind").value] || "";
  }

  // The square buttons: place, clear, drag, and move with the arrows.
  function at(node) {
    const b = node && node.closest ? node.closest(".sq") : null;
    return b ? { row: Number(b.dataset.row), col: Number(b.dataset.col), node: b } : null;
  }

  function focusSquare(row, col) {
    focusAt = { row, col };
    render();
    const b = $("sq-" + squareName(row, col));
    if (b) b.focus();
  }

  boardNode.addEventListener("click", (e) => {
    const s = at(e.target);
    if (!s) return;
    focusAt = { row: s.row, col: s.col };
    place(s.row, s.col, tool);
  });
  boardNode.addEventListener("contextmenu", (e) => {
    const s = at(e.target);
    if (!s) return;
    e.preventDefault();
    focusAt = { row: s.row, col: s.col };
    place(s.row, s.col, "");
  });
  boardNode.addEventListener("dragstart", (e) => {
    const s = at(e.target);
    if (!s) return;
    e.dataTransfer.setData("text/x-forsythe-cell", board[s.row][s.col]);
    e.dataTransfer.setData("text/x-forsythe-from", s.row + "," + s.col);
    e.dataTransfer.effectAllowed = "move";
  });
  boardNode.addEventListener("dragover", (e) => {
    if (at(e.target)) e.preventDefault();
  });
  boardNode.addEventListener("drop", (e) => {
    const s = at(e.target);
    if (!s) return;
    e.preventDefault();
    const code = e.dataTransfer.getData("text/x-forsythe-cell");
    const from = e.dataTransfer.getData("text/x-forsythe-from");
    if (from) {
      const [r, c] = from.split(",").map(Number);
      if (r === s.row && c === s.col) return;
      change(() => {
        board[r][c] = "";
        board[s.row][s.col] = code;
      }, null);
    } else {
      change(() => { board[s.row][s.col] = code; }, null);
    }
    focusAt = { row: s.row, col: s.col };
    say(label(s.row, s.col));
  });

  const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

  function letterCode(key) {
    const letters = data.letters[notation()] || data.letters.en;
    const i = letters.toUpperCase().indexOf(key.toUpperCase());
    if (i < 0 || key.length !== 1 || key.toUpperCase() === key.toLowerCase()) return null;
    const side = key === key.toUpperCase() ? "w" : "b";
    return side + "KQRBNP"[i];
  }

  boardNode.addEventListener("keydown", (e) => {
    const s = at(e.target);
    if (!s || e.altKey || e.ctrlKey || e.metaKey) return;
    const step = ARROWS[e.key];
    if (step) {
      e.preventDefault();
      const sign = flipped() ? -1 : 1;
      const row = Math.max(0, Math.min(height() - 1, s.row + sign * step[0]));
      const col = Math.max(0, Math.min(width() - 1, s.col + sign * step[1]));
      focusSquare(row, col);
      return;
    }
    let code = null;
    if (e.key === "Delete" || e.key === "Backspace") code = "";
    else if (e.key === "-") code = "-";
    else if (e.key === "?") code = "?";
    else code = letterCode(e.key);
    if (code === null) return;
    e.preventDefault();
    place(s.row, s.col, code);
    focusSquare(s.row, s.col);
  });

  document.addEventListener("keydown", (e) => {
    if (!(e.ctrlKey || e.metaKey) || !editor.contains(document.activeElement)) return;
    const k = e.key.toLowerCase();
    if (k === "z" && !e.shiftKey) { e.preventDefault(); $("ed-undo").click(); }
    if (k === "y" || (k === "z" && e.shiftKey)) { e.preventDefault(); $("ed-redo").click(); }
  });

  // The palette: the twelve pieces, an empty square, a hole and `?`.
  const palette = $("ed-palette");
  function paletteItem(code) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "tool";
    b.dataset.code = code;
    b.setAttribute("aria-label", nameOf[code]);
    b.title = nameOf[code];
    b.draggable = true;
    const g = document.createElement("span");
    glyph(code, g);
    b.append(g);
    return b;
  }
  for (const p of data.pieces) palette.append(paletteItem(p.code));
  for (const p of [data.empty, data.hole, data.unknown]) palette.append(paletteItem(p.code));

  function choose(code, button) {
    tool = code;
    for (const b of palette.querySelectorAll(".tool")) {
      b.setAttribute("aria-pressed", String(b === button));
    }
    $("ed-fairy").setAttribute("aria-pressed", String(button === $("ed-fairy")));
    say((button && button.getAttribute("aria-label")) || nameOf[code] || code);
  }
  palette.addEventListener("click", (e) => {
    const b = e.target.closest(".tool");
    if (b) choose(b.dataset.code, b);
  });
  palette.addEventListener("dragstart", (e) => {
    const b = e.target.closest(".tool");
    if (!b) return;
    e.dataTransfer.setData("text/x-forsythe-cell", b.dataset.code);
    e.dataTransfer.effectAllowed = "copy";
  });

  // The fairy piece: a shape or one of Popeye's walks, a colour, a turn.
  const shapeSelect = $("ed-shape");
  function group(labelText, items) {
    const g = document.createElement("optgroup");
    g.label = labelText;
    for (const [value, text] of items) {
      const o = document.createElement("option");
      o.value = value;
      o.textContent = text;
      g.append(o);
    }
    shapeSelect.append(g);
  }
  group(editor.dataset.shapes || "", data.shapes.map((s) => ["S" + s.letter, s.name]));
  group(editor.dataset.walks || "", data.walks.map((w) => ["W" + w.code, w.name + " (" + w.popeye.toUpperCase() + ")"]));
  for (const [v, n] of data.sides) {
    const o = document.createElement("option");
    o.value = v;
    o.textContent = n;
    $("ed-side").append(o);
  }
  for (let e = -1; e < 8; e++) {
    const o = document.createElement("option");
    o.value = e < 0 ? "" : String(e);
    o.textContent = e < 0 ? "–" : e * 45 + "°";
    $("ed-turn").append(o);
  }

  function fairyCode() {
    const v = shapeSelect.value;
    const side = $("ed-side").value;
    const turn = $("ed-turn").value;
    if (v[0] === "W") {
      const own = v.slice(1);
      if (turn === "") return side + own;
      const walk = own.split(":")[1];
      return side + own[0] + (turn === "0" ? "" : turn) + ":" + walk;
    }
    return side + v.slice(1) + (turn === "" || turn === "0" ? "" : turn);
  }

  $("ed-fairy").addEventListener("click", async () => {
    const code = fairyCode();
    const b = $("ed-fairy");
    tool = code;
    if (!nameOf[code]) {
      const p = new URLSearchParams();
      p.set("cells", code);
      p.set("to", "en");
      const a = await ask(p);
      if (a && a.ok) nameOf[code] = a.names[0][0];
    }
    b.dataset.code = code;
    choose(code, b);
  });

  // The tools.
  function standard() {
    const back = ["R", "N", "B", "Q", "K", "B", "N", "R"];
    const b = blank(8, 8);
    b[0] = back.map((r) => "b" + r);
    b[1] = b[1].map(() => "bP");
    b[6] = b[6].map(() => "wP");
    b[7] = back.map((r) => "w" + r);
    return b;
  }
  const words = (id) => $(id).textContent.trim();
  $("ed-start").addEventListener("click", () => change(() => {
    board = standard();
    $("ed-tomove").value = "w";
    setCastling("KQkq");
    $("ed-ep").value = "";
  }, words("ed-start")));
  $("ed-clear").addEventListener("click", () => change(() => {
    board = blank(width(), height());
    setCastling("");
    $("ed-ep").value = "";
  }, words("ed-clear")));
  $("ed-swap").addEventListener("click", () => change(() => {
    const swap = { w: "b", b: "w" };
    board = board.map((r) => r.map((c) => (swap[c[0]] && c.length > 1 ? swap[c[0]] + c.slice(1) : c)));
    const side = $("ed-tomove").value;
    if (side) $("ed-tomove").value = swap[side];
    const c = castling();
    setCastling(c.replace(/[KQkq]/g, (x) => (x === x.toUpperCase() ? x.toLowerCase() : x.toUpperCase())));
  }, words("ed-swap")));
  $("ed-flip").addEventListener("click", () => {
    $("flip").checked = !$("flip").checked;
    $("flip").dispatchEvent(new Event("change", { bubbles: true }));
    render();
    say(words("ed-flip"));
  });
  // Undo and redo: the last state of one list comes back, and the state
  // it replaces goes to the other.
  function travel(from, to, word) {
    if (!from.length) return;
    to.push(state());
    restore(from.pop());
    render();
    say(words(word));
    write();
  }
  $("ed-undo").addEventListener("click", () => travel(undo, redo, "ed-undo"));
  $("ed-redo").addEventListener("click", () => travel(redo, undo, "ed-redo"));
  $("ed-changes").addEventListener("click", () => change(() => { base = copy(board); }, words("ed-changes")));
  $("ed-whole").addEventListener("click", () => {
    change(() => { base = null; }, words("ed-whole"));
    $("ed-changes").focus();
  });

  function resize() {
    const clamp = (v) => Math.max(1, Math.min(data.maxSide, Number(v) || 1));
    const w = clamp($("ed-width").value);
    const h = clamp($("ed-height").value);
    if (w === width() && h === height()) return;
    change(() => {
      // a1 stays where it is: ranks come and go at the top, files at the right.
      const b = blank(w, h);
      for (let r = 0; r < h; r++) {
        const old = r - (h - height());
        if (old < 0 || old >= height()) continue;
        for (let c = 0; c < Math.min(w, width()); c++) b[r][c] = board[old][c];
      }
      board = b;
    }, null);
  }
  $("ed-width").addEventListener("change", resize);
  $("ed-height").addEventListener("change", resize);

  for (const id of ["ed-tomove", "ed-ep", "ed-castle-K", "ed-castle-Q", "ed-castle-k", "ed-castle-q"]) {
    $(id).addEventListener("change", () => change(() => {}, null));
  }

  // The text field and the notation: typing is read, a new notation is written.
  fen.addEventListener("input", () => {
    if (!quiet) read();
  });
  dialect.addEventListener("change", () => {
    if (dialect.value !== "auto" && fen.value.trim()) write();
  });
  $("flip").addEventListener("change", render);

  // Copy and download.
  $("ed-export-kind").addEventListener("change", showExport);
  $("ed-export-copy").addEventListener("click", async () => {
    const area = $("ed-export");
    try {
      await navigator.clipboard.writeText(area.value);
    } catch (e) {
      area.select();
      document.execCommand("copy");
    }
    say(texts.copied);
  });
  for (const kind of ["svg", "png", "pdf"]) {
    $("ed-" + kind).addEventListener("click", (e) => {
      const page = $("download-" + kind);
      if (!page || !page.getAttribute("href")) {
        e.preventDefault();
        return;
      }
      const url = new URL(page.getAttribute("href"), location.href);
      const size = Math.max(16, Math.min(2048, Number($("ed-export-size").value) || 800));
      url.searchParams.set("size", String(size));
      e.currentTarget.href = url.pathname + url.search;
    });
  }

  editor.hidden = false;
  render();
  if (fen.value.trim()) read();
})();
