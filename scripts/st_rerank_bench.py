"""sentence-transformers side of `execretrieval bench rerank` (never used by the product).

    python st_rerank_bench.py <model folder> <pairs.json> <batch size> <max tokens>

Loads the folder with sentence_transformers.CrossEncoder on CPU (float32), warms up on 8 pairs,
then times CrossEncoder.predict on every pair; prints {"seconds": ..., "n": ..., "threads": ...}.
"""
import json, sys, time
import torch
from sentence_transformers import CrossEncoder

folder, pairs_path, batch, max_tokens = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
pairs = [tuple(p) for p in json.load(open(pairs_path))]
model = CrossEncoder(folder, device="cpu", max_length=max_tokens)
model.predict(pairs[:8], batch_size=batch)
t = time.perf_counter()
model.predict(pairs, batch_size=batch)
print(json.dumps({"seconds": time.perf_counter() - t, "n": len(pairs), "threads": torch.get_num_threads()}))
