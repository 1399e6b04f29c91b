"""sentence-transformers side of `execretrieval bench embed` (never used by the product).

    python st_bench.py <model folder> <texts.json> <batch size>

Loads the folder with SentenceTransformer on CPU, warms up, then times encode() of all texts
and prints {"seconds": ..., "n": ..., "threads": ...} as JSON on stdout.
"""
import json, sys, time
import torch
from sentence_transformers import SentenceTransformer

folder, texts_path, batch = sys.argv[1], sys.argv[2], int(sys.argv[3])
texts = json.load(open(texts_path))
model = SentenceTransformer(folder, device="cpu")
model.encode(texts[:8], batch_size=batch)
t = time.perf_counter()
model.encode(texts, batch_size=batch, convert_to_numpy=True)
print(json.dumps({"seconds": time.perf_counter() - t, "n": len(texts), "threads": torch.get_num_threads()}))
