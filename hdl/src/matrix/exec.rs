//! # exec: the MATRIX queue's executor (`mm_exec_w64_r8c8`)
//!
//! Executes `matmul` instructions (`docs/isa.md` sections 3 and 4, reference
//! `systole_host::compiler::exec::Machine::execute`) on one [`MatrixUnit`] it owns: it checks the
//! instruction, reads the `k` weight rows from SRAM into the array, streams the `m` activation vectors,
//! and writes (or, with `acc = 1`, adds to) the `n` INT32 outputs of every vector. The SRAM port has no byte
//! enables, so a partial last output word and every accumulated word are read-modify-written.
//!
//! ```text
//!  instr_* --> instr_q --CHECK1/CHECK2 (limits, SRAM window, overlap)--> RUN / error pulse
//!                                                                        |
//!        +---------------- request arbiter: write > old-output read > weight read > activation read
//!        |                   (one request register rq_*: held until sram_req_ready)
//!        v
//!   sram_req_* ..... SRAM (in-order responses, variable latency) ..... sram_rsp_* --tag FIFO (16)--+
//!                                                                                                   |
//!     +---------------------- input FIFO (8 words: weight rows, activation vectors) <---------------+
//!     |                       old-output FIFO (8 words: words to add to / merge with) <------------+
//!     v                                                  |
//!   MatrixUnit w_* / a_* --> y_* --> lane merge (acc: old + y; lanes >= n: old) --> write requests
//! ```
//!
//! - **Checks** (before any access, in `Machine`'s order): a zero count is `ZERO_LENGTH`, `k` or `n` above
//!   64 `FIELD_RANGE`, `k > R` or `n > C` `UNSUPPORTED`, then any word of the weight tile, the activation
//!   vectors or the output vectors at or beyond `cfg_sram_words` `OUT_OF_WINDOW`. The error pulse replaces
//!   `done`; nothing is read or written.
//! - **Order.** Requests leave in `Machine`'s order whenever the result could depend on it: when the
//!   outputs of different vectors share a word (`ostride < ceil(4n / WORD_BYTES)`) or the activation span
//!   overlaps the output span (and `m > 1`), the unit runs *strict*: the reads of vector `i + 1` are issued
//!   only after every write of vector `i`. Otherwise it is *pipelined*: activation reads run ahead (credit:
//!   input FIFO space), old-output reads follow (credit: old FIFO space), writes go first at the port.
//! - **Credits.** Responses have no ready, so every read reserves its FIFO slot when it is issued.
//! - **Completion.** `done` pulses the cycle after the last write has been accepted by the SRAM port.
//!
//! Performance events: `ev_busy` (MATRIX_BUSY) and `ev_macs` (MACS: `k * n` in the cycle after a vector
//! entered the array).

use super::Concat;
use super::MatrixUnit;
use crate::vpu::{MulS, Zext};
use rust_hdl::prelude::*;
use systole_isa::field as f;
use systole_isa::ErrorCode;

// The field slices of `update` are written with these positions (checked at compile time).
const _: () = assert!(f::MM_ACC.lo == 16 && f::MM_K.lo == 17 && f::MM_K.width == 7, "MmExec: matmul acc/k moved");
const _: () = assert!(f::MM_N.lo == 24 && f::MM_N.width == 7 && f::MM_M.lo == 32 && f::MM_M.width == 12, "MmExec: matmul n/m moved");
const _: () = assert!(f::MM_W.lo == 44 && f::MM_ACT.lo == 64 && f::MM_OUT.lo == 84, "MmExec: matmul addresses moved");
const _: () = assert!(f::MM_W.width == 20 && f::MM_ACT.width == 20 && f::MM_OUT.width == 20, "MmExec: address widths changed");
const _: () = assert!(f::MM_ASTRIDE.lo == 104 && f::MM_OSTRIDE.lo == 116, "MmExec: matmul strides moved");
const _: () = assert!(f::MM_ASTRIDE.width == 12 && f::MM_OSTRIDE.width == 12, "MmExec: stride widths changed");

/// FSM states (`st_q`).
pub const ST_IDLE: u64 = 0;
pub const ST_CHECK1: u64 = 1;
pub const ST_CHECK2: u64 = 2;
pub const ST_RUN: u64 = 3;
/// Input FIFO depth (weight rows and activation vectors), old-output FIFO depth, tag FIFO depth.
pub const IN_DEPTH: usize = 8;
pub const OLD_DEPTH: usize = 8;
pub const TAG_DEPTH: usize = 16;

/// The executor with `W`-bit SRAM words on an `R x C` array (`AW = 8R`, `WW = 8C`, `YW = 32C`).
#[derive(LogicBlock)]
pub struct MmExec<
    const W: usize,
    const R: usize,
    const C: usize,
    const AW: usize,
    const WW: usize,
    const YW: usize,
> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the instruction and everything in flight).
    pub reset: Signal<In, Bit>,
    // ---- queue port (from the dispatcher)
    /// 1 bit, input: an instruction is offered.
    pub instr_valid: Signal<In, Bit>,
    /// 1 bit, output: the executor is idle and takes the instruction (registers and `reset` only).
    pub instr_ready: Signal<Out, Bit>,
    /// 128 bits, input: the whole `matmul` instruction word.
    pub instr_data: Signal<In, Bits<128>>,
    /// 1 bit, output: one-cycle pulse, the instruction has completed (all writes accepted).
    pub done: Signal<Out, Bit>,
    /// 1 bit, output: one-cycle pulse replacing `done` for a failed instruction.
    pub error: Signal<Out, Bit>,
    /// 8 bits, output: `ErrorCode` of the failed instruction, valid with `error`.
    pub error_code: Signal<Out, Bits<8>>,
    // ---- configuration
    /// 32 bits, input: SRAM size in words (words at or beyond are `OUT_OF_WINDOW`); sampled at CHECK2.
    pub cfg_sram_words: Signal<In, Bits<32>>,
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
    // ---- performance events (isa::regs counters MATRIX_BUSY and MACS)
    /// 1 bit, output: a `matmul` is executing (from acceptance to its `done`/`error` pulse).
    pub ev_busy: Signal<Out, Bit>,
    /// 16 bits, output: MACs to add this cycle: `k * n` the cycle after an activation vector entered the array.
    pub ev_macs: Signal<Out, Bits<16>>,

    mx: MatrixUnit<R, C, AW, WW, YW>,
    mul_a: MulS<16, 16, 32>,
    mul_o: MulS<16, 16, 32>,
    mul_kn: MulS<8, 8, 16>,
    zk: Zext<8, 32>,
    znw: Zext<8, 32>,
    zfo: Zext<8, 32>,
    wcat: Concat<32, W>,
    // registers
    st_q: DFF<Bits<2>>,
    instr_q: DFF<Bits<128>>,
    done_q: DFF<Bit>,
    err_q: DFF<Bit>,
    code_q: DFF<Bits<8>>,
    a_end_q: DFF<Bits<32>>,
    o_end_q: DFF<Bits<32>>,
    w_end_q: DFF<Bits<32>>,
    nw_q: DFF<Bits<8>>,
    part_q: DFF<Bit>,
    kn_q: DFF<Bits<16>>,
    strict_q: DFF<Bit>,
    macs_q: DFF<Bits<16>>,
    /// One-entry result buffer between the array and the writer (`mx.y_ready = !ybuf_valid_q`).
    ybuf_valid_q: DFF<Bit>,
    ybuf_q: DFF<Bits<YW>>,
    // request register
    rq_valid_q: DFF<Bit>,
    rq_addr_q: DFF<Bits<32>>,
    rq_we_q: DFF<Bit>,
    rq_wdata_q: DFF<Bits<W>>,
    // read pointers
    wr_q: DFF<Bits<8>>,
    wraddr_q: DFF<Bits<32>>,
    av_q: DFF<Bits<16>>,
    aaddr_q: DFF<Bits<32>>,
    ov_q: DFF<Bits<16>>,
    oj_q: DFF<Bits<8>>,
    obase_q: DFF<Bits<32>>,
    oaddr_q: DFF<Bits<32>>,
    // writer
    wv_q: DFF<Bits<16>>,
    wj_q: DFF<Bits<8>>,
    wbase_q: DFF<Bits<32>>,
    waddr_q: DFF<Bits<32>>,
    // matrix feed counters
    wpush_q: DFF<Bits<8>>,
    apush_q: DFF<Bits<16>>,
    /// Input-FIFO responses that were weight rows (the first `k` input responses are).
    wrsp_q: DFF<Bits<8>>,
    // FIFOs
    ient: Vec<DFF<Bits<W>>>,
    ikind: Vec<DFF<Bit>>,
    i_wp_q: DFF<Bits<3>>,
    i_rp_q: DFF<Bits<3>>,
    i_cnt_q: DFF<Bits<4>>,
    i_res_q: DFF<Bits<4>>,
    oent: Vec<DFF<Bits<W>>>,
    o_wp_q: DFF<Bits<3>>,
    o_rp_q: DFF<Bits<3>>,
    o_cnt_q: DFF<Bits<4>>,
    o_res_q: DFF<Bits<4>>,
    tent: Vec<DFF<Bit>>,
    t_wp_q: DFF<Bits<4>>,
    t_rp_q: DFF<Bits<4>>,
    // combinational
    acc: Signal<Local, Bit>,
    k8: Signal<Local, Bits<8>>,
    n8: Signal<Local, Bits<8>>,
    m16: Signal<Local, Bits<16>>,
    mm1: Signal<Local, Bits<16>>,
    w32: Signal<Local, Bits<32>>,
    act32: Signal<Local, Bits<32>>,
    out32: Signal<Local, Bits<32>>,
    astr32: Signal<Local, Bits<32>>,
    ostr32: Signal<Local, Bits<32>>,
    nw_c: Signal<Local, Bits<8>>,
    fo8: Signal<Local, Bits<8>>,
    running: Signal<Local, Bit>,
    ihead: Signal<Local, Bits<W>>,
    ihkind: Signal<Local, Bit>,
    ohead: Signal<Local, Bits<W>>,
    thead: Signal<Local, Bit>,
    w_fire: Signal<Local, Bit>,
    a_fire: Signal<Local, Bit>,
    pop_i: Signal<Local, Bit>,
    push_i: Signal<Local, Bit>,
    push_o: Signal<Local, Bit>,
    pop_o: Signal<Local, Bit>,
    rd_i: Signal<Local, Bit>,
    rd_o: Signal<Local, Bit>,
    wlast: Signal<Local, Bit>,
    need_old: Signal<Local, Bit>,
    can_wr: Signal<Local, Bit>,
    can_old: Signal<Local, Bit>,
    can_w: Signal<Local, Bit>,
    can_a: Signal<Local, Bit>,
    ld: Signal<Local, Bit>,
    ylane: Vec<Signal<Local, Bits<32>>>,
    lane_ok: Vec<Signal<Local, Bit>>,
    // constants
    c_idle: Constant<Bits<2>>,
    c_check1: Constant<Bits<2>>,
    c_check2: Constant<Bits<2>>,
    c_run: Constant<Bits<2>>,
    m7f: Constant<Bits<8>>,
    r8: Constant<Bits<8>>,
    c8: Constant<Bits<8>>,
    max_dim: Constant<Bits<8>>,
    zero8: Constant<Bits<8>>,
    one8: Constant<Bits<8>>,
    zero16: Constant<Bits<16>>,
    one16: Constant<Bits<16>>,
    zero32: Constant<Bits<32>>,
    one32: Constant<Bits<32>>,
    zero_w: Constant<Bits<W>>,
    one3: Constant<Bits<3>>,
    one4: Constant<Bits<4>>,
    zero4: Constant<Bits<4>>,
    in_depth: Constant<Bits<4>>,
    old_depth: Constant<Bits<4>>,
    lwm1: Constant<Bits<8>>,
    code_zero: Constant<Bits<8>>,
    code_range: Constant<Bits<8>>,
    code_unsup: Constant<Bits<8>>,
    code_oow: Constant<Bits<8>>,
    idx3: Vec<Constant<Bits<3>>>,
    idx4: Vec<Constant<Bits<4>>>,
    /// `j * LW` for output word `j` (first lane of the word).
    jlw: Vec<Constant<Bits<8>>>,
    /// `j + 1` for output word `j`.
    jp1: Vec<Constant<Bits<8>>>,
    /// `j` for output word `j`.
    jidx: Vec<Constant<Bits<8>>>,
    /// Lane indices `0..C`.
    lidx: Vec<Constant<Bits<8>>>,
}

impl<
        const W: usize,
        const R: usize,
        const C: usize,
        const AW: usize,
        const WW: usize,
        const YW: usize,
    > Default for MmExec<W, R, C, AW, WW, YW>
{
    fn default() -> Self {
        // The lane merge is written for two 32-bit lanes per word (rust-hdl's Verilog generator cannot use a
        // const generic inside an index expression); W = 128 needs it generalised.
        assert!(
            W == 64,
            "MmExec: SRAM word width W = {W} must be 64 (W = 128 is not implemented yet)"
        );
        assert!(
            8 * R <= W,
            "MmExec: an activation vector of R = {R} INT8 must fit one {W}-bit word"
        );
        assert!(
            8 * C <= W,
            "MmExec: a weight row of C = {C} INT8 must fit one {W}-bit word"
        );
        assert!(
            YW.is_multiple_of(W) && YW / W <= OLD_DEPTH,
            "MmExec: result width YW = {YW} must be 1..={OLD_DEPTH} words of W = {W}"
        );
        assert!(R <= 64 && C <= 64, "MmExec: R = {R}, C = {C} must be <= 64");
        let lw = W / 32;
        let yw = YW / W;
        let b8 = |v: usize| -> Constant<Bits<8>> { Constant::new((v as u64).into()) };
        Self {
            clock: Default::default(),
            reset: Default::default(),
            instr_valid: Default::default(),
            instr_ready: Default::default(),
            instr_data: Default::default(),
            done: Default::default(),
            error: Default::default(),
            error_code: Default::default(),
            cfg_sram_words: Default::default(),
            sram_req_valid: Default::default(),
            sram_req_ready: Default::default(),
            sram_req_addr: Default::default(),
            sram_req_we: Default::default(),
            sram_req_wdata: Default::default(),
            sram_rsp_valid: Default::default(),
            sram_rsp_data: Default::default(),
            ev_busy: Default::default(),
            ev_macs: Default::default(),
            mx: Default::default(),
            mul_a: Default::default(),
            mul_o: Default::default(),
            mul_kn: Default::default(),
            zk: Default::default(),
            znw: Default::default(),
            zfo: Default::default(),
            wcat: Default::default(),
            st_q: Default::default(),
            instr_q: Default::default(),
            done_q: Default::default(),
            err_q: Default::default(),
            code_q: Default::default(),
            a_end_q: Default::default(),
            o_end_q: Default::default(),
            w_end_q: Default::default(),
            nw_q: Default::default(),
            part_q: Default::default(),
            kn_q: Default::default(),
            strict_q: Default::default(),
            macs_q: Default::default(),
            ybuf_valid_q: Default::default(),
            ybuf_q: Default::default(),
            rq_valid_q: Default::default(),
            rq_addr_q: Default::default(),
            rq_we_q: Default::default(),
            rq_wdata_q: Default::default(),
            wr_q: Default::default(),
            wraddr_q: Default::default(),
            av_q: Default::default(),
            aaddr_q: Default::default(),
            ov_q: Default::default(),
            oj_q: Default::default(),
            obase_q: Default::default(),
            oaddr_q: Default::default(),
            wv_q: Default::default(),
            wj_q: Default::default(),
            wbase_q: Default::default(),
            waddr_q: Default::default(),
            wpush_q: Default::default(),
            apush_q: Default::default(),
            wrsp_q: Default::default(),
            ient: (0..IN_DEPTH).map(|_| Default::default()).collect(),
            ikind: (0..IN_DEPTH).map(|_| Default::default()).collect(),
            i_wp_q: Default::default(),
            i_rp_q: Default::default(),
            i_cnt_q: Default::default(),
            i_res_q: Default::default(),
            oent: (0..OLD_DEPTH).map(|_| Default::default()).collect(),
            o_wp_q: Default::default(),
            o_rp_q: Default::default(),
            o_cnt_q: Default::default(),
            o_res_q: Default::default(),
            tent: (0..TAG_DEPTH).map(|_| Default::default()).collect(),
            t_wp_q: Default::default(),
            t_rp_q: Default::default(),
            acc: Default::default(),
            k8: Default::default(),
            n8: Default::default(),
            m16: Default::default(),
            mm1: Default::default(),
            w32: Default::default(),
            act32: Default::default(),
            out32: Default::default(),
            astr32: Default::default(),
            ostr32: Default::default(),
            nw_c: Default::default(),
            fo8: Default::default(),
            running: Default::default(),
            ihead: Default::default(),
            ihkind: Default::default(),
            ohead: Default::default(),
            thead: Default::default(),
            w_fire: Default::default(),
            a_fire: Default::default(),
            pop_i: Default::default(),
            push_i: Default::default(),
            push_o: Default::default(),
            pop_o: Default::default(),
            rd_i: Default::default(),
            rd_o: Default::default(),
            wlast: Default::default(),
            need_old: Default::default(),
            can_wr: Default::default(),
            can_old: Default::default(),
            can_w: Default::default(),
            can_a: Default::default(),
            ld: Default::default(),
            ylane: (0..lw).map(|_| Default::default()).collect(),
            lane_ok: (0..lw).map(|_| Default::default()).collect(),
            c_idle: Constant::new(ST_IDLE.into()),
            c_check1: Constant::new(ST_CHECK1.into()),
            c_check2: Constant::new(ST_CHECK2.into()),
            c_run: Constant::new(ST_RUN.into()),
            m7f: b8(0x7f),
            r8: b8(R),
            c8: b8(C),
            max_dim: b8(systole_isa::instr::MAX_TILE_DIM as usize),
            zero8: b8(0),
            one8: b8(1),
            zero16: Constant::new(0u64.into()),
            one16: Constant::new(1u64.into()),
            zero32: Constant::new(0u64.into()),
            one32: Constant::new(1u64.into()),
            zero_w: Constant::new(0u64.into()),
            one3: Constant::new(1u64.into()),
            one4: Constant::new(1u64.into()),
            zero4: Constant::new(0u64.into()),
            in_depth: Constant::new((IN_DEPTH as u64).into()),
            old_depth: Constant::new((OLD_DEPTH as u64).into()),
            lwm1: b8(lw - 1),
            code_zero: b8(ErrorCode::ZeroLength as usize),
            code_range: b8(ErrorCode::FieldRange as usize),
            code_unsup: b8(ErrorCode::Unsupported as usize),
            code_oow: b8(ErrorCode::OutOfWindow as usize),
            idx3: (0..IN_DEPTH)
                .map(|i| Constant::new((i as u64).into()))
                .collect(),
            idx4: (0..TAG_DEPTH)
                .map(|i| Constant::new((i as u64).into()))
                .collect(),
            jlw: (0..yw).map(|j| b8(j * lw)).collect(),
            jp1: (0..yw).map(|j| b8(j + 1)).collect(),
            jidx: (0..yw).map(b8).collect(),
            lidx: (0..yw * lw).map(b8).collect(),
        }
    }
}

impl<
        const W: usize,
        const R: usize,
        const C: usize,
        const AW: usize,
        const WW: usize,
        const YW: usize,
    > Logic for MmExec<W, R, C, AW, WW, YW>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            st_q,
            instr_q,
            done_q,
            err_q,
            code_q,
            a_end_q,
            o_end_q,
            w_end_q,
            nw_q,
            part_q,
            kn_q,
            strict_q,
            macs_q,
            ybuf_valid_q,
            ybuf_q,
            rq_valid_q,
            rq_addr_q,
            rq_we_q,
            rq_wdata_q,
            wr_q,
            wraddr_q,
            av_q,
            aaddr_q,
            ov_q,
            oj_q,
            obase_q,
            oaddr_q,
            wv_q,
            wj_q,
            wbase_q,
            waddr_q,
            wpush_q,
            apush_q,
            wrsp_q,
            i_wp_q,
            i_rp_q,
            i_cnt_q,
            i_res_q,
            o_wp_q,
            o_rp_q,
            o_cnt_q,
            o_res_q,
            t_wp_q,
            t_rp_q
        );
        for e in 0..IN_DEPTH {
            self.ient[e].clock.next = self.clock.val();
            self.ient[e].d.next = self.ient[e].q.val();
            self.ikind[e].clock.next = self.clock.val();
            self.ikind[e].d.next = self.ikind[e].q.val();
        }
        for e in 0..OLD_DEPTH {
            self.oent[e].clock.next = self.clock.val();
            self.oent[e].d.next = self.oent[e].q.val();
        }
        for e in 0..TAG_DEPTH {
            self.tent[e].clock.next = self.clock.val();
            self.tent[e].d.next = self.tent[e].q.val();
        }
        // ---- instruction fields (windows of instr_q shifted down: zero-extended slices)
        self.acc.next = self.instr_q.q.val().get_bit(16);
        self.k8.next = self.instr_q.q.val().get_bits::<8>(17) & self.m7f.val();
        self.n8.next = self.instr_q.q.val().get_bits::<8>(24) & self.m7f.val();
        self.m16.next = self.instr_q.q.val().get_bits::<16>(28) >> 4;
        self.mm1.next = self.m16.val() - self.one16.val();
        self.w32.next = self.instr_q.q.val().get_bits::<32>(32) >> 12;
        self.act32.next = self.instr_q.q.val().get_bits::<32>(52) >> 12;
        self.out32.next = self.instr_q.q.val().get_bits::<32>(72) >> 12;
        self.astr32.next = self.instr_q.q.val().get_bits::<32>(84) >> 20;
        self.ostr32.next = self.instr_q.q.val().get_bits::<32>(96) >> 20;
        // words per output vector: ceil(n / LW); first word needing an old value: 0 (acc) or the last
        self.nw_c.next = self.zero8.val();
        for j in 0..(YW / 64) {
            if self.n8.val() > self.jlw[j].val() {
                self.nw_c.next = self.jp1[j].val();
            }
        }
        self.fo8.next = self.nw_c.val() - self.one8.val();
        if self.acc.val() {
            self.fo8.next = self.zero8.val();
        }
        self.mul_a.a.next = self.mm1.val();
        self.mul_a.b.next = self.instr_q.q.val().get_bits::<16>(100) >> 4;
        self.mul_o.a.next = self.mm1.val();
        self.mul_o.b.next = self.instr_q.q.val().get_bits::<16>(112) >> 4;
        self.mul_kn.a.next = self.k8.val();
        self.mul_kn.b.next = self.n8.val();
        self.zk.x.next = self.k8.val();
        self.znw.x.next = self.nw_c.val();
        self.zfo.x.next = self.fo8.val();
        // ---- queue port outputs
        self.instr_ready.next = !self.reset.val() & (self.st_q.q.val() == self.c_idle.val());
        self.done.next = self.done_q.q.val();
        self.error.next = self.err_q.q.val();
        self.error_code.next = self.code_q.q.val();
        self.ev_busy.next = self.st_q.q.val() != self.c_idle.val();
        self.ev_macs.next = self.macs_q.q.val();
        self.sram_req_valid.next = self.rq_valid_q.q.val();
        self.sram_req_addr.next = self.rq_addr_q.q.val();
        self.sram_req_we.next = self.rq_we_q.q.val();
        self.sram_req_wdata.next = self.rq_wdata_q.q.val();
        self.done_q.d.next = false;
        self.err_q.d.next = false;
        self.running.next = self.st_q.q.val() == self.c_run.val();
        // ---- FIFO heads
        self.ihead.next = self.ient[0].q.val();
        self.ihkind.next = self.ikind[0].q.val();
        for e in 1..IN_DEPTH {
            if self.i_rp_q.q.val() == self.idx3[e].val() {
                self.ihead.next = self.ient[e].q.val();
                self.ihkind.next = self.ikind[e].q.val();
            }
        }
        self.ohead.next = self.oent[0].q.val();
        for e in 1..OLD_DEPTH {
            if self.o_rp_q.q.val() == self.idx3[e].val() {
                self.ohead.next = self.oent[e].q.val();
            }
        }
        self.thead.next = self.tent[0].q.val();
        for e in 1..TAG_DEPTH {
            if self.t_rp_q.q.val() == self.idx4[e].val() {
                self.thead.next = self.tent[e].q.val();
            }
        }
        // ---- the matrix unit, fed from the input FIFO head
        self.mx.clock.next = self.clock.val();
        self.mx.reset.next = self.reset.val();
        self.mx.w_valid.next = (self.i_cnt_q.q.val() != self.zero4.val()) & self.ihkind.val();
        self.mx.w_data.next = self.ihead.val().get_bits::<WW>(0);
        self.mx.w_last.next = self.wpush_q.q.val() == (self.k8.val() - self.one8.val());
        self.mx.w_cols.next = self.n8.val();
        self.mx.a_valid.next = (self.i_cnt_q.q.val() != self.zero4.val()) & !self.ihkind.val();
        self.mx.a_data.next = self.ihead.val().get_bits::<AW>(0);
        self.mx.a_last.next = self.apush_q.q.val() == self.mm1.val();
        self.w_fire.next = self.mx.w_valid.val() & self.mx.w_ready.val();
        self.a_fire.next = self.mx.a_valid.val() & self.mx.a_ready.val();
        self.pop_i.next = self.w_fire.val() | self.a_fire.val();
        self.macs_q.d.next = self.zero16.val();
        if self.a_fire.val() {
            self.macs_q.d.next = self.kn_q.q.val();
            self.apush_q.d.next = self.apush_q.q.val() + self.one16.val();
        }
        if self.w_fire.val() {
            self.wpush_q.d.next = self.wpush_q.q.val() + self.one8.val();
        }
        // ---- responses: routed by the tag FIFO head
        self.push_i.next = self.sram_rsp_valid.val() & !self.thead.val();
        self.push_o.next = self.sram_rsp_valid.val() & self.thead.val();
        if self.sram_rsp_valid.val() {
            self.t_rp_q.d.next = self.t_rp_q.q.val() + self.one4.val();
        }
        for e in 0..IN_DEPTH {
            if self.push_i.val() & (self.i_wp_q.q.val() == self.idx3[e].val()) {
                self.ient[e].d.next = self.sram_rsp_data.val();
                self.ikind[e].d.next = self.wrsp_q.q.val() < self.k8.val();
            }
        }
        if self.push_i.val() & (self.wrsp_q.q.val() < self.k8.val()) {
            self.wrsp_q.d.next = self.wrsp_q.q.val() + self.one8.val();
        }
        for e in 0..OLD_DEPTH {
            if self.push_o.val() & (self.o_wp_q.q.val() == self.idx3[e].val()) {
                self.oent[e].d.next = self.sram_rsp_data.val();
            }
        }
        // ---- writer: output word wj of vector wv = lanes of y merged with the old word
        self.wlast.next = self.wj_q.q.val() == (self.nw_q.q.val() - self.one8.val());
        self.need_old.next = self.acc.val() | (self.part_q.q.val() & self.wlast.val());
        for l in 0..2 {
            self.ylane[l].next = self.zero32.val();
            self.lane_ok[l].next = false;
        }
        for j in 0..(YW / 64) {
            if self.wj_q.q.val() == self.jidx[j].val() {
                for l in 0..2 {
                    self.ylane[l].next = self.ybuf_q.q.val().get_bits::<32>(64 * j + 32 * l);
                    self.lane_ok[l].next = self.lidx[2 * j + l].val() < self.n8.val();
                }
            }
        }
        for l in 0..2 {
            self.wcat.inp[l].next = self.ohead.val().get_bits::<32>(32 * l);
            if self.lane_ok[l].val() {
                if self.acc.val() {
                    self.wcat.inp[l].next =
                        self.ohead.val().get_bits::<32>(32 * l) + self.ylane[l].val();
                } else {
                    self.wcat.inp[l].next = self.ylane[l].val();
                }
            }
        }
        // ---- request arbiter: write > old-output read > weight read > activation read
        self.ld.next = !self.rq_valid_q.q.val() | self.sram_req_ready.val();
        self.mx.y_ready.next = !self.ybuf_valid_q.q.val();
        if !self.ybuf_valid_q.q.val() & self.mx.y_valid.val() {
            self.ybuf_valid_q.d.next = true;
            self.ybuf_q.d.next = self.mx.y_data.val();
        }
        self.can_wr.next = self.running.val()
            & self.ybuf_valid_q.q.val()
            & (!self.need_old.val() | (self.o_cnt_q.q.val() != self.zero4.val()));
        self.can_old.next = self.running.val()
            & (self.acc.val() | self.part_q.q.val())
            & (self.ov_q.q.val() < self.av_q.q.val())
            & (self.o_res_q.q.val() < self.old_depth.val());
        self.can_w.next = self.running.val()
            & (self.wr_q.q.val() < self.k8.val())
            & (self.i_res_q.q.val() < self.in_depth.val());
        self.can_a.next = self.running.val()
            & (self.wr_q.q.val() == self.k8.val())
            & (self.av_q.q.val() < self.m16.val())
            & (self.i_res_q.q.val() < self.in_depth.val())
            & (!self.strict_q.q.val() | (self.av_q.q.val() == self.wv_q.q.val()));
        self.pop_o.next = false;
        self.rd_i.next = false;
        self.rd_o.next = false;
        if self.ld.val() {
            self.rq_valid_q.d.next = false;
            if self.can_wr.val() {
                self.rq_valid_q.d.next = true;
                self.rq_we_q.d.next = true;
                self.rq_addr_q.d.next = self.waddr_q.q.val();
                self.rq_wdata_q.d.next = self.wcat.out.val();
                self.pop_o.next = self.need_old.val();
                if self.wlast.val() {
                    self.ybuf_valid_q.d.next = false;
                    self.wj_q.d.next = self.zero8.val();
                    self.wv_q.d.next = self.wv_q.q.val() + self.one16.val();
                    self.wbase_q.d.next = self.wbase_q.q.val() + self.ostr32.val();
                    self.waddr_q.d.next = self.wbase_q.q.val() + self.ostr32.val();
                } else {
                    self.wj_q.d.next = self.wj_q.q.val() + self.one8.val();
                    self.waddr_q.d.next = self.waddr_q.q.val() + self.one32.val();
                }
            } else if self.can_old.val() {
                self.rq_valid_q.d.next = true;
                self.rq_we_q.d.next = false;
                self.rq_addr_q.d.next = self.oaddr_q.q.val();
                self.rq_wdata_q.d.next = self.zero_w.val();
                self.rd_o.next = true;
                if self.oj_q.q.val() == (self.nw_q.q.val() - self.one8.val()) {
                    self.oj_q.d.next = self.fo8.val();
                    self.ov_q.d.next = self.ov_q.q.val() + self.one16.val();
                    self.obase_q.d.next = self.obase_q.q.val() + self.ostr32.val();
                    self.oaddr_q.d.next =
                        self.obase_q.q.val() + self.ostr32.val() + self.zfo.y.val();
                } else {
                    self.oj_q.d.next = self.oj_q.q.val() + self.one8.val();
                    self.oaddr_q.d.next = self.oaddr_q.q.val() + self.one32.val();
                }
            } else if self.can_w.val() {
                self.rq_valid_q.d.next = true;
                self.rq_we_q.d.next = false;
                self.rq_addr_q.d.next = self.wraddr_q.q.val();
                self.rq_wdata_q.d.next = self.zero_w.val();
                self.rd_i.next = true;
                self.wr_q.d.next = self.wr_q.q.val() + self.one8.val();
                self.wraddr_q.d.next = self.wraddr_q.q.val() + self.one32.val();
            } else if self.can_a.val() {
                self.rq_valid_q.d.next = true;
                self.rq_we_q.d.next = false;
                self.rq_addr_q.d.next = self.aaddr_q.q.val();
                self.rq_wdata_q.d.next = self.zero_w.val();
                self.rd_i.next = true;
                self.av_q.d.next = self.av_q.q.val() + self.one16.val();
                self.aaddr_q.d.next = self.aaddr_q.q.val() + self.astr32.val();
            }
        }
        // tag FIFO push (1 = old-output FIFO)
        for e in 0..TAG_DEPTH {
            if (self.rd_i.val() | self.rd_o.val()) & (self.t_wp_q.q.val() == self.idx4[e].val()) {
                self.tent[e].d.next = self.rd_o.val();
            }
        }
        if self.rd_i.val() | self.rd_o.val() {
            self.t_wp_q.d.next = self.t_wp_q.q.val() + self.one4.val();
        }
        // FIFO pointers and counters
        if self.push_i.val() {
            self.i_wp_q.d.next = self.i_wp_q.q.val() + self.one3.val();
        }
        if self.pop_i.val() {
            self.i_rp_q.d.next = self.i_rp_q.q.val() + self.one3.val();
        }
        if self.push_i.val() & !self.pop_i.val() {
            self.i_cnt_q.d.next = self.i_cnt_q.q.val() + self.one4.val();
        }
        if !self.push_i.val() & self.pop_i.val() {
            self.i_cnt_q.d.next = self.i_cnt_q.q.val() - self.one4.val();
        }
        if self.rd_i.val() & !self.pop_i.val() {
            self.i_res_q.d.next = self.i_res_q.q.val() + self.one4.val();
        }
        if !self.rd_i.val() & self.pop_i.val() {
            self.i_res_q.d.next = self.i_res_q.q.val() - self.one4.val();
        }
        if self.push_o.val() {
            self.o_wp_q.d.next = self.o_wp_q.q.val() + self.one3.val();
        }
        if self.pop_o.val() {
            self.o_rp_q.d.next = self.o_rp_q.q.val() + self.one3.val();
        }
        if self.push_o.val() & !self.pop_o.val() {
            self.o_cnt_q.d.next = self.o_cnt_q.q.val() + self.one4.val();
        }
        if !self.push_o.val() & self.pop_o.val() {
            self.o_cnt_q.d.next = self.o_cnt_q.q.val() - self.one4.val();
        }
        if self.rd_o.val() & !self.pop_o.val() {
            self.o_res_q.d.next = self.o_res_q.q.val() + self.one4.val();
        }
        if !self.rd_o.val() & self.pop_o.val() {
            self.o_res_q.d.next = self.o_res_q.q.val() - self.one4.val();
        }
        // ---- FSM
        if (self.st_q.q.val() == self.c_idle.val()) & self.instr_valid.val() & self.instr_ready.val() {
            self.instr_q.d.next = self.instr_data.val();
            self.st_q.d.next = self.c_check1.val();
        }
        if self.st_q.q.val() == self.c_check1.val() {
            // last word + 1 of each region (every operand is one word per row / vector)
            self.w_end_q.d.next = self.w32.val() + self.zk.y.val();
            self.a_end_q.d.next = self.act32.val() + self.mul_a.p.val() + self.one32.val();
            self.o_end_q.d.next = self.out32.val() + self.mul_o.p.val() + self.znw.y.val();
            self.nw_q.d.next = self.nw_c.val();
            self.part_q.d.next = (self.n8.val() & self.lwm1.val()) != self.zero8.val();
            self.kn_q.d.next = self.mul_kn.p.val();
            self.st_q.d.next = self.c_check2.val();
        }
        if self.st_q.q.val() == self.c_check2.val() {
            self.wr_q.d.next = self.zero8.val();
            self.wraddr_q.d.next = self.w32.val();
            self.av_q.d.next = self.zero16.val();
            self.aaddr_q.d.next = self.act32.val();
            self.ov_q.d.next = self.zero16.val();
            self.oj_q.d.next = self.fo8.val();
            self.obase_q.d.next = self.out32.val();
            self.oaddr_q.d.next = self.out32.val() + self.zfo.y.val();
            self.wv_q.d.next = self.zero16.val();
            self.wj_q.d.next = self.zero8.val();
            self.wbase_q.d.next = self.out32.val();
            self.waddr_q.d.next = self.out32.val();
            self.wpush_q.d.next = self.zero8.val();
            self.apush_q.d.next = self.zero16.val();
            self.wrsp_q.d.next = self.zero8.val();
            self.strict_q.d.next = (self.mm1.val() != self.zero16.val())
                & ((self.ostr32.val() < self.znw.y.val())
                    | ((self.act32.val() < self.o_end_q.q.val())
                        & (self.out32.val() < self.a_end_q.q.val())));
            self.st_q.d.next = self.c_run.val();
            if (self.k8.val() == self.zero8.val())
                | (self.n8.val() == self.zero8.val())
                | (self.m16.val() == self.zero16.val())
            {
                self.err_q.d.next = true;
                self.code_q.d.next = self.code_zero.val();
                self.st_q.d.next = self.c_idle.val();
            } else if (self.k8.val() > self.max_dim.val()) | (self.n8.val() > self.max_dim.val()) {
                self.err_q.d.next = true;
                self.code_q.d.next = self.code_range.val();
                self.st_q.d.next = self.c_idle.val();
            } else if (self.k8.val() > self.r8.val()) | (self.n8.val() > self.c8.val()) {
                self.err_q.d.next = true;
                self.code_q.d.next = self.code_unsup.val();
                self.st_q.d.next = self.c_idle.val();
            } else if (self.w_end_q.q.val() > self.cfg_sram_words.val())
                | (self.a_end_q.q.val() > self.cfg_sram_words.val())
                | (self.o_end_q.q.val() > self.cfg_sram_words.val())
            {
                self.err_q.d.next = true;
                self.code_q.d.next = self.code_oow.val();
                self.st_q.d.next = self.c_idle.val();
            }
        }
        if self.running.val() & (self.wv_q.q.val() == self.m16.val()) & !self.rq_valid_q.q.val() {
            self.done_q.d.next = true;
            self.st_q.d.next = self.c_idle.val();
        }
        if self.reset.val() {
            self.st_q.d.next = self.c_idle.val();
            self.done_q.d.next = false;
            self.err_q.d.next = false;
            self.rq_valid_q.d.next = false;
            self.ybuf_valid_q.d.next = false;
            self.macs_q.d.next = self.zero16.val();
            self.i_wp_q.d.next = self.idx3[0].val();
            self.i_rp_q.d.next = self.idx3[0].val();
            self.i_cnt_q.d.next = self.zero4.val();
            self.i_res_q.d.next = self.zero4.val();
            self.o_wp_q.d.next = self.idx3[0].val();
            self.o_rp_q.d.next = self.idx3[0].val();
            self.o_cnt_q.d.next = self.zero4.val();
            self.o_res_q.d.next = self.zero4.val();
            self.t_wp_q.d.next = self.zero4.val();
            self.t_rp_q.d.next = self.zero4.val();
        }
    }
}

/// The emitted setting: 64-bit SRAM words, 8 x 8 array.
pub type MmExecW64R8C8 = MmExec<64, 8, 8, 64, 64, 256>;

/// Signals whose assignments Verilator must order one by one: rust-hdl emits `update` as one `always @(*)`
/// block that both feeds the submodules (the matrix unit, multipliers, zero extensions, the word packer) and
/// reads their outputs. No signal depends on itself, but Verilator orders the block as a whole and reports
/// UNOPTFLAT; `isolate_assignments` on these declarations gives their assignments blocks of their own (as
/// `vpu::quant` does). Every input of the matrix unit is a function of registers only.
pub const ISOLATE: [&str; 34] = [
    "mx$reset",
    "mx$w_valid",
    "mx$w_data",
    "mx$w_last",
    "mx$w_cols",
    "mx$a_valid",
    "mx$a_data",
    "mx$a_last",
    "mx$y_ready",
    "mul_a$a",
    "mul_a$b",
    "mul_o$a",
    "mul_o$b",
    "mul_kn$a",
    "mul_kn$b",
    "zk$x",
    "znw$x",
    "zfo$x",
    "wcat$inp$0",
    "wcat$inp$1",
    "ihead",
    "ihkind",
    "ohead",
    "k8",
    "n8",
    "m16",
    "mm1",
    "acc",
    "nw_c",
    "fo8",
    "ylane$0",
    "ylane$1",
    "lane_ok$0",
    "lane_ok$1",
];

/// Adds `/*verilator isolate_assignments*/` to the top module's declarations of [`ISOLATE`].
pub fn isolate_assignments(verilog: &str) -> String {
    let mut out = String::with_capacity(verilog.len() + 2048);
    let mut in_top = true;
    for line in verilog.lines() {
        let t = line.trim();
        if t.starts_with("endmodule") {
            in_top = false;
        }
        let hit = in_top
            && t.starts_with("reg ")
            && ISOLATE.iter().any(|n| t.ends_with(&format!(" {n};")));
        if hit {
            out.push_str(line.trim_end().trim_end_matches(';'));
            out.push_str(" /*verilator isolate_assignments*/;\n");
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// The emitted top: `mm_exec_w64_r8c8`.
pub fn top() -> crate::emit::TopModule {
    let mut t = crate::emit::emit("mm_exec_w64_r8c8", MmExecW64R8C8::default());
    t.verilog = isolate_assignments(&t.verilog);
    crate::emit::waive(
        &mut t,
        &["wire  mx$y_last;"],
        "UNUSEDSIGNAL",
        "the executor counts vectors itself; the unit's y_last is not needed",
    );
    t
}
