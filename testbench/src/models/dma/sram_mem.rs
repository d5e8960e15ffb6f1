//! The SRAM arbiter contract as seen by one requester: request channel with random `req_ready`
//! back-pressure, writes applied at the transfer, read data returned exactly `latency` cycles after the
//! request transfer, in order, on a response channel without ready. Any access outside the configured
//! window is a violation; the request stream is checked against the valid/ready contract.

use super::Beat;
use crate::harness::{violation, Mismatch, Rng, StreamMonitor};
use std::collections::VecDeque;

/// The SRAM model.
#[derive(Debug, Clone)]
pub struct SramMem {
    /// Window contents in bytes (`[0, size)`).
    pub mem: Vec<u8>,
    /// Bytes per word.
    pub beat: u32,
    /// Read latency in cycles (>= 1).
    pub latency: u64,
    /// Probability of `req_ready` per cycle.
    pub p_ready: f64,
    pipe: VecDeque<(u64, Beat)>,
    mon: StreamMonitor<(u32, bool, Beat)>,
    ready: bool,
    pub reads: u64,
    pub writes: u64,
}

/// What the SRAM side drives in one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct SramOut {
    pub req_ready: bool,
    pub rsp_valid: bool,
    pub rsp_data: Beat,
}

impl SramMem {
    pub fn new(mem: Vec<u8>, beat: u32, latency: u64, p_ready: f64) -> Self {
        assert!(latency >= 1);
        SramMem {
            mem,
            beat,
            latency,
            p_ready,
            pipe: VecDeque::new(),
            mon: StreamMonitor::new("sram_req"),
            ready: false,
            reads: 0,
            writes: 0,
        }
    }

    pub fn quiet(&self) -> bool {
        self.pipe.is_empty()
    }

    pub fn drive(&mut self, cycle: u64, rng: &mut Rng) -> SramOut {
        self.ready = rng.chance(self.p_ready);
        let mut o = SramOut { req_ready: self.ready, ..Default::default() };
        if let Some(&(due, data)) = self.pipe.front() {
            assert!(due >= cycle, "SRAM model: response due at {due} missed at {cycle}");
            if due == cycle {
                o.rsp_valid = true;
                o.rsp_data = data;
                self.pipe.pop_front();
            }
        }
        o
    }

    /// Observes the request of cycle `cycle`.
    pub fn observe(&mut self, cycle: u64, valid: bool, addr: u32, we: bool, wdata: Beat) -> Result<(), Mismatch> {
        let payload = if we { (addr, we, wdata) } else { (addr, we, Beat::ZERO) };
        if self.mon.observe(cycle, valid, self.ready, payload)?.is_some() {
            let off = addr as u64 * self.beat as u64;
            if off + self.beat as u64 > self.mem.len() as u64 {
                return Err(violation(
                    cycle,
                    "sram_req_addr",
                    &format!("word address inside the SRAM window of {} bytes", self.mem.len()),
                    format!("{addr:#x} (we={we})"),
                ));
            }
            let word = &mut self.mem[off as usize..(off + self.beat as u64) as usize];
            if we {
                wdata.to_bytes(word);
                self.writes += 1;
            } else {
                self.pipe.push_back((cycle + self.latency, Beat::from_bytes(word)));
                self.reads += 1;
            }
        }
        Ok(())
    }
}
