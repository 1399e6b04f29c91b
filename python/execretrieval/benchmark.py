"""The benchmark in process: load a release, score any retriever's similarities exactly as
``execretrieval eval`` scores them (tie-aware metrics, each query's top 10 and its ties run in
the sandbox, bootstrap intervals with ``eval``'s seed), and write the same
``results/<name>.json``, so ``execretrieval stats``, ``report`` and ``site`` include the model.
"""

from __future__ import annotations

import array
import inspect
import json
import math
import os
import sys
from dataclasses import dataclass, field
from typing import Any, Mapping, Optional, Sequence

from . import _native
from .sandbox import Sandbox, _int_arg

__all__ = ["Benchmark", "Evaluation", "Query", "Snippet", "KS", "METRICS"]

#: The cut-offs every results file carries.
KS = (1, 3, 5, 10)
#: The metrics of a results file, per k: exec@k, precision@k (execution precision), ndcg@k and
#: exec_ndcg_gap@k (= exec@k − ndcg@k).
METRICS = ("exec", "precision", "ndcg", "exec_ndcg_gap")
#: ``eval``'s bootstrap: 5,000 query-level resamples, seed 20260510.
BOOTSTRAP_SAMPLES = 5000
SEED = 20260510
#: The score of a snippet a ``{query_id: {corpus_id: score}}`` mapping leaves out: the lowest
#: float32, below every score a retriever can give (scores must be finite and above it; the
#: results files hold every similarity as a JSON number, which has no infinities).
UNSCORED = -3.4028234663852886e38


def _finite_score(where: str, s: Any) -> float:
    if isinstance(s, bool) or not isinstance(s, (int, float)) and not hasattr(s, "__float__"):
        raise TypeError(f"{where} must be a number, got {type(s).__name__}")
    f = float(s)
    if math.isnan(f):
        raise ValueError(f"{where} is NaN")
    if not -UNSCORED > f > UNSCORED:
        raise ValueError(f"{where} = {f} is not a finite float32 above the unscored value {UNSCORED}")
    return f


@dataclass(frozen=True)
class Query:
    """One query of ``queries.jsonl``."""

    query_id: str
    query: str
    function_name: str
    domain: str
    test_suite: list
    correct_corpus_ids: list
    paired_distractor_corpus_ids: list
    raw: dict = field(repr=False, compare=False)


@dataclass(frozen=True)
class Snippet:
    """One snippet of ``corpus.jsonl``: ``label`` is ``correct`` or ``incorrect``."""

    corpus_id: str
    code: str
    label: str
    bug_type: Optional[str]
    raw: dict = field(repr=False, compare=False)


class Evaluation:
    """One retriever scored on the benchmark.

    ``metrics``: the mean over queries of each metric at the requested ``ks`` (tie-aware: the
    expectation over a random order within exactly tied scores); ``ci``: their 95 % bootstrap
    intervals (``mean``, ``ci95_low``, ``ci95_high``, ``n``, ``bootstrap_samples``, ``seed``);
    ``per_query``: ``results/<name>.json``'s rows (top 10 with each snippet's test outcomes);
    ``analyses``: rank-1 miss attribution, deception, density (as ``analyses.json``);
    ``invocation``: how the scores were obtained (``evaluate_model``), else ``None``.
    """

    def __init__(self, native: Any, ks: Sequence[int], invocation: Optional[dict]) -> None:
        self._native = native
        self.name: str = native.name
        self.results: dict = json.loads(native.results_json())
        keep = {f"{m}@{k}" for m in METRICS for k in ks}
        self.metrics: dict = {k: v for k, v in self.results["metrics"].items() if k in keep}
        self.ci: dict = {k: v for k, v in json.loads(native.ci_json()).items() if k in keep}
        self.per_query: list = self.results["per_query"]
        self.analyses: Optional[dict] = json.loads(native.analyses_json())
        self.invocation = invocation

    def write(self, results_dir: "os.PathLike[str] | str", name: Optional[str] = None) -> str:
        """Write ``<results_dir>/<name>.json`` (byte for byte what ``execretrieval eval`` writes
        for the same scores) and add the analyses to ``<results_dir>/analyses.json``; then
        ``execretrieval stats --results DIR`` recomputes the leaderboard with this model.
        Returns the path written."""
        name = self.name if name is None else name
        if not isinstance(name, str):
            raise TypeError(f"name must be a str, got {type(name).__name__}")
        return str(self._native.write(os.fspath(results_dir), name))

    def __repr__(self) -> str:
        shown = ", ".join(f"{k}={v:.4f}" for k, v in sorted(self.metrics.items()) if k.startswith("exec@"))
        return f"Evaluation({self.name!r}, {shown})"


def _check_ks(ks: Any) -> tuple:
    if isinstance(ks, int) or not isinstance(ks, Sequence):
        raise TypeError("ks must be a sequence of ints, e.g. (1, 3, 5, 10)")
    out = tuple(ks)
    bad = [k for k in out if isinstance(k, bool) or not isinstance(k, int) or k not in KS]
    if bad or not out:
        raise ValueError(f"ks must be taken from {KS} (the cut-offs of a results file), got {list(out)}")
    return out


def _float32_bytes(flat: Sequence[float]) -> bytes:
    a = array.array("f", flat)
    if sys.byteorder != "little":
        a.byteswap()
    return a.tobytes()


class Benchmark:
    """A release of the benchmark: ``queries`` (with their tests) and ``corpus`` (correct
    snippets and their single-edit buggy twins).

    ``Benchmark.load()`` is the release shipped inside the package (``data/release`` of the
    source tree the wheel was built from; ``source == "embedded"``); ``Benchmark.load(path)``
    any release folder in the published schema (``queries.jsonl``, ``corpus.jsonl``).
    """

    def __init__(self, native: Any) -> None:
        self._native = native
        self.source: str = native.source
        self.queries: list = []
        for t in native.queries_json():
            d = json.loads(t)
            self.queries.append(
                Query(d["query_id"], d["query"], d.get("function_name", ""), d.get("domain", ""), d["test_suite"],
                      d["correct_corpus_ids"], d.get("paired_distractor_corpus_ids", []), d)
            )
        self.corpus: list = []
        for t in native.corpus_json():
            d = json.loads(t)
            self.corpus.append(Snippet(d["corpus_id"], d["code"], d["label"], d.get("bug_type"), d))
        self._q_index = {q.query_id: i for i, q in enumerate(self.queries)}
        self._c_index = {c.corpus_id: i for i, c in enumerate(self.corpus)}
        self._sandboxes: dict = {}

    @classmethod
    def load(cls, path: "os.PathLike[str] | str | None" = None) -> "Benchmark":
        if path is not None and not isinstance(path, (str, os.PathLike)):
            raise TypeError(f"path must be a release folder (str or os.PathLike) or None, got {type(path).__name__}")
        if path is not None and not os.path.isdir(path):
            raise ValueError(f"path {os.fspath(path)!r} is not a folder (a release folder holds queries.jsonl and corpus.jsonl)")
        return cls(_native.Benchmark.load(None if path is None else os.fspath(path)))

    @property
    def query_ids(self) -> list:
        return [q.query_id for q in self.queries]

    @property
    def corpus_ids(self) -> list:
        return [c.corpus_id for c in self.corpus]

    def __repr__(self) -> str:
        return f"Benchmark({len(self.queries)} queries, {len(self.corpus)} snippets, source={self.source!r})"

    # --- scores ------------------------------------------------------------------------------

    def _matrix_bytes(self, scores: Any) -> bytes:
        nq, nc = len(self.queries), len(self.corpus)
        if isinstance(scores, Mapping):
            flat = [UNSCORED] * (nq * nc)
            for qid, row in scores.items():
                qi = self._q_index.get(qid)
                if qi is None:
                    raise ValueError(f"scores: unknown query id {qid!r} (the release's ids are like {self.queries[0].query_id!r})")
                if not isinstance(row, Mapping):
                    raise TypeError(f"scores[{qid!r}] must be a dict {{corpus_id: score}}, got {type(row).__name__}")
                base = qi * nc
                for cid, s in row.items():
                    ci = self._c_index.get(cid)
                    if ci is None:
                        raise ValueError(f"scores[{qid!r}]: unknown corpus id {cid!r}")
                    flat[base + ci] = _finite_score(f"scores[{qid!r}][{cid!r}]", s)
            return _float32_bytes(flat)
        try:
            import numpy as np  # noqa: PLC0415 (optional dependency)
        except ImportError:
            np = None
        if np is not None and not isinstance(scores, (list, tuple)):
            a = np.asarray(scores)
            if a.ndim != 2 or a.shape != (nq, nc):
                raise ValueError(f"scores must have shape ({nq}, {nc}) (queries × corpus in release order), got {a.shape}")
            if not np.issubdtype(a.dtype, np.number) or np.issubdtype(a.dtype, np.complexfloating):
                raise TypeError(f"scores must be real numbers, got dtype {a.dtype}")
            a = a.astype("<f4")
            if np.isnan(a).any():
                raise ValueError("scores holds NaN")
            if not np.isfinite(a).all() or (a <= np.float32(UNSCORED)).any():
                raise ValueError(f"scores must be finite float32 values above {UNSCORED}")
            return a.tobytes()
        if not isinstance(scores, Sequence) or len(scores) != nq:
            raise TypeError(
                f"scores must be {{query_id: {{corpus_id: score}}}}, a NumPy array or a list of {nq} rows of {nc} floats"
            )
        flat = []
        for i, row in enumerate(scores):
            if not isinstance(row, Sequence) or len(row) != nc:
                raise ValueError(f"scores[{i}] must hold {nc} floats (one per corpus snippet, in release order)")
            for j, x in enumerate(row):
                flat.append(_finite_score(f"scores[{i}][{j}]", x))
        return _float32_bytes(flat)

    def _sandbox(self, cache: Optional[str], jobs: Optional[int]) -> Any:
        key = (cache, jobs)
        if key not in self._sandboxes:
            # the release's own limits (10⁹ fuel per test, no suite budget): its fingerprint, so
            # outcomes and cache rows are those of `execretrieval eval`
            self._sandboxes[key] = Sandbox(cache=cache, jobs=jobs, _release_limits=True)
        return self._sandboxes[key]._oracle

    def evaluate(
        self,
        scores: Any,
        ks: Sequence[int] = KS,
        *,
        name: str = "model",
        cache: Optional[str] = "default",
        jobs: Optional[int] = None,
    ) -> Evaluation:
        """Score a retriever from its similarities.

        ``scores``: ``{query_id: {corpus_id: score}}`` (snippets a query does not score get
        :data:`UNSCORED`, below every scored one), or a ``[n_queries, n_corpus]`` NumPy array / list of rows in the
        release's order (``query_ids``, ``corpus_ids``). Scores are compared as float32, as
        ``eval`` compares every retriever's; exactly equal scores are ties, and every metric is
        its expectation over a random order within ties. Each query's top 10 and the snippets
        tied across rank 10 run in the sandbox under the release's limits (cached like ``eval``).
        """
        ks = _check_ks(ks)
        if not isinstance(name, str) or not name:
            raise TypeError("name must be a non-empty str (it names results/<name>.json)")
        jobs = _int_arg("jobs", jobs)
        data = self._matrix_bytes(scores)
        native = self._native.evaluate(name, data, self._sandbox(cache, jobs), BOOTSTRAP_SAMPLES, SEED)
        return Evaluation(native, ks, None)

    def retriever_scores(self, name: str = "bm25") -> Any:
        """The similarities of a built-in retriever that needs no model (``bm25``, ``random``),
        computed by ``eval``'s own code: a NumPy float32 array when NumPy is installed, else a
        list of rows."""
        if not isinstance(name, str):
            raise TypeError("name must be a str")
        raw = self._native.retriever_scores(name)
        return self._rows(raw, len(self.corpus))

    @staticmethod
    def _rows(raw: bytes, width: int) -> Any:
        try:
            import numpy as np  # noqa: PLC0415

            return np.frombuffer(raw, dtype="<f4").reshape(-1, width).copy()
        except ImportError:
            a = array.array("f")
            a.frombytes(raw)
            if sys.byteorder != "little":
                a.byteswap()
            return [list(a[i : i + width]) for i in range(0, len(a), width)]

    def evaluate_model(
        self,
        model: Any,
        batch_size: int = 32,
        *,
        name: Optional[str] = None,
        ks: Sequence[int] = KS,
        cache: Optional[str] = "default",
        jobs: Optional[int] = None,
    ) -> Evaluation:
        """Encode the queries and the corpus with ``model.encode(list[str])`` (any object;
        sentence-transformers models get their ``query`` and ``document``/``passage`` prompts
        where they define them, and ``batch_size``), score by cosine similarity (L2-normalised
        rows, float32, the computation of ``eval``'s dense retrievers) and evaluate. The
        invocation is recorded in ``Evaluation.invocation``."""
        if not callable(getattr(model, "encode", None)):
            raise TypeError("model must have an encode(list[str]) method (e.g. a sentence_transformers.SentenceTransformer)")
        batch_size = _int_arg("batch_size", batch_size, allow_none=False)
        name = name or _model_name(model)
        q_prompt, d_prompt = _prompt_names(model)
        q = _encode(model, [x.query for x in self.queries], batch_size, q_prompt)
        c = _encode(model, [x.code for x in self.corpus], batch_size, d_prompt)
        if q[1] != c[1]:
            raise ValueError(f"query and corpus embeddings differ in dimension ({q[1]} vs {c[1]})")
        sims = _native.cosine_scores(q[0], c[0], q[1])
        invocation = {
            "name": name,
            "model_class": f"{type(model).__module__}.{type(model).__qualname__}",
            "model": _model_name(model),
            "query_prompt_name": q_prompt,
            "document_prompt_name": d_prompt,
            "query_prompt": (getattr(model, "prompts", None) or {}).get(q_prompt) if q_prompt else None,
            "document_prompt": (getattr(model, "prompts", None) or {}).get(d_prompt) if d_prompt else None,
            "batch_size": batch_size,
            "dimension": q[1],
            "similarity": "cosine (L2-normalised rows, float32)",
        }
        ks = _check_ks(ks)
        jobs = _int_arg("jobs", jobs)
        native = self._native.evaluate(name, sims, self._sandbox(cache, jobs), BOOTSTRAP_SAMPLES, SEED)
        return Evaluation(native, ks, invocation)


def _model_name(model: Any) -> str:
    for attr in ("name_or_path", "model_name", "name"):
        v = getattr(model, attr, None)
        if isinstance(v, str) and v:
            return os.path.basename(v.rstrip("/")) or v
    card = getattr(getattr(model, "model_card_data", None), "base_model", None)
    if isinstance(card, str) and card:
        return card.split("/")[-1]
    return type(model).__name__


def _prompt_names(model: Any) -> tuple:
    prompts = getattr(model, "prompts", None)
    if not isinstance(prompts, Mapping):
        return None, None
    q = "query" if "query" in prompts else None
    d = next((k for k in ("document", "passage", "corpus") if k in prompts), None)
    return q, d


def _encode(model: Any, texts: list, batch_size: int, prompt_name: Optional[str]) -> tuple:
    try:
        params = inspect.signature(model.encode).parameters
    except (TypeError, ValueError):
        params = {}
    accepts_kwargs = any(p.kind == inspect.Parameter.VAR_KEYWORD for p in params.values())
    kwargs: dict = {}
    if "batch_size" in params or accepts_kwargs:
        kwargs["batch_size"] = batch_size
    if prompt_name and ("prompt_name" in params or accepts_kwargs):
        kwargs["prompt_name"] = prompt_name
    if "show_progress_bar" in params:
        kwargs["show_progress_bar"] = False
    if "convert_to_numpy" in params:
        kwargs["convert_to_numpy"] = True
    out = model.encode(texts, **kwargs)
    try:
        import numpy as np  # noqa: PLC0415

        a = np.asarray(out, dtype="<f4")
        if a.ndim != 2 or a.shape[0] != len(texts):
            raise ValueError(f"model.encode returned shape {a.shape} for {len(texts)} texts")
        if not np.isfinite(a).all():
            raise ValueError("model.encode returned NaN or infinite values")
        return a.tobytes(), int(a.shape[1])
    except ImportError:
        rows = [list(map(float, r)) for r in out]
        if len(rows) != len(texts) or not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("model.encode must return one vector of the same length per text")
        return _float32_bytes([x for r in rows for x in r]), len(rows[0])
