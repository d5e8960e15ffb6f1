//! The model hyper-parameters, as a llama2.c header or GGUF metadata give them, with the checks that make
//! every later index computation safe.

use crate::error::ConfigError;
use serde::Serialize;

/// Largest size a loader accepts for any one dimension. stories260K uses dim 64; Llama-2-7B uses 4096 and
/// 32000 tokens, so these limits leave room for real models while refusing headers that would allocate
/// absurd amounts of memory.
pub const MAX_DIM: usize = 1 << 16;
pub const MAX_LAYERS: usize = 1024;
pub const MAX_VOCAB: usize = 1 << 20;
pub const MAX_SEQ_LEN: usize = 1 << 20;
/// Upper bound on the number of f32 parameters a loader accepts (16 GiB of f32).
pub const MAX_PARAMS: u64 = 1 << 32;

/// Hyper-parameters of a llama-architecture model.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Config {
    /// Width of the residual stream (embedding size).
    pub dim: usize,
    /// Hidden width of the SwiGLU feed-forward network.
    pub hidden_dim: usize,
    pub n_layers: usize,
    /// Number of query heads.
    pub n_heads: usize,
    /// Number of key/value heads (grouped-query attention when smaller than `n_heads`).
    pub n_kv_heads: usize,
    pub vocab_size: usize,
    /// Maximum sequence length (positions of the KV cache and RoPE table).
    pub seq_len: usize,
    /// RMSNorm epsilon (1e-5 for llama2.c models).
    pub norm_eps: f32,
    /// RoPE base (10000 for llama2.c models).
    pub rope_theta: f32,
    /// True when the classifier shares its weights with the token embedding.
    pub shared_classifier: bool,
}

impl Config {
    pub fn head_size(&self) -> usize {
        self.dim / self.n_heads
    }
    pub fn kv_dim(&self) -> usize {
        self.head_size() * self.n_kv_heads
    }
    /// Query heads per key/value head.
    pub fn kv_mul(&self) -> usize {
        self.n_heads / self.n_kv_heads
    }

    /// Checks that the configuration describes a model the golden models can run: every field positive
    /// and within the limits above, heads divide the width, an even head size for RoPE.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let fields = [
            ("dim", self.dim, MAX_DIM),
            ("hidden_dim", self.hidden_dim, MAX_DIM * 8),
            ("n_layers", self.n_layers, MAX_LAYERS),
            ("n_heads", self.n_heads, MAX_DIM),
            ("n_kv_heads", self.n_kv_heads, MAX_DIM),
            ("vocab_size", self.vocab_size, MAX_VOCAB),
            ("seq_len", self.seq_len, MAX_SEQ_LEN),
        ];
        for (name, v, max) in fields {
            if v == 0 {
                return Err(ConfigError(format!("{name} is 0")));
            }
            if v > max {
                return Err(ConfigError(format!("{name} = {v} exceeds the limit of {max}")));
            }
        }
        if self.dim % self.n_heads != 0 {
            return Err(ConfigError(format!(
                "dim {} is not divisible by n_heads {}",
                self.dim, self.n_heads
            )));
        }
        if self.n_kv_heads > self.n_heads || self.n_heads % self.n_kv_heads != 0 {
            return Err(ConfigError(format!(
                "n_heads {} is not a multiple of n_kv_heads {}",
                self.n_heads, self.n_kv_heads
            )));
        }
        if self.head_size() % 2 != 0 {
            return Err(ConfigError(format!("head size {} is odd; RoPE rotates pairs", self.head_size())));
        }
        if !(self.norm_eps.is_finite() && self.norm_eps >= 0.0) {
            return Err(ConfigError(format!("norm_eps {} is not a finite non-negative number", self.norm_eps)));
        }
        if !(self.rope_theta.is_finite() && self.rope_theta > 1.0) {
            return Err(ConfigError(format!("rope_theta {} must be finite and greater than 1", self.rope_theta)));
        }
        if self.n_params() > MAX_PARAMS {
            return Err(ConfigError(format!(
                "the header implies {} parameters, more than the limit of {MAX_PARAMS}",
                self.n_params()
            )));
        }
        Ok(())
    }

    /// Number of parameters (f32 values) the weights of this configuration hold, classifier included once
    /// (not at all when shared with the embedding).
    pub fn n_params(&self) -> u64 {
        let (d, h, l, v) = (self.dim as u64, self.hidden_dim as u64, self.n_layers as u64, self.vocab_size as u64);
        let kv = (self.dim / self.n_heads.max(1) * self.n_kv_heads) as u64;
        let per_layer = 2 * d + d * d * 2 + 2 * d * kv + 3 * d * h;
        let cls = if self.shared_classifier { 0 } else { v * d };
        v * d + l * per_layer + d + cls
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub fn stories260k() -> Config {
        Config {
            dim: 64,
            hidden_dim: 172,
            n_layers: 5,
            n_heads: 8,
            n_kv_heads: 4,
            vocab_size: 512,
            seq_len: 512,
            norm_eps: 1e-5,
            rope_theta: 10000.0,
            shared_classifier: true,
        }
    }

    #[test]
    fn stories260k_is_valid_and_counts_params() {
        let c = stories260k();
        c.validate().unwrap();
        // The .bin file is 28 header bytes, these f32 parameters and the legacy freq_cis block
        // (seq_len * head_size f32): 28 + 4 * (260_032 + 4096) = 1_056_540 bytes.
        assert_eq!(c.n_params(), 260_032);
        assert_eq!(c.head_size(), 8);
        assert_eq!(c.kv_dim(), 32);
    }

    #[test]
    fn rejects_inconsistent_headers() {
        let mut c = stories260k();
        c.n_heads = 7;
        assert!(c.validate().unwrap_err().0.contains("not divisible"));
        let mut c = stories260k();
        c.n_kv_heads = 3;
        assert!(c.validate().is_err());
        let mut c = stories260k();
        c.dim = 0;
        assert!(c.validate().unwrap_err().0.contains("dim is 0"));
        let mut c = stories260k();
        c.vocab_size = usize::MAX / 2;
        assert!(c.validate().unwrap_err().0.contains("exceeds"));
        let mut c = stories260k();
        c.dim = 60000;
        c.n_heads = 2;
        c.n_kv_heads = 2;
        c.hidden_dim = 200000;
        assert!(c.validate().unwrap_err().0.contains("parameters"));
    }
}
