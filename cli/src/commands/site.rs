//! `execretrieval site`: the static web viewer with the release and the results as JSON, plus
//! brotli and gzip copies of every file. Works from any static host (`python3 -m http.server`).
//!
//! The viewer itself (the Leptos app, the Python worker, index.html) is built by
//! `scripts/web.sh` into `<target dir>/web-dist`; this command copies it and writes `data/`,
//! the files [`execretrieval_eval::site::site_data`] builds from the release and the results.

use anyhow::{bail, Context, Result};
use clap::Args;
use execretrieval_eval::site::site_data;
use execretrieval_io::write_atomic;
use rayon::prelude::*;
use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub struct SiteArgs {
    /// Output directory (replaced files only; other files are left alone).
    #[arg(long, default_value = "results/site")]
    pub out: PathBuf,
    /// Release directory (queries, corpus, distractor metadata, execution cache).
    #[arg(long, default_value = "data/release")]
    pub release: PathBuf,
    /// Results directory written by `eval`/`run`.
    #[arg(long, default_value = "results")]
    pub results: PathBuf,
    /// The site of another release for the header to link to, as NAME=HREF (HREF relative to
    /// this site's root), e.g. `--also release-plus=plus/`. Repeatable.
    #[arg(long = "also", value_name = "NAME=HREF")]
    pub also: Vec<execretrieval_core::site::ReleaseLink>,
    /// The built viewer. Default: $EXECRETRIEVAL_WEB_DIST, else <cargo target dir>/web-dist.
    #[arg(long)]
    pub web_dist: Option<PathBuf>,
}

/// Where the viewer build is, by default.
pub fn default_web_dist() -> PathBuf {
    if let Some(p) = std::env::var_os("EXECRETRIEVAL_WEB_DIST") {
        return PathBuf::from(p);
    }
    let target = option_env!("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../target"));
    target.join("web-dist")
}

/// Files of the viewer build the site cannot work without.
const WEB_FILES: &[&str] = &[
    "index.html",
    "worker.js",
    "app/execretrieval_web.js",
    "app/execretrieval_web_bg.wasm",
    "py/execretrieval_web_worker.js",
    "py/execretrieval_web_worker_bg.wasm",
];

/// Copy the viewer build. A file that comes with both a `.br` and a `.gz` copy in the build (the
/// Python wasm: `scripts/env.sh` compresses it once, at brotli's highest setting) keeps them and
/// is listed in `precompressed`; every other file is compressed by [`compress`] later.
fn copy_tree(
    from: &Path,
    to: &Path,
    files: &mut Vec<PathBuf>,
    precompressed: &mut BTreeSet<PathBuf>,
) -> Result<()> {
    for entry in std::fs::read_dir(from).with_context(|| format!("cannot read {}", from.display()))? {
        let entry = entry?;
        let name = entry.file_name();
        let name_s = name.to_string_lossy();
        if name_s.ends_with(".br") || name_s.ends_with(".gz") {
            continue;
        }
        let dest = to.join(&name);
        if entry.file_type()?.is_dir() {
            copy_tree(&entry.path(), &dest, files, precompressed)?;
        } else {
            let sibling = |dir: &Path, ext: &str| dir.join(format!("{name_s}.{ext}"));
            if sibling(from, "br").is_file() && sibling(from, "gz").is_file() {
                for ext in ["br", "gz"] {
                    write_atomic(&sibling(to, ext), &std::fs::read(sibling(from, ext))?)?;
                }
                precompressed.insert(dest.clone());
            }
            write_atomic(&dest, &std::fs::read(entry.path())?)?;
            files.push(dest);
        }
    }
    Ok(())
}

/// Brotli and gzip (level 9) copies next to `path`. Brotli quality 11 up to 4 MB; quality 9 above
/// (the release JSON of a full release). The Python wasm comes precompressed (see [`copy_tree`]).
pub fn compress(path: &Path) -> Result<()> {
    let bytes = std::fs::read(path)?;
    let mut br = Vec::new();
    {
        let quality = if bytes.len() <= 4 << 20 { 11 } else { 9 };
        let mut w = brotli::CompressorWriter::new(&mut br, 1 << 16, quality, 22);
        w.write_all(&bytes)?;
    }
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(&bytes)?;
    let gz = gz.finish()?;
    let with = |ext: &str| PathBuf::from(format!("{}.{ext}", path.display()));
    write_atomic(&with("br"), &br)?;
    write_atomic(&with("gz"), &gz)?;
    Ok(())
}

/// Temp files are created 0600: make what the site wrote (`files`, their `.br`/`.gz` copies and
/// the directories under `out` that hold them) readable by a web server running as another user.
/// Other files under `out` keep their modes.
fn readable(out: &Path, files: &[PathBuf]) -> Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mut dirs = BTreeSet::new();
        for f in files {
            for p in [
                f.clone(),
                PathBuf::from(format!("{}.br", f.display())),
                PathBuf::from(format!("{}.gz", f.display())),
            ] {
                std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o644))
                    .with_context(|| format!("cannot make {} readable", p.display()))?;
            }
            dirs.extend(f.ancestors().skip(1).take_while(|d| d.starts_with(out)).map(Path::to_path_buf));
        }
        for d in dirs {
            std::fs::set_permissions(&d, std::fs::Permissions::from_mode(0o755))
                .with_context(|| format!("cannot make {} readable", d.display()))?;
        }
    }
    Ok(())
}

pub fn run(args: SiteArgs) -> Result<crate::Status> {
    let t0 = std::time::Instant::now();
    let dist = args.web_dist.clone().unwrap_or_else(default_web_dist);
    for f in WEB_FILES {
        if !dist.join(f).exists() {
            bail!(
                "the web viewer is not built ({} is missing): run `bash scripts/web.sh` (it builds it into <target dir>/web-dist), or pass --web-dist",
                dist.join(f).display()
            );
        }
    }
    let site = site_data(&args.release, &args.results, &args.also)?;
    let out = &args.out;
    let mut files = Vec::new();
    let mut precompressed = BTreeSet::new();
    copy_tree(&dist, out, &mut files, &mut precompressed)?;
    for (name, bytes) in &site.files {
        let p = out.join("data").join(name);
        write_atomic(&p, bytes)?;
        files.push(p);
    }
    files.sort();
    files
        .par_iter()
        .filter(|f| !precompressed.contains(*f))
        .map(|f| compress(f))
        .collect::<Result<Vec<()>>>()?;
    readable(out, &files)?;
    eprintln!(
        "site: {} files (+ .br/.gz), {} queries, {} replayable cache pairs{}; written to {} in {:.1}s",
        files.len(),
        site.n_queries,
        site.n_verify_pairs,
        if site.n_verify_unmatched > 0 {
            format!(" ({} cache rows not in the release)", site.n_verify_unmatched)
        } else {
            String::new()
        },
        out.display(),
        t0.elapsed().as_secs_f64()
    );
    println!("{}", out.join("index.html").display());
    Ok(crate::Status::Success)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn mode(p: &Path) -> u32 {
        std::fs::metadata(p).unwrap().permissions().mode() & 0o777
    }

    /// What the site wrote becomes world-readable; a file it did not write keeps its mode.
    #[test]
    fn only_written_files_are_made_readable() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        let written = out.join("data/queries/q_0001.json");
        for p in [
            written.clone(),
            PathBuf::from(format!("{}.br", written.display())),
            PathBuf::from(format!("{}.gz", written.display())),
        ] {
            write_atomic(&p, b"{}").unwrap();
            std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o600)).unwrap();
        }
        std::fs::set_permissions(out.join("data"), std::fs::Permissions::from_mode(0o700)).unwrap();
        let own = out.join("keep.sh");
        std::fs::write(&own, "#!/bin/sh\n").unwrap();
        std::fs::set_permissions(&own, std::fs::Permissions::from_mode(0o750)).unwrap();
        readable(&out, std::slice::from_ref(&written)).unwrap();
        assert_eq!(mode(&written), 0o644);
        assert_eq!(mode(Path::new(&format!("{}.br", written.display()))), 0o644);
        assert_eq!(mode(&out.join("data")), 0o755);
        assert_eq!(mode(&out.join("data/queries")), 0o755);
        assert_eq!(mode(&own), 0o750, "a file the site did not write changed mode");
    }
}
