// page_shown.mjs: parts of tests/page_test.mjs on what the page shows of a puzzle and of the player's work: the
// solutions asked for and told, Check's and Hint's marks across a resize, a print without the player's regions, Clear.
import { execFileSync } from "node:child_process";
import { check, dlx, cellsOf, open, typeAt, classed, boardId, solve } from "./page_lib.mjs";

const count = (line, box) => Number(execFileSync(dlx, ["--count=10", "--box", box], { input: line + "\n" }).toString().trim());

// The Solutions field left empty asks for one solution, as its placeholder says: New puzzle on a 6x6 of box 3x2,
// of which the bank holds eight with 3 solutions and two with one (page_cli.sh), gives only unique ones, as bin/dlx
// counts them. A puzzle with several, asked for by their number, says how many in its title.
export async function solutions(page) {
  await open(page, "kind=sudoku&size=9", 81);
  const asked = [], counts = [];
  page.on("request", (r) => { if (r.url().includes("/api/puzzle?")) asked.push(new URL(r.url()).searchParams.get("solutions")); });
  await page.selectOption("#size", "3x2");
  for (let i = 0; i < 6; i++) {
    const was = String(await boardId(page));
    await page.click("#new");
    await page.waitForFunction((id) => (board.dataset.id !== id && document.querySelectorAll("#board .cell").length === 36) ||
                                       document.querySelector("#status.error"), was, { timeout: 10000 });
    counts.push(count(await page.$eval("#board", (b) => b.dataset.puzzle), "3x2"));
  }
  check(counts.every((n) => n === 1) && asked.length > 0 && asked.every((n) => n === "1"),
        `the Solutions field left empty: New puzzle asks for 1 (asked ${asked}) and gets unique 6x6s (bin/dlx counts ${counts})`);
  const p = await open(page, "kind=sudoku&box=3x2&solutions=3", 36), title = await page.textContent("#title");
  const n = count(p.puzzle, "3x2");
  check(n === 3 && title === `sudoku 6x6 (box 3x2), ungraded, 3 solutions #${p.id}` && (await page.title()) === `coverjar: ${title}`,
        `a puzzle with 3 solutions (bin/dlx counts ${n}) says so in its title ("${title}")`);
}

// A resize of the window draws the board anew: the squares Check marked wrong (red, aria-invalid) and the cells of a
// hint stay marked, as the status line and the hint's words still speak of them. The height alone changes here.
export async function resized(page) {
  const p = await open(page, "kind=sudoku&size=9", 81), givens = cellsOf(p.puzzle), solution = cellsOf(solve("sudoku", p.puzzle));
  const a = givens.indexOf(0), invalid = () => page.$$eval("[aria-invalid=true]", (ds) => ds.map((d) => Number(d.dataset.cell)).join());
  await typeAt(page, a, String((solution[a] % 9) + 1));
  await page.click("#check");
  await page.waitForSelector(".cell.wrong");
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.waitForTimeout(300);
  const wrong = (await classed(page, "wrong")).join(), status = await page.textContent("#status");
  check(wrong === String(a) && (await invalid()) === String(a) && status === "1 wrong square",
        `after Check and a resize, the wrong square is still marked (wrong: ${wrong}, aria-invalid: ${await invalid()}; "${status}")`);
  await page.keyboard.press("Backspace");
  await page.click("#hint");
  await page.waitForSelector(".cell.hinted");
  const hinted = (await classed(page, "hinted")).join(), cell = (await classed(page, "hint-cell")).join();
  await page.setViewportSize({ width: 1000, height: 600 });
  await page.waitForTimeout(300);
  check(hinted.length > 0 && (await classed(page, "hinted")).join() === hinted && (await classed(page, "hint-cell")).join() === cell,
        `after Hint and a resize, the hint's cells are still outlined (${hinted}; after: ${await classed(page, "hinted")})`);
}

// Printed, a Fillomino shows its plain grid, not the regions the player's values draw (the answer, on a solved
// board): as many thick edges on the sheet after the board is filled as before; a Sudoku keeps its box lines.
export async function printedRegions(page) {
  const thick = () => page.$$eval(".cell", (ds) => ds.filter((d) => parseFloat(getComputedStyle(d).borderRightWidth) >= 3 ||
                                                                   parseFloat(getComputedStyle(d).borderBottomWidth) >= 3).length);
  const printed = async () => { await page.emulateMedia({ media: "print" }); const n = await thick(); await page.emulateMedia({ media: null }); return n; };
  const p = await open(page, "kind=fillomino&size=6", 36), givens = cellsOf(p.puzzle), solution = cellsOf(solve("fillomino", p.puzzle));
  const before = await printed();
  for (let k = 0; k < 36; k++) if (!givens[k]) await typeAt(page, k, String(solution[k]));
  const shown = await thick(), after = await printed();
  check(shown > 0 && after === before, `a Fillomino's regions show on screen (${shown} squares with thick edges) but not on paper (${before} before, ${after} filled)`);
  await open(page, "kind=sudoku&size=9", 81);
  const screen = await thick(), paper = await printed();
  check(screen > 0 && paper === screen, `a Sudoku's box lines are printed (${paper} squares with thick edges, ${screen} on screen)`);
}

// Clear empties the hint's words with the squares: "hidden-single: r1c4=8" stayed over an empty r1c4.
export async function clearedHint(page) {
  await open(page, "kind=sudoku&size=9", 81);
  await page.click("#hint");
  await page.waitForFunction(() => document.querySelector("#hint-text").textContent.length > 0);
  const said = await page.textContent("#hint-text");
  await page.click("#clear");
  check((await page.textContent("#hint-text")) === "" && (await classed(page, "hinted")).length === 0,
        `Clear empties the hint's words ("${said}" left "${await page.textContent("#hint-text")}")`);
}
