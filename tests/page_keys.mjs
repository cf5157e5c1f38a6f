// page_keys.mjs: parts of tests/page_test.mjs on the keys and the help: the pad one stop of Tab, walked by its
// arrows, Check and Hint by their own keys, and the help's words for a keyboard and for a touch screen.
import { check, SYMBOLS, cellsOf, open, typeAt, text, classed, solve, boardState } from "./page_lib.mjs";

// The stops Tab makes from the board until the element sel has the focus (at most limit), and their names.
async function tabsTo(page, sel, limit) {
  const seen = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const at = await page.evaluate((s) => ({ there: document.activeElement.matches(s),
      name: document.activeElement.id || document.activeElement.textContent }), sel);
    seen.push(at.name);
    if (at.there) break;
  }
  return seen;
}

const focusedText = (page) => page.evaluate(() => (document.activeElement.closest("#pad") ? document.activeElement.textContent : ""));

// A 16x16 (a pad of 17 buttons): Tab from the board reaches Check past the pad as one stop; in the pad the arrows,
// Home and End move among its buttons, Enter plays the one reached in the selected square, and Tab comes back to
// it. Check and Hint answer the keys their buttons name (aria-keyshortcuts, title, the help), which type nothing.
export async function padKeys(page) {
  const p = await open(page, "kind=sudoku&size=16", 256), givens = cellsOf(p.puzzle), solution = cellsOf(solve("sudoku", p.puzzle));
  const free = givens.map((v, k) => (v ? -1 : k)).filter((k) => k >= 0), [a, b] = free;
  await page.click(`.cell[data-cell="${a}"]`);
  const stops = await tabsTo(page, "#check", 30);
  check(stops.length <= 3 && stops[stops.length - 1] === "check", `Tab from the board reaches Check in ${stops.length} stops (${stops.join(", ")})`);
  await page.click(`.cell[data-cell="${a}"]`);
  await page.keyboard.press("Tab");
  const first = await focusedText(page);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  const third = await focusedText(page);
  await page.keyboard.press("End");
  const last = await focusedText(page);
  await page.keyboard.press("ArrowRight");
  const wrapped = await focusedText(page);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  const played = await text(page, a), back = await page.evaluate(() => document.activeElement.id);
  await page.keyboard.press("Tab");
  const again = await focusedText(page);
  check(first === "1" && third === "3" && last === "⌫" && wrapped === "1" && played === "3" && back === "board" && again === "3",
        `in the pad: Tab lands on ${first}, two ArrowRight on ${third}, End on ${last}, then ArrowRight on ${wrapped}; Enter on 3 ` +
        `plays "${played}" and gives the keys back to the ${back}; Tab again lands on ${again}`);
  // Check and Hint by their keys, as their buttons name them.
  const keys = await page.evaluate(() => ["check", "hint"].map((id) => {
    const b = document.getElementById(id);
    return { aria: b.getAttribute("aria-keyshortcuts") || "", title: b.title };
  }));
  const help = await page.evaluate(() => [...document.querySelectorAll(".help")].filter((h) => h.checkVisibility()).map((h) => h.textContent).join(" "));
  const said = (k) => k.aria.split(" ")[0].replace("Control", "Ctrl"); // the key as the page writes it: Ctrl+Enter
  const named = keys.every((k) => k.aria && k.title.includes(said(k)) && help.replace(/\s+/g, "").includes(said(k)));
  check(named && keys[0].aria !== keys[1].aria, `Check and Hint name their keys in aria-keyshortcuts, title and the help ` +
        `(${keys.map((k) => `${k.aria} / ${k.title}`).join("; ")})`);
  // The keys the buttons name (the documented ones, to show what the page does, when it names none).
  const [checkKey, hintKey] = keys.map((k, i) => k.aria.split(" ")[0] || ["Control+Enter", "Control+Shift+Enter"][i]);
  await typeAt(page, b, SYMBOLS[solution[b] % 16]); // a digit other than the solution's
  const before = await boardState(page);
  await page.keyboard.press(checkKey);
  await page.waitForSelector(".cell.wrong", { timeout: 5000 }).catch(() => {});
  const wrong = await classed(page, "wrong"), status = await page.textContent("#status");
  await page.keyboard.press(hintKey);
  await page.waitForFunction(() => document.querySelector("#hint-text").textContent.length > 0, null, { timeout: 5000 }).catch(() => {});
  const hinted = await page.textContent("#hint-text"), after = await boardState(page);
  const wrongs = [a, b].filter((k) => k === b || solution[a] !== 3).sort((x, y) => x - y); // the 3 played by the pad may be wrong too
  check(wrong.join() === wrongs.join() && new RegExp(`^${wrongs.length} wrong square`).test(status) && hinted.length > 0 && JSON.stringify(after) === JSON.stringify(before),
        `${checkKey} checks (wrong: ${wrong}, "${status}") and ${hintKey} gives a hint ("${hinted}"), ` +
        `typing nothing (${after.filter((s, k) => s !== before[k]).slice(0, 2)})`);
  // From the pad too: Check's key on a pad button checks rather than pressing the button.
  await page.click(`.cell[data-cell="${a}"]`);
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Tab");
  const onPad = await focusedText(page), padBefore = await text(page, a);
  await page.keyboard.press(checkKey);
  await page.waitForSelector(".cell.wrong", { timeout: 5000 }).catch(() => {});
  check(onPad === "3" && padBefore === "" && (await text(page, a)) === "" && (await classed(page, "wrong")).join() === String(b),
        `Check's key with the focus on the pad's ${onPad} checks, the button not pressed (square "${await text(page, a)}", wrong ${await classed(page, "wrong")})`);
}

// The visible help's words.
const helpShown = (page) => page.evaluate(() => [...document.querySelectorAll(".help")].filter((h) => h.checkVisibility())
  .map((h) => h.textContent.replace(/\s+/g, " ").trim()));

// The help speaks of taps and the pad on a phone's touch screen (390x844), of clicks, the arrows and keys on a desktop.
export async function touchHelp(browser) {
  for (const [touch, options] of [[true, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
                                  [false, { viewport: { width: 1000, height: 900 } }]]) {
    const context = await browser.newContext(options);
    try {
      const page = await context.newPage();
      await open(page, "kind=sudoku&size=9", 81);
      const shown = await helpShown(page), said = `"${shown.join(" | ").slice(0, 160)}..."`;
      if (touch)
        check(shown.length === 1 && /\btap/i.test(shown[0]) && /\bpad\b/.test(shown[0]) && !/click|arrow|Backspace|Ctrl/i.test(shown[0]),
              `on a touch screen the help says tap and the pad, not clicks, arrows or keys (${said})`);
      else
        check(shown.length === 1 && /\bClick\b/.test(shown[0]) && /arrows/.test(shown[0]) && /Backspace/.test(shown[0]) && /Ctrl\+Enter/.test(shown[0]),
              `on a desktop the help says click, the arrows and the keys (${said})`);
    } finally {
      await context.close();
    }
  }
}
