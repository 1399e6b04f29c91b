// The viewer's Python worker: loads the harness (RustPython, wasm32-unknown-unknown) as soon as it
// starts -- the page starts it when a page with Replay buttons opens, index.html even before the
// app itself has loaded -- and replays one test per message, so the page knows which test was
// running if it has to stop the worker on its wall-clock budget (the backstop of the step limit,
// see web/worker/src/lib.rs).
//   in:  {id, type: "init", snapshot}            out: {id, ready: true, ms, stepLimit, memory, restored}
//                                                then, if asked and possible: {snapshot}
//   in:  {type: "restore", snapshot}             (the first message of a worker named RESTORE_NAME)
//   in:  {id, type: "test", code, test, limit}   out: {id, outcome, steps, ms, memory}
//   a trap the sandbox classifies too:           out: {id, outcome, steps: 0, ms, trapped: true}
//   any other failure:                           out: {id, error} (+ trapped: true after a trap)
// After a trap the instance is spent: the page terminates this worker and starts another.
//
// Restore. Starting the interpreter is most of a worker's start (README "Start-up"); a worker the
// page replaces (a trap, a test stopped by the wall clock, a grown heap) need not do it again. A
// worker started from scratch follows its answer to an `init` that asks for it (`snapshot: true`,
// and no test has run yet) with a snapshot of the initialised instance, in a message of its own:
// the compiled WebAssembly.Module, a copy of its linear memory, the WorkerReplayer's address in it
// (wasm-bindgen's `__wbg_ptr`: without it, no snapshot) and the length of the externref table.
// A worker started with the name RESTORE_NAME downloads nothing: its first message is
// {type: "restore", snapshot}; it instantiates the same module, grows the fresh memory to the
// snapshot's size, copies the bytes in and wraps the address as its replayer -- the state of the
// first worker right after its start, before any test. What such an instance holds outside linear
// memory: one mutable wasm global, the shadow-stack pointer, which is back at its initial value
// whenever no call is running (as when the snapshot is taken); the funcref table, fixed (min = max,
// filled by the module's element segment); and the externref table of the JS values Rust holds,
// which must be empty beyond wasm-bindgen's reserved slots when the snapshot is taken -- else no
// snapshot is offered and every worker starts from scratch. The memory-denied flag (lib.rs) lives
// in linear memory: a snapshot is taken only with it clear, and a restore checks it again.
const t0 = performance.now();
const RESTORE_NAME = "er-python-restore";
const restoring = self.name === RESTORE_NAME;
// The wasm download starts first, while the bindings module (imported dynamically, so that it
// does not hold the download back) loads; compileStreaming (the server sends application/wasm)
// compiles it while it downloads.
const compiled = restoring
  ? null
  : WebAssembly.compileStreaming(fetch(new URL("./py/execretrieval_web_worker_bg.wasm", import.meta.url)));
compiled?.catch(() => {}); // reported through `loading`
let snapshotIn = null;
const snapshotGiven = new Promise((res) => { snapshotIn = res; });
let exports = null;
let memoryDenied = () => false;
let defaultStepLimit = () => 0;
const loading = (async () => {
  const py = await import("./py/execretrieval_web_worker.js");
  ({ memoryDenied, defaultStepLimit } = py);
  if (!restoring) {
    const module = await compiled;
    exports = await py.default({ module_or_path: module });
    const replayer = new py.WorkerReplayer();
    return { py, module, replayer, ms: performance.now() - t0, restored: false };
  }
  const s = await snapshotGiven;
  exports = await py.default({ module_or_path: s.module });
  const memory = exports.memory;
  const pages = (s.memory.byteLength - memory.buffer.byteLength) / 65536;
  if (pages < 0 || !Number.isInteger(pages)) throw new Error(`snapshot of ${s.memory.byteLength} bytes, fresh memory ${memory.buffer.byteLength}`);
  if (pages > 0) memory.grow(pages); // detaches the old buffer: the bindings' cached views notice
  new Uint8Array(memory.buffer).set(new Uint8Array(s.memory));
  const table = exports.__wbindgen_externrefs;
  if (table.length < s.table) table.grow(s.table - table.length);
  if (memoryDenied()) throw new Error("the snapshot has the memory-denied flag set");
  const replayer = Object.create(py.WorkerReplayer.prototype);
  replayer.__wbg_ptr = s.ptr;
  return { py, module: s.module, replayer, ms: performance.now() - t0, restored: true };
})();
loading.catch(() => {}); // reported on the first message
let spent = false;
let ran = false;

// JS values Rust holds across calls: the externref table's slots in use, beyond wasm-bindgen's
// reserved ones (index 0 and 1024..1027, filled at instantiation).
function heldExternrefs() {
  const table = exports.__wbindgen_externrefs;
  let n = 0;
  for (let i = 1; i < table.length; i++) {
    if (i >= 1024 && i < 1028) continue;
    const v = table.get(i);
    if (v !== undefined && v !== null) n++;
  }
  return n;
}

// The instance right after its start, for the page to restore replacements from (see above).
function snapshot(py) {
  if (py.restored || ran || spent || memoryDenied() || heldExternrefs() > 0) return null;
  if (typeof py.replayer.__wbg_ptr !== "number" || py.replayer.__wbg_ptr === 0) return null;
  return {
    module: py.module,
    memory: exports.memory.buffer.slice(0),
    ptr: py.replayer.__wbg_ptr,
    table: exports.__wbindgen_externrefs.length,
  };
}

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
  if (m.type === "restore") {
    snapshotIn(m.snapshot);
    return;
  }
  const start = performance.now();
  let py;
  try {
    py = await loading;
  } catch (e) {
    self.postMessage({ id: m.id, error: "the Python worker did not start: " + String(e && e.stack || e), restoring });
    return;
  }
  if (spent) {
    self.postMessage({ id: m.id, error: "the interpreter trapped earlier: restart the worker", trapped: true });
    return;
  }
  const memory = () => exports.memory.buffer.byteLength;
  if (m.type === "init") {
    self.postMessage({ id: m.id, ready: true, ms: py.ms, stepLimit: defaultStepLimit(), memory: memory(), restored: py.restored });
    // after the answer, so that copying the memory delays no test: the next message is handled
    // only once this one is done
    const snap = m.snapshot ? snapshot(py) : null;
    if (snap) self.postMessage({ snapshot: snap }, [snap.memory]);
    return;
  }
  ran = true;
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
