//! # seq::regs
//!
//! The MMIO register block: an AXI4-Lite slave (32-bit data) implementing every register of
//! `docs/registers.md`, whose offsets, access types and reset values are read from `systole_isa::regs` at
//! elaboration (nothing is retyped here). It turns host writes into the sequencer's controls (the doorbell
//! becomes a `start` pulse, `CTRL.SOFT_RESET`/`ABORT` pulses), samples the configuration registers at the
//! doorbell (`cfg_*`), tracks `STATUS` and the interrupt bits (`irq` = `INT_STATUS & INT_MASK != 0`), shows
//! the dispatcher's and the fetch unit's error registers, and keeps the 18 performance counters in 64 bits
//! (live counters plus the readable snapshot shadows). Counters of units that are not built yet come in as
//! increment ports (`ev_*`).
//!
//! ```text
//!  s_aw/s_w --> write decode --+--> storage: PROG_*, DRAM_*, WATCHDOG, BT_*, KV_*, SCRATCH*, CTRL.PERF_KEEP, INT_MASK
//!  (wstrb)                     +--> actions: DOORBELL -> start | DOORBELL_IGNORED, CTRL -> soft_reset, abort_req,
//!  s_b <-- OKAY                |             INT_STATUS (W1C), PERF_CTRL -> snapshot / clear
//!                              v
//!   busy FSM: doorbell -> run (start) -> dispatcher stopped -> fetch_abort -> fetch idle -> DONE | ERROR
//!   fetch error while the dispatcher runs -> abort_req (the fetch's code becomes ERROR_CODE)
//!   counters: 18 x (64-bit live + 64-bit shadow); dispatcher counters by the toggles of their LSBs
//!  s_ar --> read mux (SEM0..3: 4 cycles through sem_rd_idx/val) --> r_data register --> s_r
//! ```
//!
//! Register naming: `<name>_q` is a register, its next value is `<name>_q.d`. Locals are combinational and
//! always assigned a default first.

use crate::isa::regs::{self as r, Access, Caps, COUNTERS, REGS};
use crate::vpu::zext::Zext;
use rust_hdl::prelude::*;

/// Storage registers sampled at the doorbell, in the order of the `cfg_*` ports.
pub const CFG_NAMES: [&str; 13] = [
    "PROG_ADDR",
    "PROG_LEN",
    "DRAM_BASE_LO",
    "DRAM_BASE_HI",
    "DRAM_SIZE",
    "WATCHDOG",
    "BT_BASE",
    "BT_SEQS",
    "BT_LAYERS",
    "BT_BLOCKS",
    "KV_BASE",
    "KV_BLOCK_BYTES",
    "KV_NUM_BLOCKS",
];
/// Storage registers that are never sampled (software only).
pub const SCRATCH_NAMES: [&str; 4] = ["SCRATCH0", "SCRATCH1", "SCRATCH2", "SCRATCH3"];
/// Number of sampled configuration registers.
pub const NCFG: usize = CFG_NAMES.len();
/// Number of plain read/write storage registers (configuration and scratch).
pub const NRW: usize = NCFG + SCRATCH_NAMES.len();
/// Number of read-only constant registers (`ID`, `VERSION`, `CAPS0..3`).
pub const NCONST: usize = 6;
/// Number of 64-bit performance counters.
pub const NCNT: usize = 19;
/// Dispatcher counters whose LSBs come in on `disp_perf_lsb` (bit `k` is the dispatcher's `perf` index `k+1`:
/// `ret_ctrl, ret_dma, ret_matrix, ret_vector, stall_ctrl, stall_dma, stall_matrix, stall_vector, stall_full,
/// stall_fetch`).
pub const NDISP: usize = 10;
/// Width of the register address (a 4 KiB register space; bits `[1:0]` are ignored).
pub const W_ADDR: usize = 12;

/// The register descriptor with this name (elaboration: panics with the name if the table lacks it).
fn reg(name: &str) -> &'static r::Reg {
    REGS.iter().find(|x| x.name == name).unwrap_or_else(|| panic!("SeqRegs: register {name} missing from isa::regs::REGS"))
}

/// Packs `STATUS` (bit positions from `isa::regs::status`).
#[derive(LogicBlock, Default)]
pub struct StatusWord {
    /// 1 bit, input: `STATUS.BUSY`.
    pub busy: Signal<In, Bit>,
    /// 1 bit, input: `STATUS.DONE`.
    pub done: Signal<In, Bit>,
    /// 1 bit, input: `STATUS.ERROR`.
    pub error: Signal<In, Bit>,
    /// 1 bit, input: `STATUS.DOORBELL_IGNORED`.
    pub dbi: Signal<In, Bit>,
    /// 1 bit, input: `STATUS.FETCH_ACTIVE`.
    pub fetch: Signal<In, Bit>,
    /// 1 bit, input: `STATUS.DMA_ACTIVE`.
    pub dma: Signal<In, Bit>,
    /// 1 bit, input: `STATUS.MATRIX_ACTIVE`.
    pub matrix: Signal<In, Bit>,
    /// 1 bit, input: `STATUS.VECTOR_ACTIVE`.
    pub vector: Signal<In, Bit>,
    /// 1 bit, input: `STATUS.WAITING`.
    pub waiting: Signal<In, Bit>,
    /// 32 bits, output: the `STATUS` word (other bits 0).
    pub y: Signal<Out, Bits<32>>,
}

impl StatusWord {
    fn bits(&self) -> [(bool, u32); 9] {
        use r::status as s;
        [
            (self.busy.val(), s::BUSY),
            (self.done.val(), s::DONE),
            (self.error.val(), s::ERROR),
            (self.dbi.val(), s::DOORBELL_IGNORED),
            (self.fetch.val(), s::FETCH_ACTIVE),
            (self.dma.val(), s::DMA_ACTIVE),
            (self.matrix.val(), s::MATRIX_ACTIVE),
            (self.vector.val(), s::VECTOR_ACTIVE),
            (self.waiting.val(), s::WAITING),
        ]
    }
}

impl Logic for StatusWord {
    fn update(&mut self) {
        let v = self.bits().iter().filter(|(b, _)| *b).fold(0u32, |a, (_, m)| a | m);
        self.y.next = (v as u64).into();
    }
    fn connect(&mut self) {
        self.y.connect();
    }
    fn hdl(&self) -> Verilog {
        let names = ["busy", "done", "error", "dbi", "fetch", "dma", "matrix", "vector", "waiting"];
        let pos: Vec<u32> = self.bits().iter().map(|(_, m)| m.trailing_zeros()).collect();
        let mut parts = Vec::new();
        let mut b = 32u32;
        let mut order: Vec<(u32, &str)> = pos.iter().copied().zip(names).collect();
        order.sort_by(|a, c| c.0.cmp(&a.0));
        for (p, n) in order {
            if b > p + 1 {
                parts.push(format!("{}'b0", b - p - 1));
            }
            parts.push(n.to_string());
            b = p;
        }
        assert_eq!(b, 0, "StatusWord: BUSY must be bit 0");
        Verilog::Wrapper(Wrapper { code: format!("assign y = {{{}}};\n", parts.join(", ")), cores: String::new() })
    }
}

/// Packs `ERROR_INFO` (field positions from `isa::regs::error_info`).
#[derive(LogicBlock, Default)]
pub struct InfoWord {
    /// 2 bits, input: queue.
    pub queue: Signal<In, Bits<2>>,
    /// 4 bits, input: semaphore.
    pub sem: Signal<In, Bits<4>>,
    /// 8 bits, input: DMA tag.
    pub tag: Signal<In, Bits<8>>,
    /// 4 bits, input: opcode.
    pub opcode: Signal<In, Bits<4>>,
    /// 4 bits, input: funct.
    pub funct: Signal<In, Bits<4>>,
    /// 32 bits, output: the `ERROR_INFO` word.
    pub y: Signal<Out, Bits<32>>,
}

impl Logic for InfoWord {
    fn update(&mut self) {
        use r::error_info as e;
        let v = self.queue.val().index() << e::QUEUE_SHIFT
            | self.sem.val().index() << e::SEM_SHIFT
            | self.tag.val().index() << e::TAG_SHIFT
            | self.opcode.val().index() << e::OPFN_SHIFT
            | self.funct.val().index() << (e::OPFN_SHIFT + 4);
        self.y.next = (v as u64).into();
    }
    fn connect(&mut self) {
        self.y.connect();
    }
    fn hdl(&self) -> Verilog {
        use r::error_info as e;
        assert!(
            e::QUEUE_SHIFT == 0 && e::SEM_SHIFT == 4 && e::TAG_SHIFT == 8 && e::OPFN_SHIFT == 16,
            "InfoWord: the packing below assumes ERROR_INFO = [23:20] funct [19:16] opcode [15:8] tag [7:4] sem [1:0] queue"
        );
        Verilog::Wrapper(Wrapper {
            code: "assign y = {8'b0, funct, opcode, tag, sem, 2'b0, queue};\n".into(),
            cores: String::new(),
        })
    }
}

/// Expands the 4 write strobes to a 32-bit byte mask.
#[derive(LogicBlock, Default)]
pub struct StrbMask {
    /// 4 bits, input: WSTRB.
    pub strb: Signal<In, Bits<4>>,
    /// 32 bits, output: byte `k` all ones when `strb[k]`.
    pub y: Signal<Out, Bits<32>>,
}

impl Logic for StrbMask {
    fn update(&mut self) {
        let s = self.strb.val().index();
        let v = (0..4).filter(|k| s >> k & 1 == 1).fold(0u64, |a, k| a | 0xff << (8 * k));
        self.y.next = v.into();
    }
    fn connect(&mut self) {
        self.y.connect();
    }
    fn hdl(&self) -> Verilog {
        Verilog::Wrapper(Wrapper {
            code: "assign y = {{8{strb[3]}}, {8{strb[2]}}, {8{strb[1]}}, {8{strb[0]}}};\n".into(),
            cores: String::new(),
        })
    }
}

/// The register block.
#[derive(LogicBlock)]
pub struct SeqRegs {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset: every register to its `isa::regs` reset value.
    pub reset: Signal<In, Bit>,

    // ---- AXI4-Lite slave (write address / write data are taken together)
    /// 1 bit, input: write address valid.
    pub s_aw_valid: Signal<In, Bit>,
    /// 1 bit, output: write address taken; high with `s_w_ready` when both `s_aw_valid` and `s_w_valid` are
    /// high and no write response is pending (depends on the valids, as a sink may).
    pub s_aw_ready: Signal<Out, Bit>,
    /// 12 bits, input: write byte address (bits `[1:0]` ignored).
    pub s_aw_addr: Signal<In, Bits<W_ADDR>>,
    /// 1 bit, input: write data valid.
    pub s_w_valid: Signal<In, Bit>,
    /// 1 bit, output: write data taken (equal to `s_aw_ready`).
    pub s_w_ready: Signal<Out, Bit>,
    /// 32 bits, input: write data.
    pub s_w_data: Signal<In, Bits<32>>,
    /// 4 bits, input: write strobes: storage bytes whose strobe is 0 keep their value; action bits (DOORBELL,
    /// CTRL bits 0/1, INT_STATUS, PERF_CTRL) in such a byte are written as 0.
    pub s_w_strb: Signal<In, Bits<4>>,
    /// 1 bit, output: write response valid (registered, held until `s_b_ready`).
    pub s_b_valid: Signal<Out, Bit>,
    /// 1 bit, input: write response taken.
    pub s_b_ready: Signal<In, Bit>,
    /// 2 bits, output: BRESP, always OKAY (0): unlisted offsets ignore writes.
    pub s_b_resp: Signal<Out, Bits<2>>,
    /// 1 bit, input: read address valid.
    pub s_ar_valid: Signal<In, Bit>,
    /// 1 bit, output: read address taken (registered state only: no read in progress).
    pub s_ar_ready: Signal<Out, Bit>,
    /// 12 bits, input: read byte address (bits `[1:0]` ignored).
    pub s_ar_addr: Signal<In, Bits<W_ADDR>>,
    /// 1 bit, output: read data valid (registered, held until `s_r_ready`).
    pub s_r_valid: Signal<Out, Bit>,
    /// 1 bit, input: read data taken.
    pub s_r_ready: Signal<In, Bit>,
    /// 32 bits, output: read data (registered).
    pub s_r_data: Signal<Out, Bits<32>>,
    /// 2 bits, output: RRESP, always OKAY (0): unlisted offsets read 0.
    pub s_r_resp: Signal<Out, Bits<2>>,

    // ---- controls
    /// 1 bit, output: one-cycle pulse the cycle after an accepted doorbell (to the dispatcher and fetch).
    pub start: Signal<Out, Bit>,
    /// 1 bit, output: to the dispatcher's `abort_req`: a one-cycle pulse the cycle after a `CTRL.ABORT` write,
    /// and a level while a fetch error is latched and the dispatcher runs.
    pub abort_req: Signal<Out, Bit>,
    /// 1 bit, output: to the fetch unit's `abort_req`: busy, past the start cycle, and the dispatcher stopped.
    pub fetch_abort: Signal<Out, Bit>,
    /// 1 bit, output: one-cycle pulse the cycle after a `CTRL.SOFT_RESET` write (dispatcher `reset`, fetch
    /// `soft_reset`).
    pub soft_reset: Signal<Out, Bit>,
    /// 1 bit, output: interrupt line, `INT_STATUS & INT_MASK != 0` (registered state only).
    pub irq: Signal<Out, Bit>,
    /// 32 bits, output: `PROG_ADDR` as sampled at the last accepted doorbell.
    pub cfg_prog_addr: Signal<Out, Bits<32>>,
    /// 32 bits, output: `PROG_LEN` as sampled at the last accepted doorbell.
    pub cfg_prog_len: Signal<Out, Bits<32>>,
    /// 32 bits, output: `DRAM_BASE_LO` as sampled at the last accepted doorbell.
    pub cfg_dram_base: Signal<Out, Bits<32>>,
    /// 32 bits, output: `DRAM_BASE_HI` as sampled at the last accepted doorbell.
    pub cfg_dram_base_hi: Signal<Out, Bits<32>>,
    /// 32 bits, output: `DRAM_SIZE` as sampled at the last accepted doorbell.
    pub cfg_dram_size: Signal<Out, Bits<32>>,
    /// 32 bits, output: `WATCHDOG` as sampled at the last accepted doorbell.
    pub cfg_watchdog: Signal<Out, Bits<32>>,
    /// 32 bits, output: `BT_BASE` as sampled at the last accepted doorbell.
    pub cfg_bt_base: Signal<Out, Bits<32>>,
    /// 32 bits, output: `BT_SEQS` as sampled at the last accepted doorbell.
    pub cfg_bt_seqs: Signal<Out, Bits<32>>,
    /// 32 bits, output: `BT_LAYERS` as sampled at the last accepted doorbell.
    pub cfg_bt_layers: Signal<Out, Bits<32>>,
    /// 32 bits, output: `BT_BLOCKS` as sampled at the last accepted doorbell.
    pub cfg_bt_blocks: Signal<Out, Bits<32>>,
    /// 32 bits, output: `KV_BASE` as sampled at the last accepted doorbell.
    pub cfg_kv_base: Signal<Out, Bits<32>>,
    /// 32 bits, output: `KV_BLOCK_BYTES` as sampled at the last accepted doorbell.
    pub cfg_kv_block_bytes: Signal<Out, Bits<32>>,
    /// 32 bits, output: `KV_NUM_BLOCKS` as sampled at the last accepted doorbell.
    pub cfg_kv_num_blocks: Signal<Out, Bits<32>>,

    // ---- from the dispatcher (`seq_dispatch_f4` ports of the same names without `disp_`)
    /// 1 bit, input: `running`.
    pub disp_running: Signal<In, Bit>,
    /// 1 bit, input: `done`.
    pub disp_done: Signal<In, Bit>,
    /// 1 bit, input: `error`.
    pub disp_error: Signal<In, Bit>,
    /// 8 bits, input: `error_code`.
    pub disp_error_code: Signal<In, Bits<8>>,
    /// 32 bits, input: `error_pc`.
    pub disp_error_pc: Signal<In, Bits<32>>,
    /// 2 bits, input: `error_queue`.
    pub disp_error_queue: Signal<In, Bits<2>>,
    /// 4 bits, input: `error_sem`.
    pub disp_error_sem: Signal<In, Bits<4>>,
    /// 8 bits, input: `error_tag`.
    pub disp_error_tag: Signal<In, Bits<8>>,
    /// 4 bits, input: `error_opcode`.
    pub disp_error_opcode: Signal<In, Bits<4>>,
    /// 4 bits, input: `error_funct`.
    pub disp_error_funct: Signal<In, Bits<4>>,
    /// 1 bit, input: `irq` pulse (sets `INT_STATUS.SW`).
    pub disp_irq: Signal<In, Bit>,
    /// 16 bits, input: `irq_code` (`IRQ_CODE`).
    pub disp_irq_code: Signal<In, Bits<16>>,
    /// 4 bits, output: `sem_rd_idx` (driven during a `SEM0..3` read, else 0).
    pub sem_rd_idx: Signal<Out, Bits<4>>,
    /// 8 bits, input: `sem_rd_val`.
    pub sem_rd_val: Signal<In, Bits<8>>,
    /// 10 bits, input: bit 0 of the dispatcher's `perf_ret_ctrl, perf_ret_dma, perf_ret_matrix,
    /// perf_ret_vector, perf_stall_ctrl, perf_stall_dma, perf_stall_matrix, perf_stall_vector,
    /// perf_stall_full, perf_stall_fetch` (bit 0 first). Each adds at most 1 per cycle, so its LSB toggles
    /// exactly when it counts.
    pub disp_perf_lsb: Signal<In, Bits<NDISP>>,

    // ---- from the fetch unit
    /// 1 bit, input: `busy`.
    pub fetch_busy: Signal<In, Bit>,
    /// 1 bit, input: `active` (`STATUS.FETCH_ACTIVE`).
    pub fetch_active: Signal<In, Bit>,
    /// 1 bit, input: `error`.
    pub fetch_error: Signal<In, Bit>,
    /// 8 bits, input: `error_code`.
    pub fetch_error_code: Signal<In, Bits<8>>,
    /// 32 bits, input: `error_pc`.
    pub fetch_error_pc: Signal<In, Bits<32>>,
    /// 32 bits, input: `instr_pc` (`PC`: instructions delivered since the doorbell).
    pub fetch_pc: Signal<In, Bits<32>>,

    // ---- from units not built yet (the top level wires them)
    /// 1 bit, input: `STATUS.DMA_ACTIVE` (from the unit, not built yet).
    pub st_dma_active: Signal<In, Bit>,
    /// 1 bit, input: `STATUS.MATRIX_ACTIVE` (from the unit, not built yet).
    pub st_matrix_active: Signal<In, Bit>,
    /// 1 bit, input: `STATUS.VECTOR_ACTIVE` (from the unit, not built yet).
    pub st_vector_active: Signal<In, Bit>,
    /// 1 bit, input: `STATUS.WAITING` (from the unit, not built yet).
    pub st_waiting: Signal<In, Bit>,
    /// 32 bits, input: `DMA_LAST_TAG` as the DMA side keeps it.
    pub dma_last_tag: Signal<In, Bits<32>>,
    /// 1 bit, input: one cycle of `MATRIX_BUSY` (while BUSY).
    pub ev_matrix_busy: Signal<In, Bit>,
    /// 1 bit, input: one cycle of `VECTOR_BUSY` (while BUSY).
    pub ev_vector_busy: Signal<In, Bit>,
    /// 1 bit, input: one cycle of `DMA_BUSY` (while BUSY).
    pub ev_dma_busy: Signal<In, Bit>,
    /// 16 bits, input: multiply-accumulates to add to `MACS` this cycle.
    pub ev_macs: Signal<In, Bits<16>>,
    /// 8 bits, input: amount added this cycle to `DMA_RD_BYTES` (while BUSY).
    pub ev_dma_rd_bytes: Signal<In, Bits<8>>,
    /// 8 bits, input: amount added this cycle to `DMA_WR_BYTES` (while BUSY).
    pub ev_dma_wr_bytes: Signal<In, Bits<8>>,
    /// 8 bits, input: amount added this cycle to `FETCH_BYTES` (while BUSY).
    pub ev_fetch_bytes: Signal<In, Bits<8>>,
    /// 8 bits, input: amount added this cycle to `FETCH_BYTES` for block-table reads (while BUSY).
    pub ev_bt_bytes: Signal<In, Bits<8>>,
    /// 8 bits, input: amount added this cycle to `STALL_SRAM` (while BUSY).
    pub ev_stall_sram: Signal<In, Bits<8>>,
    /// 8 bits, input: amount added this cycle to `SRAM_CONFLICTS` (while BUSY).
    pub ev_sram_conflicts: Signal<In, Bits<8>>,
    /// 8 bits, input: amount added this cycle to `NOC_FLITS` (while BUSY).
    pub ev_noc_flits: Signal<In, Bits<8>>,
    /// 8 bits, input: amount added this cycle to `MV_RD_BYTES` (while BUSY).
    pub ev_mv_rd_bytes: Signal<In, Bits<8>>,

    // ---- submodules
    st_word: StatusWord,
    info_word: InfoWord,
    strb_mask: StrbMask,
    z_dcode: Zext<8, 32>,
    z_fcode: Zext<8, 32>,
    z_irq: Zext<16, 32>,
    z_sem: Zext<8, 32>,
    z_macs: Zext<16, 64>,
    z_rd: Zext<8, 64>,
    z_wr: Zext<8, 64>,
    z_fetch: Zext<8, 64>,
    z_bt: Zext<8, 64>,
    z_sram: Zext<8, 64>,
    z_conf: Zext<8, 64>,
    z_noc: Zext<8, 64>,
    z_mv: Zext<8, 64>,

    // ---- registers
    rw: [DFF<Bits<32>>; NRW],
    smp: [DFF<Bits<32>>; NCFG],
    keep_q: DFF<Bit>,
    int_st_q: DFF<Bits<32>>,
    int_mask_q: DFF<Bits<32>>,
    run_q: DFF<Bit>,
    start_q: DFF<Bit>,
    abort_q: DFF<Bit>,
    soft_q: DFF<Bit>,
    done_q: DFF<Bit>,
    err_q: DFF<Bit>,
    dbi_q: DFF<Bit>,
    fe_q: DFF<Bit>,
    lsb_q: DFF<Bits<NDISP>>,
    live: [DFF<Bits<64>>; NCNT],
    shadow: [DFF<Bits<64>>; NCNT],
    b_v_q: DFF<Bit>,
    r_v_q: DFF<Bit>,
    r_d_q: DFF<Bits<32>>,
    rsem_q: DFF<Bit>,
    ridx_q: DFF<Bits<4>>,

    // ---- locals
    busy: Signal<Local, Bit>,
    wr: Signal<Local, Bit>,
    waddr: Signal<Local, Bits<W_ADDR>>,
    raddr: Signal<Local, Bits<W_ADDR>>,
    wd: Signal<Local, Bits<32>>,
    rd: Signal<Local, Bits<32>>,
    ar_fire: Signal<Local, Bit>,
    doorbell: Signal<Local, Bit>,
    accept: Signal<Local, Bit>,
    soft_now: Signal<Local, Bit>,
    stop: Signal<Local, Bit>,
    snap: Signal<Local, Bit>,
    clear: Signal<Local, Bit>,
    tog: Signal<Local, Bits<NDISP>>,
    inc: [Signal<Local, Bits<64>>; NCNT],
    sum: [Signal<Local, Bits<64>>; NCNT],
    int_set: Signal<Local, Bits<32>>,

    // ---- constants (offsets and values from isa::regs)
    c_word: Constant<Bits<W_ADDR>>,
    c_sem_mask: Constant<Bits<W_ADDR>>,
    c_sem_base: Constant<Bits<W_ADDR>>,
    const_off: [Constant<Bits<W_ADDR>>; NCONST],
    const_val: [Constant<Bits<32>>; NCONST],
    rw_off: [Constant<Bits<W_ADDR>>; NRW],
    rw_rst: [Constant<Bits<32>>; NRW],
    lo_off: [Constant<Bits<W_ADDR>>; NCNT],
    hi_off: [Constant<Bits<W_ADDR>>; NCNT],
    o_ctrl: Constant<Bits<W_ADDR>>,
    o_status: Constant<Bits<W_ADDR>>,
    o_doorbell: Constant<Bits<W_ADDR>>,
    o_pc: Constant<Bits<W_ADDR>>,
    o_int_status: Constant<Bits<W_ADDR>>,
    o_int_mask: Constant<Bits<W_ADDR>>,
    o_irq_code: Constant<Bits<W_ADDR>>,
    o_error_code: Constant<Bits<W_ADDR>>,
    o_error_pc: Constant<Bits<W_ADDR>>,
    o_error_info: Constant<Bits<W_ADDR>>,
    o_dma_last_tag: Constant<Bits<W_ADDR>>,
    o_perf_ctrl: Constant<Bits<W_ADDR>>,
    r_ctrl: Constant<Bits<32>>,
    r_int_status: Constant<Bits<32>>,
    r_int_mask: Constant<Bits<32>>,
    c_doorbell_start: Constant<Bits<32>>,
    c_soft: Constant<Bits<32>>,
    c_abort: Constant<Bits<32>>,
    c_keep: Constant<Bits<32>>,
    c_int_all: Constant<Bits<32>>,
    c_int_done: Constant<Bits<32>>,
    c_int_error: Constant<Bits<32>>,
    c_int_sw: Constant<Bits<32>>,
    c_snap: Constant<Bits<32>>,
    c_clear: Constant<Bits<32>>,
    c_zero32: Constant<Bits<32>>,
    c_eight: Constant<Bits<32>>,
    c_24: Constant<Bits<32>>,
    c_zero64: Constant<Bits<64>>,
    c_one64: Constant<Bits<64>>,
    c_zero_lsb: Constant<Bits<NDISP>>,
    c_zero4: Constant<Bits<4>>,
    c_one4: Constant<Bits<4>>,
    c_three4: Constant<Bits<4>>,
    c_idx_mask: Constant<Bits<4>>,
    c_okay: Constant<Bits<2>>,
}

impl SeqRegs {
    /// The register block of a device with capabilities `caps` (the `CAPS0..3` values; `VERSION` is
    /// `isa::regs::VERSION_RESET`, hardware revision 0).
    pub fn new(caps: Caps) -> Self {
        // every register of the table is implemented here, by kind
        let special = ["ID", "VERSION", "CAPS0", "CAPS1", "CAPS2", "CAPS3", "CTRL", "STATUS", "DOORBELL", "PC",
            "INT_STATUS", "INT_MASK", "IRQ_CODE", "ERROR_CODE", "ERROR_PC", "ERROR_INFO", "SEM0", "SEM1", "SEM2",
            "SEM3", "DMA_LAST_TAG", "PERF_CTRL"];
        for x in REGS {
            let handled = special.contains(&x.name) || CFG_NAMES.contains(&x.name) || SCRATCH_NAMES.contains(&x.name);
            assert!(handled, "SeqRegs: register {} (offset {:#x}) of isa::regs::REGS is not implemented", x.name, x.offset);
            assert!(x.offset % 4 == 0 && (x.offset as usize) < (1 << W_ADDR), "SeqRegs: offset {:#x} of {}", x.offset, x.name);
        }
        for n in CFG_NAMES.iter().chain(SCRATCH_NAMES.iter()) {
            assert_eq!(reg(n).access, Access::Rw, "SeqRegs: {n} must be RW to be a storage register");
        }
        for n in ["SEM0", "SEM1", "SEM2", "SEM3"] {
            assert_eq!(reg(n).offset & !0xC, r::off::SEM0, "SeqRegs: {n} must lie in the 16-byte block at SEM0");
        }
        assert!(r::off::SEM0 & 0xF == 0, "SeqRegs: SEM0 = {:#x} must be 16-byte aligned", r::off::SEM0);
        assert_eq!(COUNTERS.len(), NCNT, "SeqRegs: isa::regs::COUNTERS has {} counters, the block {NCNT}", COUNTERS.len());
        for (i, c) in COUNTERS.iter().enumerate() {
            assert_eq!(c.index as usize, i, "SeqRegs: counter {} is out of order", c.name);
            assert!((c.hi() as usize) < (1 << W_ADDR), "SeqRegs: counter {} offset {:#x}", c.name, c.hi());
        }
        let names = COUNTERS.iter().map(|c| c.name).collect::<Vec<_>>();
        assert_eq!(
            names,
            ["CYCLES", "INSTRET", "MATRIX_BUSY", "VECTOR_BUSY", "DMA_BUSY", "MACS", "DMA_RD_BYTES", "DMA_WR_BYTES",
                "FETCH_BYTES", "STALL_WAIT_DMA", "STALL_WAIT_MATRIX", "STALL_WAIT_VECTOR", "STALL_WAIT_CTRL",
                "STALL_QUEUE_FULL", "STALL_FETCH", "STALL_SRAM", "SRAM_CONFLICTS", "NOC_FLITS", "MV_RD_BYTES"],
            "SeqRegs: the counter sources below are wired in this order"
        );
        assert_eq!(
            reg("ERROR_PC").reset,
            u32::MAX,
            "SeqRegs: ERROR_PC's reset value comes from the dispatcher and fetch (0xFFFFFFFF), the table says {:#x}",
            reg("ERROR_PC").reset
        );
        let ca = caps.to_regs();
        let consts: [(&str, u32); NCONST] = [
            ("ID", r::ID_MAGIC),
            ("VERSION", r::VERSION_RESET),
            ("CAPS0", ca[0]),
            ("CAPS1", ca[1]),
            ("CAPS2", ca[2]),
            ("CAPS3", ca[3]),
        ];
        for (n, _) in consts {
            assert_eq!(reg(n).access, Access::Ro, "SeqRegs: {n} must be RO");
        }
        let a = |v: u32| Constant::<Bits<W_ADDR>>::new((v as u64).into());
        let c32 = |v: u32| Constant::<Bits<32>>::new((v as u64).into());
        let rw_names: Vec<&str> = CFG_NAMES.iter().chain(SCRATCH_NAMES.iter()).copied().collect();
        Self {
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
            start: Default::default(),
            abort_req: Default::default(),
            fetch_abort: Default::default(),
            soft_reset: Default::default(),
            irq: Default::default(),
            cfg_prog_addr: Default::default(),
            cfg_prog_len: Default::default(),
            cfg_dram_base: Default::default(),
            cfg_dram_base_hi: Default::default(),
            cfg_dram_size: Default::default(),
            cfg_watchdog: Default::default(),
            cfg_bt_base: Default::default(),
            cfg_bt_seqs: Default::default(),
            cfg_bt_layers: Default::default(),
            cfg_bt_blocks: Default::default(),
            cfg_kv_base: Default::default(),
            cfg_kv_block_bytes: Default::default(),
            cfg_kv_num_blocks: Default::default(),
            disp_running: Default::default(),
            disp_done: Default::default(),
            disp_error: Default::default(),
            disp_error_code: Default::default(),
            disp_error_pc: Default::default(),
            disp_error_queue: Default::default(),
            disp_error_sem: Default::default(),
            disp_error_tag: Default::default(),
            disp_error_opcode: Default::default(),
            disp_error_funct: Default::default(),
            disp_irq: Default::default(),
            disp_irq_code: Default::default(),
            sem_rd_idx: Default::default(),
            sem_rd_val: Default::default(),
            disp_perf_lsb: Default::default(),
            fetch_busy: Default::default(),
            fetch_active: Default::default(),
            fetch_error: Default::default(),
            fetch_error_code: Default::default(),
            fetch_error_pc: Default::default(),
            fetch_pc: Default::default(),
            st_dma_active: Default::default(),
            st_matrix_active: Default::default(),
            st_vector_active: Default::default(),
            st_waiting: Default::default(),
            dma_last_tag: Default::default(),
            ev_matrix_busy: Default::default(),
            ev_vector_busy: Default::default(),
            ev_dma_busy: Default::default(),
            ev_macs: Default::default(),
            ev_dma_rd_bytes: Default::default(),
            ev_dma_wr_bytes: Default::default(),
            ev_fetch_bytes: Default::default(),
            ev_bt_bytes: Default::default(),
            ev_stall_sram: Default::default(),
            ev_sram_conflicts: Default::default(),
            ev_noc_flits: Default::default(),
            ev_mv_rd_bytes: Default::default(),
            st_word: Default::default(),
            info_word: Default::default(),
            strb_mask: Default::default(),
            z_dcode: Default::default(),
            z_fcode: Default::default(),
            z_irq: Default::default(),
            z_sem: Default::default(),
            z_macs: Default::default(),
            z_rd: Default::default(),
            z_wr: Default::default(),
            z_fetch: Default::default(),
            z_bt: Default::default(),
            z_sram: Default::default(),
            z_conf: Default::default(),
            z_noc: Default::default(),
            z_mv: Default::default(),
            rw: std::array::from_fn(|_| Default::default()),
            smp: std::array::from_fn(|_| Default::default()),
            keep_q: Default::default(),
            int_st_q: Default::default(),
            int_mask_q: Default::default(),
            run_q: Default::default(),
            start_q: Default::default(),
            abort_q: Default::default(),
            soft_q: Default::default(),
            done_q: Default::default(),
            err_q: Default::default(),
            dbi_q: Default::default(),
            fe_q: Default::default(),
            lsb_q: Default::default(),
            live: std::array::from_fn(|_| Default::default()),
            shadow: std::array::from_fn(|_| Default::default()),
            b_v_q: Default::default(),
            r_v_q: Default::default(),
            r_d_q: Default::default(),
            rsem_q: Default::default(),
            ridx_q: Default::default(),
            busy: Default::default(),
            wr: Default::default(),
            waddr: Default::default(),
            raddr: Default::default(),
            wd: Default::default(),
            rd: Default::default(),
            ar_fire: Default::default(),
            doorbell: Default::default(),
            accept: Default::default(),
            soft_now: Default::default(),
            stop: Default::default(),
            snap: Default::default(),
            clear: Default::default(),
            tog: Default::default(),
            inc: std::array::from_fn(|_| Default::default()),
            sum: std::array::from_fn(|_| Default::default()),
            int_set: Default::default(),
            c_word: a(((1u32 << W_ADDR) - 1) & !3),
            c_sem_mask: a(((1u32 << W_ADDR) - 1) & !0xF),
            c_sem_base: a(r::off::SEM0),
            const_off: std::array::from_fn(|i| a(reg(consts[i].0).offset)),
            const_val: std::array::from_fn(|i| c32(consts[i].1)),
            rw_off: std::array::from_fn(|i| a(reg(rw_names[i]).offset)),
            rw_rst: std::array::from_fn(|i| c32(reg(rw_names[i]).reset)),
            lo_off: std::array::from_fn(|i| a(COUNTERS[i].lo())),
            hi_off: std::array::from_fn(|i| a(COUNTERS[i].hi())),
            o_ctrl: a(r::off::CTRL),
            o_status: a(r::off::STATUS),
            o_doorbell: a(r::off::DOORBELL),
            o_pc: a(r::off::PC),
            o_int_status: a(r::off::INT_STATUS),
            o_int_mask: a(r::off::INT_MASK),
            o_irq_code: a(r::off::IRQ_CODE),
            o_error_code: a(r::off::ERROR_CODE),
            o_error_pc: a(r::off::ERROR_PC),
            o_error_info: a(r::off::ERROR_INFO),
            o_dma_last_tag: a(r::off::DMA_LAST_TAG),
            o_perf_ctrl: a(r::off::PERF_CTRL),
            r_ctrl: c32(reg("CTRL").reset),
            r_int_status: c32(reg("INT_STATUS").reset),
            r_int_mask: c32(reg("INT_MASK").reset),
            c_doorbell_start: c32(r::DOORBELL_START),
            c_soft: c32(r::ctrl::SOFT_RESET),
            c_abort: c32(r::ctrl::ABORT),
            c_keep: c32(r::ctrl::PERF_KEEP),
            c_int_all: c32(r::int::ALL),
            c_int_done: c32(r::int::DONE),
            c_int_error: c32(r::int::ERROR),
            c_int_sw: c32(r::int::SW),
            c_snap: c32(r::perf::SNAPSHOT),
            c_clear: c32(r::perf::CLEAR),
            c_zero32: c32(0),
            c_eight: c32(8),
            c_24: c32(24),
            c_zero64: Constant::new(0u64.into()),
            c_one64: Constant::new(1u64.into()),
            c_zero_lsb: Constant::new(0u64.into()),
            c_zero4: Constant::new(0u64.into()),
            c_one4: Constant::new(1u64.into()),
            c_three4: Constant::new(3u64.into()),
            c_idx_mask: Constant::new(0xCu64.into()),
            c_okay: Constant::new(0u64.into()),
        }
    }
}

impl Logic for SeqRegs {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, keep_q, int_st_q, int_mask_q, run_q, start_q, abort_q, soft_q, done_q, err_q, dbi_q, fe_q,
            lsb_q, b_v_q, r_v_q, r_d_q, rsem_q, ridx_q
        );
        for i in 0..NRW {
            self.rw[i].clock.next = self.clock.val();
            self.rw[i].d.next = self.rw[i].q.val();
        }
        for i in 0..NCFG {
            self.smp[i].clock.next = self.clock.val();
            self.smp[i].d.next = self.smp[i].q.val();
        }
        for i in 0..NCNT {
            self.live[i].clock.next = self.clock.val();
            self.live[i].d.next = self.live[i].q.val();
            self.shadow[i].clock.next = self.clock.val();
            self.shadow[i].d.next = self.shadow[i].q.val();
        }
        // ---------------- submodule inputs (ports and registers only)
        self.st_word.busy.next = self.run_q.q.val() | self.fetch_busy.val();
        self.st_word.done.next = self.done_q.q.val();
        self.st_word.error.next = self.err_q.q.val();
        self.st_word.dbi.next = self.dbi_q.q.val();
        self.st_word.fetch.next = self.fetch_active.val();
        self.st_word.dma.next = self.st_dma_active.val();
        self.st_word.matrix.next = self.st_matrix_active.val();
        self.st_word.vector.next = self.st_vector_active.val();
        self.st_word.waiting.next = self.st_waiting.val();
        self.info_word.queue.next = self.disp_error_queue.val();
        self.info_word.sem.next = self.disp_error_sem.val();
        self.info_word.tag.next = self.disp_error_tag.val();
        self.info_word.opcode.next = self.disp_error_opcode.val();
        self.info_word.funct.next = self.disp_error_funct.val();
        self.strb_mask.strb.next = self.s_w_strb.val();
        self.z_dcode.x.next = self.disp_error_code.val();
        self.z_fcode.x.next = self.fetch_error_code.val();
        self.z_irq.x.next = self.disp_irq_code.val();
        self.z_sem.x.next = self.sem_rd_val.val();
        self.z_macs.x.next = self.ev_macs.val();
        self.z_rd.x.next = self.ev_dma_rd_bytes.val();
        self.z_wr.x.next = self.ev_dma_wr_bytes.val();
        self.z_fetch.x.next = self.ev_fetch_bytes.val();
        self.z_bt.x.next = self.ev_bt_bytes.val();
        self.z_sram.x.next = self.ev_stall_sram.val();
        self.z_conf.x.next = self.ev_sram_conflicts.val();
        self.z_noc.x.next = self.ev_noc_flits.val();
        self.z_mv.x.next = self.ev_mv_rd_bytes.val();

        // ---------------- outputs from registers
        self.busy.next = self.run_q.q.val() | self.fetch_busy.val();
        self.s_b_valid.next = self.b_v_q.q.val();
        self.s_b_resp.next = self.c_okay.val();
        self.s_r_valid.next = self.r_v_q.q.val();
        self.s_r_data.next = self.r_d_q.q.val();
        self.s_r_resp.next = self.c_okay.val();
        self.s_ar_ready.next = !self.r_v_q.q.val() & !self.rsem_q.q.val();
        self.start.next = self.start_q.q.val();
        self.soft_reset.next = self.soft_q.q.val();
        self.abort_req.next = self.abort_q.q.val() | (self.fe_q.q.val() & self.disp_running.val());
        self.fetch_abort.next = self.run_q.q.val() & !self.start_q.q.val() & !self.disp_running.val();
        self.irq.next = (self.int_st_q.q.val() & self.int_mask_q.q.val()) != self.c_zero32.val();
        self.sem_rd_idx.next = self.c_zero4.val();
        if self.rsem_q.q.val() {
            self.sem_rd_idx.next = self.ridx_q.q.val();
        }
        self.cfg_prog_addr.next = self.smp[0].q.val();
        self.cfg_prog_len.next = self.smp[1].q.val();
        self.cfg_dram_base.next = self.smp[2].q.val();
        self.cfg_dram_base_hi.next = self.smp[3].q.val();
        self.cfg_dram_size.next = self.smp[4].q.val();
        self.cfg_watchdog.next = self.smp[5].q.val();
        self.cfg_bt_base.next = self.smp[6].q.val();
        self.cfg_bt_seqs.next = self.smp[7].q.val();
        self.cfg_bt_layers.next = self.smp[8].q.val();
        self.cfg_bt_blocks.next = self.smp[9].q.val();
        self.cfg_kv_base.next = self.smp[10].q.val();
        self.cfg_kv_block_bytes.next = self.smp[11].q.val();
        self.cfg_kv_num_blocks.next = self.smp[12].q.val();

        // ---------------- write channel: AW and W together, one response
        self.wr.next = self.s_aw_valid.val() & self.s_w_valid.val() & !self.b_v_q.q.val();
        self.s_aw_ready.next = self.wr.val();
        self.s_w_ready.next = self.wr.val();
        self.waddr.next = self.s_aw_addr.val() & self.c_word.val();
        self.wd.next = self.s_w_data.val() & self.strb_mask.y.val();
        if self.wr.val() {
            self.b_v_q.d.next = true;
        } else if self.s_b_ready.val() {
            self.b_v_q.d.next = false;
        }
        for i in 0..NRW {
            if self.wr.val() & (self.waddr.val() == self.rw_off[i].val()) {
                self.rw[i].d.next = (self.rw[i].q.val() & !self.strb_mask.y.val()) | self.wd.val();
            }
        }
        self.doorbell.next =
            self.wr.val() & (self.waddr.val() == self.o_doorbell.val()) & (self.wd.val() == self.c_doorbell_start.val());
        self.accept.next = self.doorbell.val() & !self.busy.val();
        self.snap.next = false;
        self.clear.next = false;
        self.start_q.d.next = self.accept.val();
        self.abort_q.d.next = false;
        self.soft_now.next = false;
        if self.wr.val() & (self.waddr.val() == self.o_ctrl.val()) {
            if self.s_w_strb.val().get_bit(1) {
                self.keep_q.d.next = (self.wd.val() & self.c_keep.val()) != self.c_zero32.val();
            }
            self.abort_q.d.next = (self.wd.val() & self.c_abort.val()) != self.c_zero32.val();
            self.soft_now.next = (self.wd.val() & self.c_soft.val()) != self.c_zero32.val();
        }
        self.soft_q.d.next = self.soft_now.val();
        if self.wr.val() & (self.waddr.val() == self.o_int_mask.val()) {
            self.int_mask_q.d.next =
                ((self.int_mask_q.q.val() & !self.strb_mask.y.val()) | self.wd.val()) & self.c_int_all.val();
        }
        if self.wr.val() & (self.waddr.val() == self.o_perf_ctrl.val()) {
            self.snap.next = (self.wd.val() & self.c_snap.val()) != self.c_zero32.val();
            self.clear.next = (self.wd.val() & self.c_clear.val()) != self.c_zero32.val();
        }

        // ---------------- run / stop
        self.stop.next = self.run_q.q.val() & !self.start_q.q.val() & !self.disp_running.val() & !self.fetch_busy.val();
        self.int_set.next = self.c_zero32.val();
        if self.disp_irq.val() {
            self.int_set.next = self.c_int_sw.val();
        }
        if self.accept.val() {
            self.run_q.d.next = true;
            self.done_q.d.next = false;
            self.err_q.d.next = false;
            self.dbi_q.d.next = false;
            self.fe_q.d.next = false;
            for i in 0..NCFG {
                self.smp[i].d.next = self.rw[i].q.val();
            }
            if !self.keep_q.q.val() {
                self.clear.next = true;
            }
        } else if self.doorbell.val() {
            self.dbi_q.d.next = true;
        }
        if self.stop.val() {
            self.run_q.d.next = false;
            self.done_q.d.next = self.disp_done.val();
            self.err_q.d.next = self.disp_error.val();
            self.snap.next = true;
            if self.disp_done.val() {
                self.int_set.next = self.int_set.val() | self.c_int_done.val();
            }
            if self.disp_error.val() {
                self.int_set.next = self.int_set.val() | self.c_int_error.val();
            }
        }
        if self.run_q.q.val()
            & self.disp_running.val()
            & self.fetch_error.val()
            & !self.disp_error_code.val().any()
            & !self.fe_q.q.val()
        {
            self.fe_q.d.next = true;
        }
        // INT_STATUS: events set, W1C clears (an event in the same cycle wins)
        if self.wr.val() & (self.waddr.val() == self.o_int_status.val()) {
            self.int_st_q.d.next = (self.int_st_q.q.val() & !self.wd.val()) | self.int_set.val();
        } else {
            self.int_st_q.d.next = self.int_st_q.q.val() | self.int_set.val();
        }

        // ---------------- performance counters: live += inc while busy; snapshot; clear
        self.tog.next = self.disp_perf_lsb.val() ^ self.lsb_q.q.val();
        self.lsb_q.d.next = self.disp_perf_lsb.val();
        if self.start_q.q.val() | self.soft_q.q.val() {
            self.lsb_q.d.next = self.c_zero_lsb.val();
        }
        for i in 0..NCNT {
            self.inc[i].next = self.c_zero64.val();
        }
        if self.busy.val() {
            self.inc[0].next = self.c_one64.val();
            if self.tog.val().get_bit(0) {
                self.inc[1].next = self.inc[1].val() + self.c_one64.val();
            }
            if self.tog.val().get_bit(1) {
                self.inc[1].next = self.inc[1].val() + self.c_one64.val();
            }
            if self.tog.val().get_bit(2) {
                self.inc[1].next = self.inc[1].val() + self.c_one64.val();
            }
            if self.tog.val().get_bit(3) {
                self.inc[1].next = self.inc[1].val() + self.c_one64.val();
            }
            if self.ev_matrix_busy.val() {
                self.inc[2].next = self.c_one64.val();
            }
            if self.ev_vector_busy.val() {
                self.inc[3].next = self.c_one64.val();
            }
            if self.ev_dma_busy.val() {
                self.inc[4].next = self.c_one64.val();
            }
            self.inc[5].next = self.z_macs.y.val();
            self.inc[6].next = self.z_rd.y.val();
            self.inc[7].next = self.z_wr.y.val();
            self.inc[8].next = self.z_fetch.y.val() + self.z_bt.y.val();
            if self.tog.val().get_bit(5) {
                self.inc[9].next = self.c_one64.val();
            }
            if self.tog.val().get_bit(6) {
                self.inc[10].next = self.c_one64.val();
            }
            if self.tog.val().get_bit(7) {
                self.inc[11].next = self.c_one64.val();
            }
            if self.tog.val().get_bit(4) {
                self.inc[12].next = self.c_one64.val();
            }
            if self.tog.val().get_bit(8) {
                self.inc[13].next = self.c_one64.val();
            }
            if self.tog.val().get_bit(9) {
                self.inc[14].next = self.c_one64.val();
            }
            self.inc[15].next = self.z_sram.y.val();
            self.inc[16].next = self.z_conf.y.val();
            self.inc[17].next = self.z_noc.y.val();
            self.inc[18].next = self.z_mv.y.val();
        }
        for i in 0..NCNT {
            self.sum[i].next = self.live[i].q.val() + self.inc[i].val();
            self.live[i].d.next = self.sum[i].val();
            if self.clear.val() {
                self.live[i].d.next = self.c_zero64.val();
            }
            if self.snap.val() {
                self.shadow[i].d.next = self.sum[i].val();
            }
        }

        // ---------------- read channel
        self.ar_fire.next = self.s_ar_valid.val() & !self.r_v_q.q.val() & !self.rsem_q.q.val();
        self.raddr.next = self.s_ar_addr.val() & self.c_word.val();
        self.rd.next = self.c_zero32.val();
        for i in 0..NCONST {
            if self.raddr.val() == self.const_off[i].val() {
                self.rd.next = self.const_val[i].val();
            }
        }
        for i in 0..NRW {
            if self.raddr.val() == self.rw_off[i].val() {
                self.rd.next = self.rw[i].q.val();
            }
        }
        for i in 0..NCNT {
            if self.raddr.val() == self.lo_off[i].val() {
                self.rd.next = self.shadow[i].q.val().get_bits::<32>(0);
            }
            if self.raddr.val() == self.hi_off[i].val() {
                self.rd.next = self.shadow[i].q.val().get_bits::<32>(32);
            }
        }
        if (self.raddr.val() == self.o_ctrl.val()) & self.keep_q.q.val() {
            self.rd.next = self.c_keep.val();
        }
        if self.raddr.val() == self.o_status.val() {
            self.rd.next = self.st_word.y.val();
        }
        if self.raddr.val() == self.o_pc.val() {
            self.rd.next = self.fetch_pc.val();
        }
        if self.raddr.val() == self.o_int_status.val() {
            self.rd.next = self.int_st_q.q.val();
        }
        if self.raddr.val() == self.o_int_mask.val() {
            self.rd.next = self.int_mask_q.q.val();
        }
        if self.raddr.val() == self.o_irq_code.val() {
            self.rd.next = self.z_irq.y.val();
        }
        if self.raddr.val() == self.o_error_code.val() {
            if self.fe_q.q.val() {
                self.rd.next = self.z_fcode.y.val();
            } else {
                self.rd.next = self.z_dcode.y.val();
            }
        }
        if self.raddr.val() == self.o_error_pc.val() {
            if self.fe_q.q.val() {
                self.rd.next = self.fetch_error_pc.val();
            } else {
                self.rd.next = self.disp_error_pc.val();
            }
        }
        if (self.raddr.val() == self.o_error_info.val()) & !self.fe_q.q.val() {
            self.rd.next = self.info_word.y.val();
        }
        if self.raddr.val() == self.o_dma_last_tag.val() {
            self.rd.next = self.dma_last_tag.val();
        }
        if self.ar_fire.val() {
            if (self.raddr.val() & self.c_sem_mask.val()) == self.c_sem_base.val() {
                self.rsem_q.d.next = true;
                self.ridx_q.d.next = self.s_ar_addr.val().get_bits::<4>(0) & self.c_idx_mask.val();
            } else {
                self.r_v_q.d.next = true;
                self.r_d_q.d.next = self.rd.val();
            }
        } else if self.rsem_q.q.val() {
            // SEM0..3: one semaphore per cycle, lowest first into the top byte, shifted down
            self.r_d_q.d.next = (self.r_d_q.q.val() >> self.c_eight.val()) | (self.z_sem.y.val() << self.c_24.val());
            self.ridx_q.d.next = self.ridx_q.q.val() + self.c_one4.val();
            if (self.ridx_q.q.val() & self.c_three4.val()) == self.c_three4.val() {
                self.rsem_q.d.next = false;
                self.r_v_q.d.next = true;
            }
        } else if self.s_r_ready.val() {
            self.r_v_q.d.next = false;
        }

        // ---------------- soft reset (the write's edge) and reset
        if self.soft_now.val() {
            self.run_q.d.next = false;
            self.done_q.d.next = false;
            self.err_q.d.next = false;
            self.dbi_q.d.next = false;
            self.fe_q.d.next = false;
            self.start_q.d.next = false;
        }
        if self.reset.val() {
            for i in 0..NRW {
                self.rw[i].d.next = self.rw_rst[i].val();
            }
            for i in 0..NCFG {
                self.smp[i].d.next = self.rw_rst[i].val();
            }
            for i in 0..NCNT {
                self.live[i].d.next = self.c_zero64.val();
                self.shadow[i].d.next = self.c_zero64.val();
            }
            self.keep_q.d.next = (self.r_ctrl.val() & self.c_keep.val()) != self.c_zero32.val();
            self.int_st_q.d.next = self.r_int_status.val();
            self.int_mask_q.d.next = self.r_int_mask.val();
            self.run_q.d.next = false;
            self.start_q.d.next = false;
            self.abort_q.d.next = false;
            self.soft_q.d.next = false;
            self.done_q.d.next = false;
            self.err_q.d.next = false;
            self.dbi_q.d.next = false;
            self.fe_q.d.next = false;
            self.lsb_q.d.next = self.c_zero_lsb.val();
            self.b_v_q.d.next = false;
            self.r_v_q.d.next = false;
            self.r_d_q.d.next = self.c_zero32.val();
            self.rsem_q.d.next = false;
            self.ridx_q.d.next = self.c_zero4.val();
        }
    }
}

/// The emitted top: `seq_regs`, with the capabilities of the reference build (8x8 array, 8-byte words,
/// 4 banks, 16 semaphores).
pub fn top() -> crate::emit::TopModule {
    crate::emit::emit("seq_regs", SeqRegs::new(REF_CAPS))
}

/// Capabilities the emitted `seq_regs` reports in `CAPS0..3` (the top level passes its own).
pub const REF_CAPS: Caps = Caps {
    rows: 8,
    cols: 8,
    word_bytes: 8,
    banks: 4,
    semaphores: 16,
    sram_words: 16384,
    max_vec_len: 4096,
    max_head_size: 64,
    max_row_bytes: 65536,
    matvec: false,
    table_keep: true,
};
