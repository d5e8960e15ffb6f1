//! An AXI4 slave memory for the DMA tests. It drives AR/AW/W ready, R and B, holds its own valid/data until
//! the master takes them, keeps several bursts in flight, and checks the rules the master must obey:
//!
//! - every burst is INCR with at most 256 beats, beat-aligned, inside the configured window, and does not
//!   cross a 4 KiB boundary;
//! - WLAST is high exactly on the last beat of each write burst;
//! - AR, AW and W obey the valid/ready contract (valid and payload held until the transfer).
//!
//! Any violation is returned as a [`Mismatch`] and fails the test. Bursts whose 4 KiB page is listed in
//! `poison_pages` are answered with SLVERR (resp = 2) on every R beat / on B (the data still moves).

use super::Beat;
use crate::harness::{violation, Mismatch, Rng, StreamMonitor};
use std::collections::VecDeque;

/// Behaviour of the slave.
#[derive(Debug, Clone)]
pub struct AxiMemCfg {
    /// Window base byte address.
    pub base: u32,
    /// Window size in bytes.
    pub size: u32,
    /// Bytes per beat.
    pub beat: u32,
    /// Read bursts accepted and not finished, at most.
    pub max_reads: usize,
    /// Write bursts accepted and not answered, at most.
    pub max_writes: usize,
    /// Cycles from AR transfer to the first R beat being offered.
    pub r_latency: u64,
    /// Cycles from the last W beat to B being offered.
    pub b_latency: u64,
    /// Probabilities (per cycle) of ready on AR / AW / W and of offering an R beat / a B response.
    pub p_ar: f64,
    pub p_aw: f64,
    pub p_w: f64,
    pub p_r: f64,
    pub p_b: f64,
    /// 4 KiB pages (address >> 12) answered with SLVERR.
    pub poison_pages: Vec<u32>,
}

impl AxiMemCfg {
    /// A slave that accepts one beat per cycle on every channel, with short fixed latencies.
    pub fn full_rate(base: u32, size: u32, beat: u32) -> Self {
        AxiMemCfg {
            base,
            size,
            beat,
            max_reads: 8,
            max_writes: 8,
            r_latency: 2,
            b_latency: 2,
            p_ar: 1.0,
            p_aw: 1.0,
            p_w: 1.0,
            p_r: 1.0,
            p_b: 1.0,
            poison_pages: vec![],
        }
    }
}

#[derive(Debug, Clone, Copy)]
struct Burst {
    addr: u32,
    len: u32,
    beat: u32,
    due: u64,
    err: bool,
}

/// What the slave drives in one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct AxiSlaveOut {
    pub ar_ready: bool,
    pub r_valid: bool,
    pub r_data: Beat,
    pub r_last: bool,
    pub r_resp: u8,
    pub aw_ready: bool,
    pub w_ready: bool,
    pub b_valid: bool,
    pub b_resp: u8,
}

/// What the master drives in one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct AxiMasterOut {
    pub ar_valid: bool,
    pub ar_addr: u32,
    pub ar_len: u8,
    pub r_ready: bool,
    pub aw_valid: bool,
    pub aw_addr: u32,
    pub aw_len: u8,
    pub w_valid: bool,
    pub w_data: Beat,
    pub w_last: bool,
    pub b_ready: bool,
}

/// The slave memory (window contents plus channel state).
#[derive(Debug, Clone)]
pub struct AxiMem {
    pub cfg: AxiMemCfg,
    /// Window contents, `mem[a - base]`.
    pub mem: Vec<u8>,
    reads: VecDeque<Burst>,
    writes: VecDeque<Burst>,
    bq: VecDeque<(u64, bool)>,
    r_shown: bool,
    b_shown: bool,
    ar_mon: StreamMonitor<(u32, u8)>,
    aw_mon: StreamMonitor<(u32, u8)>,
    w_mon: StreamMonitor<(Beat, bool)>,
    /// Counters.
    pub ar_bursts: u64,
    pub aw_bursts: u64,
    pub r_beats: u64,
    pub w_beats: u64,
    pub max_reads_seen: usize,
    pub max_writes_seen: usize,
    out: AxiSlaveOut,
}

impl AxiMem {
    pub fn new(cfg: AxiMemCfg, mem: Vec<u8>) -> Self {
        assert_eq!(mem.len() as u64, cfg.size as u64);
        AxiMem {
            cfg,
            mem,
            reads: VecDeque::new(),
            writes: VecDeque::new(),
            bq: VecDeque::new(),
            r_shown: false,
            b_shown: false,
            ar_mon: StreamMonitor::new("axi_ar"),
            aw_mon: StreamMonitor::new("axi_aw"),
            w_mon: StreamMonitor::new("axi_w"),
            ar_bursts: 0,
            aw_bursts: 0,
            r_beats: 0,
            w_beats: 0,
            max_reads_seen: 0,
            max_writes_seen: 0,
            out: AxiSlaveOut::default(),
        }
    }

    /// True when no burst is in flight.
    pub fn quiet(&self) -> bool {
        self.reads.is_empty() && self.writes.is_empty() && self.bq.is_empty()
    }

    fn word(&self, addr: u32) -> Beat {
        let off = (addr - self.cfg.base) as usize;
        Beat::from_bytes(&self.mem[off..off + self.cfg.beat as usize])
    }

    /// The slave's outputs for cycle `cycle` (random stalls drawn from `rng`).
    pub fn drive(&mut self, cycle: u64, rng: &mut Rng) -> AxiSlaveOut {
        let c = &self.cfg;
        let mut o = AxiSlaveOut {
            ar_ready: self.reads.len() < c.max_reads && rng.chance(c.p_ar),
            aw_ready: self.writes.len() + self.bq.len() < c.max_writes && rng.chance(c.p_aw),
            ..Default::default()
        };
        let p_r = c.p_r;
        let p_w = c.p_w;
        let p_b = c.p_b;
        if let Some(b) = self.reads.front().copied() {
            if self.r_shown || (b.due <= cycle && rng.chance(p_r)) {
                self.r_shown = true;
                o.r_valid = true;
                o.r_data = self.word(b.addr + b.beat * self.cfg.beat);
                o.r_last = b.beat == b.len;
                o.r_resp = if b.err { 2 } else { 0 };
            }
        }
        o.w_ready = !self.writes.is_empty() && rng.chance(p_w);
        if let Some(&(due, err)) = self.bq.front() {
            if self.b_shown || (due <= cycle && rng.chance(p_b)) {
                self.b_shown = true;
                o.b_valid = true;
                o.b_resp = if err { 2 } else { 0 };
            }
        }
        self.out = o;
        o
    }

    fn check_burst(&self, cycle: u64, ch: &str, addr: u32, len: u8) -> Result<bool, Mismatch> {
        let c = &self.cfg;
        let beats = len as u64 + 1;
        let bytes = beats * c.beat as u64;
        if beats > 256 {
            return Err(violation(cycle, &format!("{ch}_len"), "at most 256 beats (AXI4 INCR)", len));
        }
        if addr % c.beat != 0 {
            return Err(violation(cycle, &format!("{ch}_addr"), "beat-aligned burst address", format!("{addr:#x}")));
        }
        if (addr & 0xfff) as u64 + bytes > 4096 {
            return Err(violation(
                cycle,
                &format!("{ch}_addr"),
                "burst does not cross a 4 KiB boundary",
                format!("{addr:#x} + {bytes} bytes"),
            ));
        }
        if addr < c.base || addr as u64 + bytes > c.base as u64 + c.size as u64 {
            return Err(violation(
                cycle,
                &format!("{ch}_addr"),
                &format!("burst inside the window [{:#x}, {:#x})", c.base, c.base as u64 + c.size as u64),
                format!("{addr:#x} + {bytes} bytes"),
            ));
        }
        Ok(c.poison_pages.contains(&(addr >> 12)))
    }

    /// Observes the master's outputs of cycle `cycle` (against what [`drive`](Self::drive) offered) and
    /// applies the transfers.
    pub fn observe(&mut self, cycle: u64, m: &AxiMasterOut) -> Result<(), Mismatch> {
        let o = self.out;
        if self.ar_mon.observe(cycle, m.ar_valid, o.ar_ready, (m.ar_addr, m.ar_len))?.is_some() {
            let err = self.check_burst(cycle, "axi_ar", m.ar_addr, m.ar_len)?;
            self.reads.push_back(Burst {
                addr: m.ar_addr,
                len: m.ar_len as u32,
                beat: 0,
                due: cycle + self.cfg.r_latency,
                err,
            });
            self.ar_bursts += 1;
            self.max_reads_seen = self.max_reads_seen.max(self.reads.len());
        }
        if o.r_valid && m.r_ready {
            let b = self.reads.front_mut().unwrap();
            self.r_beats += 1;
            self.r_shown = false;
            if b.beat == b.len {
                self.reads.pop_front();
            } else {
                b.beat += 1;
            }
        }
        if self.aw_mon.observe(cycle, m.aw_valid, o.aw_ready, (m.aw_addr, m.aw_len))?.is_some() {
            let err = self.check_burst(cycle, "axi_aw", m.aw_addr, m.aw_len)?;
            self.writes.push_back(Burst { addr: m.aw_addr, len: m.aw_len as u32, beat: 0, due: 0, err });
            self.aw_bursts += 1;
            self.max_writes_seen = self.max_writes_seen.max(self.writes.len() + self.bq.len());
        }
        if let Some((data, last)) = self.w_mon.observe(cycle, m.w_valid, o.w_ready, (m.w_data, m.w_last))? {
            let beat_bytes = self.cfg.beat;
            let b = self.writes.front_mut().expect("w_ready is only offered with a pending AW");
            if last != (b.beat == b.len) {
                return Err(violation(
                    cycle,
                    "axi_w_last",
                    &format!("WLAST exactly on beat {} of the burst at {:#x}", b.len, b.addr),
                    format!("WLAST={last} on beat {}", b.beat),
                ));
            }
            let off = (b.addr + b.beat * beat_bytes - self.cfg.base) as usize;
            data.to_bytes(&mut self.mem[off..off + beat_bytes as usize]);
            self.w_beats += 1;
            if b.beat == b.len {
                let err = b.err;
                self.writes.pop_front();
                self.bq.push_back((cycle + self.cfg.b_latency, err));
            } else {
                b.beat += 1;
            }
        }
        if o.b_valid && m.b_ready {
            self.bq.pop_front();
            self.b_shown = false;
        }
        Ok(())
    }
}
