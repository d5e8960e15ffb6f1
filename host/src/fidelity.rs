//! Fidelity of the integer model (the hardware's arithmetic contract) against the f32 golden model, measured
//! on reference sequences in the llama2.c format. These are the figures `docs/numerics.md` quotes and the
//! tests hold the contract to:
//!
//! - **teacher-forced top-1 agreement**: feed each reference sequence (`prompt_ids + greedy_ids`, the f32
//!   greedy output) to both models and count the positions where the integer model's argmax equals the f32
//!   model's argmax (the f32 next token); on generated positions that is the reference's next token;
//! - **free-running greedy**: generate greedily with the integer model from each reference prompt and count
//!   how many generated tokens equal the f32 (reference) continuation before the first difference;
//! - **logit error**: RMS and largest absolute difference of the logits over all teacher-forced positions.

use crate::golden::f32::Transformer;
use crate::golden::int::IntTransformer;
use crate::golden::quant::QuantModel;
use crate::golden::Backend;
use crate::reference::ReferenceSeq;
use crate::sampler::argmax;
use crate::Model;
use serde::Serialize;

/// Greedy decoding with llama2.c's rules: `steps` positions in total (prompt included, at most
/// `seq_len`), the prompt is teacher-forced, generation stops before a BOS (id 1). Returns the generated ids.
pub fn greedy(backend: &mut dyn Backend, prompt_ids: &[u32], steps: usize) -> Result<Vec<u32>, String> {
    let c = backend.config().clone();
    if prompt_ids.is_empty() {
        return Err("the prompt has no tokens (it must at least hold BOS)".into());
    }
    let steps = steps.min(c.seq_len);
    backend.reset();
    let mut out = Vec::new();
    let mut token = prompt_ids[0];
    for pos in 0..steps {
        crate::golden::check_step(&c, token, pos)?;
        let logits = backend.forward(token, pos);
        token = if pos + 1 < prompt_ids.len() {
            prompt_ids[pos + 1]
        } else {
            let next = argmax(logits);
            if next == 1 {
                break;
            }
            out.push(next);
            next
        };
    }
    Ok(out)
}

/// Free-running agreement on one reference prompt.
#[derive(Debug, Clone, Serialize)]
pub struct FreeRun {
    pub prompt: String,
    /// Tokens the reference generated.
    pub reference_tokens: usize,
    /// Generated tokens equal to the reference before the first difference.
    pub identical_prefix: usize,
}

/// The measured fidelity of an integer model.
#[derive(Debug, Clone, Serialize)]
pub struct FidelityReport {
    /// Elements per weight/activation scale group (0: per row / per vector).
    pub group: usize,
    /// Teacher-forced positions scored (all positions of all sequences but the last of each).
    pub positions: usize,
    /// Fraction of positions where the integer argmax equals the f32 argmax.
    pub top1_agreement: f64,
    /// Positions where they differ.
    pub disagreements: usize,
    /// Generated (non-prompt) positions scored, and the integer model's agreement there with the
    /// reference's next token.
    pub generated_positions: usize,
    pub generated_agreement: f64,
    /// RMS and largest absolute logit difference (integer minus f32), in logit units.
    pub logit_rmse: f64,
    pub logit_max_abs_err: f64,
    /// Free-running greedy agreement per reference prompt.
    pub free_running: Vec<FreeRun>,
}

impl FidelityReport {
    /// The free-running identical prefix from BOS (the reference line whose prompt is empty), if present.
    pub fn from_bos_prefix(&self) -> Option<usize> {
        self.free_running.iter().find(|f| f.prompt.is_empty()).map(|f| f.identical_prefix)
    }
}

/// Measures `quant` against the f32 model on `refs`.
pub fn measure(model: &Model, quant: QuantModel, refs: &[ReferenceSeq]) -> Result<FidelityReport, String> {
    let group = quant.group;
    let mut f = Transformer::new(model);
    let mut q = IntTransformer::new(quant);
    let c = model.config.clone();
    let (mut positions, mut agree, mut gen_pos, mut gen_agree) = (0usize, 0usize, 0usize, 0usize);
    let (mut se, mut n, mut max_err) = (0f64, 0usize, 0f64);
    for r in refs {
        let ids = r.all_ids();
        f.reset();
        q.reset();
        for pos in 0..ids.len().saturating_sub(1).min(c.seq_len) {
            crate::golden::check_step(&c, ids[pos], pos)?;
            crate::golden::check_step(&c, ids[pos + 1], 0)?;
            let lf = f.forward(ids[pos], pos);
            let lq = q.forward(ids[pos], pos);
            for (&a, &b) in lf.iter().zip(lq) {
                let d = (b - a) as f64;
                se += d * d;
                max_err = max_err.max(d.abs());
            }
            n += lf.len();
            let (af, aq) = (argmax(lf), argmax(lq));
            positions += 1;
            agree += (af == aq) as usize;
            if pos + 1 >= r.prompt_ids.len() {
                gen_pos += 1;
                gen_agree += (aq == ids[pos + 1]) as usize;
            }
        }
    }
    let mut free_running = Vec::new();
    for r in refs {
        let got = greedy(&mut q, &r.prompt_ids, r.steps)?;
        let identical_prefix = got.iter().zip(&r.greedy_ids).take_while(|(a, b)| a == b).count();
        free_running.push(FreeRun { prompt: r.prompt.clone(), reference_tokens: r.greedy_ids.len(), identical_prefix });
    }
    let ratio = |a: usize, b: usize| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    Ok(FidelityReport {
        group,
        positions,
        top1_agreement: ratio(agree, positions),
        disagreements: positions - agree,
        generated_positions: gen_pos,
        generated_agreement: ratio(gen_agree, gen_pos),
        logit_rmse: if n == 0 { 0.0 } else { (se / n as f64).sqrt() },
        logit_max_abs_err: max_err,
        free_running,
    })
}
