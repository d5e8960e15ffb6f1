//! # eng_embed
//!
//! `EngEmbed`, the vector unit top's engine for `vec.embed` (funct 10): one embedding row of `len` INT8
//! weights at `a` with one scale `{m, s}` per group of `imm` elements at `b` becomes `len` Q16 values at
//! `d` ([`super::VpuEmbed`]: `x = sat32(rshr(q * 127 * m, s - 16))`). The number of scales,
//! `ceil(len / group)`, comes from a sequential divider before anything is read; the scales range is
//! checked then (`OUT_OF_WINDOW` through `error`), the other operands in `chk_code`.
//!
//! ```text
//!  start --> DIV: Divider<17, 16> (len + group - 1) / group --> groups_q --> range of b --> RUN / error
//!
//!  lda_out (q, i8) ------------------\
//!                                     join --> VpuEmbed --> st_in (i32) --> st_done --> done
//!  ldb_out ({m, s}, one per group) ---/  (held for `group` elements: gcnt_q)
//! ```

use super::divider::Divider;
use super::embed::VpuEmbed;
use super::top::{AB, MAX_LEN};
use super::zext::Zext;
use rust_hdl::prelude::*;
use systole_isa::ErrorCode;

const S_IDLE: u64 = 0;
const S_DIV: u64 = 1;
const S_RUN: u64 = 2;

/// The EMBED engine for `W`-bit SRAM words.
#[derive(LogicBlock)]
pub struct EngEmbed<const W: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the instruction).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: one-cycle pulse: the instruction starts (its checks passed); `cfg_*` hold until done.
    pub start: Signal<In, Bit>,
    /// 20 bits, input: operand `a`, word address.
    pub cfg_a: Signal<In, Bits<AB>>,
    /// 20 bits, input: operand `b`, word address.
    pub cfg_b: Signal<In, Bits<AB>>,
    /// 20 bits, input: destination `d`, word address.
    pub cfg_d: Signal<In, Bits<AB>>,
    /// 16 bits, input: `len`.
    pub cfg_len: Signal<In, Bits<16>>,
    /// 16 bits, input: `imm`.
    pub cfg_imm: Signal<In, Bits<16>>,
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
    /// The division has been handed to the divider.
    dv_q: DFF<Bit>,
    /// Scales (groups) of the row.
    groups_q: DFF<Bits<16>>,
    /// Element index inside the current group.
    gcnt_q: DFF<Bits<16>>,
    /// Commands handed to loader A, loader B, the store in this instruction.
    sa_q: DFF<Bit>,
    sb_q: DFF<Bit>,
    ss_q: DFF<Bit>,
    done_q: DFF<Bit>,
    error_q: DFF<Bit>,
    /// 17 bits, local: words of `len` 8-bit and 32-bit elements.
    nw8: Signal<Local, Bits<17>>,
    nw32: Signal<Local, Bits<17>>,
    /// 18 bits, local: words of the scales, `ceil(4 * groups / WORD_BYTES)`.
    nws: Signal<Local, Bits<18>>,
    end_a: Signal<Local, Bits<24>>,
    end_b: Signal<Local, Bits<24>>,
    end_d: Signal<Local, Bits<24>>,
    /// 1 bit, local: both operand streams offer an element in RUN.
    both: Signal<Local, Bit>,
    /// 1 bit, local: an element enters the unit this cycle.
    take: Signal<Local, Bit>,
    /// 1 bit, local: the element ends its group (its scale is used up).
    gend: Signal<Local, Bit>,
    div: Divider<17, 16>,
    emb: VpuEmbed,
    zx_len: Zext<16, 17>,
    zx_imm: Zext<16, 17>,
    zx_n8: Zext<17, 24>,
    zx_n32: Zext<17, 24>,
    zx_g: Zext<16, 18>,
    zx_ns: Zext<18, 24>,
    zx_a: Zext<AB, 24>,
    zx_b: Zext<AB, 24>,
    zx_d: Zext<AB, 24>,
    zx_out: Zext<32, W>,
    /// `{s, m, q}`: the scale word's low 24 bits above the weight.
    pack: super::cat::Cat<24, 8, 32>,
    c_idle: Constant<Bits<2>>,
    c_div: Constant<Bits<2>>,
    c_run: Constant<Bits<2>>,
    c_max_len: Constant<Bits<16>>,
    c_one17: Constant<Bits<17>>,
    c_one16: Constant<Bits<16>>,
    c_z16: Constant<Bits<16>>,
    c_round8: Constant<Bits<17>>,
    c_l8: Constant<Bits<8>>,
    c_round32: Constant<Bits<17>>,
    c_l32: Constant<Bits<8>>,
    c_rounds: Constant<Bits<18>>,
    c_ls: Constant<Bits<8>>,
    c_w8: Constant<Bits<2>>,
    c_w32: Constant<Bits<2>>,
    c_ok: Constant<Bits<8>>,
    c_unsup: Constant<Bits<8>>,
    c_oow: Constant<Bits<8>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl<const W: usize> Default for EngEmbed<W> {
    fn default() -> Self {
        assert!(W == 64 || W == 128, "EngEmbed: word width W = {W} is not supported (64 or 128)");
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
            ldb_cmd_valid: Default::default(),
            ldb_cmd_ready: Default::default(),
            ldb_cmd_addr: Default::default(),
            ldb_cmd_count: Default::default(),
            ldb_cmd_width: Default::default(),
            ldb_cmd_signed: Default::default(),
            ldb_out_valid: Default::default(),
            ldb_out_ready: Default::default(),
            ldb_out_data: Default::default(),
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
            dv_q: Default::default(),
            groups_q: Default::default(),
            gcnt_q: Default::default(),
            sa_q: Default::default(),
            sb_q: Default::default(),
            ss_q: Default::default(),
            done_q: Default::default(),
            error_q: Default::default(),
            nw8: Default::default(),
            nw32: Default::default(),
            nws: Default::default(),
            end_a: Default::default(),
            end_b: Default::default(),
            end_d: Default::default(),
            both: Default::default(),
            take: Default::default(),
            gend: Default::default(),
            div: Default::default(),
            emb: Default::default(),
            zx_len: Default::default(),
            zx_imm: Default::default(),
            zx_n8: Default::default(),
            zx_n32: Default::default(),
            zx_g: Default::default(),
            zx_ns: Default::default(),
            zx_a: Default::default(),
            zx_b: Default::default(),
            zx_d: Default::default(),
            zx_out: Default::default(),
            pack: Default::default(),
            c_idle: c(S_IDLE),
            c_div: c(S_DIV),
            c_run: c(S_RUN),
            c_max_len: c(MAX_LEN),
            c_one17: c(1),
            c_one16: c(1),
            c_z16: c(0),
            c_round8: c(wb - 1),
            c_l8: c(wb.trailing_zeros() as u64),
            c_round32: c(wb / 4 - 1),
            c_l32: c((wb / 4).trailing_zeros() as u64),
            c_rounds: c(wb / 4 - 1),
            c_ls: c((wb / 4).trailing_zeros() as u64),
            c_w8: c(0),
            c_w32: c(2),
            c_ok: c(0),
            c_unsup: c(ErrorCode::Unsupported.code() as u64),
            c_oow: c(ErrorCode::OutOfWindow.code() as u64),
        }
    }
}

impl<const W: usize> Logic for EngEmbed<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state_q, dv_q, groups_q, gcnt_q, sa_q, sb_q, ss_q, done_q, error_q);
        self.div.clock.next = self.clock.val();
        self.div.reset.next = self.reset.val();
        self.emb.clock.next = self.clock.val();
        self.emb.reset.next = self.reset.val();
        // checks of the row and the destination (the scales after the division)
        self.zx_len.x.next = self.cfg_len.val();
        self.zx_imm.x.next = self.cfg_imm.val();
        self.nw8.next = (self.zx_len.y.val() + self.c_round8.val()) >> self.c_l8.val();
        self.nw32.next = (self.zx_len.y.val() + self.c_round32.val()) >> self.c_l32.val();
        self.zx_n8.x.next = self.nw8.val();
        self.zx_n32.x.next = self.nw32.val();
        self.zx_a.x.next = self.cfg_a.val();
        self.zx_b.x.next = self.cfg_b.val();
        self.zx_d.x.next = self.cfg_d.val();
        self.end_a.next = self.zx_a.y.val() + self.zx_n8.y.val();
        self.end_d.next = self.zx_d.y.val() + self.zx_n32.y.val();
        self.zx_g.x.next = self.groups_q.q.val();
        self.nws.next = (self.zx_g.y.val() + self.c_rounds.val()) >> self.c_ls.val();
        self.zx_ns.x.next = self.nws.val();
        self.end_b.next = self.zx_b.y.val() + self.zx_ns.y.val();
        self.chk_code.next = self.c_ok.val();
        if self.cfg_len.val() > self.c_max_len.val() {
            self.chk_code.next = self.c_unsup.val();
        } else if (self.end_a.val() > self.cfg_sram_words.val()) | (self.end_d.val() > self.cfg_sram_words.val()) {
            self.chk_code.next = self.c_oow.val();
        }
        self.done_q.d.next = false;
        self.error_q.d.next = false;
        if self.start.val() {
            self.dv_q.d.next = false;
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
            self.gcnt_q.d.next = self.c_z16.val();
            self.state_q.d.next = self.c_div.val();
        }
        // DIV: groups = (len + group - 1) / group, then the scales' range
        self.div.in_valid.next = (self.state_q.q.val() == self.c_div.val()) & !self.dv_q.q.val();
        self.div.in_num.next = self.zx_len.y.val() + self.zx_imm.y.val() - self.c_one17.val();
        self.div.in_den.next = self.cfg_imm.val();
        self.div.out_ready.next = self.state_q.q.val() == self.c_div.val();
        if self.div.in_valid.val() & self.div.in_ready.val() {
            self.dv_q.d.next = true;
        }
        if (self.state_q.q.val() == self.c_div.val()) & self.div.out_valid.val() {
            self.groups_q.d.next = self.div.out_quot.val().get_bits::<16>(0);
            self.state_q.d.next = self.c_run.val();
        }
        // the first RUN cycle checks the scales (groups_q is valid from here on)
        if (self.state_q.q.val() == self.c_run.val())
            & !self.sb_q.q.val()
            & (self.end_b.val() > self.cfg_sram_words.val())
        {
            self.error_q.d.next = true;
            self.state_q.d.next = self.c_idle.val();
        }
        // commands: nothing is issued in the cycle the scales' range is checked
        self.lda_cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & self.sb_q.q.val() & !self.sa_q.q.val();
        self.lda_cmd_addr.next = self.cfg_a.val();
        self.lda_cmd_count.next = self.cfg_len.val();
        self.lda_cmd_width.next = self.c_w8.val();
        self.lda_cmd_signed.next = true;
        self.ldb_cmd_valid.next = (self.state_q.q.val() == self.c_run.val())
            & !self.sb_q.q.val()
            & (self.end_b.val() <= self.cfg_sram_words.val());
        self.ldb_cmd_addr.next = self.cfg_b.val();
        self.ldb_cmd_count.next = self.groups_q.q.val();
        self.ldb_cmd_width.next = self.c_w32.val();
        self.ldb_cmd_signed.next = false;
        self.st_cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & self.sb_q.q.val() & !self.ss_q.q.val();
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
        // join: each weight with its group's scale; the scale leaves with its group's last element
        self.both.next = (self.state_q.q.val() == self.c_run.val()) & self.lda_out_valid.val() & self.ldb_out_valid.val();
        self.take.next = self.both.val() & self.emb.in_ready.val();
        self.gend.next = (self.gcnt_q.q.val() == (self.cfg_imm.val() - self.c_one16.val())) | self.lda_out_last.val();
        self.emb.in_valid.next = self.both.val();
        self.pack.hi.next = self.ldb_out_data.val().get_bits::<24>(0);
        self.pack.lo.next = self.lda_out_data.val().get_bits::<8>(0);
        self.emb.in_data.next = self.pack.y.val();
        self.lda_out_ready.next = self.take.val();
        self.ldb_out_ready.next = self.take.val() & self.gend.val();
        if self.take.val() {
            if self.gend.val() {
                self.gcnt_q.d.next = self.c_z16.val();
            } else {
                self.gcnt_q.d.next = self.gcnt_q.q.val() + self.c_one16.val();
            }
        }
        // results -> the store
        self.zx_out.x.next = self.emb.out_data.val();
        self.st_in_valid.next = self.emb.out_valid.val();
        self.st_in_data.next = self.zx_out.y.val();
        self.emb.out_ready.next = self.st_in_ready.val();
        if (self.state_q.q.val() == self.c_run.val()) & self.st_done.val() {
            self.done_q.d.next = true;
            self.state_q.d.next = self.c_idle.val();
        }
        self.done.next = self.done_q.q.val();
        self.error.next = self.error_q.q.val();
        self.error_code.next = self.c_oow.val();
        if self.reset.val() {
            self.state_q.d.next = self.c_idle.val();
            self.done_q.d.next = false;
            self.error_q.d.next = false;
            self.dv_q.d.next = false;
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
        }
    }
}
