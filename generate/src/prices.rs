//! The price table (data: `generate/prices.json`, overridable with a file of the same shape).

use anyhow::{Context, Result};
use execretrieval_net::Price;
use std::collections::BTreeMap;
use std::path::Path;

/// The built-in table.
pub const DEFAULT_PRICES: &str = include_str!("../prices.json");

/// Model → price. Keys starting with `_` are comments. `overrides` replace or add models.
pub fn load_prices(overrides: Option<&Path>) -> Result<BTreeMap<String, Price>> {
    let mut table = parse(DEFAULT_PRICES).context("built-in prices.json")?;
    if let Some(p) = overrides {
        let text = std::fs::read_to_string(p).with_context(|| format!("cannot read {}", p.display()))?;
        table.extend(parse(&text).with_context(|| {
            format!(
                "{}: expected {{\"model\": {{\"input_per_mtok\": .., \"output_per_mtok\": ..}}}}",
                p.display()
            )
        })?);
    }
    Ok(table)
}

fn parse(text: &str) -> Result<BTreeMap<String, Price>> {
    let raw: BTreeMap<String, serde_json::Value> = serde_json::from_str(text)?;
    let mut out = BTreeMap::new();
    for (k, v) in raw {
        if k.starts_with('_') {
            continue;
        }
        out.insert(k.clone(), serde_json::from_value(v).with_context(|| format!("price of `{k}`"))?);
    }
    Ok(out)
}

/// The price of `model`: an exact key, else the longest key that prefixes it (dated snapshots
/// such as `gpt-4o-mini-2024-07-18` use their family's price).
pub fn price_for<'a>(table: &'a BTreeMap<String, Price>, model: &str) -> Option<&'a Price> {
    table.get(model).or_else(|| {
        table
            .iter()
            .filter(|(k, _)| model.starts_with(k.as_str()))
            .max_by_key(|(k, _)| k.len())
            .map(|(_, p)| p)
    })
}
