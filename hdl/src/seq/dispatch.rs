//! # seq::dispatch
//!
//! The sequencer's dispatcher: everything after fetch. It takes the fetched instruction stream in program
//! order, decodes each word with [`InstrDecoder`], executes the control instructions (`nop`, `end`, `irq`,
//! `sync.ctrl`) itself and appends every other instruction to the FIFO of its queue (DMA, MATRIX, VECTOR).
//! Each queue starts its head when the head's `wait` semaphore is available (decrementing it), offers it on
//! the queue's issue port, and increments the `signal` semaphore when the unit reports the completion. It
//! owns the semaphore file `s1..s15`, the barrier, deadlock, overflow and watchdog rules of `docs/isa.md` §2,
//! the stop-on-error behaviour of §5, and the performance counters that live here. `docs/sequencer.md` has the
//! cycle-level contract.
//!
//! ```text
//!                 +-----------------------------------------------------------------------------+
//!  instr_valid -->| InstrDecoder --+-- ctrl: nop/end/irq/sync.ctrl (wait, barrier, signal) ----|--> irq, irq_code
//!  instr_data  -->|                |                                                            |
//!  instr_pc    -->|                +-- push --> SeqQueue DMA    : FIFO -> issue reg --> dma_*   |<-> dma_valid/ready/data
//!  instr_ready <--|                +-- push --> SeqQueue MATRIX : FIFO -> issue reg --> matrix_*|<-> matrix_valid/ready/data
//!  prog_done   -->|                +-- push --> SeqQueue VECTOR : FIFO -> issue reg --> vector_*|<-> vector_valid/ready/data
//!                 |                        in-flight record (signal, pc) <-- <q>_done/<q>_error  |<-- <q>_done, <q>_error
//!                 |  semaphores s1..s15: s' = s - waits_started + signals (grant: ctrl>dma>mat>vec)|
//!                 |  errors: unit > SEM_OVERFLOW > illegal > PROGRAM_OVERRUN > DEADLOCK > WATCHDOG|--> running/done/error
//!                 |          > ABORTED; then drain the in-flight instructions, then ERROR       |--> error_code/pc/...
//!                 +-----------------------------------------------------------------------------+
//! ```
//!
//! A queue instruction *starts* when it is granted its semaphore: it leaves the FIFO, the semaphore is
//! decremented, it gets an in-flight record and sits in the issue register until the unit takes it
//! (`<q>_valid`/`<q>_ready`, `docs/handshake.md`: `<q>_valid` and `<q>_data` are registered). The unit's
//! `<q>_done` pulses retire the in-flight records in order and land their `signal`. A `sync.<q>` never
//! reaches its unit: it starts when its queue has nothing in flight, and completes in the same cycle.
//!
//! Register naming: `<name>_q` is a register, its next value is `<name>_q.d`. Locals are combinational and
//! always assigned a default first.

use super::decoder::InstrDecoder;
use crate::isa::field as f;
use crate::isa::instr::{funct, opcode, Queue};
use crate::isa::ErrorCode;
use rust_hdl::prelude::*;

/// Width of the program counter (`PC`, `ERROR_PC`).
pub const W_PC: usize = 32;
/// Bits of an instruction kept in an in-flight record (header and DMA tag: `opcode`, `wait`, `signal`,
/// `funct`, `dma.tag`).
pub const W_HDR: usize = 24;
/// Width of the performance counters (the register block extends them to 64 bits).
pub const W_PERF: usize = 32;
/// Number of performance counters of the dispatcher (`perf_*` ports).
pub const NPERF: usize = 11;
/// Width of a field position localparam into the 128-bit word.
const W_POS: usize = 7;
/// Width of a field position localparam into the 24-bit header record.
const W_HPOS: usize = 5;

/// FSM encoding (`st_q`).
pub const ST_IDLE: u64 = 0;
/// Running: dispatching and issuing.
pub const ST_RUN: u64 = 1;
/// An error was detected: nothing new starts, the in-flight instructions complete.
pub const ST_DRAIN: u64 = 2;
/// `end` executed with every queue drained.
pub const ST_DONE: u64 = 3;
/// Stopped with an error.
pub const ST_ERROR: u64 = 4;

fn pos<const P: usize>(field: crate::isa::Field, width: usize, limit: usize) -> Constant<Bits<P>> {
    assert!(
        field.width as usize == width && (field.lo + field.width) as usize <= limit,
        "Dispatcher: isa field {} = [{}, {}) must be {width} bits wide inside the {limit}-bit record",
        field.name,
        field.lo,
        field.lo + field.width
    );
    Constant::new((field.lo as u64).into())
}

// ======================================================================================================
// One queue: FIFO, issue register, in-flight record.
// ======================================================================================================

/// One instruction queue: a `DEPTH`-entry FIFO of (instruction, pc), the issue register that drives the
/// unit's stream port, and an `INFL`-entry in-flight record (header and pc of every started, not yet
/// completed instruction, oldest first). The parent decides when the head starts (`acquire`).
///
/// ```text
///  push --> [ FIFO DEPTH x (128 + 32) ] --head--> acquire --> [ issue reg ] --m_valid/m_data--> unit
///                                                    |                           <--m_ready---
///                                                    +--> [ in-flight INFL x (24 + 32) ] <-- done/fail (oldest)
/// ```
///
/// Both the FIFO and the in-flight record are shift registers: entry 0 is the head (the oldest record), a pop
/// shifts every entry down by one, and a push writes the first free entry after that shift. The head's fields
/// (its `wait` semaphore, the start of the grant logic) and the oldest record's `signal` (the start of the
/// semaphore increments) are register outputs, with no read multiplexer in front of them: the dispatcher's
/// critical path on the ECP5 began with the FIFO's read pointer and an 8-way mux (`docs/fpga.md`). The cycle
/// behaviour is that of a circular buffer.
#[derive(LogicBlock)]
pub struct SeqQueue<const DEPTH: usize, const INFL: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous flush (empties the FIFO, the issue register and the in-flight record).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: append `push_instr`/`push_pc` to the FIFO (only when `full` is 0).
    pub push: Signal<In, Bit>,
    /// 128 bits, input: the instruction to append.
    pub push_instr: Signal<In, Bits<128>>,
    /// 32 bits, input: its program counter.
    pub push_pc: Signal<In, Bits<W_PC>>,
    /// 1 bit, output: the FIFO holds `DEPTH` entries (registered).
    pub full: Signal<Out, Bit>,
    /// 1 bit, output: the FIFO is not empty (registered).
    pub head_valid: Signal<Out, Bit>,
    /// 24 bits, output: header bits `[23:0]` of the head instruction.
    pub head_hdr: Signal<Out, Bits<W_HDR>>,
    /// 32 bits, output: program counter of the head instruction.
    pub head_pc: Signal<Out, Bits<W_PC>>,
    /// 1 bit, output: the head is a `sync.<q>` (it never goes to the unit).
    pub head_sync: Signal<Out, Bit>,
    /// 128 bits, output: the whole head instruction (valid with `head_valid`; the MATRIX queue's is the
    /// `matvec` unit's prefetch peek).
    pub head_instr: Signal<Out, Bits<128>>,
    /// 1 bit, output: the head could start this cycle, its semaphore aside: a `sync` needs nothing in
    /// flight, any other instruction a free in-flight record and an issue register that is empty or being
    /// taken (`m_ready`) this cycle.
    pub can_acquire: Signal<Out, Bit>,
    /// 1 bit, input: start the head (only when `can_acquire`): pop it; unless it is a `sync`, load the issue
    /// register and append an in-flight record.
    pub acquire: Signal<In, Bit>,
    /// 1 bit, output: issue port valid (registered).
    pub m_valid: Signal<Out, Bit>,
    /// 1 bit, input: the unit takes the offered instruction.
    pub m_ready: Signal<In, Bit>,
    /// 128 bits, output: the offered instruction (registered).
    pub m_data: Signal<Out, Bits<128>>,
    /// 1 bit, input: the oldest in-flight instruction completed (ignored when nothing is in flight).
    pub done: Signal<In, Bit>,
    /// 1 bit, input: the oldest in-flight instruction failed (retires it like `done`).
    pub fail: Signal<In, Bit>,
    /// 1 bit, output: at least one instruction is in flight (started, not completed).
    pub rec_valid: Signal<Out, Bit>,
    /// 24 bits, output: header bits of the oldest in-flight instruction.
    pub rec_hdr: Signal<Out, Bits<W_HDR>>,
    /// 32 bits, output: program counter of the oldest in-flight instruction.
    pub rec_pc: Signal<Out, Bits<W_PC>>,
    /// 1 bit, output: the FIFO is empty and nothing is in flight (registered).
    pub idle: Signal<Out, Bit>,

    fifo_i: [DFF<Bits<128>>; DEPTH],
    fifo_pc: [DFF<Bits<W_PC>>; DEPTH],
    cnt_q: DFF<Bits<5>>,
    iss_v_q: DFF<Bit>,
    iss_d_q: DFF<Bits<128>>,
    rec_h: [DFF<Bits<W_HDR>>; INFL],
    rec_p: [DFF<Bits<W_PC>>; INFL],
    rcnt_q: DFF<Bits<5>>,

    head_i: Signal<Local, Bits<128>>,
    pop: Signal<Local, Bit>,
    rpush: Signal<Local, Bit>,
    rpop: Signal<Local, Bit>,
    /// 5 bits: the entry a push writes (after a pop's shift) in the FIFO / the in-flight record.
    wi: Signal<Local, Bits<5>>,
    rwi: Signal<Local, Bits<5>>,

    p_opcode: Constant<Bits<W_POS>>,
    op_sync: Constant<Bits<4>>,
    c_full: Constant<Bits<5>>,
    c_rfull: Constant<Bits<5>>,
    c_zero5: Constant<Bits<5>>,
    c_one5: Constant<Bits<5>>,
}

impl<const DEPTH: usize, const INFL: usize> Default for SeqQueue<DEPTH, INFL> {
    fn default() -> Self {
        assert!((1..=15).contains(&DEPTH), "SeqQueue: FIFO depth DEPTH = {DEPTH} must be in 1..=15");
        assert!((1..=15).contains(&INFL), "SeqQueue: in-flight depth INFL = {INFL} must be in 1..=15");
        Self {
            clock: Default::default(),
            reset: Default::default(),
            push: Default::default(),
            push_instr: Default::default(),
            push_pc: Default::default(),
            full: Default::default(),
            head_valid: Default::default(),
            head_hdr: Default::default(),
            head_pc: Default::default(),
            head_sync: Default::default(),
            head_instr: Default::default(),
            can_acquire: Default::default(),
            acquire: Default::default(),
            m_valid: Default::default(),
            m_ready: Default::default(),
            m_data: Default::default(),
            done: Default::default(),
            fail: Default::default(),
            rec_valid: Default::default(),
            rec_hdr: Default::default(),
            rec_pc: Default::default(),
            idle: Default::default(),
            fifo_i: std::array::from_fn(|_| Default::default()),
            fifo_pc: std::array::from_fn(|_| Default::default()),
            cnt_q: Default::default(),
            iss_v_q: Default::default(),
            iss_d_q: Default::default(),
            rec_h: std::array::from_fn(|_| Default::default()),
            rec_p: std::array::from_fn(|_| Default::default()),
            rcnt_q: Default::default(),
            head_i: Default::default(),
            pop: Default::default(),
            rpush: Default::default(),
            rpop: Default::default(),
            wi: Default::default(),
            rwi: Default::default(),
            p_opcode: pos(f::OPCODE, 4, W_HDR),
            op_sync: Constant::new((opcode::SYNC as u64).into()),
            c_full: Constant::new((DEPTH as u64).into()),
            c_rfull: Constant::new((INFL as u64).into()),
            c_zero5: Constant::new(0u64.into()),
            c_one5: Constant::new(1u64.into()),
        }
    }
}

impl<const DEPTH: usize, const INFL: usize> Logic for SeqQueue<DEPTH, INFL> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, cnt_q, iss_v_q, iss_d_q, rcnt_q);
        for i in 0..DEPTH {
            self.fifo_i[i].clock.next = self.clock.val();
            self.fifo_i[i].d.next = self.fifo_i[i].q.val();
            self.fifo_pc[i].clock.next = self.clock.val();
            self.fifo_pc[i].d.next = self.fifo_pc[i].q.val();
        }
        for i in 0..INFL {
            self.rec_h[i].clock.next = self.clock.val();
            self.rec_h[i].d.next = self.rec_h[i].q.val();
            self.rec_p[i].clock.next = self.clock.val();
            self.rec_p[i].d.next = self.rec_p[i].q.val();
        }
        // ---------------- FIFO head: entry 0 (a register, no read mux)
        self.head_i.next = self.fifo_i[0].q.val();
        self.head_pc.next = self.fifo_pc[0].q.val();
        self.head_hdr.next = self.head_i.val().get_bits::<W_HDR>(0);
        self.head_instr.next = self.head_i.val();
        self.head_valid.next = self.cnt_q.q.val() != self.c_zero5.val();
        self.full.next = self.cnt_q.q.val() == self.c_full.val();
        self.head_sync.next = self.head_i.val().get_bits::<4>(self.p_opcode.val().index()) == self.op_sync.val();
        if self.head_sync.val() {
            self.can_acquire.next = self.head_valid.val() & (self.rcnt_q.q.val() == self.c_zero5.val());
        } else {
            self.can_acquire.next = self.head_valid.val()
                & (self.rcnt_q.q.val() != self.c_rfull.val())
                & (!self.iss_v_q.q.val() | self.m_ready.val());
        }
        // ---------------- oldest in-flight record: entry 0
        self.rec_hdr.next = self.rec_h[0].q.val();
        self.rec_pc.next = self.rec_p[0].q.val();
        self.rec_valid.next = self.rcnt_q.q.val() != self.c_zero5.val();
        self.idle.next = (self.cnt_q.q.val() == self.c_zero5.val()) & (self.rcnt_q.q.val() == self.c_zero5.val());
        self.m_valid.next = self.iss_v_q.q.val();
        self.m_data.next = self.iss_d_q.q.val();

        // ---------------- FIFO: a pop shifts every entry down by one; a push writes the first free entry
        // after the shift (`cnt`, or `cnt - 1` with a pop)
        self.pop.next = self.acquire.val();
        if self.pop.val() {
            for i in 0..(DEPTH - 1) {
                self.fifo_i[i].d.next = self.fifo_i[i + 1].q.val();
                self.fifo_pc[i].d.next = self.fifo_pc[i + 1].q.val();
            }
        }
        self.wi.next = self.cnt_q.q.val();
        if self.pop.val() {
            self.wi.next = self.cnt_q.q.val() - self.c_one5.val();
        }
        for i in 0..DEPTH {
            if self.push.val() & (self.wi.val().index() == i) {
                self.fifo_i[i].d.next = self.push_instr.val();
                self.fifo_pc[i].d.next = self.push_pc.val();
            }
        }
        if self.push.val() & !self.pop.val() {
            self.cnt_q.d.next = self.cnt_q.q.val() + self.c_one5.val();
        } else if !self.push.val() & self.pop.val() {
            self.cnt_q.d.next = self.cnt_q.q.val() - self.c_one5.val();
        }

        // ---------------- issue register and in-flight record (shifted like the FIFO)
        self.rpush.next = self.acquire.val() & !self.head_sync.val();
        self.rpop.next = (self.done.val() | self.fail.val()) & self.rec_valid.val();
        if self.rpush.val() {
            self.iss_v_q.d.next = true;
            self.iss_d_q.d.next = self.head_i.val();
        } else if self.m_ready.val() {
            self.iss_v_q.d.next = false;
        }
        if self.rpop.val() {
            for i in 0..(INFL - 1) {
                self.rec_h[i].d.next = self.rec_h[i + 1].q.val();
                self.rec_p[i].d.next = self.rec_p[i + 1].q.val();
            }
        }
        self.rwi.next = self.rcnt_q.q.val();
        if self.rpop.val() {
            self.rwi.next = self.rcnt_q.q.val() - self.c_one5.val();
        }
        for i in 0..INFL {
            if self.rpush.val() & (self.rwi.val().index() == i) {
                self.rec_h[i].d.next = self.head_hdr.val();
                self.rec_p[i].d.next = self.head_pc.val();
            }
        }
        if self.rpush.val() & !self.rpop.val() {
            self.rcnt_q.d.next = self.rcnt_q.q.val() + self.c_one5.val();
        } else if !self.rpush.val() & self.rpop.val() {
            self.rcnt_q.d.next = self.rcnt_q.q.val() - self.c_one5.val();
        }

        if self.reset.val() {
            self.cnt_q.d.next = self.c_zero5.val();
            self.iss_v_q.d.next = false;
            self.rcnt_q.d.next = self.c_zero5.val();
        }
    }
}

// ======================================================================================================
// The dispatcher.
// ======================================================================================================

/// Index of each performance counter in `perf_q` (the order of the `perf_*` ports).
pub mod perf {
    /// Cycles with `running` (RUN or DRAIN).
    pub const CYCLES: usize = 0;
    /// Control instructions executed (`nop`, `end`, `irq`, `sync.ctrl`).
    pub const RET_CTRL: usize = 1;
    /// DMA-queue instructions completed (`<q>_done`, or a `sync.dma` executed).
    pub const RET_DMA: usize = 2;
    /// MATRIX-queue instructions completed.
    pub const RET_MATRIX: usize = 3;
    /// VECTOR-queue instructions completed.
    pub const RET_VECTOR: usize = 4;
    /// Cycles the control unit holds an instruction it cannot execute (zero semaphore or barrier).
    pub const STALL_CTRL: usize = 5;
    /// Cycles the DMA queue head could start but for its semaphore (`STALL_WAIT_DMA`).
    pub const STALL_DMA: usize = 6;
    /// Same for the MATRIX queue.
    pub const STALL_MATRIX: usize = 7;
    /// Same for the VECTOR queue.
    pub const STALL_VECTOR: usize = 8;
    /// Cycles a legal queue instruction waits at the dispatcher because its FIFO is full.
    pub const STALL_FULL: usize = 9;
    /// Cycles without an instruction at the dispatcher while `prog_done` is 0 (fetch latency).
    pub const STALL_FETCH: usize = 10;
}

/// The dispatcher with `DEPTH`-entry queue FIFOs and `INFL` in-flight instructions per queue.
#[derive(LogicBlock)]
pub struct Dispatcher<const DEPTH: usize, const INFL: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (state IDLE, everything cleared, outputs low).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: the doorbell. Accepted when not `running`: clears the semaphores, queues, error
    /// registers and counters and starts dispatching. Ignored while `running`.
    pub start: Signal<In, Bit>,
    /// 1 bit, input: `CTRL.ABORT` (`abort` is a C++ word Verilator renames): while running, stop with `ABORTED` (in-flight instructions complete).
    pub abort_req: Signal<In, Bit>,
    /// 32 bits, input: `WATCHDOG`: cycles without an instruction starting or completing before the device
    /// stops with `WATCHDOG`; 0 = off. Hold it stable while running.
    pub cfg_watchdog: Signal<In, Bits<32>>,

    // ---- instruction stream from fetch (sink)
    /// 1 bit, input: an instruction is offered.
    pub instr_valid: Signal<In, Bit>,
    /// 1 bit, output: the instruction is consumed this cycle. Combinational from `instr_valid`, `instr_data`
    /// and registered state (a sink may depend on `valid`); never from a unit's `<q>_ready` or `<q>_done`.
    pub instr_ready: Signal<Out, Bit>,
    /// 128 bits, input: the instruction word.
    pub instr_data: Signal<In, Bits<128>>,
    /// 32 bits, input: its index in the program (`PC`).
    pub instr_pc: Signal<In, Bits<W_PC>>,
    /// 1 bit, input: fetch has delivered the last instruction (`PROG_LEN` reached; level, held while
    /// running). With no instruction offered and no `end` executed, this is `PROGRAM_OVERRUN`.
    pub prog_done: Signal<In, Bit>,

    // ---- DMA queue issue port (source) and completion
    /// 1 bit, output: a DMA instruction is offered (registered).
    pub dma_valid: Signal<Out, Bit>,
    /// 1 bit, input: the DMA unit takes it.
    pub dma_ready: Signal<In, Bit>,
    /// 128 bits, output: the whole instruction word (the unit slices its fields, `InstrDecoder` ports).
    pub dma_data: Signal<Out, Bits<128>>,
    /// 1 bit, input: the oldest taken DMA instruction completed (one pulse per instruction, in order).
    pub dma_done: Signal<In, Bit>,
    /// 1 bit, input: the oldest taken DMA instruction failed (replaces its `dma_done`).
    pub dma_error: Signal<In, Bit>,
    /// 8 bits, input: the failure's error code (DMA status, KV errors...), read with `dma_error`.
    pub dma_error_code: Signal<In, Bits<8>>,
    // ---- MATRIX queue
    /// 1 bit, output: a MATRIX instruction is offered (registered).
    pub matrix_valid: Signal<Out, Bit>,
    /// 1 bit, input: the matrix unit takes it.
    pub matrix_ready: Signal<In, Bit>,
    /// 128 bits, output: the instruction word.
    pub matrix_data: Signal<Out, Bits<128>>,
    /// 1 bit, input: the oldest taken MATRIX instruction completed.
    pub matrix_done: Signal<In, Bit>,
    /// 1 bit, input: the oldest taken MATRIX instruction failed.
    pub matrix_error: Signal<In, Bit>,
    /// 8 bits, input: its error code.
    pub matrix_error_code: Signal<In, Bits<8>>,
    /// 1 bit, output: the MATRIX FIFO's head holds an instruction that has not started (not a `sync`), in
    /// RUN only: the `matvec` unit may prefetch its weight stream (`docs/isa.md` §4, `matvec`). It drops
    /// when the head starts, and with DRAIN (queued instructions are dropped there).
    pub matrix_peek_valid: Signal<Out, Bit>,
    /// 128 bits, output: that head instruction (valid with `matrix_peek_valid`).
    pub matrix_peek_data: Signal<Out, Bits<128>>,
    // ---- VECTOR queue
    /// 1 bit, output: a VECTOR instruction is offered (registered).
    pub vector_valid: Signal<Out, Bit>,
    /// 1 bit, input: the vector unit takes it.
    pub vector_ready: Signal<In, Bit>,
    /// 128 bits, output: the instruction word.
    pub vector_data: Signal<Out, Bits<128>>,
    /// 1 bit, input: the oldest taken VECTOR instruction completed.
    pub vector_done: Signal<In, Bit>,
    /// 1 bit, input: the oldest taken VECTOR instruction failed.
    pub vector_error: Signal<In, Bit>,
    /// 8 bits, input: its error code.
    pub vector_error_code: Signal<In, Bits<8>>,

    // ---- status
    /// 1 bit, output: `STATUS.BUSY`: from an accepted `start` until the device stops (RUN or DRAIN).
    pub running: Signal<Out, Bit>,
    /// 1 bit, output: `STATUS.DONE`: `end` executed with every queue drained (until the next `start`).
    pub done: Signal<Out, Bit>,
    /// 1 bit, output: `STATUS.ERROR`: stopped with an error, after the in-flight instructions completed.
    pub error: Signal<Out, Bit>,
    /// 8 bits, output: `ERROR_CODE` (the first error; valid from the cycle after detection), 0 = none.
    pub error_code: Signal<Out, Bits<8>>,
    /// 32 bits, output: `ERROR_PC`: the failing instruction's index, `0xFFFFFFFF` when none is at fault.
    pub error_pc: Signal<Out, Bits<W_PC>>,
    /// 2 bits, output: `ERROR_INFO[1:0]`: queue of the failing instruction.
    pub error_queue: Signal<Out, Bits<2>>,
    /// 4 bits, output: `ERROR_INFO[7:4]`: the semaphore (`SEM_OVERFLOW`: the one that overflowed;
    /// `DEADLOCK`: the held instruction's `wait`).
    pub error_sem: Signal<Out, Bits<4>>,
    /// 8 bits, output: `ERROR_INFO[15:8]`: DMA tag of a failed DMA instruction.
    pub error_tag: Signal<Out, Bits<8>>,
    /// 4 bits, output: `ERROR_INFO[19:16]`: opcode of the failing instruction.
    pub error_opcode: Signal<Out, Bits<4>>,
    /// 4 bits, output: `ERROR_INFO[23:20]`: funct of the failing instruction.
    pub error_funct: Signal<Out, Bits<4>>,
    /// 1 bit, output: one-cycle pulse, the cycle after an `irq` executed (`INT_STATUS.SW`).
    pub irq: Signal<Out, Bit>,
    /// 16 bits, output: `IRQ_CODE`, the code of the last `irq` (kept until reset).
    pub irq_code: Signal<Out, Bits<16>>,
    /// 4 bits, input: semaphore read index (register reads `SEM0..3`).
    pub sem_rd_idx: Signal<In, Bits<4>>,
    /// 8 bits, output: value of semaphore `sem_rd_idx` (s0 reads 0).
    pub sem_rd_val: Signal<Out, Bits<8>>,

    // ---- performance counters (32 bits each, cleared by `start`, counting while `running`)
    /// 32 bits, output: cycles running.
    pub perf_cycles: Signal<Out, Bits<W_PERF>>,
    /// 32 bits, output: control instructions executed.
    pub perf_ret_ctrl: Signal<Out, Bits<W_PERF>>,
    /// 32 bits, output: DMA-queue instructions completed.
    pub perf_ret_dma: Signal<Out, Bits<W_PERF>>,
    /// 32 bits, output: MATRIX-queue instructions completed.
    pub perf_ret_matrix: Signal<Out, Bits<W_PERF>>,
    /// 32 bits, output: VECTOR-queue instructions completed.
    pub perf_ret_vector: Signal<Out, Bits<W_PERF>>,
    /// 32 bits, output: `STALL_WAIT_CTRL` cycles.
    pub perf_stall_ctrl: Signal<Out, Bits<W_PERF>>,
    /// 32 bits, output: `STALL_WAIT_DMA` cycles.
    pub perf_stall_dma: Signal<Out, Bits<W_PERF>>,
    /// 32 bits, output: `STALL_WAIT_MATRIX` cycles.
    pub perf_stall_matrix: Signal<Out, Bits<W_PERF>>,
    /// 32 bits, output: `STALL_WAIT_VECTOR` cycles.
    pub perf_stall_vector: Signal<Out, Bits<W_PERF>>,
    /// 32 bits, output: `STALL_QUEUE_FULL` cycles.
    pub perf_stall_full: Signal<Out, Bits<W_PERF>>,
    /// 32 bits, output: `STALL_FETCH` cycles.
    pub perf_stall_fetch: Signal<Out, Bits<W_PERF>>,

    // ---- submodules
    dec: InstrDecoder,
    q: [SeqQueue<DEPTH, INFL>; 3],
    // ---- registers
    st_q: DFF<Bits<3>>,
    sem: [DFF<Bits<8>>; 16],
    err_code_q: DFF<Bits<8>>,
    err_pc_q: DFF<Bits<W_PC>>,
    err_queue_q: DFF<Bits<2>>,
    err_sem_q: DFF<Bits<4>>,
    err_tag_q: DFF<Bits<8>>,
    err_op_q: DFF<Bits<4>>,
    err_fn_q: DFF<Bits<4>>,
    irq_q: DFF<Bit>,
    irq_code_q: DFF<Bits<16>>,
    wd_q: DFF<Bits<32>>,
    perf_q: [DFF<Bits<W_PERF>>; NPERF],
    // ---- combinational
    is_run: Signal<Local, Bit>,
    busy: Signal<Local, Bit>,
    start_fire: Signal<Local, Bit>,
    in_legal: Signal<Local, Bit>,
    in_ctrl: Signal<Local, Bit>,
    in_end: Signal<Local, Bit>,
    in_irq: Signal<Local, Bit>,
    in_barrier: Signal<Local, Bit>,
    tgt_full: Signal<Local, Bit>,
    all_idle: Signal<Local, Bit>,
    all_quiet: Signal<Local, Bit>,
    c_sw: Signal<Local, Bits<8>>,
    c_req: Signal<Local, Bit>,
    c_grant: Signal<Local, Bit>,
    c_blocked: Signal<Local, Bit>,
    c_ovf: Signal<Local, Bit>,
    u_done: [Signal<Local, Bit>; 3],
    u_fail: [Signal<Local, Bit>; 3],
    q_wait: [Signal<Local, Bits<4>>; 3],
    q_sw: [Signal<Local, Bits<8>>; 3],
    q_req: [Signal<Local, Bit>; 3],
    /// 2 bits: how many higher-priority starters wait on the same semaphore as queue `j`'s head (0..=3).
    q_cnt: [Signal<Local, Bits<2>>; 3],
    q_grant: [Signal<Local, Bit>; 3],
    q_push: [Signal<Local, Bit>; 3],
    q_pop: [Signal<Local, Bit>; 3],
    q_failed: [Signal<Local, Bit>; 3],
    q_sync_go: [Signal<Local, Bit>; 3],
    q_sig_fire: [Signal<Local, Bit>; 3],
    q_sig_op: [Signal<Local, Bits<4>>; 3],
    q_sig_fn: [Signal<Local, Bits<4>>; 3],
    q_sig_pc: [Signal<Local, Bits<W_PC>>; 3],
    q_sig_sem: [Signal<Local, Bits<4>>; 3],
    q_ovf: [Signal<Local, Bit>; 3],
    q_blocked: [Signal<Local, Bit>; 3],
    /// 3 bits: the starts that decrement semaphore `k` / the signals that increment it this cycle (0..=4).
    s_dec: [Signal<Local, Bits<3>>; 16],
    s_inc: [Signal<Local, Bits<3>>; 16],
    /// 8 bits: `255 - s_k` (`!s_k`), the room left below the overflow.
    s_room: [Signal<Local, Bits<8>>; 16],
    /// 8 bits: `s_inc`, `s_dec` widened (a select of constants: no carry chain).
    s_inc8: [Signal<Local, Bits<8>>; 16],
    s_dec8: [Signal<Local, Bits<8>>; 16],
    s_ovf: [Signal<Local, Bit>; 16],
    any_fail: Signal<Local, Bit>,
    any_ovf: Signal<Local, Bit>,
    illegal: Signal<Local, Bit>,
    overrun: Signal<Local, Bit>,
    deadlock: Signal<Local, Bit>,
    progress: Signal<Local, Bit>,
    wd_next: Signal<Local, Bits<32>>,
    wd_fire: Signal<Local, Bit>,
    err_any: Signal<Local, Bit>,
    pinc: [Signal<Local, Bit>; NPERF],
    // ---- constants
    p_wait: Constant<Bits<W_HPOS>>,
    p_signal: Constant<Bits<W_HPOS>>,
    p_opcode: Constant<Bits<W_HPOS>>,
    p_funct: Constant<Bits<W_HPOS>>,
    p_tag: Constant<Bits<W_HPOS>>,
    qid: [Constant<Bits<2>>; 3],
    qid_ctrl: Constant<Bits<2>>,
    op_ctrl: Constant<Bits<4>>,
    op_sync: Constant<Bits<4>>,
    fn_end: Constant<Bits<4>>,
    fn_irq: Constant<Bits<4>>,
    fn_sync_ctrl: Constant<Bits<4>>,
    st_idle: Constant<Bits<3>>,
    st_run: Constant<Bits<3>>,
    st_drain: Constant<Bits<3>>,
    st_done: Constant<Bits<3>>,
    st_error: Constant<Bits<3>>,
    e_none: Constant<Bits<8>>,
    e_ovf: Constant<Bits<8>>,
    e_deadlock: Constant<Bits<8>>,
    e_watchdog: Constant<Bits<8>>,
    e_overrun: Constant<Bits<8>>,
    e_aborted: Constant<Bits<8>>,
    c_zero2: Constant<Bits<2>>,
    c_zero4: Constant<Bits<4>>,
    c_zero8: Constant<Bits<8>>,
    c_one2: Constant<Bits<2>>,
    c_zero3: Constant<Bits<3>>,
    c_one3: Constant<Bits<3>>,
    /// `v` as 3 and as 8 bits, `v` in 1..=4 (index `v - 1`).
    c_n3: Vec<Constant<Bits<3>>>,
    c_n8: Vec<Constant<Bits<8>>>,
    c_zero16: Constant<Bits<16>>,
    c_zero32: Constant<Bits<32>>,
    c_one32: Constant<Bits<32>>,
    c_ones32: Constant<Bits<32>>,
}

impl<const DEPTH: usize, const INFL: usize> Default for Dispatcher<DEPTH, INFL> {
    fn default() -> Self {
        assert!(
            f::DMA_TAG.lo + f::DMA_TAG.width <= W_HDR as u32,
            "Dispatcher: the DMA tag field ends at bit {}, past the {W_HDR}-bit in-flight header",
            f::DMA_TAG.lo + f::DMA_TAG.width
        );
        let c2 = |v: u64| -> Constant<Bits<2>> { Constant::new(v.into()) };
        let c3 = |v: u64| -> Constant<Bits<3>> { Constant::new(v.into()) };
        let c4 = |v: u8| -> Constant<Bits<4>> { Constant::new((v as u64).into()) };
        let e = |c: ErrorCode| -> Constant<Bits<8>> { Constant::new((c.code() as u64).into()) };
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            abort_req: Default::default(),
            cfg_watchdog: Default::default(),
            instr_valid: Default::default(),
            instr_ready: Default::default(),
            instr_data: Default::default(),
            instr_pc: Default::default(),
            prog_done: Default::default(),
            dma_valid: Default::default(),
            dma_ready: Default::default(),
            dma_data: Default::default(),
            dma_done: Default::default(),
            dma_error: Default::default(),
            dma_error_code: Default::default(),
            matrix_valid: Default::default(),
            matrix_ready: Default::default(),
            matrix_data: Default::default(),
            matrix_done: Default::default(),
            matrix_error: Default::default(),
            matrix_error_code: Default::default(),
            matrix_peek_valid: Default::default(),
            matrix_peek_data: Default::default(),
            vector_valid: Default::default(),
            vector_ready: Default::default(),
            vector_data: Default::default(),
            vector_done: Default::default(),
            vector_error: Default::default(),
            vector_error_code: Default::default(),
            running: Default::default(),
            done: Default::default(),
            error: Default::default(),
            error_code: Default::default(),
            error_pc: Default::default(),
            error_queue: Default::default(),
            error_sem: Default::default(),
            error_tag: Default::default(),
            error_opcode: Default::default(),
            error_funct: Default::default(),
            irq: Default::default(),
            irq_code: Default::default(),
            sem_rd_idx: Default::default(),
            sem_rd_val: Default::default(),
            perf_cycles: Default::default(),
            perf_ret_ctrl: Default::default(),
            perf_ret_dma: Default::default(),
            perf_ret_matrix: Default::default(),
            perf_ret_vector: Default::default(),
            perf_stall_ctrl: Default::default(),
            perf_stall_dma: Default::default(),
            perf_stall_matrix: Default::default(),
            perf_stall_vector: Default::default(),
            perf_stall_full: Default::default(),
            perf_stall_fetch: Default::default(),
            dec: Default::default(),
            q: std::array::from_fn(|_| Default::default()),
            st_q: Default::default(),
            sem: std::array::from_fn(|_| Default::default()),
            err_code_q: Default::default(),
            err_pc_q: Default::default(),
            err_queue_q: Default::default(),
            err_sem_q: Default::default(),
            err_tag_q: Default::default(),
            err_op_q: Default::default(),
            err_fn_q: Default::default(),
            irq_q: Default::default(),
            irq_code_q: Default::default(),
            wd_q: Default::default(),
            perf_q: std::array::from_fn(|_| Default::default()),
            is_run: Default::default(),
            busy: Default::default(),
            start_fire: Default::default(),
            in_legal: Default::default(),
            in_ctrl: Default::default(),
            in_end: Default::default(),
            in_irq: Default::default(),
            in_barrier: Default::default(),
            tgt_full: Default::default(),
            all_idle: Default::default(),
            all_quiet: Default::default(),
            c_sw: Default::default(),
            c_req: Default::default(),
            c_grant: Default::default(),
            c_blocked: Default::default(),
            c_ovf: Default::default(),
            u_done: Default::default(),
            u_fail: Default::default(),
            q_wait: Default::default(),
            q_sw: Default::default(),
            q_req: Default::default(),
            q_cnt: Default::default(),
            q_grant: Default::default(),
            q_push: Default::default(),
            q_pop: Default::default(),
            q_failed: Default::default(),
            q_sync_go: Default::default(),
            q_sig_fire: Default::default(),
            q_sig_op: Default::default(),
            q_sig_fn: Default::default(),
            q_sig_pc: Default::default(),
            q_sig_sem: Default::default(),
            q_ovf: Default::default(),
            q_blocked: Default::default(),
            s_dec: Default::default(),
            s_inc: Default::default(),
            s_room: Default::default(),
            s_inc8: Default::default(),
            s_dec8: Default::default(),
            s_ovf: Default::default(),
            any_fail: Default::default(),
            any_ovf: Default::default(),
            illegal: Default::default(),
            overrun: Default::default(),
            deadlock: Default::default(),
            progress: Default::default(),
            wd_next: Default::default(),
            wd_fire: Default::default(),
            err_any: Default::default(),
            pinc: Default::default(),
            p_wait: pos(f::WAIT, 4, W_HDR),
            p_signal: pos(f::SIGNAL, 4, W_HDR),
            p_opcode: pos(f::OPCODE, 4, W_HDR),
            p_funct: pos(f::FUNCT, 4, W_HDR),
            p_tag: pos(f::DMA_TAG, 8, W_HDR),
            qid: [c2(Queue::Dma as u64), c2(Queue::Matrix as u64), c2(Queue::Vector as u64)],
            qid_ctrl: c2(Queue::Ctrl as u64),
            op_ctrl: c4(opcode::CTRL),
            op_sync: c4(opcode::SYNC),
            fn_end: c4(funct::ctrl::END),
            fn_irq: c4(funct::ctrl::IRQ),
            fn_sync_ctrl: c4(funct::sync::CTRL),
            st_idle: c3(ST_IDLE),
            st_run: c3(ST_RUN),
            st_drain: c3(ST_DRAIN),
            st_done: c3(ST_DONE),
            st_error: c3(ST_ERROR),
            e_none: e(ErrorCode::None),
            e_ovf: e(ErrorCode::SemOverflow),
            e_deadlock: e(ErrorCode::Deadlock),
            e_watchdog: e(ErrorCode::Watchdog),
            e_overrun: e(ErrorCode::ProgramOverrun),
            e_aborted: e(ErrorCode::Aborted),
            c_zero2: c2(0),
            c_zero4: c4(0),
            c_zero8: Constant::new(0u64.into()),
            c_one2: Constant::new(1u64.into()),
            c_zero3: Constant::new(0u64.into()),
            c_one3: Constant::new(1u64.into()),
            c_n3: (1..=4u64).map(|v| Constant::new(v.into())).collect(),
            c_n8: (1..=4u64).map(|v| Constant::new(v.into())).collect(),
            c_zero16: Constant::new(0u64.into()),
            c_zero32: Constant::new(0u64.into()),
            c_one32: Constant::new(1u64.into()),
            c_ones32: Constant::new(0xffff_ffffu64.into()),
        }
    }
}

impl<const DEPTH: usize, const INFL: usize> Logic for Dispatcher<DEPTH, INFL> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st_q, err_code_q, err_pc_q, err_queue_q, err_sem_q, err_tag_q, err_op_q, err_fn_q, irq_q,
            irq_code_q, wd_q
        );
        for k in 0..16 {
            self.sem[k].clock.next = self.clock.val();
            self.sem[k].d.next = self.sem[k].q.val();
        }
        for i in 0..NPERF {
            self.perf_q[i].clock.next = self.clock.val();
            self.perf_q[i].d.next = self.perf_q[i].q.val();
        }
        for j in 0..3 {
            self.q[j].clock.next = self.clock.val();
        }
        self.dec.instr.next = self.instr_data.val();

        // ---------------- state
        self.is_run.next = self.st_q.q.val() == self.st_run.val();
        self.busy.next = self.is_run.val() | (self.st_q.q.val() == self.st_drain.val());
        self.start_fire.next = self.start.val() & !self.busy.val();

        // ---------------- unit ports
        self.q[0].m_ready.next = self.dma_ready.val();
        self.q[1].m_ready.next = self.matrix_ready.val();
        self.q[2].m_ready.next = self.vector_ready.val();
        self.dma_valid.next = self.q[0].m_valid.val();
        self.dma_data.next = self.q[0].m_data.val();
        self.matrix_valid.next = self.q[1].m_valid.val();
        self.matrix_data.next = self.q[1].m_data.val();
        self.matrix_peek_valid.next = self.is_run.val() & self.q[1].head_valid.val() & !self.q[1].head_sync.val();
        self.matrix_peek_data.next = self.q[1].head_instr.val();
        self.vector_valid.next = self.q[2].m_valid.val();
        self.vector_data.next = self.q[2].m_data.val();
        self.u_done[0].next = self.dma_done.val();
        self.u_done[1].next = self.matrix_done.val();
        self.u_done[2].next = self.vector_done.val();
        self.u_fail[0].next = self.dma_error.val();
        self.u_fail[1].next = self.matrix_error.val();
        self.u_fail[2].next = self.vector_error.val();

        // ---------------- the instruction at the dispatcher
        self.in_legal.next = self.instr_valid.val() & !self.dec.illegal.val();
        self.in_ctrl.next = self.in_legal.val() & (self.dec.queue_id.val() == self.qid_ctrl.val());
        self.in_end.next = (self.dec.opcode.val() == self.op_ctrl.val()) & (self.dec.funct.val() == self.fn_end.val());
        self.in_irq.next = (self.dec.opcode.val() == self.op_ctrl.val()) & (self.dec.funct.val() == self.fn_irq.val());
        self.in_barrier.next = self.in_end.val()
            | ((self.dec.opcode.val() == self.op_sync.val()) & (self.dec.funct.val() == self.fn_sync_ctrl.val()));
        self.tgt_full.next = false;
        for j in 0..3 {
            if self.dec.queue_id.val() == self.qid[j].val() {
                self.tgt_full.next = self.q[j].full.val();
            }
        }
        self.all_idle.next = self.q[0].idle.val() & self.q[1].idle.val() & self.q[2].idle.val();
        self.all_quiet.next = !self.q[0].rec_valid.val() & !self.q[1].rec_valid.val() & !self.q[2].rec_valid.val();

        // ---------------- semaphore values seen by the waiters (registered: earlier cycles only)
        self.c_sw.next = self.c_zero8.val();
        for k in 1..16 {
            if self.dec.sem_wait.val().index() == k {
                self.c_sw.next = self.sem[k].q.val();
            }
        }
        for j in 0..3 {
            self.q_wait[j].next = self.q[j].head_hdr.val().get_bits::<4>(self.p_wait.val().index());
            self.q_sw[j].next = self.c_zero8.val();
            for k in 1..16 {
                if self.q_wait[j].val().index() == k {
                    self.q_sw[j].next = self.sem[k].q.val();
                }
            }
            self.q_req[j].next = self.is_run.val() & self.q[j].can_acquire.val();
        }

        // ---------------- grants: ctrl > DMA > MATRIX > VECTOR on a shared semaphore
        self.c_req.next = self.is_run.val() & self.in_ctrl.val() & (!self.in_barrier.val() | self.all_idle.val());
        self.c_grant.next = self.c_req.val() & (!self.dec.sem_wait.val().any() | self.c_sw.val().any());
        self.q_cnt[0].next = self.c_zero2.val();
        self.q_cnt[1].next = self.c_zero2.val();
        self.q_cnt[2].next = self.c_zero2.val();
        if self.c_req.val() & (self.dec.sem_wait.val() == self.q_wait[0].val()) {
            self.q_cnt[0].next = self.c_one2.val();
        }
        if self.c_req.val() & (self.dec.sem_wait.val() == self.q_wait[1].val()) {
            self.q_cnt[1].next = self.q_cnt[1].val() + self.c_one2.val();
        }
        if self.q_req[0].val() & (self.q_wait[0].val() == self.q_wait[1].val()) {
            self.q_cnt[1].next = self.q_cnt[1].val() + self.c_one2.val();
        }
        if self.c_req.val() & (self.dec.sem_wait.val() == self.q_wait[2].val()) {
            self.q_cnt[2].next = self.q_cnt[2].val() + self.c_one2.val();
        }
        if self.q_req[0].val() & (self.q_wait[0].val() == self.q_wait[2].val()) {
            self.q_cnt[2].next = self.q_cnt[2].val() + self.c_one2.val();
        }
        if self.q_req[1].val() & (self.q_wait[1].val() == self.q_wait[2].val()) {
            self.q_cnt[2].next = self.q_cnt[2].val() + self.c_one2.val();
        }
        for j in 0..3 {
            self.q_grant[j].next =
                self.q_req[j].val()
                    & (!self.q_wait[j].val().any()
                        | self.q_sw[j].val().get_bits::<6>(2).any()
                        | (self.q_sw[j].val().get_bits::<2>(0) > self.q_cnt[j].val()));
            self.q[j].acquire.next = self.q_grant[j].val();
        }

        // ---------------- dispatch into the queues
        for j in 0..3 {
            self.q_push[j].next = self.is_run.val()
                & self.in_legal.val()
                & (self.dec.queue_id.val() == self.qid[j].val())
                & !self.q[j].full.val();
            self.q[j].push.next = self.q_push[j].val();
            self.q[j].push_instr.next = self.instr_data.val();
            self.q[j].push_pc.next = self.instr_pc.val();
        }
        self.instr_ready.next = self.c_grant.val() | self.q_push[0].val() | self.q_push[1].val() | self.q_push[2].val();

        // ---------------- completions and signals
        for j in 0..3 {
            self.q[j].done.next = self.u_done[j].val();
            self.q[j].fail.next = self.u_fail[j].val();
            self.q_pop[j].next = self.q[j].rec_valid.val() & (self.u_done[j].val() | self.u_fail[j].val());
            self.q_failed[j].next = self.q[j].rec_valid.val() & self.u_fail[j].val();
            self.q_sync_go[j].next = self.q_grant[j].val() & self.q[j].head_sync.val();
            self.q_sig_fire[j].next =
                (self.q[j].rec_valid.val() & self.u_done[j].val() & !self.u_fail[j].val()) | self.q_sync_go[j].val();
            if self.q_sync_go[j].val() {
                self.q_sig_sem[j].next = self.q[j].head_hdr.val().get_bits::<4>(self.p_signal.val().index());
                self.q_sig_op[j].next = self.q[j].head_hdr.val().get_bits::<4>(self.p_opcode.val().index());
                self.q_sig_fn[j].next = self.q[j].head_hdr.val().get_bits::<4>(self.p_funct.val().index());
                self.q_sig_pc[j].next = self.q[j].head_pc.val();
            } else {
                self.q_sig_sem[j].next = self.q[j].rec_hdr.val().get_bits::<4>(self.p_signal.val().index());
                self.q_sig_op[j].next = self.q[j].rec_hdr.val().get_bits::<4>(self.p_opcode.val().index());
                self.q_sig_fn[j].next = self.q[j].rec_hdr.val().get_bits::<4>(self.p_funct.val().index());
                self.q_sig_pc[j].next = self.q[j].rec_pc.val();
            }
        }

        // ---------------- semaphore file: s' = s - waits_started + signals, overflow detection
        for k in 0..16 {
            self.s_dec[k].next = self.c_zero3.val();
            self.s_inc[k].next = self.c_zero3.val();
            if self.c_grant.val() & self.dec.sem_wait.val().any() & (self.dec.sem_wait.val().index() == k) {
                self.s_dec[k].next = self.s_dec[k].val() + self.c_one3.val();
            }
            if self.c_grant.val() & self.dec.sem_signal.val().any() & (self.dec.sem_signal.val().index() == k) {
                self.s_inc[k].next = self.s_inc[k].val() + self.c_one3.val();
            }
            for j in 0..3 {
                if self.q_grant[j].val() & self.q_wait[j].val().any() & (self.q_wait[j].val().index() == k) {
                    self.s_dec[k].next = self.s_dec[k].val() + self.c_one3.val();
                }
                if self.q_sig_fire[j].val() & self.q_sig_sem[j].val().any() & (self.q_sig_sem[j].val().index() == k) {
                    self.s_inc[k].next = self.s_inc[k].val() + self.c_one3.val();
                }
            }
            // overflow: s + inc - dec > 255, i.e. inc > dec and inc - dec (1..=4) > 255 - s
            self.s_room[k].next = !self.sem[k].q.val();
            self.s_ovf[k].next = self.is_run.val()
                & (self.s_inc[k].val() > self.s_dec[k].val())
                & !self.s_room[k].val().get_bits::<5>(3).any()
                & ((self.s_inc[k].val() - self.s_dec[k].val()) > self.s_room[k].val().get_bits::<3>(0));
            self.s_inc8[k].next = self.c_zero8.val();
            self.s_dec8[k].next = self.c_zero8.val();
            for v in 0..4 {
                if self.s_inc[k].val() == self.c_n3[v].val() {
                    self.s_inc8[k].next = self.c_n8[v].val();
                }
                if self.s_dec[k].val() == self.c_n3[v].val() {
                    self.s_dec8[k].next = self.c_n8[v].val();
                }
            }
            if self.is_run.val() & !self.s_ovf[k].val() {
                self.sem[k].d.next = self.sem[k].q.val() + self.s_inc8[k].val() - self.s_dec8[k].val();
            }
            if self.reset.val() | self.start_fire.val() {
                self.sem[k].d.next = self.c_zero8.val();
            }
        }
        self.c_ovf.next = false;
        for k in 1..16 {
            if self.dec.sem_signal.val().index() == k {
                self.c_ovf.next = self.c_grant.val() & self.s_ovf[k].val();
            }
        }
        for j in 0..3 {
            self.q_ovf[j].next = false;
            for k in 1..16 {
                if self.q_sig_sem[j].val().index() == k {
                    self.q_ovf[j].next = self.q_sig_fire[j].val() & self.s_ovf[k].val();
                }
            }
        }
        self.sem_rd_val.next = self.c_zero8.val();
        for k in 1..16 {
            if self.sem_rd_idx.val().index() == k {
                self.sem_rd_val.next = self.sem[k].q.val();
            }
        }

        // ---------------- error conditions
        self.any_fail.next = self.q_failed[0].val() | self.q_failed[1].val() | self.q_failed[2].val();
        self.any_ovf.next = self.c_ovf.val() | self.q_ovf[0].val() | self.q_ovf[1].val() | self.q_ovf[2].val();
        self.illegal.next = self.instr_valid.val() & self.dec.illegal.val();
        self.overrun.next = self.prog_done.val() & !self.instr_valid.val();
        self.c_blocked.next = (self.in_barrier.val() & !self.all_idle.val())
            | (self.dec.sem_wait.val().any() & !self.c_sw.val().any());
        for j in 0..3 {
            self.q_blocked[j].next =
                !self.q[j].head_valid.val() | (self.q_wait[j].val().any() & !self.q_sw[j].val().any());
        }
        self.deadlock.next = self.all_quiet.val()
            & self.q_blocked[0].val()
            & self.q_blocked[1].val()
            & self.q_blocked[2].val()
            & self.in_legal.val()
            & ((self.in_ctrl.val() & self.c_blocked.val()) | (!self.in_ctrl.val() & self.tgt_full.val()));
        self.progress.next = self.c_grant.val()
            | self.q_grant[0].val()
            | self.q_grant[1].val()
            | self.q_grant[2].val()
            | self.q_pop[0].val()
            | self.q_pop[1].val()
            | self.q_pop[2].val();
        self.wd_next.next = self.wd_q.q.val() + self.c_one32.val();
        self.wd_fire.next = self.busy.val()
            & self.cfg_watchdog.val().any()
            & !self.progress.val()
            & (self.wd_next.val() >= self.cfg_watchdog.val());
        if self.busy.val() {
            if self.progress.val() {
                self.wd_q.d.next = self.c_zero32.val();
            } else {
                self.wd_q.d.next = self.wd_next.val();
            }
        }
        self.err_any.next = self.is_run.val()
            & (self.any_fail.val()
                | self.any_ovf.val()
                | self.illegal.val()
                | self.overrun.val()
                | self.deadlock.val()
                | self.wd_fire.val()
                | self.abort_req.val());

        // ---------------- first error: code, pc, info (priority order)
        if self.is_run.val() {
            if self.q_failed[0].val() {
                self.err_code_q.d.next = self.dma_error_code.val();
                self.err_pc_q.d.next = self.q[0].rec_pc.val();
                self.err_queue_q.d.next = self.qid[0].val();
                self.err_sem_q.d.next = self.c_zero4.val();
                self.err_tag_q.d.next = self.q[0].rec_hdr.val().get_bits::<8>(self.p_tag.val().index());
                self.err_op_q.d.next = self.q[0].rec_hdr.val().get_bits::<4>(self.p_opcode.val().index());
                self.err_fn_q.d.next = self.q[0].rec_hdr.val().get_bits::<4>(self.p_funct.val().index());
            } else if self.q_failed[1].val() {
                self.err_code_q.d.next = self.matrix_error_code.val();
                self.err_pc_q.d.next = self.q[1].rec_pc.val();
                self.err_queue_q.d.next = self.qid[1].val();
                self.err_sem_q.d.next = self.c_zero4.val();
                self.err_tag_q.d.next = self.c_zero8.val();
                self.err_op_q.d.next = self.q[1].rec_hdr.val().get_bits::<4>(self.p_opcode.val().index());
                self.err_fn_q.d.next = self.q[1].rec_hdr.val().get_bits::<4>(self.p_funct.val().index());
            } else if self.q_failed[2].val() {
                self.err_code_q.d.next = self.vector_error_code.val();
                self.err_pc_q.d.next = self.q[2].rec_pc.val();
                self.err_queue_q.d.next = self.qid[2].val();
                self.err_sem_q.d.next = self.c_zero4.val();
                self.err_tag_q.d.next = self.c_zero8.val();
                self.err_op_q.d.next = self.q[2].rec_hdr.val().get_bits::<4>(self.p_opcode.val().index());
                self.err_fn_q.d.next = self.q[2].rec_hdr.val().get_bits::<4>(self.p_funct.val().index());
            } else if self.c_ovf.val() {
                self.err_code_q.d.next = self.e_ovf.val();
                self.err_pc_q.d.next = self.instr_pc.val();
                self.err_queue_q.d.next = self.qid_ctrl.val();
                self.err_sem_q.d.next = self.dec.sem_signal.val();
                self.err_tag_q.d.next = self.c_zero8.val();
                self.err_op_q.d.next = self.dec.opcode.val();
                self.err_fn_q.d.next = self.dec.funct.val();
            } else if self.q_ovf[0].val() {
                self.err_code_q.d.next = self.e_ovf.val();
                self.err_pc_q.d.next = self.q_sig_pc[0].val();
                self.err_queue_q.d.next = self.qid[0].val();
                self.err_sem_q.d.next = self.q_sig_sem[0].val();
                self.err_tag_q.d.next = self.c_zero8.val();
                self.err_op_q.d.next = self.q_sig_op[0].val();
                self.err_fn_q.d.next = self.q_sig_fn[0].val();
            } else if self.q_ovf[1].val() {
                self.err_code_q.d.next = self.e_ovf.val();
                self.err_pc_q.d.next = self.q_sig_pc[1].val();
                self.err_queue_q.d.next = self.qid[1].val();
                self.err_sem_q.d.next = self.q_sig_sem[1].val();
                self.err_tag_q.d.next = self.c_zero8.val();
                self.err_op_q.d.next = self.q_sig_op[1].val();
                self.err_fn_q.d.next = self.q_sig_fn[1].val();
            } else if self.q_ovf[2].val() {
                self.err_code_q.d.next = self.e_ovf.val();
                self.err_pc_q.d.next = self.q_sig_pc[2].val();
                self.err_queue_q.d.next = self.qid[2].val();
                self.err_sem_q.d.next = self.q_sig_sem[2].val();
                self.err_tag_q.d.next = self.c_zero8.val();
                self.err_op_q.d.next = self.q_sig_op[2].val();
                self.err_fn_q.d.next = self.q_sig_fn[2].val();
            } else if self.illegal.val() {
                self.err_code_q.d.next = self.dec.error.val();
                self.err_pc_q.d.next = self.instr_pc.val();
                self.err_queue_q.d.next = self.dec.queue_id.val();
                self.err_sem_q.d.next = self.c_zero4.val();
                self.err_tag_q.d.next = self.c_zero8.val();
                self.err_op_q.d.next = self.dec.opcode.val();
                self.err_fn_q.d.next = self.dec.funct.val();
            } else if self.overrun.val() {
                self.err_code_q.d.next = self.e_overrun.val();
            } else if self.deadlock.val() {
                self.err_code_q.d.next = self.e_deadlock.val();
                self.err_pc_q.d.next = self.instr_pc.val();
                self.err_queue_q.d.next = self.dec.queue_id.val();
                self.err_sem_q.d.next = self.dec.sem_wait.val();
                self.err_tag_q.d.next = self.c_zero8.val();
                self.err_op_q.d.next = self.dec.opcode.val();
                self.err_fn_q.d.next = self.dec.funct.val();
            } else if self.wd_fire.val() {
                self.err_code_q.d.next = self.e_watchdog.val();
            } else if self.abort_req.val() {
                self.err_code_q.d.next = self.e_aborted.val();
            }
        }

        // ---------------- control instructions: irq
        self.irq_q.d.next = self.c_grant.val() & self.in_irq.val();
        if self.c_grant.val() & self.in_irq.val() {
            self.irq_code_q.d.next = self.dec.irq_code.val();
        }

        // ---------------- FSM
        for j in 0..3 {
            self.q[j].reset.next = self.reset.val() | self.start_fire.val();
        }
        if self.is_run.val() {
            if self.err_any.val() {
                self.st_q.d.next = self.st_drain.val();
            } else if self.c_grant.val() & self.in_end.val() {
                self.st_q.d.next = self.st_done.val();
            }
        } else if self.st_q.q.val() == self.st_drain.val() {
            if self.all_quiet.val() | self.wd_fire.val() {
                self.st_q.d.next = self.st_error.val();
                for j in 0..3 {
                    self.q[j].reset.next = true;
                }
            }
        }

        // ---------------- performance counters
        self.pinc[0].next = self.busy.val();
        self.pinc[1].next = self.c_grant.val();
        self.pinc[2].next = self.q_sig_fire[0].val();
        self.pinc[3].next = self.q_sig_fire[1].val();
        self.pinc[4].next = self.q_sig_fire[2].val();
        self.pinc[5].next = self.is_run.val() & self.in_ctrl.val() & !self.c_grant.val();
        self.pinc[6].next = self.q_req[0].val() & !self.q_grant[0].val();
        self.pinc[7].next = self.q_req[1].val() & !self.q_grant[1].val();
        self.pinc[8].next = self.q_req[2].val() & !self.q_grant[2].val();
        self.pinc[9].next =
            self.is_run.val() & self.in_legal.val() & !self.in_ctrl.val() & self.tgt_full.val();
        self.pinc[10].next = self.is_run.val() & !self.instr_valid.val() & !self.prog_done.val();
        for i in 0..NPERF {
            if self.pinc[i].val() {
                self.perf_q[i].d.next = self.perf_q[i].q.val() + self.c_one32.val();
            }
            if self.reset.val() | self.start_fire.val() {
                self.perf_q[i].d.next = self.c_zero32.val();
            }
        }

        // ---------------- start and reset
        if self.start_fire.val() {
            self.st_q.d.next = self.st_run.val();
            self.err_code_q.d.next = self.e_none.val();
            self.err_pc_q.d.next = self.c_ones32.val();
            self.err_queue_q.d.next = self.c_zero2.val();
            self.err_sem_q.d.next = self.c_zero4.val();
            self.err_tag_q.d.next = self.c_zero8.val();
            self.err_op_q.d.next = self.c_zero4.val();
            self.err_fn_q.d.next = self.c_zero4.val();
            self.wd_q.d.next = self.c_zero32.val();
        }
        if self.reset.val() {
            self.st_q.d.next = self.st_idle.val();
            self.err_code_q.d.next = self.e_none.val();
            self.err_pc_q.d.next = self.c_ones32.val();
            self.err_queue_q.d.next = self.c_zero2.val();
            self.err_sem_q.d.next = self.c_zero4.val();
            self.err_tag_q.d.next = self.c_zero8.val();
            self.err_op_q.d.next = self.c_zero4.val();
            self.err_fn_q.d.next = self.c_zero4.val();
            self.irq_q.d.next = false;
            self.irq_code_q.d.next = self.c_zero16.val();
            self.wd_q.d.next = self.c_zero32.val();
        }

        // ---------------- outputs
        self.running.next = self.busy.val();
        self.done.next = self.st_q.q.val() == self.st_done.val();
        self.error.next = self.st_q.q.val() == self.st_error.val();
        self.error_code.next = self.err_code_q.q.val();
        self.error_pc.next = self.err_pc_q.q.val();
        self.error_queue.next = self.err_queue_q.q.val();
        self.error_sem.next = self.err_sem_q.q.val();
        self.error_tag.next = self.err_tag_q.q.val();
        self.error_opcode.next = self.err_op_q.q.val();
        self.error_funct.next = self.err_fn_q.q.val();
        self.irq.next = self.irq_q.q.val();
        self.irq_code.next = self.irq_code_q.q.val();
        self.perf_cycles.next = self.perf_q[0].q.val();
        self.perf_ret_ctrl.next = self.perf_q[1].q.val();
        self.perf_ret_dma.next = self.perf_q[2].q.val();
        self.perf_ret_matrix.next = self.perf_q[3].q.val();
        self.perf_ret_vector.next = self.perf_q[4].q.val();
        self.perf_stall_ctrl.next = self.perf_q[5].q.val();
        self.perf_stall_dma.next = self.perf_q[6].q.val();
        self.perf_stall_matrix.next = self.perf_q[7].q.val();
        self.perf_stall_vector.next = self.perf_q[8].q.val();
        self.perf_stall_full.next = self.perf_q[9].q.val();
        self.perf_stall_fetch.next = self.perf_q[10].q.val();
    }
}

/// The emitted tops: `seq_dispatch_f4` and `seq_dispatch_f8` (FIFO depth 4 or 8, 4 in-flight instructions
/// per queue; the accelerator top instantiates `seq_dispatch_f8`, `AccelConfig::queue_depth`).
///
/// Verilator warnings are waived at their declaration lines, each with its reason in the text:
/// - `UNUSEDSIGNAL` on the decoder's operand outputs (`dec$dma_*`, `dec$kv_*`, `dec$mm_*`, `dec$v_*`):
///   the dispatcher uses only the header, legality and `irq_code`; the units slice the instruction word
///   they receive on `<q>_data` themselves;
/// - `UNUSEDSIGNAL` on the DMA and VECTOR queues' `head_instr`: only the MATRIX queue's head is peeked;
/// - `UNUSEDSIGNAL` on the queues' `head_hdr`/`rec_hdr`: each queue exports the whole 24-bit header and
///   the dispatcher reads only the fields it needs (the DMA tag only of a failed DMA, never a record's
///   `wait`);
/// - `UNOPTFLAT` on the queue inputs `q$j$acquire/done/fail/reset`: Verilator sees each `always` block as one
///   node, so "dispatcher -> acquire -> queue -> can_acquire -> dispatcher" looks circular; no queue output
///   depends on `acquire`, `done`, `fail` or `reset` (they only feed registers), so there is no real loop
///   (yosys `check -assert` finds none).
pub fn tops() -> Vec<crate::emit::TopModule> {
    vec![top_depth::<4>(), top_depth::<8>()]
}

/// `seq_dispatch_f{DEPTH}` with its waivers (see [`tops`]).
fn top_depth<const DEPTH: usize>() -> crate::emit::TopModule {
    let mut m = crate::emit::emit(&format!("seq_dispatch_f{DEPTH}"), Dispatcher::<DEPTH, 4>::default());
    let unused: Vec<String> = ["dma_store", "dma_kv", "dma_tag", "dma_rows", "dma_words", "dma_sram", "dma_dstride",
        "dma_sstride", "dma_dram", "kv_offset", "kv_block", "kv_layer", "kv_seq", "mm_acc", "mm_k", "mm_n", "mm_m",
        "mm_w", "mm_act", "mm_out", "mm_astride", "mm_ostride", "v_imm", "v_a", "v_b", "v_c", "v_d", "v_len"]
    .iter()
    .map(|n| format!("dec${n};"))
    .collect();
    let decls: Vec<String> = m
        .verilog
        .lines()
        .map(|l| l.trim().to_string())
        .filter(|l| l.starts_with("wire") && unused.iter().any(|u| l.ends_with(&format!(" {u}"))))
        .collect();
    assert_eq!(decls.len(), unused.len(), "seq_dispatch: decoder operand wires changed: {decls:?}");
    let decl_refs: Vec<&str> = decls.iter().map(|s| s.as_str()).collect();
    crate::emit::waive(&mut m, &decl_refs, "UNUSEDSIGNAL", "decoder operand slices: the units slice <q>_data themselves");
    let hdrs: Vec<String> =
        (0..3).flat_map(|j| ["head_hdr", "rec_hdr"].map(|p| format!("wire  [23:0] q${j}${p};"))).collect();
    let hdr_refs: Vec<&str> = hdrs.iter().map(|s| s.as_str()).collect();
    crate::emit::waive(
        &mut m,
        &hdr_refs,
        "UNUSEDSIGNAL",
        "each queue exports the whole 24-bit header; the dispatcher reads the fields it needs (the tag only of a failed DMA, never a record's wait)",
    );
    let heads: Vec<String> = [0, 2].iter().map(|j| format!("wire  [127:0] q${j}$head_instr;")).collect();
    let head_refs: Vec<&str> = heads.iter().map(|s| s.as_str()).collect();
    crate::emit::waive(
        &mut m,
        &head_refs,
        "UNUSEDSIGNAL",
        "only the MATRIX queue's whole head instruction is used (the matvec prefetch peek)",
    );
    let loops: Vec<String> = (0..3)
        .flat_map(|j| ["acquire", "done", "fail", "reset"].map(|p| format!("reg  q${j}${p};")))
        .collect();
    let loop_refs: Vec<&str> = loops.iter().map(|s| s.as_str()).collect();
    crate::emit::waive(
        &mut m,
        &loop_refs,
        "UNOPTFLAT",
        "no real loop: no queue output depends on acquire/done/fail/reset (they only feed registers)",
    );
    m
}
