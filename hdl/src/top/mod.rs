//! # top
//!
//! The accelerator's top level (issue 4): the sequencer (register block, instruction fetch, dispatcher),
//! the DMA, the SRAM banks, the matrix unit and the vector unit joined by the NoC mesh, with an AXI4-Lite
//! MMIO slave and an AXI4 memory master. [`config::AccelConfig`] holds every size and checks them before
//! elaboration. Status and plan: `docs/architecture.md`.

pub mod config;

pub use config::{AccelConfig, ConfigError, PRESETS};
