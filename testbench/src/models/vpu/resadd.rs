//! Cycle model of `hdl/src/vpu/resadd.rs`: no register stage before the output slice (latency 1).

use super::{clamp_bits, sx, ElementModel};

/// Register stages before the output slice.
pub const STAGES: usize = 0;

/// `sat32(x + y)` of one packed element `{y, x}`, as the 32-bit output word.
pub fn element(d: u128) -> u64 {
    let (x, y) = (sx(d, 32), sx(d >> 32, 32));
    clamp_bits(x + y, 32) as u32 as u64
}

pub fn model() -> ElementModel<impl FnMut(u128, bool) -> Option<u64>> {
    ElementModel::new(STAGES, |d, _| Some(element(d)))
}
