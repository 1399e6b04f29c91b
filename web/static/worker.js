// The viewer's Python worker: loads the harness (RustPython, wasm32-unknown-unknown) on its first
// message and replays one test per message, so the page knows which test was running if it has to
// stop the worker on its wall-clock budget (the backstop of the step limit, see
// web/worker/src/lib.rs).
//   in:  {id, type: "init"}                      out: {id, ready: true, ms}
//   in:  {id, type: "test", code, test, limit}   out: {id, outcome, steps, ms}
//   any failure:                                 out: {id, error}
import init, { WorkerReplayer, defaultStepLimit } from "./py/execretrieval_web_worker.js";

let replayer = null;
let loading = null;

async function ready() {
  if (replayer) return;
  if (!loading) {
    loading = (async () => {
      await init({ module_or_path: new URL("./py/execretrieval_web_worker_bg.wasm", import.meta.url) });
      replayer = new WorkerReplayer();
    })();
  }
  await loading;
}

self.onmessage = async (ev) => {
  const m = ev.data;
  const t0 = performance.now();
  try {
    await ready();
    if (m.type === "init") {
      self.postMessage({ id: m.id, ready: true, ms: performance.now() - t0, stepLimit: defaultStepLimit() });
      return;
    }
    const out = JSON.parse(replayer.runSuite(m.code, JSON.stringify([m.test]), m.limit || 0))[0];
    self.postMessage({ id: m.id, outcome: out.outcome, steps: out.steps, ms: performance.now() - t0 });
  } catch (e) {
    self.postMessage({ id: m.id, error: String(e && e.stack || e) });
  }
};
