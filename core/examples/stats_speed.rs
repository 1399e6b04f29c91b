//! Times the published statistics workload: per-model intervals and all pairwise comparisons
//! for every metric (4 families × 4 ks), 5,000 resamples, on synthetic rankings.
//!
//! `cargo run --release --example stats_speed -p execretrieval-core [-- MODELS QUERIES]`
//! (defaults: 24 models, 1,000 queries). Single-threaded. Prints wall-clock time and, on
//! Linux, the CPU time of this thread (the honest figure on a machine shared with builds).

use execretrieval_core::metrics::{column, query_metrics, MetricName, QueryMetrics, RankedResult};
use execretrieval_core::stats::{holm, Resamples, BOOTSTRAP_SAMPLES, BOOTSTRAP_SEED};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// CPU time of the current thread (Linux `schedstat`), if available.
fn cpu_time() -> Option<Duration> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(Duration::from_nanos(s.split_whitespace().next()?.parse().ok()?))
}

/// Wall clock and thread CPU time since the start.
struct Clock(Instant, Option<Duration>);

impl Clock {
    fn start() -> Clock {
        Clock(Instant::now(), cpu_time())
    }
    fn lap(&self) -> (Duration, Option<Duration>) {
        (self.0.elapsed(), self.1.zip(cpu_time()).map(|(a, b)| b - a))
    }
}

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<usize>().expect("a number"));
    let n_models = args.next().unwrap_or(24);
    let n_queries = args.next().unwrap_or(1000);

    // Synthetic rankings: model m puts a passing snippet at each rank with a model-dependent
    // probability, so models differ and some pairs tie.
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let per_model: Vec<Vec<QueryMetrics>> = (0..n_models)
        .map(|m| {
            let threshold = (0.05 + 0.3 * m as f64 / n_models as f64) * u32::MAX as f64;
            (0..n_queries)
                .map(|_| {
                    let ranked: Vec<RankedResult> = (0..10)
                        .map(|_| {
                            let pass = (rng.next_u32() as f64) < threshold;
                            RankedResult {
                                passes_all_tests: pass,
                                is_correct: pass && rng.next_u32() % 2 == 0,
                            }
                        })
                        .collect();
                    query_metrics(&ranked, 1)
                })
                .collect()
        })
        .collect();
    let columns: Vec<Vec<f64>> =
        per_model.iter().flat_map(|q| MetricName::ALL.iter().map(move |&name| column(q, name))).collect();
    let series: Vec<&[f64]> = columns.iter().map(Vec::as_slice).collect();
    let n_metrics = MetricName::ALL.len();

    let clock = Clock::start();
    let resamples = Resamples::new(n_queries, BOOTSTRAP_SAMPLES, BOOTSTRAP_SEED);
    let t_draw = clock.lap();
    let boots = resamples.bootstrap_many(&series);
    let t_replicates = clock.lap();
    let intervals: Vec<_> = boots.iter().map(|b| b.interval()).collect();
    let t_intervals = clock.lap();
    let mut scratch = Vec::new();
    let mut pairs = Vec::new();
    for a in 0..n_models {
        for b in a + 1..n_models {
            for m in 0..n_metrics {
                let (x, y) = (&boots[a * n_metrics + m], &boots[b * n_metrics + m]);
                pairs.push((m, x.compare_with(y, &mut scratch)));
            }
        }
    }
    let t_pairs = clock.lap();
    let mut adjusted = 0;
    for m in 0..n_metrics {
        let family: Vec<f64> =
            pairs.iter().filter(|(k, _)| *k == m).filter_map(|(_, p)| p.mcnemar_exact_p).collect();
        adjusted += holm(&family).len();
    }
    let total = clock.lap();

    println!(
        "{n_models} models × {n_queries} queries × {n_metrics} metrics, {} resamples: \
         {} intervals, {} pairs ({} McNemar p-values, Holm-adjusted per metric)",
        BOOTSTRAP_SAMPLES,
        intervals.len(),
        pairs.len(),
        adjusted
    );
    println!("  {:<18} {:>10} {:>10}", "phase", "wall (s)", "cpu (s)");
    let mut previous = (Duration::ZERO, Some(Duration::ZERO));
    for (name, t) in [
        ("draw resamples", t_draw),
        ("replicate means", t_replicates),
        ("intervals", t_intervals),
        ("pairs", t_pairs),
        ("holm", total),
    ] {
        let cpu =
            t.1.zip(previous.1).map_or("n/a".to_string(), |(a, b)| format!("{:.3}", (a - b).as_secs_f64()));
        println!("  {:<18} {:>10.3} {:>10}", name, (t.0 - previous.0).as_secs_f64(), cpu);
        previous = t;
    }
    let cpu = total.1.map_or("n/a".to_string(), |c| format!("{:.3}", c.as_secs_f64()));
    println!("  {:<18} {:>10.3} {:>10}", "total", total.0.as_secs_f64(), cpu);
    println!("  e.g. exec@1 of model 0: {:?}", intervals[0]);
}
