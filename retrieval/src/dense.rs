//! In-process dense encoders on CPU (candle): any sentence-transformers folder whose transformer
//! is BERT-shaped (`model_type` `bert`, e.g. all-MiniLM-L6-v2) or MPNet (all-mpnet-base-v2),
//! with the folder's own pooling (mean, CLS or max), truncation length and normalisation —
//! the same invocation as `SentenceTransformer(folder).encode(texts)`.
//!
//! Speed: texts are tokenised once, sorted by token length and batched, so a batch is padded only
//! to its own longest member; results are returned in input order.

use crate::models::Arch;
use anyhow::{bail, Context, Result};
use candle_core::{DType, Device, Tensor};
use candle_nn::VarBuilder;
use candle_transformers::models::bert::{BertModel, Config as BertConfig};
use rayon::prelude::*;
use serde_json::Value;
use std::path::Path;
use tokenizers::{PaddingParams, Tokenizer, TruncationDirection, TruncationParams, TruncationStrategy};

/// Default texts per forward pass: batches run in parallel, and small ones balance the cores
/// and pad little (measured with `bench embed`: 8 beat 16, 32 and 64 for MiniLM).
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

enum Model {
    Bert(BertModel),
    Mpnet(crate::mpnet::MpnetModel),
}

pub struct DenseEncoder {
    tokenizer: Tokenizer,
    model: Model,
    pub arch: Arch,
    pub max_tokens: usize,
    pub pooling: Pooling,
    pub normalize: bool,
    pub dim: usize,
    /// `pad_token_id` of the model's config.json.
    pad: u32,
    device: Device,
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
        let config = read_json(&dir.join("config.json"))?.with_context(|| format!("{} has no config.json (not a sentence-transformers folder)", dir.display()))?;
        let arch = match config["model_type"].as_str() {
            Some("bert") => Arch::Bert,
            Some("mpnet") => Arch::Mpnet,
            other => bail!("{}: model_type {other:?} is not supported (supported: bert, mpnet)", dir.join("config.json").display()),
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
            Some(m) => m.as_array().map(|a| a.iter().any(|x| x["type"].as_str().unwrap_or("").ends_with("Normalize"))).unwrap_or(false),
            None => true,
        };
        let mut tokenizer = Tokenizer::from_file(dir.join("tokenizer.json")).map_err(|e| anyhow::anyhow!("{}: {e}", dir.join("tokenizer.json").display()))?;
        tokenizer
            .with_truncation(Some(TruncationParams { max_length: max_tokens, strategy: TruncationStrategy::LongestFirst, stride: 0, direction: TruncationDirection::Right }))
            .map_err(|e| anyhow::anyhow!("tokenizer truncation: {e}"))?;
        tokenizer.with_padding(None::<PaddingParams>);
        let device = Device::Cpu;
        let weights = dir.join("model.safetensors");
        // SAFETY: the file is memory-mapped read-only and not modified while the encoder lives
        // (the model cache only ever renames complete folders into place).
        let vb = unsafe { VarBuilder::from_mmaped_safetensors(&[&weights], DType::F32, &device) }.with_context(|| format!("cannot load {}", weights.display()))?;
        let dim = config["hidden_size"].as_u64().context("config.json has no hidden_size")? as usize;
        let model = match arch {
            Arch::Bert => {
                let c: BertConfig = serde_json::from_value(config.clone()).context("config.json is not a BERT configuration")?;
                Model::Bert(BertModel::load(vb, &c).context("loading the BERT weights")?)
            }
            Arch::Mpnet => {
                let c: crate::mpnet::Config = serde_json::from_value(config.clone()).context("config.json is not an MPNet configuration")?;
                Model::Mpnet(crate::mpnet::MpnetModel::load(vb, &c).context("loading the MPNet weights")?)
            }
        };
        let pad = config["pad_token_id"].as_u64().unwrap_or(0) as u32;
        Ok(Self { tokenizer, model, arch, max_tokens, pooling, normalize, dim, pad, device })
    }

    /// Token ids of each text (with special tokens, truncated).
    pub fn tokenize(&self, texts: &[String]) -> Result<Vec<Vec<u32>>> {
        let enc = self.tokenizer.encode_batch(texts.to_vec(), true).map_err(|e| anyhow::anyhow!("tokenizing: {e}"))?;
        Ok(enc.into_iter().map(|e| e.get_ids().to_vec()).collect())
    }

    /// Embed `texts` (in input order); `progress` is called with the number of texts done.
    pub fn embed(&self, texts: &[String], batch_size: usize, progress: &(dyn Fn(usize) + Sync)) -> Result<Vec<Vec<f32>>> {
        let ids = self.tokenize(texts)?;
        let mut order: Vec<usize> = (0..texts.len()).collect();
        // Longest first (the first batch fails fast on memory), ties by index: deterministic.
        order.sort_by(|&a, &b| ids[b].len().cmp(&ids[a].len()).then(a.cmp(&b)));
        // Batches run in parallel (rayon): element-wise kernels are single-threaded in candle,
        // so one batch per core keeps every core busy between the (multi-threaded) matmuls.
        let chunks: Vec<&[usize]> = order.chunks(batch_size.max(1)).collect();
        let done: Vec<Result<Vec<Vec<f32>>>> = chunks
            .par_iter()
            .map(|chunk| {
                let batch: Vec<&[u32]> = chunk.iter().map(|&i| ids[i].as_slice()).collect();
                let r = self.embed_batch(&batch);
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

    fn embed_batch(&self, batch: &[&[u32]]) -> Result<Vec<Vec<f32>>> {
        let len = batch.iter().map(|b| b.len()).max().unwrap_or(0).max(1);
        let pad = self.pad;
        let mut flat = Vec::with_capacity(batch.len() * len);
        let mut mask = Vec::with_capacity(batch.len() * len);
        for b in batch {
            flat.extend_from_slice(b);
            flat.extend(std::iter::repeat_n(pad, len - b.len()));
            mask.extend(std::iter::repeat_n(1u32, b.len()));
            mask.extend(std::iter::repeat_n(0u32, len - b.len()));
        }
        let shape = (batch.len(), len);
        let ids = Tensor::from_vec(flat, shape, &self.device)?;
        let mask_t = Tensor::from_vec(mask, shape, &self.device)?;
        let hidden = match &self.model {
            Model::Bert(m) => m.forward(&ids, &ids.zeros_like()?, Some(&mask_t))?,
            Model::Mpnet(m) => m.forward(&ids, &mask_t)?,
        };
        let maskf = mask_t.to_dtype(DType::F32)?.unsqueeze(2)?; // b, l, 1
        let pooled = match self.pooling {
            Pooling::Mean => {
                let sum = hidden.broadcast_mul(&maskf)?.sum(1)?;
                let n = maskf.sum(1)?.clamp(1e-9, f64::MAX)?;
                sum.broadcast_div(&n)?
            }
            Pooling::Cls => hidden.narrow(1, 0, 1)?.squeeze(1)?,
            Pooling::Max => {
                let neg = ((maskf.clone() - 1.0)? * 1e9)?;
                hidden.broadcast_add(&neg)?.max(1)?
            }
        };
        let pooled = if self.normalize {
            let norm = pooled.sqr()?.sum_keepdim(1)?.sqrt()?.clamp(1e-12, f64::MAX)?;
            pooled.broadcast_div(&norm)?
        } else {
            pooled
        };
        Ok(pooled.to_vec2::<f32>()?)
    }
}
