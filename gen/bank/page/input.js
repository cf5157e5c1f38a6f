// input.js: the play page's input, before play.js: keys on the board (arrows, digits, letters, pencil marks), the pad
// (its buttons, walked by the arrows), Check's and Hint's keys, and a Nonogram's mouse, finger or pen (press, drag).
"use strict";

// A mouse press on a Nonogram cell: the left button fills or clears it, the right one marks it empty or clears
// it; dragging carries the same value over the cells it enters.
function brushDown(k, button) {
  const want = button === 2 ? CROSSED : FILLED;
  game.move++;
  game.brush = game.values[k] === want ? 0 : want;
  game.brushAt = k;
  paintNonogram(k, game.brush);
}

// The mouse dragged on into square k: it and the squares on the straight way from the last one painted, which a
// fast drag passes without entering them.
function brushTo(k) {
  const w = game.width, from = game.brushAt >= 0 ? game.brushAt : k;
  const r0 = Math.floor(from / w), c0 = from % w, r1 = Math.floor(k / w), c1 = k % w;
  const steps = Math.max(Math.abs(r1 - r0), Math.abs(c1 - c0), 1);
  for (let i = 1; i <= steps; i++)
    paintNonogram(Math.round(r0 + ((r1 - r0) * i) / steps) * w + Math.round(c0 + ((c1 - c0) * i) / steps), game.brush);
  game.brushAt = k;
}

function paintNonogram(k, value) {
  if (game.values[k] === value) return;
  game.selected = k;
  enter(value);
  highlight();
}

// A finger or a pen on a Nonogram (Pointer Events) presses and drags as the mouse does. A touch stays captured by
// the square it began on, so the squares it crosses are found by their place, along the way from its last point;
// the squares take no panning (play.css), so the page does not scroll under the drag.
// A finger held still on its first square for half a second marks it empty instead, as the right button does,
// and a drag after that carries the empty mark on.
const stroke = { id: null, x: 0, y: 0, x0: 0, y0: 0, hold: null, cell: -1, was: 0 };
const HOLD_MS = 500;

function strokeDown(e) {
  const d = e.target.closest && e.target.closest("#board .cell");
  if (e.pointerType === "mouse" || !isNonogram() || !d || !e.isPrimary) return; // a second finger does not draw
  e.preventDefault(); // no mouse events follow, which would press the square a second time
  const k = Number(d.dataset.cell);
  Object.assign(stroke, { id: e.pointerId, x: e.clientX, y: e.clientY, x0: e.clientX, y0: e.clientY, cell: k, was: game.values[k] });
  select(k);
  brushDown(k, e.button);
  clearTimeout(stroke.hold);
  stroke.hold = e.pointerType === "touch" && e.button === 0 ? setTimeout(holdToCross, HOLD_MS) : null;
}

function holdToCross() {
  stroke.hold = null;
  if (stroke.id === null) return;
  paintNonogram(stroke.cell, stroke.was); // the square as it was before the press, then as the right button leaves it
  brushDown(stroke.cell, 2);
}

function strokeMove(e) {
  if (e.pointerId !== stroke.id || game.brush < 0) return;
  const dx = e.clientX - stroke.x, dy = e.clientY - stroke.y, steps = Math.max(1, Math.ceil(Math.hypot(dx, dy) / 4));
  if (stroke.hold && Math.hypot(e.clientX - stroke.x0, e.clientY - stroke.y0) > 8) { // a drag, not a hold
    clearTimeout(stroke.hold);
    stroke.hold = null;
  }
  for (let i = 1; i <= steps; i++) {
    const at = document.elementFromPoint(stroke.x + (dx * i) / steps, stroke.y + (dy * i) / steps);
    const d = at && at.closest("#board .cell");
    if (d) paintNonogram(Number(d.dataset.cell), game.brush);
  }
  Object.assign(stroke, { x: e.clientX, y: e.clientY });
}

function strokeUp(e) {
  if (e.pointerId !== stroke.id) return;
  clearTimeout(stroke.hold);
  stroke.hold = null;
  stroke.id = null;
  game.brush = -1;
}

// Values past what one key types (1-9, then A-Z for 10 to 35) are numbers, shown and typed as such: a Fillomino's
// sizes, and the symbols of a Latin square of 36 or more (a 36x36 Sudoku). Smaller squares keep one key a value.
const numbered = () => game.puzzle && !isNonogram() && (game.puzzle.kind === "fillomino" || game.maxValue > 35);

// A digit (0 too) typed soon after another in the same cell of a numbered board joins it, while the number stays
// a value of the puzzle: 3 then 6 is 36. A pencil mark joins the same way on a Latin square (marks 1 to its side;
// a Fillomino's marks are 1 to 9).
const JOIN_MS = 900;
function secondDigit(k, key) {
  if (!numbered() || !/^[0-9]$/.test(key) || game.lastKey.cell !== k || Date.now() - game.lastKey.at >= JOIN_MS) return false;
  const was = game.pencil ? game.lastKey.mark || 0 : game.values[k];
  return (!game.pencil || game.puzzle.kind !== "fillomino") && was > 0 && was * 10 + Number(key) <= game.maxValue;
}

// A digit joined to the one before in the cell (secondDigit said it may): the value, or the pencil mark, made of both.
function joinDigit(k, d) {
  if (game.pencil) {
    const was = game.lastKey.mark;
    enter(was); // the first digit's mark taken back, the joined one set
    enter(was * 10 + d);
    game.lastKey = { cell: k, at: Date.now(), mark: was * 10 + d };
  } else {
    // 1 then 2 is 12, 1 then 0 is 10: the marks the 1 took from the peers are theirs again, and the 12 takes its own,
    // in the 1's move: one Undo takes the number back whole, and the marks as they were before it
    while (game.undo.length && game.undo[game.undo.length - 1].taken) {
      const was = game.undo.pop();
      game.marks[was.k] = new Set(was.marks);
      paint(was.k);
    }
    const first = game.undo[game.undo.length - 1];
    if (first && first.k === k) game.move = first.move;
    enter(game.values[k] * 10 + d);
    game.lastKey = { cell: k, at: Date.now() };
  }
}

// From 25x25 to 35x35, P is a digit of a Latin square (1-9 then A-P), so the p key types it and Pencil is the button.
const symbolsHaveP = () => !isNonogram() && !numbered() && game.maxValue >= 25;

function onKey(e) {
  const ctrl = game.puzzle && (e.ctrlKey || e.metaKey) && !e.altKey, z = e.key === "z" || e.key === "Z";
  if (ctrl && z && !e.shiftKey) {
    e.preventDefault();
    return undo();
  }
  if (ctrl && ((z && e.shiftKey) || ((e.key === "y" || e.key === "Y") && !e.shiftKey))) { // Ctrl+Shift+Z or Ctrl+Y
    e.preventDefault();
    return redo();
  }
  if (!game.puzzle || e.ctrlKey || e.metaKey || e.altKey) return;
  const w = game.width, k = game.selected, key = e.key;
  game.move++;
  const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -w, ArrowDown: w };
  if (key in moves) {
    const r = Math.floor(k / w), c = k % w;
    const ok = (key === "ArrowLeft" && c > 0) || (key === "ArrowRight" && c < w - 1) ||
               (key === "ArrowUp" && r > 0) || (key === "ArrowDown" && r < game.height - 1);
    if (ok) { select(k + moves[key]); showSelected(); } // in sight in a zoomed view (zoom.js)
  } else if (secondDigit(k, key)) {
    joinDigit(k, Number(key));
  } else if (key === "Backspace" || key === "Delete" || key === "0" || key === ".") {
    enter(0);
  } else if (isNonogram() && (key === " " || key === "f" || key === "x")) {
    const want = key === "x" ? CROSSED : FILLED;
    enter(game.values[k] === want ? 0 : want);
  } else if ((key === "p" || key === "P") && !symbolsHaveP() && !isNonogram()) { // a Nonogram has no Pencil
    togglePencil();
  } else if (!isNonogram() && (/^[1-9]$/.test(key) || (/^[A-Za-z]$/.test(key) && !numbered()))) {
    const v = /^[1-9]$/.test(key) ? Number(key) : 10 + key.toUpperCase().charCodeAt(0) - 65;
    game.lastKey = { cell: k, at: Date.now(), mark: game.pencil && v <= game.maxValue ? v : 0 };
    if (v <= game.maxValue) enter(v);
  } else {
    return;
  }
  e.preventDefault();
}

// A numbered board's pad holds the digits 1-9 and 0, tapped as the keys are typed: 1 then 3 soon after is 13.
function padDigit(d) {
  const k = game.selected;
  if (secondDigit(k, String(d))) return joinDigit(k, d);
  enter(d <= game.maxValue ? d : 0);
  game.lastKey = { cell: k, at: Date.now(), mark: game.pencil && d <= game.maxValue ? d : 0 };
}

function drawPad() {
  const pad = $("pad");
  pad.innerHTML = "";
  const digits = numbered();
  const top = digits ? 10 : game.maxValue;
  for (let v = 1; v <= top; v++) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = isNonogram() ? ["fill ■", "empty ×"][v - 1] : digits ? String(v % 10) : symbolOf(v);
    b.addEventListener("click", () => { game.move++; if (digits) padDigit(v % 10); else enter(v); focusBoard(); });
    pad.appendChild(b);
  }
  const erase = document.createElement("button");
  erase.type = "button";
  erase.textContent = "⌫";
  erase.title = "erase";
  erase.setAttribute("aria-label", "erase");
  erase.addEventListener("click", () => { game.move++; enter(0); focusBoard(); });
  pad.appendChild(erase);
  pad.setAttribute("aria-label", isNonogram() ? "fill or mark empty" : "digits");
  padStop(0);
}

// The pad is one stop of Tab, as a toolbar is: Tab reaches the button used last, the arrows (Home, End) move
// among its buttons, round from the last to the first.
function padStop(i) {
  const bs = [...$("pad").querySelectorAll("button")];
  if (i < 0 || i >= bs.length) return null;
  bs.forEach((b, j) => { b.tabIndex = j === i ? 0 : -1; });
  return bs[i];
}

function padKey(e) {
  const bs = [...$("pad").querySelectorAll("button")], i = bs.indexOf(e.target), n = bs.length;
  const to = { ArrowLeft: i - 1, ArrowUp: i - 1, ArrowRight: i + 1, ArrowDown: i + 1, Home: 0, End: n - 1 }[e.key];
  if (i < 0 || to === undefined || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return;
  e.preventDefault();
  padStop((to + n) % n).focus();
}

// Check and Hint have keys of their own on the board, the pad and the buttons below: Ctrl+Enter and
// Ctrl+Shift+Enter (or with ⌘). No kind types a value with Ctrl or ⌘ held, nor with Enter (onKey).
function onShortcut(e) {
  if (e.key !== "Enter" || !(e.ctrlKey || e.metaKey) || e.altKey || !game.puzzle) return;
  e.preventDefault(); // not a press of the button that has the focus
  if (e.repeat) return;
  focusBoard();
  if (e.shiftKey) hint(); else check();
}

function togglePencil() {
  game.pencil = !game.pencil;
  $("pencil").setAttribute("aria-pressed", String(game.pencil));
}

