// page_moves.mjs: parts of tests/page_test.mjs on answers and moves: Check and Hint answers that come after the
// board changed, Clear undone, Redo, digits on two squares kept apart, a Nonogram's own check, a screen reader's labels,
// Check and Hint asked again once the server can be reached.
import { check, base, cellsOf, open, typeAt, text, classed, solve, reload, boardState } from "./page_lib.mjs";

const freeOf = (p) => cellsOf(p.puzzle).map((v, k) => (v ? -1 : k)).filter((k) => k >= 0);
// The server's answers to path come ms later, as on a slow network.
const slow = (page, path, ms) => page.route(`**/api/${path}`, (r) => setTimeout(() => r.continue().catch(() => {}), ms));
const status = (page) => page.textContent("#status");

// An answer for a board that changed since it was asked is dropped: a 9x9 filled right and one square erased at
// once is not "Solved" (the square stays playable, a reload does not say solved), and filled again it is solved;
// a Nonogram whose last run is dragged one square too far is not solved; a square marked wrong by Check is not red
// once fixed before the answer came; a hint that comes after a square was played leaves the selection there.
export async function staleAnswers(page) {
  const p = await open(page, "kind=sudoku&size=9", 81), free = freeOf(p), solution = cellsOf(solve("sudoku", p.puzzle));
  await slow(page, "check", 500);
  for (const k of free) await typeAt(page, k, String(solution[k]));
  const last = free[free.length - 1];
  await page.keyboard.press("Backspace");
  await page.waitForTimeout(1200);
  const said = await status(page);
  await page.keyboard.press(String(solution[last]));
  const typed = await text(page, last);
  await page.keyboard.press("Backspace");
  await page.waitForTimeout(1200);
  await reload(page, 81);
  const reloaded = [await status(page), await text(page, last)];
  check(!/Solved/.test(said) && typed === String(solution[last]) && !/Solved/.test(reloaded[0]) && reloaded[1] === "",
        `a 9x9 filled right, a square erased before the check's answer: not solved ("${said}"), the square takes a digit ("${typed}"), ` +
        `a reload neither ("${reloaded[0]}", "${reloaded[1]}")`);
  await typeAt(page, last, String(solution[last]));
  await page.waitForSelector("#status.solved", { timeout: 5000 }).catch(() => {});
  check(/Solved/.test(await status(page)), `filled right again, it is solved ("${await status(page)}")`);
  // A Nonogram: every run filled but one, then that run dragged one square past its end.
  const q = await open(page, "kind=nonogram&width=10&height=10&live=1&seed=7", 100);
  await slow(page, "check", 500);
  const rows = solve("nonogram", q.puzzle).split(":")[1].split("/");
  const row = rows.findIndex((r) => /#\./.test(r)), start = rows[row].search(/#+\./), end = rows[row].indexOf(".", start);
  for (let k = 0; k < 100; k++)
    if (rows[Math.floor(k / 10)][k % 10] === "#" && !(Math.floor(k / 10) === row && k % 10 >= start && k % 10 < end))
      await page.click(`.cell[data-cell="${k}"]`);
  const centre = async (k) => { const b = await (await page.$(`.cell[data-cell="${k}"]`)).boundingBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };
  const [x0, y0] = await centre(row * 10 + start), [x1, y1] = await centre(row * 10 + end);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x1, y1, { steps: 1 });
  await page.mouse.up();
  await page.waitForTimeout(1200);
  const over = await status(page);
  await page.click(`.cell[data-cell="${row * 10 + end}"]`);
  check(!/Solved/.test(over) && (await classed(page, "filled")).includes(row * 10 + end) === false,
        `a Nonogram's run dragged one square too far before the check's answer: not solved ("${over}"), the square still plays`);
  // Check pressed, the wrong square fixed before its answer: not red.
  const r = await open(page, "kind=sudoku&size=4", 16), rFree = freeOf(r), rSolution = cellsOf(solve("sudoku", r.puzzle)), a = rFree[0];
  await slow(page, "check", 500);
  await typeAt(page, a, String((rSolution[a] % 4) + 1));
  await page.click("#check");
  await typeAt(page, a, String(rSolution[a]));
  await page.waitForTimeout(1200);
  check((await classed(page, "wrong")).length === 0 && !/wrong/.test(await status(page)),
        `a square fixed before Check's answer came is not marked wrong (${await classed(page, "wrong")}; "${await status(page)}")`);
  // A hint asked, then a square played elsewhere before it came: the selection stays on that square.
  const hinted = await (await fetch(`${base}/api/hint`, { method: "POST", headers: { "Content-Type": "application/json" },
                                                          body: JSON.stringify({ id: r.id, grid: await page.evaluate(() => gridText()) }) })).json();
  const b = rFree.find((k) => k !== hinted.cell && k !== a);
  await slow(page, "hint", 500);
  await page.click("#hint");
  await typeAt(page, b, String(rSolution[b]));
  await page.waitForTimeout(1200);
  const selected = await page.$eval(".cell.selected", (d) => Number(d.dataset.cell));
  check(selected === b && (await classed(page, "hinted")).length === 0,
        `a hint that comes after a square was played does not move the selection from it (selected ${selected}, played ${b}, hint's ${hinted.cell})`);
}

// Clear is one move: Undo brings back the squares and pencil marks, and the work kept (a reload shows them);
// Redo clears again, and a reload then gives the empty board.
export async function clearUndone(page) {
  const p = await open(page, "kind=sudoku&size=9", 81), free = freeOf(p), fresh = await boardState(page);
  for (const k of free.slice(0, 10)) await typeAt(page, k, String((k % 9) + 1));
  await typeAt(page, free[10], "p");
  await page.keyboard.type("23p");
  const played = await boardState(page);
  await page.click("#clear");
  const cleared = await boardState(page);
  await page.click("#undo");
  const undone = await boardState(page);
  await reload(page, 81);
  const kept = await boardState(page);
  const same = (x, y) => x.every((s, k) => s === y[k]);
  check(same(cleared, fresh) && same(undone, played) && same(kept, played) && !same(played, fresh),
        `Clear then Undo: the 10 squares and the pencil marks are back (${undone.filter((s, k) => s !== played[k]).length} differ), ` +
        `after a reload too (${kept.filter((s, k) => s !== played[k]).length} differ)`);
  await page.click("#clear");
  await page.click("#undo");
  await page.click("#redo");
  const redone = await boardState(page);
  await reload(page, 81);
  check(same(redone, fresh) && same(await boardState(page), fresh), "Redo of a Clear empties the board again, and a reload keeps it empty");
}

// Redo plays again the moves taken back, in order, by the button, Ctrl+Y and Ctrl+Shift+Z; a new move after an Undo
// leaves nothing to redo.
export async function redoMoves(page) {
  const p = await open(page, "kind=sudoku&size=4", 16), free = freeOf(p);
  const shown = () => page.$$eval(".cell", (ds) => ds.map((d) => d.textContent).join("|"));
  const states = [await shown()];
  await typeAt(page, free[0], "1"); states.push(await shown());
  await typeAt(page, free[1], "2"); states.push(await shown());
  await typeAt(page, free[2], "p"); await page.keyboard.type("3p"); states.push(await shown());
  for (let i = 0; i < 3; i++) await page.keyboard.press("Control+z");
  const forth = [await shown()];
  await page.click("#redo"); forth.push(await shown());
  await page.keyboard.press("Control+y"); forth.push(await shown());
  await page.keyboard.press("Control+Shift+Z"); forth.push(await shown());
  await page.keyboard.press("Control+y"); forth.push(await shown()); // nothing left to redo
  check(JSON.stringify(forth) === JSON.stringify([states[0], states[1], states[2], states[3], states[3]]),
        `Redo (button, Ctrl+Y, Ctrl+Shift+Z) plays the undone moves again in order (${forth.map((s, i) => s === states[Math.min(i, 3)]).join()})`);
  await page.keyboard.press("Control+z");
  await page.keyboard.press("Control+z");
  await typeAt(page, free[3], "4");
  const played = await shown();
  await page.click("#redo");
  check((await shown()) === played && (await text(page, free[1])) === "", "a move played after Undo leaves nothing to redo");
}

// A Fillomino's digit typed (or tapped) on a square, another square chosen, then a digit on the first within the
// time two digits join: the two are not one number (1, then 2 is 2, not 12). Typed quickly on one square, they are.
export async function digitsApart(page) {
  const p = await open(page, "kind=fillomino&size=6", 36), [a, b] = freeOf(p);
  await typeAt(page, a, "1");
  await page.click(`.cell[data-cell="${b}"]`);
  await typeAt(page, a, "2");
  const typed = await text(page, a);
  await page.click(`.cell[data-cell="${a}"]`);
  await page.click("#pad button:text-is('3')");
  await page.click(`.cell[data-cell="${b}"]`);
  await page.click(`.cell[data-cell="${a}"]`);
  await page.click("#pad button:text-is('1')");
  const tapped = await text(page, a);
  await page.waitForTimeout(1000);
  await page.keyboard.type("12");
  check(typed === "2" && tapped === "1" && (await text(page, a)) === "12",
        `a digit after another square was chosen starts a new number (typed "${typed}", tapped "${tapped}"), two typed at once join ("${await text(page, a)}")`);
}

// A Nonogram with as many squares filled as its clues add up to, 3 of them wrong: nothing is said or marked until
// Check is pressed; filled right, it says solved by itself. A 9x9 filled with one wrong digit is checked by itself.
export async function quietNonogram(page) {
  const p = await open(page, "kind=nonogram&width=10&height=10&live=1&seed=7", 100);
  const grid = solve("nonogram", p.puzzle).split(":")[1].replaceAll("/", "");
  const filled = [...grid].map((c, k) => (c === "#" ? k : -1)).filter((k) => k >= 0), blank = [...grid].map((c, k) => (c === "." ? k : -1)).filter((k) => k >= 0);
  for (const k of [...filled.slice(3), ...blank.slice(0, 3)]) await page.click(`.cell[data-cell="${k}"]`);
  await page.waitForTimeout(1000);
  const unasked = [await status(page), await classed(page, "wrong")];
  await page.click("#check");
  await page.waitForSelector(".cell.wrong", { timeout: 5000 }).catch(() => {});
  const asked = await classed(page, "wrong");
  for (const k of [...blank.slice(0, 3), ...filled.slice(0, 3)]) await page.click(`.cell[data-cell="${k}"]`);
  await page.waitForSelector("#status.solved", { timeout: 5000 }).catch(() => {});
  check(unasked[0] === "" && unasked[1].length === 0 && asked.length > 0 && /Solved/.test(await status(page)),
        `a Nonogram filled to its count with 3 wrong says nothing unasked ("${unasked[0]}", ${unasked[1].length} marked), ` +
        `Check marks them (${asked}), filled right it is solved ("${await status(page)}")`);
  const q = await open(page, "kind=sudoku&size=4", 16), free = freeOf(q), solution = cellsOf(solve("sudoku", q.puzzle));
  for (const k of free) await typeAt(page, k, String(k === free[0] ? (solution[k] % 4) + 1 : solution[k]));
  await page.waitForSelector(".cell.wrong", { timeout: 5000 }).catch(() => {});
  check((await classed(page, "wrong")).includes(free[0]), `a full 4x4 with a wrong digit is checked by itself (${await classed(page, "wrong")})`);
}

// A screen reader hears a square's pencil marks and, on a Futoshiki, the signs to its neighbours as words; the
// signs drawn between the squares are not read as loose text.
export async function squareLabels(page) {
  const p = await open(page, "kind=futoshiki&size=5&live=1&seed=4", 25), [, h, v] = p.puzzle.split(" "), free = freeOf(p);
  const k = free[0];
  await typeAt(page, k, "p");
  await page.keyboard.type("32p");
  const label = (i) => page.$eval(`.cell[data-cell="${i}"]`, (d) => d.getAttribute("aria-label"));
  const marked = await label(k);
  const name = (i) => `r${Math.floor(i / 5) + 1}c${(i % 5) + 1}`, wrong = [];
  for (let i = 0; i < 25; i++) {
    const r = Math.floor(i / 5), c = i % 5, said = await label(i), want = [];
    if (c < 4 && "<>".includes(h[r * 4 + c])) want.push(`${h[r * 4 + c] === "<" ? "less" : "greater"} than ${name(i + 1)}`);
    if (c > 0 && "<>".includes(h[r * 4 + c - 1])) want.push(`${h[r * 4 + c - 1] === ">" ? "less" : "greater"} than ${name(i - 1)}`);
    if (r < 4 && "^v".includes(v[i])) want.push(`${v[i] === "^" ? "less" : "greater"} than ${name(i + 5)}`);
    if (r > 0 && "^v".includes(v[i - 5])) want.push(`${v[i - 5] === "v" ? "less" : "greater"} than ${name(i - 5)}`);
    if (!want.every((w) => said.includes(w)) || (said.match(/ than /g) || []).length !== want.length) wrong.push(said);
  }
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  const loose = nodes.filter((n) => !n.ignored && n.role && n.role.value === "StaticText" && /^[<>∧∨]$/.test(n.name ? n.name.value : "")).length;
  check(marked.startsWith(`${name(k)}: empty, marks 2 3`) && wrong.length === 0 && loose === 0 &&
        /[<>]/.test(h) && /[v^]/.test(v),
        `a Futoshiki square's label says its marks ("${marked}") and its signs (wrong: ${wrong.slice(0, 2)}); no sign read alone (${loose})`);
}

// Check and Hint made while the server cannot be reached: the status says so, the board stays as it was, and once
// the browser is back online they are asked again by themselves (offline), or by Retry (the server gone, the
// browser online); an answer to that new ask that comes after the board changed is dropped as any other.
export async function offlineRetry(page) {
  const p = await open(page, "kind=sudoku&size=4", 16), free = freeOf(p), solution = cellsOf(solve("sudoku", p.puzzle)), [a, b] = free;
  const net = page.context(), retryShown = () => page.isVisible("#retry");
  await typeAt(page, a, String((solution[a] % 4) + 1));
  const before = await boardState(page);
  await net.setOffline(true);
  await page.click("#check");
  await page.waitForSelector("#status.error", { timeout: 5000 }).catch(() => {});
  const said = await status(page), offered = await retryShown(), kept = JSON.stringify(await boardState(page)) === JSON.stringify(before);
  await net.setOffline(false);
  await page.waitForSelector(".cell.wrong", { timeout: 5000 }).catch(() => {});
  check(/offline/.test(said) && /online/.test(said) && offered && kept && (await classed(page, "wrong")).join() === String(a) &&
        /1 wrong square/.test(await status(page)) && !(await retryShown()),
        `Check offline says so ("${said}", Retry shown: ${offered}, board kept: ${kept}), and is sent again once online ` +
        `(wrong ${await classed(page, "wrong")}, "${await status(page)}", Retry shown: ${await retryShown()})`);
  await net.setOffline(true);
  await page.click("#hint");
  await page.waitForSelector("#status.error", { timeout: 5000 }).catch(() => {});
  const hintSaid = await status(page);
  await net.setOffline(false);
  await page.waitForFunction(() => document.querySelector("#hint-text").textContent.length > 0, null, { timeout: 5000 }).catch(() => {});
  check(/^Hint/.test(hintSaid) && /offline/.test(hintSaid) && (await page.textContent("#hint-text")).length > 0,
        `Hint offline says so ("${hintSaid}") and comes once online ("${await page.textContent("#hint-text")}")`);
  // The server gone, the browser online: Retry, pressed once the server answers again, checks.
  await typeAt(page, b, String((solution[b] % 4) + 1));
  await page.route("**/api/**", (route) => route.abort("connectionrefused"));
  await page.click("#check");
  await page.waitForSelector("#status.error", { timeout: 5000 }).catch(() => {});
  const gone = await status(page), goneOffered = await retryShown();
  await page.unroute("**/api/**");
  if (goneOffered) await page.click("#retry");
  await page.waitForSelector(".cell.wrong", { timeout: 5000 }).catch(() => {});
  check(/server does not answer/.test(gone) && /Retry/.test(gone) && goneOffered && (await classed(page, "wrong")).join() === [a, b].sort((x, y) => x - y).join(),
        `with the server gone Check says so ("${gone}"), and Retry checks once it answers (wrong ${await classed(page, "wrong")})`);
  // Sent again once online, its answer late: the square fixed meanwhile is not marked wrong.
  await typeAt(page, a, String(solution[a]));
  await net.setOffline(true);
  await page.click("#check");
  await page.waitForSelector("#status.error", { timeout: 5000 }).catch(() => {});
  await slow(page, "check", 800);
  const asked = page.waitForRequest("**/api/check", { timeout: 5000 }).catch(() => null);
  await net.setOffline(false);
  const sent = (await asked) !== null;
  await typeAt(page, b, String(solution[b]));
  await page.waitForTimeout(1500);
  check(sent && (await classed(page, "wrong")).length === 0 && !/wrong/.test(await status(page)),
        `a Check sent again once online, answered after a square was fixed, is dropped (sent: ${sent}; wrong ${await classed(page, "wrong")}; ` +
        `"${await status(page)}")`);
  await page.unrouteAll();
}
