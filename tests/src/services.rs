//! Real servers for the scale-out tests, started in a temporary directory and stopped on drop:
//! a PostgreSQL cluster (Debian's `postgresql`: initdb + pg_ctl, on a loopback port and a unix
//! socket in the directory) and a single-node Slurm (Debian's `slurm-wlm` + `munge`: a munge
//! key, munged, slurmctld and slurmd for localhost, proctrack/linuxproc and task/none so no
//! cgroup set-up is needed). `scripts/test.sh` installs the packages. When a server cannot
//! start the helper panics with the reason and the server's log: the test fails, never skips.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

/// A free loopback TCP port (bound, then released).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

fn output_text(o: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

/// PostgreSQL's binaries: `$EXECRETRIEVAL_PG_BIN`, else the newest /usr/lib/postgresql/*/bin.
pub fn postgres_bin_dir() -> PathBuf {
    if let Some(p) = std::env::var_os("EXECRETRIEVAL_PG_BIN") {
        return PathBuf::from(p);
    }
    let mut dirs: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin"))))
        .filter(|(_, p)| p.join("initdb").exists())
        .collect();
    dirs.sort();
    dirs.pop().map(|(_, p)| p).unwrap_or_else(|| {
        panic!(
            "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): `apt-get install postgresql` \
             (scripts/test.sh does), or point $EXECRETRIEVAL_PG_BIN at its bin directory"
        )
    })
}

/// A PostgreSQL server of its own (trust authentication, user `execretrieval`, database
/// `postgres`), fsync off; `pg_ctl stop -m immediate` on drop.
pub struct Postgres {
    bin: PathBuf,
    data: PathBuf,
    /// The unix-socket directory (= the temporary directory).
    pub socket_dir: PathBuf,
    pub port: u16,
    user: Option<&'static str>,
    _dir: tempfile::TempDir,
}

impl Postgres {
    pub fn start() -> Postgres {
        let bin = postgres_bin_dir();
        let dir = tempfile::Builder::new().prefix("execretrieval-pg").tempdir().unwrap();
        // PostgreSQL refuses to run as root: as root, run it as the `postgres` user (Debian's
        // package creates it) or `nobody`, owning the directory.
        let user = if is_root() {
            let u = if Command::new("id").arg("postgres").output().is_ok_and(|o| o.status.success()) {
                "postgres"
            } else {
                "nobody"
            };
            let ok = Command::new("chown").arg("-R").arg(u).arg(dir.path()).status().unwrap();
            assert!(ok.success(), "chown {u} {} failed", dir.path().display());
            Some(u)
        } else {
            None
        };
        let data = dir.path().join("data");
        let pg =
            Postgres { bin, data, socket_dir: dir.path().to_path_buf(), port: free_port(), user, _dir: dir };
        let init = pg
            .command("initdb")
            .args(["-U", "execretrieval", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync", "-D"])
            .arg(&pg.data)
            .output()
            .unwrap_or_else(|e| panic!("cannot run initdb: {e}"));
        assert!(init.status.success(), "initdb failed:\n{}", output_text(&init));
        let log = pg.socket_dir.join("server.log");
        let opts = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200",
            pg.port,
            pg.socket_dir.display()
        );
        let start = pg
            .command("pg_ctl")
            .arg("-D")
            .arg(&pg.data)
            .arg("-l")
            .arg(&log)
            .args(["-w", "-t", "60", "-o", &opts, "start"])
            .output()
            .unwrap();
        assert!(
            start.status.success(),
            "the PostgreSQL server did not start:\n{}\nlog:\n{}",
            output_text(&start),
            std::fs::read_to_string(&log).unwrap_or_default()
        );
        pg
    }

    fn command(&self, program: &str) -> Command {
        let exe = self.bin.join(program);
        let mut c = match self.user {
            Some(u) => {
                let mut c = Command::new("runuser");
                c.args(["-u", u, "--"]).arg(exe);
                c
            }
            None => Command::new(exe),
        };
        c.stdin(Stdio::null()).current_dir(&self.socket_dir);
        c
    }

    /// `postgres://execretrieval@127.0.0.1:PORT/postgres`
    pub fn url(&self) -> String {
        format!("postgres://execretrieval@127.0.0.1:{}/postgres", self.port)
    }

    /// The same server through its unix socket.
    pub fn socket_url(&self) -> String {
        format!(
            "postgres://execretrieval@localhost/postgres?host={}&port={}",
            self.socket_dir.display(),
            self.port
        )
    }

    /// One SQL statement through psql; its unaligned output, trimmed.
    pub fn sql(&self, statement: &str) -> String {
        let o = self
            .command("psql")
            .args([
                "-X",
                "-q",
                "-t",
                "-A",
                "-v",
                "ON_ERROR_STOP=1",
                "-U",
                "execretrieval",
                "-d",
                "postgres",
                "-h",
            ])
            .arg(&self.socket_dir)
            .args(["-p", &self.port.to_string(), "-c", statement])
            .output()
            .unwrap();
        assert!(o.status.success(), "psql {statement:?} failed:\n{}", output_text(&o));
        String::from_utf8_lossy(&o.stdout).trim().to_string()
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        let _ =
            self.command("pg_ctl").arg("-D").arg(&self.data).args(["-m", "immediate", "-w", "stop"]).output();
    }
}

/// A single-node Slurm cluster (munged, slurmctld, slurmd on localhost, on free ports); the
/// daemons are stopped on drop. `sbatch`/`squeue`/`sacct`-less waiting through `squeue`.
pub struct Slurm {
    pub dir: PathBuf,
    pub conf: PathBuf,
    pids: Vec<(PathBuf, &'static str)>,
    _dir: tempfile::TempDir,
}

fn which(program: &str) -> Option<PathBuf> {
    std::env::var_os("PATH")?
        .to_str()?
        .split(':')
        .chain(["/usr/sbin", "/sbin"])
        .map(|d| Path::new(d).join(program))
        .find(|p| p.exists())
}

impl Slurm {
    pub fn start() -> Slurm {
        for p in ["munged", "mungekey", "slurmctld", "slurmd", "sbatch", "squeue"] {
            assert!(
                which(p).is_some(),
                "{p} is not installed: `apt-get install slurm-wlm munge` (scripts/test.sh does)"
            );
        }
        assert!(
            is_root(),
            "slurmd must run as root to start jobs as their user: run the Slurm test as root (CI does)"
        );
        let tmp = tempfile::Builder::new().prefix("execretrieval-slurm").tempdir().unwrap();
        let d = tmp.path().to_path_buf();
        for sub in ["state", "spool", "log", "run", "munge"] {
            std::fs::create_dir_all(d.join(sub)).unwrap();
        }
        let key = d.join("munge/munge.key");
        let o = Command::new(which("mungekey").unwrap())
            .args(["-c", "-f", "-b", "1024", "-k"])
            .arg(&key)
            .output()
            .unwrap();
        assert!(o.status.success(), "mungekey failed:\n{}", output_text(&o));
        let socket = d.join("munge/munge.socket");
        let o = Command::new(which("munged").unwrap())
            .arg(format!("--key-file={}", key.display()))
            .arg(format!("--socket={}", socket.display()))
            .arg(format!("--pid-file={}", d.join("munge/munged.pid").display()))
            .arg(format!("--log-file={}", d.join("munge/munged.log").display()))
            .arg(format!("--seed-file={}", d.join("munge/seed").display()))
            .arg("--force")
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "munged did not start:\n{}\nlog:\n{}",
            output_text(&o),
            std::fs::read_to_string(d.join("munge/munged.log")).unwrap_or_default()
        );
        let mut slurm = Slurm {
            conf: d.join("slurm.conf"),
            dir: d.clone(),
            pids: vec![(d.join("munge/munged.pid"), "munged")],
            _dir: tmp,
        };
        let cpus = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
        let host =
            String::from_utf8_lossy(&Command::new("hostname").output().unwrap().stdout).trim().to_string();
        let conf = format!(
            "ClusterName=execretrieval-test\nSlurmctldHost=localhost\nSlurmctldPort={ctld}\nSlurmdPort={slurmd}\n\
             AuthType=auth/munge\nAuthInfo=socket={sock}\nCredType=cred/munge\nSlurmUser=root\nSlurmdUser=root\n\
             StateSaveLocation={d}/state\nSlurmdSpoolDir={d}/spool\nSlurmctldPidFile={d}/run/slurmctld.pid\n\
             SlurmdPidFile={d}/run/slurmd.pid\nSlurmctldLogFile={d}/log/slurmctld.log\nSlurmdLogFile={d}/log/slurmd.log\n\
             ProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\nJobAcctGatherType=jobacct_gather/none\n\
             AccountingStorageType=accounting_storage/none\nSchedulerType=sched/backfill\nSelectType=select/cons_tres\n\
             SelectTypeParameters=CR_CPU\nReturnToService=2\nMpiDefault=none\n\
             NodeName=localhost NodeHostname={host} NodeAddr=127.0.0.1 CPUs={cpus} RealMemory=4000 State=UNKNOWN\n\
             PartitionName=test Nodes=localhost Default=YES MaxTime=INFINITE State=UP\n",
            ctld = free_port(),
            slurmd = free_port(),
            sock = socket.display(),
            d = d.display(),
        );
        std::fs::write(&slurm.conf, conf).unwrap();
        for (daemon, pid) in [("slurmctld", "run/slurmctld.pid"), ("slurmd", "run/slurmd.pid")] {
            let o = Command::new(which(daemon).unwrap()).arg("-f").arg(&slurm.conf).output().unwrap();
            let log = d.join(format!("log/{daemon}.log"));
            assert!(
                o.status.success(),
                "{daemon} did not start:\n{}\nlog:\n{}",
                output_text(&o),
                std::fs::read_to_string(&log).unwrap_or_default()
            );
            slurm.pids.push((d.join(pid), daemon));
            if daemon == "slurmctld" {
                std::thread::sleep(Duration::from_millis(500));
            }
        }
        // wait for the node to be idle
        let t0 = Instant::now();
        loop {
            let o = slurm.command("sinfo").args(["-h", "-o", "%T"]).output().unwrap();
            let state = String::from_utf8_lossy(&o.stdout).trim().to_string();
            if state == "idle" {
                break;
            }
            assert!(
                t0.elapsed() < Duration::from_secs(60),
                "the Slurm node did not become idle (state {state:?}):\n{}\nslurmctld log:\n{}\nslurmd log:\n{}",
                output_text(&o),
                std::fs::read_to_string(d.join("log/slurmctld.log")).unwrap_or_default(),
                std::fs::read_to_string(d.join("log/slurmd.log")).unwrap_or_default()
            );
            std::thread::sleep(Duration::from_millis(300));
        }
        slurm
    }

    /// A Slurm client command with this cluster's configuration.
    pub fn command(&self, program: &str) -> Command {
        let mut c = Command::new(which(program).unwrap_or_else(|| PathBuf::from(program)));
        c.env("SLURM_CONF", &self.conf).stdin(Stdio::null());
        c
    }

    /// Wait until the queue is empty (at most `timeout`), panicking with the logs otherwise.
    pub fn wait_idle(&self, timeout: Duration) {
        let t0 = Instant::now();
        loop {
            let o = self.command("squeue").args(["-h", "-o", "%i %T %r"]).output().unwrap();
            let q = String::from_utf8_lossy(&o.stdout).trim().to_string();
            if o.status.success() && q.is_empty() {
                return;
            }
            assert!(
                t0.elapsed() < timeout,
                "Slurm jobs still queued after {timeout:?}: {q}\nslurmctld log:\n{}",
                std::fs::read_to_string(self.dir.join("log/slurmctld.log")).unwrap_or_default()
            );
            std::thread::sleep(Duration::from_millis(500));
        }
    }
}

impl Drop for Slurm {
    fn drop(&mut self) {
        for (pid, _) in self.pids.iter().rev() {
            if let Ok(p) = std::fs::read_to_string(pid) {
                let _ = Command::new("kill").arg(p.trim()).status();
            }
        }
        std::thread::sleep(Duration::from_millis(300));
    }
}
