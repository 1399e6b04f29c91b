//! The oracle: the sandbox behind the execution cache, run over many suites in parallel.

use crate::cache::{code_sha256, tests_sha256, ExecCache};
use crate::Sandbox;
use anyhow::Result;
use execretrieval_core::outcome::Outcome;
use rayon::prelude::*;

/// One suite to decide.
#[derive(Clone, Debug)]
pub struct SuiteRequest {
    pub code: String,
    pub tests: Vec<String>,
}

pub struct Oracle {
    pub sandbox: Sandbox,
    pub cache: Option<ExecCache>,
}

/// Counts of one batch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BatchStats {
    pub suites: usize,
    pub cache_hits: usize,
    pub executed: usize,
}

impl Oracle {
    /// Outcomes of one suite, from the cache when present.
    pub fn run(&self, code: &str, tests: &[String]) -> Result<(Vec<Outcome>, bool)> {
        let fp = self.sandbox.fingerprint();
        let (cs, ts) = (code_sha256(code), tests_sha256(tests));
        if let Some(cache) = &self.cache {
            if let Some(o) = cache.get(&cs, &ts, fp)? {
                if o.len() == tests.len() {
                    return Ok((o, true));
                }
            }
        }
        let r = self.sandbox.run_suite(code, tests);
        if let Some(cache) = &self.cache {
            // Host faults are not facts about the snippet: never cache them.
            if !r.outcomes.iter().any(|o| matches!(o, Outcome::Error(t) if t.starts_with("SandboxError"))) {
                cache.put(&cs, &ts, fp, &r.outcomes)?;
            }
        }
        Ok((r.outcomes, false))
    }

    /// Decide every suite on `jobs` threads; results are in input order. `tick` is called once
    /// per finished suite (for progress bars).
    pub fn run_many(
        &self,
        requests: &[SuiteRequest],
        jobs: usize,
        tick: &(dyn Fn() + Sync),
    ) -> Result<(Vec<Vec<Outcome>>, BatchStats)> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(jobs.max(1))
            .stack_size(crate::HOST_THREAD_STACK.max(self.sandbox.config().wasm_stack + (32 << 20)))
            .build()?;
        let results: Vec<Result<(Vec<Outcome>, bool)>> = pool.install(|| {
            requests
                .par_iter()
                .map(|r| {
                    let out = self.run(&r.code, &r.tests);
                    tick();
                    out
                })
                .collect()
        });
        let mut stats = BatchStats { suites: requests.len(), ..Default::default() };
        let mut out = Vec::with_capacity(results.len());
        for r in results {
            let (o, hit) = r?;
            if hit {
                stats.cache_hits += 1;
            } else {
                stats.executed += 1;
            }
            out.push(o);
        }
        Ok((out, stats))
    }
}
