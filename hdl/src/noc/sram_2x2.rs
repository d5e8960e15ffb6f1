//! # noc::sram_2x2
//!
//! The composed test top of "SRAM over the NoC": a 2x2 mesh ([`super::mesh::Mesh`]) whose node (0,0) holds
//! the SRAM banks ([`crate::sram::SramBanks`], B = 2 banks x 256 words, M = 2 requester ports) behind a
//! [`NocSramTarget`] on requester port 0, and whose other three nodes each hold a [`NocSramInitiator`] with
//! a unit's standard SRAM port brought out as lane `i` of the packed `u_*` ports (lane 0 = node 1 = (1,0),
//! lane 1 = node 2 = (0,1), lane 2 = node 3 = (1,1)). SRAM requester port 1 is brought out directly (`p1_*`)
//! for a local unit at the SRAM node (the tests use it to read the memory back). The mesh's local ports and
//! the target's SRAM port are also brought out as outputs (`noc_*`, `s0_*`), so the testbench can run the
//! bridges' cycle models on exactly the inputs the RTL bridges see and compare their outputs every cycle.
//!
//! ```text
//!   u lane 1 (0,1) -- ini[1] --+        +-- ini[0] -- u lane 0 (1,0)
//!                              |        |
//!        p1_* --+          +---v--------v---+
//!               |          |   2x2 mesh     |      node i = y * 2 + x; one link each way between
//!   SramBanks <-+-- tgt <->| (0,0)   (1,0)  |      neighbours (FW-bit flits, credits)
//!   B=2, M=2  s0_* (obs.)  | (0,1)   (1,1)  |
//!                          +--------^-------+
//!                                   +-- ini[2] -- u lane 2 (1,1)
//! ```
//!
//! Parameters: `W` word width, `FW` flit width (`>= W + 12`), `NF = 4 * FW`, `MW = 2 * W`, `UW = 3 * W`
//! (rust-hdl 0.46 has no const arithmetic in types; checked at elaboration). Word addresses are 9 bits
//! (512 words). The wiring is Verilog text (`Verilog::Custom`: one `always @(*)` per destination vector, so
//! Verilator sees no false combinational loop through the packed buses); there is no rust-hdl simulation.

use super::mesh::Mesh;
use super::sram_initiator::NocSramInitiator;
use super::sram_target::NocSramTarget;
use crate::sram::SramBanks;
use rust_hdl::prelude::*;

/// Word address bits of the composed top (2 banks x 256 words).
pub const ADDR_BITS: usize = 9;

/// Mesh node of initiator lane `i` (node 0 is the SRAM).
pub const INI_NODE: [usize; 3] = [1, 2, 3];

/// The 2x2 SRAM-over-NoC system. See the module comment.
#[derive(LogicBlock)]
pub struct NocSram2x2<const W: usize, const FW: usize, const NF: usize, const MW: usize, const UW: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset of everything (memory contents kept).
    pub reset: Signal<In, Bit>,
    /// 3 bits, input: bit i, unit i offers a request.
    pub u_req_valid: Signal<In, Bits<3>>,
    /// 3 bits, output: bit i, unit i's request transfers on this edge.
    pub u_req_ready: Signal<Out, Bits<3>>,
    /// 27 bits, input: lane i (`[9i +: 9]`), unit i's word address.
    pub u_req_addr: Signal<In, Bits<27>>,
    /// 3 bits, input: bit i, unit i's request is a write.
    pub u_req_we: Signal<In, Bits<3>>,
    /// 3 x W bits, input: lane i, unit i's write data.
    pub u_req_wdata: Signal<In, Bits<UW>>,
    /// 3 bits, output: bit i, a read response for unit i (no ready).
    pub u_rsp_valid: Signal<Out, Bits<3>>,
    /// 3 x W bits, output: lane i, unit i's read data (zero when not valid).
    pub u_rsp_data: Signal<Out, Bits<UW>>,
    /// 15 bits, output: lane i (`[5i +: 5]`), reads pending at initiator i.
    pub u_reads_pending: Signal<Out, Bits<15>>,
    /// 15 bits, output: lane i, writes pending (not yet acknowledged) at initiator i.
    pub u_writes_pending: Signal<Out, Bits<15>>,
    /// 3 bits, output: bit i, initiator i is idle (nothing in flight).
    pub u_idle: Signal<Out, Bits<3>>,
    /// 3 bits, output: bit i, initiator i's sticky error assertion (always 0).
    pub u_err: Signal<Out, Bits<3>>,
    /// 1 bit, output: the target's sticky error assertion (always 0).
    pub t_err: Signal<Out, Bit>,
    /// 1 bit, input: SRAM requester port 1 (local to the SRAM node): request valid.
    pub p1_req_valid: Signal<In, Bit>,
    /// 1 bit, output: port 1 request transfers (combinational, as `SramBanks`).
    pub p1_req_ready: Signal<Out, Bit>,
    /// 9 bits, input: port 1 word address.
    pub p1_req_addr: Signal<In, Bits<9>>,
    /// 1 bit, input: port 1 write.
    pub p1_req_we: Signal<In, Bit>,
    /// W bits, input: port 1 write data.
    pub p1_req_wdata: Signal<In, Bits<W>>,
    /// 1 bit, output: port 1 read response (LATENCY = 2, no ready).
    pub p1_rsp_valid: Signal<Out, Bit>,
    /// W bits, output: port 1 read data.
    pub p1_rsp_data: Signal<Out, Bits<W>>,
    /// 4 bits, output (observation): the mesh's `inj_valid` (bit n = node n).
    pub noc_inj_valid: Signal<Out, Bits<4>>,
    /// 4 bits, output (observation): the mesh's `inj_ready`.
    pub noc_inj_ready: Signal<Out, Bits<4>>,
    /// 4 x FW bits, output (observation): the mesh's `inj_flit`.
    pub noc_inj_flit: Signal<Out, Bits<NF>>,
    /// 4 bits, output (observation): the mesh's `ej_valid`.
    pub noc_ej_valid: Signal<Out, Bits<4>>,
    /// 4 bits, output (observation): the mesh's `ej_ready`.
    pub noc_ej_ready: Signal<Out, Bits<4>>,
    /// 4 x FW bits, output (observation): the mesh's `ej_flit`.
    pub noc_ej_flit: Signal<Out, Bits<NF>>,
    /// 1 bit, output (observation): the target's SRAM request valid (requester port 0).
    pub s0_req_valid: Signal<Out, Bit>,
    /// 1 bit, output (observation): SRAM port 0 ready.
    pub s0_req_ready: Signal<Out, Bit>,
    /// 9 bits, output (observation): SRAM port 0 address.
    pub s0_req_addr: Signal<Out, Bits<9>>,
    /// 1 bit, output (observation): SRAM port 0 write.
    pub s0_req_we: Signal<Out, Bit>,
    /// W bits, output (observation): SRAM port 0 write data.
    pub s0_req_wdata: Signal<Out, Bits<W>>,
    /// 1 bit, output (observation): SRAM port 0 read response.
    pub s0_rsp_valid: Signal<Out, Bit>,
    /// W bits, output (observation): SRAM port 0 read data.
    pub s0_rsp_data: Signal<Out, Bits<W>>,
    /// 32 bits, output: the mesh's `flit_count`.
    pub flit_count: Signal<Out, Bits<32>>,
    /// 1 bit, output: the mesh's `edge_err` (always 0).
    pub edge_err: Signal<Out, Bit>,
    /// 64 bits, output: the SRAM's `stall_count` (lane p = requester port p).
    pub sram_stall_count: Signal<Out, Bits<64>>,
    /// 32 bits, output: the SRAM's `conflict_count`.
    pub sram_conflict_count: Signal<Out, Bits<32>>,
    /// The mesh, node (0,0) = SRAM.
    pub mesh: Mesh<FW, 4, NF>,
    /// The SRAM banks: B = 2, M = 2, 256 words per bank.
    pub sram: SramBanks<2, 2, W, 8, 1, 9, 18, MW, 64>,
    /// The SRAM-node bridge, on requester port 0.
    pub tgt: NocSramTarget<W, FW, 9>,
    /// The unit-side bridges at nodes 1, 2, 3.
    pub ini: [NocSramInitiator<W, FW, 9>; 3],
}

impl<const W: usize, const FW: usize, const NF: usize, const MW: usize, const UW: usize> Default
    for NocSram2x2<W, FW, NF, MW, UW>
{
    fn default() -> Self {
        assert!(NF == 4 * FW, "NocSram2x2: NF = {NF} must equal 4 * FW = {}", 4 * FW);
        assert!(MW == 2 * W, "NocSram2x2: MW = {MW} must equal 2 * W = {}", 2 * W);
        assert!(UW == 3 * W, "NocSram2x2: UW = {UW} must equal 3 * W = {}", 3 * W);
        Self {
            clock: Default::default(),
            reset: Default::default(),
            u_req_valid: Default::default(),
            u_req_ready: Default::default(),
            u_req_addr: Default::default(),
            u_req_we: Default::default(),
            u_req_wdata: Default::default(),
            u_rsp_valid: Default::default(),
            u_rsp_data: Default::default(),
            u_reads_pending: Default::default(),
            u_writes_pending: Default::default(),
            u_idle: Default::default(),
            u_err: Default::default(),
            t_err: Default::default(),
            p1_req_valid: Default::default(),
            p1_req_ready: Default::default(),
            p1_req_addr: Default::default(),
            p1_req_we: Default::default(),
            p1_req_wdata: Default::default(),
            p1_rsp_valid: Default::default(),
            p1_rsp_data: Default::default(),
            noc_inj_valid: Default::default(),
            noc_inj_ready: Default::default(),
            noc_inj_flit: Default::default(),
            noc_ej_valid: Default::default(),
            noc_ej_ready: Default::default(),
            noc_ej_flit: Default::default(),
            s0_req_valid: Default::default(),
            s0_req_ready: Default::default(),
            s0_req_addr: Default::default(),
            s0_req_we: Default::default(),
            s0_req_wdata: Default::default(),
            s0_rsp_valid: Default::default(),
            s0_rsp_data: Default::default(),
            flit_count: Default::default(),
            edge_err: Default::default(),
            sram_stall_count: Default::default(),
            sram_conflict_count: Default::default(),
            mesh: Mesh::new(2, 2),
            sram: Default::default(),
            tgt: Default::default(),
            ini: Default::default(),
        }
    }
}

impl<const W: usize, const FW: usize, const NF: usize, const MW: usize, const UW: usize> Logic
    for NocSram2x2<W, FW, NF, MW, UW>
{
    /// Simulated in Verilator only (see the module comment).
    fn update(&mut self) {}

    fn connect(&mut self) {
        self.u_req_ready.connect();
        self.u_rsp_valid.connect();
        self.u_rsp_data.connect();
        self.u_reads_pending.connect();
        self.u_writes_pending.connect();
        self.u_idle.connect();
        self.u_err.connect();
        self.t_err.connect();
        self.p1_req_ready.connect();
        self.p1_rsp_valid.connect();
        self.p1_rsp_data.connect();
        self.noc_inj_valid.connect();
        self.noc_inj_ready.connect();
        self.noc_inj_flit.connect();
        self.noc_ej_valid.connect();
        self.noc_ej_ready.connect();
        self.noc_ej_flit.connect();
        self.s0_req_valid.connect();
        self.s0_req_ready.connect();
        self.s0_req_addr.connect();
        self.s0_req_we.connect();
        self.s0_req_wdata.connect();
        self.s0_rsp_valid.connect();
        self.s0_rsp_data.connect();
        self.flit_count.connect();
        self.edge_err.connect();
        self.sram_stall_count.connect();
        self.sram_conflict_count.connect();
        let m = &mut self.mesh;
        m.clock.connect();
        m.reset.connect();
        m.inj_valid.connect();
        m.inj_flit.connect();
        m.ej_ready.connect();
        let s = &mut self.sram;
        s.clock.connect();
        s.reset.connect();
        s.req_valid.connect();
        s.req_addr.connect();
        s.req_we.connect();
        s.req_wdata.connect();
        let t = &mut self.tgt;
        t.clock.connect();
        t.reset.connect();
        t.node_x.connect();
        t.node_y.connect();
        t.ej_valid.connect();
        t.ej_flit.connect();
        t.inj_ready.connect();
        t.sram_req_ready.connect();
        t.sram_rsp_valid.connect();
        t.sram_rsp_data.connect();
        for i in &mut self.ini {
            i.clock.connect();
            i.reset.connect();
            i.node_x.connect();
            i.node_y.connect();
            i.tgt_x.connect();
            i.tgt_y.connect();
            i.sram_req_valid.connect();
            i.sram_req_addr.connect();
            i.sram_req_we.connect();
            i.sram_req_wdata.connect();
            i.inj_ready.connect();
            i.ej_valid.connect();
            i.ej_flit.connect();
        }
    }

    fn hdl(&self) -> Verilog {
        let mut v = String::new();
        // clock, reset and the node constants: one block (it has clock/reset in its sensitivity list)
        v.push_str("always @(*) begin\n");
        for blk in ["mesh", "sram", "tgt", "ini$0", "ini$1", "ini$2"] {
            v.push_str(&format!("    {blk}$clock = clock;\n    {blk}$reset = reset;\n"));
        }
        v.push_str("    tgt$node_x = 4'd0;\n    tgt$node_y = 4'd0;\n");
        for (i, n) in INI_NODE.iter().enumerate() {
            v.push_str(&format!(
                "    ini${i}$node_x = 4'd{};\n    ini${i}$node_y = 4'd{};\n    ini${i}$tgt_x = 4'd0;\n    ini${i}$tgt_y = 4'd0;\n",
                n % 2,
                n / 2
            ));
        }
        v.push_str("end\n");
        let mut a = |lhs: String, rhs: String| v.push_str(&format!("always @(*) {lhs} = {rhs};\n"));
        let fl = |bus: &str, n: usize| format!("{bus}[{}:{}]", (n + 1) * FW - 1, n * FW);
        // mesh local ports: node 0 = target, node i+1.. = initiators
        a("mesh$inj_valid".into(), "{ini$2$inj_valid, ini$1$inj_valid, ini$0$inj_valid, tgt$inj_valid}".into());
        a("mesh$inj_flit".into(), "{ini$2$inj_flit, ini$1$inj_flit, ini$0$inj_flit, tgt$inj_flit}".into());
        a("mesh$ej_ready".into(), "{ini$2$ej_ready, ini$1$ej_ready, ini$0$ej_ready, tgt$ej_ready}".into());
        a("tgt$inj_ready".into(), "mesh$inj_ready[0]".into());
        a("tgt$ej_valid".into(), "mesh$ej_valid[0]".into());
        a("tgt$ej_flit".into(), fl("mesh$ej_flit", 0));
        for (i, n) in INI_NODE.iter().enumerate() {
            a(format!("ini${i}$inj_ready"), format!("mesh$inj_ready[{n}]"));
            a(format!("ini${i}$ej_valid"), format!("mesh$ej_valid[{n}]"));
            a(format!("ini${i}$ej_flit"), fl("mesh$ej_flit", *n));
            a(format!("ini${i}$sram_req_valid"), format!("u_req_valid[{i}]"));
            a(format!("ini${i}$sram_req_addr"), format!("u_req_addr[{}:{}]", 9 * i + 8, 9 * i));
            a(format!("ini${i}$sram_req_we"), format!("u_req_we[{i}]"));
            a(format!("ini${i}$sram_req_wdata"), format!("u_req_wdata[{}:{}]", (i + 1) * W - 1, i * W));
        }
        let cat3 = |f: &str| format!("{{ini$2${f}, ini$1${f}, ini$0${f}}}");
        a("u_req_ready".into(), cat3("sram_req_ready"));
        a("u_rsp_valid".into(), cat3("sram_rsp_valid"));
        a("u_rsp_data".into(), cat3("sram_rsp_data"));
        a("u_reads_pending".into(), cat3("reads_pending"));
        a("u_writes_pending".into(), cat3("writes_pending"));
        a("u_idle".into(), cat3("idle"));
        a("u_err".into(), cat3("err"));
        a("t_err".into(), "tgt$err".into());
        // SRAM: requester 0 = target, requester 1 = p1_*
        a("sram$req_valid".into(), "{p1_req_valid, tgt$sram_req_valid}".into());
        a("sram$req_addr".into(), "{p1_req_addr, tgt$sram_req_addr}".into());
        a("sram$req_we".into(), "{p1_req_we, tgt$sram_req_we}".into());
        a("sram$req_wdata".into(), "{p1_req_wdata, tgt$sram_req_wdata}".into());
        a("tgt$sram_req_ready".into(), "sram$req_ready[0]".into());
        a("tgt$sram_rsp_valid".into(), "sram$rsp_valid[0]".into());
        a("tgt$sram_rsp_data".into(), format!("sram$rsp_data[{}:0]", W - 1));
        a("p1_req_ready".into(), "sram$req_ready[1]".into());
        a("p1_rsp_valid".into(), "sram$rsp_valid[1]".into());
        a("p1_rsp_data".into(), format!("sram$rsp_data[{}:{}]", 2 * W - 1, W));
        // observation outputs
        a("noc_inj_valid".into(), "mesh$inj_valid".into());
        a("noc_inj_ready".into(), "mesh$inj_ready".into());
        a("noc_inj_flit".into(), "mesh$inj_flit".into());
        a("noc_ej_valid".into(), "mesh$ej_valid".into());
        a("noc_ej_ready".into(), "mesh$ej_ready".into());
        a("noc_ej_flit".into(), "mesh$ej_flit".into());
        a("s0_req_valid".into(), "tgt$sram_req_valid".into());
        a("s0_req_ready".into(), "sram$req_ready[0]".into());
        a("s0_req_addr".into(), "tgt$sram_req_addr".into());
        a("s0_req_we".into(), "tgt$sram_req_we".into());
        a("s0_req_wdata".into(), "tgt$sram_req_wdata".into());
        a("s0_rsp_valid".into(), "sram$rsp_valid[0]".into());
        a("s0_rsp_data".into(), format!("sram$rsp_data[{}:0]", W - 1));
        a("flit_count".into(), "mesh$flit_count".into());
        a("edge_err".into(), "mesh$edge_err".into());
        a("sram_stall_count".into(), "sram$stall_count".into());
        a("sram_conflict_count".into(), "sram$conflict_count".into());
        Verilog::Custom(v)
    }
}
