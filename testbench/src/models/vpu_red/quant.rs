//! Cycle model of `hdl/src/vpu/quant.rs`: four banks in a ring (pass 1 fills, the divider scales, pass 2
//! drains), the divider's cycle model inside; a filled bank's scale lands two cycles after its last element
//! (stages S1, S2); pass 2: one read in flight, two stages (M: m_j; P: m_j * R) and
//! an output FIFO of `OUT_DEPTH` entries, a read issued only while the elements in flight and in the FIFO
//! leave an entry free.

use super::divider::{DividerIn, DividerModel};
use std::collections::VecDeque;
use systole_hdl::vpu::quant::OUT_DEPTH;
use systole_host::golden::fixed::{rshr, sat};

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct QuantIn {
    pub reset: bool,
    pub cfg_group: u32,
    pub in_valid: bool,
    pub in_data: u32,
    pub in_last: bool,
    pub out_ready: bool,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct QuantOut {
    pub in_ready: bool,
    pub out_valid: bool,
    pub out_data: u8,
    pub out_am: u16,
    pub out_e: u8,
    pub out_glast: bool,
    pub out_last: bool,
}

/// (q, a_m, e, group last, vector last)
type Elem = (u8, u16, u8, bool, bool);

#[derive(Debug, Clone, Copy, Default)]
struct Bank {
    st: u8,
    len: usize,
    e: u8,
    am: u16,
    r: u64,
    vlast: bool,
}

fn mant(x: i32, e: u8) -> i64 {
    sat(rshr(x as i64, e as i32), 16)
}

#[derive(Debug, Clone)]
pub struct QuantModel {
    mem: Vec<u32>,
    waddr: usize,
    or: u32,
    max: i32,
    min: i32,
    banks: [Bank; 4],
    dbank: usize,
    dbusy: bool,
    div: DividerModel,
    raddr: usize,
    rdata: u32,
    /// (e, a_m, R, group last, vector last) of the read issued on the last edge.
    pend: Option<(u8, u16, u64, bool, bool)>,
    /// Stages M (q computed at once: the arithmetic is exact) and P.
    stages: [Option<Elem>; 2],
    fifo: VecDeque<Elem>,
    /// Scale stages S1, S2: (bank, its contents once filled).
    scale: [Option<(usize, Bank)>; 2],
}

impl Default for QuantModel {
    fn default() -> Self {
        QuantModel {
            mem: vec![0; 128],
            waddr: 0,
            or: 0,
            max: i32::MIN,
            min: i32::MAX,
            banks: [Bank::default(); 4],
            dbank: 0,
            dbusy: false,
            div: DividerModel::new(31, 16),
            raddr: 0,
            rdata: 0,
            pend: None,
            stages: [None; 2],
            fifo: VecDeque::new(),
            scale: [None; 2],
        }
    }
}

impl QuantModel {
    pub fn step(&mut self, i: QuantIn) -> QuantOut {
        let wbank = self.waddr >> 5;
        let rbank = self.raddr >> 5;
        let in_ready = self.banks[wbank].st == 0;
        let o = self.fifo.front().copied().unwrap_or_default();
        let out = QuantOut { in_ready, out_valid: !self.fifo.is_empty(), out_data: o.0, out_am: o.1, out_e: o.2, out_glast: o.3, out_last: o.4 };
        let mut banks = self.banks;
        // divider stage (its inputs depend on this cycle's state only)
        let db = self.banks[self.dbank];
        let d_valid = db.st == 1 && !self.dbusy;
        let d_num = (127u64 << 24) | (db.am as u64 >> 1);
        let dout = self.div.step(DividerIn { reset: i.reset, in_valid: d_valid, in_num: d_num, in_den: db.am as u64, out_ready: true });
        let mut dbusy = self.dbusy;
        let mut dbank = self.dbank;
        if d_valid && dout.in_ready {
            dbusy = true;
        }
        if dout.out_valid {
            dbusy = false;
            banks[self.dbank].st = 2;
            banks[self.dbank].r = dout.out_quot;
            dbank = (self.dbank + 1) % 4;
        }
        // arriving element
        let arriving: Option<Elem> = self.pend.map(|(e, am, r, gl, vl)| {
            let m = mant(self.rdata as i32, e);
            let q = ((m * r as i64 + (1 << 23)) >> 24) as i8 as u8;
            (q, am, e, gl, vl)
        });
        // read side
        let rb = self.banks[rbank];
        let occupied = self.pend.is_some() as usize + self.stages.iter().flatten().count() + self.fifo.len();
        let issue = rb.st == 2 && occupied < OUT_DEPTH;
        let mut next_pend = None;
        let mut next_raddr = self.raddr;
        if issue {
            let last = (self.raddr & 31) == rb.len;
            next_pend = Some((rb.e, rb.am, rb.r, last, last && rb.vlast));
            if last {
                banks[rbank].st = 0;
                next_raddr = ((self.raddr | 31) + 1) % 128;
            } else {
                next_raddr = self.raddr + 1;
            }
        }
        let new_rdata = self.mem[self.raddr];
        if out.out_valid && i.out_ready {
            self.fifo.pop_front();
        }
        if let Some(e) = self.stages[1] {
            self.fifo.push_back(e);
        }
        assert!(self.fifo.len() <= OUT_DEPTH, "quant model: the output FIFO overflowed");
        self.stages = [arriving, self.stages[0]];
        // the scale of S2 lands: the bank is filled
        if let Some((b, bank)) = self.scale[1] {
            banks[b] = Bank { r: banks[b].r, ..bank };
        }
        let mut s1 = None;
        // write side
        if i.in_valid && in_ready {
            let x = i.in_data as i32;
            self.mem[self.waddr] = i.in_data;
            let or_all = self.or | (x as i64).unsigned_abs() as u32;
            let max_all = self.max.max(x);
            let min_all = self.min.min(x);
            let gm1 = (i.cfg_group.wrapping_sub(1) & 31) as usize;
            if i.in_last || (self.waddr & 31) == gm1 {
                let e = (32 - (or_all >> 15).leading_zeros()) as u8;
                let am = mant(max_all, e).unsigned_abs().max(mant(min_all, e).unsigned_abs()) as u16;
                s1 = Some((wbank, Bank { st: 1, len: self.waddr & 31, e, am, r: 0, vlast: i.in_last }));
                self.or = 0;
                self.max = i32::MIN;
                self.min = i32::MAX;
                self.waddr = ((self.waddr | 31) + 1) % 128;
            } else {
                self.or = or_all;
                self.max = max_all;
                self.min = min_all;
                self.waddr += 1;
            }
        }
        self.scale = [s1, self.scale[0]];
        self.banks = banks;
        self.dbank = dbank;
        self.dbusy = dbusy;
        self.pend = next_pend;
        self.raddr = next_raddr;
        self.rdata = new_rdata;
        if i.reset {
            *self = QuantModel { mem: std::mem::take(&mut self.mem), div: self.div.clone(), banks: self.banks.map(|b| Bank { st: 0, ..b }), rdata: self.rdata, ..QuantModel::default() };
        }
        out
    }
}
