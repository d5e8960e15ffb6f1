//! llama2.c checkpoints in the legacy ("version 0") format written by llama2.c's `export.py --version 0`
//! and by the original `run.c` era tooling. Everything is little-endian; there is no magic number.
//!
//! ```text
//! offset 0   i32 dim, hidden_dim, n_layers, n_heads, n_kv_heads, vocab_size, seq_len   (28 bytes)
//!            vocab_size > 0: the classifier shares the token embedding
//!            vocab_size < 0: |vocab_size| tokens and a separate wcls tensor at the end
//! offset 28  f32 token_embedding [vocab][dim]
//!            f32 rms_att [layers][dim]
//!            f32 wq  [layers][dim][dim]        f32 wk [layers][kv_dim][dim]
//!            f32 wv  [layers][kv_dim][dim]     f32 wo [layers][dim][dim]
//!            f32 rms_ffn [layers][dim]
//!            f32 w1  [layers][hidden][dim]     f32 w2 [layers][dim][hidden]   f32 w3 [layers][hidden][dim]
//!            f32 rms_final [dim]
//!            f32 freq_cis_real [seq_len][head_size/2]   (legacy RoPE table, skipped on load)
//!            f32 freq_cis_imag [seq_len][head_size/2]   (legacy RoPE table, skipped on load)
//!            f32 wcls [vocab][dim]                       (only when vocab_size < 0)
//! ```
//!
//! The header does not store the RMSNorm epsilon or the RoPE base: llama2.c uses 1e-5 and 10000.
//! The file size must be exactly what the header implies; the header is validated (and the size
//! compared) before any weight memory is allocated.

use crate::config::Config;
use crate::error::LoadError;
use crate::weights::Weights;
use crate::Model;
use std::path::Path;

/// Size of the header in bytes (7 little-endian i32).
pub const HEADER_BYTES: usize = 28;

/// Reads and parses a legacy llama2.c checkpoint.
pub fn load_llama2c(path: &Path) -> Result<Model, LoadError> {
    let bytes = std::fs::read(path).map_err(|source| LoadError::Io { path: path.into(), source })?;
    parse_llama2c(&bytes).map_err(|reason| LoadError::format(path, reason))
}

/// Magic number ("ak42" in little-endian) of llama2.c's newer export formats (versions 1 and 2), which this
/// loader does not read.
pub const NEW_FORMAT_MAGIC: u32 = 0x616b_3432;

/// Whether the first 28 bytes look like a legacy header: seven small integers, all positive except the
/// vocabulary size, which may be negative. Used to tell "a broken llama2.c file" from "not a model file".
pub fn plausible_header(bytes: &[u8]) -> bool {
    if bytes.len() < HEADER_BYTES {
        return false;
    }
    (0..7).all(|i| {
        let x = i32::from_le_bytes([bytes[4 * i], bytes[4 * i + 1], bytes[4 * i + 2], bytes[4 * i + 3]]);
        let x = if i == 5 { x.unsigned_abs() as i64 } else { x as i64 };
        x > 0 && x <= 1 << 24
    })
}

/// The configuration a llama2.c header describes, validated (nothing about the rest of the file is checked).
pub fn parse_header(bytes: &[u8]) -> Result<Config, String> {
    if bytes.len() < HEADER_BYTES {
        return Err(format!(
            "file is {} bytes, shorter than the {HEADER_BYTES}-byte llama2.c header; truncated or not a llama2.c checkpoint",
            bytes.len()
        ));
    }
    let field = |i: usize| i32::from_le_bytes([bytes[4 * i], bytes[4 * i + 1], bytes[4 * i + 2], bytes[4 * i + 3]]);
    let names = ["dim", "hidden_dim", "n_layers", "n_heads", "n_kv_heads", "vocab_size", "seq_len"];
    let mut v = [0usize; 7];
    let mut shared = true;
    for (i, name) in names.iter().enumerate() {
        let x = field(i);
        if i == 5 {
            if x == 0 {
                return Err("header field vocab_size is 0".into());
            }
            shared = x > 0;
            v[i] = x.unsigned_abs() as usize;
        } else {
            if x <= 0 {
                return Err(format!("header field {name} is {x}; it must be positive"));
            }
            v[i] = x as usize;
        }
    }
    let config = Config {
        dim: v[0],
        hidden_dim: v[1],
        n_layers: v[2],
        n_heads: v[3],
        n_kv_heads: v[4],
        vocab_size: v[5],
        seq_len: v[6],
        norm_eps: 1e-5,
        rope_theta: 10000.0,
        shared_classifier: shared,
    };
    config.validate().map_err(|e| format!("header: {}", e.0))?;
    Ok(config)
}

/// Number of f32 values in the legacy freq_cis block (real and imaginary parts together).
fn freq_cis_len(c: &Config) -> usize {
    c.seq_len * c.head_size()
}

/// Exact file size, in bytes, of a legacy checkpoint with this configuration.
pub fn expected_size(c: &Config) -> u64 {
    // validate() bounds n_params by 2^32 and seq_len, dim by 2^16..2^20, so this cannot overflow u64.
    HEADER_BYTES as u64 + 4 * (c.n_params() + freq_cis_len(c) as u64)
}

/// Parses a legacy llama2.c checkpoint; the error says what is wrong and where.
pub fn parse_llama2c(bytes: &[u8]) -> Result<Model, String> {
    let config = parse_header(bytes)?;
    let want = expected_size(&config);
    let have = bytes.len() as u64;
    if have != want {
        let what = if have < want {
            format!("truncated: {} bytes are missing", want - have)
        } else {
            format!("{} bytes of trailing data", have - want)
        };
        return Err(format!(
            "file size {have} bytes does not match the header (dim {}, hidden_dim {}, {} layers, {} heads, {} kv heads, \
             vocab {}{}, seq_len {}), which implies {want} bytes: {what}",
            config.dim,
            config.hidden_dim,
            config.n_layers,
            config.n_heads,
            config.n_kv_heads,
            config.vocab_size,
            if config.shared_classifier { " shared classifier" } else { " separate classifier" },
            config.seq_len
        ));
    }
    let mut off = HEADER_BYTES;
    let shapes = Weights::shapes(&config);
    let mut take = |name: &str, n: usize| -> Result<Vec<f32>, String> {
        // In bounds: the total size was checked above.
        let v = super::f32s_le(&bytes[off..off + 4 * n]);
        super::check_finite(name, &v)?;
        off += 4 * n;
        Ok(v)
    };
    let mut t: Vec<Vec<f32>> = Vec::with_capacity(11);
    for (name, n) in &shapes[..11] {
        t.push(take(name, *n)?);
    }
    off += 4 * freq_cis_len(&config);
    let wcls = if config.shared_classifier {
        None
    } else {
        let n = shapes[11].1;
        let v = super::f32s_le(&bytes[off..off + 4 * n]);
        super::check_finite("wcls", &v)?;
        Some(v)
    };
    let weights = Weights::from_tensors(&config, t, wcls)?;
    Ok(Model { config, weights })
}

/// Serializes a model in the legacy format, including a freq_cis block computed from `rope_theta` as
/// llama2.c's exporter did. `norm_eps` and `rope_theta` are not stored. Panics if the weights do not match
/// the configuration (a programming error in the caller).
pub fn write_llama2c(m: &Model) -> Vec<u8> {
    let c = &m.config;
    m.weights.check(c).expect("write_llama2c: weights do not match the configuration");
    let mut out = Vec::with_capacity(expected_size(c) as usize);
    let vocab = if c.shared_classifier { c.vocab_size as i32 } else { -(c.vocab_size as i32) };
    for x in [
        c.dim as i32,
        c.hidden_dim as i32,
        c.n_layers as i32,
        c.n_heads as i32,
        c.n_kv_heads as i32,
        vocab,
        c.seq_len as i32,
    ] {
        out.extend_from_slice(&x.to_le_bytes());
    }
    let w = &m.weights;
    for t in [&w.token_embedding, &w.rms_att, &w.wq, &w.wk, &w.wv, &w.wo, &w.rms_ffn, &w.w1, &w.w2, &w.w3, &w.rms_final]
    {
        put_f32s(&mut out, t);
    }
    let half = c.head_size() / 2;
    let (mut re, mut im) = (Vec::with_capacity(c.seq_len * half), Vec::with_capacity(c.seq_len * half));
    for pos in 0..c.seq_len {
        for i in 0..half {
            let freq = 1.0 / (c.rope_theta as f64).powf((2 * i) as f64 / c.head_size() as f64);
            let a = pos as f64 * freq;
            re.push(a.cos() as f32);
            im.push(a.sin() as f32);
        }
    }
    put_f32s(&mut out, &re);
    put_f32s(&mut out, &im);
    if let Some(wcls) = &w.wcls {
        put_f32s(&mut out, wcls);
    }
    out
}

fn put_f32s(out: &mut Vec<u8>, v: &[f32]) {
    for x in v {
        out.extend_from_slice(&x.to_le_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::testutil;

    fn set_field(b: &mut [u8], i: usize, x: i32) {
        b[4 * i..4 * i + 4].copy_from_slice(&x.to_le_bytes());
    }

    #[test]
    fn round_trips_shared_and_unshared() {
        for shared in [true, false] {
            let m = testutil::model(shared);
            let b = write_llama2c(&m);
            assert_eq!(b.len() as u64, expected_size(&m.config));
            assert_eq!(parse_llama2c(&b).unwrap(), m);
        }
        // The unshared file stores a negative vocabulary size.
        let b = write_llama2c(&testutil::model(false));
        assert_eq!(i32::from_le_bytes([b[20], b[21], b[22], b[23]]), -40);
    }

    #[test]
    fn freq_cis_is_skipped_and_wcls_read_after_it() {
        let m = testutil::model(false);
        let mut b = write_llama2c(&m);
        let c = &m.config;
        let before: usize = Weights::shapes(c)[..11].iter().map(|(_, n)| n).sum();
        let fc = HEADER_BYTES + 4 * before;
        // Garbage (even NaN) in the legacy RoPE table does not matter.
        for i in 0..freq_cis_len(c) {
            b[fc + 4 * i..fc + 4 * i + 4].copy_from_slice(&f32::NAN.to_le_bytes());
        }
        assert_eq!(parse_llama2c(&b).unwrap(), m);
        // The first f32 after the table is wcls[0].
        let w0 = fc + 4 * freq_cis_len(c);
        b[w0..w0 + 4].copy_from_slice(&123.5f32.to_le_bytes());
        assert_eq!(parse_llama2c(&b).unwrap().weights.wcls.unwrap()[0], 123.5);
    }

    #[test]
    fn every_truncation_is_an_error() {
        let b = write_llama2c(&testutil::model(false));
        for n in 0..b.len() {
            let e = parse_llama2c(&b[..n]).unwrap_err();
            if n < HEADER_BYTES {
                assert!(e.contains("shorter than"), "{n}: {e}");
            } else {
                assert!(
                    e.contains("truncated") && e.contains(&format!("{} bytes are missing", b.len() - n)),
                    "{n}: {e}"
                );
            }
        }
    }

    #[test]
    fn trailing_data_is_an_error() {
        let mut b = write_llama2c(&testutil::model(true));
        let want = b.len();
        b.extend_from_slice(&[0; 8]);
        let e = parse_llama2c(&b).unwrap_err();
        assert!(e.contains("8 bytes of trailing data") && e.contains(&format!("implies {want} bytes")), "{e}");
    }

    #[test]
    fn zero_and_negative_fields_are_errors() {
        let good = write_llama2c(&testutil::model(true));
        let names = ["dim", "hidden_dim", "n_layers", "n_heads", "n_kv_heads", "vocab_size", "seq_len"];
        for (i, name) in names.iter().enumerate() {
            for x in [0, -1, i32::MIN] {
                if i == 5 && x != 0 {
                    continue; // a negative vocabulary size means "separate classifier"
                }
                let mut b = good.clone();
                set_field(&mut b, i, x);
                let e = parse_llama2c(&b).unwrap_err();
                assert!(e.contains(name) && e.contains(&x.to_string()), "{name}={x}: {e}");
            }
        }
        // vocab_size = i32::MIN has no positive counterpart in i32 but must not overflow.
        let mut b = good.clone();
        set_field(&mut b, 5, i32::MIN);
        assert!(parse_llama2c(&b).unwrap_err().contains("vocab_size"));
    }

    #[test]
    fn inconsistent_header_is_an_error() {
        let mut b = write_llama2c(&testutil::model(true));
        set_field(&mut b, 3, 3); // 16 % 3 != 0
        assert!(parse_llama2c(&b).unwrap_err().contains("not divisible"));
        let mut b = write_llama2c(&testutil::model(true));
        set_field(&mut b, 4, 3); // 4 heads, 3 kv heads
        assert!(parse_llama2c(&b).unwrap_err().contains("n_kv_heads"));
    }

    #[test]
    fn absurd_sizes_are_rejected_before_allocating() {
        // A small file whose header claims a 2^30-token vocabulary (gigabytes of embedding): rejected by the
        // limits, without allocating (this test would abort on allocation failure otherwise).
        let mut b = write_llama2c(&testutil::model(true));
        set_field(&mut b, 5, 1 << 30);
        assert!(parse_llama2c(&b).unwrap_err().contains("vocab_size"));
        // Every field at its largest: the limits catch it.
        let mut b = vec![0u8; HEADER_BYTES];
        for i in 0..7 {
            set_field(&mut b, i, i32::MAX);
        }
        assert!(parse_llama2c(&b).unwrap_err().contains("exceeds"));
        // Within each per-field limit, but 2^16 * 2^19 * 1024 parameters: the parameter limit catches it.
        let mut b = vec![0u8; HEADER_BYTES];
        for (i, x) in [1 << 16, 1 << 19, 1024, 1 << 10, 1 << 10, 1 << 20, 1 << 20].into_iter().enumerate() {
            set_field(&mut b, i, x);
        }
        assert!(parse_llama2c(&b).unwrap_err().contains("parameters"));
        // A plausible, valid header with a tiny file: a size error, not an allocation.
        let mut b = vec![0u8; HEADER_BYTES];
        for (i, x) in [288, 768, 6, 6, 6, 32000, 256].into_iter().enumerate() {
            set_field(&mut b, i, x);
        }
        let e = parse_llama2c(&b).unwrap_err();
        assert!(e.contains("truncated") && e.contains("implies"), "{e}");
    }

    #[test]
    fn non_finite_weights_name_the_tensor_and_index() {
        let m = testutil::model(true);
        let c = &m.config;
        let before: usize = Weights::shapes(c)[..2].iter().map(|(_, n)| n).sum(); // token_embedding, rms_att
        for (bad, what) in [(f32::NAN, "NaN"), (f32::INFINITY, "inf"), (f32::NEG_INFINITY, "-inf")] {
            let mut b = write_llama2c(&m);
            let at = HEADER_BYTES + 4 * (before + 37); // wq[37]
            b[at..at + 4].copy_from_slice(&bad.to_le_bytes());
            let e = parse_llama2c(&b).unwrap_err();
            assert!(e.contains("tensor wq") && e.contains("element 37") && e.contains(what), "{e}");
        }
    }

    #[test]
    fn plausible_header_tells_models_from_other_files() {
        assert!(plausible_header(&write_llama2c(&testutil::model(false))));
        assert!(!plausible_header(b"GGUF\x03\x00\x00\x00 and then some more bytes"));
        assert!(!plausible_header(b"short"));
    }

    #[test]
    fn load_reports_the_path() {
        let p = Path::new("/nonexistent/stories.bin");
        assert!(load_llama2c(p).unwrap_err().to_string().contains("/nonexistent/stories.bin"));
    }
}
