//! Cycle model of `hdl/src/matrix/mv_dot.rs` (`MvDot<8, 8>`), and the tile dot product it computes.

use super::skid_buffer::{SkidBufferModel, SkidIn};

/// Inputs of one cycle: the tile as 64 INT8 weights (`w[i * 8 + o]` = `W[o][i]`) and 8 activations.
#[derive(Debug, Clone, Copy)]
pub struct MvDotIn {
    pub reset: bool,
    pub in_valid: bool,
    pub in_w: [i8; 64],
    pub in_x: [i8; 8],
    pub in_last: bool,
    pub out_ready: bool,
}

impl Default for MvDotIn {
    fn default() -> Self {
        MvDotIn { reset: false, in_valid: false, in_w: [0; 64], in_x: [0; 8], in_last: false, out_ready: false }
    }
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MvDotOut {
    pub in_ready: bool,
    pub out_valid: bool,
    pub out_data: [i32; 8],
}

/// The tile's column sums: output `o` = `sum_i x[i] * W[o][i]`.
pub fn tile_dot(w: &[i8; 64], x: &[i8; 8]) -> [i32; 8] {
    let mut s = [0i32; 8];
    for (o, so) in s.iter_mut().enumerate() {
        *so = (0..8).map(|i| x[i] as i32 * w[i * 8 + o] as i32).sum();
    }
    s
}

/// Two register stages (the accepted tile; its column sums), the group accumulators, and the output
/// register slice (eight lanes of the 32-bit slice model: they share valid and ready).
#[derive(Debug, Clone)]
pub struct MvDotModel {
    v1: bool,
    l1: bool,
    w1: [i8; 64],
    x1: [i8; 8],
    v2: bool,
    l2: bool,
    sum2: [i32; 8],
    acc: [i32; 8],
    skid: [SkidBufferModel; 8],
}

impl Default for MvDotModel {
    fn default() -> Self {
        MvDotModel { v1: false, l1: false, w1: [0; 64], x1: [0; 8], v2: false, l2: false, sum2: [0; 8], acc: [0; 8], skid: Default::default() }
    }
}

impl MvDotModel {
    pub fn step(&mut self, i: &MvDotIn) -> MvDotOut {
        // the lanes' control is identical: lane 0 gives s_ready and m_valid
        let total: [i32; 8] = std::array::from_fn(|o| self.acc[o].wrapping_add(self.sum2[o]));
        let s_valid = self.v2 && self.l2;
        let mut out = MvDotOut::default();
        let mut s_ready = false;
        for (o, sk) in self.skid.iter_mut().enumerate() {
            let so = sk.step(SkidIn { reset: i.reset, s_valid, s_data: total[o] as u32 as u64, m_ready: i.out_ready });
            out.out_valid = so.m_valid;
            out.out_data[o] = so.m_data as u32 as i32;
            s_ready = so.s_ready;
        }
        let adv = !(self.v2 && self.l2) || s_ready;
        out.in_ready = adv;
        if adv {
            if self.v2 {
                self.acc = if self.l2 { [0; 8] } else { total };
            }
            self.sum2 = tile_dot(&self.w1, &self.x1);
            self.v2 = self.v1;
            self.l2 = self.l1;
            self.v1 = i.in_valid;
            self.l1 = i.in_last;
            self.w1 = i.in_w;
            self.x1 = i.in_x;
        }
        if i.reset {
            self.v1 = false;
            self.v2 = false;
            self.acc = [0; 8];
        }
        out
    }
}
