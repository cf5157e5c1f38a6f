// choose.js: the play page's choice of a puzzle: the kinds and sizes /api/kinds says the bank holds, the form's
// Kind, Size, Level and More fields, and the request they and the page's address make; before play.js.
"use strict";

// Reads /api/kinds. A server that does not generate (bank serve --no-live) offers only what its bank holds.
async function loadKinds() {
  const answer = await api("api/kinds");
  kinds = answer.kinds;
  live = answer.live !== false;
  $("live").parentElement.hidden = !live;
}

// The kinds the page draws; chosen at first, Sudoku if the bank holds some, else the first kind it holds (a bank of
// Nonograms alone opens on a Nonogram, where a fresh Sudoku was made and stored in it).
function fillKinds() {
  const sel = $("kind"), drawn = kinds.filter((k) => DRAWN.includes(k.name) && (live || k.shapes.length));
  sel.innerHTML = "";
  for (const k of drawn) sel.add(new Option(k.name, k.name));
  const held = drawn.filter((k) => k.shapes.length).map((k) => k.name);
  if (held.length) sel.value = held.includes("sudoku") ? "sudoku" : held[0];
  fillSizes();
}

function shapeLabel(kind, shape) {
  if (kind === "sudoku" || kind === "jidoku") {
    const [r, c] = shape.split("x").map(Number);
    return `${r * c}x${r * c} (box ${shape})`;
  }
  return /x/.test(shape) ? shape : `${shape}x${shape}`;
}

// A puzzle's name, as the line above the board and the list of puzzles in progress say it: its kind, size, level
// (ungraded for a kind with levels, the puzzle without), solutions when several, and id.
function puzzleName(p) {
  const leveled = kinds.some((k) => k.name === p.kind && k.levels.length);
  const level = p.levelName ? `, ${p.levelName}` : leveled ? ", ungraded" : "";
  const several = p.solutions > 1 ? `, ${p.solutions} solutions` : ""; // asked for: the form's empty field asks for 1
  return `${p.kind} ${shapeLabel(p.kind, p.shape)}${level}${several} #${p.id}`;
}

// The sizes of the chosen kind, the bank's first; with keep, the size and level chosen stay chosen.
function fillSizes(keep) {
  const kind = $("kind").value, info = kinds.find((k) => k.name === kind) || { shapes: [], levels: [] };
  const inBank = info.shapes.map((s) => s.shape), all = [...new Set([...inBank, ...(live ? LIVE_SHAPES[kind] || [] : [])])];
  const size = $("size"), level = $("level"), was = [size.value, level.value];
  size.innerHTML = "";
  for (const s of all) size.add(new Option(shapeLabel(kind, s) + (inBank.includes(s) ? "" : " (fresh)"), s));
  if (inBank.length) size.value = inBank.includes("3x3") ? "3x3" : inBank[0];
  else if (all.includes("3x3") && kind === "sudoku") size.value = "3x3"; // a fresh 9x9, not a 4x4
  level.innerHTML = "<option value=''>any</option>";
  for (const l of info.levels) level.add(new Option(l, l));
  if (info.levels.length) level.add(new Option("ungraded", "ungraded")); // the bank's puzzles stored with no grade
  if (keep && all.includes(was[0])) size.value = was[0];
  if (keep && [...level.options].some((o) => o.value === was[1])) level.value = was[1];
}

const inBank = (kind, shape) => kinds.some((k) => k.name === kind && k.shapes.some((s) => s.shape === shape));

// A puzzle of a shape the bank did not hold was generated and stored: the sizes list learns it from the bank.
async function refreshKinds() {
  try {
    await loadKinds();
    fillSizes(true);
  } catch (e) {
    setStatus(e.message, "error");
  }
}

// The form shows the puzzle on the board (one opened by its id or by the page's address too).
function showChoice(p) {
  if ([...$("kind").options].some((o) => o.value === p.kind) && $("kind").value !== p.kind) {
    $("kind").value = p.kind;
    fillSizes();
  }
  if (![...$("size").options].some((o) => o.value === p.shape)) $("size").add(new Option(shapeLabel(p.kind, p.shape), p.shape));
  $("size").value = p.shape;
}

// The shape a request names, as /api/kinds writes it ("3x3", a Sudoku's box; "8x8"; "5", a Futoshiki's side), or ""
// for none: box=RxC; width and height; size=N, where a kind with boxes takes the API's default box (the most rows
// up to the square root of N).
function askedShape(query) {
  const kind = query.get("kind") || "sudoku", info = kinds.find((k) => k.name === kind) || {};
  const size = Number(query.get("size")), w = Number(query.get("width")) || size, h = Number(query.get("height")) || size;
  if (info.boxes) {
    let rows = 1;
    for (let r = 1; r * r <= size; r++) if (size % r === 0) rows = r;
    return query.get("box") || (size >= 1 ? `${rows}x${size / rows}` : "");
  }
  if (!(w >= 1 && h >= 1)) return "";
  return (LIVE_SHAPES[kind] || ["x"])[0].includes("x") ? `${w}x${h}` : w === h ? String(w) : "";
}

// The choice shows what a request named (the page's address may too): the Size menu its shape, the Level menu a
// level of the kind by name or by number, as /api/puzzle takes it, or "ungraded"; the Empty squares and Solutions
// fields their values. What a request does not name stays as it is.
function showAsked(query) {
  const shape = askedShape(query);
  if ($("kind").value === (query.get("kind") || "sudoku") && [...$("size").options].some((o) => o.value === shape))
    $("size").value = shape;
  const asked = query.get("level");
  if (asked !== null) {
    const info = kinds.find((k) => k.name === (query.get("kind") || $("kind").value));
    const name = /^[0-9]+$/.test(asked) && info ? info.levels[Number(asked)] : asked;
    if ([...$("level").options].some((o) => o.value === name)) $("level").value = name;
  }
  for (const field of ["empty", "solutions"]) if (query.get(field) !== null) $(field).value = query.get(field);
  if (["empty", "solutions"].some((field) => !$(field).validity.valid)) $("more").open = true; // the problem in view
}

// New puzzle with a field of More holding what the API does not take (an address's empty=50-60): More opens and
// the field says its problem, as the status line does. Closed, More hid the field: the browser could not show it
// and sent nothing. Enter in a field presses New puzzle too, so this runs then as well.
function checkFields(e) {
  const bad = ["empty", "solutions"].map($).find((f) => !f.validity.valid);
  if (!bad) return;
  e.preventDefault();
  $("more").open = true;
  bad.reportValidity();
  setStatus(`${bad.labels[0].textContent.trim()}: ${bad.validationMessage}${bad.title ? ` (${bad.title})` : ""}`, "error");
}

function requestQuery() {
  const kind = $("kind").value, shape = $("size").value, q = new URLSearchParams({ kind });
  const info = kinds.find((k) => k.name === kind);
  if (shape) {
    if (info && info.boxes) q.set("box", shape);
    else if (shape.includes("x")) { const [w, h] = shape.split("x"); q.set("width", w); q.set("height", h); }
    else q.set("size", shape);
  }
  if ($("level").value) q.set("level", $("level").value);
  if ($("empty").value) q.set("empty", $("empty").value);
  q.set("solutions", $("solutions").value || "1"); // an empty field asks for one solution, as its placeholder says
  if (live && ($("live").checked || !inBank(kind, shape))) q.set("live", "1");
  return q;
}

// The parameters of /api/puzzle: an address's others (a link's utm_source or fbclid) are left out, so that the
// address asks for what it names, as the API itself ignores them.
const API_PARAMS = ["id", "kind", "size", "box", "width", "height", "level", "empty", "solutions", "not", "live", "seed"];

// What an address asks for: an address without an id or a solution count asks for one, as the form's empty field.
// One naming a shape the bank does not hold asks for a fresh one, as the form does for a "(fresh)" size (not an
// ungraded one, which only the bank has).
function addressQuery() {
  const asked = new URLSearchParams([...new URLSearchParams(location.search)].filter(([key]) => API_PARAMS.includes(key)));
  const shape = askedShape(asked);
  if ([...asked.keys()].length && !asked.has("id") && !asked.has("solutions")) asked.set("solutions", "1");
  if (live && shape && !asked.has("id") && !asked.has("live") && asked.get("level") !== "ungraded" &&
      !inBank(asked.get("kind") || "sudoku", shape))
    asked.set("live", "1");
  return asked;
}
