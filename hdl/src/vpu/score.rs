//! # score
//!
//! SCORE (`vec.score`, `docs/numerics.md` §4, golden `systole_host::golden::int::score_head`): the
//! attention scores of one query head against the K records of positions `t = 0..len`:
//!
//! ```text
//!   (qm, eq) = BFP16(q)                                             (over the query head, Q16 i32)
//!   dot_t    = sum_i qm_i * km_t,i                                  (16 x 16 products, |dot| <= 2^38)
//!   sc_t     = sat32(rshr(dot_t * att_scale, 31 - eq - ek_t))       (i32, one per position)
//! ```
//!
//! The query head comes first (q stream, `head_size` elements): it is stored raw in a small simple-dual-port
//! RAM while the OR of `|q_i|` gives `eq` (as in `bfp16.rs`). Then the K records stream in, one mantissa per
//! cycle; each reads `q_i` back from the RAM, and `qm_i = sat16(rshr(q_i, eq))` is formed on the fly.
//!
//! ```text
//!   q_data --> |q| OR --> eq_q (at the head's last element)
//!        \---> [ SDP RAM 2^AB x 32 ] (waddr = q index)
//!   k_data {ek, km}   raddr = k index
//!     | transfer       |
//!     v                v rdata = q_i
//!   S1: km, ek, idx, first, end, last   qm = sat16(rshr(q_i, eq)); k = 48 - eq - ek
//!   M:  qm, km, k, first, end, last     prod = qm * km (MulS 16x16)
//!   S2: prod, k, first, end, last       acc = (first ? 0 : acc_q) + prod  (40 bits) --> dot at the record's end
//!   S3: dot, k, last                    dot * att_scale (MulS 40x16)
//!   S4: prod56, k, last                 sat32(((prod56 << 17) + 2^(k-1)) >> k) --> SkidBuffer --> out (one score per record)
//! ```
//!
//! **Stall rule**: the five stages advance together unless S4 holds a score the full output slice cannot
//! take: `adv = !s4_v | skid.s_ready`; `k_ready = (K phase) & adv & !cfg_err` (registers and cfg only). A
//! stalled S1 re-reads its own `q_i` (the RAM read address is `s1_idx` while stalled). The shift
//! `k = n + 17 = 48 - eq - ek` is formed in S1 and carried, so the next head's query may be loaded while scores of
//! this head are still in M..S4; only S1 reads the RAM, so `q_ready = (Q phase) & !s1_v & !cfg_err`.
//!
//! **The rounding shift** `sat32(rshr(x, n))` of S4 is specialised: `n = 31 - eq - ek` lies in `-17..=31`
//! for every port value (`eq <= 17`, `ek < 32`), so with `k = n + 17` (0..=48) and `w = x << 17` (74 bits,
//! exact for the 56-bit `x`), `rshr(x, n) = (w + 2^(k-1)) >> k` (no constant for `k = 0`): one 74-bit right
//! shifter instead of `RshrSat`'s two-way 128-bit one. A left shift that the golden `rshr` saturates to the
//! i64 range is exact here; both then saturate to the same i32.
//!
//! **Configuration**: `cfg_head_size` must be `1..=2^AB`, else `cfg_err` is high and neither stream is
//! accepted (no RAM address can leave the buffer). `cfg_att_scale` is an i16 (0..=32767 in the contract;
//! any i16 is exact). Both are held stable while the unit holds an operation.
//!
//! **Timing**: `head_size` cycles for the query, then one K element per cycle; the score of a record whose
//! last element transfers on edge `t` is `out_valid` from cycle `t + 6`. An operation of `len` positions
//! takes `head_size * (len + 1)` cycles without back-pressure, plus one cycle before the next query (S1
//! empty).
//!
//! **Why the M stage**: S1 was the vector unit's routed critical path on the ECP5 (18.6 ns, 53.8 MHz, 2026-12-07:
//! the RAM's `q_i` -> the rounding shift by `eq` and the 16-bit saturation -> the 16 x 16 product -> `s2prod_q`);
//! `qm` is now registered before the product (one more cycle of latency per operation, `docs/vpu.md`).

use super::{cat::Cat, mul_s::MulS, sext::Sext};
use super::bfp16::SdpRam;
use crate::skid_buffer::SkidBuffer;
use rust_hdl::prelude::*;

/// SCORE over heads of up to `2^AB` elements (`AB` in 1..=8); emitted as `vpu_score_h64` (`AB = 6`).
#[derive(LogicBlock)]
pub struct Score<const AB: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the operation in the unit).
    pub reset: Signal<In, Bit>,
    /// 16 bits, input: `head_size` (unsigned, 1..=2^AB), held stable while the unit holds an operation.
    pub cfg_head_size: Signal<In, Bits<16>>,
    /// 16 bits, input: `att_scale`, i16 two's complement (0..=32767 in the contract), held stable.
    pub cfg_att_scale: Signal<In, Bits<16>>,
    /// 1 bit, output: `cfg_head_size` is 0 or above `2^AB` (combinational from `cfg_head_size`); the unit
    /// then accepts nothing on either stream.
    pub cfg_err: Signal<Out, Bit>,
    /// 1 bit, input: `q_data` holds a query element.
    pub q_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit accepts a query element (Q phase, stage 1 empty; from registers and cfg only).
    pub q_ready: Signal<Out, Bit>,
    /// 32 bits, input: `q_i`, i32 Q16; `head_size` elements per operation, before its K records.
    pub q_data: Signal<In, Bits<32>>,
    /// 1 bit, input: `k_data`/`k_last` hold a K element.
    pub k_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit accepts a K element (K phase, pipeline advancing; from registers and cfg only).
    pub k_ready: Signal<Out, Bit>,
    /// 21 bits, input: element `i` of record `t`: `[15:0]` = `km_t,i` (i16 K mantissa), `[20:16]` = `ek_t`
    /// (u5, the record's exponent, 0..=17 in the contract, any value exact). `head_size` per record.
    pub k_data: Signal<In, Bits<21>>,
    /// 1 bit, input: the element belongs to the last record (position) of the operation; sampled with each
    /// record's last element.
    pub k_last: Signal<In, Bit>,
    /// 1 bit, output: `out_data`/`out_last` hold a score (registered).
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer takes the score this cycle.
    pub out_ready: Signal<In, Bit>,
    /// 32 bits, output: `sc_t`, i32, one per record in order.
    pub out_data: Signal<Out, Bits<32>>,
    /// 1 bit, output: `sc_t` is the operation's last score.
    pub out_last: Signal<Out, Bit>,
    ram: SdpRam<32, AB>,
    x_sext: Sext<32, 33>,
    mul1: MulS<16, 16, 32>,
    prod_sext: Sext<32, 40>,
    mul2: MulS<40, 16, 56>,
    p56_sext: Sext<56, 74>,
    ek_zext: super::zext::Zext<5, 6>,
    eq_zext: super::zext::Zext<5, 6>,
    ocat: Cat<1, 32, 33>,
    skid: SkidBuffer<33>,
    /// Phase: 0 = query (Q), 1 = K records.
    ph_q: DFF<Bit>,
    /// Index of the next query element / K element within its record.
    qidx_q: DFF<Bits<16>>,
    kidx_q: DFF<Bits<16>>,
    /// OR of `|q_i|` so far; the query's exponent `eq`.
    or_q: DFF<Bits<32>>,
    eq_q: DFF<Bits<5>>,
    /// S1: valid, km, ek, element index, first / last element of its record, last record.
    s1v_q: DFF<Bit>,
    s1km_q: DFF<Bits<16>>,
    s1ek_q: DFF<Bits<5>>,
    s1idx_q: DFF<Bits<AB>>,
    s1first_q: DFF<Bit>,
    s1end_q: DFF<Bit>,
    s1last_q: DFF<Bit>,
    /// M: valid, `qm`, `km`, shift `k`, first / end / last.
    smv_q: DFF<Bit>,
    smqm_q: DFF<Bits<16>>,
    smkm_q: DFF<Bits<16>>,
    smk_q: DFF<Bits<6>>,
    smfirst_q: DFF<Bit>,
    smend_q: DFF<Bit>,
    smlast_q: DFF<Bit>,
    /// S2: valid, product `qm * km`, shift `k = n + 17 = 48 - eq - ek`, first / end / last.
    s2v_q: DFF<Bit>,
    s2prod_q: DFF<Bits<32>>,
    s2k_q: DFF<Bits<6>>,
    s2first_q: DFF<Bit>,
    s2end_q: DFF<Bit>,
    s2last_q: DFF<Bit>,
    /// Running dot product of the current record.
    acc_q: DFF<Bits<40>>,
    /// S3: valid, `dot_t`, shift, last.
    s3v_q: DFF<Bit>,
    s3dot_q: DFF<Bits<40>>,
    s3k_q: DFF<Bits<6>>,
    s3last_q: DFF<Bit>,
    /// S4: valid, `dot_t * att_scale`, shift, last.
    s4v_q: DFF<Bit>,
    s4prod_q: DFF<Bits<56>>,
    s4k_q: DFF<Bits<6>>,
    s4last_q: DFF<Bit>,
    // --- locals
    /// 1 bit: `cfg_head_size` is out of range.
    err: Signal<Local, Bit>,
    /// 1 bit: the stages advance this cycle.
    adv: Signal<Local, Bit>,
    /// 16 bits: `head_size - 1`.
    hs_m1: Signal<Local, Bits<16>>,
    /// 1 bit: a query element / K element transfers.
    q_fire: Signal<Local, Bit>,
    k_fire: Signal<Local, Bit>,
    /// 32 bits: `|q_data|`, unsigned.
    absv: Signal<Local, Bits<32>>,
    /// 32 bits: `or_q | absv`; 17 bits: `or_all >> 15`; 5 bits: `bitlen(or_hi)` = `eq`.
    or_all: Signal<Local, Bits<32>>,
    or_hi: Signal<Local, Bits<17>>,
    e_new: Signal<Local, Bits<5>>,
    /// 33 bits: `q_i + 2^(eq-1)`, `rshr(q_i, eq)`, and its bits from 15 up.
    t33: Signal<Local, Bits<33>>,
    r33: Signal<Local, Bits<33>>,
    top33: Signal<Local, Bits<33>>,
    /// 16 bits: `qm_i = sat16(rshr(q_i, eq))`.
    qm: Signal<Local, Bits<16>>,
    /// 40 bits: the running dot product including this element.
    acc_new: Signal<Local, Bits<40>>,
    /// 74 bits: `w = prod << 17` (exact), `t = w + 2^(k-1)` (k > 0), `r = t >> k` = `rshr(prod, n)`, and
    /// `r >> 31` (all zeros or all ones when `r` fits 32 bits).
    w74: Signal<Local, Bits<74>>,
    t74: Signal<Local, Bits<74>>,
    r74: Signal<Local, Bits<74>>,
    top74: Signal<Local, Bits<74>>,
    /// 32 bits: `sat32(r)`, the score.
    sc32: Signal<Local, Bits<32>>,
    c_e: Vec<Constant<Bits<5>>>,
    c_zero5: Constant<Bits<5>>,
    c_one5: Constant<Bits<5>>,
    /// 1 bit: the last flag as a one-bit vector for the output word.
    last1: Signal<Local, Bits<1>>,
    c_zero1: Constant<Bits<1>>,
    c_one1: Constant<Bits<1>>,
    c_zero16: Constant<Bits<16>>,
    c_one16: Constant<Bits<16>>,
    c_cap16: Constant<Bits<16>>,
    c_zero32: Constant<Bits<32>>,
    c_one33: Constant<Bits<33>>,
    c_ones33: Constant<Bits<33>>,
    c_ones_top33: Constant<Bits<33>>,
    c_sh15: Constant<Bits<5>>,
    c_max16: Constant<Bits<16>>,
    c_min16: Constant<Bits<16>>,
    c_48: Constant<Bits<6>>,
    c_zero6: Constant<Bits<6>>,
    c_one6: Constant<Bits<6>>,
    c_sh17: Constant<Bits<6>>,
    c_sh31: Constant<Bits<6>>,
    c_one74: Constant<Bits<74>>,
    c_zero74: Constant<Bits<74>>,
    c_ones74: Constant<Bits<74>>,
    c_ones_top74: Constant<Bits<74>>,
    c_max32: Constant<Bits<32>>,
    c_min32: Constant<Bits<32>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl<const AB: usize> Default for Score<AB> {
    fn default() -> Self {
        assert!((1..=8).contains(&AB), "Score: head-size address bits AB = {AB} must be in 1..=8 (head_size <= 256, |dot| <= 2^38)");
        let ones33 = !Bits::<33>::default();
        Self {
            clock: Default::default(),
            reset: Default::default(),
            cfg_head_size: Default::default(),
            cfg_att_scale: Default::default(),
            cfg_err: Default::default(),
            q_valid: Default::default(),
            q_ready: Default::default(),
            q_data: Default::default(),
            k_valid: Default::default(),
            k_ready: Default::default(),
            k_data: Default::default(),
            k_last: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_data: Default::default(),
            out_last: Default::default(),
            ram: Default::default(),
            x_sext: Default::default(),
            mul1: Default::default(),
            prod_sext: Default::default(),
            mul2: Default::default(),
            p56_sext: Default::default(),
            ek_zext: Default::default(),
            eq_zext: Default::default(),
            ocat: Default::default(),
            skid: Default::default(),
            ph_q: Default::default(),
            qidx_q: Default::default(),
            kidx_q: Default::default(),
            or_q: Default::default(),
            eq_q: Default::default(),
            s1v_q: Default::default(),
            s1km_q: Default::default(),
            s1ek_q: Default::default(),
            s1idx_q: Default::default(),
            s1first_q: Default::default(),
            s1end_q: Default::default(),
            s1last_q: Default::default(),
            smv_q: Default::default(),
            smqm_q: Default::default(),
            smkm_q: Default::default(),
            smk_q: Default::default(),
            smfirst_q: Default::default(),
            smend_q: Default::default(),
            smlast_q: Default::default(),
            s2v_q: Default::default(),
            s2prod_q: Default::default(),
            s2k_q: Default::default(),
            s2first_q: Default::default(),
            s2end_q: Default::default(),
            s2last_q: Default::default(),
            acc_q: Default::default(),
            s3v_q: Default::default(),
            s3dot_q: Default::default(),
            s3k_q: Default::default(),
            s3last_q: Default::default(),
            s4v_q: Default::default(),
            s4prod_q: Default::default(),
            s4k_q: Default::default(),
            s4last_q: Default::default(),
            err: Default::default(),
            adv: Default::default(),
            hs_m1: Default::default(),
            q_fire: Default::default(),
            k_fire: Default::default(),
            absv: Default::default(),
            or_all: Default::default(),
            or_hi: Default::default(),
            e_new: Default::default(),
            t33: Default::default(),
            r33: Default::default(),
            top33: Default::default(),
            qm: Default::default(),
            acc_new: Default::default(),
            w74: Default::default(),
            t74: Default::default(),
            r74: Default::default(),
            top74: Default::default(),
            sc32: Default::default(),
            c_e: (0..17).map(|i| Constant::new(Bits::<5>::from(i as u64 + 1))).collect(),
            c_zero5: c(0),
            c_one5: c(1),
            last1: Default::default(),
            c_zero1: c(0),
            c_one1: c(1),
            c_zero16: c(0),
            c_one16: c(1),
            c_cap16: c(1 << AB),
            c_zero32: c(0),
            c_one33: c(1),
            c_ones33: Constant::new(ones33),
            c_ones_top33: Constant::new(ones33 >> 15),
            c_sh15: c(15),
            c_max16: c(0x7fff),
            c_min16: c(0x8000),
            c_48: c(48),
            c_zero6: c(0),
            c_one6: c(1),
            c_sh17: c(17),
            c_sh31: c(31),
            c_one74: Constant::new(Bits::<74>::from(1u64)),
            c_zero74: Constant::new(Bits::<74>::default()),
            c_ones74: Constant::new(!Bits::<74>::default()),
            c_ones_top74: Constant::new((!Bits::<74>::default()) >> 31),
            c_max32: c(0x7fff_ffff),
            c_min32: c(0x8000_0000),
        }
    }
}

impl<const AB: usize> Logic for Score<AB> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, ph_q, qidx_q, kidx_q, or_q, eq_q, s1v_q, s1km_q, s1ek_q, s1idx_q, s1first_q, s1end_q, s1last_q,
            smv_q, smqm_q, smkm_q, smk_q, smfirst_q, smend_q, smlast_q, s2v_q, s2prod_q, s2k_q, s2first_q, s2end_q, s2last_q, acc_q, s3v_q, s3dot_q, s3k_q, s3last_q, s4v_q,
            s4prod_q, s4k_q, s4last_q
        );
        self.ram.clock.next = self.clock.val();
        self.skid.clock.next = self.clock.val();
        self.skid.reset.next = self.reset.val();
        // ---------------- configuration check, handshakes
        self.err.next = (self.cfg_head_size.val() == self.c_zero16.val()) | (self.cfg_head_size.val() > self.c_cap16.val());
        self.cfg_err.next = self.err.val();
        self.hs_m1.next = self.cfg_head_size.val() - self.c_one16.val();
        self.adv.next = !self.s4v_q.q.val() | self.skid.s_ready.val();
        self.q_ready.next = !self.ph_q.q.val() & !self.s1v_q.q.val() & !self.err.val();
        self.q_fire.next = self.q_valid.val() & !self.ph_q.q.val() & !self.s1v_q.q.val() & !self.err.val();
        self.k_ready.next = self.ph_q.q.val() & self.adv.val() & !self.err.val();
        self.k_fire.next = self.k_valid.val() & self.ph_q.q.val() & self.adv.val() & !self.err.val();
        // ---------------- Q phase: store q, OR of |q| gives eq
        self.absv.next = self.q_data.val();
        if self.q_data.val().get_bit(31) {
            self.absv.next = self.c_zero32.val() - self.q_data.val();
        }
        self.or_all.next = self.or_q.q.val() | self.absv.val();
        self.or_hi.next = self.or_all.val().get_bits::<17>(15);
        self.e_new.next = self.c_zero5.val();
        for i in 0..17 {
            if self.or_hi.val().get_bit(i) {
                self.e_new.next = self.c_e[i].val();
            }
        }
        self.ram.we.next = self.q_fire.val();
        self.ram.waddr.next = self.qidx_q.q.val().get_bits::<AB>(0);
        self.ram.wdata.next = self.q_data.val();
        if self.q_fire.val() {
            self.qidx_q.d.next = self.qidx_q.q.val() + self.c_one16.val();
            self.or_q.d.next = self.or_all.val();
            if self.qidx_q.q.val() == self.hs_m1.val() {
                self.qidx_q.d.next = self.c_zero16.val();
                self.or_q.d.next = self.c_zero32.val();
                self.eq_q.d.next = self.e_new.val();
                self.ph_q.d.next = true;
                self.kidx_q.d.next = self.c_zero16.val();
            }
        }
        // ---------------- K phase: transfer into S1, RAM read of q_i
        self.ram.raddr.next = self.s1idx_q.q.val();
        if self.adv.val() {
            self.ram.raddr.next = self.kidx_q.q.val().get_bits::<AB>(0);
        }
        if self.k_fire.val() {
            self.kidx_q.d.next = self.kidx_q.q.val() + self.c_one16.val();
            if self.kidx_q.q.val() == self.hs_m1.val() {
                self.kidx_q.d.next = self.c_zero16.val();
                if self.k_last.val() {
                    self.ph_q.d.next = false;
                }
            }
        }
        // ---------------- S1: qm = sat16(rshr(q_i, eq)), k = n + 17 = 48 - eq - ek
        self.x_sext.x.next = self.ram.rdata.val();
        self.t33.next = self.x_sext.y.val();
        if self.eq_q.q.val() != self.c_zero5.val() {
            self.t33.next = self.x_sext.y.val() + (self.c_one33.val() << (self.eq_q.q.val() - self.c_one5.val()));
        }
        self.r33.next = self.t33.val() >> self.eq_q.q.val();
        if self.t33.val().get_bit(32) {
            self.r33.next = (self.t33.val() >> self.eq_q.q.val()) | !(self.c_ones33.val() >> self.eq_q.q.val());
        }
        self.top33.next = self.r33.val() >> self.c_sh15.val();
        self.qm.next = self.r33.val().get_bits::<16>(0);
        if (self.top33.val() != self.c_ones_top33.val()) & self.top33.val().any() {
            if self.r33.val().get_bit(32) {
                self.qm.next = self.c_min16.val();
            } else {
                self.qm.next = self.c_max16.val();
            }
        }
        self.eq_zext.x.next = self.eq_q.q.val();
        self.ek_zext.x.next = self.s1ek_q.q.val();
        // ---------------- M: qm * km
        self.mul1.a.next = self.smqm_q.q.val();
        self.mul1.b.next = self.smkm_q.q.val();
        // ---------------- S2: accumulate the dot product
        self.prod_sext.x.next = self.s2prod_q.q.val();
        self.acc_new.next = self.acc_q.q.val() + self.prod_sext.y.val();
        if self.s2first_q.q.val() {
            self.acc_new.next = self.prod_sext.y.val();
        }
        // ---------------- S3: dot * att_scale
        self.mul2.a.next = self.s3dot_q.q.val();
        self.mul2.b.next = self.cfg_att_scale.val();
        // ---------------- S4: sat32(rshr(prod, n)) = sat32(((prod << 17) + 2^(k-1)) >> k) into the output slice
        self.p56_sext.x.next = self.s4prod_q.q.val();
        self.w74.next = self.p56_sext.y.val() << self.c_sh17.val();
        self.t74.next = self.w74.val();
        if self.s4k_q.q.val() != self.c_zero6.val() {
            self.t74.next = self.w74.val() + (self.c_one74.val() << (self.s4k_q.q.val() - self.c_one6.val()));
        }
        self.r74.next = self.t74.val() >> self.s4k_q.q.val();
        if self.t74.val().get_bit(73) {
            self.r74.next = (self.t74.val() >> self.s4k_q.q.val()) | !(self.c_ones74.val() >> self.s4k_q.q.val());
        }
        self.top74.next = self.r74.val() >> self.c_sh31.val();
        self.sc32.next = self.r74.val().get_bits::<32>(0);
        if (self.top74.val() != self.c_zero74.val()) & (self.top74.val() != self.c_ones_top74.val()) {
            if self.r74.val().get_bit(73) {
                self.sc32.next = self.c_min32.val();
            } else {
                self.sc32.next = self.c_max32.val();
            }
        }
        self.last1.next = self.c_zero1.val();
        if self.s4last_q.q.val() {
            self.last1.next = self.c_one1.val();
        }
        self.ocat.hi.next = self.last1.val();
        self.ocat.lo.next = self.sc32.val();
        self.skid.s_valid.next = self.s4v_q.q.val();
        self.skid.s_data.next = self.ocat.y.val();
        self.skid.m_ready.next = self.out_ready.val();
        self.out_valid.next = self.skid.m_valid.val();
        self.out_data.next = self.skid.m_data.val().get_bits::<32>(0);
        self.out_last.next = self.skid.m_data.val().get_bit(32);
        // ---------------- stage registers (all advance together)
        if self.adv.val() {
            self.s1v_q.d.next = self.k_fire.val();
            self.s1km_q.d.next = self.k_data.val().get_bits::<16>(0);
            self.s1ek_q.d.next = self.k_data.val().get_bits::<5>(16);
            self.s1idx_q.d.next = self.kidx_q.q.val().get_bits::<AB>(0);
            self.s1first_q.d.next = self.kidx_q.q.val() == self.c_zero16.val();
            self.s1end_q.d.next = self.kidx_q.q.val() == self.hs_m1.val();
            self.s1last_q.d.next = self.k_last.val();
            self.smv_q.d.next = self.s1v_q.q.val();
            self.smqm_q.d.next = self.qm.val();
            self.smkm_q.d.next = self.s1km_q.q.val();
            self.smk_q.d.next = self.c_48.val() - self.eq_zext.y.val() - self.ek_zext.y.val();
            self.smfirst_q.d.next = self.s1first_q.q.val();
            self.smend_q.d.next = self.s1end_q.q.val();
            self.smlast_q.d.next = self.s1last_q.q.val();
            self.s2v_q.d.next = self.smv_q.q.val();
            self.s2prod_q.d.next = self.mul1.p.val();
            self.s2k_q.d.next = self.smk_q.q.val();
            self.s2first_q.d.next = self.smfirst_q.q.val();
            self.s2end_q.d.next = self.smend_q.q.val();
            self.s2last_q.d.next = self.smlast_q.q.val();
            if self.s2v_q.q.val() {
                self.acc_q.d.next = self.acc_new.val();
            }
            self.s3v_q.d.next = self.s2v_q.q.val() & self.s2end_q.q.val();
            self.s3dot_q.d.next = self.acc_new.val();
            self.s3k_q.d.next = self.s2k_q.q.val();
            self.s3last_q.d.next = self.s2last_q.q.val();
            self.s4v_q.d.next = self.s3v_q.q.val();
            self.s4prod_q.d.next = self.mul2.p.val();
            self.s4k_q.d.next = self.s3k_q.q.val();
            self.s4last_q.d.next = self.s3last_q.q.val();
        }
        if self.reset.val() {
            self.ph_q.d.next = false;
            self.qidx_q.d.next = self.c_zero16.val();
            self.kidx_q.d.next = self.c_zero16.val();
            self.or_q.d.next = self.c_zero32.val();
            self.s1v_q.d.next = false;
            self.smv_q.d.next = false;
            self.s2v_q.d.next = false;
            self.s3v_q.d.next = false;
            self.s4v_q.d.next = false;
        }
    }
}

/// The emitted SCORE unit, `vpu_score_h64` (heads of up to 64 elements).
pub fn emit_top() -> crate::emit::TopModule {
    crate::emit::emit("vpu_score_h64", Score::<6>::default())
}
