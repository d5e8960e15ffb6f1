//! Cycle model of `hdl/src/vpu/requant.rs`: three register stages before the accumulator and the output
//! slice; only an element's last group produces an output word.

use super::{clamp_bits, rshr128, sx, ElementModel};
use systole_host::golden::fixed::{ActScale, RowScale};

pub const STAGES: usize = 3;

/// One group packed as `VpuRequant`'s `in_data` (and each output's word of `MvRequant`'s): `[31:0]` acc,
/// `[47:32]` a_m, `[52:48]` e, `[67:53]` m, `[73:68]` s (the fields cut to their widths).
pub fn pack(acc: i32, a: ActScale, w: RowScale) -> u128 {
    (acc as u32 as u128) | ((a.a_m as u128) << 32) | ((a.e as u128 & 0x1f) << 48) | ((w.m as u128 & 0x7fff) << 53) | ((w.s as u128 & 0x3f) << 68)
}

/// The fields of one packed group: `(acc, a_m, e, m, s)`.
pub fn fields(d: u128) -> (i128, i128, i32, i128, i32) {
    let acc = sx(d, 32);
    let a_m = ((d >> 32) & 0xffff) as i128;
    let e = ((d >> 48) & 0x1f) as i32;
    let m = ((d >> 53) & 0x7fff) as i128;
    let s = ((d >> 68) & 0x3f) as i32;
    (acc, a_m, e, m, s)
}

/// One group's term: `rshr(acc * a_m * m, s - e)` with the left shift saturated to i64.
pub fn term(d: u128) -> i64 {
    let (acc, a_m, e, m, s) = fields(d);
    clamp_bits(rshr128(acc * a_m * m, s - e), 64) as i64
}

pub fn model() -> ElementModel<impl FnMut(u128, bool) -> Option<u64>> {
    let mut sum = 0i64;
    ElementModel::new(STAGES, move |d, last| {
        let total = sum.wrapping_add(term(d));
        if last {
            sum = 0;
            Some(clamp_bits(total as i128, 32) as u32 as u64)
        } else {
            sum = total;
            None
        }
    })
}
