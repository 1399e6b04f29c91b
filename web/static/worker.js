// The viewer's Python worker: loads the harness (RustPython, wasm32-unknown-unknown) as soon as it
// starts -- the page starts it when a page with Replay buttons opens, index.html even before the
// app itself has loaded -- and replays one test per message, so the page knows which test was
// running if it has to stop the worker on its wall-clock budget (the backstop of the step limit,
// see web/worker/src/lib.rs).
//   in:  {id, type: "init"}                      out: {id, ready: true, ms, stepLimit, memory}
//   in:  {id, type: "test", code, test, limit}   out: {id, outcome, steps, ms, memory}
//   a trap the sandbox classifies too:           out: {id, outcome, steps: 0, ms, trapped: true}
//   any other failure:                           out: {id, error} (+ trapped: true after a trap)
// After a trap the instance is spent: the page terminates this worker and starts a fresh one.
const t0 = performance.now();
// The wasm download starts first, while the bindings module (imported dynamically, so that it
// does not hold the download back) loads; instantiateStreaming (the server sends
// application/wasm) compiles it while it downloads.
const wasm = fetch(new URL("./py/execretrieval_web_worker_bg.wasm", import.meta.url));
wasm.catch(() => {}); // reported through `loading`
let exports = null;
let memoryDenied = () => false;
let defaultStepLimit = () => 0;
const loading = (async () => {
  const py = await import("./py/execretrieval_web_worker.js");
  ({ memoryDenied, defaultStepLimit } = py);
  exports = await py.default({ module_or_path: wasm });
  const replayer = new py.WorkerReplayer();
  return { replayer, ms: performance.now() - t0 };
})();
loading.catch(() => {}); // reported on the first message
let spent = false;

// A trap, mapped as the Wasmtime host's classify_trap maps its own: a refused memory grow (the
// 256 MiB cap) → MemoryError; the JS engine's native stack running out inside the interpreter
// (the host: wasm stack overflow) → RecursionError.
function classifyTrap(e) {
  if (memoryDenied()) return "ERROR: MemoryError";
  if (String(e).includes("Maximum call stack size exceeded")) return "ERROR: RecursionError";
  return null;
}

self.onmessage = async (ev) => {
  const m = ev.data;
  const start = performance.now();
  let py;
  try {
    py = await loading;
  } catch (e) {
    self.postMessage({ id: m.id, error: "the Python worker did not start: " + String(e && e.stack || e) });
    return;
  }
  if (spent) {
    self.postMessage({ id: m.id, error: "the interpreter trapped earlier: restart the worker", trapped: true });
    return;
  }
  const memory = () => exports.memory.buffer.byteLength;
  if (m.type === "init") {
    self.postMessage({ id: m.id, ready: true, ms: py.ms, stepLimit: defaultStepLimit(), memory: memory() });
    return;
  }
  try {
    const out = JSON.parse(py.replayer.runSuite(m.code, JSON.stringify([m.test]), m.limit || 0))[0];
    self.postMessage({ id: m.id, outcome: out.outcome, steps: out.steps, ms: performance.now() - start, memory: memory() });
  } catch (e) {
    spent = true;
    const outcome = classifyTrap(e);
    const ms = performance.now() - start;
    if (outcome) self.postMessage({ id: m.id, outcome, steps: 0, ms, trapped: true });
    else self.postMessage({ id: m.id, error: String(e && e.stack || e), trapped: true });
  }
};
