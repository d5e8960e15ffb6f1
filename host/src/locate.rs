//! Where models and tokenizers are looked for: the path the user gave, then `$SYSTOLE_MODEL_DIR`, then
//! `./models`, then `../shared/models` (the development and CI location).

use std::path::PathBuf;

/// `../shared/models` relative to the workspace root (the directory holding `Cargo.toml` of the workspace),
/// found from this crate's manifest directory so tests work from any working directory.
pub fn shared_models_dir() -> PathBuf {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    root.join("..").join("shared").join("models")
}
