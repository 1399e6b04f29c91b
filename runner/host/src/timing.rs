//! The clocks of the benchmarks (`bench exec` here, `bench shards` in the CLI): wall time with this thread's CPU time, or with the CPU time
//! and peak memory of the waited-for child processes (`getrusage`). Hand-written over `libc`:
//! the two calls are all that is needed.

use std::time::Instant;

/// Wall-clock and CPU seconds of one measurement. On a shared machine the CPU time (user +
/// system of the measuring thread, or of the child processes) is the robust figure; the wall
/// time is printed alongside.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    pub wall: f64,
    pub cpu: f64,
}

impl Timing {
    pub fn min(self, other: Timing) -> Timing {
        Timing { wall: self.wall.min(other.wall), cpu: self.cpu.min(other.cpu) }
    }
    pub fn scaled(self, k: f64) -> Timing {
        Timing { wall: self.wall * k, cpu: self.cpu * k }
    }
}

fn clock_secs(clock: libc::clockid_t) -> f64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec into the pointer it is given.
    unsafe { libc::clock_gettime(clock, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// The resource usage of the waited-for child processes so far.
fn children_usage() -> libc::rusage {
    // SAFETY: an all-zero rusage is a valid value of the plain C struct, which getrusage fills.
    let mut r: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage writes one rusage into the pointer it is given.
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut r) };
    r
}

/// User + system seconds of the waited-for child processes so far.
fn children_cpu_secs() -> f64 {
    let r = children_usage();
    let tv = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
    tv(r.ru_utime) + tv(r.ru_stime)
}

/// Peak resident set of the largest waited-for child so far, MiB.
pub fn children_max_rss_mib() -> f64 {
    children_usage().ru_maxrss as f64 / 1024.0
}

/// Time `f` on the calling thread (wall clock and this thread's CPU clock).
pub fn time_thread<R>(f: impl FnOnce() -> R) -> (Timing, R) {
    let (w, c) = (Instant::now(), clock_secs(libc::CLOCK_THREAD_CPUTIME_ID));
    let r = f();
    (Timing { wall: w.elapsed().as_secs_f64(), cpu: clock_secs(libc::CLOCK_THREAD_CPUTIME_ID) - c }, r)
}

/// User + system seconds of every thread of this process so far.
pub fn process_cpu_secs() -> f64 {
    clock_secs(libc::CLOCK_PROCESS_CPUTIME_ID)
}

/// User + system seconds of every thread of the running process `pid` so far, from
/// `/proc/PID/stat` (clock-tick resolution); `None` once it is gone or off Linux.
pub fn pid_cpu_secs(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // the fields after the command name (in parentheses, which may hold spaces): utime and
    // stime are fields 14 and 15 of the line, 12 and 13 after the name
    let rest = &stat[stat.rfind(')')? + 1..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks = f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?;
    // SAFETY: sysconf reads a constant of the system.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    (hz > 0).then(|| ticks as f64 / hz as f64)
}

/// Time `f`, which runs child processes (wall clock and the children's CPU time).
pub fn time_children<R>(f: impl FnOnce() -> R) -> (Timing, R) {
    let (w, c) = (Instant::now(), children_cpu_secs());
    let r = f();
    (Timing { wall: w.elapsed().as_secs_f64(), cpu: children_cpu_secs() - c }, r)
}

/// This thread's CPU seconds and page faults so far (`bench exec`'s breakdown: where a suite's
/// time goes, phase by phase).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Usage {
    pub cpu: f64,
    /// Minor page faults (a page mapped or copied without I/O).
    pub minflt: u64,
    /// Major page faults (a page read from disk).
    pub majflt: u64,
}

impl std::ops::Sub for Usage {
    type Output = Usage;
    fn sub(self, o: Usage) -> Usage {
        Usage {
            cpu: self.cpu - o.cpu,
            minflt: self.minflt.saturating_sub(o.minflt),
            majflt: self.majflt.saturating_sub(o.majflt),
        }
    }
}

impl std::ops::AddAssign for Usage {
    fn add_assign(&mut self, o: Usage) {
        self.cpu += o.cpu;
        self.minflt += o.minflt;
        self.majflt += o.majflt;
    }
}

/// This thread's usage now (CPU from the thread clock, faults from `getrusage(RUSAGE_THREAD)`).
pub fn thread_usage() -> Usage {
    // SAFETY: an all-zero rusage is a valid value of the plain C struct, which getrusage fills.
    let mut r: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage writes one rusage into the pointer it is given.
    unsafe { libc::getrusage(libc::RUSAGE_THREAD, &mut r) };
    Usage {
        cpu: clock_secs(libc::CLOCK_THREAD_CPUTIME_ID),
        minflt: r.ru_minflt as u64,
        majflt: r.ru_majflt as u64,
    }
}

/// The conditions a benchmark figure was measured under, printed beside it (figures are
/// re-measured by others on machines of the same kind: without the load and the thread counts a
/// ratio cannot be compared). Read from `/proc` (Linux); `None` where a file is missing.
#[derive(Clone, Debug)]
pub struct Conditions {
    /// `model name` of the first processor in `/proc/cpuinfo`.
    pub cpu: Option<String>,
    /// The SIMD flags our kernels pick at run time (avx2, fma, avx512f …) that this CPU has.
    pub simd: Vec<&'static str>,
    /// Logical cores (`available_parallelism`).
    pub cores: usize,
    /// The 1-minute load average (`/proc/loadavg`).
    pub load_1m: Option<f64>,
}

impl Conditions {
    pub fn now() -> Conditions {
        let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let field = |name: &str| {
            cpuinfo
                .lines()
                .find(|l| l.starts_with(name))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        };
        let flags = field("flags").unwrap_or_default();
        let flags: Vec<&str> = flags.split_whitespace().collect();
        let simd = ["sse4_2", "avx", "avx2", "fma", "avx512f", "avx512bw", "avx512_vnni", "amx_tile"]
            .into_iter()
            .filter(|f| flags.contains(f))
            .collect();
        Conditions {
            cpu: field("model name"),
            simd,
            cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
            load_1m: load_1m(),
        }
    }
}

/// The 1-minute load average, from `/proc/loadavg`.
pub fn load_1m() -> Option<f64> {
    std::fs::read_to_string("/proc/loadavg").ok()?.split_whitespace().next()?.parse().ok()
}

impl std::fmt::Display for Conditions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "CPU {} ({} logical cores; SIMD: {}); load average (1 min) {}",
            self.cpu.as_deref().unwrap_or("unknown"),
            self.cores,
            if self.simd.is_empty() { "none detected".to_string() } else { self.simd.join(" ") },
            self.load_1m.map_or("unknown".to_string(), |l| format!("{l:.2}")),
        )
    }
}
