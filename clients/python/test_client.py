"""Tests of the client against a real server: EXECRETRIEVAL_URL (and EXECRETRIEVAL_TOKEN if the
server has tokens). Run by tests/tests/serve.rs, which starts the server:
    EXECRETRIEVAL_URL=http://127.0.0.1:PORT python3 -m unittest test_client"""
import os
import unittest

from execretrieval_client import ApiError, Client

URL = os.environ.get("EXECRETRIEVAL_URL")


@unittest.skipIf(URL is None, "needs EXECRETRIEVAL_URL (tests/tests/serve.rs sets it)")
class ClientTest(unittest.TestCase):
    def setUp(self):
        self.c = Client(URL, token=os.environ.get("EXECRETRIEVAL_TOKEN"))

    def test_suite(self):
        r = self.c.run_suite("def f(x):\n    return x + 1\n", ["assert f(1) == 2", "assert f(1) == 3"], id="s1")
        self.assertEqual(r["outcomes"], ["pass", "FAIL"])
        self.assertFalse(r["passed"])
        self.assertEqual(r["id"], "s1")
        self.assertEqual(len(r["fuel_used"]), 2)
        self.assertTrue(all(f > 0 for f in r["fuel_used"]))

    def test_program(self):
        r = self.c.run_program("import sys\nprint(input()[::-1], sys.argv[1:])\nsys.exit(3)\n", stdin="abc\n",
                               argv=["x"])
        self.assertEqual((r["status"], r["exit_code"], r["stdout"]), ("ok", 3, "cba ['x']\n"))
        r = self.c.run_program("1/0")
        self.assertEqual((r["status"], r["exception"]), ("error", "ZeroDivisionError"))
        self.assertIn("Traceback (most recent call last)", r["stderr"])

    def test_judge(self):
        code = "a, b = map(float, input().split())\nprint(a / b)\n"
        r = self.c.judge(code, [{"stdin": "1 3\n", "expected_stdout": "0.333333\n"},
                                {"stdin": "1 0\n", "expected_stdout": "0\n"}], compare="float")
        self.assertEqual([c["verdict"] for c in r["cases"]], ["ACCEPTED", "RUNTIME_ERROR: ZeroDivisionError"])
        self.assertEqual(r["verdict"], "RUNTIME_ERROR: ZeroDivisionError")
        r = self.c.judge(code, [{"stdin": "1 0\n", "expected_stdout": "0\n"},
                                {"stdin": "1 3\n", "expected_stdout": "0.3\n"}], stop_on_first_failure=True)
        self.assertEqual(len(r["cases"]), 1)
        self.assertFalse(r["accepted"])

    def test_calls(self):
        code = "class Solution:\n    def twoSum(self, nums, target):\n        seen = {}\n" \
               "        for i, x in enumerate(nums):\n            if target - x in seen:\n" \
               "                return (seen[target - x], i)\n            seen[x] = i\n"
        r = self.c.calls(code, "twoSum", [{"args": [[2, 7, 11, 15], 9], "expected": [0, 1]},
                                          {"args": [[3, 3], 6], "expected": [0, 2]},
                                          {"args": [[1], 1], "expected": None}])
        self.assertEqual([c["verdict"] for c in r["calls"]], ["ACCEPTED", "WRONG_ANSWER", "ACCEPTED"])
        self.assertEqual(r["calls"][1]["actual"], [0, 1])
        self.assertFalse(r["accepted"])
        many = self.c.calls_many([{"code": "def f(x):\n    return x * 2\n", "function": "f",
                                   "calls": [{"args": [2], "expected": 4.0}]}])
        self.assertEqual(many[0]["verdict"], "ACCEPTED")

    def test_run_code(self):
        r = self.c.run_code("print(input()[::-1])", stdin="abc\n")
        self.assertEqual((r["status"], r["run_result"]["stdout"]), ("Success", "cba\n"))
        r = self.c.run_code("print(1)", language="cpp")
        self.assertEqual(r["status"], "SandboxError")

    def test_batches_in_order(self):
        reqs = [{"id": i, "code": f"print({i} * {i})"} for i in range(6)]
        out = self.c.run_programs(reqs)
        self.assertEqual([r["id"] for r in out], list(range(6)))
        self.assertEqual([r["stdout"] for r in out], [f"{i * i}\n" for i in range(6)])
        streamed = list(self.c.stream("programs", reqs))
        self.assertEqual([r["stdout"] for r in streamed], [r["stdout"] for r in out])
        suites = self.c.run_suites([{"code": "x = 1", "tests": ["assert x == 1"]}] * 3)
        self.assertEqual([s["passed"] for s in suites], [True] * 3)
        judged = self.c.judge_many([{"code": "print(2)", "cases": [{"expected_stdout": "2"}]}])
        self.assertEqual(judged[0]["verdict"], "ACCEPTED")

    def test_errors_carry_the_code(self):
        with self.assertRaises(ApiError) as cm:
            self.c._post("/v1/programs", {"code": 5})
        self.assertEqual((cm.exception.status, cm.exception.error), (422, "invalid_request"))
        with self.assertRaises(ApiError) as cm:
            self.c.run_program("print(1)", limits={"fuel": 10**30})
        self.assertEqual(cm.exception.status, 422)

    def test_health_and_metrics(self):
        h = self.c.health()
        self.assertEqual((h["status"], h["api_version"]), ("ok", "v1"))
        self.assertIn("execretrieval_requests_total", self.c.metrics())


if __name__ == "__main__":
    unittest.main()
