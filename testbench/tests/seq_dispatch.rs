//! The Verilated dispatcher (`seq_dispatch_f4` and `seq_dispatch_f8`, FIFOs of 4 and 8 entries,
//! `hdl/src/seq/dispatch.rs`), each against
//!
//! 1. its cycle model (`models::seq::dispatch`): every output port compared every cycle;
//! 2. an independent architectural check, from the port events only: random programs run against mock
//!    units (random back-pressure, random latency, several instructions in flight, in-order completion).
//!    The test keeps its own semaphore accounting from the events it sees (control instructions execute when
//!    the dispatcher takes them; a queue instruction has started at the latest when its unit takes it; a
//!    signal lands when the unit reports the completion) and checks: each queue issues exactly its
//!    instructions in program order; no instruction is taken before its wait semaphore had a token from an
//!    earlier cycle; `done` only after every queue drained, with the final semaphore values equal to the
//!    program's signals minus waits; `irq` pulses with the right code; and the expected error code and PC for
//!    programs that are illegal, deadlock, overflow a semaphore, overrun, or hang a unit (watchdog), or whose
//!    unit reports a failure.
//!
//! The issue ports are checked against the stream contract (`StreamMonitor`). The seed is printed on
//! failure (`SYSTOLE_SEED` replays it), the cycle count scales with `SYSTOLE_SOAK`.

use std::collections::VecDeque;
use systole_isa::field as f;
use systole_isa::instr::{funct, opcode};
use systole_isa::{decode, to_words, ErrorCode};
use systole_testbench::harness::{check, run_seeded, soak, violation, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::seq::dispatch::{DispIn, DispOut, DispatchModel};

/// The dispatcher with FIFOs of 4 (`seq_dispatch_f4`).
mod f4 {
    use super::*;
    use systole_testbench::verilated::{SeqDispatchF4 as Dut, SeqDispatchF4In as DutIn, SeqDispatchF4Out as DutOut};
    const DEPTH: usize = 4;
    const INFL: usize = 4;
    include!("seq_dispatch/body.rs");
}

/// The dispatcher with FIFOs of 8 (`seq_dispatch_f8`, the one the accelerator top instantiates).
mod f8 {
    use super::*;
    use systole_testbench::verilated::{SeqDispatchF8 as Dut, SeqDispatchF8In as DutIn, SeqDispatchF8Out as DutOut};
    const DEPTH: usize = 8;
    const INFL: usize = 4;
    include!("seq_dispatch/body.rs");
}
