//! # runtime
//!
//! The driver's runtime above [`Device`]: the same code for the simulated board and a real one.
//!
//! ```text
//!   open:  ID / VERSION / CAPS  ->  device image (compiler)  ->  DMA in chunks (progress)  ->  registers
//!   step:  KV blocks resident (KvManager)  ->  program for (slot, tokens, p0)  ->  DMA program
//!          ->  PROG_ADDR / PROG_LEN / INT_STATUS / DOORBELL  ->  wait for the interrupt
//!          ->  STATUS / ERROR_*  ->  counters  ->  DMA the logits back
//! ```
//!
//! The image (tile-major INT8 weights, matvec streams, scales, gains, tables, KV pool, block table;
//! `docs/compiler.md`) is built for the capabilities the device reports, so a device with another array,
//! word or SRAM gets its own image. The program of every step is generated for its tokens, positions and
//! sequence slot and written into the program region; the logits (i32 Q16) come back over the link.

use super::kv::KvManager;
use super::{Device, DriverError, LinkStats};
use crate::compiler::layout::Layout;
use crate::compiler::program::{self, IoLayout, ProgramConfig};
use crate::compiler::{image, DeviceConfig};
use crate::golden::quant::QuantModel;
use serde::Serialize;
use systole_isa::regs::{self as r, off, Caps};

/// Options of [`Runtime::open`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuntimeOptions {
    /// Positions per KV block.
    pub block_size: usize,
    /// Physical KV blocks in the pool (`None`: room for `max_seqs` full sequences).
    pub kv_blocks: Option<usize>,
    /// Sequence slots of the block table (sequences in flight at once).
    pub max_seqs: usize,
    /// Use the ISA 1.1 `matvec` unit and the ISA 1.2 table keep when the device has them.
    pub matvec: bool,
    pub table_keep: bool,
    /// Resident constants (`ProgramConfig::resident_consts`): the setup program loads them once, the
    /// programs do not; `false` gives self-contained programs (for before/after measurements).
    pub resident: bool,
    /// Tokens per prefill chunk at most (smaller chunks are used when a chunk's program does not fit SRAM).
    pub prefill_chunk: usize,
    /// A program that has not raised its interrupt after this many accelerator cycles is an error.
    pub timeout_cycles: u64,
    /// Bytes per DMA transfer while loading the image.
    pub load_chunk: usize,
}

impl Default for RuntimeOptions {
    fn default() -> Self {
        RuntimeOptions {
            block_size: 16,
            kv_blocks: None,
            max_seqs: 4,
            matvec: true,
            table_keep: true,
            resident: true,
            prefill_chunk: 16,
            timeout_cycles: 200_000_000,
            load_chunk: 64 << 10,
        }
    }
}

/// What loading the model cost.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct LoadReport {
    /// Image bytes moved over the link (weights, scales, tables, the empty block table; not the KV pool).
    pub bytes: u64,
    pub transfers: u64,
    /// Device time (simulated on the simulated board) and wall time, ms.
    pub device_ms: f64,
    pub wall_ms: f64,
    /// The setup program (`program::setup`: the resident constants into the device SRAM): device cycles
    /// of its last run, and how often it ran (once at load; again before the next program after a program
    /// failed, since a failure may leave the constants overwritten).
    pub setup_cycles: u64,
    pub setup_runs: u64,
}

/// One program run: a prefill chunk or a decode step.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct StepReport {
    /// `prefill` or `decode`.
    pub kind: String,
    pub slot: usize,
    pub p0: usize,
    pub tokens: usize,
    pub instructions: usize,
    /// Performance counters of the run (`docs/registers.md`).
    pub cycles: u64,
    pub macs: u64,
    pub dma_rd_bytes: u64,
    pub dma_wr_bytes: u64,
    pub mv_rd_bytes: u64,
    pub fetch_bytes: u64,
    /// Device time of the whole step, from the first KV / program transfer to the logits in host
    /// memory (link included), ns.
    pub device_ns: f64,
}

impl StepReport {
    /// Bytes the accelerator moved to and from its DRAM.
    pub fn dram_bytes(&self) -> u64 {
        self.dma_rd_bytes + self.dma_wr_bytes + self.mv_rd_bytes + self.fetch_bytes
    }
}

/// A loaded model on a device.
pub struct Runtime<D: Device> {
    pub dev: D,
    pub caps: Caps,
    pub layout: Layout,
    pub pc: ProgramConfig,
    pub io: IoLayout,
    pub kv: KvManager,
    pub opts: RuntimeOptions,
    pub load: LoadReport,
    /// Every program run so far, in order.
    pub steps: Vec<StepReport>,
    /// The resident constants are in the device SRAM (the setup program ran, and no program failed
    /// since). `false` makes the next program run the setup program first.
    pub consts_ok: bool,
}

fn read64(dev: &mut dyn Device, name: &str) -> Result<u64, DriverError> {
    let c = r::COUNTERS.iter().find(|c| c.name == name).ok_or_else(|| DriverError::Access(format!("no counter {name}")))?;
    let lo = dev.mmio_read(c.lo())? as u64;
    let hi = dev.mmio_read(c.hi())? as u64;
    Ok(hi << 32 | lo)
}

impl<D: Device> Runtime<D> {
    /// Checks the device, builds the image of `model` for its capabilities, streams it into device DRAM
    /// (calling `progress(done, total)` after every transfer) and programs the window and KV registers.
    pub fn open(mut dev: D, model: &QuantModel, opts: RuntimeOptions, progress: &mut dyn FnMut(u64, u64)) -> Result<Self, DriverError> {
        let t_wall = std::time::Instant::now();
        let t_dev = dev.now_ns();
        let id = dev.mmio_read(off::ID)?;
        if id != r::ID_MAGIC {
            return Err(DriverError::Incompatible(format!("ID register reads {id:#010x}, a Systole accelerator reads {:#010x}", r::ID_MAGIC)));
        }
        let version = dev.mmio_read(off::VERSION)?;
        let (major, minor) = ((version >> 8) & 0xFF, version & 0xFF);
        if major != r::ISA_MAJOR as u32 {
            return Err(DriverError::Incompatible(format!("ISA {major}.{minor}; this driver speaks ISA {}.x", r::ISA_MAJOR)));
        }
        let mut caps_r = [0u32; 4];
        for (k, o) in [off::CAPS0, off::CAPS1, off::CAPS2, off::CAPS3].into_iter().enumerate() {
            caps_r[k] = dev.mmio_read(o)?;
        }
        let caps = Caps::from_regs(caps_r);
        let (base, size) = dev.dram_window();
        if opts.max_seqs == 0 || opts.prefill_chunk == 0 || opts.load_chunk == 0 {
            return Err(DriverError::Request(format!(
                "max_seqs {}, prefill_chunk {}, load_chunk {}: each must be at least 1",
                opts.max_seqs, opts.prefill_chunk, opts.load_chunk
            )));
        }
        let dc = DeviceConfig {
            block_size: opts.block_size,
            kv_blocks: opts.kv_blocks,
            max_seqs: opts.max_seqs,
            dram_bytes: size.min(1 << 32),
            ..DeviceConfig::from_caps(&caps)
        };
        let (layout, img) = image::build(model, &dc).map_err(|e| DriverError::Fit(e.to_string()))?;
        let pc = ProgramConfig {
            sram_bytes: caps.sram_words as usize * caps.word_bytes as usize,
            max_vec_len: caps.max_vec_len,
            max_head_size: caps.max_head_size,
            max_row_bytes: caps.max_row_bytes,
            matvec: caps.matvec && opts.matvec,
            table_keep: caps.table_keep && opts.table_keep,
            resident_consts: opts.resident,
            ..ProgramConfig::default()
        };
        let io = program::io_layout(&layout, &pc);
        if io.total_bytes > size {
            return Err(DriverError::Fit(format!(
                "the image and I/O regions need {} bytes of device DRAM, the device's window has {size}",
                io.total_bytes
            )));
        }
        let kv = KvManager::new(&layout.kv);
        // the image, with an empty block table (the driver maps blocks as sequences need them)
        let mut img = img;
        let bt = &layout.kv.block_table;
        let table = kv.empty_table();
        img[bt.offset as usize..bt.offset as usize + table.len()].copy_from_slice(&table);
        // Everything but the KV pool: a block is always written (dma.kv_store) before a program reads it,
        // so the pool's initial contents never matter and are not sent.
        let pool = &layout.kv.pool;
        let (p0, p1) = (pool.offset.min(img.len() as u64) as usize, pool.end().min(img.len() as u64) as usize);
        let parts = [(0usize, &img[..p0]), (p1, &img[p1..])];
        let total: u64 = parts.iter().map(|p| p.1.len() as u64).sum();
        let mut load = LoadReport::default();
        for (base, part) in parts {
            for (k, chunk) in part.chunks(opts.load_chunk).enumerate() {
                dev.write_mem((base + k * opts.load_chunk) as u64, chunk)?;
                load.bytes += chunk.len() as u64;
                load.transfers += 1;
                progress(load.bytes, total);
            }
        }
        let kvl = &layout.kv;
        for (o, v) in [
            (off::DRAM_BASE_LO, base as u32),
            (off::DRAM_BASE_HI, (base >> 32) as u32),
            (off::DRAM_SIZE, size.min(u32::MAX as u64) as u32),
            (off::BT_BASE, kvl.block_table.offset as u32),
            (off::BT_SEQS, kvl.seqs as u32),
            (off::BT_LAYERS, kvl.layers as u32),
            (off::BT_BLOCKS, kvl.blocks_per_seq as u32),
            (off::KV_BASE, kvl.pool.offset as u32),
            (off::KV_BLOCK_BYTES, kvl.block_bytes as u32),
            (off::KV_NUM_BLOCKS, kvl.num_blocks as u32),
            (off::INT_STATUS, r::int::ALL),
            (off::INT_MASK, r::int::DONE | r::int::ERROR),
        ] {
            dev.mmio_write(o, v)?;
        }
        let mut rt = Runtime { dev, caps, layout, pc, io, kv, opts, load, steps: Vec::new(), consts_ok: false };
        rt.setup()?;
        rt.load.device_ms = (rt.dev.now_ns() - t_dev) / 1e6;
        rt.load.wall_ms = t_wall.elapsed().as_secs_f64() * 1e3;
        Ok(rt)
    }

    /// Runs the setup program (the resident constants into the device SRAM, `program::setup`).
    pub fn setup(&mut self) -> Result<(), DriverError> {
        let prog = program::setup(&self.layout, &self.pc).map_err(|e| DriverError::Fit(e.to_string()))?;
        self.check_idle()?;
        self.execute(&prog)?;
        self.load.setup_cycles = read64(self.dev.as_dyn(), "CYCLES")?;
        self.load.setup_runs += 1;
        self.consts_ok = true;
        Ok(())
    }

    /// Writes `prog` into the program region, rings the doorbell and waits for its end (the caller checked
    /// that the device is idle). Any failure marks the resident constants as lost (`consts_ok`).
    fn execute(&mut self, prog: &program::Program) -> Result<(), DriverError> {
        let r = self.execute_inner(prog);
        if r.is_err() {
            self.consts_ok = false;
        }
        r
    }

    /// A program still running (after a timeout) would ignore the doorbell and leave its own results.
    fn check_idle(&mut self) -> Result<(), DriverError> {
        let st = self.dev.mmio_read(off::STATUS)?;
        if st & r::status::BUSY != 0 {
            return Err(DriverError::Access(format!(
                "the device is busy (STATUS {st:#x}): a previous program is still running, e.g. after a timeout; \
                 stop it with CTRL.ABORT or CTRL.SOFT_RESET (docs/registers.md) before the next step"
            )));
        }
        Ok(())
    }

    fn execute_inner(&mut self, prog: &program::Program) -> Result<(), DriverError> {
        let bytes = prog.encode().map_err(|e| DriverError::Fit(e.to_string()))?;
        if bytes.len() as u64 > self.io.program.bytes {
            return Err(DriverError::Fit(format!("a program of {} bytes, the program region holds {}", bytes.len(), self.io.program.bytes)));
        }
        self.dev.write_mem(self.io.program.offset, &bytes)?;
        let d = &mut self.dev;
        d.mmio_write(off::PROG_ADDR, self.io.program.offset as u32)?;
        d.mmio_write(off::PROG_LEN, prog.instrs.len() as u32)?;
        d.mmio_write(off::INT_STATUS, r::int::ALL)?;
        d.mmio_write(off::DOORBELL, r::DOORBELL_START)?;
        d.wait_irq(self.opts.timeout_cycles)?;
        let st = d.mmio_read(off::STATUS)?;
        if st & r::status::DOORBELL_IGNORED != 0 {
            return Err(DriverError::Access(format!("the doorbell was ignored (STATUS {st:#x}): the device was busy")));
        }
        if st & r::status::ERROR != 0 || st & r::status::DONE == 0 {
            let code = d.mmio_read(off::ERROR_CODE)?;
            let pc = d.mmio_read(off::ERROR_PC)?;
            let info = d.mmio_read(off::ERROR_INFO)?;
            let name = systole_isa::ErrorCode::from_code(code as u8).map_or_else(|| format!("unknown code {code:#x}"), |c| c.name().to_string());
            return Err(DriverError::Program { code, name, pc, info });
        }
        Ok(())
    }

    /// Opens a sequence slot (`None` when all are in use).
    pub fn open_seq(&mut self) -> Option<usize> {
        self.kv.open()
    }

    /// Closes a sequence slot, returning its KV blocks to the pool.
    pub fn close_seq(&mut self, slot: usize) {
        self.kv.close(slot)
    }

    /// Runs one program for `tokens` at positions `p0..` of the sequence in `slot` and returns the logits
    /// (i32 Q16) after the last token. The chunk must fit one program (see [`Runtime::prefill`]).
    pub fn run_chunk(&mut self, slot: usize, tokens: &[u32], p0: usize) -> Result<Vec<i32>, DriverError> {
        let prog = self.program(slot, tokens, p0)?;
        self.run_program(slot, &prog)
    }

    /// The program of `tokens` at positions `p0..` for the sequence in `slot`.
    pub fn program(&self, slot: usize, tokens: &[u32], p0: usize) -> Result<program::Program, DriverError> {
        program::generate_seq(&self.layout, &self.pc, slot, tokens, p0).map_err(|e| DriverError::Fit(e.to_string()))
    }

    /// Runs a program generated by [`Runtime::program`] for `slot` (see [`Runtime::run_chunk`]).
    pub fn run_program(&mut self, slot: usize, prog: &program::Program) -> Result<Vec<i32>, DriverError> {
        if self.pc.resident_consts && !self.consts_ok {
            self.setup()?;
        }
        let t0 = self.dev.now_ns();
        let (tokens, p0) = (&prog.tokens, prog.p0);
        self.check_idle()?;
        self.kv.prepare(&mut self.dev, slot, p0 + tokens.len())?;
        self.execute(prog)?;
        let d = &mut self.dev;
        let mut rep = StepReport {
            kind: prog.kind.to_string(),
            slot,
            p0,
            tokens: tokens.len(),
            instructions: prog.instrs.len(),
            cycles: read64(d.as_dyn(), "CYCLES")?,
            macs: read64(d.as_dyn(), "MACS")?,
            dma_rd_bytes: read64(d.as_dyn(), "DMA_RD_BYTES")?,
            dma_wr_bytes: read64(d.as_dyn(), "DMA_WR_BYTES")?,
            mv_rd_bytes: read64(d.as_dyn(), "MV_RD_BYTES")?,
            fetch_bytes: read64(d.as_dyn(), "FETCH_BYTES")?,
            device_ns: 0.0,
        };
        let vocab = self.layout.config.vocab_size;
        let mut raw = vec![0u8; 4 * vocab];
        d.read_mem(self.io.logits.offset, &mut raw)?;
        rep.device_ns = self.dev.now_ns() - t0;
        self.steps.push(rep);
        Ok(raw.chunks_exact(4).map(|b| i32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect())
    }

    /// Logits as the sampler takes them: i32 Q16 to f32, exactly as golden-int converts its own.
    pub fn logits_f32(q: &[i32]) -> Vec<f32> {
        q.iter().map(|&v| v as f32 / 65536.0).collect()
    }

    /// Runs the prompt chunk `tokens` at positions `p0..` as prefill programs of at most
    /// `prefill_chunk` tokens (halved while a chunk's program does not fit the device) and returns the
    /// logits after the last token.
    pub fn prefill(&mut self, slot: usize, tokens: &[u32], p0: usize) -> Result<Vec<i32>, DriverError> {
        if tokens.is_empty() {
            return Err(DriverError::Request("a prefill of 0 tokens".into()));
        }
        let mut done = 0;
        let mut chunk = self.opts.prefill_chunk;
        let mut logits = Vec::new();
        while done < tokens.len() {
            let n = chunk.min(tokens.len() - done);
            let prog = match self.program(slot, &tokens[done..done + n], p0 + done) {
                Ok(p) => p,
                Err(_) if n > 1 => {
                    chunk = n / 2;
                    continue;
                }
                Err(e) => return Err(e),
            };
            logits = self.run_program(slot, &prog)?;
            done += n;
        }
        Ok(logits)
    }

    /// Link traffic so far.
    pub fn link_stats(&self) -> LinkStats {
        self.dev.link_stats()
    }
}

/// `&mut D` as `&mut dyn Device` (for helpers that take a trait object).
trait AsDyn {
    fn as_dyn(&mut self) -> &mut dyn Device;
}

impl<D: Device> AsDyn for D {
    fn as_dyn(&mut self) -> &mut dyn Device {
        self
    }
}
