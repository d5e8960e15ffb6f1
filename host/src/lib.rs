//! # systole-host
//!
//! Everything Systole runs on the host CPU:
//!
//! - [`formats`]: loaders for llama2.c checkpoints and tokenizers and for GGUF files, into one in-memory
//!   [`Model`] and [`Vocab`];
//! - [`tokenizer`] and [`sampler`]: llama2.c's BPE tokenizer and greedy / temperature / top-k / top-p sampling;
//! - [`golden`]: the golden Transformer in two forms, f32 (token-exact with llama2.c) and integer (the
//!   hardware's arithmetic contract, `docs/numerics.md`);
//! - [`generate`]: generation with llama2.c's semantics (streaming, timings) and teacher-forced evaluation;
//! - [`locate`]: where models are looked for;
//! - [`reference`]: the llama2.c reference outputs used for fidelity measurements;
//! - [`compiler`]: the device memory image (weights as tiles, scales, tables, KV pool) and its layout.
//!
//! - [`driver`]: the host driver behind the [`driver::Device`] trait (simulated board, VFIO board), the
//!   runtime, the paged KV cache and the multi-sequence scheduler.
//!
//! This crate never depends on `systole-hdl`.

pub mod compiler;
pub mod config;
pub mod driver;
pub mod error;
pub mod fidelity;
pub mod formats;
pub mod generate;
pub mod golden;
pub mod locate;
pub mod reference;
pub mod sampler;
pub mod stats;
pub mod tokenizer;
pub mod vocab;
pub mod weights;

pub use config::Config;
pub use error::{ConfigError, LoadError};
pub use vocab::Vocab;
pub use weights::Weights;

/// A loaded model: its configuration and f32 weights.
#[derive(Debug, Clone, PartialEq)]
pub struct Model {
    pub config: Config,
    pub weights: Weights,
}
