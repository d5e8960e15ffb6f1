//! Cycle model of `hdl/src/vpu/embed.rs`: one register stage (the product) before the output slice.

use super::{clamp_bits, rshr128, sx, ElementModel};

pub const STAGES: usize = 1;

/// `sat32(rshr(q * 127 * m, s - 16))` of one packed element `{s, m, q}`.
pub fn element(d: u128) -> u64 {
    let q = sx(d, 8);
    let m = ((d >> 8) & 0xffff) as i128;
    let s = ((d >> 24) & 0xff) as i32;
    clamp_bits(rshr128(q * 127 * m, s - 16), 32) as u32 as u64
}

pub fn model() -> ElementModel<impl FnMut(u128, bool) -> Option<u64>> {
    ElementModel::new(STAGES, |d, _| Some(element(d)))
}
