//! In-process rerankers on the encoder and decoder forward passes of [`crate::encoder`] and
//! [`crate::decoder`]:
//!
//! - **Cross-encoders** with a sequence-classification head, as Hugging Face transformers and
//!   sentence-transformers' `CrossEncoder.predict` compute them: the pair tokenised as one input
//!   (`tokenizer(queries, docs, truncation=STRATEGY, max_length=N)`: BERT `[CLS] q [SEP] d [SEP]`
//!   with token types 0 / 1, XLM-RoBERTa `<s> q </s></s> d </s>`), then
//!   `BertForSequenceClassification` (pooler = dense + tanh on `[CLS]`, then the classifier) or
//!   `XLMRobertaForSequenceClassification` (`RobertaClassificationHead`: dense + tanh on `<s>`,
//!   then `out_proj`). The score is the single logit (`num_labels` 1; a sigmoid would not change
//!   the order). Truncation is `longest_first` (what `truncation=True` means) unless the
//!   configuration says `only_second`.
//! - **Yes/no decoders** (Qwen3-Reranker): the model card's reference code — the prefix (system
//!   prompt, user turn), `<Instruct>: {instruction}\n<Query>: {query}\n<Document>: {doc}`
//!   tokenised and truncated to `max_length − len(prefix) − len(suffix)`, the suffix (assistant
//!   turn with an empty think block); the score is softmax([logit("no"), logit("yes")])[1] at the
//!   last position, the two logits from the output projection's rows of those tokens.
//!
//! Pairs are tokenised once, sorted by length and batched like the embedders' texts
//! ([`crate::dense`]): packed batches in parallel, scores in input order.

use crate::decoder::Decoder;
use crate::dense::run_batches;
use crate::encoder::{kernels, matmul_acc, Encoder, Linear, Weights};
use crate::models::Arch;
use anyhow::{anyhow, bail, Context, Result};
use execretrieval_io::read_json_if_exists;
use gemm::Parallelism;
use serde_json::Value;
use std::path::Path;
use tokenizers::{EncodeInput, Tokenizer, TruncationDirection, TruncationParams, TruncationStrategy};

/// Qwen3-Reranker's system prompt and user turn opening (model card).
pub const YES_NO_PREFIX: &str = "<|im_start|>system\nJudge whether the Document meets the requirements based on the Query and the Instruct provided. Note that the answer can only be \"yes\" or \"no\".<|im_end|>\n<|im_start|>user\n";
/// Qwen3-Reranker's assistant turn opening (model card).
pub const YES_NO_SUFFIX: &str = "<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n";
/// The model card's default instruction.
pub const DEFAULT_INSTRUCTION: &str =
    "Given a web search query, retrieve relevant passages that answer the query";

/// What a configuration fixes; `None` = the model folder's own setting.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Tokens per pair, special tokens (and a decoder's prompt) included.
    pub max_tokens: Option<usize>,
    /// `longest_first` (default) or `only_second` (cross-encoders).
    pub truncation: Option<String>,
    /// The decoder's instruction (default: the model card's).
    pub instruction: Option<String>,
}

/// A sequence-classification head on the first token's final state.
struct Head {
    /// BERT's pooler / RoBERTa's `classifier.dense`, followed by tanh.
    dense: Linear,
    /// BERT's `classifier` / RoBERTa's `classifier.out_proj` (one output).
    out: Linear,
}

enum Model {
    Cross {
        encoder: Encoder,
        head: Head,
    },
    YesNo {
        decoder: Decoder,
        yes: Vec<f32>,
        no: Vec<f32>,
        prefix: Vec<u32>,
        suffix: Vec<u32>,
        instruction: String,
    },
}

pub struct CrossEncoder {
    tokenizer: Tokenizer,
    model: Model,
    pub arch: Arch,
    pub max_tokens: usize,
}

/// One tokenised pair: ids and token types.
pub struct Pair {
    pub ids: Vec<u32>,
    pub types: Vec<u32>,
}

impl CrossEncoder {
    /// Load a model folder (`config.json`, `tokenizer.json`, `model.safetensors`) whose
    /// `architectures` is a sequence-classification BERT / XLM-RoBERTa or a Qwen3 causal LM.
    pub fn load(dir: &Path, opts: &Options) -> Result<Self> {
        let config = read_json_if_exists::<Value>(&dir.join("config.json"))?
            .with_context(|| format!("{} has no config.json (not a model folder)", dir.display()))?;
        let archs: Vec<&str> =
            config["architectures"].as_array().into_iter().flatten().filter_map(Value::as_str).collect();
        let arch = config["model_type"].as_str().and_then(Arch::from_model_type);
        let weights = dir.join("model.safetensors");
        let mut tokenizer = Tokenizer::from_file(dir.join("tokenizer.json"))
            .map_err(|e| anyhow!("{}: {e}", dir.join("tokenizer.json").display()))?;
        tokenizer.with_padding(None);
        tokenizer.with_truncation(None).map_err(|e| anyhow!("tokenizer truncation: {e}"))?;
        // The tokenizer's own limit (`model_max_length`), as transformers reads it.
        let tok_max = read_json_if_exists::<Value>(&dir.join("tokenizer_config.json"))?
            .and_then(|t| t["model_max_length"].as_u64())
            .filter(|&n| n < 1 << 30)
            .map(|n| n as usize);
        let loading = || format!("loading {}", weights.display());
        match arch {
            Some(a @ (Arch::Bert | Arch::XlmRoberta)) => {
                let labels = config["id2label"].as_object().map(|m| m.len()).unwrap_or(1);
                if labels != 1 {
                    bail!("{}: a cross-encoder with {labels} labels; only single-logit (num_labels 1) rerankers are supported", dir.display());
                }
                let encoder = Encoder::load(&weights, &config, a).with_context(loading)?;
                let h = encoder.hidden;
                let w = Weights { st: Weights::open(&weights)?, prefix: String::new() };
                let head = if a == Arch::Bert {
                    Head { dense: w.linear("bert.pooler.dense", h, h)?, out: w.linear("classifier", h, 1)? }
                } else {
                    Head {
                        dense: w.linear("classifier.dense", h, h)?,
                        out: w.linear("classifier.out_proj", h, 1)?,
                    }
                };
                let max_tokens =
                    opts.max_tokens.or(tok_max).unwrap_or(512).min(encoder.max_len());
                let strategy = match opts.truncation.as_deref().unwrap_or("longest_first") {
                    "longest_first" => TruncationStrategy::LongestFirst,
                    "only_second" => TruncationStrategy::OnlySecond,
                    other => bail!("truncation {other:?} is not supported (longest_first, only_second)"),
                };
                tokenizer
                    .with_truncation(Some(TruncationParams {
                        max_length: max_tokens,
                        strategy,
                        stride: 0,
                        direction: TruncationDirection::Right,
                    }))
                    .map_err(|e| anyhow!("tokenizer truncation: {e}"))?;
                Ok(Self { tokenizer, model: Model::Cross { encoder, head }, arch: a, max_tokens })
            }
            Some(Arch::Qwen3) if archs.iter().any(|a| a.ends_with("ForCausalLM")) => {
                let decoder = Decoder::load(&weights, &config).with_context(loading)?;
                let token = |t: &str| {
                    tokenizer.token_to_id(t).with_context(|| format!("{}: the tokenizer has no token {t:?}", dir.display()))
                };
                let (yes, no) = (token("yes")?, token("no")?);
                let tied = config["tie_word_embeddings"].as_bool().unwrap_or(true);
                let rows = decoder.output_rows(&weights, tied, &[yes, no]).with_context(loading)?;
                let encode = |t: &str| -> Result<Vec<u32>> {
                    Ok(tokenizer.encode(t, false).map_err(|e| anyhow!("tokenizing: {e}"))?.get_ids().to_vec())
                };
                let (prefix, suffix) = (encode(YES_NO_PREFIX)?, encode(YES_NO_SUFFIX)?);
                let max_tokens = opts.max_tokens.unwrap_or(8192).min(decoder.max_len());
                let room = max_tokens.checked_sub(prefix.len() + suffix.len()).filter(|&n| n > 0).with_context(|| {
                    format!("max_tokens {max_tokens} leaves no room after the {} prompt tokens", prefix.len() + suffix.len())
                })?;
                tokenizer
                    .with_truncation(Some(TruncationParams {
                        max_length: room,
                        strategy: TruncationStrategy::LongestFirst,
                        stride: 0,
                        direction: TruncationDirection::Right,
                    }))
                    .map_err(|e| anyhow!("tokenizer truncation: {e}"))?;
                let mut rows = rows.into_iter();
                let model = Model::YesNo {
                    decoder,
                    yes: rows.next().expect("two rows"),
                    no: rows.next().expect("two rows"),
                    prefix,
                    suffix,
                    instruction: opts.instruction.clone().unwrap_or_else(|| DEFAULT_INSTRUCTION.into()),
                };
                Ok(Self { tokenizer, model, arch: Arch::Qwen3, max_tokens })
            }
            _ => bail!(
                "{}: model_type {:?} with architectures {archs:?} is not a supported reranker (supported: bert and xlm-roberta *ForSequenceClassification, qwen3 *ForCausalLM)",
                dir.join("config.json").display(),
                config["model_type"]
            ),
        }
    }

    /// Every (query, document) pair as the model reads it, truncated the model's way.
    pub fn tokenize(&self, pairs: &[(&str, &str)]) -> Result<Vec<Pair>> {
        let inputs: Vec<EncodeInput> = match &self.model {
            Model::Cross { .. } => pairs.iter().map(|&(q, d)| (q, d).into()).collect(),
            Model::YesNo { instruction, .. } => pairs
                .iter()
                .map(|(q, d)| format!("<Instruct>: {instruction}\n<Query>: {q}\n<Document>: {d}").into())
                .collect(),
        };
        let enc = self.tokenizer.encode_batch(inputs, true).map_err(|e| {
            anyhow!("tokenizing the pairs: {e} (only_second truncation needs every query shorter than max_tokens)")
        })?;
        Ok(enc
            .into_iter()
            .map(|e| match &self.model {
                Model::Cross { .. } => Pair { ids: e.get_ids().to_vec(), types: e.get_type_ids().to_vec() },
                Model::YesNo { prefix, suffix, .. } => {
                    let ids: Vec<u32> = prefix.iter().chain(e.get_ids()).chain(suffix).copied().collect();
                    Pair { types: vec![0; ids.len()], ids }
                }
            })
            .collect())
    }

    /// The score of every (query, document) pair, in input order; `progress` is called with the
    /// number of pairs done.
    pub fn score(
        &self,
        pairs: &[(&str, &str)],
        batch_size: usize,
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<Vec<f32>> {
        let toks = self.tokenize(pairs)?;
        let lens: Vec<usize> = toks.iter().map(|p| p.ids.len()).collect();
        run_batches(&lens, batch_size, progress, |chunk, par| {
            let ids: Vec<&[u32]> = chunk.iter().map(|&i| toks[i].ids.as_slice()).collect();
            let types: Vec<&[u32]> = chunk.iter().map(|&i| toks[i].types.as_slice()).collect();
            self.score_batch(&ids, &types, par)
        })
    }

    fn score_batch(&self, ids: &[&[u32]], types: &[&[u32]], par: Parallelism) -> Result<Vec<f32>> {
        if ids.iter().any(|s| s.is_empty()) {
            bail!("the tokenizer produced an empty sequence");
        }
        match &self.model {
            Model::Cross { encoder, head } => {
                let hidden = encoder.forward_typed(ids, types, par)?;
                let h = encoder.hidden;
                // The first token's final state of every sequence.
                let mut first = Vec::with_capacity(ids.len() * h);
                let mut off = 0;
                for s in ids {
                    first.extend_from_slice(&hidden[off * h..][..h]);
                    off += s.len();
                }
                let n = ids.len();
                let mut pooled = vec![0f32; n * h];
                kernels::fill_rows(&mut pooled, &head.dense.b);
                matmul_acc(&mut pooled, &first, n, &head.dense, par);
                pooled.iter_mut().for_each(|x| *x = x.tanh());
                let mut out = vec![0f32; n];
                kernels::fill_rows(&mut out, &head.out.b);
                matmul_acc(&mut out, &pooled, n, &head.out, par);
                Ok(out)
            }
            Model::YesNo { decoder, yes, no, .. } => {
                let hidden = decoder.forward(ids, par)?;
                let h = decoder.hidden;
                let dot = |a: &[f32], b: &[f32]| a.iter().zip(b).map(|(x, y)| x * y).sum::<f32>();
                let mut off = 0;
                Ok(ids
                    .iter()
                    .map(|s| {
                        off += s.len();
                        let last = &hidden[(off - 1) * h..][..h];
                        // softmax([no, yes])[1] = 1 / (1 + e^(no − yes)), in f64.
                        let d = dot(last, no) as f64 - dot(last, yes) as f64;
                        (1.0 / (1.0 + d.exp())) as f32
                    })
                    .collect())
            }
        }
    }
}
