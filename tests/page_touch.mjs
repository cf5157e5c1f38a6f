// page_touch.mjs: the play page on a phone's touch screen, parts of tests/page_test.mjs (which passes them its check,
// open, classed and screenshot folder): nothing past a 375 px window, taps of 44 px, drags, taps and scrolling.
import { fingerDrag } from "./page_lib.mjs";

// A phone-wide window (375 px): no part of the page (board, pad, buttons) runs past its right edge, with a 9x9
// and with a 25x25, whose board fits the width (the page does not scroll sideways); on a touch screen its buttons
// are taps of 44 px at least.
export async function phone(browser, { check, open, shots }) {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 }, hasTouch: true });
  try {
    for (const [n, query] of [[9, "kind=sudoku&size=9"], [25, "kind=sudoku&size=25&live=1&empty=200&seed=2"]]) {
      await open(page, query, n * n);
      const out = await page.evaluate(() => [...document.querySelectorAll("body *")]
        .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((e) => e.id || e.tagName));
      const wide = await page.evaluate(() => [Math.round(board.getBoundingClientRect().width), document.documentElement.scrollWidth]);
      check(out.length === 0 && wide[1] <= 375, `nothing of a ${n}x${n} runs past a 375 px window (${out.slice(0, 3)}; board ${wide[0]} px, page ${wide[1]} px)`);
      const small = await page.$$eval("#pad button, .bar button, #new", (bs) => bs.map((b) => b.getBoundingClientRect())
        .filter((r) => r.width < 44 || r.height < 44).map((r) => `${Math.round(r.width)}x${Math.round(r.height)}`));
      check(small.length === 0, `on a touch screen, the ${n}x${n}'s buttons are 44 px taps at least (smaller: ${small.slice(0, 3)})`);
      await page.screenshot({ path: `${shots}/phone${n}.png`, fullPage: true });
    }
    // The 25x25's top out of the window and the board not focused (a tap elsewhere took the focus): a tap on the
    // pad, then on Check, leaves the page where it is rather than scrolling the board into view under the finger.
    const y0 = await page.evaluate(() => {
      document.activeElement.blur();
      window.scrollTo(0, window.scrollY + board.getBoundingClientRect().top + 100);
      return window.scrollY;
    });
    await page.tap("#pad button");
    const y1 = await page.evaluate(() => window.scrollY);
    await page.tap("#check");
    await page.waitForTimeout(300);
    const y2 = await page.evaluate(() => window.scrollY);
    check(y0 > 0 && y1 === y0 && y2 === y0, `on a phone, taps on the pad and Check leave the page where it was (scrollY ${y0}, then ${y1}, ${y2})`);
    // More opened: each field stays on the line of its label's words, "More" on the line of its marker, and
    // nothing runs past the window's edge.
    await page.click("summary");
    const split = await page.evaluate(() => {
      const lines = (a, b) => a.bottom > b.top + 1 && a.top < b.bottom - 1, range = document.createRange(), apart = [];
      for (const label of document.querySelectorAll("#choose label")) {
        const words = [...label.childNodes].find((c) => c.nodeType === 3 && c.textContent.trim());
        range.selectNodeContents(words);
        if (!lines(range.getBoundingClientRect(), label.querySelector("input, select").getBoundingClientRect())) apart.push(words.textContent.trim());
      }
      const summary = document.querySelector("summary");
      range.selectNodeContents(summary);
      const line = Math.max(range.getBoundingClientRect().height, parseFloat(getComputedStyle(summary).lineHeight) || 0); // 44 px taps
      if (summary.getBoundingClientRect().height > 1.5 * line) apart.push("More");
      if (document.documentElement.scrollWidth > 375) apart.push(`page ${document.documentElement.scrollWidth} px`);
      return apart;
    });
    check(split.length === 0, `More opened on a phone: each field on its label's line, nothing past the edge (apart: ${split})`);
  } finally {
    await page.close();
  }
}

// A touch screen (a phone, 375x667): a finger dragged up a Nonogram's column fills each square it crosses, and the
// page does not scroll under it; a tap fills one square and a second tap clears it; a finger held still marks a
// square empty, and dragged on after the hold, the squares it crosses; a pen dragged down another
// column fills it too; a finger dragged elsewhere (below the board) still scrolls the page. Real touches, by CDP.
export async function touch(browser, { check, open, classed, shots }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });
  const page = await context.newPage(), cdp = await context.newCDPSession(page);
  page.on("pageerror", (e) => check(false, `page error on a touch screen: ${e.message}`));
  try {
    const w = 10, h = 10;
    await open(page, "kind=nonogram&width=10&height=10&live=1&seed=7", w * h);
    await page.evaluate(() => { document.body.style.paddingBottom = "2000px"; window.scrollTo(0, 0); }); // room to scroll
    const centre = async (k) => {
      const b = await page.$eval(`.cell[data-cell="${k}"]`, (d) => d.getBoundingClientRect().toJSON());
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    const finger = (from, to, steps) => fingerDrag(cdp, page, from, to, steps);
    const column = (c) => Array.from({ length: h }, (_, r) => r * w + c);
    const y0 = await page.evaluate(() => window.scrollY);
    await finger(await centre(9 * w + 2), await centre(2), 3 * h);
    const filled = await classed(page, "filled"), y1 = await page.evaluate(() => window.scrollY);
    check(filled.join() === column(2).join() && y1 === y0,
          `a finger dragged up a Nonogram's column fills its ${h} squares (${filled}) and the page stays (scrollY ${y0}, then ${y1})`);
    await page.evaluate((y) => window.scrollTo(0, y), y0); // the board where it was, for the next checks
    const tap = await centre(4 * w + 5), before = await classed(page, "filled");
    await finger(tap, tap, 0);
    const once = await classed(page, "filled");
    await finger(tap, tap, 0);
    const twice = await classed(page, "filled");
    check(once.join() === [...before, 4 * w + 5].sort((a, b) => a - b).join() && twice.join() === before.join(),
          `a tap fills one square and a second tap clears it (${once.length}, then ${twice.length} filled)`);
    const hold = async (at, to) => { // a finger held still for 0.8 s, then dragged on to another point, if any
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at] });
      await page.waitForTimeout(800);
      for (let i = 1; to && i <= 12; i++)
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: at.x + ((to.x - at.x) * i) / 12, y: at.y + ((to.y - at.y) * i) / 12 }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await page.waitForTimeout(100);
    };
    const filledBefore = await classed(page, "filled");
    await hold(await centre(3 * w + 8));
    const crossedOne = await classed(page, "crossed");
    await hold(await centre(9), await centre(3 * w + 9));
    const crossedRun = await classed(page, "crossed");
    check(crossedOne.join() === String(3 * w + 8) && crossedRun.join() === [9, 19, 29, 38, 39].join() &&
          (await classed(page, "filled")).join() === filledBefore.join() && (await page.textContent(`.cell[data-cell="${3 * w + 8}"]`)) === "×",
          `a finger held on a square marks it empty, as the right button does, and a drag after the hold carries that on (${crossedOne}; ${crossedRun})`);
    const from = await centre(7), to = await centre(9 * w + 7), steps = 3 * h;
    const pen = (type, y, buttons) => cdp.send("Input.dispatchMouseEvent", { type, pointerType: "pen", x: from.x, y, button: "left", buttons, clickCount: 1 });
    await pen("mousePressed", from.y, 1);
    for (let i = 1; i <= steps; i++) await pen("mouseMoved", from.y + ((to.y - from.y) * i) / steps, 1);
    await pen("mouseReleased", to.y, 0);
    const penned = (await classed(page, "filled")).filter((k) => k % w === 7);
    check(penned.join() === column(7).join(), `a pen dragged down a column fills its ${h} squares (${penned})`);
    // The board half above the window and not focused (a tap elsewhere took the focus): a drag up the bottom of
    // a column fills the squares under the finger, the page not scrolled to show the board.
    const y3 = await page.evaluate((k) => {
      document.activeElement.blur();
      window.scrollTo(0, window.scrollY + document.querySelector(`.cell[data-cell="${k}"]`).getBoundingClientRect().top);
      return window.scrollY;
    }, 5 * w);
    await finger(await centre(9 * w + 4), await centre(6 * w + 4), 3 * 3);
    const low = (await classed(page, "filled")).filter((k) => k % w === 4), y4 = await page.evaluate(() => window.scrollY);
    check(low.join() === [64, 74, 84, 94].join() && y4 === y3,
          `a drag on a board half out of the window and not focused fills the squares under it (${low}; scrollY ${y3}, then ${y4})`);
    await page.evaluate((y) => window.scrollTo(0, y), y0);
    const below = await page.$eval("#pad", (d) => { const b = d.getBoundingClientRect(); return { x: b.x + 20, y: b.bottom + 10 }; });
    await finger(below, { x: below.x, y: below.y - 200 }, 10);
    const y2 = await page.evaluate(() => window.scrollY);
    check(y2 > y0 + 50, `a finger dragged up below the board scrolls the page (scrollY ${y0}, then ${y2})`);
    await page.screenshot({ path: `${shots}/touch-nonogram.png` });
  } finally {
    await context.close();
  }
}
