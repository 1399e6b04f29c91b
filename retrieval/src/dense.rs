//! In-process dense encoders on CPU: any sentence-transformers folder whose transformer is
//! BERT-shaped (`model_type` `bert`, e.g. all-MiniLM-L6-v2, bge, e5, gte), MPNet
//! (all-mpnet-base-v2), XLM-RoBERTa (`xlm-roberta`: bge-m3, multilingual-e5) or Qwen3 (`qwen3`:
//! Qwen3-Embedding), with the folder's own pooling (mean, CLS, max or last token), truncation
//! length and normalisation — the same invocation as `SentenceTransformer(folder).encode(texts)`
//! — unless the configuration fixes them ([`Options`]). The forward passes are [`Encoder`] and
//! [`Decoder`]. A decoder's sequences end with the end-of-text token, as Qwen3-Embedding's model
//! card appends it (its tokenizer's post-processor does; added here when a tokenizer does not).
//!
//! Speed: texts are tokenised once, sorted by token length and batched; a batch is packed (its
//! sequences' tokens back to back, no padding), batches run in parallel; results are returned in
//! input order.

use crate::decoder::Decoder;
use crate::encoder::Encoder;
use crate::models::Arch;
use anyhow::{bail, Context, Result};
use execretrieval_io::read_json_if_exists;
use gemm::Parallelism;
use rayon::prelude::*;
use serde_json::Value;
use std::path::Path;
use tokenizers::{PaddingParams, Tokenizer, TruncationDirection, TruncationParams, TruncationStrategy};

/// Default texts per forward pass. Batches are packed (no padding) and run in parallel, one per
/// core, each single-threaded; measured with `bench embed` (README).
pub const DEFAULT_BATCH: usize = 8;

/// How token vectors become one text vector.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pooling {
    Mean,
    Cls,
    Max,
    /// The last token's vector (decoders; the end-of-text token).
    LastToken,
}

impl Pooling {
    pub fn name(self) -> &'static str {
        match self {
            Pooling::Mean => "mean",
            Pooling::Cls => "cls",
            Pooling::Max => "max",
            Pooling::LastToken => "last-token",
        }
    }
}

/// What a configuration fixes; `None` = the model folder's own setting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub max_tokens: Option<usize>,
    pub pooling: Option<Pooling>,
    pub normalize: Option<bool>,
}

enum Model {
    Encoder(Encoder),
    Decoder { model: Decoder, eos: u32 },
}

pub struct DenseEncoder {
    tokenizer: Tokenizer,
    model: Model,
    pub arch: Arch,
    pub max_tokens: usize,
    pub pooling: Pooling,
    pub normalize: bool,
    pub dim: usize,
}

/// Run `f` over batches of item indices, in parallel, and return its results in item order: items
/// (of token lengths `lens`) sorted longest first (the first batch fails fast on memory; ties by
/// index: deterministic), `batch_size` per batch. Batches run in parallel (rayon), each
/// single-threaded: no synchronisation inside a forward pass; with fewer batches than threads,
/// the matrix products use every thread. `progress` is called with the items of each finished
/// batch; `f` returns one result per index of its batch.
pub(crate) fn run_batches<T: Send + Clone + Default>(
    lens: &[usize],
    batch_size: usize,
    progress: &(dyn Fn(usize) + Sync),
    f: impl Fn(&[usize], Parallelism) -> Result<Vec<T>> + Sync,
) -> Result<Vec<T>> {
    let mut order: Vec<usize> = (0..lens.len()).collect();
    order.sort_by(|&a, &b| lens[b].cmp(&lens[a]).then(a.cmp(&b)));
    let chunks: Vec<&[usize]> = order.chunks(batch_size.max(1)).collect();
    let threads = rayon::current_num_threads();
    let par = if chunks.len() >= threads { Parallelism::None } else { Parallelism::Rayon(threads) };
    let done: Vec<Result<Vec<T>>> = chunks
        .par_iter()
        .map(|chunk| {
            let r = f(chunk, par);
            progress(chunk.len());
            r
        })
        .collect();
    let mut out = vec![T::default(); lens.len()];
    for (chunk, results) in chunks.iter().zip(done) {
        for (&i, v) in chunk.iter().zip(results?) {
            out[i] = v;
        }
    }
    Ok(out)
}

impl DenseEncoder {
    /// Load a sentence-transformers folder; `opts` override its settings.
    pub fn load(dir: &Path, opts: &Options) -> Result<Self> {
        let config = read_json_if_exists::<Value>(&dir.join("config.json"))?.with_context(|| {
            format!("{} has no config.json (not a sentence-transformers folder)", dir.display())
        })?;
        let arch = match config["model_type"].as_str().and_then(Arch::from_model_type) {
            Some(a) => a,
            None => bail!(
                "{}: model_type {:?} is not supported (supported: bert, mpnet, xlm-roberta, qwen3)",
                dir.join("config.json").display(),
                config["model_type"]
            ),
        };
        let st = read_json_if_exists::<Value>(&dir.join("sentence_bert_config.json"))?;
        let max_pos = config["max_position_embeddings"].as_u64().unwrap_or(512) as usize;
        let pad = config["pad_token_id"].as_u64().unwrap_or(1) as usize;
        let max_tokens = opts
            .max_tokens
            .or_else(|| st.as_ref().and_then(|s| s["max_seq_length"].as_u64()).map(|n| n as usize))
            .unwrap_or(512)
            .min(match arch {
                Arch::Mpnet | Arch::XlmRoberta => max_pos.saturating_sub(pad + 1),
                Arch::Bert | Arch::Qwen3 => max_pos,
            });
        let pooling = match opts.pooling {
            Some(p) => p,
            None => match read_json_if_exists::<Value>(&dir.join("1_Pooling/config.json"))? {
                Some(p) if p["pooling_mode_cls_token"] == true => Pooling::Cls,
                Some(p) if p["pooling_mode_max_tokens"] == true => Pooling::Max,
                Some(p) if p["pooling_mode_lasttoken"] == true => Pooling::LastToken,
                _ if arch == Arch::Qwen3 => Pooling::LastToken,
                _ => Pooling::Mean,
            },
        };
        let normalize = match opts.normalize {
            Some(n) => n,
            None => match read_json_if_exists::<Value>(&dir.join("modules.json"))? {
                Some(m) => m
                    .as_array()
                    .map(|a| a.iter().any(|x| x["type"].as_str().unwrap_or("").ends_with("Normalize")))
                    .unwrap_or(false),
                None => true,
            },
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
        let model = if arch == Arch::Qwen3 {
            let eos = tokenizer
                .token_to_id("<|endoftext|>")
                .or_else(|| config["eos_token_id"].as_u64().map(|n| n as u32))
                .with_context(|| format!("{}: no <|endoftext|> token and no eos_token_id", dir.display()))?;
            Model::Decoder {
                model: Decoder::load(&weights, &config)
                    .with_context(|| format!("loading {}", weights.display()))?,
                eos,
            }
        } else {
            Model::Encoder(
                Encoder::load(&weights, &config, arch)
                    .with_context(|| format!("loading {}", weights.display()))?,
            )
        };
        let dim = match &model {
            Model::Encoder(m) => m.hidden,
            Model::Decoder { model, .. } => model.hidden,
        };
        Ok(Self { tokenizer, model, arch, max_tokens, pooling, normalize, dim })
    }

    /// Token ids of each text (with special tokens, truncated).
    pub fn tokenize(&self, texts: &[String]) -> Result<Vec<Vec<u32>>> {
        let enc = self
            .tokenizer
            .encode_batch(texts.to_vec(), true)
            .map_err(|e| anyhow::anyhow!("tokenizing: {e}"))?;
        let mut ids: Vec<Vec<u32>> = enc.into_iter().map(|e| e.get_ids().to_vec()).collect();
        if let Model::Decoder { eos, .. } = self.model {
            // The model card's input: the (truncated) text then <|endoftext|>.
            for t in ids.iter_mut().filter(|t| t.last() != Some(&eos)) {
                t.truncate(self.max_tokens.saturating_sub(1));
                t.push(eos);
            }
        }
        Ok(ids)
    }

    /// Embed `texts` (in input order); `progress` is called with the number of texts done.
    pub fn embed(
        &self,
        texts: &[String],
        batch_size: usize,
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<Vec<Vec<f32>>> {
        let ids = self.tokenize(texts)?;
        let lens: Vec<usize> = ids.iter().map(Vec::len).collect();
        run_batches(&lens, batch_size, progress, |chunk, par| {
            let batch: Vec<&[u32]> = chunk.iter().map(|&i| ids[i].as_slice()).collect();
            self.embed_batch(&batch, par)
        })
    }

    /// One packed forward pass, then pooling and normalisation per sequence.
    fn embed_batch(&self, batch: &[&[u32]], par: Parallelism) -> Result<Vec<Vec<f32>>> {
        if batch.iter().any(|b| b.is_empty()) {
            bail!("the tokenizer produced an empty sequence (its post-processor adds no special tokens)");
        }
        let hidden = match &self.model {
            Model::Encoder(m) => m.forward(batch, par)?,
            Model::Decoder { model, .. } => model.forward(batch, par)?,
        };
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
                Pooling::LastToken => rows[rows.len() - h..].to_vec(),
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
