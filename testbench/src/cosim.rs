//! # cosim
//!
//! The co-simulation harness of the whole accelerator: the Verilated top level, a device DRAM behind its
//! AXI4 memory port (`models::dma::axi_mem::AxiMem`: latency, bursts in flight and per-cycle acceptance are
//! configurable, so bytes per cycle are too), a host that reads and writes registers over the AXI4-Lite MMIO
//! port, and the [`Scoreboard`] fed from the top's monitor ports and from the DRAM's write channel.
//!
//! ```text
//!    host ops (mmio_write / mmio_read)         AxiMem (DRAM window, latency, stalls)
//!          |  AXI4-Lite                               ^  AXI4 (ar/r, aw/w/b)
//!          v                                          |
//!     +------------------------- top (TopDut) --------+------+
//!     |  seq_regs, fetch, dispatch, DMA, matrix, VPU, NoC, SRAM |
//!     +---------------------------------------------------------+
//!          | mon_issue / mon_done / mon_error per queue, mon_wr_* per unit's SRAM writes
//!          v
//!     Scoreboard (golden-int values per instruction, tensor and element)   <-- DRAM writes (W beats)
//! ```
//!
//! The top is reached through the [`TopDut`] trait, so this file does not depend on one Verilated module:
//! each configuration's test adapts its generated `In`/`Out` structs to [`TopIn`]/[`TopOut`].

use crate::harness::{violation, Mismatch, Rng};
use crate::models::dma::axi_mem::{AxiMasterOut, AxiMem, AxiSlaveOut};
use crate::scoreboard::Scoreboard;
use systole_host::compiler::exec::Mem;
use systole_isa::regs as r;
use systole_isa::{Instr, Queue};

/// The host side of the MMIO port and the DRAM's outputs, for one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct TopIn {
    pub reset: bool,
    pub s_aw_valid: bool,
    pub s_aw_addr: u32,
    pub s_w_valid: bool,
    pub s_w_data: u32,
    pub s_w_strb: u8,
    pub s_b_ready: bool,
    pub s_ar_valid: bool,
    pub s_ar_addr: u32,
    pub s_r_ready: bool,
    pub axi: AxiSlaveOut,
}

/// Queue order in the monitor ports: DMA, MATRIX, VECTOR.
pub const QUEUES: [Queue; 3] = [Queue::Dma, Queue::Matrix, Queue::Vector];

/// The monitor ports of the top (simulation only; unconnected in a board wrapper).
#[derive(Debug, Clone, Default)]
pub struct Monitor {
    /// Per queue: the unit took an instruction / completed / failed its oldest one.
    pub issue: [bool; 3],
    pub done: [bool; 3],
    pub error: [bool; 3],
    /// Per unit (DMA, matrix unit, vector unit's store): an SRAM write transferred at its port.
    pub wr_valid: [bool; 3],
    pub wr_addr: [u64; 3],
    pub wr_data: [Vec<u8>; 3],
    /// A NoC invariant failed (`mon_noc_err`): the harness fails the run.
    pub noc_err: bool,
}

/// The top's outputs of one cycle.
#[derive(Debug, Clone, Default)]
pub struct TopOut {
    pub s_aw_ready: bool,
    pub s_w_ready: bool,
    pub s_b_valid: bool,
    pub s_b_resp: u8,
    pub s_ar_ready: bool,
    pub s_r_valid: bool,
    pub s_r_data: u32,
    pub s_r_resp: u8,
    pub irq: bool,
    pub axi: AxiMasterOut,
    pub mon: Monitor,
}

/// One Verilated top level (one configuration).
pub trait TopDut {
    /// Applies `i`, settles, samples the outputs, clocks one rising edge.
    fn step(&mut self, i: &TopIn) -> TopOut;
    /// Bytes per SRAM word and AXI beat.
    fn word_bytes(&self) -> usize;
}

/// How a program run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunEnd {
    pub cycles: u64,
    pub status: u32,
    pub error_code: u32,
    pub error_pc: u32,
    pub error_info: u32,
}

/// The harness: the top, its DRAM, the host's MMIO accesses, the scoreboard.
pub struct Cosim<D: TopDut> {
    pub dut: D,
    pub dram: AxiMem,
    pub rng: Rng,
    pub cycle: u64,
    /// Probability of the host's ready on B and R (MMIO back-pressure).
    pub p_host_ready: f64,
    pub scoreboard: Option<Scoreboard>,
    /// Per queue, the program's instruction indices in order (syncs excluded: they never reach a unit).
    order: [Vec<usize>; 3],
    next: [usize; 3],
    /// The DRAM write burst being filled: (next beat's byte address).
    w_addr: std::collections::VecDeque<(u32, u32)>,
    /// Events counted: instructions issued and completed per queue, SRAM writes per unit, DRAM write beats.
    pub issued: [u64; 3],
    pub completed: [u64; 3],
    pub sram_writes: [u64; 3],
    pub dram_beats: u64,
    /// Per program instruction that a unit took (with a scoreboard attached): `(pc, issue cycle, completion
    /// cycle)`, the completion cycle 0 until it completes. The measured occupancy the cost model is
    /// compared with (`docs/performance.md`).
    pub spans: Vec<(usize, u64, u64)>,
    /// Per queue, the indices into `spans` of its instructions in flight.
    span_q: [std::collections::VecDeque<usize>; 3],
}

impl<D: TopDut> Cosim<D> {
    pub fn new(dut: D, dram: AxiMem, seed: u64) -> Self {
        Cosim {
            dut,
            dram,
            rng: Rng::new(seed),
            cycle: 0,
            p_host_ready: 1.0,
            scoreboard: None,
            order: Default::default(),
            next: [0; 3],
            w_addr: Default::default(),
            issued: [0; 3],
            completed: [0; 3],
            sram_writes: [0; 3],
            dram_beats: 0,
            spans: Vec::new(),
            span_q: Default::default(),
        }
    }

    /// Checks the next program's writes with `sb`; `instrs` is the program (for the per-queue order).
    pub fn attach(&mut self, sb: Scoreboard, instrs: &[Instr]) {
        for (k, q) in QUEUES.iter().enumerate() {
            self.order[k] = instrs.iter().enumerate().filter(|(_, i)| i.queue() == *q && !matches!(i, Instr::Sync { .. })).map(|(pc, _)| pc).collect();
        }
        self.next = [0; 3];
        self.scoreboard = Some(sb);
    }

    /// One cycle with the host inputs `host` (its `axi` field is replaced by the DRAM's outputs).
    pub fn cycle(&mut self, host: TopIn) -> Result<TopOut, Mismatch> {
        let mut i = host;
        i.axi = self.dram.drive(self.cycle, &mut self.rng);
        let o = self.dut.step(&i);
        let c = self.cycle;
        if o.mon.noc_err {
            return Err(violation(c, "mon_noc_err", "no NoC invariant fails (bridges' err, mesh edge_err)", 1));
        }
        // DRAM write beats: the address of each beat, for the scoreboard
        if o.axi.aw_valid && i.axi.aw_ready {
            self.w_addr.push_back((o.axi.aw_addr, o.axi.aw_len as u32 + 1));
        }
        if o.axi.w_valid && i.axi.w_ready {
            let wb = self.dut.word_bytes();
            let Some(front) = self.w_addr.front_mut() else {
                return Err(violation(c, "axi_w_valid", "a W beat follows its AW", "W before AW"));
            };
            let addr = front.0;
            front.0 += wb as u32;
            front.1 -= 1;
            if front.1 == 0 {
                self.w_addr.pop_front();
            }
            self.dram_beats += 1;
            if let Some(sb) = self.scoreboard.as_mut() {
                let mut data = vec![0u8; wb];
                o.axi.w_data.to_bytes(&mut data);
                let word = (addr - self.dram.cfg.base) as u64 / wb as u64;
                sb.write(c, Queue::Dma, Mem::Dram, word, &data).map_err(|d| violation(c, "scoreboard", "DRAM write equals golden-int", d.to_string()))?;
            }
        }
        self.dram.observe(c, &o.axi)?;
        // monitors: issue, SRAM writes, completions, in this order within a cycle
        for k in 0..3 {
            if o.mon.issue[k] {
                self.issued[k] += 1;
                if let Some(sb) = self.scoreboard.as_mut() {
                    let Some(&pc) = self.order[k].get(self.next[k]) else {
                        return Err(violation(c, "mon_issue", "a unit takes only the program's instructions", format!("{:?} queue took one too many", QUEUES[k])));
                    };
                    self.next[k] += 1;
                    sb.issue(QUEUES[k], pc);
                    self.span_q[k].push_back(self.spans.len());
                    self.spans.push((pc, c, 0));
                }
            }
        }
        for k in 0..3 {
            if o.mon.wr_valid[k] {
                self.sram_writes[k] += 1;
                if let Some(sb) = self.scoreboard.as_mut() {
                    sb.write(c, QUEUES[k], Mem::Sram, o.mon.wr_addr[k], &o.mon.wr_data[k])
                        .map_err(|d| violation(c, "scoreboard", "SRAM write equals golden-int", d.to_string()))?;
                }
            }
        }
        for k in 0..3 {
            if o.mon.done[k] {
                self.completed[k] += 1;
                if let Some(i) = self.span_q[k].pop_front() {
                    self.spans[i].2 = c;
                }
                if let Some(sb) = self.scoreboard.as_mut() {
                    sb.complete(c, QUEUES[k]).map_err(|d| violation(c, "scoreboard", "completed instruction's outputs equal golden-int", d.to_string()))?;
                }
            }
        }
        self.cycle += 1;
        Ok(o)
    }

    fn idle_in(&mut self) -> TopIn {
        TopIn { s_b_ready: self.rng.chance(self.p_host_ready), s_r_ready: self.rng.chance(self.p_host_ready), ..Default::default() }
    }

    /// Holds reset for `n` cycles.
    pub fn reset(&mut self, n: u64) -> Result<(), Mismatch> {
        for _ in 0..n {
            self.cycle(TopIn { reset: true, ..Default::default() })?;
        }
        Ok(())
    }

    /// Runs `n` cycles without host traffic.
    pub fn idle(&mut self, n: u64) -> Result<(), Mismatch> {
        for _ in 0..n {
            let i = self.idle_in();
            self.cycle(i)?;
        }
        Ok(())
    }

    /// An AXI4-Lite write of `data` to register offset `off` (all byte lanes); returns BRESP.
    pub fn mmio_write(&mut self, off: u32, data: u32) -> Result<u8, Mismatch> {
        let (mut aw, mut w) = (false, false);
        for _ in 0..10_000 {
            let mut i = self.idle_in();
            i.s_aw_valid = !aw;
            i.s_aw_addr = off;
            i.s_w_valid = !w;
            i.s_w_data = data;
            i.s_w_strb = 0xf;
            let o = self.cycle(i)?;
            aw |= i.s_aw_valid && o.s_aw_ready;
            w |= i.s_w_valid && o.s_w_ready;
            if aw && w && i.s_b_ready && o.s_b_valid {
                return Ok(o.s_b_resp);
            }
        }
        Err(violation(self.cycle, "s_b_valid", "an MMIO write completes", format!("write of {off:#x} hung")))
    }

    /// An AXI4-Lite read of register offset `off`.
    pub fn mmio_read(&mut self, off: u32) -> Result<u32, Mismatch> {
        let mut ar = false;
        for _ in 0..10_000 {
            let mut i = self.idle_in();
            i.s_ar_valid = !ar;
            i.s_ar_addr = off;
            let o = self.cycle(i)?;
            ar |= i.s_ar_valid && o.s_ar_ready;
            if ar && i.s_r_ready && o.s_r_valid {
                return Ok(o.s_r_data);
            }
        }
        Err(violation(self.cycle, "s_r_valid", "an MMIO read completes", format!("read of {off:#x} hung")))
    }

    /// A 64-bit performance counter (snapshot taken at `end`).
    pub fn counter(&mut self, name: &str) -> Result<u64, Mismatch> {
        let c = r::COUNTERS.iter().find(|c| c.name == name).ok_or_else(|| violation(self.cycle, "counter", "a known counter", name.to_string()))?;
        let lo = self.mmio_read(c.lo())? as u64;
        let hi = self.mmio_read(c.hi())? as u64;
        Ok(hi << 32 | lo)
    }

    /// Clocks the top without host traffic until it raises `irq` (`true`) or `max_cycles` have passed
    /// (`false`). With a scoreboard attached, every instruction a unit took must have completed by then.
    pub fn wait_irq(&mut self, max_cycles: u64) -> Result<bool, Mismatch> {
        let t0 = self.cycle;
        loop {
            let i = self.idle_in();
            let o = self.cycle(i)?;
            if o.irq {
                // `end` (and an error stop) come after every queue drained: every instruction a unit took
                // has completed, its writes visible, when the interrupt rises
                if let Some(sb) = self.scoreboard.as_ref() {
                    if sb.in_flight() != [0, 0, 0] {
                        return Err(violation(
                            self.cycle,
                            "irq",
                            "every instruction taken by a unit has completed (writes acknowledged) at the interrupt",
                            format!("in flight per queue (DMA, MATRIX, VECTOR): {:?}", sb.in_flight()),
                        ));
                    }
                }
                return Ok(true);
            }
            if self.cycle - t0 > max_cycles {
                return Ok(false);
            }
        }
    }

    /// Programs the window and the KV registers, rings the doorbell for the program at DRAM offset
    /// `prog_addr` of `prog_len` instructions, and runs until the interrupt (done or error) or `max_cycles`.
    pub fn run(&mut self, kv: &systole_host::compiler::exec::KvRegs, prog_addr: u32, prog_len: u32, max_cycles: u64) -> Result<RunEnd, Mismatch> {
        let base = self.dram.cfg.base;
        let size = self.dram.cfg.size;
        for (o, v) in [
            (r::off::DRAM_BASE_LO, base),
            (r::off::DRAM_SIZE, size),
            (r::off::BT_BASE, kv.bt_base),
            (r::off::BT_SEQS, kv.bt_seqs),
            (r::off::BT_LAYERS, kv.bt_layers),
            (r::off::BT_BLOCKS, kv.bt_blocks),
            (r::off::KV_BASE, kv.kv_base),
            (r::off::KV_BLOCK_BYTES, kv.kv_block_bytes),
            (r::off::KV_NUM_BLOCKS, kv.kv_num_blocks),
            (r::off::PROG_ADDR, prog_addr),
            (r::off::PROG_LEN, prog_len),
            (r::off::INT_STATUS, r::int::ALL),
            (r::off::INT_MASK, r::int::DONE | r::int::ERROR),
        ] {
            let resp = self.mmio_write(o, v)?;
            if resp != 0 {
                return Err(violation(self.cycle, "s_b_resp", "OKAY on a configuration write", format!("{resp} at {o:#x}")));
            }
        }
        let t0 = self.cycle;
        self.mmio_write(r::off::DOORBELL, r::DOORBELL_START)?;
        if !self.wait_irq(max_cycles)? {
            let st = self.mmio_read(r::off::STATUS)?;
            let pc = self.mmio_read(r::off::PC)?;
            let ec = self.mmio_read(r::off::ERROR_CODE)?;
            return Err(violation(
                self.cycle,
                "irq",
                &format!("the program ends within {max_cycles} cycles"),
                format!(
                    "still running: STATUS {st:#x}, PC {pc}, ERROR_CODE {ec:#x}; issued {:?}, completed {:?}, SRAM writes {:?}, DRAM beats {}",
                    self.issued, self.completed, self.sram_writes, self.dram_beats
                ),
            ));
        }
        let cycles = self.cycle - t0;
        Ok(RunEnd {
            cycles,
            status: self.mmio_read(r::off::STATUS)?,
            error_code: self.mmio_read(r::off::ERROR_CODE)?,
            error_pc: self.mmio_read(r::off::ERROR_PC)?,
            error_info: self.mmio_read(r::off::ERROR_INFO)?,
        })
    }
}
