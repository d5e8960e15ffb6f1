//! The `sram` block (issue 3): being written.

use crate::emit::TopModule;

/// The emitted top-level modules of this block (one per tested parameter setting).
pub fn tops() -> Vec<TopModule> {
    vec![]
}
