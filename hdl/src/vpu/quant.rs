//! # quant
//!
//! QUANT (`fixed::quantize` per group, `int::quantize_groups`, `docs/numerics.md` §1): an i32 vector is cut
//! into groups of `cfg_group` consecutive elements (the last group of a vector may be shorter), and each
//! group is quantized to INT8 with its own scale:
//!
//! ```text
//!   (m, e) = BFP16(group)
//!   A'     = max_j |m_j|                                (0..=2^15)
//!   R      = floor((127 * 2^24 + floor(A'/2)) / A')     (one sequential division per group)
//!   q_j    = (m_j * R + 2^23) >> 24                     (-127..=127)
//!   scale  = {a_m = A', e}
//! ```
//!
//! `A' = 0` needs no special case: every `m_j` is then 0, and `q_j = (0 * R + 2^23) >> 24 = 0` whatever the
//! divider returns for a zero divisor.
//!
//! `A'` is found without a second pass: `m(v) = sat16(rshr(v, e))` is monotone in `v`, so
//! `A' = max(|m(max_j v_j)|, |m(min_j v_j)|)`; pass 1 keeps the running OR of `|v_j|` (for `e`, as in
//! `bfp16.rs`), the running maximum and the running minimum.
//!
//! ```text
//!                 pass 1 (fill bank w)        scale (bank d)                   pass 2 (drain bank r)
//!  in_data --> OR|v|, max v, min v  --end--> e, A' --> divider (31/16) --R--> v_j --> m_j --> m_j*R (MulS)
//!     \--> [ SDP RAM, 4 banks x 32 words ] ------------------------------------^        --> q_j --> out
//!  per bank: st (0 free, 1 filled: waiting for R, 2 ready), len-1, e, A', R, end of vector
//! ```
//!
//! The divider is `divider.rs`'s restoring `Divider<31, 16>` (16-bit divisor: `A'` reaches 2^15) written
//! inline, and the three `sat16(rshr(x, e))` are written inline too: rust-hdl emits a block's `update` as one
//! `always @(*)`, and a `#[hdl_gen]` submodule whose inputs come from that block and whose outputs go back
//! into it is a block-level loop that Verilator reports (UNOPTFLAT); only Verilog-wrapper leaves (`Sext`,
//! `Zext`, `MulS`) and registered blocks are instantiated.
//!
//! Four banks of 32 words (one SDP RAM of 128 x 32 bits) form a ring: while pass 2 drains one group and the
//! divider works on the next, pass 1 fills a third, so the division (32 cycles per group) overlaps the
//! passes.
//!
//! **Input stream**: `in_valid`/`in_ready`/`in_data` (`v_j`, i32), `in_last` (last element of the vector;
//! it also ends the group). `in_ready` is registered (the bank being filled is free).
//! **Configuration**: `cfg_group` (6 bits, 1..=32): the group size, held stable while the unit holds data.
//!
//! **Output stream**: `out_valid`/`out_ready`, `out_data` (`q_j`, i8), `out_am` (the group's `A'`, 16
//! bits, unsigned, 0..=2^15), `out_e` (the group's `e`, 5 bits), `out_glast` (last element of its group),
//! `out_last` (last element of its vector). The scale fields are the same on every element of a group. All
//! outputs are registered; the read side uses the same credited output/skid buffer as `bfp16.rs`.
//!
//! **Throughput**: pass 1 and pass 2 take one cycle per element; each group also needs one division,
//! 33 cycles from start to start (31 steps, the result cycle, the start cycle), overlapped with the passes of
//! other groups. Measured: full groups of 32 give 0.97 elements per cycle (16,556 in 17,142 cycles); the
//! single divider limits short groups to one group per ~34 cycles (G = 5: 0.15 elements per cycle). Latency:
//! a group's first `q` leaves about 36 cycles after its last element enters (division + read + output).

use super::mul_s::MulS;
use super::sext::Sext;
use rust_hdl::prelude::*;

/// Banks in the ring.
const NB: usize = 4;

/// The QUANT unit: groups of up to 32 elements, four banks.
#[derive(LogicBlock)]
pub struct Quant {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops every group in the unit).
    pub reset: Signal<In, Bit>,
    /// 6 bits, input: group size `G`, 1..=32 (0 and values above 32 act as 32), held stable while the unit
    /// holds data.
    pub cfg_group: Signal<In, Bits<6>>,
    /// 1 bit, input: `in_data`/`in_last` hold an element.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit accepts an element this cycle (registered: the bank being filled is free).
    pub in_ready: Signal<Out, Bit>,
    /// 32 bits, input: the element `v_j`, i32 two's complement.
    pub in_data: Signal<In, Bits<32>>,
    /// 1 bit, input: `v_j` is the last element of its vector (it also ends its group).
    pub in_last: Signal<In, Bit>,
    /// 1 bit, output: the `out_*` fields hold a quantized element (registered).
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer takes the element this cycle.
    pub out_ready: Signal<In, Bit>,
    /// 8 bits, output: `q_j`, i8 two's complement (-127..=127).
    pub out_data: Signal<Out, Bits<8>>,
    /// 16 bits, output: the group's scale mantissa `a_m = A'`, unsigned, 0..=2^15.
    pub out_am: Signal<Out, Bits<16>>,
    /// 5 bits, output: the group's scale exponent `e`, unsigned, 0..=17.
    pub out_e: Signal<Out, Bits<5>>,
    /// 1 bit, output: `q_j` is the last element of its group.
    pub out_glast: Signal<Out, Bit>,
    /// 1 bit, output: `q_j` is the last element of its vector.
    pub out_last: Signal<Out, Bit>,
    ram: SdpRam7,
    mul: MulS<16, 32, 48>,
    /// `sat16(rshr(x, e))` of the group's maximum (as in `bfp16.rs`): sign extension, `x + 2^(e-1)`, arithmetic shift,
    /// `>> 15` for the saturation test, the mantissa.
    mx_sext: Sext<32, 33>,
    mx_t33: Signal<Local, Bits<33>>,
    mx_r33: Signal<Local, Bits<33>>,
    mx_top33: Signal<Local, Bits<33>>,
    mx_m: Signal<Local, Bits<16>>,
    /// `sat16(rshr(x, e))` of the group's minimum (as in `bfp16.rs`): sign extension, `x + 2^(e-1)`, arithmetic shift,
    /// `>> 15` for the saturation test, the mantissa.
    mn_sext: Sext<32, 33>,
    mn_t33: Signal<Local, Bits<33>>,
    mn_r33: Signal<Local, Bits<33>>,
    mn_top33: Signal<Local, Bits<33>>,
    mn_m: Signal<Local, Bits<16>>,
    /// `sat16(rshr(x, e))` of the element read from the RAM (as in `bfp16.rs`): sign extension, `x + 2^(e-1)`, arithmetic shift,
    /// `>> 15` for the saturation test, the mantissa.
    rd_sext: Sext<32, 33>,
    rd_t33: Signal<Local, Bits<33>>,
    rd_r33: Signal<Local, Bits<33>>,
    rd_top33: Signal<Local, Bits<33>>,
    rd_m: Signal<Local, Bits<16>>,
    /// `floor(A'/2)` zero-extended to the dividend width; `R` zero-extended to the multiplier's 32 bits.
    z_half: Zext<15, 31>,
    z_r: Zext<31, 32>,
    // --- pass 1
    /// Write address: bank in bits 6..5, index in the group in bits 4..0.
    waddr_q: DFF<Bits<7>>,
    or_q: DFF<Bits<32>>,
    max_q: DFF<Bits<32>>,
    min_q: DFF<Bits<32>>,
    // --- per bank
    /// 0 free, 1 filled (waiting for its division), 2 ready (R known).
    st_q: Vec<DFF<Bits<2>>>,
    len_q: Vec<DFF<Bits<5>>>,
    e_q: Vec<DFF<Bits<5>>>,
    am_q: Vec<DFF<Bits<16>>>,
    r_q: Vec<DFF<Bits<31>>>,
    vlast_q: Vec<DFF<Bit>>,
    // --- divider stage
    /// The divider (restoring, one quotient bit per cycle, as `divider.rs`'s `Divider<31, 16>` with
    /// `out_ready` high, written inline): remainder, dividend/quotient, divisor, steps left, result valid.
    dv_r_q: DFF<Bits<16>>,
    dv_nq_q: DFF<Bits<31>>,
    dv_den_q: DFF<Bits<16>>,
    dv_cnt_q: DFF<Bits<8>>,
    dv_done_q: DFF<Bit>,
    /// 16 bits: the shifted remainder without its top bit; 1 bit: it is at least the divisor.
    dv_rsh: Signal<Local, Bits<16>>,
    dv_ge: Signal<Local, Bit>,
    /// 48 bits: `m_j * R + 2^23`; its arithmetic shift right by 24; that `>> 7` (saturation test).
    qs48: Signal<Local, Bits<48>>,
    qw48: Signal<Local, Bits<48>>,
    qtop48: Signal<Local, Bits<48>>,
    /// Bank whose division is next or running.
    dbank_q: DFF<Bits<2>>,
    /// The division of `dbank_q` has been started.
    dbusy_q: DFF<Bit>,
    // --- pass 2
    /// Read address: bank in bits 6..5, index in bits 4..0.
    raddr_q: DFF<Bits<7>>,
    pend_q: DFF<Bit>,
    pend_e_q: DFF<Bits<5>>,
    pend_am_q: DFF<Bits<16>>,
    pend_r_q: DFF<Bits<31>>,
    pend_gl_q: DFF<Bit>,
    pend_vl_q: DFF<Bit>,
    outv_q: DFF<Bit>,
    outq_q: DFF<Bits<8>>,
    outam_q: DFF<Bits<16>>,
    oute_q: DFF<Bits<5>>,
    outgl_q: DFF<Bit>,
    outvl_q: DFF<Bit>,
    skv_q: DFF<Bit>,
    skq_q: DFF<Bits<8>>,
    skam_q: DFF<Bits<16>>,
    ske_q: DFF<Bits<5>>,
    skgl_q: DFF<Bit>,
    skvl_q: DFF<Bit>,
    // --- locals
    wbank: Signal<Local, Bits<2>>,
    wfree: Signal<Local, Bit>,
    in_fire: Signal<Local, Bit>,
    in_end: Signal<Local, Bit>,
    g6: Signal<Local, Bits<6>>,
    gm1: Signal<Local, Bits<5>>,
    absv: Signal<Local, Bits<32>>,
    or_all: Signal<Local, Bits<32>>,
    max_all: Signal<Local, Bits<32>>,
    min_all: Signal<Local, Bits<32>>,
    or_hi: Signal<Local, Bits<17>>,
    e_new: Signal<Local, Bits<5>>,
    abs_max: Signal<Local, Bits<16>>,
    abs_min: Signal<Local, Bits<16>>,
    am_new: Signal<Local, Bits<16>>,
    d_st: Signal<Local, Bits<2>>,
    d_go: Signal<Local, Bit>,
    d_am: Signal<Local, Bits<16>>,
    d_num: Signal<Local, Bits<31>>,
    rbank: Signal<Local, Bits<2>>,
    r_st: Signal<Local, Bits<2>>,
    r_len: Signal<Local, Bits<5>>,
    r_e: Signal<Local, Bits<5>>,
    r_am: Signal<Local, Bits<16>>,
    r_r: Signal<Local, Bits<31>>,
    r_vl: Signal<Local, Bit>,
    issue: Signal<Local, Bit>,
    issue_last: Signal<Local, Bit>,
    q_new: Signal<Local, Bits<8>>,
    c_e: Vec<Constant<Bits<5>>>,
    c_bank: Vec<Constant<Bits<2>>>,
    c_st_free: Constant<Bits<2>>,
    c_st_filled: Constant<Bits<2>>,
    c_st_ready: Constant<Bits<2>>,
    c_zero5: Constant<Bits<5>>,
    c_zero16: Constant<Bits<16>>,
    c_zero32: Constant<Bits<32>>,
    c_max32: Constant<Bits<32>>,
    c_min32: Constant<Bits<32>>,
    c_zero7: Constant<Bits<7>>,
    c_one7: Constant<Bits<7>>,
    c_idx7: Constant<Bits<7>>,
    c_one2: Constant<Bits<2>>,
    c_num_base: Constant<Bits<31>>,
    c_n24: Constant<Bits<8>>,
    c_one5: Constant<Bits<5>>,
    c_one33: Constant<Bits<33>>,
    c_ones33: Constant<Bits<33>>,
    c_ones_top33: Constant<Bits<33>>,
    c_sh15: Constant<Bits<5>>,
    c_max16: Constant<Bits<16>>,
    c_min16: Constant<Bits<16>>,
    c_one16: Constant<Bits<16>>,
    c_one31: Constant<Bits<31>>,
    c_one8: Constant<Bits<8>>,
    c_zero8: Constant<Bits<8>>,
    c_steps: Constant<Bits<8>>,
    c_nhalf31: Constant<Bits<31>>,
    c_dhalf16: Constant<Bits<16>>,
    c_round48: Constant<Bits<48>>,
    c_ones48: Constant<Bits<48>>,
    c_ones_top48: Constant<Bits<48>>,
    c_sh7: Constant<Bits<8>>,
    c_max8: Constant<Bits<8>>,
    c_min8: Constant<Bits<8>>,
    c_one6: Constant<Bits<6>>,
    c_idx5: Constant<Bits<5>>,
    c_zero31: Constant<Bits<31>>,
}

/// A constant of any width.
fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

/// The QUANT buffer: 128 words of 32 bits (4 banks of 32).
pub type SdpRam7 = super::bfp16::SdpRam<32, 7>;

impl Default for Quant {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            cfg_group: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_data: Default::default(),
            in_last: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_data: Default::default(),
            out_am: Default::default(),
            out_e: Default::default(),
            out_glast: Default::default(),
            out_last: Default::default(),
            ram: Default::default(),
            mul: Default::default(),
            mx_sext: Default::default(),
            mx_t33: Default::default(),
            mx_r33: Default::default(),
            mx_top33: Default::default(),
            mx_m: Default::default(),
            mn_sext: Default::default(),
            mn_t33: Default::default(),
            mn_r33: Default::default(),
            mn_top33: Default::default(),
            mn_m: Default::default(),
            rd_sext: Default::default(),
            rd_t33: Default::default(),
            rd_r33: Default::default(),
            rd_top33: Default::default(),
            rd_m: Default::default(),
            dv_r_q: Default::default(),
            dv_nq_q: Default::default(),
            dv_den_q: Default::default(),
            dv_cnt_q: Default::default(),
            dv_done_q: Default::default(),
            dv_rsh: Default::default(),
            dv_ge: Default::default(),
            qs48: Default::default(),
            qw48: Default::default(),
            qtop48: Default::default(),
            z_half: Default::default(),
            z_r: Default::default(),
            waddr_q: Default::default(),
            or_q: Default::default(),
            max_q: Default::default(),
            min_q: Default::default(),
            st_q: (0..NB).map(|_| Default::default()).collect(),
            len_q: (0..NB).map(|_| Default::default()).collect(),
            e_q: (0..NB).map(|_| Default::default()).collect(),
            am_q: (0..NB).map(|_| Default::default()).collect(),
            r_q: (0..NB).map(|_| Default::default()).collect(),
            vlast_q: (0..NB).map(|_| Default::default()).collect(),
            dbank_q: Default::default(),
            dbusy_q: Default::default(),
            raddr_q: Default::default(),
            pend_q: Default::default(),
            pend_e_q: Default::default(),
            pend_am_q: Default::default(),
            pend_r_q: Default::default(),
            pend_gl_q: Default::default(),
            pend_vl_q: Default::default(),
            outv_q: Default::default(),
            outq_q: Default::default(),
            outam_q: Default::default(),
            oute_q: Default::default(),
            outgl_q: Default::default(),
            outvl_q: Default::default(),
            skv_q: Default::default(),
            skq_q: Default::default(),
            skam_q: Default::default(),
            ske_q: Default::default(),
            skgl_q: Default::default(),
            skvl_q: Default::default(),
            wbank: Default::default(),
            wfree: Default::default(),
            in_fire: Default::default(),
            in_end: Default::default(),
            g6: Default::default(),
            gm1: Default::default(),
            absv: Default::default(),
            or_all: Default::default(),
            max_all: Default::default(),
            min_all: Default::default(),
            or_hi: Default::default(),
            e_new: Default::default(),
            abs_max: Default::default(),
            abs_min: Default::default(),
            am_new: Default::default(),
            d_st: Default::default(),
            d_go: Default::default(),
            d_am: Default::default(),
            d_num: Default::default(),
            rbank: Default::default(),
            r_st: Default::default(),
            r_len: Default::default(),
            r_e: Default::default(),
            r_am: Default::default(),
            r_r: Default::default(),
            r_vl: Default::default(),
            issue: Default::default(),
            issue_last: Default::default(),
            q_new: Default::default(),
            c_e: (0..17).map(|i| Constant::new(Bits::<5>::from(i as u64 + 1))).collect(),
            c_bank: (0..NB).map(|b| Constant::new(Bits::<2>::from(b as u64))).collect(),
            c_st_free: c(0),
            c_st_filled: c(1),
            c_st_ready: c(2),
            c_zero5: c(0),
            c_zero16: c(0),
            c_zero32: c(0),
            c_max32: c(0x7fff_ffff),
            c_min32: c(0x8000_0000),
            c_zero7: c(0),
            c_one7: c(1),
            c_idx7: c(31),
            c_one2: c(1),
            c_num_base: c(127 << 24),
            c_n24: c(24),
            c_one5: c(1),
            c_one33: c(1),
            c_ones33: c((1 << 33) - 1),
            c_ones_top33: c((1 << 18) - 1),
            c_sh15: c(15),
            c_max16: c(0x7fff),
            c_min16: c(0x8000),
            c_one16: c(1),
            c_one31: c(1),
            c_one8: c(1),
            c_zero8: c(0),
            c_steps: c(31),
            c_nhalf31: c(1 << 30),
            c_dhalf16: c(1 << 15),
            c_round48: c(1 << 23),
            c_ones48: c((1 << 48) - 1),
            c_ones_top48: c((1 << 41) - 1),
            c_sh7: c(7),
            c_max8: c(0x7f),
            c_min8: c(0x80),
            c_one6: c(1),
            c_idx5: c(31),
            c_zero31: c(0),
        }
    }
}

impl Logic for Quant {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, dv_r_q, dv_nq_q, dv_den_q, dv_cnt_q, dv_done_q, waddr_q, or_q, max_q, min_q, dbank_q, dbusy_q, raddr_q, pend_q, pend_e_q, pend_am_q,
            pend_r_q, pend_gl_q, pend_vl_q, outv_q, outq_q, outam_q, oute_q, outgl_q, outvl_q, skv_q, skq_q,
            skam_q, ske_q, skgl_q, skvl_q
        );
        for b in 0..NB {
            self.st_q[b].clock.next = self.clock.val();
            self.len_q[b].clock.next = self.clock.val();
            self.e_q[b].clock.next = self.clock.val();
            self.am_q[b].clock.next = self.clock.val();
            self.r_q[b].clock.next = self.clock.val();
            self.vlast_q[b].clock.next = self.clock.val();
            self.st_q[b].d.next = self.st_q[b].q.val();
            self.len_q[b].d.next = self.len_q[b].q.val();
            self.e_q[b].d.next = self.e_q[b].q.val();
            self.am_q[b].d.next = self.am_q[b].q.val();
            self.r_q[b].d.next = self.r_q[b].q.val();
            self.vlast_q[b].d.next = self.vlast_q[b].q.val();
        }
        self.ram.clock.next = self.clock.val();
        // ---------------- pass 1: fill bank wbank, keep OR |v|, max v, min v
        self.wbank.next = self.waddr_q.q.val().get_bits::<2>(5);
        self.wfree.next = false;
        for b in 0..NB {
            if (self.wbank.val() == self.c_bank[b].val()) & (self.st_q[b].q.val() == self.c_st_free.val()) {
                self.wfree.next = true;
            }
        }
        self.in_ready.next = self.wfree.val();
        self.in_fire.next = self.in_valid.val() & self.wfree.val();
        // G - 1 in 5 bits (G = 32 is 6'b100000 -> 31; G = 0 is taken as 32)
        self.g6.next = self.cfg_group.val() - self.c_one6.val();
        self.gm1.next = self.g6.val().get_bits::<5>(0);
        if self.g6.val().get_bit(5) {
            // cfg_group = 0 or > 32: groups of 32
            self.gm1.next = self.c_idx5.val();
        }
        self.in_end.next = self.in_last.val() | (self.waddr_q.q.val().get_bits::<5>(0) == self.gm1.val());
        self.absv.next = self.in_data.val();
        if self.in_data.val().get_bit(31) {
            self.absv.next = self.c_zero32.val() - self.in_data.val();
        }
        self.or_all.next = self.or_q.q.val() | self.absv.val();
        // signed max / min: compare with the sign bits flipped (offset binary)
        self.max_all.next = self.max_q.q.val();
        if (self.in_data.val() ^ self.c_min32.val()) > (self.max_q.q.val() ^ self.c_min32.val()) {
            self.max_all.next = self.in_data.val();
        }
        self.min_all.next = self.min_q.q.val();
        if (self.in_data.val() ^ self.c_min32.val()) < (self.min_q.q.val() ^ self.c_min32.val()) {
            self.min_all.next = self.in_data.val();
        }
        self.or_hi.next = self.or_all.val().get_bits::<17>(15);
        self.e_new.next = self.c_zero5.val();
        for i in 0..17 {
            if self.or_hi.val().get_bit(i) {
                self.e_new.next = self.c_e[i].val();
            }
        }
        // A' = max(|m(max v)|, |m(min v)|) with the exponent of the group ending now
        self.mx_sext.x.next = self.max_all.val();
        self.mx_t33.next = self.mx_sext.y.val();
        if self.e_new.val() != self.c_zero5.val() {
            self.mx_t33.next = self.mx_sext.y.val() + (self.c_one33.val() << (self.e_new.val() - self.c_one5.val()));
        }
        self.mx_r33.next = self.mx_t33.val() >> self.e_new.val();
        if self.mx_t33.val().get_bit(32) {
            self.mx_r33.next = (self.mx_t33.val() >> self.e_new.val()) | !(self.c_ones33.val() >> self.e_new.val());
        }
        self.mx_top33.next = self.mx_r33.val() >> self.c_sh15.val();
        self.mx_m.next = self.mx_r33.val().get_bits::<16>(0);
        if (self.mx_top33.val() != self.c_ones_top33.val()) & self.mx_top33.val().any() {
            if self.mx_r33.val().get_bit(32) {
                self.mx_m.next = self.c_min16.val();
            } else {
                self.mx_m.next = self.c_max16.val();
            }
        }
        self.mn_sext.x.next = self.min_all.val();
        self.mn_t33.next = self.mn_sext.y.val();
        if self.e_new.val() != self.c_zero5.val() {
            self.mn_t33.next = self.mn_sext.y.val() + (self.c_one33.val() << (self.e_new.val() - self.c_one5.val()));
        }
        self.mn_r33.next = self.mn_t33.val() >> self.e_new.val();
        if self.mn_t33.val().get_bit(32) {
            self.mn_r33.next = (self.mn_t33.val() >> self.e_new.val()) | !(self.c_ones33.val() >> self.e_new.val());
        }
        self.mn_top33.next = self.mn_r33.val() >> self.c_sh15.val();
        self.mn_m.next = self.mn_r33.val().get_bits::<16>(0);
        if (self.mn_top33.val() != self.c_ones_top33.val()) & self.mn_top33.val().any() {
            if self.mn_r33.val().get_bit(32) {
                self.mn_m.next = self.c_min16.val();
            } else {
                self.mn_m.next = self.c_max16.val();
            }
        }
        self.abs_max.next = self.mx_m.val();
        if self.mx_m.val().get_bit(15) {
            self.abs_max.next = self.c_zero16.val() - self.mx_m.val();
        }
        self.abs_min.next = self.mn_m.val();
        if self.mn_m.val().get_bit(15) {
            self.abs_min.next = self.c_zero16.val() - self.mn_m.val();
        }
        self.am_new.next = self.abs_max.val();
        if self.abs_min.val() > self.abs_max.val() {
            self.am_new.next = self.abs_min.val();
        }
        self.ram.we.next = self.in_fire.val();
        self.ram.waddr.next = self.waddr_q.q.val();
        self.ram.wdata.next = self.in_data.val();
        if self.in_fire.val() {
            if self.in_end.val() {
                self.or_q.d.next = self.c_zero32.val();
                self.max_q.d.next = self.c_min32.val();
                self.min_q.d.next = self.c_max32.val();
                // next bank: set the index bits and add one (wraps after bank 3)
                self.waddr_q.d.next = (self.waddr_q.q.val() | self.c_idx7.val()) + self.c_one7.val();
                for b in 0..NB {
                    if self.wbank.val() == self.c_bank[b].val() {
                        self.st_q[b].d.next = self.c_st_filled.val();
                        self.len_q[b].d.next = self.waddr_q.q.val().get_bits::<5>(0);
                        self.e_q[b].d.next = self.e_new.val();
                        self.am_q[b].d.next = self.am_new.val();
                        self.vlast_q[b].d.next = self.in_last.val();
                    }
                }
            } else {
                self.or_q.d.next = self.or_all.val();
                self.max_q.d.next = self.max_all.val();
                self.min_q.d.next = self.min_all.val();
                self.waddr_q.d.next = self.waddr_q.q.val() + self.c_one7.val();
            }
        }
        // ---------------- scale: one division per group, banks in order
        self.d_st.next = self.c_st_free.val();
        self.d_am.next = self.c_zero16.val();
        for b in 0..NB {
            if self.dbank_q.q.val() == self.c_bank[b].val() {
                self.d_st.next = self.st_q[b].q.val();
                self.d_am.next = self.am_q[b].q.val();
            }
        }
        // 127 * 2^24 + floor(A'/2): A'/2 < 2^15 fills bits the base leaves zero (its low 24 bits)
        self.z_half.x.next = self.d_am.val().get_bits::<15>(1);
        self.d_num.next = self.c_num_base.val() | self.z_half.y.val();
        // one division at a time: dbusy_q is set when it starts and cleared on the edge its result leaves
        self.d_go.next = (self.d_st.val() == self.c_st_filled.val()) & !self.dbusy_q.q.val() & (self.dv_cnt_q.q.val() == self.c_zero8.val());
        // restoring division step (divider.rs)
        self.dv_rsh.next = self.dv_r_q.q.val() << self.c_one8.val();
        if self.dv_nq_q.q.val() >= self.c_nhalf31.val() {
            self.dv_rsh.next = (self.dv_r_q.q.val() << self.c_one8.val()) | self.c_one16.val();
        }
        self.dv_ge.next = (self.dv_r_q.q.val() >= self.c_dhalf16.val()) | (self.dv_rsh.val() >= self.dv_den_q.q.val());
        if self.dv_cnt_q.q.val() != self.c_zero8.val() {
            self.dv_cnt_q.d.next = self.dv_cnt_q.q.val() - self.c_one8.val();
            self.dv_nq_q.d.next = self.dv_nq_q.q.val() << self.c_one8.val();
            self.dv_r_q.d.next = self.dv_rsh.val();
            if self.dv_ge.val() {
                self.dv_nq_q.d.next = (self.dv_nq_q.q.val() << self.c_one8.val()) | self.c_one31.val();
                self.dv_r_q.d.next = self.dv_rsh.val() - self.dv_den_q.q.val();
            }
            if self.dv_cnt_q.q.val() == self.c_one8.val() {
                self.dv_done_q.d.next = true;
            }
        }
        if self.dv_done_q.q.val() {
            self.dv_done_q.d.next = false;
        }
        if self.d_go.val() {
            self.dbusy_q.d.next = true;
            self.dv_r_q.d.next = self.c_zero16.val();
            self.dv_nq_q.d.next = self.d_num.val();
            self.dv_den_q.d.next = self.d_am.val();
            self.dv_cnt_q.d.next = self.c_steps.val();
        }
        if self.dv_done_q.q.val() {
            self.dbusy_q.d.next = false;
            self.dbank_q.d.next = self.dbank_q.q.val() + self.c_one2.val();
            for b in 0..NB {
                if self.dbank_q.q.val() == self.c_bank[b].val() {
                    self.st_q[b].d.next = self.c_st_ready.val();
                    self.r_q[b].d.next = self.dv_nq_q.q.val();
                }
            }
        }
        // ---------------- pass 2: drain the ready bank rbank
        self.rbank.next = self.raddr_q.q.val().get_bits::<2>(5);
        self.r_st.next = self.c_st_free.val();
        self.r_len.next = self.c_zero5.val();
        self.r_e.next = self.c_zero5.val();
        self.r_am.next = self.c_zero16.val();
        self.r_r.next = self.c_zero31.val();
        self.r_vl.next = false;
        for b in 0..NB {
            if self.rbank.val() == self.c_bank[b].val() {
                self.r_st.next = self.st_q[b].q.val();
                self.r_len.next = self.len_q[b].q.val();
                self.r_e.next = self.e_q[b].q.val();
                self.r_am.next = self.am_q[b].q.val();
                self.r_r.next = self.r_q[b].q.val();
                self.r_vl.next = self.vlast_q[b].q.val();
            }
        }
        self.issue.next = (self.r_st.val() == self.c_st_ready.val())
            & (!self.outv_q.q.val() | self.out_ready.val() | (!self.skv_q.q.val() & !self.pend_q.q.val()));
        self.issue_last.next = self.raddr_q.q.val().get_bits::<5>(0) == self.r_len.val();
        self.ram.raddr.next = self.raddr_q.q.val();
        self.pend_q.d.next = self.issue.val();
        if self.issue.val() {
            self.pend_e_q.d.next = self.r_e.val();
            self.pend_am_q.d.next = self.r_am.val();
            self.pend_r_q.d.next = self.r_r.val();
            self.pend_gl_q.d.next = self.issue_last.val();
            self.pend_vl_q.d.next = self.issue_last.val() & self.r_vl.val();
            if self.issue_last.val() {
                self.raddr_q.d.next = (self.raddr_q.q.val() | self.c_idx7.val()) + self.c_one7.val();
                for b in 0..NB {
                    if self.rbank.val() == self.c_bank[b].val() {
                        self.st_q[b].d.next = self.c_st_free.val();
                    }
                }
            } else {
                self.raddr_q.d.next = self.raddr_q.q.val() + self.c_one7.val();
            }
        }
        // q = (m * R + 2^23) >> 24 for the element arriving from the RAM
        self.rd_sext.x.next = self.ram.rdata.val();
        self.rd_t33.next = self.rd_sext.y.val();
        if self.pend_e_q.q.val() != self.c_zero5.val() {
            self.rd_t33.next = self.rd_sext.y.val() + (self.c_one33.val() << (self.pend_e_q.q.val() - self.c_one5.val()));
        }
        self.rd_r33.next = self.rd_t33.val() >> self.pend_e_q.q.val();
        if self.rd_t33.val().get_bit(32) {
            self.rd_r33.next = (self.rd_t33.val() >> self.pend_e_q.q.val()) | !(self.c_ones33.val() >> self.pend_e_q.q.val());
        }
        self.rd_top33.next = self.rd_r33.val() >> self.c_sh15.val();
        self.rd_m.next = self.rd_r33.val().get_bits::<16>(0);
        if (self.rd_top33.val() != self.c_ones_top33.val()) & self.rd_top33.val().any() {
            if self.rd_r33.val().get_bit(32) {
                self.rd_m.next = self.c_min16.val();
            } else {
                self.rd_m.next = self.c_max16.val();
            }
        }
        self.z_r.x.next = self.pend_r_q.q.val();
        self.mul.a.next = self.rd_m.val();
        self.mul.b.next = self.z_r.y.val();
        // q = (m * R + 2^23) >> 24 (arithmetic), then sat8, which never acts (-127..=127 by construction)
        self.qs48.next = self.mul.p.val() + self.c_round48.val();
        self.qw48.next = self.qs48.val() >> self.c_n24.val();
        if self.qs48.val().get_bit(47) {
            self.qw48.next = (self.qs48.val() >> self.c_n24.val()) | !(self.c_ones48.val() >> self.c_n24.val());
        }
        self.qtop48.next = self.qw48.val() >> self.c_sh7.val();
        self.q_new.next = self.qw48.val().get_bits::<8>(0);
        if (self.qtop48.val() != self.c_ones_top48.val()) & self.qtop48.val().any() {
            if self.qw48.val().get_bit(47) {
                self.q_new.next = self.c_min8.val();
            } else {
                self.q_new.next = self.c_max8.val();
            }
        }
        // ---------------- output register and skid register
        if !self.outv_q.q.val() | self.out_ready.val() {
            if self.skv_q.q.val() {
                self.outv_q.d.next = true;
                self.outq_q.d.next = self.skq_q.q.val();
                self.outam_q.d.next = self.skam_q.q.val();
                self.oute_q.d.next = self.ske_q.q.val();
                self.outgl_q.d.next = self.skgl_q.q.val();
                self.outvl_q.d.next = self.skvl_q.q.val();
                self.skv_q.d.next = self.pend_q.q.val();
                self.skq_q.d.next = self.q_new.val();
                self.skam_q.d.next = self.pend_am_q.q.val();
                self.ske_q.d.next = self.pend_e_q.q.val();
                self.skgl_q.d.next = self.pend_gl_q.q.val();
                self.skvl_q.d.next = self.pend_vl_q.q.val();
            } else {
                self.outv_q.d.next = self.pend_q.q.val();
                self.outq_q.d.next = self.q_new.val();
                self.outam_q.d.next = self.pend_am_q.q.val();
                self.oute_q.d.next = self.pend_e_q.q.val();
                self.outgl_q.d.next = self.pend_gl_q.q.val();
                self.outvl_q.d.next = self.pend_vl_q.q.val();
            }
        } else if self.pend_q.q.val() {
            self.skv_q.d.next = true;
            self.skq_q.d.next = self.q_new.val();
            self.skam_q.d.next = self.pend_am_q.q.val();
            self.ske_q.d.next = self.pend_e_q.q.val();
            self.skgl_q.d.next = self.pend_gl_q.q.val();
            self.skvl_q.d.next = self.pend_vl_q.q.val();
        }
        self.out_valid.next = self.outv_q.q.val();
        self.out_data.next = self.outq_q.q.val();
        self.out_am.next = self.outam_q.q.val();
        self.out_e.next = self.oute_q.q.val();
        self.out_glast.next = self.outgl_q.q.val();
        self.out_last.next = self.outvl_q.q.val();
        if self.reset.val() {
            self.waddr_q.d.next = self.c_zero7.val();
            self.raddr_q.d.next = self.c_zero7.val();
            self.or_q.d.next = self.c_zero32.val();
            self.max_q.d.next = self.c_min32.val();
            self.min_q.d.next = self.c_max32.val();
            self.dbank_q.d.next = self.c_bank[0].val();
            self.dbusy_q.d.next = false;
            self.dv_cnt_q.d.next = self.c_zero8.val();
            self.dv_done_q.d.next = false;
            self.pend_q.d.next = false;
            self.outv_q.d.next = false;
            self.skv_q.d.next = false;
            for b in 0..NB {
                self.st_q[b].d.next = self.c_st_free.val();
            }
        }
    }
}

/// Zero extension of an `I`-bit unsigned value to `O` bits (`y = {{(O-I){1'b0}}, x}`), the unsigned
/// counterpart of [`Sext`], as a Verilog wrapper for the same reason (lint-clean width change).
#[derive(LogicBlock)]
pub struct Zext<const I: usize, const O: usize> {
    /// I bits, input: unsigned value.
    pub x: Signal<In, Bits<I>>,
    /// O bits, output: `x` zero-extended (combinational).
    pub y: Signal<Out, Bits<O>>,
}

impl<const I: usize, const O: usize> Default for Zext<I, O> {
    fn default() -> Self {
        assert!(I >= 1 && O > I, "Zext: output width O = {O} must exceed input width I = {I} (>= 1)");
        Self { x: Default::default(), y: Default::default() }
    }
}

impl<const I: usize, const O: usize> Logic for Zext<I, O> {
    fn update(&mut self) {
        let mut y = Bits::<O>::default();
        for i in 0..I {
            y = y.replace_bit(i, self.x.val().get_bit(i));
        }
        self.y.next = y;
    }

    fn connect(&mut self) {
        self.y.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Wrapper(Wrapper {
            code: format!("assign y = {{{{{n}{{1'b0}}}}, x}};\n", n = O - I),
            cores: String::new(),
        })
    }
}

/// Local signals of [`Quant`] whose assignments Verilator must order one by one: rust-hdl emits the whole
/// `update` as one `always @(*)` block, in which these signals feed a submodule (`Sext`, `Zext`) whose output
/// comes back into the same block. The block is not circular signal by signal, but Verilator orders it as a
/// whole and reports UNOPTFLAT; its `isolate_assignments` attribute on these declarations moves their
/// assignments into blocks of their own, which removes the false loop (no lint waiver is needed).
pub const ISOLATE: [&str; 10] =
    ["absv", "or_all", "or_hi", "max_all", "min_all", "d_am", "d_st", "mx_sext$x", "mn_sext$x", "z_half$x"];

/// Adds `/*verilator isolate_assignments*/` to the declarations of [`ISOLATE`] in the emitted top module.
pub fn isolate_assignments(verilog: &str) -> String {
    let mut out = String::with_capacity(verilog.len() + 512);
    let mut in_top = true;
    for line in verilog.lines() {
        let t = line.trim();
        if t.starts_with("endmodule") {
            in_top = false;
        }
        let hit = in_top
            && t.starts_with("reg ")
            && ISOLATE.iter().any(|n| t.ends_with(&format!(" {n};")));
        if hit {
            out.push_str(line.trim_end().trim_end_matches(';'));
            out.push_str(" /*verilator isolate_assignments*/;\n");
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}
