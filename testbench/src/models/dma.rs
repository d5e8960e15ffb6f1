//! Cycle model of the `dma` block (issue 3): being written.
