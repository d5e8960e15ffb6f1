//! # divider
//!
//! A sequential unsigned divider, `quot = floor(num / den)`, for the contract's three
//! divisions (`docs/numerics.md` §4):
//!
//! | use | dividend | divisor | quotient | instance |
//! | --- | --- | --- | --- | --- |
//! | QUANT   | `127 * 2^24 + floor(A'/2)` (< 2^31) | `A'` (<= 2^15, see below) | 31 bits | `Divider<31, 16>` |
//! | RMSNORM | `2^36`                              | `s = isqrt(u)` (< 2^24) | <= 2^36 | `Divider<48, 25>` |
//! | SOFTMAX | `2^47`                              | `L` (<= 2^15 * 512 = 2^24) | <= 2^32 | its own 33-step loop in `softmax.rs` (`L >= 2^15`) |
//!
//! `A' = max_j |m_j|` reaches `2^15` (not only `2^15 - 1` as `docs/numerics.md` states): a mantissa
//! `m_j = sat16(rshr(v_j, e)) = -2^15` occurs, e.g. `v_j = -131071` gives `e = 2`, `m_j = -32768`. The QUANT
//! divisor is therefore 16 bits wide.
//!
//! Restoring division, one quotient bit per cycle, `N` cycles per division. The dividend register shifts
//! left; the bit leaving its top enters the remainder, and the quotient bit enters its bottom, so after
//! `N` steps it holds the quotient:
//!
//! ```text
//!            +---------- r_q (D bits) ----------+   +--------- nq_q (N bits) ---------+
//!            | remainder                        |<--| dividend bits ...  | quotient   |<-- ge
//!            +----------------------------------+   +---------------------------------+
//!   r_sh = {r_q, nq_q[N-1]}  (D+1 bits; its top bit is r_q[D-1])
//!   ge   = r_q[D-1] | (r_sh[D-1:0] >= den_q)      (r_sh >= den, without a D+1-bit compare)
//!   r_q  <= ge ? r_sh - den_q : r_sh               (mod 2^D: the difference is < den < 2^D)
//!   nq_q <= {nq_q[N-2:0], ge}
//! ```
//!
//! **Handshake** (`docs/handshake.md`): an input stream (`in_valid`/`in_ready`, operands `in_num`,
//! `in_den`) and an output stream (`out_valid`/`out_ready`, result `out_quot`; the contract never needs the remainder, so it stays internal). `in_ready` is
//! high when the unit is idle, or when its result is being taken this cycle (`out_ready`), so it depends
//! combinationally on `out_ready` (a sink may make ready depend on valid; no valid depends on a ready).
//! `out_valid` comes from a register.
//!
//! **Timing**: an operand pair accepted on edge `t` gives `out_valid` in cycle `t + N + 1` (N step edges,
//! then the result is visible); back to back, one division every `N + 1` cycles.
//!
//! **Division by zero** (the contract never divides by zero) takes the same `N` cycles and gives
//! `quot = 2^N - 1` (all ones); it cannot hang.

use rust_hdl::prelude::*;

/// Sequential unsigned `N`-bit by `D`-bit divider, one quotient bit per cycle.
#[derive(LogicBlock)]
pub struct Divider<const N: usize, const D: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (abandons a division, drops a pending result).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: `in_num`/`in_den` hold an operand pair.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the divider accepts an operand pair this cycle (idle, or its result leaves now).
    pub in_ready: Signal<Out, Bit>,
    /// N bits, input: dividend, unsigned.
    pub in_num: Signal<In, Bits<N>>,
    /// D bits, input: divisor, unsigned (0 gives `quot = 2^N - 1`).
    pub in_den: Signal<In, Bits<D>>,
    /// 1 bit, output: `out_quot` holds a result (registered).
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer takes the result this cycle.
    pub out_ready: Signal<In, Bit>,
    /// N bits, output: `floor(num / den)`.
    pub out_quot: Signal<Out, Bits<N>>,
    /// Remainder register.
    r_q: DFF<Bits<D>>,
    /// Dividend bits not yet used (top) and quotient bits found so far (bottom).
    nq_q: DFF<Bits<N>>,
    /// Divisor, held for the division.
    den_q: DFF<Bits<D>>,
    /// Steps left (0 when not dividing).
    cnt_q: DFF<Bits<8>>,
    /// A result is waiting in `r_q`/`nq_q`.
    done_q: DFF<Bit>,
    /// D bits, local: `{r_q, nq_q[N-1]}` without its top bit.
    r_sh: Signal<Local, Bits<D>>,
    /// 1 bit, local: the shifted remainder is at least the divisor.
    ge: Signal<Local, Bit>,
    /// 1 bit, local: the input transfers this cycle.
    in_fire: Signal<Local, Bit>,
    c_one_d: Constant<Bits<D>>,
    c_one_n: Constant<Bits<N>>,
    c_one8: Constant<Bits<8>>,
    c_zero8: Constant<Bits<8>>,
    c_zero_d: Constant<Bits<D>>,
    c_steps: Constant<Bits<8>>,
    /// `2^(N-1)`, `2^(D-1)`: a value at least this has its top bit set.
    c_nhalf: Constant<Bits<N>>,
    c_dhalf: Constant<Bits<D>>,
}

impl<const N: usize, const D: usize> Default for Divider<N, D> {
    fn default() -> Self {
        assert!((2..=64).contains(&N), "Divider: dividend width N = {N} must be in 2..=64");
        assert!((2..=N).contains(&D), "Divider: divisor width D = {D} must be in 2..=N (N = {N})");
        Self {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_num: Default::default(),
            in_den: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_quot: Default::default(),
            r_q: Default::default(),
            nq_q: Default::default(),
            den_q: Default::default(),
            cnt_q: Default::default(),
            done_q: Default::default(),
            r_sh: Default::default(),
            ge: Default::default(),
            in_fire: Default::default(),
            c_one_d: Constant::new(Bits::<D>::from(1u64)),
            c_one_n: Constant::new(Bits::<N>::from(1u64)),
            c_one8: Constant::new(Bits::<8>::from(1u64)),
            c_zero8: Constant::new(Bits::<8>::from(0u64)),
            c_zero_d: Constant::new(Bits::<D>::from(0u64)),
            c_steps: Constant::new(Bits::<8>::from(N as u64)),
            c_nhalf: Constant::new(Bits::<N>::from(1u64 << (N - 1))),
            c_dhalf: Constant::new(Bits::<D>::from(1u64 << (D - 1))),
        }
    }
}

impl<const N: usize, const D: usize> Logic for Divider<N, D> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, r_q, nq_q, den_q, cnt_q, done_q);
        self.out_valid.next = self.done_q.q.val();
        self.out_quot.next = self.nq_q.q.val();
        self.in_ready.next = (self.cnt_q.q.val() == self.c_zero8.val()) & (!self.done_q.q.val() | self.out_ready.val());
        self.in_fire.next = self.in_valid.val() & self.in_ready.val();
        // one restoring step
        self.r_sh.next = self.r_q.q.val() << self.c_one8.val();
        if self.nq_q.q.val() >= self.c_nhalf.val() {
            self.r_sh.next = (self.r_q.q.val() << self.c_one8.val()) | self.c_one_d.val();
        }
        self.ge.next = (self.r_q.q.val() >= self.c_dhalf.val()) | (self.r_sh.val() >= self.den_q.q.val());
        if self.cnt_q.q.val() != self.c_zero8.val() {
            self.cnt_q.d.next = self.cnt_q.q.val() - self.c_one8.val();
            self.nq_q.d.next = self.nq_q.q.val() << self.c_one8.val();
            self.r_q.d.next = self.r_sh.val();
            if self.ge.val() {
                self.nq_q.d.next = (self.nq_q.q.val() << self.c_one8.val()) | self.c_one_n.val();
                self.r_q.d.next = self.r_sh.val() - self.den_q.q.val();
            }
            if self.cnt_q.q.val() == self.c_one8.val() {
                self.done_q.d.next = true;
            }
        }
        if self.done_q.q.val() & self.out_ready.val() {
            self.done_q.d.next = false;
        }
        if self.in_fire.val() {
            self.r_q.d.next = self.c_zero_d.val();
            self.nq_q.d.next = self.in_num.val();
            self.den_q.d.next = self.in_den.val();
            self.cnt_q.d.next = self.c_steps.val();
        }
        if self.reset.val() {
            self.cnt_q.d.next = self.c_zero8.val();
            self.done_q.d.next = false;
        }
    }
}
