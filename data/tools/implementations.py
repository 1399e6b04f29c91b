"""Author-side check of a task's independent implementations and its input generator (CPython).

Usage: python3 data/tools/implementations.py [--n N] [--release DIR] [--summary] FILE_OR_DIR...

A task file (data/README.md, "Independent implementations and inputs") may carry, after its tests:

    # --- implementation 2: <one line: the approach, e.g. "counts with a dict, then one scan"> ---
    def target_function(...):
        ...
    # --- implementation 3: <approach> ---
    ...
    # --- inputs ---
    def random_input(rng):
        return (arg1, arg2)          # one call's positional arguments, drawn with rng only

For every task this checks, and prints one line per task (`ok`/`BAD`, then the problems):
  - each implementation defines the task's function, has 5-30 non-blank lines, parses, and passes
    every shown test (fresh namespace per test, the sandbox's pytest shim, as check_tasks.py);
  - `random_input(rng)` exists and returns a tuple; N calls (default 200) with
    `random.Random(<seed from the function name>)` give the inputs (the seed and the draw are
    dataset/py/differential.py's `_er_seed` / `_er_inputs`);
  - on every input, every implementation gives the canonical's answer: the same return value
    (same type; floats equal within rel 1e-9 / abs 1e-12, NaN equal to NaN) and the same arguments
    after the call (in-place functions), or an exception of the same type — the rule of
    dataset/py/differential.py, which `execretrieval build --plus` runs in the sandbox;
  - with --release DIR: every distractor of the task in DIR/corpus.jsonl differs from the canonical
    on at least one generated input or fails a shown test (reported, not a failure: a distractor
    only the shown tests catch is listed as `distractor only caught by the shown tests`);
  - similarity of each implementation to the canonical and to each other: normalised character
    similarity = 1 - Levenshtein(a, b) / max(|a|, |b|) over the code with comments, docstrings and
    blank lines removed, lines trimmed and runs of spaces collapsed to one (the rule of
    dataset/src/audit.rs `similarity`, which validation.json reports). >= 0.8 is a problem.
--summary prints the similarity distribution and the counts at the end.
Each task runs in a child process with a 120 s limit (a hanging implementation is a problem).
"""
import ast
import io
import multiprocessing
import os
import re
import sys
import tokenize

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "runner", "harness", "py"))
import check_tasks  # noqa: E402
import reference_runner  # noqa: E402

IMPL_RE = re.compile(r"^# --- implementation (\d+)(?::\s*(.*?))? ---$")
INPUTS_MARKER = "# --- inputs ---"
SIMILARITY_LIMIT = 0.8
CALL_SECONDS = 2.0


def parse_sections(path):
    """(header, canonical, tests, implementations [(number, approach, code, line)], inputs_src)."""
    header, canonical, tests = check_tasks.parse_task(path)
    lines = open(path, encoding="utf-8").read().splitlines()
    m = lines.index(check_tasks.MARKER)
    starts = [j for j in range(m + 1, len(lines)) if check_tasks.is_section_marker(lines[j])]
    impls, inputs_src = [], None
    for k, j in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(lines)
        body = "\n".join(lines[j + 1:end]).strip("\n") + "\n"
        mm = IMPL_RE.match(lines[j])
        if mm:
            impls.append((int(mm.group(1)), (mm.group(2) or "").strip(), body, j + 1))
        elif lines[j] == INPUTS_MARKER:
            if inputs_src is not None:
                raise ValueError("line %d: second %r section" % (j + 1, INPUTS_MARKER))
            inputs_src = body
        else:
            raise ValueError("line %d: unknown section marker %r" % (j + 1, lines[j]))
    return header, canonical, tests, impls, inputs_src


def normalise(code):
    """The snippet without comments, docstrings and blank lines, each line trimmed and runs of
    spaces/tabs collapsed to one: the rule of dataset/src/audit.rs `normalise`."""
    cut = []
    try:
        tree = ast.parse(code)
        offsets = [0]
        for line in code.splitlines(keepends=True):
            offsets.append(offsets[-1] + len(line))

        def at(lineno, col):  # ast/tokenize columns are UTF-8 byte offsets for ast, chars for tokenize
            return offsets[lineno - 1] + col

        for tok in tokenize.generate_tokens(io.StringIO(code).readline):
            if tok.type == tokenize.COMMENT:
                cut.append((at(*tok.start), at(*tok.end)))

        def docstrings(body):
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                line = code.splitlines(keepends=True)[body[0].lineno - 1]
                start_col = len(line.encode()[:body[0].col_offset].decode())
                end_line = code.splitlines(keepends=True)[body[0].end_lineno - 1]
                end_col = len(end_line.encode()[:body[0].end_col_offset].decode())
                cut.append((at(body[0].lineno, start_col), at(body[0].end_lineno, end_col)))
            for node in body:
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    docstrings(node.body)

        docstrings(tree.body)
    except (SyntaxError, tokenize.TokenError):
        pos = 0
        for line in code.splitlines(keepends=True):
            if line.lstrip().startswith("#"):
                cut.append((pos, pos + len(line.rstrip("\n"))))
            pos += len(line)
    kept, pos = [], 0
    for a, b in sorted(cut):
        if a >= pos:
            kept.append(code[pos:a])
            pos = b
    kept.append(code[pos:])
    lines = ("".join(kept)).split("\n")
    out = [" ".join(w for w in re.split(r"[ \t]", l.rstrip("\r")) if w) for l in lines]
    return "\n".join(l for l in out if l)


def levenshtein(a, b):
    if len(a) < len(b):
        a, b = b, a
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def similarity(a, b):
    na, nb = normalise(a), normalise(b)
    if not na and not nb:
        return 1.0
    return 1.0 - levenshtein(na, nb) / max(len(na), len(nb))


# The one definition of "agree" (dataset/py/differential.py, run in the sandbox by `build --plus`).
DRIVER = {}
exec(compile(open(os.path.join(ROOT, "dataset", "py", "differential.py"), encoding="utf-8").read(),
             "dataset/py/differential.py", "exec"), DRIVER)


class _CallTimeout(BaseException):
    pass


def _alarm(signum, frame):
    raise _CallTimeout()


def load_function(code, function):
    ns = {"__name__": "__task__"}
    exec(compile(code, "<implementation>", "exec"), ns)
    return ns[function]


def call(fn, args):
    import signal
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, CALL_SECONDS)
    try:
        return DRIVER["_er_outcome"](fn, args)
    except _CallTimeout:
        return ("timeout", None, None)
    except RecursionError:
        return ("raise", "RecursionError", None)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def same_outcome(a, b):
    return a[0] == b[0] and (a[0] == "timeout" or DRIVER["_er_agree"](a, b))


def show(outcome):
    kind, value, _ = outcome
    text = repr(value) if kind == "return" else "%s %s" % (kind, value)
    return text if len(text) <= 120 else text[:117] + "..."


def generate(inputs_src, function, n):
    inputs = DRIVER["_er_inputs"](inputs_src, function, n)
    for args in inputs:
        if not isinstance(args, tuple):
            raise ValueError("random_input must return a tuple of positional arguments, got %s" % type(args).__name__)
    return inputs


def distractors_of(release, function):
    import json
    if release is None:
        return []
    cache = distractors_of.__dict__.setdefault("cache", {})
    if release not in cache:
        by_fn = {}
        with open(os.path.join(release, "corpus.jsonl"), encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                if row.get("label") == "incorrect":
                    by_fn.setdefault(row["source_entry_id"], []).append((row["corpus_id"], row["code"]))
        cache[release] = by_fn
    return cache[release].get(function, [])


def check_one(path, n, release):
    """Returns (problems, notes, sims_to_canonical, sims_between, n_impls, distinct_inputs)."""
    problems, notes = [], []
    header, canonical, tests, impls, inputs_src = parse_sections(path)
    fn = header.get("function", "")
    numbers = [i[0] for i in impls]
    if numbers != list(range(2, 2 + len(impls))):
        problems.append("implementations must be numbered 2, 3, ... in order (found %s)" % numbers)
    if len(impls) < 2:
        problems.append("%d independent implementation(s); at least 2 are required" % len(impls))
    sims_c, sims_b = [], []
    for num, approach, code, line in impls:
        tag = "implementation %d (line %d)" % (num, line)
        if not approach:
            problems.append("%s: the marker line states no approach" % tag)
        try:
            tree = ast.parse(code)
        except SyntaxError as exc:
            problems.append("%s: does not parse: %s" % (tag, exc))
            continue
        if fn not in [x.name for x in tree.body if isinstance(x, ast.FunctionDef)]:
            problems.append("%s: does not define %s" % (tag, fn))
        n_lines = len([x for x in code.splitlines() if x.strip()])
        if not 5 <= n_lines <= 30:
            problems.append("%s: %d non-blank lines (5-30)" % (tag, n_lines))
        outcomes = reference_runner.run_suite(code, tests, timeout=5.0)
        for t, o in zip(tests, outcomes):
            if o != "pass":
                problems.append("%s: shown test %s -> %s" % (tag, t.splitlines()[0], o))
        s = similarity(canonical, code)
        sims_c.append(s)
        if s >= SIMILARITY_LIMIT:
            problems.append("%s: similarity to the canonical %.2f (must be < %.1f: write it another way)"
                            % (tag, s, SIMILARITY_LIMIT))
    for i in range(len(impls)):
        for j in range(i + 1, len(impls)):
            s = similarity(impls[i][2], impls[j][2])
            sims_b.append(s)
            if s >= SIMILARITY_LIMIT:
                problems.append("implementations %d and %d: similarity %.2f (must be < %.1f)"
                                % (impls[i][0], impls[j][0], s, SIMILARITY_LIMIT))
    distinct = 0
    if inputs_src is None:
        problems.append("no `%s` section" % INPUTS_MARKER)
    elif not problems:
        try:
            inputs = generate(inputs_src, fn, n)
        except Exception as exc:
            problems.append("inputs: %s: %s" % (type(exc).__name__, exc))
            inputs = []
        distinct = len({repr(a) for a in inputs})
        if inputs and distinct < min(20, n):
            notes.append("only %d distinct inputs of %d" % (distinct, n))
        reference = load_function(canonical, fn)
        expected = [call(reference, a) for a in inputs]
        kinds = {e[0] for e in expected}
        if "timeout" in kinds:
            problems.append("the canonical times out (%.0f s) on a generated input" % CALL_SECONDS)
        if inputs and all(e[0] == "raise" for e in expected):
            problems.append("the canonical raises on every generated input: the generator is outside the stated domain")
        for num, _, code, _ in impls:
            impl = load_function(code, fn)
            for a, e in zip(inputs, expected):
                got = call(impl, a)
                if not same_outcome(got, e):
                    problems.append("implementation %d disagrees with the canonical on %s: %s vs canonical %s"
                                    % (num, show(("return", a, None))[:200], show(got), show(e)))
                    break
        for cid, code in distractors_of(release, fn):
            shown_fail = any(o != "pass" for o in reference_runner.run_suite(code, tests, timeout=5.0))
            try:
                bad = load_function(code, fn)
                differs = any(not same_outcome(call(bad, a), e) for a, e in zip(inputs, expected))
            except Exception:
                differs = True
            if not differs:
                notes.append("distractor %s never differs from the canonical on the generated inputs%s"
                             % (cid, "" if shown_fail else " NOR fails a shown test"))
    return problems, notes, sims_c, sims_b, len(impls), distinct


def _worker(args):
    path, n, release = args
    try:
        return path, check_one(path, n, release)
    except Exception as exc:
        return path, (["cannot check: %s: %s" % (type(exc).__name__, exc)], [], [], [], 0, 0)


def collect(paths):
    out = []
    for a in paths:
        if os.path.isdir(a):
            for dp, _, fs in os.walk(a):
                out += [os.path.join(dp, f) for f in fs if f.endswith(".py")]
        else:
            out.append(a)
    return sorted(os.path.abspath(p) for p in out)


def main(argv):
    n, release, summary, paths = 200, None, False, []
    it = iter(argv)
    for a in it:
        if a == "--n":
            n = int(next(it))
        elif a == "--release":
            release = next(it)
        elif a == "--summary":
            summary = True
        else:
            paths.append(a)
    if not paths:
        print(__doc__)
        return 2
    files = collect(paths)
    bad = 0
    all_c, all_b, with_third = [], [], 0
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(processes=max(1, min(2, os.cpu_count() or 1)), maxtasksperchild=1) as pool:
        results = [pool.apply_async(_worker, ((p, n, release),)) for p in files]
        for p, r in zip(files, results):
            try:
                _, (problems, notes, sims_c, sims_b, k, distinct) = r.get(timeout=120)
            except multiprocessing.TimeoutError:
                problems, notes, sims_c, sims_b, k, distinct = (["the check took more than 120 s (a hang?)"], [], [], [], 0, 0)
            rel = os.path.relpath(p, ROOT)
            all_c += sims_c
            all_b += sims_b
            with_third += k >= 3  # implementations 2, 3 and 4
            sims = " ".join("%.2f" % s for s in sims_c)
            if problems:
                bad += 1
                print("BAD  %s  (similarity to canonical: %s)" % (rel, sims or "-"))
                for pr in problems:
                    print("     - %s" % pr)
            else:
                print("ok   %s  implementations %d, similarity to canonical %s, %d distinct inputs" % (rel, k, sims, distinct))
            for note in notes:
                print("     note: %s" % note)
    if summary and all_c:
        all_c.sort()
        med = all_c[len(all_c) // 2]
        print("similarity to canonical: n %d, median %.3f, p90 %.3f, max %.3f; between implementations: median %s; "
              "tasks with a third independent implementation (implementation 4): %d of %d"
              % (len(all_c), med, all_c[int(len(all_c) * 0.9)], all_c[-1],
                 "%.3f" % sorted(all_b)[len(all_b) // 2] if all_b else "-", with_third, len(files)))
    print("%d files, %d bad" % (len(files), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
