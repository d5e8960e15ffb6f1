//! # eng_ew
//!
//! `EngEw`, the vector unit top's engine for the two-operand elementwise instructions `vec.resadd`
//! (funct 8) and `vec.silu_mul` (funct 7): both stream two i32 vectors of `len` elements (`a`: x / h1 through
//! loader A, `b`: y / h3 through loader B), join them element by element into [`super::VpuResadd`] or
//! [`super::VpuSiluMul`], and store the i32 results at `d`. `vec.silu_mul` first loads its 513-entry SIG
//! table from `c` through loader B into the unit's table RAM.
//!
//! ```text
//!  start --> state_q: IDLE -> (TABLE: ldb c, 513 x u16 --> silu.tbl_*) -> RUN -> IDLE (done)
//!
//!  lda_out (x / h1) --\                     /--> VpuResadd  --\
//!                      join (both valid) --+                   +--> st_in (i32) --> st_done --> done
//!  ldb_out (y / h3) --/                     \--> VpuSiluMul --/
//! ```
//!
//! **Table keep** (ISA 1.2, `docs/isa.md` §4 "Table keep"): `rt_addr_q` / `rt_valid_q` record the SRAM
//! address the SIG table RAM holds. A `silu_mul` with `cfg_keep` whose `c` equals a valid `rt_addr_q` is a
//! hit and goes from IDLE straight to RUN; any other `silu_mul` clears `rt_valid_q` when its load starts,
//! and its last table entry sets it again only with `cfg_keep` (with `rt_addr_q = c`). `resadd` leaves the
//! record alone; `reset` and `prog_start` (the doorbell) clear it.
//!
//! The engine port set is the one every engine of the top has (`docs/vpu.md` "Engines"): `start`, the
//! instruction fields `cfg_*`, the check result `chk_code`, loader A/B command and element streams
//! (`lda_*`, `ldb_*`), the store's command and element streams (`st_*`), and `done` / `error`.

use super::{cat::Cat, resadd::VpuResadd, silu_mul::VpuSiluMul, zext::Zext};
use super::top::{AB, MAX_LEN, SIG_ENTRIES};
use rust_hdl::prelude::*;
use systole_isa::instr::funct::vector as vf;
use systole_isa::ErrorCode;

const S_IDLE: u64 = 0;
const S_TABLE: u64 = 1;
const S_RUN: u64 = 2;

/// The elementwise engine (resadd, silu_mul) for `W`-bit SRAM words.
#[derive(LogicBlock)]
pub struct EngEw<const W: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the instruction).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: one-cycle pulse: the instruction starts (its checks passed); `cfg_*` hold until done.
    pub start: Signal<In, Bit>,
    /// 1 bit, input: one-cycle pulse: a program starts (the doorbell): the resident SIG table record becomes
    /// invalid. Pulsed while the engine is idle (a load running when it comes may still validate the record
    /// at its end).
    pub prog_start: Signal<In, Bit>,
    /// 1 bit, input: the instruction's table keep flag (`vec.keep`, immediate bit 0; ISA 1.2; silu_mul only).
    pub cfg_keep: Signal<In, Bit>,
    /// 4 bits, input: the funct (`RESADD` or `SILU_MUL`).
    pub cfg_funct: Signal<In, Bits<4>>,
    /// 20 bits, input: operand `a` (x / h1), word address.
    pub cfg_a: Signal<In, Bits<AB>>,
    /// 20 bits, input: operand `b` (y / h3), word address.
    pub cfg_b: Signal<In, Bits<AB>>,
    /// 20 bits, input: operand `c` (SIG table of silu_mul), word address.
    pub cfg_c: Signal<In, Bits<AB>>,
    /// 20 bits, input: destination `d`, word address.
    pub cfg_d: Signal<In, Bits<AB>>,
    /// 16 bits, input: elements.
    pub cfg_len: Signal<In, Bits<16>>,
    /// 24 bits, input: SRAM size in words.
    pub cfg_sram_words: Signal<In, Bits<24>>,
    /// 8 bits, output: 0, or the error code of the instruction's checks (`UNSUPPORTED` for `len` above
    /// `MAX_LEN`, then `OUT_OF_WINDOW`); combinational from `cfg_*`.
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
    /// 1 bit, output: loader B command offered.
    pub ldb_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: loader B takes the command.
    pub ldb_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: loader B's first word.
    pub ldb_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: loader B's element count.
    pub ldb_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: loader B's element width code.
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
    /// 1 bit, output: pulse: the instruction failed during execution (never here).
    pub error: Signal<Out, Bit>,
    /// 8 bits, output: the error code, valid with `error`.
    pub error_code: Signal<Out, Bits<8>>,
    state_q: DFF<Bits<2>>,
    /// Commands handed to loader A, loader B, the store in this state.
    sa_q: DFF<Bit>,
    sb_q: DFF<Bit>,
    ss_q: DFF<Bit>,
    /// Table index being written.
    tcnt_q: DFF<Bits<10>>,
    done_q: DFF<Bit>,
    /// 20 bits: the SRAM word address the SIG table RAM was loaded from by a `keep` silu_mul (table keep).
    rt_addr_q: DFF<Bits<AB>>,
    /// 1 bit: `rt_addr_q` is valid: the table RAM holds the table loaded from it.
    rt_valid_q: DFF<Bit>,
    /// 1 bit, local: the instruction is a silu_mul table-keep hit (it skips the table load).
    hit: Signal<Local, Bit>,
    /// 1 bit, local: the funct is `silu_mul`.
    is_silu: Signal<Local, Bit>,
    /// 17 bits, local: words of `len` 32-bit elements.
    nw32: Signal<Local, Bits<17>>,
    end_a: Signal<Local, Bits<24>>,
    end_b: Signal<Local, Bits<24>>,
    end_c: Signal<Local, Bits<24>>,
    end_d: Signal<Local, Bits<24>>,
    /// 1 bit, local: both operand streams offer an element in RUN.
    both: Signal<Local, Bit>,
    u_in_ready: Signal<Local, Bit>,
    u_out_valid: Signal<Local, Bit>,
    u_out_data: Signal<Local, Bits<32>>,
    resadd: VpuResadd,
    silu: VpuSiluMul,
    zx_nw: Zext<17, 24>,
    zx_a: Zext<AB, 24>,
    zx_b: Zext<AB, 24>,
    zx_c: Zext<AB, 24>,
    zx_d: Zext<AB, 24>,
    zx_len: Zext<16, 17>,
    zx_out: Zext<32, W>,
    pair: Cat<32, 32, 64>,
    c_idle: Constant<Bits<2>>,
    c_table: Constant<Bits<2>>,
    c_run: Constant<Bits<2>>,
    c_f_silu: Constant<Bits<4>>,
    c_max_len: Constant<Bits<16>>,
    c_round32: Constant<Bits<17>>,
    c_l32: Constant<Bits<8>>,
    c_sig_words: Constant<Bits<24>>,
    c_sig_n: Constant<Bits<16>>,
    c_w16: Constant<Bits<2>>,
    c_w32: Constant<Bits<2>>,
    c_one10: Constant<Bits<10>>,
    c_z10: Constant<Bits<10>>,
    c_ok: Constant<Bits<8>>,
    c_unsup: Constant<Bits<8>>,
    c_oow: Constant<Bits<8>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl<const W: usize> Default for EngEw<W> {
    fn default() -> Self {
        assert!(W == 64 || W == 128, "EngEw: word width W = {W} is not supported (64 or 128)");
        let wb = (W / 8) as u64;
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            prog_start: Default::default(),
            cfg_keep: Default::default(),
            cfg_funct: Default::default(),
            cfg_a: Default::default(),
            cfg_b: Default::default(),
            cfg_c: Default::default(),
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
            done_q: Default::default(),
            rt_addr_q: Default::default(),
            rt_valid_q: Default::default(),
            hit: Default::default(),
            is_silu: Default::default(),
            nw32: Default::default(),
            end_a: Default::default(),
            end_b: Default::default(),
            end_c: Default::default(),
            end_d: Default::default(),
            both: Default::default(),
            u_in_ready: Default::default(),
            u_out_valid: Default::default(),
            u_out_data: Default::default(),
            resadd: Default::default(),
            silu: Default::default(),
            zx_nw: Default::default(),
            zx_a: Default::default(),
            zx_b: Default::default(),
            zx_c: Default::default(),
            zx_d: Default::default(),
            zx_len: Default::default(),
            zx_out: Default::default(),
            pair: Default::default(),
            c_idle: c(S_IDLE),
            c_table: c(S_TABLE),
            c_run: c(S_RUN),
            c_f_silu: c(vf::SILU_MUL as u64),
            c_max_len: c(MAX_LEN),
            c_round32: c(wb / 4 - 1),
            c_l32: c((wb / 4).trailing_zeros() as u64),
            c_sig_words: c((2 * SIG_ENTRIES).div_ceil(wb)),
            c_sig_n: c(SIG_ENTRIES),
            c_w16: c(1),
            c_w32: c(2),
            c_one10: c(1),
            c_z10: c(0),
            c_ok: c(0),
            c_unsup: c(ErrorCode::Unsupported.code() as u64),
            c_oow: c(ErrorCode::OutOfWindow.code() as u64),
        }
    }
}

impl<const W: usize> Logic for EngEw<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state_q, sa_q, sb_q, ss_q, tcnt_q, done_q, rt_addr_q, rt_valid_q);
        self.resadd.clock.next = self.clock.val();
        self.silu.clock.next = self.clock.val();
        self.resadd.reset.next = self.reset.val();
        self.silu.reset.next = self.reset.val();
        // checks: the unit's limit, then every operand inside the SRAM
        self.is_silu.next = self.cfg_funct.val() == self.c_f_silu.val();
        self.zx_len.x.next = self.cfg_len.val();
        self.nw32.next = (self.zx_len.y.val() + self.c_round32.val()) >> self.c_l32.val();
        self.zx_nw.x.next = self.nw32.val();
        self.zx_a.x.next = self.cfg_a.val();
        self.zx_b.x.next = self.cfg_b.val();
        self.zx_c.x.next = self.cfg_c.val();
        self.zx_d.x.next = self.cfg_d.val();
        self.end_a.next = self.zx_a.y.val() + self.zx_nw.y.val();
        self.end_b.next = self.zx_b.y.val() + self.zx_nw.y.val();
        self.end_c.next = self.zx_c.y.val() + self.c_sig_words.val();
        self.end_d.next = self.zx_d.y.val() + self.zx_nw.y.val();
        self.chk_code.next = self.c_ok.val();
        if self.cfg_len.val() > self.c_max_len.val() {
            self.chk_code.next = self.c_unsup.val();
        } else if (self.end_a.val() > self.cfg_sram_words.val())
            | (self.end_b.val() > self.cfg_sram_words.val())
            | (self.end_d.val() > self.cfg_sram_words.val())
            | (self.is_silu.val() & (self.end_c.val() > self.cfg_sram_words.val()))
        {
            self.chk_code.next = self.c_oow.val();
        }
        self.done_q.d.next = false;
        // table keep: a silu_mul hit needs the flag and a valid record of the same address
        self.hit.next = self.is_silu.val()
            & self.cfg_keep.val()
            & self.rt_valid_q.q.val()
            & (self.rt_addr_q.q.val() == self.cfg_c.val());
        if self.start.val() {
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
            self.tcnt_q.d.next = self.c_z10.val();
            if self.is_silu.val() & !self.hit.val() {
                self.rt_valid_q.d.next = false;
                self.state_q.d.next = self.c_table.val();
            } else {
                self.state_q.d.next = self.c_run.val();
            }
        }
        // loader commands
        self.lda_cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & !self.sa_q.q.val();
        self.lda_cmd_addr.next = self.cfg_a.val();
        self.lda_cmd_count.next = self.cfg_len.val();
        self.lda_cmd_width.next = self.c_w32.val();
        self.lda_cmd_signed.next = true;
        self.ldb_cmd_valid.next = ((self.state_q.q.val() == self.c_run.val())
            | (self.state_q.q.val() == self.c_table.val()))
            & !self.sb_q.q.val();
        self.ldb_cmd_signed.next = false;
        if self.state_q.q.val() == self.c_table.val() {
            self.ldb_cmd_addr.next = self.cfg_c.val();
            self.ldb_cmd_count.next = self.c_sig_n.val();
            self.ldb_cmd_width.next = self.c_w16.val();
        } else {
            self.ldb_cmd_addr.next = self.cfg_b.val();
            self.ldb_cmd_count.next = self.cfg_len.val();
            self.ldb_cmd_width.next = self.c_w32.val();
        }
        self.st_cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & !self.ss_q.q.val();
        self.st_cmd_addr.next = self.cfg_d.val();
        self.st_cmd_count.next = self.cfg_len.val();
        self.st_cmd_width.next = self.c_w32.val();
        if self.lda_cmd_valid.val() & self.lda_cmd_ready.val() {
            self.sa_q.d.next = true;
        }
        if self.ldb_cmd_valid.val() & self.ldb_cmd_ready.val() {
            self.sb_q.d.next = true;
        }
        if self.st_cmd_valid.val() & self.st_cmd_ready.val() {
            self.ss_q.d.next = true;
        }
        // table load: loader B's elements -> the unit's table port
        self.silu.tbl_we.next =
            (self.state_q.q.val() == self.c_table.val()) & self.ldb_out_valid.val();
        self.silu.tbl_addr.next = self.tcnt_q.q.val();
        self.silu.tbl_data.next = self.ldb_out_data.val().get_bits::<16>(0);
        if (self.state_q.q.val() == self.c_table.val()) & self.ldb_out_valid.val() {
            self.tcnt_q.d.next = self.tcnt_q.q.val() + self.c_one10.val();
            if self.ldb_out_last.val() {
                self.sb_q.d.next = false;
                self.rt_valid_q.d.next = self.cfg_keep.val();
                self.rt_addr_q.d.next = self.cfg_c.val();
                self.state_q.d.next = self.c_run.val();
            }
        }
        // operand join -> the selected unit
        self.both.next = (self.state_q.q.val() == self.c_run.val())
            & self.lda_out_valid.val()
            & self.ldb_out_valid.val();
        self.pair.hi.next = self.ldb_out_data.val();
        self.pair.lo.next = self.lda_out_data.val();
        self.resadd.in_data.next = self.pair.y.val();
        self.silu.in_data.next = self.pair.y.val();
        self.resadd.in_valid.next = self.both.val() & !self.is_silu.val();
        self.silu.in_valid.next = self.both.val() & self.is_silu.val();
        if self.is_silu.val() {
            self.u_in_ready.next = self.silu.in_ready.val();
            self.u_out_valid.next = self.silu.out_valid.val();
            self.u_out_data.next = self.silu.out_data.val();
        } else {
            self.u_in_ready.next = self.resadd.in_ready.val();
            self.u_out_valid.next = self.resadd.out_valid.val();
            self.u_out_data.next = self.resadd.out_data.val();
        }
        self.lda_out_ready.next = self.both.val() & self.u_in_ready.val();
        self.ldb_out_ready.next = (self.both.val() & self.u_in_ready.val())
            | (self.state_q.q.val() == self.c_table.val());
        // results -> the store
        self.zx_out.x.next = self.u_out_data.val();
        self.st_in_valid.next = self.u_out_valid.val();
        self.st_in_data.next = self.zx_out.y.val();
        self.resadd.out_ready.next = self.st_in_ready.val() & !self.is_silu.val();
        self.silu.out_ready.next = self.st_in_ready.val() & self.is_silu.val();
        if (self.state_q.q.val() == self.c_run.val()) & self.st_done.val() {
            self.done_q.d.next = true;
            self.state_q.d.next = self.c_idle.val();
        }
        self.done.next = self.done_q.q.val();
        self.error.next = false;
        self.error_code.next = self.c_ok.val();
        if self.prog_start.val() {
            self.rt_valid_q.d.next = false;
        }
        if self.reset.val() {
            self.state_q.d.next = self.c_idle.val();
            self.done_q.d.next = false;
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
            self.rt_valid_q.d.next = false;
        }
    }
}
