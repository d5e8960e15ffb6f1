//! # ld
//!
//! `VpuLd`, the vector unit's operand loader: it reads a vector of `count` elements of 8, 16 or 32 bits
//! packed little-endian in consecutive SRAM words (`docs/isa.md` §4 "Data layout in SRAM"), starting at a
//! word address, through one requester port of the banked SRAM (`docs/sram.md`), and streams the elements
//! out one per cycle, sign- or zero-extended to 32 bits, with `out_last` on the last one.
//!
//! ```text
//!  cmd_* --> [addr_q, words_q] --> req_valid/req_addr --> SRAM (LATENCY 2, no response ready)
//!     |            ^ credit: infl_q < FIFO_DEPTH                     |
//!     |            +--------------- pop ----------+          rsp_valid/rsp_data
//!     v                                            |                 v
//!  [elems_q, wcode_q, sgn_q]         word_q (shifts right by one   +------------------+
//!                                    element per element) <--pop---| FIFO, 8 words    |
//!                                          |                       +------------------+
//!                                   low 8/16/32 bits, sext/zext
//!                                          v
//!                                   SkidBuffer<33> {last, elem} --> out_valid/out_data/out_last
//! ```
//!
//! The SRAM's response channel has no ready, so the loader only issues a read when it has room for the
//! answer: `infl_q` counts the reads in flight plus the words waiting in the 8-word FIFO, and `req_valid`
//! is `words_q != 0 & infl_q != FIFO_DEPTH` (registers only; it stays high until the transfer because
//! `infl_q` only grows on a transfer). A word is popped into `word_q` when `word_q` is empty or its last
//! element leaves this cycle; each element taken shifts `word_q` right by the element width, so the next
//! element is always in the low bits. Words after the vector's last element are never requested; the
//! unused tail of the last word is dropped.

use super::{sext::Sext, zext::Zext};
use crate::skid_buffer::SkidBuffer;
use rust_hdl::prelude::*;

/// Words the response FIFO holds; also the most reads in flight plus buffered words. Eight covers the
/// SRAM node's round trip through the mesh (13 cycles unloaded at one hop, `docs/noc.md`) at the half word
/// per cycle that 32-bit elements on 64-bit words take; four held a loader to 4 words per round trip.
pub const FIFO_DEPTH: usize = 8;
/// Bits of the FIFO's pointers (`FIFO_DEPTH = 2^FIFO_PB`).
const FIFO_PB: usize = 3;
const _: () = assert!(FIFO_DEPTH == 1 << FIFO_PB, "VpuLd: FIFO_DEPTH must be 2^FIFO_PB");

/// The operand loader: SRAM words -> a stream of 32-bit elements. `W`: word width in bits (32, 64 or
/// 128); `AB`: word address bits.
#[derive(LogicBlock)]
pub struct VpuLd<const W: usize, const AB: usize> {
    /// 1 bit, input: clock; all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset: drops the command, the buffered words and the output.
    /// Reset the SRAM in the same cycle (it drops the reads in flight), or responses still on their way
    /// would be taken for a later command's.
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: a command (`cmd_addr`, `cmd_count`, `cmd_width`, `cmd_signed`) is offered.
    pub cmd_valid: Signal<In, Bit>,
    /// 1 bit, output: the loader accepts a command this cycle: high when the previous command's last
    /// element has been handed to the output register slice (from registers only).
    pub cmd_ready: Signal<Out, Bit>,
    /// AB bits, input: word address of the vector's first word.
    pub cmd_addr: Signal<In, Bits<AB>>,
    /// 16 bits, input: number of elements, 0..=65535 (0: nothing is read or emitted).
    pub cmd_count: Signal<In, Bits<16>>,
    /// 2 bits, input: element width, 0 = 8 bits, 1 = 16 bits, 2 (and 3) = 32 bits.
    pub cmd_width: Signal<In, Bits<2>>,
    /// 1 bit, input: 1 = sign-extend the 8/16-bit elements, 0 = zero-extend (ignored for 32 bits).
    pub cmd_signed: Signal<In, Bit>,
    /// 1 bit, output: SRAM read request (valid/ready contract; from registers only).
    pub req_valid: Signal<Out, Bit>,
    /// 1 bit, input: the SRAM takes the request this cycle.
    pub req_ready: Signal<In, Bit>,
    /// AB bits, output: word address of the request (consecutive, wrapping modulo 2^AB).
    pub req_addr: Signal<Out, Bits<AB>>,
    /// 1 bit, input: read response (`docs/sram.md`: `LATENCY` cycles after the request; no ready, always
    /// accepted).
    pub rsp_valid: Signal<In, Bit>,
    /// W bits, input: the response's word.
    pub rsp_data: Signal<In, Bits<W>>,
    /// 1 bit, output: `out_data` holds an element.
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer takes the element this cycle.
    pub out_ready: Signal<In, Bit>,
    /// 32 bits, output: the element, sign- or zero-extended.
    pub out_data: Signal<Out, Bits<32>>,
    /// 1 bit, output: the element is the command's last.
    pub out_last: Signal<Out, Bit>,
    addr_q: DFF<Bits<AB>>,
    words_q: DFF<Bits<16>>,
    elems_q: DFF<Bits<16>>,
    wcode_q: DFF<Bits<2>>,
    sgn_q: DFF<Bit>,
    /// Reads in flight plus words in the FIFO (0..=FIFO_DEPTH).
    infl_q: DFF<Bits<4>>,
    /// The response FIFO: entries, write and read pointers, words held (0..=FIFO_DEPTH).
    fifo_q: [DFF<Bits<W>>; FIFO_DEPTH],
    wp_q: DFF<Bits<FIFO_PB>>,
    rp_q: DFF<Bits<FIFO_PB>>,
    fn_q: DFF<Bits<4>>,
    word_q: DFF<Bits<W>>,
    wv_q: DFF<Bit>,
    epw_q: DFF<Bits<8>>,
    /// 1 bit, local: a read request transfers this cycle.
    req_fire: Signal<Local, Bit>,
    /// 1 bit, local: `cmd_ready` (the loader is idle).
    idle: Signal<Local, Bit>,
    /// 1 bit, local: an element enters the output slice this cycle.
    take: Signal<Local, Bit>,
    /// 1 bit, local: the element in `word_q`'s low bits is the command's last.
    last_el: Signal<Local, Bit>,
    /// 1 bit, local: the element in `word_q`'s low bits is the last used from this word.
    word_end: Signal<Local, Bit>,
    /// 1 bit, local: the FIFO's head word moves into `word_q` this cycle.
    pop: Signal<Local, Bit>,
    /// W bits, local: the FIFO's head word.
    head: Signal<Local, Bits<W>>,
    /// 16 bits, local: words the offered command reads, ceil(count / elements per word).
    nwords: Signal<Local, Bits<16>>,
    /// 8 bits, local: elements per word for the running command.
    epw_new: Signal<Local, Bits<8>>,
    /// 32 bits, local: the extended element.
    elem: Signal<Local, Bits<32>>,
    sx8: Sext<8, 32>,
    sx16: Sext<16, 32>,
    zx8: Zext<8, 32>,
    zx16: Zext<16, 32>,
    zx33: Zext<32, 33>,
    skid: SkidBuffer<33>,
    c_one_ab: Constant<Bits<AB>>,
    c_one16: Constant<Bits<16>>,
    c_one4: Constant<Bits<4>>,
    c_one_p: Constant<Bits<FIFO_PB>>,
    c_one8: Constant<Bits<8>>,
    c_depth: Constant<Bits<4>>,
    c_last: Constant<Bits<33>>,
    c_epw8: Constant<Bits<8>>,
    c_epw16: Constant<Bits<8>>,
    c_epw32: Constant<Bits<8>>,
    c_m8: Constant<Bits<16>>,
    c_m16: Constant<Bits<16>>,
    c_m32: Constant<Bits<16>>,
    c_l8: Constant<Bits<8>>,
    c_l16: Constant<Bits<8>>,
    c_l32: Constant<Bits<8>>,
    c_sh8: Constant<Bits<8>>,
    c_sh16: Constant<Bits<8>>,
    c_sh32: Constant<Bits<8>>,
    c_z16: Constant<Bits<16>>,
    c_z4: Constant<Bits<4>>,
    c_z_p: Constant<Bits<FIFO_PB>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl<const W: usize, const AB: usize> Default for VpuLd<W, AB> {
    fn default() -> Self {
        assert!(
            W == 32 || W == 64 || W == 128,
            "VpuLd: word width W = {W} is not supported (32, 64 or 128)"
        );
        assert!(
            (1..=32).contains(&AB),
            "VpuLd: address width AB = {AB} must be 1..=32"
        );
        let epw = |bits: usize| (W / bits) as u64;
        let lg = |bits: usize| (W / bits).trailing_zeros() as u64;
        Self {
            clock: Default::default(),
            reset: Default::default(),
            cmd_valid: Default::default(),
            cmd_ready: Default::default(),
            cmd_addr: Default::default(),
            cmd_count: Default::default(),
            cmd_width: Default::default(),
            cmd_signed: Default::default(),
            req_valid: Default::default(),
            req_ready: Default::default(),
            req_addr: Default::default(),
            rsp_valid: Default::default(),
            rsp_data: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_data: Default::default(),
            out_last: Default::default(),
            addr_q: Default::default(),
            words_q: Default::default(),
            elems_q: Default::default(),
            wcode_q: Default::default(),
            sgn_q: Default::default(),
            infl_q: Default::default(),
            fifo_q: Default::default(),
            wp_q: Default::default(),
            rp_q: Default::default(),
            fn_q: Default::default(),
            word_q: Default::default(),
            wv_q: Default::default(),
            epw_q: Default::default(),
            req_fire: Default::default(),
            idle: Default::default(),
            take: Default::default(),
            last_el: Default::default(),
            word_end: Default::default(),
            pop: Default::default(),
            head: Default::default(),
            nwords: Default::default(),
            epw_new: Default::default(),
            elem: Default::default(),
            sx8: Default::default(),
            sx16: Default::default(),
            zx8: Default::default(),
            zx16: Default::default(),
            zx33: Default::default(),
            skid: Default::default(),
            c_one_ab: c(1),
            c_one16: c(1),
            c_one4: c(1),
            c_one_p: c(1),
            c_one8: c(1),
            c_depth: c(FIFO_DEPTH as u64),
            c_last: c(1 << 32),
            c_epw8: c(epw(8)),
            c_epw16: c(epw(16)),
            c_epw32: c(epw(32)),
            c_m8: c(epw(8) - 1),
            c_m16: c(epw(16) - 1),
            c_m32: c(epw(32) - 1),
            c_l8: c(lg(8)),
            c_l16: c(lg(16)),
            c_l32: c(lg(32)),
            c_sh8: c(8),
            c_sh16: c(16),
            c_sh32: c(32),
            c_z16: c(0),
            c_z4: c(0),
            c_z_p: c(0),
        }
    }
}

impl<const W: usize, const AB: usize> Logic for VpuLd<W, AB> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, addr_q, words_q, elems_q, wcode_q, sgn_q, infl_q, wp_q, rp_q, fn_q, word_q, wv_q,
            epw_q
        );
        for i in 0..FIFO_DEPTH {
            self.fifo_q[i].clock.next = self.clock.val();
            self.fifo_q[i].d.next = self.fifo_q[i].q.val();
        }
        self.skid.clock.next = self.clock.val();
        self.skid.reset.next = self.reset.val();
        // command: the words to read, ceil(count / elements per word)
        if !self.cmd_width.val().get_bit(1) & !self.cmd_width.val().get_bit(0) {
            if (self.cmd_count.val() & self.c_m8.val()).any() {
                self.nwords.next = (self.cmd_count.val() >> self.c_l8.val()) + self.c_one16.val();
            } else {
                self.nwords.next = self.cmd_count.val() >> self.c_l8.val();
            }
        } else if !self.cmd_width.val().get_bit(1) {
            if (self.cmd_count.val() & self.c_m16.val()).any() {
                self.nwords.next = (self.cmd_count.val() >> self.c_l16.val()) + self.c_one16.val();
            } else {
                self.nwords.next = self.cmd_count.val() >> self.c_l16.val();
            }
        } else if (self.cmd_count.val() & self.c_m32.val()).any() {
            self.nwords.next = (self.cmd_count.val() >> self.c_l32.val()) + self.c_one16.val();
        } else {
            self.nwords.next = self.cmd_count.val() >> self.c_l32.val();
        }
        self.idle.next = !self.elems_q.q.val().any();
        self.cmd_ready.next = self.idle.val();
        if self.cmd_valid.val() & self.idle.val() {
            self.addr_q.d.next = self.cmd_addr.val();
            self.words_q.d.next = self.nwords.val();
            self.elems_q.d.next = self.cmd_count.val();
            self.wcode_q.d.next = self.cmd_width.val();
            self.sgn_q.d.next = self.cmd_signed.val();
        }
        // read requests, at most FIFO_DEPTH words in flight or buffered
        self.req_valid.next =
            self.words_q.q.val().any() & (self.infl_q.q.val() != self.c_depth.val());
        self.req_addr.next = self.addr_q.q.val();
        self.req_fire.next = self.words_q.q.val().any()
            & (self.infl_q.q.val() != self.c_depth.val())
            & self.req_ready.val();
        if self.req_fire.val() {
            self.addr_q.d.next = self.addr_q.q.val() + self.c_one_ab.val();
            self.words_q.d.next = self.words_q.q.val() - self.c_one16.val();
        }
        // the element in word_q's low bits
        if !self.wcode_q.q.val().get_bit(1) & !self.wcode_q.q.val().get_bit(0) {
            self.epw_new.next = self.c_epw8.val();
        } else if !self.wcode_q.q.val().get_bit(1) {
            self.epw_new.next = self.c_epw16.val();
        } else {
            self.epw_new.next = self.c_epw32.val();
        }
        self.sx8.x.next = self.word_q.q.val().get_bits::<8>(0);
        self.zx8.x.next = self.word_q.q.val().get_bits::<8>(0);
        self.sx16.x.next = self.word_q.q.val().get_bits::<16>(0);
        self.zx16.x.next = self.word_q.q.val().get_bits::<16>(0);
        if !self.wcode_q.q.val().get_bit(1) & !self.wcode_q.q.val().get_bit(0) {
            if self.sgn_q.q.val() {
                self.elem.next = self.sx8.y.val();
            } else {
                self.elem.next = self.zx8.y.val();
            }
        } else if !self.wcode_q.q.val().get_bit(1) {
            if self.sgn_q.q.val() {
                self.elem.next = self.sx16.y.val();
            } else {
                self.elem.next = self.zx16.y.val();
            }
        } else {
            self.elem.next = self.word_q.q.val().get_bits::<32>(0);
        }
        self.last_el.next = self.elems_q.q.val() == self.c_one16.val();
        self.word_end.next = (self.epw_q.q.val() == self.c_one8.val()) | self.last_el.val();
        self.zx33.x.next = self.elem.val();
        self.skid.s_valid.next = self.wv_q.q.val();
        if self.last_el.val() {
            self.skid.s_data.next = self.zx33.y.val() | self.c_last.val();
        } else {
            self.skid.s_data.next = self.zx33.y.val();
        }
        self.take.next = self.wv_q.q.val() & self.skid.s_ready.val();
        self.pop.next = (!self.wv_q.q.val() | (self.take.val() & self.word_end.val()))
            & self.fn_q.q.val().any();
        if self.take.val() {
            self.elems_q.d.next = self.elems_q.q.val() - self.c_one16.val();
            self.epw_q.d.next = self.epw_q.q.val() - self.c_one8.val();
            if !self.wcode_q.q.val().get_bit(1) & !self.wcode_q.q.val().get_bit(0) {
                self.word_q.d.next = self.word_q.q.val() >> self.c_sh8.val();
            } else if !self.wcode_q.q.val().get_bit(1) {
                self.word_q.d.next = self.word_q.q.val() >> self.c_sh16.val();
            } else {
                self.word_q.d.next = self.word_q.q.val() >> self.c_sh32.val();
            }
            if self.word_end.val() {
                self.wv_q.d.next = false;
            }
        }
        // the response FIFO
        self.head.next = self.fifo_q[0].q.val();
        for i in 1..FIFO_DEPTH {
            if self.rp_q.q.val().index() == i {
                self.head.next = self.fifo_q[i].q.val();
            }
        }
        if self.pop.val() {
            self.word_q.d.next = self.head.val();
            self.wv_q.d.next = true;
            self.epw_q.d.next = self.epw_new.val();
            self.rp_q.d.next = self.rp_q.q.val() + self.c_one_p.val();
        }
        if self.rsp_valid.val() {
            self.wp_q.d.next = self.wp_q.q.val() + self.c_one_p.val();
            for i in 0..FIFO_DEPTH {
                if self.wp_q.q.val().index() == i {
                    self.fifo_q[i].d.next = self.rsp_data.val();
                }
            }
        }
        if self.rsp_valid.val() & !self.pop.val() {
            self.fn_q.d.next = self.fn_q.q.val() + self.c_one4.val();
        } else if !self.rsp_valid.val() & self.pop.val() {
            self.fn_q.d.next = self.fn_q.q.val() - self.c_one4.val();
        }
        if self.req_fire.val() & !self.pop.val() {
            self.infl_q.d.next = self.infl_q.q.val() + self.c_one4.val();
        } else if !self.req_fire.val() & self.pop.val() {
            self.infl_q.d.next = self.infl_q.q.val() - self.c_one4.val();
        }
        // output slice
        self.skid.m_ready.next = self.out_ready.val();
        self.out_valid.next = self.skid.m_valid.val();
        self.out_data.next = self.skid.m_data.val().get_bits::<32>(0);
        self.out_last.next = self.skid.m_data.val().get_bit(32);
        if self.reset.val() {
            self.words_q.d.next = self.c_z16.val();
            self.elems_q.d.next = self.c_z16.val();
            self.infl_q.d.next = self.c_z4.val();
            self.fn_q.d.next = self.c_z4.val();
            self.wp_q.d.next = self.c_z_p.val();
            self.rp_q.d.next = self.c_z_p.val();
            self.wv_q.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::VpuLd;

    #[test]
    #[should_panic(expected = "W = 48")]
    fn vpu_ld_rejects_word_width_48() {
        let _ = VpuLd::<48, 16>::default();
    }

    #[test]
    #[should_panic(expected = "AB = 0")]
    fn vpu_ld_rejects_address_width_0() {
        let _ = VpuLd::<64, 0>::default();
    }
}
