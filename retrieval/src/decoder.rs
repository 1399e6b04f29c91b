//! The forward pass of the in-process decoder embedders (Qwen3, e.g. Qwen3-Embedding-0.6B) on
//! plain `f32` buffers, in the style of [`crate::encoder`] and on its kernels: packed batches
//! (the tokens of all sequences back to back, no padding, so no padding mask), `gemm` products,
//! element-wise steps from the run-time dispatched `kernels`.
//!
//! Architecture (Hugging Face `modeling_qwen3.py`): pre-norm layers with RMSNorm; attention with
//! bias-free q/k/v/o projections (one fused QKV product), a per-head RMSNorm of queries and keys
//! before rotary position embeddings (`rotate_half` layout, angles computed in f32 as
//! transformers does), grouped-query attention (query head h reads key/value head
//! h / (heads / kv_heads)) with a causal mask, each sequence attending only to its own earlier
//! tokens; a SwiGLU MLP (gate and up projections fused); a final RMSNorm. The softmax scale
//! 1/√head_dim is folded into the query norm's weights at load time (RoPE is linear, so it
//! commutes).

use crate::encoder::{attend_head, kernels, matmul_acc, num, Head, Linear, Weights};
use anyhow::{bail, Context, Result};
use gemm::Parallelism;
use serde_json::Value;
use std::path::Path;

struct Layer {
    input_norm: Vec<f32>,
    /// q (heads·d), k (kv·d), v (kv·d) as one projection.
    qkv: Linear,
    /// Per-head query norm, pre-multiplied by 1/√d.
    q_norm: Vec<f32>,
    k_norm: Vec<f32>,
    o: Linear,
    post_norm: Vec<f32>,
    /// gate (inter) then up (inter).
    gate_up: Linear,
    down: Linear,
}

pub struct Decoder {
    embed: Vec<f32>,
    vocab: usize,
    layers: Vec<Layer>,
    norm: Vec<f32>,
    pub hidden: usize,
    heads: usize,
    kv_heads: usize,
    head_dim: usize,
    inter: usize,
    eps: f32,
    /// Inverse frequencies of the rotary embedding (head_dim / 2), as transformers computes them.
    inv_freq: Vec<f32>,
    max_pos: usize,
}

impl Weights {
    fn vector(&self, name: &str, n: usize) -> Result<Vec<f32>> {
        self.get(name, &[n])
    }

    /// A projection whose bias is optional (`attention_bias`).
    fn proj(&self, name: &str, n_in: usize, n_out: usize, bias: bool) -> Result<Linear> {
        Ok(Linear {
            w: self.get(&format!("{name}.weight"), &[n_out, n_in])?,
            b: if bias { self.get(&format!("{name}.bias"), &[n_out])? } else { Vec::new() },
            n_in,
            n_out,
        })
    }
}

/// Rows stacked: (a.n_out + b.n_out + …) × n_in.
fn stack(parts: Vec<Linear>) -> Linear {
    let n_in = parts[0].n_in;
    let n_out = parts.iter().map(|p| p.n_out).sum();
    let has_bias = parts.iter().any(|p| !p.b.is_empty());
    let mut w = Vec::with_capacity(n_in * n_out);
    let mut b = Vec::new();
    for p in parts {
        w.extend_from_slice(&p.w);
        if has_bias {
            if p.b.is_empty() {
                b.extend(std::iter::repeat_n(0.0, p.n_out));
            } else {
                b.extend_from_slice(&p.b);
            }
        }
    }
    Linear { w, b, n_in, n_out }
}

impl Decoder {
    /// Load `model.safetensors` of a Qwen3 folder described by `config`.
    pub fn load(weights: &Path, config: &Value) -> Result<Self> {
        let st = Weights::open(weights)?;
        // A checkpoint of the causal-LM class prefixes every name with `model.`.
        let prefix = if st.get("embed_tokens.weight").is_ok() { String::new() } else { "model.".into() };
        let w = Weights { st, prefix };
        let hidden = num(config, "hidden_size")?;
        let heads = num(config, "num_attention_heads")?;
        let kv_heads = config["num_key_value_heads"].as_u64().map(|n| n as usize).unwrap_or(heads);
        let head_dim = config["head_dim"].as_u64().map(|n| n as usize).unwrap_or(hidden / heads.max(1));
        let inter = num(config, "intermediate_size")?;
        let vocab = num(config, "vocab_size")?;
        let n_layers = num(config, "num_hidden_layers")?;
        let max_pos = config["max_position_embeddings"].as_u64().unwrap_or(32768) as usize;
        let eps = config["rms_norm_eps"].as_f64().unwrap_or(1e-6) as f32;
        // `rope_theta` (transformers 4) or `rope_parameters.rope_theta` (transformers 5).
        let rope = &config["rope_parameters"];
        let theta =
            config["rope_theta"].as_f64().or(rope["rope_theta"].as_f64()).unwrap_or(1_000_000.0) as f32;
        if let Some(t) = rope["rope_type"].as_str().filter(|t| *t != "default") {
            bail!("config.json: rope_type {t:?} is not supported (plain RoPE only): choose a model whose config.json has no rope_scaling, or serve it and use a hosted retriever");
        }
        let bias = config["attention_bias"].as_bool().unwrap_or(false);
        if heads == 0 || kv_heads == 0 || !heads.is_multiple_of(kv_heads) || !head_dim.is_multiple_of(2) {
            bail!(
                "config.json: num_attention_heads {heads} must be a multiple of num_key_value_heads {kv_heads}, head_dim {head_dim} even"
            );
        }
        match config["hidden_act"].as_str().unwrap_or("silu") {
            "silu" | "swish" => {}
            other => bail!("config.json: hidden_act {other:?} is not supported for qwen3 (supported: silu)"),
        }
        if let Some(s) = config.get("rope_scaling").filter(|s| !s.is_null()) {
            bail!("config.json: rope_scaling {s} is not supported (plain RoPE only)");
        }
        // transformers: 1 / theta ** (arange(0, d, 2).float() / d), in float32.
        let inv_freq: Vec<f32> =
            (0..head_dim / 2).map(|i| 1.0 / theta.powf((2 * i) as f32 / head_dim as f32)).collect();
        let scale = 1.0 / (head_dim as f32).sqrt();
        let embed = w.get("embed_tokens.weight", &[vocab, hidden])?;
        let mut layers = Vec::with_capacity(n_layers);
        for i in 0..n_layers {
            let p = format!("layers.{i}");
            let a = |n: &str| format!("{p}.self_attn.{n}");
            let qkv = stack(vec![
                w.proj(&a("q_proj"), hidden, heads * head_dim, bias)?,
                w.proj(&a("k_proj"), hidden, kv_heads * head_dim, bias)?,
                w.proj(&a("v_proj"), hidden, kv_heads * head_dim, bias)?,
            ]);
            let mut q_norm = w.vector(&a("q_norm.weight"), head_dim)?;
            q_norm.iter_mut().for_each(|g| *g *= scale);
            layers.push(Layer {
                input_norm: w.vector(&format!("{p}.input_layernorm.weight"), hidden)?,
                qkv,
                q_norm,
                k_norm: w.vector(&a("k_norm.weight"), head_dim)?,
                o: w.proj(&a("o_proj"), heads * head_dim, hidden, false)?,
                post_norm: w.vector(&format!("{p}.post_attention_layernorm.weight"), hidden)?,
                gate_up: stack(vec![
                    w.proj(&format!("{p}.mlp.gate_proj"), hidden, inter, false)?,
                    w.proj(&format!("{p}.mlp.up_proj"), hidden, inter, false)?,
                ]),
                down: w.proj(&format!("{p}.mlp.down_proj"), inter, hidden, false)?,
            });
        }
        let norm = w.vector("norm.weight", hidden).context("the final norm")?;
        Ok(Self {
            embed,
            vocab,
            layers,
            norm,
            hidden,
            heads,
            kv_heads,
            head_dim,
            inter,
            eps,
            inv_freq,
            max_pos,
        })
    }

    /// The output projection's rows of `ids` (`lm_head.weight` of `weights`, or the input
    /// embeddings when the checkpoint ties them, `tied`): the logit of token t at a position is
    /// that position's final state · row t. Only these rows are kept (a full head of a 150k-token
    /// vocabulary would be 0.6 GB in f32).
    pub fn output_rows(&self, weights: &Path, tied: bool, ids: &[u32]) -> Result<Vec<Vec<f32>>> {
        let h = self.hidden;
        if let Some(&t) = ids.iter().find(|&&t| t as usize >= self.vocab) {
            bail!("token id {t} is outside the vocabulary of {}", self.vocab);
        }
        let st = Weights::open(weights)?;
        match st.load("lm_head.weight", &candle_core::Device::Cpu) {
            Ok(head) => {
                if head.dims() != [self.vocab, h] {
                    bail!("lm_head.weight has shape {:?}, expected [{}, {h}]", head.dims(), self.vocab);
                }
                ids.iter()
                    .map(|&t| -> Result<Vec<f32>> {
                        let row = head.narrow(0, t as usize, 1)?.to_dtype(candle_core::DType::F32)?;
                        Ok(row.flatten_all()?.to_vec1::<f32>()?)
                    })
                    .collect()
            }
            Err(_) if tied => Ok(ids.iter().map(|&t| self.embed[t as usize * h..][..h].to_vec()).collect()),
            Err(_) => bail!(
                "model.safetensors has no lm_head.weight and config.json says tie_word_embeddings false"
            ),
        }
    }

    /// Largest sequence the configuration allows.
    pub fn max_len(&self) -> usize {
        self.max_pos
    }

    /// Last hidden state (after the final norm) of every token of `seqs`, packed as in
    /// [`crate::encoder::Encoder::forward`].
    pub fn forward(&self, seqs: &[&[u32]], par: Parallelism) -> Result<Vec<f32>> {
        let (h, d) = (self.hidden, self.head_dim);
        let total: usize = seqs.iter().map(|s| s.len()).sum();
        let longest = seqs.iter().map(|s| s.len()).max().unwrap_or(0);
        if longest > self.max_len() {
            bail!("a sequence of {longest} tokens exceeds the model's {} positions", self.max_len());
        }
        let mut x = vec![0f32; total * h];
        for (row, &t) in seqs.iter().flat_map(|s| s.iter()).enumerate() {
            if t as usize >= self.vocab {
                bail!("token id {t} is outside the vocabulary of {}", self.vocab);
            }
            x[row * h..(row + 1) * h].copy_from_slice(&self.embed[t as usize * h..][..h]);
        }
        // cos/sin of position p in rows of head_dim / 2: angle = (p as f32) · inv_freq (f32).
        let half = d / 2;
        let mut cos = vec![0f32; longest * half];
        let mut sin = vec![0f32; longest * half];
        for p in 0..longest {
            for (i, f) in self.inv_freq.iter().enumerate() {
                let a = p as f32 * f;
                cos[p * half + i] = a.cos();
                sin[p * half + i] = a.sin();
            }
        }
        let qd = self.heads * d;
        let kd = self.kv_heads * d;
        let stride = qd + 2 * kd;
        let mut normed = vec![0f32; total * h];
        let mut qkv = vec![0f32; total * stride];
        let mut ctx = vec![0f32; total * qd];
        let mut gu = vec![0f32; total * 2 * self.inter];
        let mut act = vec![0f32; total * self.inter];
        let mut scores = vec![0f32; longest * longest];
        let mut scratch = Vec::new();
        for layer in &self.layers {
            kernels::rms_norm_into(&mut normed, &x, h, &layer.input_norm, self.eps);
            if layer.qkv.b.is_empty() {
                qkv.fill(0.0);
            } else {
                kernels::fill_rows(&mut qkv, &layer.qkv.b);
            }
            matmul_acc(&mut qkv, &normed, total, &layer.qkv, par);
            let mut off = 0;
            for s in seqs {
                for (p, row) in
                    qkv[off * stride..(off + s.len()) * stride].chunks_exact_mut(stride).enumerate()
                {
                    let (q, kv) = row.split_at_mut(qd);
                    let k = &mut kv[..kd];
                    kernels::rms_norm(q, d, &layer.q_norm, self.eps, &mut scratch);
                    kernels::rms_norm(k, d, &layer.k_norm, self.eps, &mut scratch);
                    let (c, sn) = (&cos[p * half..][..half], &sin[p * half..][..half]);
                    kernels::rope(q, c, sn);
                    kernels::rope(k, c, sn);
                }
                self.attention(&qkv, &mut ctx, off, s.len(), &mut scores[..s.len() * s.len()], par);
                off += s.len();
            }
            // x += ctx · Woᵀ (the residual stream accumulates).
            matmul_acc(&mut x, &ctx, total, &layer.o, par);
            kernels::rms_norm_into(&mut normed, &x, h, &layer.post_norm, self.eps);
            gu.fill(0.0);
            matmul_acc(&mut gu, &normed, total, &layer.gate_up, par);
            kernels::swiglu(&mut act, &gu, self.inter);
            matmul_acc(&mut x, &act, total, &layer.down, par);
        }
        kernels::rms_norm(&mut x, h, &self.norm, self.eps, &mut scratch);
        Ok(x)
    }

    /// Causal grouped-query attention of one sequence (rows `off..off+l`), every head, into `ctx`.
    fn attention(
        &self,
        qkv: &[f32],
        ctx: &mut [f32],
        off: usize,
        l: usize,
        scores: &mut [f32],
        par: Parallelism,
    ) {
        let d = self.head_dim;
        let qd = self.heads * d;
        let kd = self.kv_heads * d;
        let stride = qd + 2 * kd;
        let group = self.heads / self.kv_heads;
        for hd in 0..self.heads {
            let g = hd / group;
            attend_head(
                qkv,
                Head {
                    q: off * stride + hd * d,
                    k: off * stride + qd + g * d,
                    v: off * stride + qd + kd + g * d,
                },
                stride,
                l,
                d,
                scores,
                false,
                |s| kernels::causal_softmax(s, l),
                (&mut *ctx, off * qd + hd * d, qd),
                par,
            );
        }
    }
}
