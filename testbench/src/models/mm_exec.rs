//! Cycle model of `hdl/src/matrix/exec.rs` (`MmExec`, the MATRIX queue's executor) for 64-bit SRAM words
//! and an `R x C` array with `R, C <= 8`.
//!
//! Register for register it follows the RTL: the FSM (IDLE, CHECK1, CHECK2, RUN), the request register and
//! its arbiter (write > old-output read > weight read > activation read), the input, old-output and tag
//! FIFOs with their credits, and the matrix unit, which is the matrix unit's own cycle model
//! ([`MatrixModel`]). Every output port is compared with the RTL every cycle.
//!
//! ```text
//!   instr --> checks --> read pointers --req reg--> SRAM --rsp--> tag --> in FIFO --> MatrixModel --> y
//!                                                                     \-> old FIFO ---------------> merge --> write
//! ```

use super::matrix::{MatrixIn, MatrixModel};
use std::collections::VecDeque;
use systole_isa::ErrorCode;

pub const IN_DEPTH: usize = 8;
pub const OLD_DEPTH: usize = 8;

/// Inputs of one cycle.
#[derive(Debug, Clone, Default)]
pub struct MmExecIn {
    pub reset: bool,
    pub instr_valid: bool,
    pub instr_data: u128,
    pub cfg_sram_words: u32,
    pub sram_req_ready: bool,
    pub sram_rsp_valid: bool,
    pub sram_rsp_data: u64,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MmExecOut {
    pub instr_ready: bool,
    pub done: bool,
    pub error: bool,
    pub error_code: u8,
    pub sram_req_valid: bool,
    pub sram_req_addr: u32,
    pub sram_req_we: bool,
    pub sram_req_wdata: u64,
    pub ev_busy: bool,
    pub ev_macs: u16,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum St {
    Idle,
    Check1,
    Check2,
    Run,
}

/// The executor's state.
#[derive(Debug, Clone)]
pub struct MmExecModel {
    r: usize,
    c: usize,
    mx: MatrixModel,
    st: St,
    instr: u128,
    done: bool,
    err: bool,
    code: u8,
    a_end: u32,
    o_end: u32,
    w_end: u32,
    nw: u32,
    part: bool,
    kn: u16,
    strict: bool,
    macs: u16,
    ybuf_valid: bool,
    ybuf: Vec<i32>,
    rq_valid: bool,
    rq_addr: u32,
    rq_we: bool,
    rq_wdata: u64,
    wr: u32,
    wraddr: u32,
    av: u32,
    aaddr: u32,
    ov: u32,
    oj: u32,
    obase: u32,
    oaddr: u32,
    wv: u32,
    wj: u32,
    wbase: u32,
    waddr: u32,
    wpush: u32,
    apush: u32,
    wrsp: u32,
    /// (data, is_weight)
    infifo: VecDeque<(u64, bool)>,
    i_res: usize,
    oldfifo: VecDeque<u64>,
    o_res: usize,
    /// true = old-output FIFO
    tags: VecDeque<bool>,
}

/// Decoded `matmul` fields as the RTL slices them.
struct Fields {
    acc: bool,
    k: u32,
    n: u32,
    m: u32,
    w: u32,
    act: u32,
    out: u32,
    astr: u32,
    ostr: u32,
}

fn fields(i: u128) -> Fields {
    let g = |lo: u32, w: u32| ((i >> lo) & ((1u128 << w) - 1)) as u32;
    Fields {
        acc: g(16, 1) == 1,
        k: g(17, 7),
        n: g(24, 7),
        m: g(32, 12),
        w: g(44, 20),
        act: g(64, 20),
        out: g(84, 20),
        astr: g(104, 12),
        ostr: g(116, 12),
    }
}

impl MmExecModel {
    pub fn new(r: usize, c: usize) -> Self {
        assert!(
            r <= 8 && c <= 8,
            "MmExecModel: R = {r}, C = {c} must fit one 64-bit word"
        );
        MmExecModel {
            r,
            c,
            mx: MatrixModel::new(r, c),
            st: St::Idle,
            instr: 0,
            done: false,
            err: false,
            code: 0,
            a_end: 0,
            o_end: 0,
            w_end: 0,
            nw: 0,
            part: false,
            kn: 0,
            strict: false,
            macs: 0,
            ybuf_valid: false,
            ybuf: vec![0; c],
            rq_valid: false,
            rq_addr: 0,
            rq_we: false,
            rq_wdata: 0,
            wr: 0,
            wraddr: 0,
            av: 0,
            aaddr: 0,
            ov: 0,
            oj: 0,
            obase: 0,
            oaddr: 0,
            wv: 0,
            wj: 0,
            wbase: 0,
            waddr: 0,
            wpush: 0,
            apush: 0,
            wrsp: 0,
            infifo: VecDeque::new(),
            i_res: 0,
            oldfifo: VecDeque::new(),
            o_res: 0,
            tags: VecDeque::new(),
        }
    }

    /// Outputs for the current state and inputs, then the clock edge.
    pub fn step(&mut self, i: &MmExecIn) -> MmExecOut {
        let f = fields(self.instr);
        let lw = 2u32; // 32-bit lanes per 64-bit word
        let yw = (self.c as u32 * 32).div_ceil(64);
        let out = MmExecOut {
            instr_ready: !i.reset && self.st == St::Idle,
            done: self.done,
            error: self.err,
            error_code: self.code,
            sram_req_valid: self.rq_valid,
            sram_req_addr: self.rq_addr,
            sram_req_we: self.rq_we,
            sram_req_wdata: self.rq_wdata,
            ev_busy: self.st != St::Idle,
            ev_macs: self.macs,
        };
        let running = self.st == St::Run;
        let mm1 = f.m.wrapping_sub(1) & 0xffff;
        let nw_c = (0..yw)
            .filter(|&j| f.n > j * lw)
            .map(|j| j + 1)
            .max()
            .unwrap_or(0);
        let fo = if f.acc {
            0
        } else {
            nw_c.wrapping_sub(1) & 0xff
        };
        // matrix unit inputs from the input FIFO head
        let head = self.infifo.front().copied();
        let bytes =
            |x: u64, n: usize| -> Vec<i8> { (0..n).map(|b| (x >> (8 * b)) as u8 as i8).collect() };
        let peek = self.mx.clone().step(&MatrixIn {
            reset: i.reset,
            ..Default::default()
        });
        let mi = MatrixIn {
            reset: i.reset,
            w_valid: matches!(head, Some((_, true))),
            w_data: bytes(head.map_or(0, |h| h.0), self.c),
            w_last: self.wpush == (f.k.wrapping_sub(1) & 0xff),
            w_cols: f.n as u8,
            a_valid: matches!(head, Some((_, false))),
            a_data: bytes(head.map_or(0, |h| h.0), self.r),
            a_last: self.apush == mm1,
            y_ready: !self.ybuf_valid,
        };
        let w_fire = mi.w_valid && peek.w_ready;
        let a_fire = mi.a_valid && peek.a_ready;
        let pop_i = w_fire || a_fire;
        // writer
        let wlast = self.wj == (self.nw.wrapping_sub(1) & 0xff);
        let need_old = f.acc || (self.part && wlast);
        let ohead = self.oldfifo.front().copied().unwrap_or(0);
        let mut wdata = 0u64;
        for l in 0..lw {
            let g = self.wj * lw + l;
            let old = (ohead >> (32 * l)) as u32;
            let y = if (g as usize) < self.c {
                self.ybuf[g as usize] as u32
            } else {
                0
            };
            let ok = g < f.n && (g as usize) < yw as usize * 2;
            let v = if ok {
                if f.acc {
                    old.wrapping_add(y)
                } else {
                    y
                }
            } else {
                old
            };
            wdata |= (v as u64) << (32 * l);
        }
        // arbiter
        let ld = !self.rq_valid || i.sram_req_ready;
        let can_wr = running && self.ybuf_valid && (!need_old || !self.oldfifo.is_empty());
        let can_old =
            running && (f.acc || self.part) && self.ov < self.av && self.o_res < OLD_DEPTH;
        let can_w = running && self.wr < f.k && self.i_res < IN_DEPTH;
        let can_a = running
            && self.wr == f.k
            && self.av < f.m
            && self.i_res < IN_DEPTH
            && (!self.strict || self.av == self.wv);
        let (mut pop_o, mut rd_i, mut rd_o) = (false, false, false);
        let mut n_ybuf_clear = false;
        let mut n = self.clone_regs();
        if ld {
            n.rq_valid = false;
            if can_wr {
                n.rq_valid = true;
                n.rq_we = true;
                n.rq_addr = self.waddr;
                n.rq_wdata = wdata;
                pop_o = need_old;
                if wlast {
                    n_ybuf_clear = true;
                    n.wj = 0;
                    n.wv = self.wv + 1;
                    n.wbase = self.wbase.wrapping_add(f.ostr);
                    n.waddr = n.wbase;
                } else {
                    n.wj = self.wj + 1;
                    n.waddr = self.waddr.wrapping_add(1);
                }
            } else if can_old {
                n.rq_valid = true;
                n.rq_we = false;
                n.rq_addr = self.oaddr;
                n.rq_wdata = 0;
                rd_o = true;
                if self.oj == (self.nw.wrapping_sub(1) & 0xff) {
                    n.oj = fo;
                    n.ov = self.ov + 1;
                    n.obase = self.obase.wrapping_add(f.ostr);
                    n.oaddr = n.obase.wrapping_add(fo);
                } else {
                    n.oj = self.oj + 1;
                    n.oaddr = self.oaddr.wrapping_add(1);
                }
            } else if can_w {
                n.rq_valid = true;
                n.rq_we = false;
                n.rq_addr = self.wraddr;
                n.rq_wdata = 0;
                rd_i = true;
                n.wr = self.wr + 1;
                n.wraddr = self.wraddr.wrapping_add(1);
            } else if can_a {
                n.rq_valid = true;
                n.rq_we = false;
                n.rq_addr = self.aaddr;
                n.rq_wdata = 0;
                rd_i = true;
                n.av = self.av + 1;
                n.aaddr = self.aaddr.wrapping_add(f.astr);
            }
        }
        if !self.ybuf_valid && peek.y_valid {
            self.ybuf_valid = true;
            self.ybuf = peek.y_data.clone();
        } else if n_ybuf_clear {
            self.ybuf_valid = false;
        }
        if i.reset {
            self.ybuf_valid = false;
        }
        // the matrix unit's clock edge
        self.mx.step(&mi);
        n.macs = if a_fire { self.kn } else { 0 };
        if a_fire {
            n.apush = self.apush + 1;
        }
        if w_fire {
            n.wpush = self.wpush + 1;
        }
        // FIFOs (pops of this cycle's heads, pushes of this cycle's responses)
        if pop_i {
            self.infifo.pop_front();
        }
        if pop_o {
            self.oldfifo.pop_front();
        }
        if i.sram_rsp_valid {
            let to_old = self.tags.pop_front().unwrap_or(false);
            if to_old {
                self.oldfifo.push_back(i.sram_rsp_data);
            } else {
                let wt = self.wrsp < f.k;
                self.infifo.push_back((i.sram_rsp_data, wt));
                if wt {
                    n.wrsp = self.wrsp + 1;
                }
            }
        }
        if rd_i || rd_o {
            self.tags.push_back(rd_o);
        }
        self.i_res = self.i_res + rd_i as usize - pop_i as usize;
        self.o_res = self.o_res + rd_o as usize - pop_o as usize;
        // FSM
        n.done = false;
        n.err = false;
        match self.st {
            St::Idle => {
                if i.instr_valid && out.instr_ready {
                    self.instr = i.instr_data;
                    n.st = St::Check1;
                }
            }
            St::Check1 => {
                n.w_end = f.w + f.k;
                n.a_end = f.act + mm1 * f.astr + 1;
                n.o_end = f.out + mm1 * f.ostr + nw_c;
                n.nw = nw_c;
                n.part = f.n & (lw - 1) != 0;
                n.kn = (f.k * f.n) as u16;
                n.st = St::Check2;
            }
            St::Check2 => {
                n.wr = 0;
                n.wraddr = f.w;
                n.av = 0;
                n.aaddr = f.act;
                n.ov = 0;
                n.oj = fo;
                n.obase = f.out;
                n.oaddr = f.out.wrapping_add(fo);
                n.wv = 0;
                n.wj = 0;
                n.wbase = f.out;
                n.waddr = f.out;
                n.wpush = 0;
                n.apush = 0;
                n.wrsp = 0;
                n.strict =
                    mm1 != 0 && (f.ostr < nw_c || (f.act < self.o_end && f.out < self.a_end));
                n.st = St::Run;
                let s = i.cfg_sram_words;
                let code = if f.k == 0 || f.n == 0 || f.m == 0 {
                    Some(ErrorCode::ZeroLength)
                } else if f.k > 64 || f.n > 64 {
                    Some(ErrorCode::FieldRange)
                } else if f.k as usize > self.r || f.n as usize > self.c {
                    Some(ErrorCode::Unsupported)
                } else if self.w_end > s || self.a_end > s || self.o_end > s {
                    Some(ErrorCode::OutOfWindow)
                } else {
                    None
                };
                if let Some(c) = code {
                    n.err = true;
                    n.code = c as u8;
                    n.st = St::Idle;
                }
            }
            St::Run => {}
        }
        if running && self.wv == f.m && !self.rq_valid {
            n.done = true;
            n.st = St::Idle;
        }
        if i.reset {
            n.st = St::Idle;
            n.done = false;
            n.err = false;
            n.rq_valid = false;
            n.macs = 0;
            self.infifo.clear();
            self.oldfifo.clear();
            self.tags.clear();
            self.i_res = 0;
            self.o_res = 0;
        }
        self.load_regs(n);
        out
    }

    fn clone_regs(&self) -> Regs {
        Regs {
            st: self.st,
            done: self.done,
            err: self.err,
            code: self.code,
            a_end: self.a_end,
            o_end: self.o_end,
            w_end: self.w_end,
            nw: self.nw,
            part: self.part,
            kn: self.kn,
            strict: self.strict,
            macs: self.macs,
            rq_valid: self.rq_valid,
            rq_addr: self.rq_addr,
            rq_we: self.rq_we,
            rq_wdata: self.rq_wdata,
            wr: self.wr,
            wraddr: self.wraddr,
            av: self.av,
            aaddr: self.aaddr,
            ov: self.ov,
            oj: self.oj,
            obase: self.obase,
            oaddr: self.oaddr,
            wv: self.wv,
            wj: self.wj,
            wbase: self.wbase,
            waddr: self.waddr,
            wpush: self.wpush,
            apush: self.apush,
            wrsp: self.wrsp,
        }
    }

    fn load_regs(&mut self, n: Regs) {
        self.st = n.st;
        self.done = n.done;
        self.err = n.err;
        self.code = n.code;
        self.a_end = n.a_end;
        self.o_end = n.o_end;
        self.w_end = n.w_end;
        self.nw = n.nw;
        self.part = n.part;
        self.kn = n.kn;
        self.strict = n.strict;
        self.macs = n.macs;
        self.rq_valid = n.rq_valid;
        self.rq_addr = n.rq_addr;
        self.rq_we = n.rq_we;
        self.rq_wdata = n.rq_wdata;
        self.wr = n.wr;
        self.wraddr = n.wraddr;
        self.av = n.av;
        self.aaddr = n.aaddr;
        self.ov = n.ov;
        self.oj = n.oj;
        self.obase = n.obase;
        self.oaddr = n.oaddr;
        self.wv = n.wv;
        self.wj = n.wj;
        self.wbase = n.wbase;
        self.waddr = n.waddr;
        self.wpush = n.wpush;
        self.apush = n.apush;
        self.wrsp = n.wrsp;
    }
}

/// Next values of the scalar registers.
struct Regs {
    st: St,
    done: bool,
    err: bool,
    code: u8,
    a_end: u32,
    o_end: u32,
    w_end: u32,
    nw: u32,
    part: bool,
    kn: u16,
    strict: bool,
    macs: u16,
    rq_valid: bool,
    rq_addr: u32,
    rq_we: bool,
    rq_wdata: u64,
    wr: u32,
    wraddr: u32,
    av: u32,
    aaddr: u32,
    ov: u32,
    oj: u32,
    obase: u32,
    oaddr: u32,
    wv: u32,
    wj: u32,
    wbase: u32,
    waddr: u32,
    wpush: u32,
    apush: u32,
    wrsp: u32,
}
