"""A stdlib-only client of the execretrieval sandbox service (`execretrieval serve`, API v1).

    from execretrieval_client import Client
    c = Client("http://127.0.0.1:8080", token=None)
    c.run_suite("def f(x): return x + 1", ["assert f(1) == 2"])      # {"outcomes": ["pass"], ...}
    c.run_program("print(input()[::-1])", stdin="abc\\n")             # {"status": "ok", "stdout": "cba\\n", ...}
    c.judge("print(sum(map(int, input().split())))",
            [{"stdin": "1 2\\n", "expected_stdout": "3\\n"}], compare="tokens")
    c.calls("class Solution:\n    def add(self, a, b):\n        return a + b\n", "add",
            [{"args": [1, 2], "expected": 3}])                           # {"verdict": "ACCEPTED", ...}
    c.run_code("print(1)")                                            # SandboxFusion's /run_code answer
    c.run_suites([...])   # a batch: one request, answers in order (also run_programs, judge_many, calls_many)

Every method returns the decoded JSON response (see runner/service/api-v1.schema.json).
HTTP errors raise `ApiError` with the server's `error` code and message; `429` answers and
`503 starting` (a server still compiling its sandbox) are retried after their `Retry-After` (up
to `retries` times) before raising; `wait_ready(timeout)` waits for `GET /readyz`.
"""

import json
import time
import urllib.error
import urllib.request

__all__ = ["Client", "ApiError"]
__version__ = "0.1.0"


class ApiError(Exception):
    """An error answer of the service: `status` (HTTP), `error` (code), `message`, `body`."""

    def __init__(self, status, body):
        self.status = status
        self.body = body if isinstance(body, dict) else {"error": "http", "message": str(body)}
        self.error = self.body.get("error", "http")
        self.message = self.body.get("message", "")
        super().__init__(f"{status} {self.error}: {self.message}")


class Client:
    def __init__(self, url="http://127.0.0.1:8080", token=None, timeout=600.0, retries=5):
        self.url = url.rstrip("/")
        self.token = token
        self.timeout = timeout
        self.retries = retries

    # -- one request each
    def run_suite(self, code, tests, limits=None, id=None):
        return self._post("/v1/suites", _req(code=code, tests=list(tests), limits=limits, id=id))

    def run_program(self, code, stdin="", argv=(), limits=None, id=None):
        return self._post("/v1/programs", _req(code=code, stdin=stdin, argv=list(argv), limits=limits, id=id))

    def judge(self, code, cases, compare="lines", abs_tol=None, rel_tol=None, stop_on_first_failure=False,
              limits=None, id=None):
        return self._post("/v1/judge", _req(code=code, cases=list(cases), compare=compare, abs_tol=abs_tol,
                                            rel_tol=rel_tol, stop_on_first_failure=stop_on_first_failure or None,
                                            limits=limits, id=id))

    def calls(self, code, function, calls, stop_on_first_failure=False, limits=None, id=None):
        """Call-based problems: `function` ("f", a method of `Solution()` when the code has
        `class Solution`, or "Class.method") once per call {"args": [...], "expected": value};
        the returned value is compared with `expected` as LiveCodeBench compares."""
        return self._post("/v1/calls", _req(code=code, function=function, calls=list(calls),
                                            stop_on_first_failure=stop_on_first_failure or None,
                                            limits=limits, id=id))

    def run_code(self, code, language="python", stdin="", run_timeout=10, memory_limit_MB=-1):
        """SandboxFusion's `POST /run_code` (its request and answer shapes)."""
        return self._post("/run_code", {"code": code, "language": language, "stdin": stdin,
                                        "run_timeout": run_timeout, "memory_limit_MB": memory_limit_MB})

    # -- batches: a list of request dicts in, a list of responses (same order) out
    def run_suites(self, requests):
        return self._post("/v1/suites", list(requests))

    def run_programs(self, requests):
        return self._post("/v1/programs", list(requests))

    def judge_many(self, requests):
        return self._post("/v1/judge", list(requests))

    def calls_many(self, requests):
        return self._post("/v1/calls", list(requests))

    def stream(self, kind, requests):
        """NDJSON: yields each response as soon as it (and those before it) are answered.
        `kind` is "suites", "programs", "judge" or "calls"."""
        body = "".join(json.dumps(r) + "\n" for r in requests).encode()
        resp = self._send(f"/v1/{kind}", body, "application/x-ndjson")
        with resp:
            for line in resp:
                if line.strip():
                    yield json.loads(line)

    # -- service endpoints
    def health(self):
        return json.loads(self._get("/healthz"))

    def metrics(self):
        return self._get("/metrics").decode()

    def wait_ready(self, timeout=1800.0):
        """Wait until `GET /readyz` answers 200 (a server started on an empty cache directory
        answers 503 while it compiles its sandbox); raises `ApiError` after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                self._get("/readyz")
                return
            except ApiError as e:
                if e.status != 503 or time.monotonic() >= deadline:
                    raise
            time.sleep(0.5)

    # -- plumbing
    def _headers(self, content_type=None):
        h = {"Accept": "application/json"}
        if content_type:
            h["Content-Type"] = content_type
        if self.token:
            h["Authorization"] = "Bearer " + self.token
        return h

    def _send(self, path, body, content_type):
        for attempt in range(self.retries + 1):
            req = urllib.request.Request(self.url + path, data=body, method="POST",
                                         headers=self._headers(content_type))
            try:
                return urllib.request.urlopen(req, timeout=self.timeout)
            except urllib.error.HTTPError as e:
                payload = e.read()
                try:
                    decoded = json.loads(payload)
                except ValueError:
                    decoded = payload.decode("utf-8", "replace")
                starting = e.code == 503 and isinstance(decoded, dict) and decoded.get("error") == "starting"
                if (e.code == 429 or starting) and attempt < self.retries:
                    time.sleep(min(float(e.headers.get("Retry-After") or 1), 60.0))
                    continue
                raise ApiError(e.code, decoded) from None
        raise AssertionError("unreachable")

    def _post(self, path, payload):
        with self._send(path, json.dumps(payload).encode(), "application/json") as resp:
            return json.loads(resp.read())

    def _get(self, path):
        req = urllib.request.Request(self.url + path, headers=self._headers())
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                return resp.read()
        except urllib.error.HTTPError as e:
            raise ApiError(e.code, e.read().decode("utf-8", "replace")) from None


def _req(**fields):
    return {k: v for k, v in fields.items() if v is not None}
