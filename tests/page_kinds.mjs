// page_kinds.mjs: parts of tests/page_test.mjs, each kind on the play page: boards drawn as bin/dlx's solutions
// have them, played to completion, checked and hinted (Sudoku of several sizes, Fillomino, Futoshiki, Jidoku, Nonogram).
import { SYMBOLS, check, solve, cellsOf, open, typeAt, text, classed, boardState, reload, shots } from "./page_lib.mjs";

export async function sudoku9(page) {
  const p = await open(page, "kind=sudoku&size=9", 81);
  const givens = cellsOf(p.puzzle), solution = cellsOf(solve("sudoku", p.puzzle));
  check(solution.length === 81 && solution.every((v) => v > 0), "bin/dlx solves the page's 9x9");
  let shown = 0;
  for (let k = 0; k < 81; k++) shown += (await text(page, k)) === (givens[k] ? SYMBOLS[givens[k] - 1] : "");
  check(shown === 81, `the 9x9 board shows exactly the givens (${shown}/81)`);
  const labels = await page.$$eval(".cell", (ds) => ds.map((d) => d.getAttribute("aria-label")));
  const named = labels.filter((l, k) => l === `r${Math.floor(k / 9) + 1}c${(k % 9) + 1}: ${givens[k] ? "given " + givens[k] : "empty"}`).length;
  check(named === 81, `each square's label names its place and its given or "empty" (${named}/81: ${labels[0]})`);
  const empty = givens.map((v, k) => (v ? -1 : k)).filter((k) => k >= 0);
  // A wrong digit: exactly that square is marked after Check.
  const k0 = empty[3], bad = (solution[k0] % 9) + 1;
  await typeAt(page, k0, String(bad));
  await page.click("#check");
  await page.waitForSelector(".cell.wrong");
  const wrong = await classed(page, "wrong");
  check(wrong.length === 1 && wrong[0] === k0, `check marks exactly the wrong square ${k0} (got ${wrong})`);
  await page.screenshot({ path: `${shots}/sudoku9-wrong.png` });
  check((await page.getAttribute(`.cell[data-cell="${k0}"]`, "aria-label")).endsWith(`: ${bad}`), "a typed digit is in its square's label");
  await typeAt(page, k0, "Backspace");
  check((await text(page, k0)) === "", "backspace erases");
  // Pencil marks.
  await typeAt(page, empty[0], "p");
  await page.keyboard.press("1");
  await page.keyboard.press("2");
  check((await page.textContent(`.cell[data-cell="${empty[0]}"] .marks`)) === "12", "pencil marks 1 and 2 shown");
  await page.keyboard.press("p");
  // A hint: its cells highlighted, its text shown, a filled cell's value the solution's.
  await page.click("#hint");
  await page.waitForSelector(".cell.hinted");
  const hinted = await classed(page, "hinted"), words = await page.textContent("#hint-text");
  check(hinted.length >= 1 && words.length > 0, `hint highlights ${hinted.length} cells: ${words}`);
  const m = /r(\d+)c(\d+)=([1-9])/.exec(words);
  if (m) check(solution[(m[1] - 1) * 9 + (m[2] - 1)] === Number(m[3]), `the hint's value agrees with bin/dlx (${m[0]})`);
  await page.screenshot({ path: `${shots}/sudoku9-hint.png`, clip: { x: 0, y: 0, width: 620, height: 740 } });
  // Play to completion: mouse on the square, digit on the keyboard; arrows used for every other move.
  for (let i = 0; i < empty.length; i++) {
    const k = empty[i];
    if (i > 0 && k === empty[i - 1] + 1 && k % 9 !== 0) await page.keyboard.press("ArrowRight");
    else await page.click(`.cell[data-cell="${k}"]`);
    await page.keyboard.press(String(solution[k]));
  }
  await page.waitForSelector("#status.solved", { timeout: 10000 }).catch(() => {});
  check(/Solved/.test(await page.textContent("#status")), "the 9x9 played from bin/dlx's solution is solved");
  check((await classed(page, "wrong")).length === 0, "no square marked wrong once solved");
  const t1 = await page.textContent("#timer");
  await page.waitForTimeout(1200);
  check(/^\d+:\d\d$/.test(t1) && (await page.textContent("#timer")) === t1, `the timer shows ${t1} and stops once solved`);
  await page.screenshot({ path: `${shots}/sudoku9-solved.png` });
  // Reloaded, the puzzle stays solved: every square filled, the status says so, the timer stopped at its time.
  await reload(page, 81);
  const full = (await boardState(page)).filter((s, k) => s.startsWith(`r${Math.floor(k / 9) + 1}c${(k % 9) + 1}: ${givens[k] ? "given " : ""}${solution[k]}|`)).length;
  const t2 = await page.textContent("#timer");
  await page.waitForTimeout(1200);
  check(full === 81 && /Solved/.test(await page.textContent("#status")) && t2 === t1 && (await page.textContent("#timer")) === t1,
        `reloaded, the solved 9x9 stays solved (${full}/81 squares, "${await page.textContent("#status")}", timer ${t2} then ${await page.textContent("#timer")}, was ${t1})`);
  // Clear on the solved puzzle plays it again: the squares empty, the status line too, the timer from 0:00 and running.
  await page.click("#clear");
  const emptied = (await boardState(page)).filter((s, k) => !givens[k] && / empty\|/.test(s)).length;
  await page.waitForTimeout(1200);
  await typeAt(page, empty[0], String(solution[empty[0]]));
  check(emptied === empty.length && (await page.textContent("#status")) === "" && /^0:0[1-9]$/.test(await page.textContent("#timer")) &&
        (await text(page, empty[0])) === String(solution[empty[0]]),
        `Clear on the solved 9x9 plays it again (${emptied}/${empty.length} squares emptied, timer ${await page.textContent("#timer")})`);
}

export async function sudoku16(page) {
  const p = await open(page, "kind=sudoku&size=16", 256);
  const givens = cellsOf(p.puzzle), solution = cellsOf(solve("sudoku", p.puzzle));
  let shown = 0;
  for (let k = 0; k < 256; k++) shown += (await text(page, k)) === (givens[k] ? SYMBOLS[givens[k] - 1] : "");
  check(shown === 256, `the 16x16 board shows exactly the givens (${shown}/256)`);
  const k = givens.findIndex((v, i) => !v && solution[i] > 9);
  await typeAt(page, k, SYMBOLS[solution[k] - 1].toLowerCase());
  check((await text(page, k)) === SYMBOLS[solution[k] - 1], "a letter typed in a 16x16 shows as that digit");
  await page.click("#check");
  await page.waitForFunction(() => /mistakes/.test(document.querySelector("#status").textContent));
  check((await classed(page, "wrong")).length === 0, "a right letter is not marked wrong");
  const box = await page.$eval("#board", (b) => b.getBoundingClientRect().width);
  check(box > 16 * 18 && box < 1300, `the 16x16 fits the window (${Math.round(box)} px)`);
  await page.screenshot({ path: `${shots}/sudoku16.png` });
}

export async function fillomino(page) {
  const p = await open(page, "kind=fillomino&size=6", 36);
  const givens = cellsOf(p.puzzle), solution = cellsOf(solve("fillomino", p.puzzle));
  check(solution.length === 36, "bin/dlx solves the page's Fillomino");
  for (let k = 0; k < 36; k++) if (!givens[k]) await typeAt(page, k, String(solution[k]));
  await page.waitForSelector("#status.solved", { timeout: 10000 }).catch(() => {});
  check(/Solved/.test(await page.textContent("#status")), "the Fillomino played from bin/dlx's solution is solved");
  const borders = await page.$$eval(".cell.reg-r, .cell.reg-b", (ds) => ds.length);
  check(borders > 0, `Fillomino regions drawn with ${borders} thick borders`);
  await page.screenshot({ path: `${shots}/fillomino.png` });
}

// A 25x25 and a 4x4 generated on request: every given shown, the board within the window.
export async function sudokuSizes(page) {
  for (const [n, query] of [[25, "kind=sudoku&size=25&live=1&empty=200&seed=2"], [4, "kind=sudoku&size=4&live=1&seed=2"]]) {
    const p = await open(page, query, n * n), givens = cellsOf(p.puzzle);
    let shown = 0;
    for (let k = 0; k < n * n; k++) shown += (await text(page, k)) === (givens[k] ? SYMBOLS[givens[k] - 1] : "");
    const box = await page.$eval("#board", (b) => b.getBoundingClientRect());
    check(shown === n * n && box.width > n * 12 && box.right <= 1000, `the ${n}x${n} shows its givens (${shown}/${n * n}) within the window`);
    if (n === 25) { // P is the digit 25 there: the p key types it rather than switching to pencil marks
      const solution = cellsOf(solve("sudoku", p.puzzle)), k = givens.findIndex((v, i) => !v && solution[i] === 25);
      await typeAt(page, k, "p");
      check((await text(page, k)) === "P" && (await page.getAttribute("#pencil", "aria-pressed")) === "false",
            `p typed in a 25x25 enters the digit P (got "${await text(page, k)}")`);
    }
    await page.screenshot({ path: `${shots}/sudoku${n}.png` });
  }
}

// Fillomino sizes with a 0 as their second digit: 1 then 0 typed quickly is 10, not an erased square; Check
// then marks it wrong exactly when bin/dlx's solution has another size there.
export async function fillominoTens(page) {
  const p = await open(page, "kind=fillomino&size=6", 36);
  const givens = cellsOf(p.puzzle), solution = cellsOf(solve("fillomino", p.puzzle));
  const [a, b] = givens.map((v, k) => (v ? -1 : k)).filter((k) => k >= 0);
  await page.click(`.cell[data-cell="${a}"]`);
  await page.keyboard.type("10");
  await page.click(`.cell[data-cell="${b}"]`);
  await page.keyboard.type("20");
  check((await text(page, a)) === "10" && (await text(page, b)) === "20",
        `1 0 and 2 0 typed make 10 and 20 (got "${await text(page, a)}", "${await text(page, b)}")`);
  const c = givens.map((v, k) => (v ? -1 : k)).filter((k) => k >= 0)[2], pad = await page.$$("#pad button");
  await page.click(`.cell[data-cell="${c}"]`);
  await pad[0].click(); // the pad's 1, then its 3: one size of two digits, as typed
  await pad[2].click();
  const tapped = await text(page, c);
  await pad[1].click(); // 2, then 0
  await pad[9].click();
  check(tapped === "13" && (await text(page, c)) === "20" && (await pad[9].textContent()) === "0",
        `the pad's 1 3 and 2 0 tapped make 13 and 20, sizes past 12 (got "${tapped}", "${await text(page, c)}")`);
  await pad[10].click(); // erase, so that Check below sees a and b alone
  await page.click("#check");
  await page.waitForFunction(() => /wrong|mistakes/.test(document.querySelector("#status").textContent));
  const want = [a, b].filter((k) => solution[k] !== Number(k === a ? 10 : 20));
  check((await classed(page, "wrong")).join() === want.join(), `Check marks ${want} wrong against bin/dlx's solution`);
}

// A region of more than 99 cells: its size typed as three digits, in every empty square, solves the puzzle (the page
// stopped at 99, so 1 1 0 typed made 11 and then erased it, and the puzzle could not be solved).
export async function fillominoHundreds(page) {
  const p = await open(page, "kind=fillomino&width=11&height=10", 110);
  const givens = cellsOf(p.puzzle), solution = cellsOf(solve("fillomino", p.puzzle));
  const empty = givens.map((v, k) => (v ? -1 : k)).filter((k) => k >= 0);
  check(solution.length === 110 && solution.every((v) => v === 110) && empty.length === 109,
        "bin/dlx solves the 11x10 as one region of 110");
  let checks = 0;
  const count = (r) => { if (r.url().endsWith("/api/check")) checks++; };
  page.on("request", count);
  for (const k of empty) {
    await page.click(`.cell[data-cell="${k}"]`);
    await page.keyboard.type(String(solution[k]));
  }
  const shown = (await page.$$eval(".cell", (ds) => ds.map((d) => d.textContent))).filter((t, k) => t === String(solution[k]));
  await page.waitForSelector("#status.solved", { timeout: 10000 }).catch(() => {});
  check(shown.length === 110 && /Solved/.test(await page.textContent("#status")),
        `110 typed in each of the 109 empty squares shows 110 (${shown.length}/110) and solves the puzzle ` +
        `("${await page.textContent("#status")}")`);
  await page.waitForTimeout(1000); // past the time a second digit may join (a check put off would be sent by then)
  page.off("request", count);
  // The last square's 1 and 11 fill the board too, but a digit may still join them: the board is checked once, at 110.
  check(checks === 1, `the full board checked once, when its last square's 110 is whole (${checks} checks sent)`);
}

// A 36x36 generated on request: its values past 35 have no key of their own (1-9, A-Z), so the page shows every
// value as a number and takes it digit after digit (3 then 6 is 36), typed or tapped on the pad, pencil marks too.
// Every empty square typed from bin/dlx's solution solves it.
export async function sudoku36(page) {
  const p = await open(page, "kind=sudoku&size=36&live=1&empty=100&seed=2", 1296);
  const givens = cellsOf(p.puzzle), solution = cellsOf(solve("sudoku", p.puzzle));
  const empty = givens.map((v, k) => (v ? -1 : k)).filter((k) => k >= 0);
  const shown = await page.$$eval(".cell", (ds) => ds.map((d) => d.textContent));
  check(solution.length === 1296 && empty.some((k) => solution[k] === 36) && empty.some((k) => solution[k] < 10) &&
        givens.every((v, k) => shown[k] === (v ? String(v) : "")),
        "the 36x36's givens show as numbers, and its empty squares hold 36 and one-digit values (bin/dlx's solution)");
  const [m, t] = [empty.find((k) => solution[k] === 36), empty.find((k) => solution[k] > 9 && solution[k] !== 36)];
  await page.click(`.cell[data-cell="${m}"]`);
  await page.click("#pencil");
  await page.keyboard.type("36");
  await page.keyboard.press("1");
  const marks = await page.$$eval(`.cell[data-cell="${m}"] .marks span`, (ss) => ss.map((s) => s.textContent).filter((x) => x));
  check(marks.join() === "1,36", `pencil: 3 6 typed quickly mark 36, and a 1 after it (361 is past 36) marks 1 (${marks})`);
  await page.click("#pencil");
  await page.click(`.cell[data-cell="${t}"]`);
  for (const d of String(solution[t])) await (await page.$$("#pad button"))[(Number(d) + 9) % 10].click();
  check((await text(page, t)) === String(solution[t]), `the pad's digits tapped make ${solution[t]} (got "${await text(page, t)}")`);
  for (const k of empty) {
    if (k === t) continue;
    await page.click(`.cell[data-cell="${k}"]`);
    await page.keyboard.type(String(solution[k]));
  }
  const typed = (await page.$$eval(".cell", (ds) => ds.map((d) => d.textContent))).filter((x, k) => x === String(solution[k]));
  await page.waitForSelector("#status.solved", { timeout: 10000 }).catch(() => {});
  check(typed.length === 1296 && /Solved/.test(await page.textContent("#status")),
        `each empty square typed digit after digit shows its value (${typed.length}/1296) and the 36x36 is solved ` +
        `("${await page.textContent("#status")}")`);
  await page.screenshot({ path: `${shots}/sudoku36.png` });
}

// The relation signs of the puzzle's H and V fields, each drawn once on the board.
async function checkSigns(page, p, name) {
  const [, h, v] = p.puzzle.split(" "), signs = (h + v).replace(/\./g, "").length;
  const drawn = await page.$$eval(".sign span", (ss) => ss.filter((s) => s.textContent).length);
  check(signs > 0 && drawn === signs, `${name} draws its ${signs} relation signs (${drawn})`);
}

export async function futoshiki(page) {
  const p = await open(page, "kind=futoshiki&size=5&live=1&seed=3", 25);
  await checkSigns(page, p, "Futoshiki");
  await page.screenshot({ path: `${shots}/futoshiki.png` });
}

// A 4x4 Jidoku generated on request: its signs drawn, then played to completion from bin/dlx's solution.
export async function jidoku(page) {
  const p = await open(page, "kind=jidoku&box=2x2&live=1&seed=5", 16);
  await checkSigns(page, p, "Jidoku");
  const givens = cellsOf(p.puzzle), solution = cellsOf(solve("jidoku", p.puzzle));
  for (let k = 0; k < 16; k++) if (!givens[k]) await typeAt(page, k, String(solution[k]));
  await page.waitForSelector("#status.solved", { timeout: 10000 }).catch(() => {});
  check(/Solved/.test(await page.textContent("#status")), "the Jidoku played from bin/dlx's solution is solved");
  await page.screenshot({ path: `${shots}/jidoku.png` });
}

// The runs of filled cells of each line of a solution grid (true = filled).
function runsOf(cells) {
  const runs = [];
  let n = 0;
  for (const f of [...cells, false]) {
    if (f) n++;
    else if (n) { runs.push(n); n = 0; }
  }
  return runs.length ? runs : [0];
}

// A 10x10 Nonogram generated on request: clues drawn as bin/dlx's solution has them, a right-click marks a
// square empty, a wrong square found by Check, a hint that agrees with the solution, then the runs dragged in.
export async function nonogram(page) {
  const w = 10, h = 10, p = await open(page, "kind=nonogram&width=10&height=10&live=1&seed=7", w * h);
  const rows = solve("nonogram", p.puzzle).split(":")[1].split("/");
  const filled = (k) => rows[Math.floor(k / w)][k % w] === "#";
  check(rows.length === h && rows.every((r) => r.length === w), "bin/dlx solves the page's Nonogram");
  check(!(await page.isVisible("#pencil")), "a Nonogram has no Pencil button (it has no pencil marks)");
  const clue = (sel) => page.$$eval(sel, (ds) => ds.map((d) => [...d.children].map((s) => Number(s.textContent)).join(" ")));
  const rowClues = await clue(".row-clue"), colClues = await clue(".col-clue");
  const wantRows = rows.map((r) => runsOf(Array.from(r, (c) => c === "#")).join(" "));
  const wantCols = Array.from({ length: w }, (_, c) => runsOf(rows.map((r) => r[c] === "#")).join(" "));
  check(JSON.stringify(rowClues) === JSON.stringify(wantRows), `row clues drawn as the solution's runs (${rowClues})`);
  check(JSON.stringify(colClues) === JSON.stringify(wantCols), `column clues drawn as the solution's runs (${colClues})`);
  const empty = [...Array(w * h).keys()].filter((k) => !filled(k));
  await page.click(`.cell[data-cell="${empty[0]}"]`, { button: "right" });
  check((await text(page, empty[0])) === "×" && (await classed(page, "crossed")).join() === String(empty[0]),
        "a right-click marks the square empty");
  await page.click(`.cell[data-cell="${empty[1]}"]`);
  await page.click("#check");
  await page.waitForSelector(".cell.wrong");
  const wrong = await classed(page, "wrong");
  check(wrong.join() === String(empty[1]), `check marks exactly the wrongly filled square ${empty[1]} (got ${wrong})`);
  await page.click(`.cell[data-cell="${empty[1]}"]`);
  check((await classed(page, "filled")).length === 0, "a second click clears the square");
  await page.click("#hint");
  await page.waitForSelector(".cell.hinted");
  const words = await page.textContent("#hint-text"), said = [...words.matchAll(/r(\d+)c(\d+) (filled|empty)/g)];
  check(said.length > 0 && said.every((m) => filled((m[1] - 1) * w + (m[2] - 1)) === (m[3] === "filled")),
        `the hint agrees with bin/dlx's solution: ${words}`);
  for (let r = 0; r < h; r++) { // each run dragged from its first square to its last
    for (let c = 0; c < w; c++) {
      if (!filled(r * w + c) || (c > 0 && filled(r * w + c - 1))) continue;
      let end = c;
      while (end + 1 < w && filled(r * w + end + 1)) end++;
      const a = await page.$(`.cell[data-cell="${r * w + c}"]`), b = await page.$(`.cell[data-cell="${r * w + end}"]`);
      const ba = await a.boundingBox(), bb = await b.boundingBox();
      await page.mouse.move(ba.x + ba.width / 2, ba.y + ba.height / 2);
      await page.mouse.down();
      await page.mouse.move(bb.x + bb.width / 2, bb.y + bb.height / 2, { steps: 4 * (end - c) + 1 });
      await page.mouse.up();
    }
  }
  const got = await classed(page, "filled");
  check(got.length === rows.join("").split("#").length - 1 && got.every(filled), `the dragged runs fill exactly the solution's squares (${got.length})`);
  await page.waitForSelector("#status.solved", { timeout: 10000 }).catch(() => {});
  check(/Solved/.test(await page.textContent("#status")), "the Nonogram is solved once its filled squares are in, blanks unmarked");
  await page.screenshot({ path: `${shots}/nonogram.png` });
  await open(page, "kind=sudoku&size=9", 81);
  check(await page.isVisible("#pencil"), "the Pencil button is back for the Sudoku that follows a Nonogram");
}
