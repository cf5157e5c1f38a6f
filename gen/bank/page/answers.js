// answers.js: the play page's Check, Hint and Clear: the server's answers on the player's squares (/api/check,
// /api/hint), and the board emptied again; loaded before play.js, whose board and state they act on.
"use strict";

async function check() {
  if (!game.puzzle) return;
  try {
    const p = game.puzzle, r = await api("api/check", { id: p.id, grid: gridText() });
    if (game.puzzle !== p) return; // another puzzle was loaded meanwhile
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
    setStatus(e.message, "error");
  }
}

async function hint() {
  if (!game.puzzle) return;
  try {
    const p = game.puzzle, r = await api("api/hint", { id: p.id, grid: gridText() });
    if (game.puzzle !== p) return; // another puzzle was loaded meanwhile: the hint was on the one left
    clearMarksOf("hinted", "hint-cell");
    Object.assign(game.shown, { hinted: r.cells, cell: r.cell === null ? -1 : r.cell });
    showMarks();
    if (r.cell !== null) select(r.cell);
    $("hint-text").textContent = r.text;
  } catch (e) {
    setStatus(e.message, "error");
  }
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

// Clear empties the player's squares; on a solved puzzle it starts the puzzle again, the timer from 0:00.
function clearBoard() {
  if (!game.puzzle) return;
  if (game.stopped) startClock(0);
  game.values.fill(0);
  for (const m of game.marks) m.clear();
  game.undo = []; // Clear is not undone: it is starting again
  forgetWork(game.puzzle.id);
  boardChanges(); // the last hint's words too: its cell may be empty again
  draw();
}
