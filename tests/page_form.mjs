// page_form.mjs: the play page's form and address against what the API takes (parts of tests/page_test.mjs): the
// More fields' limits and problems, a size asked by the address, the pencil kept only where it shows.
import { check, base, open, cellsOf, typeAt } from "./page_lib.mjs";

const status = async (url) => (await fetch(url)).status;

// The More fields refuse what the API refuses and take what it takes; a field of the closed More holding a value
// the API refuses (an address's empty=50-60) is shown with its problem on New puzzle (the browser, unable to show
// it, sent nothing: "An invalid form control ... is not focusable"); solutions=2000, which the API takes, is sent.
export async function moreFields(page) {
  const asked = [], unfocusable = [];
  page.on("console", (m) => { if (/not focusable/.test(m.text())) unfocusable.push(m.text()); });
  page.on("request", (r) => { if (r.url().includes("/api/puzzle?")) asked.push(new URL(r.url()).searchParams); });
  await open(page, "kind=sudoku&size=4", 16);
  const differ = [];
  for (const [field, values] of [["empty", ["0", "7", "40:60", "50-60", "a", "-1", "1:2:3", ":4"]],
                                 ["solutions", ["1", "1000", "2000", "1000000", "1000001", "0"]]]) {
    for (const v of values) {
      const fieldTakes = await page.evaluate(([f, x]) => { const e = document.getElementById(f); e.value = x; return e.value === x && e.validity.valid; }, [field, v]);
      const apiTakes = (await status(`${base}/api/puzzle?kind=sudoku&size=4&${field}=${encodeURIComponent(v)}`)) !== 400;
      if (fieldTakes !== apiTakes) differ.push(`${field}=${v}: field ${fieldTakes}, API ${apiTakes}`);
    }
    await page.evaluate((f) => { document.getElementById(f).value = ""; }, field);
  }
  check(differ.length === 0, `the More fields take what the API takes (${differ.join("; ")})`);

  await page.goto(`${base}/?kind=sudoku&size=9&empty=50-60`);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  await page.evaluate(() => { document.querySelector("details").open = false; });
  asked.length = 0;
  await page.click("#new");
  await page.waitForTimeout(500);
  const seen = await page.evaluate(() => ({ open: document.querySelector("details").open, focused: document.activeElement.id,
                                            status: document.querySelector("#status").textContent }));
  check(seen.open && seen.focused === "empty" && /^Empty squares: /.test(seen.status) && asked.length === 0 && unfocusable.length === 0,
        `empty=50-60 in the closed More: New puzzle opens More on the field, the status says it (${JSON.stringify(seen)}, ` +
        `${asked.length} requests, ${unfocusable[0] || "no console error"})`);

  await page.goto(`${base}/?kind=sudoku&size=9&solutions=2000`);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  const field = await page.inputValue("#solutions");
  asked.length = 0;
  await page.click("#new");
  await page.waitForFunction(() => document.querySelector("#status").textContent !== "loading...", null, { timeout: 10000 }).catch(() => {});
  const said = await page.textContent("#status"), api = await (await fetch(`${base}/api/puzzle?kind=sudoku&box=3x3&solutions=2000`)).json();
  check(field === "2000" && asked.length > 0 && asked[0].get("solutions") === "2000" && said.startsWith(api.error) && unfocusable.length === 0,
        `solutions=2000: New puzzle asks for it and the status says the API's answer ("${said}", API "${api.error}", ` +
        `asked ${asked.map(String)})`);
}

// A Nonogram has no Pencil (its button is hidden): the p key there does nothing, and a Sudoku opened after it types
// digits (p turned a hidden pencil mode on, and the 9x9's 5 became a pencil mark).
export async function pencilHidden(page) {
  await open(page, "kind=nonogram&width=10&height=5&live=1&seed=2", 50);
  await page.click('.cell[data-cell="0"]');
  await page.keyboard.press("p");
  const pressed = await page.getAttribute("#pencil", "aria-pressed"), hidden = await page.isHidden("#pencil");
  await page.selectOption("#kind", "sudoku");
  await page.selectOption("#size", "3x3");
  await page.click("#new");
  await page.waitForFunction(() => document.querySelectorAll("#board .cell").length === 81);
  const free = cellsOf(await page.$eval("#board", (b) => b.dataset.puzzle)).indexOf(0);
  await typeAt(page, free, "5");
  const typed = await page.textContent(`.cell[data-cell="${free}"]`), mark = await page.$(`.cell[data-cell="${free}"] .marks`);
  check(hidden && pressed === "false" && typed === "5" && mark === null && (await page.getAttribute("#pencil", "aria-pressed")) === "false",
        `p on a Nonogram (Pencil hidden: ${hidden}) leaves pencil mode off (${pressed}), and a 9x9 after it types 5 as a digit ` +
        `("${typed}", ${mark ? "a pencil mark" : "no mark"})`);
  // A pencil mode turned on in a Sudoku is off once a Nonogram is on the board.
  await page.click("#pencil");
  const on = await page.getAttribute("#pencil", "aria-pressed");
  await page.selectOption("#kind", "nonogram");
  await page.selectOption("#size", "10x5");
  await page.click("#new");
  await page.waitForFunction(() => document.querySelectorAll("#board .cell").length === 50);
  check(on === "true" && (await page.getAttribute("#pencil", "aria-pressed")) === "false",
        `a Nonogram opened after Pencil (${on}) in a Sudoku: pencil mode off`);
}

// An address naming a size the bank does not hold, on a server that generates: the Size menu shows it and a fresh
// one is made, as the form's "(fresh)" size does (it asked the bank alone: "no puzzle in the bank matches", no
// puzzle loaded, the menu on 6x6, so New puzzle gave a 6x6). One the generator gives up on says why.
export async function addressFresh(page) {
  const held = await (await fetch(`${base}/api/kinds`)).json();
  const fill8 = held.kinds.find((k) => k.name === "fillomino").shapes.some((s) => s.shape === "8x8");
  await page.goto(`${base}/?kind=fillomino&size=8`);
  await page.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 30000 });
  const seen = await page.evaluate(() => ({ size: document.querySelector("#size").value, cells: document.querySelectorAll("#board .cell").length,
                                            title: document.querySelector("#title").textContent, status: document.querySelector("#status").textContent }));
  check(!fill8 && seen.size === "8x8" && seen.cells === 64 && /^fillomino 8x8/.test(seen.title) && seen.status === "",
        `?kind=fillomino&size=8 with no 8x8 in the bank: an 8x8 is made and the Size menu shows it (${JSON.stringify(seen)})`);
  const first = await page.$eval("#board", (b) => b.dataset.id);
  await page.click("#new");
  await page.waitForFunction((id) => board.dataset.id !== id || document.querySelector("#status.error"), first, { timeout: 30000 });
  check((await page.$$("#board .cell")).length === 64, `New puzzle after it: another 8x8 (${(await page.$$("#board .cell")).length} squares)`);

  const gave = (await (await fetch(`${base}/api/puzzle?kind=nonogram&size=5&level=search&live=1`)).json()).error;
  await page.goto(`${base}/?kind=nonogram&size=5&level=search`);
  await page.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 30000 });
  const said = await page.textContent("#status"), menus = await page.evaluate(() => [size.value, level.value]);
  check(/no unique picture/.test(gave) && said === gave && menus.join() === "5x5,search",
        `?kind=nonogram&size=5&level=search: the status says the generator's reason ("${said}"), the menus show the choice (${menus})`);
}
