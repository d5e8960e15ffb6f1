//! # driver
//!
//! The host driver: everything between a generation request and the accelerator's registers and memory.
//! It is the same code for the simulated board and for a real one; only the [`Device`] under it changes.
//!
//! ```text
//!   systole run / eval  ──>  DeviceBackend (golden::Backend)  ──>  Scheduler (several sequences)
//!                                              │                         │
//!                                              v                         v
//!                                     Runtime: load the image, compile each step's program, KV blocks
//!                                              │   (KvManager: per-sequence block tables, swap to host)
//!                                              v
//!                         Device: MMIO registers, DMA host <-> device DRAM, interrupt, device clock
//!                      ┌───────────────────────┼───────────────────────────┐
//!                      v                       v                           v
//!      testbench::board::SimBoard      vfio::PcieDevice               exec::ExecDevice
//!      (Verilated RTL + DRAM model     (BAR0 through VFIO on a        (the functional executor:
//!       + PCIe link model, own thread)  real board, docs/board.md)     fast tests of this code)
//! ```
//!
//! - [`Device`]: the contract a board implements (register access, DMA, interrupt wait, its clock);
//! - [`link`]: the PCIe link model (bandwidth, TLP efficiency, latency; Gen2 x1 and Gen3 x4 presets);
//! - [`kv`]: the paged KV cache (fixed-size blocks in device DRAM, per-sequence block tables, swap);
//! - [`runtime`]: loading a model and running prefill chunks and decode steps;
//! - [`sched`]: several sequences in flight;
//! - [`backend`]: the runtime as a [`crate::golden::Backend`], for `systole run` / `eval`;
//! - [`exec`]: a [`Device`] over the functional executor (no RTL), for fast tests of the driver;
//! - [`vfio`]: a real board through Linux VFIO.

pub mod backend;
pub mod exec;
pub mod kv;
pub mod link;
pub mod runtime;
pub mod sched;
#[cfg(test)]
mod tests;
pub mod vfio;

use std::fmt;

/// A driver failure. Every variant names what failed and, where it helps, what to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DriverError {
    /// The device is absent, not bound, or refused to open.
    Open(String),
    /// The device is not a Systole accelerator or has an unsupported ISA version / capabilities.
    Incompatible(String),
    /// An MMIO access or a DMA transfer failed (bus error, out of the window, link down).
    Access(String),
    /// A program stopped with an error: the device's `ERROR_CODE` (name), `ERROR_PC`, `ERROR_INFO`.
    Program { code: u32, name: String, pc: u32, info: u32 },
    /// The device did not raise its interrupt in time.
    Timeout(String),
    /// The model, the KV pool or a program does not fit the device.
    Fit(String),
    /// A request the driver cannot serve (unknown sequence, position out of order, bad token).
    Request(String),
}

impl fmt::Display for DriverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DriverError::Open(m) => write!(f, "cannot open the device: {m}"),
            DriverError::Incompatible(m) => write!(f, "incompatible device: {m}"),
            DriverError::Access(m) => write!(f, "device access failed: {m}"),
            DriverError::Program { code, name, pc, info } => {
                write!(f, "the device stopped with error {name} (code {code:#04x}) at instruction {pc} (ERROR_INFO {info:#010x})")
            }
            DriverError::Timeout(m) => write!(f, "device timeout: {m}"),
            DriverError::Fit(m) => write!(f, "does not fit the device: {m}"),
            DriverError::Request(m) => write!(f, "bad request: {m}"),
        }
    }
}

impl std::error::Error for DriverError {}

/// Counters of the traffic between host and device.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct LinkStats {
    /// DMA payload bytes host -> device and device -> host.
    pub h2d_bytes: u64,
    pub d2h_bytes: u64,
    /// DMA transfers each way.
    pub h2d_transfers: u64,
    pub d2h_transfers: u64,
    /// MMIO register accesses (4 bytes each).
    pub mmio_reads: u64,
    pub mmio_writes: u64,
}

impl LinkStats {
    /// Payload bytes over the link in both directions, MMIO data included.
    pub fn total_bytes(&self) -> u64 {
        self.h2d_bytes + self.d2h_bytes + 4 * (self.mmio_reads + self.mmio_writes)
    }
}

/// One accelerator board as the driver sees it.
///
/// Addresses given to [`write_mem`](Device::write_mem) / [`read_mem`](Device::read_mem) are byte offsets
/// into the device DRAM window (the accelerator's `DRAM_BASE` maps to offset 0); register offsets are those
/// of `systole_isa::regs::off`. Implementations never write outside the window: a transfer that does not
/// fit is an error.
pub trait Device {
    /// A short description (`sim: systole_top_w64, PCIe Gen3 x4` / `vfio 0000:03:00.0`).
    fn describe(&self) -> String;
    /// Reads the 32-bit register at byte offset `off`.
    fn mmio_read(&mut self, off: u32) -> Result<u32, DriverError>;
    /// Writes the 32-bit register at byte offset `off`.
    fn mmio_write(&mut self, off: u32, value: u32) -> Result<(), DriverError>;
    /// DMA host -> device: `data` to DRAM offset `dev`.
    fn write_mem(&mut self, dev: u64, data: &[u8]) -> Result<(), DriverError>;
    /// DMA device -> host: `out.len()` bytes from DRAM offset `dev`.
    fn read_mem(&mut self, dev: u64, out: &mut [u8]) -> Result<(), DriverError>;
    /// Waits until the accelerator raises its interrupt (`irq`, masked by `INT_MASK`), for at most
    /// `max_cycles` accelerator clock cycles (on a real board: that many cycles at its clock, in wall time).
    fn wait_irq(&mut self, max_cycles: u64) -> Result<(), DriverError>;
    /// The AXI address of the DRAM window (`DRAM_BASE`) and its size in bytes.
    fn dram_window(&self) -> (u64, u64);
    /// The device's time in nanoseconds since it was opened: simulated time on the simulated board
    /// (accelerator cycles at its clock plus link time), wall time on a real one.
    fn now_ns(&self) -> f64;
    /// The accelerator's clock in MHz (what `now_ns` and cycle figures convert with).
    fn clock_mhz(&self) -> f64;
    /// Traffic so far.
    fn link_stats(&self) -> LinkStats;
}

impl<D: Device + ?Sized> Device for Box<D> {
    fn describe(&self) -> String {
        (**self).describe()
    }
    fn mmio_read(&mut self, off: u32) -> Result<u32, DriverError> {
        (**self).mmio_read(off)
    }
    fn mmio_write(&mut self, off: u32, value: u32) -> Result<(), DriverError> {
        (**self).mmio_write(off, value)
    }
    fn write_mem(&mut self, dev: u64, data: &[u8]) -> Result<(), DriverError> {
        (**self).write_mem(dev, data)
    }
    fn read_mem(&mut self, dev: u64, out: &mut [u8]) -> Result<(), DriverError> {
        (**self).read_mem(dev, out)
    }
    fn wait_irq(&mut self, max_cycles: u64) -> Result<(), DriverError> {
        (**self).wait_irq(max_cycles)
    }
    fn dram_window(&self) -> (u64, u64) {
        (**self).dram_window()
    }
    fn now_ns(&self) -> f64 {
        (**self).now_ns()
    }
    fn clock_mhz(&self) -> f64 {
        (**self).clock_mhz()
    }
    fn link_stats(&self) -> LinkStats {
        (**self).link_stats()
    }
}

/// Checks that `[dev, dev + len)` lies inside a window of `size` bytes (no overflow), with a message
/// naming the transfer.
pub fn check_window(what: &str, dev: u64, len: usize, size: u64) -> Result<(), DriverError> {
    match dev.checked_add(len as u64) {
        Some(end) if end <= size => Ok(()),
        _ => Err(DriverError::Access(format!("{what} of {len} bytes at DRAM offset {dev:#x} leaves the {size:#x}-byte window"))),
    }
}
