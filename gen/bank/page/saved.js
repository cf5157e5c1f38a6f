// saved.js: what the play page keeps of a puzzle across reloads: the address names the puzzle (?id=N), and the
// player's squares, pencil marks and time are kept in localStorage per puzzle, for the last 50 played, and shared
// with the other tabs on the same puzzle.
"use strict";

const WORK_KEY = "coverjar.work.", RECENT_KEY = "coverjar.recent", KEEP_RECENT = 50;
const MAX_ELAPSED = 100 * 24 * 3600 * 1000; // a kept time past 100 days is none this page counted

// The address names the puzzle on the board, relative to the page's own path (which a proxy may have put under
// /puzzles/), so a reload or a shared link opens the same puzzle. With push (New puzzle), the puzzle left keeps
// its entry in the browser's history, so Back opens it again (play.js follows the address on popstate).
function showAddress(id, push) {
  try {
    if (location.search === `?id=${id}`) return;
    if (push) history.pushState(null, "", `?id=${id}`);
    else history.replaceState(history.state, "", `?id=${id}`);
  } catch (e) { /* an address that cannot change (a sandboxed frame) stays as it was */ }
}

// localStorage, or null where the browser keeps none (a private window may refuse it, or throw when it is used).
function storage() {
  try {
    const s = window.localStorage;
    return s && typeof s.getItem === "function" ? s : null;
  } catch (e) {
    return null;
  }
}

// The ids of the puzzles kept, the most recent last. A damaged list is read again from the keys the page wrote.
function recentIds(s) {
  try {
    const ids = JSON.parse(s.getItem(RECENT_KEY));
    if (Array.isArray(ids) && ids.every(Number.isSafeInteger)) return [...new Set(ids)];
  } catch (e) { /* read from the keys below */ }
  const ids = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i), id = key && key.startsWith(WORK_KEY) ? Number(key.slice(WORK_KEY.length)) : NaN;
    if (Number.isSafeInteger(id)) ids.push(id);
  }
  return ids;
}

const hasWork = () => game.values.some((v) => v) || game.marks.some((m) => m.size);
const elapsed = () => (game.stopped ? game.took : Date.now() - game.started);

// Keeps the work on the board's puzzle, called as it changes: its squares, its pencil marks (the cells that have
// some), its time and whether it is solved; and for the list of puzzles in progress (progress.js), what names the
// puzzle, its squares filled of those to fill (a Nonogram's filled ones) and when. A board left empty keeps nothing.
// When the storage is full, the puzzles played longest ago make room; when it refuses even then, the page goes on
// without keeping.
function saveWork() {
  const s = storage(), p = game.puzzle;
  if (!s || !p) return;
  if (!hasWork()) return forgetWork(p.id);
  const marks = [], nonogram = p.kind === "nonogram";
  game.marks.forEach((m, k) => { if (m.size) marks.push([k, [...m].sort((a, b) => a - b)]); });
  const filled = game.values.filter((v, k) => (nonogram ? v === FILLED : v && !game.givens[k])).length;
  const toFill = nonogram ? game.toFill : game.givens.filter((g) => !g).length;
  const entry = JSON.stringify({ puzzle: p.puzzle, values: game.values, marks, elapsed: Math.round(elapsed()), solved: game.stopped,
                                 kind: p.kind, shape: p.shape, levelName: p.levelName || null, solutions: p.solutions,
                                 filled, toFill, at: Date.now() });
  try {
    const ids = [...recentIds(s).filter((id) => id !== p.id), p.id];
    for (;;) {
      try {
        while (ids.length > KEEP_RECENT) s.removeItem(WORK_KEY + ids.shift());
        s.setItem(WORK_KEY + p.id, entry);
        s.setItem(RECENT_KEY, JSON.stringify(ids));
        return;
      } catch (e) {
        if (ids.length <= 1) return;
        for (const old of ids.splice(0, Math.ceil((ids.length - 1) / 2))) s.removeItem(WORK_KEY + old);
      }
    }
  } catch (e) { /* a storage that throws on every use keeps nothing */ }
}

// Clear: the puzzle's kept work goes too.
function forgetWork(id) {
  const s = storage();
  if (!s) return;
  try {
    s.removeItem(WORK_KEY + id);
    s.setItem(RECENT_KEY, JSON.stringify(recentIds(s).filter((i) => i !== id)));
  } catch (e) { /* nothing kept, nothing to forget */ }
}

// The work kept on puzzle p, put back on the fresh board (game.values and game.marks; its givens and largest value
// known). Anything else under the key (damaged, from another page or another bank's puzzle of the same id, values
// out of range) is ignored. Returns the time and whether it was solved, or null when nothing is put back.
function loadWork(p) {
  const s = storage();
  let w = null;
  try {
    w = s && JSON.parse(s.getItem(WORK_KEY + p.id));
  } catch (e) {
    return null;
  }
  const value = (v, k) => Number.isInteger(v) && v >= 0 && v <= game.maxValue && !(v && game.givens[k]);
  const mark = (m) => Array.isArray(m) && Number.isInteger(m[0]) && m[0] >= 0 && m[0] < game.n && Array.isArray(m[1]) &&
                      m[1].every((v) => Number.isInteger(v) && v >= 1 && v <= game.maxValue);
  if (!w || typeof w !== "object" || w.puzzle !== p.puzzle || !Array.isArray(w.values) || w.values.length !== game.n ||
      !w.values.every(value) || !Array.isArray(w.marks) || !w.marks.every(mark) ||
      !(Number.isFinite(w.elapsed) && w.elapsed >= 0 && w.elapsed < MAX_ELAPSED))
    return null;
  game.values = w.values.slice();
  for (const [k, m] of w.marks) game.marks[k] = new Set(m);
  return { elapsed: w.elapsed, solved: w.solved === true && hasWork() };
}

// Another tab of this browser changed the work kept on the puzzle on this board: this board takes it up (squares,
// marks, time, solved or not), so that neither tab's next write undoes what was played in the other.
function takeWorkFromElsewhere(e) {
  const p = game.puzzle;
  if (!p || e.key !== WORK_KEY + p.id || e.storageArea !== storage()) return;
  game.values = new Array(game.n).fill(0);
  game.marks = Array.from({ length: game.n }, () => new Set());
  game.undo = []; // this tab's moves were on a board the other tab has changed
  game.redo = [];
  game.changes++; // an answer on to this tab's board as it was is dropped
  const work = loadWork(p);
  if (work && work.solved) {
    if (!game.stopped) { startClock(work.elapsed); stopClock(); }
  } else if (work || game.stopped) {
    startClock(work ? work.elapsed : 0);
    setStatus("");
  }
  game.shown = noMarks(); // marks of this tab's last Check and hint, on squares the other tab may have changed
  draw();
}
