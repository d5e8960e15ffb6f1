//! # eng_rope
//!
//! `EngRope`, the vector unit top's engine for `vec.rope` (funct 3): `heads` (`len`) heads of `head_size`
//! (the immediate, even) i32 at `a`, one position's table row at `b` (`head_size / 2` u32: cos Q14 in bits
//! 15:0, sin in bits 31:16, the same row for every head), the rotated heads at `d` (`docs/isa.md` §3
//! VECTOR, §4; reference `Machine::execute`). Loader A streams the whole source once; loader B re-reads the
//! table row once per head (one command per head); each pair `(v0, v1)` of A with its table entry `(c, s)`
//! of B goes into [`super::VpuRope`], whose `{v1', v0'}` the store writes as one 64-bit element (v0' at the
//! lower address, as i32 pairs are laid out).
//!
//! ```text
//!  start --> state_q: IDLE -> RUN -> IDLE (store done)
//!
//!  lda_out: v0 -> v0_q (ph_q = 1), v1 ----------\
//!                                                 {s, c, v1, v0_q} --> VpuRope --> st_in (64 bits) --> st_done
//!  ldb_out: (c, s), one command per head (hc_q) --/
//! ```
//!
//! Checks (`chk_code`, from `cfg_*` and the product `heads * head_size` registered once: valid from the
//! second cycle after the fields): `heads * head_size > MAX_LEN` (512) or
//! `head_size > MAX_HEAD` (64) is `UNSUPPORTED`; then src or dst (`4 heads head_size` bytes) or the table
//! (`2 head_size` bytes) reaching past `cfg_sram_words` is `OUT_OF_WINDOW`. The port set is the engines'
//! common one (`docs/vpu.md` "Engines").

use super::{cat::Cat, rope::VpuRope, zext::Zext};
use super::top::{AB, MAX_HEAD, MAX_LEN};
use rust_hdl::prelude::*;
use systole_isa::ErrorCode;

const S_IDLE: u64 = 0;
const S_RUN: u64 = 1;

/// The ROPE engine for `W`-bit SRAM words.
#[derive(LogicBlock)]
pub struct EngRope<const W: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the instruction).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: one-cycle pulse: the instruction starts (its checks passed); `cfg_*` hold until done.
    pub start: Signal<In, Bit>,
    /// 20 bits, input: operand `a` (the heads, `heads * head_size` i32), word address.
    pub cfg_a: Signal<In, Bits<AB>>,
    /// 20 bits, input: operand `b` (the table row, `head_size / 2` u32), word address.
    pub cfg_b: Signal<In, Bits<AB>>,
    /// 20 bits, input: destination `d`, word address.
    pub cfg_d: Signal<In, Bits<AB>>,
    /// 16 bits, input: `heads`.
    pub cfg_len: Signal<In, Bits<16>>,
    /// 16 bits, input: the immediate: `head_size` (even, non-zero in a legal instruction).
    pub cfg_imm: Signal<In, Bits<16>>,
    /// 24 bits, input: SRAM size in words.
    pub cfg_sram_words: Signal<In, Bits<24>>,
    /// 8 bits, output: 0, `UNSUPPORTED` or `OUT_OF_WINDOW`; combinational from `cfg_*`.
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
    /// 32 bits, input: loader A's element (v0 or v1 of a pair).
    pub lda_out_data: Signal<In, Bits<32>>,
    /// 1 bit, output: loader B command offered.
    pub ldb_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: loader B takes the command.
    pub ldb_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: loader B's first word.
    pub ldb_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: loader B's element count.
    pub ldb_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: loader B's element width code (2: 32 bits).
    pub ldb_cmd_width: Signal<Out, Bits<2>>,
    /// 1 bit, output: loader B sign-extends the elements.
    pub ldb_cmd_signed: Signal<Out, Bit>,
    /// 1 bit, input: loader B offers an element.
    pub ldb_out_valid: Signal<In, Bit>,
    /// 1 bit, output: the engine takes loader B's element.
    pub ldb_out_ready: Signal<Out, Bit>,
    /// 32 bits, input: loader B's element (a table entry: c in bits 15:0, s in bits 31:16).
    pub ldb_out_data: Signal<In, Bits<32>>,
    /// 1 bit, input: loader B's element is the last of its command (the head's last pair).
    pub ldb_out_last: Signal<In, Bit>,
    /// 1 bit, output: store command offered.
    pub st_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: the store takes the command.
    pub st_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: the store's first word.
    pub st_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: the store's element count (pairs).
    pub st_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: the store's element width code (3: 64 bits, a rotated pair).
    pub st_cmd_width: Signal<Out, Bits<2>>,
    /// 1 bit, output: an element for the store.
    pub st_in_valid: Signal<Out, Bit>,
    /// 1 bit, input: the store takes the element.
    pub st_in_ready: Signal<In, Bit>,
    /// W bits, output: the element (`{v1', v0'}` in the low 64 bits).
    pub st_in_data: Signal<Out, Bits<W>>,
    /// 1 bit, input: pulse: the store's command has completed (every write accepted).
    pub st_done: Signal<In, Bit>,
    /// 1 bit, output: pulse: the instruction completed.
    pub done: Signal<Out, Bit>,
    /// 1 bit, output: pulse: the instruction failed during execution (never here).
    pub error: Signal<Out, Bit>,
    /// 8 bits, output: the error code, valid with `error`.
    pub error_code: Signal<Out, Bits<8>>,
    state_q: DFF<Bits<1>>,
    /// Commands handed to loader A, loader B (the current head's), the store.
    sa_q: DFF<Bit>,
    sb_q: DFF<Bit>,
    ss_q: DFF<Bit>,
    /// Loader B commands issued (heads).
    hc_q: DFF<Bits<16>>,
    /// A pair's v0 is held in `v0_q`.
    ph_q: DFF<Bit>,
    v0_q: DFF<Bits<32>>,
    done_q: DFF<Bit>,
    /// 32 bits, local: `heads * head_size`.
    n32: Signal<Local, Bits<32>>,
    /// 32 bits: `n32` registered (the instruction's fields are stable from its acceptance; the top
    /// samples the verdict after `CHK_CYCLES`), so the check's product and its sums are in different cycles.
    n32_q: DFF<Bits<32>>,
    /// 17 bits, local: words of the heads (i32) and of the table row (u32).
    nw_v: Signal<Local, Bits<17>>,
    nw_t: Signal<Local, Bits<17>>,
    end_a: Signal<Local, Bits<24>>,
    end_b: Signal<Local, Bits<24>>,
    end_d: Signal<Local, Bits<24>>,
    /// 1 bit, local: a whole pair and its table entry are offered in RUN.
    fire: Signal<Local, Bit>,
    rope: VpuRope,
    pv: Cat<32, 32, 64>,
    pin: Cat<32, 64, 96>,
    zx_nv: Zext<17, 24>,
    zx_nt: Zext<17, 24>,
    zx_a: Zext<AB, 24>,
    zx_b: Zext<AB, 24>,
    zx_d: Zext<AB, 24>,
    zx_n: Zext<16, 17>,
    zx_t: Zext<16, 17>,
    c_idle: Constant<Bits<1>>,
    c_run: Constant<Bits<1>>,
    c_max_len: Constant<Bits<32>>,
    c_max_head: Constant<Bits<16>>,
    c_round32: Constant<Bits<17>>,
    c_l32: Constant<Bits<8>>,
    c_sh1: Constant<Bits<8>>,
    c_one16: Constant<Bits<16>>,
    c_z16: Constant<Bits<16>>,
    c_w32: Constant<Bits<2>>,
    c_w64: Constant<Bits<2>>,
    c_ok: Constant<Bits<8>>,
    c_unsup: Constant<Bits<8>>,
    c_oow: Constant<Bits<8>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl<const W: usize> Default for EngRope<W> {
    fn default() -> Self {
        assert!(W == 64 || W == 128, "EngRope: word width W = {W} is not supported (64 or 128)");
        let wb = (W / 8) as u64;
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            cfg_a: Default::default(),
            cfg_b: Default::default(),
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
            hc_q: Default::default(),
            ph_q: Default::default(),
            v0_q: Default::default(),
            done_q: Default::default(),
            n32: Default::default(),
            n32_q: Default::default(),
            nw_v: Default::default(),
            nw_t: Default::default(),
            end_a: Default::default(),
            end_b: Default::default(),
            end_d: Default::default(),
            fire: Default::default(),
            rope: Default::default(),
            pv: Default::default(),
            pin: Default::default(),
            zx_nv: Default::default(),
            zx_nt: Default::default(),
            zx_a: Default::default(),
            zx_b: Default::default(),
            zx_d: Default::default(),
            zx_n: Default::default(),
            zx_t: Default::default(),
            c_idle: c(S_IDLE),
            c_run: c(S_RUN),
            c_max_len: c(MAX_LEN),
            c_max_head: c(MAX_HEAD),
            c_round32: c(wb / 4 - 1),
            c_l32: c((wb / 4).trailing_zeros() as u64),
            c_sh1: c(1),
            c_one16: c(1),
            c_z16: c(0),
            c_w32: c(2),
            c_w64: c(3),
            c_ok: c(0),
            c_unsup: c(ErrorCode::Unsupported.code() as u64),
            c_oow: c(ErrorCode::OutOfWindow.code() as u64),
        }
    }
}

impl<const W: usize> Logic for EngRope<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state_q, sa_q, sb_q, ss_q, hc_q, ph_q, v0_q, done_q, n32_q);
        self.rope.clock.next = self.clock.val();
        self.rope.reset.next = self.reset.val();
        // checks: the unit's limits, then every operand inside the SRAM (n <= 512 when they matter)
        self.n32.next = self.cfg_len.val() * self.cfg_imm.val();
        self.n32_q.d.next = self.n32.val();
        self.zx_n.x.next = self.n32_q.q.val().get_bits::<16>(0);
        self.zx_t.x.next = self.cfg_imm.val() >> self.c_sh1.val();
        self.nw_v.next = (self.zx_n.y.val() + self.c_round32.val()) >> self.c_l32.val();
        self.nw_t.next = (self.zx_t.y.val() + self.c_round32.val()) >> self.c_l32.val();
        self.zx_nv.x.next = self.nw_v.val();
        self.zx_nt.x.next = self.nw_t.val();
        self.zx_a.x.next = self.cfg_a.val();
        self.zx_b.x.next = self.cfg_b.val();
        self.zx_d.x.next = self.cfg_d.val();
        self.end_a.next = self.zx_a.y.val() + self.zx_nv.y.val();
        self.end_b.next = self.zx_b.y.val() + self.zx_nt.y.val();
        self.end_d.next = self.zx_d.y.val() + self.zx_nv.y.val();
        self.chk_code.next = self.c_ok.val();
        if (self.n32_q.q.val() > self.c_max_len.val()) | (self.cfg_imm.val() > self.c_max_head.val()) {
            self.chk_code.next = self.c_unsup.val();
        } else if (self.end_a.val() > self.cfg_sram_words.val())
            | (self.end_b.val() > self.cfg_sram_words.val())
            | (self.end_d.val() > self.cfg_sram_words.val())
        {
            self.chk_code.next = self.c_oow.val();
        }
        self.done_q.d.next = false;
        if self.start.val() {
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
            self.hc_q.d.next = self.c_z16.val();
            self.ph_q.d.next = false;
            self.state_q.d.next = self.c_run.val();
        }
        // commands: A the whole source, B the table row once per head, the store every pair (64 bits)
        self.lda_cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & !self.sa_q.q.val();
        self.lda_cmd_addr.next = self.cfg_a.val();
        self.lda_cmd_count.next = self.n32_q.q.val().get_bits::<16>(0);
        self.lda_cmd_width.next = self.c_w32.val();
        self.lda_cmd_signed.next = true;
        self.ldb_cmd_valid.next = (self.state_q.q.val() == self.c_run.val())
            & !self.sb_q.q.val()
            & (self.hc_q.q.val() != self.cfg_len.val());
        self.ldb_cmd_addr.next = self.cfg_b.val();
        self.ldb_cmd_count.next = self.cfg_imm.val() >> self.c_sh1.val();
        self.ldb_cmd_width.next = self.c_w32.val();
        self.ldb_cmd_signed.next = false;
        self.st_cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & !self.ss_q.q.val();
        self.st_cmd_addr.next = self.cfg_d.val();
        self.st_cmd_count.next = self.n32_q.q.val().get_bits::<16>(1);
        self.st_cmd_width.next = self.c_w64.val();
        if self.lda_cmd_valid.val() & self.lda_cmd_ready.val() {
            self.sa_q.d.next = true;
        }
        if self.ldb_cmd_valid.val() & self.ldb_cmd_ready.val() {
            self.sb_q.d.next = true;
            self.hc_q.d.next = self.hc_q.q.val() + self.c_one16.val();
        }
        if self.st_cmd_valid.val() & self.st_cmd_ready.val() {
            self.ss_q.d.next = true;
        }
        // pairs: v0 into v0_q, then v1 with the table entry into the unit
        self.fire.next = (self.state_q.q.val() == self.c_run.val())
            & self.ph_q.q.val()
            & self.lda_out_valid.val()
            & self.ldb_out_valid.val();
        self.pv.hi.next = self.lda_out_data.val();
        self.pv.lo.next = self.v0_q.q.val();
        self.pin.hi.next = self.ldb_out_data.val();
        self.pin.lo.next = self.pv.y.val();
        self.rope.in_valid.next = self.fire.val();
        self.rope.in_data.next = self.pin.y.val();
        self.lda_out_ready.next = ((self.state_q.q.val() == self.c_run.val()) & !self.ph_q.q.val())
            | (self.fire.val() & self.rope.in_ready.val());
        self.ldb_out_ready.next = self.fire.val() & self.rope.in_ready.val();
        if (self.state_q.q.val() == self.c_run.val()) & !self.ph_q.q.val() & self.lda_out_valid.val() {
            self.v0_q.d.next = self.lda_out_data.val();
            self.ph_q.d.next = true;
        }
        if self.fire.val() & self.rope.in_ready.val() {
            self.ph_q.d.next = false;
            if self.ldb_out_last.val() {
                self.sb_q.d.next = false;
            }
        }
        // results -> the store
        self.st_in_valid.next = self.rope.out_valid.val();
        self.st_in_data.next = bit_cast::<W, 64>(self.rope.out_data.val());
        self.rope.out_ready.next = self.st_in_ready.val();
        if (self.state_q.q.val() == self.c_run.val()) & self.st_done.val() {
            self.done_q.d.next = true;
            self.state_q.d.next = self.c_idle.val();
        }
        self.done.next = self.done_q.q.val();
        self.error.next = false;
        self.error_code.next = self.c_ok.val();
        if self.reset.val() {
            self.state_q.d.next = self.c_idle.val();
            self.done_q.d.next = false;
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
            self.ph_q.d.next = false;
        }
    }
}
