"""The benchmark in process: the shipped release, `eval`'s scoring (byte-identical files), ties."""

import json
import os
import subprocess

import pytest

from execretrieval import Benchmark, Evaluation
from execretrieval.benchmark import UNSCORED

from conftest import REPO


@pytest.fixture(scope="session")
def bench():
    return Benchmark.load()


def cli():
    path = os.environ.get("EXECRETRIEVAL_BIN")
    if not path or not os.path.exists(path):
        pytest.fail("EXECRETRIEVAL_BIN must name the built execretrieval binary (scripts/test.sh sets it)")
    return path


def test_shipped_release_is_the_repository_release(bench):
    assert bench.source == "embedded"
    with open(REPO / "data" / "release" / "queries.jsonl", encoding="utf-8") as f:
        queries = [json.loads(line) for line in f if line.strip()]
    with open(REPO / "data" / "release" / "corpus.jsonl", encoding="utf-8") as f:
        corpus = [json.loads(line) for line in f if line.strip()]
    assert [q.query_id for q in bench.queries] == [q["query_id"] for q in queries]
    assert [c.corpus_id for c in bench.corpus] == [c["corpus_id"] for c in corpus]
    assert bench.queries[0].test_suite == queries[0]["test_suite"]
    assert {c.label for c in bench.corpus} == {"correct", "incorrect"}
    folder = Benchmark.load(REPO / "data" / "release")
    assert folder.source.endswith("release") and folder.query_ids == bench.query_ids


def test_bm25_through_python_is_byte_identical_to_eval(bench, tmp_path):
    scores = bench.retriever_scores("bm25")
    ev = bench.evaluate(scores, name="bm25")
    assert isinstance(ev, Evaluation)
    py_dir = tmp_path / "py"
    written = ev.write(py_dir)
    assert written.endswith("bm25.json")
    cli_dir = tmp_path / "cli"
    out = subprocess.run(
        [cli(), "eval", "--release", str(REPO / "data" / "release"), "--results", str(cli_dir), "--retriever", "bm25"],
        capture_output=True, text=True,
    )
    assert out.returncode == 0, out.stderr
    assert (py_dir / "bm25.json").read_bytes() == (cli_dir / "bm25.json").read_bytes()
    # the analyses entry equals eval's
    py_a = json.loads((py_dir / "analyses.json").read_text())
    cli_a = json.loads((cli_dir / "analyses.json").read_text())
    assert py_a["bm25"] == cli_a["bm25"]
    # the metrics and intervals the object reports are the file's and confidence_intervals.json's
    assert ev.metrics == {k: v for k, v in json.loads((cli_dir / "bm25.json").read_text())["metrics"].items()}
    cis = json.loads((cli_dir / "confidence_intervals.json").read_text())["bm25"]
    assert ev.ci == cis
    # `stats` accepts a results folder the package wrote (the user's model next to eval's)
    ev.write(cli_dir, "my-model")
    st = subprocess.run([cli(), "stats", "--results", str(cli_dir)], capture_output=True, text=True)
    assert st.returncode == 0, st.stderr
    board = json.loads((cli_dir / "full_leaderboard.json").read_text())
    assert "my-model" in json.dumps(board)


def test_dict_and_list_scores_match_the_array(bench):
    import numpy as np

    scores = bench.retriever_scores("bm25")
    sub = slice(0, 3)
    d = {q.query_id: {c.corpus_id: float(scores[i][j]) for j, c in enumerate(bench.corpus)}
         for i, q in enumerate(bench.queries)}
    a = bench.evaluate(scores, ks=(1,))
    b = bench.evaluate(d, ks=(1,))
    c = bench.evaluate(np.asarray(scores).tolist(), ks=(1,))
    assert a.metrics == b.metrics == c.metrics
    assert list(a.metrics) == ["exec@1", "exec_ndcg_gap@1", "ndcg@1", "precision@1"] or set(a.metrics) == {
        "exec@1", "exec_ndcg_gap@1", "ndcg@1", "precision@1"}
    assert a.per_query[sub] == b.per_query[sub]


def test_five_way_tie_gives_exec_at_1_of_one_fifth(bench, tmp_path):
    scores = {
        q.query_id: {c: 1.0 for c in q.correct_corpus_ids + q.paired_distractor_corpus_ids}
        for q in bench.queries
    }
    ev = bench.evaluate(scores, name="tie5")
    assert ev.metrics["exec@1"] == 0.2
    assert ev.metrics["exec@5"] == 1.0
    for row in ev.per_query:
        assert row["metrics"]["exec@1"] == 0.2
        # ranks 1-5: the five-way tie at 1.0; ranks 6-10: the unscored snippets, tied below it
        assert [h["similarity"] for h in row["top_results"][:5]] == [1.0] * 5
        assert all(h["similarity"] == UNSCORED for h in row["top_results"][5:])
    # the file holds numbers only (no infinity), so `stats` reads it back
    ev.write(tmp_path)
    st = subprocess.run([cli(), "stats", "--results", str(tmp_path)], capture_output=True, text=True)
    assert st.returncode == 0, st.stderr
    assert json.loads((tmp_path / "confidence_intervals.json").read_text())["tie5"]["exec@1"]["mean"] == 0.2


@pytest.mark.parametrize(
    "scores,ks,exc,words",
    [
        ({"q_nope": {}}, (1,), ValueError, "unknown query id"),
        ({"q_0001": {"c_nope": 1.0}}, (1,), ValueError, "unknown corpus id"),
        ({"q_0001": {"c_0001": float("nan")}}, (1,), ValueError, "NaN"),
        ({"q_0001": {"c_0001": float("-inf")}}, (1,), ValueError, "not a finite float32"),
        ({"q_0001": {"c_0001": 1e39}}, (1,), ValueError, "not a finite float32"),
        ({"q_0001": {"c_0001": "high"}}, (1,), TypeError, "must be a number"),
        ([[0.0]], (1,), TypeError, "list of"),
        ({}, (2,), ValueError, "ks must be taken from"),
        ({}, 1, TypeError, "ks must be a sequence"),
    ],
)
def test_bad_scores(bench, scores, ks, exc, words):
    with pytest.raises(exc) as e:
        bench.evaluate(scores, ks=ks)
    assert words in str(e.value)


def test_wrong_shape_array(bench):
    import numpy as np

    with pytest.raises(ValueError, match="must have shape"):
        bench.evaluate(np.zeros((2, 2)))


def test_load_errors(tmp_path):
    with pytest.raises(ValueError, match="not a folder"):
        Benchmark.load(tmp_path / "missing")
    (tmp_path / "queries.jsonl").write_text('{"query_id": 1}\n')
    (tmp_path / "corpus.jsonl").write_text("")
    with pytest.raises(ValueError, match="queries.jsonl"):
        Benchmark.load(tmp_path)
    with pytest.raises(TypeError):
        Benchmark.load(3)


def test_write_refuses_names_that_are_not_results_files(bench, tmp_path):
    ev = bench.evaluate({}, ks=(1,))
    for bad in ["", "../x", "a/b", "analyses", ".hidden"]:
        with pytest.raises(ValueError):
            ev.write(tmp_path, bad)
