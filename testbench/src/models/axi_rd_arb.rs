//! Cycle model of `hdl/src/axi_rd_arb.rs` (`AxiRdArb`, emitted `axi_rd_arb_w64_o8`): round-robin AR grant
//! held while the slave stalls, a FIFO of granted master indices (`out` entries), R beats routed to the
//! head's master, popped on RLAST. Same ports as the RTL; every output is compared every cycle.
//!
//! ```text
//!  m[k].ar --> grant (round robin after rr, or the held grant) --> axi_ar ; push k on AR transfer
//!  axi_r  --> m[head].r ; axi_r_ready = m[head].r_ready ; pop on RLAST transfer
//! ```

use super::dma::Beat;

/// Masters of the arbiter.
pub const MASTERS: usize = 4;

/// One master's request side (inputs of the arbiter).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MasterIn {
    pub ar_valid: bool,
    pub ar_addr: u32,
    pub ar_len: u8,
    pub r_ready: bool,
}

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct ArbIn {
    pub reset: bool,
    pub m: [MasterIn; MASTERS],
    pub ar_ready: bool,
    pub r_valid: bool,
    pub r_data: Beat,
    pub r_last: bool,
    pub r_resp: u8,
}

/// One master's response side (outputs of the arbiter).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MasterOut {
    pub ar_ready: bool,
    pub r_valid: bool,
    pub r_data: Beat,
    pub r_last: bool,
    pub r_resp: u8,
}

/// Outputs of one cycle.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ArbOut {
    pub m: [MasterOut; MASTERS],
    pub ar_valid: bool,
    pub ar_addr: u32,
    pub ar_len: u8,
    pub r_ready: bool,
}

/// The arbiter's registers.
#[derive(Debug, Clone)]
pub struct AxiRdArbModel {
    out: usize,
    gf: Vec<usize>,
    wp: usize,
    rp: usize,
    cnt: usize,
    rr: usize,
    lock: bool,
    lock_idx: usize,
}

impl AxiRdArbModel {
    /// At most `out` bursts in flight.
    pub fn new(out: usize) -> Self {
        AxiRdArbModel { out, gf: vec![0; out], wp: 0, rp: 0, cnt: 0, rr: 0, lock: false, lock_idx: 0 }
    }

    /// Bursts granted and not finished by RLAST.
    pub fn outstanding(&self) -> usize {
        self.cnt
    }

    /// Outputs for the inputs `i` and the current state, then the clock edge.
    pub fn step(&mut self, i: &ArbIn) -> ArbOut {
        let v: [bool; MASTERS] = std::array::from_fn(|k| i.m[k].ar_valid);
        let g_valid = v.iter().any(|&x| x);
        let g = if self.lock {
            self.lock_idx
        } else {
            (1..=MASTERS).map(|k| (self.rr + k) % MASTERS).find(|&k| v[k]).unwrap_or(0)
        };
        let room = self.cnt != self.out;
        let ar_fire = g_valid && room && i.ar_ready;
        let has = self.cnt != 0;
        let head = self.gf[self.rp];
        let mut o = ArbOut {
            ar_valid: g_valid && room,
            ar_addr: i.m[g].ar_addr,
            ar_len: i.m[g].ar_len,
            r_ready: has && i.m[head].r_ready,
            ..Default::default()
        };
        for k in 0..MASTERS {
            o.m[k] = MasterOut {
                ar_ready: i.ar_ready && room && g_valid && g == k,
                r_valid: i.r_valid && has && head == k,
                r_data: i.r_data,
                r_last: i.r_last,
                r_resp: i.r_resp,
            };
        }
        let r_pop = i.r_valid && o.r_ready && i.r_last;
        if ar_fire {
            self.rr = g;
            self.lock = false;
            self.gf[self.wp] = g;
            self.wp = (self.wp + 1) % self.out;
        } else if g_valid && room {
            self.lock = true;
            self.lock_idx = g;
        }
        if r_pop {
            self.rp = (self.rp + 1) % self.out;
        }
        self.cnt = self.cnt + ar_fire as usize - r_pop as usize;
        if i.reset {
            self.wp = 0;
            self.rp = 0;
            self.cnt = 0;
            self.rr = 0;
            self.lock = false;
        }
        o
    }
}
