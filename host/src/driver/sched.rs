//! # sched
//!
//! Several sequences in flight on one device. Requests wait until a block-table slot is free; admitted
//! sequences take turns, one program per turn (iteration-level scheduling): a turn is one prefill chunk
//! of the sequence's prompt while it has one, then one decode step. Prefill chunks of one sequence thus
//! interleave with the decode steps of the others, so a long prompt does not stall everyone's next token.
//!
//! ```text
//!   waiting ──(free slot)──> active: [seq A: prefill chunk 2/3] [seq B: decode pos 17] [seq C: decode pos 5]
//!                                 turn order: A, B, C, A, B, C, ...  ──(BOS or steps reached)──> finished
//! ```
//!
//! Each sequence has its own sampler, its own KV slot and its own positions, and the device's arithmetic
//! depends only on them, so every sequence's output equals its output when run alone (tested). The KV
//! pool is shared: when it runs out, the KV manager swaps the least recently used blocks of the other
//! sequences to host memory.
//!
//! Not done here: fusing the decode steps of several sequences into one matrix-matrix pass. The programs
//! have one sequence's positions and return one token's logits; a batched decode program needs per-token
//! sequence slots in its attention and per-token logits (`docs/architecture.md`, the fast dataflow).
//!
//! Times are device times (simulated on the simulated board): all requests arrive at time 0, TTFT is the
//! time to a sequence's first generated token, ITL the time between its tokens (other sequences' turns
//! included, as a server's clients see it).

use super::runtime::Runtime;
use super::{Device, DriverError};
use crate::generate::StopReason;
use crate::sampler::Sampler;
use crate::stats::GenTimings;

/// One generation request.
pub struct Request {
    /// Encoded prompt, BOS first.
    pub prompt_ids: Vec<u32>,
    /// Positions to run, prompt included (as `generate`'s `steps`, already clamped to `seq_len`).
    pub steps: usize,
    pub sampler: Sampler,
    /// The token that stops generation (BOS), not emitted.
    pub stop_token: u32,
}

/// A finished request.
#[derive(Debug, Clone, PartialEq)]
pub struct Finished {
    pub generated_ids: Vec<u32>,
    pub stop: StopReason,
    /// Device-time timings from time 0 (all requests arrive together).
    pub timings: GenTimings,
    /// Block-table slot it ran in.
    pub slot: usize,
}

enum State {
    /// Prompt positions done so far.
    Prefill(usize),
    /// Next position to feed and its token.
    Decode(usize, u32),
}

struct Active {
    req: usize,
    slot: usize,
    state: State,
    out: Vec<u32>,
    arrivals_ms: Vec<f64>,
}

/// Runs `reqs` to completion, at most as many at once as the device has sequence slots; `on_token(i, t)`
/// is called with each generated token `t` of request `i` as it arrives.
pub fn run_all<D: Device>(rt: &mut Runtime<D>, mut reqs: Vec<Request>, on_token: &mut dyn FnMut(usize, u32)) -> Result<Vec<Finished>, DriverError> {
    let seq_len = rt.layout.config.seq_len;
    for (i, r) in reqs.iter().enumerate() {
        if r.prompt_ids.is_empty() {
            return Err(DriverError::Request(format!("request {i} has an empty prompt (it must at least hold BOS)")));
        }
        if r.steps == 0 || r.steps > seq_len {
            return Err(DriverError::Request(format!("request {i}: steps {} must be 1..={seq_len}", r.steps)));
        }
    }
    let t0 = rt.dev.now_ns();
    let mut done: Vec<Option<Finished>> = (0..reqs.len()).map(|_| None).collect();
    let mut waiting: std::collections::VecDeque<usize> = (0..reqs.len()).collect();
    let mut active: Vec<Active> = Vec::new();
    let mut turn = 0usize;
    while !waiting.is_empty() || !active.is_empty() {
        while let Some(&i) = waiting.front() {
            let Some(slot) = rt.open_seq() else { break };
            waiting.pop_front();
            active.push(Active { req: i, slot, state: State::Prefill(0), out: Vec::new(), arrivals_ms: Vec::new() });
        }
        if active.is_empty() {
            return Err(DriverError::Fit("the device has no sequence slot".into()));
        }
        turn %= active.len();
        let a = &mut active[turn];
        let r = &mut reqs[a.req];
        let n_prompt = r.prompt_ids.len();
        let np = n_prompt.min(r.steps);
        // one program: a prefill chunk or a decode step; `Some(logits, pos)` when they are to be sampled
        let sample_at = match a.state {
            State::Prefill(k) => {
                let n = rt.opts.prefill_chunk.min(np - k);
                let logits = rt.prefill(a.slot, &r.prompt_ids[k..k + n], k)?;
                a.state = State::Prefill(k + n);
                (k + n == np && np == n_prompt).then_some((logits, np - 1))
            }
            State::Decode(pos, tok) => Some((rt.run_chunk(a.slot, &[tok], pos)?, pos)),
        };
        let mut finished = matches!(a.state, State::Prefill(k) if k == np && np < n_prompt);
        if let Some((q, pos)) = sample_at {
            let logits = Runtime::<D>::logits_f32(&q);
            let next = r.sampler.sample(&logits);
            if next == r.stop_token {
                finished = true;
                done[a.req] = Some(Finished { generated_ids: std::mem::take(&mut a.out), stop: StopReason::Bos, timings: GenTimings::from_arrivals_ms(0, &[]), slot: a.slot });
            } else {
                a.arrivals_ms.push((rt.dev.now_ns() - t0) / 1e6);
                a.out.push(next);
                on_token(a.req, next);
                if pos + 1 < r.steps {
                    a.state = State::Decode(pos + 1, next);
                } else {
                    finished = true;
                }
            }
        }
        if finished {
            let a = active.remove(turn);
            rt.close_seq(a.slot);
            let timings = GenTimings::from_arrivals_ms(np, &a.arrivals_ms);
            let f = done[a.req].take().map_or(Finished { generated_ids: a.out, stop: StopReason::Steps, timings: timings.clone(), slot: a.slot }, |mut f| {
                f.timings = timings.clone();
                f
            });
            done[a.req] = Some(f);
        } else {
            turn += 1;
        }
    }
    done.into_iter().enumerate().map(|(i, f)| f.ok_or_else(|| DriverError::Request(format!("request {i} did not finish")))).collect()
}
