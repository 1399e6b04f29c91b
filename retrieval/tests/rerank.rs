//! The in-process rerankers against Hugging Face transformers on small randomly-initialised
//! models (`fixtures/rerank_reference`, made once by its `make_models.py`; the scores were
//! computed by transformers one pair at a time): BERT and XLM-RoBERTa sequence classification
//! (truncation longest_first and only_second) and the Qwen3 yes/no decoder, each score equal to
//! 1e-4 relative, for pairs longer than the limit (truncated) and for batches mixing lengths
//! (one batch of every pair, batches of 7, one pair per batch). Also the `rerankers` registry.

use execretrieval_retrieval::rerank::local::{CrossEncoder, Options};
use execretrieval_retrieval::rerank::{self, RerankKind};
use serde_json::Value;
use std::path::PathBuf;

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/rerank_reference")
}

fn reference() -> Value {
    serde_json::from_str(&std::fs::read_to_string(fixtures().join("scores.json")).unwrap()).unwrap()
}

fn pairs() -> Vec<(String, String)> {
    let v: Vec<(String, String)> =
        serde_json::from_str(&std::fs::read_to_string(fixtures().join("pairs.json")).unwrap()).unwrap();
    v
}

/// Pairs whose two sides are both cut by `longest_first` with an odd number of tokens left for
/// them (BERT: 3 special tokens): the tokenizers crate (0.23.2, ours) gives the odd token to the
/// first sequence, tokenizers 0.23.3 (the Python wheel transformers used) to the second, so the
/// inputs differ by one token and so do the scores. Checked to still differ, so an upgrade that
/// removes the difference fails here until the entry goes.
const KNOWN_SPLIT: &[(&str, usize)] = &[("bert/longest_first", 40)];

/// Score every pair with `model` / `opts` and compare with `reference.scores[key]` (null = a pair
/// transformers refuses: so must we).
fn check(model: &str, key: &str, opts: Options) {
    let r = reference();
    let want = r["scores"][key].as_array().unwrap_or_else(|| panic!("{key} in scores.json")).clone();
    let enc = CrossEncoder::load(&fixtures().join(model), &opts).unwrap();
    let all = pairs();
    assert_eq!(want.len(), all.len());
    let (ok, refused): (Vec<usize>, Vec<usize>) = (0..all.len()).partition(|&i| !want[i].is_null());
    for &i in &refused {
        let p = [(all[i].0.as_str(), all[i].1.as_str())];
        let err = format!("{:#}", enc.score(&p, 1, &|_| {}).unwrap_err());
        assert!(err.contains("only_second"), "{key}: pair {i}: {err}");
    }
    let pairs: Vec<(&str, &str)> = ok.iter().map(|&i| (all[i].0.as_str(), all[i].1.as_str())).collect();
    let toks = enc.tokenize(&pairs).unwrap();
    let longest = toks.iter().map(|t| t.ids.len()).max().unwrap();
    assert_eq!(longest, enc.max_tokens, "{key}: the long pairs are truncated to the limit");
    let shortest = toks.iter().map(|t| t.ids.len()).min().unwrap();
    assert!(shortest + 32 < longest, "{key}: short pairs in the same batches ({shortest} tokens)");
    if std::env::var("RERANK_DEBUG").is_ok() {
        for (k, t) in toks.iter().enumerate() {
            eprintln!("pair {}: {:?} {:?}", ok[k], t.ids, t.types);
        }
    }
    for batch in [pairs.len(), 7, 1] {
        let ours = enc.score(&pairs, batch, &|_| {}).unwrap();
        let mut worst = 0f64;
        let mut bad = Vec::new();
        for (k, (&i, a)) in ok.iter().zip(&ours).enumerate() {
            let b = want[i].as_f64().unwrap();
            // Relative to the score, or to 0.01 for logits closer to zero than that.
            let rel = (*a as f64 - b).abs() / b.abs().max(1e-2);
            let known = KNOWN_SPLIT.contains(&(key, i));
            if known {
                assert!(rel > 1e-4, "{key}: pair {i} now matches: remove it from KNOWN_SPLIT");
                continue;
            }
            if rel > 1e-4 {
                bad.push(format!(
                    "pair {i} ({} tokens): {a} vs transformers {b} (relative {rel:e})",
                    toks[k].ids.len()
                ));
            }
            worst = worst.max(rel);
        }
        assert!(bad.is_empty(), "{key}, batch {batch}:\n{}", bad.join("\n"));
        eprintln!("{key}, batch {batch}: worst relative difference {worst:e}");
    }
}

#[test]
fn bert_cross_encoder_matches_transformers() {
    let max = reference()["max_tokens"].as_u64().map(|n| n as usize);
    check("bert", "bert/longest_first", Options { max_tokens: max, ..Options::default() });
    check(
        "bert",
        "bert/only_second",
        Options { max_tokens: max, truncation: Some("only_second".into()), ..Options::default() },
    );
}

#[test]
fn xlm_roberta_cross_encoder_matches_transformers() {
    let max = reference()["max_tokens"].as_u64().map(|n| n as usize);
    check("xlm-roberta", "xlm-roberta/longest_first", Options { max_tokens: max, ..Options::default() });
    check(
        "xlm-roberta",
        "xlm-roberta/only_second",
        Options { max_tokens: max, truncation: Some("only_second".into()), ..Options::default() },
    );
}

#[test]
fn qwen3_yes_no_reranker_matches_transformers() {
    let r = reference();
    let opts = Options {
        max_tokens: r["max_tokens_qwen3"].as_u64().map(|n| n as usize),
        truncation: None,
        instruction: r["instruction"].as_str().map(String::from),
    };
    check("qwen3", "qwen3/yes-no", opts);
}

#[test]
fn a_folder_that_is_no_reranker_is_an_error_naming_the_supported_ones() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = fixtures().join("qwen3");
    for f in ["tokenizer.json", "model.safetensors"] {
        std::fs::copy(dir.join(f), tmp.path().join(f)).unwrap();
    }
    // A Qwen3 *embedding* model (no causal-LM head) is not a yes/no reranker.
    std::fs::write(
        tmp.path().join("config.json"),
        r#"{"model_type": "qwen3", "architectures": ["Qwen3Model"]}"#,
    )
    .unwrap();
    let err = format!("{:#}", CrossEncoder::load(tmp.path(), &Options::default()).err().unwrap());
    assert!(err.contains("ForSequenceClassification") && err.contains("ForCausalLM"), "{err}");
    let bad = Options { truncation: Some("only_first".into()), ..Options::default() };
    let err = format!("{:#}", CrossEncoder::load(&fixtures().join("bert"), &bad).err().unwrap());
    assert!(err.contains("only_first") && err.contains("longest_first"), "{err}");
}

#[test]
fn the_registry_rows_are_documented_and_pointwise() {
    let rows = rerank::rerankers();
    let names: std::collections::BTreeSet<&str> = rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names.len(), rows.len(), "unique names");
    for want in ["ms-marco-minilm-l6-v2", "bge-reranker-base", "bge-reranker-v2-m3", "qwen3-reranker-0.6b"] {
        let r = rerank::lookup(want).unwrap();
        assert!(r.kind.in_process() && r.spec.hub.is_some(), "{want}");
        assert!(r.spec.source.contains(&format!("huggingface.co/{}", r.spec.hub.unwrap().repo)), "{want}");
    }
    let kinds: std::collections::BTreeSet<&str> = rows.iter().map(|r| r.kind.name()).collect();
    assert_eq!(kinds.len(), 5, "every kind has a row: {kinds:?}");
    for r in &rows {
        assert!(!r.listwise, "{}: built-in rows are pointwise", r.name);
        assert!(r.spec.source.len() > 20, "{}: a source", r.name);
        if !r.kind.in_process() {
            assert!(r.spec.params["base_url"].as_str().is_some_and(|u| u.starts_with("http")), "{}", r.name);
        }
        if r.kind == RerankKind::YesNo || r.kind == RerankKind::LlmJudge {
            assert!(r.spec.params["instruction"].as_str().is_some(), "{}: its instruction", r.name);
        }
    }
    let table = rerank::markdown_table(&rows);
    for r in &rows {
        assert!(table.contains(&format!("| `{}` |", r.name)), "{}", r.name);
    }
    assert!(table.contains("vllm serve BAAI/bge-reranker-v2-m3"));
}
