// board_size.js: the side of the play page's squares: the board fits the window's width and, with the controls
// played with it, its height; loaded before play.js, whose board it sizes.
"use strict";

// A square is never made smaller than this to fit the window's height: a board taller than the window is
// scrolled rather than played on squares too small to tap.
const MIN_SQUARE = 24;

// The side of a square: the board fits the page's width (less the body's padding and the board's border), so
// a 25x25 on a phone has squares of 13 px rather than running past the edge. It also fits the window's height
// with the form above it and the line above, the pad, the buttons and the status line below it; where squares of
// MIN_SQUARE do not fit so (a phone held sideways), the form is left to scroll out of the window.
function cellSize() {
  const [across, down] = boardUnits();
  const room = Math.min(document.documentElement.clientWidth - 40, 760);
  const wide = Math.floor(room / across);
  const body = document.body.getBoundingClientRect(), main = document.querySelector("main").getBoundingClientRect();
  const board = $("board-view").getBoundingClientRect(), status = $("status").getBoundingClientRect();
  const form = main.top - body.top, rest = status.bottom + 8 - main.top - board.height + 6; // 6: the board's border
  const fit = (reserve) => Math.floor((window.innerHeight - reserve) / down);
  const high = fit(form + rest) >= MIN_SQUARE ? fit(form + rest) : Math.max(MIN_SQUARE, fit(rest));
  return Math.max(8, Math.min(52, wide, high));
}

// The board's size in squares, across and down: a sign's track counts 0.6 of a square, a Nonogram's clue 0.7
// a number across and 0.6 down. The print view sizes the squares by them to fit the sheet (play.css).
function boardUnits() {
  const signs = game.hRel ? 0.6 : 0, nonogram = isNonogram();
  const across = nonogram ? Math.max(1, ...game.rowClues.map((r) => r.length)) * 0.7 : 0;
  const down = nonogram ? Math.max(1, ...game.colClues.map((c) => c.length)) * 0.6 : 0;
  return [game.width + across + signs * (game.width - 1), game.height + down + signs * (game.height - 1)];
}
