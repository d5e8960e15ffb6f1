//! Cycle models of the vector unit's SRAM operand streams (`hdl/src/vpu/ld.rs`), and the Rust decoding of
//! a packed vector that the tests use as the independent reference.

pub mod ld;

/// The elements of a vector of `count` elements of `8 << wcode` bits (`wcode` 3 = 32 bits) packed
/// little-endian in `word_bits`-bit words from `mem[addr]` on (addresses wrap modulo `mem.len()`),
/// sign-extended when `signed`, else zero-extended, as 32-bit values: `docs/isa.md` §4.
pub fn unpack(
    mem: &[u64],
    word_bits: usize,
    addr: usize,
    count: usize,
    wcode: u8,
    signed: bool,
) -> Vec<u32> {
    let bits = 8usize << wcode.min(2);
    let per = word_bits / bits;
    (0..count)
        .map(|k| {
            let w = mem[(addr + k / per) % mem.len()];
            let raw = (w >> ((k % per) * bits)) & ((1u64 << bits) - 1);
            match (bits, signed) {
                (8, true) => raw as u8 as i8 as i32 as u32,
                (16, true) => raw as u16 as i16 as i32 as u32,
                _ => raw as u32,
            }
        })
        .collect()
}
