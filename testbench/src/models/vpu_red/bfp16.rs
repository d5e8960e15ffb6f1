//! Cycle model of `hdl/src/vpu/bfp16.rs`: two RAM banks (pass 1 fills one while pass 2 drains the other),
//! one read in flight, and a two-entry output buffer (output register and skid register).

use systole_host::golden::fixed::{rshr, sat};

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct Bfp16In {
    pub reset: bool,
    pub in_valid: bool,
    pub in_data: u32,
    pub in_last: bool,
    pub out_ready: bool,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Bfp16Out {
    pub in_ready: bool,
    pub out_valid: bool,
    pub out_data: u16,
    pub out_e: u8,
    pub out_last: bool,
}

/// One buffered mantissa: (m, e, last).
type Slot = Option<(u16, u8, bool)>;

/// Vectors of up to `2^lb` elements.
#[derive(Debug, Clone)]
pub struct Bfp16Model {
    lb: u32,
    mem: Vec<u32>,
    waddr: usize,
    or: u32,
    full: [bool; 2],
    len: [usize; 2],
    e: [u8; 2],
    raddr: usize,
    rdata: u32,
    /// A read issued on the last edge: (exponent, last).
    pend: Option<(u8, bool)>,
    out: Slot,
    /// Payload of the output register (meaningful only while `out` is valid).
    out_payload: (u16, u8, bool),
    skid: Slot,
}

impl Bfp16Model {
    pub fn new(lb: u32) -> Self {
        Bfp16Model {
            lb,
            mem: vec![0; 2 << lb],
            waddr: 0,
            or: 0,
            full: [false; 2],
            len: [0; 2],
            e: [0; 2],
            raddr: 0,
            rdata: 0,
            pend: None,
            out: None,
            out_payload: (0, 0, false),
            skid: None,
        }
    }

    pub fn step(&mut self, i: Bfp16In) -> Bfp16Out {
        let l = 1usize << self.lb;
        let wbank = self.waddr >> self.lb;
        let rbank = self.raddr >> self.lb;
        let in_ready = !self.full[wbank];
        let out = Bfp16Out {
            in_ready,
            out_valid: self.out.is_some(),
            out_data: self.out_payload.0,
            out_e: self.out_payload.1,
            out_last: self.out_payload.2,
        };
        // the mantissa arriving from the RAM this cycle
        let pe = self.pend.map_or(0, |p| p.0);
        let m_new = sat(rshr(self.rdata as i32 as i64, pe as i32), 16) as u16;
        let arriving: Slot = self.pend.map(|(e, last)| (m_new, e, last));
        // read side
        let issue = self.full[rbank] && (self.out.is_none() || i.out_ready || (self.skid.is_none() && self.pend.is_none()));
        let mut next_pend = None;
        let mut next_raddr = self.raddr;
        let mut full = self.full;
        if issue {
            let last = (self.raddr & (l - 1)) == self.len[rbank];
            next_pend = Some((self.e[rbank], last));
            if last {
                full[rbank] = false;
                next_raddr = if rbank == 1 { 0 } else { l };
            } else {
                next_raddr = self.raddr + 1;
            }
        }
        let new_rdata = self.mem[self.raddr];
        // output register and skid
        if self.out.is_none() || i.out_ready {
            if self.skid.is_some() {
                self.out = self.skid;
                self.skid = arriving;
            } else {
                self.out = arriving;
            }
        } else if arriving.is_some() {
            self.skid = arriving;
        }
        if let Some(p) = self.out {
            self.out_payload = p;
        }
        // write side
        if i.in_valid && in_ready {
            self.mem[self.waddr] = i.in_data;
            let absv = (i.in_data as i32 as i64).unsigned_abs() as u32;
            let or_all = self.or | absv;
            let end = i.in_last || (self.waddr & (l - 1)) == l - 1;
            if end {
                let e = 32 - (or_all >> 15).leading_zeros();
                full[wbank] = true;
                self.len[wbank] = self.waddr & (l - 1);
                self.e[wbank] = e as u8;
                self.or = 0;
                self.waddr = if wbank == 1 { 0 } else { l };
            } else {
                self.or = or_all;
                self.waddr += 1;
            }
        }
        self.full = full;
        self.pend = next_pend;
        self.raddr = next_raddr;
        self.rdata = new_rdata;
        if i.reset {
            self.waddr = 0;
            self.raddr = 0;
            self.or = 0;
            self.full = [false; 2];
            self.pend = None;
            self.out = None;
            self.skid = None;
        }
        out
    }
}
