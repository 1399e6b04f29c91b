"""The MTEB task with the real `mteb` package from PyPI and a tiny randomly initialised
sentence-transformers model built here (no hub)."""

import json
import os

import pytest

try:
    import mteb
except ImportError as e:  # not a skip: a test run without mteb must fail
    raise ImportError(
        "mteb is missing: scripts/test.sh installs it into the test dependencies' venv (scripts/env.sh "
        "PY_DEPS_LIST); install `mteb>=2.26` beside pytest to run these tests"
    ) from e


@pytest.fixture(scope="session")
def tiny_model(tmp_path_factory):
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import torch
    from sentence_transformers import SentenceTransformer, models
    from transformers import BertConfig, BertModel, BertTokenizerFast

    d = tmp_path_factory.mktemp("tiny-bert")
    chars = sorted(set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_()[]{}:.,=+-*/<>%'\"#!"))
    (d / "vocab.txt").write_text("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + chars) + "\n")
    tok = BertTokenizerFast(vocab_file=str(d / "vocab.txt"), do_lower_case=False)
    torch.manual_seed(0)
    cfg = BertConfig(vocab_size=len(chars) + 5, hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                     intermediate_size=64, max_position_embeddings=256)
    BertModel(cfg).save_pretrained(d)
    tok.save_pretrained(d)
    word = models.Transformer(str(d), max_seq_length=128)
    pool = models.Pooling(word.get_word_embedding_dimension(), pooling_mode="mean")
    return SentenceTransformer(modules=[word, pool], device="cpu")


def test_task_metadata():
    from execretrieval.mteb import ExecRetrievalTask

    t = ExecRetrievalTask()
    assert t.metadata.main_score == "exec_at_1"
    assert "python-Code" in t.metadata.eval_langs
    assert t.metadata.bibtex_citation


def test_mteb_evaluates_the_task_with_a_tiny_random_model(tiny_model, tmp_path):
    from execretrieval.mteb import ExecRetrievalTask, to_mteb_result

    task = ExecRetrievalTask()
    res = mteb.evaluate(tiny_model, tasks=[task], cache=None, show_progress_bar=False)
    tr = res.task_results[0]
    scores = tr.scores["test"][0]
    assert scores["main_score"] == scores["exec_at_1"]
    for key in ["exec_at_1", "exec_at_10", "deception_at_1", "ndcg_at_10"]:
        assert 0.0 <= scores[key] <= 1.0, key
    ev = task.last_evaluation
    assert ev is not None and ev.metrics["exec@1"] == scores["exec_at_1"]
    # our result JSON loads as MTEB's TaskResult
    d = to_mteb_result(ev, task.benchmark)
    loaded = mteb.TaskResult.from_dict(json.loads(json.dumps(d)))
    assert loaded.task_name == "ExecRetrieval"
    assert loaded.scores["test"][0]["main_score"] == ev.metrics["exec@1"]


def test_evaluate_model_with_sentence_transformers(tiny_model):
    from execretrieval import Benchmark

    b = Benchmark.load()
    ev = b.evaluate_model(tiny_model, batch_size=64)
    assert ev.invocation["model_class"].endswith("SentenceTransformer")
    assert ev.invocation["batch_size"] == 64
    assert 0.0 <= ev.metrics["exec@1"] <= ev.metrics["exec@10"] <= 1.0


def test_mteb_breaks_ties_by_id_where_exec_at_1_is_tie_aware():
    """The documented difference: a five-way tie per query (canonical + its four twins) is
    exec@1 = 0.2 for us, while pytrec_eval (MTEB's metric code) counts the canonical at rank 1
    exactly when its id is the largest of the five."""
    import pytrec_eval

    from execretrieval import Benchmark

    b = Benchmark.load()
    results = {q.query_id: {c: 1.0 for c in q.correct_corpus_ids + q.paired_distractor_corpus_ids}
               for q in b.queries}
    qrels = {q.query_id: {c: 1 for c in q.correct_corpus_ids} for q in b.queries}
    per_query = pytrec_eval.RelevanceEvaluator(qrels, {"ndcg_cut.1"}).evaluate(results)
    mteb_ndcg1 = sum(v["ndcg_cut_1"] for v in per_query.values()) / len(per_query)
    by_id = sum(q.correct_corpus_ids[0] > max(q.paired_distractor_corpus_ids) for q in b.queries) / len(b.queries)
    assert mteb_ndcg1 == pytest.approx(by_id)
    assert abs(mteb_ndcg1 - 0.2) > 0.005
    assert b.evaluate(results, ks=(1,)).metrics["exec@1"] == 0.2
