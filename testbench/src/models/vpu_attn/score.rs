//! Cycle model of `hdl/src/vpu/score.rs` (`Score<AB>`): the query phase (store `q`, OR of `|q_i|`), then the
//! K records through five stages (S1 `qm`, M `qm * km`, S2 accumulate, S3 `* att_scale`, S4 rounding shift) that
//! advance together, and the output slice. The arithmetic is the contract's (`fixed::rshr`, `sat`, `sat32`).

use super::Slice;
use systole_host::golden::fixed::{rshr, sat, sat32};

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct ScoreIn {
    pub reset: bool,
    pub cfg_head_size: u16,
    pub cfg_att_scale: i16,
    pub q_valid: bool,
    pub q_data: u32,
    pub k_valid: bool,
    /// `km` (i16)
    pub km: i16,
    /// `ek` (u5)
    pub ek: u8,
    pub k_last: bool,
    pub out_ready: bool,
}

impl ScoreIn {
    /// `k_data` as the RTL port packs it: `[15:0]` km, `[20:16]` ek.
    pub fn k_data(&self) -> u64 {
        (self.km as u16 as u64) | ((self.ek as u64 & 31) << 16)
    }
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ScoreOut {
    pub cfg_err: bool,
    pub q_ready: bool,
    pub k_ready: bool,
    pub out_valid: bool,
    pub out_data: u32,
    pub out_last: bool,
}

#[derive(Debug, Clone, Copy, Default)]
struct S1 {
    v: bool,
    km: i16,
    ek: u8,
    idx: usize,
    first: bool,
    end: bool,
    last: bool,
}

#[derive(Debug, Clone, Copy, Default)]
struct Sm {
    v: bool,
    qm: i64,
    km: i16,
    n: i32,
    first: bool,
    end: bool,
    last: bool,
}

#[derive(Debug, Clone, Copy, Default)]
struct S2 {
    v: bool,
    prod: i64,
    n: i32,
    first: bool,
    end: bool,
    last: bool,
}

#[derive(Debug, Clone, Copy, Default)]
struct S34 {
    v: bool,
    x: i64,
    n: i32,
    last: bool,
}

#[derive(Debug, Clone)]
pub struct ScoreModel {
    ab: u32,
    mem: Vec<u32>,
    rdata: u32,
    ph: bool,
    qidx: u16,
    kidx: u16,
    or: u32,
    eq: u8,
    s1: S1,
    sm: Sm,
    s2: S2,
    acc: i64,
    s3: S34,
    s4: S34,
    slice: Slice<(u32, bool)>,
}

impl ScoreModel {
    /// The model of `Score<AB>` (heads of up to `2^ab` elements).
    pub fn new(ab: u32) -> Self {
        ScoreModel {
            ab,
            mem: vec![0; 1 << ab],
            rdata: 0,
            ph: false,
            qidx: 0,
            kidx: 0,
            or: 0,
            eq: 0,
            s1: S1::default(),
            sm: Sm::default(),
            s2: S2::default(),
            acc: 0,
            s3: S34::default(),
            s4: S34::default(),
            slice: Slice::default(),
        }
    }

    pub fn step(&mut self, i: ScoreIn) -> ScoreOut {
        let mask = (1usize << self.ab) - 1;
        let hs = i.cfg_head_size;
        let hs_m1 = hs.wrapping_sub(1);
        let err = hs == 0 || hs as usize > (1 << self.ab);
        let adv = !self.s4.v || self.slice.s_ready();
        let q_ready = !self.ph && !self.s1.v && !err;
        let k_ready = self.ph && adv && !err;
        let m = self.slice.main.unwrap_or_default();
        let out = ScoreOut { cfg_err: err, q_ready, k_ready, out_valid: self.slice.main.is_some(), out_data: m.0, out_last: m.1 };
        let q_fire = i.q_valid && q_ready;
        let k_fire = i.k_valid && k_ready;
        // stage logic on the current registers
        let qm = sat(rshr(self.rdata as i32 as i64, self.eq as i32), 16);
        let prod1 = self.sm.qm * self.sm.km as i64;
        let n1 = 31 - self.eq as i32 - self.s1.ek as i32;
        let acc_new = if self.s2.first { self.s2.prod } else { self.acc + self.s2.prod };
        let prod2 = self.s3.x * i.cfg_att_scale as i64;
        let y = sat32(rshr(self.s4.x, self.s4.n)) as u32;
        // RAM: registered read, then the query write
        let raddr = if adv { self.kidx as usize & mask } else { self.s1.idx };
        self.rdata = self.mem[raddr];
        if q_fire {
            self.mem[self.qidx as usize & mask] = i.q_data;
        }
        self.slice.edge(self.s4.v.then_some((y, self.s4.last)), i.out_ready);
        let (s1, sm, s2, s3) = (self.s1, self.sm, self.s2, self.s3);
        // query phase
        if q_fire {
            let or_all = self.or | (i.q_data as i32 as i64).unsigned_abs() as u32;
            self.qidx = self.qidx.wrapping_add(1);
            self.or = or_all;
            if self.qidx.wrapping_sub(1) == hs_m1 {
                self.qidx = 0;
                self.or = 0;
                self.eq = (32 - (or_all >> 15).leading_zeros()) as u8;
                self.ph = true;
                self.kidx = 0;
            }
        }
        // K phase
        let kidx = self.kidx;
        if k_fire {
            self.kidx = kidx.wrapping_add(1);
            if kidx == hs_m1 {
                self.kidx = 0;
                if i.k_last {
                    self.ph = false;
                }
            }
        }
        if adv {
            self.s1 = S1 {
                v: k_fire,
                km: i.km,
                ek: i.ek & 31,
                idx: kidx as usize & mask,
                first: kidx == 0,
                end: kidx == hs_m1,
                last: i.k_last,
            };
            self.sm = Sm { v: s1.v, qm, km: s1.km, n: n1, first: s1.first, end: s1.end, last: s1.last };
            self.s2 = S2 { v: sm.v, prod: prod1, n: sm.n, first: sm.first, end: sm.end, last: sm.last };
            if s2.v {
                self.acc = acc_new;
            }
            self.s3 = S34 { v: s2.v && s2.end, x: acc_new, n: s2.n, last: s2.last };
            self.s4 = S34 { v: s3.v, x: prod2, n: s3.n, last: s3.last };
        }
        if i.reset {
            self.ph = false;
            self.qidx = 0;
            self.kidx = 0;
            self.or = 0;
            self.s1.v = false;
            self.sm.v = false;
            self.s2.v = false;
            self.s3.v = false;
            self.s4.v = false;
            self.slice = Slice::default();
        }
        out
    }
}
