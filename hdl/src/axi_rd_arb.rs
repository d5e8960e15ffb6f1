//! # axi_rd_arb
//!
//! AXI4 read-channel arbiter: merges four read masters (instruction fetch, the DMA engine, the DMA
//! executor's block-table reader, the matrix-vector executor's weight stream) onto one AXI4 read master
//! port with a single ID. AR requests are granted
//! round robin; the index of every granted burst goes into a grant FIFO of `OUT` entries (the most bursts
//! in flight; AR is stalled while it is full), and the R beats, which a single-ID slave returns in AR
//! order, are routed to the master at the FIFO's head until RLAST. Contract and figures: `docs/dma.md`,
//! section "AXI read arbiter".
//!
//! ```text
//!  m0_ar_* --+                                         +--> axi_ar_* (addr/len of the granted master)
//!  m1_ar_* --+--> round robin (grant held while AR  ---+
//!  m2_ar_* --+    waits for ready)  --push index--> grant FIFO (OUT) --head--+
//!  m3_ar_* --+
//!                                                                             v
//!  m0_r_* <--+                                                          route R beat,
//!  m1_r_* <--+<---------------------------------------- axi_r_* <------ pop on RLAST
//!  m2_r_* <--+
//!  m3_r_* <--+
//! ```
//!
//! Combinational paths (an interconnect, no added latency): `m*_ar_valid/addr/len` -> `axi_ar_*`,
//! `axi_ar_ready` -> `m*_ar_ready`, `axi_r_*` -> `m*_r_*`, `m*_r_ready` -> `axi_r_ready`. Nothing loops back
//! (the masters' valids never depend on their readies).
//!
//! Register naming: `<name>_q` is a register, its next value is `<name>_q.d`.

use rust_hdl::prelude::*;

/// The arbiter for `W`-bit read data and at most `OUT` bursts in flight (1..=8).
#[derive(LogicBlock)]
pub struct AxiRdArb<const W: usize, const OUT: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous reset (grant FIFO emptied; the slave and masters must be reset too).
    pub reset: Signal<In, Bit>,

    // ---- master 0 (instruction fetch)
    /// 1 bit, input: master 0 read request.
    pub m0_ar_valid: Signal<In, Bit>,
    /// 1 bit, output: master 0 request accepted (combinational from `axi_ar_ready` and the valids).
    pub m0_ar_ready: Signal<Out, Bit>,
    /// 32 bits, input: master 0 burst address.
    pub m0_ar_addr: Signal<In, Bits<32>>,
    /// 8 bits, input: master 0 ARLEN.
    pub m0_ar_len: Signal<In, Bits<8>>,
    /// 1 bit, output: read beat for master 0.
    pub m0_r_valid: Signal<Out, Bit>,
    /// 1 bit, input: master 0 takes the beat.
    pub m0_r_ready: Signal<In, Bit>,
    /// W bits, output: read data (shared by all masters).
    pub m0_r_data: Signal<Out, Bits<W>>,
    /// 1 bit, output: last beat.
    pub m0_r_last: Signal<Out, Bit>,
    /// 2 bits, output: RRESP.
    pub m0_r_resp: Signal<Out, Bits<2>>,
    // ---- master 1 (DMA engine)
    /// 1 bit, input: master 1 read request.
    pub m1_ar_valid: Signal<In, Bit>,
    /// 1 bit, output: master 1 request accepted.
    pub m1_ar_ready: Signal<Out, Bit>,
    /// 32 bits, input: master 1 burst address.
    pub m1_ar_addr: Signal<In, Bits<32>>,
    /// 8 bits, input: master 1 ARLEN.
    pub m1_ar_len: Signal<In, Bits<8>>,
    /// 1 bit, output: read beat for master 1.
    pub m1_r_valid: Signal<Out, Bit>,
    /// 1 bit, input: master 1 takes the beat.
    pub m1_r_ready: Signal<In, Bit>,
    /// W bits, output: read data.
    pub m1_r_data: Signal<Out, Bits<W>>,
    /// 1 bit, output: last beat.
    pub m1_r_last: Signal<Out, Bit>,
    /// 2 bits, output: RRESP.
    pub m1_r_resp: Signal<Out, Bits<2>>,
    // ---- master 2 (block-table reader)
    /// 1 bit, input: master 2 read request.
    pub m2_ar_valid: Signal<In, Bit>,
    /// 1 bit, output: master 2 request accepted.
    pub m2_ar_ready: Signal<Out, Bit>,
    /// 32 bits, input: master 2 burst address.
    pub m2_ar_addr: Signal<In, Bits<32>>,
    /// 8 bits, input: master 2 ARLEN.
    pub m2_ar_len: Signal<In, Bits<8>>,
    /// 1 bit, output: read beat for master 2.
    pub m2_r_valid: Signal<Out, Bit>,
    /// 1 bit, input: master 2 takes the beat.
    pub m2_r_ready: Signal<In, Bit>,
    /// W bits, output: read data.
    pub m2_r_data: Signal<Out, Bits<W>>,
    /// 1 bit, output: last beat.
    pub m2_r_last: Signal<Out, Bit>,
    /// 2 bits, output: RRESP.
    pub m2_r_resp: Signal<Out, Bits<2>>,

    // ---- master 3 (matrix-vector executor's weight stream)
    /// 1 bit, input: master 3 read request.
    pub m3_ar_valid: Signal<In, Bit>,
    /// 1 bit, output: master 3 request accepted.
    pub m3_ar_ready: Signal<Out, Bit>,
    /// 32 bits, input: master 3 burst address.
    pub m3_ar_addr: Signal<In, Bits<32>>,
    /// 8 bits, input: master 3 ARLEN.
    pub m3_ar_len: Signal<In, Bits<8>>,
    /// 1 bit, output: read beat for master 3.
    pub m3_r_valid: Signal<Out, Bit>,
    /// 1 bit, input: master 3 takes the beat.
    pub m3_r_ready: Signal<In, Bit>,
    /// W bits, output: read data.
    pub m3_r_data: Signal<Out, Bits<W>>,
    /// 1 bit, output: last beat.
    pub m3_r_last: Signal<Out, Bit>,
    /// 2 bits, output: RRESP.
    pub m3_r_resp: Signal<Out, Bits<2>>,

    // ---- merged AXI4 read master port
    /// 1 bit, output: read request (a master is granted and the grant FIFO has room).
    pub axi_ar_valid: Signal<Out, Bit>,
    /// 1 bit, input: request accepted.
    pub axi_ar_ready: Signal<In, Bit>,
    /// 32 bits, output: the granted master's address.
    pub axi_ar_addr: Signal<Out, Bits<32>>,
    /// 8 bits, output: the granted master's ARLEN.
    pub axi_ar_len: Signal<Out, Bits<8>>,
    /// 1 bit, input: read beat (in AR order, single ID).
    pub axi_r_valid: Signal<In, Bit>,
    /// 1 bit, output: the owning master's `r_ready` (0 while no burst is outstanding).
    pub axi_r_ready: Signal<Out, Bit>,
    /// W bits, input: read data.
    pub axi_r_data: Signal<In, Bits<W>>,
    /// 1 bit, input: last beat of the burst (pops the grant FIFO).
    pub axi_r_last: Signal<In, Bit>,
    /// 2 bits, input: RRESP.
    pub axi_r_resp: Signal<In, Bits<2>>,

    // ---- state
    gf: [DFF<Bits<2>>; OUT],
    gf_wp_q: DFF<Bits<3>>,
    gf_rp_q: DFF<Bits<3>>,
    gf_cnt_q: DFF<Bits<4>>,
    rr_q: DFF<Bits<2>>,
    lock_q: DFF<Bit>,
    lock_idx_q: DFF<Bits<2>>,

    // ---- combinational
    g: Signal<Local, Bits<2>>,
    g_valid: Signal<Local, Bit>,
    room: Signal<Local, Bit>,
    ar_fire: Signal<Local, Bit>,
    head: Signal<Local, Bits<2>>,
    has: Signal<Local, Bit>,
    r_pop: Signal<Local, Bit>,

    c0: Constant<Bits<2>>,
    c1: Constant<Bits<2>>,
    c2: Constant<Bits<2>>,
    c3: Constant<Bits<2>>,
    c_last: Constant<Bits<3>>,
    c_full: Constant<Bits<4>>,
    c_zero3: Constant<Bits<3>>,
    c_one3: Constant<Bits<3>>,
    c_zero4: Constant<Bits<4>>,
    c_one4: Constant<Bits<4>>,
}

impl<const W: usize, const OUT: usize> Default for AxiRdArb<W, OUT> {
    fn default() -> Self {
        assert!(W == 64 || W == 128 || W == 256, "AxiRdArb: data width W = {W} must be 64, 128 or 256");
        assert!((1..=8).contains(&OUT), "AxiRdArb: OUT = {OUT} bursts in flight must be in 1..=8");
        Self {
            clock: Default::default(),
            reset: Default::default(),
            m0_ar_valid: Default::default(),
            m0_ar_ready: Default::default(),
            m0_ar_addr: Default::default(),
            m0_ar_len: Default::default(),
            m0_r_valid: Default::default(),
            m0_r_ready: Default::default(),
            m0_r_data: Default::default(),
            m0_r_last: Default::default(),
            m0_r_resp: Default::default(),
            m1_ar_valid: Default::default(),
            m1_ar_ready: Default::default(),
            m1_ar_addr: Default::default(),
            m1_ar_len: Default::default(),
            m1_r_valid: Default::default(),
            m1_r_ready: Default::default(),
            m1_r_data: Default::default(),
            m1_r_last: Default::default(),
            m1_r_resp: Default::default(),
            m2_ar_valid: Default::default(),
            m2_ar_ready: Default::default(),
            m2_ar_addr: Default::default(),
            m2_ar_len: Default::default(),
            m2_r_valid: Default::default(),
            m2_r_ready: Default::default(),
            m2_r_data: Default::default(),
            m2_r_last: Default::default(),
            m2_r_resp: Default::default(),
            m3_ar_valid: Default::default(),
            m3_ar_ready: Default::default(),
            m3_ar_addr: Default::default(),
            m3_ar_len: Default::default(),
            m3_r_valid: Default::default(),
            m3_r_ready: Default::default(),
            m3_r_data: Default::default(),
            m3_r_last: Default::default(),
            m3_r_resp: Default::default(),
            axi_ar_valid: Default::default(),
            axi_ar_ready: Default::default(),
            axi_ar_addr: Default::default(),
            axi_ar_len: Default::default(),
            axi_r_valid: Default::default(),
            axi_r_ready: Default::default(),
            axi_r_data: Default::default(),
            axi_r_last: Default::default(),
            axi_r_resp: Default::default(),
            gf: std::array::from_fn(|_| Default::default()),
            gf_wp_q: Default::default(),
            gf_rp_q: Default::default(),
            gf_cnt_q: Default::default(),
            rr_q: Default::default(),
            lock_q: Default::default(),
            lock_idx_q: Default::default(),
            g: Default::default(),
            g_valid: Default::default(),
            room: Default::default(),
            ar_fire: Default::default(),
            head: Default::default(),
            has: Default::default(),
            r_pop: Default::default(),
            c0: Constant::new(0u64.into()),
            c1: Constant::new(1u64.into()),
            c2: Constant::new(2u64.into()),
            c3: Constant::new(3u64.into()),
            c_last: Constant::new(((OUT - 1) as u64).into()),
            c_full: Constant::new((OUT as u64).into()),
            c_zero3: Constant::new(0u64.into()),
            c_one3: Constant::new(1u64.into()),
            c_zero4: Constant::new(0u64.into()),
            c_one4: Constant::new(1u64.into()),
        }
    }
}

impl<const W: usize, const OUT: usize> Logic for AxiRdArb<W, OUT> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, gf_wp_q, gf_rp_q, gf_cnt_q, rr_q, lock_q, lock_idx_q);
        for i in 0..OUT {
            self.gf[i].clock.next = self.clock.val();
            self.gf[i].d.next = self.gf[i].q.val();
        }

        // ---------------- AR: round robin after the last grant; a waiting grant is held
        self.g_valid.next = self.m0_ar_valid.val() | self.m1_ar_valid.val() | self.m2_ar_valid.val() | self.m3_ar_valid.val();
        // priority after the last grant rr: rr+1, rr+2, rr+3, rr (mod 4); the last matching `if` wins
        self.g.next = self.c0.val();
        if self.rr_q.q.val() == self.c0.val() {
            if self.m0_ar_valid.val() {
                self.g.next = self.c0.val();
            }
            if self.m3_ar_valid.val() {
                self.g.next = self.c3.val();
            }
            if self.m2_ar_valid.val() {
                self.g.next = self.c2.val();
            }
            if self.m1_ar_valid.val() {
                self.g.next = self.c1.val();
            }
        } else if self.rr_q.q.val() == self.c1.val() {
            if self.m1_ar_valid.val() {
                self.g.next = self.c1.val();
            }
            if self.m0_ar_valid.val() {
                self.g.next = self.c0.val();
            }
            if self.m3_ar_valid.val() {
                self.g.next = self.c3.val();
            }
            if self.m2_ar_valid.val() {
                self.g.next = self.c2.val();
            }
        } else if self.rr_q.q.val() == self.c2.val() {
            if self.m2_ar_valid.val() {
                self.g.next = self.c2.val();
            }
            if self.m1_ar_valid.val() {
                self.g.next = self.c1.val();
            }
            if self.m0_ar_valid.val() {
                self.g.next = self.c0.val();
            }
            if self.m3_ar_valid.val() {
                self.g.next = self.c3.val();
            }
        } else {
            if self.m3_ar_valid.val() {
                self.g.next = self.c3.val();
            }
            if self.m2_ar_valid.val() {
                self.g.next = self.c2.val();
            }
            if self.m1_ar_valid.val() {
                self.g.next = self.c1.val();
            }
            if self.m0_ar_valid.val() {
                self.g.next = self.c0.val();
            }
        }
        if self.lock_q.q.val() {
            self.g.next = self.lock_idx_q.q.val();
        }
        self.room.next = self.gf_cnt_q.q.val() != self.c_full.val();
        self.axi_ar_valid.next = self.g_valid.val() & self.room.val();
        self.axi_ar_addr.next = self.m0_ar_addr.val();
        self.axi_ar_len.next = self.m0_ar_len.val();
        if self.g.val() == self.c1.val() {
            self.axi_ar_addr.next = self.m1_ar_addr.val();
            self.axi_ar_len.next = self.m1_ar_len.val();
        }
        if self.g.val() == self.c2.val() {
            self.axi_ar_addr.next = self.m2_ar_addr.val();
            self.axi_ar_len.next = self.m2_ar_len.val();
        }
        if self.g.val() == self.c3.val() {
            self.axi_ar_addr.next = self.m3_ar_addr.val();
            self.axi_ar_len.next = self.m3_ar_len.val();
        }
        self.m0_ar_ready.next = self.axi_ar_ready.val() & self.room.val() & self.g_valid.val() & (self.g.val() == self.c0.val());
        self.m1_ar_ready.next = self.axi_ar_ready.val() & self.room.val() & self.g_valid.val() & (self.g.val() == self.c1.val());
        self.m2_ar_ready.next = self.axi_ar_ready.val() & self.room.val() & self.g_valid.val() & (self.g.val() == self.c2.val());
        self.m3_ar_ready.next = self.axi_ar_ready.val() & self.room.val() & self.g_valid.val() & (self.g.val() == self.c3.val());
        self.ar_fire.next = self.g_valid.val() & self.room.val() & self.axi_ar_ready.val();
        if self.ar_fire.val() {
            self.rr_q.d.next = self.g.val();
            self.lock_q.d.next = false;
        } else if self.g_valid.val() & self.room.val() {
            self.lock_q.d.next = true;
            self.lock_idx_q.d.next = self.g.val();
        }

        // ---------------- R: route to the head of the grant FIFO, pop on RLAST
        self.has.next = self.gf_cnt_q.q.val().any();
        self.head.next = self.gf[0].q.val();
        for i in 1..OUT {
            if self.gf_rp_q.q.val().index() == i {
                self.head.next = self.gf[i].q.val();
            }
        }
        self.m0_r_valid.next = self.axi_r_valid.val() & self.has.val() & (self.head.val() == self.c0.val());
        self.m1_r_valid.next = self.axi_r_valid.val() & self.has.val() & (self.head.val() == self.c1.val());
        self.m2_r_valid.next = self.axi_r_valid.val() & self.has.val() & (self.head.val() == self.c2.val());
        self.m3_r_valid.next = self.axi_r_valid.val() & self.has.val() & (self.head.val() == self.c3.val());
        self.m0_r_data.next = self.axi_r_data.val();
        self.m1_r_data.next = self.axi_r_data.val();
        self.m2_r_data.next = self.axi_r_data.val();
        self.m3_r_data.next = self.axi_r_data.val();
        self.m0_r_last.next = self.axi_r_last.val();
        self.m1_r_last.next = self.axi_r_last.val();
        self.m2_r_last.next = self.axi_r_last.val();
        self.m3_r_last.next = self.axi_r_last.val();
        self.m0_r_resp.next = self.axi_r_resp.val();
        self.m1_r_resp.next = self.axi_r_resp.val();
        self.m2_r_resp.next = self.axi_r_resp.val();
        self.m3_r_resp.next = self.axi_r_resp.val();
        self.axi_r_ready.next = self.has.val() & self.m0_r_ready.val();
        if self.head.val() == self.c1.val() {
            self.axi_r_ready.next = self.has.val() & self.m1_r_ready.val();
        }
        if self.head.val() == self.c2.val() {
            self.axi_r_ready.next = self.has.val() & self.m2_r_ready.val();
        }
        if self.head.val() == self.c3.val() {
            self.axi_r_ready.next = self.has.val() & self.m3_r_ready.val();
        }
        self.r_pop.next = self.axi_r_valid.val() & self.axi_r_ready.val() & self.axi_r_last.val();

        // ---------------- grant FIFO
        for i in 0..OUT {
            if self.ar_fire.val() & (self.gf_wp_q.q.val().index() == i) {
                self.gf[i].d.next = self.g.val();
            }
        }
        if self.ar_fire.val() {
            if self.gf_wp_q.q.val() == self.c_last.val() {
                self.gf_wp_q.d.next = self.c_zero3.val();
            } else {
                self.gf_wp_q.d.next = self.gf_wp_q.q.val() + self.c_one3.val();
            }
        }
        if self.r_pop.val() {
            if self.gf_rp_q.q.val() == self.c_last.val() {
                self.gf_rp_q.d.next = self.c_zero3.val();
            } else {
                self.gf_rp_q.d.next = self.gf_rp_q.q.val() + self.c_one3.val();
            }
        }
        if self.ar_fire.val() & !self.r_pop.val() {
            self.gf_cnt_q.d.next = self.gf_cnt_q.q.val() + self.c_one4.val();
        }
        if !self.ar_fire.val() & self.r_pop.val() {
            self.gf_cnt_q.d.next = self.gf_cnt_q.q.val() - self.c_one4.val();
        }

        if self.reset.val() {
            self.gf_wp_q.d.next = self.c_zero3.val();
            self.gf_rp_q.d.next = self.c_zero3.val();
            self.gf_cnt_q.d.next = self.c_zero4.val();
            self.rr_q.d.next = self.c0.val();
            self.lock_q.d.next = false;
        }
    }
}

/// Outstanding read bursts of the emitted `axi_rd_arb_w64_o8`: fetch (up to 4 in its FIFO budget), DMA (up
/// to 4), block table (1) and the matrix-vector executor's weight stream share 8 entries.
pub const OUT_W64: usize = 8;

/// The emitted top-level modules of this block.
pub fn tops() -> Vec<crate::emit::TopModule> {
    vec![crate::emit::emit("axi_rd_arb_w64_o8", AxiRdArb::<64, OUT_W64>::default())]
}
