//! The DMA executor (`dma_exec_w64`) against its cycle model (`models/dma_exec.rs`, which contains the
//! engine's model), every output compared every cycle, and against the functional executor
//! (`systole_host::compiler::exec::Machine::execute`) as scoreboard: every completion's `done` / `error`
//! and code, and the DRAM and SRAM images whenever the executor is quiet and at the end.
//!
//! Environment: random `dma.load` / `dma.store` / `dma.kv_load` / `dma.kv_store` words with random gaps
//! (about a third malformed: TOO_LONG, MISALIGNED, OUT_OF_WINDOW on either side, every KV code), the
//! engine's AXI4 slave model (`models/dma/axi_mem.rs`: random stalls on every channel, random latencies,
//! several bursts in flight, one SLVERR page), a block-table slave on `bt_*` (random stalls and latency,
//! random SLVERR), and an SRAM with random back-pressure and a variable in-order read latency (2..=6).

use std::collections::VecDeque;
use std::path::Path;
use systole_isa::regs::Caps;
use systole_isa::{DmaDir, DmaTarget, ErrorCode, Instr};
use systole_testbench::harness::{check, run_seeded, soak, violation, Mismatch, Rng, StreamMonitor};
use systole_testbench::host::compiler::exec::{ExecConfig, KvRegs, Machine, RunStats};
use systole_testbench::models::dma::axi_mem::{AxiMasterOut, AxiMem, AxiMemCfg};
use systole_testbench::models::dma::{Beat, DmaOut, DmaParams};
use systole_testbench::models::dma_exec::{DmaExecModel, ExecCfg, ExecIn, ExecOut};
use systole_testbench::verilated::{DmaExecW64, DmaExecW64In};

const BEAT: u32 = 8;
const EXT_BASE: u32 = 0x1000_0000;
const EXT_SIZE: u32 = 0x1_0000;
const SRAM_WORDS: u32 = 2048;

fn params() -> DmaParams {
    DmaParams {
        width: 64,
        depth: systole_hdl::dma::EXEC_W64_DEPTH,
        max_burst: systole_hdl::dma::EXEC_W64.max_burst,
        max_outstanding: systole_hdl::dma::EXEC_W64.max_outstanding,
        max_row_bytes: systole_hdl::dma::EXEC_W64.max_row_bytes,
        latency: systole_hdl::dma::EXEC_W64.latency,
    }
}

fn caps() -> Caps {
    Caps {
        rows: 8,
        cols: 8,
        word_bytes: BEAT,
        banks: 4,
        semaphores: 16,
        sram_words: SRAM_WORDS,
        max_vec_len: 4096,
        max_head_size: 128,
        max_row_bytes: params().max_row_bytes,
        matvec: false,
        table_keep: true,
    }
}

// ------------------------------------------------------------------------------------------------ DUT glue

fn dut_step(d: &mut DmaExecW64, i: &ExecIn) -> ExecOut {
    let w = i.instr_data;
    let x = DmaExecW64In {
        reset: i.reset as u64,
        instr_valid: i.instr_valid as u64,
        instr_data: [w as u32, (w >> 32) as u32, (w >> 64) as u32, (w >> 96) as u32],
        cfg_ext_base: i.cfg.ext_base as u64,
        cfg_ext_size: i.cfg.ext_size as u64,
        cfg_sram_size: i.cfg.sram_size as u64,
        cfg_bt_base: i.cfg.bt_base as u64,
        cfg_bt_seqs: i.cfg.bt_seqs as u64,
        cfg_bt_layers: i.cfg.bt_layers as u64,
        cfg_bt_blocks: i.cfg.bt_blocks as u64,
        cfg_kv_base: i.cfg.kv_base as u64,
        cfg_kv_block_bytes: i.cfg.kv_block_bytes as u64,
        cfg_kv_num_blocks: i.cfg.kv_num_blocks as u64,
        bt_ar_ready: i.bt_ar_ready as u64,
        bt_r_valid: i.bt_r_valid as u64,
        bt_r_data: i.bt_r_data.into(),
        bt_r_last: i.bt_r_last as u64,
        bt_r_resp: i.bt_r_resp as u64,
        axi_ar_ready: i.ar_ready as u64,
        axi_r_valid: i.r_valid as u64,
        axi_r_data: i.r_data.into(),
        axi_r_last: i.r_last as u64,
        axi_r_resp: i.r_resp as u64,
        axi_aw_ready: i.aw_ready as u64,
        axi_w_ready: i.w_ready as u64,
        axi_b_valid: i.b_valid as u64,
        axi_b_resp: i.b_resp as u64,
        sram_req_ready: i.sram_req_ready as u64,
        sram_rsp_valid: i.sram_rsp_valid as u64,
        sram_rsp_data: i.sram_rsp_data.into(),
    };
    let o = d.step(&x);
    ExecOut {
        instr_ready: o.instr_ready != 0,
        done: o.done != 0,
        error: o.error != 0,
        error_code: o.error_code as u8,
        done_tag: o.done_tag as u8,
        bt_ar_valid: o.bt_ar_valid != 0,
        bt_ar_addr: o.bt_ar_addr as u32,
        bt_ar_len: o.bt_ar_len as u8,
        bt_r_ready: o.bt_r_ready != 0,
        ev_rd: o.ev_dma_rd_bytes as u8,
        ev_wr: o.ev_dma_wr_bytes as u8,
        rd_busy: o.rd_busy != 0,
        eng: DmaOut {
            ar_valid: o.axi_ar_valid != 0,
            ar_addr: o.axi_ar_addr as u32,
            ar_len: o.axi_ar_len as u8,
            r_ready: o.axi_r_ready != 0,
            aw_valid: o.axi_aw_valid != 0,
            aw_addr: o.axi_aw_addr as u32,
            aw_len: o.axi_aw_len as u8,
            w_valid: o.axi_w_valid != 0,
            w_data: o.axi_w_data.into(),
            w_last: o.axi_w_last != 0,
            b_ready: o.axi_b_ready != 0,
            sram_req_valid: o.sram_req_valid != 0,
            sram_req_addr: o.sram_req_addr as u32,
            sram_req_we: o.sram_req_we != 0,
            sram_req_wdata: o.sram_req_wdata.into(),
            ..Default::default()
        },
    }
}

/// Every output port, RTL against model.
fn compare(cyc: u64, e: &ExecOut, a: &ExecOut) -> Result<(), Mismatch> {
    macro_rules! f {
        ($($n:ident),*) => { $( check(cyc, stringify!($n), e.$n, a.$n)?; )* };
    }
    macro_rules! g {
        ($($n:ident),*) => { $( check(cyc, concat!("axi/sram ", stringify!($n)), e.eng.$n, a.eng.$n)?; )* };
    }
    f!(instr_ready, done, error, error_code, done_tag, bt_ar_valid, bt_ar_addr, bt_ar_len, bt_r_ready, ev_rd, ev_wr, rd_busy);
    g!(ar_valid, ar_addr, ar_len, r_ready, aw_valid, aw_addr, aw_len, w_valid, w_data, w_last, b_ready);
    g!(sram_req_valid, sram_req_addr, sram_req_we, sram_req_wdata);
    Ok(())
}

// ------------------------------------------------------------------------------------------------ memories

/// SRAM with random `req_ready` and a variable (2..=max_lat) in-order read latency.
struct VarSram {
    mem: Vec<u8>,
    p_ready: f64,
    max_lat: u64,
    pipe: VecDeque<(u64, Beat)>,
    last_due: u64,
    ready: bool,
    mon: StreamMonitor<(u32, bool, Beat)>,
}

impl VarSram {
    fn drive(&mut self, cyc: u64, rng: &mut Rng) -> (bool, bool, Beat) {
        self.ready = rng.chance(self.p_ready);
        match self.pipe.front() {
            Some(&(due, d)) if due == cyc => {
                self.pipe.pop_front();
                (self.ready, true, d)
            }
            _ => (self.ready, false, Beat::ZERO),
        }
    }
    fn observe(&mut self, cyc: u64, rng: &mut Rng, v: bool, addr: u32, we: bool, wdata: Beat) -> Result<(), Mismatch> {
        let payload = (addr, we, if we { wdata } else { Beat::ZERO });
        if self.mon.observe(cyc, v, self.ready, payload)?.is_some() {
            let off = addr as usize * BEAT as usize;
            if off + BEAT as usize > self.mem.len() {
                return Err(violation(cyc, "sram_req_addr", "inside the SRAM", addr));
            }
            if we {
                wdata.to_bytes(&mut self.mem[off..off + BEAT as usize]);
            } else {
                let due = (cyc + 2 + rng.below(self.max_lat - 1)).max(self.last_due + 1);
                self.last_due = due;
                self.pipe.push_back((due, Beat::from_bytes(&self.mem[off..off + BEAT as usize])));
            }
        }
        Ok(())
    }
}

/// The block-table slave on `bt_*`: random AR stalls, random latency, random SLVERR; reads the DRAM image.
struct BtSlave {
    q: VecDeque<(u64, u32, bool)>,
    shown: bool,
    p_err: f64,
    ar_ready: bool,
    r: Option<(Beat, bool)>,
    mon: StreamMonitor<(u32, u8)>,
    /// SLVERR of every read, in order.
    log: VecDeque<bool>,
}

impl BtSlave {
    fn drive(&mut self, cyc: u64, rng: &mut Rng, mem: &[u8]) -> (bool, bool, Beat, u8) {
        self.ar_ready = self.q.len() < 2 && rng.chance(0.6);
        self.r = None;
        if let Some(&(due, addr, err)) = self.q.front() {
            if self.shown || (due <= cyc && rng.chance(0.7)) {
                self.shown = true;
                let off = (addr - EXT_BASE) as usize;
                let b = Beat::from_bytes(&mem[off..off + BEAT as usize]);
                self.r = Some((b, err));
                return (self.ar_ready, true, b, if err { 2 } else { 0 });
            }
        }
        (self.ar_ready, false, Beat::ZERO, 0)
    }
    fn observe(&mut self, cyc: u64, rng: &mut Rng, o: &ExecOut) -> Result<(), Mismatch> {
        if let Some((addr, len)) = self.mon.observe(cyc, o.bt_ar_valid, self.ar_ready, (o.bt_ar_addr, o.bt_ar_len))? {
            if len != 0 || addr % BEAT != 0 || addr < EXT_BASE || addr + BEAT > EXT_BASE + EXT_SIZE {
                return Err(violation(cyc, "bt_ar", "one aligned beat inside the window", (addr, len)));
            }
            let err = rng.chance(self.p_err);
            self.log.push_back(err);
            self.q.push_back((cyc + 1 + rng.below(8), addr, err));
        }
        if self.r.is_some() && o.bt_r_ready {
            self.q.pop_front();
            self.shown = false;
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------------ stimulus

#[derive(Debug, Clone, Copy)]
struct Kv {
    regs: KvRegs,
}

fn kv_regs(variant: u64) -> Kv {
    // 3 sequences x 2 layers x 4 blocks; 512-byte blocks from 0x8000; 80 physical blocks, of which those
    // from 64 on end beyond the 64 KiB window. Variant 1 puts the table at the window's end (most entries
    // OUT_OF_WINDOW), variant 2 makes the index overflow 32 bits.
    let mut regs = KvRegs {
        bt_base: 0xf000,
        bt_seqs: 3,
        bt_layers: 2,
        bt_blocks: 4,
        kv_base: 0x8000,
        kv_block_bytes: 512,
        kv_num_blocks: 80,
    };
    match variant {
        1 => regs.bt_base = EXT_SIZE - 16,
        2 => {
            regs.bt_layers = 0x0100_0000;
            regs.bt_blocks = 0x0000_4000;
        }
        _ => {}
    }
    Kv { regs }
}

fn random_instr(rng: &mut Rng, tag: u8) -> Instr {
    let bad = rng.chance(0.3);
    let dir = if rng.chance(0.5) { DmaDir::Load } else { DmaDir::Store };
    let long_rows = rng.chance(0.1);
    let rows = 1 + rng.below(if long_rows { 40 } else { 6 }) as u16;
    let long_words = rng.chance(0.1);
    let mut words = 1 + rng.below(if long_words { 300 } else { 24 }) as u16;
    if bad && rng.chance(0.15) {
        words = 2049 + rng.below(2000) as u16; // TOO_LONG (max_row_bytes 16384 = 2048 words)
    }
    let near_end = bad && rng.chance(0.2);
    let sram = if near_end { SRAM_WORDS - rng.below(40) as u32 } else { rng.below(SRAM_WORDS as u64 - 400) as u32 };
    let deps = systole_isa::Deps { wait: 0, signal: 0 };
    if rng.chance(0.4) {
        // KV
        let seq = if bad && rng.chance(0.3) { 3 + rng.below(3) as u8 } else { rng.below(3) as u8 };
        let layer = if bad && rng.chance(0.2) { 2 } else { rng.below(2) as u8 };
        let block = if bad && rng.chance(0.2) { 4 + rng.below(4000) as u16 } else { rng.below(4) as u16 };
        let offset = if bad && rng.chance(0.3) { rng.below(80) as u16 } else { rng.below(20) as u16 };
        let krows = 1 + rng.below(8) as u16;
        let kwords = 1 + rng.below(9) as u16;
        let dstride = if bad && rng.chance(0.3) { rng.below(40) as u16 } else { rng.below(4) as u16 };
        Instr::Dma(systole_isa::Dma {
            deps,
            dir,
            target: DmaTarget::Kv { seq, layer, block, offset },
            sram,
            rows: krows,
            words: if bad && rng.chance(0.1) { words } else { kwords },
            dram_stride: dstride,
            tag,
        })
    } else {
        let mut dram = (rng.below(EXT_SIZE as u64 - 0x2000) as u32) & !7;
        if bad && rng.chance(0.3) {
            dram |= 4; // MISALIGNED
        } else if bad && rng.chance(0.3) {
            dram = EXT_SIZE - rng.below(64) as u32 * 8; // OUT_OF_WINDOW near the end
        } else if bad && rng.chance(0.2) {
            dram = 0xffff_fff8; // far outside (32-bit wrap in the bus address)
        }
        let dstride = if rng.chance(0.2) { 0 } else { words + rng.below(8) as u16 };
        let sstride = if rng.chance(0.2) { 0 } else { words + rng.below(8) as u16 };
        Instr::Dma(systole_isa::Dma {
            deps,
            dir,
            target: DmaTarget::Linear { dram, sram_stride: sstride & 0xfff },
            sram,
            rows,
            words,
            dram_stride: dstride,
            tag,
        })
    }
}

/// Whether the linear DMA's or the KV DMA's DRAM rows touch a poisoned page (the engine then reports
/// BUS_ERROR after moving the data), given the DRAM image before it runs.
fn touches_poison(m: &Machine, i: &Instr, poison_off: u32) -> bool {
    let Instr::Dma(d) = i else { return false };
    let wb = BEAT as u64;
    let base = match d.target {
        DmaTarget::Linear { dram, .. } => dram as u64,
        DmaTarget::Kv { seq, layer, block, offset } => {
            let k = m.kv;
            let index = (seq as u64 * k.bt_layers as u64 + layer as u64) * k.bt_blocks as u64 + block as u64;
            let a = (k.bt_base as u64 + 4 * index) as usize;
            let phys = u32::from_le_bytes(m.dram[a..a + 4].try_into().unwrap());
            k.kv_base as u64 + phys as u64 * k.kv_block_bytes as u64 + offset as u64 * wb
        }
    };
    let row = d.words as u64 * wb;
    (0..d.rows as u64).any(|r| {
        let s = base + r * d.dram_stride as u64 * wb;
        let (p0, p1) = (s >> 12, (s + row - 1) >> 12);
        (p0..=p1).contains(&(poison_off as u64 >> 12))
    })
}

/// Whether the KV DMA reaches the block-table read (so it consumes one read of the slave's log).
fn reads_block_table(m: &Machine, i: &Instr) -> bool {
    let Instr::Dma(d) = i else { return false };
    let DmaTarget::Kv { seq, layer, block, .. } = d.target else { return false };
    let k = m.kv;
    if d.words as u64 * BEAT as u64 > caps().max_row_bytes as u64 {
        return false;
    }
    if seq as u32 >= k.bt_seqs || layer as u32 >= k.bt_layers || block as u32 >= k.bt_blocks {
        return false;
    }
    let index = (seq as u64 * k.bt_layers as u64 + layer as u64) * k.bt_blocks as u64 + block as u64;
    k.bt_base as u64 + 4 * index + 4 <= m.dram.len() as u64
}

// ------------------------------------------------------------------------------------------------ the run

#[derive(Debug, Default)]
struct Stats {
    cycles: u64,
    completions: u64,
    codes: std::collections::BTreeMap<u8, u64>,
    skipped: u64,
    image_checks: u64,
    rd_bytes: u64,
    first: Option<u64>,
    last: u64,
    /// Cycles with an instruction in flight and `rd_busy` low (the executor only writes or reports).
    rd_quiet: u64,
}

struct Env {
    p_instr: f64,
    p_ready: f64,
    slave: AxiMemCfg,
    p_bt_err: f64,
    max_lat: u64,
    kv_variant: u64,
}

fn run(env: &Env, instrs: &[Instr], seed: u64, trace: Option<&Path>) -> Result<Stats, Mismatch> {
    let mut rng = Rng::new(seed);
    let mut dut = DmaExecW64::new();
    if let Some(t) = trace {
        dut.trace(t);
    }
    let mut model = DmaExecModel::new(params());
    let kv = kv_regs(env.kv_variant).regs;
    let mut dram: Vec<u8> = (0..EXT_SIZE).map(|_| rng.next_u64() as u8).collect();
    // block table: mostly mapped, some unmapped, some beyond KV_NUM_BLOCKS, some beyond the window
    for e in 0..(kv.bt_seqs * 2 * 4) {
        let a = (kv.bt_base + 4 * e) as usize;
        if a + 4 > dram.len() {
            break;
        }
        let v: u32 = match rng.below(10) {
            0 => u32::MAX,
            1 => 80 + (rng.below(1000) as u32) * rng.below(2) as u32, // KV_NUM_BLOCKS exactly, or above
            2 => 64 + rng.below(16) as u32,
            _ => rng.below(64) as u32,
        };
        dram[a..a + 4].copy_from_slice(&v.to_le_bytes());
    }
    let mut axi = AxiMem::new(env.slave.clone(), dram.clone());
    let mut sram = VarSram {
        mem: (0..SRAM_WORDS * BEAT).map(|_| rng.next_u64() as u8).collect(),
        p_ready: env.p_ready,
        max_lat: env.max_lat,
        pipe: VecDeque::new(),
        last_due: 0,
        ready: false,
        mon: StreamMonitor::new("sram_req"),
    };
    let mut bt = BtSlave { q: VecDeque::new(), shown: false, p_err: env.p_bt_err, ar_ready: false, r: None, mon: StreamMonitor::new("bt_ar"), log: VecDeque::new() };
    let mut mach = Machine::new(ExecConfig { caps: caps(), queue_depth: 4 }, dram, kv);
    mach.sram.copy_from_slice(&sram.mem);
    let cfg = ExecCfg {
        ext_base: EXT_BASE,
        ext_size: EXT_SIZE,
        sram_size: SRAM_WORDS * BEAT,
        bt_base: kv.bt_base,
        bt_seqs: kv.bt_seqs,
        bt_layers: kv.bt_layers,
        bt_blocks: kv.bt_blocks,
        kv_base: kv.kv_base,
        kv_block_bytes: kv.kv_block_bytes,
        kv_num_blocks: kv.kv_num_blocks,
    };
    let poison_off = env.slave.poison_pages.first().map(|p| (p << 12) - EXT_BASE).unwrap_or(u32::MAX);
    let mut to_send: VecDeque<Instr> = instrs.iter().copied().collect();
    let mut cur: Option<Instr> = None;
    let mut pending: VecDeque<(Instr, bool)> = VecDeque::new();
    let mut st = Stats::default();
    let mut quiet = 0;
    let mut rd_os = 0u32;
    let max_cycles = 400 * instrs.len() as u64 + 100_000;
    for cyc in 0..max_cycles {
        let reset = cyc < 2;
        // like the dispatcher, mostly stop offering after an error (so the stop clears), sometimes not
        if cur.is_none() && !reset && rng.chance(env.p_instr) && (!model.stopped() || rng.chance(0.05)) {
            cur = to_send.pop_front();
        }
        let a = axi.drive(cyc, &mut rng);
        let (b_ar_ready, b_r_valid, b_r_data, b_r_resp) = bt.drive(cyc, &mut rng, &axi.mem);
        let (s_ready, s_valid, s_data) = sram.drive(cyc, &mut rng);
        let i = ExecIn {
            reset,
            instr_valid: cur.is_some(),
            instr_data: cur.map(|x| x.encode().expect("the generator makes legal words")).unwrap_or(0),
            cfg,
            bt_ar_ready: b_ar_ready,
            bt_r_valid: b_r_valid,
            bt_r_data: b_r_data,
            bt_r_last: true,
            bt_r_resp: b_r_resp,
            ar_ready: a.ar_ready,
            r_valid: a.r_valid,
            r_data: a.r_data,
            r_last: a.r_last,
            r_resp: a.r_resp,
            aw_ready: a.aw_ready,
            w_ready: a.w_ready,
            b_valid: a.b_valid,
            b_resp: a.b_resp,
            sram_req_ready: s_ready,
            sram_rsp_valid: s_valid,
            sram_rsp_data: s_data,
        };
        let stopped = model.stopped();
        let o = dut_step(&mut dut, &i);
        let e = model.step(&i);
        compare(cyc, &e, &o)?;
        let g = &o.eng;
        // rd_busy covers every DRAM read, independently of the model: an AR offered on either master, or a
        // burst whose last beat has not arrived
        if !reset {
            if (g.ar_valid || o.bt_ar_valid || rd_os > 0) && !o.rd_busy {
                return Err(violation(cyc, "rd_busy", "high while a DRAM read is offered or in flight", format!("low, {rd_os} burst(s) in flight")));
            }
            if !pending.is_empty() && !o.rd_busy {
                st.rd_quiet += 1;
            }
        }
        rd_os += (g.ar_valid && i.ar_ready) as u32 + (o.bt_ar_valid && i.bt_ar_ready) as u32;
        rd_os -= (i.r_valid && g.r_ready && i.r_last) as u32 + (i.bt_r_valid && o.bt_r_ready && i.bt_r_last) as u32;
        if reset {
            rd_os = 0;
        }
        axi.observe(
            cyc,
            &AxiMasterOut {
                ar_valid: g.ar_valid,
                ar_addr: g.ar_addr,
                ar_len: g.ar_len,
                r_ready: g.r_ready,
                aw_valid: g.aw_valid,
                aw_addr: g.aw_addr,
                aw_len: g.aw_len,
                w_valid: g.w_valid,
                w_data: g.w_data,
                w_last: g.w_last,
                b_ready: g.b_ready,
            },
        )?;
        bt.observe(cyc, &mut rng, &o)?;
        sram.observe(cyc, &mut rng, g.sram_req_valid, g.sram_req_addr, g.sram_req_we, g.sram_req_wdata)?;
        st.rd_bytes += o.ev_rd as u64;
        if let Some(x) = cur {
            if o.instr_ready && !reset {
                pending.push_back((x, stopped));
                st.first.get_or_insert(cyc);
                cur = None;
            }
        }
        if o.done && o.error {
            return Err(violation(cyc, "done/error", "at most one of them", "both"));
        }
        if o.done || o.error {
            let (x, skipped) = pending.pop_front().ok_or_else(|| violation(cyc, "done/error", "an instruction in flight", "none"))?;
            let Instr::Dma(d) = x else { unreachable!() };
            check(cyc, "done_tag (scoreboard)", d.tag, o.done_tag)?;
            st.completions += 1;
            st.last = cyc;
            if skipped {
                st.skipped += 1;
                check(cyc, &format!("skipped `{x}`: error"), true, o.error)?;
            } else {
                let reads = reads_block_table(&mach, &x);
                let bt_err = reads && bt.log.pop_front().unwrap_or(false);
                let mut m2 = mach.clone();
                let r = m2.execute(&x, &mut RunStats::default());
                let poison = r.is_ok() && touches_poison(&mach, &x, poison_off);
                let exp: u8 = match r {
                    _ if bt_err => ErrorCode::BusError as u8,
                    Ok(()) if poison => ErrorCode::BusError as u8,
                    Ok(()) => 0,
                    Err((c, _)) => c as u8,
                };
                if !bt_err {
                    mach = m2;
                }
                let got = if o.error { o.error_code } else { 0 };
                check(cyc, &format!("completion code of `{x}` (scoreboard, Machine: {r:?})"), exp, got)?;
                *st.codes.entry(exp).or_default() += 1;
            }
        }
        // images: whenever nothing is in flight
        if pending.is_empty() && model.idle() && axi.quiet() && sram.pipe.is_empty() {
            if quiet == 0 {
                st.image_checks += 1;
                if let Some(k) = (0..mach.dram.len()).find(|&k| mach.dram[k] != axi.mem[k]) {
                    return Err(violation(cyc, &format!("DRAM byte {k:#x} (scoreboard)"), &format!("{:#04x}", mach.dram[k]), axi.mem[k]));
                }
                if let Some(k) = (0..mach.sram.len()).find(|&k| mach.sram[k] != sram.mem[k]) {
                    return Err(violation(cyc, &format!("SRAM byte {k:#x} (scoreboard)"), &format!("{:#04x}", mach.sram[k]), sram.mem[k]));
                }
            }
            quiet += 1;
            if to_send.is_empty() && cur.is_none() && quiet >= 4 {
                st.cycles = cyc + 1;
                break;
            }
        } else {
            quiet = 0;
        }
    }
    dut.trace_close();
    if st.cycles == 0 {
        return Err(violation(max_cycles, "completion", "every instruction completed", format!("{} left", to_send.len() + pending.len())));
    }
    Ok(st)
}

fn random_env(seed: u64, variant: u64) -> Env {
    let mut r = Rng::new(seed ^ 0xd0e);
    let mut pr = |lo: f64| lo + (1.0 - lo) * (r.below(1000) as f64 / 1000.0);
    let slave = AxiMemCfg {
        base: EXT_BASE,
        size: EXT_SIZE,
        beat: BEAT,
        max_reads: 1 + (seed % 6) as usize,
        max_writes: 1 + ((seed >> 3) % 6) as usize,
        r_latency: 1 + (seed >> 6) % 8,
        b_latency: 1 + (seed >> 9) % 8,
        p_ar: pr(0.3),
        p_aw: pr(0.3),
        p_w: pr(0.3),
        p_r: pr(0.3),
        p_b: pr(0.3),
        poison_pages: vec![(EXT_BASE >> 12) + 5],
    };
    Env { p_instr: pr(0.05), p_ready: pr(0.3), slave, p_bt_err: 0.05, max_lat: 6, kv_variant: variant }
}

#[test]
fn dma_exec_random_against_machine() {
    let runs = 24 * soak();
    let total = run_seeded("dma_exec_random", |seed, trace| {
        let mut rng = Rng::new(seed);
        let mut total = Stats::default();
        for r in 0..runs {
            let s = rng.next_u64();
            let env = random_env(s, r % 4 % 3);
            let mut g = Rng::new(s ^ 0x1);
            let instrs: Vec<Instr> = (0..150).map(|k| random_instr(&mut g, k as u8)).collect();
            let st = run(&env, &instrs, s, trace)?;
            total.cycles += st.cycles;
            total.completions += st.completions;
            total.skipped += st.skipped;
            total.image_checks += st.image_checks;
            total.rd_quiet += st.rd_quiet;
            for (c, n) in st.codes {
                *total.codes.entry(c).or_default() += n;
            }
        }
        Ok(total)
    });
    eprintln!(
        "dma_exec_random: {} cycles, {} completions ({} skipped after an error), {} image checks, codes {:?}, {} cycles busy without DRAM reads (rd_busy low)",
        total.cycles, total.completions, total.skipped, total.image_checks, total.codes, total.rd_quiet
    );
    assert!(total.rd_quiet > 0, "rd_busy never dropped while an instruction was in flight (stores, a load's SRAM writes)");
    for c in [0u8, 2, 3, 4, 5, 0x23, 0x24, 0x25, 0x26] {
        assert!(total.codes.get(&c).copied().unwrap_or(0) > 0, "code {c:#x} never seen: {:?}", total.codes);
    }
}

#[test]
fn dma_exec_throughput_back_to_back_loads() {
    // full-rate slave, no SRAM back-pressure, fixed SRAM latency 2; 16 back-to-back dma.load of one row
    // of `words` words each, against the same 16 rows as one 16-row dma.load (the engine's best case).
    for words in [8u16, 64, 512] {
        let mk = |rows: u16, n: usize| -> Vec<Instr> {
            (0..n)
                .map(|k| {
                    Instr::Dma(systole_isa::Dma {
                        deps: systole_isa::Deps { wait: 0, signal: 0 },
                        dir: DmaDir::Load,
                        target: DmaTarget::Linear { dram: (k as u32) * words as u32 * 8, sram_stride: 0 },
                        sram: 0,
                        rows,
                        words,
                        dram_stride: words,
                        tag: k as u8,
                    })
                })
                .collect()
        };
        let env = Env {
            p_instr: 1.0,
            p_ready: 1.0,
            slave: AxiMemCfg::full_rate(EXT_BASE, EXT_SIZE, BEAT),
            p_bt_err: 0.0,
            max_lat: 2,
            kv_variant: 0,
        };
        let a = run_seeded("dma_exec_throughput", |seed, trace| run(&env, &mk(1, 16), seed, trace));
        let b = run_seeded("dma_exec_throughput", |seed, trace| run(&env, &mk(16, 1), seed, trace));
        let beats = 16 * words as u64;
        let span = |s: &Stats| s.last - s.first.unwrap_or(0) + 1;
        eprintln!(
            "dma_exec throughput, words={words}: 16 x 1-row dma.load {} cycles ({:.1}% of 1 beat/cycle), 1 x 16-row dma.load {} cycles ({:.1}%)",
            span(&a),
            100.0 * beats as f64 / span(&a) as f64,
            span(&b),
            100.0 * beats as f64 / span(&b) as f64
        );
        assert_eq!(a.rd_bytes, beats * 8);
        assert_eq!(b.rd_bytes, beats * 8);
        assert_eq!(a.codes.get(&0), Some(&16));
        if words >= 64 {
            assert!(beats as f64 / span(&a) as f64 > 0.8, "back-to-back loads below 80%");
        }
    }
}
