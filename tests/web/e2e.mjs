// End-to-end test of the web viewer in real headless Chromium (playwright-core driving the system
// Chromium; never `npx playwright install`). Driven by tests/tests/web.rs.
//   node e2e.mjs <site url> <screenshot dir> [full|measure|screenshots|verify]
// `full` (the test): leaderboard (views, sorting, the reranking table), query view (a reranked
// run next to its first stage) (ranking and outcomes against the
// data files, the explanation of rank 1, the navigation highlight), replay verdicts, verify-all
// with 0 mismatches, the memory cap and the restore of a restarted worker, dataset filter, analyses plots (bars, interval bands, axis titles, legends),
// no element wider than the 1400-pixel viewport on any page, screenshots.
// `measure`: only the timings (page interactive, first replay verdict) -- for the README figures.
// `screenshots`: the README's screenshots of each page (scripts/screenshots.sh).
// `verify`: verify-all over the site's release (README's full-release figure), then replacement
// workers started on the loaded page, from scratch and (builds that have it) restored.
// Prints one JSON line of measurements; exits non-zero on the first failed check.
import { createRequire } from "node:module";
import os from "node:os";
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
  // When an element first appears, in page time (performance.now(), from navigation start),
  // recorded by a MutationObserver in the page itself: a timing read after Playwright's
  // waitForSelector returns is late by its polling interval (0, 20, 50, 100, 100, then 500 ms),
  // up to half a second for a replay verdict.
  const firstSeen = (p, selectors) => p.addInitScript((sels) => {
    self.__erSeen = {};
    new MutationObserver(() => {
      for (const s of sels) if (!(s in self.__erSeen) && document.querySelector(s)) self.__erSeen[s] = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }, selectors);
  const seenAt = async (p, sel) => Math.round(await p.evaluate((s) => self.__erSeen[s], sel));
  const fresh = async () => {
    const p = await ctx.newPage();
    p.on("pageerror", (e) => errors.push(String(e)));
    p.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
    return p;
  };
  const json = async (p, f) => p.evaluate(async (f) => (await fetch(f)).json(), f);
  // elements reaching past the viewport's right edge (outside any box that scrolls or clips them)
  const tooWide = (p) => p.evaluate(() => {
    const W = document.documentElement.clientWidth, bad = [];
    if (document.documentElement.scrollWidth > W) bad.push(`page scrolls to ${document.documentElement.scrollWidth}px`);
    for (const e of document.body.querySelectorAll("*")) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.right <= W + 0.5) continue;
      let clipped = false;
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if (o !== "visible") { clipped = a.getBoundingClientRect().right <= W + 0.5; break; }
      }
      if (!clipped) bad.push(`${e.tagName.toLowerCase()}${e.id ? "#" + e.id : ""}.${e.className?.baseVal ?? e.className} right ${Math.round(r.right)}px`);
    }
    return bad.slice(0, 5);
  });
  const fits = async (p, what) => {
    const bad = await tooWide(p);
    check(bad.length === 0, `${what}: wider than the 1400-pixel viewport: ${bad.join("; ")}`);
  };
  // a (query, retriever) whose rank 1 satisfies `pred(top, query)`, from the data files
  const findRank1 = async (p, manifest, rel, pred) => {
    for (const r of manifest.retrievers) {
      const res = await json(p, `data/results/${encodeURIComponent(r)}.json`);
      for (const pq of res.per_query) {
        const q = rel.queries.find((x) => x.query_id === pq.query_id);
        if (q && pq.top_results.length > 1 && pred(pq.top_results, q)) return { r, q, top: pq.top_results };
      }
    }
    return null;
  };

  if (mode === "screenshots") {
    // the README's pictures: a 1400 × 900 window, each page as a reader first sees it
    const p = await fresh();
    await p.setViewportSize({ width: 1400, height: 900 });
    const manifest0 = await (await fetch(url + "data/manifest.json")).json();
    const rel0 = await (await fetch(url + "data/release.json")).json();
    const shot = async (hash, sel, file, opts = {}) => {
      await p.goto(url + hash);
      await p.waitForSelector(sel, { timeout: 60000 });
      await p.waitForTimeout(300);
      await p.screenshot({ path: path.join(shots, file), ...opts });
    };
    await shot("#/", "#leaderboard tr.lb-row", "leaderboard.png");
    const own = await findRank1(p, manifest0, rel0, (t, q) => q.paired_distractor_corpus_ids.includes(t[0].corpus_id) && t[1].similarity < t[0].similarity);
    check(own, "no query whose rank 1 is its own distractor");
    await shot(`#/query/${own.q.query_id}/${encodeURIComponent(own.r)}`, "#miss-explanation", "query.png");
    await p.click("#query-hits tbody tr:first-child .replay-btn");
    await p.waitForSelector("#query-hits tbody tr:first-child .verdict", { timeout: 120000 });
    await p.screenshot({ path: path.join(shots, "query.png") });
    await shot("#/analyses", "#deception-chart rect.bar", "analyses.png", { fullPage: true });
    await shot("#/dataset?bug=swap_arguments", "#dataset tbody tr", "dataset.png");
    await shot("#/verify", "#verify-start:not([disabled])", "verify.png");
    await p.click("#verify-start");
    await p.waitForTimeout(8000);
    await p.screenshot({ path: path.join(shots, "verify.png") });
    out.screenshots = ["leaderboard.png", "query.png", "analyses.png", "dataset.png", "verify.png"];
    await browser.close();
    console.log(JSON.stringify(out));
    process.exit(errors.length === 0 ? 0 : 1);
  }

  if (mode === "verify") {
    // verify-all over whatever release the site has (the README's full-release figure): wall time,
    // the summary, the Python workers the page started (the first one + one per restart), and
    // the time a replacement worker takes to be ready, sampled on the loaded page both ways: a
    // worker started from scratch, and (builds that have it) one restored from the first start's
    // snapshot
    const p = await fresh();
    const workers = [];
    p.on("worker", (w) => workers.push(w.url()));
    await p.goto(url + "#/verify");
    await p.waitForSelector("#verify-start:not([disabled])", { timeout: 120000 });
    const load0 = os.loadavg();
    const t0 = Date.now();
    await p.click("#verify-start");
    await p.waitForSelector('#verify-summary[data-done="true"]', { timeout: 4 * 3600 * 1000 });
    out.verify_all_ms = Date.now() - t0;
    out.load_average_during = [load0[0], os.loadavg()[0], os.loadavg()[1]];
    out.verify = await p.$eval("#verify-summary", (e) => ({ ...e.dataset, text: e.querySelector("p").textContent }));
    out.workers_started = workers.length;
    out.restarts = workers.length - 1;
    out.mismatches = await p.$$eval("#verify-summary li", (l) => l.map((x) => x.textContent));
    out.replacement_worker_ready_ms = await p.evaluate(async () => {
      const start = async (name, first) => {
        const t = performance.now();
        const w = new Worker("worker.js", { type: "module", name });
        if (first) w.postMessage(first);
        let snapshot = null;
        const r = await new Promise((res) => {
          w.onmessage = (e) => { if (e.data.snapshot) snapshot = e.data.snapshot; else res(e.data); };
          w.postMessage({ id: 1, type: "init", snapshot: !first });
        });
        const ms = performance.now() - t;
        if (!first) await new Promise((res) => setTimeout(res, 500)); // the snapshot, if any, follows
        w.terminate();
        return { ms, r: { ...r, snapshot } };
      };
      const scratch = [], restored = [];
      let snap = null;
      for (let i = 0; i < 5; i++) {
        const { ms, r } = await start("er-python", null);
        scratch.push(Math.round(ms));
        if (r.snapshot) snap = r.snapshot;
      }
      for (let i = 0; snap && i < 5; i++) {
        const { ms, r } = await start("er-python-restore", { type: "restore", snapshot: snap });
        if (!r.restored) return { scratch, restored, error: JSON.stringify(r) };
        restored.push(Math.round(ms));
      }
      return { scratch, restored };
    });
    out.load_average_1min = os.loadavg()[0];
    check(errors.length === 0, "page errors: " + errors.join(" | "));
    await browser.close();
    console.log(JSON.stringify(out));
    process.exit(0);
  }

  // 1. leaderboard: time to interactive (rows rendered) from navigation start
  let page = await fresh();
  await firstSeen(page, ["#leaderboard tr.lb-row"]);
  await page.goto(url + "#/");
  await page.waitForSelector("#leaderboard tr.lb-row", { timeout: 30000 });
  out.leaderboard_interactive_ms = await seenAt(page, "#leaderboard tr.lb-row");
  const manifest = await json(page, "data/manifest.json");
  // the header names this site's release and links to the other releases' sites
  const releases = await page.$eval("#releases", (e) => ({ name: e.querySelector(".release-name").textContent, links: [...e.querySelectorAll("a.release-link")].map((a) => [a.textContent, a.getAttribute("href")]) }));
  check(releases.name === manifest.release && JSON.stringify(releases.links) === JSON.stringify(manifest.other_releases.map((l) => [l.name, l.href])), `header releases: ${JSON.stringify(releases)}`);
  const lb = await json(page, "data/full_leaderboard.json");
  const models = await page.$$eval("tr.lb-row", (rs) => rs.map((r) => r.dataset.model));
  check(models.length === manifest.retrievers.length, `leaderboard rows ${models.length} != ${manifest.retrievers.length}`);
  const q1 = (await json(page, "data/release.json")).queries[0].query_id;
  if (mode === "full") {
    // 1b. the reranking table beside the retrievers: one row per (first stage, reranker) of
    // reranking.json (web.rs's eval reranks every first stage)
    check(manifest.reranking.length > 0, "the site has no reranking rows");
    const rr = await page.$$eval("#reranking tr.rr-row", (rs) => rs.map((r) => [r.dataset.model, r.dataset.firstStage]));
    check(JSON.stringify(rr) === JSON.stringify(manifest.reranking.map((x) => [x.model, x.first_stage])), `reranking table ${JSON.stringify(rr)}`);
    for (const x of manifest.reranking) check(models.includes(x.model) && models.includes(x.first_stage), `${x.model} or ${x.first_stage} not on the leaderboard`);
    await fits(page, "leaderboard with the reranking table");
    // a reranked run's query page: its top 10 next to its first stage's, as in the results files
    const x = manifest.reranking[0];
    const top = async (m) => (await json(page, `data/results/${encodeURIComponent(m)}.json`)).per_query.find((q) => q.query_id === q1).top_results.map((h) => h.corpus_id);
    const [first, reranked] = [await top(x.first_stage), await top(x.model)];
    page = await fresh();
    await page.goto(`${url}#/query/${q1}/${encodeURIComponent(x.model)}`);
    await page.waitForSelector("#rerank-compare tbody tr", { timeout: 30000 });
    const cols = await page.$$eval("#rerank-compare tbody tr", (rs) => rs.map((r) => [...r.querySelectorAll("td[data-corpus]")].map((c) => c.dataset.corpus)));
    check(JSON.stringify(cols.map((c) => c[0])) === JSON.stringify(first), `first stage column ${JSON.stringify(cols)} vs ${JSON.stringify(first)}`);
    check(JSON.stringify(cols.map((c) => c[1])) === JSON.stringify(reranked), `reranked column ${JSON.stringify(cols)} vs ${JSON.stringify(reranked)}`);
    out.rerank_compare = { model: x.model, first, reranked };
    await fits(page, "reranked query page");
  }

  // 2. a query page loaded cold: interactive, then the first replay verdict
  const r0 = manifest.retrievers[0];
  page = await fresh();
  const verdict = "#query-hits tbody tr:first-child .verdict";
  await firstSeen(page, ["#query-hits tbody tr", verdict]);
  await page.goto(`${url}#/query/${q1}/${r0}`);
  await page.waitForSelector("#query-hits tbody tr", { timeout: 30000 });
  out.query_interactive_ms = await seenAt(page, "#query-hits tbody tr");
  await page.click("#query-hits tbody tr:first-child .replay-btn");
  out.replay_clicked_ms = Math.round(await page.evaluate(() => performance.now()));
  await page.waitForSelector(verdict, { timeout: 120000 });
  out.first_verdict_ms = await seenAt(page, verdict);
  if (mode === "measure") {
    out.models = models;
    // where the first verdict's time goes: the Python worker's own start (download from the HTTP
    // cache by now, compile, interpreter start with the harness's preloaded modules), in a fresh
    // worker on the loaded page
    out.python_worker_start = await page.evaluate(async () => {
      const t = performance.now();
      const w = new Worker("worker.js", { type: "module" });
      const r = await new Promise((res) => { w.onmessage = (e) => res(e.data); w.postMessage({ id: 1, type: "init" }); });
      w.terminate();
      return { total_ms: Math.round(performance.now() - t), interpreter_ready_ms: Math.round(r.ms) };
    });
    out.load_average_1min = os.loadavg()[0];
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
    // the navigation highlights the query page's own entry, and nothing else
    const active = await page.$$eval("header a.nav.active", (a) => a.map((x) => x.dataset.section));
    check(JSON.stringify(active) === '["query"]', `highlighted navigation on a query page: ${active}`);
    // the query text wraps: its box is no wider than the page
    check(await page.$eval("pre.query", (e) => e.scrollWidth <= e.clientWidth + 1), "the query text is cut at the right edge");
    await fits(page, "query page");
    await page.screenshot({ path: path.join(shots, "query.png"), fullPage: true });

    // 2b. explain a miss: a query whose rank 1 is one of its own distractors, strictly above the
    // rest, gets a sentence naming the distractor, its bug type and the edit, linking to its diff
    const rel0 = await json(page, "data/release.json");
    const own = await findRank1(page, manifest, rel0, (t, q) => q.paired_distractor_corpus_ids.includes(t[0].corpus_id) && t[1].similarity < t[0].similarity);
    check(own, "the fixture has no query whose rank 1 is its own distractor");
    await page.goto(`${url}#/query/${own.q.query_id}/${encodeURIComponent(own.r)}`);
    await page.waitForSelector("#miss-explanation", { timeout: 30000 });
    const ex = await page.$eval("#miss-explanation", (e) => ({ kind: e.dataset.kind, corpus: e.dataset.corpus, text: e.textContent, target: e.querySelector("a.miss-link")?.dataset.target }));
    const d0 = rel0.distractors.find((d) => d.corpus_id === own.top[0].corpus_id);
    out.miss_explanation = ex;
    check(ex.kind === "own-distractor" && ex.corpus === d0.corpus_id, `explanation of ${own.q.query_id}/${own.r}: ${JSON.stringify(ex)}`);
    check(ex.text.includes(d0.bug_type) && ex.text.includes(d0.bug_description), `the explanation names the bug type and the edit: ${ex.text}`);
    check(ex.target === `pair-${d0.corpus_id}` && (await page.$(`#pair-${d0.corpus_id} pre.code mark`)), `the explanation links to the diff: ${ex.target}`);
    await page.click("#miss-explanation a.miss-link");
    await page.waitForFunction((id) => { const r = document.getElementById(id).getBoundingClientRect(); return r.top >= -1 && r.top < innerHeight; }, `pair-${d0.corpus_id}`);
    // a rank 1 tied with a passing snippet is explained as the tie order's draw
    const tie = await findRank1(page, manifest, rel0, (t) => !t[0].passes_all_tests && t.some((h) => h.passes_all_tests && h.similarity === t[0].similarity));
    check(tie, "the fixture has no query whose rank 1 ties with a passing snippet");
    await page.goto(`${url}#/query/${tie.q.query_id}/${encodeURIComponent(tie.r)}`);
    await page.waitForSelector("#miss-explanation", { timeout: 30000 });
    const kind = await page.$eval("#miss-explanation", (e) => e.dataset.kind);
    check(kind === "tie", `explanation of the tie at rank 1 of ${tie.q.query_id}/${tie.r}: ${kind}`);

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
    await fits(page, "verify page");
    await page.screenshot({ path: path.join(shots, "verify.png"), fullPage: true });

    // 3b. the worker's memory cap (the sandbox's 256 MiB): three 128 MiB integers do not fit →
    // ERROR: MemoryError, as in the sandbox (without the cap Chromium would give them 384 MiB);
    // the worker goes on, or, if the allocation trapped, refuses more (the page restarts it).
    // Then the restore (worker.js): a worker restored from the snapshot the first one sent with
    // its init answer (taken before any test ran, so before the trap) runs the same tests with
    // the same outcomes and step counts, and the cap still holds in it.
    const cap = await page.evaluate(async () => {
      // answers by id; the snapshot comes in a message of its own after the init answer
      const ask = (w, m) => new Promise((res) => {
        w.onmessage = (e) => { if (e.data.snapshot) w.snapshot = e.data.snapshot; else if (e.data.id === m.id) res(e.data); };
        w.postMessage(m);
      });
      const code = "def f(n):\n    return [1 << n for _ in range(3)]\n";
      const tests = ["assert f(20)[0] == 2 ** 20", "assert f(2 ** 30)", "assert f(20)"];
      const run = async (w, init) => {
        const r = { init: await ask(w, init) };
        for (const [i, t] of tests.entries()) r[["small", "big", "after"][i]] = await ask(w, { id: i + 2, type: "test", code, test: t });
        r.snapshot = w.snapshot;
        w.terminate();
        return r;
      };
      const first = await run(new Worker("worker.js", { type: "module" }), { id: 1, type: "init", snapshot: true });
      const snapshot = first.snapshot;
      if (!snapshot) return { first, restored: null };
      delete first.snapshot;
      const w = new Worker("worker.js", { type: "module", name: "er-python-restore" });
      w.postMessage({ type: "restore", snapshot });
      // a restored worker offers no snapshot of its own, even when asked
      const restored = await run(w, { id: 1, type: "init", snapshot: true });
      return { first, restored, snapshotBytes: snapshot.memory.byteLength };
    });
    out.memory_cap = cap.first.big;
    out.restore = { first_start_ms: Math.round(cap.first.init.ms), restored_start_ms: Math.round(cap.restored?.init.ms), snapshot_bytes: cap.snapshotBytes };
    for (const [what, r] of [["first worker", cap.first], ["restored worker", cap.restored]]) {
      check(r, `${what}: no snapshot in the first worker's init answer: ${JSON.stringify(cap.first.init)}`);
      check(r.small.outcome === "pass", `memory cap, small test, ${what}: ${JSON.stringify(r.small)}`);
      check(r.big.outcome === "ERROR: MemoryError", `memory cap, ${what}: ${JSON.stringify(r.big)}`);
      check(r.big.trapped ? r.after.trapped === true && !r.after.outcome : r.after.outcome === "pass",
        `after the MemoryError, ${what}: ${JSON.stringify(r.after)}`);
    }
    check(cap.first.init.restored === false && cap.restored.init.restored === true && !cap.restored.snapshot,
      `restore: ${JSON.stringify([cap.first.init, cap.restored.init])}`);
    check(cap.restored.small.steps === cap.first.small.steps && cap.restored.small.steps > 0,
      `steps of the same test, first worker ${cap.first.small.steps}, restored ${cap.restored.small.steps}`);
    check(cap.restored.init.memory === cap.snapshotBytes, `restored memory ${cap.restored.init.memory} != snapshot ${cap.snapshotBytes}`);

    // 3c. restarts on the page restore the worker: verify-all with two pairs put in front of the
    // cache's (the data files rewritten in flight): the memory cap's suite (its heap then exceeds
    // 128 MiB, or it trapped: the worker is replaced before the next suite), then a loop inside a
    // builtin, which the step limit cannot see (stopped by the wall clock: replaced again), with a
    // test after it; then every pair of the cache, in a restored worker, with the same outcomes
    // (0 mismatched) and the same largest step count as the run from a fresh worker above.
    const cacheRun = s;
    const p3 = await fresh();
    const patched = async (route, edit) => {
      const r = await route.fetch();
      const body = edit(await r.json());
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });
    };
    const extra = [
      ["c_er_cap", "q_er_cap", "def f(n):\n    return [1 << n for _ in range(3)]\n",
        ["assert f(20)[0] == 2 ** 20", "assert f(2 ** 30)", "assert f(20)"], ["pass", "ERROR: MemoryError", "pass"]],
      ["c_er_wall", "q_er_wall", "def g():\n    return sum(range(10 ** 12))\n", ["assert g()", "assert g is not None"], ["TIMEOUT", "pass"]],
    ];
    await p3.route("**/data/release.json", (route) => patched(route, (rel) => {
      for (const [c, q, code, tests] of extra) {
        rel.corpus.push({ ...rel.corpus[0], corpus_id: c, code });
        rel.queries.push({ ...rel.queries[0], query_id: q, test_suite: tests });
      }
      return rel;
    }));
    await p3.route("**/data/verify.json", (route) => patched(route, (v) => [...extra.map(([c, q, , , o]) => ({ corpus_id: c, query_id: q, outcomes: o })), ...v]));
    await p3.goto(`${url}#/verify`);
    await p3.waitForSelector("#verify-start:not([disabled])", { timeout: 30000 });
    await p3.click("#verify-start");
    await p3.waitForSelector('#verify-summary[data-done="true"]', { timeout: 600000 });
    const s3 = await p3.$eval("#verify-summary", (e) => ({ ...e.dataset, text: e.querySelector("p").textContent }));
    out.verify_with_restarts = s3;
    check(s3.mismatched === "0" && Number(s3.verified) === manifest.n_verify_pairs + extra.length, `verify-all with restarts: ${JSON.stringify(s3)}`);
    check(s3.wallClock === "1", `one test stopped by the wall clock: ${JSON.stringify(s3)}`);
    check(s3.restarts === "2" && s3.restored === "2", `two restarts, both restored from the snapshot: ${JSON.stringify(s3)}`);
    check(s3.maxSteps === cacheRun.maxSteps, `largest step count after the restarts ${s3.maxSteps}, from a fresh worker ${cacheRun.maxSteps}`);
    await p3.close();

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
    await fits(page, "dataset page");

    // 5. analyses: every chart with axis titles and a legend entry per retriever; the exec@k
    // curves with a 95 % interval band each; deception by bug type as bars (bug type × retriever);
    // the rank-1 miss attribution as stacked segments; the per-domain heat table
    await page.goto(`${url}#/analyses`);
    await page.waitForSelector("#exec-curve polyline", { timeout: 30000 });
    const an = await json(page, "data/analyses.json");
    const R = manifest.retrievers.length;
    const charts = await page.$$eval(".chart", (cs) => cs.map((c) => ({
      id: c.id,
      titles: [...c.querySelectorAll("text.axis-title")].map((t) => t.textContent.trim()).filter((t) => t),
      legend: [...c.querySelectorAll(".legend-item")].map((l) => l.textContent.trim()),
    })));
    check(JSON.stringify(charts.map((c) => c.id)) === JSON.stringify(["exec-curve", "miss-chart", "deception-chart", "density-chart"]), `charts: ${charts.map((c) => c.id)}`);
    for (const c of charts) {
      check(c.titles.length >= 1 && c.titles.every((t) => t.length > 3), `${c.id}: axis titles ${JSON.stringify(c.titles)}`);
      if (c.id !== "miss-chart") for (const m of manifest.retrievers) check(c.legend.includes(m), `${c.id}: no legend entry for ${m}`);
    }
    const bands = await page.$$eval("#exec-curve polygon.band", (b) => b.map((x) => ({ m: x.dataset.model, n: x.getAttribute("points").split(" ").length, h: x.getBBox().height })));
    check(bands.length === R && bands.every((b) => b.n >= 4), `exec@k interval bands: ${JSON.stringify(bands)}`);
    check(bands.some((b) => b.h > 1), `exec@k interval bands are all flat: ${JSON.stringify(bands)}`);
    const wantBars = manifest.retrievers.reduce((n, m) => n + Object.values(an[m].deception.per_bug_type).filter((r) => r.rate !== null).length, 0);
    const bars = await page.$$eval("#deception-chart rect.bar", (b) => b.map((x) => ({ m: x.dataset.model, c: x.dataset.category, w: Number(x.getAttribute("width")) })));
    check(bars.length === wantBars && wantBars > 0, `deception bars: ${bars.length}, want ${wantBars}`);
    // a bar's length is its rate on the axis: the widest bar is the largest rate
    const maxRate = Math.max(...manifest.retrievers.flatMap((m) => Object.values(an[m].deception.per_bug_type).map((r) => r.rate ?? 0)));
    const widest = bars.reduce((a, b) => (b.w > a.w ? b : a), bars[0]);
    check(Math.abs(an[widest.m].deception.per_bug_type[widest.c.split(" ")[0]].rate - maxRate) < 0.01, `the widest deception bar ${JSON.stringify(widest)} is not the largest rate ${maxRate}`);
    const segs = await page.$$eval("#miss-chart rect.seg", (b) => b.length);
    check(segs === 3 * R, `rank-1 miss segments: ${segs}`);
    const lines = await page.$$eval("svg polyline.curve", (l) => l.length);
    check(lines === 2 * R, `analyses: ${lines} curves`);
    const domains = new Set(manifest.retrievers.flatMap((m) => Object.keys(an[m].per_domain)));
    const heat = await page.$$eval("#domain-heat td.heat", (t) => t.map((x) => x.style.background));
    check(heat.length === domains.size * R && heat.every((b) => b.startsWith("rgb")), `heat table: ${heat.length} cells`);
    // percentages with their counts, not raw fractions
    const cells = await page.$$eval("#analyses tbody td:nth-child(n+3)", (t) => t.map((x) => x.textContent));
    check(cells.length === 5 * R && cells.every((c) => /^(\d+\.\d %|n\/a) \([\d.]+ of [\d.]+\)$/.test(c)), `analyses table: ${cells}`);
    // which correct snippet: exec@k beside the canonical-ID protocol; the fixture has one correct
    // snippet per query, so canonical recall@k is at most exec@k and the rank-1 shares add up
    const impl = await page.$$eval("#implementations tbody tr", (rs) => rs.map((r) => ({ m: r.dataset.model, c: [...r.querySelectorAll("td")].map((t) => t.textContent) })));
    check(impl.length === R, `implementations table: ${impl.length} rows`);
    for (const { m, c } of impl) {
      const a = an[m].implementations;
      check(c.length === 10 && a.n > 0, `implementations row ${m}: ${JSON.stringify(c)}`);
      check(c[1] === a.canonical_id["recall@1"].toFixed(3) && Number(c[1]) <= Number(c[0]) + 1e-9, `canonical recall@1 of ${m}: ${c[1]} (exec@1 ${c[0]})`);
      const shares = c.slice(5, 9).map((x) => Number(x.split(" %")[0]));
      check(Math.abs(shares.reduce((x, y) => x + y, 0) - 100) < 0.5, `rank-1 shares of ${m} add up to ${shares}`);
      check(c[9] === "n/a", `${m}: canonical above another correct implementation with one correct snippet per query: ${c[9]}`);
    }
    await fits(page, "analyses page");
    await page.screenshot({ path: path.join(shots, "analyses.png"), fullPage: true });

    // 6. leaderboard sorting by a clicked metric
    await page.goto(`${url}#/`);
    await page.waitForSelector("#leaderboard tr.lb-row");
    await page.click('a[data-metric="ndcg@10"]');
    await page.waitForFunction(() => location.hash.includes("sort=ndcg"));
    // the hash changes before the table is redrawn: read the rows once the header marks the
    // clicked column as the sorted one (reading on the hash alone raced the redraw on a slow CI)
    await page.waitForSelector('#leaderboard th.sorted a[data-metric="ndcg@10"]');
    const order = await page.$$eval("tr.lb-row", (rs) => rs.map((r) => r.dataset.model));
    const byNdcg = [...lb].sort((a, b) => b.metrics["ndcg@10"] - a.metrics["ndcg@10"] || (a.model < b.model ? -1 : a.model > b.model ? 1 : 0)).map((r) => r.model);
    const ndcgOf = Object.fromEntries(lb.map((r) => [r.model, r.metrics["ndcg@10"]]));
    check(JSON.stringify(order) === JSON.stringify(byNdcg), `sorted by ndcg@10: shown ${order}, want ${byNdcg} (${JSON.stringify(ndcgOf)})`);
    // the metric tabs: each shows one family's every k, and fits the viewport
    for (const v of ["summary", "exec", "precision", "ndcg", "exec_ndcg_gap"]) {
      await page.click(`#lb-views a[data-view="${v}"]`);
      await page.waitForFunction((v) => document.querySelector(`#lb-views a.active`)?.dataset.view === v, v);
      const cols = await page.$$eval("#leaderboard a[data-metric]", (a) => a.map((x) => x.dataset.metric));
      if (v !== "summary") check(cols.length === 4 && cols.every((c) => c.startsWith(v + "@")), `view ${v}: ${cols}`);
      else check(cols.includes("exec@1") && cols.includes("ndcg@10") && cols.length <= 8, `summary view: ${cols}`);
      await fits(page, `leaderboard (${v})`);
    }
    await page.click('#lb-views a[data-view="summary"]');
    await page.screenshot({ path: path.join(shots, "leaderboard.png"), fullPage: true });
  }
  check(errors.length === 0, "page errors: " + errors.join(" | "));
} finally {
  await browser.close();
  console.log(JSON.stringify(out));
}
