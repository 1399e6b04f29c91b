"""Random-weight cross-encoders of the sizes `execretrieval bench rerank` times (speed only; never
used by the product): cross-encoder/ms-marco-MiniLM-L6-v2's layers (BERT, hidden 384, 6 layers,
12 heads, intermediate 1536) and BAAI/bge-reranker-base's (XLM-RoBERTa, hidden 768, 12 layers,
12 heads, intermediate 3072), each with the small tokenizer of the test fixtures
(retrieval/tests/fixtures/rerank_reference: only the vocabulary is smaller than the real
models', one row lookup per token either way) and num_labels 1.

    python make_rerank_bench_models.py <out dir>   # writes <out>/minilm-l6-cross, <out>/bge-reranker-base-size
"""
import os, sys
import torch
from transformers import (BertConfig, BertForSequenceClassification, XLMRobertaConfig,
                          XLMRobertaForSequenceClassification, PreTrainedTokenizerFast)

out = sys.argv[1]
fix = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "retrieval", "tests", "fixtures", "rerank_reference")
torch.manual_seed(0)


def folder(name, src, model, **special):
    d = os.path.join(out, name)
    if os.path.exists(os.path.join(d, "model.safetensors")):
        return
    os.makedirs(d, exist_ok=True)
    model.save_pretrained(d, safe_serialization=True)
    tok = PreTrainedTokenizerFast(tokenizer_file=os.path.join(fix, src, "tokenizer.json"), model_max_length=512, **special)
    tok.save_pretrained(d)
    print(d)


vocab = lambda src: PreTrainedTokenizerFast(tokenizer_file=os.path.join(fix, src, "tokenizer.json")).vocab_size + 8
folder("minilm-l6-cross", "bert", BertForSequenceClassification(BertConfig(
    vocab_size=vocab("bert"), hidden_size=384, num_hidden_layers=6, num_attention_heads=12,
    intermediate_size=1536, max_position_embeddings=512, type_vocab_size=2, num_labels=1)),
    unk_token="[UNK]", sep_token="[SEP]", cls_token="[CLS]", pad_token="[PAD]", mask_token="[MASK]")
folder("bge-reranker-base-size", "xlm-roberta", XLMRobertaForSequenceClassification(XLMRobertaConfig(
    vocab_size=vocab("xlm-roberta"), hidden_size=768, num_hidden_layers=12, num_attention_heads=12,
    intermediate_size=3072, max_position_embeddings=514, type_vocab_size=1, pad_token_id=1,
    layer_norm_eps=1e-5, num_labels=1)),
    bos_token="<s>", eos_token="</s>", pad_token="<pad>", unk_token="<unk>", cls_token="<s>", sep_token="</s>")
