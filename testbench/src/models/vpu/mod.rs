//! Cycle models of the vector unit's elementwise streaming units (`hdl/src/vpu/`).
//!
//! Every unit has the same timing skeleton, modelled once by [`Pipe`]: `K` register stages that advance
//! together, followed by the output register slice (`hdl/src/skid_buffer.rs`). An element accepted on an
//! edge enters stage 1; the pipeline advances unless stage `K` holds an element that has to enter the full
//! slice; `in_ready` is "the pipeline advances" (for `K = 0`, the slice's `s_ready`). Elements that produce
//! no output (REQUANT's and ARGMAX's non-last elements) leave stage `K` without waiting for the slice.
//!
//! The per-unit files compute each element's result with their own bit-level arithmetic, stage by stage
//! as the RTL does it; the tests compare that with the RTL every cycle and, independently, every output
//! element with the golden operation of `systole_host::golden::int`.

pub mod argmax;
pub mod embed;
pub mod requant;
pub mod resadd;
pub mod rope;
pub mod silu_mul;

use super::skid_buffer::{SkidBufferModel, SkidIn};

/// Inputs of one cycle, shared by the elementwise units' models.
#[derive(Debug, Clone, Copy, Default)]
pub struct StreamIn {
    pub reset: bool,
    pub in_valid: bool,
    /// The packed element (layout as documented at the unit's `in_data` port).
    pub in_data: u128,
    /// Ignored by the units without `in_last`.
    pub in_last: bool,
    pub out_ready: bool,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PipeOut {
    pub in_ready: bool,
    pub out_valid: bool,
    /// Meaningful only while `out_valid`.
    pub out_data: u64,
}

/// `K` lockstep register stages and the output register slice.
#[derive(Debug, Clone)]
pub struct Pipe {
    /// Stage `i` holds `Some(token)` when valid; a token is `Some(result)` when the element produces an
    /// output word.
    stages: Vec<Option<Option<u64>>>,
    skid: SkidBufferModel,
    skid_ready: bool,
    out_valid: bool,
    out_data: u64,
}

impl Pipe {
    pub fn new(k: usize) -> Self {
        Pipe { stages: vec![None; k], skid: SkidBufferModel::default(), skid_ready: true, out_valid: false, out_data: 0 }
    }

    /// `in_ready` of the current cycle.
    pub fn in_ready(&self) -> bool {
        match self.stages.last() {
            None => self.skid_ready,
            Some(Some(Some(_))) => self.skid_ready,
            Some(_) => true,
        }
    }

    /// Current outputs.
    pub fn out(&self) -> PipeOut {
        PipeOut { in_ready: self.in_ready(), out_valid: self.out_valid, out_data: self.out_data }
    }

    /// The clock edge: `accepted` is the token of the element transferred this cycle (if any).
    pub fn edge(&mut self, reset: bool, accepted: Option<Option<u64>>, out_ready: bool) {
        let adv = self.in_ready();
        // what enters the slice this cycle
        let (s_valid, s_data) = match self.stages.last() {
            None => match accepted {
                Some(Some(d)) => (true, d),
                _ => (false, 0),
            },
            Some(Some(Some(d))) => (true, *d),
            Some(_) => (false, 0),
        };
        let o = self.skid.step(SkidIn { reset, s_valid, s_data, m_ready: out_ready });
        debug_assert_eq!(o.s_ready, self.skid_ready);
        if adv && !self.stages.is_empty() {
            self.stages.pop();
            self.stages.insert(0, accepted);
        }
        if reset {
            self.stages.iter_mut().for_each(|s| *s = None);
        }
        // the slice's outputs after the edge, for the next cycle
        let n = self.skid.clone().step(SkidIn { reset: false, s_valid: false, s_data: 0, m_ready: false });
        self.skid_ready = n.s_ready;
        self.out_valid = n.m_valid;
        self.out_data = n.m_data;
    }
}

/// Rounding shift with the contract's semantics on i128 (exact here for every operand the units form):
/// `n > 0` rounds half up, `n < 0` shifts left (the caller saturates).
pub fn rshr128(x: i128, n: i32) -> i128 {
    if n > 0 {
        let n = n.min(100) as u32;
        (x + (1i128 << (n - 1))) >> n
    } else {
        x << (-n).min(64) as u32
    }
}

/// Clamps to the signed `bits`-bit range.
pub fn clamp_bits(x: i128, bits: u32) -> i128 {
    let hi = (1i128 << (bits - 1)) - 1;
    x.clamp(-hi - 1, hi)
}

/// Sign-extends the low `w` bits of `v`.
pub fn sx(v: u128, w: u32) -> i128 {
    ((v << (128 - w)) as i128) >> (128 - w)
}

/// A generic model: `K` stages and a per-element function (`None` = no output for this element).
pub struct ElementModel<F: FnMut(u128, bool) -> Option<u64>> {
    pub pipe: Pipe,
    pub f: F,
}

impl<F: FnMut(u128, bool) -> Option<u64>> ElementModel<F> {
    pub fn new(k: usize, f: F) -> Self {
        ElementModel { pipe: Pipe::new(k), f }
    }

    pub fn step(&mut self, i: StreamIn) -> PipeOut {
        let out = self.pipe.out();
        let accepted = (i.in_valid && out.in_ready && !i.reset).then(|| (self.f)(i.in_data, i.in_last));
        self.pipe.edge(i.reset, accepted, i.out_ready);
        out
    }
}
