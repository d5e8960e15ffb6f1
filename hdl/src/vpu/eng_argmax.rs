//! # eng_argmax
//!
//! `EngArgmax`, the vector unit top's engine for `vec.argmax` (funct 9): it streams the `len` i32 logits
//! from `a` through loader A into the ARGMAX unit ([`super::VpuArgmax`], `in_last` on the last) and stores
//! its one result, the u32 index of the first maximum and then the i32 maximum, as two 32-bit elements at
//! `d` (the index first, from the unit's `out_data[31:0]`, then the value from `out_data[63:32]`).
//!
//! ```text
//!  start --> RUN: lda a (len x i32, last) --> VpuArgmax --> {value, index} --half_q--> st d (2 x i32) --> done
//! ```

use super::argmax::VpuArgmax;
use super::top::{AB, MAX_LEN};
use super::zext::Zext;
use rust_hdl::prelude::*;
use systole_isa::ErrorCode;

/// The ARGMAX engine for `W`-bit SRAM words.
#[derive(LogicBlock)]
pub struct EngArgmax<const W: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the instruction).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: one-cycle pulse: the instruction starts (its checks passed); `cfg_*` hold until done.
    pub start: Signal<In, Bit>,
    /// 20 bits, input: operand `a`, word address.
    pub cfg_a: Signal<In, Bits<AB>>,
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
    /// The instruction runs.
    run_q: DFF<Bit>,
    /// The index has been stored; the value goes next.
    half_q: DFF<Bit>,
    /// Commands handed to loader A and the store in this instruction.
    sa_q: DFF<Bit>,
    ss_q: DFF<Bit>,
    done_q: DFF<Bit>,
    /// 17 bits, local: words of `len` 32-bit elements.
    nw32: Signal<Local, Bits<17>>,
    end_a: Signal<Local, Bits<24>>,
    end_d: Signal<Local, Bits<24>>,
    am: VpuArgmax,
    zx_len: Zext<16, 17>,
    zx_n32: Zext<17, 24>,
    zx_a: Zext<AB, 24>,
    zx_d: Zext<AB, 24>,
    zx_out: Zext<32, W>,
    c_max_len: Constant<Bits<16>>,
    c_round32: Constant<Bits<17>>,
    c_l32: Constant<Bits<8>>,
    c_res_words: Constant<Bits<24>>,
    c_w32: Constant<Bits<2>>,
    c_two16: Constant<Bits<16>>,
    c_ok: Constant<Bits<8>>,
    c_unsup: Constant<Bits<8>>,
    c_oow: Constant<Bits<8>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl<const W: usize> Default for EngArgmax<W> {
    fn default() -> Self {
        assert!(W == 64 || W == 128, "EngArgmax: word width W = {W} is not supported (64 or 128)");
        assert!(MAX_LEN <= 0xFFFF, "EngArgmax: MAX_LEN = {MAX_LEN} does not fit the 16-bit len");
        let wb = (W / 8) as u64;
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            cfg_a: Default::default(),
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
            run_q: Default::default(),
            half_q: Default::default(),
            sa_q: Default::default(),
            ss_q: Default::default(),
            done_q: Default::default(),
            nw32: Default::default(),
            end_a: Default::default(),
            end_d: Default::default(),
            am: Default::default(),
            zx_len: Default::default(),
            zx_n32: Default::default(),
            zx_a: Default::default(),
            zx_d: Default::default(),
            zx_out: Default::default(),
            c_max_len: c(MAX_LEN),
            c_round32: c(wb / 4 - 1),
            c_l32: c((wb / 4).trailing_zeros() as u64),
            c_res_words: c(8u64.div_ceil(wb)),
            c_w32: c(2),
            c_two16: c(2),
            c_ok: c(0),
            c_unsup: c(ErrorCode::Unsupported.code() as u64),
            c_oow: c(ErrorCode::OutOfWindow.code() as u64),
        }
    }
}

impl<const W: usize> Logic for EngArgmax<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, run_q, half_q, sa_q, ss_q, done_q);
        self.am.clock.next = self.clock.val();
        self.am.reset.next = self.reset.val();
        // checks
        self.zx_len.x.next = self.cfg_len.val();
        self.nw32.next = (self.zx_len.y.val() + self.c_round32.val()) >> self.c_l32.val();
        self.zx_n32.x.next = self.nw32.val();
        self.zx_a.x.next = self.cfg_a.val();
        self.zx_d.x.next = self.cfg_d.val();
        self.end_a.next = self.zx_a.y.val() + self.zx_n32.y.val();
        self.end_d.next = self.zx_d.y.val() + self.c_res_words.val();
        self.chk_code.next = self.c_ok.val();
        if self.cfg_len.val() > self.c_max_len.val() {
            self.chk_code.next = self.c_unsup.val();
        } else if (self.end_a.val() > self.cfg_sram_words.val()) | (self.end_d.val() > self.cfg_sram_words.val()) {
            self.chk_code.next = self.c_oow.val();
        }
        self.done_q.d.next = false;
        if self.start.val() {
            self.run_q.d.next = true;
            self.half_q.d.next = false;
            self.sa_q.d.next = false;
            self.ss_q.d.next = false;
        }
        // commands
        self.lda_cmd_valid.next = self.run_q.q.val() & !self.sa_q.q.val();
        self.lda_cmd_addr.next = self.cfg_a.val();
        self.lda_cmd_count.next = self.cfg_len.val();
        self.lda_cmd_width.next = self.c_w32.val();
        self.lda_cmd_signed.next = true;
        self.st_cmd_valid.next = self.run_q.q.val() & !self.ss_q.q.val();
        self.st_cmd_addr.next = self.cfg_d.val();
        self.st_cmd_count.next = self.c_two16.val();
        self.st_cmd_width.next = self.c_w32.val();
        if self.lda_cmd_valid.val() & self.lda_cmd_ready.val() {
            self.sa_q.d.next = true;
        }
        if self.st_cmd_valid.val() & self.st_cmd_ready.val() {
            self.ss_q.d.next = true;
        }
        // logits -> the unit
        self.am.in_valid.next = self.run_q.q.val() & self.lda_out_valid.val();
        self.am.in_data.next = self.lda_out_data.val();
        self.am.in_last.next = self.lda_out_last.val();
        self.lda_out_ready.next = self.run_q.q.val() & self.am.in_ready.val();
        // the result: index, then value; the unit's element leaves with the value
        self.st_in_valid.next = self.am.out_valid.val();
        if self.half_q.q.val() {
            self.zx_out.x.next = self.am.out_data.val().get_bits::<32>(32);
        } else {
            self.zx_out.x.next = self.am.out_data.val().get_bits::<32>(0);
        }
        self.st_in_data.next = self.zx_out.y.val();
        self.am.out_ready.next = self.st_in_ready.val() & self.half_q.q.val();
        if self.am.out_valid.val() & self.st_in_ready.val() {
            self.half_q.d.next = !self.half_q.q.val();
        }
        if self.run_q.q.val() & self.st_done.val() {
            self.done_q.d.next = true;
            self.run_q.d.next = false;
        }
        self.done.next = self.done_q.q.val();
        if self.reset.val() {
            self.run_q.d.next = false;
            self.done_q.d.next = false;
            self.half_q.d.next = false;
            self.sa_q.d.next = false;
            self.ss_q.d.next = false;
        }
    }
}
