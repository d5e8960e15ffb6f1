//! Cycle models of the vector unit's reduction blocks (`hdl/src/vpu/{divider,isqrt,bfp16}.rs`): same ports
//! as the block, `step` gives the outputs for the current inputs and state, then applies the clock edge.

pub mod bfp16;
pub mod divider;
pub mod isqrt;
pub mod quant;
pub mod rmsnorm;
pub mod softmax;
