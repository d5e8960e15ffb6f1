//! # board
//!
//! The simulated board: the Verilated accelerator (`systole_top_w64`), a device DRAM behind its AXI4 memory
//! port, and a PCIe link model, running on a thread of their own. The host driver talks to it through
//! the same [`Device`] trait as to a real board, over crossbeam channels, so the runtime above it runs its
//! real code path: register writes, DMA of weights, programs and KV blocks, the doorbell, the interrupt.
//!
//! ```text
//!   host thread                         │ channel │          board thread
//!   Runtime ── SimBoard (Device) ── Req ─┼────────>┼── link model: charge latency + bytes / rate
//!                                ◄─ Resp ┼─────────┼── Cosim: MMIO over AXI4-Lite (clocked),
//!                                        │         │   DMA into the DRAM model (the bridge's writes),
//!                                        │         │   wait_irq = clock the RTL until irq
//! ```
//!
//! **Time.** The board keeps one clock: accelerator cycles clocked (at `clock_mhz`) plus link time. Link
//! transfers happen while the accelerator is idle between programs, so they are charged, not clocked. MMIO
//! accesses are both: the link's round trip plus the cycles the AXI4-Lite handshake takes on the RTL.
//!
//! **DRAM.** `AxiMemCfg::full_rate`: one 64-bit beat per cycle per channel, 2-cycle latency, 8 bursts in
//! flight — the DRAM the co-simulation measurements of `docs/performance.md` use. Host DMA writes the
//! model's memory directly (as a PCIe bridge's DMA engine writing device DRAM would).
//!
//! **Waveforms.** `SYSTOLE_WAVES=1` writes the board's VCD to `target/waves/board-<seed>.vcd`.

use crate::harness::Mismatch;
use systole_host::driver::link::LinkConfig;
use systole_host::driver::{check_window, Device, DriverError, LinkStats};

/// Options of the simulated board.
#[derive(Debug, Clone)]
pub struct BoardConfig {
    pub link: LinkConfig,
    /// Accelerator clock, MHz (100 until synthesis reports the design's fmax).
    pub clock_mhz: f64,
    /// Device DRAM size in bytes.
    pub dram_bytes: u32,
    /// Seed of the harness's random choices (the host's MMIO ready, at full rate here).
    pub seed: u64,
}

impl Default for BoardConfig {
    fn default() -> Self {
        BoardConfig { link: LinkConfig::gen3x4(), clock_mhz: 100.0, dram_bytes: 16 << 20, seed: 1 }
    }
}

/// The AXI address of the board's DRAM window.
pub const DRAM_BASE: u32 = 0x8000_0000;

/// Whether this build has the simulated board (the accelerator top was Verilated).
pub const AVAILABLE: bool = cfg!(systole_top_w64);

#[cfg_attr(not(systole_top_w64), allow(dead_code))]
enum Req {
    MmioRead(u32),
    MmioWrite(u32, u32),
    Write(u64, Vec<u8>),
    Read(u64, usize),
    WaitIrq(u64),
}

#[cfg_attr(not(systole_top_w64), allow(dead_code))]
enum Val {
    None,
    Word(u32),
    Data(Vec<u8>),
}

struct Resp {
    val: Result<Val, DriverError>,
    now_ns: f64,
    stats: LinkStats,
    cycles: u64,
}

/// The host side of the simulated board.
pub struct SimBoard {
    tx: crossbeam::channel::Sender<Req>,
    rx: crossbeam::channel::Receiver<Resp>,
    thread: Option<std::thread::JoinHandle<()>>,
    cfg: BoardConfig,
    now_ns: f64,
    stats: LinkStats,
    /// Accelerator cycles clocked so far.
    pub cycles: u64,
}

#[cfg_attr(not(systole_top_w64), allow(dead_code))]
fn mm(e: Mismatch) -> DriverError {
    DriverError::Access(format!("simulated board: {e:?}"))
}

impl SimBoard {
    /// Starts the board thread (Verilates nothing: the top is compiled into this build).
    pub fn open(cfg: BoardConfig) -> Result<SimBoard, DriverError> {
        cfg.link.validate().map_err(DriverError::Open)?;
        if !(cfg.clock_mhz > 0.0 && cfg.clock_mhz.is_finite()) {
            return Err(DriverError::Open(format!("a clock of {} MHz", cfg.clock_mhz)));
        }
        if cfg.dram_bytes < 4096 || cfg.dram_bytes > 1 << 31 || !cfg.dram_bytes.is_multiple_of(8) {
            return Err(DriverError::Open(format!("device DRAM of {} bytes: must be a multiple of 8 from 4 KiB to 2 GiB", cfg.dram_bytes)));
        }
        if !AVAILABLE {
            return Err(DriverError::Open(
                "this build has no Verilated accelerator top (it was built with SYSTOLE_TB_MODULES excluding systole_top_w64); \
                 rebuild without SYSTOLE_TB_MODULES (or with SYSTOLE_TB_MODULES=systole_top) to use the simulated board"
                    .into(),
            ));
        }
        let (tx, req_rx) = crossbeam::channel::unbounded::<Req>();
        let (resp_tx, rx) = crossbeam::channel::unbounded::<Resp>();
        let c = cfg.clone();
        let thread = std::thread::Builder::new()
            .name("sim-board".into())
            .spawn(move || board_thread(c, req_rx, resp_tx))
            .map_err(|e| DriverError::Open(format!("cannot start the board thread: {e}")))?;
        let mut b = SimBoard { tx, rx, thread: Some(thread), cfg, now_ns: 0.0, stats: LinkStats::default(), cycles: 0 };
        // the thread answers a first request once the top is out of reset
        b.call(Req::MmioRead(systole_isa::regs::off::ID))?;
        Ok(b)
    }

    fn call(&mut self, r: Req) -> Result<Val, DriverError> {
        self.tx.send(r).map_err(|_| DriverError::Access("the simulated board's thread has stopped".into()))?;
        let resp = self.rx.recv().map_err(|_| DriverError::Access("the simulated board's thread has stopped".into()))?;
        self.now_ns = resp.now_ns;
        self.stats = resp.stats;
        self.cycles = resp.cycles;
        resp.val
    }
}

impl Drop for SimBoard {
    fn drop(&mut self) {
        // closing the channel ends the thread's loop
        let (tx, _) = crossbeam::channel::unbounded();
        drop(std::mem::replace(&mut self.tx, tx));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Device for SimBoard {
    fn describe(&self) -> String {
        format!("sim: systole_top_w64 at {} MHz, PCIe {} link, {} MiB DRAM", self.cfg.clock_mhz, self.cfg.link.name, self.cfg.dram_bytes >> 20)
    }
    fn mmio_read(&mut self, off: u32) -> Result<u32, DriverError> {
        match self.call(Req::MmioRead(off))? {
            Val::Word(v) => Ok(v),
            _ => Err(DriverError::Access("unexpected reply".into())),
        }
    }
    fn mmio_write(&mut self, off: u32, value: u32) -> Result<(), DriverError> {
        self.call(Req::MmioWrite(off, value)).map(|_| ())
    }
    fn write_mem(&mut self, dev: u64, data: &[u8]) -> Result<(), DriverError> {
        check_window("DMA write", dev, data.len(), self.cfg.dram_bytes as u64)?;
        self.call(Req::Write(dev, data.to_vec())).map(|_| ())
    }
    fn read_mem(&mut self, dev: u64, out: &mut [u8]) -> Result<(), DriverError> {
        check_window("DMA read", dev, out.len(), self.cfg.dram_bytes as u64)?;
        match self.call(Req::Read(dev, out.len()))? {
            Val::Data(d) if d.len() == out.len() => {
                out.copy_from_slice(&d);
                Ok(())
            }
            _ => Err(DriverError::Access("unexpected reply".into())),
        }
    }
    fn wait_irq(&mut self, max_cycles: u64) -> Result<(), DriverError> {
        self.call(Req::WaitIrq(max_cycles)).map(|_| ())
    }
    fn dram_window(&self) -> (u64, u64) {
        (DRAM_BASE as u64, self.cfg.dram_bytes as u64)
    }
    fn now_ns(&self) -> f64 {
        self.now_ns
    }
    fn clock_mhz(&self) -> f64 {
        self.cfg.clock_mhz
    }
    fn link_stats(&self) -> LinkStats {
        self.stats
    }
}

#[cfg(not(systole_top_w64))]
fn board_thread(_: BoardConfig, _: crossbeam::channel::Receiver<Req>, _: crossbeam::channel::Sender<Resp>) {}

#[cfg(systole_top_w64)]
fn board_thread(cfg: BoardConfig, rx: crossbeam::channel::Receiver<Req>, tx: crossbeam::channel::Sender<Resp>) {
    use crate::cosim::Cosim;
    use crate::models::dma::axi_mem::{AxiMem, AxiMemCfg};
    use crate::top_w64::{TopW64, WB};
    let mut top = TopW64(crate::verilated::SystoleTopW64::new());
    if crate::harness::waves_enabled() {
        top.0.trace(&crate::harness::wave_path("board", cfg.seed));
    }
    let dram = AxiMem::new(AxiMemCfg::full_rate(DRAM_BASE, cfg.dram_bytes, WB as u32), vec![0u8; cfg.dram_bytes as usize]);
    let mut cs = Cosim::new(top, dram, cfg.seed);
    let period_ns = 1e3 / cfg.clock_mhz;
    let mut link_ns = 0.0;
    let mut stats = LinkStats::default();
    let reset = cs.reset(4).map_err(mm);
    for r in rx.iter() {
        let val = match (&reset, r) {
            (Err(e), _) => Err(e.clone()),
            (Ok(()), Req::MmioRead(off)) => {
                stats.mmio_reads += 1;
                link_ns += cfg.link.mmio_read_ns;
                cs.mmio_read(off).map(Val::Word).map_err(mm)
            }
            (Ok(()), Req::MmioWrite(off, v)) => {
                stats.mmio_writes += 1;
                link_ns += cfg.link.mmio_write_ns;
                match cs.mmio_write(off, v) {
                    Ok(0) => Ok(Val::None),
                    Ok(resp) => Err(DriverError::Access(format!("register write of {v:#x} to {off:#x} answered BRESP {resp}"))),
                    Err(e) => Err(mm(e)),
                }
            }
            (Ok(()), Req::Write(at, data)) => {
                stats.h2d_bytes += data.len() as u64;
                stats.h2d_transfers += 1;
                link_ns += cfg.link.dma_ns(data.len());
                let at = at as usize;
                match cs.dram.mem.get_mut(at..at + data.len()) {
                    Some(m) => {
                        m.copy_from_slice(&data);
                        Ok(Val::None)
                    }
                    None => Err(DriverError::Access(format!("DMA write at {at:#x} leaves the DRAM"))),
                }
            }
            (Ok(()), Req::Read(at, n)) => {
                stats.d2h_bytes += n as u64;
                stats.d2h_transfers += 1;
                link_ns += cfg.link.dma_ns(n);
                match cs.dram.mem.get(at as usize..at as usize + n) {
                    Some(m) => Ok(Val::Data(m.to_vec())),
                    None => Err(DriverError::Access(format!("DMA read at {at:#x} leaves the DRAM"))),
                }
            }
            (Ok(()), Req::WaitIrq(max)) => match cs.wait_irq(max) {
                Ok(true) => Ok(Val::None),
                Ok(false) => Err(DriverError::Timeout(format!("no interrupt within {max} cycles"))),
                Err(e) => Err(mm(e)),
            },
        };
        let resp = Resp { val, now_ns: cs.cycle as f64 * period_ns + link_ns, stats, cycles: cs.cycle };
        if tx.send(resp).is_err() {
            break;
        }
    }
    cs.dut.0.trace_close();
}
