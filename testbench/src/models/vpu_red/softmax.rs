//! Cycle model of `hdl/src/vpu/softmax.rs`: one vector at a time through the phases input (scores stored,
//! maximum kept, scores beyond the capacity dropped with the error flag), exponentials (one read per cycle,
//! four pipeline stages after the read, `e_t` written back in place and summed), division (33 steps + 1)
//! and output (one read in flight, two-entry output buffer). The arithmetic is the contract's own
//! (`fixed::exp_neg`, integer division, `fixed::rshr`); only the timing is the RTL's.

use systole_host::golden::fixed::{exp_neg, rshr};

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct SoftmaxIn {
    pub reset: bool,
    pub in_valid: bool,
    pub in_data: u32,
    pub in_last: bool,
    pub out_ready: bool,
    pub tbl_we: bool,
    pub tbl_addr: u16,
    pub tbl_data: u16,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SoftmaxOut {
    pub in_ready: bool,
    pub out_valid: bool,
    pub out_data: u16,
    pub out_last: bool,
    pub out_err: bool,
}

/// Phases, as the RTL's `st_q`.
const IN: u8 = 0;
const EXP: u8 = 1;
const DIV: u8 = 2;
const OUT: u8 = 3;

#[derive(Debug, Clone)]
pub struct SoftmaxModel {
    cap: usize,
    mem: Vec<u32>,
    /// The EXP2 table as loaded (512 words, as the RTL's table RAMs).
    tbl: Vec<u16>,
    st: u8,
    waddr: usize,
    full: bool,
    err: bool,
    mx: i32,
    len: usize,
    raddr: usize,
    rdone: bool,
    pend: bool,
    pend_last: bool,
    rdata: u32,
    /// The EXP pipeline after the read (stages a, b, c, d): the `e_t` each stage carries.
    pipe: [Option<u16>; 4],
    ewaddr: usize,
    l: u64,
    cnt: u32,
    r: u64,
    out: Option<(u16, bool, bool)>,
    skid: Option<(u16, bool, bool)>,
}

impl SoftmaxModel {
    /// A unit of capacity `cap` scores (`2^LB`).
    pub fn new(cap: usize) -> Self {
        SoftmaxModel {
            cap,
            mem: vec![0; cap],
            tbl: vec![0; 512],
            st: IN,
            waddr: 0,
            full: false,
            err: false,
            mx: i32::MIN,
            len: 0,
            raddr: 0,
            rdone: false,
            pend: false,
            pend_last: false,
            rdata: 0,
            pipe: [None; 4],
            ewaddr: 0,
            l: 0,
            cnt: 0,
            r: 0,
            out: None,
            skid: None,
        }
    }

    /// The phase (0 input, 1 exponentials, 2 division, 3 output), for cycle accounting in tests.
    pub fn phase(&self) -> u8 {
        self.st
    }

    pub fn step(&mut self, i: SoftmaxIn) -> SoftmaxOut {
        let in_ready = self.st == IN;
        let o = self.out.unwrap_or_default();
        let out = SoftmaxOut { in_ready, out_valid: self.out.is_some(), out_data: o.0, out_last: o.1, out_err: o.2 };
        let mut n = self.clone();
        if i.tbl_we {
            n.tbl[i.tbl_addr as usize & 511] = i.tbl_data;
        }
        // the EXP pipeline: e of the score arriving from the RAM, then three more stages to the write-back
        let e_new = (self.pend && self.st == EXP)
            .then(|| exp_neg(self.mx as i64 - self.rdata as i32 as i64, &self.tbl[..257]) as u16);
        n.pipe = [e_new, self.pipe[0], self.pipe[1], self.pipe[2]];
        if let Some(e) = self.pipe[3] {
            n.mem[self.ewaddr] = e as u32;
            n.ewaddr = (self.ewaddr + 1) % self.cap;
            n.l = self.l + e as u64;
        }
        // the weight arriving in the output phase
        let arriving = (self.pend && self.st == OUT)
            .then(|| (rshr((self.rdata & 0xffff) as i64 * self.r as i64, 32) as u16, self.pend_last, self.err));
        // read side
        let room = self.out.is_none() || i.out_ready || (self.skid.is_none() && !self.pend);
        let issue = !self.rdone && (self.st == EXP || (self.st == OUT && room));
        n.pend = issue;
        if issue {
            n.pend_last = self.raddr == self.len;
            n.raddr = (self.raddr + 1) % self.cap;
            if self.raddr == self.len {
                n.rdone = true;
            }
        }
        n.rdata = self.mem[self.raddr];
        match self.st {
            EXP if self.rdone && !self.pend && self.pipe.iter().all(Option::is_none) => {
                n.st = DIV;
                n.cnt = 33;
            }
            DIV => {
                if self.cnt != 0 {
                    n.cnt = self.cnt - 1;
                } else {
                    n.st = OUT;
                    // the RTL forms quotient bits 32..0 of 2^47 / L, which is all of it for L > 2^14
                    n.r = ((1u64 << 47) / self.l.max(1)) & ((1 << 33) - 1);
                    n.raddr = 0;
                    n.rdone = false;
                }
            }
            OUT if self.rdone && !self.pend => {
                n.st = IN;
                n.full = false;
                n.err = false;
                n.mx = i32::MIN;
            }
            _ => {}
        }
        // output buffer
        if self.out.is_none() || i.out_ready {
            if self.skid.is_some() {
                n.out = self.skid;
                n.skid = arriving;
            } else {
                n.out = arriving;
            }
        } else if arriving.is_some() {
            n.skid = arriving;
        }
        // input phase
        if i.in_valid && in_ready {
            let x = i.in_data as i32;
            if self.full {
                n.err = true;
            } else {
                n.mem[self.waddr] = i.in_data;
                n.waddr = (self.waddr + 1) % self.cap;
                if self.waddr == self.cap - 1 {
                    n.full = true;
                }
                n.mx = self.mx.max(x);
            }
            if i.in_last {
                n.st = EXP;
                n.len = if self.full { self.cap - 1 } else { self.waddr };
                n.waddr = 0;
                n.raddr = 0;
                n.rdone = false;
                n.ewaddr = 0;
                n.l = 0;
            }
        }
        if i.reset {
            n.st = IN;
            n.waddr = 0;
            n.full = false;
            n.err = false;
            n.mx = i32::MIN;
            n.pend = false;
            n.pipe = [None; 4];
            n.out = None;
            n.skid = None;
        }
        *self = n;
        out
    }
}
