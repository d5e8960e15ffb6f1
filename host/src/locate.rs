//! Where models and tokenizers are looked for: the path the user gave, then `$SYSTOLE_MODEL_DIR`, then
//! `./models`, then `../shared/models` relative to the current directory, then `../shared/models` next to
//! the workspace (the development and CI location).
//!
//! The default model is stories260K, as `stories260K.bin` (llama2.c, with `tok512.bin`) or
//! `stories260K.gguf` (vocabulary included).
//!
//! The functions reading the environment are thin wrappers over `*_in` variants taking the list of
//! directories, so tests never need to change process-global environment variables.

use crate::error::LoadError;
use crate::formats;
use crate::vocab::Vocab;
use crate::Model;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// Environment variable naming an extra model directory, searched first.
pub const MODEL_DIR_ENV: &str = "SYSTOLE_MODEL_DIR";
/// Model file names tried, in order, when no model is given.
pub const DEFAULT_MODELS: [&str; 2] = ["stories260K.bin", "stories260K.gguf"];
/// Tokenizer file names tried, in order, when no tokenizer is given.
pub const DEFAULT_TOKENIZERS: [&str; 2] = ["tok512.bin", "tokenizer.bin"];
/// How to obtain the default model, appended to "not found" errors.
pub const MODEL_HINT: &str = "Get stories260K from the `karpathy/tinyllamas` Hugging Face repository (files \
`stories260K/stories260K.bin` and `stories260K/tok512.bin`), or `stories260K.gguf` from ggml's test models, and put \
them in one of these directories (or set SYSTOLE_MODEL_DIR, or pass the path explicitly).";

/// `../shared/models` relative to the workspace root (the directory holding `Cargo.toml` of the workspace),
/// found from this crate's manifest directory so tests work from any working directory.
pub fn shared_models_dir() -> PathBuf {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    root.join("..").join("shared").join("models")
}

/// The directories searched for models and tokenizers, in order: `$SYSTOLE_MODEL_DIR` (if set and not
/// empty), `./models`, `../shared/models`, then [`shared_models_dir`].
pub fn model_search_dirs() -> Vec<PathBuf> {
    search_dirs_from(std::env::var_os(MODEL_DIR_ENV), std::env::current_dir().ok())
}

/// [`model_search_dirs`] for a given environment value and current directory (relative paths when the
/// current directory is unknown). Duplicates (the same existing directory reached twice) are dropped.
pub fn search_dirs_from(env_dir: Option<OsString>, cwd: Option<PathBuf>) -> Vec<PathBuf> {
    let base = cwd.unwrap_or_default();
    let mut dirs = Vec::new();
    if let Some(d) = env_dir.filter(|d| !d.is_empty()) {
        dirs.push(PathBuf::from(d));
    }
    dirs.push(base.join("models"));
    dirs.push(base.join("..").join("shared").join("models"));
    dirs.push(shared_models_dir());
    let mut seen: Vec<PathBuf> = Vec::new();
    dirs.retain(|d| {
        let key = d.canonicalize().unwrap_or_else(|_| d.clone());
        if seen.contains(&key) {
            false
        } else {
            seen.push(key);
            true
        }
    });
    dirs
}

/// The model to load: `explicit` if given (it must exist), else the first of [`DEFAULT_MODELS`] found in
/// [`model_search_dirs`].
pub fn find_model(explicit: Option<&Path>) -> Result<PathBuf, LoadError> {
    find_model_in(explicit, &model_search_dirs())
}

/// [`find_model`] over a given list of directories.
pub fn find_model_in(explicit: Option<&Path>, dirs: &[PathBuf]) -> Result<PathBuf, LoadError> {
    if let Some(p) = explicit {
        return existing(p, "model file");
    }
    let mut searched = Vec::new();
    for dir in dirs {
        for name in DEFAULT_MODELS {
            let p = dir.join(name);
            if p.is_file() {
                return Ok(p);
            }
            searched.push(p);
        }
    }
    Err(LoadError::NotFound {
        what: format!("model ({})", DEFAULT_MODELS.join(" or ")),
        searched,
        hint: MODEL_HINT.into(),
    })
}

/// The tokenizer for `model_path`: `explicit` if given (it must exist), else `tok512.bin` or `tokenizer.bin`
/// next to the model, then in [`model_search_dirs`].
pub fn find_tokenizer(explicit: Option<&Path>, model_path: &Path) -> Result<PathBuf, LoadError> {
    find_tokenizer_in(explicit, model_path, &model_search_dirs())
}

/// [`find_tokenizer`] over a given list of directories.
pub fn find_tokenizer_in(explicit: Option<&Path>, model_path: &Path, dirs: &[PathBuf]) -> Result<PathBuf, LoadError> {
    if let Some(p) = explicit {
        return existing(p, "tokenizer file");
    }
    let next_to_model = model_path.parent().map(|d| if d.as_os_str().is_empty() { Path::new(".") } else { d });
    let mut searched = Vec::new();
    for dir in next_to_model.into_iter().chain(dirs.iter().map(PathBuf::as_path)) {
        for name in DEFAULT_TOKENIZERS {
            let p = dir.join(name);
            if p.is_file() {
                return Ok(p);
            }
            searched.push(p);
        }
    }
    Err(LoadError::NotFound {
        what: format!("tokenizer for {} ({})", model_path.display(), DEFAULT_TOKENIZERS.join(" or ")),
        searched,
        hint: format!(
            "A llama2.c checkpoint needs its tokenizer.bin (for stories260K: `stories260K/tok512.bin` from the \
             `karpathy/tinyllamas` Hugging Face repository); pass it explicitly or put it next to the model. {MODEL_HINT}"
        ),
    })
}

fn existing(p: &Path, what: &str) -> Result<PathBuf, LoadError> {
    if p.is_file() {
        Ok(p.to_path_buf())
    } else {
        Err(LoadError::NotFound {
            what: format!("{what} {}", p.display()),
            searched: vec![p.to_path_buf()],
            hint: if p.exists() { "the path exists but is not a file".into() } else { "the path does not exist".into() },
        })
    }
}

/// Finds and loads a model and its vocabulary; returns the model's path too. A GGUF model uses its own
/// vocabulary unless a tokenizer is given explicitly; a llama2.c model uses the tokenizer found by
/// [`find_tokenizer`]. The vocabulary must have exactly the model's `vocab_size` tokens.
pub fn load(model: Option<&Path>, tokenizer: Option<&Path>) -> Result<(Model, Vocab, PathBuf), LoadError> {
    load_in(model, tokenizer, &model_search_dirs())
}

/// [`load`] over a given list of search directories.
pub fn load_in(model: Option<&Path>, tokenizer: Option<&Path>, dirs: &[PathBuf]) -> Result<(Model, Vocab, PathBuf), LoadError> {
    let model_path = find_model_in(model, dirs)?;
    let (m, embedded) = formats::load_model(&model_path)?;
    let vocab = match (embedded, tokenizer) {
        (Some(v), None) => v,
        (_, explicit) => {
            let tok_path = find_tokenizer_in(explicit, &model_path, dirs)?;
            let bytes = std::fs::read(&tok_path).map_err(|source| LoadError::Io { path: tok_path.clone(), source })?;
            let n = formats::tokbin::count_tokens(&bytes).map_err(|r| LoadError::format(&tok_path, r))?;
            if n != m.config.vocab_size {
                return Err(LoadError::format(
                    &tok_path,
                    format!(
                        "the tokenizer has {n} tokens but the model {} has vocab_size {}; they do not belong together",
                        model_path.display(),
                        m.config.vocab_size
                    ),
                ));
            }
            formats::tokbin::parse_tokenizer(&bytes, n).map_err(|r| LoadError::format(&tok_path, r))?
        }
    };
    Ok((m, vocab, model_path))
}
