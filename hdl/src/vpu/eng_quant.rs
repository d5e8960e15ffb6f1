//! # eng_quant
//!
//! `EngQuant`, the vector unit top's engine for `vec.quant` (funct 0): `len` i32 at `a` (loader A) are
//! quantized by [`super::Quant`] in groups of `imm` (1..=32; a group of `len` or more is one group) to INT8,
//! written at `d` (one store command, 8-bit elements), while each group's scale `{a_m, e}` (u32: `a_m` bits
//! 15:0, `e` bits 23:16) goes into a 512-entry block-RAM buffer; after the INT8 store has completed, a second
//! store command writes the scales at `b` (32-bit elements). `Machine::execute` writes q, then the scales.
//!
//! ```text
//!  start --> state_q: IDLE -> RUN (lda a, st d x8) -> SCALES (st b x32) -> IDLE (done)
//!
//!  lda_out (v_j, in_last) --> Quant (cfg_group = imm) --q_j--> st_in (8-bit elements)
//!                                          \--{a_m, e} on out_glast--> [SdpRam 512 x 32] --after st_done-->
//!                                                                                          st_in (32-bit)
//! ```
//!
//! Checks (`chk_code`, combinational but for the capacity product `avail * imm`, registered once like the
//! other engines' check products): `UNSUPPORTED` when `len > MAX_LEN` or `imm > QUANT_MAX_GROUP`
//! (`systole_isa::regs::vpu_limits`), then `OUT_OF_WINDOW` when src (`4 len` bytes), q (`len` bytes) or the
//! scales (`4 ceil(len / min(imm, len))` bytes) reach past `cfg_sram_words`. The scales' check needs no
//! division: `ceil(4 groups / WB) <= avail` (words left after `b`) holds exactly when
//! `len <= (WB / 4) * avail * imm`, with `avail` clamped to 512 (more is always enough).

use super::{bfp16::SdpRam, cat::Cat, mul_s::MulS, quant::Quant, zext::Zext};
use super::top::{AB, MAX_LEN};
use rust_hdl::prelude::*;
use systole_isa::regs::vpu_limits;
use systole_isa::ErrorCode;

const S_IDLE: u64 = 0;
const S_RUN: u64 = 1;
const S_SCALES: u64 = 2;

/// Entries of the scale buffer: one per group, at most `MAX_LEN` groups (group 1).
const SC_AB: usize = 9;

/// The QUANT engine for `W`-bit SRAM words.
#[derive(LogicBlock)]
pub struct EngQuant<const W: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the instruction).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: one-cycle pulse: the instruction starts (its checks passed); `cfg_*` hold until done.
    pub start: Signal<In, Bit>,
    /// 20 bits, input: operand `a` (src, `len` i32), word address.
    pub cfg_a: Signal<In, Bits<AB>>,
    /// 20 bits, input: operand `b` (scales out, one u32 per group), word address.
    pub cfg_b: Signal<In, Bits<AB>>,
    /// 20 bits, input: destination `d` (q out, `len` INT8), word address.
    pub cfg_d: Signal<In, Bits<AB>>,
    /// 16 bits, input: elements.
    pub cfg_len: Signal<In, Bits<16>>,
    /// 16 bits, input: the group size (`vec.imm`, >= 1).
    pub cfg_imm: Signal<In, Bits<16>>,
    /// 24 bits, input: SRAM size in words.
    pub cfg_sram_words: Signal<In, Bits<24>>,
    /// 8 bits, output: 0, `UNSUPPORTED` or `OUT_OF_WINDOW` (combinational from `cfg_*`).
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
    /// 1 bit, output: loader A sign-extends the elements (irrelevant for 32 bits).
    pub lda_cmd_signed: Signal<Out, Bit>,
    /// 1 bit, input: loader A offers an element.
    pub lda_out_valid: Signal<In, Bit>,
    /// 1 bit, output: the engine takes loader A's element.
    pub lda_out_ready: Signal<Out, Bit>,
    /// 32 bits, input: loader A's element (v_j).
    pub lda_out_data: Signal<In, Bits<32>>,
    /// 1 bit, input: loader A's element is the last of the vector.
    pub lda_out_last: Signal<In, Bit>,
    /// 1 bit, output: store command offered.
    pub st_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: the store takes the command.
    pub st_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: the store's first word.
    pub st_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: the store's element count.
    pub st_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: the store's element width code (0: 8 bits for q, 2: 32 bits for the scales).
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
    /// Commands handed to loader A, the store in this state.
    sa_q: DFF<Bit>,
    ss_q: DFF<Bit>,
    /// Scales in the buffer (groups seen).
    nsc_q: DFF<Bits<10>>,
    /// Index of the scale at the buffer's read register (SCALES).
    rp_q: DFF<Bits<10>>,
    /// The buffer's read register holds entry `rp_q` (one cycle after entering SCALES).
    prm_q: DFF<Bit>,
    done_q: DFF<Bit>,
    /// 17 bits, local: words of `len` 32-bit / 8-bit elements.
    nw32: Signal<Local, Bits<17>>,
    nw8: Signal<Local, Bits<17>>,
    end_a: Signal<Local, Bits<24>>,
    end_d: Signal<Local, Bits<24>>,
    /// 24 bits, local: words from `b` to the end of the SRAM; 10 bits: that, clamped to 512.
    avail: Signal<Local, Bits<24>>,
    availc: Signal<Local, Bits<10>>,
    /// 20 bits, local: scales that fit: `(WB / 4) * availc * imm`.
    cap: Signal<Local, Bits<20>>,
    /// 1 bit, local: a scale store transfer this cycle (SCALES).
    sfire: Signal<Local, Bit>,
    /// 1 bit, local: the unit's element goes to the store this cycle (RUN).
    qfire: Signal<Local, Bit>,
    /// 10 bits, local: `rp_q + 1`.
    rp1: Signal<Local, Bits<10>>,
    quant: Quant,
    ram: SdpRam<32, SC_AB>,
    mul: MulS<11, 7, 18>,
    zx_av: Zext<10, 11>,
    zx_g: Zext<6, 7>,
    zx_cap: Zext<18, 20>,
    /// 18 bits: the scales' capacity product `avail * imm` registered (the instruction's fields are stable from
    /// its acceptance; the top samples the verdict after `CHK_CYCLES`), so the product and the compares are in
    /// different cycles (2026-12-08: the vector unit's routed critical path ran from `cfg_sram_words` through
    /// `avail`, this product and the compare into the top's verdict register).
    capm_q: DFF<Bits<18>>,
    zx_len20: Zext<16, 20>,
    zx_a: Zext<AB, 24>,
    zx_b: Zext<AB, 24>,
    zx_d: Zext<AB, 24>,
    zx_nw32: Zext<17, 24>,
    zx_nw8: Zext<17, 24>,
    zx_len: Zext<16, 17>,
    zx_nsc: Zext<10, 16>,
    zx_e: Zext<5, 16>,
    zx_q: Zext<8, W>,
    zx_s: Zext<32, W>,
    scale: Cat<16, 16, 32>,
    c_idle: Constant<Bits<2>>,
    c_run: Constant<Bits<2>>,
    c_scales: Constant<Bits<2>>,
    c_max_len: Constant<Bits<16>>,
    c_max_group: Constant<Bits<16>>,
    c_round32: Constant<Bits<17>>,
    c_l32: Constant<Bits<8>>,
    c_round8: Constant<Bits<17>>,
    c_l8: Constant<Bits<8>>,
    c_512: Constant<Bits<24>>,
    c_512_10: Constant<Bits<10>>,
    c_w8: Constant<Bits<2>>,
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

impl<const W: usize> Default for EngQuant<W> {
    fn default() -> Self {
        assert!(W == 64 || W == 128, "EngQuant: word width W = {W} is not supported (64 or 128)");
        assert!(
            (1u64 << SC_AB) >= MAX_LEN,
            "EngQuant: scale buffer of {} entries is below MAX_LEN = {MAX_LEN}",
            1u64 << SC_AB
        );
        assert!(
            vpu_limits::QUANT_MAX_GROUP == 32,
            "EngQuant: QUANT_MAX_GROUP = {} is not the QUANT unit's 32",
            vpu_limits::QUANT_MAX_GROUP
        );
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
            lda_out_last: Default::default(),
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
            ss_q: Default::default(),
            nsc_q: Default::default(),
            rp_q: Default::default(),
            prm_q: Default::default(),
            done_q: Default::default(),
            nw32: Default::default(),
            nw8: Default::default(),
            end_a: Default::default(),
            end_d: Default::default(),
            avail: Default::default(),
            availc: Default::default(),
            cap: Default::default(),
            sfire: Default::default(),
            qfire: Default::default(),
            rp1: Default::default(),
            quant: Default::default(),
            ram: Default::default(),
            mul: Default::default(),
            zx_av: Default::default(),
            zx_g: Default::default(),
            zx_cap: Default::default(),
            capm_q: Default::default(),
            zx_len20: Default::default(),
            zx_a: Default::default(),
            zx_b: Default::default(),
            zx_d: Default::default(),
            zx_nw32: Default::default(),
            zx_nw8: Default::default(),
            zx_len: Default::default(),
            zx_nsc: Default::default(),
            zx_e: Default::default(),
            zx_q: Default::default(),
            zx_s: Default::default(),
            scale: Default::default(),
            c_idle: c(S_IDLE),
            c_run: c(S_RUN),
            c_scales: c(S_SCALES),
            c_max_len: c(MAX_LEN),
            c_max_group: c(vpu_limits::QUANT_MAX_GROUP as u64),
            c_round32: c(wb / 4 - 1),
            c_l32: c((wb / 4).trailing_zeros() as u64),
            c_round8: c(wb - 1),
            c_l8: c(wb.trailing_zeros() as u64),
            c_512: c(512),
            c_512_10: c(512),
            c_w8: c(0),
            c_w32: c(2),
            c_one10: c(1),
            c_z10: c(0),
            c_ok: c(0),
            c_unsup: c(ErrorCode::Unsupported.code() as u64),
            c_oow: c(ErrorCode::OutOfWindow.code() as u64),
        }
    }
}

impl<const W: usize> Logic for EngQuant<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state_q, sa_q, ss_q, nsc_q, rp_q, prm_q, done_q, capm_q);
        self.quant.clock.next = self.clock.val();
        self.quant.reset.next = self.reset.val();
        self.ram.clock.next = self.clock.val();
        // checks: the limits, then src, q and the scales inside the SRAM
        self.zx_len.x.next = self.cfg_len.val();
        self.nw32.next = (self.zx_len.y.val() + self.c_round32.val()) >> self.c_l32.val();
        self.nw8.next = (self.zx_len.y.val() + self.c_round8.val()) >> self.c_l8.val();
        self.zx_nw32.x.next = self.nw32.val();
        self.zx_nw8.x.next = self.nw8.val();
        self.zx_a.x.next = self.cfg_a.val();
        self.zx_b.x.next = self.cfg_b.val();
        self.zx_d.x.next = self.cfg_d.val();
        self.end_a.next = self.zx_a.y.val() + self.zx_nw32.y.val();
        self.end_d.next = self.zx_d.y.val() + self.zx_nw8.y.val();
        self.avail.next = self.cfg_sram_words.val() - self.zx_b.y.val();
        self.availc.next = self.avail.val().get_bits::<10>(0);
        if self.avail.val() > self.c_512.val() {
            self.availc.next = self.c_512_10.val();
        }
        self.zx_av.x.next = self.availc.val();
        self.zx_g.x.next = self.cfg_imm.val().get_bits::<6>(0);
        self.mul.a.next = self.zx_av.y.val();
        self.mul.b.next = self.zx_g.y.val();
        self.capm_q.d.next = self.mul.p.val();
        self.zx_cap.x.next = self.capm_q.q.val();
        self.cap.next = self.zx_cap.y.val() << self.c_l32.val();
        self.zx_len20.x.next = self.cfg_len.val();
        self.chk_code.next = self.c_ok.val();
        if (self.cfg_len.val() > self.c_max_len.val()) | (self.cfg_imm.val() > self.c_max_group.val()) {
            self.chk_code.next = self.c_unsup.val();
        } else if (self.end_a.val() > self.cfg_sram_words.val())
            | (self.end_d.val() > self.cfg_sram_words.val())
            | (self.zx_b.y.val() >= self.cfg_sram_words.val())
            | (self.zx_len20.y.val() > self.cap.val())
        {
            self.chk_code.next = self.c_oow.val();
        }
        self.done_q.d.next = false;
        if self.start.val() {
            self.sa_q.d.next = false;
            self.ss_q.d.next = false;
            self.nsc_q.d.next = self.c_z10.val();
            self.rp_q.d.next = self.c_z10.val();
            self.prm_q.d.next = false;
            self.state_q.d.next = self.c_run.val();
        }
        // loader A: the source vector
        self.lda_cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & !self.sa_q.q.val();
        self.lda_cmd_addr.next = self.cfg_a.val();
        self.lda_cmd_count.next = self.cfg_len.val();
        self.lda_cmd_width.next = self.c_w32.val();
        self.lda_cmd_signed.next = true;
        if self.lda_cmd_valid.val() & self.lda_cmd_ready.val() {
            self.sa_q.d.next = true;
        }
        self.quant.cfg_group.next = self.cfg_imm.val().get_bits::<6>(0);
        self.quant.in_valid.next = (self.state_q.q.val() == self.c_run.val()) & self.lda_out_valid.val();
        self.quant.in_data.next = self.lda_out_data.val();
        self.quant.in_last.next = self.lda_out_last.val();
        self.lda_out_ready.next = (self.state_q.q.val() == self.c_run.val()) & self.quant.in_ready.val();
        // the store: q (RUN), then the scales (SCALES)
        self.st_cmd_valid.next = ((self.state_q.q.val() == self.c_run.val())
            | (self.state_q.q.val() == self.c_scales.val()))
            & !self.ss_q.q.val();
        self.zx_nsc.x.next = self.nsc_q.q.val();
        if self.state_q.q.val() == self.c_scales.val() {
            self.st_cmd_addr.next = self.cfg_b.val();
            self.st_cmd_count.next = self.zx_nsc.y.val();
            self.st_cmd_width.next = self.c_w32.val();
        } else {
            self.st_cmd_addr.next = self.cfg_d.val();
            self.st_cmd_count.next = self.cfg_len.val();
            self.st_cmd_width.next = self.c_w8.val();
        }
        if self.st_cmd_valid.val() & self.st_cmd_ready.val() {
            self.ss_q.d.next = true;
        }
        // RUN: q_j -> the store; each group's scale -> the buffer
        self.zx_q.x.next = self.quant.out_data.val();
        self.zx_e.x.next = self.quant.out_e.val();
        self.scale.hi.next = self.zx_e.y.val();
        self.scale.lo.next = self.quant.out_am.val();
        self.qfire.next = (self.state_q.q.val() == self.c_run.val())
            & self.quant.out_valid.val()
            & self.st_in_ready.val();
        self.quant.out_ready.next = (self.state_q.q.val() == self.c_run.val()) & self.st_in_ready.val();
        self.ram.we.next = self.qfire.val() & self.quant.out_glast.val();
        self.ram.waddr.next = self.nsc_q.q.val().get_bits::<SC_AB>(0);
        self.ram.wdata.next = self.scale.y.val();
        if self.qfire.val() & self.quant.out_glast.val() {
            self.nsc_q.d.next = self.nsc_q.q.val() + self.c_one10.val();
        }
        // SCALES: the buffer -> the store; the read register always holds entry rp_q (after priming)
        self.sfire.next = (self.state_q.q.val() == self.c_scales.val())
            & self.prm_q.q.val()
            & (self.rp_q.q.val() < self.nsc_q.q.val())
            & self.st_in_ready.val();
        self.rp1.next = self.rp_q.q.val() + self.c_one10.val();
        self.ram.raddr.next = self.rp_q.q.val().get_bits::<SC_AB>(0);
        if self.sfire.val() {
            self.rp_q.d.next = self.rp1.val();
            self.ram.raddr.next = self.rp1.val().get_bits::<SC_AB>(0);
        }
        if self.state_q.q.val() == self.c_scales.val() {
            self.prm_q.d.next = true;
        }
        self.zx_s.x.next = self.ram.rdata.val();
        if self.state_q.q.val() == self.c_scales.val() {
            self.st_in_valid.next = self.prm_q.q.val() & (self.rp_q.q.val() < self.nsc_q.q.val());
            self.st_in_data.next = self.zx_s.y.val();
        } else {
            self.st_in_valid.next = (self.state_q.q.val() == self.c_run.val()) & self.quant.out_valid.val();
            self.st_in_data.next = self.zx_q.y.val();
        }
        if (self.state_q.q.val() == self.c_run.val()) & self.st_done.val() {
            self.ss_q.d.next = false;
            self.prm_q.d.next = false;
            self.state_q.d.next = self.c_scales.val();
        }
        if (self.state_q.q.val() == self.c_scales.val()) & self.st_done.val() {
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
            self.ss_q.d.next = false;
            self.prm_q.d.next = false;
        }
    }
}
