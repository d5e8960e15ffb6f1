//! The mathematical meaning of a descriptor, written independently of the RTL's arithmetic (64-bit
//! ranges, byte-by-byte copies): what status it must complete with and what it does to the memories.

use super::{status, Desc};

/// Window configuration: external `[ext_base, ext_base + ext_size)` (which must not wrap past 2^32) and
/// SRAM `[0, sram_size)`.
#[derive(Debug, Clone, Copy)]
pub struct Windows {
    pub ext_base: u32,
    pub ext_size: u32,
    pub sram_size: u32,
}

/// `[start, end)` of the bytes a side touches (`end` may exceed 2^32).
fn extent(addr: u32, rows: u16, stride: u32, row_bytes: u32) -> (u64, u64) {
    let end = addr as u64 + (rows as u64).saturating_sub(1) * stride as u64 + row_bytes as u64;
    (addr as u64, end)
}

/// The status `d` must complete with (ignoring bus errors).
pub fn expected_status(d: &Desc, w: &Windows, beat: u32, max_row_bytes: u32) -> u64 {
    if d.rows == 0 || d.row_bytes == 0 {
        return status::ZERO_LENGTH;
    }
    if d.row_bytes > max_row_bytes {
        return status::TOO_LONG;
    }
    if [d.src, d.dst, d.row_bytes, d.src_stride, d.dst_stride].iter().any(|v| v % beat != 0) {
        return status::MISALIGNED;
    }
    let (ext, sram) = if d.dir {
        (extent(d.dst, d.rows, d.dst_stride, d.row_bytes), extent(d.src, d.rows, d.src_stride, d.row_bytes))
    } else {
        (extent(d.src, d.rows, d.src_stride, d.row_bytes), extent(d.dst, d.rows, d.dst_stride, d.row_bytes))
    };
    let ext_ok = ext.0 >= w.ext_base as u64 && ext.1 <= w.ext_base as u64 + w.ext_size as u64;
    let sram_ok = sram.1 <= w.sram_size as u64;
    if !(ext_ok && sram_ok) {
        return status::OUT_OF_WINDOW;
    }
    status::OK
}

/// True when some row of the external side of `d` touches one of the 4 KiB `pages`.
pub fn touches_pages(d: &Desc, pages: &[u32]) -> bool {
    let (addr, stride) = if d.dir { (d.dst, d.dst_stride) } else { (d.src, d.src_stride) };
    (0..d.rows as u64).any(|r| {
        let a = addr as u64 + r * stride as u64;
        let first = a >> 12;
        let last = (a + d.row_bytes as u64 - 1) >> 12;
        pages.iter().any(|&p| (first..=last).contains(&(p as u64)))
    })
}

/// Applies an accepted descriptor: row by row, in order, byte by byte. `ext` holds the external window.
pub fn apply(d: &Desc, w: &Windows, ext: &mut [u8], sram: &mut [u8]) {
    for r in 0..d.rows as u64 {
        let s = d.src as u64 + r * d.src_stride as u64;
        let t = d.dst as u64 + r * d.dst_stride as u64;
        for k in 0..d.row_bytes as u64 {
            if d.dir {
                ext[(t + k - w.ext_base as u64) as usize] = sram[(s + k) as usize];
            } else {
                sram[(t + k) as usize] = ext[(s + k - w.ext_base as u64) as usize];
            }
        }
    }
}
