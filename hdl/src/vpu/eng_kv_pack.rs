//! # eng_kv_pack
//!
//! `EngKvPack`, the vector unit top's engine for `vec.kv_pack` (funct 11): `heads` (`len`) heads of
//! `head_size` (the immediate, any non-zero value) i32 at `a` become one BFP16 record per head at `d`
//! (`docs/isa.md` §4: `head_size` i16 mantissas, the exponent as a u32, zero padding to a whole word,
//! `rw = ceil((2 head_size + 4) / WB)` words per record, records contiguous; reference `Machine::execute`).
//! Loader A streams the source once into [`super::Bfp16`] (`in_last` at each head's last element); the
//! store takes one command of `heads * rw * WB / 2` 16-bit elements, and the record sequencer `oi_q` gives it,
//! per head, the `head_size` mantissas from the unit, the exponent's low and high halves, then zero halves
//! to the record's end, so every byte of the records is written.
//!
//! ```text
//!  start --> state_q: IDLE -> RUN -> IDLE (store done)
//!
//!  lda_out (i32) --> Bfp16 (in_last: ic_q == head_size - 1) --> m_j, e --+
//!                                                                          v
//!   oi_q: 0 .. hs-1: m_j (e_q = e) | hs: e_q | hs+1 .. rh-1: 0  --> st_in (16 bits) --> st_done --> done
//! ```
//!
//! Checks (`chk_code`, from `cfg_*` and the product `heads * head_size` registered once: valid from the
//! second cycle after the fields): `heads * head_size > MAX_LEN` (512) or
//! `head_size > MAX_HEAD` (64) is `UNSUPPORTED`; then the source (`4 heads head_size` bytes) or the records
//! (`heads * rw` words) reaching past `cfg_sram_words` is `OUT_OF_WINDOW`. The port set is the engines'
//! common one (`docs/vpu.md` "Engines"); this engine uses loader A and the store only.

use super::{bfp16::Bfp16, zext::Zext};
use super::top::{AB, MAX_HEAD, MAX_LEN};
use rust_hdl::prelude::*;
use systole_isa::ErrorCode;

const S_IDLE: u64 = 0;
const S_RUN: u64 = 1;

/// The KV_PACK engine for `W`-bit SRAM words.
#[derive(LogicBlock)]
pub struct EngKvPack<const W: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the instruction).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: one-cycle pulse: the instruction starts (its checks passed); `cfg_*` hold until done.
    pub start: Signal<In, Bit>,
    /// 20 bits, input: operand `a` (the heads, `heads * head_size` i32), word address.
    pub cfg_a: Signal<In, Bits<AB>>,
    /// 20 bits, input: destination `d` (the records), word address.
    pub cfg_d: Signal<In, Bits<AB>>,
    /// 16 bits, input: `heads`.
    pub cfg_len: Signal<In, Bits<16>>,
    /// 16 bits, input: the immediate: `head_size` (non-zero in a legal instruction).
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
    /// 32 bits, input: loader A's element.
    pub lda_out_data: Signal<In, Bits<32>>,
    /// 1 bit, output: store command offered.
    pub st_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: the store takes the command.
    pub st_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: the store's first word.
    pub st_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: the store's element count (16-bit halves of all records).
    pub st_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: the store's element width code (1: 16 bits).
    pub st_cmd_width: Signal<Out, Bits<2>>,
    /// 1 bit, output: an element for the store.
    pub st_in_valid: Signal<Out, Bit>,
    /// 1 bit, input: the store takes the element.
    pub st_in_ready: Signal<In, Bit>,
    /// W bits, output: the element (a record half in the low 16 bits).
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
    /// Commands handed to loader A, the store.
    sa_q: DFF<Bit>,
    ss_q: DFF<Bit>,
    /// Input element index within the head.
    ic_q: DFF<Bits<16>>,
    /// Output half index within the record.
    oi_q: DFF<Bits<16>>,
    /// The current head's exponent (from the unit's mantissas).
    e_q: DFF<Bits<5>>,
    done_q: DFF<Bit>,
    /// 32 bits, local: `heads * head_size`.
    n32: Signal<Local, Bits<32>>,
    /// 32 bits: `n32` registered (the instruction's fields are stable from its acceptance; the top
    /// samples the verdict after `CHK_CYCLES`), so the check's product and its sums are in different cycles.
    n32_q: DFF<Bits<32>>,
    /// 17 bits, local: words of the source (i32).
    nw_v: Signal<Local, Bits<17>>,
    /// 16 bits, local: words per record `rw`, halves per record `rh`.
    rw: Signal<Local, Bits<16>>,
    rh: Signal<Local, Bits<16>>,
    /// 32 bits, local: words of all records `heads * rw`.
    tot: Signal<Local, Bits<32>>,
    /// 32 bits: `tot` registered (the instruction's fields are stable from its acceptance; the top
    /// samples the verdict after `CHK_CYCLES`), so the check's product and its sums are in different cycles.
    tot_q: DFF<Bits<32>>,
    end_a: Signal<Local, Bits<24>>,
    end_d: Signal<Local, Bits<24>>,
    /// 1 bit, local: the store takes a record half this cycle.
    o_fire: Signal<Local, Bit>,
    bfp: Bfp16<8, 9>,
    zx_nv: Zext<17, 24>,
    zx_a: Zext<AB, 24>,
    zx_d: Zext<AB, 24>,
    zx_n: Zext<16, 17>,
    zx_m: Zext<16, W>,
    zx_e: Zext<5, W>,
    c_idle: Constant<Bits<1>>,
    c_run: Constant<Bits<1>>,
    c_max_len: Constant<Bits<32>>,
    c_max_head: Constant<Bits<16>>,
    c_round32: Constant<Bits<17>>,
    c_l32: Constant<Bits<8>>,
    c_sh1: Constant<Bits<8>>,
    c_rec_add: Constant<Bits<16>>,
    c_lwb: Constant<Bits<8>>,
    c_lhalf: Constant<Bits<8>>,
    c_one16: Constant<Bits<16>>,
    c_z16: Constant<Bits<16>>,
    c_zw: Constant<Bits<W>>,
    c_w16: Constant<Bits<2>>,
    c_w32: Constant<Bits<2>>,
    c_ok: Constant<Bits<8>>,
    c_unsup: Constant<Bits<8>>,
    c_oow: Constant<Bits<8>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl<const W: usize> Default for EngKvPack<W> {
    fn default() -> Self {
        assert!(W == 64 || W == 128, "EngKvPack: word width W = {W} is not supported (64 or 128)");
        let wb = (W / 8) as u64;
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            cfg_a: Default::default(),
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
            ic_q: Default::default(),
            oi_q: Default::default(),
            e_q: Default::default(),
            done_q: Default::default(),
            n32: Default::default(),
            n32_q: Default::default(),
            nw_v: Default::default(),
            rw: Default::default(),
            rh: Default::default(),
            tot: Default::default(),
            tot_q: Default::default(),
            end_a: Default::default(),
            end_d: Default::default(),
            o_fire: Default::default(),
            bfp: Default::default(),
            zx_nv: Default::default(),
            zx_a: Default::default(),
            zx_d: Default::default(),
            zx_n: Default::default(),
            zx_m: Default::default(),
            zx_e: Default::default(),
            c_idle: c(S_IDLE),
            c_run: c(S_RUN),
            c_max_len: c(MAX_LEN),
            c_max_head: c(MAX_HEAD),
            c_round32: c(wb / 4 - 1),
            c_l32: c((wb / 4).trailing_zeros() as u64),
            c_sh1: c(1),
            c_rec_add: c(4 + wb - 1),
            c_lwb: c(wb.trailing_zeros() as u64),
            c_lhalf: c((wb / 2).trailing_zeros() as u64),
            c_one16: c(1),
            c_z16: c(0),
            c_zw: Constant::new(0u64.into()),
            c_w16: c(1),
            c_w32: c(2),
            c_ok: c(0),
            c_unsup: c(ErrorCode::Unsupported.code() as u64),
            c_oow: c(ErrorCode::OutOfWindow.code() as u64),
        }
    }
}

impl<const W: usize> Logic for EngKvPack<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state_q, sa_q, ss_q, ic_q, oi_q, e_q, done_q, n32_q, tot_q);
        self.bfp.clock.next = self.clock.val();
        self.bfp.reset.next = self.reset.val();
        // checks: the unit's limits, then the operands inside the SRAM (head_size <= 64, n <= 512 when
        // they matter, so the 16-bit record sizes do not wrap)
        self.n32.next = self.cfg_len.val() * self.cfg_imm.val();
        self.n32_q.d.next = self.n32.val();
        self.zx_n.x.next = self.n32_q.q.val().get_bits::<16>(0);
        self.nw_v.next = (self.zx_n.y.val() + self.c_round32.val()) >> self.c_l32.val();
        self.rw.next = ((self.cfg_imm.val() << self.c_sh1.val()) + self.c_rec_add.val()) >> self.c_lwb.val();
        self.rh.next = self.rw.val() << self.c_lhalf.val();
        self.tot.next = self.cfg_len.val() * self.rw.val();
        self.tot_q.d.next = self.tot.val();
        self.zx_nv.x.next = self.nw_v.val();
        self.zx_a.x.next = self.cfg_a.val();
        self.zx_d.x.next = self.cfg_d.val();
        self.end_a.next = self.zx_a.y.val() + self.zx_nv.y.val();
        self.end_d.next = self.zx_d.y.val() + self.tot_q.q.val().get_bits::<24>(0);
        self.chk_code.next = self.c_ok.val();
        if (self.n32_q.q.val() > self.c_max_len.val()) | (self.cfg_imm.val() > self.c_max_head.val()) {
            self.chk_code.next = self.c_unsup.val();
        } else if (self.end_a.val() > self.cfg_sram_words.val()) | (self.end_d.val() > self.cfg_sram_words.val()) {
            self.chk_code.next = self.c_oow.val();
        }
        self.done_q.d.next = false;
        if self.start.val() {
            self.sa_q.d.next = false;
            self.ss_q.d.next = false;
            self.ic_q.d.next = self.c_z16.val();
            self.oi_q.d.next = self.c_z16.val();
            self.state_q.d.next = self.c_run.val();
        }
        // commands: A the whole source; the store every record half (16 bits)
        self.lda_cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & !self.sa_q.q.val();
        self.lda_cmd_addr.next = self.cfg_a.val();
        self.lda_cmd_count.next = self.n32_q.q.val().get_bits::<16>(0);
        self.lda_cmd_width.next = self.c_w32.val();
        self.lda_cmd_signed.next = true;
        self.st_cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & !self.ss_q.q.val();
        self.st_cmd_addr.next = self.cfg_d.val();
        self.st_cmd_count.next = self.tot_q.q.val().get_bits::<16>(0) << self.c_lhalf.val();
        self.st_cmd_width.next = self.c_w16.val();
        if self.lda_cmd_valid.val() & self.lda_cmd_ready.val() {
            self.sa_q.d.next = true;
        }
        if self.st_cmd_valid.val() & self.st_cmd_ready.val() {
            self.ss_q.d.next = true;
        }
        // source -> the unit, one vector per head
        self.bfp.in_valid.next = (self.state_q.q.val() == self.c_run.val()) & self.lda_out_valid.val();
        self.bfp.in_data.next = self.lda_out_data.val();
        self.bfp.in_last.next = self.ic_q.q.val() == (self.cfg_imm.val() - self.c_one16.val());
        self.lda_out_ready.next = (self.state_q.q.val() == self.c_run.val()) & self.bfp.in_ready.val();
        if self.bfp.in_valid.val() & self.bfp.in_ready.val() {
            if self.bfp.in_last.val() {
                self.ic_q.d.next = self.c_z16.val();
            } else {
                self.ic_q.d.next = self.ic_q.q.val() + self.c_one16.val();
            }
        }
        // records: mantissas, the exponent's halves, zero padding
        self.zx_m.x.next = self.bfp.out_data.val();
        self.zx_e.x.next = self.e_q.q.val();
        self.bfp.out_ready.next = false;
        if self.oi_q.q.val() < self.cfg_imm.val() {
            self.st_in_valid.next = self.bfp.out_valid.val();
            self.st_in_data.next = self.zx_m.y.val();
            self.bfp.out_ready.next = self.st_in_ready.val();
        } else if self.oi_q.q.val() == self.cfg_imm.val() {
            self.st_in_valid.next = self.state_q.q.val() == self.c_run.val();
            self.st_in_data.next = self.zx_e.y.val();
        } else {
            self.st_in_valid.next = self.state_q.q.val() == self.c_run.val();
            self.st_in_data.next = self.c_zw.val();
        }
        self.o_fire.next = (self.state_q.q.val() == self.c_run.val()) & self.st_in_valid.val() & self.st_in_ready.val();
        if self.o_fire.val() {
            if self.oi_q.q.val() < self.cfg_imm.val() {
                self.e_q.d.next = self.bfp.out_e.val();
            }
            if self.oi_q.q.val() == (self.rh.val() - self.c_one16.val()) {
                self.oi_q.d.next = self.c_z16.val();
            } else {
                self.oi_q.d.next = self.oi_q.q.val() + self.c_one16.val();
            }
        }
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
            self.ss_q.d.next = false;
        }
    }
}
