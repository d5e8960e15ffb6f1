//! # top
//!
//! `VpuTop`, the vector unit's top: it executes the VECTOR-queue instructions (`docs/isa.md` §3 VECTOR and
//! §4 "Data layout in SRAM"; reference `systole_host::compiler::exec::Machine::execute`). It takes one
//! instruction word from the queue port, checks it against the unit's limits (`UNSUPPORTED`) and the SRAM
//! size (`OUT_OF_WINDOW`, nothing is read or written then), loads the operation's table if it has one,
//! streams the operands through two loaders ([`super::VpuLd`]) into the selected operation unit and its
//! results through the store ([`super::VpuSt`]), and pulses `done` when the store's last write has been
//! accepted (or `error` with a code instead). Operations not (yet) wired end with `UNSUPPORTED`.
//!
//! ```text
//!  instr_valid/ready/data --> [funct_q a_q b_q c_q d_q len_q] --> CHECK: len, ranges --> error/error_code
//!                                     |
//!                         state_q: IDLE -> CHECK -> (TABLE) -> RUN -> IDLE (done)
//!                                     |
//!  lda_* <--> VpuLd A (a: x / h1) --\                      /--> VpuResadd  --\
//!                                    join (both valid) ---+                   +--> VpuSt --> sram_* (RMW)
//!  ldb_* <--> VpuLd B (b: y / h3) --/                      \--> VpuSiluMul --/
//!                 \ TABLE: c (SIG, 513 u16) --> tbl_we/tbl_addr/tbl_data
//! ```
//!
//! Three SRAM requester ports: `lda_*` and `ldb_*` (reads only) feed the loaders, `sram_*` (reads for the
//! read-modify-write of a partial last word, and writes) belongs to the store. Operands that overlap the
//! destination must be identical to it (`dst == x`), as the ISA allows; a partly overlapping destination
//! could be written before it is read (the three ports are not ordered with each other).

use super::{cat::Cat, ld::VpuLd, resadd::VpuResadd, silu_mul::VpuSiluMul, st::VpuSt, zext::Zext};
use crate::emit::{emit, waive, TopModule};
use rust_hdl::prelude::*;
use systole_isa::field;
use systole_isa::instr::funct::vector as vf;
use systole_isa::ErrorCode;

/// SRAM word address bits (`systole_isa::field::SRAM_ADDR_BITS`).
pub const AB: usize = 20;
/// Longest vector (`CAPS2[15:0]`): longer `len` is `UNSUPPORTED`.
pub const MAX_LEN: u64 = 4096;
/// Entries of the SIG table (`fixed::SIG_ENTRIES`).
pub const SIG_ENTRIES: u64 = 513;

const S_IDLE: u64 = 0;
const S_CHECK: u64 = 1;
const S_TABLE: u64 = 2;
const S_RUN: u64 = 3;

/// The vector unit top for `W`-bit SRAM words (64 or 128).
#[derive(LogicBlock)]
pub struct VpuTop<const W: usize> {
    /// 1 bit, input: clock; all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the instruction; reset the SRAM ports too).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: the VECTOR queue offers `instr_data`.
    pub instr_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit takes the instruction this cycle (idle; from registers only).
    pub instr_ready: Signal<Out, Bit>,
    /// 128 bits, input: the instruction word (a legal VECTOR instruction; fields by `systole_isa::field`).
    pub instr_data: Signal<In, Bits<128>>,
    /// 1 bit, output: one-cycle pulse: an instruction completed (its last write accepted), in order.
    pub done: Signal<Out, Bit>,
    /// 1 bit, output: one-cycle pulse replacing `done` for an instruction that failed its checks.
    pub error: Signal<Out, Bit>,
    /// 8 bits, output: the `ErrorCode` (`UNSUPPORTED`, `OUT_OF_WINDOW`), valid with `error`.
    pub error_code: Signal<Out, Bits<8>>,
    /// 24 bits, input: SRAM size in words (`CAPS1`); an operand word at or above it is `OUT_OF_WINDOW`.
    pub cfg_sram_words: Signal<In, Bits<24>>,
    /// 1 bit, output: an instruction is executing (from its acceptance to its done/error): the
    /// `VECTOR_BUSY` performance counter's increment.
    pub ev_busy: Signal<Out, Bit>,
    /// 1 bit, output: loader A's SRAM read request (valid/ready contract).
    pub lda_req_valid: Signal<Out, Bit>,
    /// 1 bit, input: the SRAM takes loader A's request.
    pub lda_req_ready: Signal<In, Bit>,
    /// 20 bits, output: loader A's word address.
    pub lda_req_addr: Signal<Out, Bits<AB>>,
    /// 1 bit, input: loader A's read response (in order, latency >= 1, no ready).
    pub lda_rsp_valid: Signal<In, Bit>,
    /// W bits, input: loader A's response word.
    pub lda_rsp_data: Signal<In, Bits<W>>,
    /// 1 bit, output: loader B's SRAM read request (valid/ready contract).
    pub ldb_req_valid: Signal<Out, Bit>,
    /// 1 bit, input: the SRAM takes loader B's request.
    pub ldb_req_ready: Signal<In, Bit>,
    /// 20 bits, output: loader B's word address.
    pub ldb_req_addr: Signal<Out, Bits<AB>>,
    /// 1 bit, input: loader B's read response (in order, latency >= 1, no ready).
    pub ldb_rsp_valid: Signal<In, Bit>,
    /// W bits, input: loader B's response word.
    pub ldb_rsp_data: Signal<In, Bits<W>>,
    /// 1 bit, output: the store's SRAM request (valid/ready contract).
    pub sram_req_valid: Signal<Out, Bit>,
    /// 1 bit, input: the SRAM takes the store's request.
    pub sram_req_ready: Signal<In, Bit>,
    /// 20 bits, output: the store's word address.
    pub sram_req_addr: Signal<Out, Bits<AB>>,
    /// 1 bit, output: 1 = write, 0 = read (read-modify-write of a partial last word).
    pub sram_req_we: Signal<Out, Bit>,
    /// W bits, output: the word to write.
    pub sram_req_wdata: Signal<Out, Bits<W>>,
    /// 1 bit, input: the store's read response (in order, latency >= 1, no ready).
    pub sram_rsp_valid: Signal<In, Bit>,
    /// W bits, input: the store's response word.
    pub sram_rsp_data: Signal<In, Bits<W>>,
    state_q: DFF<Bits<2>>,
    funct_q: DFF<Bits<4>>,
    a_q: DFF<Bits<AB>>,
    b_q: DFF<Bits<AB>>,
    c_q: DFF<Bits<AB>>,
    d_q: DFF<Bits<AB>>,
    len_q: DFF<Bits<16>>,
    /// Commands handed to loader A, loader B, the store in this state.
    sa_q: DFF<Bit>,
    sb_q: DFF<Bit>,
    ss_q: DFF<Bit>,
    /// Table index being written.
    tcnt_q: DFF<Bits<10>>,
    done_q: DFF<Bit>,
    error_q: DFF<Bit>,
    code_q: DFF<Bits<8>>,
    /// 1 bit, local: the funct is wired in this top.
    sup: Signal<Local, Bit>,
    /// 1 bit, local: the funct is `silu_mul` (has a table).
    is_silu: Signal<Local, Bit>,
    /// 17 bits, local: words of `len` 32-bit elements.
    nw32: Signal<Local, Bits<17>>,
    /// 24 bits, local: one past the last word of each operand.
    end_a: Signal<Local, Bits<24>>,
    end_b: Signal<Local, Bits<24>>,
    end_c: Signal<Local, Bits<24>>,
    end_d: Signal<Local, Bits<24>>,
    /// 1 bit, local: an operand leaves the SRAM.
    oow: Signal<Local, Bit>,
    /// 1 bit, local: both operand streams offer an element.
    both: Signal<Local, Bit>,
    /// 1 bit, local: the selected unit's `in_ready`.
    u_in_ready: Signal<Local, Bit>,
    /// 1 bit, local: the selected unit's `out_valid`.
    u_out_valid: Signal<Local, Bit>,
    /// 32 bits, local: the selected unit's result.
    u_out_data: Signal<Local, Bits<32>>,
    lda: VpuLd<W, AB>,
    ldb: VpuLd<W, AB>,
    st: VpuSt<W, AB>,
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
    p_funct: Constant<Bits<7>>,
    p_a: Constant<Bits<7>>,
    p_b: Constant<Bits<7>>,
    p_c: Constant<Bits<7>>,
    p_d: Constant<Bits<7>>,
    p_len: Constant<Bits<7>>,
    c_idle: Constant<Bits<2>>,
    c_check: Constant<Bits<2>>,
    c_table: Constant<Bits<2>>,
    c_run: Constant<Bits<2>>,
    c_f_resadd: Constant<Bits<4>>,
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
    c_unsup: Constant<Bits<8>>,
    c_oow: Constant<Bits<8>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl<const W: usize> Default for VpuTop<W> {
    fn default() -> Self {
        assert!(
            W == 64 || W == 128,
            "VpuTop: word width W = {W} is not supported (64 or 128)"
        );
        assert_eq!(
            AB as u32,
            field::SRAM_ADDR_BITS,
            "VpuTop: AB = {AB} must be the ISA's SRAM address width"
        );
        let wb = (W / 8) as u64;
        Self {
            clock: Default::default(),
            reset: Default::default(),
            instr_valid: Default::default(),
            instr_ready: Default::default(),
            instr_data: Default::default(),
            done: Default::default(),
            error: Default::default(),
            error_code: Default::default(),
            cfg_sram_words: Default::default(),
            ev_busy: Default::default(),
            lda_req_valid: Default::default(),
            lda_req_ready: Default::default(),
            lda_req_addr: Default::default(),
            lda_rsp_valid: Default::default(),
            lda_rsp_data: Default::default(),
            ldb_req_valid: Default::default(),
            ldb_req_ready: Default::default(),
            ldb_req_addr: Default::default(),
            ldb_rsp_valid: Default::default(),
            ldb_rsp_data: Default::default(),
            sram_req_valid: Default::default(),
            sram_req_ready: Default::default(),
            sram_req_addr: Default::default(),
            sram_req_we: Default::default(),
            sram_req_wdata: Default::default(),
            sram_rsp_valid: Default::default(),
            sram_rsp_data: Default::default(),
            state_q: Default::default(),
            funct_q: Default::default(),
            a_q: Default::default(),
            b_q: Default::default(),
            c_q: Default::default(),
            d_q: Default::default(),
            len_q: Default::default(),
            sa_q: Default::default(),
            sb_q: Default::default(),
            ss_q: Default::default(),
            tcnt_q: Default::default(),
            done_q: Default::default(),
            error_q: Default::default(),
            code_q: Default::default(),
            sup: Default::default(),
            is_silu: Default::default(),
            nw32: Default::default(),
            end_a: Default::default(),
            end_b: Default::default(),
            end_c: Default::default(),
            end_d: Default::default(),
            oow: Default::default(),
            both: Default::default(),
            u_in_ready: Default::default(),
            u_out_valid: Default::default(),
            u_out_data: Default::default(),
            lda: Default::default(),
            ldb: Default::default(),
            st: Default::default(),
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
            p_funct: c(field::FUNCT.lo as u64),
            p_a: c(field::V_A.lo as u64),
            p_b: c(field::V_B.lo as u64),
            p_c: c(field::V_C.lo as u64),
            p_d: c(field::V_D.lo as u64),
            p_len: c(field::V_LEN.lo as u64),
            c_idle: c(S_IDLE),
            c_check: c(S_CHECK),
            c_table: c(S_TABLE),
            c_run: c(S_RUN),
            c_f_resadd: c(vf::RESADD as u64),
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
            c_unsup: c(ErrorCode::Unsupported.code() as u64),
            c_oow: c(ErrorCode::OutOfWindow.code() as u64),
        }
    }
}

impl<const W: usize> Logic for VpuTop<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state_q, funct_q, a_q, b_q, c_q, d_q, len_q, sa_q, sb_q, ss_q, tcnt_q,
            done_q, error_q, code_q
        );
        self.lda.clock.next = self.clock.val();
        self.ldb.clock.next = self.clock.val();
        self.st.clock.next = self.clock.val();
        self.resadd.clock.next = self.clock.val();
        self.silu.clock.next = self.clock.val();
        self.lda.reset.next = self.reset.val();
        self.ldb.reset.next = self.reset.val();
        self.st.reset.next = self.reset.val();
        self.resadd.reset.next = self.reset.val();
        self.silu.reset.next = self.reset.val();
        // queue port: take an instruction when idle
        self.instr_ready.next = self.state_q.q.val() == self.c_idle.val();
        self.ev_busy.next = self.state_q.q.val() != self.c_idle.val();
        if self.instr_valid.val() & (self.state_q.q.val() == self.c_idle.val()) {
            self.funct_q.d.next = self
                .instr_data
                .val()
                .get_bits::<4>(self.p_funct.val().index());
            self.a_q.d.next = self.instr_data.val().get_bits::<AB>(self.p_a.val().index());
            self.b_q.d.next = self.instr_data.val().get_bits::<AB>(self.p_b.val().index());
            self.c_q.d.next = self.instr_data.val().get_bits::<AB>(self.p_c.val().index());
            self.d_q.d.next = self.instr_data.val().get_bits::<AB>(self.p_d.val().index());
            self.len_q.d.next = self
                .instr_data
                .val()
                .get_bits::<16>(self.p_len.val().index());
            self.state_q.d.next = self.c_check.val();
        }
        // checks: the unit's limits, then every operand inside the SRAM
        self.is_silu.next = self.funct_q.q.val() == self.c_f_silu.val();
        self.sup.next = (self.funct_q.q.val() == self.c_f_resadd.val()) | self.is_silu.val();
        self.zx_len.x.next = self.len_q.q.val();
        self.nw32.next = (self.zx_len.y.val() + self.c_round32.val()) >> self.c_l32.val();
        self.zx_nw.x.next = self.nw32.val();
        self.zx_a.x.next = self.a_q.q.val();
        self.zx_b.x.next = self.b_q.q.val();
        self.zx_c.x.next = self.c_q.q.val();
        self.zx_d.x.next = self.d_q.q.val();
        self.end_a.next = self.zx_a.y.val() + self.zx_nw.y.val();
        self.end_b.next = self.zx_b.y.val() + self.zx_nw.y.val();
        self.end_c.next = self.zx_c.y.val() + self.c_sig_words.val();
        self.end_d.next = self.zx_d.y.val() + self.zx_nw.y.val();
        self.oow.next = (self.end_a.val() > self.cfg_sram_words.val())
            | (self.end_b.val() > self.cfg_sram_words.val())
            | (self.end_d.val() > self.cfg_sram_words.val())
            | (self.is_silu.val() & (self.end_c.val() > self.cfg_sram_words.val()));
        self.done_q.d.next = false;
        self.error_q.d.next = false;
        if self.state_q.q.val() == self.c_check.val() {
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
            self.tcnt_q.d.next = self.c_z10.val();
            if !self.sup.val() | (self.len_q.q.val() > self.c_max_len.val()) {
                self.error_q.d.next = true;
                self.code_q.d.next = self.c_unsup.val();
                self.state_q.d.next = self.c_idle.val();
            } else if self.oow.val() {
                self.error_q.d.next = true;
                self.code_q.d.next = self.c_oow.val();
                self.state_q.d.next = self.c_idle.val();
            } else if self.is_silu.val() {
                self.state_q.d.next = self.c_table.val();
            } else {
                self.state_q.d.next = self.c_run.val();
            }
        }
        // loader commands
        self.lda.cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & !self.sa_q.q.val();
        self.lda.cmd_addr.next = self.a_q.q.val();
        self.lda.cmd_count.next = self.len_q.q.val();
        self.lda.cmd_width.next = self.c_w32.val();
        self.lda.cmd_signed.next = true;
        self.ldb.cmd_valid.next = ((self.state_q.q.val() == self.c_run.val())
            | (self.state_q.q.val() == self.c_table.val()))
            & !self.sb_q.q.val();
        self.ldb.cmd_signed.next = false;
        if self.state_q.q.val() == self.c_table.val() {
            self.ldb.cmd_addr.next = self.c_q.q.val();
            self.ldb.cmd_count.next = self.c_sig_n.val();
            self.ldb.cmd_width.next = self.c_w16.val();
        } else {
            self.ldb.cmd_addr.next = self.b_q.q.val();
            self.ldb.cmd_count.next = self.len_q.q.val();
            self.ldb.cmd_width.next = self.c_w32.val();
        }
        self.st.cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & !self.ss_q.q.val();
        self.st.cmd_addr.next = self.d_q.q.val();
        self.st.cmd_count.next = self.len_q.q.val();
        self.st.cmd_width.next = self.c_w32.val();
        if self.lda.cmd_valid.val() & self.lda.cmd_ready.val() {
            self.sa_q.d.next = true;
        }
        if self.ldb.cmd_valid.val() & self.ldb.cmd_ready.val() {
            self.sb_q.d.next = true;
        }
        if self.st.cmd_valid.val() & self.st.cmd_ready.val() {
            self.ss_q.d.next = true;
        }
        // table load: loader B's elements -> the unit's table port
        self.silu.tbl_we.next =
            (self.state_q.q.val() == self.c_table.val()) & self.ldb.out_valid.val();
        self.silu.tbl_addr.next = self.tcnt_q.q.val();
        self.silu.tbl_data.next = self.ldb.out_data.val().get_bits::<16>(0);
        if (self.state_q.q.val() == self.c_table.val()) & self.ldb.out_valid.val() {
            self.tcnt_q.d.next = self.tcnt_q.q.val() + self.c_one10.val();
            if self.ldb.out_last.val() {
                self.sb_q.d.next = false;
                self.state_q.d.next = self.c_run.val();
            }
        }
        // operand join -> the selected unit
        self.both.next = (self.state_q.q.val() == self.c_run.val())
            & self.lda.out_valid.val()
            & self.ldb.out_valid.val();
        self.pair.hi.next = self.ldb.out_data.val();
        self.pair.lo.next = self.lda.out_data.val();
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
        self.lda.out_ready.next = self.both.val() & self.u_in_ready.val();
        self.ldb.out_ready.next = (self.both.val() & self.u_in_ready.val())
            | (self.state_q.q.val() == self.c_table.val());
        // results -> the store
        self.zx_out.x.next = self.u_out_data.val();
        self.st.in_valid.next = self.u_out_valid.val();
        self.st.in_data.next = self.zx_out.y.val();
        self.resadd.out_ready.next = self.st.in_ready.val() & !self.is_silu.val();
        self.silu.out_ready.next = self.st.in_ready.val() & self.is_silu.val();
        if (self.state_q.q.val() == self.c_run.val()) & self.st.done.val() {
            self.done_q.d.next = true;
            self.state_q.d.next = self.c_idle.val();
        }
        // SRAM ports
        self.lda_req_valid.next = self.lda.req_valid.val();
        self.lda.req_ready.next = self.lda_req_ready.val();
        self.lda_req_addr.next = self.lda.req_addr.val();
        self.lda.rsp_valid.next = self.lda_rsp_valid.val();
        self.lda.rsp_data.next = self.lda_rsp_data.val();
        self.ldb_req_valid.next = self.ldb.req_valid.val();
        self.ldb.req_ready.next = self.ldb_req_ready.val();
        self.ldb_req_addr.next = self.ldb.req_addr.val();
        self.ldb.rsp_valid.next = self.ldb_rsp_valid.val();
        self.ldb.rsp_data.next = self.ldb_rsp_data.val();
        self.sram_req_valid.next = self.st.req_valid.val();
        self.st.req_ready.next = self.sram_req_ready.val();
        self.sram_req_addr.next = self.st.req_addr.val();
        self.sram_req_we.next = self.st.req_we.val();
        self.sram_req_wdata.next = self.st.req_wdata.val();
        self.st.rsp_valid.next = self.sram_rsp_valid.val();
        self.st.rsp_data.next = self.sram_rsp_data.val();
        // completion
        self.done.next = self.done_q.q.val();
        self.error.next = self.error_q.q.val();
        self.error_code.next = self.code_q.q.val();
        if self.reset.val() {
            self.state_q.d.next = self.c_idle.val();
            self.done_q.d.next = false;
            self.error_q.d.next = false;
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
        }
    }
}

/// Signals of the top's always block whose assignments Verilator must isolate: the block both drives the
/// submodules' handshake inputs and reads their outputs, which Verilator sees as a false combinational
/// loop (UNOPTFLAT) unless these assignments get blocks of their own.
pub const ISOLATE: [&str; 16] = [
    "lda$cmd_valid",
    "ldb$cmd_valid",
    "st$cmd_valid",
    "lda$out_ready",
    "ldb$out_ready",
    "resadd$in_valid",
    "silu$in_valid",
    "st$in_valid",
    "st$in_data",
    "resadd$out_ready",
    "silu$out_ready",
    "u_in_ready",
    "u_out_valid",
    "u_out_data",
    "both",
    "zx_out$x",
];

/// Adds `/*verilator isolate_assignments*/` to the declarations of [`ISOLATE`] in the emitted top module.
pub fn isolate_assignments(verilog: &str) -> String {
    let mut out = String::with_capacity(verilog.len() + 1024);
    let mut in_top = true;
    for line in verilog.lines() {
        let t = line.trim();
        if t.starts_with("endmodule") {
            in_top = false;
        }
        let hit = in_top
            && t.starts_with("reg ")
            && ISOLATE.iter().any(|n| t.ends_with(&format!(" {n};")));
        if hit {
            out.push_str(line.trim_end().trim_end_matches(';'));
            out.push_str(" /*verilator isolate_assignments*/;\n");
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// The emitted W = 64 top `vpu_top_w64`, with the operation units' waivers and this top's own.
pub fn emit_top() -> TopModule {
    let mut m = emit("vpu_top_w64", VpuTop::<64>::default());
    m.verilog = isolate_assignments(&m.verilog);
    waive(
        &mut m,
        &["input wire  [127:0] instr_data;"],
        "UNUSEDSIGNAL",
        "the unit reads the fields it executes; opcode, wait and signal belong to the dispatcher",
    );
    waive(
        &mut m,
        &["wire  lda$out_last;"],
        "UNUSEDSIGNAL",
        "loader A's vector ends with loader B's and the store counts the elements itself",
    );
    waive(
        &mut m,
        &["reg  [31:0] lp_rnd;"],
        "UNUSEDSIGNAL",
        "VpuSiluMul: rshr(lp, 11) is lp_rnd[28:11]; the low 11 bits are rounded away, the top 3 are sign copies (|lp| < 2^27)",
    );
    waive(
        &mut m,
        &["reg  [63:0] p3_rnd;"],
        "UNUSEDSIGNAL",
        "VpuSiluMul: silu = rshr(h1 * sig, 15) is p3_rnd[46:15]; the low 15 bits are rounded away, the top 17 are sign copies (|silu| < 2^31)",
    );
    m
}

#[cfg(test)]
mod tests {
    use super::VpuTop;

    #[test]
    #[should_panic(expected = "W = 32")]
    fn vpu_top_rejects_word_width_32() {
        let _ = VpuTop::<32>::default();
    }
}
