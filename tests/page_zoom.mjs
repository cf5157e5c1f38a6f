// page_zoom.mjs: big boards on a phone, parts of tests/page_test.mjs (which passes them the browser): Zoom's squares
// a finger can tap in a view that scrolls, a Nonogram's clues in sight, taps, drags, and Zoom across puzzles and resizes.
import { check, open, classed, shots, fingerDrag } from "./page_lib.mjs";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const NONOGRAM = "kind=nonogram&width=25&height=25&live=1&seed=3", SUDOKU = "kind=sudoku&size=25&live=1&empty=200&seed=2";
const TAP = 28; // the least side of a square a finger taps well

// Opens a big board: made live the first time, then by its id (a live request made again generates anew those the
// bank already holds before one it does not).
const made = {};
async function openBig(page, query) {
  const p = await open(page, made[query] ? `id=${made[query]}` : query, 625);
  made[query] = p.id;
  return p;
}

// Presses Zoom where the page offers it; false where it does not.
async function pressZoom(page) {
  if (!(await page.isVisible("#zoom").catch(() => false))) return false;
  await page.tap("#zoom");
  await page.waitForTimeout(100);
  return true;
}

// What the board shows of square k of a board w wide: the sides of its squares (least and most), its clues' type,
// how far its view is scrolled and how far it can be, and whether the square and the clues of its row and column
// are in sight: in the window and in the view, and not under anything else (what a tap on their middle reaches).
const seen = (page, k, w) => page.evaluate(([k, w]) => {
  const view = document.getElementById("board-view") || board, v = view.getBoundingClientRect();
  const sides = [...document.querySelectorAll("#board .cell")].flatMap((d) => [d.getBoundingClientRect().width, d.getBoundingClientRect().height]);
  const inSight = (e) => {
    if (!e) return false;
    const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2, at = document.elementFromPoint(x, y);
    return r.left >= v.left - 1 && r.right <= v.right + 1 && r.top >= v.top - 1 && r.bottom <= v.bottom + 1 &&
           r.left >= -1 && r.right <= innerWidth + 1 && r.top >= -1 && r.bottom <= innerHeight + 1 && at !== null && e.contains(at);
  };
  const cell = document.querySelector(`.cell[data-cell="${k}"]`), c = cell.getBoundingClientRect();
  const rowClue = document.querySelector(`.row-clue[data-row="${Math.floor(k / w)}"]`), colClue = document.querySelector(`.col-clue[data-col="${k % w}"]`);
  const clue = document.querySelector(".clue");
  return { least: Math.min(...sides), most: Math.max(...sides), side: c.width, type: clue ? parseFloat(getComputedStyle(clue).fontSize) : 0,
           x: view.scrollLeft, y: view.scrollTop, moreX: view.scrollWidth - view.clientWidth, moreY: view.scrollHeight - view.clientHeight,
           cell: inSight(cell), row: inSight(rowClue) && Math.abs(rowClue.getBoundingClientRect().top - c.top) < 2,
           col: inSight(colClue) && Math.abs(colClue.getBoundingClientRect().left - c.left) < 2,
           centre: { x: c.left + c.width / 2, y: c.top + c.height / 2 }, pageX: document.documentElement.scrollWidth, pageY: scrollY };
}, [k, w]);

// Scrolls the board's view so that square k is in its middle, as a player's pan would.
const scrollTo = (page, k) => page.evaluate((k) => {
  const view = document.getElementById("board-view") || board, v = view.getBoundingClientRect();
  const c = document.querySelector(`.cell[data-cell="${k}"]`).getBoundingClientRect();
  view.scrollLeft += c.left + c.width / 2 - (v.left + v.width / 2);
  view.scrollTop += c.top + c.height / 2 - (v.top + v.height / 2);
}, k);

const selected = (page) => classed(page, "selected");

// A 25x25 Nonogram on a 390x844 phone: fitted, its squares too small to tap, with Zoom offered; zoomed, squares of
// 28 px and more, clues of 12 px type, in a view that scrolls within the window's width, with the pad and Check in the
// window; scrolled to r18c20, that square and its row's and column's clues are in sight; a tap at a square's middle,
// and one 9 px off it, fills that square; a finger dragged along a row fills the squares it crosses without moving
// the view; a finger dragged on the row clues, then on the column clues, moves the view; the arrows keep the
// selected square in sight; Tab shows the focus ring around the view. Real touches, by CDP.
export async function zoom(browser) {
  const context = await browser.newContext(PHONE), page = await context.newPage(), cdp = await context.newCDPSession(page);
  page.on("pageerror", (e) => check(false, `page error with Zoom: ${e.message}`));
  const w = 25, at = (r, c) => (r - 1) * w + c - 1;
  const finger = (from, to, steps) => fingerDrag(cdp, page, from, to, steps);
  try {
    await openBig(page, NONOGRAM);
    const fitted = await seen(page, 0, w), offered = await pressZoom(page);
    check(fitted.most < TAP && offered, `a 25x25 Nonogram on a 390x844 phone: fitted on squares of ${fitted.most} px, Zoom offered (${offered})`);
    const z = await seen(page, 0, w);
    check(z.least >= TAP && z.most <= 44 && z.type >= 12,
          `zoomed, the 25x25 Nonogram's squares are ${z.least} to ${z.most} px (${TAP} at least), its clues in ${z.type} px type`);
    const fits = await page.evaluate(() => {
      const v = (document.getElementById("board-view") || board).getBoundingClientRect();
      return { top: v.top, right: v.right, check: document.querySelector("#check").getBoundingClientRect().bottom, pad: document.querySelector("#pad").getBoundingClientRect().bottom };
    });
    check(z.moreX > 0 && z.moreY > 0 && z.pageX <= 390 && fits.right <= 390 && fits.top >= 0 && fits.pad <= 844 && fits.check <= 844,
          `zoomed, the board scrolls in its view (${z.moreX} x ${z.moreY} px more), within the window's width (page ${z.pageX} px, view ` +
          `to ${Math.round(fits.right)}), the view, pad and Check in the window (view from ${Math.round(fits.top)}, pad to ${Math.round(fits.pad)}, Check to ${Math.round(fits.check)})`);
    const k = at(18, 20);
    await scrollTo(page, k);
    const s = await seen(page, k, w);
    check(s.side >= TAP && s.x > 0 && s.y > 0 && s.cell && s.row && s.col,
          `scrolled to r18c20 (view at ${s.x}, ${s.y}): the ${s.side} px square in sight (${s.cell}), its row's clue (${s.row}) and its column's (${s.col}) too, beside it`);
    await page.screenshot({ path: `${shots}/zoom-nonogram.png` });
    const before = await classed(page, "filled");
    await page.touchscreen.tap(s.centre.x, s.centre.y);
    await page.waitForTimeout(100);
    const tapped = await selected(page), filled = await classed(page, "filled");
    const k2 = at(17, 19), off = (await seen(page, k2, w)).centre;
    await page.touchscreen.tap(off.x + 9, off.y + 9);
    await page.waitForTimeout(100);
    const tapped2 = await selected(page), filled2 = await classed(page, "filled");
    check(s.side >= TAP && tapped.join() === String(k) && filled.join() === [...before, k].sort((a, b) => a - b).join() &&
          tapped2.join() === String(k2) && filled2.join() === [...before, k2, k].sort((a, b) => a - b).join(),
          `zoomed, a tap at the middle of ${s.side} px r18c20 fills and selects it (${tapped}), and one 9 px right of and below r17c19's middle, that square (${tapped2})`);
    const row = [19, 20, 21, 22, 23].map((c) => at(20, c)), was = await seen(page, row[0], w);
    await finger((await seen(page, row[0], w)).centre, (await seen(page, row[4], w)).centre, 16);
    const dragged = await seen(page, row[0], w), run = (await classed(page, "filled")).filter((i) => row.includes(i));
    check(was.side >= TAP && run.join() === row.join() && dragged.x === was.x && dragged.y === was.y && dragged.pageY === was.pageY,
          `zoomed, a finger dragged along r20c19-r20c23 fills the 5 squares (${run}), the view and the page kept still ` +
          `(view ${was.x},${was.y} then ${dragged.x},${dragged.y}; page ${was.pageY} then ${dragged.pageY})`);
    const clueAt = (sel) => page.$eval(sel, (d) => { const r = d.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; });
    const filledBefore = await classed(page, "filled"), rowClue = await clueAt(`.row-clue[data-row="${Math.floor(k / w)}"]`);
    await finger(rowClue, { x: rowClue.x, y: rowClue.y + 150 }, 10);
    const panned = await seen(page, k, w), colClue = await clueAt(`.col-clue[data-col="${k % w}"]`);
    await finger(colClue, { x: colClue.x + 150, y: colClue.y }, 10);
    const panned2 = await seen(page, k, w);
    check(panned.y < s.y - 50 && panned2.x < s.x - 50 && (await classed(page, "filled")).join() === filledBefore.join() && panned2.pageY === s.pageY,
          `zoomed, a finger dragged down the row clues moves the view up (${s.y} to ${panned.y}) and one dragged right along the ` +
          `column clues moves it left (${s.x} to ${panned2.x}), filling nothing, the page kept still (${s.pageY}, then ${panned2.pageY})`);
    await scrollTo(page, k);
    const mid = await seen(page, k, w);
    await page.touchscreen.tap(mid.centre.x, mid.centre.y); // r18c20 cleared again, and selected
    await page.waitForTimeout(100);
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    for (let i = 0; i < 7; i++) await page.keyboard.press("ArrowDown");
    const moved = await selected(page), arrowed = await seen(page, at(25, 25), w);
    check(moved.join() === String(at(25, 25)) && arrowed.side >= TAP && arrowed.cell && arrowed.row && arrowed.col,
          `zoomed, the arrows to r25c25 (${moved}) bring it in sight (${arrowed.cell}) with its clues (${arrowed.row}, ${arrowed.col}), on ${arrowed.side} px squares`);
    await page.focus("#new");
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => { // the ring drawn around the view, which would clip the board's own
      const view = document.getElementById("board-view"), style = view && getComputedStyle(view);
      return !!view && document.activeElement === board && view.scrollWidth > view.clientWidth && style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    });
    check(ring, "zoomed, the board reached by Tab shows a focus ring around its view");
  } finally {
    await context.close();
  }
}

// Zoom across puzzles, reloads and resizes, on a 390x844 phone: chosen on a 25x25 Nonogram, a 9x9 opened next fits the
// window with no Zoom offered; a 25x25 Sudoku then opens zoomed, from its top left corner, a tap selecting the square
// under it and a finger dragged on its squares moving the view, which stays there when the window's height changes (a
// phone's address bar); a reload keeps it zoomed; held sideways (844x390) it
// stays zoomed with the selected square in sight; in a window where the squares fit at 28 px (1000x1400) it is fitted
// with no Zoom offered, and zoomed again back on the phone's size; Zoom pressed again fits it, also for the next big
// board; printed zoomed, the board is whole. A 360x640 phone shows 6 squares each way of a zoomed Nonogram.
export async function zoomKept(browser) {
  const context = await browser.newContext(PHONE), page = await context.newPage(), cdp = await context.newCDPSession(page);
  page.on("pageerror", (e) => check(false, `page error with Zoom: ${e.message}`));
  try {
    await openBig(page, NONOGRAM);
    await pressZoom(page);
    await open(page, "kind=sudoku&size=9", 81);
    const nine = await seen(page, 0, 9);
    check(nine.least >= 32 && !(await page.isVisible("#zoom")) && nine.moreX <= 0 && nine.moreY <= 0,
          `after Zoom on a 25x25, a 9x9 fits the phone: squares of ${nine.least} px, no Zoom, nothing to scroll (${nine.moreX} x ${nine.moreY} px)`);
    await openBig(page, SUDOKU);
    const big = await seen(page, 0, 25), pressed = await page.getAttribute("#zoom", "aria-pressed").catch(() => null);
    check(big.least >= TAP && pressed === "true" && big.x === 0 && big.y === 0 && big.moreX > 0,
          `a 25x25 Sudoku opened next is zoomed at once (squares of ${big.least} px, Zoom pressed: ${pressed}), shown from its top left (${big.x}, ${big.y})`);
    const k = 12 * 25 + 13;
    await scrollTo(page, k);
    const s = await seen(page, k, 25);
    await page.touchscreen.tap(s.centre.x, s.centre.y);
    await page.waitForTimeout(100);
    const tapped = await selected(page);
    const from = { x: s.centre.x, y: s.centre.y + 60 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
    for (let i = 1; i <= 10; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from.x - 10 * i, y: from.y - 12 * i }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.waitForTimeout(400);
    const panned = await seen(page, k, 25);
    check(s.side >= TAP && s.cell && tapped.join() === String(k) && panned.y > s.y + 40 && panned.x > s.x + 40 && (await selected(page)).join() === String(k),
          `the zoomed 25x25 Sudoku: a tap at r13c14's middle selects it (${tapped}); a finger dragged on the squares moves the view ` +
          `(${s.x},${s.y} to ${panned.x},${panned.y}), the selection kept`);
    await page.setViewportSize({ width: 390, height: 780 }); // the address bar shown again: a resize of the height alone
    await page.waitForTimeout(300);
    const kept = await seen(page, k, 25);
    check(panned.x > 0 && panned.y > 0 && Math.abs(kept.x - panned.x) <= 1 && Math.abs(kept.y - panned.y) <= 1 && kept.least >= TAP,
          `the window's height changed (390x780), the zoomed view stays where it was scrolled (${panned.x},${panned.y}, then ${kept.x},${kept.y})`);
    await page.setViewportSize(PHONE.viewport);
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.ready === "1" && document.querySelectorAll("#board .cell").length === 625);
    const again = await seen(page, 0, 25);
    check(again.least >= TAP, `a reload keeps the 25x25 Sudoku zoomed (squares of ${again.least} px)`);
    await page.touchscreen.tap((await seen(page, 2 * 25 + 3, 25)).centre.x, (await seen(page, 2 * 25 + 3, 25)).centre.y);
    await page.setViewportSize({ width: 844, height: 390 });
    await page.waitForTimeout(300);
    const sideways = await seen(page, 2 * 25 + 3, 25);
    check(sideways.least >= TAP && sideways.cell && sideways.pageX <= 844,
          `held sideways (844x390), the 25x25 stays zoomed (squares of ${sideways.least} px) with the selected r3c4 in sight (${sideways.cell}), the page ${sideways.pageX} px wide`);
    await page.setViewportSize({ width: 1000, height: 1400 });
    await page.waitForTimeout(300);
    const roomy = await seen(page, 0, 25);
    check(roomy.least >= TAP && roomy.moreX <= 0 && roomy.moreY <= 0 && !(await page.isVisible("#zoom")),
          `in a 1000x1400 window the 25x25 fits on squares of ${roomy.least} px, nothing to scroll (${roomy.moreX} x ${roomy.moreY}), no Zoom offered`);
    await page.setViewportSize(PHONE.viewport);
    await page.waitForTimeout(300);
    const back = await seen(page, 0, 25);
    check(back.least >= TAP && back.moreX > 0, `back at 390x844, the 25x25 is zoomed again (squares of ${back.least} px, ${back.moreX} px to scroll)`);
    await page.emulateMedia({ media: "print" });
    const printed = await page.evaluate(() => { // the view neither clips nor scrolls: as tall as the board, which prints whole
      const view = document.getElementById("board-view") || board, style = getComputedStyle(view);
      return style.overflowX === "visible" && style.overflowY === "visible" && view.getBoundingClientRect().height >= board.getBoundingClientRect().height - 1;
    });
    await page.emulateMedia({ media: null });
    const pdf = (await page.pdf({ format: "A4", margin: { top: "1cm", bottom: "1cm", left: "1cm", right: "1cm" } })).toString("latin1");
    const sheets = (pdf.match(/\/Type\s*\/Page[^s]/g) || []).length;
    check(printed && sheets === 1, `printed, a zoomed 25x25 is whole, not cut to its view, on ${sheets} A4 sheet`);
    const pressedOff = await pressZoom(page), off = await seen(page, 0, 25);
    await openBig(page, NONOGRAM);
    const next = await seen(page, 0, 25);
    check(pressedOff && off.most < TAP && off.moreX <= 0 && next.most < TAP && (await page.isVisible("#zoom")),
          `Zoom pressed again fits the 25x25 (squares of ${off.most} px, ${off.moreX} px to scroll), and the next 25x25 opens fitted too (${next.most} px), Zoom offered`);
  } finally {
    await context.close();
  }
  const small = await browser.newContext({ ...PHONE, viewport: { width: 360, height: 640 } });
  try {
    const page = await small.newPage();
    await openBig(page, NONOGRAM);
    await pressZoom(page);
    const shown = await page.evaluate(() => {
      const cells = [...document.querySelectorAll("#board .cell")], v = (document.getElementById("board-view") || board).getBoundingClientRect();
      const inSight = (d) => { const r = d.getBoundingClientRect(), at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                               return r.top >= v.top && r.bottom <= Math.min(v.bottom, innerHeight) && r.left >= v.left && r.right <= v.right && at === d; };
      const whole = cells.filter(inSight).map((d) => Number(d.dataset.cell));
      return { side: cells[0].getBoundingClientRect().width, across: new Set(whole.map((k) => k % 25)).size, down: new Set(whole.map((k) => Math.floor(k / 25))).size };
    });
    await page.screenshot({ path: `${shots}/zoom-360.png` });
    check(shown.side >= TAP && shown.across >= 6 && shown.down >= 6,
          `a 360x640 phone shows a zoomed 25x25 Nonogram's ${shown.side} px squares ${shown.across} across and ${shown.down} down beside its clues`);
  } finally {
    await small.close();
  }
}

// Where squares are big enough, the board is fitted as it was and Zoom is not offered: a 25x25 Nonogram and a 25x25
// Sudoku in a 1000x900 window (squares of 20 px and more, clicked with a mouse), a 9x9 on a 390x844 phone (28 and more).
export async function zoomNotNeeded(browser) {
  for (const [options, query, n, least] of [[{ viewport: { width: 1000, height: 900 } }, NONOGRAM, 25, 20],
                                            [{ viewport: { width: 1000, height: 900 } }, SUDOKU, 25, 20], [PHONE, "kind=sudoku&size=9", 9, TAP]]) {
    const context = await browser.newContext(options);
    try {
      const page = await context.newPage();
      await (n === 25 ? openBig(page, query) : open(page, query, n * n));
      const s = await seen(page, 0, n), zoomed = await page.isVisible("#zoom").catch(() => false);
      const right = await page.$eval("#board", (b) => b.getBoundingClientRect().right - document.documentElement.clientWidth);
      check(s.least >= least && s.least === s.most && s.least < 60 && !zoomed && s.moreX <= 0 && s.moreY <= 0 && right <= 0,
            `${query} in a ${options.viewport.width}x${options.viewport.height} window: fitted on squares of ${s.least} px ` +
            `(${least} at least), within the window's width, no Zoom, nothing to scroll`);
    } finally {
      await context.close();
    }
  }
}
