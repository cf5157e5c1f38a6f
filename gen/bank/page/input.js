// input.js: the play page's input: keys on the board (arrows, digits, letters, pencil marks), the pad's buttons,
// and a Nonogram's mouse (a press fills or marks a square, a drag carries it on); loaded before play.js.
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
  } else if ((key === "p" || key === "P") && !symbolsHaveP()) {
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

function drawPad() {
  const pad = $("pad");
  pad.innerHTML = "";
  const top = game.puzzle.kind === "fillomino" ? Math.min(game.maxValue, 12) : game.maxValue;
  for (let v = 1; v <= top; v++) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = isNonogram() ? ["fill ■", "empty ×"][v - 1] : symbolOf(v);
    b.addEventListener("click", () => { enter(v); $("board").focus(); });
    pad.appendChild(b);
  }
  const erase = document.createElement("button");
  erase.type = "button";
  erase.textContent = "⌫";
  erase.title = "erase";
  erase.setAttribute("aria-label", "erase");
  erase.addEventListener("click", () => { enter(0); $("board").focus(); });
  pad.appendChild(erase);
}

function togglePencil() {
  game.pencil = !game.pencil;
  $("pencil").setAttribute("aria-pressed", String(game.pencil));
}

