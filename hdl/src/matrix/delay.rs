//! # matrix::delay
//!
//! A `depth`-stage shift register of words of type `T` that moves only when `adv` is high: the skew and deskew
//! triangles of the systolic array and its valid/last pipeline are built from it. `depth` is an elaboration
//! parameter (at least 1); the depth-0 case (a wire) is handled by the caller.
//!
//! ```text
//!   inp --> [st0] --> [st1] --> ... --> [st(depth-1)] --> out      (all stages enabled by adv)
//! ```
//!
//! `out` is the last register's output, so it depends on no input combinationally.

use rust_hdl::prelude::*;

/// Shift register of `depth` stages of `T` with a common advance enable and a synchronous clear.
#[derive(LogicBlock)]
pub struct DelayLine<T: Synth> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous clear of every stage to zero (takes precedence over `adv`).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: shift by one stage at this edge.
    pub adv: Signal<In, Bit>,
    /// input: word entering stage 0 when `adv` is high.
    pub inp: Signal<In, T>,
    /// output: the word in the last stage (`inp` delayed by `depth` advances).
    pub out: Signal<Out, T>,
    st: Vec<DFF<T>>,
    zero: Constant<T>,
    _depth: usize,
    _last: usize,
}

impl<T: Synth> DelayLine<T> {
    /// A delay line of `depth >= 1` stages.
    pub fn new(depth: usize) -> Self {
        assert!(depth >= 1, "DelayLine: depth = {depth} must be at least 1 (a zero-stage line is a wire)");
        Self {
            clock: Default::default(),
            reset: Default::default(),
            adv: Default::default(),
            inp: Default::default(),
            out: Default::default(),
            st: (0..depth).map(|_| Default::default()).collect(),
            zero: Constant::new(T::default()),
            _depth: depth,
            _last: depth - 1,
        }
    }
}

impl<T: Synth> Logic for DelayLine<T> {
    #[hdl_gen]
    fn update(&mut self) {
        for k in 0..self._depth {
            self.st[k].clock.next = self.clock.val();
            self.st[k].d.next = self.st[k].q.val();
        }
        if self.adv.val() {
            self.st[0].d.next = self.inp.val();
            for k in 1..self._depth {
                self.st[k].d.next = self.st[k - 1].q.val();
            }
        }
        if self.reset.val() {
            for k in 0..self._depth {
                self.st[k].d.next = self.zero.val();
            }
        }
        for k in self._last..self._depth {
            self.out.next = self.st[k].q.val();
        }
    }
}
