"""Data-driven tests of the task lint (lint_tasks.py) and the rename of cross_canonicals.py.

Run: python3 -m unittest discover -s data/tools -p 'test_*.py'
Each case is a small task file and the exact (line, kind) findings the lint must report.
"""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cross_canonicals  # noqa: E402
import lint_tasks  # noqa: E402


def task(query, canonical, tests, extra_header=""):
    q = query.split("\n")
    head = "# domain: collections\n# function: f\n# query: " + q[0] + "\n" + "".join("#   " + l + "\n" for l in q[1:])
    return head + extra_header + "\n" + canonical.strip("\n") + "\n\n# --- tests ---\nimport pytest\n\n" + tests.strip("\n") + "\n"


ONE = "def f(items):\n    return len(items)\n"
TWO = "def f(items, limit=3):\n    if limit < 0:\n        raise ValueError('limit must be non-negative')\n    return items[:limit]\n"

# (name, file text, expected [(line, kind)])
CASES = [
    ("clean single parameter",
     task("Return how many elements items has.", ONE, "assert f([1, 2]) == 2"), []),
    ("parameter not named",
     task("Return the length of a list.", ONE, "assert f([1, 2]) == 2"), [(3, "parameter")]),
    ("parameter named case-insensitively as a whole word",
     task("Items: return its length (subitems do not count).", ONE, "assert f([]) == 0"), []),
    ("parameter only inside a longer word is not named",
     task("Return the length of subitems.", ONE, "assert f([]) == 0"), [(3, "parameter")]),
    ("clean two parameters, default stated, exception named",
     task("Return, from items, the first limit elements (limit defaults to 3); raise ValueError when limit\n"
          "is negative.", TWO,
          "assert f([1, 2, 3, 4]) == [1, 2, 3]\nwith pytest.raises(ValueError):\n    f([1], -1)"), []),
    ("parameters out of signature order",
     task("Given a limit and a list of items, return the first limit items (default 3); raise ValueError.",
          TWO, "assert f([1], 1) == [1]"), [(3, "parameter_order")]),
    ("default relied on but not stated (reported once, at the first test)",
     task("From items, return the first limit elements; raise ValueError for a negative limit.", TWO,
          "assert f([1, 2]) == [1, 2]\nassert f([1, 2, 3, 4]) == [1, 2, 3]\nassert f([1], 1) == [1]"),
     [(13, "default")]),
    ("default passed by keyword is not relied on",
     task("From items, return the first limit elements; raise ValueError for a negative limit.", TWO,
          "assert f([1, 2], limit=1) == [1]"), []),
    ("exception type not named",
     task("From items, return the first limit elements (3 by default); fail for a negative limit.", TWO,
          "with pytest.raises(ValueError):\n    f([1], -1)"), [(13, "exception")]),
    ("one type of a tuple named is enough",
     task("Return how many elements items has; raise TypeError for None.", ONE,
          "with pytest.raises((TypeError, ValueError)):\n    f(None)"), []),
    ("match text not in the query",
     task("From items, return the first limit elements (3 by default); raise ValueError for a negative limit.",
          TWO, "with pytest.raises(ValueError, match='must be non-negative'):\n    f([1], -1)"), [(13, "match")]),
    ("match text stated in the query as the message (quoted, regex escapes removed)",
     task("From items, return the first limit elements (3 by default); raise ValueError('Limit must be\n"
          "non-negative.') for a negative limit.", TWO,
          "with pytest.raises(ValueError, match=r'must be non-negative\\.'):\n    f([1], -1)"), []),
    ("implementation phrase on a continuation line",
     task("Return how many elements items has,\ncounting them with a stack.", ONE, "assert f([]) == 0"),
     [(4, "implementation")]),
    ("binary search as a method is an implementation phrase",
     task("Find the length of items using binary search.", ONE, "assert f([]) == 0"), [(3, "implementation")]),
    ("allow marker silences the finding it quotes",
     task("Return how many elements items has, counting them with a stack.", ONE, "assert f([]) == 0",
          '# lint_allow: implementation "stack" the stack is what a user searches for\n'), []),
    ("allow marker without a reason is a finding and silences nothing",
     task("Return how many elements items has, counting them with a stack.", ONE, "assert f([]) == 0",
          '# lint_allow: implementation "stack"\n'), [(3, "implementation"), (4, "allow")]),
    ("allow marker that silences nothing is a finding",
     task("Return how many elements items has.", ONE, "assert f([]) == 0",
          '# lint_allow: implementation "heap" no reason needed any more\n'), [(4, "allow")]),
    ("None default counts as stated when the query says what omitting it does",
     task("Return the elements of items up to limit; when limit is omitted, return them all.",
          "def f(items, limit=None):\n    return list(items) if limit is None else items[:limit]\n",
          "assert f([1, 2]) == [1, 2]"), []),
    ("string default stated in quotes",
     task("Join items with sep (default ', ').",
          "def f(items, sep=', '):\n    return sep.join(items)\n", "assert f(['a', 'b']) == 'a, b'"), []),
    ("default value present but not as that parameter's default (the q_0407 case)",
     task("From items, return the first limit elements, 3 of them in the example below; raise ValueError\n"
          "for a negative limit.", TWO, "assert f([1, 2, 3, 4]) == [1, 2, 3]"), [(14, "default")]),
    ("default stated in another sentence than the parameter is not enough",
     task("From items, return the first limit elements; raise ValueError for a negative limit. By default\n"
          "3.", TWO, "assert f([1, 2, 3, 4]) == [1, 2, 3]"), [(14, "default")]),
    ("match word used only descriptively is a finding",
     task("From items, return the first limit elements (3 by default); raise ValueError when limit must be\n"
          "non-negative and is not.", TWO,
          "with pytest.raises(ValueError, match='must be non-negative'):\n    f([1], -1)"), [(14, "match")]),
    ("match word quoted with another case is a finding (matching is case-sensitive)",
     task("From items, return the first limit elements (3 by default); raise ValueError('Must be\n"
          "non-negative') for a negative limit.", TWO,
          "with pytest.raises(ValueError, match='must be non-negative'):\n    f([1], -1)"), [(14, "match")]),
    ("match word in a sentence about the message",
     task("From items, return the first limit elements (3 by default). A negative limit raises ValueError\n"
          "whose message says it must be non-negative.", TWO,
          "with pytest.raises(ValueError, match='must be non-negative'):\n    f([1], -1)"), []),
    ("numeric default stated in another spelling",
     task("Round items to tol (default 1e-9).",
          "def f(items, tol=1e-09):\n    return [round(x / tol) * tol for x in items]\n", "assert f([]) == []"), []),
]


class LintCases(unittest.TestCase):
    def test_cases(self):
        for name, text, expected in CASES:
            with self.subTest(name):
                got = [(line, kind) for line, kind, _ in lint_tasks.lint_text(text)]
                self.assertEqual(got, expected, "\n" + text)

    def test_bad_input_is_a_finding_not_a_crash(self):
        with tempfile.TemporaryDirectory() as d:
            table = [
                (b"# domain: collections\n# function: f\n# query: q\n\ndef f(x):\n    return x\n", "format"),
                (task("Return items.", ONE, "assert f(").encode(), "format"),
                (b"\xff\xfe not utf-8", "format"),
            ]
            for i, (data, kind) in enumerate(table):
                path = os.path.join(d, "t%d.py" % i)
                with open(path, "wb") as fh:
                    fh.write(data)
                self.assertEqual([k for _, k, _ in lint_tasks.lint_file(path)], [kind], data)

    def test_match_fragments(self):
        table = [
            ("must be positive", ["must be positive"]),
            (r"line 3\b", ["line 3"]),
            (r"bad value: 'x'", ["bad value: 'x'"]),
            ("^empty( list)?$", ["empty", "list"]),
            (r"\d+ items", ["items"]),
        ]
        for pattern, frags in table:
            self.assertEqual(lint_tasks.match_fragments(pattern), frags, pattern)

    def test_cli_exit_status_and_format(self):
        with tempfile.TemporaryDirectory() as d:
            bad = os.path.join(d, "f.py")
            with open(bad, "w") as fh:
                fh.write(task("Return the length of a list.", ONE, "assert f([1]) == 1"))
            run = subprocess.run([sys.executable, os.path.join(HERE, "check_tasks.py"), "--lint", bad],
                                 capture_output=True, text=True)
            self.assertEqual(run.returncode, 1)
            self.assertRegex(run.stdout, r"^.*f\.py:3: parameter: parameter `items` of f is not named")
            good = os.path.join(d, "g.py")
            with open(good, "w") as fh:
                fh.write(task("Return the length of items.", ONE, "assert f([1]) == 1"))
            run = subprocess.run([sys.executable, os.path.join(HERE, "check_tasks.py"), "--lint", good],
                                 capture_output=True, text=True)
            self.assertEqual((run.returncode, run.stdout), (0, ""))


class Rename(unittest.TestCase):
    def test_rename_def_and_recursive_calls_keeps_helpers(self):
        src = ("def helper(x):\n    return x\n\n"
               "def fact(n):\n    return 1 if n == 0 else n * fact(helper(n - 1))\n")
        out = cross_canonicals.renamed(src, "fact", "factorial")
        ns = {}
        exec(out, ns)
        self.assertNotIn("fact", ns)
        self.assertEqual(ns["factorial"](5), 120)
        self.assertIn("helper", ns)

    def test_sweep_finds_a_duplicate_not_a_distinct_task_and_survives_a_hang(self):
        def write(d, dom, fn, query, canonical, tests):
            os.makedirs(os.path.join(d, dom), exist_ok=True)
            text = task(query, canonical, tests).replace("function: f", "function: " + fn)
            text = text.replace("domain: collections", "domain: " + dom)
            with open(os.path.join(d, dom, fn + ".py"), "w") as fh:
                fh.write(text)

        with tempfile.TemporaryDirectory() as d:
            write(d, "collections", "total_a", "Sum xs.", "def total_a(xs):\n    return sum(xs)\n",
                  "assert total_a([1, 2]) == 3")
            write(d, "math_numerical", "total_b", "Sum xs.", "def total_b(xs):\n    s = 0\n"
                  "    for x in xs:\n        s += x\n    return s\n", "assert total_b([1, 2]) == 3")
            write(d, "geometry", "biggest", "Max of xs.", "def biggest(xs):\n    return max(xs)\n",
                  "assert biggest([1, 2]) == 2")
            write(d, "state_machines", "spin", "Never return.", "def spin(xs):\n    while True:\n        pass\n",
                  "assert spin([1]) is None")
            run = subprocess.run([sys.executable, os.path.join(HERE, "cross_canonicals.py"), d],
                                 capture_output=True, text=True)
            self.assertEqual(run.returncode, 1, run.stderr)
            dup = [l for l in run.stdout.splitlines() if l.startswith("duplicate:")]
            self.assertEqual(len(dup), 1, run.stdout)
            self.assertIn("total_a.py", dup[0])
            self.assertIn("total_b.py", dup[0])
            self.assertIn("both directions", dup[0])
            self.assertIn("12 ordered pairs checked", run.stdout)

    def test_compatible_arity_catches_an_extra_defaulted_parameter(self):
        with tempfile.TemporaryDirectory() as d:
            for dom, fn, src, test in [
                ("collections", "total_a", "def total_a(xs):\n    return sum(xs)\n", "assert total_a([1, 2]) == 3"),
                ("math_numerical", "total_c", "def total_c(xs, start=0):\n    return start + sum(xs)\n",
                 "assert total_c([1, 2], 1) == 4"),
            ]:
                os.makedirs(os.path.join(d, dom))
                text = task("Sum xs.", src, test).replace("function: f", "function: " + fn)
                with open(os.path.join(d, dom, fn + ".py"), "w") as fh:
                    fh.write(text.replace("domain: collections", "domain: " + dom))
            script = os.path.join(HERE, "cross_canonicals.py")
            same = subprocess.run([sys.executable, script, d], capture_output=True, text=True)
            self.assertEqual(same.returncode, 0, same.stdout)
            self.assertIn("0 ordered pairs checked", same.stdout)
            wide = subprocess.run([sys.executable, script, "--compatible-arity", d], capture_output=True, text=True)
            self.assertEqual(wide.returncode, 1, wide.stdout)
            self.assertIn("total_c's canonical passes total_a's suite", wide.stdout)


if __name__ == "__main__":
    unittest.main()
