//! # zext
//!
//! Zero extension of an `I`-bit unsigned value to `O` bits: `y = {{(O-I){1'b0}}, x}`.
//!
//! The companion of [`super::sext::Sext`]: rust-hdl 0.46's widening `bit_cast` emits `x & mask` at the wider
//! width, which Verilator `-Wall` flags as a WIDTH mismatch. The vector unit widens its unsigned operands
//! (scale mantissas, table entries, interpolation fractions) with this block before a signed multiply.

use rust_hdl::prelude::*;

/// Zero-extends `x` (`I` bits) to `y` (`O > I` bits).
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
        let x = self.x.val();
        let mut y = Bits::<O>::default();
        for i in 0..I {
            y = y.replace_bit(i, x.get_bit(i));
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
