//! Development probe: the shortcut rates of release-plus groups built from `data/release`'s
//! selected edits, without running anything (`plus_probe data/tasks data/release`).
use execretrieval_core::release::{CorpusRecord, DistractorRecord, Label, QueryRecord};
use execretrieval_dataset::audit::group_shortcuts;
use execretrieval_dataset::load_tasks;
use execretrieval_dataset::mutate::mutants;
use execretrieval_dataset::plus::{distractor_corners, implementations, transfer, Corner};
use std::collections::HashMap;
use std::path::Path;

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    let (tasks, _) = load_tasks(Path::new(&args[1]));
    let rel = Path::new(&args[2]);
    let queries: Vec<QueryRecord> = execretrieval_io::read_all(&rel.join("queries.jsonl"))?;
    let corpus: Vec<CorpusRecord> = execretrieval_io::read_all(&rel.join("corpus.jsonl"))?;
    let meta: Vec<DistractorRecord> = execretrieval_io::read_all(&rel.join("distractor_metadata.jsonl"))?;
    let by_fn: HashMap<&str, _> = tasks.iter().map(|t| (t.function.as_str(), t)).collect();
    let func_of: HashMap<&str, &str> = corpus
        .iter()
        .filter(|c| c.label == Label::Correct)
        .map(|c| (c.corpus_id.as_str(), c.source_entry_id.as_str()))
        .collect();
    let mut by_q: HashMap<&str, Vec<&DistractorRecord>> = HashMap::new();
    for m in &meta {
        by_q.entry(m.query_id.as_str()).or_default().push(m);
    }
    let (mut n, mut skipped, mut missing) = (0usize, 0usize, 0usize);
    let mut sums = [0.0f64; 4];
    let mut naive = [0.0f64; 4];
    let mut corners = HashMap::new();
    for q in &queries {
        let f = func_of[q.correct_corpus_ids[0].as_str()];
        let t = by_fn[f];
        let Some(imp) = implementations(&t.canonical) else {
            skipped += 1;
            continue;
        };
        let canon_mutants = mutants(&t.canonical);
        let edits: Vec<_> = by_q[q.query_id.as_str()]
            .iter()
            .filter_map(|d| {
                let l = d.location.as_ref()?;
                canon_mutants.iter().find(|m| m.start == l.start && m.end == l.end && m.after == l.after)
            })
            .collect();
        let mut group: Vec<String> = vec![imp.canonical.clone(), imp.rewrite.clone()];
        let mut ok = true;
        for (i, corner) in distractor_corners(f).iter().enumerate() {
            *corners.entry(*corner).or_insert(0usize) += (i == 2) as usize;
            let Some(edit) = edits.get(i) else {
                ok = false;
                break;
            };
            if *corner == Corner::Canonical {
                group.push(edit.code.clone());
                continue;
            }
            let vm = mutants(imp.code(*corner));
            match transfer(edit, &vm) {
                Some(m) => group.push(m.code.clone()),
                None => {
                    ok = false;
                    break;
                }
            }
        }
        if !ok {
            missing += 1;
            continue;
        }
        n += 1;
        let refs: Vec<&str> = group.iter().map(String::as_str).collect();
        let correct = [true, true, false, false, false];
        let (c, t2, m) = group_shortcuts(&refs, &correct);
        for (s, v) in sums.iter_mut().zip([c, t2, m, 0.4]) {
            *s += v;
        }
        let naive_group: Vec<&str> = [imp.canonical.as_str(), imp.rewrite.as_str()]
            .into_iter()
            .chain(edits.iter().take(3).map(|e| e.code.as_str()))
            .collect();
        let (c, t2, m) = group_shortcuts(&naive_group, &correct);
        for (s, v) in naive.iter_mut().zip([c, t2, m, 0.4]) {
            *s += v;
        }
    }
    let pct = |s: &[f64; 4]| {
        s.iter().map(|x| format!("{:.1}", 100.0 * x / n as f64)).collect::<Vec<_>>().join(" / ")
    };
    println!("{} queries: {n} groups built, {skipped} without a lattice, {missing} without transferable edits; extra corners {corners:?}", queries.len());
    println!("lattice groups   char medoid / token medoid / token majority / chance: {}", pct(&sums));
    println!("naive (canonical + rewrite + 3 canonical edits):                    {}", pct(&naive));
    Ok(())
}
