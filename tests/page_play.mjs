// page_play.mjs: parts of tests/page_test.mjs on playing: the first choice on a bank of one kind, a link's stray
// parameters, wrong squares shown over the selection and a filled square, the hint's words gone with its outline, a
// fast mouse drag, Undo, a value taking its peers' pencil marks, the box and the same value highlighted, a foreign
// answer, the advice when nothing matches, the list of puzzles in progress.
import { check, base, shots, cellsOf, open, typeAt, text, classed, solve, reload, boardState, boardId, seconds } from "./page_lib.mjs";

const background = (page, k) => page.$eval(`.cell[data-cell="${k}"]`, (d) => getComputedStyle(d).backgroundColor);
const asked = (page) => { // the /api/puzzle requests the page makes from now on
  const seen = [];
  page.on("request", (r) => { if (r.url().includes("/api/puzzle?")) seen.push(new URL(r.url()).searchParams); });
  return seen;
};

// A live server whose bank holds only Nonograms (process.env.NONO) opens on a Nonogram it holds: the page made and
// stored a fresh 4x4 Sudoku in it (the bank's kinds, as /api/kinds says, are still Nonograms alone).
export async function heldKindFirst(page) {
  const requests = asked(page);
  await page.goto(`${process.env.NONO}/`);
  await page.waitForFunction(() => document.body.dataset.ready === "1" && document.querySelectorAll("#board .cell").length > 0);
  const kind = await page.$eval("#board", (b) => b.dataset.kind), held = (await (await fetch(`${process.env.NONO}/api/kinds`)).json())
    .kinds.filter((k) => k.shapes.length).map((k) => k.name);
  check(kind === "nonogram" && held.join() === "nonogram" && requests.every((q) => !q.has("live")),
        `a bank of Nonograms opens on one of its own (${kind}; the bank holds ${held}; ${requests.map(String).join(" ")})`);
}

// The parameters of a link the API does not take (fbclid, utm_source) are left out: the address asks what it names,
// and one naming nothing else opens the page's own first choice (a 9x9, asked with box=3x3).
export async function strayParams(page) {
  const requests = asked(page);
  await open(page, "kind=sudoku&size=4&fbclid=abc&utm_source=news", 16);
  const first = String(requests[0]);
  await open(page, "fbclid=abc", 81);
  const second = String(requests[requests.length - 1]);
  check(!/fbclid|utm_/.test(first + second) && /size=4/.test(first) && /box=3x3/.test(second),
        `a link's fbclid and utm_source are not sent (${first}; ${second})`);
}

// A wrong square is red when it is the selected one (the last typed), with the selection's ring, a Nonogram's filled
// square too.
export async function wrongShown(page) {
  const p = await open(page, "kind=sudoku&size=9", 81), givens = cellsOf(p.puzzle), solution = cellsOf(solve("sudoku", p.puzzle));
  const a = givens.indexOf(0);
  await typeAt(page, a, String((solution[a] % 9) + 1));
  await page.click("#check");
  await page.waitForSelector(".cell.wrong");
  const selected = await page.$eval(".cell.selected", (d) => Number(d.dataset.cell)), sudokuRed = await background(page, a);
  // Selected and wrong at once, both shown: the wrong red, and a ring the square loses once the selection moves on.
  const look = (k) => page.$eval(`.cell[data-cell="${k}"]`, (d) => {
    const s = getComputedStyle(d);
    return { bg: s.backgroundColor, ring: [s.boxShadow, s.outlineStyle === "none" ? "" : `${s.outlineStyle} ${s.outlineColor}`].join(" ").trim() };
  });
  const both = await look(a);
  await page.keyboard.press(a % 9 < 8 ? "ArrowRight" : "ArrowLeft");
  const left = await look(a), moved = await page.$eval(".cell.selected", (d) => Number(d.dataset.cell));
  check(both.bg === "rgb(255, 201, 201)" && left.bg === both.bg && moved !== a && both.ring !== "none" && both.ring !== left.ring,
        `a wrong square selected shows red and the selection's ring (${both.bg}, ${both.ring}), once left red alone (${left.bg}, ${left.ring})`);
  const q = await open(page, "kind=nonogram&width=10&height=10&live=1&seed=7", 100);
  const rows = solve("nonogram", q.puzzle).split(":")[1].split("/"), blank = rows.join("").indexOf(".");
  await page.click(`.cell[data-cell="${blank}"]`);
  await page.click("#check");
  await page.waitForSelector(".cell.wrong");
  const nonogramRed = await background(page, blank);
  check(selected === a && sudokuRed === "rgb(255, 201, 201)" && nonogramRed === "rgb(176, 0, 32)",
        `a wrong square shows red: selected (${sudokuRed}), a Nonogram's filled one (${nonogramRed})`);
}

// The hint's words go when a square is played, as its outline does: they spoke of the board before.
export async function hintWordsGo(page) {
  const p = await open(page, "kind=sudoku&size=9", 81), free = cellsOf(p.puzzle).map((v, k) => (v ? -1 : k)).filter((k) => k >= 0);
  await page.click("#hint");
  await page.waitForFunction(() => document.querySelector("#hint-text").textContent.length > 0);
  const said = await page.textContent("#hint-text");
  await typeAt(page, free[free.length - 1], "5");
  check(said.length > 0 && (await page.textContent("#hint-text")) === "" && (await classed(page, "hinted")).length === 0,
        `a square played after a hint: its words ("${said}") and outline gone`);
}

// A mouse dragged across a Nonogram's row in one jump fills every square on the way, not only the two it entered.
export async function fastDrag(page) {
  await open(page, "kind=nonogram&width=10&height=10&live=1&seed=7", 100);
  const box = async (k) => { const b = await (await page.$(`.cell[data-cell="${k}"]`)).boundingBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };
  const [x0, y0] = await box(30), [x1, y1] = await box(39);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x1, y1, { steps: 1 });
  await page.mouse.up();
  const filled = (await classed(page, "filled")).join();
  check(filled === "30,31,32,33,34,35,36,37,38,39", `a fast drag over row 4 fills its ten squares (${filled})`);
  await page.keyboard.press("Control+z");
  check((await classed(page, "filled")).length === 0, `Ctrl+Z takes the whole drag back (${await classed(page, "filled")})`);
  // Out of the board and back in elsewhere, the button held: no line is drawn from where it left.
  const [x2, y2] = await box(50), [x3, y3] = await box(59);
  await page.mouse.move(x2, y2);
  await page.mouse.down();
  await page.mouse.move(2, y2, { steps: 1 });
  await page.mouse.move(x3, y3, { steps: 1 });
  await page.mouse.up();
  check((await classed(page, "filled")).join() === "50,59", `a drag out of the board and back in fills no squares between (${await classed(page, "filled")})`);
}

// Undo takes back moves one by one, the board's squares and pencil marks as they were, by Ctrl+Z and the button;
// a Clear as one move, nothing on a solved puzzle.
export async function undoMoves(page) {
  const p = await open(page, "kind=sudoku&size=4", 16), free = cellsOf(p.puzzle).map((v, k) => (v ? -1 : k)).filter((k) => k >= 0);
  const shown = () => page.$$eval(".cell", (ds) => ds.map((d) => d.textContent).join("|"));
  const states = [await shown()];
  await typeAt(page, free[0], "1"); states.push(await shown());
  await typeAt(page, free[1], "2"); states.push(await shown());
  await page.keyboard.press("p"); await page.keyboard.press("3"); await page.keyboard.press("p"); states.push(await shown());
  await page.keyboard.press("4"); states.push(await shown()); // a value over the marks
  const back = [];
  await page.keyboard.press("Control+z"); back.push(await shown());
  await page.keyboard.press("Control+z"); back.push(await shown());
  await page.click("#undo"); back.push(await shown());
  await page.click("#undo"); back.push(await shown());
  await page.click("#undo"); back.push(await shown()); // nothing left to take back
  check(JSON.stringify(back) === JSON.stringify([states[3], states[2], states[1], states[0], states[0]]),
        `Undo walks the board back through its ${states.length} states (${back.map((s, i) => s === states[3 - Math.min(i, 3)]).join()})`);
  await typeAt(page, free[0], "1");
  await page.keyboard.press("2"); // 1 then 2 in one square: an Undo past Clear's own would bring back the 1
  const before = await shown();
  await page.click("#clear");
  const cleared = await shown();
  await page.keyboard.press("Control+z");
  check(cleared === states[0] && (await shown()) === before, "Clear empties the board, and one Undo brings it back whole");
  await page.click("#clear");
  const solution = cellsOf(solve("sudoku", p.puzzle));
  for (const k of free) await typeAt(page, k, String(solution[k]));
  await page.waitForSelector("#status.solved");
  const solved = await shown();
  await page.keyboard.press("Control+z");
  check((await shown()) === solved && (await page.$("#status.solved")) !== null, "a solved puzzle's squares stay as they are");
}

// The pencil marks squares ks show, each as its marks' symbols in order ("" for none).
const marksAt = (page, ks) => page.evaluate((ks) => ks.map((k) => {
  const m = document.querySelector(`.cell[data-cell="${k}"] .marks`);
  return m ? m.textContent : "";
}), ks);

// A digit placed takes its mark off the pencil marks of its row, column and box (a Futoshiki's row and column), the
// other marks and the squares beyond kept; one Undo puts them back with the digit gone; a reload keeps them taken,
// and erasing the digit does not bring them back. On a 9x9 Sudoku, then a live 6x6 Futoshiki.
export async function peerMarks(page) {
  const p = await open(page, "kind=sudoku&size=9", 81), givens = cellsOf(p.puzzle), solution = cellsOf(solve("sudoku", p.puzzle));
  const rc = (i) => [Math.floor(i / 9), i % 9], box = (i) => Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3);
  const free = givens.map((v, i) => (v ? -1 : i)).filter((i) => i >= 0);
  let k = -1, sq = [];
  for (const a of free) { // a free square with free ones in its row, its column and its box alone, and one beyond them
    const [r, c] = rc(a), find = (f) => free.find((i) => i !== a && f(...rc(i), box(i) === box(a)));
    sq = [find((ri, ci, b) => ri === r && !b), find((ri, ci, b) => ci === c && !b), find((ri, ci, b) => b && ri !== r && ci !== c),
          find((ri, ci, b) => ri !== r && ci !== c && !b)];
    if (sq.every((i) => i !== undefined)) { k = a; break; }
  }
  const v = solution[k], o = (v % 9) + 1, both = String(Math.min(v, o)) + Math.max(v, o);
  await page.click("#pencil");
  for (const i of sq) { await typeAt(page, i, String(v)); await page.keyboard.press(String(o)); }
  await page.click("#pencil");
  const before = await marksAt(page, sq);
  await typeAt(page, k, String(v));
  const placed = await marksAt(page, sq), digit = await text(page, k);
  await page.click("#undo");
  const undone = await marksAt(page, sq), gone = await text(page, k);
  await typeAt(page, k, String(v));
  await reload(page, 81);
  const kept = await marksAt(page, sq);
  await typeAt(page, k, "Backspace");
  const erased = await marksAt(page, sq);
  const taken = [String(o), String(o), String(o), both].join();
  check(k >= 0 && before.join() === [both, both, both, both].join() && digit === String(v) && placed.join() === taken,
        `${v} placed in r${rc(k)[0] + 1}c${rc(k)[1] + 1}: its row's, column's and box's marks lose it, the square beyond keeps it (${before} -> ${placed})`);
  check(undone.join() === before.join() && gone === "", `one Undo puts the marks back with the digit gone (${undone}, "${gone}")`);
  check(kept.join() === taken && erased.join() === taken, `a reload keeps the marks taken (${kept}), erasing the digit too (${erased})`);
  // A Futoshiki has no boxes: the square diagonal to k, in the 2x3 a 6x6 Sudoku's box would share, keeps its mark.
  const f = await open(page, "kind=futoshiki&size=6&live=1&seed=3", 36), fg = cellsOf(f.puzzle), fs = cellsOf(solve("futoshiki", f.puzzle));
  const fk = fg.findIndex((x, i) => !x && i % 6 % 3 < 2 && Math.floor(i / 6) % 2 === 0 && !fg[i + 7] &&
                                    fg.some((y, j) => !y && j !== i && Math.floor(j / 6) === Math.floor(i / 6)));
  const fr = fg.findIndex((y, j) => !y && j !== fk && Math.floor(j / 6) === Math.floor(fk / 6)), fv = fs[fk];
  await page.click("#pencil");
  for (const i of [fr, fk + 7]) await typeAt(page, i, String(fv));
  await page.click("#pencil");
  const fBefore = await marksAt(page, [fr, fk + 7]);
  await typeAt(page, fk, String(fv));
  const fAfter = await marksAt(page, [fr, fk + 7]);
  check(fk >= 0 && fBefore.join() === [fv, fv].join() && fAfter.join() === ["", fv].join(),
        `a Futoshiki's ${fv} takes the mark of its row (r${Math.floor(fr / 6) + 1}c${fr % 6 + 1}), not of the square diagonal to it (${fAfter})`);
  // A 36x36's value typed digit after digit: the first digit's taking is undone as the second joins it, and one Undo
  // takes the whole number back, the marks as they were before it.
  const b = await open(page, "kind=sudoku&size=36&live=1&empty=100&seed=2", 1296), bg = cellsOf(b.puzzle), bs = cellsOf(solve("sudoku", b.puzzle));
  const m = bg.findIndex((x, i) => !x && bs[i] >= 10 && bg.some((y, j) => !y && j !== i && Math.floor(j / 36) === Math.floor(i / 36)));
  const peer = bg.findIndex((y, j) => !y && j !== m && Math.floor(j / 36) === Math.floor(m / 36)), first = String(bs[m])[0];
  const spans = () => page.$$eval(`.cell[data-cell="${peer}"] .marks span`, (ss) => ss.map((x) => x.textContent).filter((x) => x).join());
  await page.click("#pencil");
  await typeAt(page, peer, first);
  await page.waitForTimeout(1000); // no join: two marks
  await page.keyboard.type(String(bs[m]));
  await page.click("#pencil");
  const bBefore = await spans();
  await page.click(`.cell[data-cell="${m}"]`);
  await page.keyboard.type(String(bs[m]));
  const bAfter = await spans();
  await page.click("#undo");
  const bUndone = [await spans(), await text(page, m)];
  check(m >= 0 && bBefore === `${first},${bs[m]}` && bAfter === first && bUndone[0] === bBefore && bUndone[1] === "",
        `a 36x36's ${bs[m]} typed digit after digit takes its own mark, not ${first}'s (${bBefore} -> ${bAfter}; Undo: ${bUndone})`);
}

// The selected square's row, column and box are highlighted, and the other squares holding its value.
export async function sameAndBox(page) {
  const p = await open(page, "kind=sudoku&size=9", 81), givens = cellsOf(p.puzzle), k = givens.findIndex((v) => v);
  await page.click(`.cell[data-cell="${k}"]`);
  const r = Math.floor(k / 9), c = k % 9, want = [], same = [];
  for (let i = 0; i < 81; i++) {
    const ri = Math.floor(i / 9), ci = i % 9;
    if (ri === r || ci === c || (Math.floor(ri / 3) === Math.floor(r / 3) && Math.floor(ci / 3) === Math.floor(c / 3))) want.push(i);
    if (i !== k && givens[i] === givens[k]) same.push(i);
  }
  const peers = (await classed(page, "peer")).join(), sameShown = (await classed(page, "same")).join();
  check(peers === want.join() && sameShown === same.join(),
        `a given selected: its 21 squares of row, column and box (${peers.split(",").length}) and the ${same.length} others holding ${givens[k]} (${sameShown})`);
}

// An answer that is not the server's (a proxy's 502 page in HTML) is said with its status; a 200 that is not JSON
// (a network's login page) is no puzzle.
export async function foreignAnswer(page) {
  await open(page, "kind=sudoku&size=4", 16);
  const said = [];
  for (const [status, body] of [[502, "<html>Bad Gateway</html>"], [200, "<html>Sign in to the network</html>"]]) {
    await page.route("**/api/check", (route) => route.fulfill({ status, contentType: "text/html", body }));
    await page.click("#check");
    await page.waitForSelector("#status.error");
    said.push(await page.textContent("#status"));
    await page.unrouteAll();
    await page.evaluate(() => setStatus(""));
  }
  check(/not its own \(502/.test(said[0]) && /not its own \(200/.test(said[1]), `foreign answers said: "${said[0]}", "${said[1]}"`);
}

// Nothing in the bank matches: the status says what of the choice may be why and where a fresh one is asked;
// the Empty squares field is emptied when the kind changes (a 25x25's counts are no Nonogram's).
export async function noMatch(page) {
  await page.goto(`${base}/?kind=sudoku&size=9&empty=80`);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  const status = await page.textContent("#status");
  const requests = asked(page);
  await page.selectOption("#kind", "nonogram");
  await page.click("#new");
  await page.waitForFunction(() => board.dataset.kind === "nonogram" || document.querySelector("#status.error"));
  check(/no puzzle in the bank matches \(Empty squares 80\): tick "generate a fresh one" under More/.test(status) &&
        requests.length > 0 && !requests.some((q) => q.has("empty")),
        `nothing matched: "${status}"; then another kind asked without the empty count (${requests.map(String).join(" ")})`);
}

// The clock does not count the time the page is hidden (another tab): 3 s away add nothing to it.
export async function hiddenPause(page) {
  await open(page, "kind=sudoku&size=4", 16);
  const seen = async (hidden) => page.evaluate((h) => {
    Object.defineProperty(document, "hidden", { value: h, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    return game.started;
  }, hidden);
  const before = await seen(true);
  await page.waitForTimeout(3000);
  const after = await seen(false), clock = await page.textContent("#timer");
  check(after - before >= 2900 && (clock === "0:00" || clock === "0:01"),
        `3 s hidden: the clock's start moved on by them (${after - before} ms), it shows ${clock}`);
}

// A Nonogram's clue is struck through once its line's filled runs are the clue's, and no longer when a square more
// is filled; printed, it is plain.
export async function cluesDone(page) {
  const p = await open(page, "kind=nonogram&width=10&height=10&live=1&seed=7", 100);
  const rows = solve("nonogram", p.puzzle).split(":")[1].split("/"), row = rows.findIndex((r) => r.includes("#") && r.includes("."));
  const done = () => page.$eval(`.row-clue[data-row="${row}"]`, (d) => d.classList.contains("done"));
  const before = await done();
  for (let c = 0; c < 10; c++) if (rows[row][c] === "#") await page.click(`.cell[data-cell="${row * 10 + c}"]`);
  const after = await done(), shown = await page.$eval(`.row-clue[data-row="${row}"]`, (d) => getComputedStyle(d).textDecorationLine);
  await page.emulateMedia({ media: "print" });
  const printed = await page.$eval(`.row-clue[data-row="${row}"]`, (d) => getComputedStyle(d).textDecorationLine);
  await page.emulateMedia({ media: null });
  await page.click(`.cell[data-cell="${row * 10 + rows[row].indexOf(".")}"]`);
  check(!before && after && shown === "line-through" && printed === "none" && !(await done()),
        `row ${row + 1}'s clue struck once its runs are filled (${before}, ${after}, ${shown}, printed ${printed}), not after one more (${await done()})`);
}

// Continue lists the puzzles in progress this browser keeps, the last played first, without the one on the board
// and without a solved one: each with its name as its title said it, its squares filled of those to fill and its
// time. One opened from the list (by the keys, then by a click) is on the board exactly as it was left; one
// forgotten (its × button) is gone, also after a reload. In a phone-wide window the list fits, its buttons 44 px.
export async function continueList(page) {
  const listed = async () => ({
    shown: await page.$eval("#continue", (d) => !d.hidden && d.querySelector("summary").textContent),
    games: await page.$$eval("#continue-list li", (lis) => lis.map((li) => ({
      id: Number(li.dataset.id), name: li.querySelector(".name").textContent, about: li.querySelector(".about").textContent }))),
  });
  const free = (p) => cellsOf(p.puzzle).map((v, k) => (v ? -1 : k)).filter((k) => k >= 0);
  const left = {}; // what each puzzle showed as it was left: title, squares and marks, seconds on the clock
  const leave = async (p) => {
    left[p.id] = { title: await page.textContent("#title"), state: await boardState(page), t: seconds(await page.textContent("#timer")) };
  };
  const said = (list) => `${list.shown}: ${list.games.map((g) => `#${g.id} ${g.name} [${g.about}]`).join("; ")}`;
  const ids = (list) => list.games.map((g) => g.id).join();
  const focusIn = () => page.evaluate(() => `${document.activeElement.closest("li")?.dataset.id} ${document.activeElement.className}`);
  // A 4x4 with two squares and a pencil mark, another 4x4 solved, a 9x9 with three squares and marks, then a Nonogram.
  const a = await open(page, "kind=sudoku&size=4", 16), fa = free(a), none = await listed();
  await typeAt(page, fa[0], "1"); await typeAt(page, fa[1], "2"); await typeAt(page, fa[2], "p"); await page.keyboard.type("34p");
  await leave(a);
  await page.click("#new");
  await page.waitForFunction((id) => board.dataset.id && board.dataset.id !== String(id) && board.querySelectorAll(".cell").length === 16, a.id);
  const sId = await boardId(page), sPuzzle = await page.$eval("#board", (b) => b.dataset.puzzle), sSolution = cellsOf(solve("sudoku", sPuzzle));
  for (const k of free({ puzzle: sPuzzle })) await typeAt(page, k, String(sSolution[k]));
  await page.waitForSelector("#status.solved");
  const b = await open(page, "kind=sudoku&size=9", 81), fb = free(b);
  await typeAt(page, fb[0], "5"); await typeAt(page, fb[1], "7"); await typeAt(page, fb[2], "9"); await typeAt(page, fb[3], "p");
  await page.keyboard.type("12p");
  await leave(b);
  const n = await open(page, "kind=nonogram&width=10&height=10&live=1&seed=7", 100);
  const nFill = (solve("nonogram", n.puzzle).split(":")[1].match(/#/g) || []).length;
  await page.click('.cell[data-cell="0"]'); await page.click('.cell[data-cell="1"]');
  await page.click('.cell[data-cell="12"]', { button: "right" });
  await leave(n);
  const first = await listed();
  const solvedKept = await page.evaluate((id) => JSON.parse(localStorage.getItem(`coverjar.work.${id}`) || "{}").solved, sId);
  const counted = (filled, of) => new RegExp(`^${filled} of ${of} filled · \\d+:\\d\\d · (today|yesterday) \\d\\d:\\d\\d$`);
  const [gb, ga] = first.games;
  check(none.shown === false && first.shown === "Continue (2)" && first.games.length === 2 && sId !== a.id && solvedKept === true &&
        gb.id === b.id && gb.name === left[b.id].title && /^sudoku 9x9 \(box 3x3\)/.test(gb.name) && counted(3, fb.length).test(gb.about) &&
        ga.id === a.id && ga.name === left[a.id].title && /^sudoku 4x4 \(box 2x2\)/.test(ga.name) && counted(2, fa.length).test(ga.about),
        `Continue lists the 9x9 then the 4x4 in progress, not the solved 4x4 #${sId} (kept solved: ${solvedKept}) nor the Nonogram on the board ` +
        `(at first ${none.shown}; then ${said(first)})`);
  // The earlier 4x4 opened by the keys: Enter on Continue, Tab past the 9x9's two buttons, Enter.
  await page.focus("#continue summary");
  await page.keyboard.press("Enter");
  for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
  const focused = await focusIn();
  await page.keyboard.press("Enter");
  await page.waitForFunction((id) => board.dataset.id === String(id) && board.querySelectorAll(".cell").length === 16, a.id,
                             { timeout: 10000 }).catch(() => {});
  const aState = await boardState(page), aT = seconds(await page.textContent("#timer")), afterA = await listed();
  check(focused === `${a.id} open` && page.url() === `${base}/?id=${a.id}` &&
        JSON.stringify(aState) === JSON.stringify(left[a.id].state) && aT >= left[a.id].t && aT <= left[a.id].t + 5,
        `the 4x4 opened from the list by the keys (${focused}): its squares and marks as left ` +
        `(${aState.filter((x, k) => x !== left[a.id].state[k]).length} differ), its clock ${aT} s (left at ${left[a.id].t} s), address ${page.url()}`);
  const [gn] = afterA.games;
  check(afterA.shown === "Continue (2)" && ids(afterA) === `${n.id},${b.id}` && gn.name === left[n.id].title &&
        /^nonogram 10x10/.test(gn.name) && counted(2, nFill).test(gn.about) && !(await page.$eval("#continue", (d) => d.open)),
        `with the 4x4 on the board, the list is the Nonogram (its filled squares of ${nFill}) then the 9x9, closed (${said(afterA)})`);
  // The Nonogram opened by a click: its filled and crossed squares back.
  await page.click("#continue summary");
  await page.click(`#continue-list li[data-id="${n.id}"] .open`);
  await page.waitForFunction((id) => board.dataset.id === String(id) && board.querySelectorAll(".cell").length === 100, n.id,
                             { timeout: 10000 }).catch(() => {});
  const nState = await boardState(page);
  check(JSON.stringify(nState) === JSON.stringify(left[n.id].state),
        `the Nonogram opened by a click: its squares as left (differ: ${nState.filter((x, k) => x !== left[n.id].state[k]).slice(0, 2)})`);
  // The 9x9 forgotten by its × button (named for it): gone from the list and from storage, also after a reload.
  await page.click("#continue summary");
  await page.getByRole("button", { name: `forget ${left[b.id].title}` }).click();
  const afterForget = await listed(), focusAfter = await focusIn();
  await reload(page, 100);
  const reloaded = await listed(), kept = await page.evaluate((id) => localStorage.getItem(`coverjar.work.${id}`), b.id);
  check(ids(afterForget) === String(a.id) && focusAfter === `${a.id} open` && afterForget.shown === "Continue (1)" &&
        ids(reloaded) === String(a.id) && reloaded.shown === "Continue (1)" && kept === null,
        `the 9x9 forgotten: the list is the 4x4 alone (${ids(afterForget)}, focus on ${focusAfter}), after a reload too (${ids(reloaded)}; kept ${kept})`);
  // On a phone-wide window: the list opened fits the width, its buttons are 44 px tall at least.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.click("#continue summary");
  const phone = await page.evaluate(() => [document.documentElement.scrollWidth,
    [...document.querySelectorAll("#continue-list button")].map((x) => x.getBoundingClientRect())
      .filter((r) => r.height < 44 || r.width < 44 || r.right > document.documentElement.clientWidth).length]);
  await page.screenshot({ path: `${shots}/continue.png`, fullPage: true });
  check(phone[0] <= 375 && phone[1] === 0, `on a phone, the list fits (page ${phone[0]} px) and its buttons are 44 px at least (${phone[1]} not)`);
}
