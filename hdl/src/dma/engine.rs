//! The DMA engine block: descriptor FIFO, checker, the two address walkers, the data FIFO and the AXI /
//! SRAM handshakes. See `mod.rs` for the diagram and `docs/dma.md` for the contract.
//!
//! Register naming: `<name>_q` is a register, its next value is `<name>_q.d`. Locals are combinational and
//! always assigned a default first.

use rust_hdl::prelude::*;

/// Elaboration parameters that are not types (see `docs/dma.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DmaConfig {
    /// Maximum AXI burst length in beats, 1..=256 (AXI4 INCR).
    pub max_burst: u32,
    /// Maximum bursts in flight (issued and not yet answered by RLAST / B), 1..=4.
    pub max_outstanding: u32,
    /// Largest accepted `row_bytes` (larger is `TOO_LONG`); a multiple of the beat size.
    pub max_row_bytes: u32,
    /// SRAM read latency in cycles the block is sized for (full rate needs `latency + 2 <= 8`).
    pub latency: u32,
}

/// Data FIFO depth (words), shared by both directions.
pub const DATA_FIFO_DEPTH: usize = 8;
/// Burst-length FIFO depth (write direction: lengths of issued AW bursts whose WLAST is not sent yet).
pub const LEN_FIFO_DEPTH: usize = 4;

/// FSM encoding (`st_q`).
pub const ST_IDLE: u64 = 0;
pub const ST_CHECK: u64 = 1;
pub const ST_RUN: u64 = 2;
pub const ST_FINISH: u64 = 3;

/// The DMA engine with `W`-bit data (64, 128 or 256) and a `DEPTH`-entry descriptor FIFO (1..=15).
#[derive(LogicBlock)]
pub struct Dma<const W: usize, const DEPTH: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops everything queued or in flight).
    pub reset: Signal<In, Bit>,

    // ---- descriptor stream (sink)
    /// 1 bit, input: a descriptor is offered.
    pub desc_valid: Signal<In, Bit>,
    /// 1 bit, output: the descriptor FIFO has room (registered state only).
    pub desc_ready: Signal<Out, Bit>,
    /// 32 bits, input: source byte address.
    pub desc_src: Signal<In, Bits<32>>,
    /// 32 bits, input: destination byte address.
    pub desc_dst: Signal<In, Bits<32>>,
    /// 1 bit, input: 0 = external memory to SRAM, 1 = SRAM to external memory.
    pub desc_dir: Signal<In, Bit>,
    /// 16 bits, input: number of rows (0 is `ZERO_LENGTH`).
    pub desc_rows: Signal<In, Bits<16>>,
    /// 32 bits, input: bytes per row (0 is `ZERO_LENGTH`, above `max_row_bytes` is `TOO_LONG`).
    pub desc_row_bytes: Signal<In, Bits<32>>,
    /// 32 bits, input: source row stride in bytes.
    pub desc_src_stride: Signal<In, Bits<32>>,
    /// 32 bits, input: destination row stride in bytes.
    pub desc_dst_stride: Signal<In, Bits<32>>,
    /// 8 bits, input: completion tag.
    pub desc_tag: Signal<In, Bits<8>>,

    // ---- completion stream (source)
    /// 1 bit, output: a completion is offered.
    pub done_valid: Signal<Out, Bit>,
    /// 1 bit, input: the completion is taken.
    pub done_ready: Signal<In, Bit>,
    /// 8 bits, output: the tag of the completed descriptor.
    pub done_tag: Signal<Out, Bits<8>>,
    /// 3 bits, output: status code (`dma::status`).
    pub done_status: Signal<Out, Bits<3>>,
    /// 1 bit, output: the engine has external-memory reads to issue or in flight, or may soon (a queued
    /// descriptor, a load being checked, a load's AR bursts not all issued, its R beats not all in). Low
    /// while it only writes SRAM or external memory (a load's tail, a store). From registers only. The
    /// top lets the matvec unit's read-ahead yield the shared read port only while this is high.
    pub rd_busy: Signal<Out, Bit>,

    // ---- configuration (quasi-static: sampled in the CHECK cycle of each descriptor)
    /// 32 bits, input: external window base byte address.
    pub cfg_ext_base: Signal<In, Bits<32>>,
    /// 32 bits, input: external window size in bytes.
    pub cfg_ext_size: Signal<In, Bits<32>>,
    /// 32 bits, input: SRAM window size in bytes (window is `[0, cfg_sram_size)`).
    pub cfg_sram_size: Signal<In, Bits<32>>,

    // ---- AXI4 master: read address
    /// 1 bit, output: read burst request valid.
    pub axi_ar_valid: Signal<Out, Bit>,
    /// 1 bit, input: read burst request accepted.
    pub axi_ar_ready: Signal<In, Bit>,
    /// 32 bits, output: burst start byte address (beat aligned; ARSIZE = beat size, ARBURST = INCR).
    pub axi_ar_addr: Signal<Out, Bits<32>>,
    /// 8 bits, output: ARLEN, beats - 1.
    pub axi_ar_len: Signal<Out, Bits<8>>,
    // ---- AXI4 master: read data
    /// 1 bit, input: read beat valid.
    pub axi_r_valid: Signal<In, Bit>,
    /// 1 bit, output: read beat accepted (registered state only).
    pub axi_r_ready: Signal<Out, Bit>,
    /// W bits, input: read data.
    pub axi_r_data: Signal<In, Bits<W>>,
    /// 1 bit, input: last beat of the burst.
    pub axi_r_last: Signal<In, Bit>,
    /// 2 bits, input: RRESP (non-zero turns the completion into `BUS_ERROR`).
    pub axi_r_resp: Signal<In, Bits<2>>,
    // ---- AXI4 master: write address
    /// 1 bit, output: write burst request valid.
    pub axi_aw_valid: Signal<Out, Bit>,
    /// 1 bit, input: write burst request accepted.
    pub axi_aw_ready: Signal<In, Bit>,
    /// 32 bits, output: burst start byte address (beat aligned; AWSIZE = beat size, AWBURST = INCR).
    pub axi_aw_addr: Signal<Out, Bits<32>>,
    /// 8 bits, output: AWLEN, beats - 1.
    pub axi_aw_len: Signal<Out, Bits<8>>,
    // ---- AXI4 master: write data
    /// 1 bit, output: write beat valid.
    pub axi_w_valid: Signal<Out, Bit>,
    /// 1 bit, input: write beat accepted.
    pub axi_w_ready: Signal<In, Bit>,
    /// W bits, output: write data (WSTRB is all ones).
    pub axi_w_data: Signal<Out, Bits<W>>,
    /// 1 bit, output: last beat of the burst.
    pub axi_w_last: Signal<Out, Bit>,
    // ---- AXI4 master: write response
    /// 1 bit, input: write response valid.
    pub axi_b_valid: Signal<In, Bit>,
    /// 1 bit, output: write response accepted (registered state only).
    pub axi_b_ready: Signal<Out, Bit>,
    /// 2 bits, input: BRESP (non-zero turns the completion into `BUS_ERROR`).
    pub axi_b_resp: Signal<In, Bits<2>>,

    // ---- SRAM arbiter requester port
    /// 1 bit, output: SRAM request valid.
    pub sram_req_valid: Signal<Out, Bit>,
    /// 1 bit, input: SRAM request accepted.
    pub sram_req_ready: Signal<In, Bit>,
    /// 32 bits, output: SRAM word address (byte address / beat size).
    pub sram_req_addr: Signal<Out, Bits<32>>,
    /// 1 bit, output: 1 = write, 0 = read.
    pub sram_req_we: Signal<Out, Bit>,
    /// W bits, output: write data.
    pub sram_req_wdata: Signal<Out, Bits<W>>,
    /// 1 bit, input: read data valid (no ready: always accepted), LATENCY cycles after the read request,
    /// in order.
    pub sram_rsp_valid: Signal<In, Bit>,
    /// W bits, input: read data.
    pub sram_rsp_data: Signal<In, Bits<W>>,

    // ---- descriptor FIFO
    dq_src: [DFF<Bits<32>>; DEPTH],
    dq_dst: [DFF<Bits<32>>; DEPTH],
    dq_dir: [DFF<Bit>; DEPTH],
    dq_rows: [DFF<Bits<16>>; DEPTH],
    dq_row_bytes: [DFF<Bits<32>>; DEPTH],
    dq_src_stride: [DFF<Bits<32>>; DEPTH],
    dq_dst_stride: [DFF<Bits<32>>; DEPTH],
    dq_tag: [DFF<Bits<8>>; DEPTH],
    dq_wp_q: DFF<Bits<4>>,
    dq_rp_q: DFF<Bits<4>>,
    dq_cnt_q: DFF<Bits<5>>,
    // ---- control
    st_q: DFF<Bits<2>>,
    cur_src_q: DFF<Bits<32>>,
    cur_dst_q: DFF<Bits<32>>,
    cur_dir_q: DFF<Bit>,
    cur_rows_q: DFF<Bits<16>>,
    cur_row_bytes_q: DFF<Bits<32>>,
    cur_src_stride_q: DFF<Bits<32>>,
    cur_dst_stride_q: DFF<Bits<32>>,
    cur_tag_q: DFF<Bits<8>>,
    status_q: DFF<Bits<3>>,
    bus_err_q: DFF<Bit>,
    done_valid_q: DFF<Bit>,
    done_tag_q: DFF<Bits<8>>,
    done_status_q: DFF<Bits<3>>,
    // ---- external-side walker and command register
    eg_busy_q: DFF<Bit>,
    eg_row_q: DFF<Bits<32>>,
    eg_addr_q: DFF<Bits<32>>,
    eg_rem_q: DFF<Bits<32>>,
    eg_rows_q: DFF<Bits<16>>,
    cmd_valid_q: DFF<Bit>,
    cmd_addr_q: DFF<Bits<32>>,
    cmd_len_q: DFF<Bits<8>>,
    os_q: DFF<Bits<4>>,
    // ---- SRAM-side walker
    sg_busy_q: DFF<Bit>,
    sg_row_q: DFF<Bits<32>>,
    sg_addr_q: DFF<Bits<32>>,
    sg_rem_q: DFF<Bits<32>>,
    sg_rows_q: DFF<Bits<16>>,
    // ---- data FIFO
    df: [DFF<Bits<W>>; DATA_FIFO_DEPTH],
    df_wp_q: DFF<Bits<3>>,
    df_rp_q: DFF<Bits<3>>,
    df_cnt_q: DFF<Bits<4>>,
    df_resv_q: DFF<Bits<4>>,
    // ---- burst-length FIFO (write direction) and W beat counter
    lf: [DFF<Bits<8>>; LEN_FIFO_DEPTH],
    lf_wp_q: DFF<Bits<2>>,
    lf_rp_q: DFF<Bits<2>>,
    lf_cnt_q: DFF<Bits<3>>,
    w_beat_q: DFF<Bits<8>>,

    // ---- combinational
    h_src: Signal<Local, Bits<32>>,
    h_dst: Signal<Local, Bits<32>>,
    h_dir: Signal<Local, Bit>,
    h_rows: Signal<Local, Bits<16>>,
    h_row_bytes: Signal<Local, Bits<32>>,
    h_src_stride: Signal<Local, Bits<32>>,
    h_dst_stride: Signal<Local, Bits<32>>,
    h_tag: Signal<Local, Bits<8>>,
    dq_push: Signal<Local, Bit>,
    dq_pop: Signal<Local, Bit>,
    e_addr: Signal<Local, Bits<32>>,
    e_stride: Signal<Local, Bits<32>>,
    s_addr: Signal<Local, Bits<32>>,
    s_stride: Signal<Local, Bits<32>>,
    rows_m1: Signal<Local, Bits<16>>,
    e_plo: Signal<Local, Bits<32>>,
    e_phi: Signal<Local, Bits<32>>,
    e_prod: Signal<Local, Bits<32>>,
    e_span: Signal<Local, Bits<32>>,
    e_off: Signal<Local, Bits<32>>,
    e_ok: Signal<Local, Bit>,
    s_plo: Signal<Local, Bits<32>>,
    s_phi: Signal<Local, Bits<32>>,
    s_prod: Signal<Local, Bits<32>>,
    s_span: Signal<Local, Bits<32>>,
    s_ok: Signal<Local, Bit>,
    chk_status: Signal<Local, Bits<3>>,
    row_beats: Signal<Local, Bits<32>>,
    eg_to4k: Signal<Local, Bits<32>>,
    eg_len: Signal<Local, Bits<32>>,
    eg_next_row: Signal<Local, Bits<32>>,
    cmd_ready: Signal<Local, Bit>,
    eg_fire: Signal<Local, Bit>,
    sg_next_row: Signal<Local, Bits<32>>,
    sg_fire: Signal<Local, Bit>,
    r_fire: Signal<Local, Bit>,
    rsp_fire: Signal<Local, Bit>,
    w_fire: Signal<Local, Bit>,
    w_last: Signal<Local, Bit>,
    b_fire: Signal<Local, Bit>,
    os_dec: Signal<Local, Bit>,
    df_push: Signal<Local, Bit>,
    df_pop: Signal<Local, Bit>,
    df_in: Signal<Local, Bits<W>>,
    df_head: Signal<Local, Bits<W>>,
    lf_head: Signal<Local, Bits<8>>,
    lf_push: Signal<Local, Bit>,
    lf_pop: Signal<Local, Bit>,
    all_done: Signal<Local, Bit>,
    running: Signal<Local, Bit>,

    // ---- constants
    c_dq_last: Constant<Bits<4>>,
    c_dq_full: Constant<Bits<5>>,
    c_one4: Constant<Bits<4>>,
    c_zero2: Constant<Bits<2>>,
    c_zero3: Constant<Bits<3>>,
    c_zero4: Constant<Bits<4>>,
    c_zero5: Constant<Bits<5>>,
    c_zero8: Constant<Bits<8>>,
    c_one5: Constant<Bits<5>>,
    c_one3: Constant<Bits<3>>,
    c_one2: Constant<Bits<2>>,
    c_one8: Constant<Bits<8>>,
    c_one16: Constant<Bits<16>>,
    c_one32: Constant<Bits<32>>,
    c_sixteen: Constant<Bits<32>>,
    c_df_full: Constant<Bits<4>>,
    c_shift: Constant<Bits<32>>,
    c_align: Constant<Bits<32>>,
    c_mask4k: Constant<Bits<32>>,
    c_4k: Constant<Bits<32>>,
    c_max_burst: Constant<Bits<32>>,
    c_max_out: Constant<Bits<4>>,
    c_max_row: Constant<Bits<32>>,
    c_st_idle: Constant<Bits<2>>,
    c_st_check: Constant<Bits<2>>,
    c_st_run: Constant<Bits<2>>,
    c_st_finish: Constant<Bits<2>>,
    c_ok: Constant<Bits<3>>,
    c_zero_len: Constant<Bits<3>>,
    c_too_long: Constant<Bits<3>>,
    c_misaligned: Constant<Bits<3>>,
    c_out_of_window: Constant<Bits<3>>,
    c_bus_error: Constant<Bits<3>>,
}

impl<const W: usize, const DEPTH: usize> Dma<W, DEPTH> {
    /// Builds the engine; panics (naming the value) on an unsupported parameter.
    pub fn new(cfg: DmaConfig) -> Self {
        use super::status as s;
        assert!(W == 64 || W == 128 || W == 256, "Dma: data width W = {W} must be 64, 128 or 256");
        assert!((1..=15).contains(&DEPTH), "Dma: descriptor FIFO depth DEPTH = {DEPTH} must be in 1..=15");
        let beat = (W / 8) as u32;
        assert!((1..=256).contains(&cfg.max_burst), "Dma: max_burst = {} must be in 1..=256", cfg.max_burst);
        assert!(
            (1..=LEN_FIFO_DEPTH as u32).contains(&cfg.max_outstanding),
            "Dma: max_outstanding = {} must be in 1..={LEN_FIFO_DEPTH}",
            cfg.max_outstanding
        );
        assert!(
            cfg.max_row_bytes >= beat && cfg.max_row_bytes % beat == 0,
            "Dma: max_row_bytes = {} must be a non-zero multiple of the beat size {beat}",
            cfg.max_row_bytes
        );
        assert!(
            cfg.latency >= 1 && cfg.latency as usize + 2 <= DATA_FIFO_DEPTH,
            "Dma: SRAM latency = {} must be in 1..={} for full rate with the {DATA_FIFO_DEPTH}-word data FIFO",
            cfg.latency,
            DATA_FIFO_DEPTH - 2
        );
        let b = |v: u64| -> Bits<32> { v.into() };
        Self {
            clock: Default::default(),
            reset: Default::default(),
            desc_valid: Default::default(),
            desc_ready: Default::default(),
            desc_src: Default::default(),
            desc_dst: Default::default(),
            desc_dir: Default::default(),
            desc_rows: Default::default(),
            desc_row_bytes: Default::default(),
            desc_src_stride: Default::default(),
            desc_dst_stride: Default::default(),
            desc_tag: Default::default(),
            done_valid: Default::default(),
            done_ready: Default::default(),
            rd_busy: Default::default(),
            done_tag: Default::default(),
            done_status: Default::default(),
            cfg_ext_base: Default::default(),
            cfg_ext_size: Default::default(),
            cfg_sram_size: Default::default(),
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
            dq_src: std::array::from_fn(|_| Default::default()),
            dq_dst: std::array::from_fn(|_| Default::default()),
            dq_dir: std::array::from_fn(|_| Default::default()),
            dq_rows: std::array::from_fn(|_| Default::default()),
            dq_row_bytes: std::array::from_fn(|_| Default::default()),
            dq_src_stride: std::array::from_fn(|_| Default::default()),
            dq_dst_stride: std::array::from_fn(|_| Default::default()),
            dq_tag: std::array::from_fn(|_| Default::default()),
            dq_wp_q: Default::default(),
            dq_rp_q: Default::default(),
            dq_cnt_q: Default::default(),
            st_q: Default::default(),
            cur_src_q: Default::default(),
            cur_dst_q: Default::default(),
            cur_dir_q: Default::default(),
            cur_rows_q: Default::default(),
            cur_row_bytes_q: Default::default(),
            cur_src_stride_q: Default::default(),
            cur_dst_stride_q: Default::default(),
            cur_tag_q: Default::default(),
            status_q: Default::default(),
            bus_err_q: Default::default(),
            done_valid_q: Default::default(),
            done_tag_q: Default::default(),
            done_status_q: Default::default(),
            eg_busy_q: Default::default(),
            eg_row_q: Default::default(),
            eg_addr_q: Default::default(),
            eg_rem_q: Default::default(),
            eg_rows_q: Default::default(),
            cmd_valid_q: Default::default(),
            cmd_addr_q: Default::default(),
            cmd_len_q: Default::default(),
            os_q: Default::default(),
            sg_busy_q: Default::default(),
            sg_row_q: Default::default(),
            sg_addr_q: Default::default(),
            sg_rem_q: Default::default(),
            sg_rows_q: Default::default(),
            df: std::array::from_fn(|_| Default::default()),
            df_wp_q: Default::default(),
            df_rp_q: Default::default(),
            df_cnt_q: Default::default(),
            df_resv_q: Default::default(),
            lf: std::array::from_fn(|_| Default::default()),
            lf_wp_q: Default::default(),
            lf_rp_q: Default::default(),
            lf_cnt_q: Default::default(),
            w_beat_q: Default::default(),
            h_src: Default::default(),
            h_dst: Default::default(),
            h_dir: Default::default(),
            h_rows: Default::default(),
            h_row_bytes: Default::default(),
            h_src_stride: Default::default(),
            h_dst_stride: Default::default(),
            h_tag: Default::default(),
            dq_push: Default::default(),
            dq_pop: Default::default(),
            e_addr: Default::default(),
            e_stride: Default::default(),
            s_addr: Default::default(),
            s_stride: Default::default(),
            rows_m1: Default::default(),
            e_plo: Default::default(),
            e_phi: Default::default(),
            e_prod: Default::default(),
            e_span: Default::default(),
            e_off: Default::default(),
            e_ok: Default::default(),
            s_plo: Default::default(),
            s_phi: Default::default(),
            s_prod: Default::default(),
            s_span: Default::default(),
            s_ok: Default::default(),
            chk_status: Default::default(),
            row_beats: Default::default(),
            eg_to4k: Default::default(),
            eg_len: Default::default(),
            eg_next_row: Default::default(),
            cmd_ready: Default::default(),
            eg_fire: Default::default(),
            sg_next_row: Default::default(),
            sg_fire: Default::default(),
            r_fire: Default::default(),
            rsp_fire: Default::default(),
            w_fire: Default::default(),
            w_last: Default::default(),
            b_fire: Default::default(),
            os_dec: Default::default(),
            df_push: Default::default(),
            df_pop: Default::default(),
            df_in: Default::default(),
            df_head: Default::default(),
            lf_head: Default::default(),
            lf_push: Default::default(),
            lf_pop: Default::default(),
            all_done: Default::default(),
            running: Default::default(),
            c_dq_last: Constant::new(((DEPTH - 1) as u64).into()),
            c_dq_full: Constant::new((DEPTH as u64).into()),
            c_one4: Constant::new(1u64.into()),
            c_zero2: Constant::new(0u64.into()),
            c_zero3: Constant::new(0u64.into()),
            c_zero4: Constant::new(0u64.into()),
            c_zero5: Constant::new(0u64.into()),
            c_zero8: Constant::new(0u64.into()),
            c_one5: Constant::new(1u64.into()),
            c_one3: Constant::new(1u64.into()),
            c_one2: Constant::new(1u64.into()),
            c_one8: Constant::new(1u64.into()),
            c_one16: Constant::new(1u64.into()),
            c_one32: Constant::new(b(1)),
            c_sixteen: Constant::new(b(16)),
            c_df_full: Constant::new((DATA_FIFO_DEPTH as u64).into()),
            c_shift: Constant::new(b(beat.trailing_zeros() as u64)),
            c_align: Constant::new(b(beat as u64 - 1)),
            c_mask4k: Constant::new(b(0xfff)),
            c_4k: Constant::new(b(0x1000)),
            c_max_burst: Constant::new(b(cfg.max_burst as u64)),
            c_max_out: Constant::new((cfg.max_outstanding as u64).into()),
            c_max_row: Constant::new(b(cfg.max_row_bytes as u64)),
            c_st_idle: Constant::new(ST_IDLE.into()),
            c_st_check: Constant::new(ST_CHECK.into()),
            c_st_run: Constant::new(ST_RUN.into()),
            c_st_finish: Constant::new(ST_FINISH.into()),
            c_ok: Constant::new(s::OK.into()),
            c_zero_len: Constant::new(s::ZERO_LENGTH.into()),
            c_too_long: Constant::new(s::TOO_LONG.into()),
            c_misaligned: Constant::new(s::MISALIGNED.into()),
            c_out_of_window: Constant::new(s::OUT_OF_WINDOW.into()),
            c_bus_error: Constant::new(s::BUS_ERROR.into()),
        }
    }
}

impl<const W: usize, const DEPTH: usize> Logic for Dma<W, DEPTH> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, dq_wp_q, dq_rp_q, dq_cnt_q, st_q, cur_src_q, cur_dst_q, cur_dir_q, cur_rows_q, cur_row_bytes_q, cur_src_stride_q, cur_dst_stride_q, cur_tag_q, status_q, bus_err_q, done_valid_q, done_tag_q,
            done_status_q, eg_busy_q, eg_row_q, eg_addr_q, eg_rem_q, eg_rows_q, cmd_valid_q, cmd_addr_q, cmd_len_q,
            os_q, sg_busy_q, sg_row_q, sg_addr_q, sg_rem_q, sg_rows_q, df_wp_q, df_rp_q, df_cnt_q, df_resv_q, lf_wp_q,
            lf_rp_q, lf_cnt_q, w_beat_q
        );
        for i in 0..DEPTH {
            self.dq_src[i].clock.next = self.clock.val();
            self.dq_src[i].d.next = self.dq_src[i].q.val();
            self.dq_dst[i].clock.next = self.clock.val();
            self.dq_dst[i].d.next = self.dq_dst[i].q.val();
            self.dq_dir[i].clock.next = self.clock.val();
            self.dq_dir[i].d.next = self.dq_dir[i].q.val();
            self.dq_rows[i].clock.next = self.clock.val();
            self.dq_rows[i].d.next = self.dq_rows[i].q.val();
            self.dq_row_bytes[i].clock.next = self.clock.val();
            self.dq_row_bytes[i].d.next = self.dq_row_bytes[i].q.val();
            self.dq_src_stride[i].clock.next = self.clock.val();
            self.dq_src_stride[i].d.next = self.dq_src_stride[i].q.val();
            self.dq_dst_stride[i].clock.next = self.clock.val();
            self.dq_dst_stride[i].d.next = self.dq_dst_stride[i].q.val();
            self.dq_tag[i].clock.next = self.clock.val();
            self.dq_tag[i].d.next = self.dq_tag[i].q.val();
        }
        for i in 0..DATA_FIFO_DEPTH {
            self.df[i].clock.next = self.clock.val();
            self.df[i].d.next = self.df[i].q.val();
        }
        for i in 0..LEN_FIFO_DEPTH {
            self.lf[i].clock.next = self.clock.val();
            self.lf[i].d.next = self.lf[i].q.val();
        }

        // ---------------- descriptor FIFO
        self.desc_ready.next = self.dq_cnt_q.q.val() != self.c_dq_full.val();
        self.dq_push.next = self.desc_valid.val() & (self.dq_cnt_q.q.val() != self.c_dq_full.val());
        self.h_src.next = self.dq_src[0].q.val();
        self.h_dst.next = self.dq_dst[0].q.val();
        self.h_dir.next = self.dq_dir[0].q.val();
        self.h_rows.next = self.dq_rows[0].q.val();
        self.h_row_bytes.next = self.dq_row_bytes[0].q.val();
        self.h_src_stride.next = self.dq_src_stride[0].q.val();
        self.h_dst_stride.next = self.dq_dst_stride[0].q.val();
        self.h_tag.next = self.dq_tag[0].q.val();
        for i in 1..DEPTH {
            if self.dq_rp_q.q.val().index() == i {
                self.h_src.next = self.dq_src[i].q.val();
                self.h_dst.next = self.dq_dst[i].q.val();
                self.h_dir.next = self.dq_dir[i].q.val();
                self.h_rows.next = self.dq_rows[i].q.val();
                self.h_row_bytes.next = self.dq_row_bytes[i].q.val();
                self.h_src_stride.next = self.dq_src_stride[i].q.val();
                self.h_dst_stride.next = self.dq_dst_stride[i].q.val();
                self.h_tag.next = self.dq_tag[i].q.val();
            }
        }
        self.dq_pop.next = (self.st_q.q.val() == self.c_st_idle.val()) & self.dq_cnt_q.q.val().any();
        for i in 0..DEPTH {
            if self.dq_push.val() & (self.dq_wp_q.q.val().index() == i) {
                self.dq_src[i].d.next = self.desc_src.val();
                self.dq_dst[i].d.next = self.desc_dst.val();
                self.dq_dir[i].d.next = self.desc_dir.val();
                self.dq_rows[i].d.next = self.desc_rows.val();
                self.dq_row_bytes[i].d.next = self.desc_row_bytes.val();
                self.dq_src_stride[i].d.next = self.desc_src_stride.val();
                self.dq_dst_stride[i].d.next = self.desc_dst_stride.val();
                self.dq_tag[i].d.next = self.desc_tag.val();
            }
        }
        if self.dq_push.val() {
            if self.dq_wp_q.q.val() == self.c_dq_last.val() {
                self.dq_wp_q.d.next = self.c_zero4.val();
            } else {
                self.dq_wp_q.d.next = self.dq_wp_q.q.val() + self.c_one4.val();
            }
        }
        if self.dq_pop.val() {
            if self.dq_rp_q.q.val() == self.c_dq_last.val() {
                self.dq_rp_q.d.next = self.c_zero4.val();
            } else {
                self.dq_rp_q.d.next = self.dq_rp_q.q.val() + self.c_one4.val();
            }
        }
        if self.dq_push.val() & !self.dq_pop.val() {
            self.dq_cnt_q.d.next = self.dq_cnt_q.q.val() + self.c_one5.val();
        }
        if !self.dq_push.val() & self.dq_pop.val() {
            self.dq_cnt_q.d.next = self.dq_cnt_q.q.val() - self.c_one5.val();
        }

        // ---------------- descriptor check (on cur_q)
        if self.cur_dir_q.q.val() {
            self.e_addr.next = self.cur_dst_q.q.val();
            self.e_stride.next = self.cur_dst_stride_q.q.val();
            self.s_addr.next = self.cur_src_q.q.val();
            self.s_stride.next = self.cur_src_stride_q.q.val();
        } else {
            self.e_addr.next = self.cur_src_q.q.val();
            self.e_stride.next = self.cur_src_stride_q.q.val();
            self.s_addr.next = self.cur_dst_q.q.val();
            self.s_stride.next = self.cur_dst_stride_q.q.val();
        }
        self.rows_m1.next = self.cur_rows_q.q.val() - self.c_one16.val();
        // span = (rows - 1) * stride + row_bytes, in 32 bits with overflow detection
        self.e_plo.next = self.rows_m1.val() * self.e_stride.val().get_bits::<16>(0);
        self.e_phi.next = self.rows_m1.val() * self.e_stride.val().get_bits::<16>(16);
        self.e_prod.next = self.e_plo.val() + (self.e_phi.val() << self.c_sixteen.val());
        self.e_span.next = self.e_prod.val() + self.cur_row_bytes_q.q.val();
        self.e_off.next = self.e_addr.val() - self.cfg_ext_base.val();
        self.e_ok.next = !self.e_phi.val().get_bits::<16>(16).any()
            & !(self.e_prod.val() < self.e_plo.val())
            & !(self.e_span.val() < self.e_prod.val())
            & (self.e_addr.val() >= self.cfg_ext_base.val())
            & (self.e_off.val() <= self.cfg_ext_size.val())
            & (self.e_span.val() <= self.cfg_ext_size.val() - self.e_off.val());
        self.s_plo.next = self.rows_m1.val() * self.s_stride.val().get_bits::<16>(0);
        self.s_phi.next = self.rows_m1.val() * self.s_stride.val().get_bits::<16>(16);
        self.s_prod.next = self.s_plo.val() + (self.s_phi.val() << self.c_sixteen.val());
        self.s_span.next = self.s_prod.val() + self.cur_row_bytes_q.q.val();
        self.s_ok.next = !self.s_phi.val().get_bits::<16>(16).any()
            & !(self.s_prod.val() < self.s_plo.val())
            & !(self.s_span.val() < self.s_prod.val())
            & (self.s_addr.val() <= self.cfg_sram_size.val())
            & (self.s_span.val() <= self.cfg_sram_size.val() - self.s_addr.val());
        if !self.cur_rows_q.q.val().any() | !self.cur_row_bytes_q.q.val().any() {
            self.chk_status.next = self.c_zero_len.val();
        } else if self.cur_row_bytes_q.q.val() > self.c_max_row.val() {
            self.chk_status.next = self.c_too_long.val();
        } else if ((self.cur_src_q.q.val()
            | self.cur_dst_q.q.val()
            | self.cur_row_bytes_q.q.val()
            | self.cur_src_stride_q.q.val()
            | self.cur_dst_stride_q.q.val())
            & self.c_align.val())
        .any()
        {
            self.chk_status.next = self.c_misaligned.val();
        } else if !(self.e_ok.val() & self.s_ok.val()) {
            self.chk_status.next = self.c_out_of_window.val();
        } else {
            self.chk_status.next = self.c_ok.val();
        }
        self.row_beats.next = self.cur_row_bytes_q.q.val() >> self.c_shift.val();
        self.running.next = self.st_q.q.val() == self.c_st_run.val();

        // ---------------- external-side walker: rows -> bursts (split at 4 KiB and max_burst)
        self.eg_to4k.next = (self.c_4k.val() - (self.eg_addr_q.q.val() & self.c_mask4k.val())) >> self.c_shift.val();
        self.eg_len.next = self.eg_rem_q.q.val();
        if self.c_max_burst.val() < self.eg_len.val() {
            self.eg_len.next = self.c_max_burst.val();
        }
        if self.eg_to4k.val() < self.eg_len.val() {
            self.eg_len.next = self.eg_to4k.val();
        }
        self.eg_next_row.next = self.eg_row_q.q.val() + self.e_stride.val();
        if self.cur_dir_q.q.val() {
            self.cmd_ready.next = self.axi_aw_ready.val();
        } else {
            self.cmd_ready.next = self.axi_ar_ready.val();
        }
        self.eg_fire.next = self.running.val()
            & self.eg_busy_q.q.val()
            & (!self.cmd_valid_q.q.val() | self.cmd_ready.val())
            & (self.os_q.q.val() < self.c_max_out.val());
        self.axi_ar_valid.next = self.cmd_valid_q.q.val() & !self.cur_dir_q.q.val();
        self.axi_aw_valid.next = self.cmd_valid_q.q.val() & self.cur_dir_q.q.val();
        self.axi_ar_addr.next = self.cmd_addr_q.q.val();
        self.axi_aw_addr.next = self.cmd_addr_q.q.val();
        self.axi_ar_len.next = self.cmd_len_q.q.val();
        self.axi_aw_len.next = self.cmd_len_q.q.val();
        if self.eg_fire.val() {
            self.cmd_valid_q.d.next = true;
            self.cmd_addr_q.d.next = self.eg_addr_q.q.val();
            self.cmd_len_q.d.next = self.eg_len.val().get_bits::<8>(0) - self.c_one8.val();
            self.eg_addr_q.d.next = self.eg_addr_q.q.val() + (self.eg_len.val() << self.c_shift.val());
            self.eg_rem_q.d.next = self.eg_rem_q.q.val() - self.eg_len.val();
            if self.eg_rem_q.q.val() == self.eg_len.val() {
                if self.eg_rows_q.q.val() == self.c_one16.val() {
                    self.eg_busy_q.d.next = false;
                } else {
                    self.eg_rows_q.d.next = self.eg_rows_q.q.val() - self.c_one16.val();
                    self.eg_row_q.d.next = self.eg_next_row.val();
                    self.eg_addr_q.d.next = self.eg_next_row.val();
                    self.eg_rem_q.d.next = self.row_beats.val();
                }
            }
        } else if self.cmd_ready.val() {
            self.cmd_valid_q.d.next = false;
        }

        // ---------------- AXI read data / write data / write response
        self.axi_r_ready.next = self.running.val() & !self.cur_dir_q.q.val() & (self.df_cnt_q.q.val() != self.c_df_full.val());
        self.r_fire.next = self.axi_r_valid.val() & self.running.val() & !self.cur_dir_q.q.val()
            & (self.df_cnt_q.q.val() != self.c_df_full.val());
        self.rsp_fire.next = self.sram_rsp_valid.val() & self.running.val() & self.cur_dir_q.q.val();
        self.lf_head.next = self.lf[0].q.val();
        for i in 1..LEN_FIFO_DEPTH {
            if self.lf_rp_q.q.val().index() == i {
                self.lf_head.next = self.lf[i].q.val();
            }
        }
        self.df_head.next = self.df[0].q.val();
        for i in 1..DATA_FIFO_DEPTH {
            if self.df_rp_q.q.val().index() == i {
                self.df_head.next = self.df[i].q.val();
            }
        }
        self.w_last.next = self.w_beat_q.q.val() == self.lf_head.val();
        self.axi_w_valid.next = self.cur_dir_q.q.val() & self.lf_cnt_q.q.val().any() & self.df_cnt_q.q.val().any();
        self.axi_w_data.next = self.df_head.val();
        self.axi_w_last.next = self.w_beat_q.q.val() == self.lf_head.val();
        self.w_fire.next = self.cur_dir_q.q.val()
            & self.lf_cnt_q.q.val().any()
            & self.df_cnt_q.q.val().any()
            & self.axi_w_ready.val();
        self.axi_b_ready.next = self.running.val() & self.cur_dir_q.q.val();
        self.b_fire.next = self.axi_b_valid.val() & self.running.val() & self.cur_dir_q.q.val();
        if self.w_fire.val() {
            if self.w_last.val() {
                self.w_beat_q.d.next = self.c_zero8.val();
            } else {
                self.w_beat_q.d.next = self.w_beat_q.q.val() + self.c_one8.val();
            }
        }
        if self.cur_dir_q.q.val() {
            self.os_dec.next = self.b_fire.val();
        } else {
            self.os_dec.next = self.r_fire.val() & self.axi_r_last.val();
        }
        if self.eg_fire.val() & !self.os_dec.val() {
            self.os_q.d.next = self.os_q.q.val() + self.c_one4.val();
        }
        if !self.eg_fire.val() & self.os_dec.val() {
            self.os_q.d.next = self.os_q.q.val() - self.c_one4.val();
        }
        if (self.r_fire.val() & self.axi_r_resp.val().any()) | (self.b_fire.val() & self.axi_b_resp.val().any()) {
            self.bus_err_q.d.next = true;
        }

        // ---------------- burst-length FIFO (write direction)
        self.lf_push.next = self.eg_fire.val() & self.cur_dir_q.q.val();
        self.lf_pop.next = self.w_fire.val() & self.w_last.val();
        for i in 0..LEN_FIFO_DEPTH {
            if self.lf_push.val() & (self.lf_wp_q.q.val().index() == i) {
                self.lf[i].d.next = self.eg_len.val().get_bits::<8>(0) - self.c_one8.val();
            }
        }
        if self.lf_push.val() {
            self.lf_wp_q.d.next = self.lf_wp_q.q.val() + self.c_one2.val();
        }
        if self.lf_pop.val() {
            self.lf_rp_q.d.next = self.lf_rp_q.q.val() + self.c_one2.val();
        }
        if self.lf_push.val() & !self.lf_pop.val() {
            self.lf_cnt_q.d.next = self.lf_cnt_q.q.val() + self.c_one3.val();
        }
        if !self.lf_push.val() & self.lf_pop.val() {
            self.lf_cnt_q.d.next = self.lf_cnt_q.q.val() - self.c_one3.val();
        }

        // ---------------- SRAM-side walker: rows -> word addresses
        self.sram_req_addr.next = self.sg_addr_q.q.val();
        self.sram_req_we.next = !self.cur_dir_q.q.val();
        self.sram_req_wdata.next = self.df_head.val();
        if self.cur_dir_q.q.val() {
            self.sram_req_valid.next =
                self.running.val() & self.sg_busy_q.q.val() & (self.df_resv_q.q.val() != self.c_df_full.val());
        } else {
            self.sram_req_valid.next = self.running.val() & self.sg_busy_q.q.val() & self.df_cnt_q.q.val().any();
        }
        self.sg_fire.next = self.sram_req_valid.val() & self.sram_req_ready.val();
        self.sg_next_row.next = self.sg_row_q.q.val() + (self.s_stride.val() >> self.c_shift.val());
        if self.sg_fire.val() {
            self.sg_addr_q.d.next = self.sg_addr_q.q.val() + self.c_one32.val();
            self.sg_rem_q.d.next = self.sg_rem_q.q.val() - self.c_one32.val();
            if self.sg_rem_q.q.val() == self.c_one32.val() {
                if self.sg_rows_q.q.val() == self.c_one16.val() {
                    self.sg_busy_q.d.next = false;
                } else {
                    self.sg_rows_q.d.next = self.sg_rows_q.q.val() - self.c_one16.val();
                    self.sg_row_q.d.next = self.sg_next_row.val();
                    self.sg_addr_q.d.next = self.sg_next_row.val();
                    self.sg_rem_q.d.next = self.row_beats.val();
                }
            }
        }

        // ---------------- data FIFO
        self.df_push.next = self.r_fire.val() | self.rsp_fire.val();
        if self.cur_dir_q.q.val() {
            self.df_in.next = self.sram_rsp_data.val();
            self.df_pop.next = self.w_fire.val();
        } else {
            self.df_in.next = self.axi_r_data.val();
            self.df_pop.next = self.sg_fire.val();
        }
        for i in 0..DATA_FIFO_DEPTH {
            if self.df_push.val() & (self.df_wp_q.q.val().index() == i) {
                self.df[i].d.next = self.df_in.val();
            }
        }
        if self.df_push.val() {
            self.df_wp_q.d.next = self.df_wp_q.q.val() + self.c_one3.val();
        }
        if self.df_pop.val() {
            self.df_rp_q.d.next = self.df_rp_q.q.val() + self.c_one3.val();
        }
        if self.df_push.val() & !self.df_pop.val() {
            self.df_cnt_q.d.next = self.df_cnt_q.q.val() + self.c_one4.val();
        }
        if !self.df_push.val() & self.df_pop.val() {
            self.df_cnt_q.d.next = self.df_cnt_q.q.val() - self.c_one4.val();
        }
        // reservation = words in the FIFO + SRAM reads in flight (write direction only)
        if self.cur_dir_q.q.val() & self.sg_fire.val() & !self.w_fire.val() {
            self.df_resv_q.d.next = self.df_resv_q.q.val() + self.c_one4.val();
        }
        if !(self.cur_dir_q.q.val() & self.sg_fire.val()) & self.w_fire.val() {
            self.df_resv_q.d.next = self.df_resv_q.q.val() - self.c_one4.val();
        }

        // ---------------- read activity (for the read port's other master, through the executor)
        self.rd_busy.next = self.dq_cnt_q.q.val().any()
            | (!self.cur_dir_q.q.val()
                & ((self.st_q.q.val() == self.c_st_check.val())
                    | self.eg_busy_q.q.val()
                    | self.cmd_valid_q.q.val()
                    | self.os_q.q.val().any()));
        // ---------------- control FSM and completion
        self.all_done.next = !self.eg_busy_q.q.val()
            & !self.cmd_valid_q.q.val()
            & !self.os_q.q.val().any()
            & !self.sg_busy_q.q.val()
            & !self.df_cnt_q.q.val().any()
            & !self.df_resv_q.q.val().any()
            & !self.lf_cnt_q.q.val().any();
        self.done_valid.next = self.done_valid_q.q.val();
        self.done_tag.next = self.done_tag_q.q.val();
        self.done_status.next = self.done_status_q.q.val();
        if self.done_ready.val() {
            self.done_valid_q.d.next = false;
        }
        if self.st_q.q.val() == self.c_st_idle.val() {
            if self.dq_pop.val() {
                self.cur_src_q.d.next = self.h_src.val();
                self.cur_dst_q.d.next = self.h_dst.val();
                self.cur_dir_q.d.next = self.h_dir.val();
                self.cur_rows_q.d.next = self.h_rows.val();
                self.cur_row_bytes_q.d.next = self.h_row_bytes.val();
                self.cur_src_stride_q.d.next = self.h_src_stride.val();
                self.cur_dst_stride_q.d.next = self.h_dst_stride.val();
                self.cur_tag_q.d.next = self.h_tag.val();
                self.bus_err_q.d.next = false;
                self.st_q.d.next = self.c_st_check.val();
            }
        } else if self.st_q.q.val() == self.c_st_check.val() {
            if self.chk_status.val() == self.c_ok.val() {
                self.eg_busy_q.d.next = true;
                self.eg_row_q.d.next = self.e_addr.val();
                self.eg_addr_q.d.next = self.e_addr.val();
                self.eg_rem_q.d.next = self.row_beats.val();
                self.eg_rows_q.d.next = self.cur_rows_q.q.val();
                self.sg_busy_q.d.next = true;
                self.sg_row_q.d.next = self.s_addr.val() >> self.c_shift.val();
                self.sg_addr_q.d.next = self.s_addr.val() >> self.c_shift.val();
                self.sg_rem_q.d.next = self.row_beats.val();
                self.sg_rows_q.d.next = self.cur_rows_q.q.val();
                self.st_q.d.next = self.c_st_run.val();
            } else {
                self.status_q.d.next = self.chk_status.val();
                self.st_q.d.next = self.c_st_finish.val();
            }
        } else if self.st_q.q.val() == self.c_st_run.val() {
            if self.all_done.val() {
                if self.bus_err_q.q.val() {
                    self.status_q.d.next = self.c_bus_error.val();
                } else {
                    self.status_q.d.next = self.c_ok.val();
                }
                self.st_q.d.next = self.c_st_finish.val();
            }
        } else if !self.done_valid_q.q.val() | self.done_ready.val() {
            self.done_valid_q.d.next = true;
            self.done_tag_q.d.next = self.cur_tag_q.q.val();
            self.done_status_q.d.next = self.status_q.q.val();
            self.st_q.d.next = self.c_st_idle.val();
        }

        if self.reset.val() {
            self.dq_wp_q.d.next = self.c_zero4.val();
            self.dq_rp_q.d.next = self.c_zero4.val();
            self.dq_cnt_q.d.next = self.c_zero5.val();
            self.st_q.d.next = self.c_st_idle.val();
            self.done_valid_q.d.next = false;
            self.eg_busy_q.d.next = false;
            self.cmd_valid_q.d.next = false;
            self.os_q.d.next = self.c_zero4.val();
            self.sg_busy_q.d.next = false;
            self.df_wp_q.d.next = self.c_zero3.val();
            self.df_rp_q.d.next = self.c_zero3.val();
            self.df_cnt_q.d.next = self.c_zero4.val();
            self.df_resv_q.d.next = self.c_zero4.val();
            self.lf_wp_q.d.next = self.c_zero2.val();
            self.lf_rp_q.d.next = self.c_zero2.val();
            self.lf_cnt_q.d.next = self.c_zero3.val();
            self.w_beat_q.d.next = self.c_zero8.val();
            self.bus_err_q.d.next = false;
        }
    }
}
