//! # noc::sram_target
//!
//! The SRAM-side NoC endpoint of "SRAM over the NoC": it ejects request packets at the SRAM node, issues
//! them in arrival order on one requester port of the SRAM banks (`hdl/src/sram/`, fixed `LATENCY = 2`,
//! responses without ready), and injects one response packet per request back to the requester's node: the
//! read data for a read, a write acknowledge for a write (sent after the write was performed). Packet
//! formats and contract: `docs/noc.md`, section "SRAM over the NoC"; field positions in
//! [`super::sram_initiator`].
//!
//! ```text
//!               +----------------------------- NocSramTarget ---------------------------------+
//!  ej_flit ---->| read head ----------------+                                                 |
//!  ej_valid --->| write head -> hw_q (addr, |-> rq_q (valid, we, addr,  --> sram_req_* (valid =  |
//!  ej_ready <---|   src) + data flit -------+   src, data)                 rq valid & credit) |
//!               |                                     issue: s1_q -> s2_q (LATENCY = 2 later)  |
//!  sram_rsp_* ->|---------------------------------------------------> push {data | ack, dst=src}|
//!  inj_* <------|<-- 4-entry response FIFO (one-flit packets) <-----------------------------+   |
//!               |   credit: issue only if FIFO count + in-flight (s1, s2) < 4                   |
//!               +-----------------------------------------------------------------------------+
//! ```
//!
//! The credit rule makes the FIFO unable to overflow whatever the mesh does to `inj_ready`: every issued
//! request produces exactly one FIFO entry two cycles later, and it is issued only when a slot is reserved
//! for it. When the FIFO is full the target stops issuing, then stops ejecting, and the requests wait in
//! the mesh (back-pressure through the routers' credits); nothing is dropped. Four entries are enough for
//! one request per cycle in steady state (in flight 2, FIFO 1).
//!
//! Written as Verilog text (`Verilog::Wrapper`), as [`super::sram_initiator`] is, for the same reason;
//! simulated in Verilator against its cycle model (`testbench/src/models/noc/sram_bridge.rs`).

use super::sram_initiator::{check_params, pad, F_ADDR, F_DATA};
use rust_hdl::prelude::*;

/// Depth of the response FIFO (flits): also the credit limit for issued requests.
pub const RSP_DEPTH: usize = 4;

/// The SRAM-node bridge for `W`-bit words, `FW`-bit flits and `AB`-bit word addresses.
#[derive(LogicBlock)]
pub struct NocSramTarget<const W: usize, const FW: usize, const AB: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (nothing pending, FIFO empty, `err` cleared).
    pub reset: Signal<In, Bit>,
    /// 4 bits, input: this node's column (a constant in the top); request heads must name it.
    pub node_x: Signal<In, Bits<4>>,
    /// 4 bits, input: this node's row (a constant in the top).
    pub node_y: Signal<In, Bits<4>>,
    /// 1 bit, input: the mesh ejects a request flit.
    pub ej_valid: Signal<In, Bit>,
    /// 1 bit, output: the flit is taken (combinational from `ej_flit`, registers and `sram_req_ready`).
    pub ej_ready: Signal<Out, Bit>,
    /// FW bits, input: the ejected flit.
    pub ej_flit: Signal<In, Bits<FW>>,
    /// 1 bit, output: a response flit is offered to the mesh (registered: FIFO not empty).
    pub inj_valid: Signal<Out, Bit>,
    /// 1 bit, input: the mesh accepts the response flit.
    pub inj_ready: Signal<In, Bit>,
    /// FW bits, output: the response flit at the FIFO's head (registered).
    pub inj_flit: Signal<Out, Bits<FW>>,
    /// 1 bit, output: a request for the SRAM requester port (registered state only).
    pub sram_req_valid: Signal<Out, Bit>,
    /// 1 bit, input: the SRAM takes the request on this edge.
    pub sram_req_ready: Signal<In, Bit>,
    /// AB bits, output: word address.
    pub sram_req_addr: Signal<Out, Bits<AB>>,
    /// 1 bit, output: 1 = write, 0 = read.
    pub sram_req_we: Signal<Out, Bit>,
    /// W bits, output: write data.
    pub sram_req_wdata: Signal<Out, Bits<W>>,
    /// 1 bit, input: read response from the SRAM (exactly LATENCY = 2 cycles after the read's transfer).
    pub sram_rsp_valid: Signal<In, Bit>,
    /// W bits, input: read data.
    pub sram_rsp_data: Signal<In, Bits<W>>,
    /// 1 bit, output (sticky until reset): a malformed or misrouted request flit was ejected, or the SRAM
    /// answered at another time than LATENCY after a read. Always 0 in a correct system.
    pub err: Signal<Out, Bit>,
}

impl<const W: usize, const FW: usize, const AB: usize> Default for NocSramTarget<W, FW, AB> {
    fn default() -> Self {
        check_params("NocSramTarget", W, FW, AB);
        Self {
            clock: Default::default(),
            reset: Default::default(),
            node_x: Default::default(),
            node_y: Default::default(),
            ej_valid: Default::default(),
            ej_ready: Default::default(),
            ej_flit: Default::default(),
            inj_valid: Default::default(),
            inj_ready: Default::default(),
            inj_flit: Default::default(),
            sram_req_valid: Default::default(),
            sram_req_ready: Default::default(),
            sram_req_addr: Default::default(),
            sram_req_we: Default::default(),
            sram_req_wdata: Default::default(),
            sram_rsp_valid: Default::default(),
            sram_rsp_data: Default::default(),
            err: Default::default(),
        }
    }
}

impl<const W: usize, const FW: usize, const AB: usize> Logic for NocSramTarget<W, FW, AB> {
    /// Simulated in Verilator only (see the module comment).
    fn update(&mut self) {}

    fn connect(&mut self) {
        self.ej_ready.connect();
        self.inj_valid.connect();
        self.inj_flit.connect();
        self.sram_req_valid.connect();
        self.sram_req_addr.connect();
        self.sram_req_we.connect();
        self.sram_req_wdata.connect();
        self.err.connect();
    }

    fn hdl(&self) -> Verilog {
        let hzero = if FW > F_ADDR + AB {
            format!(" & ~(|ej_flit[{}:{}])", FW - 1, F_ADDR + AB)
        } else {
            String::new()
        };
        let dzero = if FW > F_DATA + W {
            format!(" & ~(|ej_flit[{}:{}])", FW - 1, F_DATA + W)
        } else {
            String::new()
        };
        let code = format!(
            "\
// request register: the next request for the SRAM port
reg rq_v_q;
reg rq_we_q;
reg [{am}:0] rq_addr_q;
reg [7:0] rq_src_q;
reg [{wm}:0] rq_data_q;
// a write's head flit, waiting for its data flit
reg hw_v_q;
reg [{am}:0] hw_addr_q;
reg [7:0] hw_src_q;
// issued requests in flight inside the SRAM (LATENCY = 2 stages)
reg s1_v_q;
reg s1_we_q;
reg [7:0] s1_src_q;
reg s2_v_q;
reg s2_we_q;
reg [7:0] s2_src_q;
// response FIFO of one-flit packets
reg [{fm}:0] f_q [0:3];
reg [1:0] wp_q;
reg [1:0] rp_q;
reg [2:0] cnt_q;
reg err_q;
// decode of the ejected flit
wire e_head = ej_flit[0];
wire e_tail = ej_flit[1];
wire e_here = ej_flit[9:2] == {{node_y, node_x}};
wire e_rd = e_head & e_tail & e_here & (ej_flit[11:10] == 2'b00){hzero};
wire e_wh = e_head & ~e_tail & e_here & (ej_flit[11:10] == 2'b01) & ~hw_v_q{hzero};
wire e_wd = ~e_head & e_tail & hw_v_q & (ej_flit[11:2] == 10'd0){dzero};
wire e_bad = ~(e_rd | e_wh | e_wd);
// credit: a FIFO slot for every request in flight, and one for the next
wire [3:0] occ = {{1'b0, cnt_q}} + {{3'd0, s1_v_q}} + {{3'd0, s2_v_q}};
wire credit = occ < 4'd{depth};
wire issue = sram_req_valid & sram_req_ready;
wire rq_free = ~rq_v_q | issue;
wire take = ej_valid & ej_ready;
wire pop = inj_valid & inj_ready;
wire [{fm}:0] f_d = {{{fpad}(s2_we_q ? {w}'d0 : sram_rsp_data), 1'b1, s2_we_q, s2_src_q, 2'b11}};
assign ej_ready = ~reset & (e_wh | e_bad | ((e_rd | e_wd) & rq_free));
assign sram_req_valid = rq_v_q & credit;
assign sram_req_addr = rq_addr_q;
assign sram_req_we = rq_we_q;
assign sram_req_wdata = rq_data_q;
assign inj_valid = cnt_q != 3'd0;
assign inj_flit = f_q[rp_q];
assign err = err_q;

always @(posedge clock) begin
    if (reset) begin
        rq_v_q <= 1'b0;
        rq_we_q <= 1'b0;
        rq_addr_q <= {ab}'d0;
        rq_src_q <= 8'd0;
        rq_data_q <= {w}'d0;
        hw_v_q <= 1'b0;
        hw_addr_q <= {ab}'d0;
        hw_src_q <= 8'd0;
        s1_v_q <= 1'b0;
        s1_we_q <= 1'b0;
        s1_src_q <= 8'd0;
        s2_v_q <= 1'b0;
        s2_we_q <= 1'b0;
        s2_src_q <= 8'd0;
        wp_q <= 2'd0;
        rp_q <= 2'd0;
        cnt_q <= 3'd0;
        err_q <= 1'b0;
    end else begin
        if (take & e_rd) begin
            rq_v_q <= 1'b1;
            rq_we_q <= 1'b0;
            rq_addr_q <= ej_flit[{ahi}:{alo}];
            rq_src_q <= ej_flit[19:12];
            rq_data_q <= {w}'d0;
        end else if (take & e_wd) begin
            rq_v_q <= 1'b1;
            rq_we_q <= 1'b1;
            rq_addr_q <= hw_addr_q;
            rq_src_q <= hw_src_q;
            rq_data_q <= ej_flit[{dhi}:{dlo}];
        end else if (issue) begin
            rq_v_q <= 1'b0;
        end
        if (take & e_wh) begin
            hw_v_q <= 1'b1;
            hw_addr_q <= ej_flit[{ahi}:{alo}];
            hw_src_q <= ej_flit[19:12];
        end else if (take & e_wd) begin
            hw_v_q <= 1'b0;
        end
        s1_v_q <= issue;
        s1_we_q <= rq_we_q;
        s1_src_q <= rq_src_q;
        s2_v_q <= s1_v_q;
        s2_we_q <= s1_we_q;
        s2_src_q <= s1_src_q;
        if (s2_v_q) begin
            f_q[wp_q] <= f_d;
            wp_q <= wp_q + 2'd1;
        end
        if (pop) begin
            rp_q <= rp_q + 2'd1;
        end
        cnt_q <= cnt_q + {{2'd0, s2_v_q}} - {{2'd0, pop}};
        if ((take & e_bad) | (sram_rsp_valid != (s2_v_q & ~s2_we_q)) | (s2_v_q & ~pop & (cnt_q == 3'd{depth}))) begin
            err_q <= 1'b1;
        end
    end
end
",
            am = AB - 1,
            ab = AB,
            wm = W - 1,
            w = W,
            fm = FW - 1,
            depth = RSP_DEPTH,
            fpad = pad(FW - F_DATA - W),
            ahi = F_ADDR + AB - 1,
            alo = F_ADDR,
            dhi = F_DATA + W - 1,
            dlo = F_DATA,
        );
        Verilog::Wrapper(Wrapper {
            code,
            cores: String::new(),
        })
    }
}
