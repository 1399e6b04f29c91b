//! `execretrieval serve`: starts the sandbox service (`execretrieval-service`) and prints the
//! bound address as one JSON line on stdout (`{"listening": "127.0.0.1:PORT"}`) as soon as it
//! listens; the sandbox is built behind it (`GET /readyz` answers 200 once it is ready).

use crate::Status;
use anyhow::Result;
use clap::Args;
use execretrieval_host::options::OracleOptions;
use execretrieval_service::{tenancy::TokensFile, Maxima, ServeConfig};
use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Address to listen on (port 0: any free port). Without --tokens only loopback is allowed.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,
    /// Bearer tokens (JSON: {"tokens": [{"name", "sha256", "max_concurrency", "fuel_per_minute"}]}).
    #[arg(long)]
    pub tokens: Option<PathBuf>,
    /// Requests admitted beyond the workers (waiting); more are refused with 429.
    #[arg(long, default_value_t = 64)]
    pub queue: usize,
    /// Largest fuel per test / per program run a request may ask for (default: 10x --fuel).
    #[arg(long)]
    pub max_fuel: Option<u64>,
    /// Largest suite budget a request may ask for (default: 2x the default suite budget).
    #[arg(long)]
    pub max_suite_fuel: Option<u64>,
    /// Largest stdout/stderr cap a request may ask for, bytes.
    #[arg(long, default_value_t = 16 << 20)]
    pub max_output_bytes: u64,
    /// Most tests per suite.
    #[arg(long, default_value_t = 1000)]
    pub max_tests: usize,
    /// Most cases per judged run.
    #[arg(long, default_value_t = 1000)]
    pub max_cases: usize,
    /// Most requests per batch (JSON list or NDJSON).
    #[arg(long, default_value_t = 1000)]
    pub max_batch: usize,
    /// Largest request body, bytes.
    #[arg(long, default_value_t = execretrieval_service::DEFAULT_BODY_BYTES)]
    pub max_body_bytes: usize,
    /// Deepest JSON nesting accepted.
    #[arg(long, default_value_t = execretrieval_service::DEFAULT_DEPTH)]
    pub max_depth: usize,
    /// Seconds a client has to send its request headers.
    #[arg(long, default_value_t = 10.0)]
    pub header_timeout: f64,
    /// Seconds a client has to send its body.
    #[arg(long, default_value_t = 30.0)]
    pub body_timeout: f64,
    /// Seconds to wait for admitted requests at shutdown.
    #[arg(long, default_value_t = 300.0)]
    pub shutdown_grace: f64,
    /// Print the API's JSON Schema and exit.
    #[arg(long)]
    pub print_schema: bool,
    #[command(flatten)]
    pub sandbox: OracleOptions,
}

pub fn run(args: ServeArgs) -> Result<Status> {
    if args.print_schema {
        println!("{}", serde_json::to_string_pretty(&execretrieval_core::api::json_schema())?);
        return Ok(Status::Success);
    }
    execretrieval_service::init_logging();
    let tokens = args.tokens.as_deref().map(TokensFile::load).transpose()?;
    // User code: the calibrated defaults (README "Calibrated default limits").
    let sandbox = args.sandbox.calibrated();
    let limits = sandbox.limits();
    let fuel = limits.fuel;
    let suite = limits.suite_fuel.unwrap_or(fuel.saturating_mul(10));
    let cfg = ServeConfig {
        listen: args.listen,
        workers: sandbox.jobs(),
        queue: args.queue,
        maxima: Maxima {
            fuel: args.max_fuel.unwrap_or(fuel.saturating_mul(10)),
            suite_fuel: args.max_suite_fuel.unwrap_or(suite.saturating_mul(2)),
            memory_mib: limits.memory_mib,
            output_bytes: args.max_output_bytes,
            tests: args.max_tests,
            cases: args.max_cases,
            batch: args.max_batch,
            body_bytes: args.max_body_bytes,
            depth: args.max_depth,
        },
        header_timeout: Duration::from_secs_f64(args.header_timeout),
        body_timeout: Duration::from_secs_f64(args.body_timeout),
        shutdown_grace: Duration::from_secs_f64(args.shutdown_grace),
        tokens,
        thread_stack: sandbox.config().thread_stack(),
    };
    let options = sandbox.clone();
    execretrieval_service::run(
        cfg,
        move || options.oracle(),
        |addr| {
            let mut out = std::io::stdout().lock();
            let _ = writeln!(out, "{}", serde_json::json!({"listening": addr.to_string()}));
            let _ = out.flush();
        },
    )?;
    Ok(Status::Success)
}
