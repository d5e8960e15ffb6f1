//! # seq::decoder
//!
//! The instruction decoder of the sequencer: one 128-bit instruction word in, its class, target queue,
//! legality with the device error code, dependency tokens and every unpacked operand field out. Purely
//! combinational (no clock, no state): the sequencer registers its outputs where timing needs it.
//!
//! ```text
//!                 +--------------------------------------------------------------+
//!  instr[127:0] ->| header slices --> opcode, funct, wait, signal                |
//!                 | form match: for each of the isa's FORMS (opcode, funct)      |--> queue_id[1:0]
//!                 |   hit -> queue, reserved = |(instr & reserved_mask)          |--> illegal, error[7:0]
//!                 | zero-length and range checks per class (matmul, matvec, ...) |
//!                 | priority: opcode > funct > reserved > zero > range           |
//!                 | operand slices (DMA, KV, MATMUL, VECTOR, IRQ), unconditional |--> dma_*, kv_*, mm_*, v_*, irq_code
//!                 +--------------------------------------------------------------+
//! ```
//!
//! Every bit position, width, opcode, funct, bound and error code comes from `systole-isa`
//! ([`crate::isa::field`], [`crate::isa::instr`], [`crate::isa::ErrorCode`]): the field slices use each
//! field's `lo` as a localparam and its `width` as the slice width, the reserved-bit masks are the isa's
//! `Form::reserved_mask()` of each form, so a change of the encoding in the isa crate changes this block.
//! The checks and their priority are those of `systole_isa::decode` (`docs/isa.md`, "Illegal
//! instructions"); the testbench compares every output with it.
//!
//! Output contract: `illegal` is 1 exactly when `error != 0`; `queue_id` is the form's queue when legal and 0
//! (control) when illegal, so the dispatcher handles an illegal word in program order. The operand outputs
//! are plain slices of `instr`, driven whatever the opcode: a unit reads only the ones of its class
//! (`docs/isa.md` lists which fields each form uses). `matvec` (ISA 1.1, MATMUL funct 1) has no operand
//! outputs: its unit slices the word it receives on `matrix_data` with the `field::MV_*` constants; the decoder
//! slices `mv.k`, `mv.n` and `mv.gt` internally for the ZERO_LENGTH check.

use crate::isa::field as f;
use crate::isa::instr::{funct, opcode, Queue, ATT_SCALE_MAX, FORMS, MAX_TILE_DIM, NFORMS, RMSNORM_SHIFT};
use crate::isa::{ErrorCode, Field};
use rust_hdl::prelude::*;

// Slice widths, from the isa's field table (rust-hdl types need them as `usize` constants).
const W_OPCODE: usize = f::OPCODE.width as usize;
const W_WAIT: usize = f::WAIT.width as usize;
const W_SIGNAL: usize = f::SIGNAL.width as usize;
const W_FUNCT: usize = f::FUNCT.width as usize;
const W_IRQ_CODE: usize = f::IRQ_CODE.width as usize;
const W_DMA_TAG: usize = f::DMA_TAG.width as usize;
const W_DMA_ROWS: usize = f::DMA_ROWS.width as usize;
const W_DMA_WORDS: usize = f::DMA_WORDS.width as usize;
const W_DMA_SRAM: usize = f::DMA_SRAM.width as usize;
const W_DMA_DSTRIDE: usize = f::DMA_DSTRIDE.width as usize;
const W_DMA_SSTRIDE: usize = f::DMA_SSTRIDE.width as usize;
const W_DMA_DRAM: usize = f::DMA_DRAM.width as usize;
const W_KV_OFFSET: usize = f::KV_OFFSET.width as usize;
const W_KV_BLOCK: usize = f::KV_BLOCK.width as usize;
const W_KV_LAYER: usize = f::KV_LAYER.width as usize;
const W_KV_SEQ: usize = f::KV_SEQ.width as usize;
const W_MM_ACC: usize = f::MM_ACC.width as usize;
const W_MM_K: usize = f::MM_K.width as usize;
const W_MM_N: usize = f::MM_N.width as usize;
const W_MM_M: usize = f::MM_M.width as usize;
const W_MM_W: usize = f::MM_W.width as usize;
const W_MM_ACT: usize = f::MM_ACT.width as usize;
const W_MM_OUT: usize = f::MM_OUT.width as usize;
const W_MM_ASTRIDE: usize = f::MM_ASTRIDE.width as usize;
const W_MM_OSTRIDE: usize = f::MM_OSTRIDE.width as usize;
const W_V_IMM: usize = f::V_IMM.width as usize;
const W_V_A: usize = f::V_A.width as usize;
const W_V_B: usize = f::V_B.width as usize;
const W_V_C: usize = f::V_C.width as usize;
const W_V_D: usize = f::V_D.width as usize;
const W_V_LEN: usize = f::V_LEN.width as usize;
const W_MV_GT: usize = f::MV_GT.width as usize;
const W_MV_K: usize = f::MV_K.width as usize;
const W_MV_N: usize = f::MV_N.width as usize;
/// Width of the `queue` output (`Queue` has four values).
pub const W_QUEUE: usize = 2;
/// Width of the `error` output (`ErrorCode` is a `u8`).
pub const W_ERROR: usize = 8;
/// Width of a bit position in the 128-bit word (the localparams holding each field's `lo`).
const W_POS: usize = 7;

/// The combinational instruction decoder. Ports are listed with width, direction and meaning; field
/// outputs are named after the `systole_isa::field` constant they slice.
#[derive(LogicBlock)]
pub struct InstrDecoder {
    /// 128 bits, input: the instruction word (word 0 of the four little-endian words in bits 31:0).
    pub instr: Signal<In, Bits<128>>,

    /// 2 bits, output: target queue (`Queue`: 0 control, 1 DMA, 2 matrix, 3 vector); 0 when `illegal`.
    pub queue_id: Signal<Out, Bits<W_QUEUE>>,
    /// 1 bit, output: the word is not a legal instruction (`error != 0`).
    pub illegal: Signal<Out, Bit>,
    /// 8 bits, output: the `ErrorCode` (`ILLEGAL_OPCODE`, `ILLEGAL_FUNCT`, `RESERVED_BITS`, `ZERO_LENGTH`,
    /// `FIELD_RANGE`), 0 when legal.
    pub error: Signal<Out, Bits<W_ERROR>>,
    /// 4 bits, output: `field::OPCODE`.
    pub opcode: Signal<Out, Bits<W_OPCODE>>,
    /// 4 bits, output: `field::FUNCT`.
    pub funct: Signal<Out, Bits<W_FUNCT>>,
    /// 4 bits, output: `field::WAIT`, the semaphore to wait on (0 = none).
    pub sem_wait: Signal<Out, Bits<W_WAIT>>,
    /// 4 bits, output: `field::SIGNAL`, the semaphore to signal on completion (0 = none).
    pub sem_signal: Signal<Out, Bits<W_SIGNAL>>,

    /// 16 bits, output: `field::IRQ_CODE` (`irq`).
    pub irq_code: Signal<Out, Bits<W_IRQ_CODE>>,

    /// 1 bit, output: DMA direction, 1 = SRAM to DRAM (`store`, `kv_store`), 0 = DRAM to SRAM.
    pub dma_store: Signal<Out, Bit>,
    /// 1 bit, output: the DRAM address comes from the KV block table (`kv_load`, `kv_store`).
    pub dma_kv: Signal<Out, Bit>,
    /// 8 bits, output: `field::DMA_TAG`.
    pub dma_tag: Signal<Out, Bits<W_DMA_TAG>>,
    /// 12 bits, output: `field::DMA_ROWS`.
    pub dma_rows: Signal<Out, Bits<W_DMA_ROWS>>,
    /// 12 bits, output: `field::DMA_WORDS` (row length in SRAM words).
    pub dma_words: Signal<Out, Bits<W_DMA_WORDS>>,
    /// 20 bits, output: `field::DMA_SRAM` (SRAM word address).
    pub dma_sram: Signal<Out, Bits<W_DMA_SRAM>>,
    /// 16 bits, output: `field::DMA_DSTRIDE` (DRAM row stride in words).
    pub dma_dstride: Signal<Out, Bits<W_DMA_DSTRIDE>>,
    /// 12 bits, output: `field::DMA_SSTRIDE` (SRAM row stride in words; `load`/`store` only, a KV DMA's
    /// SRAM rows are contiguous).
    pub dma_sstride: Signal<Out, Bits<W_DMA_SSTRIDE>>,
    /// 32 bits, output: `field::DMA_DRAM` (DRAM byte offset; `load`/`store` only).
    pub dma_dram: Signal<Out, Bits<W_DMA_DRAM>>,
    /// 16 bits, output: `field::KV_OFFSET` (words into the physical block; KV only).
    pub kv_offset: Signal<Out, Bits<W_KV_OFFSET>>,
    /// 12 bits, output: `field::KV_BLOCK` (logical block; KV only).
    pub kv_block: Signal<Out, Bits<W_KV_BLOCK>>,
    /// 8 bits, output: `field::KV_LAYER` (KV only).
    pub kv_layer: Signal<Out, Bits<W_KV_LAYER>>,
    /// 8 bits, output: `field::KV_SEQ` (KV only).
    pub kv_seq: Signal<Out, Bits<W_KV_SEQ>>,

    /// 1 bit, output: `field::MM_ACC` (1 = accumulate into the INT32 outputs).
    pub mm_acc: Signal<Out, Bits<W_MM_ACC>>,
    /// 7 bits, output: `field::MM_K` (tile rows).
    pub mm_k: Signal<Out, Bits<W_MM_K>>,
    /// 7 bits, output: `field::MM_N` (tile columns).
    pub mm_n: Signal<Out, Bits<W_MM_N>>,
    /// 12 bits, output: `field::MM_M` (activation vectors).
    pub mm_m: Signal<Out, Bits<W_MM_M>>,
    /// 20 bits, output: `field::MM_W` (weight tile address).
    pub mm_w: Signal<Out, Bits<W_MM_W>>,
    /// 20 bits, output: `field::MM_ACT` (first activation vector address).
    pub mm_act: Signal<Out, Bits<W_MM_ACT>>,
    /// 20 bits, output: `field::MM_OUT` (first output vector address).
    pub mm_out: Signal<Out, Bits<W_MM_OUT>>,
    /// 12 bits, output: `field::MM_ASTRIDE` (words between activation vectors).
    pub mm_astride: Signal<Out, Bits<W_MM_ASTRIDE>>,
    /// 12 bits, output: `field::MM_OSTRIDE` (words between output vectors).
    pub mm_ostride: Signal<Out, Bits<W_MM_OSTRIDE>>,

    /// 16 bits, output: `field::V_IMM` (vector immediate: group, head size, shift...).
    pub v_imm: Signal<Out, Bits<W_V_IMM>>,
    /// 20 bits, output: `field::V_A` (operand slot A).
    pub v_a: Signal<Out, Bits<W_V_A>>,
    /// 20 bits, output: `field::V_B` (operand slot B).
    pub v_b: Signal<Out, Bits<W_V_B>>,
    /// 20 bits, output: `field::V_C` (operand slot C: address or SCORE's scale).
    pub v_c: Signal<Out, Bits<W_V_C>>,
    /// 20 bits, output: `field::V_D` (operand slot D).
    pub v_d: Signal<Out, Bits<W_V_D>>,
    /// 16 bits, output: `field::V_LEN` (count).
    pub v_len: Signal<Out, Bits<W_V_LEN>>,

    // ---- constants: field positions (localparams, so every slice names its isa field)
    p_opcode: Constant<Bits<W_POS>>,
    p_wait: Constant<Bits<W_POS>>,
    p_signal: Constant<Bits<W_POS>>,
    p_funct: Constant<Bits<W_POS>>,
    p_irq_code: Constant<Bits<W_POS>>,
    p_dma_tag: Constant<Bits<W_POS>>,
    p_dma_rows: Constant<Bits<W_POS>>,
    p_dma_words: Constant<Bits<W_POS>>,
    p_dma_sram: Constant<Bits<W_POS>>,
    p_dma_dstride: Constant<Bits<W_POS>>,
    p_dma_sstride: Constant<Bits<W_POS>>,
    p_dma_dram: Constant<Bits<W_POS>>,
    p_kv_offset: Constant<Bits<W_POS>>,
    p_kv_block: Constant<Bits<W_POS>>,
    p_kv_layer: Constant<Bits<W_POS>>,
    p_kv_seq: Constant<Bits<W_POS>>,
    p_mm_acc: Constant<Bits<W_POS>>,
    p_mm_k: Constant<Bits<W_POS>>,
    p_mm_n: Constant<Bits<W_POS>>,
    p_mm_m: Constant<Bits<W_POS>>,
    p_mm_w: Constant<Bits<W_POS>>,
    p_mm_act: Constant<Bits<W_POS>>,
    p_mm_out: Constant<Bits<W_POS>>,
    p_mm_astride: Constant<Bits<W_POS>>,
    p_mm_ostride: Constant<Bits<W_POS>>,
    p_v_imm: Constant<Bits<W_POS>>,
    p_v_a: Constant<Bits<W_POS>>,
    p_v_b: Constant<Bits<W_POS>>,
    p_v_c: Constant<Bits<W_POS>>,
    p_v_d: Constant<Bits<W_POS>>,
    p_v_len: Constant<Bits<W_POS>>,
    p_mv_gt: Constant<Bits<W_POS>>,
    p_mv_k: Constant<Bits<W_POS>>,
    p_mv_n: Constant<Bits<W_POS>>,
    // ---- constants: the form table (one entry per legal (opcode, funct))
    form_op: [Constant<Bits<W_OPCODE>>; NFORMS],
    form_fn: [Constant<Bits<W_FUNCT>>; NFORMS],
    form_resv: [Constant<Bits<128>>; NFORMS],
    form_queue: [Constant<Bits<W_QUEUE>>; NFORMS],
    // ---- constants: opcodes and functs the checks need
    op_ctrl: Constant<Bits<W_OPCODE>>,
    op_sync: Constant<Bits<W_OPCODE>>,
    op_dma: Constant<Bits<W_OPCODE>>,
    op_matmul: Constant<Bits<W_OPCODE>>,
    op_vector: Constant<Bits<W_OPCODE>>,
    fn_dma_store: Constant<Bits<W_FUNCT>>,
    fn_dma_kv_load: Constant<Bits<W_FUNCT>>,
    fn_dma_kv_store: Constant<Bits<W_FUNCT>>,
    fn_mm_matmul: Constant<Bits<W_FUNCT>>,
    fn_mm_matvec: Constant<Bits<W_FUNCT>>,
    fn_v_quant: Constant<Bits<W_FUNCT>>,
    fn_v_requant: Constant<Bits<W_FUNCT>>,
    fn_v_rmsnorm: Constant<Bits<W_FUNCT>>,
    fn_v_rope: Constant<Bits<W_FUNCT>>,
    fn_v_score: Constant<Bits<W_FUNCT>>,
    fn_v_pv: Constant<Bits<W_FUNCT>>,
    fn_v_embed: Constant<Bits<W_FUNCT>>,
    fn_v_kv_pack: Constant<Bits<W_FUNCT>>,
    // ---- constants: bounds and codes
    tile_max: Constant<Bits<W_MM_K>>,
    att_scale_max: Constant<Bits<W_V_C>>,
    shift_bias: Constant<Bits<W_V_IMM>>,
    shift_span: Constant<Bits<W_V_IMM>>,
    queue_ctrl: Constant<Bits<W_QUEUE>>,
    e_none: Constant<Bits<W_ERROR>>,
    e_opcode: Constant<Bits<W_ERROR>>,
    e_funct: Constant<Bits<W_ERROR>>,
    e_reserved: Constant<Bits<W_ERROR>>,
    e_zero: Constant<Bits<W_ERROR>>,
    e_range: Constant<Bits<W_ERROR>>,

    // ---- combinational
    op_known: Signal<Local, Bit>,
    hit: Signal<Local, Bit>,
    reserved: Signal<Local, Bit>,
    form_q: Signal<Local, Bits<W_QUEUE>>,
    is_dma: Signal<Local, Bit>,
    is_mm: Signal<Local, Bit>,
    is_mv: Signal<Local, Bit>,
    mv_gt: Signal<Local, Bits<W_MV_GT>>,
    mv_k: Signal<Local, Bits<W_MV_K>>,
    mv_n: Signal<Local, Bits<W_MV_N>>,
    is_vec: Signal<Local, Bit>,
    imm_nonzero: Signal<Local, Bit>,
    shift_biased: Signal<Local, Bits<W_V_IMM>>,
    zero: Signal<Local, Bit>,
    range: Signal<Local, Bit>,
    err: Signal<Local, Bits<W_ERROR>>,
}

/// A 128-bit constant from a `u128` (rust-hdl literals are 64-bit).
fn bits128(v: u128) -> Bits<128> {
    (Bits::<128>::from((v >> 64) as u64) << 64u64) | Bits::<128>::from(v as u64)
}

/// The position localparam of a field, checking at elaboration that the isa field fits the word and that
/// its width is the port width it is sliced into.
fn pos(field: Field, port_width: usize) -> Constant<Bits<W_POS>> {
    assert!(
        field.width as usize == port_width && field.lo + field.width <= 128,
        "InstrDecoder: isa field {} = [{}, {}) does not fit a {port_width}-bit slice of the 128-bit word",
        field.name,
        field.lo,
        field.lo + field.width
    );
    Constant::new((field.lo as u64).into())
}

fn c4(v: u8) -> Constant<Bits<4>> {
    assert!(v < 16, "InstrDecoder: isa opcode/funct value {v} does not fit the 4-bit field");
    Constant::new((v as u64).into())
}

fn code(e: ErrorCode) -> Constant<Bits<W_ERROR>> {
    Constant::new((e.code() as u64).into())
}

impl Default for InstrDecoder {
    fn default() -> Self {
        assert!(NFORMS >= 1, "InstrDecoder: the isa form table is empty (NFORMS = {NFORMS})");
        assert!(
            f::MM_K.fits(MAX_TILE_DIM) && f::MM_N.width == f::MM_K.width,
            "InstrDecoder: MAX_TILE_DIM = {MAX_TILE_DIM} must fit the {}-bit matmul.k/n fields",
            f::MM_K.width
        );
        assert!(f::V_C.fits(ATT_SCALE_MAX), "InstrDecoder: ATT_SCALE_MAX = {ATT_SCALE_MAX} must fit vec.c");
        let (lo, hi) = RMSNORM_SHIFT;
        assert!(
            lo <= 0 && hi >= lo && ((hi - lo) as u64) < f::V_IMM.max() / 2,
            "InstrDecoder: RMSNORM_SHIFT = ({lo}, {hi}) must contain 0 and span less than half the imm range"
        );
        for fm in FORMS {
            assert!((fm.queue as usize) < 1 << W_QUEUE, "InstrDecoder: queue {:?} of {} needs more than {W_QUEUE} bits", fm.queue, fm.mnemonic);
        }
        let e = |ec: ErrorCode| code(ec);
        Self {
            instr: Default::default(),
            queue_id: Default::default(),
            illegal: Default::default(),
            error: Default::default(),
            opcode: Default::default(),
            funct: Default::default(),
            sem_wait: Default::default(),
            sem_signal: Default::default(),
            irq_code: Default::default(),
            dma_store: Default::default(),
            dma_kv: Default::default(),
            dma_tag: Default::default(),
            dma_rows: Default::default(),
            dma_words: Default::default(),
            dma_sram: Default::default(),
            dma_dstride: Default::default(),
            dma_sstride: Default::default(),
            dma_dram: Default::default(),
            kv_offset: Default::default(),
            kv_block: Default::default(),
            kv_layer: Default::default(),
            kv_seq: Default::default(),
            mm_acc: Default::default(),
            mm_k: Default::default(),
            mm_n: Default::default(),
            mm_m: Default::default(),
            mm_w: Default::default(),
            mm_act: Default::default(),
            mm_out: Default::default(),
            mm_astride: Default::default(),
            mm_ostride: Default::default(),
            v_imm: Default::default(),
            v_a: Default::default(),
            v_b: Default::default(),
            v_c: Default::default(),
            v_d: Default::default(),
            v_len: Default::default(),
            p_opcode: pos(f::OPCODE, W_OPCODE),
            p_wait: pos(f::WAIT, W_WAIT),
            p_signal: pos(f::SIGNAL, W_SIGNAL),
            p_funct: pos(f::FUNCT, W_FUNCT),
            p_irq_code: pos(f::IRQ_CODE, W_IRQ_CODE),
            p_dma_tag: pos(f::DMA_TAG, W_DMA_TAG),
            p_dma_rows: pos(f::DMA_ROWS, W_DMA_ROWS),
            p_dma_words: pos(f::DMA_WORDS, W_DMA_WORDS),
            p_dma_sram: pos(f::DMA_SRAM, W_DMA_SRAM),
            p_dma_dstride: pos(f::DMA_DSTRIDE, W_DMA_DSTRIDE),
            p_dma_sstride: pos(f::DMA_SSTRIDE, W_DMA_SSTRIDE),
            p_dma_dram: pos(f::DMA_DRAM, W_DMA_DRAM),
            p_kv_offset: pos(f::KV_OFFSET, W_KV_OFFSET),
            p_kv_block: pos(f::KV_BLOCK, W_KV_BLOCK),
            p_kv_layer: pos(f::KV_LAYER, W_KV_LAYER),
            p_kv_seq: pos(f::KV_SEQ, W_KV_SEQ),
            p_mm_acc: pos(f::MM_ACC, W_MM_ACC),
            p_mm_k: pos(f::MM_K, W_MM_K),
            p_mm_n: pos(f::MM_N, W_MM_N),
            p_mm_m: pos(f::MM_M, W_MM_M),
            p_mm_w: pos(f::MM_W, W_MM_W),
            p_mm_act: pos(f::MM_ACT, W_MM_ACT),
            p_mm_out: pos(f::MM_OUT, W_MM_OUT),
            p_mm_astride: pos(f::MM_ASTRIDE, W_MM_ASTRIDE),
            p_mm_ostride: pos(f::MM_OSTRIDE, W_MM_OSTRIDE),
            p_v_imm: pos(f::V_IMM, W_V_IMM),
            p_v_a: pos(f::V_A, W_V_A),
            p_v_b: pos(f::V_B, W_V_B),
            p_v_c: pos(f::V_C, W_V_C),
            p_v_d: pos(f::V_D, W_V_D),
            p_v_len: pos(f::V_LEN, W_V_LEN),
            p_mv_gt: pos(f::MV_GT, W_MV_GT),
            p_mv_k: pos(f::MV_K, W_MV_K),
            p_mv_n: pos(f::MV_N, W_MV_N),
            form_op: std::array::from_fn(|i| c4(FORMS[i].opcode)),
            form_fn: std::array::from_fn(|i| c4(FORMS[i].funct)),
            form_resv: std::array::from_fn(|i| Constant::new(bits128(FORMS[i].reserved_mask()))),
            form_queue: std::array::from_fn(|i| Constant::new((FORMS[i].queue as u64).into())),
            op_ctrl: c4(opcode::CTRL),
            op_sync: c4(opcode::SYNC),
            op_dma: c4(opcode::DMA),
            op_matmul: c4(opcode::MATMUL),
            op_vector: c4(opcode::VECTOR),
            fn_dma_store: c4(funct::dma::STORE),
            fn_dma_kv_load: c4(funct::dma::KV_LOAD),
            fn_dma_kv_store: c4(funct::dma::KV_STORE),
            fn_mm_matmul: c4(funct::matmul::MATMUL),
            fn_mm_matvec: c4(funct::matmul::MATVEC),
            fn_v_quant: c4(funct::vector::QUANT),
            fn_v_requant: c4(funct::vector::REQUANT),
            fn_v_rmsnorm: c4(funct::vector::RMSNORM),
            fn_v_rope: c4(funct::vector::ROPE),
            fn_v_score: c4(funct::vector::SCORE),
            fn_v_pv: c4(funct::vector::PV),
            fn_v_embed: c4(funct::vector::EMBED),
            fn_v_kv_pack: c4(funct::vector::KV_PACK),
            tile_max: Constant::new(MAX_TILE_DIM.into()),
            att_scale_max: Constant::new(ATT_SCALE_MAX.into()),
            shift_bias: Constant::new(((-lo) as u64).into()),
            shift_span: Constant::new(((hi - lo) as u64).into()),
            queue_ctrl: Constant::new((Queue::Ctrl as u64).into()),
            e_none: e(ErrorCode::None),
            e_opcode: e(ErrorCode::IllegalOpcode),
            e_funct: e(ErrorCode::IllegalFunct),
            e_reserved: e(ErrorCode::ReservedBits),
            e_zero: e(ErrorCode::ZeroLength),
            e_range: e(ErrorCode::FieldRange),
            op_known: Default::default(),
            hit: Default::default(),
            reserved: Default::default(),
            form_q: Default::default(),
            is_dma: Default::default(),
            is_mm: Default::default(),
            is_mv: Default::default(),
            mv_gt: Default::default(),
            mv_k: Default::default(),
            mv_n: Default::default(),
            is_vec: Default::default(),
            imm_nonzero: Default::default(),
            shift_biased: Default::default(),
            zero: Default::default(),
            range: Default::default(),
            err: Default::default(),
        }
    }
}

impl Logic for InstrDecoder {
    #[hdl_gen]
    fn update(&mut self) {
        // ---------------- field slices (plain wiring)
        self.opcode.next = self.instr.val().get_bits::<W_OPCODE>(self.p_opcode.val().index());
        self.sem_wait.next = self.instr.val().get_bits::<W_WAIT>(self.p_wait.val().index());
        self.sem_signal.next = self.instr.val().get_bits::<W_SIGNAL>(self.p_signal.val().index());
        self.funct.next = self.instr.val().get_bits::<W_FUNCT>(self.p_funct.val().index());
        self.irq_code.next = self.instr.val().get_bits::<W_IRQ_CODE>(self.p_irq_code.val().index());
        self.dma_tag.next = self.instr.val().get_bits::<W_DMA_TAG>(self.p_dma_tag.val().index());
        self.dma_rows.next = self.instr.val().get_bits::<W_DMA_ROWS>(self.p_dma_rows.val().index());
        self.dma_words.next = self.instr.val().get_bits::<W_DMA_WORDS>(self.p_dma_words.val().index());
        self.dma_sram.next = self.instr.val().get_bits::<W_DMA_SRAM>(self.p_dma_sram.val().index());
        self.dma_dstride.next = self.instr.val().get_bits::<W_DMA_DSTRIDE>(self.p_dma_dstride.val().index());
        self.dma_sstride.next = self.instr.val().get_bits::<W_DMA_SSTRIDE>(self.p_dma_sstride.val().index());
        self.dma_dram.next = self.instr.val().get_bits::<W_DMA_DRAM>(self.p_dma_dram.val().index());
        self.kv_offset.next = self.instr.val().get_bits::<W_KV_OFFSET>(self.p_kv_offset.val().index());
        self.kv_block.next = self.instr.val().get_bits::<W_KV_BLOCK>(self.p_kv_block.val().index());
        self.kv_layer.next = self.instr.val().get_bits::<W_KV_LAYER>(self.p_kv_layer.val().index());
        self.kv_seq.next = self.instr.val().get_bits::<W_KV_SEQ>(self.p_kv_seq.val().index());
        self.mm_acc.next = self.instr.val().get_bits::<W_MM_ACC>(self.p_mm_acc.val().index());
        self.mm_k.next = self.instr.val().get_bits::<W_MM_K>(self.p_mm_k.val().index());
        self.mm_n.next = self.instr.val().get_bits::<W_MM_N>(self.p_mm_n.val().index());
        self.mm_m.next = self.instr.val().get_bits::<W_MM_M>(self.p_mm_m.val().index());
        self.mm_w.next = self.instr.val().get_bits::<W_MM_W>(self.p_mm_w.val().index());
        self.mm_act.next = self.instr.val().get_bits::<W_MM_ACT>(self.p_mm_act.val().index());
        self.mm_out.next = self.instr.val().get_bits::<W_MM_OUT>(self.p_mm_out.val().index());
        self.mm_astride.next = self.instr.val().get_bits::<W_MM_ASTRIDE>(self.p_mm_astride.val().index());
        self.mm_ostride.next = self.instr.val().get_bits::<W_MM_OSTRIDE>(self.p_mm_ostride.val().index());
        self.v_imm.next = self.instr.val().get_bits::<W_V_IMM>(self.p_v_imm.val().index());
        self.v_a.next = self.instr.val().get_bits::<W_V_A>(self.p_v_a.val().index());
        self.v_b.next = self.instr.val().get_bits::<W_V_B>(self.p_v_b.val().index());
        self.v_c.next = self.instr.val().get_bits::<W_V_C>(self.p_v_c.val().index());
        self.v_d.next = self.instr.val().get_bits::<W_V_D>(self.p_v_d.val().index());
        self.v_len.next = self.instr.val().get_bits::<W_V_LEN>(self.p_v_len.val().index());
        self.mv_gt.next = self.instr.val().get_bits::<W_MV_GT>(self.p_mv_gt.val().index());
        self.mv_k.next = self.instr.val().get_bits::<W_MV_K>(self.p_mv_k.val().index());
        self.mv_n.next = self.instr.val().get_bits::<W_MV_N>(self.p_mv_n.val().index());

        // ---------------- class and form
        self.op_known.next = (self.opcode.val() == self.op_ctrl.val())
            | (self.opcode.val() == self.op_sync.val())
            | (self.opcode.val() == self.op_dma.val())
            | (self.opcode.val() == self.op_matmul.val())
            | (self.opcode.val() == self.op_vector.val());
        self.is_dma.next = self.opcode.val() == self.op_dma.val();
        // is_mm: MATMUL funct 0 (`matmul`), is_mv: MATMUL funct 1 (`matvec`)
        self.is_mm.next = (self.opcode.val() == self.op_matmul.val()) & (self.funct.val() == self.fn_mm_matmul.val());
        self.is_mv.next = (self.opcode.val() == self.op_matmul.val()) & (self.funct.val() == self.fn_mm_matvec.val());
        self.is_vec.next = self.opcode.val() == self.op_vector.val();
        self.hit.next = false;
        self.reserved.next = false;
        self.form_q.next = self.queue_ctrl.val();
        for i in 0..NFORMS {
            if (self.opcode.val() == self.form_op[i].val()) & (self.funct.val() == self.form_fn[i].val()) {
                self.hit.next = true;
                self.reserved.next = (self.instr.val() & self.form_resv[i].val()).any();
                self.form_q.next = self.form_queue[i].val();
            }
        }
        self.dma_store.next =
            (self.funct.val() == self.fn_dma_store.val()) | (self.funct.val() == self.fn_dma_kv_store.val());
        self.dma_kv.next = (self.funct.val() == self.fn_dma_kv_load.val()) | (self.funct.val() == self.fn_dma_kv_store.val());

        // ---------------- ZERO_LENGTH: counts that must be at least 1
        self.imm_nonzero.next = (self.funct.val() == self.fn_v_quant.val())
            | (self.funct.val() == self.fn_v_requant.val())
            | (self.funct.val() == self.fn_v_rope.val())
            | (self.funct.val() == self.fn_v_score.val())
            | (self.funct.val() == self.fn_v_pv.val())
            | (self.funct.val() == self.fn_v_embed.val())
            | (self.funct.val() == self.fn_v_kv_pack.val());
        self.zero.next = (self.is_dma.val() & (!self.dma_rows.val().any() | !self.dma_words.val().any()))
            | (self.is_mm.val() & (!self.mm_k.val().any() | !self.mm_n.val().any() | !self.mm_m.val().any()))
            | (self.is_mv.val() & (!self.mv_k.val().any() | !self.mv_n.val().any() | !self.mv_gt.val().any()))
            | (self.is_vec.val()
                & (!self.v_len.val().any() | (self.imm_nonzero.val() & !self.v_imm.val().any())));

        // ---------------- FIELD_RANGE: bounded fields
        self.shift_biased.next = self.v_imm.val() + self.shift_bias.val();
        self.range.next = (self.is_mm.val()
            & ((self.mm_k.val() > self.tile_max.val()) | (self.mm_n.val() > self.tile_max.val())))
            | (self.is_vec.val()
                & (((self.funct.val() == self.fn_v_rope.val()) & self.v_imm.val().get_bit(0))
                    | ((self.funct.val() == self.fn_v_score.val()) & (self.v_c.val() > self.att_scale_max.val()))
                    | ((self.funct.val() == self.fn_v_rmsnorm.val())
                        & (self.shift_biased.val() > self.shift_span.val()))));

        // ---------------- priority: opcode > funct > reserved > zero > range
        if !self.op_known.val() {
            self.err.next = self.e_opcode.val();
        } else if !self.hit.val() {
            self.err.next = self.e_funct.val();
        } else if self.reserved.val() {
            self.err.next = self.e_reserved.val();
        } else if self.zero.val() {
            self.err.next = self.e_zero.val();
        } else if self.range.val() {
            self.err.next = self.e_range.val();
        } else {
            self.err.next = self.e_none.val();
        }
        self.error.next = self.err.val();
        self.illegal.next = self.err.val() != self.e_none.val();
        if self.err.val() == self.e_none.val() {
            self.queue_id.next = self.form_q.val();
        } else {
            self.queue_id.next = self.queue_ctrl.val();
        }
    }
}
