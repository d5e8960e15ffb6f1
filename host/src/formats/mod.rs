//! Model and tokenizer file formats.
//!
//! - [`llama2c`]: llama2.c legacy checkpoints (`stories260K.bin`): a 28-byte header and raw f32 tensors;
//! - [`gguf`]: GGUF files (versions 1 to 3) of the `llama` architecture with F32 or F16 tensors, which also
//!   carry the tokenizer vocabulary;
//! - [`tokbin`]: llama2.c's `tokenizer.bin`.
//!
//! [`load_model`] tells the two model formats apart by the `GGUF` magic.

pub mod gguf;
pub mod llama2c;
pub mod tokbin;

#[cfg(test)]
mod fuzz;

use crate::error::LoadError;
use crate::vocab::Vocab;
use crate::Model;
use std::path::Path;

/// Reads a model file of either format: GGUF (recognised by its magic; the vocabulary comes with it) or a
/// llama2.c checkpoint (no vocabulary: it needs a separate tokenizer.bin).
pub fn load_model(path: &Path) -> Result<(Model, Option<Vocab>), LoadError> {
    let bytes = std::fs::read(path).map_err(|source| LoadError::Io { path: path.into(), source })?;
    parse_model(&bytes).map_err(|reason| LoadError::format(path, reason))
}

/// [`load_model`] on bytes already in memory.
pub fn parse_model(bytes: &[u8]) -> Result<(Model, Option<Vocab>), String> {
    if bytes.starts_with(gguf::MAGIC) {
        return gguf::parse_gguf(bytes).map(|(m, v)| (m, Some(v)));
    }
    if bytes.starts_with(&llama2c::NEW_FORMAT_MAGIC.to_le_bytes()) {
        return Err(
            "this is a llama2.c checkpoint in the newer export format (magic \"ak42\", `export.py --version 1/2`); \
                    only the legacy format (`export.py --version 0`) is supported"
                .into(),
        );
    }
    match llama2c::parse_llama2c(bytes) {
        Ok(m) => Ok((m, None)),
        Err(e) if llama2c::plausible_header(bytes) => Err(e),
        Err(e) => Err(format!(
            "neither a GGUF file (no \"GGUF\" magic) nor a llama2.c checkpoint ({e}); the file starts with {}",
            describe_start(bytes)
        )),
    }
}

/// The first bytes of a file in hex and as text, for "unknown format" errors.
pub(crate) fn describe_start(bytes: &[u8]) -> String {
    if bytes.is_empty() {
        return "nothing (the file is empty)".into();
    }
    let head = &bytes[..bytes.len().min(16)];
    let hex: Vec<String> = head.iter().map(|b| format!("{b:02x}")).collect();
    let text: String = head.iter().map(|&b| if b.is_ascii_graphic() || b == b' ' { b as char } else { '.' }).collect();
    format!("{} (\"{text}\")", hex.join(" "))
}

/// Little-endian f32 values of a byte slice whose length is a multiple of 4.
pub(crate) fn f32s_le(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// Rejects NaN and infinite weights, naming the tensor and the element index.
pub(crate) fn check_finite(name: &str, v: &[f32]) -> Result<(), String> {
    match v.iter().position(|x| !x.is_finite()) {
        None => Ok(()),
        Some(i) => Err(format!("tensor {name} has a non-finite value {} at element {i} of {}", v[i], v.len())),
    }
}

/// Small synthetic models for the format tests.
#[cfg(test)]
pub(crate) mod testutil {
    use crate::config::Config;
    use crate::vocab::Vocab;
    use crate::weights::Weights;
    use crate::Model;

    pub fn config(shared: bool) -> Config {
        Config {
            dim: 16,
            hidden_dim: 24,
            n_layers: 2,
            n_heads: 4,
            n_kv_heads: 2,
            vocab_size: 40,
            seq_len: 32,
            norm_eps: 1e-5,
            rope_theta: 10000.0,
            shared_classifier: shared,
        }
    }

    /// Deterministic pseudo-random weights (xorshift), with a wide range of magnitudes so that f16 rounding
    /// changes most values.
    pub fn model(shared: bool) -> Model {
        let config = config(shared);
        let mut s: u64 = 0x9E37_79B9_7F4A_7C15 ^ shared as u64;
        let mut gen = |n: usize| -> Vec<f32> {
            (0..n)
                .map(|_| {
                    s ^= s << 13;
                    s ^= s >> 7;
                    s ^= s << 17;
                    let u = (s >> 40) as f32 / (1u64 << 24) as f32; // [0, 1)
                    (u - 0.5) * 2.0 * 10f32.powi((s % 5) as i32 - 3)
                })
                .collect()
        };
        let sh = Weights::shapes(&config);
        let mut t: Vec<Vec<f32>> = sh.iter().map(|(_, n)| gen(*n)).collect();
        // The twelfth tensor is wcls (empty when shared): draw it anyway so both variants share the others.
        let wcls = t.pop().filter(|_| !shared);
        let weights = Weights::from_tensors(&config, t, wcls).unwrap();
        Model { config, weights }
    }

    /// A vocabulary of `n` pieces in the style of llama2.c's: `<unk>`, `<s>`, `</s>`, byte tokens, words with
    /// leading spaces.
    pub fn vocab(n: usize) -> Vocab {
        let mut tokens: Vec<Vec<u8>> = vec![b"<unk>".to_vec(), b"<s>".to_vec(), b"</s>".to_vec()];
        let mut i = 0;
        while tokens.len() < n {
            tokens.push(if i < 8 { format!("<0x{i:02X}>").into_bytes() } else { format!(" w{i}").into_bytes() });
            i += 1;
        }
        tokens.truncate(n);
        let scores = (0..n).map(|i| -(i as f32) * 0.5).collect();
        let max_token_length = tokens.iter().map(|t| t.len()).max().unwrap_or(0);
        Vocab { tokens, scores, max_token_length, bos: 1, eos: 2 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_both_formats() {
        let m = testutil::model(true);
        let v = testutil::vocab(40);
        let (m1, v1) = parse_model(&llama2c::write_llama2c(&m)).unwrap();
        assert_eq!(m1, m);
        assert!(v1.is_none());
        let (m2, v2) = parse_model(&gguf::write_gguf(&m, &v, 3, false)).unwrap();
        assert_eq!(m2, m);
        assert_eq!(v2.unwrap(), v);
    }

    #[test]
    fn unknown_format_names_the_first_bytes() {
        let e = parse_model(b"PK\x03\x04 this is a zip file, not a model at all").unwrap_err();
        assert!(e.contains("neither a GGUF file"), "{e}");
        assert!(e.contains("50 4b 03 04"), "{e}");
        let e = parse_model(b"").unwrap_err();
        assert!(e.contains("empty"), "{e}");
        let mut b = llama2c::NEW_FORMAT_MAGIC.to_le_bytes().to_vec();
        b.extend_from_slice(&[0; 64]);
        assert!(parse_model(&b).unwrap_err().contains("ak42"));
    }

    #[test]
    fn plausible_llama2c_header_keeps_its_specific_error() {
        let mut b = llama2c::write_llama2c(&testutil::model(true));
        b.pop();
        let e = parse_model(&b).unwrap_err();
        assert!(e.contains("truncated") && !e.contains("neither"), "{e}");
    }

    #[test]
    fn load_model_reports_io_errors_with_the_path() {
        let p = Path::new("/nonexistent/systole/model.bin");
        match load_model(p) {
            Err(LoadError::Io { path, .. }) => assert_eq!(path, p),
            other => panic!("{other:?}"),
        }
    }
}
