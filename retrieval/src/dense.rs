//! In-process dense encoders on CPU: any sentence-transformers folder whose transformer is
//! BERT-shaped (`model_type` `bert`, e.g. all-MiniLM-L6-v2) or MPNet (all-mpnet-base-v2), with
//! the folder's own pooling (mean, CLS or max), truncation length and normalisation — the same
//! invocation as `SentenceTransformer(folder).encode(texts)`. The forward pass is [`Encoder`].
//!
//! Speed: texts are tokenised once, sorted by token length and batched; a batch is packed (its
//! sequences' tokens back to back, no padding), batches run in parallel; results are returned in
//! input order.

use crate::encoder::Encoder;
use crate::models::Arch;
use anyhow::{bail, Context, Result};
use gemm::Parallelism;
use rayon::prelude::*;
use serde_json::Value;
use std::path::Path;
use tokenizers::{PaddingParams, Tokenizer, TruncationDirection, TruncationParams, TruncationStrategy};

/// Default texts per forward pass. Batches are packed (no padding) and run in parallel, one per
/// core, each single-threaded; measured with `bench embed` (README).
pub const DEFAULT_BATCH: usize = 8;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pooling {
    Mean,
    Cls,
    Max,
}

impl Pooling {
    pub fn name(self) -> &'static str {
        match self {
            Pooling::Mean => "mean",
            Pooling::Cls => "cls",
            Pooling::Max => "max",
        }
    }
}

pub struct DenseEncoder {
    tokenizer: Tokenizer,
    model: Encoder,
    pub arch: Arch,
    pub max_tokens: usize,
    pub pooling: Pooling,
    pub normalize: bool,
    pub dim: usize,
}

fn read_json(p: &Path) -> Result<Option<Value>> {
    if !p.exists() {
        return Ok(None);
    }
    let t = std::fs::read_to_string(p).with_context(|| format!("cannot read {}", p.display()))?;
    Ok(Some(serde_json::from_str(&t).with_context(|| format!("{} is not valid JSON", p.display()))?))
}

impl DenseEncoder {
    /// Load a sentence-transformers folder. `max_tokens` overrides `sentence_bert_config.json`.
    pub fn load(dir: &Path, max_tokens: Option<usize>) -> Result<Self> {
        let config = read_json(&dir.join("config.json"))?.with_context(|| {
            format!("{} has no config.json (not a sentence-transformers folder)", dir.display())
        })?;
        let arch = match config["model_type"].as_str() {
            Some("bert") => Arch::Bert,
            Some("mpnet") => Arch::Mpnet,
            other => bail!(
                "{}: model_type {other:?} is not supported (supported: bert, mpnet)",
                dir.join("config.json").display()
            ),
        };
        let st = read_json(&dir.join("sentence_bert_config.json"))?;
        let max_pos = config["max_position_embeddings"].as_u64().unwrap_or(512) as usize;
        let max_tokens = max_tokens
            .or_else(|| st.as_ref().and_then(|s| s["max_seq_length"].as_u64()).map(|n| n as usize))
            .unwrap_or(512)
            .min(if arch == Arch::Mpnet { max_pos - 2 } else { max_pos });
        let pooling = match read_json(&dir.join("1_Pooling/config.json"))? {
            Some(p) if p["pooling_mode_cls_token"] == true => Pooling::Cls,
            Some(p) if p["pooling_mode_max_tokens"] == true => Pooling::Max,
            _ => Pooling::Mean,
        };
        let normalize = match read_json(&dir.join("modules.json"))? {
            Some(m) => m
                .as_array()
                .map(|a| a.iter().any(|x| x["type"].as_str().unwrap_or("").ends_with("Normalize")))
                .unwrap_or(false),
            None => true,
        };
        let mut tokenizer = Tokenizer::from_file(dir.join("tokenizer.json"))
            .map_err(|e| anyhow::anyhow!("{}: {e}", dir.join("tokenizer.json").display()))?;
        tokenizer
            .with_truncation(Some(TruncationParams {
                max_length: max_tokens,
                strategy: TruncationStrategy::LongestFirst,
                stride: 0,
                direction: TruncationDirection::Right,
            }))
            .map_err(|e| anyhow::anyhow!("tokenizer truncation: {e}"))?;
        tokenizer.with_padding(None::<PaddingParams>);
        let weights = dir.join("model.safetensors");
        let model = Encoder::load(&weights, &config, arch == Arch::Mpnet)
            .with_context(|| format!("loading {}", weights.display()))?;
        let dim = model.hidden;
        Ok(Self { tokenizer, model, arch, max_tokens, pooling, normalize, dim })
    }

    /// Token ids of each text (with special tokens, truncated).
    pub fn tokenize(&self, texts: &[String]) -> Result<Vec<Vec<u32>>> {
        let enc = self
            .tokenizer
            .encode_batch(texts.to_vec(), true)
            .map_err(|e| anyhow::anyhow!("tokenizing: {e}"))?;
        Ok(enc.into_iter().map(|e| e.get_ids().to_vec()).collect())
    }

    /// Embed `texts` (in input order); `progress` is called with the number of texts done.
    pub fn embed(
        &self,
        texts: &[String],
        batch_size: usize,
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<Vec<Vec<f32>>> {
        let ids = self.tokenize(texts)?;
        let mut order: Vec<usize> = (0..texts.len()).collect();
        // Longest first (the first batch fails fast on memory), ties by index: deterministic.
        order.sort_by(|&a, &b| ids[b].len().cmp(&ids[a].len()).then(a.cmp(&b)));
        // Batches run in parallel (rayon), each single-threaded: no synchronisation inside a
        // forward pass. With fewer batches than threads, the matrix products use every thread.
        let chunks: Vec<&[usize]> = order.chunks(batch_size.max(1)).collect();
        let threads = rayon::current_num_threads();
        let par = if chunks.len() >= threads { Parallelism::None } else { Parallelism::Rayon(threads) };
        let done: Vec<Result<Vec<Vec<f32>>>> = chunks
            .par_iter()
            .map(|chunk| {
                let batch: Vec<&[u32]> = chunk.iter().map(|&i| ids[i].as_slice()).collect();
                let r = self.embed_batch(&batch, par);
                progress(chunk.len());
                r
            })
            .collect();
        let mut out = vec![Vec::new(); texts.len()];
        for (chunk, vecs) in chunks.iter().zip(done) {
            for (&i, v) in chunk.iter().zip(vecs?) {
                out[i] = v;
            }
        }
        Ok(out)
    }

    /// One packed forward pass, then pooling and normalisation per sequence.
    fn embed_batch(&self, batch: &[&[u32]], par: Parallelism) -> Result<Vec<Vec<f32>>> {
        if batch.iter().any(|b| b.is_empty()) {
            bail!("the tokenizer produced an empty sequence (its post-processor adds no special tokens)");
        }
        let hidden = self.model.forward(batch, par)?;
        let h = self.dim;
        let mut off = 0;
        let mut out = Vec::with_capacity(batch.len());
        for b in batch {
            let rows = &hidden[off * h..(off + b.len()) * h];
            off += b.len();
            let mut v = match self.pooling {
                Pooling::Mean => {
                    let mut sum = vec![0f32; h];
                    for r in rows.chunks_exact(h) {
                        for (s, x) in sum.iter_mut().zip(r) {
                            *s += x;
                        }
                    }
                    let n = b.len() as f32;
                    sum.iter_mut().for_each(|s| *s /= n);
                    sum
                }
                Pooling::Cls => rows[..h].to_vec(),
                Pooling::Max => {
                    let mut m = rows[..h].to_vec();
                    for r in rows.chunks_exact(h).skip(1) {
                        for (s, x) in m.iter_mut().zip(r) {
                            *s = s.max(*x);
                        }
                    }
                    m
                }
            };
            if self.normalize {
                let norm = v.iter().map(|x| x * x).sum::<f32>().sqrt().max(1e-12);
                v.iter_mut().for_each(|x| *x /= norm);
            }
            out.push(v);
        }
        Ok(out)
    }
}
