//! # sext
//!
//! Sign extension of an `I`-bit two's-complement value to `O` bits: `y = {{(O-I){x[I-1]}}, x}`.
//!
//! rust-hdl 0.46 widens a value with `bit_cast`, which it emits as `x & mask` at the wider width; Verilator
//! `-Wall` flags that as a WIDTH mismatch, and it zero-extends, where the vector unit's signed datapath needs
//! sign extension. This block is the one place where a signed value grows: a replication-concatenation in
//! Verilog (rust-hdl's [`Wrapper`] mechanism) with the same function in [`Logic::update`].

use rust_hdl::prelude::*;

/// Sign-extends `x` (`I` bits) to `y` (`O > I` bits).
#[derive(LogicBlock)]
pub struct Sext<const I: usize, const O: usize> {
    /// I bits, input: two's-complement value.
    pub x: Signal<In, Bits<I>>,
    /// O bits, output: `x` sign-extended (combinational).
    pub y: Signal<Out, Bits<O>>,
}

impl<const I: usize, const O: usize> Default for Sext<I, O> {
    fn default() -> Self {
        assert!(I >= 1 && O > I, "Sext: output width O = {O} must exceed input width I = {I} (>= 1)");
        Self { x: Default::default(), y: Default::default() }
    }
}

impl<const I: usize, const O: usize> Logic for Sext<I, O> {
    fn update(&mut self) {
        let x = self.x.val();
        let mut y = Bits::<O>::default();
        for i in 0..O {
            y = y.replace_bit(i, x.get_bit(i.min(I - 1)));
        }
        self.y.next = y;
    }

    fn connect(&mut self) {
        self.y.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Wrapper(Wrapper {
            code: format!("assign y = {{{{{n}{{x[{m}]}}}}, x}};\n", n = O - I, m = I - 1),
            cores: String::new(),
        })
    }
}
