//! Development probe: rewrite sites of every task (`cargo run --example rewrites -- data/tasks`).
use execretrieval_dataset::load_tasks;
use execretrieval_dataset::rewrite::{apply, rewrite_sites};
use std::collections::BTreeMap;

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "data/tasks".into());
    let mode = std::env::args().nth(2).unwrap_or_default();
    let (tasks, _) = load_tasks(std::path::Path::new(&dir));
    let mut per_kind: BTreeMap<String, usize> = BTreeMap::new();
    let mut with = 0;
    for t in &tasks {
        let sites = rewrite_sites(&t.canonical);
        for s in &sites {
            *per_kind.entry(s.kind.to_string()).or_default() += 1;
        }
        let all: Vec<_> = sites.iter().collect();
        let even: Vec<_> = sites.iter().step_by(2).collect();
        let odd: Vec<_> = sites.iter().skip(1).step_by(2).collect();
        let mut any = false;
        for (name, set) in [("all", &all), ("even", &even), ("odd", &odd)] {
            if let Some((code, kinds)) = apply(&t.canonical, set) {
                any = true;
                if mode == "jsonl" {
                    let row = serde_json::json!({"id": format!("{}/{name}", t.function), "code": code, "tests": t.tests});
                    println!("{row}");
                } else if mode == "show" {
                    println!("=== {} {name} {:?}\n{code}", t.function, kinds);
                }
            }
        }
        with += any as usize;
    }
    eprintln!("{} tasks, {with} with a rewrite; sites per kind {per_kind:?}", tasks.len());
}
