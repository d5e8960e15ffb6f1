//! Cycle models of the SRAM-over-NoC bridges (`hdl/src/noc/sram_initiator.rs`, `sram_target.rs`) and the
//! packet helpers shared by their tests. Each model has the ports of its block; [`InitiatorModel::step`] and
//! [`TargetModel::step`] return the outputs for the current inputs and state, then take the clock edge
//! (the Verilated wrappers' meaning). Flits are `u128` (so `FW <= 128`) and words `u64` (`W <= 64`): the
//! models cover the W = 64 setting that the tests simulate.
//!
//! ```text
//!  request head  [ addr | src_y src_x | kind | dst_y dst_x | T | H ]   bits 20+.., 19..12, 11..10, 9..2, 1, 0
//!  write data    [ data                | 0    | 0           | 1 | 0 ]   data at bits 12..12+W-1
//!  response      [ data (0 for an ack) | kind | dst_y dst_x | 1 | 1 ]   kind 10 read data, 11 write ack
//! ```

/// Packet kinds (bits 11..10 of a head flit).
pub const KIND_READ: u128 = 0;
pub const KIND_WRITE: u128 = 1;
pub const KIND_RDATA: u128 = 2;
pub const KIND_WACK: u128 = 3;
/// Outstanding reads (and, separately, writes) per initiator.
pub const MAX_OUTSTANDING: u8 = 16;
/// The target's response FIFO depth.
pub const RSP_DEPTH: usize = 4;

fn mask(bits: usize) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// Node id byte `{y, x}` as carried in the flits.
pub fn node_byte(x: u8, y: u8) -> u128 {
    ((y as u128 & 15) << 4) | (x as u128 & 15)
}

/// A request head flit.
pub fn req_head(dst: (u8, u8), src: (u8, u8), we: bool, addr: u64) -> u128 {
    1 | ((!we as u128) << 1) | (node_byte(dst.0, dst.1) << 2) | ((we as u128) << 10) | (node_byte(src.0, src.1) << 12)
        | ((addr as u128) << 20)
}

/// A write-data flit (tail, not head).
pub fn data_flit(data: u64) -> u128 {
    2 | ((data as u128) << 12)
}

/// A one-flit response (read data, or write ack with zero data).
pub fn rsp_flit(dst: u128, ack: bool, data: u64) -> u128 {
    3 | (dst << 2) | ((2 | ack as u128) << 10) | ((data as u128) << 12)
}

/// Inputs of [`InitiatorModel`] for one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct IniIn {
    pub reset: bool,
    pub node: (u8, u8),
    pub tgt: (u8, u8),
    pub req_valid: bool,
    pub req_addr: u64,
    pub req_we: bool,
    pub req_wdata: u64,
    pub inj_ready: bool,
    pub ej_valid: bool,
    pub ej_flit: u128,
}

/// Outputs of [`InitiatorModel`] for one cycle.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct IniOut {
    pub req_ready: bool,
    pub rsp_valid: bool,
    pub rsp_data: u64,
    pub inj_valid: bool,
    /// Compared only while `inj_valid`.
    pub inj_flit: u128,
    pub ej_ready: bool,
    pub reads_pending: u8,
    pub writes_pending: u8,
    pub idle: bool,
    pub err: bool,
}

/// Cycle model of `NocSramInitiator` (register for register).
#[derive(Debug, Clone)]
pub struct InitiatorModel {
    pub w: usize,
    pub fw: usize,
    pub ab: usize,
    pv: bool,
    pd: bool,
    pw: bool,
    hf: u128,
    df: u128,
    rd: u8,
    wr: u8,
    err: bool,
}

impl InitiatorModel {
    pub fn new(w: usize, fw: usize, ab: usize) -> Self {
        assert!(w <= 64 && fw <= 128 && fw >= w + 12 && fw >= 20 + ab, "model limits: W <= 64, FW <= 128");
        InitiatorModel { w, fw, ab, pv: false, pd: false, pw: false, hf: 0, df: 0, rd: 0, wr: 0, err: false }
    }

    pub fn step(&mut self, i: &IniIn) -> IniOut {
        let f = i.ej_flit;
        let here = ((f >> 2) & 0xff) == node_byte(i.node.0, i.node.1);
        let pad_zero = (f >> (12 + self.w)) == 0;
        let one = f & 1 == 1 && f & 2 == 2 && (f >> 11) & 1 == 1 && here && pad_zero;
        let rsp = i.ej_valid && one && (f >> 10) & 1 == 0;
        let ack = i.ej_valid && one && (f >> 10) & 1 == 1;
        let fire = self.pv && i.inj_ready;
        let last = fire && (self.pd || !self.pw);
        let room = !self.pv || last;
        let can = if i.req_we { self.wr != MAX_OUTSTANDING } else { self.rd != MAX_OUTSTANDING };
        let req_ready = !i.reset && room && can;
        let o = IniOut {
            req_ready,
            rsp_valid: rsp,
            rsp_data: if rsp { ((f >> 12) & mask(self.w)) as u64 } else { 0 },
            inj_valid: self.pv,
            inj_flit: if self.pd { self.df } else { self.hf },
            ej_ready: true,
            reads_pending: self.rd,
            writes_pending: self.wr,
            idle: !self.pv && self.rd == 0 && self.wr == 0,
            err: self.err,
        };
        // clock edge
        if i.reset {
            *self = InitiatorModel::new(self.w, self.fw, self.ab);
            return o;
        }
        let acc = i.req_valid && req_ready;
        let bad = (i.ej_valid && !one) || (rsp && self.rd == 0) || (ack && self.wr == 0);
        if acc {
            self.pv = true;
            self.pd = false;
            self.pw = i.req_we;
            self.hf = req_head(i.tgt, i.node, i.req_we, i.req_addr & mask(self.ab) as u64);
            self.df = data_flit(i.req_wdata & mask(self.w) as u64);
        } else if last {
            self.pv = false;
            self.pd = false;
        } else if fire {
            self.pd = true;
        }
        self.rd = (self.rd + (acc && !i.req_we) as u8).wrapping_sub(rsp as u8) & 31;
        self.wr = (self.wr + (acc && i.req_we) as u8).wrapping_sub(ack as u8) & 31;
        self.err |= bad;
        o
    }
}

/// Inputs of [`TargetModel`] for one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct TgtIn {
    pub reset: bool,
    pub node: (u8, u8),
    pub ej_valid: bool,
    pub ej_flit: u128,
    pub inj_ready: bool,
    pub sram_req_ready: bool,
    pub sram_rsp_valid: bool,
    pub sram_rsp_data: u64,
}

/// Outputs of [`TargetModel`] for one cycle.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TgtOut {
    pub ej_ready: bool,
    pub inj_valid: bool,
    /// Compared only while `inj_valid`.
    pub inj_flit: u128,
    pub sram_req_valid: bool,
    pub sram_req_addr: u64,
    pub sram_req_we: bool,
    pub sram_req_wdata: u64,
    pub err: bool,
}

/// Cycle model of `NocSramTarget` (register for register; the FIFO as a queue).
#[derive(Debug, Clone)]
pub struct TargetModel {
    pub w: usize,
    pub fw: usize,
    pub ab: usize,
    rq: Option<(bool, u64, u128, u64)>,
    hw: Option<(u64, u128)>,
    s1: Option<(bool, u128)>,
    s2: Option<(bool, u128)>,
    fifo: std::collections::VecDeque<u128>,
    err: bool,
    /// Largest FIFO occupancy seen.
    pub max_fill: usize,
}

impl TargetModel {
    pub fn new(w: usize, fw: usize, ab: usize) -> Self {
        assert!(w <= 64 && fw <= 128 && fw >= w + 12 && fw >= 20 + ab, "model limits: W <= 64, FW <= 128");
        TargetModel { w, fw, ab, rq: None, hw: None, s1: None, s2: None, fifo: Default::default(), err: false, max_fill: 0 }
    }

    /// Source node byte of the request held for the SRAM port, if any (the next one issued).
    pub fn rq_src(&self) -> Option<u128> {
        self.rq.map(|r| r.2)
    }

    pub fn step(&mut self, i: &TgtIn) -> TgtOut {
        let f = i.ej_flit;
        let head = f & 1 == 1;
        let tail = f & 2 == 2;
        let here = ((f >> 2) & 0xff) == node_byte(i.node.0, i.node.1);
        let kind = (f >> 10) & 3;
        let hzero = (f >> (20 + self.ab)) == 0;
        let dzero = (f >> (12 + self.w)) == 0;
        let e_rd = head && tail && here && kind == KIND_READ && hzero;
        let e_wh = head && !tail && here && kind == KIND_WRITE && self.hw.is_none() && hzero;
        let e_wd = !head && tail && self.hw.is_some() && (f >> 2) & 0x3ff == 0 && dzero;
        let e_bad = !(e_rd || e_wh || e_wd);
        let occ = self.fifo.len() + self.s1.is_some() as usize + self.s2.is_some() as usize;
        let credit = occ < RSP_DEPTH;
        let sram_req_valid = self.rq.is_some() && credit;
        let issue = sram_req_valid && i.sram_req_ready;
        let rq_free = self.rq.is_none() || issue;
        let ej_ready = !i.reset && (e_wh || e_bad || ((e_rd || e_wd) && rq_free));
        let (we, addr, _, data) = self.rq.unwrap_or((false, 0, 0, 0));
        let o = TgtOut {
            ej_ready,
            inj_valid: !self.fifo.is_empty(),
            inj_flit: self.fifo.front().copied().unwrap_or(0),
            sram_req_valid,
            sram_req_addr: addr,
            sram_req_we: we,
            sram_req_wdata: data,
            err: self.err,
        };
        if i.reset {
            *self = TargetModel { max_fill: self.max_fill, ..TargetModel::new(self.w, self.fw, self.ab) };
            return o;
        }
        let take = i.ej_valid && ej_ready;
        let pop = o.inj_valid && i.inj_ready;
        let mut bad = take && e_bad;
        bad |= i.sram_rsp_valid != matches!(self.s2, Some((false, _)));
        // pipeline and FIFO
        if pop {
            self.fifo.pop_front();
        }
        if let Some((we2, src2)) = self.s2 {
            if self.fifo.len() >= RSP_DEPTH {
                bad = true;
            }
            let d = if we2 { 0 } else { i.sram_rsp_data & mask(self.w) as u64 };
            self.fifo.push_back(rsp_flit(src2, we2, d));
            self.max_fill = self.max_fill.max(self.fifo.len());
        }
        self.s2 = self.s1;
        self.s1 = if issue { self.rq.map(|(we, _, src, _)| (we, src)) } else { None };
        // request register and write header
        let hw = self.hw;
        if take && e_rd {
            self.rq = Some((false, ((f >> 20) & mask(self.ab)) as u64, (f >> 12) & 0xff, 0));
        } else if take && e_wd {
            let (a, s) = hw.unwrap();
            self.rq = Some((true, a, s, ((f >> 12) & mask(self.w)) as u64));
        } else if issue {
            self.rq = None;
        }
        if take && e_wh {
            self.hw = Some((((f >> 20) & mask(self.ab)) as u64, (f >> 12) & 0xff));
        } else if take && e_wd {
            self.hw = None;
        }
        self.err |= bad;
        o
    }
}

/// Bits `[n*fw, (n+1)*fw)` of a packed little-endian `u32` vector, as a `u128` (`fw <= 128`).
pub fn lane(words: &[u32], n: usize, fw: usize) -> u128 {
    let mut v = 0u128;
    for b in 0..fw {
        let bit = n * fw + b;
        if (words[bit / 32] >> (bit % 32)) & 1 == 1 {
            v |= 1u128 << b;
        }
    }
    v
}

/// Writes `v` (`fw` bits) into bits `[n*fw, (n+1)*fw)` of a packed `u32` vector.
pub fn set_lane(words: &mut [u32], n: usize, fw: usize, v: u128) {
    for b in 0..fw {
        let bit = n * fw + b;
        let m = 1u32 << (bit % 32);
        if (v >> b) & 1 == 1 {
            words[bit / 32] |= m;
        } else {
            words[bit / 32] &= !m;
        }
    }
}
