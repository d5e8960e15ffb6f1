//! # noc::sram_initiator
//!
//! The unit-side NoC endpoint of "SRAM over the NoC": it takes a unit's standard SRAM port (as the target
//! of that port: `sram_req_*` in, `sram_rsp_*` out, the shape of `docs/dma.md` / `docs/sram.md`) and turns
//! every request into a packet to the SRAM node (`tgt_x`, `tgt_y`), and every response packet that comes
//! back into `sram_rsp_valid`/`sram_rsp_data`. Packet formats, ordering and write-acknowledge contract:
//! `docs/noc.md`, section "SRAM over the NoC".
//!
//! ```text
//!                 +----------------------- NocSramInitiator ------------------------+
//!  sram_req_* --->| accept if packet register free (or leaving) and the  | hf_q  |--+--> inj_valid/flit
//!  (valid/ready)  | outstanding count of that kind < 16 ---------------> | df_q  |  |<-- inj_ready
//!                 |   read : 1 flit  [addr|src|kind=00|dst|T=1|H=1]      +-------+  |
//!                 |   write: 2 flits [addr|src|kind=01|dst|T=0|H=1], [data|0|T=1|H=0]|
//!  sram_rsp_* <---|<-- kind=10 (read data)  -+                                      |<-- ej_valid/flit
//!                 |    kind=11 (write ack) --+--> rd_q / wr_q counters, idle, err   |--> ej_ready = 1
//!                 +-----------------------------------------------------------------+
//! ```
//!
//! Responses arrive as one-flit packets and are always accepted (`ej_ready = 1`): the unit has no ready on
//! its response port, and write acks only decrement a counter. `reads_pending` / `writes_pending` count
//! reads accepted and not yet answered / writes accepted and not yet acknowledged by the SRAM node (the
//! ack leaves the SRAM node after the write was performed in the SRAM); each is bounded by 16, which keeps
//! the counters small and bounds what one initiator can have in flight. `idle` = nothing pending at all: a
//! unit that has had its last write accepted waits for `writes_pending == 0` (from the next cycle on: the
//! counters are registered) before it signals completion.
//!
//! The block is written as Verilog text (`Verilog::Wrapper`) because its packets are concatenations of
//! fields of parameter-dependent widths, which rust-hdl 0.46's `#[hdl_gen]` can only build with one
//! submodule per field; it has no rust-hdl simulation (`update` is empty), like the mesh: it is simulated
//! in Verilator against its cycle model (`testbench/src/models/noc/sram_bridge.rs`).

use rust_hdl::prelude::*;

/// Flit bit of the head marker.
pub const F_HEAD: usize = 0;
/// Flit bit of the tail marker.
pub const F_TAIL: usize = 1;
/// First bit of the destination (`dst_x` bits 5..2, `dst_y` bits 9..6), read by the routers.
pub const F_DST: usize = 2;
/// First bit of the 2-bit packet kind (head flits).
pub const F_KIND: usize = 10;
/// First bit of the source node (`src_x` bits 15..12, `src_y` bits 19..16) in request head flits.
pub const F_SRC: usize = 12;
/// First bit of the word address in request head flits.
pub const F_ADDR: usize = 20;
/// First bit of the data word in write-data flits and read-response flits.
pub const F_DATA: usize = 12;
/// Packet kinds (flit bits 11..10 of a head flit).
pub const KIND_READ: u64 = 0;
/// A write request: head flit then one data flit.
pub const KIND_WRITE: u64 = 1;
/// A read response: one flit carrying the data.
pub const KIND_RDATA: u64 = 2;
/// A write acknowledge: one flit, no data.
pub const KIND_WACK: u64 = 3;
/// Bound on outstanding reads, and separately on outstanding writes, per initiator.
pub const MAX_OUTSTANDING: u64 = 16;

/// Checks the flit-width parameters shared by both bridges; panics naming the values.
pub fn check_params(who: &str, w: usize, fw: usize, ab: usize) {
    assert!((8..=1024).contains(&w), "{who}: word width W = {w} must be in 8..=1024");
    assert!((1..=32).contains(&ab), "{who}: address bits AB = {ab} must be in 1..=32");
    assert!(
        fw >= w + F_DATA && fw >= F_ADDR + ab,
        "{who}: flit width FW = {fw} must be at least W + 12 = {} and 20 + AB = {}",
        w + F_DATA,
        F_ADDR + ab
    );
}

/// `{ {n{1'b0}}, ` or nothing when `n == 0` (zero padding at the top of a concatenation).
pub(crate) fn pad(n: usize) -> String {
    if n == 0 {
        String::new()
    } else {
        format!("{{{n}{{1'b0}}}}, ")
    }
}

/// The unit-side bridge for `W`-bit words, `FW`-bit flits and `AB`-bit word addresses.
#[derive(LogicBlock)]
pub struct NocSramInitiator<const W: usize, const FW: usize, const AB: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (nothing pending, counters 0, `err` cleared).
    pub reset: Signal<In, Bit>,
    /// 4 bits, input: this node's column (a constant in the top), sent as the requests' source.
    pub node_x: Signal<In, Bits<4>>,
    /// 4 bits, input: this node's row (a constant in the top).
    pub node_y: Signal<In, Bits<4>>,
    /// 4 bits, input: the SRAM node's column (a constant in the top), the requests' destination.
    pub tgt_x: Signal<In, Bits<4>>,
    /// 4 bits, input: the SRAM node's row (a constant in the top).
    pub tgt_y: Signal<In, Bits<4>>,
    /// 1 bit, input: the unit offers a request.
    pub sram_req_valid: Signal<In, Bit>,
    /// 1 bit, output: the request transfers on this edge (combinational from `sram_req_we`, `inj_ready`,
    /// and registers).
    pub sram_req_ready: Signal<Out, Bit>,
    /// AB bits, input: word address.
    pub sram_req_addr: Signal<In, Bits<AB>>,
    /// 1 bit, input: 1 = write, 0 = read.
    pub sram_req_we: Signal<In, Bit>,
    /// W bits, input: write data (ignored for reads).
    pub sram_req_wdata: Signal<In, Bits<W>>,
    /// 1 bit, output: a read response (no ready: the unit always accepts), in request order.
    pub sram_rsp_valid: Signal<Out, Bit>,
    /// W bits, output: the read data (zero when `sram_rsp_valid` is low).
    pub sram_rsp_data: Signal<Out, Bits<W>>,
    /// 1 bit, output: offers a flit to the mesh (registered).
    pub inj_valid: Signal<Out, Bit>,
    /// 1 bit, input: the mesh accepts the injected flit.
    pub inj_ready: Signal<In, Bit>,
    /// FW bits, output: the injected flit (registered).
    pub inj_flit: Signal<Out, Bits<FW>>,
    /// 1 bit, input: the mesh ejects a flit (a response or write ack packet, one flit each).
    pub ej_valid: Signal<In, Bit>,
    /// 1 bit, output: always 1 (responses are delivered straight to the unit, acks counted).
    pub ej_ready: Signal<Out, Bit>,
    /// FW bits, input: the ejected flit.
    pub ej_flit: Signal<In, Bits<FW>>,
    /// 5 bits, output (registered): reads accepted and not yet answered (0..=16).
    pub reads_pending: Signal<Out, Bits<5>>,
    /// 5 bits, output (registered): writes accepted and not yet acknowledged by the SRAM node (0..=16).
    pub writes_pending: Signal<Out, Bits<5>>,
    /// 1 bit, output: no packet being injected, no read and no write pending (registered state only).
    pub idle: Signal<Out, Bit>,
    /// 1 bit, output (sticky until reset): an ejected flit was not a one-flit response/ack for this node
    /// (destination = `node_x`/`node_y`, unused top bits zero), or a response
    /// or ack arrived with nothing pending. Always 0 in a correct system.
    pub err: Signal<Out, Bit>,
}

impl<const W: usize, const FW: usize, const AB: usize> Default for NocSramInitiator<W, FW, AB> {
    fn default() -> Self {
        check_params("NocSramInitiator", W, FW, AB);
        Self {
            clock: Default::default(),
            reset: Default::default(),
            node_x: Default::default(),
            node_y: Default::default(),
            tgt_x: Default::default(),
            tgt_y: Default::default(),
            sram_req_valid: Default::default(),
            sram_req_ready: Default::default(),
            sram_req_addr: Default::default(),
            sram_req_we: Default::default(),
            sram_req_wdata: Default::default(),
            sram_rsp_valid: Default::default(),
            sram_rsp_data: Default::default(),
            inj_valid: Default::default(),
            inj_ready: Default::default(),
            inj_flit: Default::default(),
            ej_valid: Default::default(),
            ej_ready: Default::default(),
            ej_flit: Default::default(),
            reads_pending: Default::default(),
            writes_pending: Default::default(),
            idle: Default::default(),
            err: Default::default(),
        }
    }
}

impl<const W: usize, const FW: usize, const AB: usize> Logic for NocSramInitiator<W, FW, AB> {
    /// Simulated in Verilator only (see the module comment).
    fn update(&mut self) {}

    fn connect(&mut self) {
        self.sram_req_ready.connect();
        self.sram_rsp_valid.connect();
        self.sram_rsp_data.connect();
        self.inj_valid.connect();
        self.inj_flit.connect();
        self.ej_ready.connect();
        self.reads_pending.connect();
        self.writes_pending.connect();
        self.idle.connect();
        self.err.connect();
    }

    fn hdl(&self) -> Verilog {
        let hpad = pad(FW - F_ADDR - AB);
        let dpad = pad(FW - F_DATA - W);
        let max = MAX_OUTSTANDING;
        let epad = if FW > F_DATA + W {
            format!(" & ~(|ej_flit[{}:{}])", FW - 1, F_DATA + W)
        } else {
            String::new()
        };
        let code = format!(
            "\
// packet register: the request being injected (head flit hf_q, then for a write the data flit df_q)
reg pv_q;            // a packet is being injected
reg pd_q;            // its head has been injected, the data flit is next
reg pw_q;            // it is a write (two flits)
reg [{fm}:0] hf_q;
reg [{fm}:0] df_q;
reg [4:0] rd_q;      // reads pending
reg [4:0] wr_q;      // writes pending
reg err_q;
wire fire = pv_q & inj_ready;
wire last = fire & (pd_q | ~pw_q);
wire room = ~pv_q | last;
wire can_r = rd_q != 5'd{max};
wire can_w = wr_q != 5'd{max};
wire acc = sram_req_valid & sram_req_ready;
// ejected flit: a one-flit packet (head and tail) of kind 1x (10 read data, 11 write ack) for this node
wire ej_one = ej_flit[0] & ej_flit[1] & ej_flit[11] & (ej_flit[9:2] == {{node_y, node_x}}){epad};
wire rsp = ej_valid & ej_one & ~ej_flit[10];
wire ack = ej_valid & ej_one & ej_flit[10];
wire bad = (ej_valid & ~ej_one) | (rsp & (rd_q == 5'd0)) | (ack & (wr_q == 5'd0));
wire [{fm}:0] hf_d = {{{hpad}sram_req_addr, node_y, node_x, 1'b0, sram_req_we, tgt_y, tgt_x, ~sram_req_we, 1'b1}};
wire [{fm}:0] df_d = {{{dpad}sram_req_wdata, 10'd0, 1'b1, 1'b0}};
assign sram_req_ready = ~reset & room & (sram_req_we ? can_w : can_r);
assign inj_valid = pv_q;
assign inj_flit = pd_q ? df_q : hf_q;
assign ej_ready = 1'b1;
assign sram_rsp_valid = rsp;
assign sram_rsp_data = rsp ? ej_flit[{dm}:{fd}] : {w}'d0;
assign reads_pending = rd_q;
assign writes_pending = wr_q;
assign idle = ~pv_q & (rd_q == 5'd0) & (wr_q == 5'd0);
assign err = err_q;

always @(posedge clock) begin
    if (reset) begin
        pv_q <= 1'b0;
        pd_q <= 1'b0;
        pw_q <= 1'b0;
        hf_q <= {fw}'d0;
        df_q <= {fw}'d0;
        rd_q <= 5'd0;
        wr_q <= 5'd0;
        err_q <= 1'b0;
    end else begin
        if (acc) begin
            pv_q <= 1'b1;
            pd_q <= 1'b0;
            pw_q <= sram_req_we;
            hf_q <= hf_d;
            df_q <= df_d;
        end else if (last) begin
            pv_q <= 1'b0;
            pd_q <= 1'b0;
        end else if (fire) begin
            pd_q <= 1'b1;
        end
        rd_q <= rd_q + {{4'd0, acc & ~sram_req_we}} - {{4'd0, rsp}};
        wr_q <= wr_q + {{4'd0, acc & sram_req_we}} - {{4'd0, ack}};
        if (bad) begin
            err_q <= 1'b1;
        end
    end
end
",
            fm = FW - 1,
            fw = FW,
            w = W,
            fd = F_DATA,
            dm = F_DATA + W - 1,
        );
        Verilog::Wrapper(Wrapper {
            code,
            cores: String::new(),
        })
    }
}
