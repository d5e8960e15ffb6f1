//! Behavioural cycle models of the RTL blocks: each has the same ports as its block and a `step` with the
//! same meaning as the Verilated wrapper's (outputs for the current inputs and state, then the clock edge).

pub mod skid_buffer;
