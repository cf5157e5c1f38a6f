// saved.js: what the play page keeps of a puzzle across reloads: the address names the puzzle on the board
// (?id=N), so a reload or a shared link opens it again.
"use strict";

// The address names the puzzle on the board, relative to the page's own path (which a proxy may have put under
// /puzzles/), so a reload or a shared link opens the same puzzle.
function showAddress(id) {
  try {
    if (location.search !== `?id=${id}`) history.replaceState(history.state, "", `?id=${id}`);
  } catch (e) { /* an address that cannot change (a sandboxed frame) stays as it was */ }
}
