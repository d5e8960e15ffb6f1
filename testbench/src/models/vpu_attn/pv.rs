//! Cycle model of `hdl/src/vpu/pv.rs` (`Pv<AB>`): one element per cycle into stage 1, read-modify-write of
//! the 64-bit saturating accumulators in a RAM with a registered read port and one forwarding register, the
//! rounded output of the last record through the output slice. The arithmetic is the contract's
//! (`fixed::rshr`, `sat32`, `i64::saturating_add`).

use super::Slice;
use systole_host::golden::fixed::{rshr, sat32};

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct PvIn {
    pub reset: bool,
    pub cfg_head_size: u16,
    pub in_valid: bool,
    /// `vm` (i16)
    pub vm: i16,
    /// `ev` (u5)
    pub ev: u8,
    /// `p` (u16)
    pub p: u16,
    pub in_last: bool,
    pub out_ready: bool,
}

impl PvIn {
    /// `in_data` as the RTL port packs it: `[15:0]` vm, `[20:16]` ev, `[36:21]` p.
    pub fn in_data(&self) -> u64 {
        (self.vm as u16 as u64) | ((self.ev as u64 & 31) << 16) | ((self.p as u64) << 21)
    }
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PvOut {
    pub cfg_err: bool,
    pub in_ready: bool,
    pub out_valid: bool,
    pub out_data: u32,
    pub out_last: bool,
}

#[derive(Debug, Clone, Copy, Default)]
struct S1 {
    v: bool,
    term: i64,
    idx: usize,
    first: bool,
    out: bool,
    olast: bool,
}

#[derive(Debug, Clone)]
pub struct PvModel {
    ab: u32,
    mem: Vec<i64>,
    rdata: i64,
    idx: u16,
    first: bool,
    s1: S1,
    fwd: Option<(usize, i64)>,
    slice: Slice<(u32, bool)>,
}

impl PvModel {
    /// The model of `Pv<AB>` (heads of up to `2^ab` elements).
    pub fn new(ab: u32) -> Self {
        PvModel { ab, mem: vec![0; 1 << ab], rdata: 0, idx: 0, first: false, s1: S1::default(), fwd: None, slice: Slice::default() }
    }

    pub fn step(&mut self, i: PvIn) -> PvOut {
        let mask = (1usize << self.ab) - 1;
        let hs = i.cfg_head_size;
        let err = hs == 0 || hs as usize > (1 << self.ab);
        let adv = !(self.s1.v && self.s1.out) || self.slice.s_ready();
        let in_ready = adv && !err;
        let m = self.slice.main.unwrap_or_default();
        let out = PvOut { cfg_err: err, in_ready, out_valid: self.slice.main.is_some(), out_data: m.0, out_last: m.1 };
        let fire = i.in_valid && in_ready;
        let rec_end = self.idx == hs.wrapping_sub(1);
        // stage 1
        let s1 = self.s1;
        let old = if s1.first {
            0
        } else {
            match self.fwd {
                Some((a, v)) if a == s1.idx => v,
                _ => self.rdata,
            }
        };
        let new = old.saturating_add(s1.term);
        let o = sat32(rshr(new, 15)) as u32;
        // RAM: registered read of the address presented this cycle, then the write
        let raddr = if adv { self.idx as usize & mask } else { s1.idx };
        self.rdata = self.mem[raddr];
        if s1.v && adv {
            self.mem[s1.idx] = new;
        }
        self.fwd = (s1.v && adv).then_some((s1.idx, new));
        self.slice.edge((s1.v && s1.out).then_some((o, s1.olast)), i.out_ready);
        if adv {
            let term = ((i.p as i64) * (i.vm as i64)).wrapping_shl(i.ev as u32 & 31);
            self.s1 = S1 {
                v: fire,
                term,
                idx: self.idx as usize & mask,
                first: self.first,
                out: i.in_last,
                olast: i.in_last && rec_end,
            };
        }
        if fire {
            self.idx = self.idx.wrapping_add(1);
            if rec_end {
                self.idx = 0;
                self.first = i.in_last;
            }
        }
        if i.reset {
            self.idx = 0;
            self.first = true;
            self.s1.v = false;
            self.fwd = None;
            self.slice = Slice::default();
        }
        out
    }
}
