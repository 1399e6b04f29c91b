"""Random-weight models of the sizes `execretrieval bench embed` times (speed only; never used by
the product): XLM-RoBERTa-base layers (hidden 768, 12 layers, 12 heads, intermediate 3072) and
Qwen3-Embedding-0.6B layers (hidden 1024, 28 layers, 16 query / 8 key-value heads, head_dim 128,
intermediate 3072), each with the small tokenizer of the test fixtures (so the vocabulary, and
only it, is smaller than the real models': it costs one row lookup per token either way).

    python make_bench_models.py <out dir>    # writes <out>/xlm-roberta-base, <out>/qwen3-0.6b
"""
import json, os, shutil, sys
import torch
from transformers import XLMRobertaConfig, XLMRobertaModel, Qwen3Config, Qwen3Model

out = sys.argv[1]
fix = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "retrieval", "tests", "fixtures", "hf_reference")
torch.manual_seed(0)


def folder(name, src, model, pooling, max_len):
    d = os.path.join(out, name)
    if os.path.exists(os.path.join(d, "model.safetensors")):
        return
    os.makedirs(os.path.join(d, "1_Pooling"), exist_ok=True)
    model.save_pretrained(d, safe_serialization=True)
    shutil.copy(os.path.join(fix, src, "tokenizer.json"), d)
    json.dump({"pooling_mode_" + pooling: True}, open(os.path.join(d, "1_Pooling", "config.json"), "w"))
    json.dump({"max_seq_length": max_len}, open(os.path.join(d, "sentence_bert_config.json"), "w"))
    json.dump([{"type": "sentence_transformers.models.Normalize"}], open(os.path.join(d, "modules.json"), "w"))
    print(d)


x = json.load(open(os.path.join(fix, "xlm-roberta", "config.json")))
folder("xlm-roberta-base", "xlm-roberta", XLMRobertaModel(XLMRobertaConfig(
    vocab_size=x["vocab_size"], hidden_size=768, num_hidden_layers=12, num_attention_heads=12,
    intermediate_size=3072, max_position_embeddings=514, type_vocab_size=1, pad_token_id=1,
    layer_norm_eps=1e-5), add_pooling_layer=False), "mean_tokens", 512)
q = json.load(open(os.path.join(fix, "qwen3", "config.json")))
folder("qwen3-0.6b", "qwen3", Qwen3Model(Qwen3Config(
    vocab_size=q["vocab_size"], hidden_size=1024, intermediate_size=3072, num_hidden_layers=28,
    num_attention_heads=16, num_key_value_heads=8, head_dim=128, max_position_embeddings=32768,
    rms_norm_eps=1e-6, rope_theta=1000000.0, tie_word_embeddings=False, eos_token_id=q["eos_token_id"],
    pad_token_id=None)), "lasttoken", 8192)
