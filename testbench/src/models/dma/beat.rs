//! [`Beat`]: one data beat of the DMA engine (an AXI data beat and an SRAM word), up to 256 bits, the
//! widest data width the engine supports. The models, the memories and the tests carry every `*_data` /
//! `*_wdata` value as a `Beat`; the conversions to the Verilated ports (`u64` up to 64 bits, `[u32; N]`
//! above, see `testbench/build.rs`) are the `From` impls here, so a test converts with `.into()` whatever
//! the width.
//!
//! Byte order is the engine's: byte `k` of a beat is bits `[8k+7:8k]` (little endian).

use std::fmt;

/// Bits a [`Beat`] holds.
pub const BEAT_BITS: u32 = 256;

/// One data beat: bit `64 * i + j` is bit `j` of `self.0[i]`. Bits above the engine's width are zero
/// wherever the models produce a beat (see [`Beat::truncate`]).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Beat(pub [u64; 4]);

impl Beat {
    /// All bits zero.
    pub const ZERO: Beat = Beat([0; 4]);

    /// The beat whose bytes `0..bytes.len()` are `bytes` (at most 32), the others zero.
    pub fn from_bytes(bytes: &[u8]) -> Beat {
        assert!(bytes.len() * 8 <= BEAT_BITS as usize, "Beat::from_bytes: {} bytes do not fit in a beat", bytes.len());
        let mut b = Beat::ZERO;
        for (k, &v) in bytes.iter().enumerate() {
            b.0[k / 8] |= (v as u64) << (8 * (k % 8));
        }
        b
    }

    /// Byte `k` (0..32).
    pub fn byte(&self, k: usize) -> u8 {
        (self.0[k / 8] >> (8 * (k % 8))) as u8
    }

    /// Writes bytes `0..out.len()` of the beat into `out` (at most 32).
    pub fn to_bytes(&self, out: &mut [u8]) {
        for (k, o) in out.iter_mut().enumerate() {
            *o = self.byte(k);
        }
    }

    /// The low `width` bits (1..=256), the others cleared: what a `width`-bit port holds.
    pub fn truncate(self, width: u32) -> Beat {
        assert!((1..=BEAT_BITS).contains(&width), "Beat::truncate: width {width} not in 1..={BEAT_BITS}");
        let mut b = self;
        for (i, w) in b.0.iter_mut().enumerate() {
            let lo = 64 * i as u32;
            if width <= lo {
                *w = 0;
            } else if width - lo < 64 {
                *w &= (1u64 << (width - lo)) - 1;
            }
        }
        b
    }
}

/// Hexadecimal, most significant digit first, with the 64-bit words separated by `_`.
impl fmt::Debug for Beat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0x{:016x}_{:016x}_{:016x}_{:016x}", self.0[3], self.0[2], self.0[1], self.0[0])
    }
}

/// A port of at most 64 bits (`u64` in the Verilated binding).
impl From<u64> for Beat {
    fn from(x: u64) -> Beat {
        Beat([x, 0, 0, 0])
    }
}

/// The low 64 bits (what a 64-bit port receives).
impl From<Beat> for u64 {
    fn from(b: Beat) -> u64 {
        b.0[0]
    }
}

/// A port of `32 * N` bits (`[u32; N]` in the Verilated binding, word 0 = bits 31:0), `N <= 8`.
impl<const N: usize> From<[u32; N]> for Beat {
    fn from(w: [u32; N]) -> Beat {
        assert!(N * 32 <= BEAT_BITS as usize, "Beat: a [u32; {N}] port does not fit in a beat");
        let mut b = Beat::ZERO;
        for (k, &v) in w.iter().enumerate() {
            b.0[k / 2] |= (v as u64) << (32 * (k % 2));
        }
        b
    }
}

/// The low `32 * N` bits as a `[u32; N]` port value, `N <= 8`.
impl<const N: usize> From<Beat> for [u32; N] {
    fn from(b: Beat) -> [u32; N] {
        assert!(N * 32 <= BEAT_BITS as usize, "Beat: a [u32; {N}] port does not fit in a beat");
        std::array::from_fn(|k| (b.0[k / 2] >> (32 * (k % 2))) as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_words_and_truncation_agree() {
        let bytes: Vec<u8> = (0..32u8).map(|k| k.wrapping_mul(37).wrapping_add(11)).collect();
        let b = Beat::from_bytes(&bytes);
        let mut back = [0u8; 32];
        b.to_bytes(&mut back);
        assert_eq!(&back[..], &bytes[..]);
        let w: [u32; 8] = b.into();
        for (k, &v) in w.iter().enumerate() {
            assert_eq!(v, u32::from_le_bytes(bytes[4 * k..4 * k + 4].try_into().unwrap()), "word {k}");
        }
        assert_eq!(Beat::from(w), b);
        let w4: [u32; 4] = b.into();
        assert_eq!(Beat::from(w4), b.truncate(128));
        assert_eq!(Beat::from(u64::from(b)), b.truncate(64));
        assert_eq!(b.truncate(256), b);
        let t = b.truncate(72);
        assert_eq!((0..32).filter(|&k| t.byte(k) != 0).max(), Some(8));
        assert_eq!(t.byte(8), bytes[8]);
        assert_eq!(format!("{:?}", Beat::from(0xabu64)), "0x0000000000000000_0000000000000000_0000000000000000_00000000000000ab");
    }
}
