//! MPNet encoder (Song et al. 2020, as in Hugging Face `modeling_mpnet.py`) on candle, which has
//! no MPNet module: BERT-shaped post-LayerNorm layers, RoBERTa-style position ids (offset by the
//! padding index) and a T5-style bucketed relative position bias shared by every layer.

use candle_core::{DType, Device, Module, Result, Tensor};
use candle_nn::{layer_norm, linear, Embedding, LayerNorm, Linear, VarBuilder};
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
pub struct Config {
    pub vocab_size: usize,
    pub hidden_size: usize,
    pub num_hidden_layers: usize,
    pub num_attention_heads: usize,
    pub intermediate_size: usize,
    pub max_position_embeddings: usize,
    pub layer_norm_eps: f64,
    pub pad_token_id: u32,
    #[serde(default = "default_buckets")]
    pub relative_attention_num_buckets: usize,
}

fn default_buckets() -> usize {
    32
}

const MAX_DISTANCE: i64 = 128;

struct Layer {
    q: Linear,
    k: Linear,
    v: Linear,
    o: Linear,
    attn_norm: LayerNorm,
    intermediate: Linear,
    output: Linear,
    out_norm: LayerNorm,
    heads: usize,
}

impl Layer {
    fn load(vb: VarBuilder, c: &Config) -> Result<Self> {
        let h = c.hidden_size;
        let a = vb.pp("attention");
        Ok(Self {
            q: linear(h, h, a.pp("attn.q"))?,
            k: linear(h, h, a.pp("attn.k"))?,
            v: linear(h, h, a.pp("attn.v"))?,
            o: linear(h, h, a.pp("attn.o"))?,
            attn_norm: layer_norm(h, c.layer_norm_eps, a.pp("LayerNorm"))?,
            intermediate: linear(h, c.intermediate_size, vb.pp("intermediate.dense"))?,
            output: linear(c.intermediate_size, h, vb.pp("output.dense"))?,
            out_norm: layer_norm(h, c.layer_norm_eps, vb.pp("output.LayerNorm"))?,
            heads: c.num_attention_heads,
        })
    }

    /// `x`: (batch, len, hidden); `bias`: (batch, heads, len, len) = position bias + mask.
    fn forward(&self, x: &Tensor, bias: &Tensor) -> Result<Tensor> {
        let (b, l, h) = x.dims3()?;
        let d = h / self.heads;
        let split = |t: Tensor| -> Result<Tensor> { t.reshape((b, l, self.heads, d))?.transpose(1, 2)?.contiguous() };
        let q = split(self.q.forward(x)?)?;
        let k = split(self.k.forward(x)?)?;
        let v = split(self.v.forward(x)?)?;
        let scores = (q.matmul(&k.t()?)? / (d as f64).sqrt())?.broadcast_add(bias)?;
        let probs = candle_nn::ops::softmax_last_dim(&scores)?;
        let ctx = probs.matmul(&v)?.transpose(1, 2)?.reshape((b, l, h))?;
        let attn = self.attn_norm.forward(&(self.o.forward(&ctx)? + x)?)?;
        let inter = self.intermediate.forward(&attn)?.gelu_erf()?;
        self.out_norm.forward(&(self.output.forward(&inter)? + attn)?)
    }
}

pub struct MpnetModel {
    word: Embedding,
    position: Embedding,
    norm: LayerNorm,
    layers: Vec<Layer>,
    relative_bias: Embedding,
    buckets: usize,
    pad: u32,
    heads: usize,
    device: Device,
}

/// Hugging Face `MPNetEncoder.relative_position_bucket` (bidirectional).
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
            + (((n as f32 / max_exact as f32).ln() / (MAX_DISTANCE as f32 / max_exact as f32).ln()) * (half - max_exact) as f32) as i64;
        ret += large.min(half - 1);
    }
    ret as u32
}

impl MpnetModel {
    pub fn load(vb: VarBuilder, c: &Config) -> Result<Self> {
        let e = vb.pp("embeddings");
        let layers = (0..c.num_hidden_layers).map(|i| Layer::load(vb.pp(format!("encoder.layer.{i}")), c)).collect::<Result<_>>()?;
        Ok(Self {
            word: candle_nn::embedding(c.vocab_size, c.hidden_size, e.pp("word_embeddings"))?,
            position: candle_nn::embedding(c.max_position_embeddings, c.hidden_size, e.pp("position_embeddings"))?,
            norm: layer_norm(c.hidden_size, c.layer_norm_eps, e.pp("LayerNorm"))?,
            layers,
            relative_bias: candle_nn::embedding(c.relative_attention_num_buckets, c.num_attention_heads, vb.pp("encoder.relative_attention_bias"))?,
            buckets: c.relative_attention_num_buckets,
            pad: c.pad_token_id,
            heads: c.num_attention_heads,
            device: vb.device().clone(),
        })
    }

    /// `ids`, `mask`: (batch, len) u32; returns the last hidden state (batch, len, hidden).
    pub fn forward(&self, ids: &Tensor, mask: &Tensor) -> Result<Tensor> {
        let (b, l) = ids.dims2()?;
        // Position ids: padding_idx + 1 + index for real tokens, padding_idx for padding.
        let id_rows = ids.to_vec2::<u32>()?;
        let mut pos = Vec::with_capacity(b * l);
        for row in &id_rows {
            let mut n = 0u32;
            for &t in row {
                if t != self.pad {
                    n += 1;
                    pos.push(self.pad + n);
                } else {
                    pos.push(self.pad);
                }
            }
        }
        let pos = Tensor::from_vec(pos, (b, l), &self.device)?;
        let x = self.norm.forward(&(self.word.forward(ids)? + self.position.forward(&pos)?)?)?;
        // Relative position bias (1, heads, l, l) + additive mask (b, 1, 1, l).
        let mut buckets = Vec::with_capacity(l * l);
        for i in 0..l as i64 {
            for j in 0..l as i64 {
                buckets.push(relative_position_bucket(j - i, self.buckets));
            }
        }
        let buckets = Tensor::from_vec(buckets, (l, l), &self.device)?;
        let rel = self.relative_bias.forward(&buckets)?.permute((2, 0, 1))?.unsqueeze(0)?; // 1, heads, l, l
        let additive = ((mask.to_dtype(DType::F32)? - 1.0)? * f32::MAX as f64)?.unsqueeze(1)?.unsqueeze(1)?; // b,1,1,l
        let bias = rel.broadcast_add(&additive)?.contiguous()?;
        debug_assert_eq!(bias.dim(1)?, self.heads);
        let mut h = x;
        for layer in &self.layers {
            h = layer.forward(&h, &bias)?;
        }
        Ok(h)
    }
}
