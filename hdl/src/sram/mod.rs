//! # sram
//!
//! `B` banks of block RAM shared by `M` requesters through per-bank round-robin arbiters. Words are
//! `WIDTH` bits; each bank holds `DEPTH = 2^DB` words; word addresses are interleaved across the banks (the
//! low `log2(B)` address bits pick the bank, the next `DB` bits the word inside it). The full contract,
//! timing and measured figures are in `docs/sram.md`.
//!
//! ```text
//!                 per bank b (B of them)                               per requester i
//!  req_valid[i] -+-> want_b[i] = valid_i & bank(addr_i)==b              rsp_valid[i] <- rsp_valid_q[i]
//!  req_addr_i  --+   +-----------+   grant_b (one-hot)   +--------+     rsp_data_i   <- rsp_data_q[i]
//!                    | RrArbiter |--+--> mux addr/we/wd ->| BRAM b |-rdata-+   ^ (LATENCY = 2)
//!                    |  mask_q   |  |                    | 2^DB x |       |   |
//!                    +-----------+  |                    | WIDTH  |       +-> lane_i = rdata of the bank
//!  req_ready[i] <-- OR_b grant_b[i] +-> rd_owner_q[b] -------------------->   whose rd_owner_q names i
//! ```
//!
//! - **Request** (per requester `i`, packed: lane `i` of each vector): `req_valid[i]`, `req_ready[i]`,
//!   `req_addr[i*ADDR_BITS +: ADDR_BITS]`, `req_we[i]`, `req_wdata[i*WIDTH +: WIDTH]`. A transfer is a rising
//!   edge with `req_valid[i] & req_ready[i]` (docs/handshake.md). `req_ready[i]` depends combinationally on
//!   all requesters' `req_valid`/`req_addr` (the sink may make ready depend on valid) and on the arbiter
//!   state; it never feeds back into any `req_valid`.
//! - **Response** (no ready: the requester always accepts): a read transferred on edge `t` is answered by
//!   `rsp_valid[i] = 1` and `rsp_data[i*WIDTH +: WIDTH]` during cycle `t + LATENCY` (`LATENCY = 2`: the
//!   BRAM's registered read, then a response register). Writes produce no response. Responses of one
//!   requester come back in request order (fixed latency). `rsp_data` lanes are zero when not valid.
//! - **Arbitration**: per bank, round-robin over the requesters that want the bank this cycle, starting
//!   after the last one granted. A requester that holds `req_valid` waits at most `M - 1` cycles.
//! - **Counters** (32 bit, wrapping, cleared by reset): `stall_count[i*32 +: 32]` counts cycles with
//!   `req_valid[i] & !req_ready[i]`; `conflict_count` counts (bank, cycle) pairs in which two or more
//!   requesters wanted the same bank. Both show the count up to the previous cycle (registered).
//!
//! Parameters are const generics (rust-hdl 0.46 has no const arithmetic in types, so the derived widths
//! are parameters too and checked at elaboration): see [`SramBanks`].

use crate::emit::{emit, TopModule};
use rust_hdl::core::ast::{Verilog, VerilogExpression, VerilogLiteral, VerilogStatement};
use rust_hdl::prelude::*;

/// Fixed read latency in cycles, from the request transfer to `rsp_valid` (see the module comment).
pub const LATENCY: usize = 2;

/// One bank: a single-port `2^DB x W` memory with a registered read, written so that yosys maps it to
/// block RAM (DP16KD on ECP5, SB_RAM40_4K on iCE40). The read is enabled only when not writing, so
/// `rdata` holds during a write cycle (no read-during-write question for the BRAM primitive).
#[derive(LogicBlock)]
pub struct BramBank<const W: usize, const DB: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// DB bits, input: word address inside the bank.
    pub addr: Signal<In, Bits<DB>>,
    /// 1 bit, input: write `wdata` to `addr` on this edge (else read `addr`).
    pub we: Signal<In, Bit>,
    /// W bits, input: write data.
    pub wdata: Signal<In, Bits<W>>,
    /// W bits, output: the word read on the previous edge (held across write cycles).
    pub rdata: Signal<Out, Bits<W>>,
    _mem: Vec<Bits<W>>,
}

impl<const W: usize, const DB: usize> Default for BramBank<W, DB> {
    fn default() -> Self {
        assert!(W >= 1, "BramBank: word width W = {W} must be at least 1");
        assert!(
            (1..=16).contains(&DB),
            "BramBank: depth bits DB = {DB} must be in 1..=16"
        );
        Self {
            clock: Default::default(),
            addr: Default::default(),
            we: Default::default(),
            wdata: Default::default(),
            rdata: Default::default(),
            _mem: vec![Bits::<W>::default(); 1 << DB],
        }
    }
}

impl<const W: usize, const DB: usize> Logic for BramBank<W, DB> {
    fn update(&mut self) {
        if self.clock.pos_edge() {
            let a = self.addr.val().index();
            if self.we.val() {
                self._mem[a] = self.wdata.val();
            } else {
                self.rdata.next = self._mem[a];
            }
        }
    }

    fn connect(&mut self) {
        self.rdata.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!(
            "\
// Behavioural single-port RAM with registered read; yosys memory_libmap maps it to block RAM.
reg [{msb}:0] mem [0:{last}];

always @(posedge clock) begin
    if (we) begin
        mem[addr] <= wdata;
    end else begin
        rdata <= mem[addr];
    end
end
",
            msb = W - 1,
            last = (1usize << DB) - 1
        ))
    }
}

/// Round-robin arbiter over `M` requesters for one bank. `grant` is one-hot (or zero when nobody wants):
/// the first wanting requester strictly after the last one granted (cyclically), kept in `mask_q` as the
/// set of requesters above the last grant.
#[derive(LogicBlock)]
pub struct RrArbiter<const M: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous reset (priority back to requester 0).
    pub reset: Signal<In, Bit>,
    /// M bits, input: bit i = requester i wants this bank this cycle.
    pub want: Signal<In, Bits<M>>,
    /// M bits, output: one-hot grant (combinational from `want` and `mask_q`).
    pub grant: Signal<Out, Bits<M>>,
    /// 1 bit, output: two or more requesters want this bank this cycle.
    pub conflict: Signal<Out, Bit>,
    mask_q: DFF<Bits<M>>,
    masked: Signal<Local, Bits<M>>,
    one: Constant<Bits<M>>,
    zero: Constant<Bits<M>>,
}

impl<const M: usize> Default for RrArbiter<M> {
    fn default() -> Self {
        assert!(
            (2..=32).contains(&M),
            "RrArbiter: requester count M = {M} must be in 2..=32"
        );
        Self {
            clock: Default::default(),
            reset: Default::default(),
            want: Default::default(),
            grant: Default::default(),
            conflict: Default::default(),
            mask_q: Default::default(),
            masked: Default::default(),
            one: Constant::new(1u64.to_bits()),
            zero: Constant::new(0u64.to_bits()),
        }
    }
}

impl<const M: usize> Logic for RrArbiter<M> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, mask_q);
        self.masked.next = self.want.val() & self.mask_q.q.val();
        // lowest set bit: x & (~x + 1)
        if self.masked.val().any() {
            self.grant.next = self.masked.val() & (!self.masked.val() + self.one.val());
        } else {
            self.grant.next = self.want.val() & (!self.want.val() + self.one.val());
        }
        self.conflict.next = (self.want.val() & (self.want.val() - self.one.val())).any();
        if self.want.val().any() {
            // requesters strictly above the one granted get priority next time
            self.mask_q.d.next = !(self.grant.val() | (self.grant.val() - self.one.val()));
        }
        if self.reset.val() {
            self.mask_q.d.next = self.zero.val();
        }
    }
}

/// Packs `M` lanes of `W` bits into one `MW = M * W`-bit vector (lane i at bits `i*W +: W`). rust-hdl's
/// `#[hdl_gen]` cannot assign a slice of a vector, so this block writes its Verilog AST directly.
#[derive(LogicBlock)]
pub struct Pack<const W: usize, const M: usize, const MW: usize> {
    /// M x W bits, inputs: the lanes.
    pub lane: Vec<Signal<In, Bits<W>>>,
    /// MW bits, output: the lanes side by side, lane 0 in the low bits (not `packed`: a SystemVerilog keyword).
    pub whole: Signal<Out, Bits<MW>>,
}

impl<const W: usize, const M: usize, const MW: usize> Default for Pack<W, M, MW> {
    fn default() -> Self {
        assert!(MW == M * W, "Pack: packed width MW = {MW} must equal M * W = {M} * {W}");
        Self {
            lane: (0..M).map(|_| Default::default()).collect(),
            whole: Default::default(),
        }
    }
}

impl<const W: usize, const M: usize, const MW: usize> Logic for Pack<W, M, MW> {
    fn update(&mut self) {
        let mut p = Bits::<MW>::default();
        for (i, l) in self.lane.iter().enumerate() {
            p.set_bits::<W>(i * W, l.val());
        }
        self.whole.next = p;
    }

    fn connect(&mut self) {
        self.whole.connect();
    }

    fn hdl(&self) -> Verilog {
        let body = (0..M)
            .map(|i| VerilogStatement::SliceAssignment {
                base: VerilogExpression::Signal("whole".into()),
                width: W,
                offset: VerilogExpression::Literal(VerilogLiteral::from((i * W) as u32)),
                replacement: VerilogExpression::Signal(format!("lane${i}")),
            })
            .collect();
        Verilog::Combinatorial(body)
    }
}

/// `B` banks x `M` requesters. Const parameters (the derived ones are checked against the base ones):
///
/// | parameter | meaning | limits |
/// |---|---|---|
/// | `B` | banks | power of two, 2..=64 |
/// | `M` | requesters | 2..=32 |
/// | `W` | word width (WIDTH) | 1..=1024 |
/// | `DB` | log2(DEPTH), words per bank | 1..=16 |
/// | `BB` | log2(B) | = log2(B) |
/// | `AB` | ADDR_BITS = log2(B * DEPTH) | = BB + DB |
/// | `MA` | packed address width | = M * AB |
/// | `MW` | packed data width | = M * W |
/// | `MC` | packed stall-counter width | = M * 32 |
#[derive(LogicBlock)]
pub struct SramBanks<
    const B: usize,
    const M: usize,
    const W: usize,
    const DB: usize,
    const BB: usize,
    const AB: usize,
    const MA: usize,
    const MW: usize,
    const MC: usize,
> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset: arbiters, pending responses and counters cleared,
    /// `req_ready` low; memory contents are kept.
    pub reset: Signal<In, Bit>,
    /// M bits, input: bit i = requester i has a request.
    pub req_valid: Signal<In, Bits<M>>,
    /// M bits, output: bit i = requester i's request transfers on this edge (combinational).
    pub req_ready: Signal<Out, Bits<M>>,
    /// M x AB bits, input: lane i = requester i's word address; its low BB bits select the bank.
    pub req_addr: Signal<In, Bits<MA>>,
    /// M bits, input: bit i = requester i's request is a write (1) or a read (0).
    pub req_we: Signal<In, Bits<M>>,
    /// M x W bits, input: lane i = requester i's write data.
    pub req_wdata: Signal<In, Bits<MW>>,
    /// M bits, output: bit i = a read response for requester i this cycle (no ready: always accepted).
    pub rsp_valid: Signal<Out, Bits<M>>,
    /// M x W bits, output: lane i = requester i's read data (zero when `rsp_valid[i]` is low).
    pub rsp_data: Signal<Out, Bits<MW>>,
    /// M x 32 bits, output: lane i = cycles requester i had `req_valid` high and `req_ready` low.
    pub stall_count: Signal<Out, Bits<MC>>,
    /// 32 bits, output: sum over cycles of the number of banks wanted by two or more requesters.
    pub conflict_count: Signal<Out, Bits<32>>,
    banks: Vec<BramBank<W, DB>>,
    arbs: Vec<RrArbiter<M>>,
    /// per bank: one-hot requester whose read the bank performed on the last edge
    rd_owner_q: Vec<DFF<Bits<M>>>,
    rsp_valid_q: DFF<Bits<M>>,
    /// per requester: response data register
    rsp_data_q: Vec<DFF<Bits<W>>>,
    stall_q: Vec<DFF<Bits<32>>>,
    conflict_q: DFF<Bits<32>>,
    rsp_pack: Pack<W, M, MW>,
    stall_pack: Pack<32, M, MC>,
    /// per bank: requesters that want it this cycle
    want: Vec<Signal<Local, Bits<M>>>,
    granted: Signal<Local, Bits<M>>,
    rsp_any: Signal<Local, Bits<M>>,
    /// per requester: the read data routed to it this cycle
    lane: Vec<Signal<Local, Bits<W>>>,
    nconf: Signal<Local, Bits<32>>,
    c_ab: Constant<Bits<32>>,
    c_bb: Constant<Bits<32>>,
    c_w: Constant<Bits<32>>,
    c_one32: Constant<Bits<32>>,
    c_zero32: Constant<Bits<32>>,
    c_zero_m: Constant<Bits<M>>,
    c_zero_w: Constant<Bits<W>>,
    c_zero_db: Constant<Bits<DB>>,
    /// per bank: its index, BB bits
    c_bank: Vec<Constant<Bits<BB>>>,
    /// per requester: one-hot M-bit mask
    c_onehot: Vec<Constant<Bits<M>>>,
}

impl<
        const B: usize,
        const M: usize,
        const W: usize,
        const DB: usize,
        const BB: usize,
        const AB: usize,
        const MA: usize,
        const MW: usize,
        const MC: usize,
    > Default for SramBanks<B, M, W, DB, BB, AB, MA, MW, MC>
{
    fn default() -> Self {
        assert!(
            B.is_power_of_two() && (2..=64).contains(&B),
            "SramBanks: bank count B = {B} must be a power of two in 2..=64"
        );
        assert!(
            (2..=32).contains(&M),
            "SramBanks: requester count M = {M} must be in 2..=32"
        );
        assert!(
            (1..=1024).contains(&W),
            "SramBanks: word width W = {W} must be in 1..=1024"
        );
        assert!(
            (1..=16).contains(&DB),
            "SramBanks: depth bits DB = {DB} (DEPTH = 2^DB) must be in 1..=16"
        );
        assert!(
            1 << BB == B,
            "SramBanks: bank bits BB = {BB} must be log2(B) = log2({B})"
        );
        assert!(
            AB == BB + DB,
            "SramBanks: address bits AB = {AB} must be BB + DB = {BB} + {DB}"
        );
        assert!(
            MA == M * AB,
            "SramBanks: packed address width MA = {MA} must be M * AB = {M} * {AB}"
        );
        assert!(
            MW == M * W,
            "SramBanks: packed data width MW = {MW} must be M * W = {M} * {W}"
        );
        assert!(
            MC == M * 32,
            "SramBanks: packed counter width MC = {MC} must be M * 32 = {M} * 32"
        );
        Self {
            clock: Default::default(),
            reset: Default::default(),
            req_valid: Default::default(),
            req_ready: Default::default(),
            req_addr: Default::default(),
            req_we: Default::default(),
            req_wdata: Default::default(),
            rsp_valid: Default::default(),
            rsp_data: Default::default(),
            stall_count: Default::default(),
            conflict_count: Default::default(),
            banks: (0..B).map(|_| Default::default()).collect(),
            arbs: (0..B).map(|_| Default::default()).collect(),
            rd_owner_q: (0..B).map(|_| Default::default()).collect(),
            rsp_valid_q: Default::default(),
            rsp_data_q: (0..M).map(|_| Default::default()).collect(),
            stall_q: (0..M).map(|_| Default::default()).collect(),
            conflict_q: Default::default(),
            rsp_pack: Default::default(),
            stall_pack: Default::default(),
            want: (0..B).map(|_| Default::default()).collect(),
            granted: Default::default(),
            rsp_any: Default::default(),
            lane: (0..M).map(|_| Default::default()).collect(),
            nconf: Default::default(),
            c_ab: Constant::new((AB as u64).to_bits()),
            c_bb: Constant::new((BB as u64).to_bits()),
            c_w: Constant::new((W as u64).to_bits()),
            c_one32: Constant::new(1u64.to_bits()),
            c_zero32: Constant::new(0u64.to_bits()),
            c_zero_m: Constant::new(0u64.to_bits()),
            c_zero_w: Constant::new(Bits::<W>::default()),
            c_zero_db: Constant::new(0u64.to_bits()),
            c_bank: (0..B).map(|b| Constant::new((b as u64).to_bits())).collect(),
            c_onehot: (0..M).map(|i| Constant::new((1u64 << i).to_bits())).collect(),
        }
    }
}

impl<
        const B: usize,
        const M: usize,
        const W: usize,
        const DB: usize,
        const BB: usize,
        const AB: usize,
        const MA: usize,
        const MW: usize,
        const MC: usize,
    > Logic for SramBanks<B, M, W, DB, BB, AB, MA, MW, MC>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, rsp_valid_q, conflict_q);
        // --- request side: which requesters want which bank, arbitration, bank port mux
        self.granted.next = self.c_zero_m.val();
        for b in 0..B {
            self.banks[b].clock.next = self.clock.val();
            self.arbs[b].clock.next = self.clock.val();
            self.arbs[b].reset.next = self.reset.val();
            self.rd_owner_q[b].clock.next = self.clock.val();
            self.want[b].next = self.c_zero_m.val();
            for i in 0..M {
                if self.req_valid.val().get_bit(i)
                    & (self.req_addr.val().get_bits::<BB>(i * self.c_ab.val().index()) == self.c_bank[b].val())
                {
                    self.want[b].next = self.want[b].val() | self.c_onehot[i].val();
                }
            }
            if self.reset.val() {
                self.want[b].next = self.c_zero_m.val();
            }
            self.arbs[b].want.next = self.want[b].val();
            self.granted.next = self.granted.val() | self.arbs[b].grant.val();
            self.banks[b].addr.next = self.c_zero_db.val();
            self.banks[b].we.next = false;
            self.banks[b].wdata.next = self.c_zero_w.val();
            self.rd_owner_q[b].d.next = self.c_zero_m.val();
            for i in 0..M {
                if self.arbs[b].grant.val().get_bit(i) {
                    self.banks[b].addr.next = self
                        .req_addr
                        .val()
                        .get_bits::<DB>(i * self.c_ab.val().index() + self.c_bb.val().index());
                    self.banks[b].we.next = self.req_we.val().get_bit(i);
                    self.banks[b].wdata.next = self.req_wdata.val().get_bits::<W>(i * self.c_w.val().index());
                    if !self.req_we.val().get_bit(i) {
                        self.rd_owner_q[b].d.next = self.c_onehot[i].val();
                    }
                }
            }
        }
        self.req_ready.next = self.granted.val();
        // --- response side: route each bank's read data to the requester that issued the read
        self.rsp_any.next = self.c_zero_m.val();
        for i in 0..M {
            self.lane[i].next = self.c_zero_w.val();
        }
        for b in 0..B {
            self.rsp_any.next = self.rsp_any.val() | self.rd_owner_q[b].q.val();
            for i in 0..M {
                if self.rd_owner_q[b].q.val().get_bit(i) {
                    self.lane[i].next = self.banks[b].rdata.val();
                }
            }
        }
        self.rsp_valid_q.d.next = self.rsp_any.val();
        if self.reset.val() {
            self.rsp_valid_q.d.next = self.c_zero_m.val();
        }
        // --- counters and outputs
        for i in 0..M {
            self.rsp_data_q[i].clock.next = self.clock.val();
            self.rsp_data_q[i].d.next = self.lane[i].val();
            self.stall_q[i].clock.next = self.clock.val();
            self.stall_q[i].d.next = self.stall_q[i].q.val();
            if self.req_valid.val().get_bit(i) & !self.granted.val().get_bit(i) {
                self.stall_q[i].d.next = self.stall_q[i].q.val() + self.c_one32.val();
            }
            if self.reset.val() {
                self.rsp_data_q[i].d.next = self.c_zero_w.val();
                self.stall_q[i].d.next = self.c_zero32.val();
            }
            self.rsp_pack.lane[i].next = self.rsp_data_q[i].q.val();
            self.stall_pack.lane[i].next = self.stall_q[i].q.val();
        }
        self.nconf.next = self.conflict_q.q.val();
        for b in 0..B {
            if self.arbs[b].conflict.val() {
                self.nconf.next = self.nconf.val() + self.c_one32.val();
            }
        }
        self.conflict_q.d.next = self.nconf.val();
        if self.reset.val() {
            self.conflict_q.d.next = self.c_zero32.val();
        }
        self.rsp_valid.next = self.rsp_valid_q.q.val();
        self.rsp_data.next = self.rsp_pack.whole.val();
        self.stall_count.next = self.stall_pack.whole.val();
        self.conflict_count.next = self.conflict_q.q.val();
    }
}

/// B = 4 banks, M = 3 requesters, WIDTH = 32, DEPTH = 512 (ADDR_BITS = 11).
pub type SramB4M3W32D512 = SramBanks<4, 3, 32, 9, 2, 11, 33, 96, 96>;
/// B = 2 banks, M = 2 requesters, WIDTH = 64, DEPTH = 256 (ADDR_BITS = 9).
pub type SramB2M2W64D256 = SramBanks<2, 2, 64, 8, 1, 9, 18, 128, 64>;

/// The emitted top-level modules of this block (one per tested parameter setting).
pub fn tops() -> Vec<TopModule> {
    vec![
        emit("sram_b4_m3_w32_d512", SramB4M3W32D512::default()),
        emit("sram_b2_m2_w64_d256", SramB2M2W64D256::default()),
    ]
}
