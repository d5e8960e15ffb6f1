//! # vpu: the fixed-point vector unit
//!
//! The vector unit implements every VECTOR operation of the integer arithmetic contract
//! (`docs/numerics.md` §4) bit-exactly. It is built from small arithmetic blocks, one per file:
//!
//! - [`mul_s`]: exact signed `A x B` multiplier (Verilog multiply mapped onto DSPs by yosys);
//! - [`rshr_sat`]: the contract's rounding shift with saturation, `sat_O(rshr(x, n))`;
//! - [`sext`] / [`zext`]: sign / zero extension; [`cat`]: concatenation of two fields;
//!
//! and the streaming operation units built from them (elementwise: [`resadd`], [`silu_mul`], [`rope`],
//! [`embed`], [`requant`], [`argmax`]; reductions: [`bfp16`], [`quant`], with the sequential [`divider`] and
//! [`isqrt`]). Each block keeps a Rust reference beside it: the testbench compares
//! the Verilated block with a cycle model every cycle and with `systole_host::golden` element by element.
//!
//! ## Conventions of the operation units (also in `docs/vpu.md`)
//!
//! - **Streams.** Each operation is a streaming unit with an input stream `in_valid` / `in_ready` /
//!   `in_data` (+ `in_last` marking the last element of a vector, where the operation needs it) and an
//!   output stream `out_valid` / `out_ready` / `out_data` (+ `out_last`). The operands of one element are
//!   packed into `in_data`; the field layout is documented at the port. Both streams follow
//!   `docs/handshake.md`.
//! - **Parameters.** Per-instruction parameters are `cfg_*` input ports, held stable by the sequencer while
//!   the operation runs.
//! - **Registers** are `*_q` (rust-hdl `DFF`s) with the next value written through `.d` explicitly;
//!   `clock`, synchronous active-high `reset`.
//! - **Throughput and back-pressure.** One element per cycle in steady state. A unit is `K` register stages
//!   that advance together, followed by the output register slice ([`crate::skid_buffer::SkidBuffer`]).
//!   The stages advance unless stage `K` holds a result the full slice cannot take, so
//!   `in_ready = !v_K | slice.s_ready` depends on registers only, and `out_valid` / `out_data` come from the
//!   slice's output register: valid never waits for ready, and no input reaches an output combinationally.
//!   Latency (input transfer to `out_valid`) is `K + 1` cycles and is documented per unit.
//! - **Tables** (SIG for SiLU) live in block RAM inside the unit, written through a table-load port
//!   (`tbl_we`, `tbl_addr`, `tbl_data`) by the host/sequencer before use, while the unit is idle. Their
//!   contents come from `systole_host::golden::fixed` (`sigmoid_table()`).
//!
//! Reduction units (sequential, `docs/vpu.md` "Reduction units"):
//!
//! - [`divider`]: sequential unsigned divider (QUANT, RMSNORM and SOFTMAX reciprocals);
//! - [`isqrt`]: sequential digit-by-digit square root (RMSNORM);
//! - [`bfp16`]: BFP16 of a vector (shared exponent, 16-bit mantissas), double-buffered in block RAM;
//! - [`quant`]: QUANT, INT8 with one dynamic scale per group (BFP16, division, multiplication).
//! - [`rmsnorm`]: RMSNORM (BFP16, sum of squares, square root, reciprocal, two multiplications, `RshrSat`).
//! - [`softmax`]: SOFTMAX (maximum, exponentials by EXP2 table, sum, reciprocal, normalisation).
//! - [`score`]: SCORE, attention scores of a query head against K records (BFP16 of q, dot products).
//! - [`pv`]: PV, the softmax-weighted sum of V records (64-bit saturating accumulators in block RAM).
//! - [`ld`]: the operand loader, SRAM words -> a stream of 8/16/32-bit elements (the VPU top's first piece).
//! - [`st`]: the result store, a stream of 8/16/32/64-bit elements -> SRAM words (read-modify-write).
//! - [`top`]: the vector unit top, VECTOR-queue instructions -> loaders, operation units, store.

use crate::emit::{emit, waive, TopModule};

pub mod argmax;
pub mod bfp16;
pub mod cat;
pub mod divider;
pub mod eng_argmax;
pub mod eng_embed;
pub mod eng_ew;
pub mod eng_softmax;
pub mod eng_kv_pack;
pub mod eng_rmsnorm;
pub mod eng_rope;
pub mod eng_attn;
pub mod eng_quant;
pub mod eng_requant;
pub mod embed;
pub mod isqrt;
pub mod ld;
pub mod mul_s;
pub mod pv;
pub mod quant;
pub mod rmsnorm;
pub mod requant;
pub mod resadd;
pub mod rope;
pub mod rshr_sat;
pub mod score;
pub mod sext;
pub mod silu_mul;
pub mod softmax;
pub mod st;
pub mod top;
pub mod vpu_rec;
pub mod zext;

pub use argmax::VpuArgmax;
pub use bfp16::Bfp16;
pub use cat::Cat;
pub use divider::Divider;
pub use embed::VpuEmbed;
pub use isqrt::Isqrt;
pub use ld::VpuLd;
pub use mul_s::MulS;
pub use pv::Pv;
pub use quant::Quant;
pub use rmsnorm::Rmsnorm;
pub use requant::VpuRequant;
pub use resadd::VpuResadd;
pub use rope::VpuRope;
pub use rshr_sat::RshrSat;
pub use score::Score;
pub use sext::Sext;
pub use silu_mul::VpuSiluMul;
pub use softmax::Softmax;
pub use st::VpuSt;
pub use top::VpuTop;
pub use zext::Zext;

/// The vector unit's emitted top modules: its units, then the top.
pub fn tops() -> Vec<TopModule> {
    let mut v = units();
    v.push(top::emit_top());
    v
}

/// The vector unit's emitted blocks below the top (the top transplants the operation units from here).
pub fn units() -> Vec<TopModule> {
    vec![
        emit("mul_s_a33_b31", MulS::<33, 31, 64>::default()),
        emit("rshr_sat_o32", RshrSat::<32>::default()),
        emit("rshr_sat_o16", RshrSat::<16>::default()),
        emit("vpu_resadd", VpuResadd::default()),
        silu_mul::emit_waived(),
        emit("vpu_rope", VpuRope::default()),
        emit("vpu_embed", VpuEmbed::default()),
        requant::emit_waived(),
        emit("vpu_argmax", VpuArgmax::default()),
        emit("vpu_divider_n31_d16", Divider::<31, 16>::default()),
        emit("vpu_divider_n48_d25", Divider::<48, 25>::default()),
        emit("vpu_isqrt_r48", Isqrt::<24, 48, 26>::default()),
        emit("vpu_bfp16_l256", Bfp16::<8, 9>::default()),
        quant_top(),
        rmsnorm_top(),
        softmax::emit_top(),
        score::emit_top(),
        pv::emit_top(),
        emit("vpu_ld_w64", VpuLd::<64, 16>::default()),
        emit("vpu_st_w64", VpuSt::<64, 20>::default()),
        emit("vpu_rec_h64", vpu_rec::VpuRec::<6, 7>::default()),
    ]
}

/// QUANT emitted with Verilator's `isolate_assignments` on the signals [`quant::ISOLATE`] names.
fn quant_top() -> TopModule {
    let mut t = emit("vpu_quant_g32", Quant::default());
    t.verilog = quant::isolate_assignments(&t.verilog);
    t
}

/// RMSNORM emitted with Verilator's `isolate_assignments` on the signals [`rmsnorm::ISOLATE`] names.
fn rmsnorm_top() -> TopModule {
    let mut t = emit("vpu_rmsnorm", Rmsnorm::default());
    t.verilog = rmsnorm::isolate_assignments(&t.verilog);
    waive(
        &mut t,
        &["wire  [53:0] mul1$p;"],
        "UNUSEDSIGNAL",
        "|m_j * inv| <= 2^36 (|m_j| <= isqrt(u)), so bits 53..38 are copies of the sign and only bits 37..0 are used",
    );
    t
}
