//! Cycle model of `hdl/src/matrix/mv_requant.rs` (`MvRequant<L>`, the time-shared requantization of a
//! block's 8 outputs): the hold register issuing `L` outputs per phase, three register stages, the sum
//! ring and the output register. It keeps the outputs by index instead of rotating rings (the RTL's
//! rings are an implementation of the same indexing), so a rotation error in the RTL shows up as a
//! wrong output.

use super::vpu::requant::term;

/// Inputs of one cycle: `data[c]` is output `c`'s packed group word (`VpuRequant`'s `in_data` layout).
#[derive(Debug, Clone, Copy, Default)]
pub struct MvRequantIn {
    pub reset: bool,
    pub in_valid: bool,
    pub in_data: [u128; 8],
    pub in_last: bool,
    pub out_ready: bool,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MvRequantOut {
    pub in_ready: bool,
    pub out_valid: bool,
    pub out_data: [i32; 8],
}

/// One phase in a pipeline stage: the outputs `c0 .. c0 + L`, their terms (known from stage 1 on: the
/// arithmetic is the same whatever the stage) and the flags.
#[derive(Debug, Clone, Default)]
struct Phase {
    c0: usize,
    terms: Vec<i64>,
    last: bool,
    end: bool,
}

#[derive(Debug, Clone)]
pub struct MvRequantModel {
    lanes: usize,
    hold: Option<([u128; 8], bool)>,
    ph: usize,
    stages: [Option<Phase>; 3],
    sum: [i64; 8],
    y: [i32; 8],
    full: bool,
}

impl MvRequantModel {
    pub fn new(lanes: usize) -> Self {
        assert!(matches!(lanes, 1 | 2 | 4 | 8), "lanes {lanes}");
        MvRequantModel { lanes, hold: None, ph: 0, stages: [None, None, None], sum: [0; 8], y: [0; 8], full: false }
    }

    fn phases(&self) -> usize {
        8 / self.lanes
    }

    pub fn step(&mut self, i: &MvRequantIn) -> MvRequantOut {
        let p = self.phases();
        let s3_last = self.stages[2].as_ref().is_some_and(|s| s.last);
        let adv = !s3_last || !self.full || i.out_ready;
        let hend = adv && self.hold.is_some() && self.ph == p - 1;
        let in_ready = self.hold.is_none() || hend;
        let out = MvRequantOut { in_ready, out_valid: self.full, out_data: self.y };
        if self.full && i.out_ready {
            self.full = false;
        }
        if adv {
            if let Some(s) = self.stages[2].take() {
                for (l, t) in s.terms.iter().enumerate() {
                    let c = s.c0 + l;
                    let total = self.sum[c].wrapping_add(*t);
                    if s.last {
                        self.y[c] = total.clamp(i32::MIN as i64, i32::MAX as i64) as i32;
                        self.sum[c] = 0;
                    } else {
                        self.sum[c] = total;
                    }
                }
                if s.last && s.end {
                    self.full = true;
                }
            }
            self.stages[2] = self.stages[1].take();
            self.stages[1] = self.stages[0].take();
            if let Some((d, last)) = self.hold {
                let c0 = self.ph * self.lanes;
                let terms = (c0..c0 + self.lanes).map(|c| term(d[c])).collect();
                self.stages[0] = Some(Phase { c0, terms, last, end: self.ph == p - 1 });
                self.ph += 1;
                if hend {
                    self.hold = None;
                    self.ph = 0;
                }
            }
        }
        if i.in_valid && in_ready {
            self.hold = Some((i.in_data, i.in_last));
            self.ph = 0;
        }
        if i.reset {
            *self = MvRequantModel { y: self.y, ..MvRequantModel::new(self.lanes) };
        }
        out
    }
}
