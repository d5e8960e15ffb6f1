//! # isqrt
//!
//! Sequential integer square root, `root = floor(sqrt(rad))`, computed digit by digit exactly as the
//! contract's `fixed::isqrt` (`docs/numerics.md` §1): two radicand bits per step, one root bit per step.
//! `fixed::isqrt` runs 32 steps on a u64; for a radicand below `2^(2K)` its first `32 - K` steps bring down
//! zeros and leave the root and remainder at 0, so the `K` steps done here give the same root.
//!
//! RMSNORM takes `isqrt(u)` with `u = sum_j m_j^2 + (eps_term >> 2e)`: `m_j^2 <= 2^30`, so a vector of up to
//! 2^16 elements gives `sum < 2^46`, and `eps_term = round(eps * dim * 2^32) < 2^32` for `eps <= 1e-5`,
//! so `u < 2^47` and `K = 24` (a 48-bit radicand) covers it.
//!
//! ```text
//!   rad_q (2K bits) --top 2 bits--> rem_sh = {rem_q, rad_q[2K-1:2K-2]}  (K2 = K+2 bits)
//!   trial = {root_q, 2'b01}
//!   ge    = rem_sh >= trial
//!   rem_q  <= ge ? rem_sh - trial : rem_sh
//!   root_q <= {root_q, ge}
//!   rad_q  <= rad_q << 2
//! ```
//!
//! Widths: after `j` steps `root < 2^j` and `rem <= 2 * root`, so `rem_sh < 2^(j+3)` and `trial < 2^(j+2)`;
//! with `j <= K - 1` before the last step, `K2 = K + 2` bits hold every value exactly.
//!
//! **Handshake**: input stream `in_valid`/`in_ready`/`in_rad`, output stream `out_valid`/`out_ready`/
//! `out_root`, the same rules and timing as the divider (`divider.rs`): `in_ready` is high when idle or when
//! the result leaves this cycle (combinational from `out_ready`); `out_valid` is registered. A radicand
//! accepted on edge `t` gives `out_valid` in cycle `t + K + 1`; one root every `K + 1` cycles back to back.

use rust_hdl::prelude::*;

/// Sequential `floor(sqrt(rad))` of a `2K`-bit radicand (`R = 2K`), `K` cycles; `K2 = K + 2` is the
/// remainder width (rust-hdl 0.46 has no const arithmetic in types, so derived widths are parameters,
/// checked at elaboration).
#[derive(LogicBlock)]
pub struct Isqrt<const K: usize, const R: usize, const K2: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (abandons a root, drops a pending result).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: `in_rad` holds a radicand.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit accepts a radicand this cycle (idle, or its result leaves now).
    pub in_ready: Signal<Out, Bit>,
    /// R = 2K bits, input: the radicand, unsigned.
    pub in_rad: Signal<In, Bits<R>>,
    /// 1 bit, output: `out_root` holds a result (registered).
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer takes the result this cycle.
    pub out_ready: Signal<In, Bit>,
    /// K bits, output: `floor(sqrt(rad))`.
    pub out_root: Signal<Out, Bits<K>>,
    /// Radicand bits not yet brought down, at the top.
    rad_q: DFF<Bits<R>>,
    /// Partial remainder.
    rem_q: DFF<Bits<K2>>,
    /// Partial root (top two bits always zero).
    root_q: DFF<Bits<K2>>,
    /// Steps left (0 when not working).
    cnt_q: DFF<Bits<8>>,
    /// A result is waiting in `root_q`.
    done_q: DFF<Bit>,
    /// K2 bits, local: the top two radicand bits, zero-extended.
    two: Signal<Local, Bits<K2>>,
    /// K2 bits, local: `{rem_q, two bits}`.
    rem_sh: Signal<Local, Bits<K2>>,
    /// K2 bits, local: `{root_q, 2'b01}`.
    trial: Signal<Local, Bits<K2>>,
    /// 1 bit, local: the input transfers this cycle.
    in_fire: Signal<Local, Bit>,
    c_one: Constant<Bits<K2>>,
    c_zero: Constant<Bits<K2>>,
    c_one8: Constant<Bits<8>>,
    c_two8: Constant<Bits<8>>,
    c_zero8: Constant<Bits<8>>,
    c_steps: Constant<Bits<8>>,
    /// `2^(R-1)`, `2^(R-2)`, `2^(R-1) - 1`: the top two radicand bits by comparison.
    c_b1: Constant<Bits<R>>,
    c_b0: Constant<Bits<R>>,
    c_lowmask: Constant<Bits<R>>,
    c_two: Constant<Bits<K2>>,
}

impl<const K: usize, const R: usize, const K2: usize> Default for Isqrt<K, R, K2> {
    fn default() -> Self {
        assert!((2..=32).contains(&K), "Isqrt: root width K = {K} must be in 2..=32");
        assert!(R == 2 * K, "Isqrt: radicand width R = {R} must be 2K = {}", 2 * K);
        assert!(K2 == K + 2, "Isqrt: remainder width K2 = {K2} must be K + 2 = {}", K + 2);
        Self {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_rad: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_root: Default::default(),
            rad_q: Default::default(),
            rem_q: Default::default(),
            root_q: Default::default(),
            cnt_q: Default::default(),
            done_q: Default::default(),
            two: Default::default(),
            rem_sh: Default::default(),
            trial: Default::default(),
            in_fire: Default::default(),
            c_one: Constant::new(Bits::<K2>::from(1u64)),
            c_zero: Constant::new(Bits::<K2>::from(0u64)),
            c_one8: Constant::new(Bits::<8>::from(1u64)),
            c_two8: Constant::new(Bits::<8>::from(2u64)),
            c_zero8: Constant::new(Bits::<8>::from(0u64)),
            c_steps: Constant::new(Bits::<8>::from(K as u64)),
            c_b1: Constant::new(Bits::<R>::from(1u64 << (R - 1))),
            c_b0: Constant::new(Bits::<R>::from(1u64 << (R - 2))),
            c_lowmask: Constant::new(Bits::<R>::from((1u64 << (R - 1)) - 1)),
            c_two: Constant::new(Bits::<K2>::from(2u64)),
        }
    }
}

impl<const K: usize, const R: usize, const K2: usize> Logic for Isqrt<K, R, K2> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, rad_q, rem_q, root_q, cnt_q, done_q);
        self.out_valid.next = self.done_q.q.val();
        self.out_root.next = self.root_q.q.val().get_bits::<K>(0);
        self.in_ready.next = (self.cnt_q.q.val() == self.c_zero8.val()) & (!self.done_q.q.val() | self.out_ready.val());
        self.in_fire.next = self.in_valid.val() & self.in_ready.val();
        // the top two radicand bits, zero-extended (K2 <= 2K)
        self.two.next = self.c_zero.val();
        if self.rad_q.q.val() >= self.c_b1.val() {
            self.two.next = self.c_two.val();
        }
        if (self.rad_q.q.val() & self.c_lowmask.val()) >= self.c_b0.val() {
            self.two.next = self.two.val() | self.c_one.val();
        }
        self.rem_sh.next = (self.rem_q.q.val() << self.c_two8.val()) | self.two.val();
        self.trial.next = (self.root_q.q.val() << self.c_two8.val()) | self.c_one.val();
        if self.cnt_q.q.val() != self.c_zero8.val() {
            self.cnt_q.d.next = self.cnt_q.q.val() - self.c_one8.val();
            self.rad_q.d.next = self.rad_q.q.val() << self.c_two8.val();
            self.rem_q.d.next = self.rem_sh.val();
            self.root_q.d.next = self.root_q.q.val() << self.c_one8.val();
            if self.rem_sh.val() >= self.trial.val() {
                self.rem_q.d.next = self.rem_sh.val() - self.trial.val();
                self.root_q.d.next = (self.root_q.q.val() << self.c_one8.val()) | self.c_one.val();
            }
            if self.cnt_q.q.val() == self.c_one8.val() {
                self.done_q.d.next = true;
            }
        }
        if self.done_q.q.val() & self.out_ready.val() {
            self.done_q.d.next = false;
        }
        if self.in_fire.val() {
            self.rad_q.d.next = self.in_rad.val();
            self.rem_q.d.next = self.c_zero.val();
            self.root_q.d.next = self.c_zero.val();
            self.cnt_q.d.next = self.c_steps.val();
        }
        if self.reset.val() {
            self.cnt_q.d.next = self.c_zero8.val();
            self.done_q.d.next = false;
        }
    }
}
