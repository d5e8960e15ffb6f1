//! # argmax
//!
//! ARGMAX over the logits (`docs/numerics.md` §4, golden `systole_host::golden::int::argmax`): for a vector
//! of i32 values streamed one per cycle with `in_last` on its last element, the index of the largest value,
//! the first one on ties, together with that value.
//!
//! ```text
//!               +------------------------------------------------------------+
//!  in_data ---->| x > best_q (signed) or first? --> cur = (x, cnt_q) or      |
//!               |                                   (best_q, best_idx_q)     |
//!  in_last ---->|  not last: best_q, best_idx_q <- cur; cnt_q += 1           |
//!               |  last:     {cur} --> SkidBuffer<64> --> out_data/out_valid |
//!  in_ready <---|  = SkidBuffer s_ready (registered)                          |
//!               +------------------------------------------------------------+
//! ```
//!
//! The comparison is combinational in front of the output register slice: the result of a vector is
//! `out_valid` one cycle after its last element is accepted, and a new vector can follow immediately (one
//! element per cycle). `in_ready` is the slice's registered `s_ready`, so while a result waits in a full
//! slice the input stalls, whether or not the waiting element is a last one.

use super::cat::Cat;
use crate::skid_buffer::SkidBuffer;
use rust_hdl::prelude::*;

/// Index and value of the first maximum of a stream of i32 values.
#[derive(LogicBlock)]
pub struct VpuArgmax {
    /// 1 bit, input: clock; all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (empties the unit and starts a new vector).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: `in_data`/`in_last` hold an element.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit accepts the element this cycle (registered).
    pub in_ready: Signal<Out, Bit>,
    /// 32 bits, input: the element (i32, a Q16 logit).
    pub in_data: Signal<In, Bits<32>>,
    /// 1 bit, input: the element is the last of its vector.
    pub in_last: Signal<In, Bit>,
    /// 1 bit, output: `out_data` holds the result of one vector.
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer accepts the result this cycle.
    pub out_ready: Signal<In, Bit>,
    /// 64 bits, output: `[31:0]` = index of the first maximum (u32, 0-based in the vector),
    /// `[63:32]` = the maximum (i32).
    pub out_data: Signal<Out, Bits<64>>,
    /// Largest value so far in the current vector.
    best_q: DFF<Bits<32>>,
    /// Index of `best_q`.
    best_idx_q: DFF<Bits<32>>,
    /// Index of the next element.
    cnt_q: DFF<Bits<32>>,
    /// At least one element of the current vector has been accepted.
    any_q: DFF<Bit>,
    /// 1 bit, local: the incoming element becomes the maximum.
    take: Signal<Local, Bit>,
    /// 32 bits, local: maximum including the incoming element.
    cur_best: Signal<Local, Bits<32>>,
    /// 32 bits, local: index of `cur_best`.
    cur_idx: Signal<Local, Bits<32>>,
    /// 1 bit, local: an element transfers this cycle.
    fire: Signal<Local, Bit>,
    /// `{cur_best, cur_idx}`, the result word.
    pack: Cat<32, 32, 64>,
    skid: SkidBuffer<64>,
    sign: Constant<Bits<32>>,
    one: Constant<Bits<32>>,
    zero: Constant<Bits<32>>,
}

impl Default for VpuArgmax {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_data: Default::default(),
            in_last: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_data: Default::default(),
            best_q: Default::default(),
            best_idx_q: Default::default(),
            cnt_q: Default::default(),
            any_q: Default::default(),
            take: Default::default(),
            cur_best: Default::default(),
            cur_idx: Default::default(),
            fire: Default::default(),
            pack: Default::default(),
            skid: Default::default(),
            sign: Constant::new(Bits::<32>::from(0x8000_0000u64)),
            one: Constant::new(Bits::<32>::from(1u64)),
            zero: Constant::new(Bits::<32>::from(0u64)),
        }
    }
}

impl Logic for VpuArgmax {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, best_q, best_idx_q, cnt_q, any_q);
        self.skid.clock.next = self.clock.val();
        self.skid.reset.next = self.reset.val();
        // signed x > best: compare with the sign bits flipped
        self.take.next = !self.any_q.q.val()
            | ((self.in_data.val() ^ self.sign.val()) > (self.best_q.q.val() ^ self.sign.val()));
        self.cur_best.next = self.best_q.q.val();
        self.cur_idx.next = self.best_idx_q.q.val();
        if self.take.val() {
            self.cur_best.next = self.in_data.val();
            self.cur_idx.next = self.cnt_q.q.val();
        }
        self.in_ready.next = self.skid.s_ready.val();
        self.fire.next = self.in_valid.val() & self.skid.s_ready.val();
        self.skid.s_valid.next = self.in_valid.val() & self.in_last.val();
        self.pack.hi.next = self.cur_best.val();
        self.pack.lo.next = self.cur_idx.val();
        self.skid.s_data.next = self.pack.y.val();
        if self.fire.val() {
            if self.in_last.val() {
                self.any_q.d.next = false;
                self.cnt_q.d.next = self.zero.val();
            } else {
                self.any_q.d.next = true;
                self.cnt_q.d.next = self.cnt_q.q.val() + self.one.val();
                self.best_q.d.next = self.cur_best.val();
                self.best_idx_q.d.next = self.cur_idx.val();
            }
        }
        self.out_valid.next = self.skid.m_valid.val();
        self.out_data.next = self.skid.m_data.val();
        self.skid.m_ready.next = self.out_ready.val();
        if self.reset.val() {
            self.any_q.d.next = false;
            self.cnt_q.d.next = self.zero.val();
        }
    }
}
