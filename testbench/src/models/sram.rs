//! Cycle model of the `sram` block (issue 3): being written.
