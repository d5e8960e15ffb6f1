//! # vpu_rec
//!
//! `VpuRec`, the BFP16 record reassembly block of the attention engine (`eng_attn.rs`): it turns the
//! stream of 16-bit element *pairs* (32 bits: element `2p` in bits 15:0, `2p + 1` in bits 31:16) of a
//! region of BFP16 records (`docs/isa.md` §4 "Data layout in SRAM": per record `head_size` i16
//! mantissas, then the exponent as a u32, then zero padding to a whole word; `len` records contiguous,
//! `rec_pairs = record words * WORD_BYTES / 4` pairs each) into the stream SCORE and PV want: every
//! mantissa together with its record's exponent, a flag on the record's last mantissa, and a flag on every
//! element of the operation's last record.
//!
//! The exponent comes after the mantissas in memory, so the mantissas of a record are captured into a
//! simple-dual-port RAM bank first (a pair per RAM word, written whole); the pair holding the exponent
//! (element `head_size`: the low half of pair `head_size / 2` for an even `head_size`, the high half of
//! pair `(head_size - 1) / 2`, beside the last mantissa, for an odd one) completes the bank, and the read
//! side replays the bank with it, one mantissa per cycle. Two banks: record `t + 1` is captured while
//! record `t` is replayed. The input takes a pair per cycle, so a record costs `max(head_size, rec_pairs)`
//! cycles: for stories260K's `head_size = 8` on 64-bit words, 8 cycles (6 pairs in, 8 mantissas out),
//! where a 16-bit element stream needed 12. The padding and the exponent's high half are taken and
//! dropped without stalling.
//!
//! ```text
//!              write side (a pair p per cycle)                   read side (a mantissa i per cycle)
//!  in_data --+-- p < ceil(hs/2): RAM[wbank, p] <- pair     raddr_q --> [ SDP RAM ] --rdata (pair)
//!  (2 x u16) +-- p == hs/2:  e{wbank} <- exponent half,   {bank, i}    [ 2 banks ]   | half i[0]
//!            |               l{wbank} <- last record,     >> 1         [ 2^LB x 32]  v  pend_{hi,e,end,last}
//!            |               full{wbank} <- 1, swap bank                    out register + skid register
//!            +-- p > hs/2:   dropped (padding)                              --> out_{valid,m,e,end,last}
//!  widx_q (pair in record), rcnt_q (record) wrap at rec_pairs - 1 / len - 1
//! ```
//!
//! **Input**: `in_ready` is low only when the pair must be written (mantissas or the exponent) into a
//! bank that still holds a record not yet replayed (registers and `cfg_*` only, never `in_valid`).
//! **Output**: every output comes from a register; the read side is the one of `bfp16.rs` (one read in
//! flight plus a two-entry output buffer, credited). **Timing**: a record's first mantissa is `out_valid`
//! three cycles after its exponent's pair transfers; then one mantissa per cycle. The counters return to 0
//! after the last pair of the last record, so the next operation starts clean.
//!
//! **Configuration** (held stable while the block holds data): `cfg_head_size` in `1..=2^LB`,
//! `cfg_rec_pairs >= head_size / 2 + 1` (the exponent's pair is inside the record), `cfg_len >= 1`. The
//! exponent keeps its low 5 bits (the contract's exponents are 0..=17).

use rust_hdl::prelude::*;
use super::bfp16::SdpRam;
use super::zext::Zext;

/// Record reassembly for heads of up to `2^LB` mantissas; `AB = LB + 1` (read index: bank, mantissa; the
/// RAM address is `LB` bits: bank, pair).
#[derive(LogicBlock)]
pub struct VpuRec<const LB: usize, const AB: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops every record in the block, counters to 0).
    pub reset: Signal<In, Bit>,
    /// 16 bits, input: mantissas per record (`head_size`, 1..=2^LB).
    pub cfg_head_size: Signal<In, Bits<16>>,
    /// 16 bits, input: 32-bit pairs per record in memory (record words * WORD_BYTES / 4, >= head_size / 2 + 1).
    pub cfg_rec_pairs: Signal<In, Bits<16>>,
    /// 16 bits, input: records of the operation (>= 1).
    pub cfg_len: Signal<In, Bits<16>>,
    /// 1 bit, input: `in_data` holds a pair of 16-bit elements of the records region.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the block takes the pair (registers and cfg only).
    pub in_ready: Signal<Out, Bit>,
    /// 32 bits, input: the pair, element `2p` in bits 15:0 and `2p + 1` in bits 31:16 (each a mantissa,
    /// the exponent's low or high half, or padding).
    pub in_data: Signal<In, Bits<32>>,
    /// 1 bit, output: `out_*` hold a mantissa (registered).
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer takes the mantissa this cycle.
    pub out_ready: Signal<In, Bit>,
    /// 16 bits, output: the mantissa `m_t,i`, i16.
    pub out_m: Signal<Out, Bits<16>>,
    /// 5 bits, output: the record's exponent `e_t` (low 5 bits of the stored u32).
    pub out_e: Signal<Out, Bits<5>>,
    /// 1 bit, output: the mantissa is the last of its record (`i = head_size - 1`).
    pub out_end: Signal<Out, Bit>,
    /// 1 bit, output: the mantissa belongs to the operation's last record (`t = len - 1`).
    pub out_last: Signal<Out, Bit>,
    ram: SdpRam<32, LB>,
    // --- write side
    /// Pair index within the record in memory; record index.
    widx_q: DFF<Bits<16>>,
    rcnt_q: DFF<Bits<16>>,
    /// Bank being written, and the RAM write address (bank in the top bit, then the pair).
    wbank_q: DFF<Bit>,
    waddr_q: DFF<Bits<LB>>,
    /// Per bank: holds a complete record not yet replayed; its exponent; it is the last record.
    full0_q: DFF<Bit>,
    full1_q: DFF<Bit>,
    e0_q: DFF<Bits<5>>,
    e1_q: DFF<Bits<5>>,
    l0_q: DFF<Bit>,
    l1_q: DFF<Bit>,
    // --- read side
    /// Read index: bank in the top bit, then the mantissa (the RAM reads its pair, `raddr_q[AB-1:1]`).
    raddr_q: DFF<Bits<AB>>,
    /// A read was issued on the last edge: `ram.rdata` holds the mantissa's pair; its half (1: bits
    /// 31:16), exponent and flags.
    pend_q: DFF<Bit>,
    pend_hi_q: DFF<Bit>,
    pend_e_q: DFF<Bits<5>>,
    pend_end_q: DFF<Bit>,
    pend_last_q: DFF<Bit>,
    /// Output register and skid register: valid, mantissa, exponent, end, last.
    outv_q: DFF<Bit>,
    outm_q: DFF<Bits<16>>,
    oute_q: DFF<Bits<5>>,
    outn_q: DFF<Bit>,
    outl_q: DFF<Bit>,
    skv_q: DFF<Bit>,
    skm_q: DFF<Bits<16>>,
    ske_q: DFF<Bits<5>>,
    skn_q: DFF<Bit>,
    skl_q: DFF<Bit>,
    // --- locals
    /// 1 bit: the bank being written is full.
    wfull: Signal<Local, Bit>,
    /// 16 bits: pairs holding mantissas, `ceil(head_size / 2)`; the exponent's pair, `head_size / 2`.
    hp: Signal<Local, Bits<16>>,
    he: Signal<Local, Bits<16>>,
    /// 1 bit: the pair in memory holds a mantissa / the exponent's low half.
    is_m: Signal<Local, Bit>,
    is_e: Signal<Local, Bit>,
    /// 5 bits: the exponent in the pair (bits 4:0 for an even `head_size`, 20:16 for an odd one).
    ein: Signal<Local, Bits<5>>,
    /// 1 bit: the input transfers.
    in_fire: Signal<Local, Bit>,
    /// 1 bit: the pair is the last of its record in memory; the record is the operation's last.
    rec_end: Signal<Local, Bit>,
    rec_last: Signal<Local, Bit>,
    /// 1 bit, bank being read: full; its exponent; last record.
    rfull: Signal<Local, Bit>,
    re: Signal<Local, Bits<5>>,
    rl: Signal<Local, Bit>,
    /// 1 bit: a read is issued this cycle; it is the record's last mantissa.
    issue: Signal<Local, Bit>,
    issue_last: Signal<Local, Bit>,
    /// 16 bits: the mantissa of the read pair (`pend_hi_q` selects the half).
    rm: Signal<Local, Bits<16>>,
    /// The read index within the bank, zero-extended to 16 bits.
    zx_ridx: Zext<LB, 16>,
    c_zero16: Constant<Bits<16>>,
    c_one16: Constant<Bits<16>>,
    c_zero_ab: Constant<Bits<AB>>,
    c_one_ab: Constant<Bits<AB>>,
    c_bank1: Constant<Bits<AB>>,
    c_zero_w: Constant<Bits<LB>>,
    c_one_w: Constant<Bits<LB>>,
    c_wbank1: Constant<Bits<LB>>,
}

impl<const LB: usize, const AB: usize> Default for VpuRec<LB, AB> {
    fn default() -> Self {
        assert!((1..=8).contains(&LB), "VpuRec: head-size bits LB = {LB} must be in 1..=8");
        assert!(AB == LB + 1, "VpuRec: RAM address width AB = {AB} must be LB + 1 = {}", LB + 1);
        Self {
            clock: Default::default(),
            reset: Default::default(),
            cfg_head_size: Default::default(),
            cfg_rec_pairs: Default::default(),
            cfg_len: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_data: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_m: Default::default(),
            out_e: Default::default(),
            out_end: Default::default(),
            out_last: Default::default(),
            ram: Default::default(),
            widx_q: Default::default(),
            rcnt_q: Default::default(),
            wbank_q: Default::default(),
            waddr_q: Default::default(),
            full0_q: Default::default(),
            full1_q: Default::default(),
            e0_q: Default::default(),
            e1_q: Default::default(),
            l0_q: Default::default(),
            l1_q: Default::default(),
            raddr_q: Default::default(),
            pend_q: Default::default(),
            pend_hi_q: Default::default(),
            pend_e_q: Default::default(),
            pend_end_q: Default::default(),
            pend_last_q: Default::default(),
            outv_q: Default::default(),
            outm_q: Default::default(),
            oute_q: Default::default(),
            outn_q: Default::default(),
            outl_q: Default::default(),
            skv_q: Default::default(),
            skm_q: Default::default(),
            ske_q: Default::default(),
            skn_q: Default::default(),
            skl_q: Default::default(),
            wfull: Default::default(),
            hp: Default::default(),
            he: Default::default(),
            is_m: Default::default(),
            ein: Default::default(),
            is_e: Default::default(),
            in_fire: Default::default(),
            rec_end: Default::default(),
            rec_last: Default::default(),
            rfull: Default::default(),
            re: Default::default(),
            rl: Default::default(),
            issue: Default::default(),
            issue_last: Default::default(),
            rm: Default::default(),
            zx_ridx: Default::default(),
            c_zero16: Constant::new(Bits::<16>::from(0u64)),
            c_one16: Constant::new(Bits::<16>::from(1u64)),
            c_zero_ab: Constant::new(Bits::<AB>::from(0u64)),
            c_one_ab: Constant::new(Bits::<AB>::from(1u64)),
            c_bank1: Constant::new(Bits::<AB>::from(1u64 << LB)),
            c_zero_w: Constant::new(Bits::<LB>::from(0u64)),
            c_one_w: Constant::new(Bits::<LB>::from(1u64)),
            c_wbank1: Constant::new(Bits::<LB>::from(1u64 << (LB - 1))),
        }
    }
}

impl<const LB: usize, const AB: usize> Logic for VpuRec<LB, AB> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, widx_q, rcnt_q, wbank_q, waddr_q, full0_q, full1_q, e0_q, e1_q, l0_q, l1_q, raddr_q,
            pend_q, pend_hi_q, pend_e_q, pend_end_q, pend_last_q, outv_q, outm_q, oute_q, outn_q, outl_q, skv_q, skm_q,
            ske_q, skn_q, skl_q
        );
        self.ram.clock.next = self.clock.val();
        // ---------------- write side: capture the mantissa pairs, then the exponent completes the bank
        self.wfull.next = self.full0_q.q.val();
        if self.wbank_q.q.val() {
            self.wfull.next = self.full1_q.q.val();
        }
        self.hp.next = (self.cfg_head_size.val() + self.c_one16.val()) >> self.c_one16.val();
        self.he.next = self.cfg_head_size.val() >> self.c_one16.val();
        self.is_m.next = self.widx_q.q.val() < self.hp.val();
        self.is_e.next = self.widx_q.q.val() == self.he.val();
        self.ein.next = self.in_data.val().get_bits::<5>(0);
        if self.cfg_head_size.val().get_bit(0) {
            self.ein.next = self.in_data.val().get_bits::<5>(16);
        }
        self.in_ready.next = !(self.wfull.val() & (self.is_m.val() | self.is_e.val()));
        self.in_fire.next = self.in_valid.val() & !(self.wfull.val() & (self.is_m.val() | self.is_e.val()));
        self.rec_end.next = self.widx_q.q.val() == (self.cfg_rec_pairs.val() - self.c_one16.val());
        self.rec_last.next = self.rcnt_q.q.val() == (self.cfg_len.val() - self.c_one16.val());
        self.ram.we.next = self.in_fire.val() & self.is_m.val();
        self.ram.waddr.next = self.waddr_q.q.val();
        self.ram.wdata.next = self.in_data.val();
        if self.in_fire.val() {
            self.widx_q.d.next = self.widx_q.q.val() + self.c_one16.val();
            if self.is_m.val() {
                self.waddr_q.d.next = self.waddr_q.q.val() + self.c_one_w.val();
            }
            // (an odd head_size's exponent pair also holds the last mantissa: written above, then the
            // address moves to the other bank)
            if self.is_e.val() {
                if self.wbank_q.q.val() {
                    self.full1_q.d.next = true;
                    self.e1_q.d.next = self.ein.val();
                    self.l1_q.d.next = self.rec_last.val();
                    self.waddr_q.d.next = self.c_zero_w.val();
                } else {
                    self.full0_q.d.next = true;
                    self.e0_q.d.next = self.ein.val();
                    self.l0_q.d.next = self.rec_last.val();
                    self.waddr_q.d.next = self.c_wbank1.val();
                }
                self.wbank_q.d.next = !self.wbank_q.q.val();
            }
            if self.rec_end.val() {
                self.widx_q.d.next = self.c_zero16.val();
                self.rcnt_q.d.next = self.rcnt_q.q.val() + self.c_one16.val();
                if self.rec_last.val() {
                    self.rcnt_q.d.next = self.c_zero16.val();
                }
            }
        }
        // ---------------- read side: replay the bank with its exponent
        self.rfull.next = self.full0_q.q.val();
        self.re.next = self.e0_q.q.val();
        self.rl.next = self.l0_q.q.val();
        if self.raddr_q.q.val() >= self.c_bank1.val() {
            self.rfull.next = self.full1_q.q.val();
            self.re.next = self.e1_q.q.val();
            self.rl.next = self.l1_q.q.val();
        }
        self.issue.next = self.rfull.val()
            & (!self.outv_q.q.val() | self.out_ready.val() | (!self.skv_q.q.val() & !self.pend_q.q.val()));
        self.zx_ridx.x.next = self.raddr_q.q.val().get_bits::<LB>(0);
        self.issue_last.next = (self.zx_ridx.y.val() + self.c_one16.val()) == self.cfg_head_size.val();
        self.ram.raddr.next = self.raddr_q.q.val().get_bits::<LB>(1);
        self.pend_q.d.next = self.issue.val();
        if self.issue.val() {
            self.pend_hi_q.d.next = self.raddr_q.q.val().get_bit(0);
            self.pend_e_q.d.next = self.re.val();
            self.pend_end_q.d.next = self.issue_last.val();
            self.pend_last_q.d.next = self.rl.val();
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
        // ---------------- output register and skid register
        self.rm.next = self.ram.rdata.val().get_bits::<16>(0);
        if self.pend_hi_q.q.val() {
            self.rm.next = self.ram.rdata.val().get_bits::<16>(16);
        }
        if !self.outv_q.q.val() | self.out_ready.val() {
            if self.skv_q.q.val() {
                self.outv_q.d.next = true;
                self.outm_q.d.next = self.skm_q.q.val();
                self.oute_q.d.next = self.ske_q.q.val();
                self.outn_q.d.next = self.skn_q.q.val();
                self.outl_q.d.next = self.skl_q.q.val();
                self.skv_q.d.next = self.pend_q.q.val();
                self.skm_q.d.next = self.rm.val();
                self.ske_q.d.next = self.pend_e_q.q.val();
                self.skn_q.d.next = self.pend_end_q.q.val();
                self.skl_q.d.next = self.pend_last_q.q.val();
            } else {
                self.outv_q.d.next = self.pend_q.q.val();
                self.outm_q.d.next = self.rm.val();
                self.oute_q.d.next = self.pend_e_q.q.val();
                self.outn_q.d.next = self.pend_end_q.q.val();
                self.outl_q.d.next = self.pend_last_q.q.val();
            }
        } else if self.pend_q.q.val() {
            self.skv_q.d.next = true;
            self.skm_q.d.next = self.rm.val();
            self.ske_q.d.next = self.pend_e_q.q.val();
            self.skn_q.d.next = self.pend_end_q.q.val();
            self.skl_q.d.next = self.pend_last_q.q.val();
        }
        self.out_valid.next = self.outv_q.q.val();
        self.out_m.next = self.outm_q.q.val();
        self.out_e.next = self.oute_q.q.val();
        self.out_end.next = self.outn_q.q.val();
        self.out_last.next = self.outl_q.q.val();
        if self.reset.val() {
            self.widx_q.d.next = self.c_zero16.val();
            self.rcnt_q.d.next = self.c_zero16.val();
            self.wbank_q.d.next = false;
            self.waddr_q.d.next = self.c_zero_w.val();
            self.raddr_q.d.next = self.c_zero_ab.val();
            self.full0_q.d.next = false;
            self.full1_q.d.next = false;
            self.pend_q.d.next = false;
            self.outv_q.d.next = false;
            self.skv_q.d.next = false;
        }
    }
}
