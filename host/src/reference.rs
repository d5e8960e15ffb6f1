//! The llama2.c reference outputs in `../shared/reference/` (see its README): one JSON object per line with
//! the prompt, its token ids and the greedy continuation.

use crate::error::LoadError;
use serde::Deserialize;
use std::path::Path;

/// One reference sequence.
#[derive(Debug, Clone, Deserialize, PartialEq)]
pub struct ReferenceSeq {
    pub prompt: String,
    pub prompt_ids: Vec<u32>,
    pub greedy_ids: Vec<u32>,
    pub steps: usize,
    #[serde(default)]
    pub text: String,
}

impl ReferenceSeq {
    /// The whole token sequence, prompt first.
    pub fn all_ids(&self) -> Vec<u32> {
        self.prompt_ids.iter().chain(&self.greedy_ids).copied().collect()
    }
}

/// Reads a `.jsonl` reference file; every non-empty line must parse.
pub fn load_reference(path: &Path) -> Result<Vec<ReferenceSeq>, LoadError> {
    let text = std::fs::read_to_string(path).map_err(|source| LoadError::Io { path: path.into(), source })?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let r: ReferenceSeq = serde_json::from_str(line)
            .map_err(|e| LoadError::format(path, format!("line {}: {e}", i + 1)))?;
        if r.prompt_ids.is_empty() {
            return Err(LoadError::format(path, format!("line {}: prompt_ids is empty", i + 1)));
        }
        out.push(r);
    }
    if out.is_empty() {
        return Err(LoadError::format(path, "no reference sequences in the file"));
    }
    Ok(out)
}

/// `../shared/reference` relative to the workspace root.
pub fn shared_reference_dir() -> std::path::PathBuf {
    crate::locate::shared_models_dir().join("..").join("reference")
}
