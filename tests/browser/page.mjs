// The page of `forsythe serve` in a real browser (Debian's chromium, driven
// by playwright-core): type a German record with the notation on `auto`,
// see the diagram change, see the warning for a typo, download the SVG.
//
// Usage: node page.mjs BASE_URL   (tests/browser.rs starts the service)
// With SHOTS=DIR, screenshots at desktop and phone widths go into DIR.
// Exits 0 when every check holds; otherwise prints what failed and exits 1.

import { chromium } from "playwright-core";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const base = process.argv[2];
if (!base) {
  console.error("usage: node page.mjs BASE_URL");
  process.exit(2);
}

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function check(ok, what) {
  if (!ok) throw new Error("failed: " + what);
  console.log("ok: " + what);
}

const profile = fs.mkdtempSync(path.join(os.tmpdir(), "forsythe-chromium-"));
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), "forsythe-downloads-"));
const problems = [];
let context;
let status = 0;

try {
  context = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    args: ARGS,
    headless: true,
    locale: "de-DE",
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    downloadsPath: downloads,
  });
  const page = context.pages()[0] || (await context.newPage());
  page.on("console", (m) => {
    if (m.type() === "error") problems.push("console: " + m.text());
  });
  page.on("pageerror", (e) => problems.push("page error: " + e.message));
  page.on("requestfailed", (r) => {
    // A check overtaken by the next keystroke is aborted on purpose.
    if (!r.url().includes("/check?")) problems.push("request failed: " + r.url());
  });

  await page.goto(base + "/");
  check((await page.getAttribute("html", "lang")) === "de", "the page speaks the browser's language (de)");
  check(await page.isHidden("button.show"), "with the script, the form's button is not needed");
  check((await page.inputValue("#dialect")) === "auto", "the notation starts on auto");
  check(
    (await page.getAttribute("#messages", "aria-live")) === "polite",
    "warnings are announced to screen readers",
  );

  // Keyboard only: the field, then Tab to the notation.
  await page.focus("#fen");
  const german = "tsldklst/bbbbbbbb/8/8/4B3/8/BBBB1BBB/TSLDKLST b KQkq e3 0 1";
  await page.keyboard.type(german, { delay: 5 });
  await page.waitForSelector("#diagram", { timeout: 10000 });
  await page.waitForFunction(() => {
    const img = document.getElementById("diagram");
    return img && img.complete && img.naturalWidth > 0 && img.src.includes("dialect=de");
  }, null, { timeout: 10000 });
  const first = await page.getAttribute("#diagram", "src");
  check(first.startsWith("/diagram.svg?fen=tsldklst"), "the diagram shows the German record: " + first);
  const note = await page.textContent("#messages");
  check(note.includes("„Deutsch“"), "auto says it read German notation: " + note.trim());
  check(
    (await page.inputValue("#link")).startsWith(base + "/diagram.png?fen=tsldklst"),
    "the image link is absolute and in PNG",
  );
  check(page.url().includes("fen=tsldklst"), "the address keeps the record");

  // A move later: the diagram changes, without a page load.
  // A page load would forget this.
  await page.evaluate(() => { window.stillTheSamePage = true; });
  await page.fill("#fen", "");
  await page.keyboard.type("tsldklst/bb1bbbbb/8/2b5/4B3/5S2/BBBB1BBB/TSLDKL1T b KQkq - 1 2", { delay: 5 });
  await page.waitForFunction((old) => {
    const img = document.getElementById("diagram");
    return img && img.getAttribute("src") !== old && img.complete && img.naturalWidth > 0;
  }, first, { timeout: 10000 });
  const second = await page.getAttribute("#diagram", "src");
  check(second !== first && second.includes("2b5"), "the diagram follows the record");
  check(await page.evaluate(() => window.stillTheSamePage === true), "no page load while typing");

  // A typo: a warning with its caret right under the field.
  await page.fill("#fen", "tsldklst/bb1bbbbb/8/2b5/4B3/5S2/BBBB1BBB/TSLDKLXT b KQkq - 1 2");
  await page.waitForSelector("#messages .diag.warning", { timeout: 10000 });
  const warning = await page.textContent("#messages .diag.warning .msg");
  check(warning.includes("X") && warning.includes("Reihe 1"), "the typo is named: " + warning.trim());
  const excerpt = await page.textContent("#messages .diag.warning .excerpt");
  check(/\^\s*$/.test(excerpt) && excerpt.includes("Spalte 48"), "the caret points at it");
  await page.waitForFunction(() => {
    const img = document.getElementById("diagram");
    return img && img.getAttribute("src").includes("KLXT") && img.complete && img.naturalWidth > 0;
  }, null, { timeout: 10000 });
  check(true, "a record with a typo is still drawn");

  // The SVG download.
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 10000 }),
    page.click("#download-svg"),
  ]);
  const file = path.join(downloads, "diagram.svg");
  await download.saveAs(file);
  const svg = fs.readFileSync(file, "utf8");
  check(download.suggestedFilename() === "diagram.svg", "the download is named diagram.svg");
  check(svg.startsWith("<svg") && svg.includes(">tsldklst/bb1bbbbb/8/2b5/4B3/5S2/BBBB1BBB/TSLDKLXT b KQkq - 1 2</title>"),
    "the downloaded SVG is the diagram");

  // Keyboard: Tab leaves the field for the notation.
  await page.focus("#fen");
  await page.keyboard.press("Tab");
  check(await page.evaluate(() => document.activeElement.id) === "dialect", "Tab goes from the field to the notation");

  if (process.env.SHOTS) {
    fs.mkdirSync(process.env.SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(process.env.SHOTS, "desktop.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(process.env.SHOTS, "phone.png"), fullPage: true });
  }
  check(problems.length === 0, "no errors in the browser" + (problems.length ? ": " + problems.join("; ") : ""));
} catch (e) {
  console.error(e.message || String(e));
  status = 1;
} finally {
  if (context) await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
  fs.rmSync(downloads, { recursive: true, force: true });
}
process.exit(status);
