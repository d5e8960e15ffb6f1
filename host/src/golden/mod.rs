//! The golden Transformer models: the references everything else is checked against.
//!
//! - [`f32`](self::f32): the llama architecture exactly as llama2.c's `run.c` computes it, token-exact with it.
//! - `int`: the hardware's arithmetic contract (`docs/numerics.md`): INT8 weights and activations, INT32
//!   accumulation, fixed-point everything else. The RTL must equal it bit for bit.
//!
//! Both implement [`Backend`], so generation, evaluation and benchmarking code is shared.

pub mod f32;
pub mod fixed;
pub mod int;
pub mod quant;

use crate::config::Config;

/// A model that turns one token at one position into next-token logits, keeping its own KV cache.
pub trait Backend {
    /// Short name used on the command line and in reports (`golden-f32`, `golden-int`, ...).
    fn name(&self) -> &'static str;
    fn config(&self) -> &Config;
    /// Feeds `token` at position `pos` (positions must be fed in order 0, 1, 2, ... since the last
    /// [`reset`](Backend::reset)) and returns the `vocab_size` logits for the next token.
    ///
    /// Panics are not used for bad input: callers check `token < vocab_size` and `pos < seq_len`
    /// (see [`check_step`]) before calling.
    fn forward(&mut self, token: u32, pos: usize) -> &[f32];
    /// Forgets the KV cache, starting a new sequence at position 0.
    fn reset(&mut self);
    /// Feeds `tokens` at positions `p0..` (continuing the positions fed so far) and returns the logits
    /// after the last one. The golden models feed them one by one; a device backend runs them as prefill
    /// chunks, and its failures (device errors, designs that do not fit) are errors here, never panics.
    fn forward_chunk(&mut self, tokens: &[u32], p0: usize) -> Result<&[f32], String> {
        let Some((&last, head)) = tokens.split_last() else {
            return Err("a chunk of 0 tokens".into());
        };
        for (k, &t) in head.iter().enumerate() {
            self.forward(t, p0 + k);
        }
        Ok(self.forward(last, p0 + head.len()))
    }
    /// Figures a backend adds to `--json` reports (a simulator's cycles and bytes); none by default.
    fn report(&self) -> serde_json::Map<String, serde_json::Value> {
        Default::default()
    }
}

/// Validates a (token, position) pair for a model, with a message naming the bad value.
pub fn check_step(c: &Config, token: u32, pos: usize) -> Result<(), String> {
    if token as usize >= c.vocab_size {
        return Err(format!("token id {token} is outside the vocabulary (size {})", c.vocab_size));
    }
    if pos >= c.seq_len {
        return Err(format!("position {pos} is beyond the model's maximum sequence length {}", c.seq_len));
    }
    Ok(())
}
