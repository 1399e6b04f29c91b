"""Evaluate a sentence-transformers model folder on ExecRetrieval, in process.

    pip install ./python sentence-transformers
    python python/examples/evaluate_sentence_transformers.py path/to/model-folder [--results results]

Prints exec@k with 95 % bootstrap intervals and writes results/<name>.json (the file
`execretrieval eval` writes), so `execretrieval stats --results results`, `report` and `site`
show the model beside the built-in retrievers.
"""

import argparse

from sentence_transformers import SentenceTransformer

from execretrieval import Benchmark


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("model", help="a sentence-transformers model folder (or a hub name if you are online)")
    p.add_argument("--results", default="results", help="results folder to write <name>.json into")
    p.add_argument("--name", default=None, help="the model's name in the results (default: the folder's)")
    p.add_argument("--batch-size", type=int, default=32)
    a = p.parse_args()

    bench = Benchmark.load()  # the release shipped in the package
    model = SentenceTransformer(a.model, device="cpu")
    ev = bench.evaluate_model(model, batch_size=a.batch_size, name=a.name)
    for k in (1, 3, 5, 10):
        ci = ev.ci[f"exec@{k}"]
        print(f"exec@{k:<2} {ev.metrics[f'exec@{k}']:.3f}  [{ci['ci95_low']:.3f}, {ci['ci95_high']:.3f}]")
    print("wrote", ev.write(a.results))


if __name__ == "__main__":
    main()
