// End-to-end test of the web viewer in real headless Chromium (playwright-core driving the system
// Chromium; never `npx playwright install`). Driven by tests/tests/web.rs.
//   node e2e.mjs <site url> <screenshot dir> [full|measure]
// `full` (the test): leaderboard, query view (ranking and outcomes against the data files),
// replay verdicts, verify-all with 0 mismatches, dataset filter, analyses plots, screenshots.
// `measure`: only the timings (page interactive, first replay verdict) -- for the README figures.
// Prints one JSON line of measurements; exits non-zero on the first failed check.
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(path.join(process.env.PLAYWRIGHT_CORE_DIR || ".", "noop.js"));
const { chromium } = require("playwright-core");

const [url, shots, mode = "full"] = process.argv.slice(2);
const out = {};
function check(cond, what) {
  if (!cond) {
    console.error("CHECK FAILED: " + what);
    process.exitCode = 1;
    throw new Error(what);
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"],
});
try {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const errors = [];
  const fresh = async () => {
    const p = await ctx.newPage();
    p.on("pageerror", (e) => errors.push(String(e)));
    p.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
    return p;
  };
  const json = async (p, f) => p.evaluate(async (f) => (await fetch(f)).json(), f);

  // 1. leaderboard: time to interactive (rows rendered) from navigation start
  let page = await fresh();
  await page.goto(url + "#/");
  await page.waitForSelector("#leaderboard tr.lb-row", { timeout: 30000 });
  out.leaderboard_interactive_ms = Math.round(await page.evaluate(() => performance.now()));
  const manifest = await json(page, "data/manifest.json");
  const lb = await json(page, "data/full_leaderboard.json");
  const models = await page.$$eval("tr.lb-row", (rs) => rs.map((r) => r.dataset.model));
  check(models.length === manifest.retrievers.length, `leaderboard rows ${models.length} != ${manifest.retrievers.length}`);
  const q1 = (await json(page, "data/release.json")).queries[0].query_id;

  // 2. a query page loaded cold: interactive, then the first replay verdict
  const r0 = manifest.retrievers[0];
  page = await fresh();
  await page.goto(`${url}#/query/${q1}/${r0}`);
  await page.waitForSelector("#query-hits tbody tr", { timeout: 30000 });
  out.query_interactive_ms = Math.round(await page.evaluate(() => performance.now()));
  await page.click("#query-hits tbody tr:first-child .replay-btn");
  await page.waitForSelector("#query-hits tbody tr:first-child .verdict", { timeout: 120000 });
  out.first_verdict_ms = Math.round(await page.evaluate(() => performance.now()));
  if (mode === "measure") {
    out.models = models;
  } else {
    // ranking and recorded outcomes as in the results file
    const res = await json(page, `data/results/${r0}.json`);
    const want = res.per_query.find((q) => q.query_id === q1).top_results;
    const shown = await page.$$eval("#query-hits tbody tr", (rs) => rs.map((r) => ({ id: r.dataset.corpus, label: r.dataset.label, outcomes: JSON.parse(r.dataset.outcomes) })));
    check(shown.length === want.length, `top-${want.length} expected, ${shown.length} shown`);
    want.forEach((w, i) => {
      check(shown[i].id === w.corpus_id && shown[i].label === w.label, `rank ${i + 1}: ${JSON.stringify(shown[i])} vs ${w.corpus_id}`);
      check(JSON.stringify(shown[i].outcomes) === JSON.stringify(w.test_results), `rank ${i + 1} outcomes`);
    });
    // replay every hit and every distractor: each verdict is "verified" with the recorded outcomes
    for (const b of await page.$$(".replay-btn")) await b.click();
    await page.waitForFunction(() => document.querySelectorAll(".verdict").length === document.querySelectorAll(".replay-btn").length, null, { timeout: 300000 });
    const verdicts = await page.$$eval(".replay", (rs) => rs.map((r) => ({ id: r.dataset.corpus, v: r.querySelector(".verdict").dataset.verdict, o: r.querySelector(".verdict").dataset.outcomes })));
    for (const v of verdicts) check(v.v === "verified", `replay of ${v.id}: ${v.v} ${v.o}`);
    want.forEach((w) => {
      const v = verdicts.find((x) => x.id === w.corpus_id);
      check(v && v.o === JSON.stringify(w.test_results), `replayed outcomes of ${w.corpus_id}`);
    });
    out.replays_verified = verdicts.length;
    check(await page.$$eval("pre.code mark", (m) => m.length) > 0, "the edit is highlighted");
    await page.screenshot({ path: path.join(shots, "query.png"), fullPage: true });

    // 3. verify all
    await page.goto(`${url}#/verify`);
    await page.waitForSelector("#verify-start:not([disabled])", { timeout: 30000 });
    const t0 = Date.now();
    await page.click("#verify-start");
    await page.waitForSelector('#verify-summary[data-done="true"]', { timeout: 600000 });
    out.verify_all_ms = Date.now() - t0;
    const s = await page.$eval("#verify-summary", (e) => ({ ...e.dataset }));
    out.verify = s;
    check(s.mismatched === "0", `verify-all: ${s.mismatched} mismatched`);
    check(Number(s.verified) === manifest.n_verify_pairs && manifest.n_verify_pairs > 0, `verify-all verified ${s.verified} of ${manifest.n_verify_pairs}`);
    await page.screenshot({ path: path.join(shots, "verify.png"), fullPage: true });

    // 3b. the worker's memory cap (the sandbox's 256 MiB): three 128 MiB integers do not fit →
    // ERROR: MemoryError, as in the sandbox (without the cap Chromium would give them 384 MiB);
    // the worker goes on, or, if the allocation trapped, refuses more (the page restarts it)
    const cap = await page.evaluate(async () => {
      const w = new Worker("worker.js", { type: "module" });
      const ask = (m) => new Promise((res) => { w.onmessage = (e) => res(e.data); w.postMessage(m); });
      const code = "def f(n):\n    return [1 << n for _ in range(3)]\n";
      const small = await ask({ id: 1, type: "test", code, test: "assert f(20)[0] == 2 ** 20" });
      const big = await ask({ id: 2, type: "test", code, test: "assert f(2 ** 30)" });
      const after = await ask({ id: 3, type: "test", code, test: "assert f(20)" });
      w.terminate();
      return { small, big, after };
    });
    out.memory_cap = cap.big;
    check(cap.small.outcome === "pass", `memory cap, small test: ${JSON.stringify(cap.small)}`);
    check(cap.big.outcome === "ERROR: MemoryError", `memory cap: ${JSON.stringify(cap.big)}`);
    check(cap.big.trapped ? cap.after.trapped === true && !cap.after.outcome : cap.after.outcome === "pass",
      `after the MemoryError: ${JSON.stringify(cap.after)}`);

    // 4. dataset filter by domain (deep link), then a text search through the input
    const rel = await json(page, "data/release.json");
    const dom = rel.queries[0].domain;
    await page.goto(`${url}#/dataset?domain=${encodeURIComponent(dom)}`);
    await page.waitForSelector("#dataset tbody tr", { timeout: 30000 });
    const n = await page.$$eval("#dataset tbody tr", (r) => r.length);
    check(n === rel.queries.filter((q) => q.domain === dom).length, `dataset filter: ${n} rows`);
    await page.fill("#f-fn", rel.queries[1].function_name);
    await page.press("#f-fn", "Enter");
    await page.waitForFunction((f) => location.hash.includes("fn=" + f), rel.queries[1].function_name);

    // 5. analyses: three charts with a line per retriever
    await page.goto(`${url}#/analyses`);
    await page.waitForSelector("#exec-curve polyline", { timeout: 30000 });
    const lines = await page.$$eval("svg polyline", (l) => l.length);
    check(lines === 3 * manifest.retrievers.length, `analyses: ${lines} lines`);
    await page.screenshot({ path: path.join(shots, "analyses.png"), fullPage: true });

    // 6. leaderboard sorting by a clicked metric
    await page.goto(`${url}#/`);
    await page.waitForSelector("#leaderboard tr.lb-row");
    await page.click('a[data-metric="ndcg@10"]');
    await page.waitForFunction(() => location.hash.includes("sort=ndcg"));
    const order = await page.$$eval("tr.lb-row", (rs) => rs.map((r) => r.dataset.model));
    const byNdcg = [...lb].sort((a, b) => b.metrics["ndcg@10"] - a.metrics["ndcg@10"] || a.model.localeCompare(b.model)).map((r) => r.model);
    check(JSON.stringify(order) === JSON.stringify(byNdcg), `sorted by ndcg@10: ${order}`);
    await page.screenshot({ path: path.join(shots, "leaderboard.png"), fullPage: true });
  }
  check(errors.length === 0, "page errors: " + errors.join(" | "));
} finally {
  await browser.close();
  console.log(JSON.stringify(out));
}
