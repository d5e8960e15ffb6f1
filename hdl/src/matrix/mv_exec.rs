//! # exec for `matvec`: the MATRIX queue's matrix-vector executor (`mv_exec_w64`)
//!
//! Executes `matvec` (ISA 1.1, MATMUL funct 1, `docs/isa.md` §4, reference
//! `systole_host::compiler::exec::Machine::execute`): it checks the instruction, loads the `k` INT8
//! activations and the `G` activation scales from SRAM into two block RAMs, reads the weight stream
//! (`NB` output blocks of `G` groups of `gt` 8x8 tiles and 8 weight scales each) from DRAM over its AXI4
//! read master into a 4096-beat stream buffer, takes it from there a whole tile (8 beats) or a group's 8
//! weight scales (4 beats) per cycle into the tile dot core [`MvDot8x8`], requantizes every group's 8 sums
//! in [`MvRequant`] (two time-shared term pipelines: a group in 4 cycles, `VpuRequant`'s arithmetic) and
//! writes each block's `<= 8` INT32 outputs to
//! SRAM (`ceil(4 valid / WB)` words, bytes past `4n` written as 0).
//!
//! **Weight prefetch and sequential read-ahead.** The AR walker reads weight streams ahead of the
//! instructions into the buffer. While no instruction executes and the walker is off, the unit looks at the
//! MATRIX queue's head (`pf_valid`/`pf_data`, the dispatcher's peek): if it is a `matvec` whose stream lies
//! in the DRAM window, the walker starts at its `D` (a prefetch); an instruction that misses starts it at its
//! own `D`. Once started, the walker reads on sequentially past the stream's end, to the end of the DRAM
//! window, whenever the ring has room for a whole burst. `front_q` is the DRAM offset where the next
//! instruction must start to use what was read: the start, then `D + S` of every completed instruction. An
//! instruction whose `D` equals it is a hit: it takes the buffered beats at up to 8 per cycle and its cursor
//! goes on in the ring where the previous stream ended. The decode program's streams lie back to back in
//! program order, so one sequential read serves the whole step. A discard (a miss; an idle unit whose head
//! is a `matvec` not starting at the front, `pf_miss`; `pf_flush`; a check or bus error of the instruction;
//! a failed beat while idle or read ahead; `reset`) stops the walker; the beats of bursts still outstanding
//! are taken and dropped (`drop_q`), so the next stream never waits for them. Errors are only reported by an
//! executing instruction, and only for its own stream: a failed beat stops the walker (`ferr_q` at walker
//! beat `ferr_at_q`); before the stream's end (`send_q`) it fails the instruction with BUS_ERROR, past it
//! (read ahead) the instruction completes and the walker is discarded, and the next head is not prefetched
//! (`pf_dead_q`), so its instruction streams and reports the error itself. Sharing the single-ID read port:
//! bursts of at most 32 beats; while no instruction executes, at most 2 in flight and none started while
//! `ar_yield` (the top: the DMA has DRAM reads to issue or in flight) is high, so a DMA read queues behind at most 64 walker beats. The
//! ISA rule that makes this legal: from the doorbell to `end`, a program does not write the bytes its
//! `matvec`s read as weights (`docs/isa.md` §4, "Memory rule").
//!
//! ```text
//!  pf_* (MATRIX head, idle, a matvec, walker off) --> instr_q --PDIV (G)--PCHK1 (S)--PCHK2 (window)--> walker on at D
//!  instr_* --> hit = walker on & D == front_q --> instr_q --DIV--CHK1--CHK2 (ZERO_LENGTH, OUT_OF_WINDOW)--> RUN
//!  AR walker (a prefetch, a miss from CHK2 at D, then on and on):
//!     cfg_ext_base + D .. window end, bursts <= 32 beats, never across 4 KiB, <= 4 outstanding in RUN,
//!     <= 2 and not while ar_yield otherwise, only when the buffer has room for the whole burst
//!     (reserved beats + burst <= 4096)
//!  axi_r --drop_q > 0: a discarded stream's beat, dropped-->
//!        --else: stream beat b --> buffer bank b % 8, row (b / 8) % 512 (8 x SdpRam 512 x 64: a ring)
//!  RUN:
//!   sram_req (reads: act words, ascale words) --rsp--> act RAM (128 x 64), ascale RAM (64 x 2 x 25)
//!   cursor pos_q (a tile: 8 beats, a group's scales: 4 beats, written already) --8 bank reads-->
//!   stage B (re-reads while held) --rotate by pos[2] (units start on 4-beat boundaries)-->
//!      tile rows 0..7 + act word (bytes >= k zeroed) --> MvDot8x8 (in_last: group's last) --8 sums--\
//!      scale beats 0..3 --> scl_q (8 x u32 {m, s}) ---------------------------------------------------+--> MvRequant<2>
//!      ascale RAM[g] {a_m, e} (read ahead: the address follows the feed) ----------------------------/  (in_last: group G-1)
//!   8 x y --> ybuf_q --> writer: words {y[2j+1], y[2j]} (lanes >= n zero) --> sram_req (writes)
//! ```
//!
//! - **Checks** (CHK2, in `Machine`'s order, nothing read or written on failure): a zero `k`, `n` or `gt`
//!   is `ZERO_LENGTH` (decode rejects it before the unit; kept so that no value can hang the unit), then
//!   `OUT_OF_WINDOW` if a word of act (`ceil(k/WB)`), ascale (`ceil(4G/WB)`) or out (`ceil(4n/WB)`) is at
//!   or beyond `cfg_sram_words`, or `D + S > cfg_ext_size`. UNSUPPORTED cannot happen: the unit exists.
//!   A check error discards the walker the instruction hit.
//! - **Streaming.** The walker of a miss starts with RUN (during the SRAM load); a hit's walker pauses in
//!   DIV..CHK2 and goes on in RUN. Every R beat is taken (`axi_r_ready` is 1 out of reset: a burst is only
//!   issued when the buffer has room for it). The cursor reads a unit once all its beats are in the buffer
//!   (written before the previous edge) and the SRAM load is complete; stage B hands it to the dot core or
//!   the scale register and frees its beats. A group of `gt` tiles takes `gt + 1` cycles from the buffer
//!   (`gt = 1`: 3, the scale register is single); the requantization of a group overlaps the next group.
//! - **Bus errors.** An R beat of the executing instruction's stream with `resp != OKAY` (walker beat
//!   `ferr_at_q < send_q`) stops the walker and the datapath; the beats of the bursts still outstanding are
//!   drained (not written into the buffer), the SRAM reads
//!   already requested are answered, a held SRAM request finishes, the dot core and the requantization are
//!   cleared (`flush_q`) and `error` pulses with `BUS_ERROR`.
//! - **`pf_flush`** (the top's program-start doorbell) discards the walker while no instruction executes
//!   (also in the cycle of a `done`/`error` pulse); it is ignored during an instruction.
//! - **Completion.** `done` pulses the cycle after the last output write is accepted.
//!
//! Performance events: `ev_busy` (MATRIX_BUSY: from acceptance to the pulse; a prefetch is not busy),
//! `ev_macs` (MACS: valid rows x valid columns of each tile, the cycle after it entered the dot core; they
//! sum to `k * n`), `ev_rd_bytes` (MV_RD_BYTES: `W/8` the cycle after each accepted R beat, prefetched, read ahead,
//! streamed or dropped).

use super::{Concat, MvDot8x8};
use crate::isa::field as fld;
use crate::isa::instr::{funct, opcode};
use crate::vpu::bfp16::SdpRam;
use super::mv_requant::MvRequant;
use crate::vpu::{Cat, MulS};
use rust_hdl::prelude::*;
use systole_isa::ErrorCode;

// The field slices of `update` are written for these bit positions (the spec's table; checked against
// `systole_isa::field` at elaboration).
/// `mv.gt` (4 bits at 16), `mv.k` (10 at 20), `mv.n` (12 at 30), `mv.dram` (26 at 42), `mv.act` (20 at 68),
/// `mv.ascale` (20 at 88), `mv.out` (20 at 108).
pub const FIELDS: [(&str, usize, usize); 7] =
    [("gt", 16, 4), ("k", 20, 10), ("n", 30, 12), ("dram", 42, 26), ("act", 68, 20), ("ascale", 88, 20), ("out", 108, 20)];

/// FSM states (`st_q`). IDLE and the prefetch set-up states P* take an instruction (`instr_ready`).
pub const ST_IDLE: u64 = 0;
pub const ST_DIV: u64 = 1;
pub const ST_CHK1: u64 = 2;
pub const ST_CHK2: u64 = 3;
pub const ST_RUN: u64 = 4;
pub const ST_PDIV: u64 = 5;
pub const ST_PCHK1: u64 = 6;
pub const ST_PCHK2: u64 = 7;
/// Most AXI read bursts in flight (issued, last beat not yet taken) while an instruction runs.
pub const MAX_OUTSTANDING: u64 = 4;
/// Most bursts in flight while no instruction runs (the prefetch and the read-ahead between instructions):
/// the other masters of the shared single-ID read port (the DMA's KV-cache reads) then wait behind at most
/// two walker bursts (64 beats), and a DRAM latency of up to about one burst still gives the full rate.
pub const MAX_OUTSTANDING_AHEAD: u64 = 2;
/// Longest burst (beats).
pub const MAX_BURST: u64 = 32;
/// Stream buffer: beats (a power of two), banks (one beat each per cycle: a tile is read in one cycle).
pub const BUF_BEATS: u64 = 4096;
pub const BUF_BANKS: usize = 8;

/// The executor with `W`-bit SRAM words and AXI beats.
#[derive(LogicBlock)]
pub struct MvExec<const W: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the instruction, the prefetch and everything in
    /// flight; reset the AXI slave and the SRAM port with it).
    pub reset: Signal<In, Bit>,
    // ---- queue port (from the dispatcher: `matvec` words only)
    /// 1 bit, input: an instruction is offered.
    pub instr_valid: Signal<In, Bit>,
    /// 1 bit, output: no instruction executes, the executor takes the instruction (registers and `reset`
    /// only; also while a prefetch is set up or streams).
    pub instr_ready: Signal<Out, Bit>,
    /// 128 bits, input: the whole `matvec` instruction word (opcode, funct, wait, signal not looked at).
    pub instr_data: Signal<In, Bits<128>>,
    /// 1 bit, output: one-cycle pulse, the instruction completed (all output writes accepted).
    pub done: Signal<Out, Bit>,
    /// 1 bit, output: one-cycle pulse replacing `done` for a failed instruction.
    pub error: Signal<Out, Bit>,
    /// 8 bits, output: `ErrorCode` of the failed instruction (ZERO_LENGTH, OUT_OF_WINDOW, BUS_ERROR), valid
    /// with `error`.
    pub error_code: Signal<Out, Bits<8>>,
    // ---- prefetch port (from the dispatcher's MATRIX head peek)
    /// 1 bit, input: `pf_data` is the MATRIX queue's head, not started yet (`matrix_peek_valid`); looked at
    /// only while no instruction executes and no prefetch is held.
    pub pf_valid: Signal<In, Bit>,
    /// 128 bits, input: the head instruction (`matrix_peek_data`); prefetched only if it is a `matvec`
    /// (opcode MATMUL, funct MATVEC) whose stream lies in the DRAM window.
    pub pf_data: Signal<In, Bits<128>>,
    /// 1 bit, input: discard the walker (prefetch and read-ahead; outstanding beats dropped); ignored while
    /// an instruction executes. The top drives it with the program-start doorbell.
    pub pf_flush: Signal<In, Bit>,
    /// 1 bit, input: yield the read port: while it is high and no instruction executes, the walker starts
    /// no new burst (the prefetch and the read-ahead wait; bursts already issued complete). The top drives
    /// it with "a DMA instruction executes", so that the DMA's reads, which the attention waits for, queue
    /// behind at most the walker's bursts already in flight.
    pub ar_yield: Signal<In, Bit>,
    // ---- configuration (quasi-static, sampled in CHK2, PCHK2 and by the walker)
    /// 32 bits, input: SRAM size in words (words at or beyond are OUT_OF_WINDOW).
    pub cfg_sram_words: Signal<In, Bits<32>>,
    /// 32 bits, input: `DRAM_BASE_LO`, the bus address of DRAM offset 0.
    pub cfg_ext_base: Signal<In, Bits<32>>,
    /// 32 bits, input: `DRAM_SIZE`: the stream `[D, D + S)` must lie in `[0, DRAM_SIZE)`.
    pub cfg_ext_size: Signal<In, Bits<32>>,
    // ---- AXI4 read master (single ID, INCR, ARSIZE = W/8 bytes)
    /// 1 bit, output: read burst request (a register; held until `axi_ar_ready`).
    pub axi_ar_valid: Signal<Out, Bit>,
    /// 1 bit, input: the burst request is accepted.
    pub axi_ar_ready: Signal<In, Bit>,
    /// 32 bits, output: burst start byte address (beat aligned).
    pub axi_ar_addr: Signal<Out, Bits<32>>,
    /// 8 bits, output: ARLEN = beats - 1 (at most 255; a burst never crosses a 4 KiB boundary).
    pub axi_ar_len: Signal<Out, Bits<8>>,
    /// 1 bit, input: a read beat is offered.
    pub axi_r_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit takes the beat: 1 except in `reset` (every issued burst has room in the
    /// buffer, or is dropped).
    pub axi_r_ready: Signal<Out, Bit>,
    /// W bits, input: read data (8 weights of one tile row, or two weight scales).
    pub axi_r_data: Signal<In, Bits<W>>,
    /// 1 bit, input: last beat of its burst.
    pub axi_r_last: Signal<In, Bit>,
    /// 2 bits, input: RRESP; non-zero fails the executing instruction with BUS_ERROR (discards a prefetch;
    /// ignored on a dropped beat).
    pub axi_r_resp: Signal<In, Bits<2>>,
    // ---- SRAM port (requests held until accepted; responses in order, >= 2 cycles, no ready)
    /// 1 bit, output: a request is offered (a register).
    pub sram_req_valid: Signal<Out, Bit>,
    /// 1 bit, input: the SRAM accepts the request.
    pub sram_req_ready: Signal<In, Bit>,
    /// 32 bits, output: word address.
    pub sram_req_addr: Signal<Out, Bits<32>>,
    /// 1 bit, output: 1 = write `sram_req_wdata`, 0 = read.
    pub sram_req_we: Signal<Out, Bit>,
    /// W bits, output: the word to write (0 on reads).
    pub sram_req_wdata: Signal<Out, Bits<W>>,
    /// 1 bit, input: a read response (in request order).
    pub sram_rsp_valid: Signal<In, Bit>,
    /// W bits, input: the word read.
    pub sram_rsp_data: Signal<In, Bits<W>>,
    // ---- performance events
    /// 1 bit, output: a `matvec` is executing (from acceptance to its `done`/`error` pulse): MATRIX_BUSY.
    pub ev_busy: Signal<Out, Bit>,
    /// 16 bits, output: MACs to add this cycle (MACS): valid rows x valid columns of the tile that entered
    /// the dot core in the previous cycle.
    pub ev_macs: Signal<Out, Bits<16>>,
    /// 8 bits, output: weight-stream bytes read this cycle (MV_RD_BYTES): `W/8` after each accepted R beat
    /// (prefetched and dropped beats included).
    pub ev_rd_bytes: Signal<Out, Bits<8>>,

    dot: MvDot8x8,
    /// The requantization of a block's 8 outputs, two time-shared term pipelines.
    rq: MvRequant<2>,
    /// The 8 outputs' group words `{s, m, e, a_m, acc}` packed for `rq`.
    rq_cat: Concat<74, 592>,
    act_ram: SdpRam<W, 7>,
    as_ram: SdpRam<50, 6>,
    /// The stream buffer: bank `i` holds the beats `b` with `b % 8 = i` at row `(b / 8) % 512`.
    buf: Vec<SdpRam<W, 9>>,
    as_cat: Cat<25, 25, 50>,
    mul_s: MulS<16, 16, 32>,
    mul_m: MulS<8, 8, 16>,
    wcat: Concat<32, W>,
    tcat: Concat<64, 512>,
    xcat: Concat<8, 64>,
    cat_a: Vec<Cat<16, 32, 48>>,
    cat_b: Vec<Cat<5, 48, 53>>,
    cat_c: Vec<Cat<15, 53, 68>>,
    cat_d: Vec<Cat<6, 68, 74>>,
    // ---- control registers
    st_q: DFF<Bits<3>>,
    /// The executing instruction, or in the P* states and while a prefetch is held, the prefetched one.
    instr_q: DFF<Bits<128>>,
    done_q: DFF<Bit>,
    err_q: DFF<Bit>,
    code_q: DFF<Bits<8>>,
    flush_q: DFF<Bit>,
    /// `G` (counted in DIV / PDIV) and the tiles counted so far.
    g_q: DFF<Bits<32>>,
    gacc_q: DFF<Bits<32>>,
    /// Stream beats `S / (W/8)`.
    sbeats_q: DFF<Bits<32>>,
    // ---- prefetch
    /// The walker runs (started by a prefetch or a miss, reading on past each stream; `front_q` is where a
    /// hit must start).
    wk_on_q: DFF<Bit>,
    /// The executing instruction hit the prefetch (its walker and buffer go on).
    hit_q: DFF<Bit>,
    /// The head is not prefetched again (it was out of the window, or a prefetch beat failed) until the
    /// next instruction is accepted or `pf_flush`.
    pf_dead_q: DFF<Bit>,
    /// The walker's front: the DRAM offset of the first beat after the executing (or last completed)
    /// stream, or of a prefetch's first beat. A `matvec` whose `D` equals it hits.
    front_q: DFF<Bits<32>>,
    /// The executing instruction's stream ends before walker beat `send_q` (beats counted since the walker
    /// started, as `wcnt_q` and `pos_q`).
    send_q: DFF<Bits<32>>,
    /// A kept R beat answered an error: the walker stops, later beats are not kept; `ferr_at_q` is its
    /// walker beat index. It fails the executing instruction only if it lies inside its stream.
    ferr_q: DFF<Bit>,
    ferr_at_q: DFF<Bits<32>>,
    // ---- SRAM load
    lr_q: DFF<Bits<32>>,
    lp_q: DFF<Bits<32>>,
    // ---- AR walker and R side
    ar_valid_q: DFF<Bit>,
    ar_addr_q: DFF<Bits<32>>,
    ar_len_q: DFF<Bits<8>>,
    ea_q: DFF<Bits<32>>,
    erem_q: DFF<Bits<32>>,
    /// Bursts issued (from `ar_go`) whose last beat has not been taken.
    os_q: DFF<Bits<3>>,
    /// Beats issued (from `ar_go`) not yet taken, of any stream.
    osb_q: DFF<Bits<16>>,
    /// The next `drop_q` beats belong to a discarded stream (or a failed one): taken and dropped.
    drop_q: DFF<Bits<16>>,
    berr_q: DFF<Bit>,
    /// Beats of the current stream written into the buffer (stream beat index of the next one).
    wcnt_q: DFF<Bits<32>>,
    /// Buffer beats reserved: issued for the current stream and not yet freed by the datapath.
    res_q: DFF<Bits<16>>,
    // ---- cursor (stage A): the next unit of the stream to read
    pos_q: DFF<Bits<32>>,
    ph_q: DFF<Bit>,
    tig_q: DFF<Bits<4>>,
    kb_q: DFF<Bits<8>>,
    krem_q: DFF<Bits<16>>,
    nrs_q: DFF<Bits<16>>,
    lastgrp_q: DFF<Bit>,
    sdone_q: DFF<Bit>,
    // ---- stage B: the unit read last edge (its RAM outputs), until the dot core or scale register takes it
    bv_q: DFF<Bit>,
    bsc_q: DFF<Bit>,
    blast_q: DFF<Bit>,
    /// The unit's first beat in the ring, in units of 4 beats (units start on 4-beat boundaries).
    bpos_q: DFF<Bits<10>>,
    bkb_q: DFF<Bits<7>>,
    bkrem_q: DFF<Bits<16>>,
    bmacs_q: DFF<Bits<16>>,
    scl_q: Vec<DFF<Bits<64>>>,
    sc_full_q: DFF<Bit>,
    // ---- requant feed
    rg_q: DFF<Bits<8>>,
    asv_q: DFF<Bit>,
    // ---- writer
    ybuf_q: Vec<DFF<Bits<32>>>,
    ybuf_valid_q: DFF<Bit>,
    wb_q: DFF<Bits<16>>,
    wj_q: DFF<Bits<16>>,
    waddr_q: DFF<Bits<32>>,
    wbase_q: DFF<Bits<32>>,
    nrw_q: DFF<Bits<16>>,
    rq_valid_q: DFF<Bit>,
    rq_addr_q: DFF<Bits<32>>,
    rq_we_q: DFF<Bit>,
    rq_wdata_q: DFF<Bits<W>>,
    macs_q: DFF<Bits<16>>,
    rdb_q: DFF<Bits<8>>,
    // ---- combinational
    k32: Signal<Local, Bits<32>>,
    n32: Signal<Local, Bits<32>>,
    gt32: Signal<Local, Bits<32>>,
    d32: Signal<Local, Bits<32>>,
    act32: Signal<Local, Bits<32>>,
    asc32: Signal<Local, Bits<32>>,
    out32: Signal<Local, Bits<32>>,
    kb32: Signal<Local, Bits<32>>,
    nb16: Signal<Local, Bits<16>>,
    kb16: Signal<Local, Bits<16>>,
    asw32: Signal<Local, Bits<32>>,
    onw32: Signal<Local, Bits<32>>,
    bbeats: Signal<Local, Bits<16>>,
    ltot: Signal<Local, Bits<32>>,
    dend: Signal<Local, Bits<32>>,
    zero_len: Signal<Local, Bit>,
    dram_oow: Signal<Local, Bit>,
    chk_fail: Signal<Local, Bit>,
    idle_st: Signal<Local, Bit>,
    running: Signal<Local, Bit>,
    loaded: Signal<Local, Bit>,
    ld: Signal<Local, Bit>,
    can_rd: Signal<Local, Bit>,
    can_wr: Signal<Local, Bit>,
    pf_is_mv: Signal<Local, Bit>,
    pf_start: Signal<Local, Bit>,
    accept: Signal<Local, Bit>,
    tag_eq: Signal<Local, Bit>,
    hit: Signal<Local, Bit>,
    kill: Signal<Local, Bit>,
    /// `D` of the offered instruction and of the peeked head.
    din32: Signal<Local, Bits<32>>,
    pfd32: Signal<Local, Bits<32>>,
    /// The idle walker runs on but the head is a `matvec` that does not start at its front.
    pf_miss: Signal<Local, Bit>,
    /// The executing instruction completes this cycle (its last write is accepted).
    fin: Signal<Local, Bit>,
    /// Beats from `D` to the end of the DRAM window (the walker's reach).
    wend: Signal<Local, Bits<32>>,
    to4k: Signal<Local, Bits<32>>,
    blen: Signal<Local, Bits<32>>,
    ar_go: Signal<Local, Bit>,
    r_fire: Signal<Local, Bit>,
    r_drop: Signal<Local, Bit>,
    r_keep: Signal<Local, Bit>,
    r_err: Signal<Local, Bit>,
    pf_err: Signal<Local, Bit>,
    osb_n: Signal<Local, Bits<16>>,
    res_n: Signal<Local, Bits<16>>,
    ulen: Signal<Local, Bits<32>>,
    a_ok: Signal<Local, Bit>,
    b_fire: Signal<Local, Bit>,
    issue: Signal<Local, Bit>,
    rd_pos: Signal<Local, Bits<10>>,
    rd_lo: Signal<Local, Bits<9>>,
    rd_hi: Signal<Local, Bits<9>>,
    row: Vec<Signal<Local, Bits<64>>>,
    t_last: Signal<Local, Bit>,
    k_last: Signal<Local, Bit>,
    vrows: Signal<Local, Bits<8>>,
    vcols: Signal<Local, Bits<8>>,
    feed_v: Signal<Local, Bit>,
    feed: Signal<Local, Bit>,
    rq_in_ready: Signal<Local, Bit>,
    rq_out_valid: Signal<Local, Bit>,
    glast: Signal<Local, Bit>,
    rg_n: Signal<Local, Bits<8>>,
    as25: Signal<Local, Bits<25>>,
    e9: Signal<Local, Bits<9>>,
    s9: Vec<Signal<Local, Bits<9>>>,
    n9: Vec<Signal<Local, Bits<9>>>,
    nn9: Vec<Signal<Local, Bits<9>>>,
    e5: Vec<Signal<Local, Bits<5>>>,
    s6: Vec<Signal<Local, Bits<6>>>,
    ylane: Vec<Signal<Local, Bits<32>>>,
    lane_ok: Vec<Signal<Local, Bit>>,
    wlast: Signal<Local, Bit>,
    nwd: Signal<Local, Bits<16>>,
    // ---- constants
    c_idle: Constant<Bits<3>>,
    c_div: Constant<Bits<3>>,
    c_chk1: Constant<Bits<3>>,
    c_chk2: Constant<Bits<3>>,
    c_run: Constant<Bits<3>>,
    c_pdiv: Constant<Bits<3>>,
    c_pchk1: Constant<Bits<3>>,
    c_pchk2: Constant<Bits<3>>,
    c_op_mm: Constant<Bits<4>>,
    c_fn_mv: Constant<Bits<4>>,
    m_gt: Constant<Bits<32>>,
    m_k: Constant<Bits<32>>,
    m_n: Constant<Bits<32>>,
    m_d: Constant<Bits<32>>,
    c0_32: Constant<Bits<32>>,
    c1_32: Constant<Bits<32>>,
    c7_32: Constant<Bits<32>>,
    c4_32: Constant<Bits<32>>,
    c8_32: Constant<Bits<32>>,
    c_4k: Constant<Bits<32>>,
    c_mask4k: Constant<Bits<32>>,
    c_maxb: Constant<Bits<32>>,
    c_buf: Constant<Bits<16>>,
    c_wbytes: Constant<Bits<8>>,
    c0_8: Constant<Bits<8>>,
    c1_8: Constant<Bits<8>>,
    c8_8: Constant<Bits<8>>,
    c0_16: Constant<Bits<16>>,
    c1_16: Constant<Bits<16>>,
    c4_16: Constant<Bits<16>>,
    c8_16: Constant<Bits<16>>,
    c1_4: Constant<Bits<4>>,
    c0_4: Constant<Bits<4>>,
    c7_16: Constant<Bits<16>>,
    c0_2: Constant<Bits<2>>,
    c1_9: Constant<Bits<9>>,
    c0_10: Constant<Bits<10>>,
    c_maxos: Constant<Bits<3>>,
    c_maxos_ahead: Constant<Bits<3>>,
    c1_os: Constant<Bits<3>>,
    c0_os: Constant<Bits<3>>,
    m_ff9: Constant<Bits<9>>,
    c0_9: Constant<Bits<9>>,
    c31_9: Constant<Bits<9>>,
    c63_9: Constant<Bits<9>>,
    c31_5: Constant<Bits<5>>,
    c0_5: Constant<Bits<5>>,
    c63_6: Constant<Bits<6>>,
    c0_6: Constant<Bits<6>>,
    c0_w: Constant<Bits<W>>,
    c0_byte: Constant<Bits<8>>,
    c0_lane: Constant<Bits<32>>,
    code_zero: Constant<Bits<8>>,
    code_oow: Constant<Bits<8>>,
    code_bus: Constant<Bits<8>>,
    /// `i` as 16 bits, `i = 0..8` (byte / lane / bank indices).
    idx16: Vec<Constant<Bits<16>>>,
}

impl<const W: usize> Default for MvExec<W> {
    fn default() -> Self {
        // The tile assembly (8 beats of 8 weights per tile), the scale register (4 beats of 2 scales) and the
        // writer (2 lanes per word) are written for 64-bit words; W = 128 needs them generalised.
        assert!(W == 64, "MvExec: word width W = {W} must be 64 (W = 128 is not implemented yet)");
        // `update` slices the instruction at fixed positions: they must be systole_isa's
        for (f, (name, lo, width)) in [fld::MV_GT, fld::MV_K, fld::MV_N, fld::MV_DRAM, fld::MV_ACT, fld::MV_ASCALE, fld::MV_OUT].iter().zip(FIELDS) {
            assert!(
                f.lo as usize == lo && f.width as usize == width,
                "MvExec: field {name} is written for bits [{lo}, {}), systole_isa has {} at [{}, {})",
                lo + width,
                f.name,
                f.lo,
                f.lo + f.width
            );
        }
        assert!(
            fld::OPCODE.lo == 0 && fld::OPCODE.width == 4 && fld::FUNCT.lo == 12 && fld::FUNCT.width == 4,
            "MvExec: the prefetch's opcode / funct test is written for opcode [0, 4) and funct [12, 16)"
        );
        // the ring arithmetic (bank = b % 8, row = (b / 8) % 512, units on 4-beat boundaries) is written
        // for these sizes
        assert!(BUF_BEATS == 4096 && BUF_BANKS == 8, "MvExec: the stream buffer is written for 8 banks of 512 beats");
        assert!(MAX_BURST <= BUF_BEATS, "MvExec: a burst must fit the stream buffer");
        assert!(
            (1..=MAX_OUTSTANDING).contains(&MAX_OUTSTANDING_AHEAD) && MAX_OUTSTANDING <= 7,
            "MvExec: MAX_OUTSTANDING_AHEAD = {MAX_OUTSTANDING_AHEAD} must be 1..=MAX_OUTSTANDING = {MAX_OUTSTANDING} (at most 7: os_q has 3 bits)"
        );
        let c32 = |v: u64| -> Constant<Bits<32>> { Constant::new(v.into()) };
        let c8 = |v: u64| -> Constant<Bits<8>> { Constant::new(v.into()) };
        let c16 = |v: u64| -> Constant<Bits<16>> { Constant::new(v.into()) };
        let vd = |n: usize| -> Vec<Signal<Local, Bits<9>>> { (0..n).map(|_| Default::default()).collect() };
        Self {
            clock: Default::default(),
            reset: Default::default(),
            instr_valid: Default::default(),
            instr_ready: Default::default(),
            instr_data: Default::default(),
            done: Default::default(),
            error: Default::default(),
            error_code: Default::default(),
            pf_valid: Default::default(),
            pf_data: Default::default(),
            pf_flush: Default::default(),
            ar_yield: Default::default(),
            cfg_sram_words: Default::default(),
            cfg_ext_base: Default::default(),
            cfg_ext_size: Default::default(),
            axi_ar_valid: Default::default(),
            axi_ar_ready: Default::default(),
            axi_ar_addr: Default::default(),
            axi_ar_len: Default::default(),
            axi_r_valid: Default::default(),
            axi_r_ready: Default::default(),
            axi_r_data: Default::default(),
            axi_r_last: Default::default(),
            axi_r_resp: Default::default(),
            sram_req_valid: Default::default(),
            sram_req_ready: Default::default(),
            sram_req_addr: Default::default(),
            sram_req_we: Default::default(),
            sram_req_wdata: Default::default(),
            sram_rsp_valid: Default::default(),
            sram_rsp_data: Default::default(),
            ev_busy: Default::default(),
            ev_macs: Default::default(),
            ev_rd_bytes: Default::default(),
            dot: Default::default(),
            rq: Default::default(),
            rq_cat: Default::default(),
            act_ram: Default::default(),
            as_ram: Default::default(),
            buf: (0..BUF_BANKS).map(|_| Default::default()).collect(),
            as_cat: Default::default(),
            mul_s: Default::default(),
            mul_m: Default::default(),
            wcat: Default::default(),
            tcat: Default::default(),
            xcat: Default::default(),
            cat_a: (0..8).map(|_| Default::default()).collect(),
            cat_b: (0..8).map(|_| Default::default()).collect(),
            cat_c: (0..8).map(|_| Default::default()).collect(),
            cat_d: (0..8).map(|_| Default::default()).collect(),
            st_q: Default::default(),
            instr_q: Default::default(),
            done_q: Default::default(),
            err_q: Default::default(),
            code_q: Default::default(),
            flush_q: Default::default(),
            g_q: Default::default(),
            gacc_q: Default::default(),
            sbeats_q: Default::default(),
            wk_on_q: Default::default(),
            hit_q: Default::default(),
            pf_dead_q: Default::default(),
            front_q: Default::default(),
            send_q: Default::default(),
            ferr_q: Default::default(),
            ferr_at_q: Default::default(),
            lr_q: Default::default(),
            lp_q: Default::default(),
            ar_valid_q: Default::default(),
            ar_addr_q: Default::default(),
            ar_len_q: Default::default(),
            ea_q: Default::default(),
            erem_q: Default::default(),
            os_q: Default::default(),
            osb_q: Default::default(),
            drop_q: Default::default(),
            berr_q: Default::default(),
            wcnt_q: Default::default(),
            res_q: Default::default(),
            pos_q: Default::default(),
            ph_q: Default::default(),
            tig_q: Default::default(),
            kb_q: Default::default(),
            krem_q: Default::default(),
            nrs_q: Default::default(),
            lastgrp_q: Default::default(),
            sdone_q: Default::default(),
            bv_q: Default::default(),
            bsc_q: Default::default(),
            blast_q: Default::default(),
            bpos_q: Default::default(),
            bkb_q: Default::default(),
            bkrem_q: Default::default(),
            bmacs_q: Default::default(),
            scl_q: (0..4).map(|_| Default::default()).collect(),
            sc_full_q: Default::default(),
            rg_q: Default::default(),
            asv_q: Default::default(),
            ybuf_q: (0..8).map(|_| Default::default()).collect(),
            ybuf_valid_q: Default::default(),
            wb_q: Default::default(),
            wj_q: Default::default(),
            waddr_q: Default::default(),
            wbase_q: Default::default(),
            nrw_q: Default::default(),
            rq_valid_q: Default::default(),
            rq_addr_q: Default::default(),
            rq_we_q: Default::default(),
            rq_wdata_q: Default::default(),
            macs_q: Default::default(),
            rdb_q: Default::default(),
            k32: Default::default(),
            n32: Default::default(),
            gt32: Default::default(),
            d32: Default::default(),
            act32: Default::default(),
            asc32: Default::default(),
            out32: Default::default(),
            kb32: Default::default(),
            nb16: Default::default(),
            kb16: Default::default(),
            asw32: Default::default(),
            onw32: Default::default(),
            bbeats: Default::default(),
            ltot: Default::default(),
            dend: Default::default(),
            zero_len: Default::default(),
            dram_oow: Default::default(),
            chk_fail: Default::default(),
            idle_st: Default::default(),
            running: Default::default(),
            loaded: Default::default(),
            ld: Default::default(),
            can_rd: Default::default(),
            can_wr: Default::default(),
            pf_is_mv: Default::default(),
            pf_start: Default::default(),
            accept: Default::default(),
            tag_eq: Default::default(),
            hit: Default::default(),
            kill: Default::default(),
            din32: Default::default(),
            pfd32: Default::default(),
            pf_miss: Default::default(),
            fin: Default::default(),
            wend: Default::default(),
            to4k: Default::default(),
            blen: Default::default(),
            ar_go: Default::default(),
            r_fire: Default::default(),
            r_drop: Default::default(),
            r_keep: Default::default(),
            r_err: Default::default(),
            pf_err: Default::default(),
            osb_n: Default::default(),
            res_n: Default::default(),
            ulen: Default::default(),
            a_ok: Default::default(),
            b_fire: Default::default(),
            issue: Default::default(),
            rd_pos: Default::default(),
            rd_lo: Default::default(),
            rd_hi: Default::default(),
            row: (0..8).map(|_| Default::default()).collect(),
            t_last: Default::default(),
            k_last: Default::default(),
            vrows: Default::default(),
            vcols: Default::default(),
            feed_v: Default::default(),
            feed: Default::default(),
            rq_in_ready: Default::default(),
            rq_out_valid: Default::default(),
            glast: Default::default(),
            rg_n: Default::default(),
            as25: Default::default(),
            e9: Default::default(),
            s9: vd(8),
            n9: vd(8),
            nn9: vd(8),
            e5: (0..8).map(|_| Default::default()).collect(),
            s6: (0..8).map(|_| Default::default()).collect(),
            ylane: (0..2).map(|_| Default::default()).collect(),
            lane_ok: (0..2).map(|_| Default::default()).collect(),
            wlast: Default::default(),
            nwd: Default::default(),
            c_idle: Constant::new(ST_IDLE.into()),
            c_div: Constant::new(ST_DIV.into()),
            c_chk1: Constant::new(ST_CHK1.into()),
            c_chk2: Constant::new(ST_CHK2.into()),
            c_run: Constant::new(ST_RUN.into()),
            c_pdiv: Constant::new(ST_PDIV.into()),
            c_pchk1: Constant::new(ST_PCHK1.into()),
            c_pchk2: Constant::new(ST_PCHK2.into()),
            c_op_mm: Constant::new((opcode::MATMUL as u64).into()),
            c_fn_mv: Constant::new((funct::matmul::MATVEC as u64).into()),
            m_gt: c32(0xf),
            m_k: c32(0x3ff),
            m_n: c32(0xfff),
            m_d: c32(0xffff_ffc0),
            c0_32: c32(0),
            c1_32: c32(1),
            c7_32: c32(7),
            c4_32: c32(4),
            c8_32: c32(8),
            c_4k: c32(4096),
            c_mask4k: c32(0xfff),
            c_maxb: c32(MAX_BURST),
            c_buf: c16(BUF_BEATS),
            c_wbytes: c8((W / 8) as u64),
            c0_8: c8(0),
            c1_8: c8(1),
            c8_8: c8(8),
            c0_16: c16(0),
            c1_16: c16(1),
            c4_16: c16(4),
            c8_16: c16(8),
            c1_4: Constant::new(1u64.into()),
            c0_4: Constant::new(0u64.into()),
            c7_16: c16(7),
            c0_2: Constant::new(0u64.into()),
            c1_9: Constant::new(1u64.into()),
            c0_10: Constant::new(0u64.into()),
            c_maxos: Constant::new(MAX_OUTSTANDING.into()),
            c_maxos_ahead: Constant::new(MAX_OUTSTANDING_AHEAD.into()),
            c1_os: Constant::new(1u64.into()),
            c0_os: Constant::new(0u64.into()),
            m_ff9: Constant::new(0xffu64.into()),
            c0_9: Constant::new(0u64.into()),
            c31_9: Constant::new(31u64.into()),
            c63_9: Constant::new(63u64.into()),
            c31_5: Constant::new(31u64.into()),
            c0_5: Constant::new(0u64.into()),
            c63_6: Constant::new(63u64.into()),
            c0_6: Constant::new(0u64.into()),
            c0_w: Constant::new(0u64.into()),
            c0_byte: c8(0),
            c0_lane: c32(0),
            code_zero: c8(ErrorCode::ZeroLength as u64),
            code_oow: c8(ErrorCode::OutOfWindow as u64),
            code_bus: c8(ErrorCode::BusError as u64),
            idx16: (0..8).map(|i| c16(i as u64)).collect(),
        }
    }
}

impl<const W: usize> Logic for MvExec<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st_q, instr_q, done_q, err_q, code_q, flush_q, g_q, gacc_q, sbeats_q, wk_on_q, hit_q,
            pf_dead_q, front_q, send_q, ferr_q, ferr_at_q, lr_q, lp_q, ar_valid_q, ar_addr_q, ar_len_q, ea_q, erem_q, os_q, osb_q, drop_q, berr_q,
            wcnt_q, res_q, pos_q, ph_q, tig_q, kb_q, krem_q, nrs_q, lastgrp_q, sdone_q, bv_q, bsc_q, blast_q,
            bpos_q, bkb_q, bkrem_q, bmacs_q, sc_full_q, rg_q, asv_q, ybuf_valid_q, wb_q, wj_q, waddr_q, wbase_q,
            nrw_q, rq_valid_q, rq_addr_q, rq_we_q, rq_wdata_q, macs_q, rdb_q
        );
        for p in 0..4 {
            self.scl_q[p].clock.next = self.clock.val();
            self.scl_q[p].d.next = self.scl_q[p].q.val();
        }
        for c in 0..8 {
            self.ybuf_q[c].clock.next = self.clock.val();
            self.ybuf_q[c].d.next = self.ybuf_q[c].q.val();
        }
        self.dot.clock.next = self.clock.val();
        self.dot.reset.next = self.reset.val() | self.flush_q.q.val();
        self.rq.clock.next = self.clock.val();
        self.rq.reset.next = self.reset.val() | self.flush_q.q.val();
        self.act_ram.clock.next = self.clock.val();
        self.as_ram.clock.next = self.clock.val();
        for i in 0..8 {
            self.buf[i].clock.next = self.clock.val();
        }
        // ---- instruction fields (windows of instr_q, masked or shifted down to their width)
        self.gt32.next = self.instr_q.q.val().get_bits::<32>(16) & self.m_gt.val();
        self.k32.next = self.instr_q.q.val().get_bits::<32>(20) & self.m_k.val();
        self.n32.next = self.instr_q.q.val().get_bits::<32>(30) & self.m_n.val();
        // D = dram * 64: the window [36, 68) with its low 6 bits cleared
        self.d32.next = self.instr_q.q.val().get_bits::<32>(36) & self.m_d.val();
        self.act32.next = self.instr_q.q.val().get_bits::<32>(56) >> 12;
        self.asc32.next = self.instr_q.q.val().get_bits::<32>(76) >> 12;
        self.out32.next = self.instr_q.q.val().get_bits::<32>(96) >> 12;
        // derived sizes: KB, NB, ascale words ceil(G/2), output words ceil(n/2), block beats KB*8 + G*4
        self.kb32.next = (self.k32.val() + self.c7_32.val()) >> 3;
        self.nb16.next = (self.n32.val().get_bits::<16>(0) + self.c7_16.val()) >> 3;
        self.kb16.next = (self.k32.val().get_bits::<16>(0) + self.c7_16.val()) >> 3;
        self.asw32.next = (self.g_q.q.val() + self.c1_32.val()) >> 1;
        self.onw32.next = (self.n32.val() + self.c1_32.val()) >> 1;
        self.bbeats.next = (self.kb16.val() << 3) + (self.g_q.q.val().get_bits::<16>(0) << 2);
        self.ltot.next = self.kb32.val() + self.asw32.val();
        self.mul_s.a.next = self.nb16.val();
        self.mul_s.b.next = self.bbeats.val();
        self.dend.next = self.d32.val() + (self.sbeats_q.q.val() << 3);
        self.wend.next = (self.cfg_ext_size.val() - self.d32.val()) >> 3;
        // the checks (CHK2; PCHK2 uses the first and the last)
        self.zero_len.next = (self.k32.val() == self.c0_32.val())
            | (self.n32.val() == self.c0_32.val())
            | (self.gt32.val() == self.c0_32.val());
        self.dram_oow.next = (self.dend.val() < self.d32.val()) | (self.dend.val() > self.cfg_ext_size.val());
        self.chk_fail.next = self.zero_len.val()
            | ((self.act32.val() + self.kb32.val()) > self.cfg_sram_words.val())
            | ((self.asc32.val() + self.asw32.val()) > self.cfg_sram_words.val())
            | ((self.out32.val() + self.onw32.val()) > self.cfg_sram_words.val())
            | self.dram_oow.val();
        // ---- states, queue port and events
        self.idle_st.next = (self.st_q.q.val() == self.c_idle.val())
            | (self.st_q.q.val() == self.c_pdiv.val())
            | (self.st_q.q.val() == self.c_pchk1.val())
            | (self.st_q.q.val() == self.c_pchk2.val());
        self.running.next = self.st_q.q.val() == self.c_run.val();
        self.loaded.next = self.lp_q.q.val() == self.ltot.val();
        self.instr_ready.next = !self.reset.val() & self.idle_st.val();
        self.done.next = self.done_q.q.val();
        self.error.next = self.err_q.q.val();
        self.error_code.next = self.code_q.q.val();
        self.ev_busy.next = !self.idle_st.val();
        self.ev_macs.next = self.macs_q.q.val();
        self.ev_rd_bytes.next = self.rdb_q.q.val();
        self.sram_req_valid.next = self.rq_valid_q.q.val();
        self.sram_req_addr.next = self.rq_addr_q.q.val();
        self.sram_req_we.next = self.rq_we_q.q.val();
        self.sram_req_wdata.next = self.rq_wdata_q.q.val();
        self.axi_ar_valid.next = self.ar_valid_q.q.val();
        self.axi_ar_addr.next = self.ar_addr_q.q.val();
        self.axi_ar_len.next = self.ar_len_q.q.val();
        self.done_q.d.next = false;
        self.err_q.d.next = false;
        self.flush_q.d.next = false;
        // ---- R side: every beat is taken; a beat of a discarded stream is dropped, the others are written
        // into the buffer at the current stream's next beat
        self.axi_r_ready.next = !self.reset.val();
        self.r_fire.next = self.axi_r_valid.val() & !self.reset.val();
        self.r_drop.next = self.r_fire.val() & (self.drop_q.q.val() != self.c0_16.val());
        self.r_keep.next = self.r_fire.val()
            & (self.drop_q.q.val() == self.c0_16.val())
            & self.wk_on_q.q.val()
            & !self.ferr_q.q.val();
        self.r_err.next = self.r_keep.val() & (self.axi_r_resp.val() != self.c0_2.val());
        // an idle unit's walker failed: a beat now, or one that failed while the last instruction finished
        self.pf_err.next = self.idle_st.val() & (self.r_err.val() | self.ferr_q.q.val());
        for i in 0..8 {
            self.buf[i].we.next = self.r_keep.val() & (self.wcnt_q.q.val().get_bits::<3>(0) == self.idx16[i].val().get_bits::<3>(0));
            self.buf[i].waddr.next = self.wcnt_q.q.val().get_bits::<9>(3);
            self.buf[i].wdata.next = self.axi_r_data.val();
        }
        if self.r_keep.val() & !self.r_err.val() {
            self.wcnt_q.d.next = self.wcnt_q.q.val() + self.c1_32.val();
        }
        self.rdb_q.d.next = self.c0_8.val();
        if self.r_fire.val() {
            self.rdb_q.d.next = self.c_wbytes.val();
        }
        // ---- prefetch start, acceptance (hit or miss), discards
        self.pf_is_mv.next = (self.pf_data.val().get_bits::<4>(0) == self.c_op_mm.val())
            & (self.pf_data.val().get_bits::<4>(12) == self.c_fn_mv.val());
        self.pf_start.next = (self.st_q.q.val() == self.c_idle.val())
            & !self.wk_on_q.q.val()
            & !self.pf_dead_q.q.val()
            & self.pf_valid.val()
            & self.pf_is_mv.val()
            & !self.instr_valid.val()
            & !self.pf_flush.val()
            & !self.reset.val();
        self.accept.next = self.idle_st.val() & self.instr_valid.val() & !self.reset.val();
        self.din32.next = self.instr_data.val().get_bits::<32>(36) & self.m_d.val();
        self.pfd32.next = self.pf_data.val().get_bits::<32>(36) & self.m_d.val();
        self.tag_eq.next = self.din32.val() == self.front_q.q.val();
        self.pf_miss.next = (self.st_q.q.val() == self.c_idle.val())
            & self.wk_on_q.q.val()
            & self.pf_valid.val()
            & self.pf_is_mv.val()
            & (self.pfd32.val() != self.front_q.q.val())
            & !self.instr_valid.val()
            & !self.reset.val();
        self.fin.next = self.running.val()
            & !self.berr_q.q.val()
            & (self.wb_q.q.val() == self.nb16.val())
            & (!self.rq_valid_q.q.val() | self.sram_req_ready.val());
        self.hit.next = self.accept.val()
            & (self.st_q.q.val() == self.c_idle.val())
            & self.wk_on_q.q.val()
            & self.tag_eq.val()
            & !self.pf_err.val()
            & !self.pf_flush.val();
        self.kill.next = (self.idle_st.val() & self.pf_flush.val())
            | self.pf_err.val()
            | (self.accept.val() & !self.hit.val())
            | ((self.st_q.q.val() == self.c_chk2.val()) & self.chk_fail.val())
            | self.pf_miss.val();
        // ---- AR walker: bursts of min(remaining, 256, beats to the 4 KiB boundary), each only when the
        // buffer has room for all its beats; it runs while idle (the prefetch) and in RUN
        self.to4k.next = (self.c_4k.val() - (self.ea_q.q.val() & self.c_mask4k.val())) >> 3;
        self.blen.next = self.erem_q.q.val();
        if self.c_maxb.val() < self.blen.val() {
            self.blen.next = self.c_maxb.val();
        }
        if self.to4k.val() < self.blen.val() {
            self.blen.next = self.to4k.val();
        }
        self.ar_go.next = self.wk_on_q.q.val()
            & !self.kill.val()
            & !self.ferr_q.q.val()
            & ((self.st_q.q.val() == self.c_idle.val()) | self.running.val())
            & (self.erem_q.q.val() != self.c0_32.val())
            & (!self.ar_valid_q.q.val() | self.axi_ar_ready.val())
            & (self.os_q.q.val() < self.c_maxos.val())
            & (self.running.val() | (!self.ar_yield.val() & (self.os_q.q.val() < self.c_maxos_ahead.val())))
            & ((self.res_q.q.val() + self.blen.val().get_bits::<16>(0)) <= self.c_buf.val());
        if self.ar_go.val() {
            self.ar_valid_q.d.next = true;
            self.ar_addr_q.d.next = self.ea_q.q.val();
            self.ar_len_q.d.next = self.blen.val().get_bits::<8>(0) - self.c1_8.val();
            self.ea_q.d.next = self.ea_q.q.val() + (self.blen.val() << 3);
            self.erem_q.d.next = self.erem_q.q.val() - self.blen.val();
        } else if self.axi_ar_ready.val() {
            self.ar_valid_q.d.next = false;
        }
        if self.ar_go.val() & !(self.r_fire.val() & self.axi_r_last.val()) {
            self.os_q.d.next = self.os_q.q.val() + self.c1_os.val();
        }
        if !self.ar_go.val() & self.r_fire.val() & self.axi_r_last.val() {
            self.os_q.d.next = self.os_q.q.val() - self.c1_os.val();
        }
        // beats outstanding after this edge (any stream): what a discard has to drop
        self.osb_n.next = self.osb_q.q.val();
        if self.ar_go.val() {
            self.osb_n.next = self.osb_q.q.val() + self.blen.val().get_bits::<16>(0);
        }
        if self.r_fire.val() {
            self.osb_n.next = self.osb_n.val() - self.c1_16.val();
        }
        self.osb_q.d.next = self.osb_n.val();
        if self.r_drop.val() {
            self.drop_q.d.next = self.drop_q.q.val() - self.c1_16.val();
        }
        // ---- cursor (stage A): the next unit (a tile of 8 beats, or a group's 4 scale beats) once it is in
        // the buffer and stage B is free; its metadata moves to stage B with the read
        self.ulen.next = self.c8_32.val();
        if self.ph_q.q.val() {
            self.ulen.next = self.c4_32.val();
        }
        self.a_ok.next = self.running.val()
            & self.loaded.val()
            & !self.berr_q.q.val()
            & !self.sdone_q.q.val()
            & ((self.pos_q.q.val() + self.ulen.val()) <= self.wcnt_q.q.val());
        self.b_fire.next = self.running.val()
            & !self.berr_q.q.val()
            & self.bv_q.q.val()
            & ((self.bsc_q.q.val() & !self.sc_full_q.q.val()) | (!self.bsc_q.q.val() & self.dot.in_ready.val()));
        self.issue.next = self.a_ok.val() & (!self.bv_q.q.val() | self.b_fire.val());
        self.t_last.next = ((self.tig_q.q.val() + self.c1_4.val()) == self.gt32.val().get_bits::<4>(0))
            | (self.krem_q.q.val() <= self.c8_16.val());
        self.k_last.next = self.krem_q.q.val() <= self.c8_16.val();
        // MACs of the tile: min(8, k - 8kb) x min(8, n - 8b)
        self.vrows.next = self.c8_8.val();
        if self.krem_q.q.val() < self.c8_16.val() {
            self.vrows.next = self.krem_q.q.val().get_bits::<8>(0);
        }
        self.vcols.next = self.c8_8.val();
        if self.nrs_q.q.val() < self.c8_16.val() {
            self.vcols.next = self.nrs_q.q.val().get_bits::<8>(0);
        }
        self.mul_m.a.next = self.vrows.val();
        self.mul_m.b.next = self.vcols.val();
        if self.issue.val() {
            self.bv_q.d.next = true;
            self.bsc_q.d.next = self.ph_q.q.val();
            self.blast_q.d.next = self.t_last.val();
            self.bpos_q.d.next = self.pos_q.q.val().get_bits::<10>(2);
            self.bkb_q.d.next = self.kb_q.q.val().get_bits::<7>(0);
            self.bkrem_q.d.next = self.krem_q.q.val();
            self.bmacs_q.d.next = self.mul_m.p.val();
            self.pos_q.d.next = self.pos_q.q.val() + self.ulen.val();
            if self.ph_q.q.val() {
                self.ph_q.d.next = false;
                if self.lastgrp_q.q.val() {
                    // the block's last group: the next block starts at tile 0
                    self.lastgrp_q.d.next = false;
                    self.kb_q.d.next = self.c0_8.val();
                    self.krem_q.d.next = self.k32.val().get_bits::<16>(0);
                    self.nrs_q.d.next = self.nrs_q.q.val() - self.c8_16.val();
                    if self.nrs_q.q.val() <= self.c8_16.val() {
                        self.sdone_q.d.next = true;
                    }
                }
            } else {
                self.kb_q.d.next = self.kb_q.q.val() + self.c1_8.val();
                self.krem_q.d.next = self.krem_q.q.val() - self.c8_16.val();
                self.tig_q.d.next = self.tig_q.q.val() + self.c1_4.val();
                if self.t_last.val() {
                    self.tig_q.d.next = self.c0_4.val();
                    self.ph_q.d.next = true;
                    self.lastgrp_q.d.next = self.k_last.val();
                }
            }
        } else if self.b_fire.val() {
            self.bv_q.d.next = false;
        }
        // buffer reads: the unit being issued, else stage B's again (its outputs stay valid while it waits);
        // a unit starting at beat 4 of a row takes banks 4..7 of that row and banks 0..3 of the next
        self.rd_pos.next = self.bpos_q.q.val();
        if self.issue.val() {
            self.rd_pos.next = self.pos_q.q.val().get_bits::<10>(2);
        }
        self.rd_lo.next = self.rd_pos.val().get_bits::<9>(1);
        self.rd_hi.next = self.rd_lo.val();
        if self.rd_pos.val().get_bit(0) {
            self.rd_hi.next = self.rd_lo.val() + self.c1_9.val();
        }
        for i in 0..4 {
            self.buf[i].raddr.next = self.rd_hi.val();
        }
        for i in 4..8 {
            self.buf[i].raddr.next = self.rd_lo.val();
        }
        self.act_ram.raddr.next = self.bkb_q.q.val();
        if self.issue.val() {
            self.act_ram.raddr.next = self.kb_q.q.val().get_bits::<7>(0);
        }
        // stage B: beat j of the unit (rotated by 4 banks when it starts at beat 4 of a row)
        for j in 0..4 {
            self.row[j].next = self.buf[j].rdata.val().get_bits::<64>(0);
            self.row[j + 4].next = self.buf[j + 4].rdata.val().get_bits::<64>(0);
            if self.bpos_q.q.val().get_bit(0) {
                self.row[j].next = self.buf[j + 4].rdata.val().get_bits::<64>(0);
                self.row[j + 4].next = self.buf[j].rdata.val().get_bits::<64>(0);
            }
        }
        // the tile: row r = input 8kb + r's 8 weights; activations of inputs >= k read as 0
        for r in 0..8 {
            self.tcat.inp[r].next = self.row[r].val();
        }
        for i in 0..8 {
            self.xcat.inp[i].next = self.act_ram.rdata.val().get_bits::<8>(8 * i);
            if self.idx16[i].val() >= self.bkrem_q.q.val() {
                self.xcat.inp[i].next = self.c0_byte.val();
            }
        }
        self.dot.in_valid.next = self.running.val() & !self.berr_q.q.val() & self.bv_q.q.val() & !self.bsc_q.q.val();
        self.dot.in_w.next = self.tcat.out.val();
        self.dot.in_x.next = self.xcat.out.val();
        self.dot.in_last.next = self.blast_q.q.val();
        self.macs_q.d.next = self.c0_16.val();
        if self.b_fire.val() {
            if self.bsc_q.q.val() {
                // scale beat p: outputs 2p and 2p+1
                for p in 0..4 {
                    self.scl_q[p].d.next = self.row[p].val();
                }
                self.sc_full_q.d.next = true;
            } else {
                // the tile entered the dot core
                self.macs_q.d.next = self.bmacs_q.q.val();
            }
        }
        // buffer beats reserved: + a burst issued, - a unit taken from stage B
        self.res_n.next = self.res_q.q.val();
        if self.ar_go.val() {
            self.res_n.next = self.res_q.q.val() + self.blen.val().get_bits::<16>(0);
        }
        if self.b_fire.val() {
            if self.bsc_q.q.val() {
                self.res_n.next = self.res_n.val() - self.c4_16.val();
            } else {
                self.res_n.next = self.res_n.val() - self.c8_16.val();
            }
        }
        self.res_q.d.next = self.res_n.val();
        // ---- SRAM load responses: act words, then ascale words
        self.act_ram.we.next = self.sram_rsp_valid.val() & (self.lp_q.q.val() < self.kb32.val());
        self.act_ram.waddr.next = self.lp_q.q.val().get_bits::<7>(0);
        self.act_ram.wdata.next = self.sram_rsp_data.val();
        self.as_ram.we.next = self.sram_rsp_valid.val() & (self.lp_q.q.val() >= self.kb32.val());
        // ascale word lp - KB (< 64, so 6 bits of each suffice)
        self.as_ram.waddr.next = self.lp_q.q.val().get_bits::<6>(0) - self.kb32.val().get_bits::<6>(0);
        // the ascale RAM keeps bits 24:0 of each u32 (bits 31:25 are ignored; 24 is masked at the read)
        self.as_cat.hi.next = self.sram_rsp_data.val().get_bits::<25>(32);
        self.as_cat.lo.next = self.sram_rsp_data.val().get_bits::<25>(0);
        self.as_ram.wdata.next = self.as_cat.y.val();
        if self.sram_rsp_valid.val() {
            self.lp_q.d.next = self.lp_q.q.val() + self.c1_32.val();
        }
        // ---- requant feed: the group's 8 sums, its 8 weight scales and its activation scale
        // ascale g (bits 24.. are ignored): the low or high half of word g / 2; the RAM address follows
        // the feed (rg_n), so its output is group rg_q's word in every cycle after the load
        self.as25.next = self.as_ram.rdata.val().get_bits::<25>(0);
        if self.rg_q.q.val().get_bit(0) {
            self.as25.next = self.as_ram.rdata.val().get_bits::<25>(25);
        }
        self.e9.next = self.as25.val().get_bits::<9>(16) & self.m_ff9.val();
        self.glast.next = (self.rg_q.q.val() + self.c1_8.val()) == self.g_q.q.val().get_bits::<8>(0);
        self.feed_v.next = self.running.val()
            & !self.berr_q.q.val()
            & self.dot.out_valid.val()
            & self.sc_full_q.q.val()
            & self.asv_q.q.val();
        self.rq_in_ready.next = self.rq.in_ready.val();
        self.rq_out_valid.next = self.rq.out_valid.val();
        self.rq.in_data.next = self.rq_cat.out.val();
        self.rq.in_valid.next = self.feed_v.val();
        self.rq.in_last.next = self.glast.val();
        self.rq.out_ready.next = !self.ybuf_valid_q.q.val();
        self.feed.next = self.feed_v.val() & self.rq_in_ready.val();
        self.dot.out_ready.next = self.feed.val();
        for p in 0..4 {
            for h in 0..2 {
                // output c = 2p + h: scale u32 at bits [32h, 32h + 32) of scl_q[p]
                self.s9[2 * p + h].next = self.scl_q[p].q.val().get_bits::<9>(32 * h + 16) & self.m_ff9.val();
                self.cat_c[2 * p + h].hi.next = self.scl_q[p].q.val().get_bits::<15>(32 * h);
            }
        }
        for c in 0..8 {
            // the shift n = s - e as VpuRequant's e' (5 bits) and s' (6 bits), as eng_requant
            self.n9[c].next = self.s9[c].val() - self.e9.val();
            self.nn9[c].next = self.c0_9.val() - self.n9[c].val();
            self.e5[c].next = self.c0_5.val();
            self.s6[c].next = self.c0_6.val();
            if self.n9[c].val().get_bit(8) {
                if self.nn9[c].val() > self.c31_9.val() {
                    self.e5[c].next = self.c31_5.val();
                } else {
                    self.e5[c].next = self.nn9[c].val().get_bits::<5>(0);
                }
            } else if self.n9[c].val() > self.c63_9.val() {
                self.s6[c].next = self.c63_6.val();
            } else {
                self.s6[c].next = self.n9[c].val().get_bits::<6>(0);
            }
            self.cat_a[c].hi.next = self.as25.val().get_bits::<16>(0);
            self.cat_a[c].lo.next = self.dot.out_data.val().get_bits::<32>(32 * c);
            self.cat_b[c].hi.next = self.e5[c].val();
            self.cat_b[c].lo.next = self.cat_a[c].y.val();
            self.cat_c[c].lo.next = self.cat_b[c].y.val();
            self.cat_d[c].hi.next = self.s6[c].val();
            self.cat_d[c].lo.next = self.cat_c[c].y.val();
            self.rq_cat.inp[c].next = self.cat_d[c].y.val();
        }
        self.rg_n.next = self.rg_q.q.val();
        if self.feed.val() {
            self.sc_full_q.d.next = false;
            self.rg_n.next = self.rg_q.q.val() + self.c1_8.val();
            if self.glast.val() {
                self.rg_n.next = self.c0_8.val();
            }
        }
        self.rg_q.d.next = self.rg_n.val();
        self.as_ram.raddr.next = self.rg_n.val().get_bits::<6>(1);
        self.asv_q.d.next = self.running.val() & self.loaded.val();
        // ---- the block's outputs
        if !self.ybuf_valid_q.q.val() & self.rq_out_valid.val() {
            self.ybuf_valid_q.d.next = true;
            for c in 0..8 {
                self.ybuf_q[c].d.next = self.rq.out_data.val().get_bits::<32>(32 * c);
            }
        }
        // ---- writer: word wj of block wb = {y[2wj+1], y[2wj]}, lanes of outputs >= n written as 0
        self.nwd.next = self.c4_16.val();
        if self.nrw_q.q.val() < self.c8_16.val() {
            self.nwd.next = (self.nrw_q.q.val() + self.c1_16.val()) >> 1;
        }
        self.wlast.next = (self.wj_q.q.val() + self.c1_16.val()) == self.nwd.val();
        for l in 0..2 {
            self.ylane[l].next = self.c0_lane.val();
            self.lane_ok[l].next = false;
        }
        for j in 0..4 {
            if self.wj_q.q.val() == self.idx16[j].val() {
                for l in 0..2 {
                    self.ylane[l].next = self.ybuf_q[2 * j + l].q.val();
                    self.lane_ok[l].next = self.idx16[2 * j + l].val() < self.nrw_q.q.val();
                }
            }
        }
        for l in 0..2 {
            self.wcat.inp[l].next = self.c0_lane.val();
            if self.lane_ok[l].val() {
                self.wcat.inp[l].next = self.ylane[l].val();
            }
        }
        // ---- SRAM request register: load reads, then output writes
        self.ld.next = !self.rq_valid_q.q.val() | self.sram_req_ready.val();
        self.can_rd.next = self.running.val() & !self.berr_q.q.val() & (self.lr_q.q.val() < self.ltot.val());
        self.can_wr.next = self.running.val() & !self.berr_q.q.val() & self.ybuf_valid_q.q.val();
        if self.ld.val() {
            self.rq_valid_q.d.next = false;
            if self.can_rd.val() {
                self.rq_valid_q.d.next = true;
                self.rq_we_q.d.next = false;
                self.rq_wdata_q.d.next = self.c0_w.val();
                if self.lr_q.q.val() < self.kb32.val() {
                    self.rq_addr_q.d.next = self.act32.val() + self.lr_q.q.val();
                } else {
                    self.rq_addr_q.d.next = self.asc32.val() + (self.lr_q.q.val() - self.kb32.val());
                }
                self.lr_q.d.next = self.lr_q.q.val() + self.c1_32.val();
            } else if self.can_wr.val() {
                self.rq_valid_q.d.next = true;
                self.rq_we_q.d.next = true;
                self.rq_addr_q.d.next = self.waddr_q.q.val();
                self.rq_wdata_q.d.next = self.wcat.out.val();
                if self.wlast.val() {
                    self.ybuf_valid_q.d.next = false;
                    self.wj_q.d.next = self.c0_16.val();
                    self.wb_q.d.next = self.wb_q.q.val() + self.c1_16.val();
                    self.nrw_q.d.next = self.nrw_q.q.val() - self.c8_16.val();
                    self.wbase_q.d.next = self.wbase_q.q.val() + self.c4_32.val();
                    self.waddr_q.d.next = self.wbase_q.q.val() + self.c4_32.val();
                } else {
                    self.wj_q.d.next = self.wj_q.q.val() + self.c1_16.val();
                    self.waddr_q.d.next = self.waddr_q.q.val() + self.c1_32.val();
                }
            }
        }
        // ---- FSM, prefetch set-up: G and S of the head (instr_q), then the DRAM window
        if self.pf_start.val() {
            self.instr_q.d.next = self.pf_data.val();
            self.g_q.d.next = self.c0_32.val();
            self.gacc_q.d.next = self.c0_32.val();
            self.st_q.d.next = self.c_pdiv.val();
        }
        if self.st_q.q.val() == self.c_pdiv.val() {
            if (self.gacc_q.q.val() < self.kb32.val()) & (self.gt32.val() != self.c0_32.val()) {
                self.gacc_q.d.next = self.gacc_q.q.val() + self.gt32.val();
                self.g_q.d.next = self.g_q.q.val() + self.c1_32.val();
            } else {
                self.st_q.d.next = self.c_pchk1.val();
            }
        }
        if self.st_q.q.val() == self.c_pchk1.val() {
            self.sbeats_q.d.next = self.mul_s.p.val();
            self.st_q.d.next = self.c_pchk2.val();
        }
        if self.st_q.q.val() == self.c_pchk2.val() {
            self.st_q.d.next = self.c_idle.val();
            if self.zero_len.val() | self.dram_oow.val() {
                // not prefetched (the instruction reports the error when it executes)
                self.pf_dead_q.d.next = true;
            } else {
                self.wk_on_q.d.next = true;
                self.ea_q.d.next = self.cfg_ext_base.val() + self.d32.val();
                self.erem_q.d.next = self.wend.val();
                self.wcnt_q.d.next = self.c0_32.val();
                self.res_q.d.next = self.c0_16.val();
                self.pos_q.d.next = self.c0_32.val();
                self.front_q.d.next = self.d32.val();
                self.ferr_q.d.next = false;
            }
        }
        if self.idle_st.val() & self.pf_flush.val() {
            // a prefetch being set up is abandoned; a held one is discarded below (kill)
            self.st_q.d.next = self.c_idle.val();
            self.pf_dead_q.d.next = false;
        }
        if self.pf_err.val() {
            self.pf_dead_q.d.next = true;
        }
        // ---- FSM: acceptance (also during a prefetch; a hit keeps the walker and the buffer)
        if self.accept.val() {
            self.instr_q.d.next = self.instr_data.val();
            self.g_q.d.next = self.c0_32.val();
            self.gacc_q.d.next = self.c0_32.val();
            self.hit_q.d.next = self.hit.val();
            self.berr_q.d.next = false;
            self.pf_dead_q.d.next = false;
            self.st_q.d.next = self.c_div.val();
        }
        if self.st_q.q.val() == self.c_div.val() {
            // G = ceil(KB / gt): add gt until KB is covered (gt = 0 falls through to ZERO_LENGTH)
            if (self.gacc_q.q.val() < self.kb32.val()) & (self.gt32.val() != self.c0_32.val()) {
                self.gacc_q.d.next = self.gacc_q.q.val() + self.gt32.val();
                self.g_q.d.next = self.g_q.q.val() + self.c1_32.val();
            } else {
                self.st_q.d.next = self.c_chk1.val();
            }
        }
        if self.st_q.q.val() == self.c_chk1.val() {
            self.sbeats_q.d.next = self.mul_s.p.val();
            self.st_q.d.next = self.c_chk2.val();
        }
        if self.st_q.q.val() == self.c_chk2.val() {
            self.st_q.d.next = self.c_run.val();
            self.lr_q.d.next = self.c0_32.val();
            self.lp_q.d.next = self.c0_32.val();
            self.ph_q.d.next = false;
            self.tig_q.d.next = self.c0_4.val();
            self.kb_q.d.next = self.c0_8.val();
            self.krem_q.d.next = self.k32.val().get_bits::<16>(0);
            self.nrs_q.d.next = self.n32.val().get_bits::<16>(0);
            self.lastgrp_q.d.next = false;
            self.sdone_q.d.next = false;
            self.bv_q.d.next = false;
            self.bpos_q.d.next = self.c0_10.val();
            self.sc_full_q.d.next = false;
            self.rg_q.d.next = self.c0_8.val();
            self.ybuf_valid_q.d.next = false;
            self.wb_q.d.next = self.c0_16.val();
            self.wj_q.d.next = self.c0_16.val();
            self.waddr_q.d.next = self.out32.val();
            self.wbase_q.d.next = self.out32.val();
            self.nrw_q.d.next = self.n32.val().get_bits::<16>(0);
            // a hit goes on in the ring where the previous stream (or the prefetch's start) left it
            self.send_q.d.next = self.pos_q.q.val() + self.sbeats_q.q.val();
            if !self.hit_q.q.val() {
                // a miss: the walker starts at the instruction's own stream and reads on to the window's end
                self.wk_on_q.d.next = true;
                self.ea_q.d.next = self.cfg_ext_base.val() + self.d32.val();
                self.erem_q.d.next = self.wend.val();
                self.wcnt_q.d.next = self.c0_32.val();
                self.res_q.d.next = self.c0_16.val();
                self.pos_q.d.next = self.c0_32.val();
                self.send_q.d.next = self.sbeats_q.q.val();
                self.front_q.d.next = self.d32.val();
                self.ferr_q.d.next = false;
            }
            if self.zero_len.val() {
                self.err_q.d.next = true;
                self.code_q.d.next = self.code_zero.val();
                self.st_q.d.next = self.c_idle.val();
            } else if self.chk_fail.val() {
                self.err_q.d.next = true;
                self.code_q.d.next = self.code_oow.val();
                self.st_q.d.next = self.c_idle.val();
            }
        }
        if self.running.val() {
            if self.berr_q.q.val() {
                // every outstanding beat drained, every SRAM read answered, no request held
                if (self.osb_q.q.val() == self.c0_16.val())
                    & !self.rq_valid_q.q.val()
                    & (self.lp_q.q.val() == self.lr_q.q.val())
                {
                    self.err_q.d.next = true;
                    self.code_q.d.next = self.code_bus.val();
                    self.flush_q.d.next = true;
                    self.wk_on_q.d.next = false;
                    self.ferr_q.d.next = false;
                    self.st_q.d.next = self.c_idle.val();
                }
            } else if self.ferr_q.q.val() & (self.ferr_at_q.q.val() < self.send_q.q.val()) {
                // a beat of this instruction's stream failed: stop the datapath and drain
                self.berr_q.d.next = true;
            } else if self.fin.val() {
                // the walker runs on: the next matvec hits if its stream starts where this one ended (after
                // a failed read-ahead beat, pf_err discards it in the next cycle)
                self.done_q.d.next = true;
                self.front_q.d.next = self.dend.val();
                self.st_q.d.next = self.c_idle.val();
            }
        }
        // ---- discards and bus errors: a discarded stream's outstanding beats are dropped as they come
        if self.kill.val() {
            self.wk_on_q.d.next = false;
            self.ferr_q.d.next = false;
            self.drop_q.d.next = self.osb_n.val();
        }
        if self.r_err.val() & !self.idle_st.val() & !self.kill.val() {
            // a beat failed while an instruction executes: the walker stops here; RUN decides whether the
            // beat belongs to the instruction's stream (BUS_ERROR) or to the read-ahead past it
            self.ferr_q.d.next = true;
            self.ferr_at_q.d.next = self.wcnt_q.q.val();
        }
        if self.reset.val() {
            self.st_q.d.next = self.c_idle.val();
            self.done_q.d.next = false;
            self.err_q.d.next = false;
            self.flush_q.d.next = false;
            self.rq_valid_q.d.next = false;
            self.ar_valid_q.d.next = false;
            self.os_q.d.next = self.c0_os.val();
            self.osb_q.d.next = self.c0_16.val();
            self.drop_q.d.next = self.c0_16.val();
            self.berr_q.d.next = false;
            self.ferr_q.d.next = false;
            self.wk_on_q.d.next = false;
            self.hit_q.d.next = false;
            self.pf_dead_q.d.next = false;
            self.bv_q.d.next = false;
            self.ybuf_valid_q.d.next = false;
            self.sc_full_q.d.next = false;
        }
    }
}

/// The emitted setting: 64-bit SRAM words and AXI beats.
pub type MvExecW64 = MvExec<64>;

/// Gives every combinational `reg` of the top module (its locals and the inputs of its submodules)
/// `/*verilator isolate_assignments*/`: rust-hdl emits `update` as one `always @(*)` block that both feeds
/// the submodules (the dot core, the requantization, the RAMs, the packers) and reads their outputs; no
/// signal depends on itself (every `ready` of a submodule comes from its registers), but Verilator orders
/// the block as a whole and reports UNOPTFLAT (as in `vpu::top`).
pub fn isolate_assignments(verilog: &str) -> String {
    let mut out = String::with_capacity(verilog.len() + 8192);
    let mut in_top = true;
    for line in verilog.lines() {
        let t = line.trim();
        if t.starts_with("endmodule") {
            in_top = false;
        }
        if in_top && t.starts_with("reg ") && t.ends_with(';') {
            out.push_str(line.trim_end().trim_end_matches(';'));
            out.push_str(" /*verilator isolate_assignments*/;\n");
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// The emitted top: `mv_exec_w64`.
pub fn top() -> crate::emit::TopModule {
    let mut t = crate::emit::emit("mv_exec_w64", MvExecW64::default());
    t.verilog = isolate_assignments(&t.verilog);
    // the dot core and the requantization: exactly the Verilog their own tests verified (with its waivers)
    crate::emit::transplant(&mut t, "dot", &super::mv_dot::top());
    crate::emit::transplant(&mut t, "rq", &super::mv_requant::top::<2>());
    t
}
