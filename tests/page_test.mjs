// page_test.mjs: the play page in a real browser (Debian's chromium through playwright-core) against a running
// `bin/bank serve`: plays puzzles to completion from solutions bin/dlx finds, checks, hints, renders every kind.
// Environment: BASE (http://127.0.0.1:PORT), DLX (bin/dlx), SHOTS (screenshot folder), CHROMIUM (browser path), PARTS
// (optional: the names of the parts to run, comma-separated, "phone" and "touch" too).
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { tally, check, base, shots, cellsOf, open, typeAt, text, classed, seconds, boardId, boardState, reload, solve }
  from "./page_lib.mjs";
import { sudoku9, sudoku16, sudokuSizes, sudoku36, fillomino, fillominoTens, fillominoHundreds, futoshiki, jidoku, nonogram }
  from "./page_kinds.mjs";
import { phone, touch } from "./page_touch.mjs";
import { solutions, resized, printedRegions, clearedHint } from "./page_shown.mjs";
import { moreFields, pencilHidden, addressFresh } from "./page_form.mjs";
import { heldKindFirst, strayParams, wrongShown, hintWordsGo, fastDrag, undoMoves, peerMarks, sameAndBox, foreignAnswer, noMatch,
  hiddenPause, cluesDone, continueList } from "./page_play.mjs";
import { staleAnswers, clearUndone, redoMoves, digitsApart, quietNonogram, squareLabels, offlineRetry } from "./page_moves.mjs";
import { padKeys, touchHelp } from "./page_keys.mjs";
import { fitsHeight, tapTargets, smallMarks } from "./page_fit.mjs";
import { zoom, zoomKept, zoomNotNeeded } from "./page_zoom.mjs";

// The bar's buttons hand the keys back to the board; the board shows a focus ring when reached by Tab.
async function focus(page) {
  const p = await open(page, "kind=sudoku&size=9", 81);
  const givens = cellsOf(p.puzzle), solution = cellsOf(solve("sudoku", p.puzzle));
  const [a, b] = givens.map((v, k) => (v ? -1 : k)).filter((k) => k >= 0);
  await page.click(`.cell[data-cell="${a}"]`);
  await page.click("#pencil");
  await page.keyboard.press("3");
  check((await page.textContent(`.cell[data-cell="${a}"]`)) === "3" && (await page.$(`.cell[data-cell="${a}"] .marks`)) !== null,
        "a digit typed after a click on Pencil is a pencil mark in the selected square");
  await page.click("#pencil");
  await typeAt(page, b, String((solution[b] % 9) + 1));
  await page.click("#check");
  await page.waitForSelector(".cell.wrong");
  await page.keyboard.press("Backspace");
  check((await text(page, b)) === "", "Backspace after a click on Check erases the square marked wrong");
  await page.click("#clear");
  const to = b % 9 < 8 ? b + 1 : b - 1;
  await page.keyboard.press(to > b ? "ArrowRight" : "ArrowLeft");
  check((await page.$eval(".cell.selected", (d) => Number(d.dataset.cell))) === to, "an arrow after a click on Clear moves the selection");
  await typeAt(page, b, String((solution[b] % 9) + 1));
  await page.click("#check");
  await page.waitForSelector(".cell.wrong");
  await page.click("#clear");
  check((await page.textContent("#status")) === "" && (await classed(page, "wrong")).length === 0 && (await text(page, b)) === "",
        "Clear empties the squares, their wrong marks and the status line (it left \"1 wrong square\")");
  await page.focus("#new");
  await page.keyboard.press("Tab");
  const ring = await page.evaluate(() => document.activeElement.id === "board" && getComputedStyle(board).outlineStyle !== "none" &&
                                         parseFloat(getComputedStyle(board).outlineWidth) >= 2);
  check(ring, "the board reached by Tab shows a focus ring");
}

// A server that stops answering is said in plain words (the browser's own "Failed to fetch" said nothing).
async function noServer(page) {
  await open(page, "kind=sudoku&size=4", 16);
  await page.route("**/api/**", (route) => route.abort("connectionrefused"));
  await page.click("#check");
  await page.waitForSelector("#status.error");
  check(/server does not answer/.test(await page.textContent("#status")),
        `Check with the server gone: "the server does not answer" (got "${await page.textContent("#status")}")`);
  await page.unroute("**/api/**");
}

// A hint that answers after New puzzle put another puzzle on the board is dropped: no error, no squares outlined
// on the new board, no words of the old puzzle.
async function lateHint(page) {
  await open(page, "kind=sudoku&size=9", 81);
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route("**/api/hint", async (route) => { await held; route.continue(); });
  await page.click("#hint");
  await page.selectOption("#size", "2x2");
  await page.click("#new");
  await page.waitForFunction(() => document.querySelectorAll("#board .cell").length === 16);
  release();
  await page.waitForTimeout(1000);
  check(!(await page.$("#status.error")) && (await classed(page, "hinted")).length === 0 && (await page.textContent("#hint-text")) === "",
        `a hint that comes after New puzzle is dropped (status "${await page.textContent("#status")}", hint "${await page.textContent("#hint-text")}")`);
  await page.unrouteAll();
}

// Behind a reverse proxy that serves the page under a path (/puzzles/, the proxy played by the browser's routing):
// the page asks the API under that path too, so a puzzle loads and gets a hint; /api/ itself is never asked.
async function underPath(page) {
  const direct = [];
  await page.route(`${base}/puzzles/**`, async (route) => {
    const r = route.request();
    route.fulfill({ response: await page.request.fetch(r.url().replace("/puzzles/", "/"),
                                                       { method: r.method(), headers: r.headers(), data: r.postData() ?? undefined }) });
  });
  await page.route(`${base}/api/**`, (route) => { direct.push(route.request().url()); return route.abort(); });
  try {
    await page.goto(`${base}/puzzles/?kind=sudoku&size=4`);
    await page.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 30000 });
    const cells = (await page.$$("#board .cell")).length;
    if (cells) {
      await page.click("#hint");
      await page.waitForFunction(() => document.querySelector("#hint-text").textContent.length > 0, null, { timeout: 10000 }).catch(() => {});
    }
    check(cells === 16 && (await page.textContent("#hint-text")).length > 0 && direct.length === 0,
          `under /puzzles/: a 4x4 loads (${cells} squares) and gets a hint, the API asked under the path (direct: ${direct.slice(0, 2)})`);
    const id = cells ? await boardId(page) : -1;
    check(page.url() === `${base}/puzzles/?id=${id}`, `under /puzzles/: the address names the puzzle under that path (${page.url()})`);
  } finally {
    await page.unrouteAll();
  }
}

// A server that serves its bank as it is (bank serve --no-live): the page offers only the kinds and sizes the bank
// holds, with no "(fresh)" size and no "generate a fresh one" box, and a puzzle is picked from the bank.
async function noLive(page) {
  const held = await (await fetch(`${process.env.NOLIVE}/api/kinds`)).json();
  await page.goto(`${process.env.NOLIVE}/`);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  const shown = await page.$$eval("#kind option", (os) => os.map((o) => o.value)), wrong = [];
  for (const kind of shown) {
    const shapes = held.kinds.find((k) => k.name === kind).shapes.map((s) => s.shape);
    await page.selectOption("#kind", kind);
    for (const [value, label] of await page.$$eval("#size option", (os) => os.map((o) => [o.value, o.text])))
      if (!shapes.includes(value) || /fresh/.test(label)) wrong.push(`${kind} ${label}`);
    if (!shapes.length) wrong.push(`${kind} (none held)`);
  }
  check(held.live === false && shown.includes("sudoku") && shown.includes("fillomino") && wrong.length === 0 &&
        (await page.isHidden("#live")) && (await page.$$("#board .cell")).length > 0 && !(await page.$("#status.error")),
        `--no-live: only the kinds and sizes the bank holds (${shown}; not held: ${wrong.slice(0, 3)}), no fresh box, a puzzle`);
  // New puzzle gives another puzzle each time; of the only 16x16 the bank holds, it says so and keeps the board.
  const ids = [];
  await page.goto(`${process.env.NOLIVE}/?kind=sudoku&size=9&level=easy`);
  await page.waitForFunction(() => document.body.dataset.ready === "1" && board.dataset.id);
  for (let k = 0; k < 6; k++) {
    ids.push(await boardId(page));
    await page.click("#new");
    await page.waitForFunction((id) => board.dataset.id !== id || document.querySelector("#status.error"), String(ids[k]));
  }
  check(ids.every((id, k) => k === 0 || id !== ids[k - 1]), `--no-live: New puzzle gives another easy 9x9 each time (${ids})`);
  await page.goto(`${process.env.NOLIVE}/?kind=sudoku&size=16`);
  await page.waitForFunction(() => document.body.dataset.ready === "1" && board.dataset.id);
  const only = await boardId(page);
  await page.click("#new");
  await page.waitForSelector("#status.error", { timeout: 5000 }).catch(() => {});
  check(/no other puzzle/.test(await page.textContent("#status")) && (await boardId(page)) === only &&
        (await page.$$("#board .cell")).length === 256,
        `--no-live, the only 16x16: New puzzle says so and keeps it (${await page.textContent("#status")})`);
}

// Printed on A4 with 1 cm margins (page.pdf), from a window of 1000 px: each kind's board whole on one sheet,
// its givens and box lines there, the controls and the focus ring not; Jidoku's box lines, drawn as backgrounds,
// printed although backgrounds are not.
async function printing(page) {
  for (const [query, n] of [["kind=sudoku&size=25&live=1&empty=200&seed=2", 625], ["kind=nonogram&width=25&height=25&live=1&seed=3", 625],
                            ["kind=sudoku&size=16", 256], ["kind=futoshiki&size=9&live=1&seed=3", 81], ["kind=jidoku&box=2x2&live=1&seed=5", 16]]) {
    const p = await open(page, query, n);
    await page.click(`.cell[data-cell="${p.kind === "nonogram" ? 0 : cellsOf(p.puzzle).indexOf(0)}"]`);
    const pdf = (await page.pdf({ format: "A4", margin: { top: "1cm", bottom: "1cm", left: "1cm", right: "1cm" } })).toString("latin1");
    const sheets = (pdf.match(/\/Type\s*\/Page[^s]/g) || []).length;
    await page.emulateMedia({ media: "print" });
    const seen = await page.evaluate(() => {
      const b = board.getBoundingClientRect(), cm = 96 / 2.54, given = document.querySelector(".cell.given");
      const edge = document.querySelector(".sign.edge-v, .sign.edge-h");
      return { w: b.width / cm, h: b.height / cm, ring: getComputedStyle(board).outlineStyle,
               given: given ? getComputedStyle(given).color : "rgb(0, 0, 0)", shown: [...document.querySelectorAll(".controls")].filter((c) => c.offsetParent).length,
               edge: edge ? getComputedStyle(edge).printColorAdjust : "exact" };
    });
    await page.emulateMedia({ media: null });
    check(sheets === 1 && seen.w <= 19 && seen.h <= 25 && seen.ring === "none" && seen.given === "rgb(0, 0, 0)" && seen.shown === 0 && seen.edge === "exact",
          `printed, ${query} is whole on one A4 sheet (${sheets} sheets, board ${seen.w.toFixed(1)} x ${seen.h.toFixed(1)} cm, ` +
          `focus ring ${seen.ring}, givens ${seen.given}, controls shown ${seen.shown}, box lines printed: ${seen.edge})`);
  }
}

// The accessibility tree chromium builds for the board: the roles the grid owns and each of its rows owns
// (generic boxes, such as Futoshiki's signs, are looked through), and the names of what its rows hold.
async function axGrid(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n])), role = (n) => (n.role ? n.role.value : "");
  const owned = (n) => (n.childIds || []).map((id) => byId.get(id)).filter(Boolean)
    .flatMap((c) => (c.ignored || ["generic", "none", "presentation"].includes(role(c)) ? owned(c) : [c]))
    .filter((c) => !["StaticText", "InlineTextBox"].includes(role(c)));
  const grid = nodes.find((n) => role(n) === "grid");
  if (!grid) return { rows: 0, bad: ["no grid"], names: [] };
  const rows = owned(grid).filter((r) => role(r) === "row"), cells = rows.flatMap(owned);
  const bad = [...owned(grid).filter((r) => role(r) !== "row"), ...cells.filter((c) => !["gridcell", "columnheader", "rowheader"].includes(role(c)))];
  return { rows: rows.length, bad: [...new Set(bad.map(role))], names: cells.map((c) => (c.name ? c.name.value : "")) };
}

// Every kind's board is a grid of rows of squares (ARIA's grid > row > gridcell), laid out as before: a square's
// right neighbour beside it, the one below under it, arrows moving the selection, Nonogram clues as headers.
async function ariaRows(page) {
  for (const [query, w, h] of [["kind=sudoku&size=9", 9, 9], ["kind=fillomino&size=6", 6, 6],
                               ["kind=futoshiki&size=5&live=1&seed=4", 5, 5], ["kind=nonogram&width=10&height=5&live=1&seed=2", 10, 5]]) {
    const p = await open(page, query, w * h), ax = await axGrid(page), head = p.kind === "nonogram" ? 1 : 0;
    const squares = ax.names.filter((t) => /^r\d+c\d+: /.test(t)).length;
    check(ax.rows === h + head && ax.bad.length === 0 && squares === w * h,
          `${p.kind}: the grid owns ${h + head} rows of cells (${ax.rows} rows, ${squares} squares, stray roles: ${ax.bad})`);
    const at = (k) => page.$eval(`.cell[data-cell="${k}"]`, (d) => d.getBoundingClientRect().toJSON());
    const [a, right, below] = [await at(0), await at(1), await at(w)];
    check(right.left >= a.right - 3 && Math.abs(right.top - a.top) < 1 && below.top >= a.bottom - 3 && Math.abs(below.left - a.left) < 1,
          `${p.kind}: squares laid out in rows and columns`);
    await page.click('.cell[data-cell="0"]');
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    check((await page.$eval(".cell.selected", (d) => Number(d.dataset.cell))) === w + 1, `${p.kind}: arrows move through the rows`);
    if (head) {
      const clues = ax.names.filter((t) => /^(row|column) \d+: [\d ]+$/.test(t)).length;
      const rowClue = await page.$eval(".row-clue", (d) => d.getBoundingClientRect().toJSON());
      check(clues === w + h && rowClue.right <= a.left + 1 && Math.abs(rowClue.top - a.top) < 1,
            `nonogram: ${clues} clues named as headers, the row clues left of their squares`);
    }
  }
  // A Sudoku chosen in the form after a Futoshiki: its rows are not put on the Futoshiki's row tracks.
  await open(page, "kind=futoshiki&size=5&live=1&seed=4", 25);
  await page.selectOption("#kind", "sudoku");
  await page.selectOption("#size", "3x3");
  await page.click("#new");
  await page.waitForFunction(() => document.querySelectorAll("#board .cell").length === 81);
  const rows = await page.$$eval(".cell", (ds) => ds.filter((d) => d.dataset.cell % 9 === 0).map((d) => d.getBoundingClientRect()));
  const over = rows.filter((r, i) => i > 0 && r.top < rows[i - 1].bottom - 3).length;
  check(rows.length === 9 && over === 0, `a 9x9 after a Futoshiki: each row below the one before (${over} overlap)`);
}

// What a screen reader is told: the square the arrows select (the board keeps the focus), the squares Check
// finds wrong (not only their red), the hint as it comes; a player's digit readable on the selected square.
async function told(page) {
  const p = await open(page, "kind=sudoku&size=9", 81), givens = cellsOf(p.puzzle), solution = cellsOf(solve("sudoku", p.puzzle));
  const free = givens.map((v, k) => (v ? -1 : k)).filter((k) => k >= 0), a = free.find((k) => k % 9 < 8);
  await typeAt(page, a, String((solution[a] % 9) + 1));
  await page.click("#check");
  await page.waitForSelector(".cell.wrong");
  await page.click("#hint");
  await page.waitForFunction(() => document.querySelector("#hint-text").textContent.length > 0);
  await page.click(`.cell[data-cell="${a}"]`);
  await page.keyboard.press("ArrowRight");
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  const prop = (n, name) => ((n.properties || []).find((q) => q.name === name) || { value: {} }).value.value;
  // The focused node, or the square it names as its active descendant (what a screen reader then says).
  const focus = nodes.filter((n) => prop(n, "focused")).pop() || {};
  const active = ((focus.properties || []).find((q) => q.name === "activedescendant") || { value: { relatedNodes: [] } }).value.relatedNodes[0];
  const said = active ? nodes.find((n) => n.backendDOMNodeId === active.backendDOMNodeId) || focus : focus;
  const focused = said.name ? said.name.value : "";
  const invalid = nodes.filter((n) => prop(n, "invalid") === "true").map((n) => n.name && n.name.value);
  const hintLive = await page.$eval("#hint-text", (e) => e.getAttribute("aria-live") || e.getAttribute("role") || "");
  check(focused.startsWith(`r${Math.floor((a + 1) / 9) + 1}c${((a + 1) % 9) + 1}: `) && invalid.length === 1 && invalid[0].startsWith(`r${Math.floor(a / 9) + 1}c${(a % 9) + 1}: `) &&
        /polite|status/.test(hintLive), `a screen reader hears the selected square ("${focused}"), the wrong one (${invalid}) and the hint (${hintLive || "not live"})`);
  await page.keyboard.press("ArrowLeft");
  const ratio = await page.$eval(`.cell[data-cell="${a}"]`, (d) => {
    const lum = (c) => c.match(/\d+/g).slice(0, 3).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
    d.classList.remove("wrong");
    const [x, y] = [lum(getComputedStyle(d).color), lum(getComputedStyle(d).backgroundColor)];
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  });
  check(ratio >= 4.5, `a player's digit on the selected square has a contrast of ${ratio.toFixed(2)}:1 (4.5 at least)`);
}

// A size the bank does not hold is marked "(fresh)" until a puzzle of it has been made and stored; a second
// New puzzle of it is another puzzle, not the bank's one again.
async function freshSize(page) {
  await open(page, "kind=sudoku&size=9", 81);
  const label = () => page.$eval('#size option[value="2x3"]', (o) => o.textContent);
  check(/fresh/.test(await label()), `6x6 is marked fresh before any is made (${await label()})`);
  await page.selectOption("#size", "2x3");
  await page.click("#new");
  await page.waitForFunction(() => document.querySelectorAll("#board .cell").length === 36);
  const first = await page.$eval("#board", (b) => b.dataset.id);
  await page.waitForFunction(() => !/fresh/.test(document.querySelector('#size option[value="2x3"]').textContent), null,
                             { timeout: 5000 }).catch(() => {});
  check(!/fresh/.test(await label()) && (await page.$eval("#size", (s) => s.value)) === "2x3",
        `once made and stored, 6x6 is no longer marked fresh and stays chosen (${await label()})`);
  await page.click("#new");
  await page.waitForFunction((id) => board.dataset.id && board.dataset.id !== id, first, { timeout: 10000 }).catch(() => {});
  check((await page.$eval("#board", (b) => b.dataset.id)) !== first, "New puzzle again on 6x6 gives another puzzle");
}

// The Level menu offers "ungraded" for a kind with levels: New puzzle asks the bank for level=ungraded and puts its
// ungraded 9x9 on the board (page_cli.sh adds one with --no-grade); a second New says the bank holds no other, and
// a size with none ungraded says that nothing matches, each keeping the puzzle on the board.
async function ungraded(page) {
  await open(page, "kind=sudoku&size=9", 81);
  const asked = [], lives = [];
  page.on("request", (r) => {
    if (!r.url().includes("/api/puzzle?")) return;
    asked.push(new URL(r.url()).searchParams.get("level"));
    if (new URL(r.url()).searchParams.has("live")) lives.push(r.url());
  });
  const offered = await page.$$eval("#level option", (os) => os.map((o) => o.value));
  check(offered.includes("ungraded"), `the Level menu offers "ungraded" (${offered})`);
  await page.selectOption("#level", "ungraded");
  await page.click("#new");
  await page.waitForFunction(() => /, ungraded #/.test(document.querySelector("#title").textContent) || document.querySelector("#status.error"),
                             null, { timeout: 10000 });
  const id = await boardId(page), p = await (await fetch(`${base}/api/puzzle?id=${id}`)).json(), title = await page.textContent("#title");
  check(p.kind === "sudoku" && p.shape === "3x3" && p.level === -1 && p.levelName === null && asked.includes("ungraded") &&
        title === `sudoku 9x9 (box 3x3), ungraded #${id}`,
        `Level "ungraded": New puzzle asks for it (${asked}) and gets the bank's ungraded 9x9 (#${id}, level ${p.level}, "${title}")`);
  await page.click("#new");
  await page.waitForSelector("#status.error", { timeout: 10000 }).catch(() => {});
  check(/no other puzzle/.test(await page.textContent("#status")) && (await boardId(page)) === id && lives.length === 0,
        `ungraded again: the status says the bank holds no other (${await page.textContent("#status")}), #${id} stays`);
  await page.selectOption("#size", "4x4");
  await page.click("#new");
  await page.waitForFunction(() => document.querySelector("#status").textContent === "no puzzle in the bank matches", null,
                             { timeout: 10000 }).catch(() => {});
  check((await page.textContent("#status")) === "no puzzle in the bank matches" && (await page.$eval("#level", (l) => l.value)) === "ungraded" &&
        (await boardId(page)) === id, `ungraded 4x4, none in the bank: the status says so (${await page.textContent("#status")})`);
}

// An address that names a level (by name, by number as /api/puzzle takes it, or "ungraded") shows it in the Level
// menu, as the puzzle it loads has it, and New puzzle asks for it again; one without a level leaves "any". A 4x4
// ungraded, which the bank does not hold, shows it too beside its "nothing matches".
async function addressLevel(page) {
  const levels = (await (await fetch(`${base}/api/kinds`)).json()).kinds.find((k) => k.name === "sudoku").levels;
  const asked = [], wrong = [];
  page.on("request", (r) => { if (r.url().includes("/api/puzzle?")) asked.push(new URL(r.url()).searchParams.get("level")); });
  for (const level of ["hard", "easy", "2", "ungraded", null]) {
    await open(page, `kind=sudoku&size=9${level === null ? "" : `&level=${level}`}`, 81);
    const id = await boardId(page), p = await (await fetch(`${base}/api/puzzle?id=${id}`)).json();
    const want = level === null ? "" : p.levelName === null ? "ungraded" : p.levelName;
    const named = level === null || level === want || (/^[0-9]+$/.test(level) && levels[Number(level)] === want);
    const shown = await page.$eval("#level", (l) => l.value);
    asked.length = 0;
    await page.click("#new");
    await page.waitForFunction((was) => board.dataset.id !== was || document.querySelector("#status.error"), String(id), { timeout: 10000 });
    const again = asked.length > 0 && asked.every((a) => a === (want || null));
    if (shown !== want || !named || !again) wrong.push(`level=${level}: menu "${shown}", puzzle #${id} "${want}", New asked ${asked}`);
  }
  await page.goto(`${base}/?kind=sudoku&size=4&level=ungraded`);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  const shown = await page.$eval("#level", (l) => l.value), status = await page.textContent("#status");
  if (shown !== "ungraded" || status !== "no puzzle in the bank matches") wrong.push(`4x4 ungraded: menu "${shown}", "${status}"`);
  check(wrong.length === 0, `an address's level (hard, easy, 2, ungraded, none) shows in the Level menu and New asks it again (${wrong.join("; ")})`);
}

// An address naming empty squares and a solution count shows them in the More fields, and New puzzle asks them
// again (the puzzle opened has that many empty squares, counted on the board).
async function addressFields(page) {
  const asked = [];
  page.on("request", (r) => { if (r.url().includes("/api/puzzle?")) asked.push(new URL(r.url()).searchParams); });
  const p = await open(page, "kind=sudoku&size=9&empty=40:70&solutions=1", 81);
  const empties = cellsOf(p.puzzle).filter((v) => v === 0).length;
  const fields = await page.evaluate(() => [document.querySelector("#empty").value, document.querySelector("#solutions").value]);
  asked.length = 0;
  await page.click("#new");
  await page.waitForFunction((was) => board.dataset.id !== was || document.querySelector("#status.error"), String(p.id), { timeout: 10000 });
  const again = asked.length > 0 && asked.every((q) => q.get("empty") === "40:70" && q.get("solutions") === "1");
  check(fields[0] === "40:70" && fields[1] === "1" && empties >= 40 && empties <= 70 && again,
        `an address's empty=40:70&solutions=1 shows in the More fields and New asks them again (fields ${fields}, ${empties} empty, New asked ${asked.map(String)})`);
}

// A page loaded and a puzzle played logs no error: no request failed or answered 4xx/5xx, the icon the browser asks
// for by itself among them (a 404 for /favicon.ico logged "Failed to load resource" in the console at each load).
async function cleanLoad(page) {
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("requestfailed", (r) => errors.push(`failed: ${r.url()}`));
  page.on("response", (r) => { if (r.status() >= 400) errors.push(`${r.status()}: ${r.url()}`); });
  await open(page, "kind=sudoku&size=9", 81);
  await page.click("#check");
  await page.waitForTimeout(1000); // the icon is asked for after the page's load
  check(errors.length === 0, `a page load logs no error and no request fails (${errors.join("; ")})`);
  // The bank holds no 25x25: a fresh one, which takes minutes, is not offered; the fresh sizes go up to 16x16.
  const sizes = await page.$$eval("#size option", (os) => os.map((o) => [o.value, o.textContent]));
  const fresh = sizes.filter(([, t]) => /fresh/.test(t)).map(([v]) => v);
  check((await page.$eval("#kind", (k) => k.value)) === "sudoku" && fresh.length > 0 &&
        fresh.every((v) => v.split("x").reduce((a, b) => a * b) <= 16),
        `the fresh Sudoku sizes are those made within the server's time, up to 16x16 (${fresh})`);
}

// The window's title names the puzzle as the line above the board does; when no puzzle can be loaded, both say
// so, and when a new one cannot, the status line does and the puzzle on the board stays, playable.
async function titles(page) {
  const p = await open(page, "kind=sudoku&size=9", 81), shown = await page.textContent("#title");
  check((await page.title()) === `coverjar: ${shown}` && shown.endsWith(`#${p.id}`), `the title names the puzzle (${await page.title()})`);
  await page.goto(`${base}/?id=999999`);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  const failed = await page.title(), status = await page.textContent("#status");
  check(failed === `coverjar: error: ${status}` && status.length > 0 && (await page.textContent("#title")) === "no puzzle loaded",
        `a puzzle that cannot be loaded: the title says so (${failed}; status "${status}")`);
  const kept = await open(page, "kind=sudoku&size=9", 81), keptTitle = await page.title();
  await page.click("summary");
  await page.fill("#empty", "0:1");
  await page.click("#new");
  await page.waitForSelector("#status.error");
  const said = await page.textContent("#status"), empty = kept.puzzle.indexOf(".");
  await typeAt(page, empty, "1");
  check(said.startsWith("no puzzle in the bank matches (Empty squares 0:1)") && (await page.title()) === keptTitle &&
        (await page.$eval("#board", (b) => b.dataset.id)) === String(kept.id) && (await text(page, empty)).trim() === "1",
        `New puzzle that finds none: the status says so, the puzzle on the board stays playable under its title (${await page.title()})`);
  await page.fill("#empty", "");
  await page.click("#new");
  await page.waitForFunction(() => document.querySelectorAll("#board .cell").length === 81);
  check(/^coverjar: sudoku 9x9/.test(await page.title()), `the next puzzle's name is the title again (${await page.title()})`);
}

// The address names the puzzle on the board: ?id=N after one picked by the page's query and after New puzzle, so
// a reload opens that same puzzle.
async function address(page) {
  const p = await open(page, "kind=sudoku&size=9", 81);
  check(page.url() === `${base}/?id=${p.id}`, `a puzzle picked by kind and size: the address is ?id=${p.id} (${page.url()})`);
  await page.click("#new");
  await page.waitForFunction((id) => board.dataset.id && board.dataset.id !== String(id), p.id, { timeout: 10000 }).catch(() => {});
  const next = await boardId(page);
  check(next !== p.id && page.url() === `${base}/?id=${next}`, `after New puzzle the address is ?id=${next} (${page.url()})`);
  await reload(page, 81);
  check((await boardId(page)) === next, `a reload opens the same puzzle (${await boardId(page)})`);
}

// Back and Forward after New puzzle: the board follows the address, each puzzle with the work played on it.
async function history(page) {
  const p = await open(page, "kind=sudoku&size=9", 81), free = cellsOf(p.puzzle).indexOf(0), ids = [p.id];
  await typeAt(page, free, "4");
  for (let i = 0; i < 2; i++) {
    await page.click("#new");
    await page.waitForFunction((id) => board.dataset.id && board.dataset.id !== String(id), ids[i], { timeout: 10000 }).catch(() => {});
    ids.push(await boardId(page));
  }
  const follows = async (how, want) => {
    await (how === "back" ? page.goBack() : page.goForward());
    await page.waitForFunction((id) => board.dataset.id === String(id), want, { timeout: 5000 }).catch(() => {});
    const got = page.url().startsWith(base) ? await boardId(page) : page.url();
    check(got === want && page.url() === `${base}/?id=${want}`, `${how}: the board follows the address to #${want} (${got}, ${page.url()})`);
  };
  await follows("back", ids[1]);
  await follows("back", ids[0]);
  check((await text(page, free)) === "4", `back on #${ids[0]}: the square played there is back (${await text(page, free)})`);
  await follows("forward", ids[1]);
}

// Two tabs on one puzzle: what is played in one shows in the other, so the work kept has the squares of both.
async function twoTabs(page) {
  const p = await open(page, "kind=sudoku&size=9", 81), free = cellsOf(p.puzzle).map((v, k) => (v ? -1 : k)).filter((k) => k >= 0);
  const other = await page.context().newPage();
  other.on("pageerror", (e) => check(false, `page error in a second tab: ${e.message}`));
  await open(other, `id=${p.id}`, 81);
  await typeAt(page, free[0], "5");
  await other.waitForFunction((k) => document.querySelector(`.cell[data-cell="${k}"]`).textContent === "5", free[0], { timeout: 3000 }).catch(() => {});
  check((await text(other, free[0])) === "5", `a square typed in one tab shows in the other (${await text(other, free[0])})`);
  await typeAt(other, free[1], "6");
  await other.close(); // a tab closed keeps its work as it goes
  await reload(page, 81);
  check((await text(page, free[0])) === "5" && (await text(page, free[1])) === "6",
        `the squares typed in two tabs are both kept ("${await text(page, free[0])}", "${await text(page, free[1])}")`);
}

// A reload keeps the player's work on every kind: squares typed (letters in a 16x16, 10 in a Fillomino), pencil
// marks, Nonogram squares filled and marked empty, and the time; after Clear, a reload gives the empty board.
// Each step: an index among the free squares, then keys typed there, or a click ("click", "right").
async function reloadKeeps(page) {
  for (const [query, n, steps, wait] of [
    ["kind=sudoku&size=9", 81, [[0, "5"], [1, "7"], [2, "p13p"]], 2200],
    ["kind=sudoku&size=16", 256, [[0, "g"], [1, "p2Ap"]], 0],
    ["kind=fillomino&size=6", 36, [[0, "10"], [1, "3"], [2, "p12p"]], 0],
    ["kind=futoshiki&size=5&live=1&seed=3", 25, [[0, "2"], [1, "p45p"]], 0],
    ["kind=jidoku&box=2x2&live=1&seed=5", 16, [[0, "3"]], 0],
    ["kind=nonogram&width=10&height=10&live=1&seed=7", 100, [[0, "click"], [1, "right"], [12, "click"]], 2200],
  ]) {
    const p = await open(page, query, n), fresh = await boardState(page);
    const free = p.kind === "nonogram" ? [...Array(n).keys()] : cellsOf(p.puzzle).map((v, k) => (v ? -1 : k)).filter((k) => k >= 0);
    for (const [i, act] of steps) {
      await page.click(`.cell[data-cell="${free[i]}"]`, { button: act === "right" ? "right" : "left" });
      if (act !== "click" && act !== "right") await page.keyboard.type(act);
    }
    if (wait) await page.waitForTimeout(wait);
    const before = await boardState(page), t0 = seconds(await page.textContent("#timer"));
    const worked = before.filter((s, k) => s !== fresh[k]).length;
    await reload(page, n);
    const after = await boardState(page), t1 = seconds(await page.textContent("#timer"));
    const kept = after.filter((s, k) => s === before[k]).length, changed = before.filter((s, k) => s !== after[k]);
    check(worked === steps.length && kept === n && page.url() === `${base}/?id=${p.id}` && t1 >= t0 && t1 <= t0 + 5 && t0 * 1000 >= wait - 1000,
          `${query}: a reload keeps the ${worked} squares played (${kept}/${n} as before; first changed: ${changed[0]}) and the time (${t0} s, then ${t1} s)`);
    await page.click("#clear");
    await reload(page, n);
    const cleared = (await boardState(page)).filter((s, k) => s === fresh[k]).length;
    check(cleared === n && kept === n, `${query}: Clear forgets the work kept: a reload gives the empty board (${cleared}/${n} squares as at first)`);
  }
}

// Damaged or foreign values under the page's keys in localStorage are ignored: the puzzle loads on an empty board,
// nothing breaks, and work typed over them is kept again.
async function damagedStorage(page) {
  const p = await open(page, "kind=sudoku&size=4", 16), fresh = await boardState(page), free = cellsOf(p.puzzle).indexOf(0);
  const bad = ["{not json", "null", "42", "[1,", JSON.stringify({ puzzle: "another", values: Array(16).fill(1), marks: [], elapsed: 5 }),
               JSON.stringify({ puzzle: p.puzzle, values: Array(16).fill(99), marks: [[99, [1]]], elapsed: -1 }),
               JSON.stringify({ puzzle: p.puzzle, values: Array(15).fill(0), marks: "x", elapsed: 1e300, solved: true })];
  const broke = [];
  for (const value of bad) {
    await page.evaluate(([id, v]) => { localStorage.setItem(`coverjar.work.${id}`, v); localStorage.setItem("coverjar.recent", v); }, [p.id, value]);
    await reload(page, 16);
    const same = (await boardState(page)).every((s, k) => s === fresh[k]);
    if (!same || (await page.$("#status.error")) || (await page.$("#status.solved"))) broke.push(value);
  }
  await typeAt(page, free, "2");
  await reload(page, 16);
  check(broke.length === 0 && (await text(page, free)) === "2",
        `damaged values in storage are ignored (broken by: ${broke.slice(0, 2)}), and a square typed over them is kept (${await text(page, free)})`);
}

// Only the puzzles played last are kept (50): older work goes as new work comes.
async function keepsRecent(page) {
  const p = await open(page, "kind=sudoku&size=4", 16);
  await page.evaluate(() => {
    const ids = Array.from({ length: 60 }, (_, i) => 900000 + i);
    for (const id of ids) localStorage.setItem(`coverjar.work.${id}`, "{}");
    localStorage.setItem("coverjar.recent", JSON.stringify(ids));
  });
  await typeAt(page, cellsOf(p.puzzle).indexOf(0), "1");
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("coverjar.work.")));
  check(kept.length === 50 && kept.includes(`coverjar.work.${p.id}`) && !kept.includes("coverjar.work.900010") && kept.includes("coverjar.work.900011"),
        `the work of the last 50 puzzles is kept, the oldest dropped (${kept.length} kept)`);
}

// A browser that keeps nothing (a private window may refuse localStorage, or every write to it): the page plays as
// before, its address names the puzzle, and a reload starts the puzzle afresh.
async function noStorage(page) {
  const refusals = [
    () => Object.defineProperty(window, "localStorage", { get() { throw new DOMException("denied", "SecurityError"); } }),
    () => { Storage.prototype.setItem = () => { throw new DOMException("full", "QuotaExceededError"); }; },
  ];
  for (const [i, refuse] of refusals.entries()) {
    const other = await page.context().newPage();
    other.on("pageerror", (e) => check(false, `page error with storage refused: ${e.message}`));
    await other.addInitScript(refuse);
    const p = await open(other, "kind=sudoku&size=4", 16), free = cellsOf(p.puzzle).indexOf(0);
    await typeAt(other, free, "3");
    const typed = await text(other, free);
    await reload(other, 16);
    check(typed === "3" && (await text(other, free)) === "" && other.url() === `${base}/?id=${p.id}` && !(await other.$("#status.error")),
          `storage refused (${i ? "every write" : "no localStorage"}): the page plays, nothing is kept (${typed}, then "${await text(other, free)}")`);
    await other.close();
  }
}

mkdirSync(shots, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  // Each part has a browser context of its own, so the work one keeps in localStorage does not reach the next.
  for (const part of [cleanLoad, sudoku9, sudoku16, sudokuSizes, sudoku36, fillomino, fillominoTens, fillominoHundreds, focus, futoshiki, jidoku, nonogram, ariaRows, told, freshSize,
                      ungraded, addressLevel, addressFields, titles, noServer, lateHint, noLive, underPath, address, history, twoTabs, printing, reloadKeeps, damagedStorage, keepsRecent, noStorage,
                      solutions, resized, printedRegions, clearedHint, moreFields, pencilHidden, addressFresh,
                      heldKindFirst, strayParams, wrongShown, hintWordsGo, fastDrag, undoMoves, peerMarks, sameAndBox, foreignAnswer, noMatch,
                      hiddenPause, cluesDone, continueList, staleAnswers, clearUndone, redoMoves, digitsApart, quietNonogram, squareLabels,
                      offlineRetry, padKeys]
                      .filter((f) => !process.env.PARTS || process.env.PARTS.split(",").includes(f.name))) { // PARTS=a,b: those alone
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } }), page = await context.newPage();
    page.on("pageerror", (e) => check(false, `page error: ${e.message}`));
    try { await part(page); } catch (e) { check(false, `${part.name}: ${e.message}`); } finally { await context.close(); }
  }
  for (const part of [phone, touch, fitsHeight, tapTargets, smallMarks, touchHelp, zoom, zoomKept, zoomNotNeeded]
                      .filter((f) => !process.env.PARTS || process.env.PARTS.split(",").includes(f.name)))
    try { await part(browser, { check, open, classed, shots }); } catch (e) { check(false, `${part.name}: ${e.message}`); }
} finally {
  await browser.close();
}
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
