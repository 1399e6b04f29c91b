//! Model folders from the Hugging Face hub (or any server speaking its file API, named by
//! `$HF_ENDPOINT`), pinned to a commit, sha256-verified, resumable, into the model cache.
//!
//! Protocol (the hub's own): `GET {endpoint}/api/models/{repo}/revision/{revision}?blobs=true`
//! answers the commit (`sha`) the revision points to and the files (`siblings`: `rfilename`,
//! `size`, `blobId` = the git blob id, and for LFS files `lfs.sha256`); every file then comes
//! from `GET {endpoint}/{repo}/resolve/{commit}/{file}`, so all files are of the same commit.
//! LFS files (the weights) are checked against their sha256, the small git files against their
//! git blob id (sha1 of `blob <size>\0<content>`): a file that does not match is deleted and the
//! fetch fails naming it.
//!
//! Cache: `<cache>/<org>--<name>/<commit>/` holds a complete folder (renamed into place only
//! when every file is verified); `<cache>/<org>--<name>/refs/<revision>` records the commit a
//! branch or tag resolved to (so a rerun needs no network); partial files wait in
//! `<cache>/<org>--<name>/.partial-<commit>/` and a later fetch resumes them with `Range`
//! requests (a killed download loses nothing). Requests go through `execretrieval-net` (retries
//! with backoff on 429/5xx/timeouts/cut-off bodies).

use crate::models::{is_model_dir, sha256_file, MODEL_FILES};
use anyhow::{bail, Context, Result};
use execretrieval_net::{Client, RetryPolicy};
use serde::Deserialize;
use sha1::{Digest as _, Sha1};
use std::io::Read;
use std::path::{Path, PathBuf};

/// Files of a model folder that must exist (the rest of [`MODEL_FILES`] are optional).
const REQUIRED: &[&str] = &["config.json", "tokenizer.json", "model.safetensors"];

/// The hub's answer to `/api/models/{repo}/revision/{revision}?blobs=true` (the fields used).
#[derive(Clone, Debug, Deserialize)]
pub struct RevisionInfo {
    /// The commit.
    pub sha: String,
    #[serde(default)]
    pub siblings: Vec<Sibling>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Sibling {
    pub rfilename: String,
    #[serde(default)]
    pub size: Option<u64>,
    #[serde(default, rename = "blobId")]
    pub blob_id: Option<String>,
    #[serde(default)]
    pub lfs: Option<Lfs>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Lfs {
    pub sha256: String,
    #[serde(default)]
    pub size: Option<u64>,
}

/// A fetched folder and the commit it is.
#[derive(Clone, Debug)]
pub struct Fetched {
    pub dir: PathBuf,
    pub commit: String,
}

/// A hub endpoint and the cache folder its models go to.
#[derive(Clone, Debug)]
pub struct Hub {
    pub endpoint: String,
    pub cache: PathBuf,
    pub policy: RetryPolicy,
}

fn is_commit(rev: &str) -> bool {
    rev.len() == 40 && rev.bytes().all(|b| b.is_ascii_hexdigit())
}

impl Hub {
    /// `$HF_ENDPOINT` (default `https://huggingface.co`), caching into `cache`.
    pub fn from_env(cache: PathBuf) -> Hub {
        let endpoint = std::env::var("HF_ENDPOINT")
            .ok()
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| "https://huggingface.co".into());
        // Weights are large: a long per-attempt timeout (a timed-out attempt resumes anyway).
        let policy = RetryPolicy { timeout: std::time::Duration::from_secs(3600), ..RetryPolicy::default() };
        Hub { endpoint: endpoint.trim_end_matches('/').to_string(), cache, policy }
    }

    fn repo_dir(&self, repo: &str) -> PathBuf {
        self.cache.join(repo.replace('/', "--"))
    }

    fn runtime() -> Result<tokio::runtime::Runtime> {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .context("cannot start the async runtime")
    }

    fn client(&self, rt: &tokio::runtime::Runtime) -> Result<Client> {
        rt.block_on(async { Client::new(self.policy.clone()) }).map_err(anyhow::Error::from)
    }

    fn headers() -> Vec<(&'static str, String)> {
        // The hub's own token variable, for gated or private repos.
        match std::env::var("HF_TOKEN").ok().filter(|t| !t.trim().is_empty()) {
            Some(t) => vec![("authorization", format!("Bearer {}", t.trim()))],
            None => Vec::new(),
        }
    }

    /// The revision's metadata from the API.
    pub fn info(&self, repo: &str, revision: &str) -> Result<RevisionInfo> {
        let url = format!("{}/api/models/{repo}/revision/{revision}?blobs=true", self.endpoint);
        let rt = Self::runtime()?;
        let client = self.client(&rt)?;
        let reply = rt
            .block_on(async { client.get(&url, &Self::headers()).await })
            .map_err(|e| match e.status() {
                Some(404) | Some(401) => anyhow::Error::from(e).context(format!(
                    "the hub has no model {repo} at revision {revision} (check the name and revision; a gated model needs HF_TOKEN)"
                )),
                _ => anyhow::Error::from(e),
            })?;
        let info: RevisionInfo = reply.json()?;
        if !is_commit(&info.sha) {
            bail!("{url}: `sha` {:?} is not a commit id", info.sha);
        }
        Ok(info)
    }

    /// The commit `revision` points to: itself when it is a commit id, the cached ref when the
    /// model was fetched before, else the hub's answer.
    pub fn resolve(&self, repo: &str, revision: &str, log: &dyn Fn(&str)) -> Result<String> {
        if is_commit(revision) {
            return Ok(revision.to_ascii_lowercase());
        }
        let r = self.repo_dir(repo).join("refs").join(revision.replace('/', "--"));
        if let Ok(c) = std::fs::read_to_string(&r) {
            let c = c.trim().to_string();
            if is_commit(&c) && is_model_dir(&self.repo_dir(repo).join(&c)) {
                return Ok(c);
            }
        }
        log(&format!("{repo}: resolving revision {revision} at {}", self.endpoint));
        Ok(self.info(repo, revision)?.sha)
    }

    /// Make sure `repo` at `revision` is in the cache and return its folder and commit.
    pub fn fetch(&self, repo: &str, revision: &str, log: &dyn Fn(&str)) -> Result<Fetched> {
        let base = self.repo_dir(repo);
        if let Ok(commit) = self.resolve(repo, revision, &|_| {}) {
            let dir = base.join(&commit);
            if is_model_dir(&dir) {
                return Ok(Fetched { dir, commit });
            }
        }
        let info = self.info(repo, revision)?;
        let commit = info.sha.clone();
        let dir = base.join(&commit);
        if !is_model_dir(&dir) {
            self.download(repo, &info, &base, &dir, log)?;
        }
        if !is_commit(revision) {
            let r = base.join("refs").join(revision.replace('/', "--"));
            execretrieval_io::write_atomic(&r, commit.as_bytes())?;
        }
        Ok(Fetched { dir, commit })
    }

    fn download(
        &self,
        repo: &str,
        info: &RevisionInfo,
        base: &Path,
        dir: &Path,
        log: &dyn Fn(&str),
    ) -> Result<()> {
        let names: Vec<&str> = info.siblings.iter().map(|s| s.rfilename.as_str()).collect();
        let missing: Vec<&&str> = REQUIRED.iter().filter(|f| !names.contains(f)).collect();
        if !missing.is_empty() {
            let hint = if names.contains(&"model.safetensors.index.json") {
                " (its weights are sharded: model-0000x-of-0000y.safetensors, not supported in process; serve it with an OpenAI-compatible server)"
            } else if names.contains(&"pytorch_model.bin") {
                " (only pytorch_model.bin: convert it to safetensors or serve it with an OpenAI-compatible server)"
            } else {
                ""
            };
            bail!("{repo}@{}: the repo has no {missing:?}{hint}; its files: {names:?}", info.sha);
        }
        let partial = base.join(format!(".partial-{}", info.sha));
        std::fs::create_dir_all(&partial).with_context(|| format!("cannot create {}", partial.display()))?;
        let rt = Self::runtime()?;
        let client = self.client(&rt)?;
        for s in info.siblings.iter().filter(|s| MODEL_FILES.contains(&s.rfilename.as_str())) {
            let out = partial.join(&s.rfilename);
            if out.is_file() && verify(s, &out).is_ok() {
                continue;
            }
            std::fs::create_dir_all(out.parent().unwrap())?;
            let part = out.with_file_name(format!("{}.part", out.file_name().unwrap().to_string_lossy()));
            let url = format!("{}/{repo}/resolve/{}/{}", self.endpoint, info.sha, s.rfilename);
            let have = std::fs::metadata(&part).map(|m| m.len()).unwrap_or(0);
            log(&format!(
                "{repo}: downloading {}{}",
                s.rfilename,
                if have > 0 { format!(" (resuming after {have} bytes)") } else { String::new() }
            ));
            // A server may end a body early without an error (chunked framing): resume until the
            // file has the size the hub announced, a few times at most.
            let want = s.lfs.as_ref().and_then(|l| l.size).or(s.size);
            for _ in 0..4 {
                rt.block_on(async { client.download(&url, &Self::headers(), &part).await })?;
                let got = std::fs::metadata(&part).map(|m| m.len()).unwrap_or(0);
                if want.is_none_or(|n| got >= n) {
                    break;
                }
                log(&format!(
                    "{repo}: {} ended after {got} of {} bytes; resuming",
                    s.rfilename,
                    want.unwrap_or(0)
                ));
            }
            if let Err(e) = verify(s, &part) {
                let _ = std::fs::remove_file(&part);
                return Err(e.context(format!("{url}: deleted; a corrupted download or a tampered mirror")));
            }
            std::fs::rename(&part, &out)?;
        }
        match std::fs::rename(&partial, dir) {
            Ok(()) => Ok(()),
            // Another process finished first: accept its copy if complete.
            Err(_) if is_model_dir(dir) => {
                let _ = std::fs::remove_dir_all(&partial);
                Ok(())
            }
            Err(e) => Err(e).with_context(|| format!("cannot move the model into {}", dir.display())),
        }
    }
}

/// Check a downloaded file against the hub's metadata: size, then sha256 (LFS) or the git blob id.
fn verify(s: &Sibling, path: &Path) -> Result<()> {
    let len = std::fs::metadata(path)?.len();
    if let Some(n) = s.lfs.as_ref().and_then(|l| l.size).or(s.size) {
        if n != len {
            bail!("{}: {len} bytes, the hub says {n}", s.rfilename);
        }
    }
    if let Some(l) = &s.lfs {
        let got = sha256_file(path)?;
        if !got.eq_ignore_ascii_case(&l.sha256) {
            bail!("{}: sha256 {got}, the hub says {}", s.rfilename, l.sha256);
        }
        return Ok(());
    }
    match &s.blob_id {
        Some(want) => {
            let got = git_blob_id(path)?;
            if !got.eq_ignore_ascii_case(want) {
                bail!("{}: git blob id {got}, the hub says {want}", s.rfilename);
            }
            Ok(())
        }
        None => bail!("{}: the hub gave neither an lfs.sha256 nor a blobId to verify it", s.rfilename),
    }
}

/// Git's blob id of a file: sha1 of `blob <size>\0<content>`.
pub fn git_blob_id(path: &Path) -> Result<String> {
    let mut f = std::fs::File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
    let len = f.metadata()?.len();
    let mut h = Sha1::new();
    h.update(format!("blob {len}\0").as_bytes());
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let n = f.read(&mut buf)?;
        if n == 0 {
            break;
        }
        h.update(&buf[..n]);
    }
    let d = h.finalize();
    Ok(hex::encode(d.as_slice()))
}
