//! Cycle model of the `noc` block (issue 3): being written.
