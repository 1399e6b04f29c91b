"""Functional-duplicate sweep over the task files (CPython; the sandbox gate in `execretrieval build` is
authoritative).

Usage: python3 data/tools/cross_canonicals.py [--jobs N] [--compatible-arity] [--only FILE_OR_DIR ...]
                                             [TASKS_DIR]

For every ordered pair (A, B) of tasks whose target functions take the same number of parameters,
task A's canonical is renamed to B's function name (the `def` and every reference to it, so
recursive calls follow; A's helpers stay as they are) and run against B's whole suite, a fresh
namespace per test with the sandbox's pytest shim, exactly as check_tasks.py runs a canonical.
A pair passes when every test of B passes. Every passing pair is printed as one line naming both
files and the direction(s) it passes in; the summary counts pairs checked and pairs found.
Exit status: 0 no duplicates, 1 duplicates found, 2 usage or parse error.

With --only, only pairs that involve at least one of the named tasks are checked (for re-checking
after editing a few tasks). With --compatible-arity, pairs are every two tasks whose ranges of
accepted positional-argument counts overlap (defaults and *args included), a superset of the
equal-count pairs that also catches a function with an extra defaulted parameter.

Hangs: each suite runs under a 1 s interval timer in a worker process; a worker stuck where the
timer cannot interrupt it (a long C-level computation) is killed by the parent after 20 s without
progress, that pair is recorded as not passing ("hung") and the worker restarts after it. Each
worker's address space is capped (2 GiB) so a runaway allocation raises MemoryError instead of
exhausting the machine. Written by hand (stdlib only) because the sweep must run wherever the task
files are edited, with no dependency beyond CPython.
"""
import ast
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import check_tasks  # noqa: E402

SUITE_TIMEOUT = 1.0
STALL_TIMEOUT = 20.0
MEMORY_LIMIT = 2 << 30


def n_params(fn_node):
    a = fn_node.args
    return (len(a.posonlyargs) + len(a.args) + len(a.kwonlyargs) + (1 if a.vararg else 0)
            + (1 if a.kwarg else 0))


def arity_range(fn_node):
    """(fewest, most) positional arguments a call may pass; most is None with *args."""
    a = fn_node.args
    positional = len(a.posonlyargs) + len(a.args)
    return positional - len(a.defaults), (None if a.vararg else positional)


def load(tasks_dir):
    """All tasks under tasks_dir as dicts {path, function, canonical, tests, params}, sorted by path."""
    tasks = []
    for dp, _, fs in os.walk(tasks_dir):
        for f in fs:
            if not f.endswith(".py"):
                continue
            path = os.path.join(dp, f)
            header, canonical, tests = check_tasks.parse_task(path)
            fn = header["function"]
            defs = [n for n in ast.parse(canonical).body if isinstance(n, ast.FunctionDef) and n.name == fn]
            if not defs:
                raise ValueError("%s: canonical does not define %s" % (path, fn))
            tasks.append({"path": os.path.relpath(path), "function": fn, "canonical": canonical,
                          "tests": tests, "params": n_params(defs[0]), "arity": arity_range(defs[0])})
    tasks.sort(key=lambda t: t["path"])
    return tasks


class _Rename(ast.NodeTransformer):
    def __init__(self, old, new):
        self.old, self.new = old, new

    def visit_FunctionDef(self, node):
        self.generic_visit(node)
        if node.name == self.old:
            node.name = self.new
        return node

    def visit_Name(self, node):
        if node.id == self.old:
            node.id = self.new
        return node


def renamed(canonical, old, new):
    """The canonical with its target function `old` (definition and references) renamed to `new`."""
    return ast.unparse(_Rename(old, new).visit(ast.parse(canonical)))


def _overlap(x, y):
    lo = max(x[0], y[0])
    hi = min(v for v in (x[1], y[1], 1 << 30) if v is not None)
    return lo <= hi


def pair_list(tasks, only, compatible=False):
    """Ordered pairs (a, b) of task indices with equal parameter counts, a != b; with `compatible`,
    every pair whose ranges of accepted positional-argument counts overlap (so defaults and
    *args let one function be called the way the other's tests call it)."""
    if compatible:
        return [(a, b) for a in range(len(tasks)) for b in range(len(tasks))
                if a != b and (only is None or a in only or b in only)
                and _overlap(tasks[a]["arity"], tasks[b]["arity"])]
    by_params = {}
    for i, t in enumerate(tasks):
        by_params.setdefault(t["params"], []).append(i)
    pairs = []
    for group in by_params.values():
        for a in group:
            for b in group:
                if a != b and (only is None or a in only or b in only):
                    pairs.append((a, b))
    return pairs


# ---- worker side -------------------------------------------------------------------------------

def _worker(tasks_dir, pairs_file):
    """Reads `a b` index pairs from pairs_file, prints `start K` before and `done K pass|fail` after each."""
    import resource
    import signal

    try:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    except (ValueError, OSError):
        pass
    import reference_runner

    shim = reference_runner.load_pytest_shim()
    tasks = load(tasks_dir)
    compiled_tests = [[compile(t, "<test>", "exec") for t in task["tests"]] for task in tasks]
    pairs = [tuple(map(int, line.split())) for line in open(pairs_file) if line.strip()]
    start = int(sys.argv[sys.argv.index("--from") + 1])
    out = sys.stdout
    devnull = reference_runner._Sink()
    import builtins

    saved_builtins = dict(builtins.__dict__)

    class Timeout(BaseException):
        pass

    def alarm(signum, frame):
        raise Timeout()

    signal.signal(signal.SIGALRM, alarm)
    for k in range(start, len(pairs)):
        a, b = pairs[k]
        out.write("start %d\n" % k)
        out.flush()
        ok = True
        try:
            code = compile(renamed(tasks[a]["canonical"], tasks[a]["function"], tasks[b]["function"]),
                           "<snippet>", "exec")
        except BaseException:
            ok = False
        if ok:
            sys.stdout = sys.stderr = devnull
            signal.setitimer(signal.ITIMER_REAL, SUITE_TIMEOUT)
            try:
                for test in compiled_tests[b]:
                    sys.setrecursionlimit(1000)
                    ns = {"__name__": "__main__", "__builtins__": builtins, "pytest": shim}
                    try:
                        exec(code, ns)
                        exec(test, ns)
                    except Timeout:
                        ok = False
                        break
                    except BaseException:
                        ok = False
                        break
                    finally:
                        builtins.__dict__.clear()
                        builtins.__dict__.update(saved_builtins)
            except Timeout:
                ok = False
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
                sys.stdout, sys.stderr = out, sys.__stderr__
        out.write("done %d %s\n" % (k, "pass" if ok else "fail"))
        out.flush()


# ---- parent side -------------------------------------------------------------------------------

def run_chunk(tasks_dir, pairs, results, hung, state):
    """Runs pairs (list of (a, b)) in one worker, restarting it after a hang; fills results[k]."""
    import tempfile

    with tempfile.NamedTemporaryFile("w", suffix=".pairs", delete=False) as fh:
        fh.write("".join("%d %d\n" % p for p in pairs))
        pairs_file = fh.name
    try:
        start = 0
        while start < len(pairs):
            proc = subprocess.Popen([sys.executable, "-I", os.path.abspath(__file__), "--worker", tasks_dir,
                                     pairs_file, "--from", str(start)],
                                    stdout=subprocess.PIPE, text=True, bufsize=1)
            yield proc, start
            current = None
            for line in proc.stdout:
                state["last"] = time.monotonic()
                parts = line.split()
                if parts[0] == "start":
                    current = int(parts[1])
                elif parts[0] == "done":
                    results[pairs[int(parts[1])]] = parts[2] == "pass"
                    current = None
            proc.wait()
            if current is None:
                break
            # The worker died or was killed while running pair `current`.
            results[pairs[current]] = False
            hung.append(pairs[current])
            start = current + 1
    finally:
        os.unlink(pairs_file)


def sweep(tasks_dir, pairs, jobs):
    """Runs all pairs across `jobs` workers; returns ({pair: passed}, [hung pairs])."""
    import threading

    results, hung = {}, []
    chunks = [pairs[i::jobs] for i in range(jobs)]
    states = [{"last": time.monotonic(), "proc": None} for _ in range(jobs)]

    def drive(idx):
        for proc, _ in run_chunk(tasks_dir, chunks[idx], results, hung, states[idx]):
            states[idx]["proc"] = proc
            states[idx]["last"] = time.monotonic()

    threads = [threading.Thread(target=drive, args=(i,), daemon=True) for i in range(jobs)]
    for t in threads:
        t.start()
    t0 = time.monotonic()
    while any(t.is_alive() for t in threads):
        time.sleep(0.5)
        n = len(results)
        now = time.monotonic()
        for st in states:
            proc = st["proc"]
            if proc is not None and proc.poll() is None and now - st["last"] > STALL_TIMEOUT:
                proc.kill()
                st["last"] = now
        if sys.stderr.isatty():
            sys.stderr.write("\r%d/%d pairs, %.0f s" % (n, len(pairs), now - t0))
    if sys.stderr.isatty():
        sys.stderr.write("\n")
    return results, hung


def main(argv):
    if argv and argv[0] == "--worker":
        _worker(argv[1], argv[2])
        return 0
    jobs = 2
    compatible = False
    only_args, rest = None, []
    i = 0
    while i < len(argv):
        if argv[i] == "--compatible-arity":
            compatible = True
            i += 1
        elif argv[i] == "--jobs":
            jobs = int(argv[i + 1])
            i += 2
        elif argv[i] == "--only":
            only_args = []
            i += 1
            while i < len(argv) and not argv[i].startswith("--"):
                only_args.append(argv[i])
                i += 1
        else:
            rest.append(argv[i])
            i += 1
    tasks_dir = os.path.abspath(rest[0] if rest else os.path.join(ROOT, "data", "tasks"))
    try:
        tasks = load(tasks_dir)
    except (OSError, ValueError, SyntaxError) as exc:
        print("error: %s (fix the task file, then re-run)" % exc, file=sys.stderr)
        return 2
    only = None
    if only_args is not None:
        wanted = set()
        for a in only_args:
            if os.path.isdir(a):
                for dp, _, fs in os.walk(a):
                    wanted |= {os.path.relpath(os.path.join(dp, f)) for f in fs if f.endswith(".py")}
            else:
                wanted.add(os.path.relpath(os.path.abspath(a)))
        only = {i for i, t in enumerate(tasks) if t["path"] in wanted}
    pairs = pair_list(tasks, only, compatible)
    t0 = time.monotonic()
    results, hung = sweep(tasks_dir, pairs, max(1, jobs))
    elapsed = time.monotonic() - t0
    passing = sorted(p for p, ok in results.items() if ok)
    unordered = {}
    for a, b in passing:
        unordered.setdefault((min(a, b), max(a, b)), set()).add((a, b))
    both = 0
    for (x, y), dirs in sorted(unordered.items()):
        tx, ty = tasks[x], tasks[y]
        if len(dirs) == 2:
            both += 1
            how = "both directions"
        elif (x, y) in dirs:
            how = "%s's canonical passes %s's suite" % (tx["function"], ty["function"])
        else:
            how = "%s's canonical passes %s's suite" % (ty["function"], tx["function"])
        print("duplicate: %s <-> %s (%s)" % (tx["path"], ty["path"], how))
    for a, b in sorted(hung):
        print("hung: %s as %s (counted as not passing)" % (tasks[a]["path"], tasks[b]["function"]),
              file=sys.stderr)
    missing = len(pairs) - len(results)
    print("%d tasks, %d ordered pairs checked (%d suites), %d unordered pairs found (%d in both directions, "
          "%d in one), %d hung, %.0f s" % (len(tasks), len(results), len(results), len(unordered), both,
                                           len(unordered) - both, len(hung), elapsed))
    if missing:
        print("error: %d pairs were not run (a worker failed); re-run" % missing, file=sys.stderr)
        return 2
    return 1 if unordered else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
