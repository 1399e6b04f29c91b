//! Tenants: bearer tokens (stored as sha256, compared in constant time), per-token concurrency
//! and a fuel budget per minute (a leaky bucket that drains at the budget's rate).

use anyhow::{bail, Context, Result};
use execretrieval_core::api::Budget;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;
use subtle::ConstantTimeEq;

/// The `--tokens FILE` format: `{"tokens": [{"name", "sha256", "max_concurrency",
/// "fuel_per_minute"}]}`. `sha256` is the hex digest of the token itself
/// (`printf %s "$TOKEN" | sha256sum`): the file never holds a token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokensFile {
    pub tokens: Vec<TokenEntry>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenEntry {
    /// The tenant's name (logs and metrics; never the token).
    pub name: String,
    /// Hex sha256 of the token.
    pub sha256: String,
    /// Requests of this token answered at once; more get 429 `over_concurrency`.
    #[serde(default = "default_concurrency")]
    pub max_concurrency: usize,
    /// Fuel this token may consume per minute; past it requests get 429 `over_budget`.
    pub fuel_per_minute: u64,
}

fn default_concurrency() -> usize {
    4
}

impl TokensFile {
    pub fn load(path: &Path) -> Result<TokensFile> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read the token file {}", path.display()))?;
        let file: TokensFile = serde_json::from_str(&text).with_context(|| {
            format!(
                "{}: not a token file (expected {{\"tokens\": [{{\"name\", \"sha256\", \"max_concurrency\", \
                 \"fuel_per_minute\"}}]}})",
                path.display()
            )
        })?;
        let mut names = std::collections::BTreeSet::new();
        for t in &file.tokens {
            if t.sha256.len() != 64 || !t.sha256.bytes().all(|b| b.is_ascii_hexdigit()) {
                bail!(
                    "{}: token {:?}: sha256 must be 64 hex digits (printf %s \"$TOKEN\" | sha256sum)",
                    path.display(),
                    t.name
                );
            }
            if t.max_concurrency == 0 || t.fuel_per_minute == 0 {
                bail!(
                    "{}: token {:?}: max_concurrency and fuel_per_minute must be ≥ 1",
                    path.display(),
                    t.name
                );
            }
            if !names.insert(t.name.clone()) {
                bail!("{}: token name {:?} appears twice", path.display(), t.name);
            }
        }
        if file.tokens.is_empty() {
            bail!("{}: no tokens", path.display());
        }
        Ok(file)
    }
}

/// One tenant's live state.
pub struct Tenant {
    pub name: String,
    digest: [u8; 32],
    max_concurrency: usize,
    fuel_per_minute: u64,
    active: AtomicUsize,
    bucket: Mutex<(f64, Instant)>,
}

/// Held while a request of the tenant is being answered.
pub struct TenantPermit(Arc<Tenant>);
impl Drop for TenantPermit {
    fn drop(&mut self) {
        self.0.active.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Why a tenant's request is refused.
pub enum Refusal {
    Concurrency(usize),
    Budget(Budget),
}

impl Tenant {
    fn level(&self, now: Instant) -> f64 {
        let mut b = self.bucket.lock().unwrap_or_else(|e| e.into_inner());
        let rate = self.fuel_per_minute as f64 / 60.0;
        let drained = (b.0 - now.duration_since(b.1).as_secs_f64() * rate).max(0.0);
        *b = (drained, now);
        drained
    }

    /// Admit one request: under the concurrency cap and the fuel budget.
    pub fn admit(self: &Arc<Self>) -> Result<TenantPermit, Refusal> {
        let level = self.level(Instant::now());
        let budget = self.fuel_per_minute as f64;
        if level >= budget {
            let rate = budget / 60.0;
            return Err(Refusal::Budget(Budget {
                fuel_per_minute: self.fuel_per_minute,
                fuel_in_window: level as u64,
                retry_after_secs: ((level - budget) / rate).ceil() as u64 + 1,
            }));
        }
        let n = self.active.fetch_add(1, Ordering::SeqCst);
        if n >= self.max_concurrency {
            self.active.fetch_sub(1, Ordering::SeqCst);
            return Err(Refusal::Concurrency(self.max_concurrency));
        }
        Ok(TenantPermit(self.clone()))
    }

    /// Charge fuel the tenant's requests consumed.
    pub fn charge(&self, fuel: u64) {
        let now = Instant::now();
        self.level(now);
        let mut b = self.bucket.lock().unwrap_or_else(|e| e.into_inner());
        b.0 += fuel as f64;
    }
}

/// Every tenant of a token file.
pub struct Tenants(Vec<Arc<Tenant>>);

impl Tenants {
    pub fn new(file: &TokensFile) -> Tenants {
        Tenants(
            file.tokens
                .iter()
                .map(|t| {
                    let mut digest = [0u8; 32];
                    // validated by TokensFile::load
                    hex::decode_to_slice(&t.sha256, &mut digest).unwrap_or_default();
                    Arc::new(Tenant {
                        name: t.name.clone(),
                        digest,
                        max_concurrency: t.max_concurrency,
                        fuel_per_minute: t.fuel_per_minute,
                        active: AtomicUsize::new(0),
                        bucket: Mutex::new((0.0, Instant::now())),
                    })
                })
                .collect(),
        )
    }

    /// The tenant whose token this is: its sha256 compared with every stored digest in constant
    /// time (no early exit, so the timing says nothing about which digest or how much matched).
    pub fn find(&self, token: &str) -> Option<Arc<Tenant>> {
        let digest: [u8; 32] = Sha256::digest(token.as_bytes()).into();
        let mut found = None;
        for t in &self.0 {
            if bool::from(t.digest.ct_eq(&digest)) {
                found = Some(t.clone());
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(budget: u64, concurrency: usize) -> TokensFile {
        TokensFile {
            tokens: vec![TokenEntry {
                name: "a".into(),
                sha256: hex::encode(Sha256::digest(b"secret")),
                max_concurrency: concurrency,
                fuel_per_minute: budget,
            }],
        }
    }

    #[test]
    fn tokens_are_found_by_digest_only() {
        let t = Tenants::new(&file(100, 1));
        assert_eq!(t.find("secret").map(|t| t.name.clone()), Some("a".into()));
        assert!(t.find("secreT").is_none());
        assert!(t.find("").is_none());
    }

    #[test]
    fn concurrency_and_budget_are_enforced() {
        let t = Tenants::new(&file(600, 1));
        let a = t.find("secret").unwrap();
        let p = a.admit().ok().expect("first request admitted");
        assert!(matches!(a.admit(), Err(Refusal::Concurrency(1))));
        drop(p);
        a.charge(10_000);
        match a.admit() {
            Err(Refusal::Budget(b)) => {
                assert_eq!(b.fuel_per_minute, 600);
                assert!(b.fuel_in_window > 9_000 && b.retry_after_secs >= 900, "{b:?}");
            }
            _ => panic!("over budget must be refused"),
        }
    }
}
