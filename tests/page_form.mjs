// page_form.mjs: the play page's form and address against what the API takes (parts of tests/page_test.mjs): the
// More fields' limits and problems, a size asked by the address, the pencil kept only where it shows.
import { check, base, open } from "./page_lib.mjs";

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
  check(field === "2000" && asked.length > 0 && asked[0].get("solutions") === "2000" && said === api.error && unfocusable.length === 0,
        `solutions=2000: New puzzle asks for it and the status says the API's answer ("${said}", API "${api.error}", ` +
        `asked ${asked.map(String)})`);
}
