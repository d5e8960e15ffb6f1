//! Cycle model of `hdl/src/vpu/vpu_rec.rs` (`VpuRec<LB, AB>`): the write side counts pairs within the record
//! (`widx`) and records (`rcnt`), writes the mantissa pairs into a bank of the simple-dual-port RAM and
//! completes the bank with the exponent pair; the read side replays a full bank one mantissa per cycle (one
//! RAM read in flight, registered read: `rdata` is the word at the address of the previous edge) into the
//! output register and skid register. Payload registers that the RTL does not reset (exponents, flags, the
//! pending read's half, the output and skid payloads, the RAM) are not reset here either, so every output
//! port matches on every cycle, valid or not.

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct RecIn {
    pub reset: bool,
    pub cfg_head_size: u16,
    pub cfg_rec_pairs: u16,
    pub cfg_len: u16,
    pub in_valid: bool,
    /// Element `2p` in bits 15:0, `2p + 1` in bits 31:16.
    pub in_data: u32,
    pub out_ready: bool,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RecOut {
    pub in_ready: bool,
    pub out_valid: bool,
    pub out_m: u16,
    /// 5 bits.
    pub out_e: u8,
    pub out_end: bool,
    pub out_last: bool,
}

/// The payload of the output register, the skid register or the arriving read: mantissa, exponent, end of
/// record, last record.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Ent {
    m: u16,
    e: u8,
    end: bool,
    last: bool,
}

/// `VpuRec<LB, LB + 1>`: heads of up to `2^lb` mantissas, a RAM of `2^lb` pairs (two banks of `2^(lb-1)`).
#[derive(Debug, Clone)]
pub struct RecModel {
    lb: u32,
    mem: Vec<u32>,
    /// The RAM's read register.
    rdata: u32,
    // write side
    widx: u16,
    rcnt: u16,
    wbank: usize,
    /// `lb` bits: bank in the top bit, then the pair.
    waddr: usize,
    full: [bool; 2],
    e: [u8; 2],
    l: [bool; 2],
    // read side
    /// `lb + 1` bits: bank in the top bit, then the mantissa.
    raddr: usize,
    pend: bool,
    pend_hi: bool,
    pend_e: u8,
    pend_end: bool,
    pend_last: bool,
    outv: bool,
    out: Ent,
    skv: bool,
    sk: Ent,
}

impl RecModel {
    /// The model of `VpuRec<lb, lb + 1>` (the emitted `vpu_rec_h64` is `lb = 6`).
    pub fn new(lb: u32) -> Self {
        assert!((1..=8).contains(&lb));
        RecModel {
            lb,
            mem: vec![0; 1 << lb],
            rdata: 0,
            widx: 0,
            rcnt: 0,
            wbank: 0,
            waddr: 0,
            full: [false; 2],
            e: [0; 2],
            l: [false; 2],
            raddr: 0,
            pend: false,
            pend_hi: false,
            pend_e: 0,
            pend_end: false,
            pend_last: false,
            outv: false,
            out: Ent::default(),
            skv: false,
            sk: Ent::default(),
        }
    }

    pub fn step(&mut self, i: &RecIn) -> RecOut {
        let lb = self.lb;
        let wmask = (1usize << lb) - 1;
        let amask = (1usize << (lb + 1)) - 1;
        let hs = i.cfg_head_size;
        // ---- write side (combinational, 16-bit arithmetic as in the RTL)
        let wfull = self.full[self.wbank];
        let hp = hs.wrapping_add(1) >> 1;
        let he = hs >> 1;
        let is_m = self.widx < hp;
        let is_e = self.widx == he;
        let ein = (if hs & 1 == 1 { i.in_data >> 16 } else { i.in_data } & 31) as u8;
        let in_ready = !(wfull && (is_m || is_e));
        let out = RecOut {
            in_ready,
            out_valid: self.outv,
            out_m: self.out.m,
            out_e: self.out.e,
            out_end: self.out.end,
            out_last: self.out.last,
        };
        let in_fire = i.in_valid && in_ready;
        let rec_end = self.widx == i.cfg_rec_pairs.wrapping_sub(1);
        let rec_last = self.rcnt == i.cfg_len.wrapping_sub(1);
        // ---- RAM: registered read of the old contents, then the write
        let new_rdata = self.mem[self.raddr >> 1];
        if in_fire && is_m {
            self.mem[self.waddr] = i.in_data;
        }
        let mut full = self.full;
        let (mut widx, mut rcnt, mut wbank, mut waddr) = (self.widx, self.rcnt, self.wbank, self.waddr);
        if in_fire {
            widx = self.widx.wrapping_add(1);
            if is_m {
                waddr = (self.waddr + 1) & wmask;
            }
            if is_e {
                let b = self.wbank;
                full[b] = true;
                self.e[b] = ein;
                self.l[b] = rec_last;
                waddr = if b == 1 { 0 } else { 1 << (lb - 1) };
                wbank = b ^ 1;
            }
            if rec_end {
                widx = 0;
                rcnt = if rec_last { 0 } else { self.rcnt.wrapping_add(1) };
            }
        }
        // ---- read side (its clear of `full` comes after the write side's set, as in the RTL)
        let rb = self.raddr >> lb;
        let issue = self.full[rb] && (!self.outv || i.out_ready || (!self.skv && !self.pend));
        let issue_last = ((self.raddr & wmask) as u16).wrapping_add(1) == hs;
        let mut raddr = self.raddr;
        let (mut pend_hi, mut pend_e, mut pend_end, mut pend_last) =
            (self.pend_hi, self.pend_e, self.pend_end, self.pend_last);
        if issue {
            pend_hi = self.raddr & 1 == 1;
            pend_e = self.e[rb];
            pend_end = issue_last;
            pend_last = self.l[rb];
            if issue_last {
                full[rb] = false;
                raddr = if rb == 1 { 0 } else { 1 << lb };
            } else {
                raddr = (self.raddr + 1) & amask;
            }
        }
        // ---- output register and skid register (payloads load whether or not a read is arriving)
        let rm = (if self.pend_hi { self.rdata >> 16 } else { self.rdata }) as u16;
        let arriving = Ent { m: rm, e: self.pend_e, end: self.pend_end, last: self.pend_last };
        if !self.outv || i.out_ready {
            if self.skv {
                self.outv = true;
                self.out = self.sk;
                self.skv = self.pend;
                self.sk = arriving;
            } else {
                self.outv = self.pend;
                self.out = arriving;
            }
        } else if self.pend {
            self.skv = true;
            self.sk = arriving;
        }
        self.rdata = new_rdata;
        self.full = full;
        (self.widx, self.rcnt, self.wbank, self.waddr) = (widx, rcnt, wbank, waddr);
        self.raddr = raddr;
        self.pend = issue;
        (self.pend_hi, self.pend_e, self.pend_end, self.pend_last) = (pend_hi, pend_e, pend_end, pend_last);
        if i.reset {
            self.widx = 0;
            self.rcnt = 0;
            self.wbank = 0;
            self.waddr = 0;
            self.raddr = 0;
            self.full = [false; 2];
            self.pend = false;
            self.outv = false;
            self.skv = false;
        }
        out
    }
}
