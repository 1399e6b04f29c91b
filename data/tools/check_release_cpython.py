"""Re-check every label of a release under CPython (the sandbox build stays authoritative).

Usage: python3 data/tools/check_release_cpython.py [--jobs N] RELEASE_DIR

Every snippet of `corpus.jsonl` runs against its query's suite in a fresh worker process (one
process per snippet; fresh namespace per test, the sandbox's pytest shim, 2 s timer per test: a distractor that hangs fails either way),
through `runner/harness/py/reference_runner.py`, the runner `exec --reference cpython` uses.
Checks: each correct snippet passes every test, each distractor fails at least one, and each
test's verdict (pass / not pass) equals the row of `execution_cache.jsonl` for that (code, tests)
pair. One `FAIL ...` line per disagreement, then a summary; exit status 1 on any. Runs under
PYTHONHASHSEED=0, the sandbox's seed (it starts itself again under it when needed).

Stdlib only, like the other tools here: it must run wherever the release is read.
"""
import hashlib
import json
import multiprocessing
import os
import sys

TIMEOUT = 2.0  # seconds per test; a hanging distractor fails either way
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "runner", "harness", "py"))
import reference_runner  # noqa: E402


def sha256(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def tests_sha256(tests):
    """sha256 of the compact JSON list, as the release hashes tests."""
    return sha256(json.dumps(tests, separators=(",", ":"), ensure_ascii=False))


def run_one(item):
    code, tests = item
    for timeout in (TIMEOUT, 5 * TIMEOUT):
        try:
            return reference_runner.run_suite(code, tests, timeout=timeout)
        except BaseException:  # the runner's timer fired outside a test (a suite near the limit)
            continue
    return ["ERROR: timer" for _ in tests]


def load(path):
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def main(argv):
    jobs = 2
    if "--jobs" in argv:
        i = argv.index("--jobs")
        jobs = int(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    rel = argv[0]
    queries = load(os.path.join(rel, "queries.jsonl"))
    corpus = {c["corpus_id"]: c for c in load(os.path.join(rel, "corpus.jsonl"))}
    cache = {}
    cache_path = os.path.join(rel, "execution_cache.jsonl")
    if os.path.exists(cache_path):
        cache = {(r["code_sha256"], r["tests_sha256"]): r["outcomes"] for r in load(cache_path)}
    work, what = [], []
    for q in queries:
        for ids, must_pass in ((q["correct_corpus_ids"], True), (q["paired_distractor_corpus_ids"], False)):
            for cid in ids:
                work.append((corpus[cid]["code"], q["test_suite"]))
                what.append((q["query_id"], cid, must_pass))
    failures, compared, equal = [], 0, 0
    with multiprocessing.get_context("fork").Pool(jobs, maxtasksperchild=1) as pool:
        for (code, tests), (qid, cid, must_pass), outcomes in zip(work, what, pool.imap(run_one, work, chunksize=1)):
            passed = all(o == "pass" for o in outcomes)
            if must_pass and not passed:
                failures.append("%s: correct %s fails under CPython: %s" % (qid, cid, outcomes))
            if not must_pass and passed:
                failures.append("%s: distractor %s passes every test under CPython" % (qid, cid))
            cached = cache.get((sha256(code), tests_sha256(tests)))
            if cached is not None:
                compared += len(outcomes)
                for i, (c, o) in enumerate(zip(cached, outcomes)):
                    if (c == "pass") == (o == "pass"):
                        equal += 1
                    else:
                        failures.append("%s/%s test %d: sandbox %s, CPython %s" % (qid, cid, i, c, o))
    for f in failures:
        print("FAIL " + f)
    print("%d snippets run under CPython (%d correct, %d distractors); %d test verdicts compared with "
          "execution_cache.jsonl, %d equal; %d failures" % (
              len(work), sum(1 for w in what if w[2]), sum(1 for w in what if not w[2]), compared, equal,
              len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    # CPython with PYTHONHASHSEED=0, the sandbox's seed (str hashes and set order as the sandbox's).
    reference_runner.reexec_with_hash_seed_zero(sys.argv)
    sys.exit(main(sys.argv[1:]))
