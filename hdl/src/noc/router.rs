//! # noc::router
//!
//! One 5-port wormhole router of the 2-D mesh: four link ports (north, east, south, west) with credit-based
//! flow control and one local port (valid/ready injection and ejection). XY dimension-order routing, a
//! 4-flit input FIFO per input port, round-robin allocation per output port, one flit per port per cycle.
//! Flit format and the whole timing contract: `docs/noc.md`.
//!
//! ```text
//!                 lin[N] lout[N]
//!                    |    ^
//!             +------v----+--------------------------------+
//!  lin[W] --->| FIFO[W] -+                    +-> out reg[N]|---> lout[N]
//!  lout[W]<---|          |   XY route, RR     +-> out reg[E]|---> lout[E]
//!             | FIFO[N] -+-> allocation per --+-> out reg[S]|---> lout[S]
//!             | FIFO[E] -+   output, 5x5      +-> out reg[W]|---> lout[W]
//!  inj  ----->| FIFO[S] -+   crossbar         +-> ej reg    |---> ej (valid/ready)
//!             | FIFO[L] -+                                  |
//!             +---------------------------------------------+
//! ```
//!
//! Port index `d` of the link arrays: 0 = north (y - 1), 1 = east (x + 1), 2 = south (y + 1), 3 = west
//! (x - 1). Input/output index 4 is the local port. Every output of the router is a register: link
//! `valid`/`flit`, returned credits, `ej_valid`/`ej_flit` and `inj_ready` (the local FIFO is not full), so no
//! combinational path crosses a router boundary.
//!
//! Per cycle, for every input whose FIFO is not empty, the flit at the front requests one output: a head
//! flit the XY route (first X until the column matches, then Y, then local), a body or tail flit the output
//! its packet holds. An output accepts a head flit only when no packet holds it, and only when it can send:
//! a link output needs a credit (counter, reset to the downstream FIFO depth 4, minus one per flit sent, plus
//! one per credit returned), the ejection register must be empty or drained this cycle (`ej_ready`). Among
//! the eligible inputs the output grants the first at or after its round-robin pointer; after granting a head
//! flit the pointer moves just past the winner. A granted head flit that is not also a tail locks the output
//! to its input until the tail passes (wormhole switching).

use rust_hdl::prelude::*;

/// FIFO depth of every input port (flits); also the initial credit count of every link output.
pub const DEPTH: usize = 4;

/// A 5-port mesh router for `FW`-bit flits (`FW - 2` payload bits, see `docs/noc.md`). Its mesh position
/// comes in on `pos_x`/`pos_y` (constants driven by the mesh), so every router of a mesh is the same module.
#[derive(LogicBlock)]
pub struct Router<const FW: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (empties FIFOs, credits back to 4, no packet in flight).
    pub reset: Signal<In, Bit>,
    /// 4 x 1 bit, input: a flit arrives on link d this cycle (the sender owned a credit for it).
    pub lin_valid: [Signal<In, Bit>; 4],
    /// 4 x FW bits, input: the flit arriving on link d.
    pub lin_flit: [Signal<In, Bits<FW>>; 4],
    /// 4 x 1 bit, output (registered): one credit returned on link d (a flit left input FIFO d last cycle).
    pub lin_credit: [Signal<Out, Bit>; 4],
    /// 4 x 1 bit, output (registered): a flit is sent on link d this cycle.
    pub lout_valid: [Signal<Out, Bit>; 4],
    /// 4 x FW bits, output (registered): the flit sent on link d (holds the last flit sent otherwise).
    pub lout_flit: [Signal<Out, Bits<FW>>; 4],
    /// 4 x 1 bit, input: the router on link d returns one credit this cycle.
    pub lout_credit: [Signal<In, Bit>; 4],
    /// 1 bit, input: injection stream valid (local port).
    pub inj_valid: Signal<In, Bit>,
    /// 1 bit, output (registered): the local input FIFO has room (does not depend on `inj_valid`).
    pub inj_ready: Signal<Out, Bit>,
    /// FW bits, input: injected flit.
    pub inj_flit: Signal<In, Bits<FW>>,
    /// 1 bit, output (registered): ejection stream valid (local port).
    pub ej_valid: Signal<Out, Bit>,
    /// 1 bit, input: the local sink accepts the ejected flit this cycle.
    pub ej_ready: Signal<In, Bit>,
    /// FW bits, output (registered): ejected flit.
    pub ej_flit: Signal<Out, Bits<FW>>,
    /// 32 bits, output (registered): flits switched by this router's crossbar since reset (wraps).
    pub flits: Signal<Out, Bits<32>>,
    /// 4 bits, input: this router's column (a constant in the mesh).
    pub pos_x: Signal<In, Bits<4>>,
    /// 4 bits, input: this router's row (a constant in the mesh).
    pub pos_y: Signal<In, Bits<4>>,
    // literal constants (localparams of exact width, so the Verilog is lint-clean)
    one2: Constant<Bits<2>>,
    zero2: Constant<Bits<2>>,
    one3: Constant<Bits<3>>,
    zero3: Constant<Bits<3>>,
    depth3: Constant<Bits<3>>,
    zero5: Constant<Bits<5>>,
    one32: Constant<Bits<32>>,
    zero32: Constant<Bits<32>>,
    oh5: [Constant<Bits<5>>; 5],
    // state: input FIFO storage (input p, entry e at index p * 4 + e), pointers and counts
    buf_q: [DFF<Bits<FW>>; 20],
    wr_q: [DFF<Bits<2>>; 5],
    rd_q: [DFF<Bits<2>>; 5],
    cnt_q: [DFF<Bits<3>>; 5],
    /// one-hot output held by the packet at input p (valid while its body flits pass)
    route_q: [DFF<Bits<5>>; 5],
    /// credit returned upstream on link p
    credit_q: [DFF<Bit>; 4],
    /// output q is held by a packet between its head and its tail
    lock_q: [DFF<Bit>; 5],
    /// one-hot round-robin pointer of output q: the input with the highest priority
    rr_q: [DFF<Bits<5>>; 5],
    /// output registers (q = 4 is the ejection register, held until `ej_ready`)
    ov_q: [DFF<Bit>; 5],
    of_q: [DFF<Bits<FW>>; 5],
    /// credits for link output q
    cred_q: [DFF<Bits<3>>; 4],
    flits_q: DFF<Bits<32>>,
    // combinational
    in_v: [Signal<Local, Bit>; 5],
    in_f: [Signal<Local, Bits<FW>>; 5],
    nonempty: [Signal<Local, Bit>; 5],
    front: [Signal<Local, Bits<FW>>; 5],
    head: [Signal<Local, Bit>; 5],
    tail: [Signal<Local, Bit>; 5],
    hroute: [Signal<Local, Bits<5>>; 5],
    want: [Signal<Local, Bits<5>>; 5],
    can_send: [Signal<Local, Bit>; 5],
    elig: [Signal<Local, Bit>; 25],
    gnt: [Signal<Local, Bit>; 25],
    seen: [Signal<Local, Bit>; 5],
    fire: [Signal<Local, Bit>; 5],
    fire_head: [Signal<Local, Bit>; 5],
    fire_tail: [Signal<Local, Bit>; 5],
    out_f: [Signal<Local, Bits<FW>>; 5],
    pop: [Signal<Local, Bit>; 5],
}

impl<const FW: usize> Default for Router<FW> {
    fn default() -> Self {
        assert!(
            (10..=1024).contains(&FW),
            "noc::Router: flit width FW = {FW} must be in 10..=1024 (head, tail, 8 coordinate bits)"
        );
        Self {
            clock: Default::default(),
            reset: Default::default(),
            lin_valid: Default::default(),
            lin_flit: Default::default(),
            lin_credit: Default::default(),
            lout_valid: Default::default(),
            lout_flit: Default::default(),
            lout_credit: Default::default(),
            inj_valid: Default::default(),
            inj_ready: Default::default(),
            inj_flit: Default::default(),
            ej_valid: Default::default(),
            ej_ready: Default::default(),
            ej_flit: Default::default(),
            flits: Default::default(),
            pos_x: Default::default(),
            pos_y: Default::default(),
            one2: Constant::new(1u64.into()),
            zero2: Constant::new(0u64.into()),
            one3: Constant::new(1u64.into()),
            zero3: Constant::new(0u64.into()),
            depth3: Constant::new((DEPTH as u64).into()),
            zero5: Constant::new(0u64.into()),
            one32: Constant::new(1u64.into()),
            zero32: Constant::new(0u64.into()),
            oh5: [0u64, 1, 2, 3, 4].map(|i| Constant::new((1u64 << i).into())),
            buf_q: Default::default(),
            wr_q: Default::default(),
            rd_q: Default::default(),
            cnt_q: Default::default(),
            route_q: Default::default(),
            credit_q: Default::default(),
            lock_q: Default::default(),
            rr_q: Default::default(),
            ov_q: Default::default(),
            of_q: Default::default(),
            cred_q: Default::default(),
            flits_q: Default::default(),
            in_v: Default::default(),
            in_f: Default::default(),
            nonempty: Default::default(),
            front: Default::default(),
            head: Default::default(),
            tail: Default::default(),
            hroute: Default::default(),
            want: Default::default(),
            can_send: Default::default(),
            elig: Default::default(),
            gnt: Default::default(),
            seen: Default::default(),
            fire: Default::default(),
            fire_head: Default::default(),
            fire_tail: Default::default(),
            out_f: Default::default(),
            pop: Default::default(),
        }
    }
}

impl<const FW: usize> Logic for Router<FW> {
    #[hdl_gen]
    fn update(&mut self) {
        // registers hold by default
        for i in 0..20 {
            self.buf_q[i].clock.next = self.clock.val();
            self.buf_q[i].d.next = self.buf_q[i].q.val();
        }
        for p in 0..5 {
            self.wr_q[p].clock.next = self.clock.val();
            self.wr_q[p].d.next = self.wr_q[p].q.val();
            self.rd_q[p].clock.next = self.clock.val();
            self.rd_q[p].d.next = self.rd_q[p].q.val();
            self.cnt_q[p].clock.next = self.clock.val();
            self.cnt_q[p].d.next = self.cnt_q[p].q.val();
            self.route_q[p].clock.next = self.clock.val();
            self.route_q[p].d.next = self.route_q[p].q.val();
            self.lock_q[p].clock.next = self.clock.val();
            self.lock_q[p].d.next = self.lock_q[p].q.val();
            self.rr_q[p].clock.next = self.clock.val();
            self.rr_q[p].d.next = self.rr_q[p].q.val();
            self.ov_q[p].clock.next = self.clock.val();
            self.ov_q[p].d.next = self.ov_q[p].q.val();
            self.of_q[p].clock.next = self.clock.val();
            self.of_q[p].d.next = self.of_q[p].q.val();
        }
        for d in 0..4 {
            self.credit_q[d].clock.next = self.clock.val();
            self.credit_q[d].d.next = self.credit_q[d].q.val();
            self.cred_q[d].clock.next = self.clock.val();
            self.cred_q[d].d.next = self.cred_q[d].q.val();
        }
        self.flits_q.clock.next = self.clock.val();
        self.flits_q.d.next = self.flits_q.q.val();

        // outputs: straight from registers
        for d in 0..4 {
            self.lin_credit[d].next = self.credit_q[d].q.val();
            self.lout_valid[d].next = self.ov_q[d].q.val();
            self.lout_flit[d].next = self.of_q[d].q.val();
        }
        self.ej_valid.next = self.ov_q[4].q.val();
        self.ej_flit.next = self.of_q[4].q.val();
        self.inj_ready.next = self.cnt_q[4].q.val() != self.depth3.val();
        self.flits.next = self.flits_q.q.val();

        // input side: what is written into each FIFO this cycle
        for d in 0..4 {
            self.in_v[d].next = self.lin_valid[d].val();
            self.in_f[d].next = self.lin_flit[d].val();
        }
        self.in_v[4].next = self.inj_valid.val() & (self.cnt_q[4].q.val() != self.depth3.val());
        self.in_f[4].next = self.inj_flit.val();

        // front flit of each FIFO and the output it requests (one-hot, index 4 = local)
        for p in 0..5 {
            self.nonempty[p].next = self.cnt_q[p].q.val().any();
            self.front[p].next = self.buf_q[p * 4].q.val();
            for e in 1..4 {
                if self.rd_q[p].q.val().index() == e {
                    self.front[p].next = self.buf_q[p * 4 + e].q.val();
                }
            }
            self.head[p].next = self.front[p].val().get_bit(0);
            self.tail[p].next = self.front[p].val().get_bit(1);
            self.hroute[p].next = self.oh5[4].val();
            if self.front[p].val().get_bits::<4>(6) < self.pos_y.val() {
                self.hroute[p].next = self.oh5[0].val();
            }
            if self.front[p].val().get_bits::<4>(6) > self.pos_y.val() {
                self.hroute[p].next = self.oh5[2].val();
            }
            if self.front[p].val().get_bits::<4>(2) < self.pos_x.val() {
                self.hroute[p].next = self.oh5[3].val();
            }
            if self.front[p].val().get_bits::<4>(2) > self.pos_x.val() {
                self.hroute[p].next = self.oh5[1].val();
            }
            if self.head[p].val() {
                self.want[p].next = self.hroute[p].val();
            } else {
                self.want[p].next = self.route_q[p].q.val();
            }
            self.pop[p].next = false;
        }

        // whether each output can take a flit this cycle
        for d in 0..4 {
            self.can_send[d].next = self.cred_q[d].q.val().any();
        }
        self.can_send[4].next = !self.ov_q[4].q.val() | self.ej_ready.val();

        // round-robin allocation per output q: first eligible input at or after the pointer, else the first
        for q in 0..5 {
            for p in 0..5 {
                self.elig[q * 5 + p].next = self.nonempty[p].val()
                    & self.want[p].val().get_bit(q)
                    & (!self.head[p].val() | !self.lock_q[q].q.val())
                    & self.can_send[q].val();
                self.gnt[q * 5 + p].next = false;
            }
            self.fire[q].next = false;
            self.seen[q].next = false;
            for p in 0..5 {
                self.seen[q].next = self.seen[q].val() | self.rr_q[q].q.val().get_bit(p);
                if !self.fire[q].val() & self.seen[q].val() & self.elig[q * 5 + p].val() {
                    self.gnt[q * 5 + p].next = true;
                    self.fire[q].next = true;
                }
            }
            for p in 0..5 {
                if !self.fire[q].val() & self.elig[q * 5 + p].val() {
                    self.gnt[q * 5 + p].next = true;
                    self.fire[q].next = true;
                }
            }
            // crossbar: the granted input's front flit
            self.out_f[q].next = self.front[0].val();
            self.fire_head[q].next = false;
            self.fire_tail[q].next = false;
            for p in 0..5 {
                if self.gnt[q * 5 + p].val() {
                    self.out_f[q].next = self.front[p].val();
                    self.fire_head[q].next = self.head[p].val();
                    self.fire_tail[q].next = self.tail[p].val();
                    self.pop[p].next = true;
                }
            }
            // wormhole lock and round-robin pointer
            if self.fire_head[q].val() & !self.fire_tail[q].val() {
                self.lock_q[q].d.next = true;
            }
            if self.fire_tail[q].val() {
                self.lock_q[q].d.next = false;
            }
            for p in 0..4 {
                if self.gnt[q * 5 + p].val() & self.head[p].val() {
                    self.rr_q[q].d.next = self.oh5[p + 1].val();
                    self.route_q[p].d.next = self.oh5[q].val();
                }
            }
            if self.gnt[q * 5 + 4].val() & self.head[4].val() {
                self.rr_q[q].d.next = self.oh5[0].val();
                self.route_q[4].d.next = self.oh5[q].val();
            }
            if self.fire[q].val() {
                self.flits_q.d.next = self.flits_q.d.val() + self.one32.val();
            }
        }

        // link output registers and credit counters
        for d in 0..4 {
            self.ov_q[d].d.next = self.fire[d].val();
            if self.fire[d].val() {
                self.of_q[d].d.next = self.out_f[d].val();
            }
            if self.fire[d].val() & !self.lout_credit[d].val() {
                self.cred_q[d].d.next = self.cred_q[d].q.val() - self.one3.val();
            }
            if !self.fire[d].val() & self.lout_credit[d].val() {
                self.cred_q[d].d.next = self.cred_q[d].q.val() + self.one3.val();
            }
        }
        // ejection register: valid held until ej_ready
        if self.fire[4].val() {
            self.ov_q[4].d.next = true;
            self.of_q[4].d.next = self.out_f[4].val();
        } else if self.ej_ready.val() {
            self.ov_q[4].d.next = false;
        }

        // input FIFOs: write at wr, pop at rd
        for p in 0..5 {
            for e in 0..4 {
                if self.in_v[p].val() & (self.wr_q[p].q.val().index() == e) {
                    self.buf_q[p * 4 + e].d.next = self.in_f[p].val();
                }
            }
            if self.in_v[p].val() {
                self.wr_q[p].d.next = self.wr_q[p].q.val() + self.one2.val();
            }
            if self.pop[p].val() {
                self.rd_q[p].d.next = self.rd_q[p].q.val() + self.one2.val();
            }
            if self.in_v[p].val() & !self.pop[p].val() {
                self.cnt_q[p].d.next = self.cnt_q[p].q.val() + self.one3.val();
            }
            if !self.in_v[p].val() & self.pop[p].val() {
                self.cnt_q[p].d.next = self.cnt_q[p].q.val() - self.one3.val();
            }
        }
        for d in 0..4 {
            self.credit_q[d].d.next = self.pop[d].val();
        }

        if self.reset.val() {
            for p in 0..5 {
                self.wr_q[p].d.next = self.zero2.val();
                self.rd_q[p].d.next = self.zero2.val();
                self.cnt_q[p].d.next = self.zero3.val();
                self.route_q[p].d.next = self.zero5.val();
                self.lock_q[p].d.next = false;
                self.rr_q[p].d.next = self.oh5[0].val();
                self.ov_q[p].d.next = false;
            }
            for d in 0..4 {
                self.credit_q[d].d.next = false;
                self.cred_q[d].d.next = self.depth3.val();
            }
            self.flits_q.d.next = self.zero32.val();
        }
    }
}
