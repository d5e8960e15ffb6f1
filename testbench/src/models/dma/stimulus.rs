//! Random stimulus shared by the DMA tests (`tests/dma.rs`, `tests/dma_sram.rs`): descriptors in both
//! directions with rows, strides and 4 KiB-boundary starts chosen to exercise the engine, and about
//! `p_bad` of them malformed in one of every error class.

use super::reference::Windows;
use super::{Desc, DmaParams};
use crate::harness::Rng;

/// A random descriptor, valid with probability about `1 - p_bad` (the scoreboard decides its status).
pub fn random_desc(rng: &mut Rng, p: &DmaParams, w: &Windows, p_bad: f64, tag: u8) -> Desc {
    let beat = p.beat();
    let dir = rng.chance(0.5);
    let rows = if rng.chance(0.5) { 1 } else { 1 + rng.below(4) as u16 };
    let row_beats = match rng.below(8) {
        0 => 1 + rng.below(4) as u32,
        1 => 200 + rng.below(120) as u32,
        _ => 1 + rng.below(48) as u32,
    };
    let row_bytes = row_beats * beat;
    let stride = |rng: &mut Rng| match rng.below(6) {
        0 => 0,
        1 => row_bytes / 2 / beat * beat,
        _ => row_bytes + beat * rng.below(16) as u32,
    };
    let (es, ss) = (stride(rng), stride(rng));
    let e_span = (rows as u32 - 1) * es + row_bytes;
    let s_span = (rows as u32 - 1) * ss + row_bytes;
    // external start: often just below a 4 KiB boundary
    let e_room = (w.ext_size - e_span) / beat;
    let e_off = if rng.chance(0.5) {
        let page = rng.below((w.ext_size / 4096) as u64) as u32 * 4096;
        page.saturating_sub(beat * rng.below(8) as u32).min(e_room * beat)
    } else {
        rng.below(e_room as u64 + 1) as u32 * beat
    };
    let e_addr = w.ext_base + e_off;
    let s_addr = rng.below(((w.sram_size - s_span) / beat) as u64 + 1) as u32 * beat;
    let mut d = if dir {
        Desc { src: s_addr, dst: e_addr, dir, rows, row_bytes, src_stride: ss, dst_stride: es, tag }
    } else {
        Desc { src: e_addr, dst: s_addr, dir, rows, row_bytes, src_stride: es, dst_stride: ss, tag }
    };
    if rng.chance(p_bad) {
        let small = 1 + rng.below(beat as u64 - 1) as u32;
        match rng.below(11) {
            0 => d.rows = 0,
            1 => d.row_bytes = 0,
            2 => d.row_bytes = p.max_row_bytes + beat * (1 + rng.below(3) as u32),
            3 => d.src += small,
            4 => d.dst += small,
            5 => d.row_bytes += small,
            6 => d.src_stride += small,
            7 => d.dst_stride += small,
            8 => {
                // external range leaves the window (below the base or past the end)
                let e = if d.dir { &mut d.dst } else { &mut d.src };
                *e = if rng.chance(0.5) { w.ext_base.wrapping_sub(beat * (1 + rng.below(64) as u32)) } else { w.ext_base + w.ext_size - e_span + beat * (1 + rng.below(4) as u32) };
            }
            9 => {
                let s = if d.dir { &mut d.src } else { &mut d.dst };
                *s = w.sram_size - s_span + beat * (1 + rng.below(4) as u32);
            }
            _ => {
                // a stride whose span overflows 32 bits
                d.rows = 2 + rng.below(1000) as u16;
                d.src_stride = 0xffff_0000 & !(beat - 1);
            }
        }
    }
    d
}
