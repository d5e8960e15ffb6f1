//! The DMA queue's executor: takes `dma.load`, `dma.store`, `dma.kv_load` and `dma.kv_store` instructions
//! from the dispatcher's DMA issue port, turns each into one descriptor of the DMA engine
//! ([`super::Dma`], instantiated inside), resolves the paged-KV address of `kv_*` through a one-beat read
//! of the block table (its own small AXI4 read master `bt_*`), and reports one `done` or `error` pulse per
//! instruction, in order. Contract, figures and tests: `docs/dma.md`, section "DMA executor".
//!
//! ```text
//!  instr_valid/ready/data --> IDLE --load/store--> DESC --desc_*--> +------------------+ axi_* (AR/R/AW/W/B)
//!                              |  ^                  ^              |  Dma<W, DEPTH>   |<=====================>
//!                              |  +---- error -------+-------+      |  (engine)        | sram_req/rsp_*
//!                              +--kv--> K1 -> K2 -> K3 -> K4 -> KAR -> KR -> K5 -> K6  |<=====================>
//!                                checks  index = (seq*L+layer)*B+block  bt_ar/bt_r     +--------+---------+
//!                                ZERO/TOO_LONG/KV_INDEX     OOW      KV_UNMAPPED/BLOCK/OVERRUN    | done_valid/status
//!  completion FIFO (8): one entry per accepted instruction: "engine" or "immediate code" ----------+
//!      head "engine": wait for the engine's completion; head "immediate": report its code
//!      --> done / error / error_code / done_tag (registered one-cycle pulses, in order)
//! ```
//!
//! Register naming: `<name>_q` is a register, its next value is `<name>_q.d`. Locals are combinational and
//! always assigned a default first.

use super::{Dma, DmaConfig};
use rust_hdl::prelude::*;
use systole_isa::field as f;
use systole_isa::ErrorCode;


/// Completion FIFO entries (instructions accepted and not yet reported).
pub const CF_DEPTH: usize = 8;

/// Front-end FSM encoding (`st_q`).
pub const ST_IDLE: u64 = 0;
pub const ST_DESC: u64 = 1;
pub const ST_K1: u64 = 2;
pub const ST_K2: u64 = 3;
pub const ST_K3: u64 = 4;
pub const ST_K4: u64 = 5;
pub const ST_KAR: u64 = 6;
pub const ST_KR: u64 = 7;
pub const ST_K5: u64 = 8;
pub const ST_K6: u64 = 9;

/// The DMA executor with `W`-bit SRAM words / AXI beats (64 or 128) and a `DEPTH`-entry engine
/// descriptor FIFO.
#[derive(LogicBlock)]
pub struct DmaExec<const W: usize, const DEPTH: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops everything queued or in flight, engine included).
    pub reset: Signal<In, Bit>,

    // ---- queue port (from the dispatcher's DMA issue register)
    /// 1 bit, input: an instruction is offered.
    pub instr_valid: Signal<In, Bit>,
    /// 1 bit, output: the instruction is taken (registered state only: front end idle, completion FIFO not full).
    pub instr_ready: Signal<Out, Bit>,
    /// 128 bits, input: the instruction word (a DMA instruction; opcode, wait and signal are not looked at).
    pub instr_data: Signal<In, Bits<128>>,
    /// 1 bit, output: one-cycle pulse, the oldest taken instruction completed.
    pub done: Signal<Out, Bit>,
    /// 1 bit, output: one-cycle pulse replacing `done`, the oldest taken instruction failed.
    pub error: Signal<Out, Bit>,
    /// 8 bits, output: the failure's `ErrorCode`, valid with `error`.
    pub error_code: Signal<Out, Bits<8>>,
    /// 8 bits, output: the completed / failed instruction's `dma.tag`, valid with `done` or `error`.
    pub done_tag: Signal<Out, Bits<8>>,

    // ---- configuration (quasi-static: the registers sampled at the doorbell)
    /// 32 bits, input: bus address of DRAM offset 0 (`DRAM_BASE_LO`, a multiple of 4096).
    pub cfg_ext_base: Signal<In, Bits<32>>,
    /// 32 bits, input: `DRAM_SIZE`, the window `[0, DRAM_SIZE)` of DRAM offsets; `base + size <= 2^32`.
    pub cfg_ext_size: Signal<In, Bits<32>>,
    /// 32 bits, input: SRAM size in bytes (SRAM words x `WORD_BYTES`).
    pub cfg_sram_size: Signal<In, Bits<32>>,
    /// 32 bits, input: `BT_BASE`, DRAM offset of the block table (a multiple of 4).
    pub cfg_bt_base: Signal<In, Bits<32>>,
    /// 32 bits, input: `BT_SEQS`.
    pub cfg_bt_seqs: Signal<In, Bits<32>>,
    /// 32 bits, input: `BT_LAYERS`.
    pub cfg_bt_layers: Signal<In, Bits<32>>,
    /// 32 bits, input: `BT_BLOCKS`.
    pub cfg_bt_blocks: Signal<In, Bits<32>>,
    /// 32 bits, input: `KV_BASE`, DRAM offset of physical block 0 (a multiple of `WORD_BYTES`).
    pub cfg_kv_base: Signal<In, Bits<32>>,
    /// 32 bits, input: `KV_BLOCK_BYTES` (a multiple of `WORD_BYTES`).
    pub cfg_kv_block_bytes: Signal<In, Bits<32>>,
    /// 32 bits, input: `KV_NUM_BLOCKS`.
    pub cfg_kv_num_blocks: Signal<In, Bits<32>>,

    // ---- block-table AXI4 read master (one single-beat burst per kv_* instruction)
    /// 1 bit, output: read request valid.
    pub bt_ar_valid: Signal<Out, Bit>,
    /// 1 bit, input: read request accepted.
    pub bt_ar_ready: Signal<In, Bit>,
    /// 32 bits, output: beat-aligned bus address of the beat holding the entry.
    pub bt_ar_addr: Signal<Out, Bits<32>>,
    /// 8 bits, output: ARLEN, always 0 (one beat).
    pub bt_ar_len: Signal<Out, Bits<8>>,
    /// 1 bit, input: read beat valid.
    pub bt_r_valid: Signal<In, Bit>,
    /// 1 bit, output: read beat accepted (registered state only).
    pub bt_r_ready: Signal<Out, Bit>,
    /// W bits, input: read data; the entry is the u32 at byte `(BT_BASE + 4 * index) % (W / 8)`.
    pub bt_r_data: Signal<In, Bits<W>>,
    /// 1 bit, input: last beat (ends the read).
    pub bt_r_last: Signal<In, Bit>,
    /// 2 bits, input: RRESP; non-zero fails the instruction with `BUS_ERROR`.
    pub bt_r_resp: Signal<In, Bits<2>>,

    // ---- the engine's AXI4 master (passed through unchanged, see docs/dma.md "Interface")
    /// 1 bit, output: read burst request.
    pub axi_ar_valid: Signal<Out, Bit>,
    /// 1 bit, input: read burst accepted.
    pub axi_ar_ready: Signal<In, Bit>,
    /// 32 bits, output: burst start byte address.
    pub axi_ar_addr: Signal<Out, Bits<32>>,
    /// 8 bits, output: ARLEN.
    pub axi_ar_len: Signal<Out, Bits<8>>,
    /// 1 bit, input: read beat.
    pub axi_r_valid: Signal<In, Bit>,
    /// 1 bit, output: read beat accepted.
    pub axi_r_ready: Signal<Out, Bit>,
    /// W bits, input: read data.
    pub axi_r_data: Signal<In, Bits<W>>,
    /// 1 bit, input: last beat of the burst.
    pub axi_r_last: Signal<In, Bit>,
    /// 2 bits, input: RRESP.
    pub axi_r_resp: Signal<In, Bits<2>>,
    /// 1 bit, output: write burst request.
    pub axi_aw_valid: Signal<Out, Bit>,
    /// 1 bit, input: write burst accepted.
    pub axi_aw_ready: Signal<In, Bit>,
    /// 32 bits, output: burst start byte address.
    pub axi_aw_addr: Signal<Out, Bits<32>>,
    /// 8 bits, output: AWLEN.
    pub axi_aw_len: Signal<Out, Bits<8>>,
    /// 1 bit, output: write beat.
    pub axi_w_valid: Signal<Out, Bit>,
    /// 1 bit, input: write beat accepted.
    pub axi_w_ready: Signal<In, Bit>,
    /// W bits, output: write data.
    pub axi_w_data: Signal<Out, Bits<W>>,
    /// 1 bit, output: last beat of the burst.
    pub axi_w_last: Signal<Out, Bit>,
    /// 1 bit, input: write response.
    pub axi_b_valid: Signal<In, Bit>,
    /// 1 bit, output: write response accepted.
    pub axi_b_ready: Signal<Out, Bit>,
    /// 2 bits, input: BRESP.
    pub axi_b_resp: Signal<In, Bits<2>>,

    // ---- the engine's SRAM requester port (passed through unchanged)
    /// 1 bit, output: SRAM request valid.
    pub sram_req_valid: Signal<Out, Bit>,
    /// 1 bit, input: SRAM request accepted.
    pub sram_req_ready: Signal<In, Bit>,
    /// 32 bits, output: SRAM word address.
    pub sram_req_addr: Signal<Out, Bits<32>>,
    /// 1 bit, output: 1 = write, 0 = read.
    pub sram_req_we: Signal<Out, Bit>,
    /// W bits, output: write data.
    pub sram_req_wdata: Signal<Out, Bits<W>>,
    /// 1 bit, input: read data valid (in order, variable latency, no ready).
    pub sram_rsp_valid: Signal<In, Bit>,
    /// W bits, input: read data.
    pub sram_rsp_data: Signal<In, Bits<W>>,

    // ---- performance events (registered: the amount of the previous cycle)
    /// 8 bits, output: bytes to add to `DMA_RD_BYTES` (W/8 per R beat the engine accepted, one cycle later).
    pub ev_dma_rd_bytes: Signal<Out, Bits<8>>,
    /// 8 bits, output: bytes to add to `DMA_WR_BYTES` (W/8 per W beat accepted, one cycle later).
    pub ev_dma_wr_bytes: Signal<Out, Bits<8>>,
    /// 1 bit, output: a DRAM read of this executor is to be issued or in flight: the front end is busy
    /// (a KV lookup reads the block table; any instruction on its way to the engine), or the engine's
    /// `rd_busy` (a queued descriptor, a load not yet fully read). Low while the engine only writes (a
    /// store, a load's SRAM writes after its last R beat) and while completions are reported. From
    /// registers only. The top makes the matvec unit's read-ahead yield the shared read port only then
    /// (`mv$ar_yield`).
    pub rd_busy: Signal<Out, Bit>,

    // ---- the engine
    dma: Dma<W, DEPTH>,

    // ---- front end
    st_q: DFF<Bits<4>>,
    f_store_q: DFF<Bit>,
    f_kv_q: DFF<Bit>,
    f_tag_q: DFF<Bits<8>>,
    f_rows_q: DFF<Bits<16>>,
    f_words_q: DFF<Bits<32>>,
    f_sram_q: DFF<Bits<32>>,
    f_dstride_q: DFF<Bits<32>>,
    f_sstride_q: DFF<Bits<32>>,
    f_offset_q: DFF<Bits<32>>,
    f_hi_q: DFF<Bits<32>>,
    ext_q: DFF<Bits<32>>,
    m_q: DFF<Bits<32>>,
    ovf_q: DFF<Bit>,
    /// cycles spent in the current state, saturating at 3: a KV state that uses the multiplier or the
    /// registered address sums acts when it reaches 3 (their inputs then went through every stage)
    mw_q: DFF<Bits<2>>,
    // ---- the pipelined multiplier and sums of the KV address computation (operands stable in the state)
    mul_a_q: DFF<Bits<32>>,
    mul_b_q: DFF<Bits<32>>,
    mul_ll_q: DFF<Bits<32>>,
    mul_lh_q: DFF<Bits<32>>,
    mul_hl_q: DFF<Bits<32>>,
    mul_hh_q: DFF<Bit>,
    mul_p_q: DFF<Bits<32>>,
    mul_ovf_q: DFF<Bit>,
    at_q: DFF<Bits<32>>,
    bt_bus_q: DFF<Bits<32>>,
    ov_prod_q: DFF<Bits<32>>,
    ov_bad_q: DFF<Bit>,
    d_sum_q: DFF<Bits<32>>,
    d_all_q: DFF<Bits<32>>,
    bt_addr_q: DFF<Bits<32>>,
    bt_lane_q: DFF<Bits<32>>,
    entry_q: DFF<Bits<32>>,
    bt_err_q: DFF<Bit>,
    stop_q: DFF<Bit>,
    stop_code_q: DFF<Bits<8>>,
    // ---- completion FIFO
    cf_eng: [DFF<Bit>; CF_DEPTH],
    cf_code: [DFF<Bits<8>>; CF_DEPTH],
    cf_tag: [DFF<Bits<8>>; CF_DEPTH],
    cf_st: [DFF<Bit>; CF_DEPTH],
    stores_q: DFF<Bits<4>>,
    cf_wp_q: DFF<Bits<3>>,
    cf_rp_q: DFF<Bits<3>>,
    cf_cnt_q: DFF<Bits<4>>,
    // ---- outputs
    done_q: DFF<Bit>,
    error_q: DFF<Bit>,
    code_q: DFF<Bits<8>>,
    tag_q: DFF<Bits<8>>,
    ev_rd_q: DFF<Bit>,
    ev_wr_q: DFF<Bit>,

    // ---- combinational
    seq32: Signal<Local, Bits<32>>,
    layer32: Signal<Local, Bits<32>>,
    block32: Signal<Local, Bits<32>>,
    row_bytes: Signal<Local, Bits<32>>,
    sram_b: Signal<Local, Bits<32>>,
    dstr_b: Signal<Local, Bits<32>>,
    sstr_b: Signal<Local, Bits<32>>,
    mul_a: Signal<Local, Bits<32>>,
    mul_b: Signal<Local, Bits<32>>,
    mul_mid: Signal<Local, Bits<32>>,
    mul_p: Signal<Local, Bits<32>>,
    mul_ovf: Signal<Local, Bit>,
    add_a: Signal<Local, Bits<32>>,
    add_s: Signal<Local, Bits<32>>,
    lane32: Signal<Local, Bits<32>>,
    rows_m1: Signal<Local, Bits<16>>,
    ov_sum: Signal<Local, Bits<32>>,
    d_off: Signal<Local, Bits<32>>,
    sel_entry: Signal<Local, Bits<32>>,
    accept: Signal<Local, Bit>,
    cf_push: Signal<Local, Bit>,
    cf_push_eng: Signal<Local, Bit>,
    cf_push_code: Signal<Local, Bits<8>>,
    cf_pop: Signal<Local, Bit>,
    cf_head_eng: Signal<Local, Bit>,
    cf_head_code: Signal<Local, Bits<8>>,
    cf_head_tag: Signal<Local, Bits<8>>,
    cf_head_st: Signal<Local, Bit>,
    fe_err: Signal<Local, Bit>,
    fe_code: Signal<Local, Bits<8>>,
    st8: Signal<Local, Bits<8>>,

    // ---- constants (bit positions of the instruction fields, from `systole_isa::field`)
    p_dma_dram: Constant<Bits<7>>,
    p_dma_dstride: Constant<Bits<7>>,
    p_dma_rows: Constant<Bits<7>>,
    p_dma_sram: Constant<Bits<7>>,
    p_dma_sstride: Constant<Bits<7>>,
    p_dma_tag: Constant<Bits<7>>,
    p_dma_words: Constant<Bits<7>>,
    p_funct: Constant<Bits<7>>,
    p_kv_offset: Constant<Bits<7>>,
    p_funct1: Constant<Bits<7>>,
    c_st_idle: Constant<Bits<4>>,
    c_st_desc: Constant<Bits<4>>,
    c_st_k1: Constant<Bits<4>>,
    c_st_k2: Constant<Bits<4>>,
    c_st_k3: Constant<Bits<4>>,
    c_st_k4: Constant<Bits<4>>,
    c_st_kar: Constant<Bits<4>>,
    c_st_kr: Constant<Bits<4>>,
    c_st_k5: Constant<Bits<4>>,
    c_st_k6: Constant<Bits<4>>,
    c_m_rows: Constant<Bits<16>>,
    c_m_words: Constant<Bits<32>>,
    c_m_sram: Constant<Bits<32>>,
    c_m_dstride: Constant<Bits<32>>,
    c_m_sstride: Constant<Bits<32>>,
    c_m_offset: Constant<Bits<32>>,
    c_m_layer: Constant<Bits<32>>,
    c_m_block: Constant<Bits<32>>,
    c_sh_seq: Constant<Bits<32>>,
    c_sh_layer: Constant<Bits<32>>,
    c_sh_block: Constant<Bits<32>>,
    c_shift: Constant<Bits<32>>,
    c_beat_mask: Constant<Bits<32>>,
    c_lane_mask: Constant<Bits<32>>,
    c_ov_hi: Constant<Bits<32>>,
    c_max_row: Constant<Bits<32>>,
    c_sixteen: Constant<Bits<32>>,
    c_two: Constant<Bits<32>>,
    c_four: Constant<Bits<32>>,
    c_thirty: Constant<Bits<32>>,
    c_ones32: Constant<Bits<32>>,
    c_zero8: Constant<Bits<8>>,
    c_b1: Constant<Bits<8>>,
    c_b2: Constant<Bits<8>>,
    c_b4: Constant<Bits<8>>,
    c_one16: Constant<Bits<16>>,
    c_one2: Constant<Bits<2>>,
    c_mw_full: Constant<Bits<2>>,
    c_zero2: Constant<Bits<2>>,
    c_one3: Constant<Bits<3>>,
    c_one4: Constant<Bits<4>>,
    c_zero3: Constant<Bits<3>>,
    c_zero4: Constant<Bits<4>>,
    c_cf_full: Constant<Bits<4>>,
    c_beat_bytes: Constant<Bits<8>>,
    c_e_zero_len: Constant<Bits<8>>,
    c_e_too_long: Constant<Bits<8>>,
    c_e_oow: Constant<Bits<8>>,
    c_e_bus: Constant<Bits<8>>,
    c_e_kv_index: Constant<Bits<8>>,
    c_e_kv_unmapped: Constant<Bits<8>>,
    c_e_kv_block: Constant<Bits<8>>,
    c_e_kv_overrun: Constant<Bits<8>>,
}

impl<const W: usize, const DEPTH: usize> DmaExec<W, DEPTH> {
    /// Builds the executor around a `Dma<W, DEPTH>` built with `cfg`; panics (naming the value) on an
    /// unsupported parameter.
    pub fn new(cfg: DmaConfig) -> Self {
        assert!(W == 64 || W == 128, "DmaExec: word width W = {W} must be 64 or 128 (WORD_BYTES 8 or 16)");
        assert!(
            (1..=CF_DEPTH - 2).contains(&DEPTH),
            "DmaExec: engine FIFO depth DEPTH = {DEPTH} must be in 1..={} (completion FIFO of {CF_DEPTH})",
            CF_DEPTH - 2
        );
        let beat = (W / 8) as u64;
        let shift = beat.trailing_zeros() as u64;
        let b = |v: u64| -> Bits<32> { v.into() };
        let c8 = |e: ErrorCode| -> Constant<Bits<8>> { Constant::new((e as u8 as u64).into()) };
        Self {
            clock: Default::default(),
            reset: Default::default(),
            instr_valid: Default::default(),
            instr_ready: Default::default(),
            instr_data: Default::default(),
            done: Default::default(),
            error: Default::default(),
            error_code: Default::default(),
            done_tag: Default::default(),
            cfg_ext_base: Default::default(),
            cfg_ext_size: Default::default(),
            cfg_sram_size: Default::default(),
            cfg_bt_base: Default::default(),
            cfg_bt_seqs: Default::default(),
            cfg_bt_layers: Default::default(),
            cfg_bt_blocks: Default::default(),
            cfg_kv_base: Default::default(),
            cfg_kv_block_bytes: Default::default(),
            cfg_kv_num_blocks: Default::default(),
            bt_ar_valid: Default::default(),
            bt_ar_ready: Default::default(),
            bt_ar_addr: Default::default(),
            bt_ar_len: Default::default(),
            bt_r_valid: Default::default(),
            bt_r_ready: Default::default(),
            bt_r_data: Default::default(),
            bt_r_last: Default::default(),
            bt_r_resp: Default::default(),
            axi_ar_valid: Default::default(),
            axi_ar_ready: Default::default(),
            axi_ar_addr: Default::default(),
            axi_ar_len: Default::default(),
            axi_r_valid: Default::default(),
            axi_r_ready: Default::default(),
            axi_r_data: Default::default(),
            axi_r_last: Default::default(),
            axi_r_resp: Default::default(),
            axi_aw_valid: Default::default(),
            axi_aw_ready: Default::default(),
            axi_aw_addr: Default::default(),
            axi_aw_len: Default::default(),
            axi_w_valid: Default::default(),
            axi_w_ready: Default::default(),
            axi_w_data: Default::default(),
            axi_w_last: Default::default(),
            axi_b_valid: Default::default(),
            axi_b_ready: Default::default(),
            axi_b_resp: Default::default(),
            sram_req_valid: Default::default(),
            sram_req_ready: Default::default(),
            sram_req_addr: Default::default(),
            sram_req_we: Default::default(),
            sram_req_wdata: Default::default(),
            sram_rsp_valid: Default::default(),
            sram_rsp_data: Default::default(),
            ev_dma_rd_bytes: Default::default(),
            ev_dma_wr_bytes: Default::default(),
            rd_busy: Default::default(),
            dma: Dma::new(cfg),
            st_q: Default::default(),
            f_store_q: Default::default(),
            f_kv_q: Default::default(),
            f_tag_q: Default::default(),
            f_rows_q: Default::default(),
            f_words_q: Default::default(),
            f_sram_q: Default::default(),
            f_dstride_q: Default::default(),
            f_sstride_q: Default::default(),
            f_offset_q: Default::default(),
            f_hi_q: Default::default(),
            ext_q: Default::default(),
            m_q: Default::default(),
            ovf_q: Default::default(),
            mw_q: Default::default(),
            mul_a_q: Default::default(),
            mul_b_q: Default::default(),
            mul_ll_q: Default::default(),
            mul_lh_q: Default::default(),
            mul_hl_q: Default::default(),
            mul_hh_q: Default::default(),
            mul_p_q: Default::default(),
            mul_ovf_q: Default::default(),
            at_q: Default::default(),
            bt_bus_q: Default::default(),
            ov_prod_q: Default::default(),
            ov_bad_q: Default::default(),
            d_sum_q: Default::default(),
            d_all_q: Default::default(),
            bt_addr_q: Default::default(),
            bt_lane_q: Default::default(),
            entry_q: Default::default(),
            bt_err_q: Default::default(),
            stop_q: Default::default(),
            stop_code_q: Default::default(),
            cf_eng: std::array::from_fn(|_| Default::default()),
            cf_code: std::array::from_fn(|_| Default::default()),
            cf_tag: std::array::from_fn(|_| Default::default()),
            cf_st: std::array::from_fn(|_| Default::default()),
            stores_q: Default::default(),
            cf_head_st: Default::default(),
            cf_wp_q: Default::default(),
            cf_rp_q: Default::default(),
            cf_cnt_q: Default::default(),
            done_q: Default::default(),
            error_q: Default::default(),
            code_q: Default::default(),
            tag_q: Default::default(),
            ev_rd_q: Default::default(),
            ev_wr_q: Default::default(),
            seq32: Default::default(),
            layer32: Default::default(),
            block32: Default::default(),
            row_bytes: Default::default(),
            sram_b: Default::default(),
            dstr_b: Default::default(),
            sstr_b: Default::default(),
            mul_a: Default::default(),
            mul_b: Default::default(),
            mul_mid: Default::default(),
            mul_p: Default::default(),
            mul_ovf: Default::default(),
            add_a: Default::default(),
            add_s: Default::default(),
            lane32: Default::default(),
            rows_m1: Default::default(),
            ov_sum: Default::default(),
            d_off: Default::default(),
            sel_entry: Default::default(),
            accept: Default::default(),
            cf_push: Default::default(),
            cf_push_eng: Default::default(),
            cf_push_code: Default::default(),
            cf_pop: Default::default(),
            cf_head_eng: Default::default(),
            cf_head_code: Default::default(),
            cf_head_tag: Default::default(),
            fe_err: Default::default(),
            fe_code: Default::default(),
            st8: Default::default(),
            c_b1: Constant::new(1u64.into()),
            c_b2: Constant::new(2u64.into()),
            c_b4: Constant::new(4u64.into()),
            p_dma_dram: Constant::new((f::DMA_DRAM.lo as u64).into()),
            p_dma_dstride: Constant::new((f::DMA_DSTRIDE.lo as u64).into()),
            p_dma_rows: Constant::new((f::DMA_ROWS.lo as u64).into()),
            p_dma_sram: Constant::new((f::DMA_SRAM.lo as u64).into()),
            p_dma_sstride: Constant::new((f::DMA_SSTRIDE.lo as u64).into()),
            p_dma_tag: Constant::new((f::DMA_TAG.lo as u64).into()),
            p_dma_words: Constant::new((f::DMA_WORDS.lo as u64).into()),
            p_funct: Constant::new((f::FUNCT.lo as u64).into()),
            p_kv_offset: Constant::new((f::KV_OFFSET.lo as u64).into()),
            p_funct1: Constant::new((f::FUNCT.lo as u64 + 1).into()),
            c_st_idle: Constant::new(ST_IDLE.into()),
            c_st_desc: Constant::new(ST_DESC.into()),
            c_st_k1: Constant::new(ST_K1.into()),
            c_st_k2: Constant::new(ST_K2.into()),
            c_st_k3: Constant::new(ST_K3.into()),
            c_st_k4: Constant::new(ST_K4.into()),
            c_st_kar: Constant::new(ST_KAR.into()),
            c_st_kr: Constant::new(ST_KR.into()),
            c_st_k5: Constant::new(ST_K5.into()),
            c_st_k6: Constant::new(ST_K6.into()),
            c_m_rows: Constant::new(f::DMA_ROWS.max().into()),
            c_m_words: Constant::new(b(f::DMA_WORDS.max())),
            c_m_sram: Constant::new(b(f::DMA_SRAM.max())),
            c_m_dstride: Constant::new(b(f::DMA_DSTRIDE.max())),
            c_m_sstride: Constant::new(b(f::DMA_SSTRIDE.max())),
            c_m_offset: Constant::new(b(f::KV_OFFSET.max())),
            c_m_layer: Constant::new(b(f::KV_LAYER.max())),
            c_m_block: Constant::new(b(f::KV_BLOCK.max())),
            c_sh_seq: Constant::new(b((f::KV_SEQ.lo - f::DMA_DRAM.lo) as u64)),
            c_sh_layer: Constant::new(b((f::KV_LAYER.lo - f::DMA_DRAM.lo) as u64)),
            c_sh_block: Constant::new(b((f::KV_BLOCK.lo - f::DMA_DRAM.lo) as u64)),
            c_shift: Constant::new(b(shift)),
            c_beat_mask: Constant::new(b(!(beat - 1) & 0xffff_ffff)),
            c_lane_mask: Constant::new(b(beat - 1)),
            c_ov_hi: Constant::new(b(32 - shift)),
            c_max_row: Constant::new(b(cfg.max_row_bytes as u64)),
            c_sixteen: Constant::new(b(16)),
            c_two: Constant::new(b(2)),
            c_four: Constant::new(b(4)),
            c_thirty: Constant::new(b(30)),
            c_ones32: Constant::new(b(0xffff_ffff)),
            c_zero8: Constant::new(0u64.into()),
            c_one16: Constant::new(1u64.into()),
            c_one2: Constant::new(1u64.into()),
            c_mw_full: Constant::new(3u64.into()),
            c_zero2: Constant::new(0u64.into()),
            c_one3: Constant::new(1u64.into()),
            c_one4: Constant::new(1u64.into()),
            c_zero3: Constant::new(0u64.into()),
            c_zero4: Constant::new(0u64.into()),
            c_cf_full: Constant::new((CF_DEPTH as u64).into()),
            c_beat_bytes: Constant::new(beat.into()),
            c_e_zero_len: c8(ErrorCode::ZeroLength),
            c_e_too_long: c8(ErrorCode::TooLong),
            c_e_oow: c8(ErrorCode::OutOfWindow),
            c_e_bus: c8(ErrorCode::BusError),
            c_e_kv_index: c8(ErrorCode::KvIndex),
            c_e_kv_unmapped: c8(ErrorCode::KvUnmapped),
            c_e_kv_block: c8(ErrorCode::KvBlock),
            c_e_kv_overrun: c8(ErrorCode::KvOverrun),
        }
    }
}

impl<const W: usize, const DEPTH: usize> Logic for DmaExec<W, DEPTH> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st_q, f_store_q, f_kv_q, f_tag_q, f_rows_q, f_words_q, f_sram_q, f_dstride_q, f_sstride_q,
            f_offset_q, f_hi_q, ext_q, m_q, ovf_q, mw_q, mul_a_q, mul_b_q, mul_ll_q, mul_lh_q, mul_hl_q, mul_hh_q,
            mul_p_q, mul_ovf_q, at_q, bt_bus_q, ov_prod_q, ov_bad_q, d_sum_q, d_all_q, bt_addr_q, bt_lane_q, entry_q, bt_err_q, stop_q, stop_code_q,
            cf_wp_q, cf_rp_q, cf_cnt_q, stores_q, done_q, error_q, code_q, tag_q, ev_rd_q, ev_wr_q
        );
        for i in 0..CF_DEPTH {
            self.cf_eng[i].clock.next = self.clock.val();
            self.cf_eng[i].d.next = self.cf_eng[i].q.val();
            self.cf_code[i].clock.next = self.clock.val();
            self.cf_code[i].d.next = self.cf_code[i].q.val();
            self.cf_tag[i].clock.next = self.clock.val();
            self.cf_tag[i].d.next = self.cf_tag[i].q.val();
            self.cf_st[i].clock.next = self.clock.val();
            self.cf_st[i].d.next = self.cf_st[i].q.val();
        }

        // ---------------- fields of the held instruction
        self.seq32.next = self.f_hi_q.q.val() >> self.c_sh_seq.val();
        self.layer32.next = (self.f_hi_q.q.val() >> self.c_sh_layer.val()) & self.c_m_layer.val();
        self.block32.next = (self.f_hi_q.q.val() >> self.c_sh_block.val()) & self.c_m_block.val();
        self.row_bytes.next = self.f_words_q.q.val() << self.c_shift.val();
        self.sram_b.next = self.f_sram_q.q.val() << self.c_shift.val();
        self.dstr_b.next = self.f_dstride_q.q.val() << self.c_shift.val();
        if self.f_kv_q.q.val() {
            self.sstr_b.next = self.f_words_q.q.val() << self.c_shift.val();
        } else {
            self.sstr_b.next = self.f_sstride_q.q.val() << self.c_shift.val();
        }

        // ---------------- the engine: descriptor from the held instruction, ports passed through
        self.dma.clock.next = self.clock.val();
        self.dma.reset.next = self.reset.val();
        self.dma.desc_valid.next = self.st_q.q.val() == self.c_st_desc.val();
        self.dma.desc_dir.next = self.f_store_q.q.val();
        if self.f_store_q.q.val() {
            self.dma.desc_src.next = self.sram_b.val();
            self.dma.desc_dst.next = self.ext_q.q.val();
            self.dma.desc_src_stride.next = self.sstr_b.val();
            self.dma.desc_dst_stride.next = self.dstr_b.val();
        } else {
            self.dma.desc_src.next = self.ext_q.q.val();
            self.dma.desc_dst.next = self.sram_b.val();
            self.dma.desc_src_stride.next = self.dstr_b.val();
            self.dma.desc_dst_stride.next = self.sstr_b.val();
        }
        self.dma.desc_rows.next = self.f_rows_q.q.val();
        self.dma.desc_row_bytes.next = self.row_bytes.val();
        self.dma.desc_tag.next = self.f_tag_q.q.val();
        self.dma.cfg_ext_base.next = self.cfg_ext_base.val();
        self.dma.cfg_ext_size.next = self.cfg_ext_size.val();
        self.dma.cfg_sram_size.next = self.cfg_sram_size.val();
        self.axi_ar_valid.next = self.dma.axi_ar_valid.val();
        self.dma.axi_ar_ready.next = self.axi_ar_ready.val();
        self.axi_ar_addr.next = self.dma.axi_ar_addr.val();
        self.axi_ar_len.next = self.dma.axi_ar_len.val();
        self.dma.axi_r_valid.next = self.axi_r_valid.val();
        self.axi_r_ready.next = self.dma.axi_r_ready.val();
        self.dma.axi_r_data.next = self.axi_r_data.val();
        self.dma.axi_r_last.next = self.axi_r_last.val();
        self.dma.axi_r_resp.next = self.axi_r_resp.val();
        self.axi_aw_valid.next = self.dma.axi_aw_valid.val();
        self.dma.axi_aw_ready.next = self.axi_aw_ready.val();
        self.axi_aw_addr.next = self.dma.axi_aw_addr.val();
        self.axi_aw_len.next = self.dma.axi_aw_len.val();
        self.axi_w_valid.next = self.dma.axi_w_valid.val();
        self.dma.axi_w_ready.next = self.axi_w_ready.val();
        self.axi_w_data.next = self.dma.axi_w_data.val();
        self.axi_w_last.next = self.dma.axi_w_last.val();
        self.dma.axi_b_valid.next = self.axi_b_valid.val();
        self.axi_b_ready.next = self.dma.axi_b_ready.val();
        self.dma.axi_b_resp.next = self.axi_b_resp.val();
        self.sram_req_valid.next = self.dma.sram_req_valid.val();
        self.dma.sram_req_ready.next = self.sram_req_ready.val();
        self.sram_req_addr.next = self.dma.sram_req_addr.val();
        self.sram_req_we.next = self.dma.sram_req_we.val();
        self.sram_req_wdata.next = self.dma.sram_req_wdata.val();
        self.dma.sram_rsp_valid.next = self.sram_rsp_valid.val();
        self.dma.sram_rsp_data.next = self.sram_rsp_data.val();

        // ---------------- performance events
        self.ev_rd_q.d.next = self.axi_r_valid.val() & self.dma.axi_r_ready.val();
        self.ev_wr_q.d.next = self.dma.axi_w_valid.val() & self.axi_w_ready.val();
        self.ev_dma_rd_bytes.next = self.c_zero8.val();
        if self.ev_rd_q.q.val() {
            self.ev_dma_rd_bytes.next = self.c_beat_bytes.val();
        }
        self.rd_busy.next = (self.st_q.q.val() != self.c_st_idle.val()) | self.dma.rd_busy.val();
        self.ev_dma_wr_bytes.next = self.c_zero8.val();
        if self.ev_wr_q.q.val() {
            self.ev_dma_wr_bytes.next = self.c_beat_bytes.val();
        }

        // ---------------- shared 32 x 32 multiplier, saturating (overflow flag), three 16 x 16 products,
        // pipelined in three register stages: operands, products, sum and overflow. A state that uses the
        // product keeps its operands stable and acts when `mw_q` reaches 3 (the product of its operands)
        self.mul_a.next = self.seq32.val();
        self.mul_b.next = self.cfg_bt_layers.val();
        if self.st_q.q.val() == self.c_st_k3.val() {
            self.mul_a.next = self.m_q.q.val();
            self.mul_b.next = self.cfg_bt_blocks.val();
        }
        if self.st_q.q.val() == self.c_st_k5.val() {
            self.mul_a.next = self.entry_q.q.val();
            self.mul_b.next = self.cfg_kv_block_bytes.val();
        }
        self.mul_a_q.d.next = self.mul_a.val();
        self.mul_b_q.d.next = self.mul_b.val();
        self.mul_ll_q.d.next = self.mul_a_q.q.val().get_bits::<16>(0) * self.mul_b_q.q.val().get_bits::<16>(0);
        self.mul_lh_q.d.next = self.mul_a_q.q.val().get_bits::<16>(0) * self.mul_b_q.q.val().get_bits::<16>(16);
        self.mul_hl_q.d.next = self.mul_a_q.q.val().get_bits::<16>(16) * self.mul_b_q.q.val().get_bits::<16>(0);
        self.mul_hh_q.d.next =
            self.mul_a_q.q.val().get_bits::<16>(16).any() & self.mul_b_q.q.val().get_bits::<16>(16).any();
        self.mul_mid.next =
            (self.mul_lh_q.q.val() << self.c_sixteen.val()) + (self.mul_hl_q.q.val() << self.c_sixteen.val());
        self.mul_p.next = self.mul_ll_q.q.val() + self.mul_mid.val();
        self.mul_ovf.next = self.mul_hh_q.q.val()
            | self.mul_lh_q.q.val().get_bits::<16>(16).any()
            | self.mul_hl_q.q.val().get_bits::<16>(16).any()
            | (self.mul_mid.val() < (self.mul_lh_q.q.val() << self.c_sixteen.val()))
            | (self.mul_p.val() < self.mul_ll_q.q.val());
        self.mul_p_q.d.next = self.mul_p.val();
        self.mul_ovf_q.d.next = self.mul_ovf.val();

        // ---------------- adders of the index and address computation
        self.add_a.next = self.layer32.val();
        if self.st_q.q.val() == self.c_st_k3.val() {
            self.add_a.next = self.block32.val();
        }
        self.add_s.next = self.m_q.q.val() + self.add_a.val();
        if self.st_q.q.val() == self.c_st_k3.val() {
            self.add_s.next = self.mul_p_q.q.val() + self.add_a.val();
        }
        // the block-table entry's address (K4; m_q holds the index): two register stages
        self.at_q.d.next = self.cfg_bt_base.val() + (self.m_q.q.val() << self.c_two.val());
        self.bt_bus_q.d.next = self.cfg_ext_base.val() + self.at_q.q.val();
        self.lane32.next = (self.at_q.q.val() & self.c_lane_mask.val()) >> self.c_two.val();
        // KV_OVERRUN: (offset + (rows - 1) * dstride + words) * WORD_BYTES > KV_BLOCK_BYTES; the fields are
        // stable from the instruction's acceptance, two register stages (ready long before K5)
        self.rows_m1.next = self.f_rows_q.q.val() - self.c_one16.val();
        self.ov_prod_q.d.next = self.rows_m1.val() * self.f_dstride_q.q.val().get_bits::<16>(0);
        self.ov_sum.next = self.ov_prod_q.q.val() + self.f_offset_q.q.val() + self.f_words_q.q.val();
        self.ov_bad_q.d.next = (self.ov_sum.val() >> self.c_ov_hi.val()).any()
            | ((self.ov_sum.val() << self.c_shift.val()) > self.cfg_kv_block_bytes.val());
        // D = KV_BASE + phys * KV_BLOCK_BYTES + offset * WORD_BYTES (K6; m_q holds the product): two stages
        self.d_sum_q.d.next = self.m_q.q.val() + self.cfg_kv_base.val();
        self.d_off.next = self.f_offset_q.q.val() << self.c_shift.val();
        self.d_all_q.d.next = self.d_sum_q.q.val() + self.d_off.val();
        // the entry's u32 inside the beat
        self.sel_entry.next = self.bt_r_data.val().get_bits::<32>(0);
        for k in 1..(W / 32) {
            if self.bt_lane_q.q.val().index() == k {
                self.sel_entry.next = self.bt_r_data.val().get_bits::<32>(32 * k);
            }
        }
        self.bt_ar_valid.next = self.st_q.q.val() == self.c_st_kar.val();
        self.bt_ar_addr.next = self.bt_addr_q.q.val();
        self.bt_ar_len.next = self.c_zero8.val();
        self.bt_r_ready.next = self.st_q.q.val() == self.c_st_kr.val();

        // ---------------- front-end FSM
        self.instr_ready.next = (self.st_q.q.val() == self.c_st_idle.val()) & (self.cf_cnt_q.q.val() != self.c_cf_full.val());
        self.accept.next = self.instr_valid.val()
            & (self.st_q.q.val() == self.c_st_idle.val())
            & (self.cf_cnt_q.q.val() != self.c_cf_full.val());
        self.cf_push.next = false;
        self.cf_push_eng.next = false;
        self.cf_push_code.next = self.stop_code_q.q.val();
        self.fe_err.next = false;
        self.fe_code.next = self.c_zero8.val();
        if self.st_q.q.val() == self.c_st_idle.val() {
            if self.accept.val() {
                self.f_store_q.d.next = self.instr_data.val().get_bit(self.p_funct.val().index());
                self.f_kv_q.d.next = self.instr_data.val().get_bit(self.p_funct1.val().index());
                self.f_tag_q.d.next = self.instr_data.val().get_bits::<8>(self.p_dma_tag.val().index());
                self.f_rows_q.d.next = self.instr_data.val().get_bits::<16>(self.p_dma_rows.val().index()) & self.c_m_rows.val();
                self.f_words_q.d.next =
                    self.instr_data.val().get_bits::<32>(self.p_dma_words.val().index()) & self.c_m_words.val();
                self.f_sram_q.d.next = self.instr_data.val().get_bits::<32>(self.p_dma_sram.val().index()) & self.c_m_sram.val();
                self.f_dstride_q.d.next =
                    self.instr_data.val().get_bits::<32>(self.p_dma_dstride.val().index()) & self.c_m_dstride.val();
                self.f_sstride_q.d.next =
                    self.instr_data.val().get_bits::<32>(self.p_dma_sstride.val().index()) & self.c_m_sstride.val();
                self.f_offset_q.d.next =
                    self.instr_data.val().get_bits::<32>(self.p_kv_offset.val().index()) & self.c_m_offset.val();
                self.f_hi_q.d.next = self.instr_data.val().get_bits::<32>(self.p_dma_dram.val().index());
                self.ext_q.d.next = self.cfg_ext_base.val() + self.instr_data.val().get_bits::<32>(self.p_dma_dram.val().index());
                if self.stop_q.q.val() {
                    // stopped by an earlier error: not executed, reported as failed with the stopping code
                    self.cf_push.next = true;
                    self.f_tag_q.d.next = self.instr_data.val().get_bits::<8>(self.p_dma_tag.val().index());
                } else if self.instr_data.val().get_bit(self.p_funct1.val().index()) {
                    self.st_q.d.next = self.c_st_k1.val();
                } else {
                    self.st_q.d.next = self.c_st_desc.val();
                }
            }
        } else if self.st_q.q.val() == self.c_st_desc.val() {
            if self.dma.desc_ready.val() {
                self.cf_push.next = true;
                self.cf_push_eng.next = true;
                self.st_q.d.next = self.c_st_idle.val();
            }
        } else if (self.st_q.q.val() == self.c_st_k1.val()) & (self.mw_q.q.val() == self.c_mw_full.val()) {
            // ZERO_LENGTH, TOO_LONG, KV_INDEX (Machine's order); seq * BT_LAYERS
            self.m_q.d.next = self.mul_p_q.q.val();
            self.ovf_q.d.next = self.mul_ovf_q.q.val();
            if !self.f_rows_q.q.val().any() | !self.f_words_q.q.val().any() {
                self.fe_err.next = true;
                self.fe_code.next = self.c_e_zero_len.val();
            } else if self.row_bytes.val() > self.c_max_row.val() {
                self.fe_err.next = true;
                self.fe_code.next = self.c_e_too_long.val();
            } else if (self.seq32.val() >= self.cfg_bt_seqs.val())
                | (self.layer32.val() >= self.cfg_bt_layers.val())
                | (self.block32.val() >= self.cfg_bt_blocks.val())
            {
                self.fe_err.next = true;
                self.fe_code.next = self.c_e_kv_index.val();
            } else {
                self.st_q.d.next = self.c_st_k2.val();
            }
        } else if self.st_q.q.val() == self.c_st_k2.val() {
            // + layer
            self.m_q.d.next = self.add_s.val();
            if self.add_s.val() < self.m_q.q.val() {
                self.ovf_q.d.next = true;
            }
            self.st_q.d.next = self.c_st_k3.val();
        } else if (self.st_q.q.val() == self.c_st_k3.val()) & (self.mw_q.q.val() == self.c_mw_full.val()) {
            // * BT_BLOCKS + block = index
            self.m_q.d.next = self.add_s.val();
            if self.mul_ovf_q.q.val() | (self.add_s.val() < self.mul_p_q.q.val()) {
                self.ovf_q.d.next = true;
            }
            self.st_q.d.next = self.c_st_k4.val();
        } else if (self.st_q.q.val() == self.c_st_k4.val())
            & !self.stores_q.q.val().any()
            & (self.mw_q.q.val() == self.c_mw_full.val())
        {
            // (waits until no earlier store is in the engine: it may write the block table)
            // entry offset BT_BASE + 4 * index, inside [0, DRAM_SIZE) with its 4 bytes, else OUT_OF_WINDOW
            self.bt_addr_q.d.next = self.bt_bus_q.q.val() & self.c_beat_mask.val();
            self.bt_lane_q.d.next = self.lane32.val();
            if self.ovf_q.q.val()
                | (self.m_q.q.val() >> self.c_thirty.val()).any()
                | (self.at_q.q.val() < self.cfg_bt_base.val())
                | (self.cfg_ext_size.val() < self.c_four.val())
                | (self.at_q.q.val() > self.cfg_ext_size.val() - self.c_four.val())
            {
                self.fe_err.next = true;
                self.fe_code.next = self.c_e_oow.val();
            } else {
                self.st_q.d.next = self.c_st_kar.val();
            }
        } else if self.st_q.q.val() == self.c_st_kar.val() {
            self.bt_err_q.d.next = false;
            if self.bt_ar_ready.val() {
                self.st_q.d.next = self.c_st_kr.val();
            }
        } else if self.st_q.q.val() == self.c_st_kr.val() {
            if self.bt_r_valid.val() {
                self.entry_q.d.next = self.sel_entry.val();
                if self.bt_r_resp.val().any() {
                    self.bt_err_q.d.next = true;
                }
                if self.bt_r_last.val() {
                    self.st_q.d.next = self.c_st_k5.val();
                }
            }
        } else if (self.st_q.q.val() == self.c_st_k5.val()) & (self.mw_q.q.val() == self.c_mw_full.val()) {
            // BUS_ERROR, KV_UNMAPPED, KV_BLOCK, KV_OVERRUN; phys * KV_BLOCK_BYTES
            self.m_q.d.next = self.mul_p_q.q.val();
            self.ovf_q.d.next = self.mul_ovf_q.q.val();
            if self.bt_err_q.q.val() {
                self.fe_err.next = true;
                self.fe_code.next = self.c_e_bus.val();
            } else if self.entry_q.q.val() == self.c_ones32.val() {
                self.fe_err.next = true;
                self.fe_code.next = self.c_e_kv_unmapped.val();
            } else if self.entry_q.q.val() >= self.cfg_kv_num_blocks.val() {
                self.fe_err.next = true;
                self.fe_code.next = self.c_e_kv_block.val();
            } else if self.ov_bad_q.q.val() {
                self.fe_err.next = true;
                self.fe_code.next = self.c_e_kv_overrun.val();
            } else {
                self.st_q.d.next = self.c_st_k6.val();
            }
        } else if (self.st_q.q.val() == self.c_st_k6.val()) & (self.mw_q.q.val() == self.c_mw_full.val()) {
            // D beyond 32 bits is OUT_OF_WINDOW; else the engine checks the windows
            self.ext_q.d.next = self.cfg_ext_base.val() + self.d_all_q.q.val();
            if self.ovf_q.q.val()
                | (self.d_sum_q.q.val() < self.m_q.q.val())
                | (self.d_all_q.q.val() < self.d_sum_q.q.val())
            {
                self.fe_err.next = true;
                self.fe_code.next = self.c_e_oow.val();
            } else {
                self.st_q.d.next = self.c_st_desc.val();
            }
        }
        if self.fe_err.val() {
            self.cf_push.next = true;
            self.cf_push_code.next = self.fe_code.val();
            self.st_q.d.next = self.c_st_idle.val();
        }
        // cycles in the state: 0 on entry, saturating at 3
        if self.mw_q.q.val() != self.c_mw_full.val() {
            self.mw_q.d.next = self.mw_q.q.val() + self.c_one2.val();
        }
        if self.st_q.d.val() != self.st_q.q.val() {
            self.mw_q.d.next = self.c_zero2.val();
        }

        // ---------------- completion FIFO and the in-order report
        self.cf_head_eng.next = self.cf_eng[0].q.val();
        self.cf_head_code.next = self.cf_code[0].q.val();
        self.cf_head_tag.next = self.cf_tag[0].q.val();
        self.cf_head_st.next = self.cf_st[0].q.val();
        for i in 1..CF_DEPTH {
            if self.cf_rp_q.q.val().index() == i {
                self.cf_head_eng.next = self.cf_eng[i].q.val();
                self.cf_head_code.next = self.cf_code[i].q.val();
                self.cf_head_tag.next = self.cf_tag[i].q.val();
                self.cf_head_st.next = self.cf_st[i].q.val();
            }
        }
        // the engine's 3-bit status as an 8-bit error code (codes 0..=5 are the ISA's)
        self.st8.next = self.c_zero8.val();
        if self.dma.done_status.val().get_bit(0) {
            self.st8.next = self.st8.val() | self.c_b1.val();
        }
        if self.dma.done_status.val().get_bit(1) {
            self.st8.next = self.st8.val() | self.c_b2.val();
        }
        if self.dma.done_status.val().get_bit(2) {
            self.st8.next = self.st8.val() | self.c_b4.val();
        }
        self.dma.done_ready.next = self.cf_cnt_q.q.val().any() & self.cf_head_eng.val();
        self.cf_pop.next = self.cf_cnt_q.q.val().any() & (!self.cf_head_eng.val() | self.dma.done_valid.val());
        for i in 0..CF_DEPTH {
            if self.cf_push.val() & (self.cf_wp_q.q.val().index() == i) {
                self.cf_eng[i].d.next = self.cf_push_eng.val();
                self.cf_code[i].d.next = self.cf_push_code.val();
                self.cf_tag[i].d.next = self.f_tag_q.q.val();
                self.cf_st[i].d.next = self.cf_push_eng.val() & self.f_store_q.q.val();
                if self.st_q.q.val() == self.c_st_idle.val() {
                    self.cf_tag[i].d.next = self.instr_data.val().get_bits::<8>(self.p_dma_tag.val().index());
                }
            }
        }
        if self.cf_push.val() {
            self.cf_wp_q.d.next = self.cf_wp_q.q.val() + self.c_one3.val();
        }
        if self.cf_pop.val() {
            self.cf_rp_q.d.next = self.cf_rp_q.q.val() + self.c_one3.val();
        }
        if self.cf_push.val() & !self.cf_pop.val() {
            self.cf_cnt_q.d.next = self.cf_cnt_q.q.val() + self.c_one4.val();
        }
        if !self.cf_push.val() & self.cf_pop.val() {
            self.cf_cnt_q.d.next = self.cf_cnt_q.q.val() - self.c_one4.val();
        }
        // stores in the engine (a kv_* waits for them before reading the block table)
        if (self.cf_push.val() & self.cf_push_eng.val() & self.f_store_q.q.val())
            & !(self.cf_pop.val() & self.cf_head_st.val())
        {
            self.stores_q.d.next = self.stores_q.q.val() + self.c_one4.val();
        }
        if !(self.cf_push.val() & self.cf_push_eng.val() & self.f_store_q.q.val())
            & (self.cf_pop.val() & self.cf_head_st.val())
        {
            self.stores_q.d.next = self.stores_q.q.val() - self.c_one4.val();
        }
        self.done_q.d.next = false;
        self.error_q.d.next = false;
        if self.cf_pop.val() {
            self.tag_q.d.next = self.cf_head_tag.val();
            if self.cf_head_eng.val() {
                self.tag_q.d.next = self.dma.done_tag.val();
                if self.dma.done_status.val().any() {
                    self.error_q.d.next = true;
                    self.code_q.d.next = self.st8.val();
                } else {
                    self.done_q.d.next = true;
                }
            } else {
                self.error_q.d.next = true;
                self.code_q.d.next = self.cf_head_code.val();
            }
        }
        self.done.next = self.done_q.q.val();
        self.error.next = self.error_q.q.val();
        self.error_code.next = self.code_q.q.val();
        self.done_tag.next = self.tag_q.q.val();

        // ---------------- stop: set by the first error (front end, or the engine's status at the report),
        // cleared when everything is reported and nothing is offered
        if self.stop_q.q.val() & !self.cf_cnt_q.q.val().any() & (self.st_q.q.val() == self.c_st_idle.val()) & !self.instr_valid.val() {
            self.stop_q.d.next = false;
        }
        if self.fe_err.val() & !self.stop_q.q.val() {
            self.stop_q.d.next = true;
            self.stop_code_q.d.next = self.fe_code.val();
        }
        if self.cf_pop.val() & self.cf_head_eng.val() & self.dma.done_status.val().any() & !self.stop_q.q.val() {
            self.stop_q.d.next = true;
            self.stop_code_q.d.next = self.st8.val();
        }

        if self.reset.val() {
            self.st_q.d.next = self.c_st_idle.val();
            self.stop_q.d.next = false;
            self.cf_wp_q.d.next = self.c_zero3.val();
            self.cf_rp_q.d.next = self.c_zero3.val();
            self.cf_cnt_q.d.next = self.c_zero4.val();
            self.stores_q.d.next = self.c_zero4.val();
            self.done_q.d.next = false;
            self.error_q.d.next = false;
            self.ev_rd_q.d.next = false;
            self.ev_wr_q.d.next = false;
        }
    }
}
