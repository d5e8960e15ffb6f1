//! # seq::fetch
//!
//! The sequencer's instruction fetch unit: on `start` it samples the program's place (`PROG_ADDR`,
//! `PROG_LEN`) and the DRAM window (`DRAM_BASE_LO/HI`, `DRAM_SIZE`), checks them (`ZERO_LENGTH`, `MISALIGNED`,
//! `OUT_OF_WINDOW`: reported on `error_*`, no bus access at all), then reads the program with AXI4 INCR read
//! bursts (`W`-bit data, 64 or 128; two beats per instruction at 64 bits), never crossing a 4 KiB boundary
//! and never longer than `max_burst` instructions, and keeps the instructions in a `FD`-entry prefetch FIFO
//! from which the dispatcher takes one per cycle (`instr_*`, `docs/handshake.md`). FIFO space is reserved
//! when a burst is requested, so `axi_r_ready` is always 1 and several bursts can be in flight. A beat with
//! `RRESP != OKAY` marks its instruction; when that instruction reaches the FIFO head the unit stops with
//! `BUS_ERROR` at its index (instructions before it are delivered). `abort_req` (the dispatcher stopped) and
//! `soft_reset` drop the FIFO, stop requesting and drain the bursts still in flight (an AR already offered is
//! held until accepted, every outstanding beat is accepted), so the bus is never left hung.
//! `docs/sequencer.md` (section Fetch) has the cycle-level contract.
//!
//! ```text
//!  start --> check cfg_* ---- error ------------------------------------------> error, error_code, error_pc
//!               | ok
//!               v
//!   addr/left --> burst = min(max_burst, left, to 4 KiB) --(FIFO credit)--> AR reg --> axi_ar_*
//!   axi_r_* --> assemble 128 bits (+ resp error bit) --> FIFO FD x (128 + 1) --> instr_valid/data/pc
//!                                                              (head marked: BUS_ERROR)     <-- instr_ready
//!   outstanding bursts counted until RLAST (drained after abort_req / soft_reset)
//! ```
//!
//! Register naming: `<name>_q` is a register, its next value is `<name>_q.d`. Locals are combinational and
//! always assigned a default first.

use crate::isa::ErrorCode;
use rust_hdl::prelude::*;

/// FSM encoding (`st_q`): no program.
pub const ST_IDLE: u64 = 0;
/// Fetching and delivering.
pub const ST_RUN: u64 = 1;
/// Stopped (abort, soft reset or bus error): waiting for the outstanding bursts to finish.
pub const ST_DRAIN: u64 = 2;

/// Zero-extends `x` (`W` bits, 64 or 128) to 128 bits (`assign y = x` when `W` = 128): a width change that
/// `Zext` cannot express for equal widths.
#[derive(LogicBlock)]
pub struct Pad128<const W: usize> {
    /// W bits, input: value.
    pub x: Signal<In, Bits<W>>,
    /// 128 bits, output: `x` zero-extended (combinational).
    pub y: Signal<Out, Bits<128>>,
}

impl<const W: usize> Default for Pad128<W> {
    fn default() -> Self {
        assert!(W == 64 || W == 128, "Pad128: width W = {W} must be 64 or 128");
        Self { x: Default::default(), y: Default::default() }
    }
}

impl<const W: usize> Logic for Pad128<W> {
    fn update(&mut self) {
        let mut y = Bits::<128>::default();
        for i in 0..W {
            y = y.replace_bit(i, self.x.val().get_bit(i));
        }
        self.y.next = y;
    }
    fn connect(&mut self) {
        self.y.connect();
    }
    fn hdl(&self) -> Verilog {
        let code = if W == 128 { "assign y = x;\n".to_string() } else { format!("assign y = {{{}'b0, x}};\n", 128 - W) };
        Verilog::Wrapper(Wrapper { code, cores: String::new() })
    }
}

/// The fetch unit: `W`-bit AXI4 read data (64 or 128), `FD`-entry prefetch FIFO (1..=15).
#[derive(LogicBlock)]
pub struct Fetch<const W: usize, const FD: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset of everything (the bus is assumed reset with it).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: the accepted doorbell. In IDLE: sample `cfg_*`, clear `error` and the PC, check and start.
    /// Ignored in RUN and DRAIN.
    pub start: Signal<In, Bit>,
    /// 1 bit, input: stop (the device stopped): drop the FIFO, request nothing more, drain the bursts in
    /// flight, then IDLE. Level or pulse; ignored in IDLE. (`abort` is a C++ word Verilator renames.)
    pub abort_req: Signal<In, Bit>,
    /// 1 bit, input: `CTRL.SOFT_RESET`: as `abort_req`, and clears `error_*` and the PC.
    pub soft_reset: Signal<In, Bit>,
    /// 32 bits, input: `PROG_ADDR`, DRAM offset of instruction 0 (sampled at `start`).
    pub cfg_prog_addr: Signal<In, Bits<32>>,
    /// 32 bits, input: `PROG_LEN`, instructions (sampled at `start`).
    pub cfg_prog_len: Signal<In, Bits<32>>,
    /// 32 bits, input: `DRAM_BASE_LO`, bus address of DRAM offset 0 (sampled at `start`).
    pub cfg_dram_base: Signal<In, Bits<32>>,
    /// 32 bits, input: `DRAM_BASE_HI` (non-zero is `OUT_OF_WINDOW`: the bus is 32-bit).
    pub cfg_dram_base_hi: Signal<In, Bits<32>>,
    /// 32 bits, input: `DRAM_SIZE`, window size in bytes.
    pub cfg_dram_size: Signal<In, Bits<32>>,

    // ---- AXI4 master: read address (ARSIZE = log2(W/8), ARBURST = INCR, one ID)
    /// 1 bit, output: read burst request valid (registered).
    pub axi_ar_valid: Signal<Out, Bit>,
    /// 1 bit, input: read burst request accepted.
    pub axi_ar_ready: Signal<In, Bit>,
    /// 32 bits, output: burst start byte address (16-byte aligned; registered).
    pub axi_ar_addr: Signal<Out, Bits<32>>,
    /// 8 bits, output: ARLEN, beats - 1 (registered).
    pub axi_ar_len: Signal<Out, Bits<8>>,
    // ---- AXI4 master: read data
    /// 1 bit, input: read beat valid.
    pub axi_r_valid: Signal<In, Bit>,
    /// 1 bit, output: read beat accepted: always 1 (FIFO space is reserved when a burst is requested).
    pub axi_r_ready: Signal<Out, Bit>,
    /// W bits, input: read data (little endian: the first beat of an instruction holds its low bits).
    pub axi_r_data: Signal<In, Bits<W>>,
    /// 1 bit, input: last beat of the burst.
    pub axi_r_last: Signal<In, Bit>,
    /// 2 bits, input: RRESP; non-zero (SLVERR, DECERR) marks the instruction, `BUS_ERROR` when it is next.
    pub axi_r_resp: Signal<In, Bits<2>>,

    // ---- instruction stream to the dispatcher (source)
    /// 1 bit, output: an instruction is offered (registered state only).
    pub instr_valid: Signal<Out, Bit>,
    /// 1 bit, input: the dispatcher takes it.
    pub instr_ready: Signal<In, Bit>,
    /// 128 bits, output: the instruction word.
    pub instr_data: Signal<Out, Bits<128>>,
    /// 32 bits, output: its index in the program; also the instructions delivered since `start` (`PC`).
    pub instr_pc: Signal<Out, Bits<32>>,
    /// 1 bit, output: all `PROG_LEN` instructions were delivered (RUN only; 0 after an error).
    pub prog_done: Signal<Out, Bit>,

    // ---- status
    /// 1 bit, output: not IDLE (running or draining bursts).
    pub busy: Signal<Out, Bit>,
    /// 1 bit, output: `STATUS.FETCH_ACTIVE`: RUN with instructions left to request.
    pub active: Signal<Out, Bit>,
    /// 1 bit, output: a start or bus error stopped the unit (until the next `start`, `soft_reset`, `reset`).
    pub error: Signal<Out, Bit>,
    /// 8 bits, output: its code (`ZERO_LENGTH`, `MISALIGNED`, `OUT_OF_WINDOW`, `BUS_ERROR`), 0 = none.
    pub error_code: Signal<Out, Bits<8>>,
    /// 32 bits, output: index of the instruction whose read failed; `0xFFFFFFFF` for a start error.
    pub error_pc: Signal<Out, Bits<32>>,
    /// 8 bits, output: bytes read this cycle (W/8 per accepted R beat, 0 otherwise): `FETCH_BYTES`.
    pub perf_bytes: Signal<Out, Bits<8>>,

    // ---- submodule
    pad: Pad128<W>,
    // ---- registers
    st_q: DFF<Bits<2>>,
    addr_q: DFF<Bits<32>>,
    left_q: DFF<Bits<32>>,
    len_q: DFF<Bits<32>>,
    pc_q: DFF<Bits<32>>,
    fifo_d: [DFF<Bits<128>>; FD],
    fifo_e: [DFF<Bit>; FD],
    wp_q: DFF<Bits<4>>,
    rp_q: DFF<Bits<4>>,
    cnt_q: DFF<Bits<8>>,
    resv_q: DFF<Bits<8>>,
    outb_q: DFF<Bits<8>>,
    ar_v_q: DFF<Bit>,
    ar_addr_q: DFF<Bits<32>>,
    ar_len_q: DFF<Bits<8>>,
    acc_q: DFF<Bits<128>>,
    bcnt_q: DFF<Bits<2>>,
    eacc_q: DFF<Bit>,
    err_q: DFF<Bit>,
    err_code_q: DFF<Bits<8>>,
    err_pc_q: DFF<Bits<32>>,
    // ---- locals
    head_d: Signal<Local, Bits<128>>,
    head_e: Signal<Local, Bit>,
    stop: Signal<Local, Bit>,
    head_err: Signal<Local, Bit>,
    to_page: Signal<Local, Bits<32>>,
    n: Signal<Local, Bits<32>>,
    n8: Signal<Local, Bits<8>>,
    load: Signal<Local, Bit>,
    ar_fire: Signal<Local, Bit>,
    beat: Signal<Local, Bit>,
    last_beat: Signal<Local, Bit>,
    push: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    inst: Signal<Local, Bits<128>>,
    e_bytes: Signal<Local, Bits<32>>,
    e_end: Signal<Local, Bits<32>>,
    e_bus_end: Signal<Local, Bits<32>>,
    e_oow: Signal<Local, Bit>,
    // ---- constants
    c_run: Constant<Bits<2>>,
    c_idle: Constant<Bits<2>>,
    c_drain: Constant<Bits<2>>,
    c_mb: Constant<Bits<32>>,
    c_256: Constant<Bits<32>>,
    c_page_mask: Constant<Bits<32>>,
    c_four: Constant<Bits<32>>,
    c_28: Constant<Bits<32>>,
    c_zero32: Constant<Bits<32>>,
    c_one32: Constant<Bits<32>>,
    c_ones32: Constant<Bits<32>>,
    c_low4: Constant<Bits<32>>,
    c_bpi_shift: Constant<Bits<8>>,
    c_one8: Constant<Bits<8>>,
    c_zero8: Constant<Bits<8>>,
    c_fd8: Constant<Bits<8>>,
    c_last4: Constant<Bits<4>>,
    c_zero4: Constant<Bits<4>>,
    c_one4: Constant<Bits<4>>,
    c_bpi_m1: Constant<Bits<2>>,
    c_zero2: Constant<Bits<2>>,
    c_one2: Constant<Bits<2>>,
    c_w128: Constant<Bits<128>>,
    c_zero128: Constant<Bits<128>>,
    c_beat_bytes: Constant<Bits<8>>,
    c_code_zl: Constant<Bits<8>>,
    c_code_mis: Constant<Bits<8>>,
    c_code_oow: Constant<Bits<8>>,
    c_code_bus: Constant<Bits<8>>,
}

impl<const W: usize, const FD: usize> Fetch<W, FD> {
    /// A fetch unit whose bursts carry at most `max_burst` instructions (1..=FD, and at most 256 beats).
    pub fn new(max_burst: usize) -> Self {
        assert!(W == 64 || W == 128, "Fetch: data width W = {W} must be 64 or 128");
        assert!((1..=15).contains(&FD), "Fetch: FIFO depth FD = {FD} must be in 1..=15");
        let bpi = 128 / W;
        assert!(
            (1..=FD).contains(&max_burst) && max_burst * bpi <= 256,
            "Fetch: max_burst = {max_burst} instructions must be in 1..=FD ({FD}) and at most 256 beats"
        );
        let c32 = |v: u64| Constant::<Bits<32>>::new(v.into());
        let c8 = |v: u64| Constant::<Bits<8>>::new(v.into());
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            abort_req: Default::default(),
            soft_reset: Default::default(),
            cfg_prog_addr: Default::default(),
            cfg_prog_len: Default::default(),
            cfg_dram_base: Default::default(),
            cfg_dram_base_hi: Default::default(),
            cfg_dram_size: Default::default(),
            axi_ar_valid: Default::default(),
            axi_ar_ready: Default::default(),
            axi_ar_addr: Default::default(),
            axi_ar_len: Default::default(),
            axi_r_valid: Default::default(),
            axi_r_ready: Default::default(),
            axi_r_data: Default::default(),
            axi_r_last: Default::default(),
            axi_r_resp: Default::default(),
            instr_valid: Default::default(),
            instr_ready: Default::default(),
            instr_data: Default::default(),
            instr_pc: Default::default(),
            prog_done: Default::default(),
            busy: Default::default(),
            active: Default::default(),
            error: Default::default(),
            error_code: Default::default(),
            error_pc: Default::default(),
            perf_bytes: Default::default(),
            pad: Default::default(),
            st_q: Default::default(),
            addr_q: Default::default(),
            left_q: Default::default(),
            len_q: Default::default(),
            pc_q: Default::default(),
            fifo_d: std::array::from_fn(|_| Default::default()),
            fifo_e: std::array::from_fn(|_| Default::default()),
            wp_q: Default::default(),
            rp_q: Default::default(),
            cnt_q: Default::default(),
            resv_q: Default::default(),
            outb_q: Default::default(),
            ar_v_q: Default::default(),
            ar_addr_q: Default::default(),
            ar_len_q: Default::default(),
            acc_q: Default::default(),
            bcnt_q: Default::default(),
            eacc_q: Default::default(),
            err_q: Default::default(),
            err_code_q: Default::default(),
            err_pc_q: Default::default(),
            head_d: Default::default(),
            head_e: Default::default(),
            stop: Default::default(),
            head_err: Default::default(),
            to_page: Default::default(),
            n: Default::default(),
            n8: Default::default(),
            load: Default::default(),
            ar_fire: Default::default(),
            beat: Default::default(),
            last_beat: Default::default(),
            push: Default::default(),
            pop: Default::default(),
            inst: Default::default(),
            e_bytes: Default::default(),
            e_end: Default::default(),
            e_bus_end: Default::default(),
            e_oow: Default::default(),
            c_run: Constant::new(ST_RUN.into()),
            c_idle: Constant::new(ST_IDLE.into()),
            c_drain: Constant::new(ST_DRAIN.into()),
            c_mb: c32(max_burst as u64),
            c_256: c32(256),
            c_page_mask: c32(0xff0),
            c_four: c32(4),
            c_28: c32(28),
            c_zero32: c32(0),
            c_one32: c32(1),
            c_ones32: c32(0xffff_ffff),
            c_low4: c32(0xf),
            c_bpi_shift: c8(bpi.trailing_zeros() as u64),
            c_one8: c8(1),
            c_zero8: c8(0),
            c_fd8: c8(FD as u64),
            c_last4: Constant::new(((FD - 1) as u64).into()),
            c_zero4: Constant::new(0u64.into()),
            c_one4: Constant::new(1u64.into()),
            c_bpi_m1: Constant::new(((bpi - 1) as u64).into()),
            c_zero2: Constant::new(0u64.into()),
            c_one2: Constant::new(1u64.into()),
            c_w128: Constant::new((W as u64).into()),
            c_zero128: Constant::new(0u64.into()),
            c_beat_bytes: c8((W / 8) as u64),
            c_code_zl: c8(ErrorCode::ZeroLength.code() as u64),
            c_code_mis: c8(ErrorCode::Misaligned.code() as u64),
            c_code_oow: c8(ErrorCode::OutOfWindow.code() as u64),
            c_code_bus: c8(ErrorCode::BusError.code() as u64),
        }
    }
}

impl<const W: usize, const FD: usize> Logic for Fetch<W, FD> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st_q, addr_q, left_q, len_q, pc_q, wp_q, rp_q, cnt_q, resv_q, outb_q, ar_v_q, ar_addr_q,
            ar_len_q, acc_q, bcnt_q, eacc_q, err_q, err_code_q, err_pc_q
        );
        for i in 0..FD {
            self.fifo_d[i].clock.next = self.clock.val();
            self.fifo_d[i].d.next = self.fifo_d[i].q.val();
            self.fifo_e[i].clock.next = self.clock.val();
            self.fifo_e[i].d.next = self.fifo_e[i].q.val();
        }
        self.pad.x.next = self.axi_r_data.val();

        // ---------------- FIFO head and the instruction stream
        self.head_d.next = self.fifo_d[0].q.val();
        self.head_e.next = self.fifo_e[0].q.val();
        for i in 1..FD {
            if self.rp_q.q.val().index() == i {
                self.head_d.next = self.fifo_d[i].q.val();
                self.head_e.next = self.fifo_e[i].q.val();
            }
        }
        self.instr_valid.next =
            (self.st_q.q.val() == self.c_run.val()) & (self.cnt_q.q.val() != self.c_zero8.val()) & !self.head_e.val();
        self.instr_data.next = self.head_d.val();
        self.instr_pc.next = self.pc_q.q.val();
        self.prog_done.next = (self.st_q.q.val() == self.c_run.val()) & (self.pc_q.q.val() == self.len_q.q.val());
        self.busy.next = self.st_q.q.val() != self.c_idle.val();
        self.active.next = (self.st_q.q.val() == self.c_run.val()) & (self.left_q.q.val() != self.c_zero32.val());
        self.error.next = self.err_q.q.val();
        self.error_code.next = self.err_code_q.q.val();
        self.error_pc.next = self.err_pc_q.q.val();
        self.axi_ar_valid.next = self.ar_v_q.q.val();
        self.axi_ar_addr.next = self.ar_addr_q.q.val();
        self.axi_ar_len.next = self.ar_len_q.q.val();
        self.axi_r_ready.next = true;
        self.perf_bytes.next = self.c_zero8.val();
        if self.axi_r_valid.val() {
            self.perf_bytes.next = self.c_beat_bytes.val();
        }

        // ---------------- stop conditions (RUN only)
        self.head_err.next =
            (self.st_q.q.val() == self.c_run.val()) & (self.cnt_q.q.val() != self.c_zero8.val()) & self.head_e.val();
        self.stop.next = (self.st_q.q.val() == self.c_run.val())
            & (self.abort_req.val() | self.soft_reset.val() | self.head_err.val());
        self.pop.next = self.instr_valid.val() & self.instr_ready.val() & !self.stop.val();

        // ---------------- burst request: min(max_burst, left, instructions to the 4 KiB boundary)
        self.to_page.next =
            self.c_256.val() - ((self.addr_q.q.val() & self.c_page_mask.val()) >> self.c_four.val());
        self.n.next = self.c_mb.val();
        if self.left_q.q.val() < self.n.val() {
            self.n.next = self.left_q.q.val();
        }
        if self.to_page.val() < self.n.val() {
            self.n.next = self.to_page.val();
        }
        self.n8.next = self.n.val().get_bits::<8>(0);
        self.ar_fire.next = self.ar_v_q.q.val() & self.axi_ar_ready.val();
        self.load.next = (self.st_q.q.val() == self.c_run.val())
            & !self.stop.val()
            & (self.left_q.q.val() != self.c_zero32.val())
            & (!self.ar_v_q.q.val() | self.axi_ar_ready.val())
            & ((self.cnt_q.q.val() + self.resv_q.q.val() + self.n8.val()) <= self.c_fd8.val());
        if self.load.val() {
            self.ar_v_q.d.next = true;
            self.ar_addr_q.d.next = self.addr_q.q.val();
            self.ar_len_q.d.next = (self.n8.val() << self.c_bpi_shift.val()) - self.c_one8.val();
            self.addr_q.d.next = self.addr_q.q.val() + (self.n.val() << self.c_four.val());
            self.left_q.d.next = self.left_q.q.val() - self.n.val();
        } else if self.ar_fire.val() {
            self.ar_v_q.d.next = false;
        }

        // ---------------- read data: assemble instructions
        self.beat.next = self.axi_r_valid.val() & (self.st_q.q.val() == self.c_run.val()) & !self.stop.val();
        self.last_beat.next = self.bcnt_q.q.val() == self.c_bpi_m1.val();
        self.inst.next = self.pad.y.val();
        if self.bcnt_q.q.val() != self.c_zero2.val() {
            self.inst.next = self.acc_q.q.val() | (self.pad.y.val() << self.c_w128.val());
        }
        self.push.next = self.beat.val() & self.last_beat.val();
        if self.beat.val() {
            if self.last_beat.val() {
                self.bcnt_q.d.next = self.c_zero2.val();
                self.acc_q.d.next = self.c_zero128.val();
                self.eacc_q.d.next = false;
            } else {
                self.bcnt_q.d.next = self.bcnt_q.q.val() + self.c_one2.val();
                self.acc_q.d.next = self.inst.val();
                self.eacc_q.d.next = self.eacc_q.q.val() | self.axi_r_resp.val().any();
            }
        }
        for i in 0..FD {
            if self.push.val() & (self.wp_q.q.val().index() == i) {
                self.fifo_d[i].d.next = self.inst.val();
                self.fifo_e[i].d.next = self.eacc_q.q.val() | self.axi_r_resp.val().any();
            }
        }
        if self.push.val() {
            if self.wp_q.q.val() == self.c_last4.val() {
                self.wp_q.d.next = self.c_zero4.val();
            } else {
                self.wp_q.d.next = self.wp_q.q.val() + self.c_one4.val();
            }
        }
        if self.pop.val() {
            if self.rp_q.q.val() == self.c_last4.val() {
                self.rp_q.d.next = self.c_zero4.val();
            } else {
                self.rp_q.d.next = self.rp_q.q.val() + self.c_one4.val();
            }
            self.pc_q.d.next = self.pc_q.q.val() + self.c_one32.val();
        }
        if self.push.val() & !self.pop.val() {
            self.cnt_q.d.next = self.cnt_q.q.val() + self.c_one8.val();
        } else if !self.push.val() & self.pop.val() {
            self.cnt_q.d.next = self.cnt_q.q.val() - self.c_one8.val();
        }
        // reserved FIFO entries: + n at a request, - 1 per instruction written
        if self.load.val() & self.push.val() {
            self.resv_q.d.next = self.resv_q.q.val() + self.n8.val() - self.c_one8.val();
        } else if self.load.val() {
            self.resv_q.d.next = self.resv_q.q.val() + self.n8.val();
        } else if self.push.val() {
            self.resv_q.d.next = self.resv_q.q.val() - self.c_one8.val();
        }
        // outstanding bursts, in every state: + at an AR transfer, - at RLAST
        if self.ar_fire.val() & !(self.axi_r_valid.val() & self.axi_r_last.val()) {
            self.outb_q.d.next = self.outb_q.q.val() + self.c_one8.val();
        } else if !self.ar_fire.val() & self.axi_r_valid.val() & self.axi_r_last.val() {
            self.outb_q.d.next = self.outb_q.q.val() - self.c_one8.val();
        }

        // ---------------- start checks: ZERO_LENGTH > MISALIGNED > OUT_OF_WINDOW (32-bit overflow by carries)
        self.e_bytes.next = self.cfg_prog_len.val() << self.c_four.val();
        self.e_end.next = self.cfg_prog_addr.val() + self.e_bytes.val();
        self.e_bus_end.next = self.cfg_dram_base.val() + self.e_end.val();
        self.e_oow.next = (self.cfg_dram_base_hi.val() != self.c_zero32.val())
            | ((self.cfg_prog_len.val() >> self.c_28.val()) != self.c_zero32.val())
            | (self.e_end.val() < self.cfg_prog_addr.val())
            | (self.e_end.val() > self.cfg_dram_size.val())
            | ((self.e_bus_end.val() < self.cfg_dram_base.val()) & (self.e_bus_end.val() != self.c_zero32.val()));

        // ---------------- FSM
        if self.st_q.q.val() == self.c_idle.val() {
            if self.start.val() {
                self.err_q.d.next = false;
                self.err_code_q.d.next = self.c_zero8.val();
                self.err_pc_q.d.next = self.c_ones32.val();
                self.pc_q.d.next = self.c_zero32.val();
                if self.cfg_prog_len.val() == self.c_zero32.val() {
                    self.err_q.d.next = true;
                    self.err_code_q.d.next = self.c_code_zl.val();
                } else if ((self.cfg_prog_addr.val() | self.cfg_dram_base.val()) & self.c_low4.val())
                    != self.c_zero32.val()
                {
                    self.err_q.d.next = true;
                    self.err_code_q.d.next = self.c_code_mis.val();
                } else if self.e_oow.val() {
                    self.err_q.d.next = true;
                    self.err_code_q.d.next = self.c_code_oow.val();
                } else {
                    self.st_q.d.next = self.c_run.val();
                    self.addr_q.d.next = self.cfg_dram_base.val() + self.cfg_prog_addr.val();
                    self.left_q.d.next = self.cfg_prog_len.val();
                    self.len_q.d.next = self.cfg_prog_len.val();
                }
            }
        } else if self.st_q.q.val() == self.c_run.val() {
            if self.stop.val() {
                self.st_q.d.next = self.c_drain.val();
                if self.head_err.val() & !self.abort_req.val() & !self.soft_reset.val() {
                    self.err_q.d.next = true;
                    self.err_code_q.d.next = self.c_code_bus.val();
                    self.err_pc_q.d.next = self.pc_q.q.val();
                }
            }
        } else if !self.ar_v_q.q.val() & (self.outb_q.q.val() == self.c_zero8.val()) {
            self.st_q.d.next = self.c_idle.val();
        }
        if self.stop.val() {
            self.wp_q.d.next = self.c_zero4.val();
            self.rp_q.d.next = self.c_zero4.val();
            self.cnt_q.d.next = self.c_zero8.val();
            self.resv_q.d.next = self.c_zero8.val();
            self.bcnt_q.d.next = self.c_zero2.val();
            self.acc_q.d.next = self.c_zero128.val();
            self.eacc_q.d.next = false;
            self.left_q.d.next = self.c_zero32.val();
        }
        if self.soft_reset.val() {
            self.err_q.d.next = false;
            self.err_code_q.d.next = self.c_zero8.val();
            self.err_pc_q.d.next = self.c_ones32.val();
            self.pc_q.d.next = self.c_zero32.val();
        }
        if self.reset.val() {
            self.st_q.d.next = self.c_idle.val();
            self.addr_q.d.next = self.c_zero32.val();
            self.left_q.d.next = self.c_zero32.val();
            self.len_q.d.next = self.c_zero32.val();
            self.pc_q.d.next = self.c_zero32.val();
            self.wp_q.d.next = self.c_zero4.val();
            self.rp_q.d.next = self.c_zero4.val();
            self.cnt_q.d.next = self.c_zero8.val();
            self.resv_q.d.next = self.c_zero8.val();
            self.outb_q.d.next = self.c_zero8.val();
            self.ar_v_q.d.next = false;
            self.bcnt_q.d.next = self.c_zero2.val();
            self.acc_q.d.next = self.c_zero128.val();
            self.eacc_q.d.next = false;
            self.err_q.d.next = false;
            self.err_code_q.d.next = self.c_zero8.val();
            self.err_pc_q.d.next = self.c_ones32.val();
        }
    }
}

/// The emitted tops: `seq_fetch_d64` (64-bit bus, 8-entry FIFO, bursts of up to 4 instructions = 8 beats)
/// and `seq_fetch_d128` (128-bit bus, 8-entry FIFO, bursts of up to 4 instructions = 4 beats).
pub fn tops() -> Vec<crate::emit::TopModule> {
    vec![
        crate::emit::emit("seq_fetch_d64", Fetch::<64, 8>::new(4)),
        crate::emit::emit("seq_fetch_d128", Fetch::<128, 8>::new(4)),
    ]
}
