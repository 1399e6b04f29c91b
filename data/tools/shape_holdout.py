"""Held-out shape tells of a release: detectors that `check`'s battery (dataset/src/shape.rs) does
not contain and that release-plus's slip choice (dataset/src/gates/balance.rs) never optimised
against, so that a battery near chance is not taken for a shape-neutral release when the tell was
only moved.

None reads the query or runs anything. Each is cross-validated on 5 query-disjoint folds and
picks, per group, the member it scores highest (ties split); chance is the share of correct
members per group.

- `ast_logistic`, `ast_boosting`: Python AST node-type counts (and a few operator tokens) of each
  member, relative to its group's mean, under a logistic regression and a gradient-boosted tree
  model (non-linear: it can combine features the battery reads one at a time).
- `pair_direction`: members are paired with their nearest neighbour by characters (a group is
  pairs of an implementation and its one-edit slip, so the pair is found without labels); a
  logistic regression reads the tokens one member has and the other lacks and says which of
  the two is correct; its pick is the more confident pair's member. This is the tell of any
  single-edit distractor (which way the edit goes: `not` added, a guard removed, `<` for `<=`).

Usage: python3 data/tools/shape_holdout.py data/release-plus [data/release ...]
Needs scikit-learn, numpy and rapidfuzz (`pip install scikit-learn rapidfuzz`); not part of the
test suite.
"""

import ast
import collections
import difflib
import json
import re
import sys
from pathlib import Path

import numpy as np
from rapidfuzz.distance import Levenshtein
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.feature_extraction import DictVectorizer
from sklearn.linear_model import LogisticRegression

FOLDS = 5
TOKEN = re.compile(r"[A-Za-z_][A-Za-z_0-9]*|\d+|\S")


def fnv1a(key: str) -> int:
    h = 0xCBF29CE484222325
    for b in key.encode():
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def load_groups(release: Path):
    corpus = {}
    with open(release / "corpus.jsonl") as f:
        for line in f:
            r = json.loads(line)
            corpus[r["corpus_id"]] = r
    members = collections.defaultdict(list)
    with open(release / "queries.jsonl") as f:
        for line in f:
            q = json.loads(line)
            for cid in q["correct_corpus_ids"]:
                members[q["query_id"]].append((corpus[cid]["code"], True))
    with open(release / "distractor_metadata.jsonl") as f:
        for line in f:
            d = json.loads(line)
            members[d["query_id"]].append((corpus[d["corpus_id"]]["code"], False))
    return sorted(members.items())


def ast_features(code: str) -> dict:
    feats = collections.Counter()
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return {"unparsable": 1.0}
    for node in ast.walk(tree):
        feats["node:" + type(node).__name__] += 1
        if isinstance(node, (ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.AugAssign)):
            feats["op:" + type(node.op).__name__] += 1
        if isinstance(node, ast.Compare):
            for op in node.ops:
                feats["cmp:" + type(op).__name__] += 1
        if isinstance(node, ast.Constant):
            feats["const:" + type(node.value).__name__] += 1
    feats["lines"] = len([l for l in code.splitlines() if l.strip()])
    feats["chars"] = len(code)
    return dict(feats)


def pick_share(scores, correct):
    best = max(scores)
    tied = [i for i, s in enumerate(scores) if s == best]
    return sum(correct[i] for i in tied) / len(tied)


def member_detector(groups, model_factory):
    """Per-member classifier on group-relative AST features."""
    vec = DictVectorizer(sparse=False)
    rows = []
    for qid, ms in groups:
        for code, _ in ms:
            rows.append(ast_features(code))
    x_all = vec.fit_transform(rows)
    # relative to the group's mean
    at = 0
    spans = []
    for qid, ms in groups:
        n = len(ms)
        x_all[at : at + n] -= x_all[at : at + n].mean(axis=0)
        spans.append((qid, at, n, [c for _, c in ms]))
        at += n
    y_all = np.array([c for _, ms in groups for _, c in ms])
    fold = np.array([fnv1a(qid) % FOLDS for qid, _, n, _ in spans for _ in range(n)])
    total = 0.0
    for k in range(FOLDS):
        model = model_factory()
        model.fit(x_all[fold != k], y_all[fold != k])
        for qid, at, n, correct in spans:
            if fnv1a(qid) % FOLDS != k:
                continue
            p = model.predict_proba(x_all[at : at + n])[:, 1]
            total += pick_share(list(np.round(p, 9)), correct)
    return total / len(spans)


def diff_tokens(a: str, b: str) -> dict:
    """Tokens `a` has where `b` differs (+) and tokens `b` has there (-)."""
    ta, tb = TOKEN.findall(a), TOKEN.findall(b)
    feats = collections.Counter()
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        for t in ta[i1:i2]:
            feats["+" + t] += 1
        for t in tb[j1:j2]:
            feats["-" + t] += 1
    feats["+len"] = len(a) - len(b)
    feats["+lines"] = a.count("\n") - b.count("\n")
    return dict(feats)


def pairs_of(ms):
    """Each member's nearest neighbour by characters; mutual nearest pairs."""
    codes = [c for c, _ in ms]
    n = len(codes)
    sim = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            sim[i][j] = sim[j][i] = Levenshtein.normalized_similarity(codes[i], codes[j])
    nearest = [max((j for j in range(n) if j != i), key=lambda j: sim[i][j]) for i in range(n)]
    return [(i, nearest[i]) for i in range(n) if nearest[nearest[i]] == i and i < nearest[i]]


def pair_direction(groups):
    """Which member of each nearest-neighbour pair is correct, from the tokens the edit moved."""
    vec = DictVectorizer()
    samples = []  # (group index, i, j, features of i vs j, label: i correct)
    for gi, (qid, ms) in enumerate(groups):
        for i, j in pairs_of(ms):
            samples.append((gi, i, j, diff_tokens(ms[i][0], ms[j][0]), ms[i][1]))
            samples.append((gi, j, i, diff_tokens(ms[j][0], ms[i][0]), ms[j][1]))
    x = vec.fit_transform([s[3] for s in samples])
    y = np.array([s[4] for s in samples])
    fold = np.array([fnv1a(groups[s[0]][0]) % FOLDS for s in samples])
    total = 0.0
    for k in range(FOLDS):
        model = LogisticRegression(max_iter=2000, C=1.0)
        model.fit(x[fold != k], y[fold != k])
        p = model.predict_proba(x[fold == k])[:, 1]
        scores = collections.defaultdict(dict)
        for s, pk in zip([s for s, f in zip(samples, fold) if f == k], p):
            scores[s[0]][s[1]] = round(float(pk), 9)
        for gi, qs in enumerate(groups):
            if fnv1a(qs[0]) % FOLDS != k:
                continue
            ms = qs[1]
            sc = [scores[gi].get(i, 0.5) for i in range(len(ms))]
            total += pick_share(sc, [c for _, c in ms])
    return total / len(groups)


def main():
    for arg in sys.argv[1:]:
        groups = load_groups(Path(arg))
        chance = sum(sum(c for _, c in ms) / len(ms) for _, ms in groups) / len(groups)
        out = {
            "release": arg,
            "groups": len(groups),
            "chance": round(chance, 4),
            "ast_logistic": round(
                member_detector(groups, lambda: LogisticRegression(max_iter=3000, C=0.1)), 4
            ),
            "ast_boosting": round(
                member_detector(groups, lambda: HistGradientBoostingClassifier(random_state=0, max_iter=200)), 4
            ),
            "pair_direction": round(pair_direction(groups), 4),
        }
        print(json.dumps(out))


if __name__ == "__main__":
    main()
