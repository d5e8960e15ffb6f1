//! Cycle model of `hdl/src/vpu/rope.rs`: one register stage (the products) before the output slice.

use super::{clamp_bits, rshr128, sx, ElementModel};

pub const STAGES: usize = 1;

/// The rotated pair `{v1', v0'}` of one packed element `{s, c, v1, v0}`.
pub fn element(d: u128) -> u64 {
    let (v0, v1, c, s) = (sx(d, 32), sx(d >> 32, 32), sx(d >> 64, 16), sx(d >> 80, 16));
    let r0 = clamp_bits(rshr128(v0 * c - v1 * s, 14), 32) as u32 as u64;
    let r1 = clamp_bits(rshr128(v0 * s + v1 * c, 14), 32) as u32 as u64;
    r0 | (r1 << 32)
}

pub fn model() -> ElementModel<impl FnMut(u128, bool) -> Option<u64>> {
    ElementModel::new(STAGES, |d, _| Some(element(d)))
}
