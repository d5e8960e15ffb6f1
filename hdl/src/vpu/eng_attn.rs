//! # eng_attn
//!
//! `EngAttn`, the vector unit top's engine for the two attention instructions over BFP16 records:
//! `vec.score` (funct 4) and `vec.pv` (funct 6) (`docs/isa.md` §3 VECTOR, §4 "Data layout in SRAM";
//! reference `Machine::execute`, `VecOp::Score` / `VecOp::Pv`). Both read `len` records at `b` (K or V:
//! `head_size` i16 mantissas, the exponent as a u32, zero padding to `rw = ceil((2 * head_size + 4) /
//! WORD_BYTES)` words) through loader B as 32-bit elements (pairs of 16-bit elements: a record of `rw`
//! words is `rw * WORD_BYTES / 4` pairs), and the record reassembly block [`super::vpu_rec::VpuRec`]
//! turns them into `{mantissa, exponent}` elements with record flags, one per cycle: a record costs
//! `max(head_size, pairs)` cycles.
//!
//! - SCORE: loader A streams the query `q` (`head_size` i32) into [`super::Score`], then the K elements
//!   follow; `att_scale` is the `c` field. One i32 score per record is stored at `d` (`len` elements).
//! - PV: loader A streams the weights `p` (`len` u16), one per record: the weight is held (not taken) while
//!   its record's `head_size` elements pass and taken with the record's last one; `{p, ev, vm}` goes into
//!   [`super::Pv`], whose `head_size` i32 outputs are stored at `d`.
//!
//! ```text
//!  start --> state_q: IDLE -> RUN (one command each: lda, ldb, st) -> IDLE (done: st_done and ldb's last)
//!
//!  lda_out (q i32 / p u16) -------------------------> Score.q   |  join with rec (p held per record)
//!  ldb_out (records, 2 x u16) --> VpuRec {m, e, end, last} --> Score.k  |  --> Pv.in {p, e, m}
//!                                     Score.out / Pv.out (i32) --> st_in --> st_done
//! ```
//!
//! The engine port set is the one every engine of the top has (`docs/vpu.md` "Engines").

use super::{cat::Cat, pv::Pv, score::Score, vpu_rec::VpuRec, zext::Zext};
use super::top::{AB, MAX_HEAD, MAX_LEN};
use rust_hdl::prelude::*;
use systole_isa::instr::funct::vector as vf;
use systole_isa::ErrorCode;

/// The attention engine (score, pv) for `W`-bit SRAM words.
#[derive(LogicBlock)]
pub struct EngAttn<const W: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the instruction).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: one-cycle pulse: the instruction starts (its checks passed); `cfg_*` hold until done.
    pub start: Signal<In, Bit>,
    /// 4 bits, input: the funct (`SCORE` or `PV`).
    pub cfg_funct: Signal<In, Bits<4>>,
    /// 20 bits, input: operand `a` (q of score, p of pv), word address.
    pub cfg_a: Signal<In, Bits<AB>>,
    /// 20 bits, input: operand `b` (K / V records), word address.
    pub cfg_b: Signal<In, Bits<AB>>,
    /// 20 bits, input: operand `c`: score's `att_scale` value (0..=32767; its low 16 bits are used).
    pub cfg_c: Signal<In, Bits<AB>>,
    /// 20 bits, input: destination `d`, word address.
    pub cfg_d: Signal<In, Bits<AB>>,
    /// 16 bits, input: positions (records).
    pub cfg_len: Signal<In, Bits<16>>,
    /// 16 bits, input: `head_size` (the `vec.imm` field).
    pub cfg_imm: Signal<In, Bits<16>>,
    /// 24 bits, input: SRAM size in words.
    pub cfg_sram_words: Signal<In, Bits<24>>,
    /// 8 bits, output: 0, or the check's error code: `UNSUPPORTED` for `len` above `MAX_LEN` or
    /// `head_size` above `MAX_HEAD` (also for `len` or `head_size` 0, which decode never lets through),
    /// then `OUT_OF_WINDOW`; combinational from `cfg_*`.
    pub chk_code: Signal<Out, Bits<8>>,
    /// 1 bit, output: loader A command offered (valid/ready contract).
    pub lda_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: loader A takes the command.
    pub lda_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: loader A's first word.
    pub lda_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: loader A's element count.
    pub lda_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: loader A's element width code (1: 16 bits for p, 2: 32 bits for q).
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
    /// 16 bits, output: loader B's element count (`len * rw * WORD_BYTES / 4` pairs).
    pub ldb_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: loader B's element width code (2: 32 bits, a pair of 16-bit elements).
    pub ldb_cmd_width: Signal<Out, Bits<2>>,
    /// 1 bit, output: loader B sign-extends the elements.
    pub ldb_cmd_signed: Signal<Out, Bit>,
    /// 1 bit, input: loader B offers an element.
    pub ldb_out_valid: Signal<In, Bit>,
    /// 1 bit, output: the engine takes loader B's element.
    pub ldb_out_ready: Signal<Out, Bit>,
    /// 32 bits, input: loader B's element: two 16-bit elements of the records region (the first in bits 15:0).
    pub ldb_out_data: Signal<In, Bits<32>>,
    /// 1 bit, input: loader B's element is the last of its command.
    pub ldb_out_last: Signal<In, Bit>,
    /// 1 bit, output: store command offered.
    pub st_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: the store takes the command.
    pub st_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: the store's first word.
    pub st_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: the store's element count (`len` scores / `head_size` outputs).
    pub st_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: the store's element width code (2: 32 bits).
    pub st_cmd_width: Signal<Out, Bits<2>>,
    /// 1 bit, output: an element for the store.
    pub st_in_valid: Signal<Out, Bit>,
    /// 1 bit, input: the store takes the element.
    pub st_in_ready: Signal<In, Bit>,
    /// W bits, output: the element (i32 in the low bits).
    pub st_in_data: Signal<Out, Bits<W>>,
    /// 1 bit, input: pulse: the store's command has completed (every write accepted).
    pub st_done: Signal<In, Bit>,
    /// 1 bit, output: pulse: the instruction completed.
    pub done: Signal<Out, Bit>,
    /// 1 bit, output: pulse: the instruction failed during execution (never here).
    pub error: Signal<Out, Bit>,
    /// 8 bits, output: the error code, valid with `error`.
    pub error_code: Signal<Out, Bits<8>>,
    /// IDLE (0) / RUN (1).
    state_q: DFF<Bit>,
    /// Commands handed to loader A, loader B, the store.
    sa_q: DFF<Bit>,
    sb_q: DFF<Bit>,
    ss_q: DFF<Bit>,
    /// Loader B's last element taken; the store's command completed.
    bl_q: DFF<Bit>,
    sd_q: DFF<Bit>,
    done_q: DFF<Bit>,
    /// 1 bit, local: the funct is `score`.
    is_score: Signal<Local, Bit>,
    /// 1 bit, local: RUN.
    run: Signal<Local, Bit>,
    /// 24 bits, local: `head_size`, zero-extended.
    hs24: Signal<Local, Bits<24>>,
    /// 24 bits, local: words of a record (`rw`), of `head_size` i32 (`q`, pv's `dst`), of `len` i32
    /// (score's `dst`), of `len` u16 (pv's `p`), and of the `len` records.
    rw: Signal<Local, Bits<24>>,
    hw: Signal<Local, Bits<24>>,
    lw32: Signal<Local, Bits<24>>,
    lw16: Signal<Local, Bits<24>>,
    /// 32 bits, local: `len * rw` (16 x 16).
    recw32: Signal<Local, Bits<32>>,
    /// 32 bits: `recw32` registered (the instruction's fields are stable from its acceptance; the top
    /// samples the verdict after `CHK_CYCLES`), so the check's product and its sums are in different cycles.
    recw32_q: DFF<Bits<32>>,
    recw: Signal<Local, Bits<24>>,
    /// 24 bits, local: 32-bit pairs of a record, and of the `len` records (loader B's count).
    rpairs: Signal<Local, Bits<24>>,
    lbn: Signal<Local, Bits<24>>,
    end_a: Signal<Local, Bits<24>>,
    end_b: Signal<Local, Bits<24>>,
    end_d: Signal<Local, Bits<24>>,
    /// 1 bit, local: the PV join: a record element and its weight are both offered.
    both: Signal<Local, Bit>,
    rec: VpuRec<6, 7>,
    score: Score<6>,
    pv: Pv<6>,
    zx_hs: Zext<16, 24>,
    zx_len: Zext<16, 24>,
    zx_a: Zext<AB, 24>,
    zx_b: Zext<AB, 24>,
    zx_d: Zext<AB, 24>,
    zx_out: Zext<32, W>,
    em: Cat<5, 16, 21>,
    pem: Cat<16, 21, 37>,
    c_f_score: Constant<Bits<4>>,
    c_max_len: Constant<Bits<16>>,
    c_max_head: Constant<Bits<16>>,
    c_z16: Constant<Bits<16>>,
    c_rec_round: Constant<Bits<24>>,
    c_round: Constant<Bits<24>>,
    c_lwb: Constant<Bits<24>>,
    c_le32: Constant<Bits<24>>,
    c_one24: Constant<Bits<24>>,
    c_two24: Constant<Bits<24>>,
    c_w16: Constant<Bits<2>>,
    c_w32: Constant<Bits<2>>,
    c_ok: Constant<Bits<8>>,
    c_unsup: Constant<Bits<8>>,
    c_oow: Constant<Bits<8>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl<const W: usize> Default for EngAttn<W> {
    fn default() -> Self {
        assert!(W == 64 || W == 128, "EngAttn: word width W = {W} is not supported (64 or 128)");
        assert!(MAX_HEAD <= 64, "EngAttn: MAX_HEAD = {MAX_HEAD} exceeds the units' 64-element heads");
        let wb = (W / 8) as u64;
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            cfg_funct: Default::default(),
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
            bl_q: Default::default(),
            sd_q: Default::default(),
            done_q: Default::default(),
            is_score: Default::default(),
            run: Default::default(),
            hs24: Default::default(),
            rw: Default::default(),
            hw: Default::default(),
            lw32: Default::default(),
            lw16: Default::default(),
            recw32: Default::default(),
            recw32_q: Default::default(),
            recw: Default::default(),
            rpairs: Default::default(),
            lbn: Default::default(),
            end_a: Default::default(),
            end_b: Default::default(),
            end_d: Default::default(),
            both: Default::default(),
            rec: Default::default(),
            score: Default::default(),
            pv: Default::default(),
            zx_hs: Default::default(),
            zx_len: Default::default(),
            zx_a: Default::default(),
            zx_b: Default::default(),
            zx_d: Default::default(),
            zx_out: Default::default(),
            em: Default::default(),
            pem: Default::default(),
            c_f_score: c(vf::SCORE as u64),
            c_max_len: c(MAX_LEN),
            c_max_head: c(MAX_HEAD),
            c_z16: c(0),
            c_rec_round: c(4 + wb - 1),
            c_round: c(wb - 1),
            c_lwb: c(wb.trailing_zeros() as u64),
            c_le32: c((wb / 4).trailing_zeros() as u64),
            c_one24: c(1),
            c_two24: c(2),
            c_w16: c(1),
            c_w32: c(2),
            c_ok: c(0),
            c_unsup: c(ErrorCode::Unsupported.code() as u64),
            c_oow: c(ErrorCode::OutOfWindow.code() as u64),
        }
    }
}

impl<const W: usize> Logic for EngAttn<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state_q, sa_q, sb_q, ss_q, bl_q, sd_q, done_q, recw32_q);
        self.rec.clock.next = self.clock.val();
        self.score.clock.next = self.clock.val();
        self.pv.clock.next = self.clock.val();
        self.rec.reset.next = self.reset.val();
        self.score.reset.next = self.reset.val();
        self.pv.reset.next = self.reset.val();
        // checks: the unit's limits, then every operand inside the SRAM
        self.is_score.next = self.cfg_funct.val() == self.c_f_score.val();
        self.run.next = self.state_q.q.val();
        self.zx_hs.x.next = self.cfg_imm.val();
        self.hs24.next = self.zx_hs.y.val();
        self.zx_len.x.next = self.cfg_len.val();
        self.rw.next = ((self.hs24.val() << self.c_one24.val()) + self.c_rec_round.val()) >> self.c_lwb.val();
        self.hw.next = ((self.hs24.val() << self.c_two24.val()) + self.c_round.val()) >> self.c_lwb.val();
        self.lw32.next = ((self.zx_len.y.val() << self.c_two24.val()) + self.c_round.val()) >> self.c_lwb.val();
        self.lw16.next = ((self.zx_len.y.val() << self.c_one24.val()) + self.c_round.val()) >> self.c_lwb.val();
        self.recw32.next = self.cfg_len.val() * self.rw.val().get_bits::<16>(0);
        self.recw32_q.d.next = self.recw32.val();
        self.recw.next = self.recw32_q.q.val().get_bits::<24>(0);
        self.zx_a.x.next = self.cfg_a.val();
        self.zx_b.x.next = self.cfg_b.val();
        self.zx_d.x.next = self.cfg_d.val();
        self.end_b.next = self.zx_b.y.val() + self.recw.val();
        if self.is_score.val() {
            self.end_a.next = self.zx_a.y.val() + self.hw.val();
            self.end_d.next = self.zx_d.y.val() + self.lw32.val();
        } else {
            self.end_a.next = self.zx_a.y.val() + self.lw16.val();
            self.end_d.next = self.zx_d.y.val() + self.hw.val();
        }
        self.chk_code.next = self.c_ok.val();
        if (self.cfg_len.val() > self.c_max_len.val())
            | (self.cfg_imm.val() > self.c_max_head.val())
            | (self.cfg_len.val() == self.c_z16.val())
            | (self.cfg_imm.val() == self.c_z16.val())
        {
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
            self.bl_q.d.next = false;
            self.sd_q.d.next = false;
            self.state_q.d.next = true;
        }
        // unit configuration (held by the top until the next instruction)
        self.score.cfg_head_size.next = self.cfg_imm.val();
        self.score.cfg_att_scale.next = self.cfg_c.val().get_bits::<16>(0);
        self.pv.cfg_head_size.next = self.cfg_imm.val();
        self.rec.cfg_head_size.next = self.cfg_imm.val();
        self.rpairs.next = self.rw.val() << self.c_le32.val();
        self.rec.cfg_rec_pairs.next = self.rpairs.val().get_bits::<16>(0);
        self.rec.cfg_len.next = self.cfg_len.val();
        // one command per loader and for the store
        self.lda_cmd_valid.next = self.run.val() & !self.sa_q.q.val();
        self.lda_cmd_addr.next = self.cfg_a.val();
        if self.is_score.val() {
            self.lda_cmd_count.next = self.cfg_imm.val();
            self.lda_cmd_width.next = self.c_w32.val();
            self.lda_cmd_signed.next = true;
            self.st_cmd_count.next = self.cfg_len.val();
        } else {
            self.lda_cmd_count.next = self.cfg_len.val();
            self.lda_cmd_width.next = self.c_w16.val();
            self.lda_cmd_signed.next = false;
            self.st_cmd_count.next = self.cfg_imm.val();
        }
        self.ldb_cmd_valid.next = self.run.val() & !self.sb_q.q.val();
        self.ldb_cmd_addr.next = self.cfg_b.val();
        self.lbn.next = self.recw.val() << self.c_le32.val();
        self.ldb_cmd_count.next = self.lbn.val().get_bits::<16>(0);
        self.ldb_cmd_width.next = self.c_w32.val();
        self.ldb_cmd_signed.next = false;
        self.st_cmd_valid.next = self.run.val() & !self.ss_q.q.val();
        self.st_cmd_addr.next = self.cfg_d.val();
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
        // records: loader B -> VpuRec -> {e, m}
        self.rec.in_valid.next = self.run.val() & self.ldb_out_valid.val();
        self.rec.in_data.next = self.ldb_out_data.val();
        self.ldb_out_ready.next = self.run.val() & self.rec.in_ready.val();
        self.em.hi.next = self.rec.out_e.val();
        self.em.lo.next = self.rec.out_m.val();
        self.pem.hi.next = self.lda_out_data.val().get_bits::<16>(0);
        self.pem.lo.next = self.em.y.val();
        // SCORE: q from loader A, K elements from the records
        self.score.q_valid.next = self.run.val() & self.is_score.val() & self.lda_out_valid.val();
        self.score.q_data.next = self.lda_out_data.val();
        self.score.k_valid.next = self.run.val() & self.is_score.val() & self.rec.out_valid.val();
        self.score.k_data.next = self.em.y.val();
        self.score.k_last.next = self.rec.out_last.val();
        // PV: a record element joined with its weight; the weight is taken with the record's last element
        self.both.next = self.run.val() & !self.is_score.val() & self.rec.out_valid.val() & self.lda_out_valid.val();
        self.pv.in_valid.next = self.both.val();
        self.pv.in_data.next = self.pem.y.val();
        self.pv.in_last.next = self.rec.out_last.val();
        if self.is_score.val() {
            self.lda_out_ready.next = self.run.val() & self.score.q_ready.val();
            self.rec.out_ready.next = self.run.val() & self.score.k_ready.val();
            self.st_in_valid.next = self.score.out_valid.val();
            self.zx_out.x.next = self.score.out_data.val();
        } else {
            self.lda_out_ready.next =
                self.run.val() & self.pv.in_ready.val() & self.rec.out_valid.val() & self.rec.out_end.val();
            self.rec.out_ready.next = self.run.val() & self.pv.in_ready.val() & self.lda_out_valid.val();
            self.st_in_valid.next = self.pv.out_valid.val();
            self.zx_out.x.next = self.pv.out_data.val();
        }
        self.st_in_data.next = self.zx_out.y.val();
        self.score.out_ready.next = self.st_in_ready.val() & self.is_score.val();
        self.pv.out_ready.next = self.st_in_ready.val() & !self.is_score.val();
        // completion: the store's last write accepted and loader B's last element taken
        if self.run.val() & self.ldb_out_valid.val() & self.rec.in_ready.val() & self.ldb_out_last.val() {
            self.bl_q.d.next = true;
        }
        if self.run.val() & self.st_done.val() {
            self.sd_q.d.next = true;
        }
        if self.run.val() & self.bl_q.q.val() & self.sd_q.q.val() {
            self.done_q.d.next = true;
            self.state_q.d.next = false;
            self.bl_q.d.next = false;
            self.sd_q.d.next = false;
        }
        self.done.next = self.done_q.q.val();
        self.error.next = false;
        self.error_code.next = self.c_ok.val();
        if self.reset.val() {
            self.state_q.d.next = false;
            self.done_q.d.next = false;
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
            self.bl_q.d.next = false;
            self.sd_q.d.next = false;
        }
    }
}
