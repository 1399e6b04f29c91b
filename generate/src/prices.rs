//! The price table (data: `generate/prices.json`, overridable with a file of the same shape), and
//! the token counts it prices (LLM billing is generation's, not the HTTP client's).

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};
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

/// Token counts of one or more API calls. `reasoning` is part of `output` when a provider
/// reports it (OpenAI `completion_tokens_details.reasoning_tokens`); `None` when not reported.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenUsage {
    pub input: u64,
    pub output: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reasoning: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cached_input: Option<u64>,
}

impl TokenUsage {
    pub fn add(&mut self, o: &TokenUsage) {
        self.input += o.input;
        self.output += o.output;
        if let Some(r) = o.reasoning {
            self.reasoning = Some(self.reasoning.unwrap_or(0) + r);
        }
        if let Some(c) = o.cached_input {
            self.cached_input = Some(self.cached_input.unwrap_or(0) + c);
        }
    }
}

/// Price of a model in US dollars per million tokens.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Price {
    pub input_per_mtok: f64,
    pub output_per_mtok: f64,
    /// Price of cached input tokens, if different.
    #[serde(default)]
    pub cached_input_per_mtok: Option<f64>,
}

impl Price {
    /// Estimated cost of `u` (reasoning tokens are billed as output, which includes them).
    pub fn cost(&self, u: &TokenUsage) -> f64 {
        let cached = u.cached_input.unwrap_or(0).min(u.input);
        let cached_price = self.cached_input_per_mtok.unwrap_or(self.input_per_mtok);
        ((u.input - cached) as f64 * self.input_per_mtok
            + cached as f64 * cached_price
            + u.output as f64 * self.output_per_mtok)
            / 1e6
    }
}

#[cfg(test)]
mod usage_tests {
    use super::*;

    #[test]
    fn usage_adds_up_and_prices_cost_it() {
        let mut u = TokenUsage { input: 1000, output: 200, reasoning: Some(50), cached_input: None };
        u.add(&TokenUsage { input: 500, output: 100, reasoning: None, cached_input: Some(400) });
        assert_eq!(u, TokenUsage { input: 1500, output: 300, reasoning: Some(50), cached_input: Some(400) });
        let p = Price { input_per_mtok: 2.0, output_per_mtok: 8.0, cached_input_per_mtok: Some(0.5) };
        // 1100 × 2 + 400 × 0.5 + 300 × 8 = 2200 + 200 + 2400 = 4800 per million
        assert!((p.cost(&u) - 0.0048).abs() < 1e-12);
    }
}
