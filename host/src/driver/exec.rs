//! # exec
//!
//! A [`Device`] over the functional executor (`compiler::exec::Machine`, the ISA's reference semantics):
//! the register file of `docs/registers.md` in software, a doorbell that runs the program to completion,
//! and DMA that copies into the machine's DRAM. It has no clock (CYCLES reads 0, time does not advance)
//! and no link cost. It exists to test the driver, the KV manager and the scheduler in seconds; the
//! simulated board (`testbench::board`) runs the same driver code on the RTL.

use super::{check_window, Device, DriverError, LinkStats};
use crate::compiler::exec::{ExecConfig, KvRegs, Machine, Schedule};
use std::collections::HashMap;
use systole_isa::regs::{self as r, off, Caps};

/// The functional device.
pub struct ExecDevice {
    m: Machine,
    regs: HashMap<u32, u32>,
    counters: HashMap<&'static str, u64>,
    stats: LinkStats,
    /// Programs run.
    pub runs: u64,
}

impl ExecDevice {
    /// A device with capabilities `caps`, `dram_bytes` of DRAM and dispatcher queues of `queue_depth`.
    pub fn new(caps: Caps, dram_bytes: usize, queue_depth: usize) -> Self {
        let mut regs = HashMap::new();
        let c = caps.to_regs();
        regs.insert(off::ID, r::ID_MAGIC);
        regs.insert(off::VERSION, r::VERSION_RESET);
        for (k, o) in [off::CAPS0, off::CAPS1, off::CAPS2, off::CAPS3].into_iter().enumerate() {
            regs.insert(o, c[k]);
        }
        ExecDevice {
            m: Machine::new(ExecConfig { caps, queue_depth }, vec![0u8; dram_bytes], KvRegs::default()),
            regs,
            counters: HashMap::new(),
            stats: LinkStats::default(),
            runs: 0,
        }
    }

    /// Sets a register as the hardware would (for tests of the driver's checks, e.g. a wrong `ID`).
    pub fn poke_reg(&mut self, o: u32, v: u32) {
        self.regs.insert(o, v);
    }

    fn reg(&self, o: u32) -> u32 {
        self.regs.get(&o).copied().unwrap_or(0)
    }

    fn doorbell(&mut self) {
        self.m.kv = KvRegs {
            bt_base: self.reg(off::BT_BASE),
            bt_seqs: self.reg(off::BT_SEQS),
            bt_layers: self.reg(off::BT_LAYERS),
            bt_blocks: self.reg(off::BT_BLOCKS),
            kv_base: self.reg(off::KV_BASE),
            kv_block_bytes: self.reg(off::KV_BLOCK_BYTES),
            kv_num_blocks: self.reg(off::KV_NUM_BLOCKS),
        };
        self.runs += 1;
        let res = self.m.run(self.reg(off::PROG_ADDR) as u64, self.reg(off::PROG_LEN) as usize, Schedule::QueuesFirst);
        self.counters.clear();
        match res {
            Ok(s) => {
                self.regs.insert(off::STATUS, r::status::DONE);
                self.regs.insert(off::ERROR_CODE, 0);
                self.counters.insert("MACS", s.macs);
                self.counters.insert("DMA_RD_BYTES", s.dram_read);
                self.counters.insert("DMA_WR_BYTES", s.dram_written);
                self.counters.insert("INSTRET", s.executed.iter().sum());
                let st = self.reg(off::INT_STATUS) | r::int::DONE;
                self.regs.insert(off::INT_STATUS, st);
            }
            Err(e) => {
                self.regs.insert(off::STATUS, r::status::ERROR);
                self.regs.insert(off::ERROR_CODE, e.code.code() as u32);
                self.regs.insert(off::ERROR_PC, e.pc.map_or(u32::MAX, |p| p as u32));
                self.regs.insert(off::ERROR_INFO, e.queue as u32);
                let st = self.reg(off::INT_STATUS) | r::int::ERROR;
                self.regs.insert(off::INT_STATUS, st);
            }
        }
    }
}

impl Device for ExecDevice {
    fn describe(&self) -> String {
        "exec: the functional executor (no RTL, no clock)".into()
    }
    fn mmio_read(&mut self, o: u32) -> Result<u32, DriverError> {
        self.stats.mmio_reads += 1;
        if !o.is_multiple_of(4) || o >= 0x1000 {
            return Err(DriverError::Access(format!("register offset {o:#x} is not a 4-byte register of the 4 KiB map")));
        }
        if o >= off::PERF_BASE {
            let idx = (o - off::PERF_BASE) / 8;
            let c = r::COUNTERS.iter().find(|c| c.index == idx).map(|c| c.name).unwrap_or("");
            let v = self.counters.get(c).copied().unwrap_or(0);
            return Ok(if (o - off::PERF_BASE).is_multiple_of(8) { v as u32 } else { (v >> 32) as u32 });
        }
        Ok(self.reg(o))
    }
    fn mmio_write(&mut self, o: u32, v: u32) -> Result<(), DriverError> {
        self.stats.mmio_writes += 1;
        if !o.is_multiple_of(4) || o >= 0x1000 {
            return Err(DriverError::Access(format!("register offset {o:#x} is not a 4-byte register of the 4 KiB map")));
        }
        match o {
            off::DOORBELL if v & r::DOORBELL_START != 0 => self.doorbell(),
            off::INT_STATUS => {
                let st = self.reg(off::INT_STATUS) & !v;
                self.regs.insert(o, st);
            }
            _ => {
                self.regs.insert(o, v);
            }
        }
        Ok(())
    }
    fn write_mem(&mut self, dev: u64, data: &[u8]) -> Result<(), DriverError> {
        check_window("DMA write", dev, data.len(), self.m.dram.len() as u64)?;
        self.m.dram[dev as usize..dev as usize + data.len()].copy_from_slice(data);
        self.stats.h2d_bytes += data.len() as u64;
        self.stats.h2d_transfers += 1;
        Ok(())
    }
    fn read_mem(&mut self, dev: u64, out: &mut [u8]) -> Result<(), DriverError> {
        check_window("DMA read", dev, out.len(), self.m.dram.len() as u64)?;
        out.copy_from_slice(&self.m.dram[dev as usize..dev as usize + out.len()]);
        self.stats.d2h_bytes += out.len() as u64;
        self.stats.d2h_transfers += 1;
        Ok(())
    }
    fn wait_irq(&mut self, _max_cycles: u64) -> Result<(), DriverError> {
        if self.reg(off::INT_STATUS) & self.reg(off::INT_MASK) != 0 {
            Ok(())
        } else {
            Err(DriverError::Timeout("no interrupt pending (no program was started)".into()))
        }
    }
    fn dram_window(&self) -> (u64, u64) {
        (0, self.m.dram.len() as u64)
    }
    fn now_ns(&self) -> f64 {
        0.0
    }
    fn clock_mhz(&self) -> f64 {
        100.0
    }
    fn link_stats(&self) -> LinkStats {
        self.stats
    }
}
