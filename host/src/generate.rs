//! Text generation and teacher-forced evaluation over any [`Backend`].
//!
//! **Generation** ([`generate`]) follows llama2.c's `generate()` in `run.c` exactly:
//!
//! 1. the prompt is encoded with BOS (and no EOS), so there is always at least one prompt token;
//! 2. `steps` counts *positions*, prompt included (0 or more than the model's `seq_len` means `seq_len`);
//!    a prompt longer than `seq_len` is an error;
//! 3. for `pos` in `0..steps`: `forward(token, pos)`; while `pos + 1` is inside the prompt the next token is
//!    the prompt's (prefill), otherwise it is sampled from the logits;
//! 4. generation stops, without emitting it, when the sampled token is BOS (as run.c's `if (next == 1) break`).
//!
//! A prompt of `n` tokens (BOS included) with `n <= steps` thus yields at most `steps - n + 1` generated
//! tokens; with `n > steps` only the first `steps` positions of the prompt are processed and nothing is
//! generated (run.c does the same).
//!
//! **Streaming.** Like run.c, which prints the piece of every `next` token, prompt tokens included, the text
//! is passed to `on_text` piece by piece as each token becomes known: the prompt pieces first, during
//! the prefill, then each generated piece as soon as it is sampled. Pieces go through a
//! [`StreamDecoder`] in [`DecodeMode::Raw`](crate::tokenizer::DecodeMode::Raw) (every byte kept; an
//! incomplete UTF-8 character is held back until its last byte arrives). [`Generation::text`] is exactly the
//! concatenation of what `on_text` received: the decoded prompt followed by the decoded continuation (the
//! reference files' `text`, which run.c prints the same way; after BOS a leading space is dropped).
//!
//! **Timing** ([`GenTimings`]): the clock starts when `generate` is called (before encoding and prefill); each
//! generated token's arrival is taken right after it is sampled, before `on_text` runs (so the time spent
//! printing a token counts towards the next inter-token latency, as in run.c). A sampled BOS that ends the
//! run is not a generated token and has no arrival.
//!
//! **Evaluation** ([`teacher_forced`], [`eval_reference`]): a token sequence is fed position by position and
//! at every position `p < len - 1` the logits are scored against the next token of the sequence: top-1
//! agreement (the greedy argmax, [`crate::sampler::argmax`], equals it) and negative log-likelihood
//! `-ln softmax(logits)[next]`, computed in f64 with the maximum subtracted.

use crate::golden::Backend;
use crate::reference::ReferenceSeq;
use crate::sampler::{argmax, Sampler};
use crate::stats::GenTimings;
use crate::tokenizer::{StreamDecoder, Tokenizer};
use serde::Serialize;
use std::time::Instant;

/// Why a generation ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StopReason {
    /// All `steps` positions were processed.
    Steps,
    /// The model sampled BOS (not emitted).
    Bos,
}

/// The result of [`generate`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Generation {
    /// The encoded prompt, BOS first.
    pub prompt_ids: Vec<u32>,
    /// The sampled tokens, in order (a final BOS that stopped the run is not included).
    pub generated_ids: Vec<u32>,
    /// Decoded prompt followed by the decoded continuation: everything passed to `on_text`.
    pub text: String,
    /// Positions requested after clamping (`0` or more than `seq_len` become `seq_len`).
    pub steps: usize,
    pub stop: StopReason,
    pub timings: GenTimings,
}

/// The number of positions [`generate`] runs for a request of `steps` on a model with `seq_len`:
/// `steps`, or `seq_len` when `steps` is 0 or larger (run.c's rule).
pub fn effective_steps(steps: usize, seq_len: usize) -> usize {
    if steps == 0 || steps > seq_len {
        seq_len
    } else {
        steps
    }
}

/// Checks that a tokenizer and a backend belong together.
fn check_vocab(backend: &dyn Backend, tok: &Tokenizer) -> Result<(), String> {
    let n = backend.config().vocab_size;
    if tok.len() != n {
        return Err(format!("the tokenizer has {} tokens but the model's vocab_size is {n}", tok.len()));
    }
    Ok(())
}

/// Generates text from `prompt` with llama2.c's semantics (see the [module documentation](self)), passing
/// the text to `on_text` as it is produced.
///
/// Errors (never panics) when the tokenizer or the sampler do not fit the model's vocabulary, or when the
/// encoded prompt (BOS included) is longer than the model's `seq_len`.
pub fn generate(
    backend: &mut dyn Backend,
    tok: &Tokenizer,
    sampler: &mut Sampler,
    prompt: &str,
    steps: usize,
    on_text: &mut dyn FnMut(&str),
) -> Result<Generation, String> {
    let start = Instant::now();
    check_vocab(backend, tok)?;
    let c = backend.config().clone();
    if sampler.vocab_size() != c.vocab_size {
        return Err(format!(
            "the sampler is for {} tokens but the model's vocab_size is {}",
            sampler.vocab_size(),
            c.vocab_size
        ));
    }
    let prompt_ids = tok.encode(prompt, true, false);
    let n_prompt = prompt_ids.len();
    if n_prompt > c.seq_len {
        return Err(format!(
            "the prompt is {n_prompt} tokens long (BOS included) but the model's context holds only {} positions; \
             shorten the prompt",
            c.seq_len
        ));
    }
    let steps = effective_steps(steps, c.seq_len);
    let bos = tok.vocab().bos;

    backend.reset();
    let mut dec = StreamDecoder::new();
    let mut text = String::new();
    let mut emit = |s: String, text: &mut String| {
        if !s.is_empty() {
            on_text(&s);
            text.push_str(&s);
        }
    };
    // The first prompt token (BOS) is context only: it prints nothing but makes the next piece drop its
    // leading space.
    let first = dec.push_token(tok, prompt_ids[0]);
    emit(first, &mut text);

    let mut generated_ids = Vec::with_capacity(steps.saturating_sub(n_prompt) + 1);
    let mut arrivals_ms = Vec::with_capacity(generated_ids.capacity());
    let mut stop = StopReason::Steps;
    // The prompt positions as one chunk (a device backend runs it as prefill programs): positions
    // 0..np, each prompt token's piece printed as it becomes the next token.
    let np = n_prompt.min(steps);
    for &t in &prompt_ids[1..(np + 1).min(n_prompt)] {
        let piece = dec.push_token(tok, t);
        emit(piece, &mut text);
    }
    let mut logits = if np > 0 { Some(backend.forward_chunk(&prompt_ids[..np], 0)?.to_vec()) } else { None };
    // Positions np - 1 .. steps: sample the next token from the last logits, then feed it.
    if np == n_prompt {
        let mut pos = np - 1;
        while let Some(l) = logits.take() {
            let next = sampler.sample(&l);
            if next == bos {
                stop = StopReason::Bos;
                break;
            }
            arrivals_ms.push(start.elapsed().as_secs_f64() * 1e3);
            generated_ids.push(next);
            let piece = dec.push_token(tok, next);
            emit(piece, &mut text);
            pos += 1;
            if pos < steps {
                logits = Some(backend.forward_chunk(&[next], pos)?.to_vec());
            }
        }
    }
    let rest = dec.finish();
    emit(rest, &mut text);
    Ok(Generation {
        timings: GenTimings::from_arrivals_ms(n_prompt.min(steps), &arrivals_ms),
        prompt_ids,
        generated_ids,
        text,
        steps,
        stop,
    })
}

/// Per-position scores of a teacher-forced sequence: entry `p` scores the logits of position `p` against
/// the sequence's token `p + 1`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EvalSeq {
    /// Whether the argmax of the logits equals the next token.
    pub top1: Vec<bool>,
    /// `-ln softmax(logits)[next]`.
    pub nll: Vec<f64>,
}

impl EvalSeq {
    /// Number of scored positions (`len - 1` for a sequence of `len >= 1` tokens).
    pub fn positions(&self) -> usize {
        self.top1.len()
    }
    /// Positions whose argmax is the next token.
    pub fn hits(&self) -> usize {
        self.top1.iter().filter(|&&h| h).count()
    }
    /// Index of the first position whose argmax is not the next token.
    pub fn first_miss(&self) -> Option<usize> {
        self.top1.iter().position(|&h| !h)
    }
}

/// `-ln softmax(logits)[target]` in f64: `logsumexp(logits) - logits[target]`, with the maximum subtracted
/// before exponentiation. NaN logits are ignored in the sum (a NaN target logit gives NaN).
pub fn nll(logits: &[f32], target: usize) -> f64 {
    let max = logits.iter().filter(|v| !v.is_nan()).fold(f64::NEG_INFINITY, |m, &v| m.max(v as f64));
    if max == f64::NEG_INFINITY {
        return f64::INFINITY;
    }
    let sum: f64 = logits.iter().filter(|v| !v.is_nan()).map(|&v| (v as f64 - max).exp()).sum();
    max + sum.ln() - logits[target] as f64
}

/// Feeds `seq` to the backend (from position 0, after a reset) and scores every position against the next
/// token. Errors when a token id is outside the vocabulary or the sequence needs more than `seq_len`
/// positions (the last token is only a target, so `len - 1 <= seq_len` tokens are fed).
pub fn teacher_forced(backend: &mut dyn Backend, seq: &[u32]) -> Result<EvalSeq, String> {
    let c = backend.config().clone();
    if let Some((i, &t)) = seq.iter().enumerate().find(|(_, &t)| t as usize >= c.vocab_size) {
        return Err(format!("token {i} of the sequence is id {t}, outside the vocabulary of {} tokens", c.vocab_size));
    }
    let n = seq.len().saturating_sub(1);
    if n > c.seq_len {
        return Err(format!(
            "the sequence has {} tokens; scoring it needs {n} positions but the model's context holds {}",
            seq.len(),
            c.seq_len
        ));
    }
    backend.reset();
    let mut out = EvalSeq { top1: Vec::with_capacity(n), nll: Vec::with_capacity(n) };
    for pos in 0..n {
        let logits = backend.forward_chunk(&seq[pos..pos + 1], pos)?;
        let next = seq[pos + 1];
        out.top1.push(argmax(logits) == next);
        out.nll.push(nll(logits, next as usize));
    }
    Ok(out)
}

/// Scores of one reference sequence.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeqEval {
    pub prompt: String,
    /// Scored positions: `len(prompt_ids) + len(greedy_ids) - 1`.
    pub positions: usize,
    pub top1_agreement: f64,
    pub mean_nll: f64,
    /// Positions predicting a reference *generated* token (`p >= len(prompt_ids) - 1`).
    pub generated_positions: usize,
    pub generated_top1_agreement: f64,
    /// The first position whose argmax differs from the reference's next token.
    pub first_disagreement: Option<usize>,
}

/// Scores over a whole reference file.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EvalResult {
    /// Scored positions over all sequences.
    pub positions: usize,
    /// Fraction of positions whose argmax is the reference's next token.
    pub top1_agreement: f64,
    /// Mean negative log-likelihood of the reference's next tokens (nats).
    pub mean_nll: f64,
    /// Perplexity: `exp(mean_nll)`.
    pub perplexity: f64,
    pub sequences: usize,
    /// Positions whose next token is a reference-generated (greedy) token, and their agreement: a backend
    /// token-exact with the reference agrees on all of them. The other positions predict prompt tokens,
    /// which the reference model need not have chosen either.
    pub generated_positions: usize,
    pub generated_top1_agreement: f64,
    pub per_sequence: Vec<SeqEval>,
}

fn ratio(a: usize, b: usize) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

/// Teacher-forces every reference sequence (`prompt_ids` then `greedy_ids`) and aggregates the scores.
/// Errors on an empty list, a token id outside the vocabulary or a sequence longer than the context.
pub fn eval_reference(backend: &mut dyn Backend, refs: &[ReferenceSeq]) -> Result<EvalResult, String> {
    if refs.is_empty() {
        return Err("no reference sequences to evaluate".into());
    }
    let (mut pos, mut hits, mut nll_sum, mut gpos, mut ghits) = (0, 0, 0.0, 0, 0);
    let mut per_sequence = Vec::with_capacity(refs.len());
    for (i, r) in refs.iter().enumerate() {
        if r.prompt_ids.is_empty() {
            return Err(format!("reference sequence {} has no prompt_ids", i + 1));
        }
        let e = teacher_forced(backend, &r.all_ids()).map_err(|e| format!("reference sequence {}: {e}", i + 1))?;
        let gen_from = r.prompt_ids.len() - 1;
        let (sp, sh) = (e.positions(), e.hits());
        let snll: f64 = e.nll.iter().sum();
        let sgp = sp.saturating_sub(gen_from);
        let sgh = e.top1.iter().skip(gen_from).filter(|&&h| h).count();
        per_sequence.push(SeqEval {
            prompt: r.prompt.clone(),
            positions: sp,
            top1_agreement: ratio(sh, sp),
            mean_nll: if sp == 0 { 0.0 } else { snll / sp as f64 },
            generated_positions: sgp,
            generated_top1_agreement: ratio(sgh, sgp),
            first_disagreement: e.first_miss(),
        });
        pos += sp;
        hits += sh;
        nll_sum += snll;
        gpos += sgp;
        ghits += sgh;
    }
    let mean_nll = if pos == 0 { 0.0 } else { nll_sum / pos as f64 };
    Ok(EvalResult {
        positions: pos,
        top1_agreement: ratio(hits, pos),
        mean_nll,
        perplexity: mean_nll.exp(),
        sequences: refs.len(),
        generated_positions: gpos,
        generated_top1_agreement: ratio(ghits, gpos),
        per_sequence,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::golden::f32::Transformer;
    use crate::sampler::SamplerConfig;
    use crate::vocab::Vocab;
    use crate::weights::Weights;
    use crate::Model;

    const VOCAB: usize = 300;

    fn config(seq_len: usize) -> Config {
        Config {
            dim: 16,
            hidden_dim: 32,
            n_layers: 2,
            n_heads: 4,
            n_kv_heads: 2,
            vocab_size: VOCAB,
            seq_len,
            norm_eps: 1e-5,
            rope_theta: 10000.0,
            shared_classifier: true,
        }
    }

    /// A tiny random model (xorshift weights).
    fn model(seq_len: usize) -> Model {
        let config = config(seq_len);
        let mut s: u64 = 0x2545_F491_4F6C_DD1D;
        let mut gen = |n: usize, scale: f32| -> Vec<f32> {
            (0..n)
                .map(|_| {
                    s ^= s << 13;
                    s ^= s >> 7;
                    s ^= s << 17;
                    ((s >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * scale
                })
                .collect()
        };
        let sh = Weights::shapes(&config);
        let t: Vec<Vec<f32>> =
            sh[..11].iter().map(|(name, n)| gen(*n, if name.starts_with("rms") { 4.0 } else { 1.0 })).collect();
        let weights = Weights::from_tensors(&config, t, None).unwrap();
        Model { config, weights }
    }

    /// `<unk>`, `<s>`, `</s>`, the 256 byte pieces, then words " w0", " w1", ... (so text of plain letters
    /// encodes as byte-fallback ids: no merge applies).
    fn vocab() -> Vocab {
        let mut tokens: Vec<Vec<u8>> = vec![b"<unk>".to_vec(), b"<s>".to_vec(), b"</s>".to_vec()];
        tokens.extend((0..256).map(|b| format!("<0x{b:02X}>").into_bytes()));
        let mut i = 0;
        while tokens.len() < VOCAB {
            tokens.push(format!(" w{i}").into_bytes());
            i += 1;
        }
        let scores = (0..VOCAB).map(|i| i as f32).collect();
        let max_token_length = tokens.iter().map(|t| t.len()).max().unwrap();
        Vocab { tokens, scores, max_token_length, bos: 1, eos: 2 }
    }

    fn tok() -> Tokenizer {
        Tokenizer::try_new(vocab()).unwrap()
    }

    fn sampler(temperature: f32, seed: u64) -> Sampler {
        Sampler::new(SamplerConfig { temperature, top_k: 0, top_p: 0.9, seed }, VOCAB).unwrap()
    }

    /// A backend whose logits prefer `script(pos)` at each position.
    struct Scripted {
        config: Config,
        logits: Vec<f32>,
        script: fn(usize) -> u32,
        fed: Vec<(u32, usize)>,
    }

    impl Backend for Scripted {
        fn name(&self) -> &'static str {
            "scripted"
        }
        fn config(&self) -> &Config {
            &self.config
        }
        fn forward(&mut self, token: u32, pos: usize) -> &[f32] {
            self.fed.push((token, pos));
            self.logits.fill(0.0);
            self.logits[(self.script)(pos) as usize] = 10.0;
            &self.logits
        }
        fn reset(&mut self) {
            self.fed.clear();
        }
    }

    fn scripted(seq_len: usize, script: fn(usize) -> u32) -> Scripted {
        Scripted { config: config(seq_len), logits: vec![0.0; VOCAB], script, fed: Vec::new() }
    }

    #[test]
    fn stops_at_bos_without_emitting_it() {
        // " w0" (id 259) at positions 0..3, then BOS.
        let mut b = scripted(64, |pos| if pos < 3 { 259 } else { 1 });
        let mut streamed = String::new();
        let g = generate(&mut b, &tok(), &mut sampler(0.0, 1), "", 50, &mut |s| streamed.push_str(s)).unwrap();
        assert_eq!(g.prompt_ids, vec![1]);
        assert_eq!(g.generated_ids, vec![259, 259, 259]);
        assert_eq!(g.stop, StopReason::Bos);
        assert_eq!(g.timings.n_generated, 3);
        assert_eq!(g.timings.itl_ms.len(), 2);
        // After BOS the first piece loses its leading space.
        assert_eq!(g.text, "w0 w0 w0");
        assert_eq!(streamed, g.text);
        // Positions 0..=3 were fed, the sampled tokens fed back.
        assert_eq!(b.fed, vec![(1, 0), (259, 1), (259, 2), (259, 3)]);
    }

    #[test]
    fn prompt_is_prefilled_then_generation_follows() {
        let t = tok();
        let mut b = scripted(64, |_| 260);
        let mut streamed = Vec::new();
        let g = generate(&mut b, &t, &mut sampler(0.0, 1), "ab c", 9, &mut |s| streamed.push(s.to_string())).unwrap();
        let n = g.prompt_ids.len();
        assert_eq!(g.prompt_ids, t.encode("ab c", true, false));
        assert_eq!(n, 6); // BOS, the dummy space, 4 bytes
        assert_eq!(g.generated_ids, vec![260; 9 - n + 1]);
        // The dummy prefix is the byte piece <0x20> here, which (unlike a piece starting with a space) is not
        // dropped after BOS, as in run.c.
        assert_eq!(g.text, " ab c w1 w1 w1 w1");
        let fed: Vec<u32> = b.fed.iter().map(|f| f.0).collect();
        assert_eq!(&fed[..n], &g.prompt_ids[..]);
        assert_eq!(g.text, t.decode(&[g.prompt_ids.clone(), g.generated_ids.clone()].concat()));
        assert_eq!(streamed.concat(), g.text);
        assert_eq!(g.timings.n_prompt, n);
    }

    #[test]
    fn steps_are_clamped_to_the_context() {
        let mut b = scripted(16, |_| 259);
        let t = tok();
        for (steps, expect) in [(0, 16), (1000, 16), (16, 16), (5, 5), (1, 1)] {
            let g = generate(&mut b, &t, &mut sampler(0.0, 1), "", steps, &mut |_| {}).unwrap();
            assert_eq!((g.steps, g.generated_ids.len(), b.fed.len()), (expect, expect, expect), "steps {steps}");
            assert_eq!(g.stop, StopReason::Steps);
        }
        // A prompt longer than the context is an error; one longer than `steps` only is not.
        let long = " a".repeat(20);
        let e = generate(&mut b, &t, &mut sampler(0.0, 1), &long, 0, &mut |_| {}).unwrap_err();
        assert!(e.contains("42 tokens") && e.contains("16 positions"), "{e}");
        let g = generate(&mut b, &t, &mut sampler(0.0, 1), &" a".repeat(3), 4, &mut |_| {}).unwrap();
        assert!(g.generated_ids.is_empty());
        assert_eq!(b.fed.len(), 4);
    }

    #[test]
    fn same_seed_same_output_on_a_real_model() {
        let m = model(64);
        let t = tok();
        let mut tf = Transformer::new(&m);
        let mut run = |temperature: f32, seed: u64| {
            generate(&mut tf, &t, &mut sampler(temperature, seed), "a b", 40, &mut |_| {}).unwrap().generated_ids
        };
        let a = run(1.0, 42);
        assert!(!a.is_empty());
        assert_eq!(a, run(1.0, 42));
        assert_ne!(a, run(1.0, 43));
        let g = run(0.0, 1);
        assert_eq!(g, run(0.0, 99), "greedy ignores the seed");
    }

    #[test]
    fn greedy_generation_agrees_with_teacher_forcing() {
        let m = model(64);
        let t = tok();
        let mut tf = Transformer::new(&m);
        let g = generate(&mut tf, &t, &mut sampler(0.0, 1), "c", 30, &mut |_| {}).unwrap();
        let seq = [g.prompt_ids.clone(), g.generated_ids.clone()].concat();
        let e = teacher_forced(&mut tf, &seq).unwrap();
        assert_eq!(e.positions(), seq.len() - 1);
        // Every generated token is the argmax of its position.
        assert!(e.top1[g.prompt_ids.len() - 1..].iter().all(|&h| h));
        assert!(e.nll.iter().all(|v| v.is_finite() && *v >= 0.0));
    }

    fn reference(prompt_ids: Vec<u32>, greedy_ids: Vec<u32>) -> ReferenceSeq {
        ReferenceSeq {
            prompt: String::new(),
            steps: prompt_ids.len() + greedy_ids.len() - 1,
            prompt_ids,
            greedy_ids,
            text: String::new(),
        }
    }

    #[test]
    fn eval_counts_positions_and_validates_ids() {
        let m = model(32);
        let mut tf = Transformer::new(&m);
        let refs = vec![reference(vec![1], vec![260, 261, 262]), reference(vec![1, 270, 271], vec![272, 273])];
        let r = eval_reference(&mut tf, &refs).unwrap();
        assert_eq!(r.positions, 3 + 4);
        assert_eq!(r.generated_positions, 3 + 2);
        assert_eq!(r.per_sequence[1].positions, 4);
        assert_eq!(r.per_sequence[1].generated_positions, 2);
        assert!(r.mean_nll.is_finite() && r.mean_nll > 0.0);
        assert!((r.perplexity - r.mean_nll.exp()).abs() < 1e-12);

        // A scripted backend always predicting 260 agrees exactly where the next token is 260.
        let mut b = scripted(32, |_| 260);
        let r = eval_reference(&mut b, &[reference(vec![1, 260], vec![5, 260, 260])]).unwrap();
        assert_eq!(r.positions, 4);
        assert_eq!(r.top1_agreement, 0.75);
        assert_eq!(r.generated_top1_agreement, 2.0 / 3.0);
        assert_eq!(r.per_sequence[0].first_disagreement, Some(1));

        let e = eval_reference(&mut tf, &[reference(vec![1, 300], vec![3])]).unwrap_err();
        assert!(e.contains("id 300") && e.contains("300 tokens"), "{e}");
        let e = eval_reference(&mut tf, &[reference(vec![1], vec![3; 40])]).unwrap_err();
        assert!(e.contains("context"), "{e}");
        assert!(eval_reference(&mut tf, &[]).is_err());
    }

    #[test]
    fn nll_is_stable_and_exact() {
        let l = [1000.0f32, 1000.0, 1000.0, 1000.0];
        assert!((nll(&l, 2) - 4f64.ln()).abs() < 1e-12);
        let l = [0.0f32, (3f64).ln() as f32];
        assert!((nll(&l, 1) - (4.0f64 / 3.0).ln()).abs() < 1e-7);
    }

    #[test]
    fn mismatched_vocabulary_is_an_error() {
        let mut b = scripted(16, |_| 259);
        let mut s = Sampler::new(SamplerConfig::default(), 10).unwrap();
        assert!(generate(&mut b, &tok(), &mut s, "", 4, &mut |_| {}).unwrap_err().contains("sampler"));
    }
}
