//! SRAM over the NoC: `noc_sram_2x2_w64` (2x2 mesh, SRAM banks at node (0,0) behind a `NocSramTarget`,
//! a `NocSramInitiator` at each other node) under three random requesters, and the `NocSramTarget` alone
//! (`noc_sram_target_w64`) under heavy back-pressure from the mesh. Contract: `docs/noc.md`, "SRAM over
//! the NoC".
//!
//! Checked every cycle of the system runs:
//! - the bridges' cycle models (`models::noc::sram_bridge`) get exactly the inputs the RTL bridges get (the
//!   top brings the mesh's local ports and the target's SRAM port out as observation outputs) and every
//!   bridge output is compared (the three initiators and the target);
//! - the valid/ready contract (`StreamMonitor`) on every stream: the units' request streams, the four
//!   injection and four ejection streams of the mesh, the target's SRAM requests, the local port 1;
//! - the SRAM port-0 request stream is the serialization point: each request issued there must be the
//!   oldest outstanding request of the requester the target model names (per-requester order through the
//!   mesh), and a reference memory updated there (and by port 1) gives every read's expected data;
//! - independently of that order, reads in a requester's private region must return the value of its own
//!   last write (program order: "a requester sees its own writes");
//! - write completion: whenever `writes_pending[i]` reads 0, every write requester i had accepted before
//!   has been performed at the SRAM;
//! - the sticky `err` assertions of the bridges and the mesh's `edge_err` stay 0; a watchdog fails a run
//!   where nothing moves for 2,000 cycles while requests are pending; at the end all memory is read back
//!   through port 1 and compared with the reference.

use std::collections::VecDeque;
use systole_testbench::harness::{check, run_seeded, soak, violation, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::noc::sram_bridge::{
    data_flit, lane, node_byte, req_head, set_lane, IniIn, IniOut, InitiatorModel, TargetModel, TgtIn, TgtOut,
    RSP_DEPTH,
};
use systole_testbench::verilated::{
    NocSram2x2W64 as Sys, NocSram2x2W64In as SysIn, NocSram2x2W64Out as SysOut, NocSramTargetW64 as TgtRtl,
    NocSramTargetW64In as TgtRtlIn,
};

const W: usize = 64;
const FW: usize = 76;
const AB: usize = 9;
const WORDS: usize = 512;
/// Mesh node of initiator lane i, and its (x, y).
const NODE: [usize; 3] = [1, 2, 3];
const XY: [(u8, u8); 3] = [(1, 0), (0, 1), (1, 1)];
/// The shared region (all requesters and port 1) and each requester's private region.
const SHARED: (u64, u64) = (0, 64);
fn private(i: usize) -> (u64, u64) {
    (128 + 64 * i as u64, 192 + 64 * i as u64)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Req {
    addr: u64,
    we: bool,
    wdata: u64,
}

/// Traffic of one phase.
#[derive(Debug, Clone, Copy)]
struct Traffic {
    /// per requester: chance an idle requester raises a request in a cycle
    p_req: [f64; 3],
    /// chance a request is a write
    p_we: f64,
    /// chance a request goes to the shared region (else the private one)
    p_shared: f64,
    /// chance port 1 raises a request in a cycle
    p_p1: f64,
}

#[derive(Debug, Default, Clone)]
struct Stats {
    cycles: u64,
    accepted: [u64; 3],
    reads: [u64; 3],
    writes: [u64; 3],
    rd_lat_sum: [u64; 3],
    rd_lat_max: [u64; 3],
    rd_lat_min: [u64; 3],
    ack_lat_sum: [u64; 3],
    acks: [u64; 3],
    private_checked: u64,
    p1_reads: u64,
    max_fifo: usize,
}

struct Bench {
    dut: Sys,
    ini: Vec<InitiatorModel>,
    tgt: TargetModel,
    rng: Rng,
    cyc: u64,
    i: SysIn,
    /// per requester: the request being presented
    cur: [Option<Req>; 3],
    /// per requester: accepted requests not yet issued at the SRAM (cycle accepted)
    inflight: [VecDeque<(Req, u64)>; 3],
    /// per requester: expected read responses (data, cycle accepted), pushed when issued at the SRAM
    exp: [VecDeque<(u64, u64)>; 3],
    /// per requester: program-order expectation of each read (Some in the private region)
    prog: [VecDeque<Option<u64>>; 3],
    /// per requester: program-order contents of its private region
    own: [Vec<u64>; 3],
    /// per requester: accept cycles of unacknowledged writes
    wacc: [VecDeque<u64>; 3],
    w_accepted: [u64; 3],
    w_served: [u64; 3],
    mem: Vec<u64>,
    p1_cur: Option<Req>,
    /// port 1 read expectations: (due cycle, data)
    p1_exp: VecDeque<(u64, u64)>,
    mon_u: Vec<StreamMonitor<(u64, bool, u64)>>,
    mon_inj: Vec<StreamMonitor<u128>>,
    mon_ej: Vec<StreamMonitor<u128>>,
    mon_s0: StreamMonitor<(u64, bool, u64)>,
    mon_p1: StreamMonitor<(u64, bool, u64)>,
    last_wp: [u64; 3],
    /// per requester: 1 when a write was accepted in the previous cycle
    last_acc_w: [u64; 3],
    idle_since: u64,
    st: Stats,
}

fn lane64(words: &[u32], i: usize) -> u64 {
    lane(words, i, 64) as u64
}

impl Bench {
    fn new(seed: u64, trace: Option<&std::path::Path>) -> Self {
        let mut dut = Sys::new();
        if let Some(p) = trace {
            dut.trace(p);
        }
        let mut b = Bench {
            dut,
            ini: (0..3).map(|_| InitiatorModel::new(W, FW, AB)).collect(),
            tgt: TargetModel::new(W, FW, AB),
            rng: Rng::new(seed),
            cyc: 0,
            i: SysIn::default(),
            cur: [None; 3],
            inflight: Default::default(),
            exp: Default::default(),
            prog: Default::default(),
            own: [vec![0; 64], vec![0; 64], vec![0; 64]],
            wacc: Default::default(),
            w_accepted: [0; 3],
            w_served: [0; 3],
            mem: vec![0; WORDS],
            p1_cur: None,
            p1_exp: VecDeque::new(),
            mon_u: (0..3).map(|i| StreamMonitor::new(&format!("u{i}_req"))).collect(),
            mon_inj: (0..4).map(|n| StreamMonitor::new(&format!("noc_inj{n}"))).collect(),
            mon_ej: (0..4).map(|n| StreamMonitor::new(&format!("noc_ej{n}"))).collect(),
            mon_s0: StreamMonitor::new("s0_req"),
            mon_p1: StreamMonitor::new("p1_req"),
            last_wp: [0; 3],
            last_acc_w: [0; 3],
            idle_since: 0,
            st: Stats { rd_lat_min: [u64::MAX; 3], ..Default::default() },
        };
        b.i.reset = 1;
        for _ in 0..3 {
            b.step(None).expect("reset");
        }
        b.i.reset = 0;
        b
    }

    fn pending(&self) -> bool {
        self.cur.iter().any(|c| c.is_some())
            || self.inflight.iter().any(|q| !q.is_empty())
            || self.exp.iter().any(|q| !q.is_empty())
            || self.wacc.iter().any(|q| !q.is_empty())
            || self.p1_cur.is_some()
            || !self.p1_exp.is_empty()
    }

    fn new_req(&mut self, i: usize, t: &Traffic) -> Req {
        let we = self.rng.chance(t.p_we);
        let (lo, hi) = if self.rng.chance(t.p_shared) { SHARED } else { private(i) };
        Req { addr: lo + self.rng.below(hi - lo), we, wdata: self.rng.next_u64() }
    }

    /// One cycle: drive (when `t` is given, new random requests), step the RTL and models, check.
    fn step(&mut self, t: Option<&Traffic>) -> Result<(), Mismatch> {
        let c = self.cyc;
        if let Some(t) = t {
            for i in 0..3 {
                if self.cur[i].is_none() && self.rng.chance(t.p_req[i]) {
                    self.cur[i] = Some(self.new_req(i, t));
                }
            }
            if self.p1_cur.is_none() && self.rng.chance(t.p_p1) {
                let we = self.rng.chance(0.5);
                let addr = if self.rng.chance(0.5) { self.rng.below(SHARED.1) } else { 320 + self.rng.below(192) };
                self.p1_cur = Some(Req { addr, we, wdata: self.rng.next_u64() });
            }
        }
        // drive
        let mut valid = 0;
        let mut addr = 0;
        let mut we = 0;
        let mut wdata = [0u32; 6];
        for i in 0..3 {
            let r = self.cur[i].unwrap_or(Req { addr: 0, we: false, wdata: 0 });
            valid |= (self.cur[i].is_some() as u64) << i;
            addr |= r.addr << (9 * i);
            we |= (r.we as u64) << i;
            set_lane(&mut wdata, i, 64, r.wdata as u128);
        }
        self.i.u_req_valid = valid;
        self.i.u_req_addr = addr;
        self.i.u_req_we = we;
        self.i.u_req_wdata = wdata;
        let p = self.p1_cur.unwrap_or(Req { addr: 0, we: false, wdata: 0 });
        self.i.p1_req_valid = self.p1_cur.is_some() as u64;
        self.i.p1_req_addr = p.addr;
        self.i.p1_req_we = p.we as u64;
        self.i.p1_req_wdata = p.wdata;
        let o: SysOut = self.dut.step(&self.i);
        self.cyc += 1;
        let reset = self.i.reset == 1;

        // --- bridge models on the RTL bridges' inputs, every output compared
        let mut moved = false;
        for i in 0..3 {
            let n = NODE[i];
            let mi = IniIn {
                reset,
                node: XY[i],
                tgt: (0, 0),
                req_valid: (valid >> i) & 1 == 1,
                req_addr: (addr >> (9 * i)) & 511,
                req_we: (we >> i) & 1 == 1,
                req_wdata: lane64(&wdata, i),
                inj_ready: (o.noc_inj_ready >> n) & 1 == 1,
                ej_valid: (o.noc_ej_valid >> n) & 1 == 1,
                ej_flit: lane(&o.noc_ej_flit, n, FW),
            };
            let m: IniOut = self.ini[i].step(&mi);
            let rtl = IniOut {
                req_ready: (o.u_req_ready >> i) & 1 == 1,
                rsp_valid: (o.u_rsp_valid >> i) & 1 == 1,
                rsp_data: lane64(&o.u_rsp_data, i),
                inj_valid: (o.noc_inj_valid >> n) & 1 == 1,
                inj_flit: if (o.noc_inj_valid >> n) & 1 == 1 { lane(&o.noc_inj_flit, n, FW) } else { 0 },
                ej_ready: (o.noc_ej_ready >> n) & 1 == 1,
                reads_pending: ((o.u_reads_pending >> (5 * i)) & 31) as u8,
                writes_pending: ((o.u_writes_pending >> (5 * i)) & 31) as u8,
                idle: (o.u_idle >> i) & 1 == 1,
                err: (o.u_err >> i) & 1 == 1,
            };
            let m = IniOut { inj_flit: if m.inj_valid { m.inj_flit } else { 0 }, ..m };
            check(c, &format!("initiator {i} outputs"), m, rtl)?;
        }
        let ti = TgtIn {
            reset,
            node: (0, 0),
            ej_valid: o.noc_ej_valid & 1 == 1,
            ej_flit: lane(&o.noc_ej_flit, 0, FW),
            inj_ready: o.noc_inj_ready & 1 == 1,
            sram_req_ready: o.s0_req_ready == 1,
            sram_rsp_valid: o.s0_rsp_valid == 1,
            sram_rsp_data: o.s0_rsp_data,
        };
        let rq_src = self.tgt.rq_src();
        let m: TgtOut = self.tgt.step(&ti);
        let rtl = TgtOut {
            ej_ready: o.noc_ej_ready & 1 == 1,
            inj_valid: o.noc_inj_valid & 1 == 1,
            inj_flit: if o.noc_inj_valid & 1 == 1 { lane(&o.noc_inj_flit, 0, FW) } else { 0 },
            sram_req_valid: o.s0_req_valid == 1,
            sram_req_addr: if o.s0_req_valid == 1 { o.s0_req_addr } else { 0 },
            sram_req_we: o.s0_req_valid == 1 && o.s0_req_we == 1,
            sram_req_wdata: if o.s0_req_valid == 1 { o.s0_req_wdata } else { 0 },
            err: o.t_err == 1,
        };
        let m = TgtOut {
            inj_flit: if m.inj_valid { m.inj_flit } else { 0 },
            sram_req_addr: if m.sram_req_valid { m.sram_req_addr } else { 0 },
            sram_req_we: m.sram_req_valid && m.sram_req_we,
            sram_req_wdata: if m.sram_req_valid { m.sram_req_wdata } else { 0 },
            ..m
        };
        check(c, "target outputs", m, rtl)?;
        self.st.max_fifo = self.st.max_fifo.max(self.tgt.max_fill);
        check(c, "edge_err", 0, o.edge_err)?;
        check(c, "u_err", 0, o.u_err)?;
        check(c, "t_err", 0, o.t_err)?;
        if reset {
            return Ok(());
        }

        // --- stream contracts
        for n in 0..4 {
            let v = (o.noc_inj_valid >> n) & 1 == 1;
            if self.mon_inj[n].observe(c, v, (o.noc_inj_ready >> n) & 1 == 1, lane(&o.noc_inj_flit, n, FW))?.is_some() {
                moved = true;
            }
            let v = (o.noc_ej_valid >> n) & 1 == 1;
            self.mon_ej[n].observe(c, v, (o.noc_ej_ready >> n) & 1 == 1, lane(&o.noc_ej_flit, n, FW))?;
        }
        let s0 = self.mon_s0.observe(
            c,
            o.s0_req_valid == 1,
            o.s0_req_ready == 1,
            (o.s0_req_addr, o.s0_req_we == 1, o.s0_req_wdata),
        )?;
        let p1 = self.mon_p1.observe(c, self.i.p1_req_valid == 1, o.p1_req_ready == 1, (p.addr, p.we, p.wdata))?;

        // --- SRAM port 0: the serialization point
        if let Some((a, w, d)) = s0 {
            moved = true;
            let src = rq_src.ok_or_else(|| violation(c, "s0_req", "a request held by the target", "none"))?;
            let lane_i = (0..3)
                .find(|&i| node_byte(XY[i].0, XY[i].1) == src)
                .ok_or_else(|| violation(c, "s0_req", "source is an initiator node", src))?;
            let (r, acc) = self.inflight[lane_i]
                .pop_front()
                .ok_or_else(|| violation(c, "s0_req", "an outstanding request of that requester", lane_i))?;
            check(c, &format!("s0_req = oldest outstanding request of requester {lane_i}"), (r.addr, r.we, if r.we { r.wdata } else { 0 }), (a, w, if w { d } else { 0 }))?;
            if w {
                self.mem[a as usize] = d;
                self.w_served[lane_i] += 1;
            } else {
                self.exp[lane_i].push_back((self.mem[a as usize], acc));
            }
        }
        // --- port 1
        if let Some(&(due, d)) = self.p1_exp.front() {
            if due == c {
                check(c, "p1_rsp_valid", 1, o.p1_rsp_valid)?;
                check(c, "p1_rsp_data", d, o.p1_rsp_data)?;
                self.p1_exp.pop_front();
                self.st.p1_reads += 1;
            } else {
                check(c, "p1_rsp_valid", 0, o.p1_rsp_valid)?;
            }
        } else {
            check(c, "p1_rsp_valid", 0, o.p1_rsp_valid)?;
        }
        if let Some((a, w, d)) = p1 {
            if w {
                self.mem[a as usize] = d;
            } else {
                self.p1_exp.push_back((c + 2, self.mem[a as usize]));
            }
            self.p1_cur = None;
        }

        // --- unit side: request transfers, responses, write acks
        for i in 0..3 {
            let r = self.cur[i].unwrap_or(Req { addr: 0, we: false, wdata: 0 });
            let acc = self.mon_u[i].observe(c, self.cur[i].is_some(), (o.u_req_ready >> i) & 1 == 1, (r.addr, r.we, r.wdata))?;
            if (o.u_rsp_valid >> i) & 1 == 1 {
                moved = true;
                let (d, t0) = self.exp[i]
                    .pop_front()
                    .ok_or_else(|| violation(c, &format!("u{i}_rsp_valid"), "a read issued at the SRAM", 1))?;
                check(c, &format!("u{i}_rsp_data (reference memory)"), d, lane64(&o.u_rsp_data, i))?;
                let pe = self.prog[i].pop_front().expect("program-order entry per read");
                if let Some(pe) = pe {
                    check(c, &format!("u{i}_rsp_data (own last write)"), pe, lane64(&o.u_rsp_data, i))?;
                    self.st.private_checked += 1;
                }
                let l = c - t0;
                self.st.rd_lat_sum[i] += l;
                self.st.rd_lat_max[i] = self.st.rd_lat_max[i].max(l);
                self.st.rd_lat_min[i] = self.st.rd_lat_min[i].min(l);
            }
            // write acks: wp(t+1) = wp(t) + accepted write(t) - ack(t), seen one cycle late
            let wp = (o.u_writes_pending >> (5 * i)) & 31;
            if c > 0 {
                let acked = (self.last_wp[i] + self.pending_w_acc(i)) as i64 - wp as i64;
                if acked == 1 {
                    let t0 = self.wacc[i].pop_front().ok_or_else(|| violation(c, "write ack", "a pending write", i))?;
                    self.st.ack_lat_sum[i] += c - 1 - t0;
                    self.st.acks[i] += 1;
                }
            }
            self.last_wp[i] = wp;
            // completion contract: writes_pending == 0 => every write accepted before this cycle is performed
            if wp == 0 && self.w_served[i] != self.w_accepted[i] {
                return Err(violation(
                    c,
                    &format!("u{i}_writes_pending"),
                    "0 only when every accepted write is performed at the SRAM",
                    (self.w_accepted[i], self.w_served[i]),
                ));
            }
            self.last_acc_w[i] = 0;
            if let Some((a, w, d)) = acc {
                moved = true;
                self.st.accepted[i] += 1;
                self.inflight[i].push_back((Req { addr: a, we: w, wdata: d }, c));
                let (lo, hi) = private(i);
                let priv_ = a >= lo && a < hi;
                if w {
                    self.st.writes[i] += 1;
                    self.w_accepted[i] += 1;
                    self.wacc[i].push_back(c);
                    self.last_acc_w[i] = 1;
                    if priv_ {
                        self.own[i][(a - lo) as usize] = d;
                    }
                } else {
                    self.st.reads[i] += 1;
                    self.prog[i].push_back(priv_.then(|| self.own[i][(a - lo) as usize]));
                }
                self.cur[i] = None;
            }
        }
        if moved || !self.pending() {
            self.idle_since = c;
        } else if c - self.idle_since > 2000 {
            return Err(violation(c, "watchdog", "progress within 2000 cycles while requests are pending", "none"));
        }
        self.st.cycles += 1;
        Ok(())
    }

    fn pending_w_acc(&self, i: usize) -> u64 {
        self.last_acc_w[i]
    }

    fn run(&mut self, t: &Traffic, cycles: u64) -> Result<(), Mismatch> {
        for _ in 0..cycles {
            self.step(Some(t))?;
        }
        Ok(())
    }

    /// No new requests until everything has completed.
    fn drain(&mut self) -> Result<(), Mismatch> {
        let t = Traffic { p_req: [0.0; 3], p_we: 0.0, p_shared: 0.0, p_p1: 0.0 };
        let mut n = 0;
        while self.pending() || self.dut_busy() {
            self.step(Some(&t))?;
            n += 1;
            if n > 100_000 {
                return Err(violation(self.cyc, "drain", "everything completes", "still pending"));
            }
        }
        for _ in 0..4 {
            self.step(Some(&t))?;
        }
        Ok(())
    }

    fn dut_busy(&self) -> bool {
        self.last_wp.iter().any(|&w| w != 0)
    }

    /// Writes every word through port 1 (defined contents; also the reference's and the private copies).
    fn init_memory(&mut self) -> Result<(), Mismatch> {
        let t = Traffic { p_req: [0.0; 3], p_we: 0.0, p_shared: 0.0, p_p1: 0.0 };
        for a in 0..WORDS as u64 {
            self.p1_cur = Some(Req { addr: a, we: true, wdata: self.rng.next_u64() });
            while self.p1_cur.is_some() {
                self.step(Some(&t))?;
            }
        }
        for i in 0..3 {
            let (lo, _) = private(i);
            for k in 0..64 {
                self.own[i][k] = self.mem[lo as usize + k];
            }
        }
        Ok(())
    }

    /// Reads every word back through port 1 (checked against the reference on arrival).
    fn read_back(&mut self) -> Result<(), Mismatch> {
        let t = Traffic { p_req: [0.0; 3], p_we: 0.0, p_shared: 0.0, p_p1: 0.0 };
        for a in 0..WORDS as u64 {
            self.p1_cur = Some(Req { addr: a, we: false, wdata: 0 });
            while self.p1_cur.is_some() {
                self.step(Some(&t))?;
            }
        }
        self.drain()
    }
}

fn report(name: &str, st: &Stats) {
    for i in 0..3 {
        let cyc = st.cycles.max(1) as f64;
        eprintln!(
            "{name}: requester {i}: {} reads {} writes, {:.3} words/cycle, read latency mean {:.1} min {} max {}, write ack latency mean {:.1}",
            st.reads[i],
            st.writes[i],
            st.accepted[i] as f64 / cyc,
            st.rd_lat_sum[i] as f64 / st.reads[i].max(1) as f64,
            if st.reads[i] > 0 { st.rd_lat_min[i] } else { 0 },
            st.rd_lat_max[i],
            st.ack_lat_sum[i] as f64 / st.acks[i].max(1) as f64,
        );
    }
    eprintln!(
        "{name}: {} cycles, {} private reads checked in program order, {} port-1 reads, target FIFO max fill {}",
        st.cycles, st.private_checked, st.p1_reads, st.max_fifo
    );
}

#[test]
fn noc_sram_three_random_requesters() {
    let n = 15_000 * soak();
    let phases = [
        ("light", Traffic { p_req: [0.2; 3], p_we: 0.4, p_shared: 0.5, p_p1: 0.05 }),
        ("uneven", Traffic { p_req: [1.0, 0.5, 0.1], p_we: 0.5, p_shared: 0.7, p_p1: 0.1 }),
        ("saturating", Traffic { p_req: [1.0; 3], p_we: 0.5, p_shared: 0.9, p_p1: 0.3 }),
        ("writes", Traffic { p_req: [1.0; 3], p_we: 0.9, p_shared: 0.8, p_p1: 0.0 }),
        ("reads", Traffic { p_req: [1.0; 3], p_we: 0.0, p_shared: 0.5, p_p1: 0.0 }),
        ("bursty", Traffic { p_req: [0.05, 0.9, 0.3], p_we: 0.3, p_shared: 1.0, p_p1: 0.5 }),
    ];
    let st = run_seeded("noc_sram_three_random_requesters", |seed, trace| {
        let mut b = Bench::new(seed, trace);
        b.init_memory()?;
        for (_, t) in &phases {
            b.run(t, n)?;
            // a quiet gap now and then: everything completes, then traffic resumes
            b.drain()?;
        }
        b.read_back()?;
        for i in 0..3 {
            check(b.cyc, "every read answered", 0, b.exp[i].len() + b.prog[i].len())?;
            check(b.cyc, "every write acknowledged", b.st.writes[i], b.st.acks[i])?;
        }
        Ok(b.st.clone())
    });
    report("noc_sram_three_random_requesters", &st);
    for i in 0..3 {
        assert!(st.reads[i] > 1000 && st.writes[i] > 1000, "requester {i} exercised: {:?}", st);
    }
    assert!(st.private_checked > 1000);
}

/// Unloaded latency, and words per cycle with one and with three requesters always requesting.
#[test]
fn noc_sram_latency_and_throughput() {
    let n = 4_000 * soak();
    let out = run_seeded("noc_sram_latency_and_throughput", |seed, trace| {
        let mut lines = vec![];
        // unloaded: one read, then one write, per requester, alone
        let mut b = Bench::new(seed, trace);
        b.init_memory()?;
        let mut unloaded = vec![];
        for i in 0..3 {
            for we in [false, true] {
                let s0 = b.st.clone();
                b.cur[i] = Some(Req { addr: private(i).0, we, wdata: 5 });
                b.drain()?;
                let lat = if we {
                    b.st.ack_lat_sum[i] - s0.ack_lat_sum[i]
                } else {
                    b.st.rd_lat_sum[i] - s0.rd_lat_sum[i]
                };
                unloaded.push(lat);
                lines.push(format!("unloaded requester {i} {}: {lat} cycles", if we { "write ack" } else { "read" }));
            }
        }
        let mut peak = |name: &str, p_req: [f64; 3], p_we: f64| -> Result<(), Mismatch> {
            let mut b = Bench::new(seed, None);
            b.init_memory()?;
            let s0 = b.st.clone();
            b.run(&Traffic { p_req, p_we, p_shared: 0.5, p_p1: 0.0 }, n)?;
            let mut l = format!("{name}:");
            for i in 0..3 {
                let acc = b.st.accepted[i] - s0.accepted[i];
                let rd = b.st.reads[i] - s0.reads[i];
                let lat = (b.st.rd_lat_sum[i] - s0.rd_lat_sum[i]) as f64 / rd.max(1) as f64;
                l += &format!(" r{i} {:.3} w/c (read lat {:.1})", acc as f64 / n as f64, lat);
            }
            b.drain()?;
            lines.push(l);
            Ok(())
        };
        for i in 0..3 {
            let mut p = [0.0; 3];
            p[i] = 1.0;
            peak(&format!("alone r{i} reads"), p, 0.0)?;
            peak(&format!("alone r{i} writes"), p, 1.0)?;
        }
        peak("all three reads", [1.0; 3], 0.0)?;
        peak("all three writes", [1.0; 3], 1.0)?;
        peak("all three 50% writes", [1.0; 3], 0.5)?;
        Ok((unloaded, lines))
    });
    for l in &out.1 {
        eprintln!("noc_sram_latency_and_throughput: {l}");
    }
    // zero-load: read 9 + 4h cycles (h = hops to the SRAM node), write acknowledge one more (two flits)
    let hops = [1u64, 1, 2];
    for i in 0..3 {
        assert_eq!(out.0[2 * i], 9 + 4 * hops[i], "unloaded read latency of requester {i}");
        assert_eq!(out.0[2 * i + 1], 10 + 4 * hops[i], "unloaded write-ack latency of requester {i}");
    }
}

// ------------------------------------------------------------------------------------------------
// The target alone, under back-pressure from the mesh (the credit path)

#[test]
fn noc_sram_target_under_backpressure() {
    let n = 20_000 * soak();
    let phases: [(f64, f64, f64); 4] = [(1.0, 0.9, 1.0), (0.1, 0.7, 1.0), (0.3, 1.0, 0.8), (0.02, 0.5, 0.6)];
    let fill = run_seeded("noc_sram_target_under_backpressure", |seed, trace| {
        let mut dut = TgtRtl::new();
        if let Some(p) = trace {
            dut.trace(p);
        }
        let mut model = TargetModel::new(W, FW, AB);
        let mut rng = Rng::new(seed);
        let mut mem = vec![0u64; WORDS];
        let mut i = TgtRtlIn { reset: 1, ..Default::default() };
        let mut flits: VecDeque<u128> = VecDeque::new();
        // requests in ejection order (src, we, addr, data)
        let mut sent: VecDeque<(u128, bool, u64, u64)> = VecDeque::new();
        let mut expect: VecDeque<u128> = VecDeque::new();
        let mut rsp_due: VecDeque<(u64, u64)> = VecDeque::new();
        let mut mon_inj = StreamMonitor::<u128>::new("inj");
        let mut mon_req = StreamMonitor::<(u64, bool, u64)>::new("sram_req");
        let mut ej_cur: Option<u128> = None;
        let mut responses = 0u64;
        let mut c = 0u64;
        for (p_inj, p_ready, p_ej) in phases {
            for k in 0..n + 3000 {
                let gen = k < n;
                if c < 3 {
                    i.reset = 1;
                } else {
                    i.reset = 0;
                }
                if ej_cur.is_none() && i.reset == 0 {
                    if flits.is_empty() && gen && rng.chance(p_ej) {
                        let s = rng.below(3) as usize;
                        let we = rng.chance(0.5);
                        let addr = rng.below(WORDS as u64);
                        let data = rng.next_u64();
                        flits.push_back(req_head((0, 0), XY[s], we, addr));
                        if we {
                            flits.push_back(data_flit(data));
                        }
                        sent.push_back((node_byte(XY[s].0, XY[s].1), we, addr, data));
                    }
                    if !flits.is_empty() && rng.chance(0.8) {
                        ej_cur = flits.pop_front();
                    }
                }
                i.ej_valid = ej_cur.is_some() as u64;
                let mut f = [0u32; 3];
                set_lane(&mut f, 0, FW, ej_cur.unwrap_or(0));
                i.ej_flit = f;
                i.inj_ready = rng.chance(p_inj) as u64;
                i.sram_req_ready = rng.chance(p_ready) as u64;
                let (rv, rd) = match rsp_due.front() {
                    Some(&(due, d)) if due == c => (1, d),
                    _ => (0, 0),
                };
                i.sram_rsp_valid = rv;
                i.sram_rsp_data = rd;
                if rv == 1 {
                    rsp_due.pop_front();
                }
                let o = dut.step(&i);
                let mi = TgtIn {
                    reset: i.reset == 1,
                    node: (0, 0),
                    ej_valid: i.ej_valid == 1,
                    ej_flit: ej_cur.unwrap_or(0),
                    inj_ready: i.inj_ready == 1,
                    sram_req_ready: i.sram_req_ready == 1,
                    sram_rsp_valid: rv == 1,
                    sram_rsp_data: rd,
                };
                let m = model.step(&mi);
                let rtl = TgtOut {
                    ej_ready: o.ej_ready == 1,
                    inj_valid: o.inj_valid == 1,
                    inj_flit: if o.inj_valid == 1 { lane(&o.inj_flit, 0, FW) } else { 0 },
                    sram_req_valid: o.sram_req_valid == 1,
                    sram_req_addr: if o.sram_req_valid == 1 { o.sram_req_addr } else { 0 },
                    sram_req_we: o.sram_req_valid == 1 && o.sram_req_we == 1,
                    sram_req_wdata: if o.sram_req_valid == 1 { o.sram_req_wdata } else { 0 },
                    err: o.err == 1,
                };
                let m = TgtOut {
                    inj_flit: if m.inj_valid { m.inj_flit } else { 0 },
                    sram_req_addr: if m.sram_req_valid { m.sram_req_addr } else { 0 },
                    sram_req_we: m.sram_req_valid && m.sram_req_we,
                    sram_req_wdata: if m.sram_req_valid { m.sram_req_wdata } else { 0 },
                    ..m
                };
                check(c, "target outputs", m, rtl)?;
                check(c, "err", 0, o.err)?;
                if i.reset == 0 {
                    if ej_cur.is_some() && o.ej_ready == 1 {
                        ej_cur = None;
                    }
                    if let Some(fl) = mon_inj.observe(c, o.inj_valid == 1, i.inj_ready == 1, lane(&o.inj_flit, 0, FW))? {
                        let e = expect.pop_front().ok_or_else(|| violation(c, "inj", "an issued request", fl))?;
                        check(c, "response flit", e, fl)?;
                        responses += 1;
                    }
                    let q = (o.sram_req_addr, o.sram_req_we == 1, o.sram_req_wdata);
                    if let Some((a, w, d)) = mon_req.observe(c, o.sram_req_valid == 1, i.sram_req_ready == 1, q)? {
                        let (src, we, addr, data) =
                            sent.pop_front().ok_or_else(|| violation(c, "sram_req", "a sent request", a))?;
                        check(c, "sram request = oldest ejected request", (we, addr, if we { data } else { 0 }), (w, a, if w { d } else { 0 }))?;
                        if w {
                            mem[a as usize] = d;
                            expect.push_back(systole_testbench::models::noc::sram_bridge::rsp_flit(src, true, 0));
                        } else {
                            rsp_due.push_back((c + 2, mem[a as usize]));
                            expect.push_back(systole_testbench::models::noc::sram_bridge::rsp_flit(src, false, mem[a as usize]));
                        }
                    }
                }
                c += 1;
            }
            check(c, "drained: requests", 0, sent.len() + flits.len() + ej_cur.is_some() as usize)?;
            check(c, "drained: responses", 0, expect.len())?;
        }
        eprintln!("noc_sram_target_under_backpressure: {c} cycles, {responses} responses, FIFO max fill {}", model.max_fill);
        Ok(model.max_fill)
    });
    assert_eq!(fill, RSP_DEPTH, "the back-pressure phases fill the response FIFO");
}
