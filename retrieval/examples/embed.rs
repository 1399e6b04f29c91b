//! `cargo run --release --example embed -- <model-dir> <texts.json> <out.json>`: embed a JSON list
//! of strings with an in-process encoder (used to compare against sentence-transformers).
fn main() -> anyhow::Result<()> {
    let a: Vec<String> = std::env::args().collect();
    let enc = execretrieval_retrieval::dense::DenseEncoder::load(std::path::Path::new(&a[1]), None)?;
    let texts: Vec<String> = serde_json::from_str(&std::fs::read_to_string(&a[2])?)?;
    let bs: usize = a.get(4).and_then(|s| s.parse().ok()).unwrap_or(32);
    let t = std::time::Instant::now();
    let v = enc.embed(&texts, bs, &|_| {})?;
    let s = t.elapsed().as_secs_f64();
    eprintln!("{} texts in {:.2}s = {:.1}/s", texts.len(), s, texts.len() as f64 / s);
    std::fs::write(&a[3], serde_json::to_string(&v)?)?;
    Ok(())
}
