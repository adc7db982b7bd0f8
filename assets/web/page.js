// forsythe: the page at /. Redraws the diagram as the record is typed,
// through /check; without this script the page works as a plain form.
"use strict";

(function () {
  document.documentElement.classList.add("js");

  const $ = (id) => document.getElementById(id);
  const form = $("form");
  const fen = $("fen");
  const messages = $("messages");
  const figure = $("figure");
  const exports = $("exports");
  const link = $("link");
  const copy = $("copy");
  const texts = JSON.parse($("texts").textContent);
  const DELAY = 200;

  let timer = 0;
  let pending = null;
  let shown = "";

  // The query for /check and for the page's own address.
  function query() {
    const p = new URLSearchParams();
    p.set("fen", fen.value);
    const base = $("base");
    if (base && base.value) p.set("base", base.value);
    p.set("dialect", $("dialect").value);
    if ($("theme").value !== "classic") p.set("theme", $("theme").value);
    if ($("size").value !== "400") p.set("size", $("size").value);
    if ($("flip").checked) p.set("flip", "1");
    if (!$("coordinates").checked) p.set("coordinates", "0");
    if ($("side_to_move").checked) p.set("side_to_move", "1");
    p.set("lang", $("lang").value);
    return p;
  }

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // A message with the parts between backticks set as code.
  function text(node, message) {
    const parts = String(message).split("`");
    if (parts.length % 2 === 0) {
      node.append(message);
      return;
    }
    parts.forEach((part, i) => node.append(i % 2 ? el("code", "", part) : part));
  }

  function label(sev) {
    const s = el("span", "sev", texts[sev] || sev);
    return s;
  }

  // One diagnostic, built as the server builds it.
  function diagnostic(d, suggestion, name) {
    const box = el("div", "diag " + d.severity);
    const msg = el("p", "msg");
    msg.append(label(d.severity), " ");
    text(msg, d.message);
    box.append(msg);
    if (d.excerpt) box.append(el("pre", "excerpt", d.excerpt));
    if (d.hint) {
      const hint = el("p", "hint");
      hint.append(label("hint"), " ");
      text(hint, d.hint);
      if (suggestion && d.severity === "warning") {
        const b = el("button", "use-dialect", texts.useDialect.replace("{dialect}", name));
        b.type = "button";
        b.addEventListener("click", () => {
          $("dialect").value = suggestion;
          update(0);
          fen.focus();
        });
        hint.append(" ", b);
      }
      box.append(hint);
    }
    return box;
  }

  // On a narrow screen the caret may lie beyond the excerpt's edge:
  // scroll each excerpt so that its caret is in view.
  function showCarets() {
    for (const pre of messages.querySelectorAll(".excerpt")) {
      const lines = pre.textContent.split("\n");
      const longest = Math.max(...lines.map((l) => l.length));
      const caret = lines.map((l) => l.indexOf("^")).filter((i) => i >= 0).pop();
      if (caret === undefined || pre.scrollWidth <= pre.clientWidth || !longest) continue;
      const charWidth = pre.scrollWidth / longest;
      pre.scrollLeft = Math.max(0, caret * charWidth - pre.clientWidth / 2);
    }
  }

  function showMessages(list, suggestion, name, clean) {
    const nodes = list.map((d) => diagnostic(d, suggestion, name));
    if (!nodes.length && clean) nodes.push(el("p", "clean", texts.clean));
    messages.replaceChildren(...nodes);
    showCarets();
  }

  function showEmpty() {
    figure.classList.remove("busy");
    figure.replaceChildren(el("p", "empty", texts.empty));
    exports.hidden = true;
    shown = "";
  }

  function showImage(report) {
    const src = report.urls.svg;
    exports.hidden = false;
    $("download-svg").href = report.urls.svg;
    $("download-png").href = report.urls.png;
    $("download-pdf").href = report.urls.pdf;
    link.value = new URL(report.urls.png, location.href).href;
    if (src === shown) {
      figure.classList.remove("busy");
      return;
    }
    // Swap only once the new diagram is loaded, so it never flickers.
    const img = new Image();
    img.id = "diagram";
    img.alt = texts.alt.replace("{record}", report.record || fen.value);
    img.onload = () => {
      if (img.src !== new URL(src, location.href).href) return;
      figure.replaceChildren(img);
      figure.classList.remove("busy");
      shown = src;
    };
    img.onerror = () => figure.classList.remove("busy");
    img.src = src;
  }

  async function check() {
    const q = query();
    history.replaceState(null, "", "/?" + q.toString());
    if (!fen.value.trim()) {
      if (pending) pending.abort();
      messages.replaceChildren();
      showEmpty();
      return;
    }
    if (pending) pending.abort();
    const ctrl = new AbortController();
    pending = ctrl;
    figure.classList.add("busy");
    let res;
    try {
      res = await fetch("/check?" + q.toString(), {
        signal: ctrl.signal,
        headers: { Accept: "application/json" },
      });
    } catch (e) {
      if (e.name === "AbortError") return;
      showMessages([{ severity: "error", message: texts.offline }]);
      figure.classList.remove("busy");
      return;
    }
    let body;
    try {
      body = await res.json();
    } catch (e) {
      body = null;
    }
    if (ctrl !== pending) return;
    pending = null;
    if (!body) {
      showMessages([{ severity: "error", message: texts.offline }]);
      figure.classList.remove("busy");
      return;
    }
    if (!res.ok) {
      // A problem document: its detail says what is wrong.
      showMessages([{ severity: "error", message: body.detail, excerpt: body.excerpt, hint: body.hint }]);
      figure.classList.remove("busy");
      return;
    }
    if (!body.ok) {
      showMessages([body.error]);
      figure.classList.remove("busy");
      return;
    }
    showMessages(body.diagnostics, body.suggestion, body.suggestion_name, true);
    showImage(body);
  }

  function update(delay) {
    clearTimeout(timer);
    timer = setTimeout(check, delay);
  }

  fen.addEventListener("input", () => update(DELAY));
  for (const id of ["dialect", "theme", "size", "flip", "coordinates", "side_to_move"]) {
    $(id).addEventListener("change", () => update(0));
  }
  $("lang").addEventListener("change", () => {
    location.assign("/?" + query().toString());
  });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    update(0);
  });

  copy.hidden = false;
  copy.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(link.value);
    } catch (e) {
      link.select();
      document.execCommand("copy");
    }
    copy.textContent = texts.copied;
    setTimeout(() => { copy.textContent = texts.copy; }, 1600);
  });
  link.addEventListener("focus", () => link.select());

  // The server drew what the address asked for; a suggestion button it made
  // submits the form, which the script turns into a redraw.
  for (const b of messages.querySelectorAll("button.use-dialect")) {
    b.type = "button";
    b.addEventListener("click", () => {
      $("dialect").value = b.value;
      update(0);
      fen.focus();
    });
  }
  showCarets();
  const first = $("diagram");
  if (first) shown = first.getAttribute("src");
})();
