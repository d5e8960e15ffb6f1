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
    let mut t = t.into_iter();
    let mut next = || t.next().expect("11 tensors");
    let weights = Weights {
        token_embedding: next(),
        rms_att: next(),
        wq: next(),
        wk: next(),
        wv: next(),
        wo: next(),
        rms_ffn: next(),
        w1: next(),
        w2: next(),
        w3: next(),
        rms_final: next(),
        wcls,
    };
    weights.check(&config)?;
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
    for x in [c.dim as i32, c.hidden_dim as i32, c.n_layers as i32, c.n_heads as i32, c.n_kv_heads as i32, vocab, c.seq_len as i32] {
        out.extend_from_slice(&x.to_le_bytes());
    }
    let w = &m.weights;
    for t in [&w.token_embedding, &w.rms_att, &w.wq, &w.wk, &w.wv, &w.wo, &w.rms_ffn, &w.w1, &w.w2, &w.w3, &w.rms_final] {
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
