//! The transformer forward pass of the in-process encoders (BERT, e.g. all-MiniLM-L6-v2, bge,
//! e5, gte; MPNet, e.g. all-mpnet-base-v2; XLM-RoBERTa, e.g. bge-m3, multilingual-e5), on plain `f32` buffers: matrix products by `gemm` (the kernel
//! crate under candle), every element-wise step a fused single pass compiled for the CPU's vector
//! width (AVX-512 / AVX2+FMA chosen at run time, portable code otherwise).
//!
//! Layout: a batch is *packed* — the tokens of all its sequences one after the other, no padding —
//! so the dense layers run on (tokens × hidden) with no wasted rows, and attention runs per
//! sequence and head on strided views of the fused QKV projection (no transposes, no copies, no
//! mask). Biases and residuals are written into the output before the product accumulates into
//! it; the softmax scale is folded into the query weights at load time.
//!
//! Architecture details follow Hugging Face `modeling_bert.py` / `modeling_mpnet.py` /
//! `modeling_xlm_roberta.py`: post-LayerNorm layers; BERT adds absolute positions and token type
//! 0; XLM-RoBERTa is BERT's layout with RoBERTa position ids (non-padding tokens numbered from
//! `padding_idx + 1`, padding at `padding_idx`) and its single token type; MPNet uses the same
//! position ids and a T5-style bucketed relative position bias shared by every layer.
//! The decoder models (Qwen3) are [`crate::decoder`], on the same kernels.

use crate::models::Arch;
use anyhow::{bail, Context, Result};
use candle_core::safetensors::MmapedSafetensors;
use candle_core::{DType, Device};
use gemm::Parallelism;
use serde_json::Value;
use std::path::Path;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Activation {
    /// `gelu` in Hugging Face configs: x·Φ(x) with the exact erf.
    GeluErf,
    /// `gelu_new` / `gelu_pytorch_tanh`: the tanh approximation.
    GeluTanh,
    Relu,
}

impl Activation {
    fn from_config(name: &str) -> Result<Self> {
        Ok(match name {
            "gelu" => Activation::GeluErf,
            "gelu_new" | "gelu_pytorch_tanh" | "gelu_fast" => Activation::GeluTanh,
            "relu" => Activation::Relu,
            other => bail!(
                "hidden_act {other:?} is not supported (supported: gelu, gelu_new, gelu_pytorch_tanh, relu)"
            ),
        })
    }
}

enum Positions {
    /// BERT: position i, plus the token type 0 embedding (pre-added into `pos`).
    Absolute,
    /// XLM-RoBERTa: position ids from `pad + 1`, padding tokens at `pad`; token type 0 pre-added.
    Roberta { pad: u32 },
    /// MPNet: position ids from `pad + 1`, padding tokens at `pad`; relative bias per head.
    Mpnet { pad: u32, rel_bias: Vec<f32>, buckets: usize },
}

pub(crate) struct Linear {
    /// (out × in), row-major, as stored.
    pub(crate) w: Vec<f32>,
    /// Empty for a projection without bias.
    pub(crate) b: Vec<f32>,
    pub(crate) n_in: usize,
    pub(crate) n_out: usize,
}

struct Norm {
    g: Vec<f32>,
    b: Vec<f32>,
    eps: f32,
}

struct Layer {
    /// Query (pre-scaled by 1/√head_dim), key and value projections as one (3·hidden × hidden).
    qkv: Linear,
    o: Linear,
    attn_norm: Norm,
    up: Linear,
    down: Linear,
    out_norm: Norm,
}

pub struct Encoder {
    word: Vec<f32>,
    vocab: usize,
    /// (max_positions × hidden); for BERT the token type 0 row is already added.
    pos: Vec<f32>,
    /// (token types × hidden): row t = type t's embedding − type 0's (already in `pos`); empty
    /// for MPNet, which has no token types.
    type_delta: Vec<f32>,
    max_pos: usize,
    positions: Positions,
    emb_norm: Norm,
    layers: Vec<Layer>,
    pub hidden: usize,
    heads: usize,
    inter: usize,
    act: Activation,
}

pub(crate) struct Weights {
    pub(crate) st: MmapedSafetensors,
    pub(crate) prefix: String,
}

impl Weights {
    /// Memory-map `model.safetensors`.
    pub(crate) fn open(path: &Path) -> Result<MmapedSafetensors> {
        // SAFETY: the file is memory-mapped read-only and copied out by `get`; the model cache
        // only ever renames complete folders into place.
        unsafe { MmapedSafetensors::new(path) }.with_context(|| format!("cannot load {}", path.display()))
    }

    pub(crate) fn get(&self, name: &str, shape: &[usize]) -> Result<Vec<f32>> {
        let full = format!("{}{name}", self.prefix);
        let t = self
            .st
            .load(&full, &Device::Cpu)
            .with_context(|| format!("model.safetensors has no tensor {full}"))?;
        if t.dims() != shape {
            bail!("model.safetensors: {full} has shape {:?}, expected {shape:?} from config.json", t.dims());
        }
        Ok(t.to_dtype(DType::F32)?.flatten_all()?.to_vec1::<f32>()?)
    }

    pub(crate) fn linear(&self, name: &str, n_in: usize, n_out: usize) -> Result<Linear> {
        Ok(Linear {
            w: self.get(&format!("{name}.weight"), &[n_out, n_in])?,
            b: self.get(&format!("{name}.bias"), &[n_out])?,
            n_in,
            n_out,
        })
    }

    fn norm(&self, name: &str, n: usize, eps: f64) -> Result<Norm> {
        Ok(Norm {
            g: self.get(&format!("{name}.weight"), &[n])?,
            b: self.get(&format!("{name}.bias"), &[n])?,
            eps: eps as f32,
        })
    }
}

fn fuse_qkv(q: Linear, k: Linear, v: Linear, scale: f32) -> Linear {
    let mut w = Vec::with_capacity(q.w.len() * 3);
    w.extend(q.w.iter().map(|x| x * scale));
    w.extend_from_slice(&k.w);
    w.extend_from_slice(&v.w);
    let mut b = Vec::with_capacity(q.b.len() * 3);
    b.extend(q.b.iter().map(|x| x * scale));
    b.extend_from_slice(&k.b);
    b.extend_from_slice(&v.b);
    Linear { w, b, n_in: q.n_in, n_out: q.n_out * 3 }
}

pub(crate) fn num(config: &Value, key: &str) -> Result<usize> {
    config[key].as_u64().map(|n| n as usize).with_context(|| format!("config.json has no {key}"))
}

impl Encoder {
    /// Load `model.safetensors` of a BERT, MPNet or XLM-RoBERTa folder described by `config`.
    pub fn load(weights: &Path, config: &Value, arch: Arch) -> Result<Self> {
        let mpnet = arch == Arch::Mpnet;
        let st = Weights::open(weights)?;
        // Checkpoints saved from a task model prefix every name with the model type (`roberta`
        // for XLM-RoBERTa).
        let prefix = if st.get("embeddings.word_embeddings.weight").is_ok() {
            String::new()
        } else {
            let p = match arch {
                Arch::Bert => "bert.",
                Arch::Mpnet => "mpnet.",
                Arch::XlmRoberta => "roberta.",
                Arch::Qwen3 => bail!("a Qwen3 model is a decoder (crate::decoder), not an encoder"),
            };
            p.to_string()
        };
        let w = Weights { st, prefix };
        let hidden = num(config, "hidden_size")?;
        let heads = num(config, "num_attention_heads")?;
        let inter = num(config, "intermediate_size")?;
        let vocab = num(config, "vocab_size")?;
        let max_pos = num(config, "max_position_embeddings")?;
        let n_layers = num(config, "num_hidden_layers")?;
        let eps = config["layer_norm_eps"].as_f64().unwrap_or(1e-12);
        if hidden % heads != 0 {
            bail!("config.json: hidden_size {hidden} is not a multiple of num_attention_heads {heads}");
        }
        let act = Activation::from_config(config["hidden_act"].as_str().unwrap_or("gelu"))?;
        let scale = 1.0 / ((hidden / heads) as f32).sqrt();
        let word = w.get("embeddings.word_embeddings.weight", &[vocab, hidden])?;
        let mut pos = w.get("embeddings.position_embeddings.weight", &[max_pos, hidden])?;
        let mut type_delta = Vec::new();
        let positions = if mpnet {
            let buckets = config["relative_attention_num_buckets"].as_u64().unwrap_or(32) as usize;
            let rel_bias = w.get("encoder.relative_attention_bias.weight", &[buckets, heads])?;
            Positions::Mpnet { pad: config["pad_token_id"].as_u64().unwrap_or(1) as u32, rel_bias, buckets }
        } else {
            match config["position_embedding_type"].as_str() {
                None | Some("absolute") => {}
                Some(other) => bail!(
                    "config.json: position_embedding_type {other:?} is not supported (supported: absolute)"
                ),
            }
            let types = config["type_vocab_size"].as_u64().unwrap_or(2) as usize;
            let tt = w.get("embeddings.token_type_embeddings.weight", &[types, hidden])?;
            for row in pos.chunks_exact_mut(hidden) {
                for (p, t) in row.iter_mut().zip(&tt[..hidden]) {
                    *p += t;
                }
            }
            type_delta = tt.iter().zip(tt[..hidden].iter().cycle()).map(|(t, t0)| t - t0).collect();
            if arch == Arch::XlmRoberta {
                Positions::Roberta { pad: config["pad_token_id"].as_u64().unwrap_or(1) as u32 }
            } else {
                Positions::Absolute
            }
        };
        let emb_norm = w.norm("embeddings.LayerNorm", hidden, eps)?;
        let mut layers = Vec::with_capacity(n_layers);
        for i in 0..n_layers {
            let p = format!("encoder.layer.{i}");
            // The attention weights' names under `<layer>.attention`: q, k, v, output, LayerNorm.
            let names = if mpnet {
                ["attn.q", "attn.k", "attn.v", "attn.o", "LayerNorm"]
            } else {
                ["self.query", "self.key", "self.value", "output.dense", "output.LayerNorm"]
            };
            let a = |n: &str| format!("{p}.attention.{n}");
            let (q, k, v, o, attn_norm) = (
                w.linear(&a(names[0]), hidden, hidden)?,
                w.linear(&a(names[1]), hidden, hidden)?,
                w.linear(&a(names[2]), hidden, hidden)?,
                w.linear(&a(names[3]), hidden, hidden)?,
                w.norm(&a(names[4]), hidden, eps)?,
            );
            layers.push(Layer {
                qkv: fuse_qkv(q, k, v, scale),
                o,
                attn_norm,
                up: w.linear(&format!("{p}.intermediate.dense"), hidden, inter)?,
                down: w.linear(&format!("{p}.output.dense"), inter, hidden)?,
                out_norm: w.norm(&format!("{p}.output.LayerNorm"), hidden, eps)?,
            });
        }
        Ok(Self {
            word,
            vocab,
            pos,
            type_delta,
            max_pos,
            positions,
            emb_norm,
            layers,
            hidden,
            heads,
            inter,
            act,
        })
    }

    /// Largest sequence the position table allows.
    pub fn max_len(&self) -> usize {
        match self.positions {
            Positions::Absolute => self.max_pos,
            Positions::Mpnet { pad, .. } | Positions::Roberta { pad } => {
                self.max_pos.saturating_sub(pad as usize + 1)
            }
        }
    }

    /// Last hidden state of every token of `seqs`, packed: the rows of sequence s start at the sum
    /// of the lengths before it. `par` is the parallelism of the matrix products.
    pub fn forward(&self, seqs: &[&[u32]], par: Parallelism) -> Result<Vec<f32>> {
        self.forward_typed(seqs, &[], par)
    }

    /// [`Encoder::forward`] with the token type of every token (`types[s][i]` for token i of
    /// sequence s: a sentence pair's second segment is type 1 in BERT); `types` empty = every
    /// token type 0.
    pub fn forward_typed(&self, seqs: &[&[u32]], types: &[&[u32]], par: Parallelism) -> Result<Vec<f32>> {
        if !types.is_empty()
            && (types.len() != seqs.len() || types.iter().zip(seqs).any(|(t, s)| t.len() != s.len()))
        {
            bail!("token types must match the sequences one for one");
        }
        let h = self.hidden;
        let total: usize = seqs.iter().map(|s| s.len()).sum();
        let longest = seqs.iter().map(|s| s.len()).max().unwrap_or(0);
        if longest > self.max_len() {
            bail!("a sequence of {longest} tokens exceeds the model's {} positions", self.max_len());
        }
        // Embeddings.
        let mut x = vec![0f32; total * h];
        let mut row = 0;
        for (si, s) in seqs.iter().enumerate() {
            let mut n = 0u32;
            for (i, &t) in s.iter().enumerate() {
                if t as usize >= self.vocab {
                    bail!("token id {t} is outside the vocabulary of {}", self.vocab);
                }
                let p = match self.positions {
                    Positions::Absolute => i,
                    Positions::Mpnet { pad, .. } | Positions::Roberta { pad } if t == pad => pad as usize,
                    Positions::Mpnet { pad, .. } | Positions::Roberta { pad } => {
                        n += 1;
                        (pad + n) as usize
                    }
                };
                let dst = &mut x[row * h..(row + 1) * h];
                kernels::add2(dst, &self.word[t as usize * h..][..h], &self.pos[p * h..][..h]);
                if let Some(&ty) = types.get(si).and_then(|ts| ts.get(i)).filter(|&&ty| ty != 0) {
                    let delta =
                        self.type_delta.get(ty as usize * h..(ty as usize + 1) * h).with_context(|| {
                            format!(
                                "token type {ty} is outside the model's {} types",
                                self.type_delta.len() / h
                            )
                        })?;
                    dst.iter_mut().zip(delta).for_each(|(x, d)| *x += d);
                }
                row += 1;
            }
        }
        kernels::layer_norm(&mut x, h, &self.emb_norm.g, &self.emb_norm.b, self.emb_norm.eps);
        // MPNet: per head, the bias of every relative distance -(longest-1) ..= longest-1.
        let rel = match &self.positions {
            Positions::Absolute | Positions::Roberta { .. } => None,
            Positions::Mpnet { rel_bias, buckets, .. } => {
                let span = 2 * longest.max(1) - 1;
                let mut t = vec![0f32; self.heads * span];
                for k in 0..span {
                    let b =
                        relative_position_bucket(k as i64 - (longest.max(1) as i64 - 1), *buckets) as usize;
                    for hd in 0..self.heads {
                        t[hd * span + k] = rel_bias[b * self.heads + hd];
                    }
                }
                Some((t, span))
            }
        };
        let mut qkv = vec![0f32; total * 3 * h];
        let mut ctx = vec![0f32; total * h];
        let mut mid = vec![0f32; total * h];
        let mut up = vec![0f32; total * self.inter];
        let mut scores = vec![0f32; longest * longest];
        for layer in &self.layers {
            kernels::fill_rows(&mut qkv, &layer.qkv.b);
            matmul_acc(&mut qkv, &x, total, &layer.qkv, par);
            let mut off = 0;
            for s in seqs {
                let l = s.len();
                self.attention(
                    &qkv,
                    &mut ctx,
                    off,
                    l,
                    &mut scores[..l * l],
                    rel.as_ref().map(|(t, span)| (t.as_slice(), *span)),
                    par,
                );
                off += l;
            }
            kernels::add_rows(&mut mid, &x, &layer.o.b);
            matmul_acc(&mut mid, &ctx, total, &layer.o, par);
            kernels::layer_norm(&mut mid, h, &layer.attn_norm.g, &layer.attn_norm.b, layer.attn_norm.eps);
            kernels::fill_rows(&mut up, &layer.up.b);
            matmul_acc(&mut up, &mid, total, &layer.up, par);
            match self.act {
                Activation::GeluErf => kernels::gelu_erf(&mut up),
                Activation::GeluTanh => kernels::gelu_tanh(&mut up),
                Activation::Relu => kernels::relu(&mut up),
            }
            kernels::add_rows(&mut x, &mid, &layer.down.b);
            matmul_acc(&mut x, &up, total, &layer.down, par);
            kernels::layer_norm(&mut x, h, &layer.out_norm.g, &layer.out_norm.b, layer.out_norm.eps);
        }
        Ok(x)
    }

    /// Self-attention of one sequence (rows `off..off+l`), every head, into `ctx`.
    #[expect(clippy::too_many_arguments, reason = "the buffers of one hot loop, reused across calls")]
    fn attention(
        &self,
        qkv: &[f32],
        ctx: &mut [f32],
        off: usize,
        l: usize,
        scores: &mut [f32],
        rel: Option<(&[f32], usize)>,
        par: Parallelism,
    ) {
        let h = self.hidden;
        let d = h / self.heads;
        let stride = 3 * h;
        for hd in 0..self.heads {
            if let Some((table, span)) = rel {
                // Row i, column j has distance j - i: a contiguous window of the head's table.
                let centre = span.div_ceil(2) - 1;
                for i in 0..l {
                    scores[i * l..(i + 1) * l].copy_from_slice(&table[hd * span + centre - i..][..l]);
                }
            }
            attend_head(
                qkv,
                Head {
                    q: off * stride + hd * d,
                    k: off * stride + h + hd * d,
                    v: off * stride + 2 * h + hd * d,
                },
                stride,
                l,
                d,
                scores,
                rel.is_some(),
                |s| kernels::softmax_rows(s, l),
                (&mut *ctx, off * h + hd * d, h),
                par,
            );
        }
    }
}

/// Where one head's query, key and value columns start in a fused QKV buffer (row 0 of the
/// sequence).
pub(crate) struct Head {
    pub(crate) q: usize,
    pub(crate) k: usize,
    pub(crate) v: usize,
}

/// One attention head of one sequence of `l` tokens: `scores` (l × l) = Q·Kᵀ (added to the bias
/// already in `scores` when `biased`), `softmax` applied to it in place, then the context
/// `P·V` (l × d) written at `ctx.1` of `ctx.0` with row stride `ctx.2`. Q, K and V are strided
/// views of `qkv` (rows `stride` apart, `d` columns from the offsets of `head`).
#[expect(clippy::too_many_arguments, reason = "the views of one hot loop, reused across calls")]
pub(crate) fn attend_head(
    qkv: &[f32],
    head: Head,
    stride: usize,
    l: usize,
    d: usize,
    scores: &mut [f32],
    biased: bool,
    softmax: impl Fn(&mut [f32]),
    ctx: (&mut [f32], usize, usize),
    par: Parallelism,
) {
    if l == 0 {
        return;
    }
    let (ctx, c0, ctx_stride) = ctx;
    let last = (l - 1) * stride + d;
    assert!(head.q.max(head.k).max(head.v) + last <= qkv.len() && scores.len() >= l * l);
    assert!(c0 + (l - 1) * ctx_stride + d <= ctx.len());
    let (q, k, v) = (qkv[head.q..].as_ptr(), qkv[head.k..].as_ptr(), qkv[head.v..].as_ptr());
    // SAFETY: the asserts above bound every view: q/k/v are l rows `stride` apart of d columns
    // inside `qkv`; scores is l × l; the ctx block is l rows `ctx_stride` apart of d columns.
    unsafe {
        // scores (l × l) [+]= Q (l × d) · Kᵀ (d × l)
        gemm::gemm(
            l,
            l,
            d,
            scores.as_mut_ptr(),
            1,
            l as isize,
            biased,
            q,
            1,
            stride as isize,
            k,
            stride as isize,
            1,
            1.0,
            1.0,
            false,
            false,
            false,
            par,
        );
    }
    softmax(&mut scores[..l * l]);
    unsafe {
        // ctx_h (l × d) = P (l × l) · V (l × d)
        gemm::gemm(
            l,
            d,
            l,
            ctx[c0..].as_mut_ptr(),
            1,
            ctx_stride as isize,
            false,
            scores.as_ptr(),
            1,
            l as isize,
            v,
            1,
            stride as isize,
            0.0,
            1.0,
            false,
            false,
            false,
            par,
        );
    }
}

/// `out` (rows × n_out) += `x` (rows × n_in) · Wᵀ.
pub(crate) fn matmul_acc(out: &mut [f32], x: &[f32], rows: usize, lin: &Linear, par: Parallelism) {
    assert!(out.len() >= rows * lin.n_out && x.len() >= rows * lin.n_in);
    // SAFETY: the asserts above bound every access; W is (n_out × n_in) row-major, read as its
    // transpose (k × n) with row stride 1 and column stride n_in.
    unsafe {
        gemm::gemm(
            rows,
            lin.n_out,
            lin.n_in,
            out.as_mut_ptr(),
            1,
            lin.n_out as isize,
            true,
            x.as_ptr(),
            1,
            lin.n_in as isize,
            lin.w.as_ptr(),
            lin.n_in as isize,
            1,
            1.0,
            1.0,
            false,
            false,
            false,
            par,
        )
    }
}

const MAX_DISTANCE: i64 = 128;

/// Hugging Face `MPNetEncoder.relative_position_bucket` (bidirectional) of `relative_position` =
/// key position − query position.
pub fn relative_position_bucket(relative_position: i64, num_buckets: usize) -> u32 {
    let half = (num_buckets / 2) as i64;
    let n = -relative_position;
    let mut ret = if n < 0 { half } else { 0 };
    let n = n.abs();
    let max_exact = half / 2;
    if n < max_exact {
        ret += n;
    } else {
        let large = max_exact
            + (((n as f32 / max_exact as f32).ln() / (MAX_DISTANCE as f32 / max_exact as f32).ln())
                * (half - max_exact) as f32) as i64;
        ret += large.min(half - 1);
    }
    ret as u32
}

/// Element-wise kernels: each a single pass, written so the compiler vectorises it, and compiled
/// three times (AVX-512, AVX2+FMA, baseline) with the best chosen at run time.
pub(crate) mod kernels {
    macro_rules! dispatch {
        ($(#[$m:meta])* pub fn $name:ident($($a:ident: $t:ty),*) $body:block) => {
            $(#[$m])*
            pub fn $name($($a: $t),*) {
                #[inline(always)]
                fn imp($($a: $t),*) $body
                #[cfg(target_arch = "x86_64")]
                {
                    #[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl,avx2,fma,bmi1,bmi2,lzcnt,popcnt,f16c")]
                    unsafe fn v4($($a: $t),*) { imp($($a),*) }
                    #[target_feature(enable = "avx2,fma,bmi1,bmi2,lzcnt,popcnt,f16c")]
                    unsafe fn v3($($a: $t),*) { imp($($a),*) }
                    if super::kernels::has_v4() {
                        // SAFETY: the CPU has every feature v4 is compiled with.
                        return unsafe { v4($($a),*) };
                    }
                    if super::kernels::has_v3() {
                        // SAFETY: as above, for v3.
                        return unsafe { v3($($a),*) };
                    }
                }
                imp($($a),*)
            }
        };
    }

    #[cfg(target_arch = "x86_64")]
    pub fn has_v4() -> bool {
        use std::sync::OnceLock;
        static V: OnceLock<bool> = OnceLock::new();
        *V.get_or_init(|| {
            has_v3()
                && is_x86_feature_detected!("avx512f")
                && is_x86_feature_detected!("avx512bw")
                && is_x86_feature_detected!("avx512dq")
                && is_x86_feature_detected!("avx512vl")
        })
    }

    #[cfg(target_arch = "x86_64")]
    pub fn has_v3() -> bool {
        use std::sync::OnceLock;
        static V: OnceLock<bool> = OnceLock::new();
        *V.get_or_init(|| {
            is_x86_feature_detected!("avx2")
                && is_x86_feature_detected!("fma")
                && is_x86_feature_detected!("bmi1")
                && is_x86_feature_detected!("bmi2")
                && is_x86_feature_detected!("lzcnt")
                && is_x86_feature_detected!("popcnt")
                && is_x86_feature_detected!("f16c")
        })
    }

    const LANES: usize = 16;

    #[inline(always)]
    fn sum(x: &[f32]) -> f32 {
        let mut acc = [0f32; LANES];
        let mut it = x.chunks_exact(LANES);
        for c in &mut it {
            for i in 0..LANES {
                acc[i] += c[i];
            }
        }
        let mut s = 0.0;
        for a in acc {
            s += a;
        }
        for &v in it.remainder() {
            s += v;
        }
        s
    }

    #[inline(always)]
    fn max(x: &[f32]) -> f32 {
        let mut acc = [f32::NEG_INFINITY; LANES];
        let mut it = x.chunks_exact(LANES);
        for c in &mut it {
            for i in 0..LANES {
                acc[i] = if c[i] > acc[i] { c[i] } else { acc[i] };
            }
        }
        let mut m = f32::NEG_INFINITY;
        for a in acc.into_iter().chain(it.remainder().iter().copied()) {
            m = if a > m { a } else { m };
        }
        m
    }

    /// e^x, |relative error| < 2e-7 for x in [-87, 88] (Cephes `expf`), branch-free.
    #[expect(clippy::excessive_precision, reason = "Cephes' coefficients as published")]
    #[inline(always)]
    pub(crate) fn exp(x: f32) -> f32 {
        let x = x.clamp(-87.0, 88.0);
        // n = round(x / ln 2) by the 1.5·2²³ trick (exact for |n| < 2²²).
        let n = (x * std::f32::consts::LOG2_E + 12_582_912.0) - 12_582_912.0;
        let r = x - n * 0.693359375 - n * -2.12194440e-4;
        let mut p = 1.9875691500e-4f32;
        p = p * r + 1.3981999507e-3;
        p = p * r + 8.3334519073e-3;
        p = p * r + 4.1665795894e-2;
        p = p * r + 1.6666665459e-1;
        p = p * r + 5.0000001201e-1;
        let y = p * r * r + r + 1.0;
        y * f32::from_bits(((n as i32 + 127) as u32) << 23)
    }

    /// erf(x), rational approximation of Eigen / XLA (float): |error| ≈ 1e-7, branch-free.
    #[expect(clippy::excessive_precision, reason = "Eigen's coefficients as published")]
    #[inline(always)]
    pub(crate) fn erf(x: f32) -> f32 {
        let x = x.clamp(-4.0, 4.0);
        let x2 = x * x;
        let mut p = -2.72614225801306e-10f32;
        p = p * x2 + 2.77068142495902e-08;
        p = p * x2 + -2.10102402082508e-06;
        p = p * x2 + -5.69250639462346e-05;
        p = p * x2 + -7.34990630326855e-04;
        p = p * x2 + -2.95459980854025e-03;
        p = p * x2 + -1.60960333262415e-02;
        let mut q = -1.45660718464996e-05f32;
        q = q * x2 + -2.13374055278905e-04;
        q = q * x2 + -1.68282697438203e-03;
        q = q * x2 + -7.37332916720468e-03;
        q = q * x2 + -1.42647390514189e-02;
        x * p / q
    }

    dispatch! {
        /// `dst = a + b`.
        pub fn add2(dst: &mut [f32], a: &[f32], b: &[f32]) {
            for ((d, x), y) in dst.iter_mut().zip(a).zip(b) {
                *d = x + y;
            }
        }
    }

    dispatch! {
        /// Every row of `dst` (rows of `row.len()`) set to `row`.
        pub fn fill_rows(dst: &mut [f32], row: &[f32]) {
            for d in dst.chunks_exact_mut(row.len()) {
                d.copy_from_slice(row);
            }
        }
    }

    dispatch! {
        /// `dst = src + row` (row broadcast over the rows).
        pub fn add_rows(dst: &mut [f32], src: &[f32], row: &[f32]) {
            for (d, s) in dst.chunks_exact_mut(row.len()).zip(src.chunks_exact(row.len())) {
                for ((d, s), r) in d.iter_mut().zip(s).zip(row) {
                    *d = s + r;
                }
            }
        }
    }

    dispatch! {
        /// LayerNorm of every row (of `n` values) in place.
        pub fn layer_norm(x: &mut [f32], n: usize, g: &[f32], b: &[f32], eps: f32) {
            for row in x.chunks_exact_mut(n) {
                let mean = sum(row) / n as f32;
                let mut acc = [0f32; LANES];
                let mut it = row.chunks_exact(LANES);
                for c in &mut it {
                    for i in 0..LANES {
                        let d = c[i] - mean;
                        acc[i] += d * d;
                    }
                }
                let mut var = 0.0;
                for a in acc {
                    var += a;
                }
                for &v in it.remainder() {
                    var += (v - mean) * (v - mean);
                }
                let inv = 1.0 / (var / n as f32 + eps).sqrt();
                for ((v, g), b) in row.iter_mut().zip(g).zip(b) {
                    *v = (*v - mean) * inv * g + b;
                }
            }
        }
    }

    dispatch! {
        /// Softmax of every row (of `n` values) in place.
        pub fn softmax_rows(x: &mut [f32], n: usize) {
            for row in x.chunks_exact_mut(n) {
                let m = max(row);
                for v in row.iter_mut() {
                    *v = exp(*v - m);
                }
                let inv = 1.0 / sum(row);
                for v in row.iter_mut() {
                    *v *= inv;
                }
            }
        }
    }

    dispatch! {
        /// GELU with the exact erf, in place: x·(1 + erf(x/√2))/2.
        pub fn gelu_erf(x: &mut [f32]) {
            for v in x.iter_mut() {
                *v = 0.5 * *v * (1.0 + erf(*v * std::f32::consts::FRAC_1_SQRT_2));
            }
        }
    }

    dispatch! {
        /// GELU, tanh approximation, in place.
        pub fn gelu_tanh(x: &mut [f32]) {
            for v in x.iter_mut() {
                let u = 0.797_884_6 * (*v + 0.044_715 * *v * *v * *v);
                // tanh(u) = 1 − 2 / (e^{2u} + 1)
                let t = 1.0 - 2.0 / (exp(2.0 * u) + 1.0);
                *v = 0.5 * *v * (1.0 + t);
            }
        }
    }

    dispatch! {
        /// RMSNorm of every row (of `n` values) of `src` into `dst`: x / √(mean(x²) + eps) · g.
        pub fn rms_norm_into(dst: &mut [f32], src: &[f32], n: usize, g: &[f32], eps: f32) {
            for (d, row) in dst.chunks_exact_mut(n).zip(src.chunks_exact(n)) {
                let mut acc = [0f32; LANES];
                let mut it = row.chunks_exact(LANES);
                for c in &mut it {
                    for i in 0..LANES {
                        acc[i] += c[i] * c[i];
                    }
                }
                let mut ss = 0.0;
                for a in acc {
                    ss += a;
                }
                for &v in it.remainder() {
                    ss += v * v;
                }
                let inv = 1.0 / (ss / n as f32 + eps).sqrt();
                for ((d, v), g) in d.iter_mut().zip(row).zip(g) {
                    *d = *v * inv * g;
                }
            }
        }
    }

    /// RMSNorm of every row (of `n` values) in place.
    pub fn rms_norm(x: &mut [f32], n: usize, g: &[f32], eps: f32, scratch: &mut Vec<f32>) {
        scratch.clear();
        scratch.extend_from_slice(x);
        rms_norm_into(x, scratch, n, g, eps);
    }

    dispatch! {
        /// Rotary position embedding (Hugging Face's `rotate_half` layout) of every head vector
        /// (chunks of `2·cos.len()` values) of `x`, at the angle whose cosine and sine are given.
        pub fn rope(x: &mut [f32], cos: &[f32], sin: &[f32]) {
            let half = cos.len();
            for v in x.chunks_exact_mut(2 * half) {
                let (a, b) = v.split_at_mut(half);
                for (((a, b), c), s) in a.iter_mut().zip(b.iter_mut()).zip(cos).zip(sin) {
                    let (x1, x2) = (*a, *b);
                    *a = x1 * c - x2 * s;
                    *b = x2 * c + x1 * s;
                }
            }
        }
    }

    dispatch! {
        /// SwiGLU: `dst[r][i] = silu(gu[r][i]) · gu[r][n + i]` for rows of `gu` holding the gate
        /// (`n` values) then the up projection (`n` values).
        pub fn swiglu(dst: &mut [f32], gu: &[f32], n: usize) {
            for (d, row) in dst.chunks_exact_mut(n).zip(gu.chunks_exact(2 * n)) {
                let (g, u) = row.split_at(n);
                for ((d, g), u) in d.iter_mut().zip(g).zip(u) {
                    *d = *g / (1.0 + exp(-*g)) * u;
                }
            }
        }
    }

    /// Causal softmax of an `n × n` score matrix in place: row i over columns 0..=i, zeros after.
    pub fn causal_softmax(x: &mut [f32], n: usize) {
        for (i, row) in x.chunks_exact_mut(n).enumerate() {
            softmax_rows(&mut row[..=i], i + 1);
            row[i + 1..].fill(0.0);
        }
    }

    dispatch! {
        /// max(x, 0) in place.
        pub fn relu(x: &mut [f32]) {
            for v in x.iter_mut() {
                *v = if *v > 0.0 { *v } else { 0.0 };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::kernels;

    #[test]
    fn exp_and_erf_match_the_standard_library() {
        let mut worst_exp = 0f64;
        let mut worst_erf = 0f64;
        for i in -8700..=8800 {
            let x = i as f32 / 100.0;
            let e = (x as f64).exp();
            worst_exp = worst_exp.max(((kernels::exp(x) as f64) - e).abs() / e);
        }
        for i in -600..=600 {
            let x = i as f32 / 100.0;
            worst_erf = worst_erf.max(((kernels::erf(x) as f64) - erf64(x as f64)).abs());
        }
        assert!(worst_exp < 5e-7, "exp relative error {worst_exp}");
        assert!(worst_erf < 5e-7, "erf error {worst_erf}");
    }

    /// erf by its Maclaurin series (|x| < 3) or continued fraction: a reference independent of
    /// the kernel's approximation.
    fn erf64(x: f64) -> f64 {
        if x.abs() < 3.0 {
            let mut sum = 0.0;
            let mut term = x;
            let mut n = 0.0;
            while term.abs() > 1e-17 {
                sum += term / (2.0 * n + 1.0);
                n += 1.0;
                term *= -x * x / n;
            }
            sum * 2.0 / std::f64::consts::PI.sqrt()
        } else {
            // erfc(x) = e^{-x²}/√π · 1/(x + 1/2/(x + 1/(x + 3/2/(x + ...)))) for large |x|
            let a = x.abs();
            let mut f = 0.0;
            for k in (1..60).rev() {
                f = (k as f64 / 2.0) / (a + f);
            }
            let erfc = (-a * a).exp() / std::f64::consts::PI.sqrt() / (a + f);
            (1.0 - erfc) * x.signum()
        }
    }

    #[test]
    fn softmax_and_layer_norm_are_exact_enough() {
        let mut x: Vec<f32> = (0..37).map(|i| (i as f32 * 0.37).sin() * 5.0).collect();
        let want: Vec<f64> = {
            let m = x.iter().cloned().fold(f32::MIN, f32::max) as f64;
            let e: Vec<f64> = x.iter().map(|&v| (v as f64 - m).exp()).collect();
            let s: f64 = e.iter().sum();
            e.iter().map(|v| v / s).collect()
        };
        kernels::softmax_rows(&mut x, 37);
        for (a, b) in x.iter().zip(&want) {
            assert!((*a as f64 - b).abs() < 1e-6, "{a} vs {b}");
        }
        let mut y: Vec<f32> = (0..2 * 35).map(|i| (i as f32 * 0.71).cos() * 3.0 + 1.0).collect();
        let g: Vec<f32> = (0..35).map(|i| 1.0 + i as f32 / 35.0).collect();
        let b: Vec<f32> = (0..35).map(|i| i as f32 / 10.0).collect();
        let (gr, br) = (&g, &b);
        let want: Vec<f64> = y
            .chunks(35)
            .flat_map(|r| {
                let m = r.iter().map(|&v| v as f64).sum::<f64>() / 35.0;
                let var = r.iter().map(|&v| (v as f64 - m).powi(2)).sum::<f64>() / 35.0;
                r.iter()
                    .enumerate()
                    .map(move |(i, &v)| (v as f64 - m) / (var + 1e-12).sqrt() * gr[i] as f64 + br[i] as f64)
                    .collect::<Vec<_>>()
            })
            .collect();
        kernels::layer_norm(&mut y, 35, &g, &b, 1e-12);
        for (a, w) in y.iter().zip(&want) {
            assert!((*a as f64 - w).abs() < 1e-5, "{a} vs {w}");
        }
    }
}
