//! # seq
//!
//! The sequencer: it fetches a program of 128-bit instructions from device DRAM, decodes them and
//! dispatches them to the DMA, matrix and vector queues, which synchronise through counting semaphores
//! (`docs/isa.md`). This module holds the instruction decoder ([`decoder::InstrDecoder`]) and the dispatcher
//! ([`dispatch::Dispatcher`]: control unit, queues, semaphores, `docs/sequencer.md`); the fetch unit and the
//! register block follow with the rest of the accelerator core.
//!
//! ```text
//!  DRAM --fetch--> instr[127:0] --> InstrDecoder --> queue, illegal/error, wait/signal, fields
//!                                                      |
//!                          dispatcher: ctrl | DMA queue | matrix queue | vector queue
//! ```

pub mod decoder;
pub mod dispatch;
pub mod fetch;
pub mod regs;

pub use decoder::InstrDecoder;
pub use dispatch::Dispatcher;
pub use fetch::Fetch;
pub use regs::SeqRegs;

use crate::emit::{emit, TopModule};

/// The emitted top-level modules of this block.
pub fn tops() -> Vec<TopModule> {
    let mut v = vec![emit("instr_decoder", InstrDecoder::default())];
    v.extend(dispatch::tops());
    v.extend(fetch::tops());
    v.push(regs::top());
    v
}
