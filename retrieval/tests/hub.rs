//! Hub fetch against a local server speaking the Hugging Face hub's file API
//! (`/api/models/{repo}/revision/{rev}?blobs=true`, `/{repo}/resolve/{commit}/{file}` with
//! `Range`): the fixture Qwen3 folder fetched, verified and loaded; the revision pinned and
//! cached; a wrong checksum, a 404 and interrupted downloads (cut mid-body, and a partial file
//! left by a killed run) resumed with `Range`.

use execretrieval_net::testing::{Recorded, Scripted, ScriptedServer};
use execretrieval_retrieval::hub::{git_blob_id, Hub};
use execretrieval_retrieval::RetrieverConfig;
use serde_json::json;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

const COMMIT: &str = "0123456789abcdef0123456789abcdef01234567";

fn fixture_files() -> BTreeMap<String, Vec<u8>> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hf_reference/qwen3");
    ["config.json", "tokenizer.json", "model.safetensors"]
        .iter()
        .map(|f| (f.to_string(), std::fs::read(dir.join(f)).unwrap()))
        .chain([("README.md".to_string(), b"not a model file".to_vec())])
        .collect()
}

#[derive(Clone, Default)]
struct Faults {
    /// sha256 the API claims for model.safetensors instead of the true one.
    wrong_sha256: bool,
    /// Cut the first answer for model.safetensors after this many bytes.
    cut_first: Option<usize>,
    /// Revisions the API knows (others: 404).
    revisions: Vec<&'static str>,
}

fn serve(files: BTreeMap<String, Vec<u8>>, faults: Faults) -> ScriptedServer {
    let files = Arc::new(files);
    let cut_done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    ScriptedServer::start(move |req: &Recorded, _| {
        let path = req.path.as_str();
        if let Some(rest) = path.strip_prefix("/api/models/org/tiny/revision/") {
            let rev = rest.trim_end_matches("?blobs=true");
            // The hub answers for a branch, a tag or the commit itself.
            if !faults.revisions.contains(&rev) && rev != COMMIT {
                return Scripted::json(404, &json!({"error": "Revision Not Found"}));
            }
            let siblings: Vec<_> = files
                .iter()
                .map(|(name, data)| {
                    if name.ends_with(".safetensors") {
                        let sha =
                            if faults.wrong_sha256 { "ab".repeat(32) } else { hex::encode(Sha256::digest(data)) };
                        json!({"rfilename": name, "size": data.len(), "blobId": "x", "lfs": {"sha256": sha, "size": data.len()}})
                    } else {
                        let tmp = tempfile::NamedTempFile::new().unwrap();
                        std::fs::write(tmp.path(), data).unwrap();
                        json!({"rfilename": name, "size": data.len(), "blobId": git_blob_id(tmp.path()).unwrap()})
                    }
                })
                .collect();
            return Scripted::json(200, &json!({"id": "org/tiny", "sha": COMMIT, "siblings": siblings}));
        }
        let Some(name) = path.strip_prefix(&format!("/org/tiny/resolve/{COMMIT}/")) else {
            return Scripted::json(404, &json!({"error": "Repository Not Found"}));
        };
        let Some(data) = files.get(name) else {
            return Scripted::json(404, &json!({"error": "Entry not found"}));
        };
        let from = req
            .header("range")
            .and_then(|r| r.strip_prefix("bytes="))
            .and_then(|r| r.trim_end_matches('-').parse::<usize>().ok());
        let answer = match from {
            Some(n) => Scripted::status(206)
                .header("content-range", &format!("bytes {n}-{}/{}", data.len() - 1, data.len()))
                .body(data[n..].to_vec()),
            None => Scripted::status(200).body(data.clone()),
        };
        match faults.cut_first {
            Some(n)
                if name == "model.safetensors"
                    && !cut_done.swap(true, std::sync::atomic::Ordering::SeqCst) =>
            {
                answer.cut_after(n)
            }
            _ => answer,
        }
    })
}

fn hub(server: &ScriptedServer, cache: &std::path::Path) -> Hub {
    let mut h = Hub::from_env(cache.to_path_buf());
    h.endpoint = server.url();
    h.policy.base_delay = std::time::Duration::from_millis(10);
    h
}

fn file_requests(server: &ScriptedServer, name: &str) -> Vec<Recorded> {
    server.requests().into_iter().filter(|r| r.path.ends_with(&format!("/{name}"))).collect()
}

#[test]
fn fetch_verify_pin_and_cache() {
    let files = fixture_files();
    let server = serve(files.clone(), Faults { revisions: vec!["main", "v1"], ..Default::default() });
    let cache = tempfile::tempdir().unwrap();
    let h = hub(&server, cache.path());
    let got = h.fetch("org/tiny", "main", &|m| eprintln!("{m}")).unwrap();
    assert_eq!(got.commit, COMMIT);
    assert_eq!(got.dir, cache.path().join("org--tiny").join(COMMIT));
    for f in ["config.json", "tokenizer.json", "model.safetensors"] {
        assert_eq!(std::fs::read(got.dir.join(f)).unwrap(), files[f], "{f}");
    }
    assert!(!got.dir.join("README.md").exists(), "only the model files are fetched");
    // The fetched folder is a working model.
    let enc = execretrieval_retrieval::dense::DenseEncoder::load(&got.dir, &Default::default()).unwrap();
    assert_eq!(enc.dim, 64);
    // Every file came from the resolved commit, not the moving branch.
    assert!(server
        .requests()
        .iter()
        .filter(|r| r.path.contains("/resolve/"))
        .all(|r| r.path.contains(COMMIT)));
    // The branch's commit is cached: resolving and fetching again ask nothing.
    let n = server.requests().len();
    assert_eq!(h.resolve("org/tiny", "main", &|_| {}).unwrap(), COMMIT);
    assert_eq!(h.fetch("org/tiny", "main", &|_| {}).unwrap().dir, got.dir);
    assert_eq!(server.requests().len(), n, "a cached model needs no request");
    // Another name of the same commit asks the API once, downloads nothing.
    assert_eq!(h.fetch("org/tiny", "v1", &|_| {}).unwrap().commit, COMMIT);
    assert_eq!(server.requests().len(), n + 1);
    // A commit id is its own pin.
    assert_eq!(h.resolve("org/tiny", &COMMIT.to_uppercase(), &|_| {}).unwrap(), COMMIT);

    // Through a configuration: `pin_revisions` writes the commit; the store key ignores it.
    std::env::set_var("HF_ENDPOINT", server.url());
    std::env::set_var("EXECRETRIEVAL_CACHE_DIR", cache.path().join("root"));
    let mut cfgs: Vec<RetrieverConfig> = vec![execretrieval_retrieval::hub_config("org/tiny@v1").unwrap()];
    let before = execretrieval_retrieval::store::config_sha256(&cfgs[0]);
    execretrieval_retrieval::pin_revisions(&mut cfgs, &|_| {}).unwrap();
    let hubm = cfgs[0].spec.hub.clone().unwrap();
    assert_eq!((hubm.revision.as_str(), hubm.resolved.as_deref()), ("v1", Some(COMMIT)));
    assert_eq!(execretrieval_retrieval::store::config_sha256(&cfgs[0]), before);
    let dir = execretrieval_retrieval::model_dir(&cfgs[0], &|_| {}).unwrap();
    assert_eq!(dir, cache.path().join("root/models/hub/org--tiny").join(COMMIT));
}

#[test]
fn wrong_checksum_and_404_fail_naming_the_problem() {
    let server =
        serve(fixture_files(), Faults { wrong_sha256: true, revisions: vec!["main"], ..Default::default() });
    let cache = tempfile::tempdir().unwrap();
    let h = hub(&server, cache.path());
    let err = format!("{:#}", h.fetch("org/tiny", "main", &|_| {}).unwrap_err());
    assert!(err.contains("model.safetensors") && err.contains("sha256"), "{err}");
    let repo = cache.path().join("org--tiny");
    assert!(!repo.join(COMMIT).exists(), "no folder is published for a failed fetch");
    let partial = repo.join(format!(".partial-{COMMIT}"));
    assert!(!partial.join("model.safetensors").exists() && !partial.join("model.safetensors.part").exists());

    let err = format!("{:#}", h.fetch("org/tiny", "no-such-branch", &|_| {}).unwrap_err());
    assert!(err.contains("404") && err.contains("no model org/tiny at revision no-such-branch"), "{err}");
    let err = format!("{:#}", h.fetch("org/other", "main", &|_| {}).unwrap_err());
    assert!(err.contains("404"), "{err}");
}

#[test]
fn interrupted_downloads_resume_with_range() {
    let files = fixture_files();
    let weights = files["model.safetensors"].clone();
    // A body that stops short: the fetch resumes from where it stopped.
    let server = serve(
        files.clone(),
        Faults { cut_first: Some(100_000), revisions: vec!["main"], ..Default::default() },
    );
    let cache = tempfile::tempdir().unwrap();
    let got = hub(&server, cache.path()).fetch("org/tiny", "main", &|m| eprintln!("{m}")).unwrap();
    assert_eq!(std::fs::read(got.dir.join("model.safetensors")).unwrap(), weights);
    let reqs = file_requests(&server, "model.safetensors");
    assert_eq!(reqs.len(), 2, "one cut answer, one resumed request");
    assert_eq!(reqs[0].header("range"), None);
    let resumed_at: usize =
        reqs[1].header("range").unwrap().trim_start_matches("bytes=").trim_end_matches('-').parse().unwrap();
    assert!(resumed_at > 0 && resumed_at <= 100_000, "resumed at {resumed_at}");

    // A partial file left by a killed run: the next fetch asks only for the rest.
    let server = serve(files, Faults { revisions: vec!["main"], ..Default::default() });
    let cache = tempfile::tempdir().unwrap();
    let partial = cache.path().join("org--tiny").join(format!(".partial-{COMMIT}"));
    std::fs::create_dir_all(&partial).unwrap();
    std::fs::write(partial.join("model.safetensors.part"), &weights[..12_345]).unwrap();
    let got = hub(&server, cache.path()).fetch("org/tiny", "main", &|_| {}).unwrap();
    assert_eq!(std::fs::read(got.dir.join("model.safetensors")).unwrap(), weights);
    let reqs = file_requests(&server, "model.safetensors");
    assert_eq!(reqs.len(), 1);
    assert_eq!(reqs[0].header("range"), Some("bytes=12345-"));
    assert!(!partial.exists(), "the staging folder became the model folder");
}
