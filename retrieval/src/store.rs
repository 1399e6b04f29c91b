//! Embedding store: one `.npy` matrix (float32, one row per text, input order) per retriever and
//! text set, keyed by the sha256 of the texts (prefixes included) and of the configuration.
//!
//! `<dir>/<retriever>/<queries|corpus>-<texts sha256[..16]>-<config sha256[..16]>.npy`, with a
//! `.json` manifest beside it (full hashes, shape, configuration). Hosted vectors are not
//! deterministic: a stored matrix makes a result reproducible and lets `eval --from-embeddings`
//! rescore with no model or API access. Both files are written with `execretrieval_io`'s atomic
//! write (the manifest first), so a killed run leaves either a complete matrix or none.

use crate::hosted::Role;
use crate::{Kind, RetrieverConfig};
use anyhow::{bail, Context, Result};
use ndarray::Array2;
use ndarray_npy::{ReadNpyExt, WriteNpyExt};
use sha2::{Digest, Sha256};
use std::path::PathBuf;

pub struct EmbeddingStore {
    pub dir: PathBuf,
    /// `--from-embeddings`: never compute, fail if a matrix is missing.
    pub read_only: bool,
}

pub fn texts_sha256(texts: &[String]) -> String {
    hex::encode(Sha256::digest(serde_json::to_vec(texts).expect("strings serialise")))
}

/// Version of the in-process forward pass: part of a dense-local matrix's key, so vectors of an
/// earlier encoder (equal to ~1e-7, not bit for bit) are never mixed into a new run.
pub const LOCAL_ENCODER_VERSION: &str = "gemm-packed-1";

/// Hash of what determines the vectors: the configuration minus its display name and its
/// documentation (`source`, `launch`, the hub commit a revision resolved to), plus the encoder
/// version for in-process models. A hosted row's `dtype` only documents what the API returns
/// and is left out too, so stores made before these fields existed stay valid.
pub fn config_sha256(cfg: &RetrieverConfig) -> String {
    let mut v = serde_json::to_value(cfg).expect("config serialises");
    if let Some(o) = v.as_object_mut() {
        for k in ["name", "source", "launch"] {
            o.remove(k);
        }
        if let Some(h) = o.get_mut("hub").and_then(|h| h.as_object_mut()) {
            h.remove("resolved");
        }
        match cfg.kind {
            Kind::DenseLocal => {
                o.insert("encoder_version".into(), LOCAL_ENCODER_VERSION.into());
            }
            Kind::Hosted => {
                o.remove("dtype");
            }
            Kind::Bm25 | Kind::Random => {}
        }
    }
    hex::encode(Sha256::digest(serde_json::to_vec(&v).expect("value serialises")))
}

impl EmbeddingStore {
    pub fn path(&self, cfg: &RetrieverConfig, role: Role, texts: &[String]) -> PathBuf {
        let name: String = cfg
            .name
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() || "-_.".contains(c) { c } else { '_' })
            .collect();
        self.dir.join(name).join(format!(
            "{}-{}-{}.npy",
            role.name(),
            &texts_sha256(texts)[..16],
            &config_sha256(cfg)[..16]
        ))
    }

    /// The stored matrix for these texts, if any (rows checked against the texts).
    pub fn load(&self, cfg: &RetrieverConfig, role: Role, texts: &[String]) -> Result<Option<Vec<Vec<f32>>>> {
        let p = self.path(cfg, role, texts);
        if !p.exists() {
            if self.read_only {
                bail!(
                    "{} has no {} matrix for retriever `{}` ({} is missing); create it with `execretrieval eval --retriever {} --embeddings {}` where the model or API is available",
                    self.dir.display(),
                    role.name(),
                    cfg.name,
                    p.display(),
                    cfg.name,
                    self.dir.display()
                );
            }
            return Ok(None);
        }
        let f = std::fs::File::open(&p).with_context(|| format!("cannot open {}", p.display()))?;
        let a = Array2::<f32>::read_npy(std::io::BufReader::new(f)).with_context(|| {
            format!("{} is not a float32 2-D .npy matrix; delete it to recompute", p.display())
        })?;
        if a.nrows() != texts.len() {
            bail!("{} has {} rows for {} texts; delete it to recompute", p.display(), a.nrows(), texts.len());
        }
        Ok(Some(a.outer_iter().map(|r| r.to_vec()).collect()))
    }

    pub fn save(
        &self,
        cfg: &RetrieverConfig,
        role: Role,
        texts: &[String],
        vecs: &[Vec<f32>],
    ) -> Result<PathBuf> {
        let p = self.path(cfg, role, texts);
        let dim = vecs.first().map(Vec::len).unwrap_or(0);
        let a = Array2::from_shape_vec((vecs.len(), dim), vecs.iter().flatten().copied().collect())
            .context("ragged embedding rows")?;
        let mut npy = Vec::new();
        a.write_npy(&mut npy).context("writing the .npy matrix")?;
        let manifest = serde_json::json!({
            "retriever": cfg.name, "role": role.name(), "rows": vecs.len(), "dim": dim,
            "texts_sha256": texts_sha256(texts), "config_sha256": config_sha256(cfg), "config": cfg,
        });
        // the manifest first: a matrix is never on disk without it
        execretrieval_io::write_json(&p.with_extension("json"), &manifest)?;
        execretrieval_io::write_atomic(&p, &npy)?;
        Ok(p)
    }
}
