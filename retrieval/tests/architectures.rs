//! The XLM-RoBERTa and Qwen3 forward passes against Hugging Face transformers on small
//! randomly-initialised models (`fixtures/hf_reference`, made once by `make_models.py`; the
//! vectors were computed by transformers one text at a time): cosine >= 0.9999 per text, for
//! texts longer than the 64-token limit (truncated) and for batches mixing lengths (one batch of
//! every text, batches of 7, one text per batch).

use execretrieval_retrieval::dense::{DenseEncoder, Options};
use execretrieval_retrieval::Pooling;
use ndarray::Array2;
use ndarray_npy::ReadNpyExt;
use std::path::{Path, PathBuf};

const MAX_TOKENS: usize = 64;

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn texts() -> Vec<String> {
    serde_json::from_str(&std::fs::read_to_string(fixtures().join("st_reference/texts.json")).unwrap())
        .unwrap()
}

fn cosine(a: &[f32], b: &[f32]) -> f32 {
    let dot: f32 = a.iter().zip(b).map(|(x, y)| x * y).sum();
    let na: f32 = a.iter().map(|x| x * x).sum::<f32>().sqrt();
    let nb: f32 = b.iter().map(|x| x * x).sum::<f32>().sqrt();
    dot / (na * nb).max(1e-12)
}

/// Embed the texts from `dir` with `pooling` and compare with `reference` row by row.
fn check(dir: &Path, pooling: Pooling, reference: &str) -> DenseEncoder {
    let opts = Options { max_tokens: Some(MAX_TOKENS), pooling: Some(pooling), normalize: Some(true) };
    let enc = DenseEncoder::load(dir, &opts).unwrap();
    let texts = texts();
    let want = Array2::<f32>::read_npy(
        std::fs::File::open(fixtures().join("hf_reference").join(reference)).unwrap(),
    )
    .unwrap();
    assert_eq!(want.nrows(), texts.len());
    let ids = enc.tokenize(&texts).unwrap();
    let longest = ids.iter().map(Vec::len).max().unwrap();
    assert_eq!(longest, MAX_TOKENS, "the long texts are truncated to the limit");
    assert!(ids.iter().any(|t| t.len() < MAX_TOKENS / 2), "short texts are in the same batches");
    for batch in [texts.len(), 7, 1] {
        let ours = enc.embed(&texts, batch, &|_| {}).unwrap();
        let mut worst = 1f32;
        for (i, (a, b)) in ours.iter().zip(want.outer_iter()).enumerate() {
            let c = cosine(a, b.as_slice().unwrap());
            assert!(
                c >= 0.9999,
                "{reference}: text {i} ({} tokens, batch {batch}) has cosine {c} with transformers",
                ids[i].len()
            );
            worst = worst.min(c);
        }
        eprintln!("{reference}, batch {batch}: worst cosine {worst}");
    }
    enc
}

#[test]
fn xlm_roberta_matches_transformers() {
    let dir = fixtures().join("hf_reference/xlm-roberta");
    check(&dir, Pooling::Mean, "xlm-roberta/mean.npy");
    check(&dir, Pooling::Cls, "xlm-roberta/cls.npy");
}

#[test]
fn qwen3_matches_transformers() {
    let dir = fixtures().join("hf_reference/qwen3");
    let enc = check(&dir, Pooling::LastToken, "qwen3/last.npy");
    let ids = enc.tokenize(&texts()).unwrap();
    let eos = ids[0].last().copied().unwrap();
    assert!(ids.iter().all(|t| t.last() == Some(&eos)), "every sequence ends with <|endoftext|>");

    // A tokenizer without the post-processor that appends <|endoftext|> (older Qwen3-Embedding
    // revisions): the encoder appends it after truncating to one token less, as the model card
    // does, so the vectors are the same.
    let tmp = tempfile::tempdir().unwrap();
    for f in ["config.json", "model.safetensors"] {
        std::fs::copy(dir.join(f), tmp.path().join(f)).unwrap();
    }
    let mut tok: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("tokenizer.json")).unwrap()).unwrap();
    assert!(!tok["post_processor"].is_null());
    tok["post_processor"] = serde_json::Value::Null;
    std::fs::write(tmp.path().join("tokenizer.json"), tok.to_string()).unwrap();
    let plain = check(tmp.path(), Pooling::LastToken, "qwen3/last.npy");
    assert_eq!(plain.tokenize(&texts()).unwrap(), ids);
}

#[test]
fn a_folder_of_an_unsupported_architecture_is_an_error_naming_the_supported_ones() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = fixtures().join("hf_reference/qwen3");
    for f in ["tokenizer.json", "model.safetensors"] {
        std::fs::copy(dir.join(f), tmp.path().join(f)).unwrap();
    }
    std::fs::write(tmp.path().join("config.json"), r#"{"model_type": "llama"}"#).unwrap();
    let err = format!("{:#}", DenseEncoder::load(tmp.path(), &Options::default()).err().unwrap());
    assert!(err.contains("\"llama\"") && err.contains("xlm-roberta, qwen3"), "{err}");
}
