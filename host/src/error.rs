//! Errors of the host crate. Bad input (a corrupt model file, a tokenizer that does not fit the model, an
//! impossible configuration) is always reported through these types with the file and the reason, never by
//! a panic.

use std::path::PathBuf;

/// A model, tokenizer or reference file that could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file could not be opened or read.
    #[error("{path}: {source}")]
    Io { path: PathBuf, #[source] source: std::io::Error },
    /// The file was read but its contents are not a valid model/tokenizer of the expected format.
    #[error("{path}: {reason}")]
    Format { path: PathBuf, reason: String },
    /// No file was given and none was found in the search path.
    #[error("{what} not found; looked in: {}\n{hint}", searched.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", "))]
    NotFound { what: String, searched: Vec<PathBuf>, hint: String },
}

impl LoadError {
    pub fn format(path: impl Into<PathBuf>, reason: impl Into<String>) -> Self {
        LoadError::Format { path: path.into(), reason: reason.into() }
    }
}

/// A configuration (header fields) that cannot describe a working llama model.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid model configuration: {0}")]
pub struct ConfigError(pub String);
