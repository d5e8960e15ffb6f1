//! # st
//!
//! `VpuSt`, the vector unit's result store: it takes a stream of `count` elements of 8, 16, 32 or 64 bits
//! and writes them packed little-endian into consecutive SRAM words from a word address on
//! (`docs/isa.md` §4 "Data layout in SRAM"), through one requester port of the SRAM (`docs/sram.md`).
//! The SRAM has no byte enables: a last word that the vector fills only partly is read, merged (the
//! bytes beyond the vector keep their value, as `Machine::execute` writes exactly the vector's bytes) and
//! written back. That read goes out first, when the store takes the command (the **merge read**), so its
//! round trip through the NoC overlaps the elements' arrival instead of delaying the last write. `done`
//! pulses once every write of the command has been accepted by the SRAM.
//!
//! ```text
//!  cmd_* --> [busy_q, addr_q, elems_q, wcode_q]
//!        \-- last word partial? --> [mrg_q, maddr_q] -- READ req --> rsp --> mdat_q (merge word held)
//!                                   pos_q (bit offset in the word)
//!  in_data[W] --mask to width--<< pos_q--> acc_q | ... ,  mask_q | ones(width) << pos_q
//!                                   |  word full or last element
//!                                   v
//!                 [wst_q, waddr_q, wdata_q, wmask_q]  -- full mask --> WRITE ------------+
//!                           | partial mask (the last word)                              |
//!                           v                                                           v
//!                   wait for mdat_q --> wdata = wdata & wmask | mdat & ~wmask --> WRITE req
//!                                                                      (req_valid/addr/we/wdata)
//! ```
//!
//! One element per cycle: a completed word moves to the write register (`wdata_q`) and the next word
//! fills behind it; `in_ready` drops only when an element would complete a word while the previous word's
//! write is still pending (registers only). A full word is one write. The merge read is the command's
//! first request (a pending write waits behind it), its response (variable latency, in order, no ready:
//! exactly one read is ever outstanding) is held in `mdat_q`, and the partial last word is written merged
//! with it. Because the store's requests reach the SRAM in order, the merge read sees every write of the
//! store's earlier commands. `done` (a registered one-cycle pulse) follows the last write's transfer by
//! two cycles.

use super::zext::Zext;
use rust_hdl::prelude::*;

/// The result store: a stream of 8/16/32/64-bit elements -> SRAM words. `W`: word width in bits (64 or
/// 128); `AB`: word address bits (17..=32).
#[derive(LogicBlock)]
pub struct VpuSt<const W: usize, const AB: usize> {
    /// 1 bit, input: clock; all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset: drops the command and any pending write.
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: a command (`cmd_addr`, `cmd_count`, `cmd_width`) is offered.
    pub cmd_valid: Signal<In, Bit>,
    /// 1 bit, output: the store accepts a command this cycle (idle; from registers only).
    pub cmd_ready: Signal<Out, Bit>,
    /// AB bits, input: word address of the vector's first word.
    pub cmd_addr: Signal<In, Bits<AB>>,
    /// 16 bits, input: number of elements, 0..=65535 (0: nothing is written, `done` still pulses).
    pub cmd_count: Signal<In, Bits<16>>,
    /// 2 bits, input: element width, 0 = 8 bits, 1 = 16 bits, 2 = 32 bits, 3 = 64 bits.
    pub cmd_width: Signal<In, Bits<2>>,
    /// 1 bit, input: `in_data` holds an element.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the store takes the element this cycle (from registers only).
    pub in_ready: Signal<Out, Bit>,
    /// W bits, input: the element in its low 8/16/32/64 bits (higher bits ignored).
    pub in_data: Signal<In, Bits<W>>,
    /// 1 bit, output: SRAM request (valid/ready contract; from registers only).
    pub req_valid: Signal<Out, Bit>,
    /// 1 bit, input: the SRAM takes the request this cycle.
    pub req_ready: Signal<In, Bit>,
    /// AB bits, output: word address of the request.
    pub req_addr: Signal<Out, Bits<AB>>,
    /// 1 bit, output: 1 = write `req_wdata`, 0 = read (the read of a read-modify-write).
    pub req_we: Signal<Out, Bit>,
    /// W bits, output: the word to write.
    pub req_wdata: Signal<Out, Bits<W>>,
    /// 1 bit, input: read response (in order, any latency >= 1, no ready).
    pub rsp_valid: Signal<In, Bit>,
    /// W bits, input: the response's word.
    pub rsp_data: Signal<In, Bits<W>>,
    /// 1 bit, output: one-cycle pulse: every write of the command has been accepted.
    pub done: Signal<Out, Bit>,
    busy_q: DFF<Bit>,
    addr_q: DFF<Bits<AB>>,
    elems_q: DFF<Bits<16>>,
    wcode_q: DFF<Bits<2>>,
    acc_q: DFF<Bits<W>>,
    mask_q: DFF<Bits<W>>,
    pos_q: DFF<Bits<8>>,
    /// 0 = no pending word, 1 = the partial last word waits for the merge word, 3 = write request.
    wst_q: DFF<Bits<2>>,
    /// The merge read: 0 = none, 1 = read request, 2 = waiting for the response, 3 = word held in `mdat_q`.
    mrg_q: DFF<Bits<2>>,
    /// AB bits: word address of the command's partial last word.
    maddr_q: DFF<Bits<AB>>,
    /// W bits: the merge word (the partial last word as the SRAM held it when the command started).
    mdat_q: DFF<Bits<W>>,
    waddr_q: DFF<Bits<AB>>,
    wdata_q: DFF<Bits<W>>,
    wmask_q: DFF<Bits<W>>,
    done_q: DFF<Bit>,
    /// 8 bits, local: element width in bits.
    ebits: Signal<Local, Bits<8>>,
    /// W bits, local: ones over the element width.
    emask: Signal<Local, Bits<W>>,
    /// W bits, local: the element, masked to its width and placed at `pos_q`.
    eshift: Signal<Local, Bits<W>>,
    /// W bits, local: the word with the element.
    acc_new: Signal<Local, Bits<W>>,
    /// W bits, local: the written-bit mask with the element.
    mask_new: Signal<Local, Bits<W>>,
    /// 8 bits, local: `pos_q + ebits`.
    pos_new: Signal<Local, Bits<8>>,
    /// 1 bit, local: the next element completes a word (fills it, or is the command's last).
    completes: Signal<Local, Bit>,
    /// 1 bit, local: an element transfers this cycle.
    take: Signal<Local, Bit>,
    /// 1 bit, local: `in_ready`.
    rdy: Signal<Local, Bit>,
    /// 8 bits, local: log2 of the offered command's elements per word (`log2(W / 8) - cmd_width`).
    csh: Signal<Local, Bits<8>>,
    /// 16 bits, local: elements per word minus one, of the offered command (the partial-word mask).
    cmsk: Signal<Local, Bits<16>>,
    /// 16 bits, local: word offset of the offered command's last word, `(cmd_count - 1) >> csh`.
    loff: Signal<Local, Bits<16>>,
    /// 1 bit, local: the offered command's last word is partial (`cmd_count & cmsk != 0`).
    part: Signal<Local, Bit>,
    /// `loff` widened to AB bits.
    zx_loff: Zext<16, AB>,
    c_sh0: Constant<Bits<8>>,
    c_sh1: Constant<Bits<8>>,
    c_sh2: Constant<Bits<8>>,
    c_sh3: Constant<Bits<8>>,
    c_mk0: Constant<Bits<16>>,
    c_mk1: Constant<Bits<16>>,
    c_mk2: Constant<Bits<16>>,
    c_mk3: Constant<Bits<16>>,
    c_one_ab: Constant<Bits<AB>>,
    c_one16: Constant<Bits<16>>,
    c_z16: Constant<Bits<16>>,
    c_z8: Constant<Bits<8>>,
    c_zw: Constant<Bits<W>>,
    c_ones: Constant<Bits<W>>,
    c_wbits: Constant<Bits<8>>,
    c_b8: Constant<Bits<8>>,
    c_b16: Constant<Bits<8>>,
    c_b32: Constant<Bits<8>>,
    c_b64: Constant<Bits<8>>,
    c_m8: Constant<Bits<W>>,
    c_m16: Constant<Bits<W>>,
    c_m32: Constant<Bits<W>>,
    c_m64: Constant<Bits<W>>,
    c_s0: Constant<Bits<2>>,
    c_s1: Constant<Bits<2>>,
    c_s2: Constant<Bits<2>>,
    c_s3: Constant<Bits<2>>,
}

fn c<const N: usize>(v: u128) -> Constant<Bits<N>> {
    let mut b = Bits::<N>::default();
    for i in 0..N.min(128) {
        b = b.replace_bit(i, (v >> i) & 1 == 1);
    }
    Constant::new(b)
}

impl<const W: usize, const AB: usize> Default for VpuSt<W, AB> {
    fn default() -> Self {
        assert!(
            W == 64 || W == 128,
            "VpuSt: word width W = {W} is not supported (64 or 128)"
        );
        assert!(
            (17..=32).contains(&AB),
            "VpuSt: address width AB = {AB} must be 17..=32 (the merge read's address adds a 16-bit word offset)"
        );
        // log2 of the bytes per word: 3 (W = 64) or 4 (W = 128)
        let lw = (W / 8).trailing_zeros() as usize;
        let ones = |n: usize| {
            if n >= 128 {
                u128::MAX
            } else {
                (1u128 << n) - 1
            }
        };
        Self {
            clock: Default::default(),
            reset: Default::default(),
            cmd_valid: Default::default(),
            cmd_ready: Default::default(),
            cmd_addr: Default::default(),
            cmd_count: Default::default(),
            cmd_width: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_data: Default::default(),
            req_valid: Default::default(),
            req_ready: Default::default(),
            req_addr: Default::default(),
            req_we: Default::default(),
            req_wdata: Default::default(),
            rsp_valid: Default::default(),
            rsp_data: Default::default(),
            done: Default::default(),
            busy_q: Default::default(),
            addr_q: Default::default(),
            elems_q: Default::default(),
            wcode_q: Default::default(),
            acc_q: Default::default(),
            mask_q: Default::default(),
            pos_q: Default::default(),
            wst_q: Default::default(),
            waddr_q: Default::default(),
            wdata_q: Default::default(),
            wmask_q: Default::default(),
            mrg_q: Default::default(),
            maddr_q: Default::default(),
            mdat_q: Default::default(),
            done_q: Default::default(),
            ebits: Default::default(),
            emask: Default::default(),
            eshift: Default::default(),
            acc_new: Default::default(),
            mask_new: Default::default(),
            pos_new: Default::default(),
            completes: Default::default(),
            take: Default::default(),
            rdy: Default::default(),
            csh: Default::default(),
            cmsk: Default::default(),
            loff: Default::default(),
            part: Default::default(),
            zx_loff: Default::default(),
            // elements per word, as a shift: log2(W / 8) - width code (W = 64: 3, 2, 1, 0)
            c_sh0: c(lw as u128),
            c_sh1: c(lw as u128 - 1),
            c_sh2: c(lw as u128 - 2),
            c_sh3: c(lw as u128 - 3),
            c_mk0: c(ones(lw)),
            c_mk1: c(ones(lw - 1)),
            c_mk2: c(ones(lw - 2)),
            c_mk3: c(ones(lw - 3)),
            c_one_ab: c(1),
            c_one16: c(1),
            c_z16: c(0),
            c_z8: c(0),
            c_zw: c(0),
            c_ones: c(ones(W)),
            c_wbits: c(W as u128),
            c_b8: c(8),
            c_b16: c(16),
            c_b32: c(32),
            c_b64: c(64),
            c_m8: c(ones(8)),
            c_m16: c(ones(16)),
            c_m32: c(ones(32)),
            c_m64: c(ones(64)),
            c_s0: c(0),
            c_s1: c(1),
            c_s2: c(2),
            c_s3: c(3),
        }
    }
}

impl<const W: usize, const AB: usize> Logic for VpuSt<W, AB> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, busy_q, addr_q, elems_q, wcode_q, acc_q, mask_q, pos_q, wst_q, waddr_q,
            wdata_q, wmask_q, mrg_q, maddr_q, mdat_q, done_q
        );
        // the offered command's last word: partial? at which address?
        if self.cmd_width.val() == self.c_s0.val() {
            self.csh.next = self.c_sh0.val();
            self.cmsk.next = self.c_mk0.val();
        } else if self.cmd_width.val() == self.c_s1.val() {
            self.csh.next = self.c_sh1.val();
            self.cmsk.next = self.c_mk1.val();
        } else if self.cmd_width.val() == self.c_s2.val() {
            self.csh.next = self.c_sh2.val();
            self.cmsk.next = self.c_mk2.val();
        } else {
            self.csh.next = self.c_sh3.val();
            self.cmsk.next = self.c_mk3.val();
        }
        self.part.next = (self.cmd_count.val() & self.cmsk.val()).any();
        self.loff.next = (self.cmd_count.val() - self.c_one16.val()) >> self.csh.val();
        self.zx_loff.x.next = self.loff.val();
        // command
        self.cmd_ready.next = !self.busy_q.q.val();
        if self.cmd_valid.val() & !self.busy_q.q.val() {
            self.busy_q.d.next = true;
            self.addr_q.d.next = self.cmd_addr.val();
            self.elems_q.d.next = self.cmd_count.val();
            self.wcode_q.d.next = self.cmd_width.val();
            self.pos_q.d.next = self.c_z8.val();
            self.acc_q.d.next = self.c_zw.val();
            self.mask_q.d.next = self.c_zw.val();
            // the merge read of a partial last word goes out first
            self.maddr_q.d.next = self.cmd_addr.val() + self.zx_loff.y.val();
            if self.part.val() {
                self.mrg_q.d.next = self.c_s1.val();
            } else {
                self.mrg_q.d.next = self.c_s0.val();
            }
        }
        // the element, placed at pos_q
        if self.wcode_q.q.val() == self.c_s0.val() {
            self.ebits.next = self.c_b8.val();
            self.emask.next = self.c_m8.val();
        } else if self.wcode_q.q.val() == self.c_s1.val() {
            self.ebits.next = self.c_b16.val();
            self.emask.next = self.c_m16.val();
        } else if self.wcode_q.q.val() == self.c_s2.val() {
            self.ebits.next = self.c_b32.val();
            self.emask.next = self.c_m32.val();
        } else {
            self.ebits.next = self.c_b64.val();
            self.emask.next = self.c_m64.val();
        }
        self.eshift.next = (self.in_data.val() & self.emask.val()) << self.pos_q.q.val();
        self.acc_new.next = self.acc_q.q.val() | self.eshift.val();
        self.mask_new.next = self.mask_q.q.val() | (self.emask.val() << self.pos_q.q.val());
        self.pos_new.next = self.pos_q.q.val() + self.ebits.val();
        self.completes.next = (self.pos_new.val() == self.c_wbits.val())
            | (self.elems_q.q.val() == self.c_one16.val());
        self.rdy.next = self.busy_q.q.val()
            & self.elems_q.q.val().any()
            & !(self.completes.val() & self.wst_q.q.val().any());
        self.in_ready.next = self.rdy.val();
        self.take.next = self.in_valid.val() & self.rdy.val();
        // the requests: the merge read first, then the pending word's write
        self.req_valid.next =
            (self.mrg_q.q.val() == self.c_s1.val()) | (self.wst_q.q.val() == self.c_s3.val());
        self.req_we.next = false;
        self.req_addr.next = self.maddr_q.q.val();
        if self.mrg_q.q.val() != self.c_s1.val() {
            self.req_we.next = self.wst_q.q.val() == self.c_s3.val();
            self.req_addr.next = self.waddr_q.q.val();
        }
        self.req_wdata.next = self.wdata_q.q.val();
        if self.mrg_q.q.val() == self.c_s1.val() {
            if self.req_ready.val() {
                self.mrg_q.d.next = self.c_s2.val();
            }
        } else if self.mrg_q.q.val() == self.c_s2.val() {
            if self.rsp_valid.val() {
                self.mdat_q.d.next = self.rsp_data.val();
                self.mrg_q.d.next = self.c_s3.val();
            }
        }
        // the pending word: (partial) merge with the held word, write
        if self.wst_q.q.val() == self.c_s1.val() {
            if self.mrg_q.q.val() == self.c_s3.val() {
                self.wdata_q.d.next = (self.wdata_q.q.val() & self.wmask_q.q.val())
                    | (self.mdat_q.q.val() & !self.wmask_q.q.val());
                self.wst_q.d.next = self.c_s3.val();
                self.mrg_q.d.next = self.c_s0.val();
            }
        } else if self.wst_q.q.val() == self.c_s3.val() {
            if self.req_ready.val() & (self.mrg_q.q.val() != self.c_s1.val()) {
                self.wst_q.d.next = self.c_s0.val();
            }
        }
        if self.take.val() {
            self.elems_q.d.next = self.elems_q.q.val() - self.c_one16.val();
            if self.completes.val() {
                self.pos_q.d.next = self.c_z8.val();
                self.acc_q.d.next = self.c_zw.val();
                self.mask_q.d.next = self.c_zw.val();
                self.addr_q.d.next = self.addr_q.q.val() + self.c_one_ab.val();
                self.waddr_q.d.next = self.addr_q.q.val();
                self.wdata_q.d.next = self.acc_new.val();
                self.wmask_q.d.next = self.mask_new.val();
                if self.mask_new.val() == self.c_ones.val() {
                    self.wst_q.d.next = self.c_s3.val();
                } else {
                    self.wst_q.d.next = self.c_s1.val();
                }
            } else {
                self.pos_q.d.next = self.pos_new.val();
                self.acc_q.d.next = self.acc_new.val();
                self.mask_q.d.next = self.mask_new.val();
            }
        }
        // completion: every element taken and the last write accepted
        self.done_q.d.next = false;
        if self.busy_q.q.val() & !self.elems_q.q.val().any() & !self.wst_q.q.val().any() {
            self.busy_q.d.next = false;
            self.done_q.d.next = true;
        }
        self.done.next = self.done_q.q.val();
        if self.reset.val() {
            self.busy_q.d.next = false;
            self.elems_q.d.next = self.c_z16.val();
            self.wst_q.d.next = self.c_s0.val();
            self.mrg_q.d.next = self.c_s0.val();
            self.done_q.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::VpuSt;

    #[test]
    #[should_panic(expected = "W = 32")]
    fn vpu_st_rejects_word_width_32() {
        let _ = VpuSt::<32, 20>::default();
    }

    #[test]
    #[should_panic(expected = "AB = 16")]
    fn vpu_st_rejects_address_width_16() {
        let _ = VpuSt::<64, 16>::default();
    }
}
