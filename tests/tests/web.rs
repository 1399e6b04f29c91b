//! The web viewer end to end in real headless Chromium: build the fixture release, evaluate it,
//! write the site with `execretrieval site`, serve it with `python3 -m http.server`, and drive it
//! with playwright-core (tests/web/e2e.mjs): leaderboard, query view against the results file,
//! replay verdicts, verify-all with 0 mismatches, dataset filter, analyses plots. Screenshots go
//! to `$CARGO_TARGET_DIR/web-e2e/`. Needs what `scripts/test.sh` installs (the viewer build in
//! `<target>/web-dist`, Debian `chromium`, npm playwright-core under `<target>/tools/npm`).

use execretrieval_tests::{build_fixture_release, eval_release, run_cli};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn target_dir() -> PathBuf {
    if let Some(t) = std::env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(t);
    }
    let exe = std::env::current_exe().unwrap();
    exe.ancestors().nth(3).unwrap().to_path_buf()
}

struct Server(Child);
impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn serve(dir: &Path) -> (Server, String) {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let child = Command::new("python3")
        .args(["-m", "http.server", &port.to_string(), "--bind", "127.0.0.1", "--directory"])
        .arg(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("python3 -m http.server");
    let t0 = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(t0.elapsed() < Duration::from_secs(20), "http.server did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    (Server(child), format!("http://127.0.0.1:{port}/"))
}

/// Require exit code `expected` of a CLI run (`what` names it).
fn exits(o: std::process::Output, expected: i32, what: &str) {
    assert_eq!(o.status.code(), Some(expected), "{what}: {}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn viewer_in_headless_chromium() {
    let target = target_dir();
    let dist = std::env::var_os("EXECRETRIEVAL_WEB_DIST")
        .map(PathBuf::from)
        .unwrap_or_else(|| target.join("web-dist"));
    assert!(
        dist.join("index.html").exists(),
        "{} is not built: run `bash scripts/web.sh` (scripts/test.sh does)",
        dist.display()
    );
    let npm = target.join("tools/npm/node_modules");
    assert!(
        npm.join("playwright-core").exists(),
        "playwright-core not installed under {} (scripts/test.sh installs it)",
        npm.display()
    );

    let dir = tempfile::tempdir().unwrap();
    let rel = dir.path().join("release");
    let results = dir.path().join("results");
    let site = dir.path().join("site");
    // the fixture release has one broken task on purpose: `build` exits 1 and builds the rest
    exits(build_fixture_release(&rel), 1, "build");
    exits(eval_release(&rel, &results, &["--bootstrap-samples", "200"]), 0, "eval");
    let o = run_cli(
        &[
            "site",
            "--release",
            rel.to_str().unwrap(),
            "--results",
            results.to_str().unwrap(),
            "--out",
            site.to_str().unwrap(),
            "--web-dist",
            dist.to_str().unwrap(),
        ],
        dir.path(),
    );
    assert!(o.status.success(), "site: {}", String::from_utf8_lossy(&o.stderr));
    // self-contained, with compressed copies of everything
    for f in [
        "index.html",
        "worker.js",
        "data/manifest.json",
        "data/release.json",
        "data/verify.json",
        "data/results/bm25.json",
        "py/execretrieval_web_worker_bg.wasm",
    ] {
        assert!(site.join(f).exists(), "{f} missing");
        assert!(
            site.join(format!("{f}.br")).exists() && site.join(format!("{f}.gz")).exists(),
            "{f}: no .br/.gz"
        );
    }
    // the Python wasm's brotli copy is the viewer build's (quality 11), within the 7 MB budget
    let py_br = "py/execretrieval_web_worker_bg.wasm.br";
    let shipped = std::fs::read(site.join(py_br)).unwrap();
    assert_eq!(
        shipped,
        std::fs::read(dist.join(py_br)).unwrap(),
        "site did not ship the precompressed {py_br}"
    );
    assert!(shipped.len() <= 7_000_000, "{py_br}: {} bytes, over the 7 MB budget", shipped.len());
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(site.join("data/manifest.json")).unwrap()).unwrap();
    assert_eq!(manifest["n_queries"], 3);
    assert_eq!(manifest["n_verify_unmatched"], 0);

    let (_server, url) = serve(&site);
    let shots = target.join("web-e2e");
    std::fs::create_dir_all(&shots).unwrap();
    let o = Command::new("node")
        .arg(execretrieval_tests::repo_root().join("tests/web/e2e.mjs"))
        .args([&url, shots.to_str().unwrap(), "full"])
        .env("PLAYWRIGHT_CORE_DIR", &npm)
        .output()
        .expect("node");
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "e2e failed:\n{}\n{stdout}", String::from_utf8_lossy(&o.stderr));
    eprintln!("web e2e: {stdout}");
    for s in ["query.png", "verify.png", "analyses.png", "leaderboard.png"] {
        assert!(shots.join(s).metadata().map(|m| m.len() > 1000).unwrap_or(false), "screenshot {s}");
    }
}
