// input.js: the play page's input: keys on the board (arrows, digits, letters, pencil marks), the pad's buttons,
// and a Nonogram's mouse, finger or pen (a press fills or marks a square, a drag carries it on); before play.js.
"use strict";

// A mouse press on a Nonogram cell: the left button fills or clears it, the right one marks it empty or clears
// it; dragging carries the same value over the cells it enters.
function brushDown(k, button) {
  const want = button === 2 ? CROSSED : FILLED;
  game.brush = game.values[k] === want ? 0 : want;
  paintNonogram(k, game.brush);
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

// Fillomino: a digit (0 too) typed soon after another in the same cell joins it, while the sum stays a size.
function secondDigit(k, key) {
  return game.puzzle.kind === "fillomino" && /^[0-9]$/.test(key) && !game.pencil && game.lastKey.cell === k &&
         Date.now() - game.lastKey.at < 900 && game.values[k] > 0 && game.values[k] * 10 + Number(key) <= game.maxValue;
}

// From 25x25 on, P is a digit of a Latin square (1-9 then A-P), so the p key types it and Pencil is the button.
const symbolsHaveP = () => !isNonogram() && game.puzzle.kind !== "fillomino" && game.maxValue >= 25;

function onKey(e) {
  if (!game.puzzle || e.ctrlKey || e.metaKey || e.altKey) return;
  const w = game.width, k = game.selected, key = e.key;
  const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -w, ArrowDown: w };
  if (key in moves) {
    const r = Math.floor(k / w), c = k % w;
    const ok = (key === "ArrowLeft" && c > 0) || (key === "ArrowRight" && c < w - 1) ||
               (key === "ArrowUp" && r > 0) || (key === "ArrowDown" && r < game.height - 1);
    if (ok) select(k + moves[key]);
  } else if (secondDigit(k, key)) {
    enter(game.values[k] * 10 + Number(key)); // a second digit typed quickly: 1 then 2 is 12, 1 then 0 is 10
    game.lastKey = { cell: k, at: Date.now() };
  } else if (key === "Backspace" || key === "Delete" || key === "0" || key === ".") {
    enter(0);
  } else if (isNonogram() && (key === " " || key === "f" || key === "x")) {
    const want = key === "x" ? CROSSED : FILLED;
    enter(game.values[k] === want ? 0 : want);
  } else if ((key === "p" || key === "P") && !symbolsHaveP() && !isNonogram()) { // a Nonogram has no Pencil
    togglePencil();
  } else if (!isNonogram() && (/^[1-9]$/.test(key) || /^[A-Za-z]$/.test(key))) {
    const v = /^[1-9]$/.test(key) ? Number(key) : 10 + key.toUpperCase().charCodeAt(0) - 65;
    game.lastKey = { cell: k, at: Date.now() };
    if (v <= game.maxValue) enter(v);
  } else {
    return;
  }
  e.preventDefault();
}

// Fillomino's pad holds the digits 1-9 and 0, tapped as the keys are typed: 1 then 3 soon after is 13.
function padDigit(d) {
  const k = game.selected, key = String(d);
  if (secondDigit(k, key)) enter(game.values[k] * 10 + d);
  else enter(d <= game.maxValue ? d : 0);
  game.lastKey = { cell: k, at: Date.now() };
}

function drawPad() {
  const pad = $("pad");
  pad.innerHTML = "";
  const digits = game.puzzle.kind === "fillomino";
  const top = digits ? 10 : game.maxValue;
  for (let v = 1; v <= top; v++) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = isNonogram() ? ["fill ■", "empty ×"][v - 1] : digits ? String(v % 10) : symbolOf(v);
    b.addEventListener("click", () => { if (digits) padDigit(v % 10); else enter(v); focusBoard(); });
    pad.appendChild(b);
  }
  const erase = document.createElement("button");
  erase.type = "button";
  erase.textContent = "⌫";
  erase.title = "erase";
  erase.setAttribute("aria-label", "erase");
  erase.addEventListener("click", () => { enter(0); focusBoard(); });
  pad.appendChild(erase);
}

function togglePencil() {
  game.pencil = !game.pencil;
  $("pencil").setAttribute("aria-pressed", String(game.pencil));
}

