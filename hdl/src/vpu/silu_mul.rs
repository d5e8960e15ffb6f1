//! # silu_mul
//!
//! SILU_MUL, the SwiGLU gate (`docs/numerics.md` §4 SWIGLU, golden `systole_host::golden::int::swiglu`
//! with `fixed::silu`): per element `(h1, h3)` (Q16),
//!
//! ```text
//!   sig  = 2^15 if h1 >= 8.0;  0 if h1 < -8.0;
//!          otherwise u = h1 + 8 * 2^16,  sig = lerp(SIG, u >> 11, u & 0x7FF, 11)    (Q15)
//!   silu = rshr(h1 * sig, 15)
//!   hb   = sat32(rshr(silu * h3, 16))
//! ```
//!
//! The 513-entry u16 `SIG` table (`fixed::sigmoid_table()`) lives in two identical block RAMs written
//! together through the table-load port, so that `SIG[i]` and `SIG[i + 1]` are read in the same cycle
//! (bank A at `i`, bank B at `i + 1`). The table must be loaded while the unit is idle (no element in
//! flight); any table contents are supported (a non-monotone table gives negative steps).
//!
//! ```text
//!            read SIG[i], SIG[i+1]   stage 2                 stage 3              stage 4
//!  h1 --> u = h1 + 2^19 --> bank A/B ---> b - a --(MulS 17x12)--> lp2_q
//!        i = u[19:11], f = u[10:0] --> f1_q --/      a2_q ----(+ rshr(lp, 11))--> sig --(MulS 32x18 h1)--> p3_q
//!        hi = h1 >= 2^19, lo = h1 < -2^19 ------------------------------------> (sig = 2^15 / 0)
//!                                            p3_q --rshr 15--> silu --(MulS 32x32 h3)--> p4_q
//!                                            p4_q --> RshrSat<32>(n = 16) --> SkidBuffer<32> --> out
//! ```
//!
//! Widths: `|lp| < 2^27`; `sig` is in `0..=65535` (between two table entries); `|silu| < 2^31` (within the
//! table range `|h1 * sig| < 2^35`, outside it `sig` is 0 or `2^15`), so `silu * h3` is an exact 64-bit
//! product.
//!
//! Pipeline: four register stages (stage 1 is the block-RAM read) and the output register slice: an element
//! accepted on edge `t` is `out_valid` from cycle `t + 5`; one element per cycle. The whole pipeline
//! advances when stage 4 is empty or the slice accepts: `in_ready = !v4_q | skid.s_ready` (registers only).
//! The block RAMs read every cycle in which no table word is written; while the pipeline stalls they are
//! re-addressed with stage 1's index, so their output stays that of the element in stage 1.

use super::{mul_s::MulS, rshr_sat::RshrSat, sext::Sext, zext::Zext};
use crate::emit::{emit, waive, TopModule};
use crate::skid_buffer::SkidBuffer;
use crate::sram::BramBank;
use rust_hdl::prelude::*;

/// SwiGLU gate `sat32(rshr(silu(h1) * h3, 16))`, one element per cycle.
#[derive(LogicBlock)]
pub struct VpuSiluMul {
    /// 1 bit, input: clock; all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (empties the pipeline; the table is kept).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: `in_data` holds an element.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit accepts the element this cycle (from registers only).
    pub in_ready: Signal<Out, Bit>,
    /// 64 bits, input: `[31:0]` = h1 (i32 Q16, the W1 output), `[63:32]` = h3 (i32 Q16, the W3 output).
    pub in_data: Signal<In, Bits<64>>,
    /// 1 bit, output: `out_data` holds a result.
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer accepts the result this cycle.
    pub out_ready: Signal<In, Bit>,
    /// 32 bits, output: hb (i32 Q16).
    pub out_data: Signal<Out, Bits<32>>,
    /// 1 bit, input: write `tbl_data` to `SIG[tbl_addr]` on this edge (only while the unit is idle).
    pub tbl_we: Signal<In, Bit>,
    /// 10 bits, input: table index, 0..=512.
    pub tbl_addr: Signal<In, Bits<10>>,
    /// 16 bits, input: table entry (u16, Q15).
    pub tbl_data: Signal<In, Bits<16>>,
    bank_a: BramBank<16, 10>,
    bank_b: BramBank<16, 10>,
    /// 32 bits, local: `h1 ^ 2^31` (signed order as unsigned order).
    xs: Signal<Local, Bits<32>>,
    /// 21 bits, local: `u = h1 + 8 * 2^16`, modulo 2^21 (`u < 2^20` whenever the table is used).
    u: Signal<Local, Bits<21>>,
    /// 10 bits, local: table index read this cycle.
    raddr: Signal<Local, Bits<10>>,
    /// 1 bit, local: the pipeline advances this cycle.
    adv: Signal<Local, Bit>,
    v1_q: DFF<Bit>,
    x1_q: DFF<Bits<32>>,
    h3_1_q: DFF<Bits<32>>,
    idx1_q: DFF<Bits<10>>,
    f1_q: DFF<Bits<11>>,
    hi1_q: DFF<Bit>,
    lo1_q: DFF<Bit>,
    a_zext: Zext<16, 17>,
    b_zext: Zext<16, 17>,
    f_zext: Zext<11, 12>,
    mul_l: MulS<17, 12, 29>,
    v2_q: DFF<Bit>,
    x2_q: DFF<Bits<32>>,
    h3_2_q: DFF<Bits<32>>,
    /// `(SIG[i+1] - SIG[i]) * f`, exact.
    lp2_q: DFF<Bits<29>>,
    /// `SIG[i]`.
    a2_q: DFF<Bits<16>>,
    hi2_q: DFF<Bit>,
    lo2_q: DFF<Bit>,
    lp_sext: Sext<29, 32>,
    a2_zext: Zext<16, 18>,
    /// 32 bits, local: `lp + 2^10`.
    lp_rnd: Signal<Local, Bits<32>>,
    /// 18 bits, local: the sigmoid, Q15, in `0..=65535`.
    sig: Signal<Local, Bits<18>>,
    mul_s: MulS<32, 18, 50>,
    v3_q: DFF<Bit>,
    h3_3_q: DFF<Bits<32>>,
    /// `h1 * sig`, exact.
    p3_q: DFF<Bits<50>>,
    p3_sext: Sext<50, 64>,
    /// 64 bits, local: `h1 * sig + 2^14`.
    p3_rnd: Signal<Local, Bits<64>>,
    mul_h: MulS<32, 32, 64>,
    v4_q: DFF<Bit>,
    /// `silu * h3`, exact.
    p4_q: DFF<Bits<64>>,
    rs: RshrSat<32>,
    skid: SkidBuffer<32>,
    sign: Constant<Bits<32>>,
    c_hi: Constant<Bits<32>>,
    c_lo: Constant<Bits<32>>,
    c_off: Constant<Bits<21>>,
    one10: Constant<Bits<10>>,
    rnd11: Constant<Bits<32>>,
    rnd15: Constant<Bits<64>>,
    sig_one: Constant<Bits<18>>,
    sig_zero: Constant<Bits<18>>,
    n16: Constant<Bits<8>>,
}

impl Default for VpuSiluMul {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_data: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_data: Default::default(),
            tbl_we: Default::default(),
            tbl_addr: Default::default(),
            tbl_data: Default::default(),
            bank_a: Default::default(),
            bank_b: Default::default(),
            xs: Default::default(),
            u: Default::default(),
            raddr: Default::default(),
            adv: Default::default(),
            v1_q: Default::default(),
            x1_q: Default::default(),
            h3_1_q: Default::default(),
            idx1_q: Default::default(),
            f1_q: Default::default(),
            hi1_q: Default::default(),
            lo1_q: Default::default(),
            a_zext: Default::default(),
            b_zext: Default::default(),
            f_zext: Default::default(),
            mul_l: Default::default(),
            v2_q: Default::default(),
            x2_q: Default::default(),
            h3_2_q: Default::default(),
            lp2_q: Default::default(),
            a2_q: Default::default(),
            hi2_q: Default::default(),
            lo2_q: Default::default(),
            lp_sext: Default::default(),
            a2_zext: Default::default(),
            lp_rnd: Default::default(),
            sig: Default::default(),
            mul_s: Default::default(),
            v3_q: Default::default(),
            h3_3_q: Default::default(),
            p3_q: Default::default(),
            p3_sext: Default::default(),
            p3_rnd: Default::default(),
            mul_h: Default::default(),
            v4_q: Default::default(),
            p4_q: Default::default(),
            rs: Default::default(),
            skid: Default::default(),
            sign: Constant::new(Bits::<32>::from(0x8000_0000u64)),
            // h1 >= 8 * 2^16  <=>  h1 ^ 2^31 >= 2^31 + 2^19
            c_hi: Constant::new(Bits::<32>::from(0x8008_0000u64)),
            // h1 < -8 * 2^16  <=>  h1 ^ 2^31 < 2^31 - 2^19
            c_lo: Constant::new(Bits::<32>::from(0x7ff8_0000u64)),
            c_off: Constant::new(Bits::<21>::from(0x0008_0000u64)),
            one10: Constant::new(Bits::<10>::from(1u64)),
            rnd11: Constant::new(Bits::<32>::from(1u64 << 10)),
            rnd15: Constant::new(Bits::<64>::from(1u64 << 14)),
            sig_one: Constant::new(Bits::<18>::from(1u64 << 15)),
            sig_zero: Constant::new(Bits::<18>::from(0u64)),
            n16: Constant::new(Bits::<8>::from(16u64)),
        }
    }
}

impl Logic for VpuSiluMul {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, v1_q, x1_q, h3_1_q, idx1_q, f1_q, hi1_q, lo1_q, v2_q, x2_q, h3_2_q, lp2_q, a2_q, hi2_q,
            lo2_q, v3_q, h3_3_q, p3_q, v4_q, p4_q
        );
        self.skid.clock.next = self.clock.val();
        self.skid.reset.next = self.reset.val();
        self.bank_a.clock.next = self.clock.val();
        self.bank_b.clock.next = self.clock.val();
        self.adv.next = !self.v4_q.q.val() | self.skid.s_ready.val();
        self.in_ready.next = self.adv.val();
        // stage 0: table index and fraction, range tests
        self.xs.next = self.in_data.val().get_bits::<32>(0) ^ self.sign.val();
        self.u.next = self.in_data.val().get_bits::<21>(0) + self.c_off.val();
        // a stalled pipeline re-reads stage 1's entries, so the RAM outputs stay those of stage 1
        self.raddr.next = self.idx1_q.q.val();
        if self.adv.val() {
            self.raddr.next = self.u.val().get_bits::<10>(11);
        }
        self.bank_a.we.next = self.tbl_we.val();
        self.bank_b.we.next = self.tbl_we.val();
        self.bank_a.wdata.next = self.tbl_data.val();
        self.bank_b.wdata.next = self.tbl_data.val();
        self.bank_a.addr.next = self.raddr.val();
        self.bank_b.addr.next = self.raddr.val() + self.one10.val();
        if self.tbl_we.val() {
            self.bank_a.addr.next = self.tbl_addr.val();
            self.bank_b.addr.next = self.tbl_addr.val();
        }
        // stage 1 (RAM outputs): the interpolation step times the fraction
        self.a_zext.x.next = self.bank_a.rdata.val();
        self.b_zext.x.next = self.bank_b.rdata.val();
        self.f_zext.x.next = self.f1_q.q.val();
        self.mul_l.a.next = self.b_zext.y.val() - self.a_zext.y.val();
        self.mul_l.b.next = self.f_zext.y.val();
        // stage 2: sig = a + rshr(lp, 11), or the clamp values; h1 * sig
        self.lp_sext.x.next = self.lp2_q.q.val();
        self.lp_rnd.next = self.lp_sext.y.val() + self.rnd11.val();
        self.a2_zext.x.next = self.a2_q.q.val();
        self.sig.next = self.a2_zext.y.val() + self.lp_rnd.val().get_bits::<18>(11);
        if self.hi2_q.q.val() {
            self.sig.next = self.sig_one.val();
        }
        if self.lo2_q.q.val() {
            self.sig.next = self.sig_zero.val();
        }
        self.mul_s.a.next = self.x2_q.q.val();
        self.mul_s.b.next = self.sig.val();
        // stage 3: silu = rshr(h1 * sig, 15); silu * h3
        self.p3_sext.x.next = self.p3_q.q.val();
        self.p3_rnd.next = self.p3_sext.y.val() + self.rnd15.val();
        self.mul_h.a.next = self.p3_rnd.val().get_bits::<32>(15);
        self.mul_h.b.next = self.h3_3_q.q.val();
        // stage 4: hb = sat32(rshr(silu * h3, 16)) into the output slice
        self.rs.x.next = self.p4_q.q.val();
        self.rs.n.next = self.n16.val();
        self.skid.s_valid.next = self.v4_q.q.val();
        self.skid.s_data.next = self.rs.y.val();
        if self.adv.val() {
            self.v1_q.d.next = self.in_valid.val();
            self.x1_q.d.next = self.in_data.val().get_bits::<32>(0);
            self.h3_1_q.d.next = self.in_data.val().get_bits::<32>(32);
            self.idx1_q.d.next = self.u.val().get_bits::<10>(11);
            self.f1_q.d.next = self.u.val().get_bits::<11>(0);
            self.hi1_q.d.next = self.xs.val() >= self.c_hi.val();
            self.lo1_q.d.next = self.xs.val() < self.c_lo.val();
            self.v2_q.d.next = self.v1_q.q.val();
            self.x2_q.d.next = self.x1_q.q.val();
            self.h3_2_q.d.next = self.h3_1_q.q.val();
            self.lp2_q.d.next = self.mul_l.p.val();
            self.a2_q.d.next = self.bank_a.rdata.val();
            self.hi2_q.d.next = self.hi1_q.q.val();
            self.lo2_q.d.next = self.lo1_q.q.val();
            self.v3_q.d.next = self.v2_q.q.val();
            self.h3_3_q.d.next = self.h3_2_q.q.val();
            self.p3_q.d.next = self.mul_s.p.val();
            self.v4_q.d.next = self.v3_q.q.val();
            self.p4_q.d.next = self.mul_h.p.val();
        }
        self.out_valid.next = self.skid.m_valid.val();
        self.out_data.next = self.skid.m_data.val();
        self.skid.m_ready.next = self.out_ready.val();
        if self.reset.val() {
            self.v1_q.d.next = false;
            self.v2_q.d.next = false;
            self.v3_q.d.next = false;
            self.v4_q.d.next = false;
        }
    }
}

/// The emitted `vpu_silu_mul`. Two Verilator warnings are waived at their declaration line, each with its
/// reason in the text: `UNUSEDSIGNAL` on `lp_rnd` and on `p3_rnd`, the two rounding right shifts (by 11
/// and 15) written as a bit slice of `x + 2^(n-1)`: the low `n` bits are shifted out, and the top bits are
/// copies of the sign bit of a result known to fit the slice (see the width analysis in the module comment).
pub fn emit_waived() -> TopModule {
    let mut m = emit("vpu_silu_mul", VpuSiluMul::default());
    waive(
        &mut m,
        &["reg  [31:0] lp_rnd;"],
        "UNUSEDSIGNAL",
        "rshr(lp, 11) is lp_rnd[28:11]; the low 11 bits are rounded away, the top 3 are sign copies (|lp| < 2^27)",
    );
    waive(
        &mut m,
        &["reg  [63:0] p3_rnd;"],
        "UNUSEDSIGNAL",
        "silu = rshr(h1 * sig, 15) is p3_rnd[46:15]; the low 15 bits are rounded away, the top 17 are sign copies (|silu| < 2^31)",
    );
    m
}
