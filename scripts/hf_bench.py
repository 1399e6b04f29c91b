"""transformers side of `execretrieval bench embed --model-dir` (never used by the product).

    python hf_bench.py <model folder> <texts.json> <batch size> <max tokens>

Loads the folder with AutoModel/AutoTokenizer on CPU (float32, eager attention), then times the
embedding of all texts as the model cards do: texts sorted by length (as sentence-transformers
does), batches padded (left padding for decoders), truncation to <max tokens>, the folder's
pooling (1_Pooling/config.json: mean, cls or last token), L2 normalisation. Warms up on 8 texts
first; prints {"seconds": ..., "n": ..., "threads": ...} as JSON on stdout.
"""
import json, os, sys, time
import torch
from transformers import AutoModel, PreTrainedTokenizerFast

folder, texts_path, batch, max_tokens = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
texts = json.load(open(texts_path))
pool_cfg = json.load(open(os.path.join(folder, "1_Pooling", "config.json")))
pooling = "cls" if pool_cfg.get("pooling_mode_cls_token") else "last" if pool_cfg.get("pooling_mode_lasttoken") else "mean"
decoder = pooling == "last"
tok = PreTrainedTokenizerFast(tokenizer_file=os.path.join(folder, "tokenizer.json"),
                              padding_side="left" if decoder else "right")
tok.pad_token = "<|endoftext|>" if decoder else "<pad>"
model = AutoModel.from_pretrained(folder, dtype=torch.float32, attn_implementation="eager").eval()


def encode(batch_texts):
    order = sorted(range(len(batch_texts)), key=lambda i: -len(batch_texts[i]))
    out = [None] * len(batch_texts)
    with torch.inference_mode():
        for s in range(0, len(order), batch):
            idx = order[s:s + batch]
            enc = tok([batch_texts[i] for i in idx], padding=True, truncation=True, max_length=max_tokens,
                      return_tensors="pt")
            h = model(**enc).last_hidden_state
            m = enc["attention_mask"].unsqueeze(-1).to(h.dtype)
            if pooling == "cls":
                v = h[:, 0]
            elif pooling == "last":
                v = h[:, -1]  # left padding: the last position is every sequence's last token
            else:
                v = (h * m).sum(1) / m.sum(1)
            v = torch.nn.functional.normalize(v, dim=-1)
            for j, i in enumerate(idx):
                out[i] = v[j]
    return out


encode(texts[:8])
t = time.perf_counter()
encode(texts)
print(json.dumps({"seconds": time.perf_counter() - t, "n": len(texts), "threads": torch.get_num_threads()}))
