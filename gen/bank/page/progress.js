// progress.js: the play page's list of the puzzles in progress this browser keeps (saved.js): Continue (N) lists
// them, the last played first; one opens where it was left, and × forgets it. Solved ones are not listed.
"use strict";

const SHAPE_TEXT = /^[0-9]{1,4}(x[0-9]{1,4})?$/;

// The puzzles kept unsolved, the last played first, without the one on the board: for each, its id, its name (or
// "puzzle #N" for work kept before the page said more of it), its squares filled and to fill, time and when played.
function gamesInProgress() {
  const s = storage(), out = [];
  if (!s) return out;
  try {
    for (const id of recentIds(s).reverse()) {
      if (game.puzzle && id === game.puzzle.id) continue;
      let w = null;
      try { w = JSON.parse(s.getItem(WORK_KEY + id)); } catch (e) { continue; }
      if (!w || typeof w !== "object" || w.solved === true || typeof w.puzzle !== "string" || !Array.isArray(w.values) ||
          !(Number.isFinite(w.elapsed) && w.elapsed >= 0 && w.elapsed < MAX_ELAPSED))
        continue;
      const named = DRAWN.includes(w.kind) && typeof w.shape === "string" && SHAPE_TEXT.test(w.shape);
      const count = (v) => (Number.isSafeInteger(v) && v >= 0 ? v : null);
      out.push({
        id,
        name: named ? puzzleName({ id, kind: w.kind, shape: w.shape, solutions: Number(w.solutions) || 1,
                                   levelName: typeof w.levelName === "string" ? w.levelName : null })
                    : `puzzle #${id}`,
        filled: count(w.filled) ?? w.values.filter((v) => v).length,
        toFill: count(w.toFill),
        elapsed: w.elapsed,
        at: Number.isFinite(w.at) ? w.at : null,
      });
    }
  } catch (e) { /* a storage that throws lists nothing */ }
  return out;
}

const clockText = (ms) => { const s = Math.floor(ms / 1000); return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`; };

// When a puzzle was last played, in words: "today 14:02", "yesterday 09:30", else its date ("12 Mar 14:02", its
// year too when it is not this one's), in the browser's own way of writing dates.
function whenPlayed(at, now = new Date()) {
  const d = new Date(at), hm = `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
  const day = (x) => new Date(x.getFullYear(), x.getMonth(), x.getDate()).getTime();
  const days = Math.round((day(now) - day(d)) / 86400000);
  if (days === 0) return `today ${hm}`;
  if (days === 1) return `yesterday ${hm}`;
  const date = { day: "numeric", month: "short" };
  if (d.getFullYear() !== now.getFullYear()) date.year = "numeric";
  return `${d.toLocaleDateString(undefined, date)} ${hm}`;
}

// The list under Continue (N), rebuilt from what is kept; hidden when nothing is in progress. A list that changes
// while a button in it has the focus gives it to the same button, or the list's next (a puzzle forgotten).
function showProgress() {
  const games = gamesInProgress(), box = $("continue"), list = $("continue-list");
  const had = list.contains(document.activeElement) ? document.activeElement : null;
  const at = had ? [Number(had.closest("li").dataset.id), had.className, [...list.children].indexOf(had.closest("li"))] : null;
  list.innerHTML = "";
  for (const g of games) {
    const li = document.createElement("li"), open = document.createElement("button"), forget = document.createElement("button");
    const about = [g.toFill === null ? `${g.filled} filled` : `${g.filled} of ${g.toFill} filled`, clockText(g.elapsed)];
    if (g.at !== null) about.push(whenPlayed(g.at));
    li.dataset.id = g.id;
    open.type = forget.type = "button";
    open.className = "open";
    for (const [cls, words] of [["name", g.name], ["about", about.join(" · ")]]) {
      const span = open.appendChild(document.createElement("span"));
      span.className = cls;
      span.textContent = words;
    }
    open.setAttribute("aria-label", `${g.name}: ${about[0]}, time ${about.slice(1).join(", played ")}`);
    open.addEventListener("click", () => {
      box.open = false;
      newPuzzle(new URLSearchParams({ id: g.id }), true);
    });
    forget.className = "forget";
    forget.textContent = "×";
    forget.title = "forget this puzzle's work";
    forget.setAttribute("aria-label", `forget ${g.name}`);
    forget.addEventListener("click", () => { forgetWork(g.id); showProgress(); });
    li.append(open, forget);
    list.appendChild(li);
  }
  $("continue-count").textContent = games.length;
  box.hidden = games.length === 0;
  if (!at) return;
  const same = list.querySelector(`li[data-id="${at[0]}"] .${at[1]}`), next = list.children[Math.min(at[2], games.length - 1)];
  if (same) same.focus();
  else if (next) next.querySelector(".open").focus();
  else if (!box.hidden) box.querySelector("summary").focus();
  else if (game.puzzle) focusBoard();
}

// Another tab played, forgot or solved a puzzle: the list follows (once for a burst of moves). Opened, the list is
// read again, so that "today" is still today.
let progressLater = null;
window.addEventListener("storage", (e) => {
  if (e.key !== null && !e.key.startsWith("coverjar.")) return;
  clearTimeout(progressLater);
  progressLater = setTimeout(showProgress, 200);
});
document.getElementById("continue").addEventListener("toggle", (e) => { if (e.target.open) showProgress(); }); // before play.js's $
