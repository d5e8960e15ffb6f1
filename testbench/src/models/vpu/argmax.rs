//! Cycle model of `hdl/src/vpu/argmax.rs`: the comparison sits in front of the output slice (no register
//! stage); only a vector's last element produces an output word `{max, index}`.

use super::{sx, ElementModel};

pub const STAGES: usize = 0;

pub fn model() -> ElementModel<impl FnMut(u128, bool) -> Option<u64>> {
    // (best value, its index) of the current vector, and the index of the next element
    let mut best: Option<(i128, u32)> = None;
    let mut cnt = 0u32;
    ElementModel::new(STAGES, move |d, last| {
        let x = sx(d, 32);
        let cur = match best {
            Some((b, i)) if x <= b => (b, i),
            _ => (x, cnt),
        };
        if last {
            best = None;
            cnt = 0;
            Some((cur.1 as u64) | ((cur.0 as u32 as u64) << 32))
        } else {
            best = Some(cur);
            cnt = cnt.wrapping_add(1);
            None
        }
    })
}
