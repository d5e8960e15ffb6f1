//! # rmsnorm
//!
//! RMSNORM (`int::rmsnorm`, `docs/numerics.md` §4) of one vector of up to 256 i32 elements:
//!
//! ```text
//!   (m, e) = BFP16(x)                                 (whole vector)
//!   u      = sum_j m_j^2 + (eps_term >> 2e)           (< 2^39: m_j^2 <= 2^30, len <= 256, eps_term < 2^32)
//!   s      = isqrt(u);   inv = floor(2^36 / s)        (u == 0 => inv = 0, so every y_j = 0)
//!   y_j    = sat32(rshr(m_j * inv * g_j, 20 + shift)) (|m_j| <= s, so |m_j * inv| <= 2^36)
//! ```
//!
//! ```text
//!   IN:   {g_j, x_j} --> [ SDP RAM 256 x 48 ]          OR |x_j| --> e (at the last element)
//!   SUM:  RAM --> m_j = sat16(rshr(x_j, e)) --A--> m_j^2 (MulS 16x16) --S--> acc (40 bits)
//!   SQRT: rad = acc + (eps >> 2e) --> isqrt, 20 steps (isqrt.rs, inline)
//!   DIV:  2^36 / s, 37 steps (divider.rs, inline)
//!   OUT:  RAM --> m_j --A--> m_j * inv (MulS 16x38) --B--> * g_j (MulS 38x16) --C--> RshrSat<32> --> FIFO (8)
//! ```
//!
//! The gains come with the elements (`in_gain`, alongside `in_data`) and are buffered with them: the unit
//! then has a single input stream, and the output pass needs no second stream synchronised with it.
//! One vector at a time (single buffer): input pass `n` cycles, sum pass `n + 4`, square root 21, division
//! 38, output pass `n + 2` reads (one element per cycle without back-pressure), each element leaving the
//! pipeline three cycles after its read returns.
//!
//! **Sum pass.** Two register stages between the RAM and the accumulator: `m_j` in stage A's register
//! (shared with the output pass, which runs later), then `m_j^2` in `sq_q`; the square root starts once both
//! are empty. Until 2026-12-07 the sum pass was one cycle from the RAM word to `acc_q`, the vector unit's
//! longest path after the output pass was staged (65 LUT4 levels, `docs/fpga.md`); 2 cycles more per vector.
//!
//! **Output pass.** The output arithmetic is three register stages, A (`m_j` and `g_j`), B (`m_j * inv`)
//! and C (`* g_j`), then the rounding shift into an output FIFO of [`OUT_DEPTH`] entries. Until 2026-12-07
//! it was one cycle (the element's RAM word to the output register), the vector unit's longest path: 84
//! LUT4 levels in `docs/fpga.md`. The stages never stall: a read is issued only while the read in flight,
//! the stages and the FIFO hold fewer than `OUT_DEPTH` elements (registers only), so every element finds a
//! FIFO entry, and with the consumer taking one element per cycle the reads still issue every cycle.
//! The rounding shift's amount `20 + shift` is registered (`rsn_q`, from `cfg_shift` every cycle): the
//! configuration is stable for the whole vector and the first output reaches the shift long after the
//! input pass, so the one-cycle lag never shows; it takes the 8-bit add off the shift's path (the vector
//! unit's routed critical path on 2026-12-08 ran from the instruction's `imm` through that add, the 64-bit
//! rounding shift and saturation into the FIFO, 15.4 ns).
//!
//! **Input**: `in_valid`/`in_ready`/`in_data` (`x_j`, i32), `in_gain` (`g_j`, i16), `in_last`; the 256th
//! element ends the vector. `in_ready` is registered (the unit is in its input pass).
//! **Configuration**: `cfg_eps_term` (32 bits, unsigned: `round(eps * dim * 2^32)` is below 2^32 for
//! `eps * dim < 1`), `cfg_shift` (8 bits, i8, -32..=32), held stable while the unit holds a vector.
//! **Output**: `out_valid`/`out_ready`, `out_data` (`y_j`, i32), `out_last`; from the FIFO's registers
//! (`out_valid` is "the count is not 0", the data a mux of the entries by the read pointer), no path from
//! any input.
//!
//! Submodule inputs written by this block are listed in [`ISOLATE`] (see `quant.rs`: Verilator UNOPTFLAT).

use super::mul_s::MulS;
use super::cat::Cat;
use super::zext::Zext;
use super::rshr_sat::RshrSat;
use super::sext::Sext;
use rust_hdl::prelude::*;

/// Entries of the output FIFO: the three pipeline stages and the read in flight, plus the element leaving
/// and a margin, so that reads issue every cycle while the consumer takes one element per cycle (the read
/// rule counts registered state only, so a freed entry is seen a cycle late).
pub const OUT_DEPTH: usize = 8;
// the FIFO's read and write pointers are 3 bits wide and wrap at 8: the depth must be 8
const _: () = assert!(OUT_DEPTH == 8, "Rmsnorm: OUT_DEPTH must be 8, the wrap of the FIFO's 3-bit pointers");

/// Buffer: 256 words of 48 bits (`{g_j, x_j}`).
pub type SdpRam48 = super::bfp16::SdpRam<48, 8>;

/// The RMSNORM unit, vectors of up to 256 elements.
#[derive(LogicBlock)]
pub struct Rmsnorm {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the vector in the unit).
    pub reset: Signal<In, Bit>,
    /// 32 bits, input: `eps_term`, unsigned, held stable while the unit holds a vector.
    pub cfg_eps_term: Signal<In, Bits<32>>,
    /// 8 bits, input: `shift`, i8 two's complement (-32..=32), held stable while the unit holds a vector.
    pub cfg_shift: Signal<In, Bits<8>>,
    /// 1 bit, input: `in_data`/`in_gain`/`in_last` hold an element.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit accepts an element this cycle (registered: input pass).
    pub in_ready: Signal<Out, Bit>,
    /// 32 bits, input: `x_j`, i32 two's complement.
    pub in_data: Signal<In, Bits<32>>,
    /// 16 bits, input: the gain `g_j`, i16 two's complement.
    pub in_gain: Signal<In, Bits<16>>,
    /// 1 bit, input: `x_j` is the last element of the vector.
    pub in_last: Signal<In, Bit>,
    /// 1 bit, output: `out_data`/`out_last` hold an element (registered).
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer takes the element this cycle.
    pub out_ready: Signal<In, Bit>,
    /// 32 bits, output: `y_j`, i32 two's complement.
    pub out_data: Signal<Out, Bits<32>>,
    /// 1 bit, output: `y_j` is the last element of the vector.
    pub out_last: Signal<Out, Bit>,
    ram: SdpRam48,
    sq: MulS<16, 16, 32>,
    mul1: MulS<16, 38, 54>,
    mul2: MulS<38, 16, 54>,
    rs: RshrSat<32>,
    m_sext: Sext<32, 33>,
    p_sext: Sext<54, 64>,
    z_sq: Zext<32, 40>,
    z_eps: Zext<32, 40>,
    z_inv: Zext<37, 38>,
    z_e: Zext<5, 6>,
    wcat: Cat<16, 32, 48>,
    /// Phase: 0 input, 1 sum, 2 square root, 3 division, 4 output.
    st_q: DFF<Bits<3>>,
    waddr_q: DFF<Bits<8>>,
    or_q: DFF<Bits<32>>,
    len_q: DFF<Bits<8>>,
    e_q: DFF<Bits<5>>,
    raddr_q: DFF<Bits<8>>,
    rdone_q: DFF<Bit>,
    pend_q: DFF<Bit>,
    pend_last_q: DFF<Bit>,
    acc_q: DFF<Bits<40>>,
    // sum pass (module documentation, "Sum pass"): m_j in stage A's `a_m_q` (valid `sa_v_q`), then its square
    sa_v_q: DFF<Bit>,
    sq_v_q: DFF<Bit>,
    sq_q: DFF<Bits<32>>,
    uzero_q: DFF<Bit>,
    rad_q: DFF<Bits<40>>,
    rem_q: DFF<Bits<22>>,
    root_q: DFF<Bits<22>>,
    cnt_q: DFF<Bits<8>>,
    dv_r_q: DFF<Bits<20>>,
    dv_nq_q: DFF<Bits<37>>,
    dv_den_q: DFF<Bits<20>>,
    inv_q: DFF<Bits<37>>,
    // output pipeline (module documentation, "Output pass"): A m_j, B m_j * inv, C * g_j
    a_v_q: DFF<Bit>,
    a_l_q: DFF<Bit>,
    a_m_q: DFF<Bits<16>>,
    a_g_q: DFF<Bits<16>>,
    b_v_q: DFF<Bit>,
    b_l_q: DFF<Bit>,
    b_p_q: DFF<Bits<38>>,
    b_g_q: DFF<Bits<16>>,
    c_v_q: DFF<Bit>,
    c_l_q: DFF<Bit>,
    c_p_q: DFF<Bits<54>>,
    // output FIFO of OUT_DEPTH entries {y, last}: write pointer, read pointer, count
    fq_d: Vec<DFF<Bits<32>>>,
    fq_l: Vec<DFF<Bit>>,
    wp_q: DFF<Bits<3>>,
    rp_q: DFF<Bits<3>>,
    fcnt_q: DFF<Bits<4>>,
    /// The output's rounding shift `20 + shift` (registered from `cfg_shift`).
    rsn_q: DFF<Bits<8>>,
    // locals
    in_fire: Signal<Local, Bit>,
    in_end: Signal<Local, Bit>,
    absv: Signal<Local, Bits<32>>,
    or_all: Signal<Local, Bits<32>>,
    or_hi: Signal<Local, Bits<17>>,
    e_new: Signal<Local, Bits<5>>,
    issue: Signal<Local, Bit>,
    issue_last: Signal<Local, Bit>,
    rd_x: Signal<Local, Bits<32>>,
    rd_g: Signal<Local, Bits<16>>,
    m_t33: Signal<Local, Bits<33>>,
    m_r33: Signal<Local, Bits<33>>,
    m_top33: Signal<Local, Bits<33>>,
    m_m: Signal<Local, Bits<16>>,
    u40: Signal<Local, Bits<40>>,
    e2: Signal<Local, Bits<6>>,
    rad_top: Signal<Local, Bits<22>>,
    rem_sh: Signal<Local, Bits<22>>,
    trial: Signal<Local, Bits<22>>,
    dv_rsh: Signal<Local, Bits<20>>,
    dv_ge: Signal<Local, Bit>,
    occ1: Signal<Local, Bits<4>>,
    occ2: Signal<Local, Bits<4>>,
    occ3: Signal<Local, Bits<4>>,
    occ4: Signal<Local, Bits<4>>,
    push: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    c_slot: Vec<Constant<Bits<3>>>,
    c_one3: Constant<Bits<3>>,
    c_zero4: Constant<Bits<4>>,
    c_one4: Constant<Bits<4>>,
    c_depth4: Constant<Bits<4>>,
    c_e: Vec<Constant<Bits<5>>>,
    c_st: Vec<Constant<Bits<3>>>,
    c_zero5: Constant<Bits<5>>,
    c_one5: Constant<Bits<5>>,
    c_zero8: Constant<Bits<8>>,
    c_one8: Constant<Bits<8>>,
    c_two8: Constant<Bits<8>>,
    c_max8: Constant<Bits<8>>,
    c_zero32: Constant<Bits<32>>,
    c_zero40: Constant<Bits<40>>,
    c_zero22: Constant<Bits<22>>,
    c_one22: Constant<Bits<22>>,
    c_sh20: Constant<Bits<8>>,
    c_zero20: Constant<Bits<20>>,
    c_one20: Constant<Bits<20>>,
    c_dhalf20: Constant<Bits<20>>,
    c_nhalf37: Constant<Bits<37>>,
    c_one37: Constant<Bits<37>>,
    c_zero37: Constant<Bits<37>>,
    c_num37: Constant<Bits<37>>,
    c_sqrt_steps: Constant<Bits<8>>,
    c_div_steps: Constant<Bits<8>>,
    c_bias8: Constant<Bits<8>>,
    c_one33: Constant<Bits<33>>,
    c_ones33: Constant<Bits<33>>,
    c_ones_top33: Constant<Bits<33>>,
    c_sh15: Constant<Bits<5>>,
    c_max16: Constant<Bits<16>>,
    c_min16: Constant<Bits<16>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl Default for Rmsnorm {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            cfg_eps_term: Default::default(),
            cfg_shift: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_data: Default::default(),
            in_gain: Default::default(),
            in_last: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_data: Default::default(),
            out_last: Default::default(),
            ram: Default::default(),
            sq: Default::default(),
            mul1: Default::default(),
            mul2: Default::default(),
            rs: Default::default(),
            m_sext: Default::default(),
            p_sext: Default::default(),
            z_sq: Default::default(),
            z_eps: Default::default(),
            z_inv: Default::default(),
            z_e: Default::default(),
            wcat: Default::default(),
            st_q: Default::default(),
            waddr_q: Default::default(),
            or_q: Default::default(),
            len_q: Default::default(),
            e_q: Default::default(),
            raddr_q: Default::default(),
            rdone_q: Default::default(),
            pend_q: Default::default(),
            pend_last_q: Default::default(),
            acc_q: Default::default(),
            sa_v_q: Default::default(),
            sq_v_q: Default::default(),
            sq_q: Default::default(),
            uzero_q: Default::default(),
            rad_q: Default::default(),
            rem_q: Default::default(),
            root_q: Default::default(),
            cnt_q: Default::default(),
            dv_r_q: Default::default(),
            dv_nq_q: Default::default(),
            dv_den_q: Default::default(),
            inv_q: Default::default(),
            a_v_q: Default::default(),
            a_l_q: Default::default(),
            a_m_q: Default::default(),
            a_g_q: Default::default(),
            b_v_q: Default::default(),
            b_l_q: Default::default(),
            b_p_q: Default::default(),
            b_g_q: Default::default(),
            c_v_q: Default::default(),
            c_l_q: Default::default(),
            c_p_q: Default::default(),
            fq_d: (0..OUT_DEPTH).map(|_| Default::default()).collect(),
            fq_l: (0..OUT_DEPTH).map(|_| Default::default()).collect(),
            wp_q: Default::default(),
            rp_q: Default::default(),
            fcnt_q: Default::default(),
            rsn_q: Default::default(),
            in_fire: Default::default(),
            in_end: Default::default(),
            absv: Default::default(),
            or_all: Default::default(),
            or_hi: Default::default(),
            e_new: Default::default(),
            issue: Default::default(),
            issue_last: Default::default(),
            rd_x: Default::default(),
            rd_g: Default::default(),
            m_t33: Default::default(),
            m_r33: Default::default(),
            m_top33: Default::default(),
            m_m: Default::default(),
            u40: Default::default(),
            e2: Default::default(),
            rad_top: Default::default(),
            rem_sh: Default::default(),
            trial: Default::default(),
            dv_rsh: Default::default(),
            dv_ge: Default::default(),
            occ1: Default::default(),
            occ2: Default::default(),
            occ3: Default::default(),
            occ4: Default::default(),
            push: Default::default(),
            pop: Default::default(),
            c_slot: (0..OUT_DEPTH).map(|i| Constant::new(Bits::<3>::from(i as u64))).collect(),
            c_one3: c(1),
            c_zero4: c(0),
            c_one4: c(1),
            c_depth4: c(OUT_DEPTH as u64),
            c_e: (0..17).map(|i| Constant::new(Bits::<5>::from(i as u64 + 1))).collect(),
            c_st: (0..5).map(|i| Constant::new(Bits::<3>::from(i as u64))).collect(),
            c_zero5: c(0),
            c_one5: c(1),
            c_zero8: c(0),
            c_one8: c(1),
            c_two8: c(2),
            c_max8: c(255),
            c_zero32: c(0),
            c_zero40: c(0),
            c_zero22: c(0),
            c_one22: c(1),
            c_sh20: c(20),
            c_zero20: c(0),
            c_one20: c(1),
            c_dhalf20: c(1 << 19),
            c_nhalf37: c(1 << 36),
            c_one37: c(1),
            c_zero37: c(0),
            c_num37: c(1 << 36),
            c_sqrt_steps: c(20),
            c_div_steps: c(37),
            c_bias8: c(20),
            c_one33: c(1),
            c_ones33: c((1 << 33) - 1),
            c_ones_top33: c((1 << 18) - 1),
            c_sh15: c(15),
            c_max16: c(0x7fff),
            c_min16: c(0x8000),
        }
    }
}

impl Logic for Rmsnorm {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st_q, waddr_q, or_q, len_q, e_q, raddr_q, rdone_q, pend_q, pend_last_q, acc_q, sa_v_q, sq_v_q, sq_q,
            uzero_q, rad_q,
            rem_q, root_q, cnt_q, dv_r_q, dv_nq_q, dv_den_q, inv_q, a_v_q, a_l_q, a_m_q, a_g_q, b_v_q, b_l_q, b_p_q,
            b_g_q, c_v_q, c_l_q, c_p_q, wp_q, rp_q, fcnt_q, rsn_q
        );
        for i in 0..OUT_DEPTH {
            self.fq_d[i].clock.next = self.clock.val();
            self.fq_l[i].clock.next = self.clock.val();
            self.fq_d[i].d.next = self.fq_d[i].q.val();
            self.fq_l[i].d.next = self.fq_l[i].q.val();
        }
        self.ram.clock.next = self.clock.val();
        // ---------------- input pass
        self.in_ready.next = self.st_q.q.val() == self.c_st[0].val();
        self.in_fire.next = self.in_valid.val() & (self.st_q.q.val() == self.c_st[0].val());
        self.in_end.next = self.in_last.val() | (self.waddr_q.q.val() == self.c_max8.val());
        self.absv.next = self.in_data.val();
        if self.in_data.val().get_bit(31) {
            self.absv.next = self.c_zero32.val() - self.in_data.val();
        }
        self.or_all.next = self.or_q.q.val() | self.absv.val();
        self.or_hi.next = self.or_all.val().get_bits::<17>(15);
        self.e_new.next = self.c_zero5.val();
        for i in 0..17 {
            if self.or_hi.val().get_bit(i) {
                self.e_new.next = self.c_e[i].val();
            }
        }
        self.ram.we.next = self.in_fire.val();
        self.ram.waddr.next = self.waddr_q.q.val();
        self.wcat.hi.next = self.in_gain.val();
        self.wcat.lo.next = self.in_data.val();
        self.ram.wdata.next = self.wcat.y.val();
        if self.in_fire.val() {
            self.waddr_q.d.next = self.waddr_q.q.val() + self.c_one8.val();
            self.or_q.d.next = self.or_all.val();
            if self.in_end.val() {
                self.waddr_q.d.next = self.c_zero8.val();
                self.or_q.d.next = self.c_zero32.val();
                self.len_q.d.next = self.waddr_q.q.val();
                self.e_q.d.next = self.e_new.val();
                self.st_q.d.next = self.c_st[1].val();
                self.raddr_q.d.next = self.c_zero8.val();
                self.rdone_q.d.next = false;
                self.acc_q.d.next = self.c_zero40.val();
            }
        }
        // ---------------- read side (sum pass and output pass)
        self.issue.next = false;
        if (self.st_q.q.val() == self.c_st[1].val()) & !self.rdone_q.q.val() {
            self.issue.next = true;
        }
        // output pass: a read only while the elements in flight and in the FIFO leave it a free entry
        // (registers only), so an element never waits between the RAM and the FIFO
        self.occ1.next = self.fcnt_q.q.val();
        if self.pend_q.q.val() {
            self.occ1.next = self.fcnt_q.q.val() + self.c_one4.val();
        }
        self.occ2.next = self.occ1.val();
        if self.a_v_q.q.val() {
            self.occ2.next = self.occ1.val() + self.c_one4.val();
        }
        self.occ3.next = self.occ2.val();
        if self.b_v_q.q.val() {
            self.occ3.next = self.occ2.val() + self.c_one4.val();
        }
        self.occ4.next = self.occ3.val();
        if self.c_v_q.q.val() {
            self.occ4.next = self.occ3.val() + self.c_one4.val();
        }
        if (self.st_q.q.val() == self.c_st[4].val()) & !self.rdone_q.q.val() & (self.occ4.val() < self.c_depth4.val()) {
            self.issue.next = true;
        }
        self.issue_last.next = self.raddr_q.q.val() == self.len_q.q.val();
        self.ram.raddr.next = self.raddr_q.q.val();
        self.pend_q.d.next = self.issue.val();
        if self.issue.val() {
            self.pend_last_q.d.next = self.issue_last.val();
            self.raddr_q.d.next = self.raddr_q.q.val() + self.c_one8.val();
            if self.issue_last.val() {
                self.rdone_q.d.next = true;
            }
        }
        // m = sat16(rshr(x, e)) of the element arriving from the RAM
        self.rd_x.next = self.ram.rdata.val().get_bits::<32>(0);
        self.rd_g.next = self.ram.rdata.val().get_bits::<16>(32);
        self.m_sext.x.next = self.rd_x.val();
        self.m_t33.next = self.m_sext.y.val();
        if self.e_q.q.val() != self.c_zero5.val() {
            self.m_t33.next = self.m_sext.y.val() + (self.c_one33.val() << (self.e_q.q.val() - self.c_one5.val()));
        }
        self.m_r33.next = self.m_t33.val() >> self.e_q.q.val();
        if self.m_t33.val().get_bit(32) {
            self.m_r33.next = (self.m_t33.val() >> self.e_q.q.val()) | !(self.c_ones33.val() >> self.e_q.q.val());
        }
        self.m_top33.next = self.m_r33.val() >> self.c_sh15.val();
        self.m_m.next = self.m_r33.val().get_bits::<16>(0);
        if (self.m_top33.val() != self.c_ones_top33.val()) & self.m_top33.val().any() {
            if self.m_r33.val().get_bit(32) {
                self.m_m.next = self.c_min16.val();
            } else {
                self.m_m.next = self.c_max16.val();
            }
        }
        // sum of squares, two register stages: m_j (stage A's a_m_q, below), then m_j^2 (sq_q), then the
        // 40-bit accumulation
        self.sa_v_q.d.next = self.pend_q.q.val() & (self.st_q.q.val() == self.c_st[1].val());
        self.sq.a.next = self.a_m_q.q.val();
        self.sq.b.next = self.a_m_q.q.val();
        self.sq_v_q.d.next = self.sa_v_q.q.val();
        self.sq_q.d.next = self.sq.p.val();
        self.z_sq.x.next = self.sq_q.q.val();
        if self.sq_v_q.q.val() {
            self.acc_q.d.next = self.acc_q.q.val() + self.z_sq.y.val();
        }
        // u = acc + (eps >> 2e)
        self.z_eps.x.next = self.cfg_eps_term.val();
        self.z_e.x.next = self.e_q.q.val();
        self.e2.next = self.z_e.y.val() << self.c_one5.val();
        self.u40.next = self.acc_q.q.val() + (self.z_eps.y.val() >> self.e2.val());
        if (self.st_q.q.val() == self.c_st[1].val())
            & self.rdone_q.q.val()
            & !self.pend_q.q.val()
            & !self.sa_v_q.q.val()
            & !self.sq_v_q.q.val()
        {
            self.st_q.d.next = self.c_st[2].val();
            self.rad_q.d.next = self.u40.val();
            self.uzero_q.d.next = self.u40.val() == self.c_zero40.val();
            self.rem_q.d.next = self.c_zero22.val();
            self.root_q.d.next = self.c_zero22.val();
            self.cnt_q.d.next = self.c_sqrt_steps.val();
        }
        // ---------------- square root (isqrt.rs, K = 20)
        self.rad_top.next = self.rad_q.q.val().get_bits::<22>(18);
        self.rem_sh.next = (self.rem_q.q.val() << self.c_two8.val()) | (self.rad_top.val() >> self.c_sh20.val());
        self.trial.next = (self.root_q.q.val() << self.c_two8.val()) | self.c_one22.val();
        if self.st_q.q.val() == self.c_st[2].val() {
            if self.cnt_q.q.val() != self.c_zero8.val() {
                self.cnt_q.d.next = self.cnt_q.q.val() - self.c_one8.val();
                self.rad_q.d.next = self.rad_q.q.val() << self.c_two8.val();
                self.root_q.d.next = self.root_q.q.val() << self.c_one8.val();
                self.rem_q.d.next = self.rem_sh.val();
                if self.rem_sh.val() >= self.trial.val() {
                    self.rem_q.d.next = self.rem_sh.val() - self.trial.val();
                    self.root_q.d.next = (self.root_q.q.val() << self.c_one8.val()) | self.c_one22.val();
                }
            } else {
                self.st_q.d.next = self.c_st[3].val();
                self.dv_r_q.d.next = self.c_zero20.val();
                self.dv_nq_q.d.next = self.c_num37.val();
                self.dv_den_q.d.next = self.root_q.q.val().get_bits::<20>(0);
                self.cnt_q.d.next = self.c_div_steps.val();
            }
        }
        // ---------------- division 2^36 / s (divider.rs, N = 37, D = 20)
        self.dv_rsh.next = self.dv_r_q.q.val() << self.c_one8.val();
        if self.dv_nq_q.q.val() >= self.c_nhalf37.val() {
            self.dv_rsh.next = (self.dv_r_q.q.val() << self.c_one8.val()) | self.c_one20.val();
        }
        self.dv_ge.next = (self.dv_r_q.q.val() >= self.c_dhalf20.val()) | (self.dv_rsh.val() >= self.dv_den_q.q.val());
        if self.st_q.q.val() == self.c_st[3].val() {
            if self.cnt_q.q.val() != self.c_zero8.val() {
                self.cnt_q.d.next = self.cnt_q.q.val() - self.c_one8.val();
                self.dv_nq_q.d.next = self.dv_nq_q.q.val() << self.c_one8.val();
                self.dv_r_q.d.next = self.dv_rsh.val();
                if self.dv_ge.val() {
                    self.dv_nq_q.d.next = (self.dv_nq_q.q.val() << self.c_one8.val()) | self.c_one37.val();
                    self.dv_r_q.d.next = self.dv_rsh.val() - self.dv_den_q.q.val();
                }
            } else {
                self.st_q.d.next = self.c_st[4].val();
                self.inv_q.d.next = self.dv_nq_q.q.val();
                if self.uzero_q.q.val() {
                    self.inv_q.d.next = self.c_zero37.val();
                }
                self.raddr_q.d.next = self.c_zero8.val();
                self.rdone_q.d.next = false;
            }
        }
        if (self.st_q.q.val() == self.c_st[4].val()) & self.rdone_q.q.val() & !self.pend_q.q.val() {
            self.st_q.d.next = self.c_st[0].val();
        }
        // ---------------- output: y = sat32(rshr(m * inv * g, 20 + shift)), three register stages
        // A: m_j (from the RAM word of the read in flight) and g_j
        self.a_v_q.d.next = self.pend_q.q.val() & (self.st_q.q.val() == self.c_st[4].val());
        self.a_l_q.d.next = self.pend_last_q.q.val();
        self.a_m_q.d.next = self.m_m.val();
        self.a_g_q.d.next = self.rd_g.val();
        // B: m_j * inv (|m_j * inv| <= 2^36: 38 bits hold it)
        self.z_inv.x.next = self.inv_q.q.val();
        self.mul1.a.next = self.a_m_q.q.val();
        self.mul1.b.next = self.z_inv.y.val();
        self.b_v_q.d.next = self.a_v_q.q.val();
        self.b_l_q.d.next = self.a_l_q.q.val();
        self.b_p_q.d.next = self.mul1.p.val().get_bits::<38>(0);
        self.b_g_q.d.next = self.a_g_q.q.val();
        // C: * g_j
        self.mul2.a.next = self.b_p_q.q.val();
        self.mul2.b.next = self.b_g_q.q.val();
        self.c_v_q.d.next = self.b_v_q.q.val();
        self.c_l_q.d.next = self.b_l_q.q.val();
        self.c_p_q.d.next = self.mul2.p.val();
        // the rounding shift with saturation, into the FIFO
        self.p_sext.x.next = self.c_p_q.q.val();
        self.rs.x.next = self.p_sext.y.val();
        self.rsn_q.d.next = self.cfg_shift.val() + self.c_bias8.val();
        self.rs.n.next = self.rsn_q.q.val();
        self.push.next = self.c_v_q.q.val();
        self.pop.next = (self.fcnt_q.q.val() != self.c_zero4.val()) & self.out_ready.val();
        for i in 0..OUT_DEPTH {
            if self.push.val() & (self.wp_q.q.val() == self.c_slot[i].val()) {
                self.fq_d[i].d.next = self.rs.y.val();
                self.fq_l[i].d.next = self.c_l_q.q.val();
            }
        }
        if self.push.val() {
            self.wp_q.d.next = self.wp_q.q.val() + self.c_one3.val();
        }
        if self.pop.val() {
            self.rp_q.d.next = self.rp_q.q.val() + self.c_one3.val();
        }
        if self.push.val() & !self.pop.val() {
            self.fcnt_q.d.next = self.fcnt_q.q.val() + self.c_one4.val();
        }
        if self.pop.val() & !self.push.val() {
            self.fcnt_q.d.next = self.fcnt_q.q.val() - self.c_one4.val();
        }
        self.out_valid.next = self.fcnt_q.q.val() != self.c_zero4.val();
        self.out_data.next = self.fq_d[0].q.val();
        self.out_last.next = self.fq_l[0].q.val();
        for i in 1..OUT_DEPTH {
            if self.rp_q.q.val() == self.c_slot[i].val() {
                self.out_data.next = self.fq_d[i].q.val();
                self.out_last.next = self.fq_l[i].q.val();
            }
        }
        if self.reset.val() {
            self.st_q.d.next = self.c_st[0].val();
            self.waddr_q.d.next = self.c_zero8.val();
            self.or_q.d.next = self.c_zero32.val();
            self.pend_q.d.next = false;
            self.a_v_q.d.next = false;
            self.sa_v_q.d.next = false;
            self.sq_v_q.d.next = false;
            self.b_v_q.d.next = false;
            self.c_v_q.d.next = false;
            self.wp_q.d.next = self.c_slot[0].val();
            self.rp_q.d.next = self.c_slot[0].val();
            self.fcnt_q.d.next = self.c_zero4.val();
        }
    }
}

/// Submodule inputs and locals of [`Rmsnorm`] given `isolate_assignments` (see `quant::ISOLATE`).
pub const ISOLATE: [&str; 15] = [
    "absv", "or_all", "or_hi", "m_sext$x", "sq$a", "sq$b", "z_sq$x", "z_eps$x", "z_inv$x", "z_e$x", "wcat$hi", "wcat$lo", "mul1$a", "mul2$a", "rs$x",
];

/// Adds `/*verilator isolate_assignments*/` to the declarations of [`ISOLATE`] in the emitted top module.
pub fn isolate_assignments(verilog: &str) -> String {
    let mut out = String::with_capacity(verilog.len() + 512);
    let mut in_top = true;
    for line in verilog.lines() {
        let t = line.trim();
        if t.starts_with("endmodule") {
            in_top = false;
        }
        let hit = in_top && t.starts_with("reg ") && ISOLATE.iter().any(|n| t.ends_with(&format!(" {n};")));
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
