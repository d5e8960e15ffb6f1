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

/// For tests that need a shared file (`../shared/models`, `../shared/reference`): `true` when `p` exists. A
/// missing file fails the calling test with the path it looked for, so a machine without the files cannot pass
/// those tests vacuously; with `SYSTOLE_ALLOW_MISSING_MODELS=1` the test is skipped instead (`false`, with a
/// message on stderr), for machines that deliberately have no model.
pub fn shared_test_file(p: &Path) -> bool {
    if p.exists() {
        return true;
    }
    if std::env::var_os("SYSTOLE_ALLOW_MISSING_MODELS").is_some_and(|v| v == "1") {
        eprintln!("skipping (SYSTOLE_ALLOW_MISSING_MODELS=1): {} not found", p.display());
        return false;
    }
    panic!(
        "{} not found: this test needs the shared model and reference files beside the repository \
         (set SYSTOLE_ALLOW_MISSING_MODELS=1 to skip it on a machine without them)",
        p.display()
    );
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
            hint: if p.exists() {
                "the path exists but is not a file".into()
            } else {
                "the path does not exist".into()
            },
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
pub fn load_in(
    model: Option<&Path>,
    tokenizer: Option<&Path>,
    dirs: &[PathBuf],
) -> Result<(Model, Vocab, PathBuf), LoadError> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::{gguf, llama2c, testutil, tokbin};

    /// A fresh, empty directory for one test.
    fn temp_dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("systole-locate-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn search_dirs_order_and_empty_env() {
        let cwd = PathBuf::from("/some/where");
        let d = search_dirs_from(Some("/env/models".into()), Some(cwd.clone()));
        assert_eq!(d[0], PathBuf::from("/env/models"));
        assert_eq!(d[1], cwd.join("models"));
        assert_eq!(d[2], cwd.join("..").join("shared").join("models"));
        assert_eq!(*d.last().unwrap(), shared_models_dir());
        // An empty SYSTOLE_MODEL_DIR counts as unset.
        let d = search_dirs_from(Some("".into()), Some(cwd.clone()));
        assert_eq!(d[0], cwd.join("models"));
        assert_eq!(d, search_dirs_from(None, Some(cwd)));
    }

    #[test]
    fn explicit_missing_model_is_not_found() {
        let p = Path::new("/nonexistent/systole/stories260K.bin");
        let e = find_model_in(Some(p), &[shared_models_dir()]).unwrap_err();
        match &e {
            LoadError::NotFound { searched, .. } => assert_eq!(searched, &vec![p.to_path_buf()]),
            other => panic!("{other:?}"),
        }
        assert!(e.to_string().contains("/nonexistent/systole/stories260K.bin"));
        // A directory is not a model file.
        assert!(find_model_in(Some(&std::env::temp_dir()), &[]).unwrap_err().to_string().contains("not a file"));
    }

    #[test]
    fn empty_model_dir_lists_every_place_and_the_hint() {
        let empty = temp_dir("empty");
        let other = empty.join("nested-missing");
        let e = find_model_in(None, &[empty.clone(), other.clone()]).unwrap_err();
        let LoadError::NotFound { searched, hint, .. } = &e else { panic!("{e:?}") };
        assert_eq!(
            searched,
            &vec![
                empty.join("stories260K.bin"),
                empty.join("stories260K.gguf"),
                other.join("stories260K.bin"),
                other.join("stories260K.gguf")
            ]
        );
        let msg = e.to_string();
        assert!(msg.contains("karpathy/tinyllamas") && msg.contains("stories260K/tok512.bin"), "{msg}");
        assert!(hint.contains("stories260K.gguf"));
        // The real search list starts with $SYSTOLE_MODEL_DIR when set to that empty directory.
        let dirs = search_dirs_from(Some(empty.clone().into_os_string()), None);
        assert_eq!(dirs[0], empty);
        std::fs::remove_dir_all(&empty).unwrap();
    }

    #[test]
    fn finds_the_first_default_model_and_its_tokenizer() {
        let a = temp_dir("find-a");
        let b = temp_dir("find-b");
        std::fs::write(b.join("stories260K.gguf"), b"x").unwrap();
        assert_eq!(find_model_in(None, &[a.clone(), b.clone()]).unwrap(), b.join("stories260K.gguf"));
        std::fs::write(b.join("stories260K.bin"), b"x").unwrap();
        assert_eq!(find_model_in(None, &[a.clone(), b.clone()]).unwrap(), b.join("stories260K.bin"));
        // Tokenizer: next to the model first, then the search dirs.
        std::fs::write(a.join("tokenizer.bin"), b"x").unwrap();
        let model = b.join("stories260K.bin");
        assert_eq!(find_tokenizer_in(None, &model, std::slice::from_ref(&a)).unwrap(), a.join("tokenizer.bin"));
        std::fs::write(b.join("tok512.bin"), b"x").unwrap();
        assert_eq!(find_tokenizer_in(None, &model, std::slice::from_ref(&a)).unwrap(), b.join("tok512.bin"));
        let e = find_tokenizer_in(None, Path::new("/nonexistent/m.bin"), &[]).unwrap_err();
        assert!(e.to_string().contains("/nonexistent/tok512.bin"), "{e}");
        assert!(find_tokenizer_in(Some(Path::new("/nonexistent/tok.bin")), &model, &[]).is_err());
        std::fs::remove_dir_all(&a).unwrap();
        std::fs::remove_dir_all(&b).unwrap();
    }

    #[test]
    fn load_checks_the_vocabulary_size() {
        let d = temp_dir("load");
        let m = testutil::model(true);
        let model = d.join("model.bin");
        std::fs::write(&model, llama2c::write_llama2c(&m)).unwrap();
        // tokenizer.bin next to the model with 39 tokens for a 40-token model.
        let tok = d.join("tokenizer.bin");
        std::fs::write(&tok, tokbin::write_tokenizer(&testutil::vocab(39))).unwrap();
        let e = load_in(Some(&model), None, &[]).unwrap_err().to_string();
        assert!(e.contains(&tok.display().to_string()) && e.contains(&model.display().to_string()), "{e}");
        assert!(e.contains("39 tokens") && e.contains("vocab_size 40"), "{e}");
        // With the right tokenizer it loads.
        std::fs::write(&tok, tokbin::write_tokenizer(&testutil::vocab(40))).unwrap();
        let (m2, v, p) = load_in(Some(&model), None, &[]).unwrap();
        assert_eq!((m2, v, p), (m.clone(), testutil::vocab(40), model.clone()));
        // A GGUF model uses its own vocabulary, unless a tokenizer is given, which must fit too.
        let g = d.join("model.gguf");
        let mut gv = testutil::vocab(40);
        gv.tokens[7] = b"only-in-gguf".to_vec();
        gv.max_token_length = 12;
        std::fs::write(&g, gguf::write_gguf(&m, &gv, 3, false)).unwrap();
        assert_eq!(load_in(Some(&g), None, &[]).unwrap().1, gv);
        assert_eq!(load_in(Some(&g), Some(&tok), &[]).unwrap().1, testutil::vocab(40));
        let small = d.join("small.bin");
        std::fs::write(&small, tokbin::write_tokenizer(&testutil::vocab(50))).unwrap();
        let e = load_in(Some(&g), Some(&small), &[]).unwrap_err().to_string();
        assert!(e.contains("50 tokens") && e.contains("model.gguf"), "{e}");
        // A corrupt model file is a format error naming it.
        std::fs::write(&model, b"garbage").unwrap();
        let e = load_in(Some(&model), None, &[]).unwrap_err().to_string();
        assert!(e.contains("model.bin") && e.contains("neither"), "{e}");
        std::fs::remove_dir_all(&d).unwrap();
    }
}
