//! # matrix::concat
//!
//! Packs `NW / W` words of `W` bits into one `NW`-bit bus: `out = {inp[N-1], ..., inp[1], inp[0]}`, word `i`
//! at bits `[W*i, W*i+W)`. Purely combinational.
//!
//! rust-hdl 0.46 has no concatenation operator and its indexed `set_bit` does not compile inside `#[hdl_gen]`,
//! so a `#[hdl_gen]` kernel cannot assemble a bus whose width is a const generic from narrower signals with
//! exact (lint-clean) widths. This widget does it the way rust-hdl's own primitives (`DFF`, `RAM`) are written:
//! a `Logic` impl whose Verilog body is one line of custom text, with a Rust `update` of the same meaning.

use rust_hdl::prelude::*;

/// `NW`-bit bus from `NW / W` words of `W` bits.
#[derive(LogicBlock)]
pub struct Concat<const W: usize, const NW: usize> {
    /// `NW / W` inputs of W bits: word `i` of the bus.
    pub inp: Vec<Signal<In, Bits<W>>>,
    /// NW bits, output: the packed bus, word `i` at bits `[W*i, W*i+W)`.
    pub out: Signal<Out, Bits<NW>>,
}

impl<const W: usize, const NW: usize> Default for Concat<W, NW> {
    fn default() -> Self {
        assert!(W >= 1 && NW >= W && NW % W == 0, "Concat: bus width NW = {NW} must be a multiple of W = {W}");
        Self { inp: (0..NW / W).map(|_| Default::default()).collect(), out: Default::default() }
    }
}

impl<const W: usize, const NW: usize> Logic for Concat<W, NW> {
    fn update(&mut self) {
        let mut v = Bits::<NW>::default();
        for (i, x) in self.inp.iter().enumerate() {
            v.set_bits::<W>(i * W, x.val());
        }
        self.out.next = v;
    }
    fn connect(&mut self) {
        self.out.connect();
    }
    fn hdl(&self) -> Verilog {
        let words: Vec<String> = (0..self.inp.len()).rev().map(|i| format!("inp${i}")).collect();
        Verilog::Custom(format!("always @(*) out = {{{}}};", words.join(", ")))
    }
}
