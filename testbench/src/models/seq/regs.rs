//! Cycle model of `hdl/src/seq/regs.rs` (`SeqRegs`, module `seq_regs`): the same registers (storage,
//! sampled configuration, control/status flags, interrupt bits, 18 live and 18 shadow counters, AXI4-Lite
//! response registers, the SEM read sequencer) and the same per-cycle rules, as plain Rust over
//! `systole_isa::regs`. `step` returns the outputs for the current inputs and state, then applies the edge.

use systole_isa::regs::{self as r, Caps, COUNTERS, REGS};

/// Configuration registers sampled at the doorbell, in the order of the `cfg_*` ports.
pub const CFG_NAMES: [&str; 13] = [
    "PROG_ADDR",
    "PROG_LEN",
    "DRAM_BASE_LO",
    "DRAM_BASE_HI",
    "DRAM_SIZE",
    "WATCHDOG",
    "BT_BASE",
    "BT_SEQS",
    "BT_LAYERS",
    "BT_BLOCKS",
    "KV_BASE",
    "KV_BLOCK_BYTES",
    "KV_NUM_BLOCKS",
];
const SCRATCH: [&str; 4] = ["SCRATCH0", "SCRATCH1", "SCRATCH2", "SCRATCH3"];
pub const NCNT: usize = 19;

fn off(name: &str) -> u32 {
    REGS.iter().find(|x| x.name == name).unwrap().offset
}
fn rst(name: &str) -> u32 {
    REGS.iter().find(|x| x.name == name).unwrap().reset
}

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct RegsIn {
    pub reset: bool,
    pub aw_valid: bool,
    pub aw_addr: u32,
    pub w_valid: bool,
    pub w_data: u32,
    pub w_strb: u8,
    pub b_ready: bool,
    pub ar_valid: bool,
    pub ar_addr: u32,
    pub r_ready: bool,
    pub disp_running: bool,
    pub disp_done: bool,
    pub disp_error: bool,
    pub disp_error_code: u8,
    pub disp_error_pc: u32,
    pub disp_error_queue: u8,
    pub disp_error_sem: u8,
    pub disp_error_tag: u8,
    pub disp_error_opcode: u8,
    pub disp_error_funct: u8,
    pub disp_irq: bool,
    pub disp_irq_code: u16,
    pub sem_rd_val: u8,
    pub disp_perf_lsb: u16,
    pub fetch_busy: bool,
    pub fetch_active: bool,
    pub fetch_error: bool,
    pub fetch_error_code: u8,
    pub fetch_error_pc: u32,
    pub fetch_pc: u32,
    pub st_dma_active: bool,
    pub st_matrix_active: bool,
    pub st_vector_active: bool,
    pub st_waiting: bool,
    pub dma_last_tag: u32,
    pub ev_matrix_busy: bool,
    pub ev_vector_busy: bool,
    pub ev_dma_busy: bool,
    pub ev_macs: u16,
    pub ev_dma_rd_bytes: u8,
    pub ev_dma_wr_bytes: u8,
    pub ev_fetch_bytes: u8,
    pub ev_bt_bytes: u8,
    pub ev_stall_sram: u8,
    pub ev_sram_conflicts: u8,
    pub ev_noc_flits: u8,
    pub ev_mv_rd_bytes: u8,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RegsOut {
    pub aw_ready: bool,
    pub w_ready: bool,
    pub b_valid: bool,
    pub b_resp: u8,
    pub ar_ready: bool,
    pub r_valid: bool,
    pub r_data: u32,
    pub r_resp: u8,
    pub start: bool,
    pub abort_req: bool,
    pub fetch_abort: bool,
    pub soft_reset: bool,
    pub irq: bool,
    pub cfg: [u32; 13],
    pub sem_rd_idx: u8,
}

/// The register block.
#[derive(Debug, Clone)]
pub struct RegsModel {
    caps: [u32; 4],
    rw: [u32; 17],
    smp: [u32; 13],
    keep: bool,
    int_st: u32,
    int_mask: u32,
    run: bool,
    start: bool,
    abort: bool,
    soft: bool,
    done: bool,
    err: bool,
    dbi: bool,
    fe: bool,
    lsb: u16,
    live: [u64; NCNT],
    shadow: [u64; NCNT],
    b_v: bool,
    r_v: bool,
    r_d: u32,
    rsem: bool,
    ridx: u8,
}

fn rw_names() -> Vec<&'static str> {
    CFG_NAMES.iter().chain(SCRATCH.iter()).copied().collect()
}

impl RegsModel {
    pub fn new(caps: Caps) -> Self {
        let names = rw_names();
        RegsModel {
            caps: caps.to_regs(),
            rw: std::array::from_fn(|i| rst(names[i])),
            smp: std::array::from_fn(|i| rst(names[i])),
            keep: rst("CTRL") & r::ctrl::PERF_KEEP != 0,
            int_st: rst("INT_STATUS"),
            int_mask: rst("INT_MASK"),
            run: false,
            start: false,
            abort: false,
            soft: false,
            done: false,
            err: false,
            dbi: false,
            fe: false,
            lsb: 0,
            live: [0; NCNT],
            shadow: [0; NCNT],
            b_v: false,
            r_v: false,
            r_d: 0,
            rsem: false,
            ridx: 0,
        }
    }

    /// `STATUS.BUSY` as the block computes it.
    pub fn busy(&self, fetch_busy: bool) -> bool {
        self.run || fetch_busy
    }
    /// The live counters.
    pub fn live(&self) -> [u64; NCNT] {
        self.live
    }

    /// The value a read of `addr` returns in this state (SEM registers excluded: they read the semaphores).
    fn read(&self, addr: u32, i: &RegsIn) -> u32 {
        let a = addr & 0xffc;
        let names = rw_names();
        for (k, n) in ["ID", "VERSION", "CAPS0", "CAPS1", "CAPS2", "CAPS3"].iter().enumerate() {
            if a == off(n) {
                return match k {
                    0 => r::ID_MAGIC,
                    1 => r::VERSION_RESET,
                    _ => self.caps[k - 2],
                };
            }
        }
        if let Some(k) = names.iter().position(|n| off(n) == a) {
            return self.rw[k];
        }
        for c in COUNTERS {
            if a == c.lo() {
                return self.shadow[c.index as usize] as u32;
            }
            if a == c.hi() {
                return (self.shadow[c.index as usize] >> 32) as u32;
            }
        }
        use r::off as o;
        match a {
            x if x == o::CTRL => {
                if self.keep {
                    r::ctrl::PERF_KEEP
                } else {
                    0
                }
            }
            x if x == o::STATUS => {
                use r::status as st;
                let mut v = 0;
                let bits = [
                    (self.busy(i.fetch_busy), st::BUSY),
                    (self.done, st::DONE),
                    (self.err, st::ERROR),
                    (self.dbi, st::DOORBELL_IGNORED),
                    (i.fetch_active, st::FETCH_ACTIVE),
                    (i.st_dma_active, st::DMA_ACTIVE),
                    (i.st_matrix_active, st::MATRIX_ACTIVE),
                    (i.st_vector_active, st::VECTOR_ACTIVE),
                    (i.st_waiting, st::WAITING),
                ];
                for (b, m) in bits {
                    if b {
                        v |= m;
                    }
                }
                v
            }
            x if x == o::PC => i.fetch_pc,
            x if x == o::INT_STATUS => self.int_st,
            x if x == o::INT_MASK => self.int_mask,
            x if x == o::IRQ_CODE => i.disp_irq_code as u32,
            x if x == o::ERROR_CODE => {
                if self.fe {
                    i.fetch_error_code as u32
                } else {
                    i.disp_error_code as u32
                }
            }
            x if x == o::ERROR_PC => {
                if self.fe {
                    i.fetch_error_pc
                } else {
                    i.disp_error_pc
                }
            }
            x if x == o::ERROR_INFO => {
                if self.fe {
                    0
                } else {
                    use r::error_info as e;
                    (i.disp_error_queue as u32 & 3) << e::QUEUE_SHIFT
                        | (i.disp_error_sem as u32 & 15) << e::SEM_SHIFT
                        | (i.disp_error_tag as u32) << e::TAG_SHIFT
                        | (i.disp_error_opcode as u32 & 15) << e::OPFN_SHIFT
                        | (i.disp_error_funct as u32 & 15) << (e::OPFN_SHIFT + 4)
                }
            }
            x if x == o::DMA_LAST_TAG => i.dma_last_tag,
            _ => 0,
        }
    }

    pub fn step(&mut self, i: &RegsIn) -> RegsOut {
        let busy = self.busy(i.fetch_busy);
        let o = RegsOut {
            aw_ready: i.aw_valid && i.w_valid && !self.b_v,
            w_ready: i.aw_valid && i.w_valid && !self.b_v,
            b_valid: self.b_v,
            b_resp: 0,
            ar_ready: !self.r_v && !self.rsem,
            r_valid: self.r_v,
            r_data: self.r_d,
            r_resp: 0,
            start: self.start,
            abort_req: self.abort || (self.fe && i.disp_running),
            fetch_abort: self.run && !self.start && !i.disp_running,
            soft_reset: self.soft,
            irq: self.int_st & self.int_mask != 0,
            cfg: self.smp,
            sem_rd_idx: if self.rsem { self.ridx } else { 0 },
        };
        let cur = self.clone();
        if i.reset {
            *self = RegsModel::new(Caps::from_regs(cur.caps));
            self.caps = cur.caps;
            return o;
        }
        // ---- write
        let wr = o.aw_ready;
        let waddr = i.aw_addr & 0xffc;
        let mask = (0..4).filter(|k| i.w_strb >> k & 1 == 1).fold(0u32, |a, k| a | 0xff << (8 * k));
        let wd = i.w_data & mask;
        if wr {
            self.b_v = true;
        } else if i.b_ready {
            self.b_v = false;
        }
        let names = rw_names();
        if wr {
            if let Some(k) = names.iter().position(|n| off(n) == waddr) {
                self.rw[k] = (cur.rw[k] & !mask) | wd;
            }
        }
        let doorbell = wr && waddr == r::off::DOORBELL && wd == r::DOORBELL_START;
        let accept = doorbell && !busy;
        let mut snap = false;
        let mut clear = false;
        self.start = accept;
        self.abort = false;
        let mut soft_now = false;
        if wr && waddr == r::off::CTRL {
            if i.w_strb & 2 != 0 {
                self.keep = wd & r::ctrl::PERF_KEEP != 0;
            }
            self.abort = wd & r::ctrl::ABORT != 0;
            soft_now = wd & r::ctrl::SOFT_RESET != 0;
        }
        self.soft = soft_now;
        if wr && waddr == r::off::INT_MASK {
            self.int_mask = ((cur.int_mask & !mask) | wd) & r::int::ALL;
        }
        if wr && waddr == r::off::PERF_CTRL {
            snap = wd & r::perf::SNAPSHOT != 0;
            clear = wd & r::perf::CLEAR != 0;
        }
        // ---- run / stop
        let stop = cur.run && !cur.start && !i.disp_running && !i.fetch_busy;
        let mut int_set = if i.disp_irq { r::int::SW } else { 0 };
        if accept {
            self.run = true;
            self.done = false;
            self.err = false;
            self.dbi = false;
            self.fe = false;
            self.smp.copy_from_slice(&cur.rw[..13]);
            if !cur.keep {
                clear = true;
            }
        } else if doorbell {
            self.dbi = true;
        }
        if stop {
            self.run = false;
            self.done = i.disp_done;
            self.err = i.disp_error;
            snap = true;
            if i.disp_done {
                int_set |= r::int::DONE;
            }
            if i.disp_error {
                int_set |= r::int::ERROR;
            }
        }
        if cur.run && i.disp_running && i.fetch_error && i.disp_error_code == 0 && !cur.fe {
            self.fe = true;
        }
        if wr && waddr == r::off::INT_STATUS {
            self.int_st = (cur.int_st & !wd) | int_set;
        } else {
            self.int_st = cur.int_st | int_set;
        }
        // ---- counters
        let tog = (i.disp_perf_lsb ^ cur.lsb) & 0x3ff;
        self.lsb = i.disp_perf_lsb & 0x3ff;
        if cur.start || cur.soft {
            self.lsb = 0;
        }
        let mut inc = [0u64; NCNT];
        if busy {
            let t = |k: u32| (tog >> k & 1) as u64;
            inc[0] = 1;
            inc[1] = t(0) + t(1) + t(2) + t(3);
            inc[2] = i.ev_matrix_busy as u64;
            inc[3] = i.ev_vector_busy as u64;
            inc[4] = i.ev_dma_busy as u64;
            inc[5] = i.ev_macs as u64;
            inc[6] = i.ev_dma_rd_bytes as u64;
            inc[7] = i.ev_dma_wr_bytes as u64;
            inc[8] = i.ev_fetch_bytes as u64 + i.ev_bt_bytes as u64;
            inc[9] = t(5);
            inc[10] = t(6);
            inc[11] = t(7);
            inc[12] = t(4);
            inc[13] = t(8);
            inc[14] = t(9);
            inc[15] = i.ev_stall_sram as u64;
            inc[16] = i.ev_sram_conflicts as u64;
            inc[17] = i.ev_noc_flits as u64;
            inc[18] = i.ev_mv_rd_bytes as u64;
        }
        for k in 0..NCNT {
            let sum = cur.live[k].wrapping_add(inc[k]);
            self.live[k] = if clear { 0 } else { sum };
            if snap {
                self.shadow[k] = sum;
            }
        }
        // ---- read
        let ar_fire = i.ar_valid && !cur.r_v && !cur.rsem;
        if ar_fire {
            if i.ar_addr & 0xff0 == r::off::SEM0 {
                self.rsem = true;
                self.ridx = (i.ar_addr & 0xc) as u8;
            } else {
                self.r_v = true;
                self.r_d = cur.read(i.ar_addr, i);
            }
        } else if cur.rsem {
            self.r_d = (cur.r_d >> 8) | (i.sem_rd_val as u32) << 24;
            self.ridx = (cur.ridx + 1) & 15;
            if cur.ridx & 3 == 3 {
                self.rsem = false;
                self.r_v = true;
            }
        } else if i.r_ready {
            self.r_v = false;
        }
        if soft_now {
            self.run = false;
            self.done = false;
            self.err = false;
            self.dbi = false;
            self.fe = false;
            self.start = false;
        }
        o
    }
}
