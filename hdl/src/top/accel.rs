//! # top::accel
//!
//! The Systole accelerator: the sequencer (register block, instruction fetch, dispatcher), the DMA
//! executor with its engine, the matrix executor with the systolic array, the matrix-vector executor
//! (`matvec`, whose weights stream from DRAM through the read arbiter), and the vector unit, whose SRAM
//! ports all reach the SRAM banks through the NoC mesh: every word a unit reads or writes travels as a
//! packet (`docs/noc.md`, "SRAM over the NoC"). The host sees an AXI4-Lite MMIO slave (`s_*`, the register
//! map of `docs/registers.md`) and an interrupt; device DRAM is behind one AXI4 master (`axi_*`), shared by
//! instruction fetch, block-table reads, the DMA engine and the matvec weight stream through a read arbiter.
//!
//! ```text
//!   s_* (AXI4-Lite) --> seq_regs --cfg/start--> fetch --instr--> dispatcher --dma/matrix/vector queues--+
//!        irq <--------/   ^  counters <------ events of every unit                                       |
//!                          |                                                                             v
//!   axi_ar/r <-- axi_rd_arb <-- fetch, DMA engine, block-table reader,       dma_exec   mm_exec   vpu_top (lda, ldb, st)
//!                               mv_exec (weight stream)                           |     mv_exec    |
//!                                                                                 |  (one at a time)|
//!   axi_aw/w/b <------------------------------------------------- DMA engine     |         |         |     |     |
//!                                                                                node 1   node 2    n3    n4    n5
//!                      3 x 2 mesh, node n = (n % 3, n / 3):                       |         |         |     |     |
//!                      (0,0) SRAM target  (1,0) DMA     (2,0) matrix     ======== NoC mesh (76-bit flits) ========
//!                      (0,1) VPU lda      (1,1) VPU ldb (2,1) VPU store (INI_NODE)          |
//!                                                                              tgt0 --> SramBanks (4 x 4096 x 64)
//! ```
//!
//! Two rules of the composition, both enforced here rather than in the units:
//! - **Completion means visible.** A unit's `done` (and `error`) reaches the dispatcher only when its NoC
//!   initiator has no write in flight (every write acknowledged by the SRAM node), so a semaphore signalled
//!   on completion orders the write before any other unit's read. `done_gate` below holds the pulses.
//! - **The vector unit's loads follow its own stores.** Its loaders and its store use different initiators,
//!   so a load of the next operation could overtake a store of the previous one in the mesh. The top
//!   offers the next VECTOR instruction only when the vector unit is idle and its store initiator has no
//!   write in flight (the gate is stable until the transfer: an idle unit issues no write).
//!
//! - **One MATRIX executor at a time.** The MATRIX queue feeds `mm_exec` (`matmul`, funct 0) and `mv_exec`
//!   (`matvec`, funct 1). An instruction for the other executor is offered only when every MATRIX
//!   instruction taken so far has completed, so completions stay in queue order; the two share the
//!   matrix node's NoC initiator (`ini1`), switched at that point, when it is quiet.
//!
//! The sizes are those of [`AccelConfig`]'s `default` preset (64-bit words, 8x8 array, 4 banks of 4096
//! words, 3x2 mesh); [`AccelTop::new`] checks the configuration and that it matches the type parameters.
//! The wiring is Verilog text (one `always @(*)` per destination, as in `noc::sram_2x2`), so Verilator sees
//! no false combinational loop through shared always blocks; the top is simulated in Verilator only
//! (`testbench/tests/accel.rs`) and its children are each verified on their own.

use super::config::AccelConfig;
use crate::axi_rd_arb::{AxiRdArb, OUT_W64};
use crate::dma::{DmaConfig, DmaExec, EXEC_W64, EXEC_W64_DEPTH};
use crate::matrix::{MmExecW64R8C8, MvExecW64};
use crate::noc::mesh::Mesh;
use crate::noc::sram_initiator::NocSramInitiator;
use crate::noc::sram_target::NocSramTarget;
use crate::noc::SRAM_FLIT_W64;
use crate::seq::dispatch::Dispatcher;
use crate::seq::fetch::Fetch;
use crate::seq::regs::SeqRegs;
use crate::sram::SramBanks;
use crate::vpu::VpuTop;
use rust_hdl::prelude::*;

/// Word width of this top (bits).
pub const W: usize = 64;
/// SRAM word-address bits: 4 banks x 4096 words.
pub const SRAM_AB: usize = 14;
/// Mesh shape and flit width.
pub const MESH_X: usize = 3;
pub const MESH_Y: usize = 2;
const NODES: usize = MESH_X * MESH_Y;
const FW: usize = SRAM_FLIT_W64;
/// Mesh nodes of the initiators: DMA, matrix, VPU load A, VPU load B, VPU store (node 0 is the SRAM;
/// node n is (n % MESH_X, n / MESH_X), `2 + 2h` cycles each way for h hops). The store at (1,0) and the
/// DMA at (2,1) (`[5, 2, 3, 4, 1]`) cut every VECTOR instruction's wait for its last write acknowledge by 8
/// cycles. Measured 2026-12-07 with the read port's precise yield: decode 40,398 -> 40,498 cycles at
/// position 4, 66,730 -> 65,476 per token over 64 positions, prefill of 4 tokens 217,305 -> 213,120. Not
/// kept yet: the routers share the SRAM node per input port, which the cost model's arbitration does not
/// see, and with the DMA behind the loaders' port the ISA 1.0 programs' `vec.resadd` / `vec.silu_mul` run
/// 29% / 33% faster than it predicts (`docs/performance.md`, "The placement swap measured").
pub const INI_NODE: [usize; 5] = [1, 2, 3, 4, 5];
/// Initiator index of each unit port.
const I_DMA: usize = 0;
const I_MM: usize = 1;
const I_LDA: usize = 2;
const I_LDB: usize = 3;
const I_ST: usize = 4;

/// The accelerator top level (default configuration). Port groups: `s_*` MMIO, `axi_*` DRAM, `irq`,
/// `mon_*` simulation monitors (left unconnected by a board wrapper; synthesis removes their logic).
#[derive(LogicBlock)]
pub struct AccelTop {
    /// 1 bit, input: clock; every register changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset of the whole device (SRAM contents kept).
    pub reset: Signal<In, Bit>,

    // ---- MMIO: AXI4-Lite slave (docs/registers.md)
    /// 1 bit, input: AW valid.
    pub s_aw_valid: Signal<In, Bit>,
    /// 1 bit, output: AW ready.
    pub s_aw_ready: Signal<Out, Bit>,
    /// 12 bits, input: register byte offset of the write.
    pub s_aw_addr: Signal<In, Bits<12>>,
    /// 1 bit, input: W valid.
    pub s_w_valid: Signal<In, Bit>,
    /// 1 bit, output: W ready.
    pub s_w_ready: Signal<Out, Bit>,
    /// 32 bits, input: write data.
    pub s_w_data: Signal<In, Bits<32>>,
    /// 4 bits, input: byte strobes.
    pub s_w_strb: Signal<In, Bits<4>>,
    /// 1 bit, output: B valid.
    pub s_b_valid: Signal<Out, Bit>,
    /// 1 bit, input: B ready.
    pub s_b_ready: Signal<In, Bit>,
    /// 2 bits, output: BRESP (OKAY, or SLVERR on a bad offset).
    pub s_b_resp: Signal<Out, Bits<2>>,
    /// 1 bit, input: AR valid.
    pub s_ar_valid: Signal<In, Bit>,
    /// 1 bit, output: AR ready.
    pub s_ar_ready: Signal<Out, Bit>,
    /// 12 bits, input: register byte offset of the read.
    pub s_ar_addr: Signal<In, Bits<12>>,
    /// 1 bit, output: R valid.
    pub s_r_valid: Signal<Out, Bit>,
    /// 1 bit, input: R ready.
    pub s_r_ready: Signal<In, Bit>,
    /// 32 bits, output: read data.
    pub s_r_data: Signal<Out, Bits<32>>,
    /// 2 bits, output: RRESP.
    pub s_r_resp: Signal<Out, Bits<2>>,
    /// 1 bit, output: interrupt (level): `INT_STATUS & INT_MASK` non-zero.
    pub irq: Signal<Out, Bit>,

    // ---- device DRAM: AXI4 master (INCR bursts, one ID, 64-bit data)
    /// 1 bit, output: AR valid.
    pub axi_ar_valid: Signal<Out, Bit>,
    /// 1 bit, input: AR ready.
    pub axi_ar_ready: Signal<In, Bit>,
    /// 32 bits, output: read burst byte address.
    pub axi_ar_addr: Signal<Out, Bits<32>>,
    /// 8 bits, output: read burst length - 1.
    pub axi_ar_len: Signal<Out, Bits<8>>,
    /// 1 bit, input: R valid.
    pub axi_r_valid: Signal<In, Bit>,
    /// 1 bit, output: R ready.
    pub axi_r_ready: Signal<Out, Bit>,
    /// 64 bits, input: read data.
    pub axi_r_data: Signal<In, Bits<64>>,
    /// 1 bit, input: last beat of the burst.
    pub axi_r_last: Signal<In, Bit>,
    /// 2 bits, input: RRESP.
    pub axi_r_resp: Signal<In, Bits<2>>,
    /// 1 bit, output: AW valid.
    pub axi_aw_valid: Signal<Out, Bit>,
    /// 1 bit, input: AW ready.
    pub axi_aw_ready: Signal<In, Bit>,
    /// 32 bits, output: write burst byte address.
    pub axi_aw_addr: Signal<Out, Bits<32>>,
    /// 8 bits, output: write burst length - 1.
    pub axi_aw_len: Signal<Out, Bits<8>>,
    /// 1 bit, output: W valid.
    pub axi_w_valid: Signal<Out, Bit>,
    /// 1 bit, input: W ready.
    pub axi_w_ready: Signal<In, Bit>,
    /// 64 bits, output: write data (all byte strobes set).
    pub axi_w_data: Signal<Out, Bits<64>>,
    /// 1 bit, output: last beat of the burst.
    pub axi_w_last: Signal<Out, Bit>,
    /// 1 bit, input: B valid.
    pub axi_b_valid: Signal<In, Bit>,
    /// 1 bit, output: B ready.
    pub axi_b_ready: Signal<Out, Bit>,
    /// 2 bits, input: BRESP.
    pub axi_b_resp: Signal<In, Bits<2>>,

    // ---- simulation monitors (bit/lane 0 = DMA, 1 = matrix, 2 = vector)
    /// 3 bits, output: the queue's unit takes an instruction this cycle.
    pub mon_issue: Signal<Out, Bits<3>>,
    /// 3 bits, output: the queue's oldest instruction completes (the gated `done` the dispatcher sees).
    pub mon_done: Signal<Out, Bits<3>>,
    /// 3 bits, output: the queue's oldest instruction fails (the gated `error`).
    pub mon_error: Signal<Out, Bits<3>>,
    /// 3 bits, output: a write transfers at the unit's SRAM port (DMA, matrix, vector store).
    pub mon_wr_valid: Signal<Out, Bits<3>>,
    /// 3 x 14 bits, output: lane i, the write's SRAM word address.
    pub mon_wr_addr: Signal<Out, Bits<42>>,
    /// 3 x 64 bits, output: lane i, the written word.
    pub mon_wr_data: Signal<Out, Bits<192>>,
    /// 1 bit, output: a NoC invariant failed (a bridge's sticky `err`: an unexpected packet, a counter
    /// overflow; or the mesh's `edge_err`: a flit routed off the mesh). Always 0 in a correct design.
    pub mon_noc_err: Signal<Out, Bit>,

    /// Register block (AXI4-Lite slave, counters).
    pub regs: SeqRegs,
    /// Instruction fetch (AXI4 read master 0 of the arbiter).
    pub fetch: Fetch<64, 8>,
    /// Dispatcher: control unit, three queues, semaphores.
    pub disp: Dispatcher<8, 4>,
    /// DMA executor with its engine (read master 1, block-table reader = read master 2, the write channel).
    pub dma: DmaExec<64, EXEC_W64_DEPTH>,
    /// Read arbiter: fetch, DMA engine, block table -> `axi_ar`/`axi_r`.
    pub arb: AxiRdArb<64, OUT_W64>,
    /// Matrix executor with the 8x8 array.
    pub mm: MmExecW64R8C8,
    /// The matrix-vector executor (`matvec`); AXI read master 3 of the arbiter, SRAM through `ini1`.
    pub mv: MvExecW64,
    /// Vector unit: two operand loaders and a store.
    pub vpu: VpuTop<64>,
    /// The 3x2 mesh.
    pub mesh: Mesh<FW, NODES, { NODES * FW }>,
    /// The SRAM node's bridge (requester port 0 of the banks).
    pub tgt: NocSramTarget<64, FW, SRAM_AB>,
    /// The unit ports' bridges: DMA, matrix, VPU load A, VPU load B, VPU store.
    pub ini: [NocSramInitiator<64, FW, SRAM_AB>; 5],
    /// The SRAM: 4 banks x 4096 words x 64 bits; requester 0 = the NoC target, requester 1 idle (reserved
    /// for a second SRAM node; the banks' arbiter needs two requesters at least).
    pub sram: SramBanks<4, 2, 64, 12, 2, SRAM_AB, { 2 * SRAM_AB }, 128, 64>,
}

impl AccelTop {
    /// The top for configuration `cfg`; panics with the configuration error, or when `cfg` differs from the
    /// sizes this type is built for (naming the field and both values).
    pub fn new(cfg: &AccelConfig) -> Self {
        if let Err(e) = cfg.check() {
            panic!("AccelTop: {e}");
        }
        let want = AccelConfig::default();
        for (f, a, b) in [
            ("word_bits", cfg.word_bits, want.word_bits),
            ("array_rows", cfg.array_rows, want.array_rows),
            ("array_cols", cfg.array_cols, want.array_cols),
            ("sram_banks", cfg.sram_banks, want.sram_banks),
            ("sram_bank_words", cfg.sram_bank_words, want.sram_bank_words),
            ("mesh_x", cfg.mesh_x, MESH_X),
            ("mesh_y", cfg.mesh_y, MESH_Y),
            ("queue_depth", cfg.queue_depth, 8),
            ("fetch_depth", cfg.fetch_depth, 8),
        ] {
            assert!(a == b, "AccelTop: configuration `{}` has {f} = {a}, this top level is elaborated for {f} = {b}", cfg.name);
        }
        let dma_cfg = DmaConfig { max_row_bytes: cfg.dma_max_row_bytes as u32, max_outstanding: cfg.dma_outstanding as u32, ..EXEC_W64 };
        AccelTop {
            clock: Default::default(),
            reset: Default::default(),
            s_aw_valid: Default::default(),
            s_aw_ready: Default::default(),
            s_aw_addr: Default::default(),
            s_w_valid: Default::default(),
            s_w_ready: Default::default(),
            s_w_data: Default::default(),
            s_w_strb: Default::default(),
            s_b_valid: Default::default(),
            s_b_ready: Default::default(),
            s_b_resp: Default::default(),
            s_ar_valid: Default::default(),
            s_ar_ready: Default::default(),
            s_ar_addr: Default::default(),
            s_r_valid: Default::default(),
            s_r_ready: Default::default(),
            s_r_data: Default::default(),
            s_r_resp: Default::default(),
            irq: Default::default(),
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
            mon_issue: Default::default(),
            mon_done: Default::default(),
            mon_error: Default::default(),
            mon_wr_valid: Default::default(),
            mon_wr_addr: Default::default(),
            mon_wr_data: Default::default(),
            mon_noc_err: Default::default(),
            regs: SeqRegs::new(cfg.caps()),
            fetch: Fetch::new(4),
            disp: Default::default(),
            dma: DmaExec::new(dma_cfg),
            arb: Default::default(),
            mm: Default::default(),
            mv: Default::default(),
            vpu: Default::default(),
            mesh: Mesh::new(MESH_Y, MESH_X),
            tgt: Default::default(),
            ini: Default::default(),
            sram: Default::default(),
        }
    }
}

impl Logic for AccelTop {
    /// Simulated in Verilator only (see the module comment).
    fn update(&mut self) {}

    fn connect(&mut self) {
        for s in [&mut self.s_aw_ready, &mut self.s_w_ready, &mut self.s_b_valid, &mut self.s_ar_ready, &mut self.s_r_valid, &mut self.irq] {
            s.connect();
        }
        self.s_b_resp.connect();
        self.s_r_data.connect();
        self.s_r_resp.connect();
        self.axi_ar_valid.connect();
        self.axi_ar_addr.connect();
        self.axi_ar_len.connect();
        self.axi_r_ready.connect();
        self.axi_aw_valid.connect();
        self.axi_aw_addr.connect();
        self.axi_aw_len.connect();
        self.axi_w_valid.connect();
        self.axi_w_data.connect();
        self.axi_w_last.connect();
        self.axi_b_ready.connect();
        self.mon_issue.connect();
        self.mon_done.connect();
        self.mon_error.connect();
        self.mon_wr_valid.connect();
        self.mon_wr_addr.connect();
        self.mon_wr_data.connect();
        self.mon_noc_err.connect();
        // every child input is driven by the Verilog text of `hdl`
        let r = &mut self.regs;
        r.clock.connect();
        r.reset.connect();
        r.s_aw_valid.connect();
        r.s_aw_addr.connect();
        r.s_w_valid.connect();
        r.s_w_data.connect();
        r.s_w_strb.connect();
        r.s_b_ready.connect();
        r.s_ar_valid.connect();
        r.s_ar_addr.connect();
        r.s_r_ready.connect();
        r.disp_running.connect();
        r.disp_done.connect();
        r.disp_error.connect();
        r.disp_error_code.connect();
        r.disp_error_pc.connect();
        r.disp_error_queue.connect();
        r.disp_error_sem.connect();
        r.disp_error_tag.connect();
        r.disp_error_opcode.connect();
        r.disp_error_funct.connect();
        r.disp_irq.connect();
        r.disp_irq_code.connect();
        r.sem_rd_val.connect();
        r.disp_perf_lsb.connect();
        r.fetch_busy.connect();
        r.fetch_active.connect();
        r.fetch_error.connect();
        r.fetch_error_code.connect();
        r.fetch_error_pc.connect();
        r.fetch_pc.connect();
        r.st_dma_active.connect();
        r.st_matrix_active.connect();
        r.st_vector_active.connect();
        r.st_waiting.connect();
        r.dma_last_tag.connect();
        r.ev_matrix_busy.connect();
        r.ev_vector_busy.connect();
        r.ev_dma_busy.connect();
        r.ev_macs.connect();
        r.ev_dma_rd_bytes.connect();
        r.ev_dma_wr_bytes.connect();
        r.ev_fetch_bytes.connect();
        r.ev_bt_bytes.connect();
        r.ev_stall_sram.connect();
        r.ev_sram_conflicts.connect();
        r.ev_noc_flits.connect();
        r.ev_mv_rd_bytes.connect();
        let f = &mut self.fetch;
        f.clock.connect();
        f.reset.connect();
        f.start.connect();
        f.abort_req.connect();
        f.soft_reset.connect();
        f.cfg_prog_addr.connect();
        f.cfg_prog_len.connect();
        f.cfg_dram_base.connect();
        f.cfg_dram_base_hi.connect();
        f.cfg_dram_size.connect();
        f.axi_ar_ready.connect();
        f.axi_r_valid.connect();
        f.axi_r_data.connect();
        f.axi_r_last.connect();
        f.axi_r_resp.connect();
        f.instr_ready.connect();
        let d = &mut self.disp;
        d.clock.connect();
        d.reset.connect();
        d.start.connect();
        d.abort_req.connect();
        d.cfg_watchdog.connect();
        d.instr_valid.connect();
        d.instr_data.connect();
        d.instr_pc.connect();
        d.prog_done.connect();
        d.dma_ready.connect();
        d.dma_done.connect();
        d.dma_error.connect();
        d.dma_error_code.connect();
        d.matrix_ready.connect();
        d.matrix_done.connect();
        d.matrix_error.connect();
        d.matrix_error_code.connect();
        d.vector_ready.connect();
        d.vector_done.connect();
        d.vector_error.connect();
        d.vector_error_code.connect();
        d.sem_rd_idx.connect();
        let x = &mut self.dma;
        x.clock.connect();
        x.reset.connect();
        x.instr_valid.connect();
        x.instr_data.connect();
        x.cfg_ext_base.connect();
        x.cfg_ext_size.connect();
        x.cfg_sram_size.connect();
        x.cfg_bt_base.connect();
        x.cfg_bt_seqs.connect();
        x.cfg_bt_layers.connect();
        x.cfg_bt_blocks.connect();
        x.cfg_kv_base.connect();
        x.cfg_kv_block_bytes.connect();
        x.cfg_kv_num_blocks.connect();
        x.bt_ar_ready.connect();
        x.bt_r_valid.connect();
        x.bt_r_data.connect();
        x.bt_r_last.connect();
        x.bt_r_resp.connect();
        x.axi_ar_ready.connect();
        x.axi_r_valid.connect();
        x.axi_r_data.connect();
        x.axi_r_last.connect();
        x.axi_r_resp.connect();
        x.axi_aw_ready.connect();
        x.axi_w_ready.connect();
        x.axi_b_valid.connect();
        x.axi_b_resp.connect();
        x.sram_req_ready.connect();
        x.sram_rsp_valid.connect();
        x.sram_rsp_data.connect();
        let a = &mut self.arb;
        a.clock.connect();
        a.reset.connect();
        a.m0_ar_valid.connect();
        a.m0_ar_addr.connect();
        a.m0_ar_len.connect();
        a.m0_r_ready.connect();
        a.m1_ar_valid.connect();
        a.m1_ar_addr.connect();
        a.m1_ar_len.connect();
        a.m1_r_ready.connect();
        a.m2_ar_valid.connect();
        a.m2_ar_addr.connect();
        a.m2_ar_len.connect();
        a.m2_r_ready.connect();
        a.m3_ar_valid.connect();
        a.m3_ar_addr.connect();
        a.m3_ar_len.connect();
        a.m3_r_ready.connect();
        a.axi_ar_ready.connect();
        a.axi_r_valid.connect();
        a.axi_r_data.connect();
        a.axi_r_last.connect();
        a.axi_r_resp.connect();
        let m = &mut self.mm;
        m.clock.connect();
        m.reset.connect();
        m.instr_valid.connect();
        m.instr_data.connect();
        m.cfg_sram_words.connect();
        m.sram_req_ready.connect();
        m.sram_rsp_valid.connect();
        m.sram_rsp_data.connect();
        let m = &mut self.mv;
        m.clock.connect();
        m.reset.connect();
        m.instr_valid.connect();
        m.instr_data.connect();
        m.pf_valid.connect();
        m.pf_data.connect();
        m.pf_flush.connect();
        m.ar_yield.connect();
        m.cfg_sram_words.connect();
        m.cfg_ext_base.connect();
        m.cfg_ext_size.connect();
        m.axi_ar_ready.connect();
        m.axi_r_valid.connect();
        m.axi_r_data.connect();
        m.axi_r_last.connect();
        m.axi_r_resp.connect();
        m.sram_req_ready.connect();
        m.sram_rsp_valid.connect();
        m.sram_rsp_data.connect();
        let v = &mut self.vpu;
        v.clock.connect();
        v.reset.connect();
        v.prog_start.connect();
        v.instr_valid.connect();
        v.instr_data.connect();
        v.cfg_sram_words.connect();
        v.lda_req_ready.connect();
        v.lda_rsp_valid.connect();
        v.lda_rsp_data.connect();
        v.ldb_req_ready.connect();
        v.ldb_rsp_valid.connect();
        v.ldb_rsp_data.connect();
        v.sram_req_ready.connect();
        v.sram_rsp_valid.connect();
        v.sram_rsp_data.connect();
        let me = &mut self.mesh;
        me.clock.connect();
        me.reset.connect();
        me.inj_valid.connect();
        me.inj_flit.connect();
        me.ej_ready.connect();
        let t = &mut self.tgt;
        t.clock.connect();
        t.reset.connect();
        t.node_x.connect();
        t.node_y.connect();
        t.ej_valid.connect();
        t.ej_flit.connect();
        t.inj_ready.connect();
        t.sram_req_ready.connect();
        t.sram_rsp_valid.connect();
        t.sram_rsp_data.connect();
        for i in &mut self.ini {
            i.clock.connect();
            i.reset.connect();
            i.node_x.connect();
            i.node_y.connect();
            i.tgt_x.connect();
            i.tgt_y.connect();
            i.sram_req_valid.connect();
            i.sram_req_addr.connect();
            i.sram_req_we.connect();
            i.sram_req_wdata.connect();
            i.inj_ready.connect();
            i.ej_valid.connect();
            i.ej_flit.connect();
        }
        let s = &mut self.sram;
        s.clock.connect();
        s.reset.connect();
        s.req_valid.connect();
        s.req_addr.connect();
        s.req_we.connect();
        s.req_wdata.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(wiring())
    }
}

/// The top's Verilog body: the glue registers, then one `always @(*)` per destination.
fn wiring() -> String {
    let mut v = String::new();
    let p = |v: &mut String, s: &str| {
        v.push_str(s);
        v.push('\n');
    };
    // ---- glue state: done gates, in-flight counts, counter deltas, DMA_LAST_TAG
    p(&mut v, "// Glue registers of the top (see the module documentation of hdl/src/top/accel.rs).");
    for q in ["dma", "mm", "vec"] {
        p(&mut v, &format!("reg [2:0] g_{q}_cnt_q;   // completions held until the unit's writes are acknowledged"));
        p(&mut v, &format!("reg       g_{q}_err_q;   // a held failure"));
        p(&mut v, &format!("reg [7:0] g_{q}_code_q;  // its code"));
        p(&mut v, &format!("reg [2:0] f_{q}_q;       // instructions taken by the unit and not completed"));
    }
    p(&mut v, "reg [7:0] flits_q;       // mesh flit count one cycle ago (low byte)");
    p(&mut v, "reg [7:0] conflicts_q;   // SRAM conflict count one cycle ago (low byte)");
    p(&mut v, "reg [31:0] last_tag_q;   // DMA_LAST_TAG");
    p(&mut v, "reg       mat_mv_q;      // the MATRIX queue's latest instruction went to mv_exec (ini1 is mv's)");
    p(&mut v, "wire mat_is_mv = disp$matrix_data[15:12] == 4'd1;   // funct 1: matvec");
    p(&mut v, "wire mat_ok = (f_mm_q == 3'd0) | (mat_mv_q == mat_is_mv);  // same executor, or the other one done");
    p(&mut v, "wire mat_done = mm$done | mv$done;");
    p(&mut v, "wire mat_error = mm$error | mv$error;");
    p(&mut v, "wire [7:0] mat_error_code = mv$error ? mv$error_code : mm$error_code;");
    p(&mut v, "wire mat_take = (mm$instr_valid & mm$instr_ready) | (mv$instr_valid & mv$instr_ready);");
    p(&mut v, "reg [3:0] stall_lsb_q;   // LSBs of the dispatcher's four semaphore-stall counters one cycle ago");
    p(&mut v, "wire [7:0] flits_d = mesh$flit_count[7:0] - flits_q;      // flits switched this cycle (mod 256)");
    p(&mut v, "wire [7:0] conflicts_d = sram$conflict_count[7:0] - conflicts_q; // bank conflicts this cycle");
    p(&mut v, "wire dma_quiet = ini$0$writes_pending == 5'd0;");
    p(&mut v, "wire mm_quiet = ini$1$writes_pending == 5'd0;");
    p(&mut v, "wire vec_quiet = ini$4$writes_pending == 5'd0;");
    // gate: release a held completion when the unit's initiator has no write pending
    for (q, done, err, code, take) in [
        ("dma", "dma$done", "dma$error", "dma$error_code", "dma$instr_valid & dma$instr_ready"),
        ("mm", "mat_done", "mat_error", "mat_error_code", "mat_take"),
        ("vec", "vpu$done", "vpu$error", "vpu$error_code", "vpu$instr_valid & vpu$instr_ready"),
    ] {
        p(&mut v, &format!("wire g_{q}_rel = (g_{q}_cnt_q != 3'd0) & {q}_quiet;"));
        p(&mut v, &format!("wire g_{q}_efire = g_{q}_err_q & (g_{q}_cnt_q == 3'd0) & {q}_quiet;"));
        p(&mut v, &format!("wire g_{q}_take = {take};"));
        p(&mut v, "always @(posedge clock) begin");
        p(&mut v, "    if (reset) begin");
        p(&mut v, &format!("        g_{q}_cnt_q <= 3'd0; g_{q}_err_q <= 1'b0; g_{q}_code_q <= 8'd0; f_{q}_q <= 3'd0;"));
        p(&mut v, "    end else begin");
        p(&mut v, &format!("        g_{q}_cnt_q <= g_{q}_cnt_q + {{2'd0, {done}}} - {{2'd0, g_{q}_rel}};"));
        p(&mut v, &format!("        if ({err}) begin g_{q}_err_q <= 1'b1; g_{q}_code_q <= {code}; end"));
        p(&mut v, &format!("        else if (g_{q}_efire) g_{q}_err_q <= 1'b0;"));
        p(&mut v, &format!("        f_{q}_q <= f_{q}_q + {{2'd0, g_{q}_take}} - {{2'd0, g_{q}_rel | g_{q}_efire}};"));
        p(&mut v, "    end");
        p(&mut v, "end");
    }
    p(&mut v, "always @(posedge clock) begin");
    p(&mut v, "    if (reset) begin flits_q <= 8'd0; conflicts_q <= 8'd0; last_tag_q <= 32'd0; stall_lsb_q <= 4'd0; mat_mv_q <= 1'b0; end");
    p(&mut v, "    else begin");
    p(&mut v, "        flits_q <= mesh$flit_count[7:0]; conflicts_q <= sram$conflict_count[7:0]; stall_lsb_q <= regs$disp_perf_lsb[7:4];");
    p(&mut v, "        if (dma$done) last_tag_q <= {24'd0, dma$done_tag};");
    p(&mut v, "        if (mat_take) mat_mv_q <= mat_is_mv;");
    p(&mut v, "    end");
    p(&mut v, "end");
    let mut a = |lhs: &str, rhs: &str| v.push_str(&format!("always @(*) {lhs} = {rhs};\n"));
    // ---- clocks, resets, constants
    for blk in ["regs", "fetch", "disp", "dma", "arb", "mm", "mv", "vpu", "mesh", "tgt", "ini$0", "ini$1", "ini$2", "ini$3", "ini$4", "sram"] {
        a(&format!("{blk}$clock"), "clock");
    }
    a("regs$reset", "reset");
    // the dispatcher, fetch and units also reset on CTRL.SOFT_RESET; the SRAM and NoC only on reset
    for blk in ["fetch", "disp", "dma", "arb", "mm", "mv", "vpu"] {
        a(&format!("{blk}$reset"), "reset | regs$soft_reset");
    }
    for blk in ["mesh", "tgt", "ini$0", "ini$1", "ini$2", "ini$3", "ini$4", "sram"] {
        a(&format!("{blk}$reset"), "reset");
    }
    a("tgt$node_x", "4'd0");
    a("tgt$node_y", "4'd0");
    for (i, n) in INI_NODE.iter().enumerate() {
        a(&format!("ini${i}$node_x"), &format!("4'd{}", n % MESH_X));
        a(&format!("ini${i}$node_y"), &format!("4'd{}", n / MESH_X));
        a(&format!("ini${i}$tgt_x"), "4'd0");
        a(&format!("ini${i}$tgt_y"), "4'd0");
    }
    // ---- MMIO and register block
    for s in ["s_aw_valid", "s_aw_addr", "s_w_valid", "s_w_data", "s_w_strb", "s_b_ready", "s_ar_valid", "s_ar_addr", "s_r_ready"] {
        a(&format!("regs${s}"), s);
    }
    for s in ["s_aw_ready", "s_w_ready", "s_b_valid", "s_b_resp", "s_ar_ready", "s_r_valid", "s_r_data", "s_r_resp", "irq"] {
        a(s, &format!("regs${s}"));
    }
    for (r_in, d_out) in [
        ("disp_running", "running"),
        ("disp_done", "done"),
        ("disp_error", "error"),
        ("disp_error_code", "error_code"),
        ("disp_error_pc", "error_pc"),
        ("disp_error_queue", "error_queue"),
        ("disp_error_sem", "error_sem"),
        ("disp_error_tag", "error_tag"),
        ("disp_error_opcode", "error_opcode"),
        ("disp_error_funct", "error_funct"),
        ("disp_irq", "irq"),
        ("disp_irq_code", "irq_code"),
        ("sem_rd_val", "sem_rd_val"),
    ] {
        a(&format!("regs${r_in}"), &format!("disp${d_out}"));
    }
    a(
        "regs$disp_perf_lsb",
        "{disp$perf_stall_fetch[0], disp$perf_stall_full[0], disp$perf_stall_vector[0], disp$perf_stall_matrix[0], \
         disp$perf_stall_dma[0], disp$perf_stall_ctrl[0], disp$perf_ret_vector[0], disp$perf_ret_matrix[0], \
         disp$perf_ret_dma[0], disp$perf_ret_ctrl[0]}",
    );
    for (r_in, f_out) in [("fetch_busy", "busy"), ("fetch_active", "active"), ("fetch_error", "error"), ("fetch_error_code", "error_code"), ("fetch_error_pc", "error_pc"), ("fetch_pc", "instr_pc"), ("ev_fetch_bytes", "perf_bytes")] {
        a(&format!("regs${r_in}"), &format!("fetch${f_out}"));
    }
    a("regs$st_dma_active", "f_dma_q != 3'd0");
    a("regs$st_matrix_active", "f_mm_q != 3'd0");
    a("regs$st_vector_active", "f_vec_q != 3'd0");
    // a queue or the control unit waited on a semaphore in the previous cycle (its stall counter moved)
    a("regs$st_waiting", "((regs$disp_perf_lsb[7:4] ^ stall_lsb_q) != 4'd0)");
    a("regs$dma_last_tag", "last_tag_q");
    a("regs$ev_matrix_busy", "mm$ev_busy | mv$ev_busy");
    a("regs$ev_vector_busy", "vpu$ev_busy");
    a("regs$ev_dma_busy", "f_dma_q != 3'd0");
    a("regs$ev_macs", "mm$ev_macs + mv$ev_macs");
    a("regs$ev_dma_rd_bytes", "dma$ev_dma_rd_bytes");
    a("regs$ev_dma_wr_bytes", "dma$ev_dma_wr_bytes");
    a("regs$ev_bt_bytes", "(dma$bt_r_valid & dma$bt_r_ready) ? 8'd8 : 8'd0");
    let stall = (0..5).map(|i| format!("{{7'd0, ini${i}$sram_req_valid & ~ini${i}$sram_req_ready}}")).collect::<Vec<_>>().join(" + ");
    a("regs$ev_stall_sram", &stall);
    a("regs$ev_sram_conflicts", "conflicts_d");
    a("regs$ev_noc_flits", "flits_d");
    a("regs$ev_mv_rd_bytes", "mv$ev_rd_bytes");
    // ---- fetch
    for (f_in, r_out) in [
        ("start", "start"),
        ("abort_req", "fetch_abort"),
        ("soft_reset", "soft_reset"),
        ("cfg_prog_addr", "cfg_prog_addr"),
        ("cfg_prog_len", "cfg_prog_len"),
        ("cfg_dram_base", "cfg_dram_base"),
        ("cfg_dram_base_hi", "cfg_dram_base_hi"),
        ("cfg_dram_size", "cfg_dram_size"),
    ] {
        a(&format!("fetch${f_in}"), &format!("regs${r_out}"));
    }
    a("fetch$instr_ready", "disp$instr_ready");
    // ---- dispatcher
    a("disp$start", "regs$start");
    a("disp$abort_req", "regs$abort_req");
    a("disp$cfg_watchdog", "regs$cfg_watchdog");
    a("disp$sem_rd_idx", "regs$sem_rd_idx");
    a("disp$instr_valid", "fetch$instr_valid");
    a("disp$instr_data", "fetch$instr_data");
    a("disp$instr_pc", "fetch$instr_pc");
    a("disp$prog_done", "fetch$prog_done");
    a("dma$instr_valid", "disp$dma_valid");
    a("dma$instr_data", "disp$dma_data");
    a("disp$dma_ready", "dma$instr_ready");
    // MATRIX queue: matmul to mm_exec, matvec to mv_exec, one executor at a time (module comment)
    a("mm$instr_valid", "disp$matrix_valid & ~mat_is_mv & mat_ok");
    a("mv$instr_valid", "disp$matrix_valid & mat_is_mv & mat_ok");
    a("mm$instr_data", "disp$matrix_data");
    a("mv$instr_data", "disp$matrix_data");
    a("disp$matrix_ready", "mat_ok & (mat_is_mv ? mv$instr_ready : mm$instr_ready)");
    // matvec weight prefetch (docs/matrix.md): mv_exec may start the stream of the MATRIX head while it is
    // idle. Not while a matvec waits in the issue register (it is the next instruction, not the head);
    // a prefetch is dropped at every program start, so a stale one never meets the next program's matvec
    // with the same tag (the doorbell's start pulse precedes the first dispatch)
    a("mv$pf_valid", "disp$matrix_peek_valid & ~(disp$matrix_valid & mat_is_mv)");
    a("mv$pf_data", "disp$matrix_peek_data");
    a("mv$pf_flush", "regs$start");
    // the walker's prefetch and read-ahead yield the shared read port while the DMA has DRAM reads to
    // issue or in flight (not while it only writes: a store, a load's SRAM writes after its last beat)
    a("mv$ar_yield", "dma$rd_busy");
    // the vector unit takes the next instruction only when idle with its stores acknowledged
    a("vpu$instr_valid", "disp$vector_valid & ~vpu$ev_busy & vec_quiet");
    a("vpu$instr_data", "disp$vector_data");
    a("vpu$prog_start", "regs$start"); // the doorbell invalidates the resident EXP2 / SIG tables (ISA 1.2)
    a("disp$vector_ready", "vpu$instr_ready & ~vpu$ev_busy & vec_quiet");
    for (q, g) in [("dma", "dma"), ("matrix", "mm"), ("vector", "vec")] {
        a(&format!("disp${q}_done"), &format!("g_{g}_rel"));
        a(&format!("disp${q}_error"), &format!("g_{g}_efire"));
        a(&format!("disp${q}_error_code"), &format!("g_{g}_code_q"));
    }
    // ---- DMA executor
    a("dma$cfg_ext_base", "regs$cfg_dram_base");
    a("dma$cfg_ext_size", "regs$cfg_dram_size");
    a("dma$cfg_sram_size", &format!("32'd{}", 4 * 4096 * 8));
    for c in ["bt_base", "bt_seqs", "bt_layers", "bt_blocks", "kv_base", "kv_block_bytes", "kv_num_blocks"] {
        a(&format!("dma$cfg_{c}"), &format!("regs$cfg_{c}"));
    }
    // ---- matrix-vector executor: window and SRAM size like the DMA's
    a("mv$cfg_ext_base", "regs$cfg_dram_base");
    a("mv$cfg_ext_size", "regs$cfg_dram_size");
    a("mv$cfg_sram_words", &format!("32'd{}", 4 * 4096));
    // ---- AXI read arbiter: m0 = fetch, m1 = DMA engine, m2 = block table, m3 = matvec weight stream
    for (mi, src) in [("m0", "fetch$axi"), ("m1", "dma$axi"), ("m2", "dma$bt"), ("m3", "mv$axi")] {
        a(&format!("arb${mi}_ar_valid"), &format!("{src}_ar_valid"));
        a(&format!("arb${mi}_ar_addr"), &format!("{src}_ar_addr"));
        a(&format!("arb${mi}_ar_len"), &format!("{src}_ar_len"));
        a(&format!("arb${mi}_r_ready"), &format!("{src}_r_ready"));
        a(&format!("{src}_ar_ready"), &format!("arb${mi}_ar_ready"));
        a(&format!("{src}_r_valid"), &format!("arb${mi}_r_valid"));
        a(&format!("{src}_r_data"), &format!("arb${mi}_r_data"));
        a(&format!("{src}_r_last"), &format!("arb${mi}_r_last"));
        a(&format!("{src}_r_resp"), &format!("arb${mi}_r_resp"));
    }
    for s in ["ar_valid", "ar_addr", "ar_len", "r_ready"] {
        a(&format!("axi_{s}"), &format!("arb$axi_{s}"));
    }
    for s in ["ar_ready", "r_valid", "r_data", "r_last", "r_resp"] {
        a(&format!("arb$axi_{s}"), &format!("axi_{s}"));
    }
    // ---- DMA write channel
    for s in ["aw_valid", "aw_addr", "aw_len", "w_valid", "w_data", "w_last", "b_ready"] {
        a(&format!("axi_{s}"), &format!("dma$axi_{s}"));
    }
    for s in ["aw_ready", "w_ready", "b_valid", "b_resp"] {
        a(&format!("dma$axi_{s}"), &format!("axi_{s}"));
    }
    // ---- unit SRAM ports -> initiators
    a("mm$cfg_sram_words", &format!("32'd{}", 4 * 4096));
    a("vpu$cfg_sram_words", &format!("24'd{}", 4 * 4096));
    let ab = SRAM_AB;
    // ini1 belongs to mm_exec or mv_exec (mat_mv_q): the executors' requests come from registers, so the
    // first request of a newly taken instruction already sees the switched owner
    a(&format!("ini${I_MM}$sram_req_valid"), "mat_mv_q ? mv$sram_req_valid : mm$sram_req_valid");
    a(&format!("ini${I_MM}$sram_req_addr"), &format!("mat_mv_q ? mv$sram_req_addr[{m}:0] : mm$sram_req_addr[{m}:0]", m = ab - 1));
    a(&format!("ini${I_MM}$sram_req_we"), "mat_mv_q ? mv$sram_req_we : mm$sram_req_we");
    a(&format!("ini${I_MM}$sram_req_wdata"), "mat_mv_q ? mv$sram_req_wdata : mm$sram_req_wdata");
    for (u, sel) in [("mm", "~mat_mv_q"), ("mv", "mat_mv_q")] {
        a(&format!("{u}$sram_req_ready"), &format!("ini${I_MM}$sram_req_ready & {sel}"));
        a(&format!("{u}$sram_rsp_valid"), &format!("ini${I_MM}$sram_rsp_valid & {sel}"));
        a(&format!("{u}$sram_rsp_data"), &format!("ini${I_MM}$sram_rsp_data"));
    }
    for (i, port, has_we) in [(I_DMA, "dma$sram", true), (I_LDA, "vpu$lda", false), (I_LDB, "vpu$ldb", false), (I_ST, "vpu$sram", true)] {
        a(&format!("ini${i}$sram_req_valid"), &format!("{port}_req_valid"));
        a(&format!("ini${i}$sram_req_addr"), &format!("{port}_req_addr[{}:0]", ab - 1));
        if has_we {
            a(&format!("ini${i}$sram_req_we"), &format!("{port}_req_we"));
            a(&format!("ini${i}$sram_req_wdata"), &format!("{port}_req_wdata"));
        } else {
            a(&format!("ini${i}$sram_req_we"), "1'b0");
            a(&format!("ini${i}$sram_req_wdata"), "64'd0");
        }
        a(&format!("{port}_req_ready"), &format!("ini${i}$sram_req_ready"));
        a(&format!("{port}_rsp_valid"), &format!("ini${i}$sram_rsp_valid"));
        a(&format!("{port}_rsp_data"), &format!("ini${i}$sram_rsp_data"));
    }
    // ---- mesh: node 0 = target, node INI_NODE[i] = initiator i
    let node_ini = |n: usize| {
        INI_NODE.iter().position(|&m| m == n).unwrap_or_else(|| panic!("AccelTop: mesh node {n} has no initiator in INI_NODE = {INI_NODE:?}"))
    };
    let cat = |f: &str| {
        let mut parts: Vec<String> = (1..NODES).rev().map(|n| format!("ini${}${f}", node_ini(n))).collect();
        parts.push(format!("tgt${f}"));
        format!("{{{}}}", parts.join(", "))
    };
    a("mesh$inj_valid", &cat("inj_valid"));
    a("mesh$inj_flit", &cat("inj_flit"));
    a("mesh$ej_ready", &cat("ej_ready"));
    let fl = |n: usize| format!("mesh$ej_flit[{}:{}]", (n + 1) * FW - 1, n * FW);
    a("tgt$inj_ready", "mesh$inj_ready[0]");
    a("tgt$ej_valid", "mesh$ej_valid[0]");
    a("tgt$ej_flit", &fl(0));
    for (i, n) in INI_NODE.iter().enumerate() {
        a(&format!("ini${i}$inj_ready"), &format!("mesh$inj_ready[{n}]"));
        a(&format!("ini${i}$ej_valid"), &format!("mesh$ej_valid[{n}]"));
        a(&format!("ini${i}$ej_flit"), &fl(*n));
    }
    // ---- SRAM: requester 0 = the NoC target
    a("sram$req_valid", "{1'b0, tgt$sram_req_valid}");
    a("sram$req_addr", &format!("{{{ab}'d0, tgt$sram_req_addr}}"));
    a("sram$req_we", "{1'b0, tgt$sram_req_we}");
    a("sram$req_wdata", "{64'd0, tgt$sram_req_wdata}");
    a("tgt$sram_req_ready", "sram$req_ready[0]");
    a("tgt$sram_rsp_valid", "sram$rsp_valid[0]");
    a("tgt$sram_rsp_data", "sram$rsp_data[63:0]");
    // ---- monitors
    a("mon_issue", "{g_vec_take, g_mm_take, g_dma_take}");
    a("mon_done", "{g_vec_rel, g_mm_rel, g_dma_rel}");
    a("mon_error", "{g_vec_efire, g_mm_efire, g_dma_efire}");
    let wr = |i: usize| format!("(ini${i}$sram_req_valid & ini${i}$sram_req_ready & ini${i}$sram_req_we)");
    a("mon_wr_valid", &format!("{{{}, {}, {}}}", wr(I_ST), wr(I_MM), wr(I_DMA)));
    a("mon_wr_addr", &format!("{{ini${I_ST}$sram_req_addr, ini${I_MM}$sram_req_addr, ini${I_DMA}$sram_req_addr}}"));
    a("mon_noc_err", "tgt$err | ini$0$err | ini$1$err | ini$2$err | ini$3$err | ini$4$err | mesh$edge_err");
    a("mon_wr_data", &format!("{{ini${I_ST}$sram_req_wdata, ini${I_MM}$sram_req_wdata, ini${I_DMA}$sram_req_wdata}}"));
    v
}
