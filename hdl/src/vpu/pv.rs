//! # pv
//!
//! PV (`vec.pv`, `docs/numerics.md` §4, golden `systole_host::golden::int::pv_head`): the weighted sum of
//! the V records of one KV head over the positions `t = 0..len`, with the softmax weights `p_t`:
//!
//! ```text
//!   o_i = sat32(rshr(sum_t sat64(rshr(p_t * vm_t,i, -ev_t)), 15))      i = 0..head_size   (Q16)
//! ```
//!
//! The sum is a 64-bit saturating accumulator: every addition clamps at the i64 bounds, exactly as
//! `i64::saturating_add` in the golden model. `rshr(x, -ev)` is a left shift; with `p_t` a u16 and `vm` an
//! i16, `|p_t * vm| < 2^31`, so `<< ev` for any 5-bit `ev` (0..=31; the contract uses 0..=17) is exact in 64
//! bits and the golden `sat64` of the term never acts.
//!
//! One element per cycle: element `i` of record `t` arrives with its record's `p_t` and `ev_t`; the
//! `head_size` accumulators live in a simple-dual-port RAM (`2^AB` x 64) and are read, added to and written
//! back (read-modify-write), with a one-entry forwarding register for the write the RAM read missed. The
//! first record of an operation starts every accumulator from 0 (no clearing pass); while the last record
//! passes, each updated accumulator is rounded, saturated and sent out, so `o_i` leaves as the last
//! record's element `i` is accumulated.
//!
//! ```text
//!   in_data {p, ev, vm}                    stage 1 (s1_*)                               output
//!   p (u16) --zext--\                     old = first ? 0 : (fwd hit ? fwd : rdata)
//!   vm (i16) -------(MulS 17x16)--sext64-- << ev --> term_q --\
//!                                                              (+ sat64) --> new --> RAM[idx] (write back)
//!   idx_q (element index) --> RAM raddr                          |            \--> fwd_q
//!                                       [ SDP RAM 2^AB x 64 ] --rdata          \--> sat32(rshr(new, 15))
//!                                                                                   (last record only)
//!                                                                                   --> SkidBuffer --> out
//! ```
//!
//! **Stall rule** (as the elementwise units): stage 1 advances unless it holds an output that the full
//! output slice cannot take, `adv = !(s1_v & s1_out) | skid.s_ready`, and `in_ready = adv & !cfg_err`
//! (registers and `cfg_head_size` only). A stalled stage 1 re-reads its own accumulator (the RAM read address
//! is `s1_idx` while stalled), and writes only on the edge it advances.
//!
//! **Configuration check**: `cfg_head_size` must be `1..=2^AB`; otherwise `cfg_err` is high and the unit
//! accepts nothing (`in_ready` low), so no RAM address can leave the buffer.
//!
//! **Timing**: an element accepted on edge `t` is accumulated in cycle `t + 1`; for the last record, its
//! `o_i` is `out_valid` from cycle `t + 2`. An operation of `len` records takes `len * head_size` cycles
//! without back-pressure, and the next operation may follow immediately.

use super::{cat::Cat, mul_s::MulS, sext::Sext, zext::Zext};
use super::bfp16::SdpRam;
use crate::skid_buffer::SkidBuffer;
use rust_hdl::prelude::*;

/// PV over heads of up to `2^AB` elements (`AB` in 1..=8); emitted as `vpu_pv_h64` (`AB = 6`).
#[derive(LogicBlock)]
pub struct Pv<const AB: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the operation in the unit).
    pub reset: Signal<In, Bit>,
    /// 16 bits, input: `head_size` (unsigned, 1..=2^AB), held stable while the unit holds data.
    pub cfg_head_size: Signal<In, Bits<16>>,
    /// 1 bit, output: `cfg_head_size` is 0 or above `2^AB` (combinational from `cfg_head_size`); the unit
    /// then accepts nothing.
    pub cfg_err: Signal<Out, Bit>,
    /// 1 bit, input: `in_data`/`in_last` hold an element.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit accepts the element this cycle (from registers and `cfg_head_size` only).
    pub in_ready: Signal<Out, Bit>,
    /// 37 bits, input: element `i` of record `t` with its record's weight and exponent:
    /// `[15:0]` = `vm_t,i` (i16 V mantissa), `[20:16]` = `ev_t` (u5, the record's exponent, 0..=17 in the
    /// contract, any value exact), `[36:21]` = `p_t` (u16, Q15 softmax weight, <= 32768 in the contract).
    /// Elements come in record order, `head_size` per record.
    pub in_data: Signal<In, Bits<37>>,
    /// 1 bit, input: the element belongs to the last record (position) of the operation; the same on every
    /// element of that record.
    pub in_last: Signal<In, Bit>,
    /// 1 bit, output: `out_data`/`out_last` hold an output element (registered).
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer takes the element this cycle.
    pub out_ready: Signal<In, Bit>,
    /// 32 bits, output: `o_i`, i32 Q16, for `i = 0..head_size` in order.
    pub out_data: Signal<Out, Bits<32>>,
    /// 1 bit, output: `o_i` is the last element of the head (`i = head_size - 1`).
    pub out_last: Signal<Out, Bit>,
    ram: SdpRam<64, AB>,
    mul: MulS<17, 16, 33>,
    p_zext: Zext<16, 17>,
    prod_sext: Sext<33, 64>,
    new_sext: Sext<64, 65>,
    ocat: Cat<1, 32, 33>,
    skid: SkidBuffer<33>,
    /// Index of the next element within its record (0..head_size-1).
    idx_q: DFF<Bits<16>>,
    /// The next record is the first of an operation.
    first_q: DFF<Bit>,
    /// Stage 1: valid, term `sat64(rshr(p * vm, -ev))`, element index, first record, last record, last
    /// element of the last record.
    s1v_q: DFF<Bit>,
    s1term_q: DFF<Bits<64>>,
    s1idx_q: DFF<Bits<AB>>,
    s1first_q: DFF<Bit>,
    s1out_q: DFF<Bit>,
    s1olast_q: DFF<Bit>,
    /// Forwarding: the accumulator written on the last edge (not yet visible in the RAM's read data).
    fwdv_q: DFF<Bit>,
    fwdidx_q: DFF<Bits<AB>>,
    fwdval_q: DFF<Bits<64>>,
    // --- locals
    /// 1 bit: `cfg_head_size` is out of range.
    err: Signal<Local, Bit>,
    /// 1 bit: stage 1 advances this cycle.
    adv: Signal<Local, Bit>,
    /// 1 bit: an element transfers.
    fire: Signal<Local, Bit>,
    /// 1 bit: the element transferring is the last of its record.
    rec_end: Signal<Local, Bit>,
    /// 16 bits: `head_size - 1`.
    hs_m1: Signal<Local, Bits<16>>,
    /// 5 bits: `ev` of the element transferring.
    ev: Signal<Local, Bits<5>>,
    /// 64 bits: the accumulator before this element.
    acc_old: Signal<Local, Bits<64>>,
    /// 64 bits: `old + term`, wrapping.
    sum: Signal<Local, Bits<64>>,
    /// 64 bits: `old + term`, saturated to i64.
    acc_upd: Signal<Local, Bits<64>>,
    /// 65 bits: `new + 2^14`, exact.
    t65: Signal<Local, Bits<65>>,
    /// 50 bits: `rshr(new, 15)`.
    r50: Signal<Local, Bits<50>>,
    /// 19 bits: `r50 >> 31`: all zeros or all ones when it fits 32 bits.
    top19: Signal<Local, Bits<19>>,
    /// 32 bits: `sat32(rshr(new, 15))`.
    o32: Signal<Local, Bits<32>>,
    /// 1 bit: the last flag as a one-bit vector for the output word.
    last1: Signal<Local, Bits<1>>,
    c_zero1: Constant<Bits<1>>,
    c_one1: Constant<Bits<1>>,
    c_zero16: Constant<Bits<16>>,
    c_one16: Constant<Bits<16>>,
    c_cap16: Constant<Bits<16>>,
    c_zero64: Constant<Bits<64>>,
    c_max64: Constant<Bits<64>>,
    c_min64: Constant<Bits<64>>,
    c_half65: Constant<Bits<65>>,
    c_ones19: Constant<Bits<19>>,
    c_zero19: Constant<Bits<19>>,
    c_max32: Constant<Bits<32>>,
    c_min32: Constant<Bits<32>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl<const AB: usize> Default for Pv<AB> {
    fn default() -> Self {
        assert!((1..=8).contains(&AB), "Pv: head-size address bits AB = {AB} must be in 1..=8 (head_size <= 256)");
        Self {
            clock: Default::default(),
            reset: Default::default(),
            cfg_head_size: Default::default(),
            cfg_err: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_data: Default::default(),
            in_last: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_data: Default::default(),
            out_last: Default::default(),
            ram: Default::default(),
            mul: Default::default(),
            p_zext: Default::default(),
            prod_sext: Default::default(),
            new_sext: Default::default(),
            ocat: Default::default(),
            skid: Default::default(),
            idx_q: Default::default(),
            first_q: Default::default(),
            s1v_q: Default::default(),
            s1term_q: Default::default(),
            s1idx_q: Default::default(),
            s1first_q: Default::default(),
            s1out_q: Default::default(),
            s1olast_q: Default::default(),
            fwdv_q: Default::default(),
            fwdidx_q: Default::default(),
            fwdval_q: Default::default(),
            err: Default::default(),
            adv: Default::default(),
            fire: Default::default(),
            rec_end: Default::default(),
            hs_m1: Default::default(),
            ev: Default::default(),
            acc_old: Default::default(),
            sum: Default::default(),
            acc_upd: Default::default(),
            t65: Default::default(),
            r50: Default::default(),
            top19: Default::default(),
            o32: Default::default(),
            last1: Default::default(),
            c_zero1: c(0),
            c_one1: c(1),
            c_zero16: c(0),
            c_one16: c(1),
            c_cap16: c(1 << AB),
            c_zero64: c(0),
            c_max64: c(i64::MAX as u64),
            c_min64: c(1 << 63),
            c_half65: c(1 << 14),
            c_ones19: c((1 << 19) - 1),
            c_zero19: c(0),
            c_max32: c(0x7fff_ffff),
            c_min32: c(0x8000_0000),
        }
    }
}

impl<const AB: usize> Logic for Pv<AB> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, idx_q, first_q, s1v_q, s1term_q, s1idx_q, s1first_q, s1out_q, s1olast_q, fwdv_q, fwdidx_q,
            fwdval_q
        );
        self.ram.clock.next = self.clock.val();
        self.skid.clock.next = self.clock.val();
        self.skid.reset.next = self.reset.val();
        // ---------------- configuration check and input handshake
        self.err.next = (self.cfg_head_size.val() == self.c_zero16.val()) | (self.cfg_head_size.val() > self.c_cap16.val());
        self.cfg_err.next = self.err.val();
        self.adv.next = !(self.s1v_q.q.val() & self.s1out_q.q.val()) | self.skid.s_ready.val();
        self.in_ready.next = self.adv.val() & !self.err.val();
        self.fire.next = self.in_valid.val() & self.adv.val() & !self.err.val();
        self.hs_m1.next = self.cfg_head_size.val() - self.c_one16.val();
        self.rec_end.next = self.idx_q.q.val() == self.hs_m1.val();
        // ---------------- term = p * vm << ev (exact in 64 bits)
        self.p_zext.x.next = self.in_data.val().get_bits::<16>(21);
        self.mul.a.next = self.p_zext.y.val();
        self.mul.b.next = self.in_data.val().get_bits::<16>(0);
        self.prod_sext.x.next = self.mul.p.val();
        self.ev.next = self.in_data.val().get_bits::<5>(16);
        // ---------------- RAM read: the next element's accumulator, or stage 1's own while it stalls
        self.ram.raddr.next = self.s1idx_q.q.val();
        if self.adv.val() {
            self.ram.raddr.next = self.idx_q.q.val().get_bits::<AB>(0);
        }
        // ---------------- stage 1: new = sat64(old + term)
        self.acc_old.next = self.ram.rdata.val();
        if self.fwdv_q.q.val() & (self.fwdidx_q.q.val() == self.s1idx_q.q.val()) {
            self.acc_old.next = self.fwdval_q.q.val();
        }
        if self.s1first_q.q.val() {
            self.acc_old.next = self.c_zero64.val();
        }
        self.sum.next = self.acc_old.val() + self.s1term_q.q.val();
        self.acc_upd.next = self.sum.val();
        if (self.acc_old.val().get_bit(63) == self.s1term_q.q.val().get_bit(63))
            & (self.sum.val().get_bit(63) != self.acc_old.val().get_bit(63))
        {
            if self.acc_old.val().get_bit(63) {
                self.acc_upd.next = self.c_min64.val();
            } else {
                self.acc_upd.next = self.c_max64.val();
            }
        }
        self.ram.we.next = self.s1v_q.q.val() & self.adv.val();
        self.ram.waddr.next = self.s1idx_q.q.val();
        self.ram.wdata.next = self.acc_upd.val();
        self.fwdv_q.d.next = self.s1v_q.q.val() & self.adv.val();
        self.fwdidx_q.d.next = self.s1idx_q.q.val();
        self.fwdval_q.d.next = self.acc_upd.val();
        // ---------------- o = sat32(rshr(new, 15))
        self.new_sext.x.next = self.acc_upd.val();
        self.t65.next = self.new_sext.y.val() + self.c_half65.val();
        self.r50.next = self.t65.val().get_bits::<50>(15);
        self.top19.next = self.r50.val().get_bits::<19>(31);
        self.o32.next = self.r50.val().get_bits::<32>(0);
        if (self.top19.val() != self.c_zero19.val()) & (self.top19.val() != self.c_ones19.val()) {
            if self.r50.val().get_bit(49) {
                self.o32.next = self.c_min32.val();
            } else {
                self.o32.next = self.c_max32.val();
            }
        }
        self.last1.next = self.c_zero1.val();
        if self.s1olast_q.q.val() {
            self.last1.next = self.c_one1.val();
        }
        self.ocat.hi.next = self.last1.val();
        self.ocat.lo.next = self.o32.val();
        self.skid.s_valid.next = self.s1v_q.q.val() & self.s1out_q.q.val();
        self.skid.s_data.next = self.ocat.y.val();
        self.skid.m_ready.next = self.out_ready.val();
        self.out_valid.next = self.skid.m_valid.val();
        self.out_data.next = self.skid.m_data.val().get_bits::<32>(0);
        self.out_last.next = self.skid.m_data.val().get_bit(32);
        // ---------------- stage 1 load, element index and first-record flag
        if self.adv.val() {
            self.s1v_q.d.next = self.fire.val();
            self.s1term_q.d.next = self.prod_sext.y.val() << self.ev.val();
            self.s1idx_q.d.next = self.idx_q.q.val().get_bits::<AB>(0);
            self.s1first_q.d.next = self.first_q.q.val();
            self.s1out_q.d.next = self.in_last.val();
            self.s1olast_q.d.next = self.in_last.val() & self.rec_end.val();
        }
        if self.fire.val() {
            self.idx_q.d.next = self.idx_q.q.val() + self.c_one16.val();
            if self.rec_end.val() {
                self.idx_q.d.next = self.c_zero16.val();
                self.first_q.d.next = self.in_last.val();
            }
        }
        if self.reset.val() {
            self.idx_q.d.next = self.c_zero16.val();
            self.first_q.d.next = true;
            self.s1v_q.d.next = false;
            self.fwdv_q.d.next = false;
        }
    }
}

/// The emitted PV unit, `vpu_pv_h64` (heads of up to 64 elements).
pub fn emit_top() -> crate::emit::TopModule {
    let mut t = crate::emit::emit("vpu_pv_h64", Pv::<6>::default());
    crate::emit::waive(
        &mut t,
        &["reg  [64:0] t65;"],
        "UNUSEDSIGNAL",
        "rshr(new, 15) keeps bits 64..15 of new + 2^14; bits 14..0 are the fraction the rounding shift drops",
    );
    t
}
