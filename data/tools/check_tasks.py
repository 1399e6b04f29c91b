"""Author-side checker for task files (CPython only; the Rust `execretrieval build` is authoritative).

Usage: python3 data/tools/check_tasks.py [--mutants] FILE_OR_DIR...
       python3 data/tools/check_tasks.py --lint [FILE_OR_DIR...]   (query lint, see lint_tasks.py)
For each task file: parses the header and the test section, checks 7-10 tests that each call the
function, a 5-30 line canonical, a globally unique function name (across data/tasks), and runs the
canonical against its tests under CPython (fresh namespace per test, pytest shim). With --mutants
it also enumerates simple single-edit mutants (comparison flips, constant +-1, operator swaps,
dropped early-exit guards) and reports the suite's mutation score and the survivors, so weak
suites can be strengthened before the sandbox build.
"""
import ast
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "runner", "harness", "py"))
import reference_runner  # noqa: E402

DOMAINS = {"bit_manipulation", "collections", "data_transformation", "date_time", "geometry",
           "math_numerical", "sorting_searching", "state_machines", "string_processing", "validation"}
MARKER = "# --- tests ---"
# Sections after the tests (data/README.md "Independent implementations and inputs"):
# `# --- implementation N: <approach> ---` (N = 2, 3, ...) and `# --- inputs ---`.
SECTION_PREFIX = "# --- "


def is_section_marker(line):
    return line.startswith(SECTION_PREFIX) and line.endswith(" ---") and line != MARKER


def parse_task(path):
    text = open(path, encoding="utf-8").read()
    lines = text.splitlines()
    header, i = {}, 0
    key = None
    while i < len(lines) and lines[i].startswith("#"):
        line = lines[i]
        if line.startswith("#  ") and key:
            header[key] += " " + line[1:].strip()
        elif ":" in line:
            key, _, value = line[1:].partition(":")
            key = key.strip()
            header[key] = value.strip()
        i += 1
    if MARKER not in lines:
        raise ValueError("missing the line %r" % MARKER)
    m = lines.index(MARKER)
    canonical = "\n".join(lines[i:m]).strip("\n") + "\n"
    # The tests end at the first section marker after them (an implementation or the inputs).
    end = next((j for j in range(m + 1, len(lines)) if is_section_marker(lines[j])), len(lines))
    test_src = "\n".join(lines[m + 1:end])
    tree = ast.parse(test_src)
    src_lines = test_src.splitlines()
    tests = []
    for node in tree.body:
        if isinstance(node, ast.Import) and [a.name for a in node.names] == ["pytest"]:
            continue
        seg = "\n".join(src_lines[node.lineno - 1:node.end_lineno])
        tests.append(seg)
    return header, canonical, tests


def check(path, names, mutants):
    problems = []
    header, canonical, tests = parse_task(path)
    for k in ("domain", "function", "query"):
        if not header.get(k):
            problems.append("header field %r missing" % k)
    fn = header.get("function", "")
    dom = header.get("domain", "")
    if dom not in DOMAINS:
        problems.append("unknown domain %r" % dom)
    if os.path.basename(os.path.dirname(path)) != dom:
        problems.append("file is not under data/tasks/%s/" % dom)
    if os.path.basename(path) != fn + ".py":
        problems.append("file name must be %s.py" % fn)
    if names.get(fn, [path]) != [path]:
        problems.append("function name also used by %s" % [p for p in names[fn] if p != path])
    tree = ast.parse(canonical)
    defs = [n.name for n in tree.body if isinstance(n, ast.FunctionDef)]
    if fn not in defs:
        problems.append("canonical does not define %s" % fn)
    n_lines = len([l for l in canonical.splitlines() if l.strip()])
    if not 5 <= n_lines <= 30:
        problems.append("canonical has %d non-blank lines (5-30)" % n_lines)
    if not 7 <= len(tests) <= 10:
        problems.append("%d tests (7-10)" % len(tests))
    for t in tests:
        if fn + "(" not in t:
            problems.append("test does not call %s: %s" % (fn, t.splitlines()[0]))
    outcomes = reference_runner.run_suite(canonical, tests, timeout=5.0)
    for t, o in zip(tests, outcomes):
        if o != "pass":
            problems.append("canonical: %s -> %s" % (t.splitlines()[0], o))
    score = None
    survivors = []
    if mutants and not problems:
        killed = total = 0
        for desc, src in enumerate_mutants(canonical):
            total += 1
            out = reference_runner.run_suite(src, tests, timeout=2.0)
            if any(o.startswith("FAIL") for o in out):
                killed += 1
            elif all(o == "pass" for o in out):
                survivors.append(desc)
            else:
                killed += 1
        score = killed / total if total else 1.0
    return problems, score, survivors


class _Mutator(ast.NodeTransformer):
    SWAP_CMP = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
                ast.NotEq: ast.Eq, ast.Is: ast.IsNot, ast.IsNot: ast.Is, ast.In: ast.NotIn, ast.NotIn: ast.In}
    SWAP_BIN = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult,
                ast.Div: ast.Mult, ast.Mod: ast.FloorDiv, ast.BitAnd: ast.BitOr, ast.BitOr: ast.BitAnd,
                ast.BitXor: ast.BitOr, ast.LShift: ast.RShift, ast.RShift: ast.LShift, ast.Pow: ast.Mult}

    def __init__(self, target):
        self.target, self.count, self.desc = target, 0, None

    def _hit(self, desc):
        self.count += 1
        if self.count == self.target:
            self.desc = desc
            return True
        return False

    def visit_Compare(self, node):
        self.generic_visit(node)
        for i, op in enumerate(node.ops):
            if type(op) in self.SWAP_CMP and self._hit("line %d: comparison %s" % (node.lineno, type(op).__name__)):
                node.ops[i] = self.SWAP_CMP[type(op)]()
        return node

    def visit_BinOp(self, node):
        self.generic_visit(node)
        if type(node.op) in self.SWAP_BIN and self._hit("line %d: operator %s" % (node.lineno, type(node.op).__name__)):
            node.op = self.SWAP_BIN[type(node.op)]()
        return node

    def visit_AugAssign(self, node):
        self.generic_visit(node)
        if type(node.op) in self.SWAP_BIN and self._hit("line %d: augmented %s" % (node.lineno, type(node.op).__name__)):
            node.op = self.SWAP_BIN[type(node.op)]()
        return node

    def visit_BoolOp(self, node):
        self.generic_visit(node)
        if self._hit("line %d: boolean %s" % (node.lineno, type(node.op).__name__)):
            node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        return node

    def visit_Constant(self, node):
        if isinstance(node.value, int) and not isinstance(node.value, bool):
            if self._hit("line %d: constant %r+1" % (node.lineno, node.value)):
                return ast.copy_location(ast.Constant(node.value + 1), node)
            if self._hit("line %d: constant %r-1" % (node.lineno, node.value)):
                return ast.copy_location(ast.Constant(node.value - 1), node)
        return node

    def visit_If(self, node):
        self.generic_visit(node)
        early = node.body and isinstance(node.body[-1], (ast.Return, ast.Raise, ast.Continue, ast.Break))
        if early and not node.orelse and self._hit("line %d: drop guard" % node.lineno):
            return ast.Pass()
        return node


def enumerate_mutants(src):
    k = 1
    while True:
        tree = ast.parse(src)
        m = _Mutator(k)
        new = m.visit(tree)
        if m.desc is None:
            return
        try:
            yield m.desc, ast.unparse(ast.fix_missing_locations(new))
        except Exception:
            pass
        k += 1


def lint_main(args):
    """--lint: one `file:line: kind: detail` line per finding (lint_tasks.py); 1 if any."""
    import lint_tasks

    paths = []
    for a in args or [os.path.join(ROOT, "data", "tasks")]:
        if os.path.isdir(a):
            for dp, _, fs in os.walk(a):
                paths += [os.path.join(dp, f) for f in fs if f.endswith(".py")]
        else:
            paths.append(a)
    count = 0
    for p in sorted(paths):
        for line, kind, detail in lint_tasks.lint_file(p):
            print("%s:%d: %s: %s" % (os.path.relpath(p), line, kind, detail))
            count += 1
    print("%d files, %d findings" % (len(paths), count), file=sys.stderr)
    return 1 if count else 0


def main(argv):
    if "--lint" in argv:
        return lint_main([a for a in argv if a != "--lint"])
    mutants = "--mutants" in argv
    paths = []
    for a in [a for a in argv if a != "--mutants"]:
        if os.path.isdir(a):
            for dp, _, fs in os.walk(a):
                paths += [os.path.join(dp, f) for f in fs if f.endswith(".py")]
        else:
            paths.append(a)
    names = {}
    for dp, _, fs in os.walk(os.path.join(ROOT, "data", "tasks")):
        for f in fs:
            if f.endswith(".py"):
                p = os.path.join(dp, f)
                try:
                    names.setdefault(parse_task(p)[0].get("function", ""), []).append(os.path.abspath(p))
                except Exception:
                    pass
    bad = 0
    scores = []
    for p in sorted(paths):
        p = os.path.abspath(p)
        try:
            problems, score, survivors = check(p, names, mutants)
        except Exception as exc:
            problems, score, survivors = ["cannot parse: %s" % exc], None, []
        rel = os.path.relpath(p, ROOT)
        if problems:
            bad += 1
            print("BAD  %s" % rel)
            for pr in problems:
                print("     - %s" % pr)
        else:
            extra = "" if score is None else "  mutation score %.2f" % score
            print("ok   %s%s" % (rel, extra))
            if score is not None:
                scores.append(score)
                for s in survivors:
                    print("     survivor: %s" % s)
    if scores:
        scores.sort()
        print("median mutation score %.2f over %d tasks" % (scores[len(scores) // 2], len(scores)))
    print("%d files, %d bad" % (len(paths), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
