// undo.js: the play page's Undo and Redo: the squares as they were before each move (a key, a press, a drag, a
// Clear), taken back and played again in order; loaded before play.js, whose board and state they act on.
"use strict";

// Each step kept is a square as it was ({ k, value, marks, move, taken }: taken, its pencil mark taken by a value
// placed in a peer), or the whole board as it was before a Clear ({ board, move }). A move's steps share its number.
const UNDO_KEPT = 2000;

// Square k as it is, for Undo, in the move under way. A new move forgets the moves taken back (no Redo of them).
function remember(k, taken) {
  game.undo.push({ k, value: game.values[k], marks: [...game.marks[k]], move: game.move, taken });
  if (game.undo.length > UNDO_KEPT) game.undo.shift();
  game.redo = [];
}

// Clear: the whole board as it was, its squares and pencil marks, one step that Undo puts back at once.
function rememberBoard() {
  game.undo.push(boardStep(++game.move));
  game.redo = [];
}

const boardStep = (move) => ({ board: { values: game.values.slice(), marks: game.marks.map((m) => [...m]) }, move });

// The step that puts back what step was taken from: the same square (or the whole board) as it is now.
function stepNow(step) {
  if (step.board) return boardStep(step.move);
  return { k: step.k, value: game.values[step.k], marks: [...game.marks[step.k]], move: step.move, taken: step.taken };
}

function putBack(step) {
  if (step.board) {
    game.values = step.board.values.slice();
    game.marks = step.board.marks.map((m) => new Set(m));
    draw();
  } else {
    game.values[step.k] = step.value;
    game.marks[step.k] = new Set(step.marks);
    paint(step.k);
  }
}

// Takes the last move's steps off the list from, putting each square as it was and keeping it as it is now on
// the list to (Undo: from the undone moves to the redone ones; Redo the other way). The move's first square is
// selected; a Clear leaves the selection where it is. The board, full again, is checked as after a square played.
function replay(from, to) {
  if (game.stopped || !from.length) return;
  const move = from[from.length - 1].move;
  let step;
  boardChanges();
  game.lastKey = { cell: -1, at: 0 }; // a digit typed next does not join one taken back
  while (from.length && from[from.length - 1].move === move) {
    step = from.pop();
    to.push(stepNow(step));
    putBack(step);
  }
  if (step.board) highlight(); else { select(step.k); showSelected(); }
  saveWork();
  checkIfFull();
}

// Undo (the button, Ctrl+Z): the squares of the last move as they were, a drag's squares together, a value's with
// the peers' marks it took, a Clear's whole board; not on a solved puzzle, whose squares are settled.
const undo = () => replay(game.undo, game.redo);

// Redo (the button, Ctrl+Y or Ctrl+Shift+Z): the last move taken back played again, until a new move is played.
const redo = () => replay(game.redo, game.undo);
