//! Cycle models of the sequencer blocks (`hdl/src/seq/`).

pub mod dispatch;
pub mod fetch;
pub mod regs;
