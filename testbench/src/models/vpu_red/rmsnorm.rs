//! Cycle model of `hdl/src/vpu/rmsnorm.rs`: one vector at a time through the phases input, sum of squares
//! (one read in flight, then two stages: m_j; m_j^2; then the accumulation), square root (20 steps + 1), division (37 steps + 1) and output: one read in flight, three pipeline stages
//! (m_j; m_j * inv; * g_j) and an output FIFO of `OUT_DEPTH` entries, a read issued only while the elements in
//! flight and in the FIFO leave an entry free. The square root and the reciprocal are taken from the
//! contract's functions (`fixed::isqrt`, integer division); only their timing is modelled.

use std::collections::VecDeque;
use systole_hdl::vpu::rmsnorm::OUT_DEPTH;
use systole_host::golden::fixed::{isqrt, rshr, sat, sat32};

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct RmsnormIn {
    pub reset: bool,
    pub cfg_eps_term: u32,
    pub cfg_shift: i8,
    pub in_valid: bool,
    pub in_data: u32,
    pub in_gain: u16,
    pub in_last: bool,
    pub out_ready: bool,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RmsnormOut {
    pub in_ready: bool,
    pub out_valid: bool,
    pub out_data: u32,
    pub out_last: bool,
}

fn mant(x: i32, e: u8) -> i64 {
    sat(rshr(x as i64, e as i32), 16)
}

#[derive(Debug, Clone)]
pub struct RmsnormModel {
    mem: Vec<(u32, u16)>,
    st: u8,
    waddr: usize,
    or: u32,
    len: usize,
    e: u8,
    raddr: usize,
    rdone: bool,
    pend: bool,
    pend_last: bool,
    acc: u64,
    /// Sum pass stages: m_j, then m_j^2.
    sum_stages: [Option<i64>; 2],
    u: u64,
    cnt: u32,
    inv: u64,
    rdata: (u32, u16),
    /// Output pipeline A, B, C: the product `m_j * inv * g_j` (exact in i64) and the last flag.
    stages: [Option<(i64, bool)>; 3],
    fifo: VecDeque<(u32, bool)>,
}

impl Default for RmsnormModel {
    fn default() -> Self {
        RmsnormModel {
            mem: vec![(0, 0); 256],
            st: 0,
            waddr: 0,
            or: 0,
            len: 0,
            e: 0,
            raddr: 0,
            rdone: false,
            pend: false,
            pend_last: false,
            acc: 0,
            sum_stages: [None; 2],
            u: 0,
            cnt: 0,
            inv: 0,
            rdata: (0, 0),
            stages: [None; 3],
            fifo: VecDeque::new(),
        }
    }
}

impl RmsnormModel {
    pub fn step(&mut self, i: RmsnormIn) -> RmsnormOut {
        let in_ready = self.st == 0;
        let o = self.fifo.front().copied().unwrap_or_default();
        let out = RmsnormOut { in_ready, out_valid: !self.fifo.is_empty(), out_data: o.0, out_last: o.1 };
        let mut n = self.clone();
        // the element read last cycle enters stage A (output pass); A -> B -> C; C's result enters the FIFO.
        // The product is exact in i64 (|m_j * inv| <= 2^36, |g_j| <= 2^15), as the RTL's widths are.
        let m = mant(self.rdata.0 as i32, self.e);
        let entering = (self.pend && self.st == 4).then(|| (m * self.inv as i64 * self.rdata.1 as i16 as i64, self.pend_last));
        n.stages = [entering, self.stages[0], self.stages[1]];
        if out.out_valid && i.out_ready {
            n.fifo.pop_front();
        }
        if let Some((t, last)) = self.stages[2] {
            n.fifo.push_back((sat32(rshr(t, 20 + i.cfg_shift as i32)) as u32, last));
        }
        assert!(n.fifo.len() <= OUT_DEPTH, "rmsnorm model: the output FIFO overflowed");
        n.sum_stages = [(self.pend && self.st == 1).then_some(m), self.sum_stages[0].map(|m| m * m)];
        if let Some(sq) = self.sum_stages[1] {
            n.acc = self.acc + sq as u64;
        }
        // read side
        let occupied = self.pend as usize + self.stages.iter().flatten().count() + self.fifo.len();
        let issue = !self.rdone && (self.st == 1 || (self.st == 4 && occupied < OUT_DEPTH));
        n.pend = issue;
        if issue {
            n.pend_last = self.raddr == self.len;
            n.raddr = (self.raddr + 1) % 256;
            if self.raddr == self.len {
                n.rdone = true;
            }
        }
        n.rdata = self.mem[self.raddr];
        match self.st {
            1 if self.rdone && !self.pend && self.sum_stages == [None; 2] => {
                n.st = 2;
                n.u = self.acc + ((i.cfg_eps_term as u64) >> (2 * self.e as u32));
                n.cnt = 20;
            }
            2 => {
                if self.cnt != 0 {
                    n.cnt = self.cnt - 1;
                } else {
                    n.st = 3;
                    n.cnt = 37;
                }
            }
            3 => {
                if self.cnt != 0 {
                    n.cnt = self.cnt - 1;
                } else {
                    n.st = 4;
                    n.inv = if self.u == 0 { 0 } else { (1u64 << 36) / isqrt(self.u) };
                    n.raddr = 0;
                    n.rdone = false;
                }
            }
            4 if self.rdone && !self.pend => n.st = 0,
            _ => {}
        }
        // input pass
        if i.in_valid && in_ready {
            let x = i.in_data as i32;
            n.mem[self.waddr] = (i.in_data, i.in_gain);
            let or_all = self.or | (x as i64).unsigned_abs() as u32;
            if i.in_last || self.waddr == 255 {
                n.waddr = 0;
                n.or = 0;
                n.len = self.waddr;
                n.e = (32 - (or_all >> 15).leading_zeros()) as u8;
                n.st = 1;
                n.raddr = 0;
                n.rdone = false;
                n.acc = 0;
            } else {
                n.waddr = self.waddr + 1;
                n.or = or_all;
            }
        }
        if i.reset {
            n.st = 0;
            n.waddr = 0;
            n.or = 0;
            n.pend = false;
            n.stages = [None; 3];
            n.sum_stages = [None; 2];
            n.fifo.clear();
        }
        *self = n;
        out
    }
}
