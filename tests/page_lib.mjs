// page_lib.mjs: what the play page's browser tests share (tests/page_test.mjs and its parts): the tally of checks,
// bin/dlx's solutions, opening a puzzle and waiting for its board, reading and typing squares.
import { execFileSync } from "node:child_process";

export const base = process.env.BASE, dlx = process.env.DLX, shots = process.env.SHOTS || "build/screenshots";
export const SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const tally = { passed: 0, failed: 0 };

export function check(ok, what) {
  if (ok) tally.passed++;
  else { tally.failed++; console.log(`FAIL: ${what}`); }
}

// The solution line of a puzzle, by bin/dlx (the page's server is not asked).
export function solve(kind, text) {
  return execFileSync(dlx, ["--variant", kind], { input: text + "\n" }).toString().trim();
}

export function cellsOf(line) { // the cells field of a line form, as numbers
  let s = line.includes(":") ? line.slice(line.indexOf(":") + 1) : line;
  s = s.split(" ")[0];
  return s.includes(",") ? s.split(",").map((t) => (t === "." ? 0 : Number(t))) : Array.from(s, (c) => (c === "." ? 0 : SYMBOLS.indexOf(c) + 1));
}

export async function open(page, query, cells) {
  await page.goto(`${base}/?${query}`);
  await page.waitForFunction((n) => document.body.dataset.ready === "1" && document.querySelectorAll("#board .cell").length === n,
                             cells, { timeout: 30000 });
  return page.evaluate(() => ({ id: Number(board.dataset.id), puzzle: board.dataset.puzzle, kind: board.dataset.kind }));
}

export async function typeAt(page, k, key) {
  await page.click(`.cell[data-cell="${k}"]`);
  await page.keyboard.press(key);
}

export const text = (page, k) => page.textContent(`.cell[data-cell="${k}"]`);
export const classed = (page, cls) => page.$$eval(`.cell.${cls}`, (ds) => ds.map((d) => Number(d.dataset.cell)).sort((a, b) => a - b));
export const seconds = (clock) => clock.split(":").reduce((s, x) => s * 60 + Number(x), 0);
export const boardId = (page) => page.$eval("#board", (b) => Number(b.dataset.id));

// What the board shows, square by square: its label (its place, and its value, given or not) and its pencil marks.
export const boardState = (page) => page.$$eval(".cell", (ds) => ds.map((d) => {
  const marks = d.querySelector(".marks");
  return `${d.getAttribute("aria-label")}|${marks ? marks.textContent : ""}`;
}));

export async function reload(page, cells) {
  await page.reload();
  await page.waitForFunction((n) => document.body.dataset.ready === "1" && document.querySelectorAll("#board .cell").length === n,
                             cells, { timeout: 30000 });
}

// A finger moved from one point to another in steps (real touches, by CDP), then a pause for a scroll to land.
export async function fingerDrag(cdp, page, from, to, steps) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let i = 1; i <= steps; i++)
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove",
      touchPoints: [{ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.waitForTimeout(400);
}
