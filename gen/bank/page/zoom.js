// zoom.js: Zoom, for a board whose fitted squares are too small to tap (a 25x25 on a phone): its squares at a
// finger's size in a view that scrolls, a Nonogram's clues kept in sight; loaded before play.js, whose board it sizes.
"use strict";

const ZOOM_SIDE = 32; // the side of a zoomed square: a finger's tap, a clue's number readable
const ZOOM_KEY = "coverjar.zoom"; // the player's choice, kept for the next big board and the next visit
// active: this board is zoomed; puzzle: the one last drawn; x, y: how far the player scrolled its view
const zoom = { on: false, active: false, puzzle: null, x: 0, y: 0 };

// Squares smaller than this are offered Zoom: under 28 px on a touch screen (a finger), under 20 px for a mouse.
const zoomBelow = () => (matchMedia("(pointer: coarse)").matches ? 28 : 20);

// The side of the board's squares (draw, play.js): fitted to the window (board_size.js), or ZOOM_SIDE when the
// player zoomed and the fitted ones are too small. Zoom is offered only then; the fitted board is measured again
// once the button shows or goes, as the buttons' bar may take another line with it.
function boardSide() {
  let fitted = cellSize();
  const offered = fitted < zoomBelow();
  if ($("zoom").hidden === offered) {
    $("zoom").hidden = !offered;
    fitted = cellSize();
  }
  zoom.active = offered && zoom.on;
  $("zoom").setAttribute("aria-pressed", String(zoom.active));
  $("board-view").classList.toggle("zoomed", zoom.active);
  return zoom.active ? ZOOM_SIDE : fitted;
}

// After a draw: a zoomed board's view is as tall as the window leaves it beside the line above the board, the pad,
// the buttons and the status line below (240 px at least). A new puzzle is shown from its top left corner; a board
// drawn again (a resize, as a phone's address bar comes and goes, a Clear) stays where the player scrolled it.
function zoomView() {
  const view = $("board-view");
  if (zoom.puzzle !== game.puzzle) zoom.x = zoom.y = 0;
  zoom.puzzle = game.puzzle;
  if (!zoom.active) {
    view.style.maxHeight = "";
    return;
  }
  const main = document.querySelector("main").getBoundingClientRect(), seen = view.getBoundingClientRect();
  const rest = $("status").getBoundingClientRect().bottom + 8 - main.top - seen.height;
  view.style.maxHeight = Math.max(240, Math.floor(window.innerHeight - rest)) + "px";
  view.scrollTo(zoom.x, zoom.y);
}

// Scrolls a zoomed view so that the selected square is in sight, not under the clues that stay at its edges; with
// centre, to put it in the middle. A square chosen by a tap or a click is in sight already: only the arrows, a hint
// and Undo call this, so the board does not move under a finger or a mouse.
function showSelected(centre) {
  const d = game.selected >= 0 && cellDiv(game.selected), view = $("board-view");
  if (!zoom.active || !d) return;
  const v = view.getBoundingClientRect(), c = d.getBoundingClientRect(), b = $("board");
  const colClue = b.querySelector(".col-clue"), rowClue = b.querySelector(".row-clue");
  const left = v.left + view.clientLeft + (rowClue ? rowClue.getBoundingClientRect().width : 0);
  const top = v.top + view.clientTop + (colClue ? colClue.getBoundingClientRect().height : 0);
  const right = v.left + view.clientLeft + view.clientWidth, bottom = v.top + view.clientTop + view.clientHeight;
  const by = (lo, hi, from, to) => (centre ? (from + to - lo - hi) / 2 : from < lo ? from - lo : to > hi ? to - hi : 0);
  view.scrollLeft += by(left, right, c.left, c.right);
  view.scrollTop += by(top, bottom, c.top, c.bottom);
}

// The Zoom button: the board drawn again at the other side, the selected square in the middle of the zoomed view,
// and the page scrolled to the line above the board, so the view, the pad and the buttons share the window.
function toggleZoom() {
  zoom.on = !zoom.on;
  try { localStorage.setItem(ZOOM_KEY, zoom.on ? "1" : "0"); } catch (e) { /* kept for this visit only */ }
  draw();
  if (!zoom.active) return;
  showSelected(true);
  window.scrollBy(0, document.querySelector("main").getBoundingClientRect().top);
}

// The view's place is kept as the player scrolls it (scroll events come after a draw, which empties the board
// for a moment, is over: they do not see it at 0, 0).
function setupZoom() {
  try { zoom.on = localStorage.getItem(ZOOM_KEY) === "1"; } catch (e) { /* a browser that keeps nothing */ }
  const view = $("board-view");
  view.addEventListener("scroll", () => { if (zoom.active) Object.assign(zoom, { x: view.scrollLeft, y: view.scrollTop }); });
  $("zoom").addEventListener("click", () => { toggleZoom(); focusBoard(); });
}
