//! Transaction model of `hdl/src/matrix/mv_exec.rs` (`MvExec<64>`, `matvec`): for one instruction and the
//! memory contents it predicts the AXI AR stream (burst address and ARLEN, in order), the SRAM request stream
//! (address, write enable, data, in order), the outputs written, the MACs and the weight-stream bytes.
//! The testbench checks every request the unit makes against the head of these streams in the cycle it is
//! offered, `done` the cycle after the last write is accepted, and the check errors at their fixed latency.
//!
//! The output words come from [`reference`], the `matvec` semantics of the spec written out here:
//! `y[j] = sat32(sum_g rshr(acc_g[j] * a_m_g * (m & 0x7fff), max(s - e_g, -31)))`, the group sum wrapping.

use std::collections::VecDeque;
use systole_host::golden::fixed::{rshr, sat32};
use systole_isa::{Deps, Instr, Matvec};

/// Bytes of one SRAM word / AXI beat.
pub const WB: u32 = 8;

/// The fields of a `matvec` (ISA 1.1, MATMUL funct 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MvFields {
    pub k: u32,
    pub n: u32,
    pub gt: u32,
    /// DRAM offset of the stream in 64-byte units.
    pub dram: u32,
    pub act: u32,
    pub ascale: u32,
    pub out: u32,
}

impl MvFields {
    /// The instruction (fields masked to their widths).
    pub fn instr(&self) -> Instr {
        Instr::Matvec(Matvec {
            deps: Deps::default(),
            k: (self.k & 0x3ff) as u16,
            n: (self.n & 0xfff) as u16,
            gt: (self.gt & 0xf) as u8,
            dram: self.dram & 0x3ff_ffff,
            act: self.act & 0xfffff,
            ascale: self.ascale & 0xfffff,
            out: self.out & 0xfffff,
        })
    }
    /// The instruction word, as `systole_isa` encodes it.
    pub fn word(&self) -> u128 {
        self.instr().encode().expect("a matvec with nonzero k, n, gt encodes")
    }
    pub fn kb(&self) -> u32 {
        self.k.div_ceil(8)
    }
    pub fn g(&self) -> u32 {
        self.kb().div_ceil(self.gt)
    }
    pub fn nb(&self) -> u32 {
        self.n.div_ceil(8)
    }
    pub fn block_bytes(&self) -> u64 {
        self.kb() as u64 * 64 + self.g() as u64 * 32
    }
    pub fn stream_bytes(&self) -> u64 {
        self.nb() as u64 * self.block_bytes()
    }
    /// Byte offset `D` of the stream in DRAM.
    pub fn d(&self) -> u64 {
        self.dram as u64 * 64
    }
    pub fn act_words(&self) -> u32 {
        self.k.div_ceil(WB)
    }
    pub fn ascale_words(&self) -> u32 {
        (4 * self.g()).div_ceil(WB)
    }
    pub fn out_words(&self) -> u32 {
        (4 * self.n).div_ceil(WB)
    }
    /// Stream offset of weight `W[j][i]`.
    pub fn w_off(&self, j: u32, i: u32) -> u64 {
        let (b, c, kb, r) = (j / 8, j % 8, i / 8, i % 8);
        let g = kb / self.gt;
        b as u64 * self.block_bytes() + kb as u64 * 64 + g as u64 * 32 + 8 * r as u64 + c as u64
    }
    /// Stream offset of the weight scale of output `j`, group `g`.
    pub fn s_off(&self, j: u32, g: u32) -> u64 {
        let (b, c) = (j / 8, j % 8);
        let tiles_before = ((g + 1) * self.gt).min(self.kb());
        b as u64 * self.block_bytes() + tiles_before as u64 * 64 + g as u64 * 32 + 4 * c as u64
    }
}

/// The execution checks (after decode) of the spec, in order: `Some(code)` on failure.
pub fn check(f: &MvFields, sram_words: u32, dram_size: u32) -> Option<u8> {
    if f.k == 0 || f.n == 0 || f.gt == 0 {
        return Some(0x01);
    }
    let oow = f.act as u64 + f.act_words() as u64 > sram_words as u64
        || f.ascale as u64 + f.ascale_words() as u64 > sram_words as u64
        || f.out as u64 + f.out_words() as u64 > sram_words as u64
        || f.d() + f.stream_bytes() > dram_size as u64;
    oow.then_some(0x04)
}

/// The outputs `y[0..n]` of the `matvec` for SRAM words `sram` and the stream bytes `stream` (at offset 0).
pub fn reference(f: &MvFields, sram: &[u64], stream: &[u8]) -> Vec<i32> {
    let byte = |a: u64| (sram[(a / 8) as usize] >> (8 * (a % 8))) as u8;
    let x: Vec<i64> = (0..f.k).map(|i| byte(f.act as u64 * 8 + i as u64) as i8 as i64).collect();
    let ascale: Vec<u32> = (0..f.g())
        .map(|g| {
            let a = f.ascale as u64 * 8 + 4 * g as u64;
            u32::from_le_bytes([byte(a), byte(a + 1), byte(a + 2), byte(a + 3)])
        })
        .collect();
    let gi = 8 * f.gt;
    (0..f.n)
        .map(|j| {
            let mut s = 0i64;
            for g in 0..f.g() {
                let mut acc = 0i64;
                for i in g * gi..((g + 1) * gi).min(f.k) {
                    acc += x[i as usize] * stream[f.w_off(j, i) as usize] as i8 as i64;
                }
                let o = f.s_off(j, g) as usize;
                let ws = u32::from_le_bytes(stream[o..o + 4].try_into().unwrap());
                let (a_m, e) = ((ascale[g as usize] & 0xffff) as i64, (ascale[g as usize] >> 16 & 0xff) as i32);
                let (m, sh) = ((ws & 0x7fff) as i64, (ws >> 16 & 0xff) as i32 - e);
                s = s.wrapping_add(rshr(acc * a_m * m, sh.max(-31)));
            }
            sat32(s)
        })
        .collect()
}

/// Longest AR burst of the walker (beats): the RTL's `MAX_BURST`.
pub const MAX_BURST: u64 = systole_hdl::matrix::mv_exec::MAX_BURST;

/// The next AR burst of a walker at bus address `addr` with `rem` beats left to the end of the DRAM window:
/// `(address, ARLEN)` of `min(rem, MAX_BURST, beats to the next 4 KiB boundary)` beats.
pub fn next_burst(addr: u32, rem: u64) -> (u32, u8) {
    let to4k = ((4096 - (addr & 0xfff)) / WB) as u64;
    let len = rem.min(MAX_BURST).min(to4k);
    (addr, (len - 1) as u8)
}

/// One predicted SRAM request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SramReq {
    pub addr: u32,
    pub we: bool,
    pub wdata: u64,
}

/// What one successful `matvec` does at its ports.
#[derive(Debug, Clone)]
pub struct MvTransaction {
    pub sram: VecDeque<SramReq>,
    pub macs: u64,
    pub rd_bytes: u64,
}

/// The transaction of a `matvec` that passes its checks.
pub fn transaction(f: &MvFields, sram: &[u64], stream: &[u8]) -> MvTransaction {
    let y = reference(f, sram, stream);
    let mut q = VecDeque::new();
    for i in 0..f.act_words() {
        q.push_back(SramReq { addr: f.act + i, we: false, wdata: 0 });
    }
    for i in 0..f.ascale_words() {
        q.push_back(SramReq { addr: f.ascale + i, we: false, wdata: 0 });
    }
    for b in 0..f.nb() {
        let valid = (f.n - 8 * b).min(8);
        for j in 0..valid.div_ceil(2) {
            let lane = |l: u32| if l < valid { y[(8 * b + l) as usize] as u32 as u64 } else { 0 };
            q.push_back(SramReq { addr: f.out + 4 * b + j, we: true, wdata: lane(2 * j) | lane(2 * j + 1) << 32 });
        }
    }
    MvTransaction {
        sram: q,
        macs: f.k as u64 * f.n as u64,
        rd_bytes: f.stream_bytes(),
    }
}
