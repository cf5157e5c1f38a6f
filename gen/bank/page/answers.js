// answers.js: the play page's Check, Hint and Clear: the server's answers on the player's squares (/api/check,
// /api/hint), asked again when it could not be reached, and the board emptied again; loaded before play.js.
"use strict";

// Check, by the button, or by itself (auto) once the board is full (enter, Undo, Redo). An answer is about the
// board as it was asked: one that comes after the board changed is dropped (its "solved" or its wrong squares would
// be said of another board), and the board, full still, is checked again. A Nonogram is full once as many squares
// are filled as its clues add up to, often before it is solved: its own check only says when it is solved, its
// wrong squares waiting for the button.
async function check(auto) {
  if (!game.puzzle) return;
  const p = game.puzzle, at = game.changes;
  game.asked = at;
  try {
    const r = await api("api/check", { id: p.id, grid: gridText() });
    if (game.puzzle !== p) return; // another puzzle was loaded meanwhile
    if (game.changes !== at) {
      if (game.asked !== game.changes) checkIfFull();
      return;
    }
    if (auto === true && isNonogram() && !r.solved) return;
    clearMarksOf("wrong");
    game.shown.wrong = r.wrong;
    showMarks();
    if (r.solved) {
      stopClock();
      saveWork();
    } else if (r.wrong.length) {
      setStatus(`${r.wrong.length} wrong square${r.wrong.length > 1 ? "s" : ""}`, "wrong");
    } else {
      setStatus(r.complete ? "Complete but not solved" : "No mistakes so far");
    }
  } catch (e) {
    if (game.puzzle !== p || game.changes !== at) return;
    if (e.unreachable) offerRetry("Check", () => check(auto), e);
    else setStatus(e.message, "error");
  }
}

async function hint() {
  if (!game.puzzle) return;
  const p = game.puzzle, at = game.changes, from = game.selected;
  try {
    const r = await api("api/hint", { id: p.id, grid: gridText() });
    // another puzzle was loaded meanwhile, or a square played: the hint was on the board left
    if (game.puzzle !== p || game.changes !== at) return;
    clearMarksOf("hinted", "hint-cell");
    Object.assign(game.shown, { hinted: r.cells, cell: r.cell === null ? -1 : r.cell });
    showMarks();
    if (r.cell !== null && game.selected === from) { select(r.cell); showSelected(); } // not away from a square moved to since
    $("hint-text").textContent = r.text;
  } catch (e) {
    if (e.unreachable && game.puzzle === p && game.changes === at) offerRetry("Hint", hint, e);
    else setStatus(e.message, "error");
  }
}

// A Check or a Hint the server could not be reached for (the browser offline, the server stopped): the status says
// so, with Retry. While it does (no square played, no other message since), Retry or the browser coming back online
// asks again, of the board as it is then; a square played drops it, as the board is no longer the one asked about.
function offerRetry(what, again, e) {
  const why = navigator.onLine === false ? "this browser is offline. It is asked again once the browser is back online (or press Retry)"
                                         : `${e.message}. Press Retry once it runs again`;
  setStatus(`${what} got no answer: ${why}; your board is kept.`, "error");
  game.retry = again;
  $("retry").hidden = false;
}

function retryNow() {
  const again = game.retry;
  if (!again) return;
  setStatus(""); // the message and Retry go; the answer says the rest
  again();
}

// The squares the last Check found wrong and the cells of the last hint, marked on the board: after each answer, and
// again after the board is drawn anew (a resize of the window), until a square is played or Clear empties them.
function showMarks() {
  const s = game.shown;
  for (const k of s.wrong) {
    cellDiv(k).classList.add("wrong");
    cellDiv(k).setAttribute("aria-invalid", "true"); // said by a screen reader, not only shown in red
  }
  for (const k of s.hinted) cellDiv(k).classList.add("hinted");
  if (s.cell >= 0) cellDiv(s.cell).classList.add("hint-cell");
}

// Clear empties the player's squares, with their pencil marks: one move, which Undo takes back whole. On a solved
// puzzle it starts the puzzle again, the timer from 0:00, with nothing to undo.
function clearBoard() {
  if (!game.puzzle) return;
  if (game.stopped) {
    startClock(0);
    game.undo = [];
    game.redo = [];
  } else if (hasWork()) {
    rememberBoard();
  }
  game.values.fill(0);
  for (const m of game.marks) m.clear();
  forgetWork(game.puzzle.id);
  boardChanges(); // the last hint's words too: its cell may be empty again
  draw();
}
