//! Cycle model of `hdl/src/sram/mod.rs`: `B` address-interleaved banks shared by `M` requesters through
//! per-bank round-robin arbiters, read latency [`LATENCY`], stall and conflict counters. Word width up to
//! 64 bits (lanes are `u64`). [`dut`] adapts the Verilated modules to the same `SramIn`/`SramOut` types.

pub mod dut;

/// Read latency in cycles from the request transfer to `rsp_valid` (the RTL's constant).
pub const LATENCY: usize = systole_hdl::sram::LATENCY;

/// A parameter setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SramConfig {
    /// B, a power of two.
    pub banks: usize,
    /// M.
    pub requesters: usize,
    /// WIDTH in bits (at most 64 in the model).
    pub width: usize,
    /// log2(DEPTH), words per bank.
    pub depth_bits: usize,
}

impl SramConfig {
    /// log2(B).
    pub fn bank_bits(&self) -> usize {
        self.banks.trailing_zeros() as usize
    }
    /// ADDR_BITS = log2(B * DEPTH).
    pub fn addr_bits(&self) -> usize {
        self.bank_bits() + self.depth_bits
    }
    /// B * DEPTH words in all.
    pub fn words(&self) -> usize {
        self.banks << self.depth_bits
    }
    /// The bank a word address lives in (its low log2(B) bits).
    pub fn bank_of(&self, addr: u64) -> usize {
        (addr as usize) & (self.banks - 1)
    }
    /// Mask of a data word.
    pub fn data_mask(&self) -> u64 {
        if self.width >= 64 {
            u64::MAX
        } else {
            (1u64 << self.width) - 1
        }
    }
}

/// Inputs of one cycle (lane i = requester i).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SramIn {
    pub reset: bool,
    pub req_valid: Vec<bool>,
    pub req_addr: Vec<u64>,
    pub req_we: Vec<bool>,
    pub req_wdata: Vec<u64>,
}

impl SramIn {
    /// All requesters idle.
    pub fn idle(m: usize) -> Self {
        SramIn {
            reset: false,
            req_valid: vec![false; m],
            req_addr: vec![0; m],
            req_we: vec![false; m],
            req_wdata: vec![0; m],
        }
    }
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SramOut {
    pub req_ready: Vec<bool>,
    pub rsp_valid: Vec<bool>,
    /// Lane data; zero when `rsp_valid` is low.
    pub rsp_data: Vec<u64>,
    pub stall_count: Vec<u32>,
    pub conflict_count: u32,
}

/// One round-robin decision: `want` and `mask` are requester bit sets; returns the one-hot grant (0 when
/// nobody wants) and the next mask (requesters strictly above the grant; unchanged when nobody wants).
pub fn round_robin(want: u64, mask: u64, m: usize) -> (u64, u64) {
    let full = if m >= 64 { u64::MAX } else { (1u64 << m) - 1 };
    let masked = want & mask;
    let pick = if masked != 0 { masked } else { want };
    let grant = pick & pick.wrapping_neg();
    if want == 0 {
        (0, mask)
    } else {
        (grant, !(grant | grant.wrapping_sub(1)) & full)
    }
}

/// The behavioural model.
#[derive(Debug, Clone)]
pub struct SramModel {
    pub cfg: SramConfig,
    /// Memory by word address; `None` until first written (the RTL's initial contents are not specified).
    pub mem: Vec<Option<u64>>,
    /// Per bank: the arbiter's priority mask.
    mask: Vec<u64>,
    /// Per requester: read data captured by the bank on the last edge (stage 1) and the response register
    /// (stage 2, the outputs). `Some(None)`: a response of unknown (never written) data.
    s1: Vec<Option<Option<u64>>>,
    s2: Vec<Option<Option<u64>>>,
    stall: Vec<u32>,
    conflict: u32,
}

impl SramModel {
    pub fn new(cfg: SramConfig) -> Self {
        assert!(
            cfg.width <= 64,
            "SramModel: width {} above 64 bits is not modelled",
            cfg.width
        );
        let m = cfg.requesters;
        SramModel {
            cfg,
            mem: vec![None; cfg.words()],
            mask: vec![0; cfg.banks],
            s1: vec![None; m],
            s2: vec![None; m],
            stall: vec![0; m],
            conflict: 0,
        }
    }

    /// The requesters that want each bank this cycle (bit i = requester i).
    pub fn wants(&self, i: &SramIn) -> Vec<u64> {
        let mut want = vec![0u64; self.cfg.banks];
        if !i.reset {
            for r in 0..self.cfg.requesters {
                if i.req_valid[r] {
                    want[self.cfg.bank_of(i.req_addr[r])] |= 1 << r;
                }
            }
        }
        want
    }

    /// Outputs for the current inputs and state, then the clock edge. The second result says, per lane,
    /// whether `rsp_data` is known (false only for reads of never-written words).
    pub fn step(&mut self, i: &SramIn) -> (SramOut, Vec<bool>) {
        let (m, b) = (self.cfg.requesters, self.cfg.banks);
        let want = self.wants(i);
        let mut ready = vec![false; m];
        let mut next_mask = self.mask.clone();
        let mut conflicts = 0u32;
        for bank in 0..b {
            let (g, nm) = round_robin(want[bank], self.mask[bank], m);
            next_mask[bank] = nm;
            if g != 0 {
                ready[g.trailing_zeros() as usize] = true;
            }
            if want[bank].count_ones() >= 2 {
                conflicts += 1;
            }
        }
        let out = SramOut {
            req_ready: ready.clone(),
            rsp_valid: self.s2.iter().map(|s| s.is_some()).collect(),
            rsp_data: self.s2.iter().map(|s| s.flatten().unwrap_or(0)).collect(),
            stall_count: self.stall.clone(),
            conflict_count: self.conflict,
        };
        let known = self.s2.iter().map(|s| !matches!(s, Some(None))).collect();
        // clock edge
        let mut s1 = vec![None; m];
        for r in 0..m {
            if ready[r] {
                let a = i.req_addr[r] as usize;
                if i.req_we[r] {
                    self.mem[a] = Some(i.req_wdata[r] & self.cfg.data_mask());
                } else {
                    s1[r] = Some(self.mem[a]);
                }
            }
        }
        if i.reset {
            self.s2 = vec![None; m];
            self.s1 = vec![None; m];
            self.mask = vec![0; b];
            self.stall = vec![0; m];
            self.conflict = 0;
        } else {
            self.s2 = std::mem::replace(&mut self.s1, s1);
            self.mask = next_mask;
            for r in 0..m {
                if i.req_valid[r] && !ready[r] {
                    self.stall[r] = self.stall[r].wrapping_add(1);
                }
            }
            self.conflict = self.conflict.wrapping_add(conflicts);
        }
        (out, known)
    }
}
