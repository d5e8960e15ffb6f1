//! # eng_softmax
//!
//! `EngSoftmax`, the vector unit top's engine for `vec.softmax` (funct 5): it loads the 257-entry EXP2
//! table from `b` through loader B into the SOFTMAX unit's table RAM ([`super::Softmax`], `LB = 9`: up to
//! 512 scores), streams the `len` i32 scores from `a` through loader A into the unit (`in_last` on the
//! last), and stores the `len` u16 Q15 weights at `d`.
//!
//! ```text
//!  start --> state_q: IDLE -> TABLE (ldb b: 257 x u16 --> sm.tbl_*; EXP2[0] < 2^15 => error) -> RUN -> IDLE
//!
//!  lda_out (scores, last) --> Softmax<9> (max, exp, sum, 2^47 / L, normalise) --> st_in (u16) --> st_done --> done
//! ```
//!
//! The unit gives the golden result for every table with `EXP2[0] >= 2^15` (`docs/vpu.md` SOFTMAX); a
//! table below that ends the instruction with `UNSUPPORTED` before any score is read, as
//! `Machine::execute` does (`systole_isa::regs::vpu_limits::SOFTMAX_EXP2_0_MIN`).
//!
//! **Table keep** (ISA 1.2, `docs/isa.md` §4 "Table keep"): `rt_addr_q` / `rt_valid_q` record the SRAM
//! address the table RAM holds. An instruction with `cfg_keep` whose `b` equals a valid `rt_addr_q` is a
//! hit: it goes from IDLE straight to RUN (no table read, no `EXP2[0]` check: the resident table passed it).
//! Any other instruction clears `rt_valid_q` when its load starts, and a complete load that passes the
//! check sets it again only with `cfg_keep` (with `rt_addr_q = b`). `reset` and `prog_start` (the
//! doorbell) clear it.
//!
//! ```text
//!  start & cfg_keep & rt_valid_q & (rt_addr_q == b) --> RUN (hit)
//!  start otherwise                                   --> TABLE, rt_valid_q <= 0 -> good last entry: rt_valid_q <= cfg_keep, rt_addr_q <= b
//! ```

use super::softmax::Softmax;
use super::top::{AB, EXP2_ENTRIES, MAX_LEN};
use super::zext::Zext;
use rust_hdl::prelude::*;
use systole_isa::ErrorCode;

const S_IDLE: u64 = 0;
const S_TABLE: u64 = 1;
const S_RUN: u64 = 2;

/// The SOFTMAX engine for `W`-bit SRAM words.
#[derive(LogicBlock)]
pub struct EngSoftmax<const W: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the instruction).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: one-cycle pulse: the instruction starts (its checks passed); `cfg_*` hold until done.
    pub start: Signal<In, Bit>,
    /// 1 bit, input: one-cycle pulse: a program starts (the doorbell): the resident table record becomes
    /// invalid. Pulsed while the engine is idle (an instruction whose load is running when it comes may
    /// still validate the record at its end).
    pub prog_start: Signal<In, Bit>,
    /// 1 bit, input: the instruction's table keep flag (`vec.keep`, immediate bit 0; ISA 1.2).
    pub cfg_keep: Signal<In, Bit>,
    /// 20 bits, input: operand `a`, word address.
    pub cfg_a: Signal<In, Bits<AB>>,
    /// 20 bits, input: operand `b`, word address.
    pub cfg_b: Signal<In, Bits<AB>>,
    /// 20 bits, input: destination `d`, word address.
    pub cfg_d: Signal<In, Bits<AB>>,
    /// 16 bits, input: `len`.
    pub cfg_len: Signal<In, Bits<16>>,
    /// 24 bits, input: SRAM size in words.
    pub cfg_sram_words: Signal<In, Bits<24>>,
    /// 8 bits, output: 0, or the error code of the instruction's checks (`UNSUPPORTED`, then `OUT_OF_WINDOW`); combinational from `cfg_*`.
    pub chk_code: Signal<Out, Bits<8>>,
    /// 1 bit, output: loader A command offered (valid/ready contract).
    pub lda_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: loader A takes the command.
    pub lda_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: loader A's first word.
    pub lda_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: loader A's element count.
    pub lda_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: loader A's element width code (0: 8, 1: 16, 2: 32 bits).
    pub lda_cmd_width: Signal<Out, Bits<2>>,
    /// 1 bit, output: loader A sign-extends the elements.
    pub lda_cmd_signed: Signal<Out, Bit>,
    /// 1 bit, input: loader A offers an element.
    pub lda_out_valid: Signal<In, Bit>,
    /// 1 bit, output: the engine takes loader A's element.
    pub lda_out_ready: Signal<Out, Bit>,
    /// 32 bits, input: loader A's element.
    pub lda_out_data: Signal<In, Bits<32>>,
    /// 1 bit, input: loader A's element is the last of its command.
    pub lda_out_last: Signal<In, Bit>,
    /// 1 bit, output: loader B command offered (valid/ready contract).
    pub ldb_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: loader B takes the command.
    pub ldb_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: loader B's first word.
    pub ldb_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: loader B's element count.
    pub ldb_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: loader B's element width code (0: 8, 1: 16, 2: 32 bits).
    pub ldb_cmd_width: Signal<Out, Bits<2>>,
    /// 1 bit, output: loader B sign-extends the elements.
    pub ldb_cmd_signed: Signal<Out, Bit>,
    /// 1 bit, input: loader B offers an element.
    pub ldb_out_valid: Signal<In, Bit>,
    /// 1 bit, output: the engine takes loader B's element.
    pub ldb_out_ready: Signal<Out, Bit>,
    /// 32 bits, input: loader B's element.
    pub ldb_out_data: Signal<In, Bits<32>>,
    /// 1 bit, input: loader B's element is the last of its command.
    pub ldb_out_last: Signal<In, Bit>,
    /// 1 bit, output: store command offered.
    pub st_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: the store takes the command.
    pub st_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: the store's first word.
    pub st_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: the store's element count.
    pub st_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: the store's element width code (0: 8, 1: 16, 2: 32, 3: 64 bits).
    pub st_cmd_width: Signal<Out, Bits<2>>,
    /// 1 bit, output: an element for the store.
    pub st_in_valid: Signal<Out, Bit>,
    /// 1 bit, input: the store takes the element.
    pub st_in_ready: Signal<In, Bit>,
    /// W bits, output: the element (low bits; the width of the store command).
    pub st_in_data: Signal<Out, Bits<W>>,
    /// 1 bit, input: pulse: the store's command has completed (every write accepted).
    pub st_done: Signal<In, Bit>,
    /// 1 bit, output: pulse: the instruction completed.
    pub done: Signal<Out, Bit>,
    /// 1 bit, output: pulse: the instruction failed during execution.
    pub error: Signal<Out, Bit>,
    /// 8 bits, output: the error code, valid with `error`.
    pub error_code: Signal<Out, Bits<8>>,
    state_q: DFF<Bits<2>>,
    /// Commands handed to loader A, loader B, the store in this instruction.
    sa_q: DFF<Bit>,
    sb_q: DFF<Bit>,
    ss_q: DFF<Bit>,
    /// Table index being written.
    tcnt_q: DFF<Bits<9>>,
    /// The table's entry 0 is below 2^15.
    bad_q: DFF<Bit>,
    /// 20 bits: the SRAM word address the table RAM was loaded from by a `keep` instruction (table keep).
    rt_addr_q: DFF<Bits<AB>>,
    /// 1 bit: `rt_addr_q` is valid: the table RAM holds the table loaded from it.
    rt_valid_q: DFF<Bit>,
    /// 1 bit, local: the instruction is a table-keep hit (it skips the table load).
    hit: Signal<Local, Bit>,
    done_q: DFF<Bit>,
    error_q: DFF<Bit>,
    /// 17 bits, local: words of `len` 32-bit (scores) and 16-bit (weights) elements.
    nw32: Signal<Local, Bits<17>>,
    nw16: Signal<Local, Bits<17>>,
    end_a: Signal<Local, Bits<24>>,
    end_b: Signal<Local, Bits<24>>,
    end_d: Signal<Local, Bits<24>>,
    sm: Softmax<9, 25, 26>,
    zx_len: Zext<16, 17>,
    zx_n32: Zext<17, 24>,
    zx_n16: Zext<17, 24>,
    zx_a: Zext<AB, 24>,
    zx_b: Zext<AB, 24>,
    zx_d: Zext<AB, 24>,
    zx_out: Zext<16, W>,
    c_idle: Constant<Bits<2>>,
    c_table: Constant<Bits<2>>,
    c_run: Constant<Bits<2>>,
    c_max_len: Constant<Bits<16>>,
    c_round32: Constant<Bits<17>>,
    c_l32: Constant<Bits<8>>,
    c_round16: Constant<Bits<17>>,
    c_l16: Constant<Bits<8>>,
    c_exp_words: Constant<Bits<24>>,
    c_exp_n: Constant<Bits<16>>,
    c_exp0_min: Constant<Bits<32>>,
    c_w16: Constant<Bits<2>>,
    c_w32: Constant<Bits<2>>,
    c_one9: Constant<Bits<9>>,
    c_z9: Constant<Bits<9>>,
    c_ok: Constant<Bits<8>>,
    c_unsup: Constant<Bits<8>>,
    c_oow: Constant<Bits<8>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl<const W: usize> Default for EngSoftmax<W> {
    fn default() -> Self {
        assert!(W == 64 || W == 128, "EngSoftmax: word width W = {W} is not supported (64 or 128)");
        assert!(MAX_LEN <= 512, "EngSoftmax: MAX_LEN = {MAX_LEN} exceeds the unit's 512 scores");
        let wb = (W / 8) as u64;
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            prog_start: Default::default(),
            cfg_keep: Default::default(),
            cfg_a: Default::default(),
            cfg_b: Default::default(),
            cfg_d: Default::default(),
            cfg_len: Default::default(),
            cfg_sram_words: Default::default(),
            chk_code: Default::default(),
            lda_cmd_valid: Default::default(),
            lda_cmd_ready: Default::default(),
            lda_cmd_addr: Default::default(),
            lda_cmd_count: Default::default(),
            lda_cmd_width: Default::default(),
            lda_cmd_signed: Default::default(),
            lda_out_valid: Default::default(),
            lda_out_ready: Default::default(),
            lda_out_data: Default::default(),
            lda_out_last: Default::default(),
            ldb_cmd_valid: Default::default(),
            ldb_cmd_ready: Default::default(),
            ldb_cmd_addr: Default::default(),
            ldb_cmd_count: Default::default(),
            ldb_cmd_width: Default::default(),
            ldb_cmd_signed: Default::default(),
            ldb_out_valid: Default::default(),
            ldb_out_ready: Default::default(),
            ldb_out_data: Default::default(),
            ldb_out_last: Default::default(),
            st_cmd_valid: Default::default(),
            st_cmd_ready: Default::default(),
            st_cmd_addr: Default::default(),
            st_cmd_count: Default::default(),
            st_cmd_width: Default::default(),
            st_in_valid: Default::default(),
            st_in_ready: Default::default(),
            st_in_data: Default::default(),
            st_done: Default::default(),
            done: Default::default(),
            error: Default::default(),
            error_code: Default::default(),
            state_q: Default::default(),
            sa_q: Default::default(),
            sb_q: Default::default(),
            ss_q: Default::default(),
            tcnt_q: Default::default(),
            bad_q: Default::default(),
            rt_addr_q: Default::default(),
            rt_valid_q: Default::default(),
            hit: Default::default(),
            done_q: Default::default(),
            error_q: Default::default(),
            nw32: Default::default(),
            nw16: Default::default(),
            end_a: Default::default(),
            end_b: Default::default(),
            end_d: Default::default(),
            sm: Default::default(),
            zx_len: Default::default(),
            zx_n32: Default::default(),
            zx_n16: Default::default(),
            zx_a: Default::default(),
            zx_b: Default::default(),
            zx_d: Default::default(),
            zx_out: Default::default(),
            c_idle: c(S_IDLE),
            c_table: c(S_TABLE),
            c_run: c(S_RUN),
            c_max_len: c(MAX_LEN),
            c_round32: c(wb / 4 - 1),
            c_l32: c((wb / 4).trailing_zeros() as u64),
            c_round16: c(wb / 2 - 1),
            c_l16: c((wb / 2).trailing_zeros() as u64),
            c_exp_words: c((2 * EXP2_ENTRIES).div_ceil(wb)),
            c_exp_n: c(EXP2_ENTRIES),
            c_exp0_min: c(systole_isa::regs::vpu_limits::SOFTMAX_EXP2_0_MIN as u64),
            c_w16: c(1),
            c_w32: c(2),
            c_one9: c(1),
            c_z9: c(0),
            c_ok: c(0),
            c_unsup: c(ErrorCode::Unsupported.code() as u64),
            c_oow: c(ErrorCode::OutOfWindow.code() as u64),
        }
    }
}

impl<const W: usize> Logic for EngSoftmax<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state_q, sa_q, sb_q, ss_q, tcnt_q, bad_q, rt_addr_q, rt_valid_q, done_q, error_q);
        self.sm.clock.next = self.clock.val();
        self.sm.reset.next = self.reset.val();
        // checks: the unit's limit, then every operand inside the SRAM
        self.zx_len.x.next = self.cfg_len.val();
        self.nw32.next = (self.zx_len.y.val() + self.c_round32.val()) >> self.c_l32.val();
        self.nw16.next = (self.zx_len.y.val() + self.c_round16.val()) >> self.c_l16.val();
        self.zx_n32.x.next = self.nw32.val();
        self.zx_n16.x.next = self.nw16.val();
        self.zx_a.x.next = self.cfg_a.val();
        self.zx_b.x.next = self.cfg_b.val();
        self.zx_d.x.next = self.cfg_d.val();
        self.end_a.next = self.zx_a.y.val() + self.zx_n32.y.val();
        self.end_b.next = self.zx_b.y.val() + self.c_exp_words.val();
        self.end_d.next = self.zx_d.y.val() + self.zx_n16.y.val();
        self.chk_code.next = self.c_ok.val();
        if self.cfg_len.val() > self.c_max_len.val() {
            self.chk_code.next = self.c_unsup.val();
        } else if (self.end_a.val() > self.cfg_sram_words.val())
            | (self.end_b.val() > self.cfg_sram_words.val())
            | (self.end_d.val() > self.cfg_sram_words.val())
        {
            self.chk_code.next = self.c_oow.val();
        }
        self.done_q.d.next = false;
        self.error_q.d.next = false;
        // table keep: a hit needs the flag and a valid record of the same address
        self.hit.next = self.cfg_keep.val() & self.rt_valid_q.q.val() & (self.rt_addr_q.q.val() == self.cfg_b.val());
        if self.start.val() {
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
            self.bad_q.d.next = false;
            self.tcnt_q.d.next = self.c_z9.val();
            if self.hit.val() {
                self.state_q.d.next = self.c_run.val();
            } else {
                self.rt_valid_q.d.next = false;
                self.state_q.d.next = self.c_table.val();
            }
        }
        // commands: loader B the table (TABLE), loader A the scores and the store the weights (RUN)
        self.ldb_cmd_valid.next = (self.state_q.q.val() == self.c_table.val()) & !self.sb_q.q.val();
        self.ldb_cmd_addr.next = self.cfg_b.val();
        self.ldb_cmd_count.next = self.c_exp_n.val();
        self.ldb_cmd_width.next = self.c_w16.val();
        self.ldb_cmd_signed.next = false;
        self.lda_cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & !self.sa_q.q.val();
        self.lda_cmd_addr.next = self.cfg_a.val();
        self.lda_cmd_count.next = self.cfg_len.val();
        self.lda_cmd_width.next = self.c_w32.val();
        self.lda_cmd_signed.next = true;
        self.st_cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & !self.ss_q.q.val();
        self.st_cmd_addr.next = self.cfg_d.val();
        self.st_cmd_count.next = self.cfg_len.val();
        self.st_cmd_width.next = self.c_w16.val();
        if self.lda_cmd_valid.val() & self.lda_cmd_ready.val() {
            self.sa_q.d.next = true;
        }
        if self.ldb_cmd_valid.val() & self.ldb_cmd_ready.val() {
            self.sb_q.d.next = true;
        }
        if self.st_cmd_valid.val() & self.st_cmd_ready.val() {
            self.ss_q.d.next = true;
        }
        // table load: loader B's elements -> the unit's table port; entry 0 is checked
        self.ldb_out_ready.next = self.state_q.q.val() == self.c_table.val();
        self.sm.tbl_we.next = (self.state_q.q.val() == self.c_table.val()) & self.ldb_out_valid.val();
        self.sm.tbl_addr.next = self.tcnt_q.q.val();
        self.sm.tbl_data.next = self.ldb_out_data.val().get_bits::<16>(0);
        if (self.state_q.q.val() == self.c_table.val()) & self.ldb_out_valid.val() {
            self.tcnt_q.d.next = self.tcnt_q.q.val() + self.c_one9.val();
            if !self.tcnt_q.q.val().any() & (self.ldb_out_data.val() < self.c_exp0_min.val()) {
                self.bad_q.d.next = true;
            }
            if self.ldb_out_last.val() {
                if self.bad_q.q.val() {
                    self.error_q.d.next = true;
                    self.state_q.d.next = self.c_idle.val();
                } else {
                    self.rt_valid_q.d.next = self.cfg_keep.val();
                    self.rt_addr_q.d.next = self.cfg_b.val();
                    self.state_q.d.next = self.c_run.val();
                }
            }
        }
        // scores -> the unit -> the store
        self.sm.in_valid.next = (self.state_q.q.val() == self.c_run.val()) & self.lda_out_valid.val();
        self.sm.in_data.next = self.lda_out_data.val();
        self.sm.in_last.next = self.lda_out_last.val();
        self.lda_out_ready.next = (self.state_q.q.val() == self.c_run.val()) & self.sm.in_ready.val();
        self.zx_out.x.next = self.sm.out_data.val();
        self.st_in_valid.next = self.sm.out_valid.val();
        self.st_in_data.next = self.zx_out.y.val();
        self.sm.out_ready.next = self.st_in_ready.val();
        if (self.state_q.q.val() == self.c_run.val()) & self.st_done.val() {
            self.done_q.d.next = true;
            self.state_q.d.next = self.c_idle.val();
        }
        self.done.next = self.done_q.q.val();
        self.error.next = self.error_q.q.val();
        self.error_code.next = self.c_unsup.val();
        if self.prog_start.val() {
            self.rt_valid_q.d.next = false;
        }
        if self.reset.val() {
            self.state_q.d.next = self.c_idle.val();
            self.done_q.d.next = false;
            self.error_q.d.next = false;
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
            self.rt_valid_q.d.next = false;
        }
    }
}
