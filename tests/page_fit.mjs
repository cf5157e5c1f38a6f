// page_fit.mjs: the play page's size on small and wide windows, parts of tests/page_test.mjs (which passes them the
// browser): the board and its controls within the window's height, taps of 40 px and more, readable pencil marks.
import { check, open, typeAt, cellsOf, shots } from "./page_lib.mjs";

// Where the board's squares, the pad, the buttons and the status line end, and where the line above the board
// starts, in the window; the side of a square; how far the page is scrolled.
const layout = (page) => page.evaluate(() => ({
  top: document.querySelector("main").getBoundingClientRect().top, bottom: document.querySelector("#status").getBoundingClientRect().bottom,
  square: document.querySelector(".cell").getBoundingClientRect().width, scrolled: window.scrollY, high: window.innerHeight,
}));

// A phone held sideways (844x390): the line above the board, the board, the pad, the buttons and the status line
// fit the window's height together (the form above scrolls away), on squares of 24 px at least; the page opens at
// its top. A 1280x800 window shows a Jidoku whole with its controls, the form too, the page not scrolled.
export async function fitsHeight(browser) {
  const phone = await browser.newContext({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });
  try {
    const page = await phone.newPage();
    await open(page, "kind=sudoku&size=9", 81);
    const at = await layout(page);
    await page.screenshot({ path: `${shots}/sideways.png` });
    check(at.scrolled === 0 && at.bottom - at.top <= at.high && at.square >= 24,
          `a phone held sideways: the board and its controls fit the height (${Math.round(at.bottom - at.top)} of ${at.high} px, ` +
          `squares of ${at.square} px), the page at its top (scrollY ${at.scrolled})`);
  } finally {
    await phone.close();
  }
  const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await wide.newPage();
    await open(page, "kind=jidoku&box=3x3&live=1&seed=5", 81);
    const at = await layout(page);
    check(at.scrolled === 0 && at.bottom <= at.high, `a 9x9 Jidoku in a 1280x800 window: whole with its controls (they end at ` +
          `${Math.round(at.bottom)} px), the page at its top (scrollY ${at.scrolled})`);
  } finally {
    await wide.close();
  }
}

// On a touch screen (375 px), every control of the form is 40 px tall at least: the Kind, Size and Level menus,
// More, its fields and its "generate a fresh one" box (its label takes the tap).
export async function tapTargets(browser) {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 }, hasTouch: true });
  try {
    await open(page, "kind=sudoku&size=9", 81);
    await page.click("#more summary");
    const small = await page.evaluate(() => [...document.querySelectorAll("select, #more summary, #empty, #solutions")]
      .concat(document.querySelector("#live").closest("label"))
      .map((e) => [e.id || e.tagName, e.getBoundingClientRect().height]).filter(([, h]) => h < 40).map(([n, h]) => `${n} ${Math.round(h)} px`));
    const box = await page.$eval("#live", (e) => e.getBoundingClientRect().width);
    check(small.length === 0 && box >= 20, `on a touch screen, the form's controls are 40 px tall (smaller: ${small}), the box ${box} px wide`);
  } finally {
    await page.close();
  }
}

// A 16x16 on a 360 px phone (squares of 20 px): pencil marks in a type of 7 px at least, each inside its square.
export async function smallMarks(browser) {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true });
  try {
    const p = await open(page, "kind=sudoku&size=16", 256), k = cellsOf(p.puzzle).indexOf(0);
    await typeAt(page, k, "p");
    await page.keyboard.type("13Gp");
    const seen = await page.$eval(`.cell[data-cell="${k}"]`, (d) => {
      const cell = d.getBoundingClientRect(), marks = [...d.querySelectorAll(".marks span")].filter((s) => s.textContent);
      return { size: Math.min(...marks.map((s) => parseFloat(getComputedStyle(s).fontSize))), shown: marks.map((s) => s.textContent).join(),
               out: marks.filter((s) => { const r = s.getBoundingClientRect(); return r.left < cell.left || r.right > cell.right || r.top < cell.top || r.bottom > cell.bottom; }).length,
               square: cell.width };
    });
    check(seen.shown === "1,3,G" && seen.size >= 7 && seen.out === 0,
          `a 16x16's pencil marks on ${seen.square} px squares: ${seen.shown} in ${seen.size} px type, ${seen.out} past the square`);
  } finally {
    await page.close();
  }
}
