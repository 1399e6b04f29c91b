//! `cargo run --release --example embed -- <model folder or known model> <texts.json> <out.json> [batch]`:
//! embed a JSON list of strings with an in-process encoder (after a warm-up on 8 texts) and print
//! the throughput; the vectors go to `out.json` (to compare against sentence-transformers).
fn main() -> anyhow::Result<()> {
    let a: Vec<String> = std::env::args().collect();
    if a.len() < 4 {
        anyhow::bail!("usage: embed <model folder or known model> <texts.json> <out.json> [batch]");
    }
    let dir = match execretrieval_retrieval::models::known(&a[1]) {
        Some(m) => execretrieval_retrieval::models::ensure_model(m, &|m| eprintln!("{m}"))?,
        None => std::path::PathBuf::from(&a[1]),
    };
    let enc = execretrieval_retrieval::dense::DenseEncoder::load(&dir, &Default::default())?;
    let texts: Vec<String> = serde_json::from_str(&std::fs::read_to_string(&a[2])?)?;
    let bs: usize =
        a.get(4).and_then(|s| s.parse().ok()).unwrap_or(execretrieval_retrieval::dense::DEFAULT_BATCH);
    enc.embed(&texts[..texts.len().min(8)], bs, &|_| {})?;
    let tokens: usize = enc.tokenize(&texts)?.iter().map(|t| t.len()).sum();
    let t = std::time::Instant::now();
    let v = enc.embed(&texts, bs, &|_| {})?;
    let s = t.elapsed().as_secs_f64();
    eprintln!(
        "{} texts ({tokens} tokens), batch {bs}: {s:.2} s = {:.1} texts/s",
        texts.len(),
        texts.len() as f64 / s
    );
    std::fs::write(&a[3], serde_json::to_string(&v)?)?;
    Ok(())
}
