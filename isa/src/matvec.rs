//! The `matvec` weight stream (ISA 1.1, MATMUL funct 1): its derived sizes ([`Shape`]) and its byte format
//! ([`pack_stream`], [`Shape::weight_offset`], [`Shape::scale_offset`]), defined once for the compiler, the
//! functional executor and the RTL unit's testbench (`docs/isa.md` §4 "MATVEC").
//!
//! A `matvec` of `k` inputs and `n` outputs reads its weights from device DRAM as one stream: for each
//! output block of 8 outputs, for each quantization group of `gt` tiles, the group's 8x8 INT8 tiles
//! (64 bytes each) and then the group's 8 weight scales (32 bytes).
//!
//! ```text
//!  D = dram * 64
//!  +-------------------- block b = 0 (outputs 0..8) ---------------------+--- block 1 ---+ ... block NB-1
//!  | group 0                            | group 1          | ... group G-1|               |
//!  | tile kb=0 | tile 1 | .. | scales 0 | tile gt | .. | sc | ...         |               |
//!  |  64 B     |  64 B  |    |  32 B    |                                  |               |
//!  +---------------------------------------------------------------------+---------------+
//!  tile kb, byte 8r + c = W[8b + c][8kb + r]     scales: u32 at 4c = {m 15:0, s 23:16} of output 8b + c
//!  BLOCK_BYTES = KB * 64 + G * 32                S = NB * BLOCK_BYTES
//! ```
//!
//! Weights of inputs `>= k` or outputs `>= n` and scales of outputs `>= n` are ignored by the device (any
//! value); [`pack_stream`] writes 0 there.

/// Inputs per tile along `k` and outputs per block (the dot core's 8x8 tile).
pub const TILE: u32 = 8;
/// Bytes of one 8x8 INT8 tile in the stream.
pub const TILE_BYTES: u64 = 64;
/// Bytes of one group's 8 weight scales in the stream.
pub const SCALE_BYTES: u64 = 32;
/// Largest `k` (the 10-bit field; the unit's activation buffer holds 1024 bytes).
pub const MAX_K: u32 = 1023;
/// Largest `n` (the 12-bit field).
pub const MAX_N: u32 = 4095;
/// Largest `gt` (the 4-bit field).
pub const MAX_GT: u32 = 15;
/// Most groups `G` of any legal `matvec` (`k = 1023`, `gt = 1`: 128; the unit's scale buffer holds 128).
pub const MAX_GROUPS: u32 = 128;

/// The derived sizes of a `matvec` with `k` inputs, `n` outputs and `gt` tiles per group.
///
/// The constructor takes any values; the sizes are only meaningful for `k, n, gt >= 1` (what decode
/// accepts), and are 0-safe otherwise (a zero `gt` is treated as 1 so that nothing divides by zero).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Inputs.
    pub k: u32,
    /// Outputs.
    pub n: u32,
    /// Tiles per group.
    pub gt: u32,
}

impl Shape {
    /// The shape of a `matvec` with `k` inputs, `n` outputs, `gt` tiles per group.
    pub const fn new(k: u32, n: u32, gt: u32) -> Shape {
        Shape { k, n, gt }
    }
    /// `KB = ceil(k / 8)`: tiles along `k`.
    pub const fn kb(&self) -> u32 {
        self.k.div_ceil(TILE)
    }
    /// `G = ceil(KB / gt)`: quantization groups (a group is `8 * gt` inputs).
    pub const fn g(&self) -> u32 {
        let gt = if self.gt == 0 { 1 } else { self.gt };
        self.kb().div_ceil(gt)
    }
    /// `NB = ceil(n / 8)`: output blocks.
    pub const fn nb(&self) -> u32 {
        self.n.div_ceil(TILE)
    }
    /// Inputs per group, `8 * gt`.
    pub const fn group(&self) -> u32 {
        TILE * self.gt
    }
    /// Stream bytes of one output block, `KB * 64 + G * 32`.
    pub const fn block_bytes(&self) -> u64 {
        self.kb() as u64 * TILE_BYTES + self.g() as u64 * SCALE_BYTES
    }
    /// Stream bytes `S = NB * BLOCK_BYTES`.
    pub const fn stream_bytes(&self) -> u64 {
        self.nb() as u64 * self.block_bytes()
    }
    /// SRAM words of the INT8 activations, `ceil(k / wb)` (`wb` = bytes per SRAM word).
    pub const fn act_words(&self, wb: u32) -> u64 {
        (self.k as u64).div_ceil(if wb == 0 { 1 } else { wb as u64 })
    }
    /// SRAM words of the activation scales, `ceil(4 G / wb)`.
    pub const fn ascale_words(&self, wb: u32) -> u64 {
        (4 * self.g() as u64).div_ceil(if wb == 0 { 1 } else { wb as u64 })
    }
    /// SRAM words of the Q16 outputs, `ceil(4 n / wb)`.
    pub const fn out_words(&self, wb: u32) -> u64 {
        (4 * self.n as u64).div_ceil(if wb == 0 { 1 } else { wb as u64 })
    }
    /// Tiles of group `g`: `min((g + 1) gt, KB) - g gt` (only the last group can be short).
    pub const fn tiles_in_group(&self, g: u32) -> u32 {
        let gt = if self.gt == 0 { 1 } else { self.gt };
        let end = if (g + 1) * gt < self.kb() { (g + 1) * gt } else { self.kb() };
        end.saturating_sub(g * gt)
    }
    /// Byte offset inside block `b` of group `g`'s first tile.
    const fn group_offset(&self, g: u32) -> u64 {
        g as u64 * (self.gt as u64 * TILE_BYTES + SCALE_BYTES)
    }
    /// Byte offset, from the start of the stream, of the weight of output `j` for input `i`
    /// (`j < 8 NB`, `i < 8 KB`, including the ignored padding).
    pub const fn weight_offset(&self, j: u32, i: u32) -> u64 {
        let (b, c, kb, r) = (j / TILE, j % TILE, i / TILE, i % TILE);
        let gt = if self.gt == 0 { 1 } else { self.gt };
        let g = kb / gt;
        b as u64 * self.block_bytes()
            + self.group_offset(g)
            + (kb - g * gt) as u64 * TILE_BYTES
            + (TILE * r + c) as u64
    }
    /// Byte offset, from the start of the stream, of the u32 weight scale of output `j`, group `g`.
    pub const fn scale_offset(&self, j: u32, g: u32) -> u64 {
        let (b, c) = (j / TILE, j % TILE);
        b as u64 * self.block_bytes()
            + self.group_offset(g)
            + self.tiles_in_group(g) as u64 * TILE_BYTES
            + 4 * c as u64
    }
}

/// The weight stream of a `matvec` (`docs/isa.md` §4): `w` is the `n x k` INT8 matrix, row-major (row `j` =
/// output `j`'s `k` weights), `scales` the `n x G` weight scales (row `j` = output `j`'s scale per group,
/// u32 `{m 15:0, s 23:16}`), `gt` the tiles per group. Returns `S = Shape::new(k, n, gt).stream_bytes()`
/// bytes. Padding (inputs `>= k`, outputs `>= n`) is 0. Total: elements missing from short slices are
/// taken as 0, and `gt = 0` as 1 (callers check the sizes; a decoded `matvec` always has `gt >= 1`).
pub fn pack_stream(w: &[i8], scales: &[u32], k: u32, n: u32, gt: u32) -> Vec<u8> {
    let sh = Shape::new(k, n, gt.max(1));
    let g_count = sh.g();
    let mut out = vec![0u8; sh.stream_bytes() as usize];
    for j in 0..n {
        for i in 0..k {
            let v = w.get(j as usize * k as usize + i as usize).copied().unwrap_or(0);
            out[sh.weight_offset(j, i) as usize] = v as u8;
        }
        for g in 0..g_count {
            let s = scales.get(j as usize * g_count as usize + g as usize).copied().unwrap_or(0);
            let o = sh.scale_offset(j, g) as usize;
            out[o..o + 4].copy_from_slice(&s.to_le_bytes());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_of_the_spec_example() {
        // stories260K's wq: k = n = 64, groups of 32 (gt = 4)
        let s = Shape::new(64, 64, 4);
        assert_eq!((s.kb(), s.g(), s.nb()), (8, 2, 8));
        assert_eq!(s.block_bytes(), 8 * 64 + 2 * 32);
        assert_eq!(s.stream_bytes(), 8 * 576);
        assert_eq!((s.act_words(8), s.ascale_words(8), s.out_words(8)), (8, 1, 32));
        // a short last group and partial blocks
        let s = Shape::new(20, 9, 2);
        assert_eq!((s.kb(), s.g(), s.nb(), s.tiles_in_group(0), s.tiles_in_group(1)), (3, 2, 2, 2, 1));
        assert_eq!(s.block_bytes(), 3 * 64 + 2 * 32);
        assert_eq!((s.act_words(8), s.ascale_words(8), s.out_words(16)), (3, 1, 3));
        // the largest group count is within the unit's scale buffer
        assert_eq!(Shape::new(MAX_K, 1, 1).g(), MAX_GROUPS);
    }

    #[test]
    fn every_byte_of_the_stream_is_written_once() {
        for (k, n, gt) in [(1, 1, 1), (20, 9, 2), (64, 64, 4), (100, 17, 3), (1023, 3, 15), (17, 8, 1)] {
            let sh = Shape::new(k, n, gt);
            let mut hit = vec![0u32; sh.stream_bytes() as usize];
            for j in 0..8 * sh.nb() {
                for i in 0..8 * sh.kb() {
                    hit[sh.weight_offset(j, i) as usize] += 1;
                }
                for g in 0..sh.g() {
                    for x in 0..4 {
                        hit[sh.scale_offset(j, g) as usize + x] += 1;
                    }
                }
            }
            assert!(hit.iter().all(|&h| h == 1), "k={k} n={n} gt={gt}");
        }
    }

    #[test]
    fn pack_follows_the_documented_loop() {
        let (k, n, gt) = (21u32, 11u32, 2u32);
        let sh = Shape::new(k, n, gt);
        let w: Vec<i8> = (0..n * k).map(|x| (x % 251) as i8).collect();
        let sc: Vec<u32> = (0..n * sh.g()).map(|x| 0x0102_0000 | x).collect();
        let s = pack_stream(&w, &sc, k, n, gt);
        // the spec's loop, written out
        let mut want = Vec::new();
        for b in 0..sh.nb() {
            for g in 0..sh.g() {
                for kb in g * gt..((g + 1) * gt).min(sh.kb()) {
                    for r in 0..8 {
                        for c in 0..8 {
                            let (j, i) = (8 * b + c, 8 * kb + r);
                            want.push(if j < n && i < k { w[(j * k + i) as usize] as u8 } else { 0 });
                        }
                    }
                }
                for c in 0..8 {
                    let j = 8 * b + c;
                    let v = if j < n { sc[(j * sh.g() + g) as usize] } else { 0 };
                    want.extend_from_slice(&v.to_le_bytes());
                }
            }
        }
        assert_eq!(s, want);
    }
}
