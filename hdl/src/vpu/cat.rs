//! # cat
//!
//! Concatenation of two fields into one wider word: `y = {hi, lo}` (`hi` in the top `H` bits, `lo` in the
//! bottom `L` bits, `O = H + L`).
//!
//! rust-hdl 0.46 can only build such a word from widening `bit_cast`s, shifts and ORs, and it emits the
//! widening as `x & mask` at the wider width, which Verilator `-Wall` flags as a WIDTH mismatch. The vector
//! units pack their multi-field outputs (RoPE's pair, ARGMAX's index and value) with this block.

use rust_hdl::prelude::*;

/// `y = {hi, lo}`.
#[derive(LogicBlock)]
pub struct Cat<const H: usize, const L: usize, const O: usize> {
    /// H bits, input: the upper field.
    pub hi: Signal<In, Bits<H>>,
    /// L bits, input: the lower field.
    pub lo: Signal<In, Bits<L>>,
    /// O = H + L bits, output: `{hi, lo}` (combinational).
    pub y: Signal<Out, Bits<O>>,
}

impl<const H: usize, const L: usize, const O: usize> Default for Cat<H, L, O> {
    fn default() -> Self {
        assert!(H >= 1 && L >= 1, "Cat: field widths H = {H} and L = {L} must be at least 1");
        assert!(O == H + L, "Cat: output width O = {O} must be H + L = {}", H + L);
        Self { hi: Default::default(), lo: Default::default(), y: Default::default() }
    }
}

impl<const H: usize, const L: usize, const O: usize> Logic for Cat<H, L, O> {
    fn update(&mut self) {
        let (hi, lo) = (self.hi.val(), self.lo.val());
        let mut y = Bits::<O>::default();
        for i in 0..L {
            y = y.replace_bit(i, lo.get_bit(i));
        }
        for i in 0..H {
            y = y.replace_bit(L + i, hi.get_bit(i));
        }
        self.y.next = y;
    }

    fn connect(&mut self) {
        self.y.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Wrapper(Wrapper { code: "assign y = {hi, lo};\n".into(), cores: String::new() })
    }
}
