//! Cycle model of the `matrix` block (issue 3): being written.
