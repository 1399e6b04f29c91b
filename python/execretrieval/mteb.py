"""ExecRetrieval as an MTEB task (``pip install mteb``; nothing is fetched from the hub).

>>> import mteb
>>> from execretrieval.mteb import ExecRetrievalTask
>>> results = mteb.evaluate(model, tasks=[ExecRetrievalTask()])   # doctest: +SKIP

The task loads the release shipped inside this package (or any release folder:
``ExecRetrievalTask(release=path)``). MTEB's own metrics (nDCG@k, recall@k, …) are computed as for
any retrieval task; the task's main score is **exec@1** (``exec_at_1``): the share of queries
whose rank-1 snippet passes the query's tests, decided by running the snippets in this
package's sandbox — computed from MTEB's retrieval results by :meth:`Benchmark.evaluate`, with
``deception_at_1`` (the share of queries whose rank 1 is one of the query's own buggy twins)
and ``exec_at_3/5/10``.

**Ties.** MTEB's metrics (pytrec_eval's, and its own MRR, which copies the rule) break exactly
equal scores by document id, descending; they count that one order. This task's
``exec_at_k`` (like every ExecRetrieval figure) is tie-aware: the expectation over a uniformly
random order within exact ties. For a retriever whose scores tie often — BM25 on short queries,
quantised embeddings — MTEB's ``ndcg_at_1`` then credits or penalises a tie by the ids' order
(a five-way tie holding the canonical counts 1 when the canonical's id is the largest of the
five, else 0), while ``exec_at_1`` counts 1/5. :func:`to_mteb_result` turns a :class:`~execretrieval.Evaluation` into MTEB's result
JSON with our tie-aware values.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Optional

from datasets import Dataset
from mteb.abstasks.retrieval import AbsTaskRetrieval
from mteb.abstasks.retrieval_dataset_loaders import RetrievalSplitData
from mteb.abstasks.task_metadata import TaskMetadata

from .benchmark import Benchmark, Evaluation

__all__ = ["ExecRetrievalTask", "to_mteb_result", "TASK_NAME"]

TASK_NAME = "ExecRetrieval"

_CITATION = r"""@misc{execretrieval,
  title = {ExecRetrieval: do code retrievers rank code that passes the tests first?},
  note = {Benchmark and WebAssembly execution oracle; software package execretrieval},
  howpublished = {Python package execretrieval},
}"""


def _release_revision(bench: Benchmark) -> str:
    h = hashlib.sha256()
    for q in bench.queries:
        h.update(json.dumps(q.raw, sort_keys=True).encode())
    for c in bench.corpus:
        h.update(json.dumps(c.raw, sort_keys=True).encode())
    return h.hexdigest()[:16]


_METADATA = TaskMetadata(
    name=TASK_NAME,
    description=(
        "Text-to-code retrieval where every query's pool holds its correct Python function and four "
        "near-identical single-edit buggy twins; a retrieved snippet counts when it passes the query's "
        "tests in a WebAssembly sandbox (exec@k), not when its id matches."
    ),
    reference="https://pypi.org/project/execretrieval/",
    dataset={"path": "execretrieval (the release shipped in the package)", "revision": "embedded"},
    type="Retrieval",
    category="t2t",  # text (the query) to text (the code): "c" means categories in MTEB
    modalities=["text"],
    eval_splits=["test"],
    eval_langs=["eng-Latn", "python-Code"],
    main_score="exec_at_1",
    date=("2026-05-10", "2026-12-01"),
    domains=["Programming"],
    task_subtypes=["Code retrieval"],
    license="apache-2.0",
    annotations_creators="derived",
    dialect=[],
    sample_creation="created",
    bibtex_citation=_CITATION,
)


class ExecRetrievalTask(AbsTaskRetrieval):
    """The ExecRetrieval task for MTEB. ``release``: a release folder (default: the one shipped
    in the package); ``cache``, ``jobs``: the sandbox's execution cache and workers."""

    metadata = _METADATA
    k_values = (1, 3, 5, 10, 20, 100)

    def __init__(self, release: Optional[str] = None, cache: Optional[str] = "default",
                 jobs: Optional[int] = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._release_path = release
        self._cache = cache
        self._jobs = jobs
        self.benchmark: Optional[Benchmark] = None
        #: the last :class:`~execretrieval.Evaluation` computed from MTEB's results
        self.last_evaluation: Optional[Evaluation] = None

    def load_data(self, num_proc: Optional[int] = None, **kwargs: Any) -> None:
        if self.data_loaded:
            return
        self.benchmark = Benchmark.load(self._release_path)
        b = self.benchmark
        split = RetrievalSplitData(
            corpus=Dataset.from_list([{"id": c.corpus_id, "text": c.code} for c in b.corpus]),
            queries=Dataset.from_list([{"id": q.query_id, "text": q.query} for q in b.queries]),
            relevant_docs={q.query_id: {c: 1 for c in q.correct_corpus_ids} for q in b.queries},
            top_ranked=None,
        )
        self.dataset = {"default": {"test": split}}
        self.data_loaded = True

    def task_specific_scores(self, scores: dict, qrels: Any, results: dict, hf_split: str,
                             hf_subset: str) -> dict:
        """exec@k (tie-aware, each top-10 snippet run in the sandbox) and deception@1 from MTEB's
        retrieval results."""
        assert self.benchmark is not None
        ev = self.benchmark.evaluate(results, name="mteb", cache=self._cache, jobs=self._jobs)
        self.last_evaluation = ev
        out = {f"exec_at_{k}": ev.results["metrics"][f"exec@{k}"] for k in (1, 3, 5, 10)}
        out["deception_at_1"] = deception_at_1(self.benchmark, ev)
        return out


def deception_at_1(bench: Benchmark, ev: Evaluation) -> float:
    """The share of queries whose rank-1 snippet is one of the query's own paired distractors,
    tie-aware: a tie at rank 1 counts the share of its members that are the query's own
    distractors (the first concrete order's rank-1 tie group, from the per-query rows)."""
    own = {q.query_id: set(q.paired_distractor_corpus_ids) for q in bench.queries}
    total = 0.0
    for row in ev.per_query:
        top = row["top_results"]
        if not top:
            continue
        best = top[0]["similarity"]
        group = [h["corpus_id"] for h in top if h["similarity"] == best]
        # a tie group reaching past rank 10 has members not listed: count those listed, which are
        # a uniformly random draw of the group (the seeded tie order)
        total += sum(c in own[row["query_id"]] for c in group) / len(group)
    return total / len(ev.per_query) if ev.per_query else 0.0


def to_mteb_result(ev: Evaluation, bench: Optional[Benchmark] = None) -> dict:
    """MTEB's result JSON (``TaskResult``: ``dataset_revision``, ``task_name``, ``mteb_version``,
    ``scores`` → ``test`` → one entry per subset with ``main_score``, ``hf_subset``,
    ``languages`` and the metrics) for an ExecRetrieval :class:`~execretrieval.Evaluation`, with
    our tie-aware values: ``exec_at_k``, ``ndcg_at_k``, ``precision_at_k`` (execution precision)
    and ``deception_at_1``."""
    try:
        import mteb as _mteb  # noqa: PLC0415

        version = _mteb.__version__
    except Exception:  # pragma: no cover
        version = "unknown"
    bench = bench or Benchmark.load()
    m = ev.results["metrics"]
    entry = {"hf_subset": "default", "languages": ["eng-Latn", "python-Code"]}
    for k in (1, 3, 5, 10):
        entry[f"exec_at_{k}"] = m[f"exec@{k}"]
        entry[f"ndcg_at_{k}"] = m[f"ndcg@{k}"]
        entry[f"precision_at_{k}"] = m[f"precision@{k}"]
    entry["deception_at_1"] = deception_at_1(bench, ev)
    entry["main_score"] = entry["exec_at_1"]
    return {
        "dataset_revision": _release_revision(bench),
        "task_name": TASK_NAME,
        "mteb_version": version,
        "scores": {"test": [entry]},
        "evaluation_time": None,
        "kg_co2_emissions": None,
    }
