//! The prompts: files under `generate/prompts/`, versioned by file name (`*-v1.md`), compiled
//! into the binary. `{{name}}` placeholders are filled here; a changed prompt gets a new version
//! so provenance says which text produced an entry.

use crate::schema::{entry_shape, RegistryItem};

pub const VERSION: &str = "v1";
const REGISTRY: &str = include_str!("../prompts/registry-v1.md");
const ENTRY: &str = include_str!("../prompts/entry-v1.md");
const DISTRACTORS: &str = include_str!("../prompts/entry-distractors-v1.md");
const FEEDBACK: &str = include_str!("../prompts/entry-feedback-v1.md");

/// The prompt set of one run.
#[derive(Clone, Debug)]
pub struct Prompts {
    pub version: String,
}

impl Default for Prompts {
    fn default() -> Self {
        Prompts { version: VERSION.to_string() }
    }
}

fn fill(template: &str, vars: &[(&str, &str)]) -> String {
    let mut s = template.to_string();
    for (k, v) in vars {
        s = s.replace(&format!("{{{{{k}}}}}"), v);
    }
    s
}

impl Prompts {
    /// Phase 1: ask for `count` functions of `domain`, avoiding the `taken` names.
    pub fn registry(&self, domain: &str, count: usize, taken: &[String]) -> String {
        let taken = if taken.is_empty() { "(none yet)".to_string() } else { taken.join(", ") };
        fill(REGISTRY, &[("domain", domain), ("count", &count.to_string()), ("taken", &taken)])
    }

    /// Phase 2: one entry; `feedback` = why the previous answer was rejected.
    pub fn entry(&self, item: &RegistryItem, with_distractors: bool, feedback: &[String]) -> String {
        let rules = if with_distractors { DISTRACTORS.to_string() } else { String::new() };
        let mut p = fill(
            ENTRY,
            &[
                ("function_name", &item.function_name),
                ("domain", &item.domain),
                ("query", &item.query),
                ("distractor_rules", &rules),
                ("shape", &entry_shape(with_distractors)),
            ],
        );
        if !feedback.is_empty() {
            let reasons: String = feedback.iter().map(|r| format!("- {r}\n")).collect();
            p.push_str(&fill(FEEDBACK, &[("reasons", reasons.trim_end())]));
        }
        p
    }
}
