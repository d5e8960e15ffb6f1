//! # top
//!
//! `VpuTop`, the vector unit's top: it executes the VECTOR-queue instructions (`docs/isa.md` §3 VECTOR and
//! §4 "Data layout in SRAM"; reference `systole_host::compiler::exec::Machine::execute`). It takes one
//! instruction word from the queue port, selects the engine of its funct, lets the engine check the
//! instruction against the unit's limits (`UNSUPPORTED`) and the SRAM size (`OUT_OF_WINDOW`; nothing is
//! read or written then), starts it, and pulses `done` when the engine reports its last write accepted
//! (or `error` with a code instead). The engines (`eng_*.rs`, one per group of functs, `docs/vpu.md`
//! "Engines") hold the operation units and sequence the two loaders and the store for their functs;
//! the top owns the loaders ([`super::VpuLd`]) and the store ([`super::VpuSt`]) and routes them to the
//! running engine. A funct without an engine ends with `UNSUPPORTED`.
//!
//! ```text
//!  instr_valid/ready/data --> [funct_q a_q b_q c_q d_q len_q imm_q]
//!                                     |
//!                 state_q: IDLE -> CHECK (CHK_CYCLES) -> RUN -> IDLE (done / error)
//!                                     |                   |
//!                      engine chk_code (0 / code)     engine start .. done / error
//!
//!  lda_* <--> VpuLd A --\        +------------+        /--> VpuSt --> sram_* (RMW)
//!                        +------>| engine of  |-------+
//!  ldb_* <--> VpuLd B --/  cmd   | the funct  |  cmd
//!                                +------------+
//! ```
//!
//! `prog_start` (the doorbell) invalidates the resident-table records of the softmax and silu_mul engines
//! (ISA 1.2 table keep: `keep` instructions skip reloading the table their engine already holds).
//!
//! Three SRAM requester ports: `lda_*` and `ldb_*` (reads only) feed the loaders, `sram_*` (reads for the
//! read-modify-write of a partial last word, and writes) belongs to the store. Operands that overlap the
//! destination must be identical to it (`dst == x`), as the ISA allows; a partly overlapping destination
//! could be written before it is read (the three ports are not ordered with each other).

use super::eng_attn::EngAttn;
use super::{eng_argmax::EngArgmax, eng_embed::EngEmbed, eng_ew::EngEw, eng_softmax::EngSoftmax, ld::VpuLd, st::VpuSt};
use super::{eng_kv_pack::EngKvPack, eng_rmsnorm::EngRmsnorm, eng_rope::EngRope};
use super::{eng_quant::EngQuant, eng_requant::EngRequant};
use crate::emit::{emit, transplant, waive, waive_in, TopModule};
use rust_hdl::prelude::*;
use systole_isa::field;
use systole_isa::instr::funct::vector as vf;
use systole_isa::ErrorCode;

/// SRAM word address bits (`systole_isa::field::SRAM_ADDR_BITS`).
pub const AB: usize = 20;
/// Longest vector (`CAPS2[15:0]`, `AccelConfig::max_vec_len`): longer `len` is `UNSUPPORTED`.
pub const MAX_LEN: u64 = 512;
/// Largest head size (`CAPS2[31:16]`, `AccelConfig::max_head_size`).
pub const MAX_HEAD: u64 = 64;
/// Entries of the SIG table (`fixed::SIG_ENTRIES`).
pub const SIG_ENTRIES: u64 = 513;
/// Entries of the EXP2 table (`fixed::EXP2_ENTRIES`).
pub const EXP2_ENTRIES: u64 = 257;
/// Cycles the top stays in CHECK before it decides on the engine's `chk_code`: the instruction's fields
/// are registered at its acceptance, an engine may register its check terms once (its products:
/// `eng_attn.rs`, `eng_kv_pack.rs`, `eng_rope.rs`, `eng_requant.rs`), and the top registers the selected
/// verdict (`vchk_q`) before it reads it in the third CHECK cycle.
pub const CHK_CYCLES: u64 = 3;

const S_IDLE: u64 = 0;
const S_CHECK: u64 = 1;
const S_RUN: u64 = 2;

/// The vector unit top for `W`-bit SRAM words (64 or 128).
#[derive(LogicBlock)]
pub struct VpuTop<const W: usize> {
    /// 1 bit, input: clock; all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the instruction; reset the SRAM ports too).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: one-cycle pulse: a program starts (the accelerator's `regs$start`, the cycle after an
    /// accepted doorbell, when the unit is idle): the softmax and silu_mul engines' resident-table records
    /// become invalid (ISA 1.2 table keep, `docs/isa.md` §4 "Table keep").
    pub prog_start: Signal<In, Bit>,
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
    imm_q: DFF<Bits<16>>,
    /// CHECK cycles left.
    chk_q: DFF<Bits<2>>,
    /// The selected engine's verdict (`chk`) registered; the CHECK decision reads it, so that no path runs
    /// from the engines' check arithmetic into the error code in one cycle.
    vchk_q: DFF<Bits<8>>,
    /// One-cycle pulse to the selected engine on entering RUN.
    start_q: DFF<Bit>,
    done_q: DFF<Bit>,
    error_q: DFF<Bit>,
    code_q: DFF<Bits<8>>,
    /// 1 bit, local: the instruction's engine is the elementwise one (resadd, silu_mul).
    sel_ew: Signal<Local, Bit>,
    /// 1 bit, local: the instruction's engine is EngEmbed.
    sel_embed: Signal<Local, Bit>,
    /// 1 bit, local: the instruction's engine is EngArgmax.
    sel_argmax: Signal<Local, Bit>,
    /// 1 bit, local: the instruction's engine is EngSoftmax.
    sel_softmax: Signal<Local, Bit>,
    /// 1 bit, local: the instruction's engine is RMSNORM's.
    sel_rmsnorm: Signal<Local, Bit>,
    /// 1 bit, local: the instruction's engine is ROPE's.
    sel_rope: Signal<Local, Bit>,
    /// 1 bit, local: the instruction's engine is KV_PACK's.
    sel_kv_pack: Signal<Local, Bit>,
    /// 1 bit, local: the instruction's engine is the attention one (score, pv).
    sel_attn: Signal<Local, Bit>,
    /// 1 bit, local: the instruction's engine is the QUANT one.
    sel_quant: Signal<Local, Bit>,
    /// 1 bit, local: the instruction's engine is the REQUANT one.
    sel_requant: Signal<Local, Bit>,
    /// 1 bit, local: some engine executes the funct.
    sup: Signal<Local, Bit>,
    /// 8 bits, local: the selected engine's check result.
    chk: Signal<Local, Bits<8>>,
    /// 1 bit, local: the selected engine's `done` / `error` pulse, and its code.
    e_done: Signal<Local, Bit>,
    e_error: Signal<Local, Bit>,
    e_code: Signal<Local, Bits<8>>,
    lda: VpuLd<W, AB>,
    ldb: VpuLd<W, AB>,
    st: VpuSt<W, AB>,
    e_ew: EngEw<W>,
    e_embed: EngEmbed<W>,
    e_argmax: EngArgmax<W>,
    e_softmax: EngSoftmax<W>,
    e_rmsnorm: EngRmsnorm<W>,
    e_rope: EngRope<W>,
    e_kv_pack: EngKvPack<W>,
    e_attn: EngAttn<W>,
    e_quant: EngQuant<W>,
    e_requant: EngRequant<W>,
    p_funct: Constant<Bits<7>>,
    p_a: Constant<Bits<7>>,
    p_b: Constant<Bits<7>>,
    p_c: Constant<Bits<7>>,
    p_d: Constant<Bits<7>>,
    p_len: Constant<Bits<7>>,
    p_imm: Constant<Bits<7>>,
    c_idle: Constant<Bits<2>>,
    c_check: Constant<Bits<2>>,
    c_run: Constant<Bits<2>>,
    c_chk: Constant<Bits<2>>,
    c_one2: Constant<Bits<2>>,
    c_f_resadd: Constant<Bits<4>>,
    c_f_silu: Constant<Bits<4>>,
    c_f_embed: Constant<Bits<4>>,
    c_f_argmax: Constant<Bits<4>>,
    c_f_softmax: Constant<Bits<4>>,
    c_f_rmsnorm: Constant<Bits<4>>,
    c_f_rope: Constant<Bits<4>>,
    c_f_kv_pack: Constant<Bits<4>>,
    c_f_score: Constant<Bits<4>>,
    c_f_pv: Constant<Bits<4>>,
    c_f_quant: Constant<Bits<4>>,
    c_f_requant: Constant<Bits<4>>,
    c_z2: Constant<Bits<2>>,
    c_zw: Constant<Bits<W>>,
    c_ok: Constant<Bits<8>>,
    c_unsup: Constant<Bits<8>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl<const W: usize> Default for VpuTop<W> {
    fn default() -> Self {
        assert!(W == 64 || W == 128, "VpuTop: word width W = {W} is not supported (64 or 128)");
        assert_eq!(AB as u32, field::SRAM_ADDR_BITS, "VpuTop: AB = {AB} must be the ISA's SRAM address width");
        assert!(
            field::V_KEEP.lo == field::V_IMM.lo && field::V_KEEP.width == 1,
            "VpuTop: the engines take the table keep flag from bit 0 of imm_q, but vec.keep is bit {} (width {})",
            field::V_KEEP.lo,
            field::V_KEEP.width
        );
        Self {
            clock: Default::default(),
            reset: Default::default(),
            prog_start: Default::default(),
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
            imm_q: Default::default(),
            chk_q: Default::default(),
            vchk_q: Default::default(),
            start_q: Default::default(),
            done_q: Default::default(),
            error_q: Default::default(),
            code_q: Default::default(),
            sel_ew: Default::default(),
            sel_embed: Default::default(),
            sel_argmax: Default::default(),
            sel_softmax: Default::default(),
            sel_rmsnorm: Default::default(),
            sel_rope: Default::default(),
            sel_kv_pack: Default::default(),
            sel_attn: Default::default(),
            sel_quant: Default::default(),
            sel_requant: Default::default(),
            sup: Default::default(),
            chk: Default::default(),
            e_done: Default::default(),
            e_error: Default::default(),
            e_code: Default::default(),
            lda: Default::default(),
            ldb: Default::default(),
            st: Default::default(),
            e_ew: Default::default(),
            e_embed: Default::default(),
            e_argmax: Default::default(),
            e_softmax: Default::default(),
            e_rmsnorm: Default::default(),
            e_rope: Default::default(),
            e_kv_pack: Default::default(),
            e_attn: Default::default(),
            e_quant: Default::default(),
            e_requant: Default::default(),
            p_funct: c(field::FUNCT.lo as u64),
            p_a: c(field::V_A.lo as u64),
            p_b: c(field::V_B.lo as u64),
            p_c: c(field::V_C.lo as u64),
            p_d: c(field::V_D.lo as u64),
            p_len: c(field::V_LEN.lo as u64),
            p_imm: c(field::V_IMM.lo as u64),
            c_idle: c(S_IDLE),
            c_check: c(S_CHECK),
            c_run: c(S_RUN),
            c_chk: c(CHK_CYCLES - 1),
            c_one2: c(1),
            c_f_resadd: c(vf::RESADD as u64),
            c_f_silu: c(vf::SILU_MUL as u64),
            c_f_embed: c(vf::EMBED as u64),
            c_f_argmax: c(vf::ARGMAX as u64),
            c_f_softmax: c(vf::SOFTMAX as u64),
            c_f_rmsnorm: c(vf::RMSNORM as u64),
            c_f_rope: c(vf::ROPE as u64),
            c_f_kv_pack: c(vf::KV_PACK as u64),
            c_f_score: c(vf::SCORE as u64),
            c_f_pv: c(vf::PV as u64),
            c_f_quant: c(vf::QUANT as u64),
            c_f_requant: c(vf::REQUANT as u64),
            c_z2: c(0),
            c_zw: Constant::new(0u64.into()),
            c_ok: c(0),
            c_unsup: c(ErrorCode::Unsupported.code() as u64),
        }
    }
}

impl<const W: usize> Logic for VpuTop<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state_q, funct_q, a_q, b_q, c_q, d_q, len_q, imm_q, chk_q, vchk_q, start_q, done_q,
            error_q, code_q
        );
        self.lda.clock.next = self.clock.val();
        self.ldb.clock.next = self.clock.val();
        self.st.clock.next = self.clock.val();
        self.lda.reset.next = self.reset.val();
        self.ldb.reset.next = self.reset.val();
        self.st.reset.next = self.reset.val();
        // queue port: take an instruction when idle
        self.instr_ready.next = self.state_q.q.val() == self.c_idle.val();
        self.ev_busy.next = self.state_q.q.val() != self.c_idle.val();
        if self.instr_valid.val() & (self.state_q.q.val() == self.c_idle.val()) {
            self.funct_q.d.next = self.instr_data.val().get_bits::<4>(self.p_funct.val().index());
            self.a_q.d.next = self.instr_data.val().get_bits::<AB>(self.p_a.val().index());
            self.b_q.d.next = self.instr_data.val().get_bits::<AB>(self.p_b.val().index());
            self.c_q.d.next = self.instr_data.val().get_bits::<AB>(self.p_c.val().index());
            self.d_q.d.next = self.instr_data.val().get_bits::<AB>(self.p_d.val().index());
            self.len_q.d.next = self.instr_data.val().get_bits::<16>(self.p_len.val().index());
            self.imm_q.d.next = self.instr_data.val().get_bits::<16>(self.p_imm.val().index());
            self.chk_q.d.next = self.c_chk.val();
            self.state_q.d.next = self.c_check.val();
        }
        // engine selection by funct
        self.sel_ew.next = (self.funct_q.q.val() == self.c_f_resadd.val())
            | (self.funct_q.q.val() == self.c_f_silu.val());
        self.sel_softmax.next = self.funct_q.q.val() == self.c_f_softmax.val();
        self.sel_argmax.next = self.funct_q.q.val() == self.c_f_argmax.val();
        self.sel_embed.next = self.funct_q.q.val() == self.c_f_embed.val();
        self.sel_rmsnorm.next = self.funct_q.q.val() == self.c_f_rmsnorm.val();
        self.sel_rope.next = self.funct_q.q.val() == self.c_f_rope.val();
        self.sel_kv_pack.next = self.funct_q.q.val() == self.c_f_kv_pack.val();
        self.sup.next = self.sel_ew.val() | self.sel_embed.val() | self.sel_argmax.val() | self.sel_softmax.val();
        self.sup.next = self.sup.val() | self.sel_rmsnorm.val() | self.sel_rope.val() | self.sel_kv_pack.val();
        self.sel_attn.next = (self.funct_q.q.val() == self.c_f_score.val())
            | (self.funct_q.q.val() == self.c_f_pv.val());
        self.sup.next = self.sup.val() | self.sel_attn.val();
        self.sel_quant.next = self.funct_q.q.val() == self.c_f_quant.val();
        self.sel_requant.next = self.funct_q.q.val() == self.c_f_requant.val();
        self.sup.next = self.sup.val() | self.sel_quant.val() | self.sel_requant.val();
        // ---- engine inputs: fields, start, and the loaders'/store's handshakes gated by the selection
        // engine ew
        self.e_ew.clock.next = self.clock.val();
        self.e_ew.reset.next = self.reset.val();
        self.e_ew.start.next = self.start_q.q.val() & self.sel_ew.val();
        self.e_ew.prog_start.next = self.prog_start.val();
        self.e_ew.cfg_keep.next = self.imm_q.q.val().get_bit(0);
        self.e_ew.cfg_funct.next = self.funct_q.q.val();
        self.e_ew.cfg_a.next = self.a_q.q.val();
        self.e_ew.cfg_b.next = self.b_q.q.val();
        self.e_ew.cfg_c.next = self.c_q.q.val();
        self.e_ew.cfg_d.next = self.d_q.q.val();
        self.e_ew.cfg_len.next = self.len_q.q.val();
        self.e_ew.cfg_sram_words.next = self.cfg_sram_words.val();
        self.e_ew.lda_cmd_ready.next = self.lda.cmd_ready.val() & self.sel_ew.val();
        self.e_ew.lda_out_valid.next = self.lda.out_valid.val() & self.sel_ew.val();
        self.e_ew.lda_out_data.next = self.lda.out_data.val();
        self.e_ew.ldb_cmd_ready.next = self.ldb.cmd_ready.val() & self.sel_ew.val();
        self.e_ew.ldb_out_valid.next = self.ldb.out_valid.val() & self.sel_ew.val();
        self.e_ew.ldb_out_data.next = self.ldb.out_data.val();
        self.e_ew.ldb_out_last.next = self.ldb.out_last.val();
        self.e_ew.st_cmd_ready.next = self.st.cmd_ready.val() & self.sel_ew.val();
        self.e_ew.st_in_ready.next = self.st.in_ready.val() & self.sel_ew.val();
        self.e_ew.st_done.next = self.st.done.val() & self.sel_ew.val();
        // engine softmax
        self.e_softmax.clock.next = self.clock.val();
        self.e_softmax.reset.next = self.reset.val();
        self.e_softmax.start.next = self.start_q.q.val() & self.sel_softmax.val();
        self.e_softmax.prog_start.next = self.prog_start.val();
        self.e_softmax.cfg_keep.next = self.imm_q.q.val().get_bit(0);
        self.e_softmax.cfg_a.next = self.a_q.q.val();
        self.e_softmax.cfg_b.next = self.b_q.q.val();
        self.e_softmax.cfg_d.next = self.d_q.q.val();
        self.e_softmax.cfg_len.next = self.len_q.q.val();
        self.e_softmax.cfg_sram_words.next = self.cfg_sram_words.val();
        self.e_softmax.lda_cmd_ready.next = self.lda.cmd_ready.val() & self.sel_softmax.val();
        self.e_softmax.lda_out_valid.next = self.lda.out_valid.val() & self.sel_softmax.val();
        self.e_softmax.lda_out_data.next = self.lda.out_data.val();
        self.e_softmax.lda_out_last.next = self.lda.out_last.val();
        self.e_softmax.ldb_cmd_ready.next = self.ldb.cmd_ready.val() & self.sel_softmax.val();
        self.e_softmax.ldb_out_valid.next = self.ldb.out_valid.val() & self.sel_softmax.val();
        self.e_softmax.ldb_out_data.next = self.ldb.out_data.val();
        self.e_softmax.ldb_out_last.next = self.ldb.out_last.val();
        self.e_softmax.st_cmd_ready.next = self.st.cmd_ready.val() & self.sel_softmax.val();
        self.e_softmax.st_in_ready.next = self.st.in_ready.val() & self.sel_softmax.val();
        self.e_softmax.st_done.next = self.st.done.val() & self.sel_softmax.val();
        // engine argmax
        self.e_argmax.clock.next = self.clock.val();
        self.e_argmax.reset.next = self.reset.val();
        self.e_argmax.start.next = self.start_q.q.val() & self.sel_argmax.val();
        self.e_argmax.cfg_a.next = self.a_q.q.val();
        self.e_argmax.cfg_d.next = self.d_q.q.val();
        self.e_argmax.cfg_len.next = self.len_q.q.val();
        self.e_argmax.cfg_sram_words.next = self.cfg_sram_words.val();
        self.e_argmax.lda_cmd_ready.next = self.lda.cmd_ready.val() & self.sel_argmax.val();
        self.e_argmax.lda_out_valid.next = self.lda.out_valid.val() & self.sel_argmax.val();
        self.e_argmax.lda_out_data.next = self.lda.out_data.val();
        self.e_argmax.lda_out_last.next = self.lda.out_last.val();
        self.e_argmax.st_cmd_ready.next = self.st.cmd_ready.val() & self.sel_argmax.val();
        self.e_argmax.st_in_ready.next = self.st.in_ready.val() & self.sel_argmax.val();
        self.e_argmax.st_done.next = self.st.done.val() & self.sel_argmax.val();
        // engine embed
        self.e_embed.clock.next = self.clock.val();
        self.e_embed.reset.next = self.reset.val();
        self.e_embed.start.next = self.start_q.q.val() & self.sel_embed.val();
        self.e_embed.cfg_a.next = self.a_q.q.val();
        self.e_embed.cfg_b.next = self.b_q.q.val();
        self.e_embed.cfg_d.next = self.d_q.q.val();
        self.e_embed.cfg_len.next = self.len_q.q.val();
        self.e_embed.cfg_imm.next = self.imm_q.q.val();
        self.e_embed.cfg_sram_words.next = self.cfg_sram_words.val();
        self.e_embed.lda_cmd_ready.next = self.lda.cmd_ready.val() & self.sel_embed.val();
        self.e_embed.lda_out_valid.next = self.lda.out_valid.val() & self.sel_embed.val();
        self.e_embed.lda_out_data.next = self.lda.out_data.val();
        self.e_embed.lda_out_last.next = self.lda.out_last.val();
        self.e_embed.ldb_cmd_ready.next = self.ldb.cmd_ready.val() & self.sel_embed.val();
        self.e_embed.ldb_out_valid.next = self.ldb.out_valid.val() & self.sel_embed.val();
        self.e_embed.ldb_out_data.next = self.ldb.out_data.val();
        self.e_embed.st_cmd_ready.next = self.st.cmd_ready.val() & self.sel_embed.val();
        self.e_embed.st_in_ready.next = self.st.in_ready.val() & self.sel_embed.val();
        self.e_embed.st_done.next = self.st.done.val() & self.sel_embed.val();
        // engine rmsnorm
        self.e_rmsnorm.clock.next = self.clock.val();
        self.e_rmsnorm.reset.next = self.reset.val();
        self.e_rmsnorm.start.next = self.start_q.q.val() & self.sel_rmsnorm.val();
        self.e_rmsnorm.cfg_a.next = self.a_q.q.val();
        self.e_rmsnorm.cfg_b.next = self.b_q.q.val();
        self.e_rmsnorm.cfg_c.next = self.c_q.q.val();
        self.e_rmsnorm.cfg_d.next = self.d_q.q.val();
        self.e_rmsnorm.cfg_len.next = self.len_q.q.val();
        self.e_rmsnorm.cfg_imm.next = self.imm_q.q.val().get_bits::<8>(0);
        self.e_rmsnorm.cfg_sram_words.next = self.cfg_sram_words.val();
        self.e_rmsnorm.lda_cmd_ready.next = self.lda.cmd_ready.val() & self.sel_rmsnorm.val();
        self.e_rmsnorm.lda_out_valid.next = self.lda.out_valid.val() & self.sel_rmsnorm.val();
        self.e_rmsnorm.lda_out_data.next = self.lda.out_data.val();
        self.e_rmsnorm.ldb_cmd_ready.next = self.ldb.cmd_ready.val() & self.sel_rmsnorm.val();
        self.e_rmsnorm.ldb_out_valid.next = self.ldb.out_valid.val() & self.sel_rmsnorm.val();
        self.e_rmsnorm.ldb_out_data.next = self.ldb.out_data.val();
        self.e_rmsnorm.ldb_out_last.next = self.ldb.out_last.val();
        self.e_rmsnorm.st_cmd_ready.next = self.st.cmd_ready.val() & self.sel_rmsnorm.val();
        self.e_rmsnorm.st_in_ready.next = self.st.in_ready.val() & self.sel_rmsnorm.val();
        self.e_rmsnorm.st_done.next = self.st.done.val() & self.sel_rmsnorm.val();
        // engine rope
        self.e_rope.clock.next = self.clock.val();
        self.e_rope.reset.next = self.reset.val();
        self.e_rope.start.next = self.start_q.q.val() & self.sel_rope.val();
        self.e_rope.cfg_a.next = self.a_q.q.val();
        self.e_rope.cfg_b.next = self.b_q.q.val();
        self.e_rope.cfg_d.next = self.d_q.q.val();
        self.e_rope.cfg_len.next = self.len_q.q.val();
        self.e_rope.cfg_imm.next = self.imm_q.q.val();
        self.e_rope.cfg_sram_words.next = self.cfg_sram_words.val();
        self.e_rope.lda_cmd_ready.next = self.lda.cmd_ready.val() & self.sel_rope.val();
        self.e_rope.lda_out_valid.next = self.lda.out_valid.val() & self.sel_rope.val();
        self.e_rope.lda_out_data.next = self.lda.out_data.val();
        self.e_rope.ldb_cmd_ready.next = self.ldb.cmd_ready.val() & self.sel_rope.val();
        self.e_rope.ldb_out_valid.next = self.ldb.out_valid.val() & self.sel_rope.val();
        self.e_rope.ldb_out_data.next = self.ldb.out_data.val();
        self.e_rope.ldb_out_last.next = self.ldb.out_last.val();
        self.e_rope.st_cmd_ready.next = self.st.cmd_ready.val() & self.sel_rope.val();
        self.e_rope.st_in_ready.next = self.st.in_ready.val() & self.sel_rope.val();
        self.e_rope.st_done.next = self.st.done.val() & self.sel_rope.val();
        // engine kv_pack
        self.e_kv_pack.clock.next = self.clock.val();
        self.e_kv_pack.reset.next = self.reset.val();
        self.e_kv_pack.start.next = self.start_q.q.val() & self.sel_kv_pack.val();
        self.e_kv_pack.cfg_a.next = self.a_q.q.val();
        self.e_kv_pack.cfg_d.next = self.d_q.q.val();
        self.e_kv_pack.cfg_len.next = self.len_q.q.val();
        self.e_kv_pack.cfg_imm.next = self.imm_q.q.val();
        self.e_kv_pack.cfg_sram_words.next = self.cfg_sram_words.val();
        self.e_kv_pack.lda_cmd_ready.next = self.lda.cmd_ready.val() & self.sel_kv_pack.val();
        self.e_kv_pack.lda_out_valid.next = self.lda.out_valid.val() & self.sel_kv_pack.val();
        self.e_kv_pack.lda_out_data.next = self.lda.out_data.val();
        self.e_kv_pack.st_cmd_ready.next = self.st.cmd_ready.val() & self.sel_kv_pack.val();
        self.e_kv_pack.st_in_ready.next = self.st.in_ready.val() & self.sel_kv_pack.val();
        self.e_kv_pack.st_done.next = self.st.done.val() & self.sel_kv_pack.val();
        // engine attn
        self.e_attn.clock.next = self.clock.val();
        self.e_attn.reset.next = self.reset.val();
        self.e_attn.start.next = self.start_q.q.val() & self.sel_attn.val();
        self.e_attn.cfg_funct.next = self.funct_q.q.val();
        self.e_attn.cfg_a.next = self.a_q.q.val();
        self.e_attn.cfg_b.next = self.b_q.q.val();
        self.e_attn.cfg_c.next = self.c_q.q.val();
        self.e_attn.cfg_d.next = self.d_q.q.val();
        self.e_attn.cfg_len.next = self.len_q.q.val();
        self.e_attn.cfg_imm.next = self.imm_q.q.val();
        self.e_attn.cfg_sram_words.next = self.cfg_sram_words.val();
        self.e_attn.lda_cmd_ready.next = self.lda.cmd_ready.val() & self.sel_attn.val();
        self.e_attn.lda_out_valid.next = self.lda.out_valid.val() & self.sel_attn.val();
        self.e_attn.lda_out_data.next = self.lda.out_data.val();
        self.e_attn.ldb_cmd_ready.next = self.ldb.cmd_ready.val() & self.sel_attn.val();
        self.e_attn.ldb_out_valid.next = self.ldb.out_valid.val() & self.sel_attn.val();
        self.e_attn.ldb_out_data.next = self.ldb.out_data.val();
        self.e_attn.ldb_out_last.next = self.ldb.out_last.val();
        self.e_attn.st_cmd_ready.next = self.st.cmd_ready.val() & self.sel_attn.val();
        self.e_attn.st_in_ready.next = self.st.in_ready.val() & self.sel_attn.val();
        self.e_attn.st_done.next = self.st.done.val() & self.sel_attn.val();
        // engine quant
        self.e_quant.clock.next = self.clock.val();
        self.e_quant.reset.next = self.reset.val();
        self.e_quant.start.next = self.start_q.q.val() & self.sel_quant.val();
        self.e_quant.cfg_a.next = self.a_q.q.val();
        self.e_quant.cfg_b.next = self.b_q.q.val();
        self.e_quant.cfg_d.next = self.d_q.q.val();
        self.e_quant.cfg_len.next = self.len_q.q.val();
        self.e_quant.cfg_imm.next = self.imm_q.q.val();
        self.e_quant.cfg_sram_words.next = self.cfg_sram_words.val();
        self.e_quant.lda_cmd_ready.next = self.lda.cmd_ready.val() & self.sel_quant.val();
        self.e_quant.lda_out_valid.next = self.lda.out_valid.val() & self.sel_quant.val();
        self.e_quant.lda_out_data.next = self.lda.out_data.val();
        self.e_quant.lda_out_last.next = self.lda.out_last.val();
        self.e_quant.st_cmd_ready.next = self.st.cmd_ready.val() & self.sel_quant.val();
        self.e_quant.st_in_ready.next = self.st.in_ready.val() & self.sel_quant.val();
        self.e_quant.st_done.next = self.st.done.val() & self.sel_quant.val();
        // engine requant
        self.e_requant.clock.next = self.clock.val();
        self.e_requant.reset.next = self.reset.val();
        self.e_requant.start.next = self.start_q.q.val() & self.sel_requant.val();
        self.e_requant.cfg_a.next = self.a_q.q.val();
        self.e_requant.cfg_b.next = self.b_q.q.val();
        self.e_requant.cfg_c.next = self.c_q.q.val();
        self.e_requant.cfg_d.next = self.d_q.q.val();
        self.e_requant.cfg_len.next = self.len_q.q.val();
        self.e_requant.cfg_imm.next = self.imm_q.q.val();
        self.e_requant.cfg_sram_words.next = self.cfg_sram_words.val();
        self.e_requant.lda_cmd_ready.next = self.lda.cmd_ready.val() & self.sel_requant.val();
        self.e_requant.lda_out_valid.next = self.lda.out_valid.val() & self.sel_requant.val();
        self.e_requant.lda_out_data.next = self.lda.out_data.val();
        self.e_requant.lda_out_last.next = self.lda.out_last.val();
        self.e_requant.ldb_cmd_ready.next = self.ldb.cmd_ready.val() & self.sel_requant.val();
        self.e_requant.ldb_out_valid.next = self.ldb.out_valid.val() & self.sel_requant.val();
        self.e_requant.ldb_out_data.next = self.ldb.out_data.val();
        self.e_requant.ldb_out_last.next = self.ldb.out_last.val();
        self.e_requant.st_cmd_ready.next = self.st.cmd_ready.val() & self.sel_requant.val();
        self.e_requant.st_in_ready.next = self.st.in_ready.val() & self.sel_requant.val();
        self.e_requant.st_done.next = self.st.done.val() & self.sel_requant.val();
        // ---- the selected engine drives the loaders and the store (defaults: nothing offered)
        self.chk.next = self.c_unsup.val();
        self.e_done.next = false;
        self.e_error.next = false;
        self.e_code.next = self.c_ok.val();
        self.lda.cmd_valid.next = false;
        self.lda.cmd_addr.next = self.a_q.q.val();
        self.lda.cmd_count.next = self.len_q.q.val();
        self.lda.cmd_width.next = self.c_z2.val();
        self.lda.cmd_signed.next = false;
        self.lda.out_ready.next = false;
        self.ldb.cmd_valid.next = false;
        self.ldb.cmd_addr.next = self.b_q.q.val();
        self.ldb.cmd_count.next = self.len_q.q.val();
        self.ldb.cmd_width.next = self.c_z2.val();
        self.ldb.cmd_signed.next = false;
        self.ldb.out_ready.next = false;
        self.st.cmd_valid.next = false;
        self.st.cmd_addr.next = self.d_q.q.val();
        self.st.cmd_count.next = self.len_q.q.val();
        self.st.cmd_width.next = self.c_z2.val();
        self.st.in_valid.next = false;
        self.st.in_data.next = self.c_zw.val();
        // engine ew
        if self.sel_ew.val() {
            self.chk.next = self.e_ew.chk_code.val();
            self.e_done.next = self.e_ew.done.val();
            self.e_error.next = self.e_ew.error.val();
            self.e_code.next = self.e_ew.error_code.val();
            self.lda.cmd_valid.next = self.e_ew.lda_cmd_valid.val();
            self.lda.cmd_addr.next = self.e_ew.lda_cmd_addr.val();
            self.lda.cmd_count.next = self.e_ew.lda_cmd_count.val();
            self.lda.cmd_width.next = self.e_ew.lda_cmd_width.val();
            self.lda.cmd_signed.next = self.e_ew.lda_cmd_signed.val();
            self.lda.out_ready.next = self.e_ew.lda_out_ready.val();
            self.ldb.cmd_valid.next = self.e_ew.ldb_cmd_valid.val();
            self.ldb.cmd_addr.next = self.e_ew.ldb_cmd_addr.val();
            self.ldb.cmd_count.next = self.e_ew.ldb_cmd_count.val();
            self.ldb.cmd_width.next = self.e_ew.ldb_cmd_width.val();
            self.ldb.cmd_signed.next = self.e_ew.ldb_cmd_signed.val();
            self.ldb.out_ready.next = self.e_ew.ldb_out_ready.val();
            self.st.cmd_valid.next = self.e_ew.st_cmd_valid.val();
            self.st.cmd_addr.next = self.e_ew.st_cmd_addr.val();
            self.st.cmd_count.next = self.e_ew.st_cmd_count.val();
            self.st.cmd_width.next = self.e_ew.st_cmd_width.val();
            self.st.in_valid.next = self.e_ew.st_in_valid.val();
            self.st.in_data.next = self.e_ew.st_in_data.val();
        }
        // engine softmax
        if self.sel_softmax.val() {
            self.chk.next = self.e_softmax.chk_code.val();
            self.lda.cmd_valid.next = self.e_softmax.lda_cmd_valid.val();
            self.lda.cmd_addr.next = self.e_softmax.lda_cmd_addr.val();
            self.lda.cmd_count.next = self.e_softmax.lda_cmd_count.val();
            self.lda.cmd_width.next = self.e_softmax.lda_cmd_width.val();
            self.lda.cmd_signed.next = self.e_softmax.lda_cmd_signed.val();
            self.lda.out_ready.next = self.e_softmax.lda_out_ready.val();
            self.ldb.cmd_valid.next = self.e_softmax.ldb_cmd_valid.val();
            self.ldb.cmd_addr.next = self.e_softmax.ldb_cmd_addr.val();
            self.ldb.cmd_count.next = self.e_softmax.ldb_cmd_count.val();
            self.ldb.cmd_width.next = self.e_softmax.ldb_cmd_width.val();
            self.ldb.cmd_signed.next = self.e_softmax.ldb_cmd_signed.val();
            self.ldb.out_ready.next = self.e_softmax.ldb_out_ready.val();
            self.st.cmd_valid.next = self.e_softmax.st_cmd_valid.val();
            self.st.cmd_addr.next = self.e_softmax.st_cmd_addr.val();
            self.st.cmd_count.next = self.e_softmax.st_cmd_count.val();
            self.st.cmd_width.next = self.e_softmax.st_cmd_width.val();
            self.st.in_valid.next = self.e_softmax.st_in_valid.val();
            self.st.in_data.next = self.e_softmax.st_in_data.val();
            self.e_done.next = self.e_softmax.done.val();
            self.e_error.next = self.e_softmax.error.val();
            self.e_code.next = self.e_softmax.error_code.val();
        }
        // engine argmax
        if self.sel_argmax.val() {
            self.chk.next = self.e_argmax.chk_code.val();
            self.lda.cmd_valid.next = self.e_argmax.lda_cmd_valid.val();
            self.lda.cmd_addr.next = self.e_argmax.lda_cmd_addr.val();
            self.lda.cmd_count.next = self.e_argmax.lda_cmd_count.val();
            self.lda.cmd_width.next = self.e_argmax.lda_cmd_width.val();
            self.lda.cmd_signed.next = self.e_argmax.lda_cmd_signed.val();
            self.lda.out_ready.next = self.e_argmax.lda_out_ready.val();
            self.st.cmd_valid.next = self.e_argmax.st_cmd_valid.val();
            self.st.cmd_addr.next = self.e_argmax.st_cmd_addr.val();
            self.st.cmd_count.next = self.e_argmax.st_cmd_count.val();
            self.st.cmd_width.next = self.e_argmax.st_cmd_width.val();
            self.st.in_valid.next = self.e_argmax.st_in_valid.val();
            self.st.in_data.next = self.e_argmax.st_in_data.val();
            self.e_done.next = self.e_argmax.done.val();
        }
        // engine embed
        if self.sel_embed.val() {
            self.chk.next = self.e_embed.chk_code.val();
            self.lda.cmd_valid.next = self.e_embed.lda_cmd_valid.val();
            self.lda.cmd_addr.next = self.e_embed.lda_cmd_addr.val();
            self.lda.cmd_count.next = self.e_embed.lda_cmd_count.val();
            self.lda.cmd_width.next = self.e_embed.lda_cmd_width.val();
            self.lda.cmd_signed.next = self.e_embed.lda_cmd_signed.val();
            self.lda.out_ready.next = self.e_embed.lda_out_ready.val();
            self.ldb.cmd_valid.next = self.e_embed.ldb_cmd_valid.val();
            self.ldb.cmd_addr.next = self.e_embed.ldb_cmd_addr.val();
            self.ldb.cmd_count.next = self.e_embed.ldb_cmd_count.val();
            self.ldb.cmd_width.next = self.e_embed.ldb_cmd_width.val();
            self.ldb.cmd_signed.next = self.e_embed.ldb_cmd_signed.val();
            self.ldb.out_ready.next = self.e_embed.ldb_out_ready.val();
            self.st.cmd_valid.next = self.e_embed.st_cmd_valid.val();
            self.st.cmd_addr.next = self.e_embed.st_cmd_addr.val();
            self.st.cmd_count.next = self.e_embed.st_cmd_count.val();
            self.st.cmd_width.next = self.e_embed.st_cmd_width.val();
            self.st.in_valid.next = self.e_embed.st_in_valid.val();
            self.st.in_data.next = self.e_embed.st_in_data.val();
            self.e_done.next = self.e_embed.done.val();
            self.e_error.next = self.e_embed.error.val();
            self.e_code.next = self.e_embed.error_code.val();
        }
        // engine rmsnorm
        if self.sel_rmsnorm.val() {
            self.chk.next = self.e_rmsnorm.chk_code.val();
            self.e_done.next = self.e_rmsnorm.done.val();
            self.e_error.next = self.e_rmsnorm.error.val();
            self.e_code.next = self.e_rmsnorm.error_code.val();
            self.lda.cmd_valid.next = self.e_rmsnorm.lda_cmd_valid.val();
            self.lda.cmd_addr.next = self.e_rmsnorm.lda_cmd_addr.val();
            self.lda.cmd_count.next = self.e_rmsnorm.lda_cmd_count.val();
            self.lda.cmd_width.next = self.e_rmsnorm.lda_cmd_width.val();
            self.lda.cmd_signed.next = self.e_rmsnorm.lda_cmd_signed.val();
            self.lda.out_ready.next = self.e_rmsnorm.lda_out_ready.val();
            self.ldb.cmd_valid.next = self.e_rmsnorm.ldb_cmd_valid.val();
            self.ldb.cmd_addr.next = self.e_rmsnorm.ldb_cmd_addr.val();
            self.ldb.cmd_count.next = self.e_rmsnorm.ldb_cmd_count.val();
            self.ldb.cmd_width.next = self.e_rmsnorm.ldb_cmd_width.val();
            self.ldb.cmd_signed.next = self.e_rmsnorm.ldb_cmd_signed.val();
            self.ldb.out_ready.next = self.e_rmsnorm.ldb_out_ready.val();
            self.st.cmd_valid.next = self.e_rmsnorm.st_cmd_valid.val();
            self.st.cmd_addr.next = self.e_rmsnorm.st_cmd_addr.val();
            self.st.cmd_count.next = self.e_rmsnorm.st_cmd_count.val();
            self.st.cmd_width.next = self.e_rmsnorm.st_cmd_width.val();
            self.st.in_valid.next = self.e_rmsnorm.st_in_valid.val();
            self.st.in_data.next = self.e_rmsnorm.st_in_data.val();
        }
        // engine rope
        if self.sel_rope.val() {
            self.chk.next = self.e_rope.chk_code.val();
            self.e_done.next = self.e_rope.done.val();
            self.e_error.next = self.e_rope.error.val();
            self.e_code.next = self.e_rope.error_code.val();
            self.lda.cmd_valid.next = self.e_rope.lda_cmd_valid.val();
            self.lda.cmd_addr.next = self.e_rope.lda_cmd_addr.val();
            self.lda.cmd_count.next = self.e_rope.lda_cmd_count.val();
            self.lda.cmd_width.next = self.e_rope.lda_cmd_width.val();
            self.lda.cmd_signed.next = self.e_rope.lda_cmd_signed.val();
            self.lda.out_ready.next = self.e_rope.lda_out_ready.val();
            self.ldb.cmd_valid.next = self.e_rope.ldb_cmd_valid.val();
            self.ldb.cmd_addr.next = self.e_rope.ldb_cmd_addr.val();
            self.ldb.cmd_count.next = self.e_rope.ldb_cmd_count.val();
            self.ldb.cmd_width.next = self.e_rope.ldb_cmd_width.val();
            self.ldb.cmd_signed.next = self.e_rope.ldb_cmd_signed.val();
            self.ldb.out_ready.next = self.e_rope.ldb_out_ready.val();
            self.st.cmd_valid.next = self.e_rope.st_cmd_valid.val();
            self.st.cmd_addr.next = self.e_rope.st_cmd_addr.val();
            self.st.cmd_count.next = self.e_rope.st_cmd_count.val();
            self.st.cmd_width.next = self.e_rope.st_cmd_width.val();
            self.st.in_valid.next = self.e_rope.st_in_valid.val();
            self.st.in_data.next = self.e_rope.st_in_data.val();
        }
        // engine kv_pack
        if self.sel_kv_pack.val() {
            self.chk.next = self.e_kv_pack.chk_code.val();
            self.e_done.next = self.e_kv_pack.done.val();
            self.e_error.next = self.e_kv_pack.error.val();
            self.e_code.next = self.e_kv_pack.error_code.val();
            self.lda.cmd_valid.next = self.e_kv_pack.lda_cmd_valid.val();
            self.lda.cmd_addr.next = self.e_kv_pack.lda_cmd_addr.val();
            self.lda.cmd_count.next = self.e_kv_pack.lda_cmd_count.val();
            self.lda.cmd_width.next = self.e_kv_pack.lda_cmd_width.val();
            self.lda.cmd_signed.next = self.e_kv_pack.lda_cmd_signed.val();
            self.lda.out_ready.next = self.e_kv_pack.lda_out_ready.val();
            self.st.cmd_valid.next = self.e_kv_pack.st_cmd_valid.val();
            self.st.cmd_addr.next = self.e_kv_pack.st_cmd_addr.val();
            self.st.cmd_count.next = self.e_kv_pack.st_cmd_count.val();
            self.st.cmd_width.next = self.e_kv_pack.st_cmd_width.val();
            self.st.in_valid.next = self.e_kv_pack.st_in_valid.val();
            self.st.in_data.next = self.e_kv_pack.st_in_data.val();
        }
        // engine attn
        if self.sel_attn.val() {
            self.chk.next = self.e_attn.chk_code.val();
            self.e_done.next = self.e_attn.done.val();
            self.e_error.next = self.e_attn.error.val();
            self.e_code.next = self.e_attn.error_code.val();
            self.lda.cmd_valid.next = self.e_attn.lda_cmd_valid.val();
            self.lda.cmd_addr.next = self.e_attn.lda_cmd_addr.val();
            self.lda.cmd_count.next = self.e_attn.lda_cmd_count.val();
            self.lda.cmd_width.next = self.e_attn.lda_cmd_width.val();
            self.lda.cmd_signed.next = self.e_attn.lda_cmd_signed.val();
            self.lda.out_ready.next = self.e_attn.lda_out_ready.val();
            self.ldb.cmd_valid.next = self.e_attn.ldb_cmd_valid.val();
            self.ldb.cmd_addr.next = self.e_attn.ldb_cmd_addr.val();
            self.ldb.cmd_count.next = self.e_attn.ldb_cmd_count.val();
            self.ldb.cmd_width.next = self.e_attn.ldb_cmd_width.val();
            self.ldb.cmd_signed.next = self.e_attn.ldb_cmd_signed.val();
            self.ldb.out_ready.next = self.e_attn.ldb_out_ready.val();
            self.st.cmd_valid.next = self.e_attn.st_cmd_valid.val();
            self.st.cmd_addr.next = self.e_attn.st_cmd_addr.val();
            self.st.cmd_count.next = self.e_attn.st_cmd_count.val();
            self.st.cmd_width.next = self.e_attn.st_cmd_width.val();
            self.st.in_valid.next = self.e_attn.st_in_valid.val();
            self.st.in_data.next = self.e_attn.st_in_data.val();
        }
        // engine quant
        if self.sel_quant.val() {
            self.chk.next = self.e_quant.chk_code.val();
            self.e_done.next = self.e_quant.done.val();
            self.e_error.next = self.e_quant.error.val();
            self.e_code.next = self.e_quant.error_code.val();
            self.lda.cmd_valid.next = self.e_quant.lda_cmd_valid.val();
            self.lda.cmd_addr.next = self.e_quant.lda_cmd_addr.val();
            self.lda.cmd_count.next = self.e_quant.lda_cmd_count.val();
            self.lda.cmd_width.next = self.e_quant.lda_cmd_width.val();
            self.lda.cmd_signed.next = self.e_quant.lda_cmd_signed.val();
            self.lda.out_ready.next = self.e_quant.lda_out_ready.val();
            self.st.cmd_valid.next = self.e_quant.st_cmd_valid.val();
            self.st.cmd_addr.next = self.e_quant.st_cmd_addr.val();
            self.st.cmd_count.next = self.e_quant.st_cmd_count.val();
            self.st.cmd_width.next = self.e_quant.st_cmd_width.val();
            self.st.in_valid.next = self.e_quant.st_in_valid.val();
            self.st.in_data.next = self.e_quant.st_in_data.val();
        }
        // engine requant
        if self.sel_requant.val() {
            self.chk.next = self.e_requant.chk_code.val();
            self.e_done.next = self.e_requant.done.val();
            self.e_error.next = self.e_requant.error.val();
            self.e_code.next = self.e_requant.error_code.val();
            self.lda.cmd_valid.next = self.e_requant.lda_cmd_valid.val();
            self.lda.cmd_addr.next = self.e_requant.lda_cmd_addr.val();
            self.lda.cmd_count.next = self.e_requant.lda_cmd_count.val();
            self.lda.cmd_width.next = self.e_requant.lda_cmd_width.val();
            self.lda.cmd_signed.next = self.e_requant.lda_cmd_signed.val();
            self.lda.out_ready.next = self.e_requant.lda_out_ready.val();
            self.ldb.cmd_valid.next = self.e_requant.ldb_cmd_valid.val();
            self.ldb.cmd_addr.next = self.e_requant.ldb_cmd_addr.val();
            self.ldb.cmd_count.next = self.e_requant.ldb_cmd_count.val();
            self.ldb.cmd_width.next = self.e_requant.ldb_cmd_width.val();
            self.ldb.cmd_signed.next = self.e_requant.ldb_cmd_signed.val();
            self.ldb.out_ready.next = self.e_requant.ldb_out_ready.val();
            self.st.cmd_valid.next = self.e_requant.st_cmd_valid.val();
            self.st.cmd_addr.next = self.e_requant.st_cmd_addr.val();
            self.st.cmd_count.next = self.e_requant.st_cmd_count.val();
            self.st.cmd_width.next = self.e_requant.st_cmd_width.val();
            self.st.in_valid.next = self.e_requant.st_in_valid.val();
            self.st.in_data.next = self.e_requant.st_in_data.val();
        }
        // CHECK: wait CHK_CYCLES, then the engine's verdict (UNSUPPORTED without an engine)
        self.vchk_q.d.next = self.chk.val();
        self.start_q.d.next = false;
        self.done_q.d.next = false;
        self.error_q.d.next = false;
        if self.state_q.q.val() == self.c_check.val() {
            self.chk_q.d.next = self.chk_q.q.val() - self.c_one2.val();
            if !self.chk_q.q.val().any() {
                if !self.sup.val() {
                    self.error_q.d.next = true;
                    self.code_q.d.next = self.c_unsup.val();
                    self.state_q.d.next = self.c_idle.val();
                } else if self.vchk_q.q.val().any() {
                    self.error_q.d.next = true;
                    self.code_q.d.next = self.vchk_q.q.val();
                    self.state_q.d.next = self.c_idle.val();
                } else {
                    self.start_q.d.next = true;
                    self.state_q.d.next = self.c_run.val();
                }
            }
        }
        // RUN: until the engine's done or error
        if self.state_q.q.val() == self.c_run.val() {
            if self.e_done.val() {
                self.done_q.d.next = true;
                self.state_q.d.next = self.c_idle.val();
            } else if self.e_error.val() {
                self.error_q.d.next = true;
                self.code_q.d.next = self.e_code.val();
                self.state_q.d.next = self.c_idle.val();
            }
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
            self.start_q.d.next = false;
            self.done_q.d.next = false;
            self.error_q.d.next = false;
        }
    }
}

/// Adds `/*verilator isolate_assignments*/` to every `reg` declared in the top module and in its engine
/// modules (`<top>$e_*`, not their units): each of these always blocks both drives its submodules'
/// handshake inputs and reads their outputs, which Verilator sees as a false combinational loop
/// (UNOPTFLAT) unless the assignments get blocks of their own.
pub fn isolate_assignments(verilog: &str) -> String {
    let mut out = String::with_capacity(verilog.len() + 4096);
    let mut top: Option<String> = None;
    let mut ours = false;
    for line in verilog.lines() {
        let t = line.trim();
        if let Some(rest) = t.strip_prefix("module ") {
            let name = rest.split('(').next().unwrap_or("").to_string();
            let top_name = top.get_or_insert_with(|| name.clone()).clone();
            ours = name == top_name
                || name
                    .strip_prefix(&format!("{top_name}$e_"))
                    .is_some_and(|r| !r.contains('$'));
        }
        if ours && t.starts_with("reg ") && t.ends_with(';') {
            out.push_str(line.trim_end().trim_end_matches(';'));
            out.push_str(" /*verilator isolate_assignments*/;\n");
        } else {
            out.push_str(line);
            out.push('\n');
        }
        if t.starts_with("endmodule") {
            ours = false;
        }
    }
    out
}

/// The emitted W = 64 top `vpu_top_w64`. The operation units inside the engines are transplanted
/// (`emit::transplant`): their text is exactly their standalone emitted module, with its waivers and
/// Verilator work-arounds, so the top simulates the Verilog their own tests verified.
pub fn emit_top() -> TopModule {
    let mut m = emit("vpu_top_w64", VpuTop::<64>::default());
    m.verilog = isolate_assignments(&m.verilog);
    let units = super::units();
    for (inst, name) in [
        ("e_ew$resadd", "vpu_resadd"),
        ("e_ew$silu", "vpu_silu_mul"),
        ("e_softmax$sm", "vpu_softmax_l512"),
        ("e_argmax$am", "vpu_argmax"),
        ("e_embed$emb", "vpu_embed"),
        ("e_rmsnorm$rms", "vpu_rmsnorm"),
        ("e_rope$rope", "vpu_rope"),
        ("e_kv_pack$bfp", "vpu_bfp16_l256"),
        ("e_attn$score", "vpu_score_h64"),
        ("e_attn$pv", "vpu_pv_h64"),
        ("e_quant$quant", "vpu_quant_g32"),
        ("e_requant$rq", "vpu_requant"),
    ] {
        let u = units
            .iter()
            .find(|u| u.name == name)
            .unwrap_or_else(|| panic!("vpu_top: unit `{name}` is not emitted"));
        transplant(&mut m, inst, u);
    }
    waive(
        &mut m,
        &["input wire  [127:0] instr_data;"],
        "UNUSEDSIGNAL",
        "the unit reads the fields it executes; opcode, wait and signal belong to the dispatcher",
    );
    waive(
        &mut m,
        &["wire  rms$out_last;", "wire  bfp$out_last;"],
        "UNUSEDSIGNAL",
        "the store counts the elements of the RMSNORM result / the KV_PACK engine counts each head's mantissas itself",
    );
    waive(
        &mut m,
        &["reg  [31:0] tot /*verilator isolate_assignments*/;"],
        "UNUSEDSIGNAL",
        "KV_PACK's record words heads * rw (16 x 16 bits) matter only when heads * head_size <= 512, so below 2^14",
    );
    waive_in(
        &mut m,
        "vpu_top_w64$e_embed",
        &["input wire  [31:0] lda_out_data;"],
        "UNUSEDSIGNAL",
        "EMBED's weights are 8-bit elements (loader width code 0): bits 31:8 are their sign copies",
    );
    waive_in(
        &mut m,
        "vpu_top_w64$e_embed",
        &["input wire  [31:0] ldb_out_data;"],
        "UNUSEDSIGNAL",
        "a scale word is {m: 15:0, s: 23:16}; bits 31:24 are not part of it (Machine ignores them too)",
    );
    waive_in(
        &mut m,
        "vpu_top_w64$e_embed",
        &["wire  [16:0] div$out_quot;"],
        "UNUSEDSIGNAL",
        "groups = ceil(len / group) <= len <= MAX_LEN (512) fits 16 bits",
    );
    waive_in(
        &mut m,
        "vpu_top_w64$e_softmax",
        &["wire  sm$out_last;", "wire  sm$out_err;"],
        "UNUSEDSIGNAL",
        "the store counts the len weights itself, and len <= MAX_LEN = 512 = the unit's capacity, so out_err is never set",
    );
    waive_in(
        &mut m,
        "vpu_top_w64$e_attn",
        &["input wire  [19:0] cfg_c;"],
        "UNUSEDSIGNAL",
        "att_scale is the c field's low 16 bits (decode bounds it to 32767)",
    );
    waive(
        &mut m,
        &["wire  score$cfg_err;", "wire  pv$cfg_err;", "wire  score$out_last;", "wire  pv$out_last;"],
        "UNUSEDSIGNAL",
        "the engine's check keeps head_size in 1..=64 (cfg_err low); the store counts the results itself",
    );
    waive(
        &mut m,
        &[
            "reg  [31:0] recw32 /*verilator isolate_assignments*/;",
            "reg  [23:0] rpairs /*verilator isolate_assignments*/;",
            "reg  [23:0] lbn /*verilator isolate_assignments*/;",
        ],
        "UNUSEDSIGNAL",
        "len * rw < 2^14 and its 32-bit pair count < 2^15 whenever the check passes (len <= 512, head_size <= 64)",
    );
    waive(
        &mut m,
        &["wire  quant$out_last;"],
        "UNUSEDSIGNAL",
        "EngQuant: the vector's end is the q store's done (it counts len elements); out_glast marks the scales",
    );
    waive(
        &mut m,
        &["wire  [31:0] as_ram$rdata;"],
        "UNUSEDSIGNAL",
        "EngRequant: an activation scale is a_m (bits 15:0) and e (bits 23:16); bits 31:24 are ignored as Machine does",
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
