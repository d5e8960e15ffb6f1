//! # bfp16
//!
//! BFP16 of a vector (`fixed::to_bfp16`, `docs/numerics.md` §1): one shared exponent and 16-bit mantissas,
//!
//! ```text
//!   A   = max_j |v_j|                 (unsigned 32 bits, so |i32::MIN| = 2^31 is exact)
//!   e   = max(0, bitlen(A) - 15)      (0..=17)
//!   m_j = sat16(rshr(v_j, e))
//! ```
//!
//! Pass 1 takes the vector in and stores it; pass 2 reads it back and streams the mantissas out. `bitlen`
//! of the maximum equals `bitlen` of the OR of all `|v_j|`, so pass 1 keeps a running OR instead of a
//! maximum, and `e = bitlen(OR >> 15)`.
//!
//! The buffer is one simple-dual-port RAM of `2 x 2^LB` words of 32 bits (one DP16KD for `LB = 8`), used as
//! two banks: pass 1 of a vector fills one bank while pass 2 of the previous vector drains the other, so
//! back-to-back vectors stream at one element per cycle in and out.
//!
//! ```text
//!              pass 1 (write side)                         pass 2 (read side)
//!  in_data --+--> |v| --OR--> or_q                    raddr_q --> [ SDP RAM  ] --rdata--+
//!            |                  \--> e_new (at last)   issue       [ 2 banks  ]         |   pend_e_q
//!            +--> waddr_q ----------------------------------------> [ 2^LB x 32]        v      |
//!                 full0/1_q, len0/1_q, e0/1_q  (per bank: vector complete, length-1, exponent)
//!                                                       m = sat16(rshr(rdata, pend_e_q))
//!                                                              |
//!                                         skid (m, e, last) <--+--> out (m, e, last) --> out_*
//! ```
//!
//! **Input stream**: `in_valid`/`in_ready`/`in_data` (one `v_j`, i32) and `in_last` (last element of the
//! vector). `in_ready = !full` of the bank being written: a registered condition, independent of
//! `in_valid`. A vector is at most `2^LB` elements: the `2^LB`-th element ends the vector even without
//! `in_last` (a longer vector is split).
//!
//! **Output stream**: `out_valid`/`out_ready`, `out_data` (`m_j`, i16), `out_e` (the vector's `e`, the same
//! on every element of the vector) and `out_last`. All outputs come from registers. A two-entry output
//! buffer (out, skid) and one read in flight are credited so that the read side never overruns it: a read
//! is issued when `!out_valid | out_ready | (!skid & !pending)`.
//!
//! **Timing**: after the last element of a vector transfers on edge `t`, its first mantissa is valid in
//! cycle `t + 3` (issue the read, RAM read register, output register); pass 2 then streams one element per
//! cycle without back-pressure. With the two banks, a vector of `n` elements occupies the unit for `n`
//! cycles in steady state (input and output overlapped); pass 1 of vector `k + 2` waits for pass 2 of vector
//! `k` to have issued its last read.

use super::sext::Sext;
use rust_hdl::prelude::*;

/// Simple-dual-port RAM, `2^AB` words of `W` bits, written so that yosys maps it to block RAM (DP16KD on
/// ECP5): a synchronous write port and a registered read port. The read port reads every cycle; the unit
/// never reads and writes the same address on one edge (they are in different banks).
#[derive(LogicBlock)]
pub struct SdpRam<const W: usize, const AB: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: write `wdata` to `waddr` on this edge.
    pub we: Signal<In, Bit>,
    /// AB bits, input: write address.
    pub waddr: Signal<In, Bits<AB>>,
    /// W bits, input: write data.
    pub wdata: Signal<In, Bits<W>>,
    /// AB bits, input: read address (read on every edge).
    pub raddr: Signal<In, Bits<AB>>,
    /// W bits, output: the word at `raddr` on the previous edge.
    pub rdata: Signal<Out, Bits<W>>,
    _mem: Vec<Bits<W>>,
}

impl<const W: usize, const AB: usize> Default for SdpRam<W, AB> {
    fn default() -> Self {
        assert!(W >= 1, "SdpRam: word width W = {W} must be at least 1");
        assert!((1..=16).contains(&AB), "SdpRam: address bits AB = {AB} must be in 1..=16");
        Self {
            clock: Default::default(),
            we: Default::default(),
            waddr: Default::default(),
            wdata: Default::default(),
            raddr: Default::default(),
            rdata: Default::default(),
            _mem: vec![Bits::<W>::default(); 1 << AB],
        }
    }
}

impl<const W: usize, const AB: usize> Logic for SdpRam<W, AB> {
    fn update(&mut self) {
        if self.clock.pos_edge() {
            self.rdata.next = self._mem[self.raddr.val().index()];
            if self.we.val() {
                self._mem[self.waddr.val().index()] = self.wdata.val();
            }
        }
    }

    fn connect(&mut self) {
        self.rdata.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!(
            "\
// Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
reg [{msb}:0] mem [0:{last}];

always @(posedge clock) begin
    if (we) begin
        mem[waddr] <= wdata;
    end
    rdata <= mem[raddr];
end
",
            msb = W - 1,
            last = (1usize << AB) - 1
        ))
    }
}

/// BFP16 of vectors of up to `2^LB` i32 elements; `AB = LB + 1` is the RAM address width (two banks).
#[derive(LogicBlock)]
pub struct Bfp16<const LB: usize, const AB: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops every vector in the unit).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: `in_data`/`in_last` hold an element.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit accepts an element this cycle (registered: the bank being filled is free).
    pub in_ready: Signal<Out, Bit>,
    /// 32 bits, input: the element `v_j`, i32 two's complement.
    pub in_data: Signal<In, Bits<32>>,
    /// 1 bit, input: `v_j` is the last element of its vector.
    pub in_last: Signal<In, Bit>,
    /// 1 bit, output: `out_data`/`out_e`/`out_last` hold a mantissa (registered).
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer takes the mantissa this cycle.
    pub out_ready: Signal<In, Bit>,
    /// 16 bits, output: `m_j = sat16(rshr(v_j, e))`, i16 two's complement.
    pub out_data: Signal<Out, Bits<16>>,
    /// 5 bits, output: the vector's shared exponent `e` (0..=17), unsigned.
    pub out_e: Signal<Out, Bits<5>>,
    /// 1 bit, output: `m_j` is the last mantissa of its vector.
    pub out_last: Signal<Out, Bit>,
    ram: SdpRam<32, AB>,
    x_sext: Sext<32, 33>,
    // --- write side (pass 1)
    /// Write address: bank in the top bit, element index below.
    waddr_q: DFF<Bits<AB>>,
    /// OR of `|v_j|` of the elements of the current vector so far.
    or_q: DFF<Bits<32>>,
    /// Per bank: holds a complete vector not yet read out.
    full0_q: DFF<Bit>,
    full1_q: DFF<Bit>,
    /// Per bank: index of the vector's last element.
    len0_q: DFF<Bits<LB>>,
    len1_q: DFF<Bits<LB>>,
    /// Per bank: the vector's exponent.
    e0_q: DFF<Bits<5>>,
    e1_q: DFF<Bits<5>>,
    // --- read side (pass 2)
    /// Read address: bank in the top bit, element index below.
    raddr_q: DFF<Bits<AB>>,
    /// A read was issued on the last edge: `ram.rdata` holds an element this cycle.
    pend_q: DFF<Bit>,
    pend_e_q: DFF<Bits<5>>,
    pend_last_q: DFF<Bit>,
    /// Output register and skid register: valid, mantissa, exponent, last.
    outv_q: DFF<Bit>,
    outm_q: DFF<Bits<16>>,
    oute_q: DFF<Bits<5>>,
    outl_q: DFF<Bit>,
    skv_q: DFF<Bit>,
    skm_q: DFF<Bits<16>>,
    ske_q: DFF<Bits<5>>,
    skl_q: DFF<Bit>,
    // --- locals
    /// 1 bit: the bank being written holds a complete vector (input stalls).
    wfull: Signal<Local, Bit>,
    /// 1 bit: the input transfers.
    in_fire: Signal<Local, Bit>,
    /// 1 bit: the element transferring ends its vector (`in_last`, or the bank is full).
    in_end: Signal<Local, Bit>,
    /// 32 bits: `|in_data|`, unsigned (`|i32::MIN| = 2^31`).
    absv: Signal<Local, Bits<32>>,
    /// 32 bits: `or_q | absv`.
    or_all: Signal<Local, Bits<32>>,
    /// 17 bits: `or_all >> 15`.
    or_hi: Signal<Local, Bits<17>>,
    /// 5 bits: `bitlen(or_hi)`, the exponent of the vector ending now.
    e_new: Signal<Local, Bits<5>>,
    /// 1 bit: the bank being read holds a complete vector.
    rfull: Signal<Local, Bit>,
    /// LB bits: index of the last element of the bank being read.
    rlen: Signal<Local, Bits<LB>>,
    /// 5 bits: exponent of the bank being read.
    re: Signal<Local, Bits<5>>,
    /// 1 bit: a read is issued this cycle.
    issue: Signal<Local, Bit>,
    /// 1 bit: the issued read is the vector's last element.
    issue_last: Signal<Local, Bit>,
    /// 33 bits: `rdata + 2^(e-1)` (e > 0), sign-extended, exact.
    t33: Signal<Local, Bits<33>>,
    /// 33 bits: `rshr(rdata, e)`.
    r33: Signal<Local, Bits<33>>,
    /// 33 bits: `r33 >> 15`: all zeros or all ones when it fits 16 bits.
    top33: Signal<Local, Bits<33>>,
    /// 16 bits: `sat16(r33)`, the mantissa arriving this cycle.
    m_new: Signal<Local, Bits<16>>,
    c_e: Vec<Constant<Bits<5>>>,
    c_zero5: Constant<Bits<5>>,
    c_one5: Constant<Bits<5>>,
    c_zero32: Constant<Bits<32>>,
    c_one33: Constant<Bits<33>>,
    c_ones33: Constant<Bits<33>>,
    c_ones_top33: Constant<Bits<33>>,
    c_sh15: Constant<Bits<5>>,
    c_max16: Constant<Bits<16>>,
    c_min16: Constant<Bits<16>>,
    c_zero_ab: Constant<Bits<AB>>,
    c_one_ab: Constant<Bits<AB>>,
    c_bank1: Constant<Bits<AB>>,
    c_last_idx: Constant<Bits<LB>>,
}

impl<const LB: usize, const AB: usize> Default for Bfp16<LB, AB> {
    fn default() -> Self {
        assert!((1..=14).contains(&LB), "Bfp16: vector length bits LB = {LB} must be in 1..=14");
        assert!(AB == LB + 1, "Bfp16: RAM address width AB = {AB} must be LB + 1 = {}", LB + 1);
        let ones33 = !Bits::<33>::default();
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
            out_e: Default::default(),
            out_last: Default::default(),
            ram: Default::default(),
            x_sext: Default::default(),
            waddr_q: Default::default(),
            or_q: Default::default(),
            full0_q: Default::default(),
            full1_q: Default::default(),
            len0_q: Default::default(),
            len1_q: Default::default(),
            e0_q: Default::default(),
            e1_q: Default::default(),
            raddr_q: Default::default(),
            pend_q: Default::default(),
            pend_e_q: Default::default(),
            pend_last_q: Default::default(),
            outv_q: Default::default(),
            outm_q: Default::default(),
            oute_q: Default::default(),
            outl_q: Default::default(),
            skv_q: Default::default(),
            skm_q: Default::default(),
            ske_q: Default::default(),
            skl_q: Default::default(),
            wfull: Default::default(),
            in_fire: Default::default(),
            in_end: Default::default(),
            absv: Default::default(),
            or_all: Default::default(),
            or_hi: Default::default(),
            e_new: Default::default(),
            rfull: Default::default(),
            rlen: Default::default(),
            re: Default::default(),
            issue: Default::default(),
            issue_last: Default::default(),
            t33: Default::default(),
            r33: Default::default(),
            top33: Default::default(),
            m_new: Default::default(),
            c_e: (0..17).map(|i| Constant::new(Bits::<5>::from(i as u64 + 1))).collect(),
            c_zero5: Constant::new(Bits::<5>::from(0u64)),
            c_one5: Constant::new(Bits::<5>::from(1u64)),
            c_zero32: Constant::new(Bits::<32>::from(0u64)),
            c_one33: Constant::new(Bits::<33>::from(1u64)),
            c_ones33: Constant::new(ones33),
            c_ones_top33: Constant::new(ones33 >> 15),
            c_sh15: Constant::new(Bits::<5>::from(15u64)),
            c_max16: Constant::new(Bits::<16>::from(0x7fffu64)),
            c_min16: Constant::new(Bits::<16>::from(0x8000u64)),
            c_zero_ab: Constant::new(Bits::<AB>::from(0u64)),
            c_one_ab: Constant::new(Bits::<AB>::from(1u64)),
            c_bank1: Constant::new(Bits::<AB>::from(1u64 << LB)),
            c_last_idx: Constant::new(Bits::<LB>::from((1u64 << LB) - 1)),
        }
    }
}

impl<const LB: usize, const AB: usize> Logic for Bfp16<LB, AB> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, waddr_q, or_q, full0_q, full1_q, len0_q, len1_q, e0_q, e1_q, raddr_q, pend_q, pend_e_q,
            pend_last_q, outv_q, outm_q, oute_q, outl_q, skv_q, skm_q, ske_q, skl_q
        );
        self.ram.clock.next = self.clock.val();
        // ---------------- pass 1: take the vector in, store it, OR the magnitudes
        self.wfull.next = self.full0_q.q.val();
        if self.waddr_q.q.val() >= self.c_bank1.val() {
            self.wfull.next = self.full1_q.q.val();
        }
        self.in_ready.next = !self.wfull.val();
        self.in_fire.next = self.in_valid.val() & !self.wfull.val();
        self.in_end.next = self.in_last.val() | (self.waddr_q.q.val().get_bits::<LB>(0) == self.c_last_idx.val());
        self.absv.next = self.in_data.val();
        if self.in_data.val().get_bit(31) {
            self.absv.next = self.c_zero32.val() - self.in_data.val();
        }
        self.or_all.next = self.or_q.q.val() | self.absv.val();
        self.or_hi.next = self.or_all.val().get_bits::<17>(15);
        self.e_new.next = self.c_zero5.val();
        for i in 0..17 {
            if self.or_hi.val().get_bit(i) {
                self.e_new.next = self.c_e[i].val();
            }
        }
        self.ram.we.next = self.in_fire.val();
        self.ram.waddr.next = self.waddr_q.q.val();
        self.ram.wdata.next = self.in_data.val();
        if self.in_fire.val() {
            if self.in_end.val() {
                self.or_q.d.next = self.c_zero32.val();
                if self.waddr_q.q.val() >= self.c_bank1.val() {
                    self.full1_q.d.next = true;
                    self.len1_q.d.next = self.waddr_q.q.val().get_bits::<LB>(0);
                    self.e1_q.d.next = self.e_new.val();
                    self.waddr_q.d.next = self.c_zero_ab.val();
                } else {
                    self.full0_q.d.next = true;
                    self.len0_q.d.next = self.waddr_q.q.val().get_bits::<LB>(0);
                    self.e0_q.d.next = self.e_new.val();
                    self.waddr_q.d.next = self.c_bank1.val();
                }
            } else {
                self.or_q.d.next = self.or_all.val();
                self.waddr_q.d.next = self.waddr_q.q.val() + self.c_one_ab.val();
            }
        }
        // ---------------- pass 2: read the stored vector back
        self.rfull.next = self.full0_q.q.val();
        self.rlen.next = self.len0_q.q.val();
        self.re.next = self.e0_q.q.val();
        if self.raddr_q.q.val() >= self.c_bank1.val() {
            self.rfull.next = self.full1_q.q.val();
            self.rlen.next = self.len1_q.q.val();
            self.re.next = self.e1_q.q.val();
        }
        self.issue.next = self.rfull.val()
            & (!self.outv_q.q.val() | self.out_ready.val() | (!self.skv_q.q.val() & !self.pend_q.q.val()));
        self.issue_last.next = self.raddr_q.q.val().get_bits::<LB>(0) == self.rlen.val();
        self.ram.raddr.next = self.raddr_q.q.val();
        self.pend_q.d.next = self.issue.val();
        if self.issue.val() {
            self.pend_e_q.d.next = self.re.val();
            self.pend_last_q.d.next = self.issue_last.val();
            if self.issue_last.val() {
                if self.raddr_q.q.val() >= self.c_bank1.val() {
                    self.full1_q.d.next = false;
                    self.raddr_q.d.next = self.c_zero_ab.val();
                } else {
                    self.full0_q.d.next = false;
                    self.raddr_q.d.next = self.c_bank1.val();
                }
            } else {
                self.raddr_q.d.next = self.raddr_q.q.val() + self.c_one_ab.val();
            }
        }
        // m = sat16(rshr(rdata, e)): t = x + 2^(e-1) (e > 0), arithmetic shift right by e, saturate
        self.x_sext.x.next = self.ram.rdata.val();
        self.t33.next = self.x_sext.y.val();
        if self.pend_e_q.q.val() != self.c_zero5.val() {
            self.t33.next = self.x_sext.y.val() + (self.c_one33.val() << (self.pend_e_q.q.val() - self.c_one5.val()));
        }
        self.r33.next = self.t33.val() >> self.pend_e_q.q.val();
        if self.t33.val().get_bit(32) {
            self.r33.next = (self.t33.val() >> self.pend_e_q.q.val()) | !(self.c_ones33.val() >> self.pend_e_q.q.val());
        }
        self.top33.next = self.r33.val() >> self.c_sh15.val();
        self.m_new.next = self.r33.val().get_bits::<16>(0);
        if (self.top33.val() != self.c_ones_top33.val()) & self.top33.val().any() {
            if self.r33.val().get_bit(32) {
                self.m_new.next = self.c_min16.val();
            } else {
                self.m_new.next = self.c_max16.val();
            }
        }
        // ---------------- output register and skid register
        if !self.outv_q.q.val() | self.out_ready.val() {
            if self.skv_q.q.val() {
                self.outv_q.d.next = true;
                self.outm_q.d.next = self.skm_q.q.val();
                self.oute_q.d.next = self.ske_q.q.val();
                self.outl_q.d.next = self.skl_q.q.val();
                self.skv_q.d.next = self.pend_q.q.val();
                self.skm_q.d.next = self.m_new.val();
                self.ske_q.d.next = self.pend_e_q.q.val();
                self.skl_q.d.next = self.pend_last_q.q.val();
            } else {
                self.outv_q.d.next = self.pend_q.q.val();
                self.outm_q.d.next = self.m_new.val();
                self.oute_q.d.next = self.pend_e_q.q.val();
                self.outl_q.d.next = self.pend_last_q.q.val();
            }
        } else if self.pend_q.q.val() {
            self.skv_q.d.next = true;
            self.skm_q.d.next = self.m_new.val();
            self.ske_q.d.next = self.pend_e_q.q.val();
            self.skl_q.d.next = self.pend_last_q.q.val();
        }
        self.out_valid.next = self.outv_q.q.val();
        self.out_data.next = self.outm_q.q.val();
        self.out_e.next = self.oute_q.q.val();
        self.out_last.next = self.outl_q.q.val();
        if self.reset.val() {
            self.waddr_q.d.next = self.c_zero_ab.val();
            self.raddr_q.d.next = self.c_zero_ab.val();
            self.or_q.d.next = self.c_zero32.val();
            self.full0_q.d.next = false;
            self.full1_q.d.next = false;
            self.pend_q.d.next = false;
            self.outv_q.d.next = false;
            self.skv_q.d.next = false;
        }
    }
}
