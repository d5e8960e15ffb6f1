//! # eng_rmsnorm
//!
//! `EngRmsnorm`, the vector unit top's engine for `vec.rmsnorm` (funct 2): `len` i32 elements x at `a`,
//! `len` i16 gains at `b`, the u64 `eps_term` at word `c`, `shift` in the immediate (i16 field, -32..=32),
//! `len` i32 results at `d` (`docs/isa.md` §3 VECTOR, §4; reference `Machine::execute`). It first reads
//! `eps_term` (two u32 through loader B): a non-zero high word is beyond the unit's 32-bit `eps_term`
//! (`vpu_limits::RMSNORM_EPS_LIMIT`), and the instruction ends with `error` / `UNSUPPORTED` having written
//! nothing, as `Machine` does after its range checks. Otherwise x (loader A) and the gains (loader B,
//! 16-bit signed) are joined element by element into [`super::Rmsnorm`] (`in_last` with the last gain), and
//! its outputs go to the store (i32).
//!
//! ```text
//!  start --> state_q: IDLE -> EPS (ldb: c, 2 x u32: eps_q = lo; hi != 0 -> error UNSUPPORTED) -> RUN -> IDLE
//!
//!  lda_out (x_j, i32) ---\                                    eps_q --> cfg_eps_term
//!                         join (both valid) --> Rmsnorm --> st_in (i32) --> st_done --> done
//!  ldb_out (g_j, i16) ---/  in_last = ldb_out_last     ^-- cfg_shift = imm[7:0]
//! ```
//!
//! Checks (`chk_code`, combinational from `cfg_*`): `len > RMSNORM_MAX_LEN` (256) is `UNSUPPORTED`; then any
//! of x (`4 len` bytes), gains (`2 len`), `eps_term` (8 bytes) or dst (`4 len`) reaching past
//! `cfg_sram_words` is `OUT_OF_WINDOW`. The port set is the engines' common one (`docs/vpu.md` "Engines").

use super::{rmsnorm::Rmsnorm, zext::Zext};
use super::top::AB;
use rust_hdl::prelude::*;
use systole_isa::regs::vpu_limits;
use systole_isa::ErrorCode;

const S_IDLE: u64 = 0;
const S_EPS: u64 = 1;
const S_RUN: u64 = 2;

/// The RMSNORM engine for `W`-bit SRAM words.
#[derive(LogicBlock)]
pub struct EngRmsnorm<const W: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the instruction).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: one-cycle pulse: the instruction starts (its checks passed); `cfg_*` hold until done.
    pub start: Signal<In, Bit>,
    /// 20 bits, input: operand `a` (x, `len` i32), word address.
    pub cfg_a: Signal<In, Bits<AB>>,
    /// 20 bits, input: operand `b` (gains, `len` i16), word address.
    pub cfg_b: Signal<In, Bits<AB>>,
    /// 20 bits, input: operand `c` (`eps_term`, a u64), word address.
    pub cfg_c: Signal<In, Bits<AB>>,
    /// 20 bits, input: destination `d` (`len` i32), word address.
    pub cfg_d: Signal<In, Bits<AB>>,
    /// 16 bits, input: elements.
    pub cfg_len: Signal<In, Bits<16>>,
    /// 8 bits, input: the immediate's low byte: `shift`, i8 two's complement (-32..=32 in a legal
    /// instruction, whose 16-bit field is its sign extension).
    pub cfg_imm: Signal<In, Bits<8>>,
    /// 24 bits, input: SRAM size in words.
    pub cfg_sram_words: Signal<In, Bits<24>>,
    /// 8 bits, output: 0, `UNSUPPORTED` (`len` above 256) or `OUT_OF_WINDOW`; combinational from `cfg_*`.
    pub chk_code: Signal<Out, Bits<8>>,
    /// 1 bit, output: loader A command offered (valid/ready contract).
    pub lda_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: loader A takes the command.
    pub lda_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: loader A's first word.
    pub lda_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: loader A's element count.
    pub lda_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: loader A's element width code (2: 32 bits).
    pub lda_cmd_width: Signal<Out, Bits<2>>,
    /// 1 bit, output: loader A sign-extends the elements.
    pub lda_cmd_signed: Signal<Out, Bit>,
    /// 1 bit, input: loader A offers an element.
    pub lda_out_valid: Signal<In, Bit>,
    /// 1 bit, output: the engine takes loader A's element.
    pub lda_out_ready: Signal<Out, Bit>,
    /// 32 bits, input: loader A's element (x_j).
    pub lda_out_data: Signal<In, Bits<32>>,
    /// 1 bit, output: loader B command offered.
    pub ldb_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: loader B takes the command.
    pub ldb_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: loader B's first word.
    pub ldb_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: loader B's element count.
    pub ldb_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: loader B's element width code (2: the `eps_term` words, 1: the gains).
    pub ldb_cmd_width: Signal<Out, Bits<2>>,
    /// 1 bit, output: loader B sign-extends the elements (the gains).
    pub ldb_cmd_signed: Signal<Out, Bit>,
    /// 1 bit, input: loader B offers an element.
    pub ldb_out_valid: Signal<In, Bit>,
    /// 1 bit, output: the engine takes loader B's element.
    pub ldb_out_ready: Signal<Out, Bit>,
    /// 32 bits, input: loader B's element (a half of `eps_term`, or g_j sign-extended).
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
    /// 2 bits, output: the store's element width code (2: 32 bits).
    pub st_cmd_width: Signal<Out, Bits<2>>,
    /// 1 bit, output: an element for the store.
    pub st_in_valid: Signal<Out, Bit>,
    /// 1 bit, input: the store takes the element.
    pub st_in_ready: Signal<In, Bit>,
    /// W bits, output: the element (y_j in the low 32 bits).
    pub st_in_data: Signal<Out, Bits<W>>,
    /// 1 bit, input: pulse: the store's command has completed (every write accepted).
    pub st_done: Signal<In, Bit>,
    /// 1 bit, output: pulse: the instruction completed.
    pub done: Signal<Out, Bit>,
    /// 1 bit, output: pulse: the instruction failed during execution (`eps_term` >= 2^32).
    pub error: Signal<Out, Bit>,
    /// 8 bits, output: the error code (`UNSUPPORTED`), valid with `error`.
    pub error_code: Signal<Out, Bits<8>>,
    state_q: DFF<Bits<2>>,
    /// Commands handed to loader A, loader B, the store in this state.
    sa_q: DFF<Bit>,
    sb_q: DFF<Bit>,
    ss_q: DFF<Bit>,
    /// The low word of `eps_term` (the unit's `cfg_eps_term`).
    eps_q: DFF<Bits<32>>,
    /// The low word of `eps_term` has arrived.
    elo_q: DFF<Bit>,
    done_q: DFF<Bit>,
    err_q: DFF<Bit>,
    /// 17 bits, local: words of `len` 32-bit / 16-bit elements.
    nw32: Signal<Local, Bits<17>>,
    nw16: Signal<Local, Bits<17>>,
    end_a: Signal<Local, Bits<24>>,
    end_b: Signal<Local, Bits<24>>,
    end_c: Signal<Local, Bits<24>>,
    end_d: Signal<Local, Bits<24>>,
    /// 1 bit, local: both operand streams offer an element in RUN.
    both: Signal<Local, Bit>,
    rms: Rmsnorm,
    zx_n32: Zext<17, 24>,
    zx_n16: Zext<17, 24>,
    zx_a: Zext<AB, 24>,
    zx_b: Zext<AB, 24>,
    zx_c: Zext<AB, 24>,
    zx_d: Zext<AB, 24>,
    zx_len: Zext<16, 17>,
    zx_out: Zext<32, W>,
    c_idle: Constant<Bits<2>>,
    c_eps: Constant<Bits<2>>,
    c_run: Constant<Bits<2>>,
    c_max_len: Constant<Bits<16>>,
    c_round32: Constant<Bits<17>>,
    c_l32: Constant<Bits<8>>,
    c_round16: Constant<Bits<17>>,
    c_l16: Constant<Bits<8>>,
    c_eps_words: Constant<Bits<24>>,
    c_two16: Constant<Bits<16>>,
    c_w16: Constant<Bits<2>>,
    c_w32: Constant<Bits<2>>,
    c_ok: Constant<Bits<8>>,
    c_unsup: Constant<Bits<8>>,
    c_oow: Constant<Bits<8>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl<const W: usize> Default for EngRmsnorm<W> {
    fn default() -> Self {
        assert!(W == 64 || W == 128, "EngRmsnorm: word width W = {W} is not supported (64 or 128)");
        let wb = (W / 8) as u64;
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            cfg_a: Default::default(),
            cfg_b: Default::default(),
            cfg_c: Default::default(),
            cfg_d: Default::default(),
            cfg_len: Default::default(),
            cfg_imm: Default::default(),
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
            eps_q: Default::default(),
            elo_q: Default::default(),
            done_q: Default::default(),
            err_q: Default::default(),
            nw32: Default::default(),
            nw16: Default::default(),
            end_a: Default::default(),
            end_b: Default::default(),
            end_c: Default::default(),
            end_d: Default::default(),
            both: Default::default(),
            rms: Default::default(),
            zx_n32: Default::default(),
            zx_n16: Default::default(),
            zx_a: Default::default(),
            zx_b: Default::default(),
            zx_c: Default::default(),
            zx_d: Default::default(),
            zx_len: Default::default(),
            zx_out: Default::default(),
            c_idle: c(S_IDLE),
            c_eps: c(S_EPS),
            c_run: c(S_RUN),
            c_max_len: c(vpu_limits::RMSNORM_MAX_LEN as u64),
            c_round32: c(wb / 4 - 1),
            c_l32: c((wb / 4).trailing_zeros() as u64),
            c_round16: c(wb / 2 - 1),
            c_l16: c((wb / 2).trailing_zeros() as u64),
            c_eps_words: c(8u64.div_ceil(wb)),
            c_two16: c(2),
            c_w16: c(1),
            c_w32: c(2),
            c_ok: c(0),
            c_unsup: c(ErrorCode::Unsupported.code() as u64),
            c_oow: c(ErrorCode::OutOfWindow.code() as u64),
        }
    }
}

impl<const W: usize> Logic for EngRmsnorm<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state_q, sa_q, sb_q, ss_q, eps_q, elo_q, done_q, err_q);
        self.rms.clock.next = self.clock.val();
        self.rms.reset.next = self.reset.val();
        // checks: the unit's length limit, then every operand inside the SRAM
        self.zx_len.x.next = self.cfg_len.val();
        self.nw32.next = (self.zx_len.y.val() + self.c_round32.val()) >> self.c_l32.val();
        self.nw16.next = (self.zx_len.y.val() + self.c_round16.val()) >> self.c_l16.val();
        self.zx_n32.x.next = self.nw32.val();
        self.zx_n16.x.next = self.nw16.val();
        self.zx_a.x.next = self.cfg_a.val();
        self.zx_b.x.next = self.cfg_b.val();
        self.zx_c.x.next = self.cfg_c.val();
        self.zx_d.x.next = self.cfg_d.val();
        self.end_a.next = self.zx_a.y.val() + self.zx_n32.y.val();
        self.end_b.next = self.zx_b.y.val() + self.zx_n16.y.val();
        self.end_c.next = self.zx_c.y.val() + self.c_eps_words.val();
        self.end_d.next = self.zx_d.y.val() + self.zx_n32.y.val();
        self.chk_code.next = self.c_ok.val();
        if self.cfg_len.val() > self.c_max_len.val() {
            self.chk_code.next = self.c_unsup.val();
        } else if (self.end_a.val() > self.cfg_sram_words.val())
            | (self.end_b.val() > self.cfg_sram_words.val())
            | (self.end_c.val() > self.cfg_sram_words.val())
            | (self.end_d.val() > self.cfg_sram_words.val())
        {
            self.chk_code.next = self.c_oow.val();
        }
        self.done_q.d.next = false;
        self.err_q.d.next = false;
        if self.start.val() {
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
            self.elo_q.d.next = false;
            self.state_q.d.next = self.c_eps.val();
        }
        // loader commands: B reads eps_term (EPS), then the gains (RUN); A and the store in RUN
        self.lda_cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & !self.sa_q.q.val();
        self.lda_cmd_addr.next = self.cfg_a.val();
        self.lda_cmd_count.next = self.cfg_len.val();
        self.lda_cmd_width.next = self.c_w32.val();
        self.lda_cmd_signed.next = true;
        self.ldb_cmd_valid.next = ((self.state_q.q.val() == self.c_run.val())
            | (self.state_q.q.val() == self.c_eps.val()))
            & !self.sb_q.q.val();
        if self.state_q.q.val() == self.c_eps.val() {
            self.ldb_cmd_addr.next = self.cfg_c.val();
            self.ldb_cmd_count.next = self.c_two16.val();
            self.ldb_cmd_width.next = self.c_w32.val();
            self.ldb_cmd_signed.next = false;
        } else {
            self.ldb_cmd_addr.next = self.cfg_b.val();
            self.ldb_cmd_count.next = self.cfg_len.val();
            self.ldb_cmd_width.next = self.c_w16.val();
            self.ldb_cmd_signed.next = true;
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
        // EPS: the low word into eps_q; a non-zero high word ends the instruction (nothing written)
        if (self.state_q.q.val() == self.c_eps.val()) & self.ldb_out_valid.val() {
            if !self.elo_q.q.val() {
                self.eps_q.d.next = self.ldb_out_data.val();
                self.elo_q.d.next = true;
            } else if self.ldb_out_data.val().any() {
                self.err_q.d.next = true;
                self.state_q.d.next = self.c_idle.val();
            } else {
                self.sb_q.d.next = false;
                self.state_q.d.next = self.c_run.val();
            }
        }
        // operand join -> the unit
        self.rms.cfg_eps_term.next = self.eps_q.q.val();
        self.rms.cfg_shift.next = self.cfg_imm.val();
        self.both.next = (self.state_q.q.val() == self.c_run.val())
            & self.lda_out_valid.val()
            & self.ldb_out_valid.val();
        self.rms.in_valid.next = self.both.val();
        self.rms.in_data.next = self.lda_out_data.val();
        self.rms.in_gain.next = self.ldb_out_data.val().get_bits::<16>(0);
        self.rms.in_last.next = self.ldb_out_last.val();
        self.lda_out_ready.next = self.both.val() & self.rms.in_ready.val();
        self.ldb_out_ready.next = (self.both.val() & self.rms.in_ready.val())
            | (self.state_q.q.val() == self.c_eps.val());
        // results -> the store
        self.zx_out.x.next = self.rms.out_data.val();
        self.st_in_valid.next = self.rms.out_valid.val();
        self.st_in_data.next = self.zx_out.y.val();
        self.rms.out_ready.next = self.st_in_ready.val();
        if (self.state_q.q.val() == self.c_run.val()) & self.st_done.val() {
            self.done_q.d.next = true;
            self.state_q.d.next = self.c_idle.val();
        }
        self.done.next = self.done_q.q.val();
        self.error.next = self.err_q.q.val();
        self.error_code.next = self.c_ok.val();
        if self.err_q.q.val() {
            self.error_code.next = self.c_unsup.val();
        }
        if self.reset.val() {
            self.state_q.d.next = self.c_idle.val();
            self.done_q.d.next = false;
            self.err_q.d.next = false;
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
            self.elo_q.d.next = false;
        }
    }
}
