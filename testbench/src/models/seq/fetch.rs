//! Cycle model of `hdl/src/seq/fetch.rs` (`Fetch`, modules `seq_fetch_d64` / `seq_fetch_d128`): the same
//! state (FSM, burst address and count, prefetch FIFO with per-instruction error bit, FIFO credit, outstanding
//! bursts, AR register, beat assembly, error registers) and the same per-cycle rules, as plain Rust. `step`
//! returns the outputs for the current inputs and state, then applies the clock edge.

use systole_isa::ErrorCode;

pub const ST_IDLE: u8 = 0;
pub const ST_RUN: u8 = 1;
pub const ST_DRAIN: u8 = 2;

/// Inputs of one cycle. `r_data` holds the low `W` bits of the beat.
#[derive(Debug, Clone, Copy, Default)]
pub struct FetchIn {
    pub reset: bool,
    pub start: bool,
    pub abort: bool,
    pub soft_reset: bool,
    pub prog_addr: u32,
    pub prog_len: u32,
    pub dram_base: u32,
    pub dram_base_hi: u32,
    pub dram_size: u32,
    pub ar_ready: bool,
    pub r_valid: bool,
    pub r_data: u128,
    pub r_last: bool,
    pub r_resp: u8,
    pub instr_ready: bool,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FetchOut {
    pub ar_valid: bool,
    pub ar_addr: u32,
    pub ar_len: u8,
    pub r_ready: bool,
    pub instr_valid: bool,
    pub instr_data: u128,
    pub instr_pc: u32,
    pub prog_done: bool,
    pub busy: bool,
    pub active: bool,
    pub error: bool,
    pub error_code: u8,
    pub error_pc: u32,
    pub perf_bytes: u8,
}

/// The start check: `Some(code)` when the program cannot start (ZERO_LENGTH > MISALIGNED > OUT_OF_WINDOW).
pub fn start_check(addr: u32, len: u32, base: u32, base_hi: u32, size: u32) -> Option<ErrorCode> {
    if len == 0 {
        return Some(ErrorCode::ZeroLength);
    }
    if (addr | base) & 0xf != 0 {
        return Some(ErrorCode::Misaligned);
    }
    let end = addr as u64 + 16 * len as u64;
    if base_hi != 0 || end > size as u64 || base as u64 + end > 1 << 32 {
        return Some(ErrorCode::OutOfWindow);
    }
    None
}

/// The fetch unit with `w`-bit data, `fd`-entry FIFO and bursts of at most `mb` instructions.
#[derive(Debug, Clone)]
pub struct FetchModel {
    w: u32,
    fd: usize,
    mb: u32,
    st: u8,
    addr: u32,
    left: u32,
    len: u32,
    pc: u32,
    /// FIFO storage (data, error bit), as the RTL's registers: contents outlive pops and flushes.
    fifo: Vec<(u128, bool)>,
    wp: usize,
    rp: usize,
    cnt: u32,
    resv: u32,
    outb: u32,
    ar_v: bool,
    ar_addr: u32,
    ar_len: u8,
    acc: u128,
    bcnt: u32,
    eacc: bool,
    err: bool,
    err_code: u8,
    err_pc: u32,
}

impl FetchModel {
    pub fn new(w: u32, fd: usize, mb: u32) -> Self {
        assert!(w == 64 || w == 128, "FetchModel: w = {w}");
        FetchModel {
            w,
            fd,
            mb,
            st: ST_IDLE,
            addr: 0,
            left: 0,
            len: 0,
            pc: 0,
            fifo: vec![(0, false); fd],
            wp: 0,
            rp: 0,
            cnt: 0,
            resv: 0,
            outb: 0,
            ar_v: false,
            ar_addr: 0,
            ar_len: 0,
            acc: 0,
            bcnt: 0,
            eacc: false,
            err: false,
            err_code: 0,
            err_pc: 0,
        }
    }

    /// Bursts accepted on AR whose RLAST has not been seen.
    pub fn outstanding(&self) -> u32 {
        self.outb
    }
    /// FSM state.
    pub fn state(&self) -> u8 {
        self.st
    }
    /// Instructions in the FIFO.
    pub fn fifo_len(&self) -> u32 {
        self.cnt
    }

    pub fn step(&mut self, i: &FetchIn) -> FetchOut {
        let bpi = 128 / self.w;
        let run = self.st == ST_RUN;
        let (hd, he) = self.fifo[self.rp];
        let head_err = run && self.cnt != 0 && he;
        let instr_valid = run && self.cnt != 0 && !he;
        let o = FetchOut {
            ar_valid: self.ar_v,
            ar_addr: self.ar_addr,
            ar_len: self.ar_len,
            r_ready: true,
            instr_valid,
            instr_data: hd,
            instr_pc: self.pc,
            prog_done: run && self.pc == self.len,
            busy: self.st != ST_IDLE,
            active: run && self.left != 0,
            error: self.err,
            error_code: self.err_code,
            error_pc: self.err_pc,
            perf_bytes: if i.r_valid { (self.w / 8) as u8 } else { 0 },
        };
        let cur = self.clone();
        let stop = run && (i.abort || i.soft_reset || head_err);
        let pop = instr_valid && i.instr_ready && !stop;
        // burst request: min(max_burst, left, instructions to the 4 KiB boundary)
        let to_page = 256 - ((cur.addr & 0xff0) >> 4);
        let n = cur.mb.min(cur.left).min(to_page);
        let ar_fire = cur.ar_v && i.ar_ready;
        let load =
            run && !stop && cur.left != 0 && (!cur.ar_v || i.ar_ready) && cur.cnt + cur.resv + n <= cur.fd as u32;
        if load {
            self.ar_v = true;
            self.ar_addr = cur.addr;
            self.ar_len = ((n << bpi.trailing_zeros()) - 1) as u8;
            self.addr = cur.addr.wrapping_add(n << 4);
            self.left = cur.left - n;
        } else if ar_fire {
            self.ar_v = false;
        }
        // beats
        let beat = i.r_valid && run && !stop;
        let last_beat = cur.bcnt == bpi - 1;
        let data = if self.w == 128 { i.r_data } else { i.r_data & ((1u128 << self.w) - 1) };
        let inst = if cur.bcnt != 0 { cur.acc | (data << self.w) } else { data };
        let rerr = i.r_resp != 0;
        let push = beat && last_beat;
        if beat {
            if last_beat {
                self.bcnt = 0;
                self.acc = 0;
                self.eacc = false;
            } else {
                self.bcnt = cur.bcnt + 1;
                self.acc = inst;
                self.eacc = cur.eacc | rerr;
            }
        }
        if push {
            self.fifo[cur.wp] = (inst, cur.eacc | rerr);
            self.wp = if cur.wp == cur.fd - 1 { 0 } else { cur.wp + 1 };
        }
        if pop {
            self.rp = if cur.rp == cur.fd - 1 { 0 } else { cur.rp + 1 };
            self.pc = cur.pc.wrapping_add(1);
        }
        self.cnt = cur.cnt + push as u32 - pop as u32;
        self.resv = cur.resv + if load { n } else { 0 } - push as u32;
        let rlast = i.r_valid && i.r_last;
        self.outb = (cur.outb + ar_fire as u32).wrapping_sub(rlast as u32) & 0xff;
        // start checks and FSM
        match cur.st {
            ST_IDLE => {
                if i.start {
                    self.err = false;
                    self.err_code = 0;
                    self.err_pc = u32::MAX;
                    self.pc = 0;
                    match start_check(i.prog_addr, i.prog_len, i.dram_base, i.dram_base_hi, i.dram_size) {
                        Some(c) => {
                            self.err = true;
                            self.err_code = c.code();
                        }
                        None => {
                            self.st = ST_RUN;
                            self.addr = i.dram_base.wrapping_add(i.prog_addr);
                            self.left = i.prog_len;
                            self.len = i.prog_len;
                        }
                    }
                }
            }
            ST_RUN => {
                if stop {
                    self.st = ST_DRAIN;
                    if head_err && !i.abort && !i.soft_reset {
                        self.err = true;
                        self.err_code = ErrorCode::BusError.code();
                        self.err_pc = cur.pc;
                    }
                }
            }
            _ => {
                if !cur.ar_v && cur.outb == 0 {
                    self.st = ST_IDLE;
                }
            }
        }
        if stop {
            self.wp = 0;
            self.rp = 0;
            self.cnt = 0;
            self.resv = 0;
            self.bcnt = 0;
            self.acc = 0;
            self.eacc = false;
            self.left = 0;
        }
        if i.soft_reset {
            self.err = false;
            self.err_code = 0;
            self.err_pc = u32::MAX;
            self.pc = 0;
        }
        if i.reset {
            let (fifo, ar_addr, ar_len) = (std::mem::take(&mut self.fifo), self.ar_addr, self.ar_len);
            *self = FetchModel { fifo, ar_addr, ar_len, err_pc: u32::MAX, ..FetchModel::new(cur.w, cur.fd, cur.mb) };
        }
        o
    }
}
