// play.js: the play page's logic: asks /api/puzzle for a puzzle, draws Sudoku, Fillomino, Futoshiki, Jidoku and
// Nonogram boards with a timer (keys, pad and drags: input.js; Check, Hint, Clear: answers.js; Undo, Redo: undo.js).
"use strict";

const SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const $ = (id) => document.getElementById(id);
const LIVE_SHAPES = {
  sudoku: ["2x2", "2x3", "3x3", "3x4", "4x4"], // a minimal 25x25 takes minutes: by address with empty= (SERVE.md)
  jidoku: ["2x2", "2x3", "3x3"],
  futoshiki: ["4", "5", "6", "7", "8", "9"],
  fillomino: ["5x5", "6x6", "8x8", "10x10", "12x12", "15x15"],
  nonogram: ["5x5", "10x10", "15x15", "20x20", "25x25"],
};
const FILLED = 1, CROSSED = 2; // a Nonogram cell's values: filled, or marked empty (a blank counts as empty)
const DRAWN = Object.keys(LIVE_SHAPES);

const game = {
  puzzle: null, // the answer of /api/puzzle
  n: 0, width: 0, height: 0, maxValue: 0,
  givens: [], values: [], marks: [], // marks: a Set of values per cell
  hRel: "", vRel: "", // Futoshiki / Jidoku signs
  colClues: [], rowClues: [], toFill: 0, brush: -1, brushAt: -1, // Nonogram: runs per column and row, filled cells,
  // the value a drag carries and the square it last painted
  selected: -1, loads: 0, pencil: false, started: 0, took: 0, stopped: false, tick: null, lastKey: { cell: -1, at: 0 },
  undo: [], redo: [], move: 0, // Undo and Redo: the squares before each change and the move of it (undo.js)
  changes: 0, asked: 0, // the board's changes so far, and the count at the last Check sent: an answer is of that board
  cell: 44, // the side of a square in pixels (board_size.js)
  hiddenAt: 0, // when the page was hidden (the clock does not count the time away), or 0
  checkLater: null, // the whole-board check put off while a second digit may still join the last one typed
  shown: null, // the last Check's wrong squares and the last hint's cells, shown again on a redraw (answers.js)
  retry: null, // a Check or Hint the server could not be reached for, asked again by Retry or once online (answers.js)
};
const noMarks = () => ({ wrong: [], hinted: [], cell: -1 });
let kinds = [], live = true; // what /api/kinds says: the kinds and shapes the bank holds, and whether the server generates

function symbolValue(ch) {
  if (ch === "." || ch === "0") return 0;
  const at = SYMBOLS.indexOf(ch);
  return at < 0 ? 0 : at + 1;
}

function symbolOf(v) {
  if (numbered()) return v ? String(v) : ""; // a Fillomino's sizes, a Latin square's symbols past 35 (input.js)
  return v ? SYMBOLS[v - 1] : "";
}

const isNonogram = () => game.puzzle && game.puzzle.kind === "nonogram";

// The cells field of a line form: after "WxH:" for Fillomino, the first field for `GIVENS H V`; a Nonogram's
// `WxH:` column then row clues (runs joined by '.', lines by '/') have no cells, so its board starts blank.
function parseLine(p) {
  if (p.kind === "nonogram") {
    const lines = p.puzzle.slice(p.puzzle.indexOf(":") + 1).split("/").map((l) => l.split(".").map(Number).filter((v) => v > 0));
    return { cells: new Array(p.width * p.height).fill(0), h: "", v: "", cols: lines.slice(0, p.width), rows: lines.slice(p.width) };
  }
  let line = p.puzzle, rest = [];
  const colon = line.indexOf(":"), space = line.indexOf(" ");
  if (colon >= 0 && (space < 0 || colon < space)) line = line.slice(colon + 1);
  [line, ...rest] = line.split(" ");
  const cells = line.includes(",") ? line.split(",").map((t) => (t === "." || t === "" ? 0 : Number(t)))
                                   : Array.from(line, symbolValue);
  return { cells, h: rest[0] || "", v: rest[1] || "" };
}

function gridText() {
  const vals = game.values.map((v, k) => game.givens[k] || v);
  if (vals.every((v) => v <= SYMBOLS.length)) return vals.map((v) => (v ? SYMBOLS[v - 1] : ".")).join("");
  return vals.map((v) => (v ? String(v) : ".")).join(",");
}

async function api(path, body) {
  const init = body ? { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) } : {};
  const r = await fetch(path, init).catch(() => {
    throw Object.assign(new Error("the server does not answer (is bank serve still running?)"), { unreachable: true });
  });
  // An answer that is no JSON is not the server's own (a proxy's error page, a network's login page): said so.
  const data = /json/.test(r.headers.get("Content-Type") || "") ? await r.json().catch(() => null) : null;
  if (data === null) throw new Error(`the server's answer is not its own (${r.status} ${r.statusText || "no JSON"})`);
  if (!r.ok) throw new Error(data.error || `${r.status} ${r.statusText}`);
  return data;
}

// A new message: the Check or Hint offered again by the one before goes with it (answers.js).
function setStatus(text, cls) {
  const s = $("status");
  s.textContent = text;
  s.className = cls || "";
  game.retry = null;
  $("retry").hidden = true;
}

// The line above the board and the window's title (its tab) name the puzzle, or say that none could be loaded.
function showTitle(text, tab) {
  $("title").textContent = text;
  document.title = `coverjar: ${tab || text}`;
}

// Loads a puzzle; with push (New puzzle), the address of the one on the board stays in the browser's history.
// Only the last request asked puts its puzzle on the board (Back pressed twice quickly opens the older one).
async function newPuzzle(query, push) {
  const ticket = ++game.loads;
  setStatus("loading...");
  $("hint-text").textContent = "";
  try {
    // A pick from the bank is another puzzle than the one on the board. When none is, the bank is asked once
    // more without that: if the one on the board is all it holds of the choice, a fresh one is made.
    // An ungraded puzzle is only picked from the bank: a fresh one is graded.
    const other = game.puzzle && !query.has("id") && !query.has("live");
    if (other) query.set("not", game.puzzle.id);
    const p = await api("api/puzzle?" + query).catch(async (e) => {
      if (!other || !/no puzzle in the bank/.test(e.message)) throw e;
      query.delete("not");
      await api("api/puzzle?" + query); // nothing matches at all: that is what the status line says
      if (!live || query.get("level") === "ungraded") throw new Error("the bank holds no other puzzle of this choice");
      query.set("live", "1");
      return api("api/puzzle?" + query);
    });
    if (ticket !== game.loads) return;
    setStatus("");
    start(p, push && game.puzzle !== null);
    showAsked(query);
    if (!inBank(p.kind, p.shape)) await refreshKinds();
  } catch (e) {
    if (ticket !== game.loads) return;
    showAsked(query);
    noPuzzle(e.message + noMatchAdvice(e.message, query));
  }
}

// Back and Forward: the board follows the address (?id=N), the work on the puzzle left kept as on New puzzle.
async function followAddress() {
  const asked = addressQuery();
  if (!game.puzzle || ![...asked.keys()].length || asked.get("id") === String(game.puzzle.id)) return;
  await newPuzzle(asked, false);
}

// Nothing in the bank matched: the Empty squares asked, which More hides (a count kept from another size), and
// where a fresh one is asked for (not for an ungraded one: a fresh puzzle is graded).
function noMatchAdvice(why, query) {
  if (!/no puzzle in the bank matches/.test(why)) return "";
  const fresh = live && !query.has("live") && query.get("level") !== "ungraded";
  return (query.get("empty") ? ` (Empty squares ${query.get("empty")})` : "") + (fresh ? ": tick \"generate a fresh one\" under More" : "");
}

// Loading failed: the status line says why. A puzzle on the board stays there, playable, with its title; with
// none, the title says why too.
function noPuzzle(why) {
  setStatus(why, "error");
  if (game.puzzle) return;
  $("board").hidden = true;
  showTitle("no puzzle loaded", `error: ${why}`);
}

// ---- the board --------------------------------------------------------------------------------------------

function start(p, push) {
  saveWork(); // the time on the puzzle left, when it has work kept
  const parsed = parseLine(p);
  game.puzzle = p;
  game.width = p.width; game.height = p.height; game.n = p.width * p.height;
  game.givens = parsed.cells;
  game.hRel = parsed.h; game.vRel = parsed.v;
  game.colClues = parsed.cols || []; game.rowClues = parsed.rows || [];
  game.toFill = game.rowClues.flat().reduce((a, b) => a + b, 0);
  game.values = new Array(game.n).fill(0);
  game.marks = Array.from({ length: game.n }, () => new Set());
  game.undo = [];
  game.redo = [];
  game.changes++;
  game.maxValue = p.kind === "fillomino" ? game.n : p.kind === "nonogram" ? CROSSED : p.width; // a region may be every cell
  const work = loadWork(p); // the work this browser kept on this puzzle, back on the board (saved.js), or null
  game.selected = game.givens.findIndex((v) => v === 0);
  showTitle(puzzleName(p));
  showChoice(p);
  showProgress(); // the puzzles in progress, without this one (progress.js)
  const b = $("board");
  b.dataset.id = p.id;
  b.dataset.puzzle = p.puzzle;
  b.dataset.kind = p.kind;
  game.shown = noMarks();
  drawPad(); // before the board, which is sized to leave it room (board_size.js)
  draw();
  $("pencil").hidden = p.kind === "nonogram"; // a Nonogram's squares take no pencil marks
  $("pencil").title = symbolsHaveP() ? "pencil marks (here p types the digit P)" : "pencil marks (p)";
  if (p.kind === "nonogram" && game.pencil) togglePencil(); // off, as its button is hidden: the next Sudoku starts without
  startClock(work ? work.elapsed : 0);
  if (work && work.solved) stopClock();
  showAddress(p.id, push);
  b.focus({ preventScroll: true }); // the page stays where it is: its top (the form) in the window
}

function startClock(elapsed) {
  game.started = Date.now() - elapsed;
  game.stopped = false;
  clearInterval(game.tick);
  game.tick = setInterval(showTime, 500);
  showTime();
}

// The puzzle is solved: the timer stops at its time, and the status line says it.
function stopClock() {
  if (!game.stopped) {
    showTime();
    game.took = Date.now() - game.started;
    game.stopped = true;
    clearInterval(game.tick);
  }
  setStatus(`Solved in ${$("timer").textContent}!`, "solved");
}

// The clock stops while the page is hidden (another tab, a phone's screen off): the time is kept as the page goes,
// and the time away is not counted when it comes back.
function pauseWhileHidden() {
  if (document.hidden) {
    saveWork();
    game.hiddenAt = Date.now();
  } else if (game.hiddenAt) {
    if (!game.stopped) game.started += Date.now() - game.hiddenAt;
    game.hiddenAt = 0;
    showTime();
  }
}

function showTime() {
  if (game.stopped) return;
  const s = Math.floor((Date.now() - game.started) / 1000);
  $("timer").textContent = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function makeCell(k) {
  const d = document.createElement("div");
  d.className = "cell";
  d.dataset.cell = k;
  d.id = `cell-${k}`;
  d.setAttribute("role", "gridcell");
  d.addEventListener("mousedown", (e) => { select(k); if (isNonogram()) brushDown(k, e.button); });
  d.addEventListener("mouseenter", (e) => { if (isNonogram() && e.buttons && game.brush >= 0) brushTo(k); });
  return d;
}

// A row of the grid for assistive technology (grid > row > gridcell); its boxes take no room of their own
// (display: contents), so its squares, signs and clues stay placed by the board's CSS grid.
function rowDiv(b) {
  const d = document.createElement("div");
  d.className = "row";
  d.setAttribute("role", "row");
  return b.appendChild(d);
}

function draw() {
  const b = $("board"), p = game.puzzle, w = game.width, h = game.height;
  b.innerHTML = "";
  b.hidden = false;
  b.tabIndex = 0;
  game.cell = boardSide(); // fitted to the window, or zoomed (zoom.js)
  b.style.setProperty("--cell", game.cell + "px");
  b.style.setProperty("--across", boardUnits()[0]);
  b.style.setProperty("--down", boardUnits()[1]);
  document.documentElement.style.setProperty("--cell", game.cell + "px");
  const br = p.box ? Number(p.box.split("x")[0]) : 0, bc = p.box ? Number(p.box.split("x")[1]) : 0;
  if (isNonogram()) {
    drawNonogram(b, w, h);
  } else if (game.hRel) { // cells with sign tracks between them; a row holds the signs below it too
    const sign = "calc(var(--cell) * .6)";
    b.className = "relations";
    const tracks = (n) => Array.from({ length: 2 * n - 1 }, (_, i) => (i % 2 ? sign : "var(--cell)")).join(" ");
    b.style.gridTemplateColumns = tracks(w);
    b.style.gridTemplateRows = tracks(h);
    const edgeV = (c) => (bc && (c + 1) % bc === 0 ? " edge-v" : ""), edgeH = (r) => (br && (r + 1) % br === 0 ? " edge-h" : "");
    for (let r = 0; r < h; r++) {
      const row = rowDiv(b);
      for (let c = 0; c < w; c++) {
        row.appendChild(makeCell(r * w + c));
        if (c < w - 1) row.appendChild(signCell(game.hRel[r * (w - 1) + c], edgeV(c)));
      }
      if (r < h - 1)
        for (let c = 0; c < 2 * w - 1; c++)
          row.appendChild(c % 2 ? signCell(".", edgeH(r) + edgeV((c - 1) / 2)) : signCell(game.vRel[r * w + c / 2], edgeH(r)));
    }
  } else {
    b.className = "";
    b.style.gridTemplateColumns = `repeat(${w}, var(--cell))`;
    b.style.gridTemplateRows = "";
    for (let r = 0; r < h; r++) {
      const row = rowDiv(b);
      for (let c = 0; c < w; c++) {
        const d = makeCell(r * w + c);
        if (bc && (c + 1) % bc === 0) d.classList.add("br");
        if (br && (r + 1) % br === 0) d.classList.add("bb");
        if (c === w - 1) d.classList.add("last-col");
        if (r === h - 1) d.classList.add("last-row");
        row.appendChild(d);
      }
    }
  }
  for (let k = 0; k < game.n; k++) paint(k);
  highlight();
  showMarks(); // a redraw (a resize of the window) keeps what Check and Hint marked
  zoomView();
}

// Nonogram: column clues above (a header row), row clues to the left (row headers), a thick line every five cells.
function drawNonogram(b, w, h) {
  b.className = "nonogram";
  b.style.gridTemplateColumns = `auto repeat(${w}, var(--cell))`;
  b.style.gridTemplateRows = "";
  const clue = (runs, cls, i) => {
    const d = document.createElement("div"), col = cls === "col-clue";
    d.className = "clue " + cls;
    d.dataset[col ? "col" : "row"] = i;
    d.setAttribute("role", col ? "columnheader" : "rowheader");
    d.setAttribute("aria-label", `${col ? "column" : "row"} ${i + 1}: ${runs.length ? runs.join(" ") : 0}`);
    for (const v of runs.length ? runs : [0]) {
      const s = document.createElement("span");
      s.textContent = v;
      d.appendChild(s);
    }
    return d;
  };
  const head = rowDiv(b), corner = head.appendChild(document.createElement("div"));
  corner.className = "corner";
  corner.setAttribute("role", "gridcell");
  for (let c = 0; c < w; c++) head.appendChild(clue(game.colClues[c] || [], "col-clue", c));
  for (let r = 0; r < h; r++) {
    const row = rowDiv(b);
    row.appendChild(clue(game.rowClues[r] || [], "row-clue", r));
    for (let c = 0; c < w; c++) {
      const d = makeCell(r * w + c);
      if ((c + 1) % 5 === 0 || c === w - 1) d.classList.add("br");
      if ((r + 1) % 5 === 0 || r === h - 1) d.classList.add("bb");
      row.appendChild(d);
    }
  }
}

// A Nonogram's row r and column c: a clue whose line's filled runs are its runs is greyed (done), as on paper.
function cluesDone(r, c) {
  const w = game.width, runs = (cells) => {
    const out = [];
    let run = 0;
    for (const v of [...cells, 0]) {
      if (v === FILLED) run++;
      else if (run) { out.push(run); run = 0; }
    }
    return out.join(" ");
  };
  const row = runs(game.values.slice(r * w, r * w + w)), col = runs(game.values.filter((_, i) => i % w === c));
  const rowClue = $("board").querySelector(`.row-clue[data-row="${r}"]`), colClue = $("board").querySelector(`.col-clue[data-col="${c}"]`);
  if (rowClue) rowClue.classList.toggle("done", row === game.rowClues[r].join(" "));
  if (colClue) colClue.classList.toggle("done", col === game.colClues[c].join(" "));
}

function signCell(ch, edge) {
  const d = document.createElement("div"), s = document.createElement("span");
  d.className = "sign " + edge;
  s.textContent = { "<": "<", ">": ">", "^": "∧", v: "∨" }[ch] || "";
  d.setAttribute("aria-hidden", "true"); // the squares' labels say the signs (signsOf)
  d.appendChild(s);
  return d;
}

const place = (k) => `r${Math.floor(k / game.width) + 1}c${(k % game.width) + 1}`;

// Futoshiki and Jidoku: what the signs say of square k and its neighbours, in words (", less than r1c2").
function signsOf(k) {
  const w = game.width, r = Math.floor(k / w), c = k % w, out = [];
  const say = (sign, less, more, other) => {
    if (sign === less || sign === more) out.push(`${sign === less ? "less" : "greater"} than ${place(other)}`);
  };
  if (!game.hRel) return "";
  if (c < w - 1) say(game.hRel[r * (w - 1) + c], "<", ">", k + 1);
  if (c > 0) say(game.hRel[r * (w - 1) + c - 1], ">", "<", k - 1);
  if (r < game.height - 1) say(game.vRel[r * w + c], "^", "v", k + w);
  if (r > 0) say(game.vRel[(r - 1) * w + c], "v", "^", k - w);
  return out.map((x) => ", " + x).join("");
}

function cellDiv(k) {
  return $("board").querySelector(`.cell[data-cell="${k}"]`);
}

function paint(k) {
  const d = cellDiv(k), g = game.givens[k], v = game.values[k];
  const said = isNonogram() ? ["blank", "filled", "marked empty"][v] : g ? `given ${symbolOf(g)}` : v ? symbolOf(v) : "empty";
  const marked = !g && !v && game.marks[k].size ? `, marks ${[...game.marks[k]].sort((a, b) => a - b).map(symbolOf).join(" ")}` : "";
  d.setAttribute("aria-label", `${place(k)}: ${said}${marked}${signsOf(k)}`); // what a screen reader says
  d.classList.toggle("given", g !== 0);
  d.classList.toggle("player", g === 0 && v !== 0);
  if (isNonogram()) {
    d.classList.toggle("filled", v === FILLED);
    d.classList.toggle("crossed", v === CROSSED);
    d.textContent = v === CROSSED ? "×" : "";
    cluesDone(Math.floor(k / game.width), k % game.width);
    return;
  }
  d.textContent = g ? symbolOf(g) : v ? symbolOf(v) : "";
  if (!g && !v && game.marks[k].size) {
    const m = document.createElement("div"), side = Math.ceil(Math.sqrt(game.maxValue > 9 && game.puzzle.kind === "fillomino" ? 9 : game.maxValue));
    // Each mark in its own place while those places are 9 px or more; on smaller squares, the marks set alone,
    // one after another in a type still readable (play.css)
    const few = (game.cell - 2) / side < 9;
    m.className = few ? "marks few" : "marks";
    if (!few) m.style.gridTemplateColumns = `repeat(${side}, 1fr)`;
    for (let x = 1; x <= Math.min(game.maxValue, side * side); x++) {
      if (few && !game.marks[k].has(x)) continue;
      const s = document.createElement("span");
      s.textContent = game.marks[k].has(x) ? symbolOf(x) : "";
      m.appendChild(s);
    }
    d.appendChild(m);
  }
  if (game.puzzle.kind === "fillomino") regionBorders(k);
}

// Fillomino: a thick line between two filled cells of different values. Its classes are not the box lines' (br, bb):
// they show the player's regions, so a print leaves them out.
function regionBorders(k) {
  const w = game.width, val = (i) => game.givens[i] || game.values[i], r = Math.floor(k / w), c = k % w;
  const edge = (a, b) => val(a) && val(b) && val(a) !== val(b);
  for (const [i, j, cls] of [[k, k + 1, "reg-r"], [k - 1, k, "reg-r"], [k, k + w, "reg-b"], [k - w, k, "reg-b"]]) {
    if (i < 0 || j >= game.n || (cls === "reg-r" && Math.floor(i / w) !== Math.floor(j / w))) continue;
    if (cls === "reg-r" && (c === w - 1 && i === k)) continue;
    if (cls === "reg-b" && r === game.height - 1 && i === k) continue;
    cellDiv(i).classList.toggle(cls, edge(i, j));
  }
}

// Whether square k shares a row, a column or a box (a Sudoku's or a Jidoku's; a Futoshiki has none) with square s,
// itself too: the squares shaded with the selected one, and those whose pencil marks lose a value placed in s.
// A Fillomino's sizes repeat anywhere: it has no peers.
function peers(k, s) {
  if (s < 0 || game.puzzle.kind === "fillomino") return false;
  const w = game.width, r = Math.floor(k / w), c = k % w, sr = Math.floor(s / w), sc = s % w;
  const [br, bc] = game.puzzle.box ? game.puzzle.box.split("x").map(Number) : [0, 0];
  return r === sr || c === sc || (br > 0 && Math.floor(r / br) === Math.floor(sr / br) && Math.floor(c / bc) === Math.floor(sc / bc));
}

// The selected square, its row, column and box (not a Fillomino's), and the other squares holding its value.
function highlight() {
  const s = game.selected, sr = Math.floor(s / game.width), sc = s % game.width;
  const val = (k) => game.givens[k] || game.values[k], v = s >= 0 && !isNonogram() ? val(s) : 0;
  for (const d of $("board").querySelectorAll(".cell")) {
    const k = Number(d.dataset.cell);
    d.classList.toggle("selected", k === s);
    d.setAttribute("aria-selected", String(k === s));
    d.classList.toggle("peer", peers(k, s));
    d.classList.toggle("same", v !== 0 && k !== s && val(k) === v);
  }
  for (const d of $("board").querySelectorAll(".clue"))
    d.classList.toggle("peer", s >= 0 && (Number(d.dataset.row) === sr || Number(d.dataset.col) === sc));
  // The board keeps the focus; a screen reader says the selected square as the arrows move it.
  if (s >= 0) $("board").setAttribute("aria-activedescendant", `cell-${s}`);
}

// The board takes the keys again after a press on a square, the pad or a button; it is not scrolled into view
// then (partly out of the window, it was), which moved the square or the button away under the finger or mouse.
const focusBoard = () => $("board").focus({ preventScroll: true });

function select(k) {
  if (k !== game.selected) game.lastKey = { cell: -1, at: 0 }; // a digit typed on another square joins no digit before
  game.selected = k;
  highlight();
  focusBoard();
}

function clearMarksOf(...classes) {
  for (const d of $("board").querySelectorAll("." + classes.join(",."))) {
    d.classList.remove(...classes);
    if (classes.includes("wrong")) d.removeAttribute("aria-invalid");
  }
  if (classes.includes("wrong")) game.shown.wrong = [];
  if (classes.includes("hinted")) Object.assign(game.shown, { hinted: [], cell: -1 });
}

// The board is about to change: what Check, Hint and the status said of it goes (with its words: the board is not
// the one they were about), and a whole-board check put off.
function boardChanges() {
  game.changes++;
  clearTimeout(game.checkLater);
  clearMarksOf("wrong", "hinted", "hint-cell");
  setStatus("");
  $("hint-text").textContent = "";
}

function enter(value) {
  const k = game.selected;
  if (k < 0 || game.givens[k] || game.stopped) return;
  boardChanges();
  remember(k, false);
  if (game.pencil && value && !isNonogram()) {
    const m = game.marks[k];
    if (m.has(value)) m.delete(value); else m.add(value);
  } else {
    game.values[k] = value;
    if (!value) game.marks[k].clear();
    else if (!isNonogram()) takeMarks(k, value);
  }
  paint(k);
  highlight(); // the squares of the same value
  saveWork();
  checkIfFull(value);
}

// The board is full: every square filled, or a Nonogram's filled squares as many as its clues add up to.
const boardFull = () => isNonogram() ? game.values.filter((v) => v === FILLED).length === game.toFill
                                     : game.values.every((v, i) => v || game.givens[i]);

// A full board checks itself (answers.js: a Nonogram's check only says when it is solved). A value that a second
// digit may still join (input.js) is checked once none can.
function checkIfFull(value) {
  if (!boardFull()) return;
  clearTimeout(game.checkLater);
  if (numbered() && !game.pencil && value > 0 && value * 10 <= game.maxValue) {
    const puzzle = game.puzzle;
    game.checkLater = setTimeout(() => game.puzzle === puzzle && boardFull() && check(true), JOIN_MS);
  } else {
    check(true);
  }
}

// A value placed in square k goes from its peers' pencil marks, in the value's move: one Undo puts them back.
function takeMarks(k, value) {
  for (let i = 0; i < game.n; i++) {
    if (i === k || !game.marks[i].has(value) || !peers(i, k)) continue;
    remember(i, true);
    game.marks[i].delete(value);
    paint(i);
  }
}

// ---- start ------------------------------------------------------------------------------------------------

async function init() {
  $("board").addEventListener("keydown", onKey);
  $("kind").addEventListener("change", () => { $("empty").value = ""; fillSizes(); }); // one kind's counts are not another's
  $("new").addEventListener("click", checkFields);
  $("choose").addEventListener("submit", (e) => { e.preventDefault(); newPuzzle(requestQuery(), true); });
  // After a button of the board's bar, keys go to the board again, as after the pad's buttons.
  const thenBoard = (f) => () => { focusBoard(); return f(); };
  $("check").addEventListener("click", thenBoard(check));
  $("hint").addEventListener("click", thenBoard(hint));
  $("pencil").addEventListener("click", thenBoard(togglePencil));
  $("undo").addEventListener("click", thenBoard(undo));
  $("redo").addEventListener("click", thenBoard(redo));
  $("clear").addEventListener("click", thenBoard(clearBoard));
  $("retry").addEventListener("click", thenBoard(retryNow));
  window.addEventListener("online", retryNow); // the browser back online: what it could not send, asked again
  document.querySelector("main").addEventListener("keydown", onShortcut); // Check's and Hint's keys (input.js)
  $("pad").addEventListener("keydown", padKey); // the pad, one stop of Tab, walked by the arrows
  $("pad").addEventListener("focusin", (e) => padStop([...$("pad").children].indexOf(e.target)));
  $("print").addEventListener("click", () => window.print());
  $("board").addEventListener("contextmenu", (e) => { if (isNonogram()) e.preventDefault(); });
  $("board").addEventListener("mouseleave", () => { game.brushAt = -1; }); // back in elsewhere: no line from there
  window.addEventListener("mouseup", () => { game.brush = -1; });
  $("board").addEventListener("pointerdown", strokeDown); // a finger or a pen; the mouse has its own events
  window.addEventListener("pointermove", strokeMove);
  for (const t of ["pointerup", "pointercancel"]) window.addEventListener(t, strokeUp);
  window.addEventListener("resize", () => game.puzzle && draw());
  window.addEventListener("popstate", followAddress);
  window.addEventListener("storage", takeWorkFromElsewhere); // another tab's work on this puzzle (saved.js)
  window.addEventListener("pagehide", () => saveWork()); // the time, as the page is left or reloaded
  document.addEventListener("visibilitychange", pauseWhileHidden);
  setupZoom();
  try {
    await loadKinds();
  } catch (e) {
    setStatus(e.message, "error");
  }
  fillKinds();
  showProgress();
  const asked = addressQuery(); // ?id=N, or ?kind=..&size=.. as the API takes them
  if ([...asked.keys()].length) {
    if (asked.get("kind")) { $("kind").value = asked.get("kind"); fillSizes(); }
    await newPuzzle(asked);
  } else {
    await newPuzzle(requestQuery());
  }
  document.body.dataset.ready = "1";
}

init();
